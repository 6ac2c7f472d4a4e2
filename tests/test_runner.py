"""The game runner: per-game seeds, chunking, in-process vs worker processes, progress."""

from __future__ import annotations

import math
import pickle
import random

import pytest
from goldfish_fakes import FAILING_SEED_DECK, fake_pilot, fake_play

from altered_deck.engine.runner import (
    CHUNKS_PER_RUN,
    MAX_CHUNK,
    MIN_CHUNK,
    RecordList,
    chunk_bounds,
    fold_games,
    game_seeds,
    run_games,
    trace_game,
    worker_count,
)
from altered_deck.errors import EngineError

FAKE = {"play": fake_play, "make_pilot": fake_pilot}


def test_game_seeds_come_from_one_generator_in_game_order() -> None:
    rng = random.Random(42)
    assert game_seeds(42, 5) == [rng.getrandbits(63) for _ in range(5)]


def test_game_seeds_of_a_shorter_run_are_a_prefix() -> None:
    assert game_seeds(7, 300)[:40] == game_seeds(7, 40)
    assert game_seeds(7, 3) != game_seeds(8, 3)


@pytest.mark.parametrize("games", [0, 1, 15, 16, 17, 1000, 1025, 64_000, 100_000])
def test_chunks_cover_every_game_once_in_order(games: int) -> None:
    bounds = chunk_bounds(games)
    covered = [i for start, stop in bounds for i in range(start, stop)]
    assert covered == list(range(games))
    assert all(MIN_CHUNK <= stop - start <= MAX_CHUNK for start, stop in bounds[:-1])
    assert len(bounds) <= max(CHUNKS_PER_RUN, math.ceil(games / MAX_CHUNK))


def test_chunk_layout_of_a_large_run() -> None:
    assert len(chunk_bounds(10_000)) == CHUNKS_PER_RUN  # 157 games each, the last 109
    assert chunk_bounds(250_000)[:2] == [(0, MAX_CHUNK), (MAX_CHUNK, 2 * MAX_CHUNK)]
    assert len(chunk_bounds(250_000)) == 250


def test_chunk_size_has_a_floor() -> None:
    assert chunk_bounds(40) == [(0, MIN_CHUNK), (MIN_CHUNK, 2 * MIN_CHUNK), (2 * MIN_CHUNK, 40)]


def test_worker_count_never_exceeds_the_chunks() -> None:
    assert worker_count(10, 4) == 1
    assert worker_count(40, 4) == 3
    assert worker_count(10_000, 2) == 2
    assert worker_count(0, 2) == 1


def test_in_process_run_plays_each_seed_in_game_order() -> None:
    records = run_games("deck", games=50, seed=3, jobs=1, max_days=6, **FAKE)
    assert [r.seed for r in records] == game_seeds(3, 50)
    assert records[0] == fake_play("deck", records[0].seed, "greedy", max_days=6)
    assert all(len(r.days) <= 6 for r in records)


def test_two_workers_give_the_records_of_one_process() -> None:
    one = run_games("deck", games=200, seed=11, jobs=1, **FAKE)
    two = run_games("deck", games=200, seed=11, jobs=2, **FAKE)
    assert len(two) == 200
    assert two == one


def test_a_collector_is_merged_in_chunk_order() -> None:
    collected = fold_games("deck", RecordList, games=100, seed=5, jobs=2, **FAKE)
    assert [r.seed for r in collected.records] == game_seeds(5, 100)


def test_progress_counts_up_to_the_total() -> None:
    for jobs in (1, 2):
        calls: list[tuple[int, int]] = []
        run_games(
            "deck",
            games=100,
            seed=1,
            jobs=jobs,
            progress=lambda done, total, calls=calls: calls.append((done, total)),
            **FAKE,
        )
        assert [done for done, _ in calls] == sorted(done for done, _ in calls)
        assert calls[-1] == (100, 100)
        assert {total for _, total in calls} == {100}
        # In-process: once per chunk; with workers, once per batch of finished chunks.
        assert 1 <= len(calls) <= len(chunk_bounds(100))
        if jobs == 1:
            assert len(calls) == len(chunk_bounds(100))


def test_a_run_longer_than_the_in_flight_window_keeps_game_order() -> None:
    # 3,000 games: 64 chunks of 47, many more than the 4 that two workers hold at a time.
    records = run_games("deck", games=3000, seed=21, jobs=2, max_days=4, **FAKE)
    assert [r.seed for r in records] == game_seeds(21, 3000)


@pytest.mark.parametrize("jobs", [1, 2])
def test_an_error_in_the_progress_callback_stops_the_run(jobs: int) -> None:
    calls: list[int] = []

    def stop(done: int, total: int) -> None:
        calls.append(done)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_games("deck", games=2000, seed=1, jobs=jobs, progress=stop, **FAKE)
    assert len(calls) == 1


def test_no_games_no_records() -> None:
    assert run_games("deck", games=0, seed=1, jobs=2, **FAKE) == []


def test_bad_arguments_are_rejected() -> None:
    with pytest.raises(ValueError, match="jobs must be >= 1"):
        run_games("deck", games=5, seed=1, jobs=0, **FAKE)
    with pytest.raises(ValueError, match="games must be >= 0"):
        run_games("deck", games=-1, seed=1, jobs=1, **FAKE)


@pytest.mark.parametrize("jobs", [1, 2])
def test_an_engine_error_in_a_game_reaches_the_caller(jobs: int) -> None:
    with pytest.raises(EngineError, match="illegal action in game"):
        run_games(FAILING_SEED_DECK, games=100, seed=1, jobs=jobs, **FAKE)


def test_trace_game_replays_the_first_game_of_the_run() -> None:
    traced = trace_game("deck", seed=9, max_days=12, **FAKE)
    first = run_games("deck", games=20, seed=9, jobs=1, **FAKE)[0]
    assert traced.seed == 9
    assert traced.game_seed == game_seeds(9, 1)[0] == first.seed
    assert traced.record == first
    assert len(traced.trace) == len(first.days)
    assert traced.trace[0].startswith("day 1: ")


def test_records_survive_pickling() -> None:
    record = fake_play("deck", 123, "greedy")
    assert pickle.loads(pickle.dumps(record)) == record
