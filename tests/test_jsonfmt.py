"""Deck JSON: official, community and altered-deck shapes; errors; the written shape."""

from __future__ import annotations

import json
from typing import Any

import pytest

from altered_deck.decks.jsonfmt import deck_to_json, format_json, parse_json
from altered_deck.decks.model import Deck
from altered_deck.errors import DeckParseError

HERO = "ALT_CORE_B_AX_01_C"
EXPECTED = {HERO: 1, "ALT_CORE_B_AX_08_C": 3, "ALT_CORE_B_NE_1_C": 2}


def parse(data: Any) -> Deck:
    return parse_json(json.dumps(data), source="d.json")


OFFICIAL_2024 = {
    "name": "Sierra",
    "alterator": {"@id": f"/cards/{HERO}", "reference": HERO},
    "cardIndexes": {"/cards/ALT_CORE_B_AX_08_C": 3, "/cards/ALT_CORE_B_NE_01_C": 2},
}
OFFICIAL_2025 = {
    "name": "Sierra",
    "alterator": {"reference": HERO},
    "deckCardsByType": {
        "character": {
            "deckUserListCard": [{"quantity": 3, "card": {"reference": "ALT_CORE_B_AX_08_C"}}]
        },
        "permanent": {"deckUserListCard": [{"quantity": 2, "card": "/cards/ALT_CORE_B_NE_1_C"}]},
    },
}
COMMUNITY = {
    "name": "Sierra",
    "format": "standard",
    "deckCards": [
        {"cardReference": HERO, "quantity": 1},
        {"cardReference": "ALT_CORE_B_AX_08_C", "quantity": 3},
        {"cardReference": "ALT_CORE_B_NE_1_C", "quantity": 2},
    ],
}
OWN = {
    "name": "Sierra",
    "hero": HERO,
    "cards": [
        {"reference": HERO, "quantity": 1},
        {"reference": "ALT_CORE_B_AX_08_C", "quantity": 3},
        {"reference": "ALT_CORE_B_NE_1_C", "quantity": 2},
    ],
}


@pytest.mark.parametrize(
    "data",
    [OFFICIAL_2024, OFFICIAL_2025, COMMUNITY, OWN],
    ids=["cardIndexes", "deckCardsByType", "deckCards", "own"],
)
def test_every_shape_reads_to_the_same_deck(data: dict[str, Any]) -> None:
    deck = parse(data)
    assert deck.quantities() == EXPECTED
    assert deck.name == "Sierra"
    assert deck.source == "d.json"


@pytest.mark.parametrize(
    "data",
    [{"data": OFFICIAL_2025}, [OFFICIAL_2024], [{"data": COMMUNITY}], {"data": [OWN]}],
    ids=["data-wrapper", "array-of-one", "array-of-wrapped", "wrapped-array"],
)
def test_wrappers_are_accepted(data: Any) -> None:
    assert parse(data).quantities() == EXPECTED


def test_hero_listed_among_cards_is_not_counted_twice() -> None:
    data = dict(OFFICIAL_2024, cardIndexes={f"/cards/{HERO}": 1, "/cards/ALT_CORE_B_AX_08_C": 3})
    assert parse(data).quantities() == {HERO: 1, "ALT_CORE_B_AX_08_C": 3}


def test_own_shape_without_hero_and_quantity_zero_dropped() -> None:
    data = {
        "cards": [
            {"reference": "alt_core_b_ax_08_c", "quantity": 3},
            {"reference": "ALT_CORE_B_AX_11_C", "quantity": 0},
        ]
    }
    deck = parse(data)
    assert deck.quantities() == {"ALT_CORE_B_AX_08_C": 3}
    assert deck.name is None


def test_array_of_several_decks_is_refused() -> None:
    with pytest.raises(DeckParseError) as exc:
        parse([OWN, COMMUNITY])
    assert str(exc.value) == (
        "d.json: the JSON array holds 2 decks; a DECK argument is one deck "
        "(save each deck to its own file)"
    )


def test_every_bad_entry_is_reported() -> None:
    data = {
        "cards": [
            {"reference": "ALT_CORE_B_AX_08_C", "quantity": -1},
            {"reference": "NOPE", "quantity": 1},
            {"reference": "ALT_CORE_B_AX_11_C", "quantity": "2"},
            {"reference": "ALT_CORE_B_AX_11_C", "quantity": True},
            "ALT_CORE_B_AX_12_C",
        ]
    }
    with pytest.raises(DeckParseError) as exc:
        parse(data)
    assert str(exc.value) == "d.json: 5 bad card entries"
    assert exc.value.problems == [
        "d.json: cards[0]: quantity must be a whole number 0-999, got -1",
        "d.json: cards[1]: not a card reference: 'NOPE'",
        "d.json: cards[2]: quantity must be a whole number 0-999, got '2'",
        "d.json: cards[3]: quantity must be a whole number 0-999, got True",
        'd.json: cards[4]: expected {"reference": ..., "quantity": ...}',
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"cards": [\n  {"reference": }\n]}', "d.json:2: invalid JSON: Expecting value"),
        (
            '{"name": "x"}',
            "d.json: no deck found in the JSON object (expected "
            "cards, deckCards, cardIndexes or deckCardsByType)",
        ),
        (
            "[]",
            "d.json: the JSON array holds 0 decks; a DECK argument is one deck "
            "(save each deck to its own file)",
        ),
        (
            '"EBAg3hHfC8IA"',
            "d.json: expected a JSON object with a deck "
            "(cards, deckCards, cardIndexes or deckCardsByType)",
        ),
        ("[" * 100_000, "d.json: invalid JSON: nested deeper than 64 levels"),
    ],
)
def test_unreadable_json_messages(text: str, message: str) -> None:
    with pytest.raises(DeckParseError) as exc:
        parse_json(text, source="d.json")
    assert str(exc.value) == message


def test_written_shape_puts_the_hero_first_and_reads_back() -> None:
    deck = parse(COMMUNITY)
    assert deck_to_json(deck, frozenset({HERO})) == OWN
    text = format_json(deck, frozenset({HERO}))
    assert text.endswith("}\n")
    assert parse_json(text).quantities() == EXPECTED


def test_written_shape_without_card_data_has_no_hero() -> None:
    assert deck_to_json(parse(COMMUNITY))["hero"] is None
