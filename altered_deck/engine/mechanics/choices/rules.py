"""The choices mechanic's handler: "Choose one / two / up to N / X+1" as decisions.

Each pick is one decision between the options as printed (kind ``choose``; ``up to`` for
"Choose up to N", with a last option "stop"); an option already taken is not offered again
unless the text allows it. "Choose one. If C, you may choose both" first asks "you may" when C
holds (both run in printed order), else one option.

Hint (what the greedy pilot takes): the option :func:`option_key` scores best, the first as
printed on a tie. An option aimed at the opponent scores by its best target (nothing to hit,
or no opponent: never preferred); an option of your own scores what its effects are worth
now (:func:`effects_value`: a draw 1.5, a token its best stat, a boost 1 per boost on a
Character you control, a sacrifice only when it costs next to nothing...). "Up to N" stops
when no option left is worth anything. "Choose one. If C, you may choose both": both when C
holds; else the token option when an expedition needs power, the other one otherwise.
"""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.decisions import CHOOSE, UP_TO, Option, may, source_name, which
from altered_deck.engine.core.effects import FACING_KINDS
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.choices import kinds as choices_kinds
from altered_deck.engine.targets.choice import opponent_of
from altered_deck.engine.targets.counts import count, my_counters

NOTHING = (-99, -1.0)
"""The key of an option with nothing to do: never the hint while another does something."""

_DRAW_VALUE = 1.5  # as the deck compiler's value table (compiler/deck.py)
_RESUPPLY_VALUE = 1.0
_OTHER_VALUE = 0.5


HANDLERS = interpreter.Handlers()


@HANDLERS.on(choices_kinds.E_CHOOSE)
def _choose(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    head, texts = arg[0], arg[1]
    options = arg[2:]
    picks, per, up_to, repeat, both_if = head
    source = source_name(g, unit)
    if both_if is not None:
        _choose_one_or_both(g, both_if, texts, options, unit, exp, source)
        return
    if per == choices_kinds.X_MY_COUNTERS:
        picks += my_counters(g, unit)
    elif per:
        picks += count(g, per, unit)
    left = list(range(len(options)))
    for _ in range(picks):
        if not left:
            return
        keys = [option_key(g, unit, options[i]) for i in left]
        best = max(range(len(left)), key=lambda k: (keys[k], -k))
        offered = [Option(texts[i + 1], number=i + 1) for i in left]
        if up_to:
            offered.append(Option("stop"))
            hint = best if keys[best] > NOTHING else len(left)
        else:
            hint = best
        taken = which(g, UP_TO if up_to else CHOOSE, source, texts[0], offered, hint)
        if taken >= len(left):
            return  # "stop"
        chosen = left[taken] if repeat else left.pop(taken)
        interpreter.run(g, options[chosen], unit, exp)


def _choose_one_or_both(
    g: GameState,
    both_if: tuple[int, Any],
    texts: tuple[str, ...],
    options: tuple[fx.Effects, ...],
    unit: Unit | None,
    exp: int,
    source: str,
) -> None:
    condition, amount = both_if
    if interpreter.condition_holds(g, condition, amount, unit, exp) and may(
        g, source, "You may choose both", True
    ):
        for effects in options:
            interpreter.run(g, effects, unit, exp)
        return
    needy = g.needs_power(0) or g.needs_power(1)
    hint = next(
        (i for i, o in enumerate(options) if any(op == fx.E_TOKEN for op, _n, _a in o) == needy),
        0,
    )
    offered = [Option(texts[i + 1], number=i + 1) for i in range(len(options))]
    taken = which(g, CHOOSE, source, texts[0], offered, hint)
    interpreter.run(g, options[taken], unit, exp)


def option_key(g: GameState, unit: Unit | None, option: fx.Effects) -> tuple[float, float]:
    """How much the player wants ``option`` now (a bigger key is better; :data:`NOTHING`:
    nothing to do). An option aimed at the opponent (one of its kinds faces the opponent, or,
    in a duel, its first kind has an ``opponent_worth``): its best target's key; an option of
    the player's own: ``(0, its effects' value)``."""
    aimed = any(op in FACING_KINDS for op, _n, _a in option)
    opp = opponent_of(g)
    first = fx.KINDS.get((fx.EFFECT, option[0][0]))
    opponent_worth = first.opponent_worth if first is not None else None
    if not aimed and opp is not None and opponent_worth is not None:
        aimed = True  # in a duel it falls on the opponent's side: scored like theirs
    if aimed:
        if opp is None:
            return NOTHING
        return (0, 0.0) if opponent_worth is None else opponent_worth(g, opp, option[0][2])
    value = effects_value(g, unit, option)
    return (0, value) if value > 0 else NOTHING


def effects_value(g: GameState, unit: Unit | None, effects: fx.Effects) -> float:
    """What ``effects`` are worth to the player now (the deck compiler's value table, with
    what the position gives them to act on; a kind whose declaration gives its ``worth``, by
    that: -1 when it says the whole is not worth choosing)."""

    def value_of(inner: fx.Effects) -> float:
        return effects_value(g, unit, inner)

    value = 0.0
    for op, n, arg in effects:
        kind = fx.KINDS.get((fx.EFFECT, op))
        if op == fx.E_DRAW:
            value += _DRAW_VALUE * n if g.deck else 0.0
        elif op == fx.E_RESUPPLY:
            value += _RESUPPLY_VALUE * n if g.deck else 0.0
        elif op == fx.E_TOKEN:
            token, where = arg
            value += max(g.source.cards[token].stats) * n * (2 if where == fx.TO_EACH else 1)
        elif op in (fx.E_BOOST_TARGET, fx.E_BOOST_ALL, fx.E_BOOST_UP_TO_TWO):
            mine_now = len(g.exps[0]) + len(g.exps[1])
            value += n * min(mine_now, 1 if op == fx.E_BOOST_TARGET else 2)
        elif op == fx.E_BOOST_SELF:
            value += n
        elif op == fx.E_IF:
            value += effects_value(g, unit, arg[2]) / 2
        elif kind is not None and kind.worth is not None:
            worth = kind.worth(g, unit, n, arg, value_of)
            if worth is None:
                return -1.0  # only what costs next to nothing is worth a sacrifice
            value += worth
        elif op == fx.E_NOTHING or op in FACING_KINDS:
            pass
        else:
            value += _OTHER_VALUE
    return value


@HANDLERS.on(choices_kinds.E_MAY_GIVE_ME)
def _may_give_me(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may give me ...: the player's decision (the engine's hint: yes)."""
    if unit is not None and may(g, unit.card.name, "You may give me", True):
        interpreter.run(g, arg, unit, exp)
