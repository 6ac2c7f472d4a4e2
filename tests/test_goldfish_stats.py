"""Goldfish statistics: intervals against hand-computed values, aggregation of hand-built games."""

from __future__ import annotations

import pickle
from datetime import date
from typing import Any

import pytest
from goldfish_fakes import fake_pilot, fake_play

from altered_deck.engine.core.record import DayRecord, GameRecord
from altered_deck.engine.runner import RecordList, fold_games
from altered_deck.engine.settings import PlaySettings
from altered_deck.formats.engine_rules import engine_rules_on
from altered_deck.stats.goldfish import GoldfishTally, summarize, summarize_games, tally_games
from altered_deck.stats.intervals import (
    MeanEstimate,
    Proportion,
    Z,
    histogram_median,
    mean_interval,
    wilson_interval,
)

RULES = engine_rules_on(date(2025, 12, 1))
FAKE = {"play": fake_play, "make_pilot": fake_pilot}


def run_games(deck: object, **options: Any) -> list[GameRecord]:
    """The records of ``fold_games``'s games, in game order (``options``: the settings'
    fields, and the runner's ``play`` and ``make_pilot``)."""
    engine = {k: options.pop(k) for k in ("play", "make_pilot") if k in options}
    return fold_games(deck, RecordList, PlaySettings(**options), **engine).records


# --- intervals ---------------------------------------------------------------------------


def test_z_is_the_two_sided_95_percent_normal_quantile() -> None:
    assert abs(Z - 1.959964) < 1e-6


def test_wilson_8_of_10() -> None:
    # The bounds are the roots of (0.8 − p)² = z²·p(1 − p)/10, solved apart (30 digits).
    share = wilson_interval(8, 10)
    assert (share.count, share.total, share.share) == (8, 10, 0.8)
    assert share.low == pytest.approx(0.490162, abs=1e-6)
    assert share.high == pytest.approx(0.943318, abs=1e-6)


def test_wilson_0_of_10_starts_at_zero() -> None:
    # p = 0: the upper bound is (z²/10)/(1 + z²/10) = 0.384146/1.384146.
    share = wilson_interval(0, 10)
    assert share.low == 0.0
    assert share.high == pytest.approx(0.277533, abs=1e-6)


def test_wilson_all_of_them_ends_at_one() -> None:
    share = wilson_interval(10, 10)
    assert share.high == 1.0
    assert share.low == pytest.approx(1 - 0.277533, abs=1e-6)


def test_wilson_of_nothing_is_unknown() -> None:
    assert wilson_interval(0, 0) == Proportion(0, 0, None, None, None)


def test_wilson_rejects_impossible_counts() -> None:
    with pytest.raises(ValueError, match=r"not within 0\.\.3"):
        wilson_interval(4, 3)


def test_mean_interval_of_1_2_3_4() -> None:
    # mean 2.5, s² = (4·30 − 100)/12 = 5/3, half = 1.959964·√(5/3 / 4) = 1.265152.
    mean = mean_interval(4, 10, 30)
    assert mean.mean == 2.5
    assert mean.low == pytest.approx(1.234848, abs=1e-6)
    assert mean.high == pytest.approx(3.765152, abs=1e-6)


def test_mean_interval_of_constant_values_has_zero_width() -> None:
    assert mean_interval(3, 9, 27) == MeanEstimate(3, 3.0, 3.0, 3.0)


def test_mean_interval_needs_two_values() -> None:
    assert mean_interval(1, 5, 25) == MeanEstimate(1, 5.0, None, None)
    assert mean_interval(0, 0, 0) == MeanEstimate(0, None, None, None)


@pytest.mark.parametrize(
    ("counts", "median"),
    [([0, 1, 1], 1.5), ([0, 0, 3], 2.0), ([0, 2, 0, 1], 1.0), ([0, 1, 0, 0, 1], 2.5), ([0], None)],
)
def test_histogram_median(counts: list[int], median: float | None) -> None:
    assert histogram_median(counts) == median


