"""Run many seeded goldfish games, in-process or over worker processes, reproducibly.

Every game's seed comes from one ``random.Random(seed)`` (63 random bits per game, in game
order), so a run is fixed by ``(seed, games)`` alone. Games are cut into chunks whose layout
depends only on the game count, never on the number of workers; each chunk is played by one
worker into a *collector* (an object with ``add(record)`` and ``merge(other)``) and the chunk
collectors are merged in chunk order. Hence ``jobs=1`` and ``jobs=J`` give identical results.

Only chunks travel between processes: a list of seeds goes out, a collector comes back. The
deck and the play function reach each worker once, when the worker starts. Seeds are drawn
chunk by chunk as chunks are handed out, and at most two chunks per worker are in flight, so
memory does not grow with the game count and an interrupted run stops within a chunk.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
import signal
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, Self, TypeVar

from altered_deck.engine.core.record import GameRecord

CHUNKS_PER_RUN = 64
"""A run is cut into about this many chunks: enough to balance workers and show progress."""

MIN_CHUNK = 16
"""Smallest chunk: below this, process overhead outweighs the game time."""

MAX_CHUNK = 1000
"""Largest chunk (a fraction of a second of play): keeps progress and Ctrl-C responsive."""

IN_FLIGHT_PER_WORKER = 2
"""Chunks handed out per worker at a time: one playing, one waiting in the queue."""

PlayGame = Callable[..., GameRecord]
"""``play(deck, seed, pilot, *, max_days, reshuffle_rule) -> GameRecord`` (``play_game``)."""

MakePilot = Callable[[str], Any]
"""``make_pilot(name) -> Pilot`` (the engine's ``make_pilot``)."""

Progress = Callable[[int, int], None]
"""Called in the calling process as ``progress(games_done, games_total)``."""


class Collector(Protocol):
    """What a chunk of games is folded into; must be picklable to cross processes."""

    def add(self, record: GameRecord) -> None:
        """Fold one game in."""

    def merge(self, other: Self) -> None:
        """Fold in another collector of the same kind (the games after this one's)."""


C = TypeVar("C", bound=Collector)


@dataclass
class RecordList:
    """The simplest collector: every game record, in game order."""

    records: list[GameRecord] = field(default_factory=list)

    def add(self, record: GameRecord) -> None:
        """Keep ``record``."""
        self.records.append(record)

    def merge(self, other: RecordList) -> None:
        """Append ``other``'s records (which come after this one's)."""
        self.records.extend(other.records)


def game_seeds(seed: int, games: int) -> list[int]:
    """The per-game seeds of a run: 63 bits each from one ``random.Random(seed)``, in order."""
    rng = random.Random(seed)
    return [rng.getrandbits(63) for _ in range(games)]


def chunk_bounds(games: int) -> list[tuple[int, int]]:
    """``(start, stop)`` game indexes of each chunk; depends on ``games`` only."""
    size = min(MAX_CHUNK, max(MIN_CHUNK, math.ceil(games / CHUNKS_PER_RUN)))
    return [(start, min(start + size, games)) for start in range(0, games, size)]


def default_jobs() -> int:
    """The default number of worker processes: the number of CPUs."""
    return os.cpu_count() or 1


def worker_count(games: int, jobs: int) -> int:
    """How many processes a run of ``games`` with ``jobs`` allowed uses (1 = in-process)."""
    return max(1, min(jobs, len(chunk_bounds(games))))


def run_games(
    deck: object,
    *,
    games: int,
    seed: int,
    jobs: int | None = None,
    max_days: int = 12,
    pilot_name: str = "greedy",
    progress: Progress | None = None,
    play: PlayGame | None = None,
    make_pilot: MakePilot | None = None,
    reshuffle_rule: str = "any-time",
) -> list[GameRecord]:
    """Play ``games`` seeded games of ``deck`` (a compiled deck) and return their records.

    The records are in game order and identical whatever ``jobs`` is. See :func:`fold_games`
    for the parameters; prefer it with a compact collector for large runs.
    """
    collected = fold_games(
        deck,
        RecordList,
        games=games,
        seed=seed,
        jobs=jobs,
        max_days=max_days,
        pilot_name=pilot_name,
        progress=progress,
        play=play,
        make_pilot=make_pilot,
        reshuffle_rule=reshuffle_rule,
    )
    return collected.records


def fold_games(
    deck: object,
    collector: Callable[[], C],
    *,
    games: int,
    seed: int,
    jobs: int | None = None,
    max_days: int = 12,
    pilot_name: str = "greedy",
    progress: Progress | None = None,
    play: PlayGame | None = None,
    make_pilot: MakePilot | None = None,
    reshuffle_rule: str = "any-time",
) -> C:
    """Play ``games`` seeded games of ``deck`` and fold their records into one collector.

    ``collector`` makes an empty collector (a class is fine; it must be picklable when
    ``jobs > 1``). ``jobs`` worker processes share the chunks (default: the number of CPUs);
    ``jobs=1`` plays in this process. ``play`` and ``make_pilot`` default to the engine's
    ``play_game`` and ``make_pilot``; they must be module-level functions when ``jobs > 1``.
    ``progress(done, total)`` is called in this process after each chunk.
    ``reshuffle_rule`` is passed to ``play`` (the engine's rule for the discard pile).
    """
    if games < 0:
        raise ValueError(f"games must be >= 0, not {games}")
    jobs = default_jobs() if jobs is None else jobs
    if jobs < 1:
        raise ValueError(f"jobs must be >= 1, not {jobs}")
    # The engine is imported here, once: forked workers inherit it instead of importing it.
    setup = _Setup(
        deck, collector, max_days, pilot_name, *_engine(play, make_pilot), reshuffle_rule
    )
    chunks = _seed_chunks(seed, games)
    merged = collector()
    if worker_count(games, jobs) == 1:
        done = 0
        for chunk in chunks:
            merged.merge(setup.play_chunk(chunk))
            done += len(chunk)
            if progress is not None:
                progress(done, games)
    else:
        _run_pool(setup, chunks, merged, progress, games, worker_count(games, jobs))
    return merged


def _seed_chunks(seed: int, games: int) -> Iterator[list[int]]:
    """The seeds of each chunk in turn: :func:`game_seeds` cut by :func:`chunk_bounds`."""
    rng = random.Random(seed)
    for start, stop in chunk_bounds(games):
        yield [rng.getrandbits(63) for _ in range(stop - start)]


@dataclass(frozen=True)
class TracedGame:
    """The first game of a run, played alone with its trace."""

    seed: int  # the run's seed
    game_seed: int  # this game's own seed (the first of the run)
    record: GameRecord
    trace: list[Any]


def trace_game(
    deck: object,
    *,
    seed: int,
    max_days: int = 12,
    pilot_name: str = "greedy",
    play: PlayGame | None = None,
    make_pilot: MakePilot | None = None,
    reshuffle_rule: str = "any-time",
) -> TracedGame:
    """Play the first game of the run seeded ``seed`` (the same game the run plays first),
    collecting the engine's day-by-day trace."""
    game_seed = game_seeds(seed, 1)[0]
    setup = _Setup(
        deck, RecordList, max_days, pilot_name, *_engine(play, make_pilot), reshuffle_rule
    )
    trace: list[Any] = []
    record = setup.play_one(game_seed, trace)
    return TracedGame(seed, game_seed, record, trace)


def _engine(play: PlayGame | None, make_pilot: MakePilot | None) -> tuple[PlayGame, MakePilot]:
    """``play`` and ``make_pilot``, defaulting to the engine's own."""
    from altered_deck.engine import pilots
    from altered_deck.engine.core import game

    return play or game.play_game, make_pilot or pilots.make_pilot


@dataclass(frozen=True)
class _Setup(Generic[C]):
    """Everything a worker needs besides its seeds; sent once per worker."""

    deck: object
    collector: Callable[[], C]
    max_days: int
    pilot_name: str
    play: PlayGame
    make_pilot: MakePilot
    reshuffle_rule: str = "any-time"
    pilots: list[Any] = field(default_factory=list, compare=False, repr=False)

    def pilot(self) -> Any:
        """This process's pilot, made on first use and kept for every later chunk."""
        if not self.pilots:
            self.pilots.append(self.make_pilot(self.pilot_name))
        return self.pilots[0]

    def play_chunk(self, seeds: Sequence[int]) -> C:
        """Play one game per seed into a fresh collector."""
        play = self.play
        # One pilot per process, not per chunk: pilots keep nothing between games that
        # changes play (a game replays from its seed alone; their per-deck tables and
        # memos are pure functions of the deck), so chunks do not depend on the worker
        # count, and the tables are built once per worker instead of once per chunk.
        pilot = self.pilot()
        collected = self.collector()
        deck, max_days, rule = self.deck, self.max_days, self.reshuffle_rule
        for game_seed in seeds:
            collected.add(play(deck, game_seed, pilot, max_days=max_days, reshuffle_rule=rule))
        return collected

    def play_one(self, game_seed: int, trace: list[Any]) -> GameRecord:
        """Play one game, appending the engine's trace entries to ``trace``."""
        pilot = self.make_pilot(self.pilot_name)
        return self.play(
            self.deck,
            game_seed,
            pilot,
            max_days=self.max_days,
            trace=trace,
            reshuffle_rule=self.reshuffle_rule,
        )


_worker_setup: _Setup[Any] | None = None


def _init_worker(setup: _Setup[Any]) -> None:
    global _worker_setup
    _worker_setup = setup
    # Ctrl-C reaches the whole process group; the parent alone handles it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _play_in_worker(seeds: list[int]) -> Any:
    assert _worker_setup is not None, "worker not initialised"
    return _worker_setup.play_chunk(seeds)


def _pool_context() -> Any:
    # fork starts a worker in milliseconds and shares the loaded package; spawn elsewhere.
    if "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


def _run_pool(
    setup: _Setup[C],
    chunks: Iterator[list[int]],
    merged: C,
    progress: Progress | None,
    total: int,
    workers: int,
) -> None:
    """Play ``chunks`` over ``workers`` processes, merging results into ``merged`` in order."""
    executor = ProcessPoolExecutor(
        max_workers=workers,
        mp_context=_pool_context(),
        initializer=_init_worker,
        initargs=(setup,),
    )
    in_flight: dict[Future[C], tuple[int, int]] = {}  # future → (chunk index, games)
    finished: dict[int, C] = {}  # results waiting for an earlier chunk
    next_to_merge = 0
    done_games = 0
    pending = enumerate(chunks)

    def hand_out() -> None:
        for index, chunk in pending:
            in_flight[executor.submit(_play_in_worker, chunk)] = (index, len(chunk))
            if len(in_flight) >= workers * IN_FLIGHT_PER_WORKER:
                return

    try:
        hand_out()
        while in_flight:
            ready, _ = wait(in_flight, return_when=FIRST_COMPLETED)
            for future in ready:
                index, size = in_flight.pop(future)
                finished[index] = future.result()
                done_games += size
            while next_to_merge in finished:
                merged.merge(finished.pop(next_to_merge))
                next_to_merge += 1
            hand_out()
            if progress is not None:
                progress(done_games, total)
    except BaseException:
        # Cancel explicitly: chunks not yet started are dropped, the running ones end soon.
        for future in in_flight:
            future.cancel()
        executor.shutdown(wait=False, cancel_futures=True)
        raise
    executor.shutdown(wait=True)
