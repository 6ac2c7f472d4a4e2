"""Release dates, a format's first day, the same Unique twice everywhere and the 4.0 rule ids:
exact verdicts and rule ids on either side of each date."""

from __future__ import annotations

from datetime import date

import pytest

from altered_deck.cards.store import CardStore
from altered_deck.formats import validate
from altered_deck.formats.check import judge
from altered_deck.formats.rulesfile import load_rules
from tests.test_rules import (
    TODAY,
    Spec,
    build,
    limited_deck,
    starter,
    swap,
    unique_deck,
)

BISE = "ALT_BISE_B_AX_49_C"  # Whispers from the Maze: legal from 2025-06-06
CYCLONE = "ALT_CYCLONE_B_AX_66_C"  # Skybound Odyssey: legal from 2025-10-03


def newer_sets_deck() -> Spec:
    """Sierra's starter with one Whispers from the Maze and one Skybound Odyssey card."""
    spec = swap(starter("sierra"), "ALT_CORE_B_AX_11_C", (1, BISE))
    return swap(spec, "ALT_CORE_B_AX_25_C", (1, CYCLONE))


def found(store: CardStore, spec: Spec, fmt: str = "standard", on: date = TODAY) -> list[tuple]:
    result = validate(build(store, spec), fmt, on)
    return [(v.code, v.rule_number, v.message) for v in result.violations]


@pytest.mark.parametrize(
    ("on", "unreleased"),
    [
        (date(2025, 3, 21), ["BISE", "CYCLONE"]),
        (date(2025, 6, 5), ["BISE", "CYCLONE"]),
        (date(2025, 6, 6), ["CYCLONE"]),
        (date(2025, 10, 2), ["CYCLONE"]),
        (date(2025, 10, 3), []),
    ],
)
def test_cards_of_a_set_not_yet_released_are_illegal(
    store: CardStore, on: date, unreleased: list[str]
) -> None:
    messages = {
        "BISE": (
            "SET-RELEASED",
            "1.1.7.a",
            "1 card of set BISE (Whispers from the Maze), not released before 2025-06-06: "
            f"{BISE} ×1",
        ),
        "CYCLONE": (
            "SET-RELEASED",
            "1.1.7.a",
            "1 card of set CYCLONE (Skybound Odyssey), not released before 2025-10-03: "
            f"{CYCLONE} ×1",
        ),
    }
    assert found(store, newer_sets_deck(), on=on) == [messages[s] for s in unreleased]


def test_limited_and_core_release_dates(store: CardStore) -> None:
    # Beyond the Gates: 2024-09-13 in stores; the Kickstarter edition from July 2024.
    spec = limited_deck(store, 30)
    assert found(store, spec, "sealed", date(2024, 9, 13)) == []
    (violation,) = found(store, spec, "sealed", date(2024, 9, 12))
    assert violation[:2] == ("SET-RELEASED", "1.1.7.a")
    assert violation[2].startswith("30 cards of set CORE (Beyond the Gates), not released before")


def test_an_organiser_may_move_a_release_date(store: CardStore, tmp_path) -> None:
    rules_file = tmp_path / "league.json"
    rules_file.write_text(
        '{"sets": [{"set": "BISE", "from": "2025-03-01", "source": "our league"}]}',
        encoding="utf-8",
    )
    rules = load_rules(rules_file)
    result = judge(build(store, newer_sets_deck()), "standard", date(2025, 3, 21), rules)
    assert [v.message.split(":")[0] for v in result.violations] == [
        "1 card of set CYCLONE (Skybound Odyssey), not released before 2025-10-03"
    ]
    assert rules.release_table().sets["BISE"].source == "our league"


@pytest.mark.parametrize(
    ("fmt", "on", "warned"),
    [
        ("singleton", date(2026, 1, 11), True),
        ("singleton", date(2026, 1, 12), False),
        ("nuc", date(2025, 12, 1), True),
        ("standard", date(2025, 3, 1), False),
    ],
)
def test_a_format_before_its_first_day_is_a_warning(
    store: CardStore, fmt: str, on: date, warned: bool
) -> None:
    result = validate(build(store, starter("sierra")), fmt, on)
    warnings = [(w.code, w.rule_number, w.severity) for w in result.warnings]
    assert warnings == ([("WARN-FORMAT-DATE", f"format:{fmt}", "warning")] if warned else [])
    if warned:
        assert "it starts on 2026-01-12 (Equinox, 'New formats arriving on Board Game Arena'" in (
            result.warnings[0].message
        )


def test_the_singleton_warning_in_full(store: CardStore) -> None:
    result = validate(build(store, starter("sierra")), "singleton", date(2025, 12, 1))
    assert result.warnings[0].message == (
        "Singleton did not exist yet on 2025-12-01: it starts on 2026-01-12 (Equinox, 'New "
        "formats arriving on Board Game Arena', 12 Jan 2026); its current rules are applied"
    )


# --- the same Unique twice: 2.2.6.f in every format ----------------------------------------


TWICE = "ALT_CORE_B_AX_08_U_1234"


@pytest.mark.parametrize(
    ("fmt", "on"),
    [
        ("sealed", date(2025, 6, 1)),
        ("draft", date(2026, 3, 1)),
        ("booster-war", date(2026, 3, 1)),
        ("sandbox", date(2026, 3, 1)),
    ],
)
def test_the_same_unique_twice_is_illegal_in_every_format(
    ustore: CardStore, fmt: str, on: date
) -> None:
    if fmt in ("sealed", "draft"):
        spec = [*limited_deck(ustore, 28), (2, TWICE)]
    elif fmt == "booster-war":
        spec = [(1, "ALT_CORE_B_AX_01_C"), (10, "ALT_CORE_B_AX_11_C"), (2, TWICE)]
    else:
        spec = [(1, "ALT_CORE_B_AX_01_C"), (3, "ALT_CORE_B_AX_11_C"), (2, TWICE)]
    assert found(ustore, spec, fmt, on) == [
        ("STD-UNIQUE-DUP", "2.2.6.f", f'2 copies of unique {TWICE} "Axiom Salvager" (max 1)')
    ]


@pytest.mark.parametrize("on", [date(2025, 6, 1), date(2025, 12, 1), date(2026, 3, 1)])
def test_the_same_unique_twice_cites_2_2_6_f_and_the_cap_its_dated_number(
    ustore: CardStore, on: date
) -> None:
    spec = unique_deck(
        ustore, [(2, TWICE), (1, "ALT_CORE_B_AX_11_U_42"), (1, "ALT_CORE_B_AX_25_U_977")]
    )
    cap = {date(2025, 6, 1): "1.1.4.g", date(2025, 12, 1): "1.1.4.f", date(2026, 3, 1): "1.1.4.g"}
    assert [(c, r) for c, r, _ in found(ustore, spec, "standard", on)] == [
        ("STD-UNIQUE-MAX", cap[on]),
        ("STD-UNIQUE-DUP", "2.2.6.f"),
    ]
