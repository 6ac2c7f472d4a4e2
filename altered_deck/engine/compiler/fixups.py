"""Fix-ups run over compiled cards once all cards and tokens are known (used by
:func:`altered_deck.engine.compiler.deck.compile_cards`).

:func:`resolve_token_ids` rewrites the provisional negative token ids parsed effects carry into
indices of the token records appended after the real cards; :func:`targets` walks effects for a
targeted form (a playing card that targets asks for an expedition).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import Effect, Effects, Static
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.choices import kinds as choices_kinds
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from altered_deck.engine.text import words

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import EngineCard


def resolve_token_ids(cards: Sequence[EngineCard], tokens: int, hero: EngineCard | None) -> None:
    """Turn provisional token ids (``-1 - i``) into indices of the tokens appended after the
    ``cards``' real cards (``tokens`` of them), in every effect and static of each record."""
    base = len(cards) - tokens

    def fix(effects: Iterable[Effect]) -> Effects:
        out: list[Effect] = []
        for op, n, arg in effects:
            if op in (fx.E_TOKEN, fx.E_PAY_COUNTER_TOKEN, boosts_kinds.E_TOKEN_PER_RESERVE) or (
                op in reserve_kinds.RESERVE_TOKEN_OPS
            ):
                token, where = arg
                arg = (base + (-1 - token), where)
            elif op in watchers_kinds.TOKEN_ARG_OPS:
                arg = (base + (-1 - arg[0]), *arg[1:])
            elif op == fx.E_LANDMARK_TOKEN:
                arg = base + (-1 - arg)
            elif op == fx.E_IF:
                cond, amount, inner = arg
                arg = (cond, amount, fix(inner))
            elif op in (dice_kinds.E_DIE, dice_kinds.E_DIE_TARGET, dice_kinds.E_DIE_SPEND):
                arg = tuple((low, high, fix(inner)) for low, high, inner in arg)
            elif op == fx.E_IF_ELSE:
                arg = (arg[0], arg[1], fix(arg[2]), fix(arg[3]))
            elif op == boosts_kinds.E_DISCARD_RESERVE:
                arg = (*arg[:3], fix(arg[3]))
            elif (
                op in (boosts_kinds.E_READY_RESERVE, reserve_kinds.E_DISCARD_RESERVE_ANY)
                or op in watchers_kinds.EFFECTS_ARG_OPS
            ):
                arg = fix(arg)
            elif op in costs_kinds.NESTED_LAST:
                arg = (*arg[:-1], fix(arg[-1]))
            elif op in words.NESTED_EFFECTS:
                arg = words.NESTED_EFFECTS[op](arg, fix)
            elif op == choices_kinds.E_CHOOSE:
                arg = (arg[0], arg[1], *(fix(option) for option in arg[2:]))
            out.append((op, n, arg))
        return tuple(out)

    records = [*cards, *([hero] if hero else [])]
    for r in records:
        r.on_hand, r.on_reserve, r.on_join = fix(r.on_hand), fix(r.on_reserve), fix(r.on_join)
        r.at_noon, r.at_dusk, r.on_resolve = fix(r.at_noon), fix(r.at_dusk), fix(r.on_resolve)
        r.on_leave, r.on_leave_fleeting = fix(r.on_leave), fix(r.on_leave_fleeting)
        r.support, r.tap = fix(r.support), fix(r.tap)
        r.statics = _fix_statics(r.statics, fix)


def _fix_statics(
    statics: tuple[Static, ...], fix: Callable[[Iterable[Effect]], Effects]
) -> tuple[Static, ...]:
    """``statics`` with ``fix`` applied to the effects nested in each one's argument."""
    out: list[Static] = []
    for kind, n, arg in statics:
        if kind == fx.ST_PLAY_EXHAUST:
            played, cost, inner = arg
            arg = (played, cost, fix(inner))
        elif kind == boosts_kinds.ST_ON_PLAY:
            arg = (arg[0], arg[1], fix(arg[2]), arg[3])
        elif kind == boosts_kinds.ST_ON_MOVE:
            arg = (arg[0], fix(arg[1]))
        elif kind in watchers_kinds.NESTED_STATICS_LAST or kind in costs_kinds.STATIC_NESTED_LAST:
            arg = (*arg[:-1], fix(arg[-1]))
        elif kind in reserve_kinds.RESERVE_EFFECTS_STATICS:
            arg = fix(arg)
        elif kind in words.NESTED_STATICS:
            arg = words.NESTED_STATICS[kind](arg, fix)
        out.append((kind, n, arg))
    return tuple(out)


_TARGETING_OPS = (
    fx.E_BOOST_TARGET,
    fx.E_BOOST_UP_TO_TWO,
    fx.E_ANCHOR_TARGET,
    boosts_kinds.E_MOVE_FORWARD,
    boosts_kinds.E_BOOST_IN_MINE,
    reserve_kinds.E_PLAY_RESERVE_FREE,  # the played Character joins the chosen expedition
    reserve_kinds.E_RESUPPLY_CHARACTER,
    reserve_kinds.E_BOOST_TARGET_PER,
)


def targets(effects: Effects) -> bool:
    """Whether the effects aim at a target (so playing the card asks for an expedition)."""
    for op, _n, arg in effects:
        if op in _TARGETING_OPS:
            return True
        if op in (
            fx.E_TOKEN,
            fx.E_PAY_COUNTER_TOKEN,
            boosts_kinds.E_TOKEN_PER_RESERVE,
            reserve_kinds.E_PAY_HAND_TOKEN,
        ) and arg[1] in (
            fx.TO_TARGET,
            fx.TO_SPLIT,
        ):
            return True
        if op == fx.E_IF and targets(arg[2]):
            return True
        if op == fx.E_IF_ELSE and (targets(arg[2]) or targets(arg[3])):
            return True
        if op == boosts_kinds.E_BOOST_EACH and arg == boosts_kinds.G_TARGET_EXPEDITION:
            return True
        if op in watchers_kinds.TARGETING_GROUP_OPS or (op == fx.E_ASCEND and arg == fx.TO_TARGET):
            return True
        if (op in watchers_kinds.EFFECTS_ARG_OPS and targets(arg)) or (
            op in costs_kinds.NESTED_LAST and targets(arg[-1])
        ):
            return True
        if op in words.NESTED_EFFECTS and _nested_targets(op, arg):
            return True
        if op == choices_kinds.E_CHOOSE and any(targets(o) for o in arg[2:]):
            return True
    return False


def _nested_targets(op: int, arg: object) -> bool:
    """Whether the effects nested in ``arg`` target (walked with the kind's own fixer)."""
    found: list[bool] = []

    def visit(inner: Effects) -> Effects:
        found.append(targets(inner))
        return inner

    words.NESTED_EFFECTS[op](arg, visit)
    return any(found)
