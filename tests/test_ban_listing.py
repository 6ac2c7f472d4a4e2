"""`altered-deck formats bans`: the suspensions and bans in force on a date, or all of them."""

from __future__ import annotations

import json
from datetime import date

import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.formats import load_bans
from altered_deck.formats.bans import ban_listing


@pytest.mark.parametrize(
    ("on", "label", "families"),
    [
        (date(2025, 1, 31), None, []),
        (date(2025, 2, 1), "2025-02-01", ["OR_11", "BR_30", "AX_16", "BR_37", "YZ_5"]),
        (date(2025, 3, 20), "2025-02-01", ["OR_11", "BR_30", "AX_16", "BR_37", "YZ_5"]),
        (date(2025, 3, 21), "2025-03-21", ["AX_16", "BR_37", "YZ_5"]),
        (date(2025, 5, 12), "2025-03-21", ["AX_16", "BR_37", "YZ_5"]),
        (date(2025, 5, 13), "2025-05-13", ["YZ_5", "YZ_11", "BR_25"]),
        (date(2025, 10, 2), "2025-05-13", ["YZ_5", "YZ_11", "BR_25"]),
        (date(2025, 10, 3), "2025-10-03", ["YZ_5", "YZ_11", "AX_58"]),
        (date(2026, 2, 11), "2025-10-03", ["YZ_5", "YZ_11", "AX_58"]),
        (
            date(2026, 2, 12),
            "2026-02-12",
            ["YZ_5", "YZ_11", "AX_58", "BR_6", "BR_34", "AX_17", "AX_53", "AX_81", "OR_27"],
        ),
        (
            date(2026, 7, 21),
            "2026-02-12",
            ["YZ_5", "YZ_11", "AX_58", "BR_6", "BR_34", "AX_17", "AX_53", "AX_81", "OR_27"],
        ),
        (
            date(2026, 7, 22),
            "2026-07-22",
            [
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
            ],
        ),
    ],
)
def test_the_entries_in_force_either_side_of_each_change(
    on: date, label: str | None, families: list[str]
) -> None:
    listing = ban_listing(load_bans(), on)
    assert (listing.label, [e.family for e in listing.entries]) == (label, families)


def test_the_table_with_its_sources(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["formats", "bans", "--as-of", "2025-06-01"])
    assert result.exit_code == 0
    assert result.stdout == (
        "ban list of 2025-05-13, in force on 2025-06-01: 2 suspended and 1 banned family.\n"
        "\n"
        "family    name                 versions        status     from        until       "
        "decided by    source\n"
        "YZ_5      Moonlight Jellyfish  U: any faction  banned     2025-02-01  -           "
        "Equinox       [1]\n"
        "YZ_11     Baba Yaga            R2: OR          suspended  2025-05-13  -           "
        "Equinox       [2]\n"
        "BR_25     Helping Hand         R2: YZ          suspended  2025-05-13  2025-10-03  "
        "Equinox       [2]\n"
        "\n"
        "until: the first day no longer in force (- = still in force).\n"
        "[1] Equinox, Trial by Frost Season Patch\n"
        "    (altered.gg/news/trial-by-frost-season-patch, 30 Jan 2025)\n"
        "[2] Equinox, Whispers from the Maze Season Patch\n"
        "    (altered.gg/news/whispers-from-the-maze-season-patch)\n"
        "Rules data: bundled\n"
    )


def test_json_history_and_formats_without_a_ban_list(runner: CliRunner) -> None:
    history = json.loads(runner.invoke(cli, ["formats", "bans", "--all", "--json"]).stdout)
    assert history["history"] is True and len(history["entries"]) == 15
    ozma = history["entries"][3]
    assert ozma == {
        "family": "OR_11",
        "name": "Ozma",
        "status": "suspended",
        "versions": [{"rarity": "C", "faction": "OR"}, {"rarity": "R1", "faction": "OR"}],
        "versions_text": "C: OR, R1: OR",
        "from": "2025-02-01",
        "until": "2025-03-21",
        "in_force": False,
        "decided_by": "Equinox",
        "source": history["entries"][0]["source"],
        "lifted_by": "Equinox, Trial by Frost Mid-Season Patch "
        "(altered.gg/news/trial-by-frost-mid-season-patch-introducing-the-watchlist)",
    }
    sealed = runner.invoke(cli, ["formats", "bans", "-f", "sealed"])
    assert sealed.stdout == (
        "sealed: the ban list does not apply (suspended and banned cards are legal).\n"
        "Rules data: bundled\n"
    )
    misuse = runner.invoke(cli, ["formats", "standard", "--all"])
    assert (misuse.exit_code, misuse.stderr) == (
        2,
        "error: --format and --all go with `formats bans`\n",
    )


def test_who_decided_each_entry(runner: CliRunner) -> None:
    """Equinox's lists until it ended the game, the community's card service since."""
    result = runner.invoke(cli, ["formats", "bans", "--as-of", "2026-12-06"])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == (
        "ban list of 2026-07-22, in force on 2026-12-06: 9 suspended and 1 banned family."
    )
    assert lines[12:14] == [
        "LY_29     Lyra Festival        C: LY, R1: LY,  suspended  2026-07-22  -        "
        "Altered Core  [5]",
        "                               R2: MU                                          "
        "(community)",
    ]
    assert lines[-6:-1] == [
        "[5] Altered Core card service, patch",
        "    datas/card_patches/2026-07-22__suspend-alt-core-b-ly-29.json (sets",
        "    isSuspended on ALT_CORE_B_LY_29_C, _R1, _R2;",
        "    github.com/gjuillot/altered-core-cards-api commit 0d058d5, merged into",
        "    Altered-Community/altered-core-cards-api as PR #70 on 22 Jul 2026)",
    ]
    data = json.loads(runner.invoke(cli, ["formats", "bans", "--json"]).stdout)
    assert [(e["family"], e["decided_by"]) for e in data["entries"]][-2:] == [
        ("OR_27", "Equinox"),
        ("LY_29", "Altered Core (community)"),
    ]
