"""Matchups and gauntlets (sim/matchup.py): exact seeded results, symmetry, mirrors, CIs."""

from __future__ import annotations

import math
from typing import Any

import pytest

from altered_deck.cards.store import CardStore
from altered_deck.decks.model import ResolvedDeck
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.engine.core.duel import DuelRecord
from altered_deck.engine.pilots import PilotSpec
from altered_deck.sim.executor import DaskExecutor, LocalExecutor
from altered_deck.sim.matchup import (
    DuelTally,
    MatchupResult,
    deck_coverage,
    duel_batches,
    gauntlet,
    matchup,
    trace_matchup,
)
from tests.conftest import STARTERS
from tests.simkit import duels


def starter(store: CardStore, name: str) -> ResolvedDeck:
    return resolve_deck(read_deck(str(STARTERS / f"{name}.txt")), store)


def share_a(result: MatchupResult) -> float:
    assert result.a.wins.share is not None
    return result.a.wins.share


def within_ci_of_each_other(p: float, q: float, n: int) -> bool:
    """|p − q| within the 95% normal interval of the difference of two shares of n games."""
    half = 1.96 * math.sqrt((p * (1 - p) + q * (1 - q)) / n)
    return abs(p - q) <= half


def test_tally_counts_wins_days_and_seats() -> None:
    tally = DuelTally()
    tally.add(DuelRecord(1, 0, 0, 5, False, 5, (7, 3)))
    tally.add(DuelRecord(2, 1, 0, 6, True, 6, (7, 7)))
    tally.add(DuelRecord(3, 0, 1, 4, False, 4, (5, 8)))
    tally.add(DuelRecord(4, 1, None, None, False, 20, (2, 2)))
    other = DuelTally()
    other.add(DuelRecord(5, 1, 1, 8, False, 8, (1, 9)))
    tally.merge(other)
    assert tally.games == 5 and tally.wins == [2, 2] and tally.tiebreaks == 1
    assert tally.as_first == [2, 3] and tally.wins_as_first == [1, 1]
    assert tally.win_days == [[0, 0, 0, 0, 0, 1, 1], [0, 0, 0, 0, 1, 0, 0, 0, 1]]


def test_batches_alternate_the_first_player_across_the_run() -> None:
    """The run's coin picks who starts game 0; games alternate from there (batches hold an
    even number of games here, so each starts with the same player)."""
    batches = duel_batches(1, 600, 1)
    assert [(b.games, b.first) for b in batches] == [(250, 0), (250, 0), (100, 0)]
    assert [b.opponent for b in batches] == [1, 1, 1]
    assert [b.first for b in duel_batches(1, 600, 0)] == [1, 1, 1]
    assert duel_batches(2, 600, 1)[0].seed == batches[0].seed  # same seeds per opponent


def test_a_seeded_matchup_has_an_exact_result(store: CardStore) -> None:
    result = matchup(starter(store, "sierra"), starter(store, "nevenka"), duels(300, 1))
    assert (result.a.wins.count, result.b.wins.count, result.draws) == (173, 127, 0)
    assert result.tiebreaks == 41
    assert result.a.win_days[:11] == (0, 0, 0, 0, 33, 60, 56, 22, 1, 1, 0)
    assert result.b.win_days[:11] == (0, 0, 0, 0, 3, 43, 39, 27, 12, 3, 0)
    assert len(result.a.win_days) == 21  # days 0..20 (the day cap)
    assert (result.a.wins_first.count, result.a.wins_first.total) == (78, 150)
    assert (result.a.wins_second.count, result.a.wins_second.total) == (95, 150)
    assert result.b.wins_second.total == 150
    assert (round(result.a.wins.low or 0, 4), round(result.a.wins.high or 0, 4)) == (
        0.5201,
        0.6313,
    )


def test_the_numbers_do_not_depend_on_the_worker_count(store: CardStore) -> None:
    a, b = starter(store, "teija"), starter(store, "kojo")
    one = matchup(a, b, duels(600, 5), executor=LocalExecutor(1))
    two = matchup(a, b, duels(600, 5), executor=LocalExecutor(2))
    assert one == two


@pytest.mark.parametrize(("deck_a", "deck_b"), [("sierra", "nevenka"), ("kojo", "teija")])
def test_a_matchup_mirrors_its_reverse_within_the_ci(
    store: CardStore, deck_a: str, deck_b: str
) -> None:
    """A vs B and B vs A (different seeds): A's win share agrees within the 95% CI of the
    difference, and each run's Wilson interval holds the other's estimate of A's share."""
    a, b = starter(store, deck_a), starter(store, deck_b)
    forward = matchup(a, b, duels(2000, 21))
    backward = matchup(b, a, duels(2000, 22))
    assert forward.draws == backward.draws == 0
    p = share_a(forward)
    q = 1 - share_a(backward)
    assert within_ci_of_each_other(p, q, 2000), (p, q)
    assert forward.a.deck == backward.b.deck and forward.b.deck == backward.a.deck


