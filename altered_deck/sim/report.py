"""Everything the HTML report of one deck shows, computed (rendering: render/html_report).

:func:`deck_report` validates the deck, computes its statistics, plays its goldfish run
(:func:`~altered_deck.sim.goldfish.run_goldfish`: the same games ``goldfish --seed S`` plays)
and, when asked, its tuning, all on one executor. The numbers depend on the deck and the run's
settings (games, seed, day cap, pilot, rules) only, wherever the batches ran. The page carries
the command line that rebuilds it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import TYPE_CHECKING

from altered_deck.decks.model import ResolvedDeck
from altered_deck.formats.engine_rules import engine_rules_on
from altered_deck.formats.validate import ValidationResult
from altered_deck.sim.executor import Executor, LocalExecutor, Progress
from altered_deck.sim.goldfish import GoldfishRun, run_goldfish
from altered_deck.sim.swaps import Skipped, Swap
from altered_deck.sim.tune import Metric, TuneResult, tune
from altered_deck.stats.deck import DeckStats
from altered_deck.stats.goldfish import GoldfishSummary

if TYPE_CHECKING:
    from altered_deck.engine.settings import PlaySettings


@dataclass(frozen=True)
class DeckReport:
    """One deck's report: list, legality, statistics, goldfish, optional tuning."""

    deck: ResolvedDeck
    validation: ValidationResult
    stats: DeckStats
    goldfish: GoldfishRun
    tune: TuneResult | None
    command: str
    as_of: date
    version: str


@dataclass(frozen=True)
class TunePlan:
    """The tuning a report adds: the swaps to simulate (already legal, see
    :func:`~altered_deck.sim.swaps.plan_swaps`), those skipped, the metric, games per swap."""

    swaps: Sequence[Swap]
    skipped: Sequence[Skipped]
    metric: Metric
    games: int
    halving: bool = True
    min_effect: float | None = None  # the practical threshold (None: the metric's default)


def deck_report(
    deck: ResolvedDeck,
    settings: PlaySettings,
    *,
    command: str,
    format_name: str = "standard",
    as_of: date | None = None,
    executor: Executor | None = None,
    tuning: TunePlan | None = None,
    progress: Progress | None = None,
    locale: str = "en-us",
) -> DeckReport:
    """The report of ``deck``: legality under ``format_name`` on ``as_of`` (default today),
    its statistics, the goldfish games ``settings`` deal and, with ``tuning``, the ranked
    swaps (on the same seed), all played as ``settings`` say (the rules default to those in
    force on ``as_of``) on ``executor`` (default: this process). ``progress(games_done,
    games)`` covers tuning and goldfish together."""
    as_of = as_of or date.today()
    if settings.rules is None:
        settings = replace(settings, rules=engine_rules_on(as_of))
    executor = executor or LocalExecutor(1)
    bar = _Phases(progress, settings.games)
    tuned = None
    if tuning is not None:
        tuned = tune(
            deck,
            tuning.swaps,
            replace(settings, games=tuning.games),
            metric=tuning.metric,
            executor=executor,
            halving=tuning.halving,
            skipped=tuning.skipped,
            progress=bar.tuning,
            min_effect=tuning.min_effect,
        )
        bar.done = tuned.games_played
    goldfish = run_goldfish(deck, settings, executor=executor, progress=bar.goldfish)
    return build_report(
        deck,
        format_name=format_name,
        as_of=as_of,
        goldfish=goldfish,
        tune=tuned,
        command=command,
        locale=locale,
    )


class _Phases:
    """One progress count over the tuning (its planned games) then the goldfish games."""

    def __init__(self, progress: Progress | None, goldfish_games: int) -> None:
        self.progress = progress
        self.goldfish_games = goldfish_games
        self.done = 0  # games of the phases already over

    def tuning(self, done: int, planned: int) -> None:
        """Progress of the tuning, whose planned games come before the goldfish games."""
        if self.progress is not None:
            self.progress(done, planned + self.goldfish_games)

    def goldfish(self, done: int, games: int) -> None:
        """Progress of the goldfish run, after the tuning's games."""
        if self.progress is not None:
            self.progress(self.done + done, self.done + games)


def build_report(
    deck: ResolvedDeck,
    *,
    format_name: str,
    as_of: date,
    goldfish: GoldfishRun,
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
