"""``altered-deck stats``: golden terminal output, JSON, stdin, uniques and errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.model import parse_api_card
from altered_deck.cards.store import DB_NAME, CardStore
from altered_deck.cli.main import cli
from tests.conftest import DECKFMT_VECTORS, STARTERS, UNIQUES

GOLDEN = Path(__file__).parent / "golden"
SIERRA = STARTERS / "sierra.txt"


def test_sierra_matches_golden(runner: CliRunner, cache_dir: Path) -> None:
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "stats", str(SIERRA)])
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout == (GOLDEN / "stats_sierra.txt").read_text(encoding="utf-8")
    assert max(len(line) for line in result.stdout.splitlines()) <= 80


def test_sierra_all_french_matches_golden(runner: CliRunner, cache_dir: Path) -> None:
    result = runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "stats", str(SIERRA), "--all", "--locale", "fr-fr"]
    )
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (GOLDEN / "stats_sierra_all_fr-fr.txt").read_text(encoding="utf-8")
    assert max(len(line) for line in result.stdout.splitlines()) <= 80
    assert "more rows with --all" not in result.stdout


def test_json_has_the_text_numbers(runner: CliRunner, cache_dir: Path) -> None:
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "stats", str(SIERRA), "--json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["deck"]["cards"] == 39
    assert data["deck"]["heroes"] == [
        {
            "reference": "ALT_CORE_B_AX_01_C",
            "name": "Sierra & Oddball",
            "faction": "AX",
            "quantity": 1,
        }
    ]
    assert [(b["hand"], b["reserve"]) for b in data["curve"]["buckets"]] == [
        (0, 0),
        (6, 6),
        (7, 10),
        (17, 16),
        (6, 4),
        (2, 2),
        (1, 1),
        (0, 0),
    ]
    assert round(data["curve"]["average_hand"], 2) == 2.85
    assert [data["terrain"][t]["total"] for t in ("forest", "mountain", "water")] == [46, 54, 46]
    assert data["composition"]["by_type"]["LANDMARK_PERMANENT"] == 11
    assert len(data["composition"]["families"]) == 15
    rows = data["draw_odds"]["rows"]
    assert data["draw_odds"]["rows_shown"] == "default"
    assert len(rows) == 17
    # The same numbers as the text: every featured row's percentages appear on its text line.
    text = (GOLDEN / "stats_sierra.txt").read_text(encoding="utf-8")
    spell = next(r for r in rows if r["key"] == "SPELL")
    assert [f"{100 * p:.1f}%" for p in spell["probabilities"]] == [
        "40.3%",
        "50.8%",
        "60.0%",
        "68.0%",
    ]
    assert (
        "  ≥1 Spell (3)                             40.3%     50.8%     60.0%     68.0%\n" in text
    )


def test_json_all_rows(runner: CliRunner, cache_dir: Path) -> None:
    result = runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "stats", str(SIERRA), "--json", "--all"]
    )
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["draw_odds"]["rows_shown"] == "all"
    assert len(data["draw_odds"]["rows"]) == 99


def test_reads_stdin(runner: CliRunner, cache_dir: Path) -> None:
    result = runner.invoke(
        cli,
        ["--cache-dir", str(cache_dir), "stats", "-"],
        input=SIERRA.read_text(encoding="utf-8"),
    )
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (GOLDEN / "stats_sierra.txt").read_text(encoding="utf-8")


def test_deck_with_a_unique_from_a_private_store(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    raw = json.loads((UNIQUES / "ALT_COREKS_B_AX_07_U_5446.json").read_text("utf-8"))
    store = CardStore(cache_dir / DB_NAME)
    store.add_cards([parse_api_card(raw)], {})
    store.close()
    deck = tmp_path / "sierra-unique.txt"
    deck.write_text(SIERRA.read_text(encoding="utf-8") + "1 ALT_COREKS_B_AX_07_U_5446\n", "utf-8")
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "stats", str(deck), "--json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["deck"]["cards"] == 40
    assert data["composition"]["by_rarity"] == {"COMMON": 31, "RARE": 8, "UNIQUE": 1, "EXALTED": 0}
    assert data["composition"]["by_set"] == {"CORE": 39, "COREKS": 1}
    mechanic = next(f for f in data["composition"]["families"] if f["family"] == "AX_7")
    assert mechanic == {
        "family": "AX_7",
        "name": "Foundry Mechanic",
        "copies": 4,
        "over_limit": True,
    }
    text = runner.invoke(cli, ["--cache-dir", str(cache_dir), "stats", str(deck)]).stdout
    assert "    4* Foundry Mechanic" in text
    assert "Foundry Mechanic (4)" in text


def test_missing_file_is_exit_2(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "stats", "nope.txt"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == "error: 'nope.txt': no such file\n"
    assert len(result.stderr.splitlines()) == 1


def test_unknown_reference_is_exit_2(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> None:
    deck = tmp_path / "bad.txt"
    deck.write_text("1 ALT_CORE_B_AX_01_C\n3 ALT_CORE_B_AX_99_C\n", encoding="utf-8")
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "stats", str(deck)])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "ALT_CORE_B_AX_99_C" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_fresh_cache_is_filled_from_the_bundle(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(cli, ["--cache-dir", str(tmp_path / "new"), "stats", str(SIERRA)])
    assert result.exit_code == 0
    assert result.stderr.startswith("card cache filled from the bundled snapshot, 2026-07")
    assert result.stdout.startswith("Sierra & Oddball (Axiom) · 39 cards + hero\n")


def test_help_has_an_example(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["stats", "--help"])
    assert result.exit_code == 0
    assert "  altered-deck stats decks/sierra.txt --json\n" in result.stdout


def test_deckfmt_code_gives_the_same_stats_as_its_file(runner: CliRunner, cache_dir: Path) -> None:
    vectors = DECKFMT_VECTORS
    code = json.loads((vectors / "vectors.json").read_text(encoding="utf-8"))["files"]
    by_code = runner.invoke(cli, ["--cache-dir", str(cache_dir), "stats", code["list_yzmir.txt"]])
    by_file = runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "stats", str(vectors / "list_yzmir.txt")]
    )
    assert by_code.exit_code == 0, by_code.stderr
    assert by_code.stdout == by_file.stdout
    assert by_code.stdout.startswith("Afanas & Senka (Yzmir) · 39 cards + hero\n")