@pytest.mark.parametrize("name", ["sierra", "nevenka"])
def test_a_deck_against_itself_wins_half_its_games(store: CardStore, name: str) -> None:
    deck = starter(store, name)
    result = matchup(deck, deck, duels(2000, 8))
    low, high = result.a.wins.low, result.a.wins.high
    assert low is not None and high is not None
    assert low < 0.5 < high, (low, high)
    assert result.a.wins.count + result.b.wins.count + result.draws == 2000
    # the first player's share, pooled over both seats, is a property of the pair: A's
    # games as first player and B's as first player are the same number
    assert result.a.wins_first.total + result.b.wins_first.total == 2000


def test_a_gauntlet_is_one_matchup_per_opponent_on_the_same_seeds(store: CardStore) -> None:
    deck = starter(store, "sierra")
    opponents = [starter(store, "nevenka"), starter(store, "kojo")]
    result = gauntlet(deck, opponents, duels(200, 3))
    assert [m.b.deck.name for m in result.matchups] == [o.name for o in opponents]
    alone = matchup(deck, opponents[1], duels(200, 3))
    assert result.matchups[1] == alone
    won = sum(m.a.wins.count for m in result.matchups)
    assert (result.overall.count, result.overall.total) == (won, 400)
    with pytest.raises(ValueError, match="at least one opponent"):
        gauntlet(deck, [], duels(10, 1))


def test_coverage_names_unmodelled_and_opponent_aimed_cards(store: CardStore) -> None:
    from altered_deck.engine.compiler.deck import compile_deck

    deck = starter(store, "nevenka")
    coverage = deck_coverage(deck, compile_deck(deck))
    assert coverage.hero == "Nevenka & Blotch" and coverage.distinct_cards == 16
    assert coverage.unmodelled == ()  # Paint Prison's cost reduction: modelled (reserve mechanic)
    # Lyra Cloth Dancer, Off You Go!, Paint Prison and Tanuki aim at the opponent: executed in
    # duels now
    assert coverage.opponent_only == ()


@pytest.fixture(scope="module")
def dask_client() -> Any:
    """A Dask client on an in-process LocalCluster started here (loopback only)."""
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=":0"
    )
    client = distributed.Client(cluster)
    yield client
    client.close()
    cluster.close()


def test_a_matchup_gives_the_same_numbers_on_dask(dask_client: Any, store: CardStore) -> None:
    a, b = starter(store, "sierra"), starter(store, "akesha")
    local = gauntlet(a, [b], duels(300, 4), executor=LocalExecutor(2))
    dask = gauntlet(a, [b], duels(300, 4), executor=DaskExecutor(client=dask_client))
    assert local == dask


def test_the_trace_is_the_runs_first_game(store: CardStore) -> None:
    a, b = starter(store, "sierra"), starter(store, "kojo")
    for seed in (0, 1, 4):
        traced = trace_matchup(a, b, duels(1, seed))
        one = matchup(a, b, duels(1, seed))
        assert traced.record.first == duel_batches(1, 1, seed)[0].first
        winner = traced.record.winner
        assert (one.a.wins.count, one.b.wins.count) == (int(winner == 0), int(winner == 1))
        assert traced.log[0].startswith(f"day 1 P{traced.record.first}: mana ")
        dusks = [line for line in traced.log if " dusk: " in line]
        assert len(dusks) == traced.record.days


def test_the_settings_reach_every_duel(store: CardStore) -> None:
    # One day is too short for any expedition to reach the other: every game is a draw on the
    # day cap; deck B's pilot plays the opponents' side and the trace stops on day 1.
    a, b = starter(store, "sierra"), starter(store, "kojo")
    settings = duels(6, 2, max_days=1, pilot_b=PilotSpec("random"))
    result = gauntlet(a, [b, a], settings)
    rows = [(m.games, m.draws, m.max_days, m.pilot, m.pilot_b) for m in result.matchups]
    assert rows == [(6, 6, 1, "greedy", "random")] * 2 and result.overall.count == 0
    traced = trace_matchup(a, b, settings)
    assert (traced.record.days, traced.record.winner) == (1, None)
    assert [line for line in traced.log if " dusk: " in line][-1].startswith("day 1 ")
