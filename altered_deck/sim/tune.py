"""Rank one-for-one swaps by their simulated effect on a goldfish metric.

Method (every step is seeded; the result depends on the deck, the swaps, the metric, the
game count and the seed, never on the executor or its worker count):

1. **Common random numbers.** The base deck and every variant play the same batches
   (:mod:`altered_deck.sim.play`): game ``i`` of each is dealt from the same seed, and a
   variant keeps the base deck's card order (:mod:`altered_deck.sim.swaps`). Each variant's
   effect is the mean of its paired per-game differences (variant − base).
2. **Successive halving.** Rungs double the games per swap up to ``games``: after each rung
   but the last, the better half of the swaps (by estimated improvement) go on and the others
   stop there. The base deck plays every game of the last rung.
3. **Intervals and Holm.** Each swap gets a 95% normal interval for its paired difference
   and a two-sided p-value, at the games it played; the p-values of all swaps are adjusted
   with Holm's step-down method and a swap is *significant* when its adjusted p ≤ 0.05.
4. **Ranking.** Swaps that reached a later rung rank first; within a rung, by improvement.
5. **Verdicts.** A swap is *better* (or *worse*) only when it is significant **and** its
   estimated effect reaches the practical threshold ``min_effect`` (default 0.05 days for
   ``mean-win-day``, 1 percentage point for ``win-by-day-N``): a significant effect below it
   is *too small* to matter at the table. A swap whose every paired game came out the same
   has *no effect*, and says why (the two cards play the same in the engine, or no game
   changed).
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from altered_deck.cards.model import Card
from altered_deck.decks.model import ResolvedDeck
from altered_deck.errors import UsageError
from altered_deck.sim.executor import Executor, LocalExecutor
from altered_deck.sim.paired import ALPHA, PairedDifference, holm, paired_difference
from altered_deck.sim.play import (
    BATCH_GAMES,
    Batch,
    PlaySetup,
    WinDays,
    batch_seeds,
    batch_size,
    batches_for,
    play_batch,
)
from altered_deck.sim.swaps import Skipped, Swap, play_order
from altered_deck.stats.plays import PlaysTally, UnmodelledPlays

if TYPE_CHECKING:
    from altered_deck.engine.settings import PlaySettings

METRIC_HELP = "win-by-day-N (share of games won by day N, higher is better) or mean-win-day"
DEFAULT_METRIC = "mean-win-day"

Progress = Callable[[int, int], None]
"""``progress(games_done, games_planned)``, in the calling process."""


@dataclass(frozen=True)
class Metric:
    """What a game scores: 1/0 for won by ``by_day``, or the win day (``max_days + 1`` for a
    game not won by the cap, so such games count as the slowest)."""

    name: str
    by_day: int | None
    max_days: int

    @property
    def higher_is_better(self) -> bool:
        """True for win-by-day-N, False for mean-win-day."""
        return self.by_day is not None

    def scores(self, days: Sequence[int]) -> list[int]:
        """Per-game scores of win days (0 = not won)."""
        if self.by_day is not None:
            cap = self.by_day
            return [1 if 0 < d <= cap else 0 for d in days]
        slow = self.max_days + 1
        return [d if d > 0 else slow for d in days]


def parse_metric(text: str, max_days: int) -> Metric:
    """``win-by-day-N`` (1 ≤ N ≤ max_days) or ``mean-win-day``."""
    name = text.strip().lower()
    if name == "mean-win-day":
        return Metric(name, None, max_days)
    match = re.fullmatch(r"win-by-day-(\d+)", name)
    if match is None:
        raise UsageError(f"unknown metric {text!r}: want {METRIC_HELP}")
    day = int(match.group(1))
    if not 1 <= day <= max_days:
        raise UsageError(f"{name}: the day must be within 1..{max_days} (the day cap)")
    return Metric(name, day, max_days)


MIN_EFFECT_DAYS = 0.05
"""The default practical threshold of ``mean-win-day``, in days."""
MIN_EFFECT_SHARE = 0.01
"""The default practical threshold of ``win-by-day-N``: 1 percentage point."""

BETTER, WORSE, TOO_SMALL, UNCLEAR, NO_EFFECT = (
    "better",
    "worse",
    "too small",
    "unclear",
    "no effect",
)
SAME_IN_ENGINE = "the two cards play the same in the engine (costs, power, modelled text)"
NO_GAME_CHANGED = "no game changed (the card never made a difference in these games)"


def default_min_effect(metric: Metric) -> float:
    """The practical threshold of ``metric`` when ``--min-effect`` is not given."""
    return MIN_EFFECT_SHARE if metric.higher_is_better else MIN_EFFECT_DAYS


@dataclass(frozen=True)
class SwapResult:
    """One swap's estimated effect on the metric (variant − base), at the games it played.

    ``verdict`` is one of better, worse, too small, unclear, no effect; ``why`` explains a
    swap with no effect."""

    rank: int
    swap: Swap
    difference: PairedDifference
    improvement: float  # the effect signed so that > 0 is better
    p_holm: float
    significant: bool
    rung: int  # the last rung it played (0-based)
    stopped_early: bool
    verdict: str = UNCLEAR
    why: str = ""


@dataclass(frozen=True)
class TuneResult:
    """Everything ``tune`` reports; enough parameters to replay it."""

    deck_name: str
    metric: Metric
    seed: int
    games: int
    batch_games: int
    rungs: tuple[int, ...]  # games per swap at each rung
    base_value: float  # the base deck's metric over its games
    base_games: int
    results: tuple[SwapResult, ...]
    skipped: tuple[Skipped, ...]
    games_played: int
    executor: str
    seconds: float
    alpha: float = ALPHA
    min_effect: float = MIN_EFFECT_DAYS
    unmodelled: tuple[str, ...] = ()  # the base deck's cards with unmodelled text
    unmodelled_plays: UnmodelledPlays | None = None  # their share of the base deck's plays

    @property
    def depends_on_unmodelled(self) -> bool:
        """More than a tenth of the base deck's plays were cards with unmodelled text."""
        return self.unmodelled_plays is not None and self.unmodelled_plays.depends


