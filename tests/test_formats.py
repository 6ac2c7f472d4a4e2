"""The formats catalog: every format as data, dated rules, bases, malformed data."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from altered_deck.errors import CardDataError, UsageError
from altered_deck.formats import load_catalog
from altered_deck.formats.catalog import parse_catalog


def test_every_format_is_there() -> None:
    assert load_catalog().names == [
        "standard",
        "2v2",
        "ffa",
        "nuc",
        "singleton",
        "sealed",
        "draft",
        "booster-war",
    ]


def test_multiplayer_formats_follow_standard() -> None:
    catalog = load_catalog()
    standard = catalog.get("standard")
    for name in ("2v2", "ffa"):
        assert catalog.get(name).rules == standard.rules


def test_nuc_replaces_the_unique_rules() -> None:
    codes = load_catalog().get("nuc").codes
    assert "STD-UNIQUE-MAX" not in codes and "STD-UNIQUE-DUP" not in codes
    assert codes[-1] == "NUC-UNIQUE-MAX"


@pytest.mark.parametrize(
    ("on", "sizes"),
    [
        (date(2025, 10, 2), ["at least 39 non-Hero cards, no maximum"]),
        (
            date(2025, 10, 3),
            ["at least 40 cards including the Hero", "at most 60 cards including the Hero"],
        ),
    ],
)
def test_standard_size_rules_by_date(on: date, sizes: list[str]) -> None:
    rules = load_catalog().get("standard").rules_on(on)
    assert [r.summary for r in rules if r.code.startswith("STD-SIZE")] == sizes


def test_rule_dates_and_numbers_in_words() -> None:
    rules = {(r.code, r.dates()): r for r in load_catalog().get("standard").rules}
    assert rules[("STD-SIZE-MIN", "until 2025-10-02")].numbers() == "min 39 non-Hero cards"
    assert rules[("STD-SIZE-MIN", "from 2025-10-03")].numbers() == (
        "min 40 cards including the Hero"
    )
    assert rules[("STD-RARE-MAX", "always")].numbers() == "max 15 rare"


@pytest.mark.parametrize(
    ("on", "label"),
    [
        (date(2024, 1, 1), "Complete Rules 3.0"),
        (date(2025, 10, 2), "Complete Rules 3.0"),
        (date(2025, 10, 3), "Complete Rules 4.0 (from 2025-10-03)"),
    ],
)
def test_rules_version_by_date(on: date, label: str) -> None:
    assert load_catalog().rules_version_on(on).describe() == label


def test_unknown_format_names_the_choices() -> None:
    with pytest.raises(UsageError, match="unknown format 'modern'; choose one of: standard, 2v2"):
        load_catalog().get("modern")
    assert load_catalog().get(" Standard ").name == "standard"


def _data(**format_fields: Any) -> dict[str, Any]:
    fmt = {
        "name": "x",
        "title": "X",
        "kind": "constructed",
        "bans": True,
        "pool": False,
        "summary": "s",
        "rules": [],
    }
    fmt.update(format_fields)
    return {"rules_versions": [{"label": "R", "from": None, "until": None}], "formats": [fmt]}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"formats": []}, "malformed formats data"),
        (_data(base="nothing"), "base 'nothing' must be defined before"),
        (
            _data(rules=[{"code": "X-1", "check": "no_such_check", "summary": "s"}]),
            "malformed rule",
        ),
        (
            _data(rules=[{"code": "X-1", "check": "deck_size", "summary": "s", "from": "later"}]),
            "malformed rule",
        ),
    ],
)
def test_malformed_formats_data(data: dict[str, Any], message: str) -> None:
    with pytest.raises(CardDataError, match=message):
        parse_catalog(data)
