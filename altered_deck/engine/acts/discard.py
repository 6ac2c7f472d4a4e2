"""Discarding from a Reserve: :func:`discard_from_reserve`, the one way a card an effect or a
cost takes leaves a Reserve for its discard pile."""

from __future__ import annotations

from altered_deck.engine.core.effects import DISCARDED, FROM_RESERVE
from altered_deck.engine.core.hooks import emit
from altered_deck.engine.core.state import GameState, Unit


def discard_from_reserve(side: GameState, unit: Unit, g: GameState, word: str = "discard") -> None:
    """``unit`` from ``side``'s Reserve to its discard pile by ``g``'s effect (``side`` is
    ``g`` or its opponent): ``g``'s trace line ``word`` and ``side``'s discard event."""
    side.reserve.remove(unit)
    side.discard.append(unit.card)
    g.event(word, unit.card.name)
    if side.hooks.on:
        emit(side, DISCARDED, unit.card, g, g.resolving, -1, FROM_RESERVE)
