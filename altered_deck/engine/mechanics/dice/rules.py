"""Dice: the handlers of the effect kinds :mod:`altered_deck.engine.mechanics.dice.forms`
reads, and :func:`roll_die`, the one roll every mechanic's die uses.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Engine
policy: with a Landmark that rolls one die more, the higher result is kept.
"""
# mypyc: compiled

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.hooks import DIE_ROLLED, HOOKS, emit
from altered_deck.engine.core.interpreter import Handler, run
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from altered_deck.engine.mechanics.targets.aim import character_target


def roll_die(g: GameState) -> int:
    """Roll a die: one more and the highest kept with a Landmark that says so (engine
    policy: higher is better), then "when you roll" abilities of Characters in play."""
    roll = g.rng.randint(1, 6)
    if any(st[0] == fx.ST_EXTRA_DIE for lm in g.landmarks for st in lm.card.statics):
        roll = max(roll, g.rng.randint(1, 6))
    for hook in g.hooks.roll:
        roll = hook(g, roll)
    g.event("die", str(roll))
    if g.hooks.on:
        emit(g, DIE_ROLLED, None, g, g.resolving, -1, roll)
    if g.landmarks:
        HOOKS.after_roll(g, roll)  # "also reveal the top card of your deck"
    for units in g.exps:
        for u in units:
            for st_kind, amount, _arg in u.card.statics:
                if st_kind == fx.ST_ROLL_BOOST:
                    u.boosts += amount
    return roll


def _die(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    roll = roll_die(g)
    for low, high, inner in arg:
        if low <= roll <= high:
            run(g, inner, unit, exp)


def _die_boost_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    roll = roll_die(g)
    target = character_target(g, exp, 0, who=0, source=unit)
    if target is not None:
        target.boosts += roll


def _die_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target a Character of yours, roll a die; the matching branch acts on it."""
    target = character_target(g, exp, 0, source=unit)
    roll = roll_die(g)
    if target is None:
        return
    where = 0 if target in g.exps[0] else 1
    for low, high, inner in arg:
        if low <= roll <= high:
            run(g, inner, target, where)


HANDLERS: dict[int, Handler] = {
    dice_kinds.E_DIE: _die,
    dice_kinds.E_DIE_BOOST_TARGET: _die_boost_target,
    dice_kinds.E_DIE_TARGET: _die_target,
}
"""Effect kind → handler for dice."""
