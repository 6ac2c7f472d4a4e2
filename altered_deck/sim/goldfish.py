"""Goldfish runs: one deck alone, many seeded games in batches on an executor.

A run of ``games`` games seeded ``seed`` is :func:`~altered_deck.sim.play.run_batches`:
the same games ``report`` plays for that seed, and the base deck's games in ``tune``. Each
batch is folded into a :class:`~altered_deck.stats.goldfish.GoldfishTally` wherever it runs
(this process, worker processes or a Dask cluster) and the tallies are added up (integer
counts: the order they arrive in cannot change them), so the summary depends on the deck and
the run's :class:`~altered_deck.engine.settings.PlaySettings` (games, seed, day cap, pilot,
rules) only.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from altered_deck.decks.model import ResolvedDeck
from altered_deck.engine.core.record import GameRecord
from altered_deck.formats.engine_rules import EngineRules
from altered_deck.sim.executor import Executor, LocalExecutor, Progress
from altered_deck.sim.play import (
    Batch,
    PlaySetup,
    first_game_seed,
    play_batch,
    run_batches,
)
from altered_deck.stats.goldfish import GoldfishSummary, GoldfishTally, summarize

if TYPE_CHECKING:
    from altered_deck.engine.settings import PlaySettings


@dataclass(frozen=True)
class GoldfishRun:
    """A goldfish run: its parameters (enough to replay it), the deck's coverage, the stats."""

    deck_name: str
    hero_name: str | None  # None: the deck has no single Hero
    seed: int
    games: int
    pilot: str  # the pilot's name; with its budget when it searches (PilotSpec.label)
    max_days: int
    rules: EngineRules
    executor: str  # where the batches ran ("1 process", "Dask at ...")
    workers: int  # workers that played batches (1 = this process)
    seconds: float
    distinct_cards: int
    unmodelled: tuple[str, ...]
    summary: GoldfishSummary
    # cards whose text acts only on an opponent: nothing to hit when goldfishing (matchups)
    opponent_cards: tuple[str, ...] = ()


def run_goldfish(
    deck: ResolvedDeck,
    settings: PlaySettings,
    *,
    executor: Executor | None = None,
    jobs: int | None = None,
    progress: Progress | None = None,
) -> GoldfishRun:
    """Compile ``deck``, play the ``settings.games`` games seeded ``settings.seed`` as
    ``settings`` say, summarise them.

    The batches run on ``executor``, or else over ``jobs`` local processes (default: the
    number of CPUs; 1 = this process). The rules default to those in force today
    (:meth:`~altered_deck.engine.settings.PlaySettings.in_force`). ``progress(games_done,
    games)`` is called in this process as batches end. The summary depends only on the deck
    and the settings, never on where the batches ran.
    """
    from altered_deck.engine.compiler.deck import compile_deck

    if settings.games < 0:
        raise ValueError(f"games must be >= 0, not {settings.games}")
    settings = settings.in_force()
    assert settings.rules is not None
    compiled = compile_deck(deck)
    runner = executor or LocalExecutor(jobs)
    batches = run_batches(0, settings.seed, settings.games)
    setup = PlaySetup((compiled,), GoldfishTally, settings)
    started = time.perf_counter()
    tally = GoldfishTally()
    try:
        for part in runner.map(play_batch, setup, batches, _games_done(batches, progress)):
            tally.merge(part)
    finally:
        if executor is None:
            runner.close()
    return GoldfishRun(
        deck_name=deck.name,
        hero_name=compiled.hero_name,
        seed=settings.seed,
        games=settings.games,
        pilot=settings.pilot.label,
        max_days=settings.max_days,
        rules=settings.rules,
        executor=runner.label,
        workers=max(1, min(runner.workers, len(batches))),
        seconds=time.perf_counter() - started,
        distinct_cards=compiled.distinct_count,
        unmodelled=tuple(compiled.unmodelled),
        summary=summarize(tally, settings.max_days),
        opponent_cards=_opponent_cards(deck, compiled.unmodelled),
    )


def _games_done(batches: Sequence[Batch], progress: Progress | None) -> Progress | None:
    """The executor's ``progress(batches_done, batches)`` as ``progress(games_done, games)``
    (batches are equal but for the last, shorter one)."""
    if progress is None or not batches:
        return progress
    size, games = batches[0].games, sum(b.games for b in batches)

    def report(done: int, total: int) -> None:
        progress(games if done >= total else done * size, games)

    return report


def _opponent_cards(deck: ResolvedDeck, unmodelled: Sequence[str]) -> tuple[str, ...]:
    from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, OPPONENT_ONLY, cards_of_classes

    cards = [e.card for e in deck.entries] + ([deck.hero] if deck.hero is not None else [])
    return cards_of_classes(cards, (MATCHUP_ONLY, OPPONENT_ONLY), skip=unmodelled)


@dataclass(frozen=True)
class TracedGame:
    """The first game of a run, played alone with its trace."""

    seed: int  # the run's seed
    game_seed: int  # this game's own seed (the first of the run)
    record: GameRecord
    trace: list[Any]


def trace_goldfish(deck: ResolvedDeck, settings: PlaySettings) -> TracedGame:
    """Compile ``deck`` and play the first game of the run seeded ``settings.seed`` (the game
    :func:`run_goldfish` deals first) with its trace; the rules default to today's."""
    from altered_deck.engine.compiler.deck import compile_deck
    from altered_deck.engine.runner import trace_game

    game_seed = first_game_seed(settings.seed)
    record, trace = trace_game(compile_deck(deck), game_seed, settings.in_force())
    return TracedGame(settings.seed, game_seed, record, trace)
