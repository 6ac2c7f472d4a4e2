"""Size limits every deck reader enforces, far above any real deck or card pool.

A deck is at most 61 cards and a sealed pool 140 cards, with at most a few copies of a
reference; the limits only refuse hostile or broken input before it costs time or memory.
"""

from __future__ import annotations

from collections.abc import Iterable

from altered_deck.errors import DeckParseError

MAX_QUANTITY = 999
"""Copies of one reference in a text or JSON deck (summed over repeated lines or entries)."""

MAX_DECK_CARDS = 10_000
"""Cards in one deck or pool, in any format."""

MAX_LINE_LENGTH = 1_000
"""Characters in one line of a text decklist (comments included)."""


def check_total(quantities: Iterable[int], source: str) -> None:
    """Refuse a deck of more than :data:`MAX_DECK_CARDS` cards (DeckParseError, exit 2)."""
    total = sum(quantities)
    if total > MAX_DECK_CARDS:
        raise DeckParseError(
            f"{source}: {total:,} cards, more than any deck or pool "
            f"(at most {MAX_DECK_CARDS:,}); refused"
        )
