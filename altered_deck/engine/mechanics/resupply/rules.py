"""The resupply mechanic's rules: a [Resupply] (every rule of it: the deck's own
replacements and watchers run), then the card it put in Reserve gains boosts when it is of the
kind or subtype the card names."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.effects import E_RESUPPLY
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.resupply import kinds as resupply_kinds
from altered_deck.engine.targets.pick import YOU, target_player

HANDLERS = interpreter.Handlers()


@HANDLERS.on(resupply_kinds.E_RESUPPLY_THEN_BOOST)
def _resupply_then_boost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    mask, subtype = arg
    before = list(g.reserve)
    interpreter.run(g, ((E_RESUPPLY, 1, False),), unit, exp)
    for put in (u for u in g.reserve if all(u is not b for b in before)):
        if put.card.kind & mask and (not subtype or subtype in put.card.subtypes):
            put.boosts += n


@HANDLERS.on(resupply_kinds.E_PLAYER_RESUPPLIES)
def _player_resupplies(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target player [Resupplies] (``arg``: [Exhausted Resupplies]): the player picks you or,
    in a duel, the opponent (the engine's hint: you); that player's deck, that player's
    Reserve."""
    chosen = target_player(g, unit, "target player [Resupplies]", YOU)
    for _ in range(n):
        interpreter.resupply(chosen, arg)
