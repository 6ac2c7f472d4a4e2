"""Goldfish runs: one deck alone, many seeded games in batches on an executor.

A run of ``games`` games seeded ``seed`` is :func:`~altered_deck.sim.play.run_batches`:
the same games ``report`` plays for that seed, and the base deck's games in ``tune``. Each
batch is folded into a :class:`~altered_deck.stats.goldfish.GoldfishTally` wherever it runs
(this process, worker processes or a Dask cluster) and the tallies are added up (integer
counts: the order they arrive in cannot change them), so the summary depends on (deck, games,
seed, day cap, pilot, rules) only.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from altered_deck.decks.model import ResolvedDeck
from altered_deck.engine.core.record import GameRecord
from altered_deck.formats.engine_rules import EngineRules, engine_rules_on
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
    from altered_deck.engine.pilots import PilotSpec


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
    *,
    games: int,
    seed: int,
    executor: Executor | None = None,
    jobs: int | None = None,
    max_days: int = 12,
    pilot: str | PilotSpec = "greedy",
    progress: Progress | None = None,
    rules: EngineRules | None = None,
) -> GoldfishRun:
    """Compile ``deck``, play ``games`` seeded games by ``rules``, summarise them.

    The batches run on ``executor``, or else over ``jobs`` local processes (default: the
    number of CPUs; 1 = this process). ``rules`` defaults to the rules in force today
    (:func:`~altered_deck.formats.engine_rules.engine_rules_on`). ``progress(games_done,
    games)`` is called in this process as batches end. The summary depends only on (deck,
    games, seed, max_days, pilot, rules), never on where the batches ran.
    """
    from altered_deck.engine.compiler.deck import compile_deck
    from altered_deck.engine.pilots import pilot_spec

    if games < 0:
        raise ValueError(f"games must be >= 0, not {games}")
    spec = pilot_spec(pilot)
    compiled = compile_deck(deck)
    rules = rules or engine_rules_on()
    runner = executor or LocalExecutor(jobs)
    batches = run_batches(0, seed, games)
    setup = PlaySetup((compiled,), GoldfishTally, rules, max_days, spec)
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
        seed=seed,
        games=games,
        pilot=spec.label,
        max_days=max_days,
        rules=rules,
        executor=runner.label,
        workers=max(1, min(runner.workers, len(batches))),
        seconds=time.perf_counter() - started,
        distinct_cards=compiled.distinct_count,
        unmodelled=tuple(compiled.unmodelled),
        summary=summarize(tally, max_days),
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


def trace_goldfish(
    deck: ResolvedDeck,
    *,
    seed: int,
    max_days: int = 12,
    pilot: str | PilotSpec = "greedy",
    rules: EngineRules | None = None,
) -> TracedGame:
    """Compile ``deck`` and play the first game of the run seeded ``seed`` (the game
    :func:`run_goldfish` deals first) with its trace; ``rules`` defaults to today's."""
    from altered_deck.engine.compiler.deck import compile_deck
    from altered_deck.engine.pilots import pilot_spec
    from altered_deck.engine.runner import trace_game

    game_seed = first_game_seed(seed)
    spec = pilot_spec(pilot)
    record, trace = trace_game(
        compile_deck(deck),
        game_seed,
        rules=rules or engine_rules_on(),
        max_days=max_days,
        pilot_name=spec.name,
        make_pilot=lambda _name: spec.make(),
    )
    return TracedGame(seed, game_seed, record, trace)
