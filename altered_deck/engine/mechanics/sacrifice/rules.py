"""Handlers of the sacrifice mechanic's effect kinds: sacrifice, counters spent from any card, the
Mana-zone replacement, Landmark tokens in each player's Landmarks.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. 7.3.36:
to sacrifice is to discard an object in play you control; a token ceases to exist instead, and
it is still a sacrifice. :func:`sacrificed` runs what follows one: "When I leave the Expedition
zone", "When I'm sacrificed", "When you sacrifice a <kind>" and "When a Character leaves your
Expeditions".

Engine policy for the choices the texts leave to the player (see the README):

* which object to sacrifice: the player's decision (:func:`pick_victim`), whose hint is the
  one whose loss costs least (:func:`sacrifice_loss`): a token
  before a card, a Fleeting Character before another, never one that would cost a move at
  Dusk while another will do; an Aerolith (its sacrifice resupplies) first of all;
* "you may sacrifice": only an object whose loss costs next to nothing (a token or Fleeting
  Character that moves nothing, a Landmark token), else not;
* "spend 1 counter from a card you control or in your Reserve": a boost no move needs, else
  a named counter (from the card with most), else a boost of a Reserve card;
* "you may put me in my owner's Mana zone instead": yes while a card in hand or Reserve costs
  more than the Mana Orbs the player has, else the card goes where it was going.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import Needs, static_in
from altered_deck.engine.core.decisions import IN_PLAY_ZONES, may, pick_card, source_name
from altered_deck.engine.core.effects import (
    K_CHARACTER,
    K_GEAR,
    K_TOKEN,
    S_EXHAUSTED,
    S_FLEETING,
    SACRIFICED,
    Effects,
    conditions_of,
)
from altered_deck.engine.core.hooks import HOOKS, emit
from altered_deck.engine.core.interpreter import in_play, statics_in_play
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.counters import kinds as counters_kinds
from altered_deck.engine.mechanics.counters import rules as counters_rules
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds

MAY_LOSS = 0.5
"""Largest loss (:func:`sacrifice_loss`) a "you may sacrifice" accepts."""

HANDLERS = interpreter.Handlers()


# --- choosing and sacrificing ---------------------------------------------------------------


def _qualifies(u: Unit, mask: int, subtypes: tuple[str, ...]) -> bool:
    kind = u.card.kind
    return bool(kind & mask) or any(s in u.card.subtypes for s in subtypes)


def sacrifice_loss(g: GameState, u: Unit, e: int) -> float:
    """What losing ``u`` (in expedition ``e``, -1 for Landmarks) costs the player, in the
    engine's rough units: the card's keep value (a token: 0), a quarter of it for a Fleeting
    Character (it leaves at Night anyway), half a unit per boost it would take away, 4 per
    move at Dusk it would cost; 1 less when its
    sacrifice pays back (an Aerolith's Resupply, a "When I'm sacrificed" ability)."""
    card = u.card
    loss = 0.0 if card.kind & K_TOKEN else 1.0 + max(card.keep_value, 0.0)
    if u.status & S_FLEETING:
        loss *= 0.25
    if card.kind & K_TOKEN and card.tap and not u.status & S_EXHAUSTED:
        loss += 0.25  # a ready Manaseed could still ready a Mana Orb
    loss += 0.5 * u.boosts
    if card.kind & K_CHARACTER and e >= 0:
        units = g.exps[e]
        before = g.moves_now()
        k = units.index(u)
        units.pop(k)
        after = g.moves_now()
        units.insert(k, u)
        loss += 4.0 * (before - after)
    if (card.kind & K_TOKEN and card.on_leave) or any(
        st[0] == sacrifice_kinds.ST_SACRIFICED for st in card.statics
    ):
        loss -= 1.0
    return loss


def _victims(
    g: GameState,
    mask: int,
    subtypes: tuple[str, ...],
    exclude: Unit | None,
    only_exp: int | None,
    max_loss: float | None,
    spare: Unit | None = None,
) -> tuple[list[tuple[Unit, int]], int]:
    """Every object of kind ``mask`` (or of one of ``subtypes``) that may be sacrificed, in
    zone order, and the index of the one that costs least (-1: none within ``max_loss``;
    never ``spare``, which is offered but not the engine's pick)."""
    found: list[tuple[Unit, int]] = []
    best, best_loss = -1, 0.0
    for u, e in in_play(g):
        if u is exclude or not _qualifies(u, mask, subtypes):
            continue
        if only_exp is not None and e != only_exp:
            continue
        loss = sacrifice_loss(g, u, e)
        if u is spare:
            loss = float("inf")
        if (max_loss is None or loss <= max_loss) and (best < 0 or loss < best_loss):
            best, best_loss = len(found), loss
        found.append((u, e))
    return found, best


def sacrifice_worth(
    g: GameState, unit: Unit | None, n: int, arg: Any, value_of: Callable[[Effects], float]
) -> float | None:
    """What "(you may) sacrifice ... to ..." is worth to a choice (its kind's ``worth``): what
    it runs, only when what it costs is next to nothing (None: not worth choosing)."""
    mask, subtypes, _flags, then, _otherwise = arg
    if choose_victim(g, mask, subtypes, unit, None, MAY_LOSS) is None:
        return None
    return value_of(then)


def choose_victim(
    g: GameState,
    mask: int,
    subtypes: tuple[str, ...] = (),
    exclude: Unit | None = None,
    only_exp: int | None = None,
    max_loss: float | None = None,
) -> tuple[Unit, int] | None:
    """The object of kind ``mask`` (or of one of ``subtypes``) that costs least to sacrifice;
    None when there is none (or none within ``max_loss``)."""
    found, best = _victims(g, mask, subtypes, exclude, only_exp, max_loss)
    return found[best] if best >= 0 else None


def pick_victim(
    g: GameState,
    source: str,
    prompt: str,
    mask: int,
    subtypes: tuple[str, ...] = (),
    exclude: Unit | None = None,
    only_exp: int | None = None,
    max_loss: float | None = None,
    none: str | None = None,
    spare: Unit | None = None,
) -> tuple[Unit, int] | None:
    """The object of kind ``mask`` (or of one of ``subtypes``) ``g``'s player sacrifices: a
    CARD decision among every one that qualifies, hint the one :func:`choose_victim` takes.
    ``none`` ("you may", "any number"): the text of an option to sacrifice nothing, the hint
    when no object is within ``max_loss``; None is returned for it, or when nothing qualifies.
    ``spare`` is offered but never the hint."""
    found, hint = _victims(g, mask, subtypes, exclude, only_exp, max_loss, spare)
    if not found or (hint < 0 and none is None):
        return None
    if hint < 0:
        hint = len(found)  # the "none" option
    if len(found) + (none is not None) > 1:
        cards = [(u.card, IN_PLAY_ZONES[e]) for u, e in found]
        hint = pick_card(g, source, prompt, cards, hint, none)
    return found[hint] if hint < len(found) else None


def sacrifice(g: GameState, u: Unit) -> bool:
    """Sacrifice ``u`` if it is in play (False when it is not), then what follows."""
    for e in (0, 1):
        if u in g.exps[e]:
            g.exps[e].remove(u)
            sacrificed(g, u, e)
            return True
        if u in g.gear[e]:
            g.gear[e].remove(u)
            sacrificed(g, u, e)
            return True
    if u in g.landmarks:
        g.landmarks.remove(u)
        sacrificed(g, u, -1)
        return True
    return False


def sacrificed(g: GameState, u: Unit, e: int) -> None:
    """``u`` was taken out of play by a sacrifice (from expedition ``e``, -1 Landmarks): it is
    discarded (a token ceases to exist; a card with the Mana replacement goes to Mana), then
    its own and the other cards' abilities that watch for it trigger."""
    card = u.card
    was_fleeting = bool(u.status & S_FLEETING)
    from_expedition = e >= 0 and bool(card.kind & (K_CHARACTER | K_GEAR))
    g.event("sacrifice", card.name)
    if g.hooks.on:
        emit(g, SACRIFICED, u, g, g.resolving, e)
    if not card.kind & K_TOKEN and not (
        from_expedition and card.statics and HOOKS.to_mana_instead(g, u)
    ):
        g.owner_of(u).discard.append(card)
    if from_expedition:
        if card.kind & K_CHARACTER:
            interpreter.left_expedition(g, u, e, u.boosts, False)
        if card.on_leave:
            interpreter.run(g, card.on_leave, None, e)
        if was_fleeting and card.on_leave_fleeting:
            interpreter.run(g, card.on_leave_fleeting, None, e)
    elif card.kind & K_TOKEN and card.on_leave:  # a Landmark token's "when I'm sacrificed"
        interpreter.run(g, card.on_leave, None, -1)
    u.boosts = 0
    u.status = 0
    for st_kind, _n, arg in card.statics:
        if st_kind == sacrifice_kinds.ST_SACRIFICED:
            when, effects = arg
            if (
                when == sacrifice_kinds.SW_ALWAYS
                or (when == sacrifice_kinds.SW_FLEETING) == was_fleeting
            ):
                interpreter.run(g, effects, u, e)
    if counters_kinds.F_COUNTERS_WATCH not in g.hooks.features:
        return
    kind = card.kind
    for statics, holder, where in statics_in_play(g):
        for st_kind, _n, arg in statics:
            if st_kind == sacrifice_kinds.ST_ON_SACRIFICE and kind & arg[0]:
                interpreter.run(g, arg[1], holder, where)


def characters_left(g: GameState, units: list[Unit]) -> None:
    """Characters ``units`` left the player's expeditions: "When a (non-token) Character
    leaves your Expeditions" abilities of the Hero and the objects still in play."""
    if counters_kinds.F_COUNTERS_WATCH not in g.hooks.features:
        return
    for statics, holder, where in statics_in_play(g):
        for st_kind, _n, arg in statics:
            if st_kind != sacrifice_kinds.ST_CHARACTER_LEAVES:
                continue
            non_token, effects = arg
            for u in units:
                if not (non_token and u.card.kind & K_TOKEN):
                    interpreter.run(g, effects, holder, where)


# --- handlers ---------------------------------------------------------------------------------


@HANDLERS.on(sacrifice_kinds.E_SACRIFICE)
def sacrifice_effect(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    mask, subtypes, flags, then, otherwise = arg
    may = bool(flags & sacrifice_kinds.SAC_MAY)
    # the source itself is a legal victim but for "another"; under "you may" it is offered
    # but never the engine's pick (its own effect usually needs it in play)
    exclude = unit if flags & sacrifice_kinds.SAC_ANOTHER else None
    spare = unit if may else None
    only_exp = (exp if exp >= 0 else None) if flags & sacrifice_kinds.SAC_MY_EXPEDITION else None
    limit = MAY_LOSS if may else None
    if may and not then and not otherwise:  # a bare "you may sacrifice": only one that pays
        limit = -MAY_LOSS  # back by itself (an Aerolith's Resupply, "When I'm sacrificed")
    source = source_name(g, unit)
    if flags & sacrifice_kinds.SAC_ANY_NUMBER:
        while True:
            pick = pick_victim(
                g,
                source,
                "Sacrifice any number",
                mask,
                subtypes,
                exclude,
                only_exp,
                limit,
                "stop",
                spare,
            )
            if pick is None:
                return
            sacrifice(g, pick[0])
            interpreter.run(g, then, unit, exp)
    done = 0
    prompt = "You may sacrifice" if may else "Sacrifice"
    for _ in range(n):
        none = "sacrifice nothing" if may else None
        pick = pick_victim(g, source, prompt, mask, subtypes, exclude, only_exp, limit, none, spare)
        if pick is None:
            break
        sacrifice(g, pick[0])
        done += 1
    if done:
        interpreter.run(g, then, unit, exp)
    else:
        if flags & sacrifice_kinds.SAC_ME_IF_NOT and unit is not None:
            sacrifice(g, unit)
        interpreter.run(g, otherwise, unit, exp)
    if flags & sacrifice_kinds.SAC_EACH_PLAYER:
        opponent = getattr(g, "opponent", None)  # a duel seat's opponent sacrifices too
        if isinstance(opponent, GameState) and opponent is not g:
            pick = pick_victim(opponent, source, "Each player sacrifices", mask, subtypes)
            if pick is not None:
                sacrifice(opponent, pick[0])


@HANDLERS.on(sacrifice_kinds.E_SACRIFICE_ME)
def _sacrifice_me(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    optional, then = arg
    if unit is None:
        return
    if optional:  # "you may sacrifice me": hint yes when it costs next to nothing
        where = next((e for u, e in in_play(g) if u is unit), None)
        if where is None:
            return
        cheap = sacrifice_loss(g, unit, where) <= MAY_LOSS
        if not may(g, unit.card.name, "You may sacrifice me", cheap):
            return
    if sacrifice(g, unit):
        interpreter.run(g, then, unit, exp)


@HANDLERS.on(boosts_kinds.E_SACRIFICE_SELF)
def _sacrifice_self(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """A Landmark token's "Sacrifice me" (its {T} ability): as every sacrifice, with the
    "When you sacrifice" abilities of the other cards (replaces the Landmark-only handler)."""
    if unit is not None:
        sacrifice(g, unit)


def moved_due(g: GameState, moves: list[bool]) -> list[tuple[int, int]]:
    """Before Progress moves them: ``(expedition, terrain bits it wins)`` for each expedition
    that moves, the terrains of its region where its sum beats the facing one and 0."""
    opponent = getattr(g, "opponent", None)
    if not isinstance(opponent, GameState) or opponent is g:
        opponent = None  # goldfish: the empty side's sums are 0
    found = []
    for e in (0, 1):
        if not moves[e]:
            continue
        own = g.expedition_sums(e)
        facing = opponent.expedition_sums(e) if opponent is not None else (0, 0, 0, False)
        region = g.layout[g.pos[e]]
        bits = sum(1 << k for k in range(3) if region & (1 << k) and own[k] > max(facing[k], 0))
        found.append((e, bits))
    return found


def after_due(g: GameState, due: list[tuple[int, int]]) -> None:
    """ "When my Expedition / one of your Expeditions moves forward due to {V}" abilities."""
    for e, bits in due:
        for statics, holder, where in statics_in_play(g):
            for st_kind, _n, arg in statics:
                if st_kind != sacrifice_kinds.ST_MOVED_DUE or not bits & arg[1]:
                    continue
                if arg[0] and where != e:  # "my Expedition": a card in the moving one
                    continue
                interpreter.run(g, arg[2], holder, where)


def passed_first(g: GameState) -> None:
    """The player passed before the opponent: "When you pass first" abilities of the Hero and
    the objects in play."""
    if counters_kinds.F_COUNTERS_WATCH not in g.hooks.features:
        return
    for statics, holder, where in statics_in_play(g):
        for st_kind, _n, arg in statics:
            if st_kind == sacrifice_kinds.ST_PASS_FIRST:
                interpreter.run(g, arg, holder, where)


def character_played(g: GameState, played: Unit, exp: int) -> None:
    """A Character was played into expedition ``exp``: "When you play a Character — If it's
    in {V} / its Expedition is behind / it's in a terrain where its base statistic is 0"."""
    if counters_kinds.F_COUNTERS_WATCH not in g.hooks.features:
        return
    watchers = statics_in_play(g)
    for statics, holder, where in watchers:
        for st_kind, _n, arg in statics:
            if st_kind == sacrifice_kinds.ST_PLAYED_CHARACTER and _it_holds(
                g, arg[0], arg[1], played, exp
            ):
                interpreter.run(g, arg[2], holder, where)
    counters_rules.character_played(g, played, watchers)


def _it_holds(g: GameState, test: int, bit: int, played: Unit, exp: int) -> bool:
    region = g.layout[g.pos[exp]]
    if test == sacrifice_kinds.IT_IN_TERRAIN:
        return bool(region & bit)
    if test == sacrifice_kinds.IT_BEHIND:
        return HOOKS.behind(g, exp)
    stats = played.card.stats  # IT_ZERO_STAT_TERRAIN: Forest, Mountain, Water bits 1, 2, 4
    return any(region & (1 << k) and stats[k] == 0 for k in range(3))


def holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's conditions (``C_*`` 200-249) holds now."""
    if condition == sacrifice_kinds.C_FEWER_BOOSTS:
        return unit is not None and unit.boosts < amount
    return False


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(sacrifice_kinds, holds)


# --- the moments this module's rules watch (registry.install registers them) ---------------

FEATURES: tuple[tuple[str, Needs], ...] = (
    (counters_kinds.F_COUNTERS_WATCH, static_in(*sacrifice_kinds.COUNTERS_WATCH)),
)

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    ("character_played", character_played, counters_kinds.F_COUNTERS_WATCH),
    ("passed_first", passed_first, counters_kinds.F_COUNTERS_WATCH),
    ("moved_due", moved_due, counters_kinds.F_COUNTERS_WATCH),
    ("after_due", after_due, counters_kinds.F_COUNTERS_WATCH),
    ("characters_left", characters_left, counters_kinds.F_COUNTERS_WATCH),
)
