"""The configuration fuzzer (``python bench/fuzz.py --kinds config``) on a small seed: every
hostile configuration file ends in a verdict, a warning or exit 2, never exit 70 or a
traceback. The figure over thousands of inputs is in docs/development/benchmarks.md."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli
from bench.fuzz_config import config_input

INPUTS = 40


def test_hostile_configuration_files_are_never_an_internal_error(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the fuzzer changes folders; this restores the first
    rng = random.Random(1)
    codes: Counter[int] = Counter()
    for _ in range(INPUTS):
        what, argv = config_input(rng, tmp_path / "config")
        result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *argv])
        assert result.exit_code in (0, 1, 2), (what, result.stderr)
        assert "internal error" not in result.stderr and "Traceback" not in result.stderr, what
        codes[result.exit_code] += 1
    assert codes[0] > 0 and codes[2] > 0  # obeyed or ignored files, and refused ones
