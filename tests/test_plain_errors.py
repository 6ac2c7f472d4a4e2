"""Errors in the user's words: a missing file is "no such file" first, a wrong date names the
wrong part, a typed card name or set code gets the close match, ``cards show NAME`` searches
by name, ``--json`` prints the error as JSON, and report paths are checked before any work."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from altered_deck.dates import parse_day
from altered_deck.errors import UsageError
from tests.conftest import STARTERS

USAGE, UNREADABLE = "USAGE-ERROR", "DECK-UNREADABLE"

SIERRA = STARTERS / "sierra.txt"


def run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args])


def test_a_missing_path_says_no_such_file_first(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "deck", "show", "sierra")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "error: 'sierra': no such file (and not an altered-deckfmt code: unsupported "
        "altered-deckfmt version 11 (expected 1))\n"
    )
    result = run(runner, cache_dir, "deck", "show", "decks/sierra.txt")
    assert result.stderr == "error: 'decks/sierra.txt': no such file\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2025-13-01", "'2025-13-01': month 13 is not a month (1 to 12)"),
        ("2025-00-10", "'2025-00-10': month 0 is not a month (1 to 12)"),
        ("2025-02-30", "'2025-02-30': day 30 is not a day of February 2025 (1 to 28)"),
        ("2024-04-31", "'2024-04-31': day 31 is not a day of April 2024 (1 to 30)"),
        ("June", "'June' is not a date (expected YYYY-MM-DD, e.g. 2025-06-01)"),
        ("2025/06/01", "'2025/06/01' is not a date (expected YYYY-MM-DD, e.g. 2025-06-01)"),
    ],
)
def test_a_wrong_date_names_the_wrong_part(text: str, message: str) -> None:
    with pytest.raises(UsageError) as error:
        parse_day(text)
    assert str(error.value) == message


def test_dates_parse() -> None:
    assert parse_day("2024-02-29") == date(2024, 2, 29)
    assert parse_day("2025-6-1") == date(2025, 6, 1)


@pytest.mark.parametrize("command", ["validate", "goldfish", "formats"])
def test_as_of_says_which_part_is_wrong(runner: CliRunner, cache_dir: Path, command: str) -> None:
    args = [command, *([str(SIERRA)] if command != "formats" else []), "--as-of", "2025-13-01"]
    result = run(runner, cache_dir, *args)
    assert result.exit_code == 2
    assert result.stderr.endswith(
        "Error: Invalid value for '--as-of': '2025-13-01': month 13 is not a month (1 to 12)\n"
    )
    assert "[YYYY-MM-DD]" not in run(runner, cache_dir, command, "--help").stdout
    assert "--as-of YYYY-MM-DD" in run(runner, cache_dir, command, "--help").stdout


def test_a_typed_card_name_gets_the_close_name(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("1 ALT_CORE_B_AX_01_C\n3 Axiom Salvagr\n", encoding="utf-8")
    result = run(runner, cache_dir, "deck", "show", str(deck))
    assert result.exit_code == 2
    assert result.stderr.splitlines()[1] == (
        f"  {deck}:2: expected '<quantity> <reference>', got '3 Axiom Salvagr'; a card name? "
        'did you mean "Axiom Salvager"? (altered-deck cards search --name "Axiom Salvager")'
    )


def test_a_french_name_or_a_near_miss_gets_the_close_name(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(
        "1 ALT_CORE_B_AX_01_C\n1 Récupérateur d'Axiom\n2 recuperateur axiom\n"
        "1 Récupérateur Axiom\n",
        encoding="utf-8",
    )
    result = run(runner, cache_dir, "deck", "show", str(deck))
    assert result.exit_code == 2
    hint = (
        'a card name? did you mean "Récupérateur Axiom"? '
        '(altered-deck cards search --name "Récupérateur Axiom")'
    )
    assert result.stderr.splitlines()[1:4] == [
        f"  {deck}:2: expected '<quantity> <reference>', got \"1 Récupérateur d'Axiom\"; {hint}",
        f"  {deck}:3: expected '<quantity> <reference>', got '2 recuperateur axiom'; a card "
        'name? did you mean "Récupérateur Axiom" or "Récupérateur Reka"? (altered-deck cards '
        'search --name "Récupérateur Axiom")',  # Récupérateur Reka: a Roots of Corruption card
        f"  {deck}:4: expected '<quantity> <reference>', got '1 Récupérateur Axiom'; a card name? "
        "write a reference: ALT_CORE_B_AX_08_C (Axiom Salvager, COMMON, AX), ALT_CORE_B_AX_08_R1 "
        "(Axiom Salvager, RARE, AX), ALT_CORE_B_AX_08_R2 (Axiom Salvager, RARE, BR) and 4 more "
        '(altered-deck cards search --name "Récupérateur Axiom")',
    ]


def test_a_set_typo_gets_the_set_it_means(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(SIERRA.read_text().replace("3 ALT_CORE_B_AX_11_C", "3 ALT_CROE_B_AX_11_C"))
    result = run(runner, cache_dir, "validate", str(deck))
    assert result.exit_code == 2
    assert (
        f"{deck}:2: unknown card ALT_CROE_B_AX_11_C: no set CROE: did you mean CORE "
        "(ALT_CORE_B_AX_11_C)?"
    ) in result.stderr
    assert "cards sync" not in result.stderr


def test_a_set_the_data_lacks_still_points_to_a_sync(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(SIERRA.read_text() + "1 ALT_FUGUE_B_AX_11_C\n")
    result = run(runner, cache_dir, "validate", str(deck))
    assert "set FUGUE is not in your card data" in result.stderr
    assert "run `altered-deck cards sync` to get newer sets" in result.stderr


def test_cards_show_searches_by_name(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "cards", "show", "axiom salvager")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("Axiom Salvager  ALT_CORE_B_AX_08_C\n")
    assert result.stderr == (
        "note: other versions of Axiom Salvager: ALT_CORE_B_AX_08_R1, ALT_CORE_B_AX_08_R2, "
        "ALT_COREKS_B_AX_08_C, ALT_COREKS_B_AX_08_R1, ALT_COREKS_B_AX_08_R2, "
        "ALT_WCQ25_P_AX_08_R1\n"
    )
    result = run(runner, cache_dir, "cards", "show", "Salvag")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[2].startswith("ALT_CORE_B_AX_08_C     Axiom Salvager")
    assert result.stderr == "7 card(s) with 'Salvag' in their name\n"
    result = run(runner, cache_dir, "cards", "show", "Axiom Salvagr")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "error: 'Axiom Salvagr' is neither a card reference nor a card name: did you mean "
        '"Axiom Salvager"? (altered-deck cards search --name "Axiom Salvager")\n'
    )


@pytest.mark.parametrize(
    ("args", "code", "message", "name"),
    [
        (
            ["validate", str(SIERRA), "--json", "--as-of", "2025-13-01"],
            2,
            "Invalid value for '--as-of': '2025-13-01': month 13 is not a month (1 to 12)",
            USAGE,
        ),
        (
            ["validate", str(SIERRA), "--json", "--format", "modern"],
            2,
            "unknown format 'modern'; choose one of: standard, 2v2, ffa, nuc, singleton, sealed, "
            "draft, booster-war, frontier, living-legends, singleton-nuc, sandbox",
            USAGE,
        ),
        (["stats", "nosuch.txt", "--json"], 2, "'nosuch.txt': no such file", UNREADABLE),
        (["deck", "show", "nosuch.txt", "--json"], 2, "'nosuch.txt': no such file", UNREADABLE),
        (["goldfish", "nosuch.txt", "--json"], 2, "'nosuch.txt': no such file", UNREADABLE),
        (["cards", "search", "--json", "--bogus"], 2, "No such option '--bogus'.", USAGE),
        (
            ["formats", "modern", "--json"],
            2,
            "unknown format 'modern'; choose one of: standard, 2v2, ffa, nuc, singleton, sealed, "
            "draft, booster-war, frontier, living-legends, singleton-nuc, sandbox",
            USAGE,
        ),
        (
            ["validate", str(SIERRA), "--output-format", "json", "--format", "standart"],
            2,
            "unknown format 'standart'; did you mean 'standard'? choose one of: standard, 2v2, "
            "ffa, nuc, singleton, sealed, draft, booster-war, frontier, living-legends, "
            "singleton-nuc, sandbox",
            USAGE,
        ),
    ],
)
def test_json_prints_an_early_error_on_stdout(
    runner: CliRunner,
    cache_dir: Path,
    args: list[str],
    code: int,
    message: str,
    name: str,
) -> None:
    # ``code`` is a string everywhere (as a deck's error and every violation), the exit code
    # beside it
    result = run(runner, cache_dir, *args)
    assert result.exit_code == code
    assert json.loads(result.stdout) == {
        "error": {"code": name, "exit_code": code, "message": message}
    }


def test_json_error_carries_the_bad_lines(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("1 ALT_CORE_B_AX_01_C\nbad line\n", encoding="utf-8")
    result = run(runner, cache_dir, "stats", str(deck), "--json")
    assert json.loads(result.stdout) == {
        "error": {
            "code": "DECK-UNREADABLE",
            "exit_code": 2,
            "message": f"{deck}: 1 malformed line",
            "details": [f"{deck}:2: expected '<quantity> <reference>', got 'bad line'"],
        }
    }


def test_report_checks_its_output_path_before_playing(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    out = tmp_path / "missing" / "r.html"
    result = run(runner, cache_dir, "report", str(SIERRA), "-o", str(out), "--games", "50")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        f"error: -o {out}: no such folder {out.parent} (create it first)\n"
    )  # and no "report: 50 goldfish games" line: nothing was played


@pytest.mark.parametrize("option", ["--junit-xml", "--sarif", "--summary-md"])
def test_validate_checks_report_paths_before_reading_decks(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, option: str
) -> None:
    out = tmp_path / "missing" / "out"
    result = run(runner, cache_dir, "validate", "nosuch.txt", option, str(out))
    assert (result.exit_code, result.stdout) == (2, "")
    assert (
        result.stderr == f"error: {option} {out}: no such folder {out.parent} (create it first)\n"
    )
