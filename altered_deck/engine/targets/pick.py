""" "target Character" as a decision: every legal target, on either side and in every zone the
text allows, offered to the player whose card asks.

Legal: not the excluded one ("another"), within the text's Hand Cost limit, not of a status the
text rules out ("non-Fleeting"); Asleep and Anchored ones are legal (the engine's policy only
prefers others). The player's own Characters are read first (Hero expedition, Companion
expedition, then Reserve when the text says "in play or in Reserve"), then the opponent's in
the same order unless the text says "you control". An opponent's Character with [Tough X]
(7.4.7) is offered only when X can be paid now, and choosing it pays X. The hint is the
engine's own pick (:func:`~altered_deck.engine.targets.aim.default_target`); where that
finds nothing (every Character of the player's is Asleep), the player's first legal one, else
the opponent's weakest, since the text makes the target compulsory.
"""

from __future__ import annotations

from collections.abc import Callable

from altered_deck.engine.core.decisions import (
    EXPEDITION,
    TARGET,
    Decision,
    Option,
    decide,
    source_name,
)
from altered_deck.engine.core.effects import (
    K_CHARACTER,
    S_FLEETING,
    T_MINE,
    T_ONE,
    T_RESERVE,
    T_UP_TO,
)
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.targets.choice import opponent_of, pay_tough, tough

ZONES = ("hero", "companion", "reserve")
_WHERE = ("Hero expedition", "Companion expedition", "Reserve")

# a legal target: (unit, zone index into ZONES, mine, position in its zone)
Found = tuple[Unit, int, bool, int]


def prompt_of(who: int, another: bool) -> str:
    """The card's words for what it targets."""
    if who & T_ONE:  # "you may target" / "up to one target Character"
        words = "up to one other target Character" if another else "up to one target Character"
    elif who & T_UP_TO:  # the other "up to" target text: "up to two target Characters"
        words = "up to two target Characters"
    else:
        words = "another target Character" if another else "target Character"
    if who & T_MINE:
        words += " you control"
    if who & T_RESERVE:
        words += " in play or in Reserve"
    return words


def legal_targets(
    g: GameState,
    max_cost: int,
    exclude: Unit | None,
    lacking: int,
    who: int,
    keep: Callable[[Unit], bool] | None = None,
) -> list[Found]:
    """Every Character ``g``'s player may target, in the order the zones are read (see the
    module)."""
    sides = [(g, True)]
    opp = g.opponent
    if not who & T_MINE and opp is not None and opp is not g:
        sides.append((opp, False))
    found: list[Found] = []
    for side, mine in sides:
        zones = [side.exps[0], side.exps[1]]
        if who & T_RESERVE:
            zones.append(side.reserve)
        for z, units in enumerate(zones):
            for k, u in enumerate(units):
                if u is exclude or u.status & lacking:
                    continue
                if max_cost and u.card.hand_cost > max_cost:
                    continue
                if keep is not None and not keep(u):  # "with Base Cost {2} or less"...
                    continue
                if z == 2 and not u.card.kind & K_CHARACTER:
                    continue
                if not mine and tough(side, u) > g.mana_ready:
                    continue
                found.append((u, z, mine, k))
    return found


def target_character(
    g: GameState,
    pick: Unit | None,
    max_cost: int,
    exclude: Unit | None,
    lacking: int,
    who: int,
    source: Unit | None,
    fits: Callable[[GameState, Unit, int], bool] | None = None,
    optional: bool = False,
    keep: Callable[[Unit], bool] | None = None,
    prompt: str = "",
) -> Unit | None:
    """The target ``g``'s player chooses (see the module); None when there is none.
    ``fits(side, unit, zone)`` (zone: an index into :data:`ZONES`) narrows the legal ones
    (a subtype, a terrain...); ``keep``: the test a legal target must also pass (the card's
    own words); ``optional`` ("you may") offers "no target" too; ``prompt``, the card's words
    when :func:`prompt_of` does not say them."""
    found = legal_targets(g, max_cost, exclude, lacking & S_FLEETING, who, keep)
    if fits is not None:
        opp = g.opponent
        found = [f for f in found if fits(g if f[2] or opp is None else opp, f[0], f[1])]
    optional = optional or bool(who & T_UP_TO)
    if not found:
        return None
    if len(found) == 1 and not optional:
        taken = 0
    else:
        hint = _hint(found, pick, bool(optional))
        options = [_option(f) for f in found]
        if optional:
            options.append(Option("no target"))
        prompt = prompt or prompt_of(who, exclude is not None)
        taken = decide(g, Decision(TARGET, source_name(g, source), prompt, options, hint))
        if taken == len(found):
            return None
    unit, z, mine, k = found[taken]
    if mine:
        return unit
    opp = opponent_of(g)  # a look-ahead copy gets its own opponent first (copy on write)
    assert opp is not None
    unit = (opp.exps[0], opp.exps[1], opp.reserve)[z][k]
    pay_tough(g, opp, unit)
    return unit


