"""Resolve a deck's references against the card cache."""

from __future__ import annotations

from altered_deck.cards.store import CardStore
from altered_deck.decks.model import Deck, ResolvedDeck, ResolvedEntry
from altered_deck.errors import UnknownCardError


def resolve_deck(deck: Deck, store: CardStore) -> ResolvedDeck:
    """Look up every reference of ``deck``; all unknown ones are reported together."""
    store.ensure_filled()
    entries: list[ResolvedEntry] = []
    unknown: list[str] = []
    for entry in deck.entries:
        card = store.get(entry.reference)
        if card is None:
            unknown.append(entry.reference)
        else:
            entries.append(ResolvedEntry(card, entry.quantity, entry.lines))
    if unknown:
        raise UnknownCardError(
            f"{deck.source or 'deck'}: {len(unknown)} unknown reference(s): {', '.join(unknown)}",
            {ref: [] for ref in unknown},
        )
    return ResolvedDeck(deck=deck, entries=tuple(entries))
