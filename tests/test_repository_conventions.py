"""What a maintainer used to ruff, pre-commit and check-jsonschema expects of `validate`: a
folder argument is searched with the discovery rules, a bare run respects .gitignore,
``--output-format concise`` prints ruff's one line per finding and ``--quiet`` only the
findings, a mistyped format gets the closest one, completion offers the formats, and every
JSON error code is a string."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from tests.conftest import STARTERS

# ruff's concise output: path:line:column: CODE message
CONCISE = re.compile(
    r"^(?P<path>[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<code>[A-Z0-9-]+) (?P<msg>.+)$"
)
BUGFIX = STARTERS / "illegal" / "sierra-bugfix.txt"
SUSPENDED = (
    'STD-SUSPENDED ban-list:2025-10-03: ALT_BISE_B_AX_58_C "Bugfix" (C, Axiom) suspended '
    "since 2025-10-03 by Equinox"
)
NOT_A_DECK = "not a decklist (no 'QTY REF' line, deck JSON or deck code)"


def run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", "validate", *args])


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A git repository of decklists: a legal and an illegal deck, a broken one, a note,
    and what .gitignore ignores (a build folder, backups but one, a nested rule)."""
    root = tmp_path / "decklists"
    (root / ".git").mkdir(parents=True)
    (root / "decks" / "wip").mkdir(parents=True)
    (root / "build").mkdir()
    shutil.copy(STARTERS / "sierra.txt", root / "decks" / "sierra.txt")
    shutil.copy(BUGFIX, root / "decks" / "bugfix.txt")
    (root / "decks" / "broken.txt").write_text("1 ALT_CORE_B_AX_01_C\nhello\n", encoding="utf-8")
    (root / "decks" / "kit.txt").write_text("2 Sleeve boxes\n", encoding="utf-8")
    shutil.copy(STARTERS / "kojo.txt", root / "build" / "kojo.txt")
    shutil.copy(STARTERS / "kojo.txt", root / "decks" / "old.bak.txt")
    shutil.copy(STARTERS / "kojo.txt", root / "decks" / "keep.bak.txt")
    shutil.copy(STARTERS / "akesha.txt", root / "decks" / "wip" / "akesha.txt")
    (root / ".gitignore").write_text("build/\n*.bak.txt\n!keep.bak.txt\n", encoding="utf-8")
    (root / "decks" / ".gitignore").write_text("wip/\n", encoding="utf-8")
    monkeypatch.chdir(root)
    return root


def checked(result: Result) -> list[str]:
    return [deck["deck"] for deck in json.loads(result.stdout)]


def test_a_bare_validate_respects_gitignore(runner: CliRunner, cache_dir: Path, repo: Path) -> None:
    result = run(runner, cache_dir, "--json", "--as-of", "2026-03-01")
    assert checked(result) == [
        "decks/broken.txt",
        "decks/bugfix.txt",
        "decks/keep.bak.txt",  # re-included by !keep.bak.txt
        "decks/sierra.txt",
    ]
    assert result.stderr.splitlines() == [
        f"note: skipped decks/kit.txt: {NOT_A_DECK}",
        "error: decks/broken.txt: 1 malformed line",
        "  decks/broken.txt:2: expected '<quantity> <reference>', got 'hello'",
    ]


def test_a_folder_is_searched_with_the_discovery_rules(
    runner: CliRunner, cache_dir: Path, repo: Path
) -> None:
    result = run(runner, cache_dir, "decks", "--json", "--as-of", "2026-03-01")
    assert checked(result) == [
        "decks/broken.txt",
        "decks/bugfix.txt",
        "decks/keep.bak.txt",
        "decks/sierra.txt",
    ]
    assert result.exit_code == 2  # broken.txt
    # a folder git ignores, named on purpose, is searched whole; with a file beside it
    result = run(runner, cache_dir, "build", "decks/sierra.txt", "--json", "--as-of", "2026-03-01")
    assert (result.exit_code, checked(result)) == (0, ["build/kojo.txt", "decks/sierra.txt"])
    (repo / "empty").mkdir()
    result = run(runner, cache_dir, "empty")
    assert result.exit_code == 2
    assert result.stderr == (
        "error: no decklist found in empty: nothing matching **/*.txt, **/*.json looks like "
        "a deck\n"
    )


def test_concise_is_ruffs_shape(runner: CliRunner, cache_dir: Path, repo: Path) -> None:
    result = run(runner, cache_dir, "--output-format", "concise", "--as-of", "2026-03-01")
    assert result.exit_code == 2
    assert result.stdout.splitlines() == [
        "decks/broken.txt:2:1: DECK-UNREADABLE expected '<quantity> <reference>', got 'hello'",
        f"decks/bugfix.txt:23:1: {SUSPENDED}",
        "4 decks: 2 legal, 1 illegal, 1 not validated.",
    ]
    assert all(CONCISE.match(line) for line in result.stdout.splitlines()[:-1])
    # the problems are in the lines: stderr has the note only
    assert result.stderr == f"note: skipped decks/kit.txt: {NOT_A_DECK}\n"


