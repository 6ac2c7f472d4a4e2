"""Boosts on the source, a target, every Character and the next Character played: the handlers
of the base boost kinds (:mod:`altered_deck.engine.core.effects`, read by the compiler's base
forms).

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry` before
every other mechanic's (where the interpreter's own table had them). Engine policy: a boost
aimed at "target Character" goes where :func:`~altered_deck.engine.targets.aim.
default_target` says unless the player decides otherwise.
"""
# mypyc: compiled

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.interpreter import Handlers
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.targets.aim import character_target

HANDLERS = Handlers()


@HANDLERS.on(fx.E_BOOST_SELF)
def _boost_self(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.boosts += n


@HANDLERS.on(fx.E_NEXT_BOOST)
def _next_boost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.next_boosts += n


@HANDLERS.on(fx.E_BOOST_TARGET)
def _boost_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if arg is None:
        target = character_target(g, exp, 0, who=0, source=unit)
        if target is not None:
            target.boosts += n
        return
    gain, lose, who, lacking = arg  # statuses gained, lost; fx.T_* bits; "non-Fleeting"
    exclude = unit if who & fx.T_ANOTHER else None
    target = character_target(g, exp, 0, exclude, lacking, who, unit)
    if target is not None:
        target.boosts += n
        target.status = (target.status | gain) & ~lose


@HANDLERS.on(fx.E_BOOST_ALL)
def _boost_all(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    for e in g.exps:
        for u in e:
            u.boosts += n


@HANDLERS.on(fx.E_BOOST_UP_TO_TWO)
def _boost_up_to_two(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    who = (arg or 0) | fx.T_UP_TO  # fx.T_RESERVE: "in play or in Reserve"
    first = character_target(g, exp, 0, who=who, source=unit)
    if first is not None:
        first.boosts += n
        second = character_target(g, 1 - exp if exp >= 0 else -1, 0, first, 0, who, unit)
        if second is not None:
            second.boosts += n