def rung_schedule(batches: int, arms: int, halving: bool = True) -> list[int]:
    """Batches per swap at each rung: doubling up to ``batches``, one rung per halving of
    ``arms`` (so the last rung has one or two swaps), never below one batch."""
    rungs = [batches]
    if halving:
        wanted = max(1, math.ceil(math.log2(arms))) if arms > 1 else 1
        while len(rungs) < wanted and rungs[0] > 1:
            rungs.insert(0, rungs[0] // 2)
    return rungs


def planned_games(rungs: Sequence[int], arms: int, size: int, games: int) -> int:
    """Games a run will play (base and swaps), for progress: set by the schedule alone."""

    def played(batches: int) -> int:
        return min(games, batches * size)

    total = played(rungs[-1])  # the base deck plays every game of the last rung
    alive, done = arms, 0
    for index, batches in enumerate(rungs):
        total += alive * (played(batches) - played(done))
        done = batches
        if index < len(rungs) - 1:
            alive = math.ceil(alive / 2)
    return total


def tune(
    deck: ResolvedDeck,
    swaps: Sequence[Swap],
    settings: PlaySettings,
    *,
    metric: Metric,
    executor: Executor | None = None,
    halving: bool = True,
    batch_games: int | None = None,
    skipped: Sequence[Skipped] = (),
    progress: Progress | None = None,
    min_effect: float | None = None,
) -> TuneResult:
    """Simulate ``deck`` and each swap's variant on common seeds (up to ``settings.games``
    games each, seeded ``settings.seed``, played as ``settings`` say to ``metric``'s day
    cap); rank the swaps.

    ``swaps`` must already be legal (see :func:`altered_deck.sim.swaps.split_swaps`);
    ``skipped`` is carried into the result. ``executor`` defaults to this process. The rules
    default to those in force today
    (:meth:`~altered_deck.engine.settings.PlaySettings.in_force`). ``min_effect`` is the
    practical threshold in metric units (None: :func:`default_min_effect`).
    """
    from altered_deck.engine.compiler.deck import compile_cards, compile_deck

    games = settings.games
    if games < 2:
        raise UsageError(f"tuning needs at least 2 games per swap, not {games}")
    executor = executor or LocalExecutor(1)
    settings = replace(settings.in_force(), max_days=metric.max_days)
    started = time.perf_counter()
    decks = [compile_deck(deck)]
    hero = _hero_card(deck)
    decks += [compile_cards(play_order(deck, s), hero, deck.name) for s in swaps]
    setup = PlaySetup(tuple(decks), WinDays, settings)
    size = batch_size(games, batch_games or BATCH_GAMES)
    rungs = rung_schedule(batches_for(games, size), len(swaps), halving)
    counter = _Counter(planned_games(rungs, len(swaps), size, games), progress)
    plan = _Plan(games, size, tuple(rungs), tuple(batch_seeds(settings.seed, rungs[-1])))
    days, estimates, reached, base_plays = _play_rungs(executor, setup, plan, metric, counter)
    threshold = default_min_effect(metric) if min_effect is None else min_effect
    if not threshold >= 0:  # NaN too
        raise UsageError(f"the practical threshold must be 0 or more, not {min_effect}")
    results = _rank(swaps, estimates, reached, metric, len(rungs) - 1, threshold)
    base_scores = metric.scores(days[0])
    return TuneResult(
        deck_name=deck.name,
        metric=metric,
        seed=settings.seed,
        games=games,
        batch_games=size,
        rungs=tuple(min(games, r * size) for r in rungs),
        base_value=sum(base_scores) / len(base_scores),
        base_games=len(base_scores),
        results=tuple(results),
        skipped=tuple(skipped),
        games_played=counter.done,
        executor=executor.label,
        seconds=time.perf_counter() - started,
        min_effect=threshold,
        unmodelled=decks[0].unmodelled,
        unmodelled_plays=base_plays.summary(),
    )


@dataclass(frozen=True)
class _Plan:
    """The batches of a tuning run: ``rungs[r]`` batches per swap at rung ``r``."""

    games: int
    size: int
    rungs: tuple[int, ...]
    seeds: tuple[int, ...]  # one per batch, the same for every deck

    def batches(self, arm: int, start: int, stop: int) -> list[Batch]:
        """Batches ``start``..``stop - 1`` of deck ``arm`` (the last one may be short)."""
        size, games = self.size, self.games
        return [Batch(arm, self.seeds[b], min(size, games - b * size)) for b in range(start, stop)]


def _play_rungs(
    executor: Executor, setup: PlaySetup, plan: _Plan, metric: Metric, counter: _Counter
) -> tuple[list[list[int]], dict[int, PairedDifference], dict[int, int], PlaysTally]:
    """Play the rungs, halving the swaps between them: per deck (0 = base) the win days of
    its games, each swap's paired difference and the last rung it played; the base deck's
    plays."""
    days: list[list[int]] = [[] for _ in setup.decks]
    base_plays = PlaysTally()
    alive = list(range(1, len(setup.decks)))
    reached = dict.fromkeys(alive, 0)
    estimates: dict[int, PairedDifference] = {}
    for rung, target in enumerate(plan.rungs):
        batches = [
            batch
            for arm in (0, *alive)
            for batch in plan.batches(arm, _batches_played(days[arm], plan.size), target)
        ]
        played = executor.map(play_batch, setup, batches, counter.during(batches))
        for batch, collected in zip(batches, played, strict=True):
            days[batch.arm].extend(collected.days)
            if batch.arm == 0:
                base_plays.merge(collected.plays)
        base_scores = metric.scores(days[0])
        for arm in alive:
            scores = metric.scores(days[arm])
            estimates[arm] = paired_difference(base_scores[: len(scores)], scores)
            reached[arm] = rung
        if rung < len(plan.rungs) - 1:
            alive = _better_half(alive, estimates, metric)
    return days, estimates, reached, base_plays


def _hero_card(deck: ResolvedDeck) -> Card | None:
    hero = deck.hero
    if hero is None and deck.heroes:
        hero = deck.heroes[0].card
    return hero


def _batches_played(days: Sequence[int], size: int) -> int:
    return -(-len(days) // size)


def _improvement(difference: PairedDifference, metric: Metric) -> float:
    return difference.mean if metric.higher_is_better else -difference.mean


def _better_half(
    alive: list[int], estimates: dict[int, PairedDifference], metric: Metric
) -> list[int]:
    ranked = sorted(alive, key=lambda a: (-_improvement(estimates[a], metric), a))
    return sorted(ranked[: math.ceil(len(alive) / 2)])


def _rank(
    swaps: Sequence[Swap],
    estimates: dict[int, PairedDifference],
    reached: dict[int, int],
    metric: Metric,
    last_rung: int,
    min_effect: float,
) -> list[SwapResult]:
    arms = sorted(estimates, key=lambda a: (-reached[a], -_improvement(estimates[a], metric), a))
    adjusted, rejected = holm([estimates[a].p_value for a in arms])
    results = []
    for position, arm in enumerate(arms):
        swap, difference = swaps[arm - 1], estimates[arm]
        improvement = _improvement(difference, metric)
        verdict, why = swap_verdict(swap, difference, improvement, rejected[position], min_effect)
        results.append(
            SwapResult(
                rank=position + 1,
                swap=swap,
                difference=difference,
                improvement=improvement,
                p_holm=adjusted[position],
                significant=rejected[position],
                rung=reached[arm],
                stopped_early=reached[arm] < last_rung,
                verdict=verdict,
                why=why,
            )
        )
    return results


def swap_verdict(
    swap: Swap,
    difference: PairedDifference,
    improvement: float,
    significant: bool,
    min_effect: float,
) -> tuple[str, str]:
    """The swap's verdict and, for no effect, why: the one place that calls a swap better or
    worse (``tune``'s table and JSON, the report's tuning section and sentences all show
    :attr:`SwapResult.verdict`)."""
    if difference.low == difference.high == 0.0:  # every paired game came out the same
        return NO_EFFECT, SAME_IN_ENGINE if plays_the_same(swap.out, swap.into) else NO_GAME_CHANGED
    if not significant:
        return UNCLEAR, ""
    if abs(improvement) < min_effect:
        return TOO_SMALL, ""
    return (BETTER if improvement > 0 else WORSE), ""


def plays_the_same(first: Card, second: Card) -> bool:
    """Whether the engine sees the two cards alike: same costs, power, kind and compiled text
    (a Common and its Rare version with the same numbers, or two texts it does not model)."""
    from altered_deck.engine.compiler.deck import compile_cards
    from altered_deck.engine.core.cards import CARD_FIELDS

    a, b = (compile_cards([(card, 1)]).cards[0] for card in (first, second))
    return all(
        getattr(a, field) == getattr(b, field)
        for field in CARD_FIELDS
        if field not in ("index", "name")
    )


class _Counter:
    """Turns each map's batch progress into games done over the whole run."""

    def __init__(self, planned: int, progress: Progress | None) -> None:
        self.planned = planned
        self.progress = progress
        self.done = 0

    def during(self, batches: Sequence[Batch]) -> Callable[[int, int], None]:
        """The progress callback of one map over ``batches`` (counted done once it ends)."""
        start, games = self.done, sum(b.games for b in batches)
        self.done = start + games

        def report(done: int, total: int) -> None:
            if self.progress is not None:
                self.progress(start + games * done // max(1, total), self.planned)

        return report
