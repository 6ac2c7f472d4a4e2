"""Simulation limits: --games, --tune-games, --jobs (per CPU), the number of swaps, and a token
as the card in: each is exit 2 with the limit, before any game is played."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from altered_deck.sim.limits import JOBS_PER_CPU, MAX_GAMES, MAX_SWAPS, cpu_count, max_jobs
from tests.conftest import STARTERS

SIERRA = str(STARTERS / "sierra.txt")
KOJO = str(STARTERS / "kojo.txt")
HUGE = str(10**12)


def run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args])


@pytest.mark.parametrize(
    "args",
    [
        ["goldfish", SIERRA, "--games", HUGE],
        ["matchup", SIERRA, KOJO, "--games", HUGE],
        ["gauntlet", SIERRA, KOJO, "--games", HUGE],
        ["tune", SIERRA, "--from-faction", "--games", HUGE],
        ["report", SIERRA, "-o", "-", "--games", HUGE],
        ["report", SIERRA, "-o", "-", "--tune", "--tune-games", HUGE],
    ],
)
def test_games_past_the_limit_are_exit_2(
    runner: CliRunner, cache_dir: Path, args: list[str]
) -> None:
    result = run(runner, cache_dir, *args)
    assert (result.exit_code, result.stdout) == (2, "")
    option = args[-2]
    assert f"Invalid value for '{option}': {HUGE} is not in the range 2<=x<={MAX_GAMES}." in (
        result.stderr
    )


@pytest.mark.parametrize(
    "args", [["goldfish", SIERRA], ["matchup", SIERRA, KOJO], ["tune", SIERRA, "--from-faction"]]
)
def test_jobs_past_four_per_cpu_are_exit_2(
    runner: CliRunner, cache_dir: Path, args: list[str]
) -> None:
    result = run(runner, cache_dir, *args, "--jobs", "10000")
    assert (result.exit_code, result.stdout) == (2, "")
    assert (
        f"Invalid value for '--jobs': 10000 is more than {JOBS_PER_CPU} worker processes per "
        f"CPU ({max_jobs()} on this machine's {cpu_count()} CPU(s))."
    ) in result.stderr


def test_too_many_swaps_are_exit_2(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> None:
    # 2,000 IN-only lines: each is tried for every distinct card of the deck.
    candidates = tmp_path / "candidates.txt"
    candidates.write_text("ALT_CORE_B_AX_08_R1\n" * 2000)
    result = run(runner, cache_dir, "tune", SIERRA, "--candidates", str(candidates))
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.endswith(
        f"error: {candidates}: more than {MAX_SWAPS:,} swaps (IN-only lines count once per "
        "distinct deck card); split the candidates over several runs\n"
    )
    result = run(runner, cache_dir, "tune", SIERRA, "--from-faction", "--max-candidates", "5000")
    assert result.exit_code == 2
    assert f"5000 is not in the range 1<=x<={MAX_SWAPS}" in result.stderr


def test_a_token_as_the_card_in_is_exit_2(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    candidates = tmp_path / "candidates.txt"
    candidates.write_text("ALT_CORE_B_AX_08_C ALT_ALIZE_B_AX_31_C\n")
    result = run(runner, cache_dir, "tune", SIERRA, "--candidates", str(candidates), "--games", "2")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.endswith(
        f"error: {candidates}: ALT_ALIZE_B_AX_31_C is a token, not a card a deck may hold: "
        "it cannot be swapped in\n"
    )
