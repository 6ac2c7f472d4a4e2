"""The watchers' effects aimed at a target their player picks: a Fleeting or Boosted
Character that gains Anchored, the status the trio of "you win the game" lacks, a Character in
your other expedition or in an Ascended one. Each a TARGET decision among the legal ones, the
engine's former pick the hint."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.decisions import (
    CHOOSE,
    Option,
    asks,
    source_name,
    which,
)
from altered_deck.engine.core.effects import S_ANCHORED, S_ASLEEP, S_FLEETING
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from altered_deck.engine.mechanics.watchers.forms import BOOSTED_BIT
from altered_deck.engine.mechanics.watchers.handlers import _sleep_one
from altered_deck.engine.mechanics.watchers.rules import (
    expedition_of,
)
from altered_deck.engine.targets.aim import (
    character_in,
    character_target,
    needy_expedition,
)
from altered_deck.engine.targets.pick import target_character

HANDLERS = interpreter.Handlers()


def _in_ascended(side: GameState, _unit: Unit, z: int) -> bool:
    """A ``fits`` of :func:`target_character`: in an Ascended expedition of ``side``'s."""
    return z < 2 and bool(side.ascended & (1 << z))


@HANDLERS.on(watchers_kinds.E_BOOST_ASCENDED)
def _boost_ascended(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Character in an Ascended expedition, either player's (``arg``: "you may", with
    "no target"): a TARGET decision, the hint the most recent awake Character of an Ascended
    expedition of yours (``exp``'s first)."""
    first = exp if exp >= 0 else needy_expedition(g)
    best = None
    for e in (first, 1 - first):
        if g.ascended & (1 << e):
            best = next((u for u in reversed(g.exps[e]) if not u.status & S_ASLEEP), None)
            if best is not None:
                break
    if asks(g):
        best = target_character(
            g,
            best,
            0,
            None,
            0,
            0,
            unit,
            _in_ascended,
            optional=bool(arg),
            prompt="target Character in an Ascended Expedition",
        )
    if best is not None:
        best.boosts += n


@HANDLERS.on(watchers_kinds.E_ANCHOR_IF)
def _anchor_if(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Fleeting (or Boosted) Character gains Anchored: a TARGET decision among both
    players' Characters that qualify; the hint, the one of yours with the most boosts (it
    keeps them through Rest), not already Anchored."""

    def qualifies(u: Unit) -> bool:
        return bool(u.status & S_FLEETING or (arg & BOOSTED_BIT and u.boosts > 0))

    best: Unit | None = None
    for e in g.exps:
        for u in e:
            if (
                qualifies(u)
                and not u.status & S_ANCHORED
                and (best is None or u.boosts > best.boosts)
            ):
                best = u
    if asks(g):
        words = "target [[Fleeting]] or [[Boosted]] Character" if arg & BOOSTED_BIT else ""
        words = words or "target [[Fleeting]] Character"
        best = target_character(g, best, 0, None, 0, 0, unit, keep=qualifies, prompt=words)
    if best is not None:
        best.status |= S_ANCHORED


@HANDLERS.on(watchers_kinds.E_BOOST_OTHER_EXP)
def _boost_other_exp(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Character in your other expedition (than mine): a TARGET decision, the most
    recent awake one the hint."""
    if unit is None or expedition_of(g, unit) < 0:
        return
    other = 1 - expedition_of(g, unit)
    best = character_in(g, other, unit, "target Character in your other Expedition")
    if best is not None:
        best.boosts += n


_TRIO = ((S_FLEETING, "[[Fleeting]]"), (S_ANCHORED, "[[Anchored]]"), (S_ASLEEP, "[[Asleep]]"))


def _trio_status_asked(g: GameState, unit: Unit | None, exp: int) -> None:
    """ "Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]]" played step by step
    or by a pilot that decides: a TARGET decision among both players' Characters, then a
    CHOOSE of the status; the hints, what :func:`_trio_status` does."""
    units = [u for e in g.exps for u in e if u is not unit or len(g.exps[0]) + len(g.exps[1]) < 3]
    plain = [u for u in units if not u.status & (S_FLEETING | S_ANCHORED | S_ASLEEP)]
    have = {bit for bit, _w in _TRIO if any(u.status & bit for u in units)}
    lacking = [bit for bit in (S_ANCHORED, S_FLEETING, S_ASLEEP) if bit not in have]
    pick: Unit | None = max(units, key=lambda u: u.boosts) if units else None
    bit = S_ANCHORED
    if lacking and plain:
        pick, bit = max(plain, key=lambda u: u.boosts), lacking[0]
    target = character_target(g, exp, 0, who=0, source=unit, preferred=pick)
    if target is None:
        return
    options = [Option(words, number=i) for i, (_b, words) in enumerate(_TRIO, 1)]
    hint = next(i for i, (b, _w) in enumerate(_TRIO) if b == bit)
    taken = which(g, CHOOSE, source_name(g, unit), "it gains", options, hint)
    target.status |= _TRIO[taken][0]


@HANDLERS.on(watchers_kinds.E_TRIO_STATUS)
def _trio_status(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The status the trio of "you win the game" lacks, on a Character without statuses
    (Asleep only where it costs no move); else Anchored on the one with most boosts. Asked:
    :func:`_trio_status_asked`."""
    if asks(g):
        _trio_status_asked(g, unit, exp)
        return
    units = [u for e in g.exps for u in e if u is not unit or len(g.exps[0]) + len(g.exps[1]) < 3]
    plain = [u for u in units if not u.status & (S_FLEETING | S_ANCHORED | S_ASLEEP)]
    have = {bit for bit in (S_FLEETING, S_ANCHORED, S_ASLEEP) if any(u.status & bit for u in units)}
    for bit in (S_ANCHORED, S_FLEETING, S_ASLEEP):
        if bit not in have and plain:
            target = max(plain, key=lambda u: u.boosts)
            if bit == S_ASLEEP:
                _sleep_one(g, 0, None, unit, exp)
                return
            target.status |= bit
            return
    if units:
        max(units, key=lambda u: u.boosts).status |= S_ANCHORED


"""The watchers' handlers of an effect on a target the player picks."""
