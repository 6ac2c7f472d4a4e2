"""``altered-deck matchup`` and ``gauntlet``: text, JSON, replay line, errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from tests.conftest import STARTERS

SIERRA = str(STARTERS / "sierra.txt")
NEVENKA = str(STARTERS / "nevenka.txt")
KOJO = str(STARTERS / "kojo.txt")
COMMON = ("--games", "60", "--seed", "2", "--jobs", "1", "--as-of", "2025-12-01")


def run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), *args])


def as_json(result: Result) -> Any:
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_matchup_json(runner: CliRunner, cache_dir: Path) -> None:
    data = as_json(run(runner, cache_dir, "matchup", SIERRA, NEVENKA, *COMMON, "--json"))
    assert data["command"] == (
        f"altered-deck matchup {SIERRA} {NEVENKA} --games 60 --seed 2 --max-days 20 "
        "--pilot greedy --as-of 2025-12-01"
    )
    assert (data["seed"], data["games"], data["max_days"], data["pilot"]) == (2, 60, 20, "greedy")
    assert data["reshuffle_rule"] == "any-time" and data["intervals"] == "wilson"
    a, b = data["a"], data["b"]
    assert a["deck"]["hero"] == "Sierra & Oddball" and b["deck"]["hero"] == "Nevenka & Blotch"
    assert b["deck"]["unmodelled_cards"] == []
    assert b["deck"]["opponent_only_cards"] == []  # their opponent text is executed in duels
    assert a["wins"]["count"] + b["wins"]["count"] + data["draws"] == 60
    assert a["wins"]["total"] == 60 and a["wins"]["low"] < a["wins"]["share"] < a["wins"]["high"]
    assert a["wins_first"]["total"] + a["wins_second"]["total"] == 60
    assert [row["day"] for row in a["win_days"]] == list(range(1, 21))
    assert sum(row["won"] for row in a["win_days"]) == a["wins"]["count"]
    assert "matchup: 1 matchup(s) of 60 games, seed 2, on 1 process" in result_err(
        runner, cache_dir
    )


def result_err(runner: CliRunner, cache_dir: Path) -> str:
    return run(runner, cache_dir, "matchup", SIERRA, NEVENKA, *COMMON, "--json").stderr


def test_matchup_text_is_replayable_and_matches_the_json(
    runner: CliRunner, cache_dir: Path
) -> None:
    text = run(runner, cache_dir, "matchup", SIERRA, NEVENKA, *COMMON)
    assert text.exit_code == 0, text.stderr
    data = as_json(run(runner, cache_dir, "matchup", SIERRA, NEVENKA, *COMMON, "--json"))
    lines = text.stdout.splitlines()
    assert lines[0] == "seed 2 · 60 games · greedy pilot · day cap 20 · reshuffle rule any-time"
    assert lines[1] == f"A: Sierra & Oddball · {SIERRA}"
    wins = data["a"]["wins"]["count"]
    row = next(line for line in lines if line.startswith("A Sierra & Oddball"))
    assert row.split()[4] == str(wins)
    assert any(line.startswith("Win day  A won  B won") for line in lines)
    assert "not modelled in duels" not in text.stdout  # Nevenka's opponent text is executed
    assert lines[-1] == f"Replay: {data['command']}"
    assert max(len(line) for line in lines[:-1]) <= 100


def test_gauntlet_json_pools_every_matchup(runner: CliRunner, cache_dir: Path) -> None:
    data = as_json(run(runner, cache_dir, "gauntlet", SIERRA, NEVENKA, KOJO, *COMMON, "--json"))
    assert [m["b"]["deck"]["hero"] for m in data["matchups"]] == [
        "Nevenka & Blotch",
        "Kojo & Booda",
    ]
    won = sum(m["a"]["wins"]["count"] for m in data["matchups"])
    assert (data["overall"]["count"], data["overall"]["total"]) == (won, 120)
    assert data["deck"]["hero"] == "Sierra & Oddball"
    alone = as_json(run(runner, cache_dir, "matchup", SIERRA, KOJO, *COMMON, "--json"))
    alone.pop("command")
    second = data["matchups"][1]
    assert second.pop("command") is None
    assert second == alone


def test_gauntlet_text(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "gauntlet", SIERRA, NEVENKA, KOJO, *COMMON)
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "O1: Nevenka & Blotch" in out and "O2: Kojo & Booda" in out
    assert "A vs O2 Kojo & Booda:" in out and "Win day  A won  O2 won" in out
    assert out.splitlines()[-1].startswith(f"Replay: altered-deck gauntlet {SIERRA} {NEVENKA}")


def test_usage_errors(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> None:
    assert run(runner, cache_dir, "gauntlet", SIERRA).exit_code == 2  # no opponent
    assert run(runner, cache_dir, "matchup", SIERRA, NEVENKA, "--games", "1").exit_code == 2
    missing = run(runner, cache_dir, "matchup", SIERRA, str(tmp_path / "none.txt"))
    assert missing.exit_code == 2


def test_matchup_trace(runner: CliRunner, cache_dir: Path) -> None:
    text = run(runner, cache_dir, "matchup", SIERRA, KOJO, *COMMON, "--trace")
    assert text.exit_code == 0, text.stderr
    data = as_json(run(runner, cache_dir, "matchup", SIERRA, KOJO, *COMMON, "--trace", "--json"))
    lines = text.stdout.splitlines()
    assert lines[:3] == [
        f"P0: Sierra & Oddball · {SIERRA}",
        f"P1: Kojo & Booda · {KOJO}",
        f"first player on Day 1: P{data['first']}",
    ]
    assert lines[4 : 4 + len(data["log"])] == data["log"]
    assert lines[-1] == f"Replay: {data['command']}" and data["command"].endswith(" --trace")
    assert lines[-2].startswith(f"P{data['winner']} wins on day {data['won_day']}")


def test_the_search_pilot_for_one_side_with_its_budget(runner: CliRunner, cache_dir: Path) -> None:
    args = (SIERRA, KOJO, "--games", "4", "--seed", "3", "--jobs", "1", "--as-of", "2026-03-01")
    data = as_json(
        run(runner, cache_dir, "matchup", *args, "--pilot", "search", "--budget", "4",
            "--pilot-b", "greedy", "--sensitivity", "--json")
    )  # fmt: skip
    assert (data["pilot"], data["pilot_b"], data["budget"]) == ("search", "greedy", 4)
    assert data["command"].endswith("--pilot search --budget 4 --pilot-b greedy --as-of 2026-03-01")
    found = data["sensitivity"]
    assert found["budget"] == 1
    assert found["a_moved"] == data["a"]["wins"]["share"] - found["a_wins"]["share"]
    assert data["a"]["wins"]["count"] + data["b"]["wins"]["count"] + data["draws"] == 4
    # the same games again give the same figures
    again = as_json(
        run(runner, cache_dir, "matchup", *args, "--pilot", "search", "--budget", "4",
            "--pilot-b", "greedy", "--json")
    )  # fmt: skip
    assert again["a"]["wins"] == data["a"]["wins"]
    assert again["sensitivity"] is None


def test_sensitivity_needs_a_search_pilot(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "matchup", SIERRA, KOJO, "--games", "4", "--sensitivity")
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        "error: --sensitivity varies the search budget: use --pilot search or --pilot-b search"
    )


def test_goldfish_with_the_search_pilot(runner: CliRunner, cache_dir: Path) -> None:
    args = ("goldfish", SIERRA, "--games", "4", "--seed", "2", "--jobs", "1", "--json")
    data = as_json(run(runner, cache_dir, *args, "--pilot", "search", "--budget", "2"))
    assert data["pilot"] == "search (budget 2)"
    assert data["games"] == 4


def test_the_command_line_settings_reach_the_games(runner: CliRunner, cache_dir: Path) -> None:
    options = ("--max-days", "1", "--pilot-b", "random", "--json")
    data = as_json(run(runner, cache_dir, "matchup", SIERRA, NEVENKA, *COMMON, *options))
    assert data["command"] == (
        f"altered-deck matchup {SIERRA} {NEVENKA} --games 60 --seed 2 --max-days 1 "
        "--pilot greedy --pilot-b random --as-of 2025-12-01"
    )
    assert (data["max_days"], data["pilot"], data["pilot_b"], data["draws"]) == (
        1,
        "greedy",
        "random",
        60,
    )
