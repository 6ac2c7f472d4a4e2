"""What a user sees on a bad decklist: every problem in one pass, with its line, in every
output; long lists cut in the text; card names pointed to references; empty decks refused."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from tests.conftest import BUNDLE_LABEL, STARTERS

MIXED = (
    "1 ALT_CORE_B_AX_01_C\n"
    "hello world\n"
    "3 Axiom Salvager\n"
    "2 ALT_CORE_B_AX_99_C\n"
    "1 ALT_FUGUE_B_AX_01_C\n"
)
HELLO = "mixed.txt:2: expected '<quantity> <reference>', got 'hello world'"
SALVAGER = (
    "mixed.txt:3: expected '<quantity> <reference>', got '3 Axiom Salvager'; a card name? "
    "write a reference: ALT_CORE_B_AX_08_C (Axiom Salvager, COMMON, AX), ALT_CORE_B_AX_08_R1 "
    "(Axiom Salvager, RARE, AX), ALT_CORE_B_AX_08_R2 (Axiom Salvager, RARE, BR) and 4 more "
    '(altered-deck cards search --name "Axiom Salvager")'
)
UNKNOWN = (
    "mixed.txt:4: unknown card ALT_CORE_B_AX_99_C (did you mean: ALT_CORE_B_AX_29_C, "
    "ALT_CORE_B_AX_19_C, ALT_CORE_B_AX_09_C?)"
)
FUGUE = (
    "mixed.txt:5: unknown card ALT_FUGUE_B_AX_01_C: set FUGUE is not in your card data "
    f"({BUNDLE_LABEL}); run `altered-deck cards sync` to get newer sets"
)
HEADLINE = "mixed.txt: 2 malformed lines, 2 unknown card references"


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mixed.txt").write_text(MIXED, encoding="utf-8")
    return tmp_path


def run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args])


def test_malformed_lines_and_unknown_references_in_one_pass(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    result = run(runner, cache_dir, "validate", "mixed.txt", "--as-of", "2026-11-22")
    assert result.exit_code == 2
    assert result.stderr == "\n".join(
        [f"error: {HEADLINE}", f"  {HELLO}", f"  {SALVAGER}", f"  {UNKNOWN}", f"  {FUGUE}", ""]
    )
    assert "mixed.txt  UNREADABLE  2 malformed lines, 2 unknown card references\n" in (
        result.stdout
    )


def test_every_output_has_every_problem_with_its_line(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    result = run(runner, cache_dir, "validate", "mixed.txt", "--json", "--junit-xml", "out.xml")
    (outcome,) = json.loads(result.stdout)
    assert outcome["error"] == {
        "code": "DECK-UNREADABLE",
        "exit_code": 2,
        "message": HEADLINE,
        "details": [HELLO, SALVAGER, UNKNOWN, FUGUE],
    }
    error = ET.parse(here / "out.xml").getroot().find("testsuite/testcase/error")
    assert error is not None
    assert (error.get("message"), error.text) == (
        HEADLINE,
        "\n".join([HELLO, SALVAGER, UNKNOWN, FUGUE]),
    )
    result = run(runner, cache_dir, "validate", "mixed.txt", "--annotations", "github")
    lines = result.stdout.splitlines()
    assert [line.split("::")[1] for line in lines] == [
        f"error file=mixed.txt,line={n},title=DECK-UNREADABLE" for n in (2, 3, 4, 5)
    ]
    assert lines[3].endswith("::" + FUGUE.removeprefix("mixed.txt:5: "))


def test_unknown_references_alone_have_their_lines(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    (here / "typo.txt").write_text(
        (STARTERS / "sierra.txt").read_text() + "1 ALT_CORE_B_AX_99_C\n", encoding="utf-8"
    )
    result = run(runner, cache_dir, "validate", "typo.txt", "--annotations", "github")
    assert result.exit_code == 2
    assert result.stdout == (
        "::error file=typo.txt,line=22,title=DECK-UNREADABLE::unknown card ALT_CORE_B_AX_99_C "
        "(did you mean: ALT_CORE_B_AX_29_C, ALT_CORE_B_AX_19_C, ALT_CORE_B_AX_09_C?)\n"
    )


def test_more_than_ten_bad_lines_show_ten_and_a_count(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    (here / "notes.txt").write_text("".join(f"line {i}\n" for i in range(1, 16)))
    result = run(runner, cache_dir, "validate", "notes.txt")
    assert result.exit_code == 2
    shown = result.stderr.splitlines()
    assert shown[0] == "error: notes.txt: 15 malformed lines"
    assert shown[1] == "  notes.txt:1: expected '<quantity> <reference>', got 'line 1'"
    assert shown[10] == "  notes.txt:10: expected '<quantity> <reference>', got 'line 10'"
    assert shown[11:] == ["  … 5 more"]
    result = run(runner, cache_dir, "validate", "notes.txt", "--json")
    assert len(json.loads(result.stdout)[0]["error"]["details"]) == 15


@pytest.mark.parametrize("command", ["validate", "stats", "goldfish"])
@pytest.mark.parametrize(
    ("content", "what"),
    [
        ("", "no cards"),
        ("# a comment\n\n", "no cards"),
        ("1 ALT_ALIZE_B_AX_31_C\n", "only token references"),
    ],
)
def test_an_empty_deck_is_unreadable(
    runner: CliRunner, cache_dir: Path, here: Path, command: str, content: str, what: str
) -> None:
    (here / "empty.txt").write_text(content, encoding="utf-8")
    result = run(runner, cache_dir, command, "empty.txt")
    assert result.exit_code == 2
    assert result.stderr.endswith(f"error: empty.txt: empty deck ({what})\n")


def test_token_references_are_ignored_with_a_note(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    sierra = (STARTERS / "sierra.txt").read_text(encoding="utf-8")
    (here / "tokens.txt").write_text(sierra + "1 ALT_ALIZE_B_AX_31_C\n", encoding="utf-8")
    result = run(runner, cache_dir, "validate", "tokens.txt", "--as-of", "2026-11-22")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[3:6] == [
        "tokens.txt  LEGAL  40 cards · hero Sierra & Oddball (AX) · 8 rares",
        "  note: 1 token reference ignored (not deck cards): ALT_ALIZE_B_AX_31_C ×1 [line",
        "        22]",
    ]
    data = json.loads(run(runner, cache_dir, "validate", "tokens.txt", "--json").stdout)
    assert (data[0]["counts"]["cards"], data[0]["ignored"]) == (
        40,
        [{"reference": "ALT_ALIZE_B_AX_31_C", "quantity": 1, "lines": [22]}],
    )
    annotations = run(runner, cache_dir, "validate", "tokens.txt", "--annotations", "github")
    assert annotations.stdout == (
        "::notice file=tokens.txt,line=22,title=TOKEN-IGNORED::ALT_ALIZE_B_AX_31_C ×1: "
        "token reference ignored (not a deck card)\n"
    )
    stats = run(runner, cache_dir, "stats", "tokens.txt", "--json")
    assert stats.exit_code == 0
    assert stats.stderr == (
        "note: tokens.txt: 1 token reference ignored (not deck cards): ALT_ALIZE_B_AX_31_C ×1 "
        "[line 22]\n"
    )


def test_limited_wordings_without_hero_and_mana_convergence(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    # 27 Bravos cards, no Hero, 2 Mana Convergence: 29 cards, NE is no faction.
    kojo = (STARTERS / "kojo.txt").read_text(encoding="utf-8").splitlines()[1:]
    lines, count = [], 27
    for line in kojo:
        quantity, ref = line.split()
        take = min(int(quantity), count)
        if take:
            lines.append(f"{take} {ref}")
        count -= take
    (here / "ltd.txt").write_text("\n".join([*lines, "2 ALT_ALIZE_B_NE_01_C", ""]))
    result = run(runner, cache_dir, "validate", "ltd.txt", "-f", "sealed", "--json")
    (outcome,) = json.loads(result.stdout)
    assert outcome["counts"]["factions"] == {"BR": 27}
    assert outcome["counts"]["mana_convergence"] == 2
    assert [v["message"] for v in outcome["violations"]] == ["29 cards (min 30)"]
    text = run(runner, cache_dir, "validate", "ltd.txt", "-f", "sealed").stdout
    assert "ltd.txt  ILLEGAL  29 cards · no hero · 3 rares\n" in text


def test_no_ban_list_yet_wording(runner: CliRunner, cache_dir: Path, here: Path) -> None:
    kojo = (STARTERS / "kojo.txt").read_text(encoding="utf-8")
    (here / "hh.txt").write_text(kojo + "1 ALT_CORE_B_BR_25_R2\n", encoding="utf-8")
    result = run(runner, cache_dir, "validate", "hh.txt", "--as-of", "2025-01-01", "--json")
    (warning,) = json.loads(result.stdout)[0]["warnings"]
    assert warning["rule"] == "ban-list"
    assert warning["message"] == (
        'ALT_CORE_B_BR_25_R2 "Helping Hand" (R2, Yzmir): the API flags it suspended, no ban list '
        "was in force yet; the dated table is used"
    )
