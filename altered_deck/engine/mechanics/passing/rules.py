"""The passing mechanic's rules: "When you pass" abilities of the Hero and of the objects in
play run each time their player passes (Complete Rules 5.0: a player who passes takes no more
turns that Day), and the effect that makes the player pass."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import THEIRS, static_in
from altered_deck.engine.core.interpreter import statics_in_play
from altered_deck.engine.core.state import GameState, Unit, keep, kept
from altered_deck.engine.mechanics.passing import kinds as passing_kinds
from altered_deck.engine.targets.choice import opponent_of, opposing

HANDLERS = interpreter.Handlers()


@HANDLERS.on(passing_kinds.E_PASS)
def _pass(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The player passes once the effect is over (no more turns this Day)."""
    if not g.pass_now:
        g.pass_now = True
        g.event("pass-now")


def passed(g: GameState) -> None:
    """The player passed: "When you pass" abilities of the Hero and the objects in play."""
    _on_pass(g, passing_kinds.ST_ON_PASS)


def opponent_passed(seat: GameState) -> None:
    """``seat`` passed: its opponent's "When an opponent passes" abilities, run by that
    opponent (their choices: "You may play a card" is theirs)."""
    opp = opponent_of(seat)
    if opp is not None:
        _on_pass(opp, passing_kinds.ST_ON_OPP_PASS)


_PASSED_FIRST = "passing: the day the player passed first"


def passed_first(g: GameState) -> None:
    """The player passed while the opponent had not: kept for the day (no "after")."""
    keep(g, _PASSED_FIRST, g.day)


def passed_after(g: GameState) -> None:
    """The player passed: "When you pass after your opponents" abilities when this pass was
    not the first of the day (the opponent passed before; goldfishing there is none: never)."""
    if opposing(g) is not None and kept(g, _PASSED_FIRST, 0) != g.day:
        _on_pass(g, passing_kinds.ST_ON_PASS_AFTER)


def _on_pass(g: GameState, static: int) -> None:
    for statics, holder, where in statics_in_play(g):
        for st_kind, _n, arg in statics:
            if st_kind == static:
                interpreter.run(g, arg, holder, where)


_ANOTHER = "passing: another turn follows this one"


@HANDLERS.on(passing_kinds.E_ANOTHER_TURN)
def _another_turn(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Play another turn: when this turn ends, the player's next turn follows (in a duel, the
    opponent's waits; goldfishing, every turn is the player's anyway)."""
    keep(g, _ANOTHER, True)


def another_turn(g: GameState) -> bool:
    """Whether the turn that just ended is followed by another of the player's (and it is
    taken: the effect is used)."""
    if not kept(g, _ANOTHER, False):
        return False
    keep(g, _ANOTHER, False)
    return True


FEATURES = (
    (passing_kinds.F_ON_PASS, static_in(passing_kinds.ST_ON_PASS)),
    (passing_kinds.F_ON_OPP_PASS, static_in(passing_kinds.ST_ON_OPP_PASS)),
    (passing_kinds.F_ON_PASS_AFTER, static_in(passing_kinds.ST_ON_PASS_AFTER)),
)
"""The deck features this mechanic's moments need."""

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    ("passed", passed, passing_kinds.F_ON_PASS),
    ("passed", opponent_passed, passing_kinds.F_ON_OPP_PASS, THEIRS),
    ("passed_first", passed_first, passing_kinds.F_ON_PASS_AFTER),
    ("passed", passed_after, passing_kinds.F_ON_PASS_AFTER),
)
"""The moments it watches: the player passed (first or after), an opponent passed."""
