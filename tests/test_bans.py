"""The dated suspension/ban table: data, dates, versions, labels."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from altered_deck.cards.store import CardStore
from altered_deck.errors import CardDataError
from altered_deck.formats.bans import load_bans, parse_bans


def test_the_packaged_table_has_every_entry_of_the_rules_digest() -> None:
    table = load_bans()
    assert len(table.entries) == 15
    assert [e.family for e in table.entries if e.end is None] == [
        "YZ_5",
        "YZ_11",
        "AX_58",
        "BR_6",
        "BR_34",
        "AX_17",
        "AX_53",
        "AX_81",
        "OR_27",
        "LY_29",
    ]
    assert [e.decided_by for e in table.entries].count("Equinox") == 14
    assert [e.name for e in table.entries if e.status == "banned"] == ["Moonlight Jellyfish"]


# The suspension/ban table of the rules digest (shared/docs/rules.md), row by row:
# (family, versions as the digest writes them, status, from, until).
RULES_DIGEST_ROWS = [
    ("OR_11", "C: OR, R1: OR", "suspended", "2025-02-01", "2025-03-21"),
    ("BR_30", "R2: AX", "suspended", "2025-02-01", "2025-03-21"),
    ("AX_16", "U: BR", "suspended", "2025-02-01", "2025-05-13"),
    ("BR_37", "U: any faction", "suspended", "2025-02-01", "2025-05-13"),
    ("YZ_5", "U: any faction", "banned", "2025-02-01", None),
    ("YZ_11", "R2: OR", "suspended", "2025-05-13", None),
    ("BR_25", "R2: YZ", "suspended", "2025-05-13", "2025-10-03"),
    ("AX_58", "C: AX, R1: AX", "suspended", "2025-10-03", None),
    ("BR_6", "C: BR, R1: BR", "suspended", "2026-02-12", None),
    ("BR_34", "C: BR, R1: BR", "suspended", "2026-02-12", None),
    ("AX_17", "R1: AX", "suspended", "2026-02-12", None),
    ("AX_53", "C: AX", "suspended", "2026-02-12", None),
    ("AX_81", "C: AX, R2: BR", "suspended", "2026-02-12", None),
    ("OR_27", "R1: OR, R2: YZ", "suspended", "2026-02-12", None),
]


def test_the_packaged_table_is_the_rules_digest_table() -> None:
    digest = RULES_DIGEST_ROWS
    assert [
        (
            e.family,
            ", ".join(v.label() for v in e.versions),
            e.status,
            e.start.isoformat(),
            e.end.isoformat() if e.end else None,
        )
        for e in load_bans().entries
        if e.decided_by == "Equinox"
    ] == digest


def test_the_community_suspended_lyra_festival_on_2026_07_22() -> None:
    """The community card service's dated patch, the first decision after Equinox's last list."""
    (entry,) = [e for e in load_bans().entries if e.decided_by != "Equinox"]
    assert (
        entry.family,
        entry.name,
        ", ".join(v.label() for v in entry.versions),
        entry.status,
        entry.start,
        entry.end,
        entry.decided_by,
    ) == (
        "LY_29",
        "Lyra Festival",
        "C: LY, R1: LY, R2: MU",
        "suspended",
        date(2026, 7, 22),
        None,
        "Altered Core (community)",
    )
    assert "datas/card_patches/2026-07-22__suspend-alt-core-b-ly-29.json" in entry.source


@pytest.mark.parametrize(
    ("on", "label"),
    [
        (date(2025, 1, 31), None),
        (date(2025, 2, 1), "2025-02-01"),
        (date(2025, 3, 21), "2025-03-21"),
        (date(2025, 10, 2), "2025-05-13"),
        (date(2025, 10, 3), "2025-10-03"),
        (date(2026, 7, 21), "2026-02-12"),
        (date(2026, 7, 22), "2026-07-22"),
        (date(2026, 11, 22), "2026-07-22"),
    ],
)
def test_ban_list_label_is_the_latest_change_in_force(on: date, label: str | None) -> None:
    assert load_bans().label_on(on) == label


@pytest.mark.parametrize(
    ("reference", "on", "status"),
    [
        ("ALT_CORE_B_YZ_11_R2", date(2025, 5, 12), None),
        ("ALT_CORE_B_YZ_11_R2", date(2025, 5, 13), "suspended"),
        ("ALT_COREKS_B_YZ_11_R2", date(2026, 11, 22), "suspended"),
        ("ALT_CORE_B_YZ_11_R1", date(2026, 11, 22), None),
        ("ALT_CORE_B_YZ_11_C", date(2026, 11, 22), None),
        ("ALT_CORE_B_OR_11_C", date(2025, 3, 20), "suspended"),
        ("ALT_CORE_B_OR_11_C", date(2025, 3, 21), None),  # until = first day lifted
        ("ALT_CORE_B_OR_11_R2", date(2025, 3, 1), None),  # a Bravos card: not targeted
        ("ALT_CORE_B_BR_25_R2", date(2025, 10, 2), "suspended"),
        ("ALT_CORE_B_BR_25_R2", date(2025, 10, 3), None),
        ("ALT_BISE_B_AX_58_C", date(2025, 10, 3), "suspended"),
        ("ALT_BISE_B_AX_58_R2", date(2025, 10, 3), None),
        ("ALT_CYCLONE_B_AX_81_R2", date(2026, 2, 12), "suspended"),
        ("ALT_CYCLONE_B_AX_81_R1", date(2026, 2, 12), None),
        ("ALT_WCQ25_P_BR_06_R1", date(2026, 2, 12), "suspended"),  # promo printing too
        ("ALT_CORE_B_YZ_05_C", date(2026, 2, 12), None),
    ],
)
def test_entries_target_versions_between_their_dates(
    store: CardStore, reference: str, on: date, status: str | None
) -> None:
    card = store.get(reference)
    assert card is not None
    entry = load_bans().entry_for(card, on)
    assert (entry.status if entry else None) == status


def test_a_ban_table_from_a_file(tmp_path: Path, store: CardStore) -> None:
    path = tmp_path / "bans.json"
    path.write_text(
        json.dumps(
            {
                "entries": [
                    {
                        "family": "AX_8",
                        "status": "banned",
                        "from": "2027-01-01",
                        "until": None,
                        "versions": [{"rarity": "C", "faction": "*"}],
                    }
                ]
            }
        )
    )
    table = load_bans(path)
    card = store.get("ALT_CORE_B_AX_08_C")
    assert card is not None
    assert table.entry_for(card, date(2026, 12, 31)) is None
    entry = table.entry_for(card, date(2027, 1, 1))
    assert entry is not None and entry.status == "banned"
    assert table.label_on(date(2027, 1, 1)) == "2027-01-01"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({}, "malformed ban table"),
        (
            {
                "entries": [
                    {"family": "AX_8", "status": "gone", "from": "2025-01-01", "versions": []}
                ]
            },
            "status must be one of",
        ),
        (
            {"entries": [{"family": "AX_8", "status": "banned", "from": "soon", "versions": []}]},
            "not a YYYY-MM-DD date",
        ),
    ],
)
def test_malformed_tables_are_card_data_errors(data: dict[str, object], message: str) -> None:
    with pytest.raises(CardDataError, match=message):
        parse_bans(data)
