"""Tokens: the handlers of the kinds :mod:`altered_deck.engine.mechanics.tokens.forms` reads;
they create tokens with :func:`altered_deck.engine.acts.tokens.create_tokens`.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Engine
policy: an optional payment for a token is made whenever possible.
"""
# mypyc: compiled

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.tokens import create_in_target, create_tokens
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.decisions import may
from altered_deck.engine.core.interpreter import Handlers
from altered_deck.engine.core.state import GameState, Unit

HANDLERS = Handlers()


@HANDLERS.on(fx.E_TOKEN)
def _token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    token, where = arg
    create_in_target(g, g.source.cards[token], n, where, exp, unit)


@HANDLERS.on(fx.E_PAY_COUNTER_TOKEN)
def _pay_counter_token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is None or unit.counters <= 0 or g.mana_ready < n:
        return
    prompt = "You may pay and spend 1 of my counters to create a token"
    if may(g, unit.card.name, prompt, True):  # paid whenever possible (engine policy)
        g.pay(n)
        unit.counters -= 1
        token, where = arg
        create_tokens(g, g.source.cards[token], 1, where, exp, unit)
