"""The README's tour runs as written, on the example decks in data/, from a fresh cache."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")

# The exit code each tour command must give (1: the illegal examples).
EXPECTED_EXIT = {
    "altered-deck validate data/decks/illegal/*.txt": 1,
}


def tour_commands() -> list[str]:
    """The commands of the README's "A tour" block, without their comments."""
    block = README.split("## A tour", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    return [line.split("  #", 1)[0].strip() for line in block.splitlines() if line.strip()]


def test_the_tour_has_no_path_outside_the_repository() -> None:
    commands = tour_commands()
    assert len(commands) == 13
    assert commands[0] == "altered-deck validate data/decks/sierra.txt"
    assert not [c for c in commands if "../" in c]


def test_the_tour_runs_as_written(tmp_path: Path) -> None:
    env = {**os.environ, "ALTERED_DECK_CACHE_DIR": str(tmp_path / "cache")}
    for number, command in enumerate(tour_commands()):
        argv = shlex.split(command.replace("altered-deck", "", 1))
        expanded = [a for arg in argv for a in (sorted(map(str, ROOT.glob(arg))) or [arg])]
        result = subprocess.run(
            [sys.executable, "-m", "altered_deck", "--offline", *expanded],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == EXPECTED_EXIT.get(command, 0), (command, result.stderr)
        assert result.stdout, command
        # Only the first command fills the cache, and says so.
        filled = "card cache filled from the bundled snapshot" in result.stderr
        assert filled == (number == 0), (command, result.stderr)
