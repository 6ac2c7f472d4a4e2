"""Hostile and careless positions through ``engine scenario``: a seeded loop over the
``scenario`` kind of ``bench/fuzz.py`` (``bench/fuzz_scenario.py``), cheap enough for every
run; ``python bench/fuzz.py --kinds scenario --inputs 3000`` runs thousands."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli
from tests.conftest import ROOT

INPUTS = 60


@pytest.fixture(scope="module")
def fuzz() -> ModuleType:
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(ROOT / "bench"))  # fuzz.py imports its kinds by name
        import fuzz as module  # type: ignore[import-not-found]

    return module


def test_the_scenario_kind_is_registered(fuzz: ModuleType) -> None:
    assert "scenario" in fuzz.KINDS


def test_fuzzed_positions_end_in_an_answer_or_a_one_line_refusal(
    fuzz: ModuleType, runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    rng = random.Random(3)
    position = tmp_path / "position.json"
    codes: Counter[int] = Counter()
    for _ in range(INPUTS):
        text, applies = fuzz.fuzz_scenario.scenario_input(
            rng, fuzz.mutate, fuzz._replace_random_node
        )
        position.write_text(text, encoding="utf-8", errors="surrogateescape")
        argv = ["--cache-dir", str(cache_dir), "engine", "scenario", str(position), *applies]
        result = runner.invoke(cli, [*argv, "--json"])
        assert result.exception is None or isinstance(result.exception, SystemExit), text[:300]
        assert result.exit_code in (0, 2), (text[:300], result.stderr)
        if result.exit_code == 2:
            assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1
        codes[result.exit_code] += 1
    # both answers and refusals: the generator makes positions the engine plays, and others
    assert codes[0] >= 10 and codes[2] >= 10, codes
