"""The rolls mechanic's rules: each die the player rolls runs the "When you roll one or more
dice" abilities of their Hero and of their objects in play, with the result at hand for "If
the result is ..." (the result once every change to it is made: the watchers' "add 1" runs
first, in registration order)."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import static_in
from altered_deck.engine.core.decisions import may
from altered_deck.engine.core.effects import S_EXHAUSTED, conditions_of
from altered_deck.engine.core.interpreter import statics_in_play
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.rolls import kinds as rolls_kinds

_RESULTS: list[int] = []
"""The results of the rolls whose abilities are running (innermost last)."""


def rolled(g: GameState, roll: int) -> int:
    """A die was rolled: "When you roll one or more dice" abilities; the result unchanged."""
    _RESULTS.append(roll)
    try:
        for statics, holder, where in statics_in_play(g):
            for st_kind, _n, arg in statics:
                if st_kind == rolls_kinds.ST_ON_ROLL:
                    interpreter.run(g, arg, holder, where)
    finally:
        _RESULTS.pop()
    return roll


def add_to_roll(g: GameState, roll: int) -> int:
    """A die was rolled: each ready Permanent of the player's that says "you may exhaust me to
    add n to its result" may, once the result is seen (the player's decision; the engine's
    hint: yes below 6)."""
    for unit in (*g.landmarks, *g.gear[0], *g.gear[1]):
        for st_kind, n, _arg in unit.card.statics:
            if st_kind != rolls_kinds.ST_ROLL_ADD or unit.status & S_EXHAUSTED:
                continue
            if may(g, unit.card.name, f"the result is {roll}: exhaust me to add {n}", roll < 6):
                unit.status |= S_EXHAUSTED
                roll += n
                g.event("add", unit.card.name, str(roll))
    return roll


def _holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's ``C_*`` conditions holds now."""
    if condition == rolls_kinds.C_ROLL_RESULT and _RESULTS:
        low, high = amount
        return low <= _RESULTS[-1] <= high
    return False


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(rolls_kinds, _holds)
"""This mechanic's conditions and what answers them."""

FEATURES = (
    (rolls_kinds.F_ROLLS_WATCHED, static_in(rolls_kinds.ST_ON_ROLL)),
    (rolls_kinds.F_ROLL_ADD, static_in(rolls_kinds.ST_ROLL_ADD)),
)
"""The deck features this mechanic's moment needs."""

SUBSCRIPTIONS = (
    ("roll", add_to_roll, rolls_kinds.F_ROLL_ADD),
    ("roll", rolled, rolls_kinds.F_ROLLS_WATCHED),
)
"""The moment it watches: a die was rolled (the result raised first, then watched)."""
