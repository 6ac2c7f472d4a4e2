"""Control characters in data are shown, not obeyed; Ctrl-C exits 130, no traceback."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.store import DB_NAME
from altered_deck.cli.main import cli
from altered_deck.render.safe import terminal_safe
from tests.conftest import ROOT

EVIL = "Sierra\x1b]0;pwned\x07\x1b[2J\r\x9b6n\u202eesrever"


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("plain, accents éà, tab\tand\nnewline", "plain, accents éà, tab\tand\nnewline"),
        (EVIL, "Sierra\\x1b]0;pwned\\x07\\x1b[2J\\x0d\\x9b6n\\u202eesrever"),
        ("\x1b[8mhidden\x1b[0m", "\\x1b[8mhidden\\x1b[0m"),  # colour from data too
        ("\x00\x7f", "\\x00\\x7f"),
    ],
)
def test_terminal_safe(text: str, shown: str) -> None:
    assert terminal_safe(text) == shown


def test_deck_name_is_escaped_in_text_and_kept_in_json(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "evil.json"
    deck.write_text(
        json.dumps({"name": EVIL, "cards": [{"reference": "ALT_CORE_B_AX_01_C", "quantity": 1}]})
    )
    args = ["--cache-dir", str(cache_dir), "--offline", "deck", "show", str(deck)]
    result = runner.invoke(cli, args)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[0] == f"{terminal_safe(EVIL)} — 1 card"
    assert "\x1b" not in result.stdout
    result = runner.invoke(cli, [*args, "--json"])
    assert json.loads(result.stdout)["name"] == EVIL


def test_card_name_from_the_source_is_escaped(runner: CliRunner, cache_dir: Path) -> None:
    conn = sqlite3.connect(cache_dir / DB_NAME)
    (text,) = conn.execute("SELECT card FROM cards WHERE reference='ALT_CORE_B_AX_01_C'").fetchone()
    card = json.loads(text)
    card["names"]["en-us"] = EVIL
    conn.execute(
        "UPDATE cards SET card=? WHERE reference='ALT_CORE_B_AX_01_C'", (json.dumps(card),)
    )
    conn.commit()
    conn.close()
    args = ["--cache-dir", str(cache_dir), "--offline", "cards", "show", "ALT_CORE_B_AX_01_C"]
    result = runner.invoke(cli, args)
    assert result.exit_code == 0, result.stderr
    assert terminal_safe(EVIL) in result.stdout
    assert not any(ch in result.stdout for ch in "\x1b\x07\r\x9b\u202e")
    result = runner.invoke(cli, [*args, "--json"])
    assert json.loads(result.stdout)["names"]["en-us"] == EVIL


# --- Ctrl-C ------------------------------------------------------------------------------

# Raises KeyboardInterrupt where the user's Ctrl-C would land, then runs the console script.
INTERRUPT_AT = """
import builtins, sys
where = sys.argv.pop(1)
if where == "import":
    real_import = builtins.__import__
    def interrupted_import(name, *args, **kwargs):
        if name == "altered_deck.cli.main":
            raise KeyboardInterrupt
        return real_import(name, *args, **kwargs)
    builtins.__import__ = interrupted_import
elif where == "parsing":
    import click
    def interrupted_parse(self, ctx, args):
        raise KeyboardInterrupt
    click.Group.parse_args = interrupted_parse
elif where == "command":
    import altered_deck.decks.reader as reader
    def interrupted_read(*args, **kwargs):
        raise KeyboardInterrupt
    reader.read_deck = interrupted_read
from altered_deck.cli.entry import main
main()
"""


@pytest.mark.parametrize(
    ("where", "stderr"),
    [("import", "interrupted\n"), ("parsing", "\ninterrupted\n"), ("command", "interrupted\n")],
)
def test_ctrl_c_exits_130_without_traceback(tmp_path: Path, where: str, stderr: str) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            INTERRUPT_AT,
            where,
            "--cache-dir",
            str(tmp_path),
            "deck",
            "convert",
            "data/decks/sierra.txt",
            "--to",
            "deckfmt",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert (done.returncode, done.stdout, done.stderr) == (130, "", stderr)


def test_console_script_runs_commands_and_maps_click_errors(tmp_path: Path) -> None:
    base = [sys.executable, "-m", "altered_deck", "--cache-dir", str(tmp_path)]
    done = subprocess.run(
        [*base, "deck", "convert", "data/decks/sierra.txt", "--to", "deckfmt"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (
        0,
        "EBAlWQnKznJygpeMvWfNPjnBzApOMnaVDKnm5yQZ2upm_TLGlgA\n",
    )
    done = subprocess.run([*base, "nope"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2
    assert done.stderr.endswith("Error: No such command 'nope'.\n")
