"""Statuses: the handlers of the effect kinds that gain or lose Anchored, Asleep and Fleeting.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Engine
policy: "target Character gains [[Anchored]]" prefers one that is not Anchored yet; a Fleeting
Character that loses it is the most recent one (in the target expedition first).
"""
# mypyc: compiled

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import K_SPELL, S_ANCHORED, S_FLEETING
from altered_deck.engine.core.interpreter import Handlers
from altered_deck.engine.core.play import SPELL_GAINED_FLEETING
from altered_deck.engine.core.state import GameState, Unit, keep
from altered_deck.engine.mechanics.statuses import kinds as statuses_kinds
from altered_deck.engine.targets.aim import character_target, needy_expedition

HANDLERS = Handlers()


@HANDLERS.on(fx.E_STATUS_SELF)
def _status_self(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.status |= arg
    elif arg & S_FLEETING and g.resolving is not None and g.resolving.kind & K_SPELL:
        keep(g, SPELL_GAINED_FLEETING, True)  # a Spell's own "I gain [[Fleeting]]"


@HANDLERS.on(fx.E_LOSE_FLEETING)
def _lose_fleeting(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.status &= ~S_FLEETING


@HANDLERS.on(fx.E_ANCHOR_TARGET)
def _anchor_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    target = character_target(g, exp, n, None, S_ANCHORED, 0, unit)
    if target is not None:
        target.status |= S_ANCHORED


@HANDLERS.on(fx.E_STATUS_EACH)
def _status_each(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    for units in g.exps:
        for u in units:
            u.status |= arg


@HANDLERS.on(statuses_kinds.E_NEXT_UNFLEETING)
def _next_unfleeting(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.next_unfleeting |= arg


@HANDLERS.on(fx.E_UNFLEET)
def _unfleet(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """A Fleeting Character (the most recent; in my expedition with ``arg``) loses it."""
    if exp < 0:
        exp = needy_expedition(g)
    for e in (exp,) if arg else (exp, 1 - exp):
        for u in reversed(g.exps[e]):
            if u.status & S_FLEETING:
                u.status &= ~S_FLEETING
                return
