"""Goldfish rendering: the exact report of hand-built games, number formats, JSON fields."""

from __future__ import annotations

import dataclasses
import json
import textwrap
from datetime import date

import pytest
from test_goldfish_stats import GAMES

from altered_deck.engine.core.record import GameRecord
from altered_deck.formats.engine_rules import EngineRules
from altered_deck.render.goldfish import (
    coverage_line,
    format_mean_pm,
    format_share_interval,
    format_share_pm,
    goldfish_to_dict,
    render_goldfish,
    render_progress,
    render_traced_game,
)
from altered_deck.sim.goldfish import GoldfishRun, TracedGame
from altered_deck.stats.goldfish import summarize_games
from altered_deck.stats.intervals import MeanEstimate, mean_interval, wilson_interval

ANY_TIME = EngineRules(date(2025, 12, 1), "Complete Rules 4.0 (from 2025-10-03)", "any-time")


def make_run(
    unmodelled: tuple[str, ...] = ("Foundry Mechanic", "Vaike, the Seeker"),
) -> GoldfishRun:
    return GoldfishRun(
        deck_name="decks/three.txt",
        hero_name="Sierra & Oddball",
        seed=7,
        games=3,
        pilot="greedy",
        max_days=3,
        rules=ANY_TIME,
        executor="1 process",
        workers=1,
        seconds=0.04,
        distinct_cards=5,
        unmodelled=unmodelled,
        summary=summarize_games(GAMES, 3),
    )


def test_report_of_three_hand_built_games() -> None:
    expected = textwrap.dedent(
        """\
    seed 7 · 3 games · greedy pilot · day cap 3 · 1 process · 0.0 s
    Sierra & Oddball · decks/three.txt
    Complete Rules 4.0 (from 2025-10-03) on 2025-12-01 · reshuffle: any-time
    2 of 5 distinct cards have unmodelled text: Foundry Mechanic · Vaike, the Seeker

    Win day  won  share     95% CI  by this day      95% CI
       2       1  33.3%  6.1–79.2%        33.3%   6.1–79.2%
       3       1  33.3%  6.1–79.2%        66.7%  20.8–93.9%
    Mean win day 2.50 (95% CI 1.52–3.48) · median 2.5
    Not won by day 3: 1 game, 33.3% (95% CI 6.1–79.2%)
    Shares are of all 3 games; mean and median over the 2 games won.

    Day 1 seat       games     won       95% CI  mean win day  95% CI  median
      first player       2   50.0%    9.5–90.5%          2.00       –       2
      second player      1  100.0%  20.7–100.0%          3.00       –       3
    The first player is drawn at random each game and alternates every day.

    First move        mean day     95% CI  median  never moved
      hero exp.           1.50  0.52–2.48     1.5        33.3%
      companion exp.      1.67  0.36–2.97       1         0.0%
    Mean and median over the games in which that expedition moved.

    Advancement: mean region (hero exp. 0→7, companion exp. 7→0), total distance,
    and share of games moving that day
    Day  games  hero exp.  companion exp.   distance  hero moved  comp. moved
      1      3  0.33±0.65       6.33±0.65  1.00±1.13  33.3%±45.9   66.7%±45.9
      2      3  1.00±1.13       6.00±1.13  2.00±2.26  66.7%±45.9   33.3%±45.9
      3      2  1.00±1.96       5.50±0.98  2.50±2.94  50.0%±40.5  100.0%±65.8

    Curve use: mana orbs, mana spent and unspent, cards played, cards in hand
    Day  games       mana      spent    unspent  from hand  from res.  hand size
      1      3  3.00±0.00  1.33±1.73  1.67±1.73  1.00±1.13  0.00±0.00  5.00±1.13
      2      3  4.00±0.00  3.00±1.13  1.00±1.13  1.33±0.65  0.33±0.65  4.33±1.31
      3      2  5.00±0.00  3.50±2.94  1.50±2.94  1.50±0.98  0.50±0.98  3.00±1.96
    Per day: over the games still running that day (games column), win day included.
    ± is the 95% interval: normal for means, the wider side of Wilson for shares.
        """
    )
    assert render_goldfish(make_run()) == expected


