"""The documentation's ``console`` blocks run as written: each ``$ command`` from a working
directory holding the repository's data/ and tests/fixtures/, offline, on a fresh card cache,
with the exit code its ``# exit N`` comment names (0 without one) and, when output lines follow
it, exactly that output.
``sh`` and ``text`` blocks are illustrations (files you have, the network, long runs): not run."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.conftest import ROOT

DOCS = ROOT / "docs"
BIN = Path(sys.executable).parent
SCRIPT = shutil.which("altered-deck", path=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
CONSOLE = re.compile(r"^```console\n(.*?)^```", re.S | re.M)
EXIT = re.compile(r"#\s*exit (\d+)\s*$")


@dataclass
class Step:
    """One ``$ command`` of a console block and what it must print."""

    command: str
    exit_code: int = 0
    output: list[str] = field(default_factory=list)


def console_blocks(text: str) -> list[list[Step]]:
    """The console blocks of a page, as lists of steps."""
    blocks = []
    for body in CONSOLE.findall(text):
        steps: list[Step] = []
        for line in body.splitlines():
            if line.startswith("$ "):
                command = line[2:]
                code = EXIT.search(command)
                steps.append(Step(command, int(code.group(1)) if code else 0))
            else:
                assert steps, f"output before any command: {line!r}"
                steps[-1].output.append(line)
        blocks.append(steps)
    return blocks


def pages_with_commands() -> list[Path]:
    return sorted(p for p in DOCS.rglob("*.md") if CONSOLE.search(p.read_text(encoding="utf-8")))


def test_the_parser_reads_commands_exit_codes_and_output() -> None:
    page = "```console\n$ altered-deck a  # exit 1\nline 1\n\nline 3\n$ b\n```\n```sh\n$ c\n```\n"
    (block,) = console_blocks(page)
    assert block == [Step("altered-deck a  # exit 1", 1, ["line 1", "", "line 3"]), Step("b")]


def test_the_docs_have_console_blocks_to_run() -> None:
    pages = {p.relative_to(DOCS).as_posix() for p in pages_with_commands()}
    assert {"getting-started.md", "organisers/validate.md", "players/decklists.md"} <= pages


def test_no_console_block_is_indented() -> None:
    # an indented fence (in a list item) escapes the runner: its commands would go unchecked
    for page in DOCS.rglob("*.md"):
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"^[ \t]+```console", text, re.M), page.relative_to(DOCS)


@pytest.mark.parametrize(
    "page", pages_with_commands(), ids=lambda p: p.relative_to(DOCS).as_posix()
)
def test_console_blocks_run_as_written(page: Path, tmp_path: Path) -> None:
    env = {
        "PATH": f"{BIN}{os.pathsep}{Path(SCRIPT or BIN).parent}{os.pathsep}/usr/bin:/bin",
        "HOME": str(tmp_path / "home"),
        "ALTERED_DECK_CACHE_DIR": str(tmp_path / "cache"),
        "ALTERED_API_URL": "http://127.0.0.1:9",
        "PYTHONPATH": str(ROOT),
        "COLUMNS": "80",
    }
    for number, steps in enumerate(console_blocks(page.read_text(encoding="utf-8"))):
        work = tmp_path / f"block{number}"
        work.mkdir()
        (work / "data").symlink_to(ROOT / "data")
        (work / "tests").mkdir()
        (work / "tests" / "fixtures").symlink_to(ROOT / "tests" / "fixtures")
        for step in steps:
            command = step.command.replace("altered-deck ", "altered-deck --offline ", 1)
            done = subprocess.run(
                ["bash", "-c", command],
                cwd=work,
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
            )
            assert done.returncode == step.exit_code, (step.command, done.stderr)
            if step.output:
                assert done.stdout.rstrip("\n").splitlines() == step.output, step.command


def test_the_rules_file_example_is_a_rules_file(tmp_path: Path) -> None:
    page = (DOCS / "organisers" / "rules-files.md").read_text(encoding="utf-8")
    (example,) = [b for b in re.findall(r"```json\n(.*?)```", page, re.S) if '"schema": 1' in b]
    (tmp_path / "league.json").write_text(example, encoding="utf-8")
    command = [sys.executable, "-m", "altered_deck", "--cache-dir", str(tmp_path / "cache")]
    options = ["--format", "league", "--rules", str(tmp_path / "league.json")]
    done = subprocess.run(
        [
            *command,
            "--offline",
            "validate",
            "data/decks/sierra.txt",
            *options,
            "--as-of",
            "2026-07-01",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1, done.stderr  # Sierra's starter has 8 rares, the league allows 5
    assert "LG-RARE-MAX     format:league: 8 rare cards (max 5)" in done.stdout
    assert "ban list of 2026-06-01" in done.stdout  # the example's suspension is a ban list
