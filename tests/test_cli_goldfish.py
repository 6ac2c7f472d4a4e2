"""``altered-deck goldfish``: exit codes, seed, tables, --json, --jobs, --trace, progress."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from altered_deck.cli.simopts import ProgressBar
from altered_deck.engine.runner import game_seeds
from tests.conftest import STARTERS

SIERRA = str(STARTERS / "sierra.txt")


def goldfish(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "goldfish", *args])


def as_json(result: Result) -> Any:
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_report_has_the_seed_line_coverage_and_every_table(
    runner: CliRunner, cache_dir: Path
) -> None:
    result = goldfish(
        runner,
        cache_dir,
        SIERRA,
        "--games",
        "64",
        "--seed",
        "1",
        "--jobs",
        "1",
        "--as-of",
        "2025-12-01",
    )
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("seed 1 · 64 games · greedy pilot · day cap 12 · 1 process · ")
    assert lines[1:6] == [
        f"Sierra & Oddball · {SIERRA}",
        "Complete Rules 4.0 (from 2025-10-03) on 2025-12-01 · reshuffle: any-time",
        "0 of 16 distinct cards have unmodelled text.",
        "2 act on an opponent (played in matchups, nothing to hit here):",
        "    Axiom Scrambler · Kelon Burst",
    ]
    assert "Day 1 seat" in result.stdout
    for heading in ("First move", "Advancement:", "Curve use:", "Not won by day 12: "):
        assert heading in result.stdout
    assert "over the games still running that day" in result.stdout
    assert max(len(line) for line in lines) <= 80
    assert result.stderr == ""  # no progress bar when stderr is not a terminal


def test_a_random_seed_is_printed_and_replays_the_run(runner: CliRunner, cache_dir: Path) -> None:
    first = goldfish(runner, cache_dir, SIERRA, "--games", "40", "--jobs", "1")
    assert first.exit_code == 0, first.stderr
    match = re.match(r"seed (\d+) · 40 games", first.stdout)
    assert match is not None
    seed = match.group(1)
    again = as_json(goldfish(runner, cache_dir, SIERRA, "--games", "40", "--seed", seed, "--json"))
    assert again["seed"] == int(seed)
    replay = goldfish(runner, cache_dir, SIERRA, "--games", "40", "--seed", seed, "--jobs", "1")
    # Everything but the elapsed time on the first line is identical.
    assert replay.stdout.splitlines()[1:] == first.stdout.splitlines()[1:]


def test_json_carries_the_run_the_coverage_and_the_tables(
    runner: CliRunner, cache_dir: Path
) -> None:
    data = as_json(goldfish(runner, cache_dir, SIERRA, "--games", "50", "--seed", "3", "--json"))
    assert (data["seed"], data["games"], data["pilot"], data["max_days"]) == (3, 50, "greedy", 12)
    assert data["intervals"] == {"proportions": "wilson", "means": "normal"}
    assert data["confidence"] == 0.95
    assert data["deck"] == {
        "name": SIERRA,
        "hero": "Sierra & Oddball",
        "distinct_cards": 16,
        "unmodelled_cards": [],
        "opponent_cards": ["Axiom Scrambler", "Kelon Burst"],
        "unmodelled_plays": {
            "games": 50,
            "plays": 352,
            "unmodelled_plays": 0,
            "share": 0.0,
            "low": 0.0,
            "high": 0.0,
            "interval": "ratio over games (delta method)",
            "depends_on_unmodelled": False,
            "threshold": 0.1,
        },
    }
    stats = data["statistics"]
    assert stats["games"] == 50
    assert [row["day"] for row in stats["win_days"]] == list(range(1, 13))
    assert stats["win_days"][-1]["by_day"]["count"] + stats["not_won"]["count"] == 50
    assert stats["advancement"][0]["day"] == 1
    assert stats["advancement"][0]["games"] == 50
    assert set(stats["curve"][0]) == {
        "day",
        "games",
        "mana",
        "spent",
        "unspent",
        "hand_plays",
        "reserve_plays",
        "hand_size",
    }
    assert set(stats["first_move"]) == {"hero", "companion"}
    assert stats["curve"][0]["mana"]["mean"] == 3.0  # Day 1: 3 cards into Mana


def test_one_and_two_workers_give_the_same_statistics(runner: CliRunner, cache_dir: Path) -> None:
    common = [SIERRA, "--games", "600", "--seed", "12", "--json"]  # 3 batches of <= 250
    one = as_json(goldfish(runner, cache_dir, *common, "--jobs", "1"))
    two = as_json(goldfish(runner, cache_dir, *common, "--jobs", "2"))
    assert (one["workers"], two["workers"]) == (1, 2)
    assert (one["executor"], two["executor"]) == ("1 process", "2 processes")
    assert one["statistics"] == two["statistics"]
    assert one["statistics"]["games"] == 600


def test_the_day_cap_bounds_every_table(runner: CliRunner, cache_dir: Path) -> None:
    args = [SIERRA, "--games", "30", "--seed", "2", "--max-days", "3", "--json"]
    data = as_json(goldfish(runner, cache_dir, *args))
    stats = data["statistics"]
    assert len(stats["win_days"]) == 3
    # Without effects an expedition moves at most once a day: nothing wins before day 4.
    assert stats["not_won"]["count"] == 30
    assert [row["day"] for row in stats["curve"]] == [1, 2, 3]


def test_random_pilot(runner: CliRunner, cache_dir: Path) -> None:
    args = [SIERRA, "--games", "20", "--seed", "4", "--pilot", "random", "--json"]
    data = as_json(goldfish(runner, cache_dir, *args))
    assert data["pilot"] == "random"
    assert data["statistics"]["games"] == 20


def test_trace_shows_the_first_game_of_the_run(runner: CliRunner, cache_dir: Path) -> None:
    result = goldfish(runner, cache_dir, SIERRA, "--seed", "5", "--trace")
    assert result.exit_code == 0, result.stderr
    game_seed = game_seeds(game_seeds(5, 1)[0], 1)[0]  # game 0 of batch 0 of the run
    assert result.stdout.startswith(
        f"seed 5 · greedy pilot · day cap 12\ngame 1 of the run: game seed {game_seed}\n\nDay 1\n"
    )
    assert re.search(r"^ *(Won on day \d+|Not won by day 12)\.$", result.stdout, re.M)
    data = as_json(goldfish(runner, cache_dir, SIERRA, "--seed", "5", "--trace", "--json"))
    assert (data["seed"], data["game_seed"]) == (5, game_seed)
    assert data["trace"] in result.stdout


def test_a_deck_without_hero_plays_and_says_so(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "six.txt"
    deck.write_text("3 ALT_CORE_B_AX_11_C\n3 ALT_CORE_B_AX_25_C\n")
    result = goldfish(runner, cache_dir, str(deck), "--games", "20", "--seed", "1")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[1] == f"no hero · {deck}"
    data = as_json(goldfish(runner, cache_dir, str(deck), "--games", "20", "--json"))
    assert data["deck"]["hero"] is None
    assert data["deck"]["distinct_cards"] == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", "1"], "'--games': 1 is not in the range 2<=x<=1000000"),  # as every simulation
        (["--jobs", "0"], "--jobs"),
        (["--max-days", "0"], "--max-days"),
        (["--pilot", "smart"], "--pilot"),
        (["--seed", "-1"], "--seed"),
    ],
)
def test_bad_options_are_usage_errors(
    runner: CliRunner, cache_dir: Path, args: list[str], message: str
) -> None:
    result = goldfish(runner, cache_dir, SIERRA, *args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert result.stdout == ""


def test_a_missing_deck_is_a_usage_error(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    result = goldfish(runner, cache_dir, str(tmp_path / "nope.txt"), "--games", "5")
    assert result.exit_code == 2
    assert "no such file" in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


def test_help_has_an_example(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["goldfish", "--help"])
    assert result.exit_code == 0
    assert "altered-deck goldfish decks/sierra.txt --seed 1" in result.stdout


# --- the progress bar --------------------------------------------------------------------


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_progress_is_hidden_for_short_runs() -> None:
    stream, clock = io.StringIO(), Clock()
    bar = ProgressBar(stream, enabled=True, clock=clock)
    clock.now += 0.5
    bar(500, 1000)  # on course for 1 s in all
    clock.now += 0.5
    bar(1000, 1000)
    bar.close()
    assert stream.getvalue() == ""


def test_progress_shows_for_runs_over_two_seconds_and_is_erased() -> None:
    stream, clock = io.StringIO(), Clock()
    bar = ProgressBar(stream, enabled=True, clock=clock)
    clock.now += 0.1
    bar(10, 1000)  # too early to judge
    assert stream.getvalue() == ""
    clock.now += 0.4
    bar(100, 1000)  # on course for 5 s
    bar_text = "[" + "█" * 3 + "·" * 27 + "] 100/1,000 games · 0.5 s · ~4.5 s left"
    assert stream.getvalue() == "\r" + bar_text + "\x1b[K"
    clock.now += 0.01
    bar(110, 1000)  # redrawn at most every 0.1 s
    assert stream.getvalue().count("\r") == 1
    clock.now += 4.5
    bar(1000, 1000)
    assert stream.getvalue().endswith("\r[" + "█" * 30 + "] 1,000/1,000 games · 5.0 s\x1b[K")
    bar.close()
    assert stream.getvalue().endswith("\r\x1b[2K")


def test_progress_is_silent_when_disabled() -> None:
    stream, clock = io.StringIO(), Clock()
    bar = ProgressBar(stream, enabled=False, clock=clock)
    clock.now += 3
    bar(1, 1000)
    bar.close()
    assert stream.getvalue() == ""