def test_every_line_fits_80_columns() -> None:
    many = tuple(f"Card Number {i}, the Long-Named" for i in range(12))
    text = render_goldfish(make_run(many))
    assert max(len(line) for line in text.splitlines()) <= 80


def test_coverage_line_wraps_with_a_hanging_indent_and_keeps_every_name() -> None:
    names = tuple(f"Card Number {i}, the Long-Named" for i in range(6))
    lines = coverage_line(make_run(names))
    assert lines[0].startswith("6 of 5 distinct cards have unmodelled text: Card Number 0")
    assert all(line.startswith("    ") for line in lines[1:])
    assert all(len(line) <= 80 for line in lines)
    assert " ".join(line.strip() for line in lines).count("the Long-Named") == 6


def test_coverage_line_names_the_cards_acting_on_an_opponent() -> None:
    run = dataclasses.replace(make_run(()), opponent_cards=("Tanuki",))
    assert coverage_line(run) == [
        "0 of 5 distinct cards have unmodelled text.",
        "1 acts on an opponent (played in matchups, nothing to hit here): Tanuki",
    ]


def test_coverage_line_singular_and_none() -> None:
    assert coverage_line(make_run(("Jian",))) == ["1 of 5 distinct cards has unmodelled text: Jian"]
    assert coverage_line(make_run(())) == ["0 of 5 distinct cards have unmodelled text."]


def test_share_interval_uses_two_decimals_only_near_the_extremes() -> None:
    assert format_share_interval(wilson_interval(8, 10)) == "49.0–94.3%"
    assert format_share_interval(wilson_interval(0, 10_000)) == "0.00–0.04%"
    assert format_share_interval(wilson_interval(10_000, 10_000)) == "99.96–100.00%"
    assert format_share_interval(wilson_interval(0, 0)) == "–"


def test_plus_minus_forms() -> None:
    # 8/10: Wilson 49.0–94.3%, the wider side is below: 80.0 − 49.0 = 31.0 points.
    assert format_share_pm(wilson_interval(8, 10)) == "80.0%±31.0"
    assert format_mean_pm(mean_interval(4, 10, 30)) == "2.50±1.27"
    assert format_mean_pm(MeanEstimate(1, 5.0, None, None)) == "5.00"
    assert format_mean_pm(MeanEstimate(0, None, None, None)) == "–"


def test_json_has_stable_fields_and_exact_counts() -> None:
    data = goldfish_to_dict(make_run())
    assert json.loads(json.dumps(data)) == data
    assert list(data) == [
        "seed",
        "games",
        "pilot",
        "max_days",
        "workers",
        "executor",
        "seconds",
        "deck",
        "rules",
        "confidence",
        "intervals",
        "per_day_basis",
        "statistics",
    ]
    assert data["deck"] == {
        "name": "decks/three.txt",
        "hero": "Sierra & Oddball",
        "distinct_cards": 5,
        "unmodelled_cards": ["Foundry Mechanic", "Vaike, the Seeker"],
        "opponent_cards": [],
        # hand-built records carry no play counts: no share
        "unmodelled_plays": {
            "games": 3,
            "plays": 0,
            "unmodelled_plays": 0,
            "share": None,
            "low": None,
            "high": None,
            "interval": "ratio over games (delta method)",
            "depends_on_unmodelled": False,
            "threshold": 0.1,
        },
    }
    stats = data["statistics"]
    assert [(r["day"], r["on_day"]["count"], r["by_day"]["count"]) for r in stats["win_days"]] == [
        (1, 0, 0),
        (2, 1, 1),
        (3, 1, 2),
    ]
    assert stats["not_won"]["count"] == 1
    assert stats["win_day_mean"]["mean"] == 2.5
    assert stats["win_day_median"] == 2.5
    assert stats["first_move"]["hero"]["median_day"] == 1.5
    assert stats["first_move"]["companion"]["never"]["count"] == 0
    assert stats["by_first_player"]["second"]["games"] == 1
    assert stats["by_first_player"]["first"]["won"]["count"] == 1
    assert data["rules"] == {
        "as_of": "2025-12-01",
        "rules_version": "Complete Rules 4.0 (from 2025-10-03)",
        "reshuffle_rule": "any-time",
    }
    assert (data["workers"], data["executor"]) == (1, "1 process")
    third = stats["advancement"][2]
    assert (third["day"], third["games"], third["distance"]["mean"]) == (3, 2, 2.5)
    assert third["companion_moved"] == {
        "count": 2,
        "total": 2,
        "share": 1.0,
        "low": pytest.approx(2 / (2 + 1.959964**2), abs=1e-6),  # k = n: n/(n + z²)
        "high": 1.0,
    }
    assert stats["curve"][0]["mana"] == {"n": 3, "mean": 3.0, "low": 3.0, "high": 3.0}
    assert stats["curve"][2]["reserve_plays"]["mean"] == 0.5


