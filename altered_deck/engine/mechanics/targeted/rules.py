"""Targets the card's own words narrow ("target Character with Base Cost {2} or less", "another
Character with {V} less than or equal to mine"): the legal targets that pass the test are
offered, "you may" adds "no target", and the Character chosen (on either side) gains and
loses what the card says, or switches expeditions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.effects import S_ASLEEP, S_FLEETING, T_ANOTHER, conditions_of
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.targeted import kinds as targeted_kinds
from altered_deck.engine.mechanics.targeted.compared import forest
from altered_deck.engine.targets.choice import opponent_of
from altered_deck.engine.targets.pick import legal_targets, target_character

HANDLERS = interpreter.Handlers()


def base_cost(unit: Unit) -> int:
    """Its Reserve Cost when Fleeting, else its Hand Cost."""
    return unit.card.reserve_cost if unit.status & S_FLEETING else unit.card.hand_cost


def _test(what: int, limit: int, source: Unit | None) -> Callable[[Unit], bool]:
    if what == targeted_kinds.BASE_COST_AT_MOST:
        return lambda u: base_cost(u) <= limit
    if what == targeted_kinds.HAS_SUPPORT:
        return lambda u: has_support(u.card)
    mine = forest(source) if source is not None else 0
    return lambda u: forest(u) <= mine


@HANDLERS.on(targeted_kinds.E_TARGET_FILTERED)
def _target_filtered(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    who, what, limit, gain, lose, switch, count = arg
    test = _test(what, limit, unit)
    exclude = unit if who & T_ANOTHER else None
    chosen: list[Unit] = []
    for _ in range(count):  # "up to two ... each gain": a second pick among the others

        def keep(u: Unit) -> bool:
            return test(u) and all(u is not c for c in chosen)

        own = [f[0] for f in legal_targets(g, 0, exclude, 0, who, keep) if f[2]]
        awake = [u for u in own if not u.status & S_ASLEEP]
        helps = (n or gain) and not switch  # the engine's hint: its own latest, when it helps
        pick = (awake or own)[-1] if helps and (awake or own) else None
        target = target_character(g, pick, 0, exclude, 0, who, unit, keep=keep)
        if target is None:
            return
        chosen.append(target)
        _act(g, target, n, gain, lose, switch)


def _act(g: GameState, target: Unit, n: int, gain: int, lose: int, switch: bool) -> None:
    if switch:  # "switches Expeditions, then gains [[Anchored]]": the switch first
        side = g if any(u is target for e in g.exps for u in e) else opponent_of(g)
        if side is not None:
            to = 1 if any(u is target for u in side.exps[0]) else 0
            interpreter.switch_expedition(side, target, to)
    target.boosts += n
    target.status = (target.status | gain) & ~lose


def _holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """ "A card in your Expeditions or your Reserve has a {D} ability": a Character or a Gear
    in either expedition, or a Reserve card, with a {D} ability; "another card" (``amount``
    1): not ``unit``, the card itself."""
    if condition != targeted_kinds.C_HAS_SUPPORT:
        return False
    units = (*g.exps[0], *g.exps[1], *g.gear[0], *g.gear[1], *g.reserve)
    return any(has_support(u.card) for u in units if not amount or u is not unit)


def has_support(card: EngineCard) -> bool:
    """Whether ``card`` has a {D} ability (one the engine reads, or one it does not)."""
    return bool(card.support) or any(
        st[0] == targeted_kinds.ST_UNREAD_SUPPORT for st in card.statics
    )


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(targeted_kinds, _holds)
"""This mechanic's conditions (each ``C_*`` kind it declares) and what answers them."""