# --- aggregation -------------------------------------------------------------------------


def day(
    d: int,
    mana: int,
    spent: int,
    hand: int,
    reserve: int,
    in_hand: int,
    hero: int,
    companion: int,
    hero_moved: bool,
    companion_moved: bool,
) -> DayRecord:
    return DayRecord(
        d, mana, spent, hand, reserve, in_hand, hero, companion, hero_moved, companion_moved
    )


# Three games, capped at day 3: won on day 2, won on day 3, not won.
GAMES = [
    GameRecord(
        1,
        2,
        [
            day(1, 3, 3, 2, 0, 4, 1, 6, True, True),
            day(2, 4, 2, 1, 1, 5, 2, 5, True, True),
        ],
    ),
    GameRecord(
        2,
        3,
        [
            day(1, 3, 1, 1, 0, 5, 0, 6, False, True),
            day(2, 4, 4, 2, 0, 3, 1, 6, True, False),
            day(3, 5, 5, 2, 1, 2, 2, 5, True, True),
        ],
        first_player=False,
    ),
    GameRecord(
        3,
        None,
        [
            day(1, 3, 0, 0, 0, 6, 0, 7, False, False),
            day(2, 4, 3, 1, 0, 5, 0, 7, False, False),
            day(3, 5, 2, 1, 0, 4, 0, 6, False, True),
        ],
    ),
]


def test_win_days_are_shares_of_all_games() -> None:
    summary = summarize_games(GAMES, max_days=3)
    assert summary.games == 3
    assert [row.day for row in summary.win_days] == [1, 2, 3]
    assert [row.on_day.count for row in summary.win_days] == [0, 1, 1]
    assert [row.by_day.count for row in summary.win_days] == [0, 1, 2]
    assert {row.on_day.total for row in summary.win_days} == {3}
    assert summary.win_days[2].by_day == wilson_interval(2, 3)
    assert summary.not_won == wilson_interval(1, 3)


def test_win_day_mean_and_median_are_over_the_games_won() -> None:
    summary = summarize_games(GAMES, max_days=3)
    # days 2 and 3: mean 2.5, s² = 0.5, half = 1.959964·√0.25 = 0.979982.
    assert summary.win_day_mean.n == 2
    assert summary.win_day_mean.mean == 2.5
    assert summary.win_day_mean.low == pytest.approx(1.520018, abs=1e-6)
    assert summary.win_day_mean.high == pytest.approx(3.479982, abs=1e-6)
    assert summary.win_day_median == 2.5


def test_win_table_covers_every_day_to_the_cap() -> None:
    summary = summarize_games(GAMES, max_days=12)
    assert [row.day for row in summary.win_days] == list(range(1, 13))
    assert summary.win_days[-1].by_day.count == 2


def test_first_move_per_expedition() -> None:
    hero, companion = summarize_games(GAMES, max_days=3).first_moves
    # hero first moves on day 1 (game 1), day 2 (game 2), never (game 3).
    assert hero.expedition == "hero"
    assert (hero.day.n, hero.day.mean, hero.median_day) == (2, 1.5, 1.5)
    assert hero.never == wilson_interval(1, 3)
    # companion: day 1, day 1, day 3.
    assert companion.expedition == "companion"
    assert companion.day.n == 3
    assert companion.day.mean == pytest.approx(5 / 3)
    assert companion.median_day == 1.0
    assert companion.never.count == 0


