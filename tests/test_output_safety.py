"""Output: a full or closed stdout is exit 3 "cannot write output"; every text output
(matchup, gauntlet, trace, cards show) escapes control and colour sequences from the data
while the tool's own colours pass; ``-o -`` is stdout everywhere."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.store import DB_NAME
from altered_deck.cli.main import cli
from altered_deck.render.safe import terminal_safe
from tests.conftest import ROOT, STARTERS

EVIL = "Sierra\x1b]0;pwned\x07\x1b[2J\x1b[8mhidden\x1b[0m\u202e"
CONTROLS = "\x1b\x07\u202e"


def script(
    cache_dir: Path, *args: str, close_stdout: bool = False
) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "altered_deck", "--cache-dir", str(cache_dir), "--offline"]
    with open("/dev/full", "w") as full:
        return subprocess.run(
            [*command, *args],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            timeout=60,
            preexec_fn=(lambda: os.close(1)) if close_stdout else None,
        )


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize(
    "args",
    [
        ["validate", str(STARTERS / "sierra.txt")],
        ["cards", "search", "--name", "Sierra", "--json"],
        ["formats", "export", "-o", "-"],
        ["--help"],
        ["--version"],
    ],
)
def test_a_full_stdout_is_exit_3_cannot_write_output(cache_dir: Path, args: list[str]) -> None:
    result = script(cache_dir, *args)
    assert (result.returncode, result.stderr) == (
        3,
        "error: cannot write output (No space left on device)\n",
    )


def test_a_closed_stdout_is_exit_3_cannot_write_output(cache_dir: Path) -> None:
    result = script(cache_dir, "cards", "search", "--name", "Sierra", close_stdout=True)
    assert (result.returncode, result.stderr) == (
        3,
        "error: cannot write output: standard output is closed\n",
    )


def rename(cache_dir: Path, reference: str, name: str) -> None:
    conn = sqlite3.connect(cache_dir / DB_NAME)
    (text,) = conn.execute("SELECT card FROM cards WHERE reference=?", (reference,)).fetchone()
    card = json.loads(text)
    card["names"]["en-us"] = name
    conn.execute("UPDATE cards SET card=? WHERE reference=?", (json.dumps(card), reference))
    conn.commit()
    conn.close()


def evil_deck(tmp_path: Path, starter: str) -> Path:
    deck = tmp_path / f"{starter}.json"
    lines = (STARTERS / f"{starter}.txt").read_text("utf-8").splitlines()
    cards = []
    for line in lines:
        if line.strip() and not line.startswith("#"):
            quantity, reference = line.split()[:2]
            cards.append({"reference": reference, "quantity": int(quantity)})
    deck.write_text(json.dumps({"name": EVIL, "cards": cards}))
    return deck


@pytest.mark.parametrize("command", ["matchup", "gauntlet", "trace"])
def test_simulation_text_escapes_control_and_colour_sequences_from_data(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, command: str
) -> None:
    sierra = evil_deck(tmp_path, "sierra")
    # Every card name of Sierra's deck carries the sequences too (the trace names cards).
    for line in (STARTERS / "sierra.txt").read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rename(cache_dir, line.split()[1].upper(), EVIL)
    base = ["--cache-dir", str(cache_dir), "--offline"]
    kojo = str(STARTERS / "kojo.txt")
    sim = ["--games", "2", "--seed", "1", "--jobs", "1"]
    args = {
        "matchup": ["matchup", str(sierra), kojo, *sim],
        "gauntlet": ["gauntlet", str(sierra), kojo, *sim],
        "trace": ["matchup", str(sierra), kojo, *sim, "--trace"],
    }[command]
    result = runner.invoke(cli, [*base, *args])
    assert result.exit_code == 0, result.stderr
    assert terminal_safe(EVIL) in result.stdout
    assert not any(ch in result.stdout for ch in CONTROLS)


def test_cards_show_prints_a_name_on_one_line(runner: CliRunner, cache_dir: Path) -> None:
    rename(cache_dir, "ALT_CORE_B_AX_01_C", "Two\nlines\x1b[8m")
    args = ["--cache-dir", str(cache_dir), "--offline", "cards", "show", "ALT_CORE_B_AX_01_C"]
    result = runner.invoke(cli, args)
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == "Two\\x0alines\\x1b[8m  ALT_CORE_B_AX_01_C"


def test_the_tools_own_colours_pass(runner: CliRunner, cache_dir: Path) -> None:
    args = ["--cache-dir", str(cache_dir), "--offline", "validate", str(STARTERS / "sierra.txt")]
    result = runner.invoke(cli, args, env={"FORCE_COLOR": "1"}, color=True)
    assert "\x1b[32m\x1b[1mLEGAL\x1b[0m" in result.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["formats", "export", "-o", "-"],
        ["deck", "convert", str(STARTERS / "sierra.txt"), "--to", "json", "-o", "-"],
    ],
)
def test_dash_output_is_stdout(
    runner: CliRunner,
    cache_dir: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    args: list[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args])
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)
    assert not (tmp_path / "-").exists()


def test_a_bundle_to_dash_is_written_on_stdout(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import gzip

    from tests.conftest import DUMP

    monkeypatch.chdir(tmp_path)
    result = runner.invoke(cli, ["cards", "bundle", str(DUMP), "-o", "-", "--locale", "en-us"])
    assert result.exit_code == 0, result.stderr
    assert json.loads(gzip.decompress(result.stdout_bytes))["schema"] == 1
    assert not (tmp_path / "-").exists()


FULL_OUTPUTS = [
    ["validate", "{kojo}", "--junit-xml", "{out}.xml"],
    ["validate", "{kojo}", "--sarif", "{out}.sarif"],
    ["validate", "{kojo}", "--summary-md", "{out}.md"],
    ["event", "check", "-f", "standard", "{csv}", "-o", "{out}.json"],
    ["event", "check", "-f", "standard", "{csv}", "-o", "{out}.html"],
    ["report", "{kojo}", "-o", "{out}.html", "--games", "10", "--seed", "1"],
    ["deck", "convert", "{kojo}", "--to", "json", "-o", "{out}.json"],
    ["formats", "export", "-o", "{out}.json"],
]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("args", FULL_OUTPUTS, ids=lambda a: " ".join(a[:2]) + " " + a[-1])
def test_an_output_file_on_a_full_disk_is_exit_3(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, args: list[str]
) -> None:
    # A link to /dev/full is a file of the name the option wants on a disk with no room left.
    kojo = STARTERS / "kojo.txt"
    csv = tmp_path / "registrations.csv"
    csv.write_text(f"player,deck\nAnn,{kojo}\n", encoding="utf-8")
    name = next(a for a in args if a.startswith("{out}")).replace("{out}", "full")
    (tmp_path / name).symlink_to("/dev/full")
    out = str(tmp_path / "full")
    command = [a.replace("{kojo}", str(kojo)).replace("{csv}", str(csv)) for a in args]
    command = [a.replace("{out}", out) for a in command]
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *command])
    assert result.exit_code == 3, result.stderr
    assert result.stderr.splitlines()[-1] == (
        f"error: cannot write {tmp_path / name}: No space left on device"
    )
