"""What the engine's tests share: the table a scenario test plays its positions on."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.engine.test_scenario_targets import Table


@pytest.fixture
def table(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> Table:
    """The runner, the card cache and the folder the scenario tests write positions to."""
    return Table(runner, cache_dir, tmp_path)
