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
        "frontier",
        "living-legends",
        "singleton-nuc",
        "sandbox",
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


STANDARD_RULES = [
    ("STD-HERO-COUNT", "exactly 1", "always"),
    ("STD-SIZE-MIN", "min 39 non-Hero cards", "until 2025-10-02"),
    ("STD-SIZE-MIN", "min 40 cards including the Hero", "from 2025-10-03"),
    ("STD-SIZE-MAX", "max 60 cards including the Hero", "from 2025-10-03"),
    ("STD-FACTION", "1 faction", "always"),
    ("STD-NAME-MAX", "max 3 per name", "always"),
    ("STD-RARE-MAX", "max 15 rare", "always"),
    ("STD-UNIQUE-MAX", "max 3 unique", "always"),
    ("STD-UNIQUE-DUP", "max 1 per unique", "always"),
    ("STD-EXALTED-MAX", "max 3 exalted", "always"),
    ("STD-CARD-TYPE", "none of: foiler", "always"),
    ("STD-NEUTRAL", "none of: Mana Convergence", "always"),
    ("STD-SUSPENDED", "suspended on the date", "always"),
    ("STD-BANNED", "banned on the date", "always"),
    ("SET-RELEASED", "set released", "always"),
]


@pytest.mark.parametrize(
    ("name", "rules"),
    [
        ("standard", STANDARD_RULES),
        (
            "nuc",
            [r for r in STANDARD_RULES if not r[0].startswith("STD-UNIQUE")]
            + [("NUC-UNIQUE-MAX", "max 0 unique", "always")],
        ),
        (
            "singleton",
            [
                ("STD-HERO-COUNT", "exactly 1", "always"),
                ("SGL-SIZE-MIN", "min 60 cards including the Hero", "always"),
                ("SGL-SIZE-MAX", "max 80 cards including the Hero", "always"),
                ("STD-FACTION", "1 faction", "always"),
                ("SGL-VERSION-MAX", "max 1 per version", "always"),
                ("STD-NAME-MAX", "max 3 per name", "always"),
                ("STD-UNIQUE-DUP", "max 1 per unique", "always"),
                ("SGL-UNIQUE-MAX", "max 3-5 unique by Hero (default 3)", "always"),
                ("STD-CARD-TYPE", "none of: foiler", "always"),
                ("STD-NEUTRAL", "none of: Mana Convergence", "always"),
                ("STD-SUSPENDED", "suspended on the date", "always"),
                ("STD-BANNED", "banned on the date", "always"),
                ("SET-RELEASED", "set released", "always"),
            ],
        ),
        (
            "sealed",
            [
                ("LTD-SIZE-MIN", "min 30 cards including the Hero", "always"),
                ("LTD-HERO-MAX", "0-1", "always"),
                ("LTD-FACTION-MAX", "max 3 factions", "always"),
                ("LTD-CARD-TYPE", "none of: foiler", "always"),
                ("LTD-POOL", "deck ⊆ pool", "always"),
                ("STD-UNIQUE-DUP", "max 1 per unique", "always"),  # 2.2.6.f: every format
                ("SET-RELEASED", "set released", "always"),
            ],
        ),
        (
            "booster-war",
            [
                ("BW-HERO-MAX", "0-1", "always"),
                ("BW-SIZE", "exactly 12 non-Hero cards", "always"),
                ("BW-CARD-TYPE", "none of: foiler", "always"),
                ("BW-POOL", "deck ⊆ pool", "always"),
                ("STD-UNIQUE-DUP", "max 1 per unique", "always"),
                ("SET-RELEASED", "set released", "always"),
            ],
        ),
    ],
)
def test_every_rule_of_a_format_with_its_numbers_and_dates(
    name: str, rules: list[tuple[str, str, str]]
) -> None:
    # The numbers of the rules digest (shared/docs/rules.md §2), as the formats data gives them.
    fmt = load_catalog().get(name)
    assert [(r.code, r.numbers(), r.dates()) for r in fmt.rules] == rules
    assert load_catalog().get("draft").rules == load_catalog().get("sealed").rules


def test_singleton_unique_caps_are_the_rules_digest_list() -> None:
    # shared/docs/rules.md: "3 for Teija, Kojo, ...; 4 for Subhash, ...; 5 for Sierra, ...;
    # 3 for any other Hero".
    digest = {
        3: "Teija, Kojo, Basira, Sigismar, Nevenka, Fen, Treyst",
        4: "Subhash, Isaree, Atsadi, Arjun, Kauri, Rin, Zhen, Akesha",
        5: "Sierra, Sol, Auraq, Nadir, Waru, Gulrang, Lindiwe, Afanas, Moyo",
    }
    expected = {name: cap for cap, names in digest.items() for name in names.split(", ")}
    (rule,) = [r for r in load_catalog().get("singleton").rules if r.code == "SGL-UNIQUE-MAX"]
    assert (dict(rule.params["by_hero"]), rule.params["default"]) == (expected, 3)
    assert len(expected) == 24


@pytest.mark.parametrize(
    ("on", "label"),
    [
        (date(2024, 1, 1), "pre-4.0 rules"),
        (date(2025, 10, 2), "pre-4.0 rules"),
        (date(2025, 10, 3), "Complete Rules 4.0 (from 2025-10-03)"),
        (date(2026, 2, 26), "Complete Rules 4.0 (from 2025-10-03)"),
        (date(2026, 2, 27), "Complete Rules 5.0 (from 2026-02-27)"),
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
    return {
        "rules_versions": [{"label": "R", "from": None, "until": None, "numbering": "r"}],
        "formats": [fmt],
    }


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"formats": []}, "malformed formats data"),
        (_data(base="nothing"), "base 'nothing' must be defined before"),
        (
            _data(rules=[{"code": "X-1", "check": "no_such_check", "number": "1", "summary": "s"}]),
            "malformed rule",
        ),
        (
            _data(
                rules=[
                    {
                        "code": "X-1",
                        "check": "deck_size",
                        "number": "1",
                        "summary": "s",
                        "from": "x",
                    }
                ]
            ),
            "malformed rule",
        ),
        (
            _data(rules=[{"code": "X-1", "check": "deck_size", "number": None, "summary": "s"}]),
            "'number' must be a rule id or an object, not None",
        ),
        (
            _data(
                rules=[{"code": "X-1", "check": "deck_size", "number": {"q": "1"}, "summary": ""}]
            ),
            "format x rule X-1: no number for r",
        ),
    ],
)
def test_malformed_formats_data(data: dict[str, Any], message: str) -> None:
    with pytest.raises(CardDataError, match=message):
        parse_catalog(data)