def test_advancement_is_over_the_games_still_running() -> None:
    rows = summarize_games(GAMES, max_days=3).advancement
    assert [(row.day, row.games) for row in rows] == [(1, 3), (2, 3), (3, 2)]
    first, second, third = rows
    assert first.hero_position.mean == pytest.approx(1 / 3)
    assert first.companion_position.mean == pytest.approx(19 / 3)
    assert first.distance.mean == pytest.approx(1.0)  # distances 2, 1, 0
    assert (first.hero_moved.count, first.companion_moved.count) == (1, 2)
    assert (second.hero_position.mean, second.companion_position.mean) == (1.0, 6.0)
    assert second.distance.mean == 2.0  # distances 4, 2, 0
    assert (second.hero_moved.count, second.companion_moved.count) == (2, 1)
    assert (third.hero_position.mean, third.companion_position.mean) == (1.0, 5.5)
    assert third.distance.mean == 2.5  # distances 4, 1
    assert third.hero_moved == wilson_interval(1, 2)
    assert third.companion_moved == wilson_interval(2, 2)


def test_curve_use_per_day() -> None:
    rows = summarize_games(GAMES, max_days=3).curve
    first, _, third = rows
    assert first.mana == MeanEstimate(3, 3.0, 3.0, 3.0)
    assert first.spent.mean == pytest.approx(4 / 3)
    assert first.unspent.mean == pytest.approx(5 / 3)
    assert (first.hand_plays.mean, first.reserve_plays.mean, first.hand_size.mean) == (1, 0, 5)
    assert third.games == 2
    assert (third.mana.mean, third.spent.mean, third.unspent.mean) == (5, 3.5, 1.5)
    assert (third.hand_plays.mean, third.reserve_plays.mean, third.hand_size.mean) == (1.5, 0.5, 3)
    # spent on day 3: 5 and 2: s² = 4.5, half = 1.959964·√2.25 = 2.939946.
    assert third.spent.low == pytest.approx(0.560054, abs=1e-6)


def test_no_games() -> None:
    summary = summarize(GoldfishTally(), max_days=4)
    assert summary.games == 0
    assert summary.advancement == summary.curve == ()
    assert summary.win_day_median is None
    assert summary.not_won.share is None


# --- merging -----------------------------------------------------------------------------


def test_tallies_merge_to_the_tally_of_all_games_in_any_order() -> None:
    whole = tally_games(GAMES)
    left = tally_games(GAMES[:1])
    left.merge(tally_games(GAMES[1:]))
    assert left == whole
    right = tally_games(GAMES[1:])
    right.merge(tally_games(GAMES[:1]))
    assert right == whole


def test_a_short_tally_grows_when_merged_with_a_longer_one() -> None:
    short = tally_games(GAMES[:1])
    short.merge(tally_games(GAMES[2:]))
    assert short.last_day == 3
    assert short.running[1:] == [2, 2, 1]


def test_a_tally_survives_pickling() -> None:
    whole = tally_games(GAMES)
    assert pickle.loads(pickle.dumps(whole)) == whole


def test_same_seed_same_summary_different_seed_different_summary() -> None:
    def summary(seed: int) -> object:
        settings = PlaySettings(games=300, seed=seed, rules=RULES)
        tally = fold_games("deck", GoldfishTally, settings, **FAKE)
        return summarize(tally, 12)

    assert summary(4) == summary(4)
    assert summary(4) != summary(5)


def test_folding_equals_summarising_the_records_and_tallies_merge_exactly() -> None:
    records = run_games("deck", games=150, seed=2, rules=RULES, **FAKE)
    tally = fold_games("deck", GoldfishTally, PlaySettings(games=150, seed=2, rules=RULES), **FAKE)
    assert summarize(tally, 12) == summarize_games(records, 12)
    halves = tally_games(records[:70])
    halves.merge(tally_games(records[70:]))
    assert halves == tally


def test_results_are_split_by_the_day_1_seat():
    first, second = summarize_games(GAMES, max_days=3).seats
    assert (first.seat, first.games, first.won.count, first.win_day.mean) == ("first", 2, 1, 2.0)
    assert (second.seat, second.games, second.won.count, second.median_day) == ("second", 1, 1, 3)
    halves = tally_games(GAMES[:1])
    halves.merge(tally_games(GAMES[1:]))
    assert (halves.seat_games, halves.seat_won_on) == ([2, 1], [[0, 0, 1], [0, 0, 0, 1]])