def test_traced_game_header_and_not_won_outcome() -> None:
    record = GameRecord(seed=99, won_day=None, days=[])
    traced = TracedGame(seed=1, game_seed=99, record=record, trace=[])
    text = render_traced_game(traced, "Day 1\n  ...\n", pilot="random", max_days=2)
    assert text == (
        "seed 1 · random pilot · day cap 2\n"
        "game 1 of the run: game seed 99\n"
        "\n"
        "Day 1\n"
        "  ...\n"
        "\n"
        "Not won by day 2.\n"
    )


def test_progress_text() -> None:
    assert render_progress(0, 10, 0.0, width=10) == "[··········] 0/10 games · 0.0 s"
    assert render_progress(5, 10, 1.0, width=10) == "[█████·····] 5/10 games · 1.0 s · ~1.0 s left"
    # a long search run: minutes and hours, not thousands of seconds
    assert render_progress(100, 1000, 150.0, width=10) == (
        "[█·········] 100/1,000 games · 2 min 30 s · ~22 min 30 s left"
    )
    assert render_progress(10, 1000, 89.0, width=10) == (
        "[··········] 10/1,000 games · 89.0 s · ~2 h 26 min left"
    )


def test_a_run_without_a_win_says_so() -> None:
    run = GoldfishRun(
        deck_name="six.txt",
        hero_name=None,
        seed=1,
        games=1,
        pilot="random",
        max_days=3,
        rules=ANY_TIME,
        executor="Dask at tcp://127.0.0.1:8786 (2 workers)",
        workers=2,
        seconds=0.0,
        distinct_cards=2,
        unmodelled=(),
        summary=summarize_games(GAMES[2:], 3),
    )
    lines = render_goldfish(run).splitlines()
    assert lines[:9] == [
        "seed 1 · 1 game · random pilot · day cap 3 · Dask at tcp://127.0.0.1:8786 (2 workers)"
        " · 0.0 s",
        "no hero · six.txt",
        "Complete Rules 4.0 (from 2025-10-03) on 2025-12-01 · reshuffle: any-time",
        "0 of 2 distinct cards have unmodelled text.",
        "",
        "No game won by day 3.",
        "Not won by day 3: 1 game, 100.0% (95% CI 20.7–100.0%)",
        "Shares are of all 1 game.",
        "",
    ]


def test_the_rules_of_the_date_are_in_the_report_and_json() -> None:
    rules = EngineRules(date(2026, 3, 1), "Complete Rules 5.0 (from 2026-02-27)", "morning")
    run = dataclasses.replace(make_run(), rules=rules)
    lines = render_goldfish(run).splitlines()
    assert lines[2] == ("Complete Rules 5.0 (from 2026-02-27) on 2026-03-01 · reshuffle: morning")
    assert goldfish_to_dict(run)["rules"] == {
        "as_of": "2026-03-01",
        "rules_version": "Complete Rules 5.0 (from 2026-02-27)",
        "reshuffle_rule": "morning",
    }
