"""Paired differences, Holm's correction, metrics, the halving schedule, candidate lines."""

from __future__ import annotations

import pytest

from altered_deck.errors import DeckParseError, UsageError
from altered_deck.sim.paired import holm, paired_difference
from altered_deck.sim.swaps import parse_candidates
from altered_deck.sim.tune import parse_metric, planned_games, rung_schedule


def test_paired_difference_mean_interval_and_p() -> None:
    d = paired_difference([4, 5, 4, 4, 5, 4], [4, 4, 4, 4, 4, 4])
    # differences 0,-1,0,0,-1,0: mean -1/3, variance (6*2 - 4) / 30 = 8/30
    assert d.n == 6
    assert d.mean == pytest.approx(-1 / 3)
    half = 1.959963984540054 * (8 / 30 / 6) ** 0.5
    assert (d.low, d.high) == (pytest.approx(-1 / 3 - half), pytest.approx(-1 / 3 + half))
    # z = (1/3) / √(8/180) = 1.5811; two-sided p = 2·(1 − Φ(z))
    assert d.p_value == pytest.approx(0.113846, abs=1e-6)


def test_equal_series_are_exactly_no_difference() -> None:
    d = paired_difference([4, 5, 6], [4, 5, 6])
    assert (d.n, d.mean, d.low, d.high, d.p_value) == (3, 0.0, 0.0, 0.0, 1.0)


def test_a_constant_nonzero_difference_is_certain() -> None:
    d = paired_difference([4, 5, 6], [3, 4, 5])
    assert (d.mean, d.low, d.high, d.p_value) == (-1.0, -1.0, -1.0, 0.0)


def test_unpaired_series_are_refused() -> None:
    with pytest.raises(ValueError, match="not paired"):
        paired_difference([1, 2], [1])


def test_holm_adjusts_step_down_and_keeps_order() -> None:
    adjusted, rejected = holm([0.01, 0.04, 0.03, 0.005])
    # sorted: 0.005×4 = 0.02, 0.01×3 = 0.03, 0.03×2 = 0.06, 0.04×1 → max(0.06, 0.04)
    assert adjusted == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert rejected == [True, False, False, True]
    assert holm([]) == ([], [])
    assert holm([0.9, 0.3]) == ([0.9, 0.6], [False, False])


def test_metrics() -> None:
    by4 = parse_metric("win-by-day-4", 12)
    assert (by4.name, by4.by_day, by4.higher_is_better) == ("win-by-day-4", 4, True)
    assert by4.scores([3, 4, 5, 0]) == [1, 1, 0, 0]
    mean = parse_metric("Mean-Win-Day", 10)
    assert (mean.name, mean.higher_is_better) == ("mean-win-day", False)
    assert mean.scores([3, 0, 10]) == [3, 11, 10]  # not won = day cap + 1
    for bad, message in (("win-by-day-13", "within 1..12"), ("fastest", "unknown metric")):
        with pytest.raises(UsageError, match=message):
            parse_metric(bad, 12)


def test_rung_schedule_doubles_to_the_full_count() -> None:
    assert rung_schedule(8, 20) == [1, 2, 4, 8]  # capped by the batches available
    assert rung_schedule(64, 20) == [4, 8, 16, 32, 64]  # ceil(log2 20) = 5 rungs
    assert rung_schedule(64, 2) == [64]
    assert rung_schedule(64, 20, halving=False) == [64]
    assert rung_schedule(1, 20) == [1]


def test_planned_games_follow_the_schedule() -> None:
    # 20 swaps, 250-game batches, 2,000 games: 20×250 + 10×250 + 5×500 + 3×1000, base 2,000
    assert planned_games([1, 2, 4, 8], 20, 250, 2000) == 15_000
    assert planned_games([8], 20, 250, 2000) == 42_000
    assert planned_games([2], 3, 250, 300) == 1_200  # the last batch is short (50 games)
    assert planned_games([2], 0, 250, 300) == 300  # no swap: the base deck alone


def test_candidate_lines() -> None:
    text = "# swaps\nA_1 B_2\nA_3 -> B_4  # arrow\n\nB_5\n"
    assert parse_candidates(text) == [("A_1", "B_2"), ("A_3", "B_4"), (None, "B_5")]
    with pytest.raises(DeckParseError) as error:
        parse_candidates("A B C\n", "swaps.txt")
    assert error.value.problems == ["swaps.txt:1: want OUT IN, OUT -> IN or IN, not 'A B C'"]
    with pytest.raises(DeckParseError, match="no candidate swap"):
        parse_candidates("# nothing\n")