def in_reserve(_side: GameState, _unit: Unit, z: int) -> bool:
    """A ``fits`` for :func:`target_character`: "target Character in (your) Reserve"."""
    return z == 2


def reserve_character(
    g: GameState, pick: Unit | None, who: int, source: Unit | None, exclude: Unit | None = None
) -> Unit | None:
    """ "Target Character in Reserve" (``who`` with T_MINE: "in your Reserve"): a TARGET
    decision among the Characters of the Reserves the text allows, ``pick`` (the engine's)
    the hint; None when there is none."""
    words = "another target Character" if exclude is not None else "target Character"
    words += " in your Reserve" if who & T_MINE else " in Reserve"
    return target_character(
        g, pick, 0, exclude, 0, who | T_RESERVE, source, in_reserve, prompt=words
    )


def my_character(g: GameState, source: Unit | None, prompt: str, hint: Unit) -> Unit:
    """A TARGET decision among the player's own Characters in play (an effect that only acts
    on the player's side), ``hint`` the engine's pick."""
    found = legal_targets(g, 0, None, 0, T_MINE)
    if len(found) < 2:
        return hint
    options = [_option(f) for f in found]
    at = next(i for i, f in enumerate(found) if f[0] is hint)
    return found[decide(g, Decision(TARGET, source_name(g, source), prompt, options, at))][0]


def _hint(found: list[Found], pick: Unit | None, optional: bool) -> int:
    for i, f in enumerate(found):
        if f[0] is pick:
            return i
    if optional:
        return len(found)  # "no target": the engine's pick found none
    for i, f in enumerate(found):
        if f[2]:
            return i
    return min(range(len(found)), key=lambda i: max(found[i][0].card.stats) + found[i][0].boosts)


def _option(found: Found) -> Option:
    unit, z, mine, _k = found
    where = _WHERE[z] if mine else "opponent's " + _WHERE[z]
    return Option(f"{unit.card.name} ({where})", card=unit.card, mine=mine, zone=ZONES[z])


# --- "target player" -------------------------------------------------------------------------

YOU = 0
OPPONENT = 1


def target_player(g: GameState, source: Unit | None, prompt: str, hint: int) -> GameState:
    """ "target player": in a duel a TARGET decision between ``g``'s player ("you", option 0)
    and the opponent (option 1), ``hint`` the one the engine prefers; the chosen player's
    state (the opponent's copied first in a look-ahead copy). Goldfishing: ``g``."""
    opp = g.opponent
    if opp is None or opp is g:
        return g
    options = [Option("you"), Option("opponent", mine=False)]
    taken = decide(g, Decision(TARGET, source_name(g, source), prompt, options, hint))
    if taken == YOU:
        return g
    chosen = opponent_of(g)
    assert chosen is not None
    return chosen


# --- "target Expedition" on either side ------------------------------------------------------


def any_expedition(
    g: GameState, source: Unit | None, prompt: str, hint: int
) -> tuple[GameState, int]:
    """ "target Expedition" where either player's may be the target (a duel): an EXPEDITION
    decision among ``g``'s Hero and Companion expeditions, then the opponent's; ``hint``
    indexes that list. The chosen expedition's player (the opponent's copied first in a
    look-ahead copy) and expedition."""
    options = [Option(_WHERE[e], zone=ZONES[e]) for e in (0, 1)]
    options += [Option(f"opponent's {_WHERE[e]}", mine=False, zone=ZONES[e]) for e in (0, 1)]
    taken = decide(g, Decision(EXPEDITION, source_name(g, source), prompt, options, hint))
    if taken < 2:
        return g, taken
    chosen = opponent_of(g)
    assert chosen is not None
    return chosen, taken - 2


def either_expedition(
    g: GameState, source: Unit | None, prompt: str, hint: int
) -> tuple[GameState, int]:
    """ "target Expedition" with no "you control": :func:`any_expedition` in a duel (``hint``
    0 or 1, one of the player's own, as the engine's pick); goldfishing, one of the player's
    two."""
    if g.opponent is None or g.opponent is g:
        options = [Option(_WHERE[e], zone=ZONES[e]) for e in (0, 1)]
        return g, decide(g, Decision(EXPEDITION, source_name(g, source), prompt, options, hint))
    return any_expedition(g, source, prompt, hint)
