"""Card records read from a source, the unreadable ones counted and skipped.

A dump of thousands of records can hold a few no card reader understands (a print template
whose reference ends ``_C_XXX``, a record with no card type). Such a record costs the cache
that one card, never the import: :func:`read_records` parses what it can and counts the rest
in a :class:`Skipped`, which the command reports in one warning. A draft record that reads
but has no name (some box-topper prints) is completed from its family's card by
:func:`complete_from_family`, when the same data holds that card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from altered_deck.cards.cardtree import UnreadableRecord
from altered_deck.cards.model import DEFAULT_LOCALE, Card, parse_api_card
from altered_deck.errors import CardDataError


@dataclass
class Skipped:
    """How many records could not be read, and the first one's problem (with where it was)."""

    count: int = 0
    first: str = ""

    def add(self, problem: str) -> None:
        """Count one more unreadable record."""
        self.count += 1
        if not self.first:
            self.first = problem

    def extend(self, other: Skipped) -> None:
        """Count ``other``'s records too (after this one's)."""
        self.count += other.count
        self.first = self.first or other.first

    @property
    def warning(self) -> str:
        """The one-line warning a command prints, or ``""`` when nothing was skipped."""
        if not self.count:
            return ""
        return (
            f"warning: skipped {self.count:,} card record(s) that cannot be read; "
            f"the first: {self.first}"
        )


def read_records(
    objects: list[Any], locale: str, where: str, skipped: Skipped
) -> list[tuple[Card, dict[str, Any]]]:
    """Each readable object of ``objects`` (in ``locale``, from ``where``) as a card with its
    raw object; the others counted in ``skipped``."""
    cards: list[tuple[Card, dict[str, Any]]] = []
    for obj in objects:
        if isinstance(obj, UnreadableRecord):
            skipped.add(obj.problem)
            continue
        try:
            cards.append((parse_api_card(obj, locale), obj))
        except CardDataError as exc:
            skipped.add(f"{where}: {exc}")
    return cards


_PLACEHOLDER_NAME = re.compile(r"_\d+(?:_\d+)?$")
_CARD_FIELDS: tuple[str, ...] = ("names", "subtypes", "hand_cost", "reserve_cost", "forest")
_CARD_FIELDS += (
    "mountain",
    "water",
    "reserve_limit",
    "landmark_limit",
    "main_effect",
    "echo_effect",
)


def _is_placeholder(card: Card) -> bool:
    """A record with no English name, or a file-name placeholder for one (``Personnage Axiom
    Commun_02``): some box-topper records are drafts, with texts in another language and
    no costs."""
    name = card.names.get(DEFAULT_LOCALE, "")
    return not name or bool(_PLACEHOLDER_NAME.search(name))


def complete_from_family(merged: dict[str, Card]) -> None:
    """A placeholder record takes its card's name, texts, costs and statistics from its
    family's print of the same type and rarity in another record (the same family is the
    same card); it keeps its own reference, set and flags."""
    complete: dict[tuple[str, str, str], Card] = {}
    for reference in sorted(merged):
        card = merged[reference]
        if not _is_placeholder(card):
            complete.setdefault((card.family, card.card_type, card.rarity_code), card)
    for reference, card in merged.items():
        donor = complete.get((card.family, card.card_type, card.rarity_code))
        if donor is not None and _is_placeholder(card):
            merged[reference] = card.replace(**{f: getattr(donor, f) for f in _CARD_FIELDS})
