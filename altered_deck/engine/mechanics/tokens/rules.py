"""Tokens: :func:`create_tokens`, the one way every mechanic puts Character tokens in the
expeditions, and the handlers of the kinds :mod:`altered_deck.engine.mechanics.tokens.forms`
reads.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Engine
policy: an optional payment for a token is made whenever possible.
"""
# mypyc: compiled

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.decisions import may
from altered_deck.engine.core.interpreter import Handler, joined
from altered_deck.engine.core.state import EXPEDITION_NAMES, GameState, Unit
from altered_deck.engine.targets.aim import target_expedition


def create_tokens(
    g: GameState, token: EngineCard, count: int, where: int, exp: int, source: Unit | None = None
) -> None:
    """Create ``count`` tokens ``where`` says (``TO_*``), relative to expedition ``exp`` (-1:
    the player chooses the target expedition, once for every token)."""
    if exp < 0 and count and where in (fx.TO_TARGET, fx.TO_MINE, fx.TO_SPLIT):
        exp = target_expedition(g, source)
    for i in range(count):
        if where == fx.TO_TARGET or where == fx.TO_MINE:
            targets: tuple[int, ...] = (exp,)
        elif where == fx.TO_OTHER:
            targets = (1 - exp if exp >= 0 else 1,)
        elif where == fx.TO_HERO:
            targets = (0,)
        elif where == fx.TO_COMPANION:
            targets = (1,)
        elif where == fx.TO_EACH:
            targets = (0, 1)
        else:  # split: alternate, starting in the target expedition
            targets = (exp if i % 2 == 0 else 1 - exp,)
        for e in targets:
            unit = Unit(token)
            g.exps[e].append(unit)
            for hook in g.hooks.token_created:
                hook(g, unit)
            joined(g, unit, e)
            g.event("token", token.name, EXPEDITION_NAMES[e])


def _token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    token, where = arg
    create_tokens(g, g.source.cards[token], n, where, exp, unit)


def _pay_counter_token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is None or unit.counters <= 0 or g.mana_ready < n:
        return
    prompt = "You may pay and spend 1 of my counters to create a token"
    if may(g, unit.card.name, prompt, True):  # paid whenever possible (engine policy)
        g.pay(n)
        unit.counters -= 1
        token, where = arg
        create_tokens(g, g.source.cards[token], 1, where, exp, unit)


HANDLERS: dict[int, Handler] = {
    fx.E_TOKEN: _token,
    fx.E_PAY_COUNTER_TOKEN: _pay_counter_token,
}
"""Effect kind → handler for tokens."""