def test_ruff_prints_the_same_shape(tmp_path: Path) -> None:
    source = tmp_path / "a.py"
    source.write_text("import os\n", encoding="utf-8")
    ruff = [sys.executable, "-m", "ruff", "check", "--isolated", "--no-cache", "--quiet"]
    done = subprocess.run(
        [*ruff, "--select", "F401", "--output-format", "concise", str(source)],
        capture_output=True,
        text=True,
        check=False,
    )
    (line,) = done.stdout.splitlines()
    match = CONCISE.match(line)
    assert match is not None, line
    assert (match["path"], match["line"], match["col"], match["code"]) == (
        str(source),
        "1",
        "8",
        "F401",
    )


def test_quiet_prints_only_the_findings(runner: CliRunner, cache_dir: Path, repo: Path) -> None:
    concise = run(runner, cache_dir, "--output-format", "concise", "-q", "--as-of", "2026-03-01")
    assert concise.stdout.splitlines() == [
        "decks/broken.txt:2:1: DECK-UNREADABLE expected '<quantity> <reference>', got 'hello'",
        f"decks/bugfix.txt:23:1: {SUSPENDED}",
    ]
    assert concise.stderr == ""
    full = run(runner, cache_dir, "--quiet", "--as-of", "2026-03-01")
    assert full.exit_code == 2
    assert full.stdout == (
        "decks/broken.txt  UNREADABLE  1 malformed line\n"
        "decks/bugfix.txt  ILLEGAL     40 cards · hero Sierra & Oddball (AX) · 8 rares\n"
        '  STD-SUSPENDED   ban-list:2025-10-03: ALT_BISE_B_AX_58_C "Bugfix" (C, Axiom)\n'
        "                  suspended since 2025-10-03 by Equinox [line 23]\n"
    )
    legal = run(runner, cache_dir, "-q", "decks/sierra.txt", "--as-of", "2026-03-01")
    assert (legal.exit_code, legal.stdout, legal.stderr) == (0, "", "")


def test_a_mistyped_format_gets_the_closest(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, str(STARTERS / "sierra.txt"), "--format", "standart")
    assert result.exit_code == 2
    assert result.stderr.startswith(
        "error: unknown format 'standart'; did you mean 'standard'? choose one of: standard, "
    )
    tune = runner.invoke(cli, ["tune", str(STARTERS / "sierra.txt"), "-f", "Singelton"])
    assert tune.exit_code == 2
    assert tune.stderr.rstrip().endswith(
        "'Singelton' is not one of 'standard', '2v2', 'ffa', "
        "'nuc', 'singleton', 'sealed', 'draft', 'booster-war', 'frontier', 'living-legends', "
        "'singleton-nuc', 'sandbox'. Did you mean 'singleton'?"
    )


S_FORMATS = ["standard", "singleton", "sealed", "singleton-nuc", "sandbox"]


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("validate -f s", S_FORMATS),
        ("validate --format st", ["standard"]),
        ("formats s", S_FORMATS),
        ("formats b", ["booster-war", "bans"]),
        ("formats bans -f ff", ["ffa"]),
        ("event check players.csv -f s", S_FORMATS),
        ("tune deck.txt -f s", S_FORMATS),
        ("report deck.txt --format s", S_FORMATS),
    ],
)
def test_completion_lists_the_formats(runner: CliRunner, words: str, expected: list[str]) -> None:
    env = {
        "_ALTERED_DECK_COMPLETE": "bash_complete",
        "COMP_WORDS": f"altered-deck {words}",
        "COMP_CWORD": str(len(words.split())),
    }
    result = runner.invoke(cli, [], prog_name="altered-deck", env=env)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [f"plain,{name}" for name in expected]


def test_every_json_error_code_is_a_string(runner: CliRunner, cache_dir: Path, repo: Path) -> None:
    decks = json.loads(run(runner, cache_dir, "decks/broken.txt", "--json").stdout)
    assert decks[0]["error"]["code"] == "DECK-UNREADABLE"
    assert decks[0]["error"]["exit_code"] == 2
    stopped = json.loads(run(runner, cache_dir, "decks", "--json", "--as-of", "2026-13-01").stdout)
    assert stopped["error"]["code"] == "USAGE-ERROR"
    assert stopped["error"]["exit_code"] == 2
    missing = json.loads(run(runner, cache_dir, "nosuch.txt", "--json").stdout)
    assert (missing[0]["error"]["code"], missing[0]["error"]["exit_code"]) == ("DECK-UNREADABLE", 2)
