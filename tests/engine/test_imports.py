"""The engine loads whichever of its modules a library user imports first.

The effect groups and the core import each other; ``altered_deck.engine`` loads them in one
order that works. These modules each failed with a circular import when imported first
before that (checked in a fresh interpreter each)."""

from __future__ import annotations

import subprocess
import sys

import pytest

FIRST = (
    "core.play",
    "mechanics.boosts.rules",
    "mechanics.keywords.rules",
    "mechanics.targets.choice",
    "mechanics.reserve.moves",
    "mechanics.turns.rules",
    "mechanics.sabotage.rules",
)


@pytest.mark.parametrize("module", FIRST)
def test_an_engine_module_imported_first_loads(module: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", f"import altered_deck.engine.{module}"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stderr) == (0, "")
