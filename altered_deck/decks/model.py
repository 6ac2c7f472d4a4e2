"""Decks as plain frozen data: a multiset of references, then resolved against card data."""

from __future__ import annotations

from dataclasses import dataclass

from altered_deck.cards.model import Card


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """``quantity`` copies of ``reference``; ``lines`` are where it stood in a text file."""

    reference: str
    quantity: int
    lines: tuple[int, ...] = ()


@dataclass(frozen=True)
class Deck:
    """A decklist as read: entries in input order, no card data needed.

    ``source`` names where it came from (a path, ``<stdin>`` or the code itself), for messages.
    """

    entries: tuple[DeckEntry, ...]
    name: str | None = None
    source: str | None = None

    @property
    def total(self) -> int:
        """Number of cards, the hero included."""
        return sum(e.quantity for e in self.entries)

    def quantities(self) -> dict[str, int]:
        """Quantity per reference (references as written)."""
        return {e.reference: e.quantity for e in self.entries}

    def canonical_entries(
        self, hero_references: frozenset[str] = frozenset()
    ) -> tuple[list[DeckEntry], list[DeckEntry]]:
        """The written order: the heroes among ``hero_references`` (input order), then every
        other entry sorted by reference."""
        heroes = [e for e in self.entries if e.reference in hero_references]
        others = sorted(
            (e for e in self.entries if e.reference not in hero_references),
            key=lambda e: e.reference,
        )
        return heroes, others


@dataclass(frozen=True, slots=True)
class ResolvedEntry:
    """A deck entry with its card."""

    card: Card
    quantity: int
    lines: tuple[int, ...] = ()


@dataclass(frozen=True)
class ResolvedDeck:
    """A deck whose every reference was found in the card data.

    ``ignored`` holds the token references of the list (not deck cards: not counted).
    ``missing_data`` lists the Uniques whose card data is unavailable: their entries hold
    stand-ins built from the reference (see :mod:`altered_deck.decks.standin`)."""

    deck: Deck
    entries: tuple[ResolvedEntry, ...]
    ignored: tuple[ResolvedEntry, ...] = ()
    missing_data: tuple[str, ...] = ()

    @property
    def heroes(self) -> list[ResolvedEntry]:
        """Entries whose card is a HERO (a deck may have 0 or several; validation judges)."""
        return [e for e in self.entries if e.card.is_hero]

    @property
    def hero(self) -> Card | None:
        """The hero when there is exactly one copy of exactly one, else None."""
        heroes = self.heroes
        if len(heroes) == 1 and heroes[0].quantity == 1:
            return heroes[0].card
        return None

    @property
    def non_hero(self) -> list[ResolvedEntry]:
        """Every entry but heroes."""
        return [e for e in self.entries if not e.card.is_hero]

    @property
    def total(self) -> int:
        """Number of cards, heroes included."""
        return sum(e.quantity for e in self.entries)

    @property
    def name(self) -> str:
        """The deck's name, or where it came from."""
        return self.deck.name or self.deck.source or "deck"
