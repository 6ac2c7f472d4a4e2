"""Write a deck in one of the formats: canonical text, altered-deckfmt code, altered-deck JSON.

Writing is a pure format operation. Card data only decides which entries are heroes (written
first); :func:`known_heroes` asks the cache and quietly does without it.
"""

from __future__ import annotations

from altered_deck.cards.store import CardStore
from altered_deck.decks.deckfmt import encode_deckfmt
from altered_deck.decks.jsonfmt import format_json
from altered_deck.decks.limits import MAX_DECK_CARDS, MAX_QUANTITY
from altered_deck.decks.model import Deck
from altered_deck.decks.text import format_text
from altered_deck.errors import CacheError, DeckEncodeError, UsageError

OUTPUT_FORMATS = ("text", "deckfmt", "json")


def format_deck(
    deck: Deck,
    to: str,
    hero_references: frozenset[str] = frozenset(),
    *,
    deckfmt_table: str | None = None,
) -> str:
    """``deck`` in format ``to``, ending with a newline (``deckfmt_table``: the
    altered-deckfmt set-id table, None for the default).

    Raises DeckEncodeError for a deck the readers would refuse (a quantity above
    :data:`MAX_QUANTITY`, more than :data:`MAX_DECK_CARDS` cards) or deckfmt cannot express.
    """
    check_writable(deck)
    if to == "text":
        return format_text(deck, hero_references)
    if to == "deckfmt":
        return encode_deckfmt(deck, deckfmt_table) + "\n"
    if to == "json":
        return format_json(deck, hero_references)
    raise UsageError(f"unknown output format {to!r} (expected one of: {', '.join(OUTPUT_FORMATS)})")


def check_writable(deck: Deck) -> None:
    """Refuse to write what :func:`~altered_deck.decks.reader.read_deck` would refuse."""
    for entry in deck.entries:
        if not 0 < entry.quantity <= MAX_QUANTITY:
            raise DeckEncodeError(
                f"cannot write {entry.reference}: quantity {entry.quantity} is outside "
                f"1-{MAX_QUANTITY}"
            )
    if deck.total > MAX_DECK_CARDS:
        raise DeckEncodeError(
            f"cannot write a deck of {deck.total:,} cards (at most {MAX_DECK_CARDS:,})"
        )


def known_heroes(deck: Deck, store: CardStore | None) -> frozenset[str]:
    """References of ``deck`` the cache knows as heroes; empty when there is no usable cache.

    Never fetches anything: a missing, empty or unreadable cache just means no hero is known.
    """
    if store is None:
        return frozenset()
    heroes: set[str] = set()
    try:
        with store.snapshot():
            if store.count() == 0:
                return frozenset()
            for entry in deck.entries:
                card = store.get(entry.reference)
                if card is not None and card.is_hero:
                    heroes.add(entry.reference)
    except CacheError:
        return frozenset()
    return frozenset(heroes)


def convert_deck(
    deck: Deck, to: str, store: CardStore | None = None, *, deckfmt_table: str | None = None
) -> str:
    """``deck`` written in format ``to``; heroes go first when ``store`` knows them."""
    heroes = known_heroes(deck, store) if to in ("text", "json") else frozenset()
    return format_deck(deck, to, heroes, deckfmt_table=deckfmt_table)
