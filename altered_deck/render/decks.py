"""A resolved deck as a table grouped by card type (``deck show``), or as JSON data."""

from __future__ import annotations

from typing import Any

from tabulate import tabulate

from altered_deck.cards.model import DEFAULT_LOCALE, Card
from altered_deck.decks.model import ResolvedDeck, ResolvedEntry
from altered_deck.render.data import attributes
from altered_deck.stats.deck import type_of

TYPE_ORDER = ("HERO", "CHARACTER", "SPELL", "LANDMARK_PERMANENT", "EXPEDITION_PERMANENT")
TYPE_LABELS = {
    # The rules' names of the card types, as ``stats`` and the HTML report say them.
    "HERO": ("Hero", "Heroes"),
    "CHARACTER": ("Character", "Characters"),
    "SPELL": ("Spell", "Spells"),
    "LANDMARK_PERMANENT": ("Landmark Permanent", "Landmark Permanents"),
    "EXPEDITION_PERMANENT": ("Expedition Permanent", "Expedition Permanents"),
    # Not deck cards in Constructed, but a deck may hold them (Limited, or by mistake).
    "TOKEN_MANA": ("Mana Convergence", "Mana Convergence"),
    "TOKEN": ("Token", "Tokens"),
    "TOKEN_LANDMARK_PERMANENT": ("Landmark Token", "Landmark Tokens"),
    "FOILER": ("Foiler", "Foilers"),
}
TABLE_WIDTH = 80
MIN_NAME_WIDTH = 12
HEADERS = ("Qty", "Name", "Reference", "Cost", "Fac", "Rarity")


def type_label(card_type: str, count: int) -> str:
    """``Character`` / ``Characters`` (unknown types: the type code in title case)."""
    singular, plural = TYPE_LABELS.get(card_type, (card_type.title().replace("_", " "),) * 2)
    return singular if count == 1 else plural


def group_by_type(deck: ResolvedDeck) -> list[tuple[str, list[ResolvedEntry]]]:
    """Entries grouped by card type (heroes first), each group by hand cost then name.

    The first sets' Landmarks, typed ``PERMANENT`` by the API, join ``LANDMARK_PERMANENT``."""
    groups: dict[str, list[ResolvedEntry]] = {}
    for entry in deck.entries:
        groups.setdefault(type_of(entry.card), []).append(entry)
    order = {t: i for i, t in enumerate(TYPE_ORDER)}
    result = []
    for card_type in sorted(groups, key=lambda t: (order.get(t, len(order)), t)):
        entries = sorted(
            groups[card_type],
            key=lambda e: (
                e.card.hand_cost if e.card.hand_cost is not None else -1,
                e.card.english_name,
                e.card.reference,
            ),
        )
        result.append((card_type, entries))
    return result


def _name_width(deck: ResolvedDeck) -> int:
    """Room left for names once the other columns are as wide as they must be."""
    # tabulate's "simple" format: every column is at least its header + 2, columns are
    # separated by 2 spaces.
    ref_width = max([len(HEADERS[2]) + 2] + [len(e.card.reference) for e in deck.entries])
    others = sum(len(h) + 2 for i, h in enumerate(HEADERS) if i not in (1, 2))
    gaps = 2 * (len(HEADERS) - 1)
    return max(MIN_NAME_WIDTH, TABLE_WIDTH - ref_width - others - gaps)


def _costs(card: Card) -> str:
    if card.is_hero or (card.hand_cost is None and card.reserve_cost is None):
        return "-"
    hand = "?" if card.hand_cost is None else str(card.hand_cost)
    reserve = "?" if card.reserve_cost is None else str(card.reserve_cost)
    return f"{hand}/{reserve}"


def _fit(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def deck_table(deck: ResolvedDeck, locale: str = DEFAULT_LOCALE) -> str:
    """The deck as a text table (80 columns), one section per card type, then totals."""
    groups = group_by_type(deck)
    name_width = _name_width(deck)
    rows: list[list[Any]] = []
    for _card_type, entries in groups:
        for entry in entries:
            card = entry.card
            rows.append(
                [
                    entry.quantity,
                    _fit(card.name_in(locale), name_width),
                    card.reference,
                    _costs(card),
                    card.faction,
                    card.rarity_code if card.rules_rarity else "-",
                ]
            )
    lines = [f"{deck.name} — {_count(deck.total, 'card', 'cards')}", ""]
    if not rows:
        return "\n".join([*lines, "(empty deck)"])
    table = tabulate(
        rows, headers=HEADERS, tablefmt="simple", colalign=("right", "left", "left", "right")
    ).split("\n")
    lines += table[:2]  # header and rule
    body = iter(table[2:])
    for card_type, entries in groups:
        count = sum(e.quantity for e in entries)
        lines.append(f"{type_label(card_type, count)} ({count})")
        lines += [next(body) for _ in entries]
    lines += ["", "Total: " + _totals(groups)]
    return "\n".join(lines)


def _count(n: int, singular: str, plural: str) -> str:
    return f"{n} {singular if n == 1 else plural}"


def _totals(groups: list[tuple[str, list[ResolvedEntry]]]) -> str:
    total = sum(e.quantity for _t, entries in groups for e in entries)
    parts = []
    for card_type, entries in groups:
        count = sum(e.quantity for e in entries)
        parts.append(f"{count} {type_label(card_type, count)}")
    return f"{_count(total, 'card', 'cards')} ({', '.join(parts)})"


def deck_data(deck: ResolvedDeck, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
    """The ``deck show --json`` document: name, totals and the cards grouped by type."""
    groups = group_by_type(deck)
    return {
        "name": deck.deck.name,
        "source": deck.deck.source,
        "total": deck.total,
        "heroes": [e.card.reference for e in deck.heroes],
        "groups": [
            {
                "type": card_type,
                "count": sum(e.quantity for e in entries),
                "cards": [_card_data(e, locale) for e in entries],
            }
            for card_type, entries in groups
        ],
    }


def _card_data(entry: ResolvedEntry, locale: str) -> dict[str, Any]:
    card = entry.card
    return {
        "reference": card.reference,
        "quantity": entry.quantity,
        "name": card.name_in(locale),
        "type": card.card_type,
        **attributes(
            card, "faction", "rarity", "rules_rarity", "rarity_code", "hand_cost", "reserve_cost"
        ),
    }
