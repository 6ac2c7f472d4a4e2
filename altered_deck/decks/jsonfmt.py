"""Deck JSON: the official and community shapes read, altered-deck's own shape read and written.

Accepted (optionally wrapped as ``{"data": ...}``):

- official 2024: ``{"alterator": {"reference": HERO}, "cardIndexes": {"/cards/REF": n}, "name"}``
- official 2025–26: ``{"alterator": ..., "deckCardsByType": {TYPE: {"deckUserListCard":
  [{"quantity": n, "card": {"reference": REF}}]}}, "name"}``
- community: ``{"name", "format", "deckCards": [{"cardReference": REF, "quantity": n}]}``
- altered-deck: ``{"name", "hero": REF | null, "cards": [{"reference": REF, "quantity": n}]}``
  where ``cards`` lists every card, the hero included, and ``hero`` names the hero.

An array is accepted when it holds exactly one deck: a DECK argument is one deck.
"""

from __future__ import annotations

import json
from typing import Any

from altered_deck import jsonload
from altered_deck.cards.reference import normalize_reference
from altered_deck.decks.limits import MAX_QUANTITY, check_total
from altered_deck.decks.model import Deck, DeckEntry
from altered_deck.decks.text import is_deck_reference
from altered_deck.errors import DeckParseError

SHAPES = "cards, deckCards, cardIndexes or deckCardsByType"


def parse_json(text: str, source: str = "<json>") -> Deck:
    """Parse a deck in any accepted JSON shape; every bad card is reported at once."""
    try:
        data = jsonload.loads(text.removeprefix("\ufeff"))
    except jsonload.JsonRefusedError as exc:
        # Nested too deeply, or an integer of more than 4,300 digits (Python's guard).
        raise DeckParseError(f"{source}: invalid JSON: {_brief(exc.msg, 80)}") from None
    except json.JSONDecodeError as exc:
        raise DeckParseError(f"{source}:{exc.lineno}: invalid JSON: {exc.msg}") from None
    return deck_from_json(data, source)


def deck_from_json(data: Any, source: str = "<json>") -> Deck:
    """Build a deck from already-parsed JSON data (see the module docstring for the shapes)."""
    if isinstance(data, dict) and "data" in data and not _has_cards(data):
        data = data["data"]
    if isinstance(data, list):
        if len(data) != 1:
            raise DeckParseError(
                f"{source}: the JSON array holds {len(data)} decks; a DECK argument is one deck "
                "(save each deck to its own file)"
            )
        data = data[0]
        if isinstance(data, dict) and "data" in data and not _has_cards(data):
            data = data["data"]
    if not isinstance(data, dict):
        raise DeckParseError(f"{source}: expected a JSON object with a deck ({SHAPES})")
    reader = _Collector(source)
    hero = _hero_of(data, reader)
    if isinstance(data.get("cards"), list):
        for i, item in enumerate(data["cards"]):
            where = f"cards[{i}]"
            if isinstance(item, dict):
                reader.add(item.get("reference"), item.get("quantity"), where)
            else:
                reader.problem(where, 'expected {"reference": ..., "quantity": ...}')
    elif isinstance(data.get("deckCards"), list):
        for i, item in enumerate(data["deckCards"]):
            where = f"deckCards[{i}]"
            if isinstance(item, dict):
                ref = item.get("cardReference", item.get("reference"))
                reader.add(ref, item.get("quantity"), where)
            else:
                reader.problem(where, 'expected {"cardReference": ..., "quantity": ...}')
    elif isinstance(data.get("cardIndexes"), dict):
        for key, quantity in data["cardIndexes"].items():
            reader.add(_iri_reference(key), quantity, f"cardIndexes[{_brief_value(key)}]")
    elif isinstance(data.get("deckCardsByType"), dict):
        for card_type, group in data["deckCardsByType"].items():
            items = group.get("deckUserListCard") if isinstance(group, dict) else None
            if not isinstance(items, list):
                reader.problem(
                    f"deckCardsByType.{_brief(card_type)}", "expected deckUserListCard: [...]"
                )
                continue
            for i, item in enumerate(items):
                where = f"deckCardsByType.{_brief(card_type)}.deckUserListCard[{i}]"
                if isinstance(item, dict):
                    reader.add(_card_reference(item.get("card")), item.get("quantity"), where)
                else:
                    reader.problem(where, 'expected {"quantity": ..., "card": ...}')
    else:
        raise DeckParseError(f"{source}: no deck found in the JSON object (expected {SHAPES})")
    # The official shapes give the hero apart from the cards; add it unless already listed.
    if hero is not None and hero not in reader.quantities:
        reader.add(hero, 1, "hero")
    reader.raise_problems()
    check_total(reader.quantities.values(), source)
    name = data.get("name")
    return Deck(
        entries=tuple(DeckEntry(ref, qty) for ref, qty in reader.quantities.items() if qty > 0),
        name=name if isinstance(name, str) and name.strip() else None,
        source=source,
    )


