"""``altered-deck tune``: candidates, legality, JSON, replay line, errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from tests.conftest import STARTERS

SIERRA = str(STARTERS / "sierra.txt")
SWAPS = """# Sierra swaps
ALT_CORE_B_AX_04_C -> ALT_CORE_B_AX_13_C
ALT_CORE_B_AX_07_R1 ALT_ALIZE_B_AX_32_C
ALT_CORE_B_AX_11_C -> ALT_CORE_B_AX_08_C   # a 4th Axiom Salvager: illegal
ALT_CORE_B_AX_04_C -> ALT_BISE_B_AX_53_C   # suspended from 2026-02-12
ALT_CORE_B_LY_08_C -> ALT_CORE_B_AX_13_C   # not in the deck
"""


def tune(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "tune", *args])


def swaps_file(tmp_path: Path, text: str = SWAPS, name: str = "swaps.txt") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def as_json(result: Result) -> Any:
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


COMMON = ("--games", "40", "--seed", "2", "--jobs", "1", "--as-of", "2026-03-01")


def test_json_ranks_the_legal_swaps_and_lists_the_skipped_ones(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    swaps = swaps_file(tmp_path)
    data = as_json(tune(runner, cache_dir, SIERRA, "--candidates", swaps, *COMMON, "--json"))
    assert data["command"] == (
        f"altered-deck tune {SIERRA} --candidates {swaps} --metric mean-win-day "
        "--format standard --as-of 2026-03-01 --games 40 --seed 2 --max-days 12 --pilot greedy"
    )
    assert (data["seed"], data["games"], data["metric"], data["higher_is_better"]) == (
        2,
        40,
        "mean-win-day",
        False,
    )
    # 2 swaps: one rung, no halving; 40 games each and 40 for the base deck
    assert (data["rungs"], data["games_played"], data["base"]["games"]) == ([40], 120, 40)
    assert sorted((s["out"], s["in"]) for s in data["swaps"]) == [
        ("ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_13_C"),
        ("ALT_CORE_B_AX_07_R1", "ALT_ALIZE_B_AX_32_C"),
    ]
    assert [s["rank"] for s in data["swaps"]] == [1, 2]
    assert set(data["swaps"][0]) == {
        "rank",
        "out",
        "out_name",
        "in",
        "in_name",
        "effect",
        "ci_low",
        "ci_high",
        "games",
        "p_value",
        "p_holm",
        "significant",
        "verdict",
        "why",
        "improvement",
        "rung",
        "stopped_early",
    }
    assert data["min_effect"] == 0.05
    assert data["skipped"] == [
        {
            "swap": "ALT_CORE_B_AX_11_C -> ALT_CORE_B_AX_08_C",
            "reason": 'illegal: 4 cards named "Axiom Salvager" (max 3): ALT_CORE_B_AX_08_C ×4',
        },
        {
            "swap": "ALT_CORE_B_AX_04_C -> ALT_BISE_B_AX_53_C",
            "reason": 'illegal: ALT_BISE_B_AX_53_C "The Grems" (C, Axiom) suspended since '
            "2026-02-12 by Equinox",
        },
        {
            "swap": "ALT_CORE_B_LY_08_C -> ALT_CORE_B_AX_13_C",
            "reason": "ALT_CORE_B_LY_08_C is not in the deck",
        },
    ]


def test_before_the_suspension_the_swap_is_legal(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    swaps = swaps_file(tmp_path, "ALT_CORE_B_AX_04_C -> ALT_BISE_B_AX_53_C\n")
    args = ("--games", "20", "--seed", "1", "--jobs", "1", "--json")
    before = as_json(
        tune(runner, cache_dir, SIERRA, "--candidates", swaps, "--as-of", "2026-02-11", *args)
    )
    assert [(s["out"], s["in"]) for s in before["swaps"]] == [
        ("ALT_CORE_B_AX_04_C", "ALT_BISE_B_AX_53_C")
    ]
    assert before["skipped"] == []


def test_table_replay_line_and_progress_line(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    swaps = swaps_file(tmp_path)
    first = tune(runner, cache_dir, SIERRA, "--candidates", swaps, *COMMON)
    assert first.exit_code == 0, first.stderr
    lines = first.stdout.splitlines()
    assert lines[0] == f"tune · {SIERRA} · seed 2 · metric mean-win-day (lower is better)"
    assert lines[1].startswith("base deck: ")
    assert lines[1].endswith(" over 40 games · 2 swaps · games per swap by rung: 40")
    assert lines[2].startswith("120 games · 1 process · ")
    assert lines[4].split() == [
        "Rank",
        "Swap",
        "(out",
        "->",
        "in)",
        "Effect",
        "95%",
        "CI",
        "Verdict",
    ]
    assert "Skipped 3 candidate swap(s):" in lines
    assert lines[-1].startswith(f"Replay: altered-deck tune {SIERRA} --candidates ")
    assert first.stderr == (
        "tune: 2 swaps (3 skipped), up to 40 games each, seed 2, on 1 process\n"
    )
    again = tune(
        runner,
        cache_dir,
        SIERRA,
        "--candidates",
        swaps,
        *COMMON[:-4],
        "--jobs",
        "2",
        "--as-of",
        "2026-03-01",
    )
    # Everything but the time and executor line is identical with 2 processes.
    assert again.stdout.splitlines()[3:] == lines[3:]


def test_from_faction_spreads_over_the_cards_out(runner: CliRunner, cache_dir: Path) -> None:
    data = as_json(
        tune(
            runner, cache_dir, SIERRA, "--from-faction", "--max-candidates", "5", *COMMON, "--json"
        )
    )
    outs = [s["out"] for s in data["swaps"]] + [s["swap"].split()[0] for s in data["skipped"]]
    assert len(outs) == 5
    assert len(set(outs)) == 5  # one swap per card out before a second one for any
    assert data["command"].split()[3:6] == ["--from-faction", "--max-candidates", "5"]


def test_usage_errors_exit_2(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> None:
    swaps = swaps_file(tmp_path)
    cases = [
        ((), "give candidate swaps: --candidates FILE or --from-faction"),
        (("--candidates", swaps, "--from-faction"), "not both"),
        (("--candidates", swaps, "--metric", "fastest"), "unknown metric 'fastest'"),
        (("--candidates", swaps, "--scheduler", "nowhere"), "tcp://HOST:PORT"),
        (("--candidates", swaps_file(tmp_path, "A B C\n", "bad.txt")), "want OUT IN"),
        (
            (
                "--candidates",
                swaps_file(tmp_path, "ALT_CORE_B_AX_04_C ALT_CORE_B_AX_99_C\n", "unknown.txt"),
            ),
            "unknown card reference",
        ),
    ]
    for args, message in cases:
        result = tune(runner, cache_dir, SIERRA, *args, "--games", "10", "--jobs", "1")
        assert result.exit_code == 2, (args, result.stderr)
        assert message in result.stderr, (args, result.stderr)


def test_when_every_swap_is_skipped_the_base_deck_still_plays(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    swaps = swaps_file(tmp_path, "ALT_CORE_B_AX_11_C -> ALT_CORE_B_AX_08_C\n")
    result = tune(runner, cache_dir, SIERRA, "--candidates", swaps, *COMMON)
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[1].endswith(" over 40 games · 0 swaps · games per swap by rung: 40")
    assert lines[2].startswith("40 games · 1 process · ")
    assert lines[4:8] == [
        "No swap to simulate.",
        "",
        "Skipped 1 candidate swap(s):",
        "  ALT_CORE_B_AX_11_C -> ALT_CORE_B_AX_08_C: illegal: "
        '4 cards named "Axiom Salvager" (max 3): ALT_CORE_B_AX_08_C ×4',
    ]


def test_the_engine_plays_by_the_rules_in_force_on_as_of(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, monkeypatch: Any
) -> None:
    # Complete Rules 5.0 (from 2026-02-27): an empty Deck is refilled in the Morning only.
    import altered_deck.sim.play as play

    seen: list[str] = []
    real = play.fold_games

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(args[2].reshuffle_rule)
        return real(*args, **kwargs)

    monkeypatch.setattr(play, "fold_games", spy)
    candidates = swaps_file(tmp_path, "ALT_CORE_B_AX_04_C -> ALT_CORE_B_AX_13_C\n")
    for as_of, rule in (("2026-03-01", "morning"), ("2026-02-26", "any-time")):
        seen.clear()
        args = ["--candidates", candidates, "--games", "20", "--jobs", "1", "--as-of", as_of]
        assert tune(runner, cache_dir, SIERRA, *args).exit_code == 0
        assert seen and set(seen) == {rule}


def test_verdicts_need_significance_and_the_practical_threshold(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Foundry Mechanic R1 -> The Machine in the Ice is clearly worse (+0.1 day and more);
    # Kelon Elemental -> Ada Lovelace is not significant at 200 games; Kelon Burst ->
    # Avalanche changes no game of these 200; Axiom Salvager's Kickstarter print is the
    # same card to the engine.
    swaps = swaps_file(
        tmp_path,
        "ALT_CORE_B_AX_07_R1 -> ALT_ALIZE_B_AX_32_C\n"
        "ALT_CORE_B_AX_04_C -> ALT_CORE_B_AX_13_C\n"
        "ALT_CORE_B_AX_23_C -> ALT_ALIZE_B_AX_42_C\n"
        "ALT_CORE_B_AX_08_C -> ALT_COREKS_B_AX_08_C\n",
    )
    args = (SIERRA, "--candidates", swaps, "--games", "200", "--seed", "1", "--jobs", "1")
    data = as_json(tune(runner, cache_dir, *args, "--as-of", "2026-03-01", "--json"))
    verdicts = {(s["out"], s["in"]): (s["verdict"], s["why"]) for s in data["swaps"]}
    assert verdicts == {
        ("ALT_CORE_B_AX_07_R1", "ALT_ALIZE_B_AX_32_C"): ("worse", None),
        ("ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_13_C"): ("unclear", None),
        ("ALT_CORE_B_AX_23_C", "ALT_ALIZE_B_AX_42_C"): (
            "no effect",
            "no game changed (the card never made a difference in these games)",
        ),
        ("ALT_CORE_B_AX_08_C", "ALT_COREKS_B_AX_08_C"): (
            "no effect",
            "the two cards play the same in the engine (costs, power, modelled text)",
        ),
    }
    worse = next(s for s in data["swaps"] if s["verdict"] == "worse")
    # the same run with a threshold above the effect: significant, but too small
    high = f"{worse['effect'] + 0.01:.3f}"
    again = as_json(
        tune(runner, cache_dir, *args, "--as-of", "2026-03-01", "--min-effect", high, "--json")
    )
    assert [s["verdict"] for s in again["swaps"] if s["out"] == worse["out"]] == ["too small"]
    assert again["min_effect"] == float(high)


def test_the_default_table_fits_100_columns(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    swaps = swaps_file(
        tmp_path,
        "ALT_CORE_B_LY_30_R2 -> ALT_ALIZE_A_AX_46_C\nALT_CORE_B_AX_07_R1 -> ALT_ALIZE_B_AX_32_C\n",
    )
    # the deck named as a user in its folder would: the heading shows the path as given, and
    # the checkout's own path (any length) is not the table's
    monkeypatch.chdir(Path(SIERRA).parent)
    result = tune(runner, cache_dir, Path(SIERRA).name, "--candidates", swaps, *COMMON)
    assert result.exit_code == 0, result.stderr
    table = result.stdout.split("\nReplay: ")[0].splitlines()
    assert [line for line in table if len(line) > 100] == []
    assert table[4] == "Rank  Swap (out -> in)                                  Effect  " + (
        "          95% CI  Verdict"
    )
    assert "  The Ouroboros, Lyra Bastion R2 -> Icebound Holl…" in result.stdout
    wide = tune(runner, cache_dir, SIERRA, "--candidates", swaps, *COMMON, "--wide")
    assert "The Ouroboros, Lyra Bastion [ALT_CORE_B_LY_30_R2] -> Icebound Hollow" in wide.stdout
    assert "p (Holm)  Significant  Verdict" in wide.stdout
