"""Dice: the handlers of the effect kinds :mod:`altered_deck.engine.mechanics.dice.forms`
reads; they roll with :func:`altered_deck.engine.acts.dice.roll_die`.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`.
"""
# mypyc: compiled

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from altered_deck.engine.acts.dice import roll_die
from altered_deck.engine.core.decisions import UP_TO, Option, source_name, which
from altered_deck.engine.core.effects import Effects
from altered_deck.engine.core.interpreter import Handlers, run
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from altered_deck.engine.targets.aim import character_target
from altered_deck.engine.targets.choice import opponent_of

HANDLERS = Handlers()


@HANDLERS.on(dice_kinds.E_DIE)
def _die(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    roll = roll_die(g)
    for low, high, inner in arg:
        if low <= roll <= high:
            run(g, inner, unit, exp)


@HANDLERS.on(dice_kinds.E_DIE_SPEND)
def _die_spend(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Roll a die, then the player spends any number of the source's counters (the Hero's
    when it has no unit), each adding 1 to the result (hint: the fewest that reach the best
    branch, none when they cannot); the branch of the result acts."""
    roll = roll_die(g)
    have = g.hero_counters if unit is None else unit.counters
    top = max(low for low, _high, _inner in arg)
    spent = top - roll if 0 < top - roll <= have else 0
    if have:
        options = [Option(f"spend {k} of my counters") for k in range(have + 1)]
        prompt = f"The die shows {roll}: spend any number of my counters"
        spent = which(g, UP_TO, source_name(g, unit), prompt, options, spent)
    if unit is None:
        g.hero_counters -= spent
    else:
        unit.counters -= spent
    result = min(roll + spent, 6)  # "4+": any result above 6 is one of its
    for low, high, inner in arg:
        if low <= result <= high:
            run(g, inner, unit, exp)


@HANDLERS.on(dice_kinds.E_DIE_BOOST_TARGET)
def _die_boost_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    roll = roll_die(g)
    target = character_target(g, exp, 0, who=0, source=unit)
    if target is not None:
        target.boosts += roll


@HANDLERS.on(dice_kinds.E_DIE_TARGET)
def _die_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target a Character (``n`` T_MINE: "you control", the player's own; else either
    player's), roll a die; the matching branch acts on it, run by its controller's side
    (a "send it to Reserve" goes to its owner's Reserve)."""
    target = character_target(g, exp, 0, who=n, source=unit)
    roll = roll_die(g)
    if target is None:
        return
    side = g if any(target in e for e in g.exps) else opponent_of(g)
    if side is None:
        return
    where = 0 if target in side.exps[0] else 1
    for low, high, inner in arg:
        if low <= roll <= high:
            run(side, inner, target, where)


def die_worth(
    g: GameState, unit: Unit | None, n: int, arg: Any, value_of: Callable[[Effects], float]
) -> float:
    """What "Roll a die" is worth to a choice (its kind's ``worth``): each result's effects by
    their odds."""
    return sum(value_of(e) * (hi - lo + 1) / 6 for lo, hi, e in arg)
