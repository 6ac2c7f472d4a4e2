"""The facing mechanic's rules: tokens created in an opposing expedition or in "another
Expedition" (put there under that expedition's player, 7.3.5.a), the status they gain, "we
both gain" with a facing Character the player targets, and the condition on the opponent's
expeditions. Facing expeditions (7.5.2): the opponent's expedition of the same side; an
opposing [Gigantic] Character is in both of its controller's expeditions (7.4.4)."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.tokens import put_token
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.adventure import EXPEDITION_NAMES
from altered_deck.engine.core.decisions import EXPEDITION, Decision, Option, decide, source_name
from altered_deck.engine.core.effects import KW_GIGANTIC, conditions_of
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.facing import kinds as facing_kinds
from altered_deck.engine.targets.aim import chosen_expedition
from altered_deck.engine.targets.choice import opponent_of, opposing
from altered_deck.engine.targets.pick import either_expedition, target_character

Place = tuple[GameState, int]


HANDLERS = interpreter.Handlers()


def _own_expedition(g: GameState, unit: Unit | None, exp: int) -> int:
    """The expedition of the source (``exp``, else where ``unit`` is), -1 when it is in none."""
    if 0 <= exp <= 1:
        return exp
    for e in (0, 1):
        if unit is not None and unit in g.exps[e]:
            return e
    return -1


def _another(g: GameState, unit: Unit | None, mine: int) -> Place | None:
    """ "another Expedition": an EXPEDITION decision among every expedition but the
    source's, the player's other one first (the hint) then the opponent's two."""
    places: list[Place] = [(g, e) for e in (0, 1) if e != mine]
    options = [Option(f"{EXPEDITION_NAMES[e]} expedition") for _g, e in places]
    opp = opposing(g)
    if opp is not None:
        options += [
            Option(f"opponent's {EXPEDITION_NAMES[e]} expedition", mine=False) for e in (0, 1)
        ]
    taken = decide(g, Decision(EXPEDITION, source_name(g, unit), "another Expedition", options))
    if taken < len(places):
        return places[taken]
    chosen = opponent_of(g)
    return None if chosen is None else (chosen, taken - len(places))


def _places(g: GameState, where: int, unit: Unit | None, exp: int) -> list[Place]:
    """Where "Create ... in <where>" puts the tokens (``exp``: the source's expedition, or
    the one the action chose)."""
    if where == facing_kinds.ANOTHER:
        found = _another(g, unit, _own_expedition(g, unit, exp))
        return [found] if found is not None else []
    if where == fx.TO_TARGET:  # no "you control": either player's, the action's the hint
        if (g.opponent is None or g.opponent is g) and exp >= 0:
            return [(g, exp)]
        return [either_expedition(g, unit, "target Expedition", max(exp, 0))]
    mine = chosen_expedition(g, exp, unit)
    by_place = {fx.TO_OTHER: (1 - mine,), fx.TO_HERO: (0,), fx.TO_COMPANION: (1,)}
    return [(g, e) for e in by_place.get(where, (0, 1) if where == fx.TO_EACH else (mine,))]


def _create(g: GameState, n: int, token: int, places: list[Place], status: int) -> None:
    card = g.source.cards[token]
    for owner, e in places:
        for _ in range(n):
            put_token(g, owner, card, e).status |= status


@HANDLERS.on(facing_kinds.E_TOKEN_GAINS)
def _token_gains(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Create n tokens where ``arg`` says, each of which gains the status (if any)."""
    token, where, status = arg
    _create(g, n, token, _places(g, where, unit, exp), status)


@HANDLERS.on(facing_kinds.E_TOKEN_FACING)
def _token_facing(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Create n tokens in the opponent's expedition facing mine (none when goldfishing, or
    when the source is in no expedition)."""
    token, status = arg
    opp = opponent_of(g)
    e = _own_expedition(g, unit, exp)
    if opp is not None and e >= 0:
        _create(g, n, token, [(opp, e)], status)


@HANDLERS.on(facing_kinds.E_TOKEN_EXPEDITIONS)
def _token_expeditions(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target up to n Expeditions (either player's, each once) and create tokens in each: an
    EXPEDITION decision per target, "no target" ending the targeting; the hint is each of the
    player's own expeditions in turn, then no more."""
    token, each = arg
    sides = [(True, e) for e in (0, 1)]
    if opposing(g) is not None:
        sides += [(False, e) for e in (0, 1)]
    chosen: list[tuple[bool, int]] = []
    for _ in range(n):
        left = [s for s in sides if s not in chosen]
        options = [
            Option(("" if mine else "opponent's ") + f"{EXPEDITION_NAMES[e]} expedition", mine=mine)
            for mine, e in left
        ]
        options.append(Option("no target"))
        hint = next((i for i, (mine, _e) in enumerate(left) if mine), len(left))
        prompt = f"up to {n} target Expeditions"
        taken = decide(g, Decision(EXPEDITION, source_name(g, unit), prompt, options, hint))
        if taken >= len(left):
            break
        chosen.append(left[taken])
    places: list[Place] = []
    for mine, e in chosen:
        owner = g if mine else opponent_of(g)
        if owner is not None:
            places.append((owner, e))
    _create(g, each, token, places, 0)


@HANDLERS.on(facing_kinds.E_FACING_BOTH_GAIN)
def _facing_both(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """If I'm facing one or more Characters, the player targets one of them (a TARGET
    decision among the facing ones it may target: [Tough X] paid) and we both gain the
    status; the hint is the weakest of them."""
    opp = opposing(g)
    e = _own_expedition(g, unit, exp)
    if opp is None or unit is None or e < 0:
        return
    gigantic = unit.card.keywords & KW_GIGANTIC

    def facing(side: GameState, u: Unit, zone: int) -> bool:
        return side is not g and (zone == e or bool(gigantic or u.card.keywords & KW_GIGANTIC))

    facing_units = [u for z in (0, 1) for u in opp.exps[z] if facing(opp, u, z)]
    if not facing_units:
        return
    weakest = min(facing_units, key=lambda u: sum(u.card.stats) + u.boosts)
    prompt = "target one of the Characters facing me"
    chosen = target_character(g, weakest, 0, None, 0, 0, unit, facing, prompt=prompt)
    if chosen is None:
        return
    chosen.status |= arg
    unit.status |= arg
    g.event("opponent", "both gain", chosen.card.name)


def _holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's ``C_*`` conditions holds now."""
    if condition == facing_kinds.C_OPPONENT_HAS:
        opp = opposing(g)
        if opp is None:
            return False
        return any(amount == "CHARACTER" or amount in u.card.subtypes for e in opp.exps for u in e)
    return False


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(facing_kinds, _holds)
"""This mechanic's conditions and what answers them."""
