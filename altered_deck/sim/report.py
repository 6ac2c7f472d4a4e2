"""Everything the HTML report of one deck shows, computed (rendering: render/html_report).

The goldfish part is played in seeded batches through an executor, like tuning: batch ``b``
of the report seeded ``s`` is ``fold_games(deck, GoldfishTally, seed=batch_seeds(s)[b])``,
so the report's numbers depend on (deck, games, seed, day cap, pilot) only, wherever the
batches ran. The page carries the command line that rebuilds it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from altered_deck.decks.model import ResolvedDeck
from altered_deck.formats.validate import ValidationResult
from altered_deck.sim.executor import Executor, LocalExecutor, Progress
from altered_deck.sim.play import (
    Batch,
    PlaySetup,
    batch_seeds,
    batch_size,
    batches_for,
    play_batch,
)
from altered_deck.sim.tune import TuneResult
from altered_deck.stats.deck import DeckStats
from altered_deck.stats.goldfish import GoldfishSummary, GoldfishTally


@dataclass(frozen=True)
class GoldfishPart:
    """The report's goldfish run: its parameters, the deck's coverage, the statistics."""

    games: int
    seed: int
    max_days: int
    pilot: str
    hero_name: str | None
    unmodelled: tuple[str, ...]
    summary: GoldfishSummary


@dataclass(frozen=True)
class DeckReport:
    """One deck's report: list, legality, statistics, goldfish, optional tuning."""

    deck: ResolvedDeck
    validation: ValidationResult
    stats: DeckStats
    goldfish: GoldfishPart
    tune: TuneResult | None
    command: str
    as_of: date
    version: str


def simulate_goldfish(
    deck: ResolvedDeck,
    *,
    games: int,
    seed: int,
    executor: Executor | None = None,
    max_days: int = 12,
    pilot: str = "greedy",
    progress: Progress | None = None,
    reshuffle_rule: str = "any-time",
) -> GoldfishPart:
    """Play ``games`` games of ``deck`` in seeded batches on ``executor``; summarise them."""
    from altered_deck.engine.compiler.deck import compile_deck
    from altered_deck.stats.goldfish import summarize

    compiled = compile_deck(deck)
    size = batch_size(games)
    count = batches_for(games, size)
    batches = [
        Batch(0, s, min(size, games - b * size)) for b, s in enumerate(batch_seeds(seed, count))
    ]
    setup = PlaySetup((compiled,), GoldfishTally, max_days, pilot, reshuffle_rule)
    tally = GoldfishTally()
    for part in (executor or LocalExecutor(1)).map(play_batch, setup, batches, progress):
        tally.merge(part)
    return GoldfishPart(
        games=games,
        seed=seed,
        max_days=max_days,
        pilot=pilot,
        hero_name=compiled.hero_name,
        unmodelled=tuple(compiled.unmodelled),
        summary=summarize(tally, max_days),
    )


def build_report(
    deck: ResolvedDeck,
    *,
    format_name: str,
    as_of: date,
    goldfish: GoldfishPart,
    tune: TuneResult | None = None,
    command: str,
    locale: str = "en-us",
) -> DeckReport:
    """Validate ``deck`` under ``format_name`` on ``as_of`` and gather the report's parts."""
    from altered_deck import __version__
    from altered_deck.formats.validate import validate
    from altered_deck.stats.deck import deck_stats

    return DeckReport(
        deck=deck,
        validation=validate(deck, format_name, as_of),
        stats=deck_stats(deck, locale=locale),
        goldfish=goldfish,
        tune=tune,
        command=command,
        as_of=as_of,
        version=__version__,
    )


def win_day_counts(summary: GoldfishSummary) -> Sequence[int]:
    """Games won on each day 1..N (for the histogram)."""
    return [row.on_day.count for row in summary.win_days]