def deck_to_json(deck: Deck, hero_references: frozenset[str] = frozenset()) -> dict[str, Any]:
    """altered-deck's JSON shape: heroes first (when known), then references sorted."""
    heroes, others = deck.canonical_entries(hero_references)
    return {
        "name": deck.name,
        "hero": heroes[0].reference if len(heroes) == 1 else None,
        "cards": [{"reference": e.reference, "quantity": e.quantity} for e in heroes + others],
    }


def format_json(deck: Deck, hero_references: frozenset[str] = frozenset()) -> str:
    """:func:`deck_to_json` as indented JSON text ending with a newline."""
    return json.dumps(deck_to_json(deck, hero_references), indent=2, ensure_ascii=False) + "\n"


class _Collector:
    """Sums quantities per canonical reference and collects every problem found."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.quantities: dict[str, int] = {}
        self.problems: list[str] = []

    def problem(self, where: str, message: str) -> None:
        self.problems.append(f"{self.source}: {where}: {message}")

    def add(self, reference: Any, quantity: Any, where: str) -> None:
        if not isinstance(reference, str) or not is_deck_reference(reference):
            self.problem(where, f"not a card reference: {_brief_value(reference)}")
            return
        if (
            isinstance(quantity, bool)
            or not isinstance(quantity, int)
            or not 0 <= quantity <= MAX_QUANTITY
        ):
            wanted = f"a whole number 0-{MAX_QUANTITY}"
            self.problem(where, f"quantity must be {wanted}, got {_brief_value(quantity)}")
            return
        ref = normalize_reference(reference)
        total = self.quantities.get(ref, 0) + quantity
        if total > MAX_QUANTITY:
            self.problem(where, f"{total} copies of {ref} in all (at most {MAX_QUANTITY})")
            return
        self.quantities[ref] = total

    def raise_problems(self) -> None:
        if self.problems:
            count = len(self.problems)
            raise DeckParseError(
                f"{self.source}: {count} bad card entr{'ies' if count > 1 else 'y'}", self.problems
            )


def _brief(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters: messages name an entry, never dump it."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _brief_value(value: Any) -> str:
    """A short ``repr`` of a JSON value (a huge integer is named by its digit count)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**40:
        return f"a {len(str(abs(value)))}-digit number"
    return _brief(repr(value))


def _has_cards(data: dict[str, Any]) -> bool:
    return any(k in data for k in ("cards", "deckCards", "cardIndexes", "deckCardsByType"))


def _iri_reference(value: Any) -> Any:
    """``/cards/REF`` (or a full URL ending so) → ``REF``; anything else unchanged."""
    if isinstance(value, str) and "/" in value:
        return value.rstrip("/").rsplit("/", 1)[-1]
    return value


def _card_reference(card: Any) -> Any:
    """The reference of a card given as ``{"reference": ...}`` or as an IRI string."""
    if isinstance(card, dict):
        return card.get("reference", _iri_reference(card.get("@id")))
    return _iri_reference(card)


def _hero_of(data: dict[str, Any], reader: _Collector) -> str | None:
    """The hero named apart from the cards (``alterator`` or ``hero``), canonical, or None."""
    raw = data.get("alterator", data.get("hero"))
    if raw is None:
        return None
    ref = _card_reference(raw)
    if not isinstance(ref, str) or not is_deck_reference(ref):
        reader.problem("hero", f"not a card reference: {_brief_value(ref)}")
        return None
    return normalize_reference(ref)
