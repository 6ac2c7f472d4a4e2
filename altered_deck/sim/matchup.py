"""Two-deck matchups and gauntlets: full two-player games in seeded batches on an executor.

A matchup of ``games`` games is cut into batches (:func:`~altered_deck.sim.play.batch_size`)
whose seeds are :func:`~altered_deck.sim.play.batch_seeds` of the run's seed; game ``j`` of
a batch is dealt from the ``j``-th of :func:`~altered_deck.engine.runner.game_seeds` of the
batch seed. The first player alternates by game: deck A starts the run's even-numbered
games when the run's coin (the first bit drawn from ``random.Random(seed)``) is 0, the odd
ones otherwise. So a matchup's numbers depend on the decks and the run's
:class:`~altered_deck.engine.settings.PlaySettings` (games, seed, day cap, pilots, rules) only,
wherever its batches run. A gauntlet is one matchup per opponent, each on the same
seeds.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from altered_deck.decks.model import ResolvedDeck
from altered_deck.engine.core.duel import DuelRecord
from altered_deck.engine.pilots import PilotSpec, pilot_spec
from altered_deck.engine.settings import PlaySettings
from altered_deck.errors import UsageError
from altered_deck.formats.engine_rules import EngineRules
from altered_deck.sim.executor import Executor, LocalExecutor, Progress
from altered_deck.sim.pace import slice_games
from altered_deck.sim.play import BATCH_GAMES, batch_size, first_game_seed, run_batches
from altered_deck.stats.intervals import Proportion, wilson_interval
from altered_deck.stats.plays import PlaysTally, UnmodelledPlays


@dataclass
class DuelTally:
    """Counts over duels between player 0 (deck A) and player 1 (deck B). Picklable."""

    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    tiebreaks: int = 0
    as_first: list[int] = field(default_factory=lambda: [0, 0])  # games each started
    wins_as_first: list[int] = field(default_factory=lambda: [0, 0])
    win_days: list[list[int]] = field(default_factory=lambda: [[], []])  # [p][day] wins
    # each player's plays and plays of cards with unmodelled text (stats.plays)
    plays: list[PlaysTally] = field(default_factory=lambda: [PlaysTally(), PlaysTally()])

    def add(self, record: DuelRecord) -> None:
        """Fold one game in."""
        self.games += 1
        for p in (0, 1):
            self.plays[p].add(record.plays[p], record.unmodelled_plays[p])
        self.tiebreaks += record.tiebreak
        self.as_first[record.first] += 1
        winner = record.winner
        if winner is None or record.won_day is None:
            return
        self.wins[winner] += 1
        if winner == record.first:
            self.wins_as_first[winner] += 1
        days = self.win_days[winner]
        while len(days) <= record.won_day:
            days.append(0)
        days[record.won_day] += 1

    def merge(self, other: DuelTally) -> None:
        """Fold in another tally."""
        self.games += other.games
        self.tiebreaks += other.tiebreaks
        for p in (0, 1):
            self.plays[p].merge(other.plays[p])
            self.wins[p] += other.wins[p]
            self.as_first[p] += other.as_first[p]
            self.wins_as_first[p] += other.wins_as_first[p]
            days = self.win_days[p]
            for day, count in enumerate(other.win_days[p]):
                while len(days) <= day:
                    days.append(0)
                days[day] += count


@dataclass(frozen=True)
class DuelBatch:
    """Play ``games`` games of deck 0 against deck ``opponent`` from ``seed``; deck 0 is the
    first player of the batch's first game when ``first`` is 0, and it alternates. With
    ``skip``, the batch is a slice of the games dealt from ``seed``: those after the first
    ``skip`` (the same games whatever the slices, so a run's results do not depend on them)."""

    opponent: int
    seed: int
    games: int
    first: int
    skip: int = 0


@dataclass(frozen=True)
class DuelSetup:
    """What every batch shares: the compiled decks (0 = the deck, then the opponents) and how
    the games are played (the day cap, both sides' pilots, the rules in force)."""

    decks: tuple[Any, ...]  # compiled decks
    settings: PlaySettings


def play_duel_batch(setup: DuelSetup, batch: DuelBatch) -> DuelTally:
    """Play one batch in this process and return its tally."""
    from altered_deck.engine.games import play_duel
    from altered_deck.engine.runner import game_seeds

    decks = (setup.decks[0], setup.decks[batch.opponent])
    settings = setup.settings
    pilots = (settings.pilots[0].make(), settings.pilots[1].make())
    tally = DuelTally()
    seeds = game_seeds(batch.seed, batch.skip + batch.games)[batch.skip :]
    for j, seed in enumerate(seeds, start=batch.skip):
        tally.add(play_duel(decks, seed, pilots, settings, first=(batch.first + j) % 2))
    return tally


def duel_batches(
    opponent: int, games: int, seed: int, per_slice: int | None = None
) -> list[DuelBatch]:
    """The batches of a ``games``-game matchup against deck ``opponent`` seeded ``seed``: the
    goldfish batches of the seed (:func:`~altered_deck.sim.play.run_batches`), each with the
    first player of its first game, cut into equal slices of at most ``per_slice`` games (the
    work one worker does at a time; the games are the same however they are cut)."""
    size = batch_size(games)
    coin = random.Random(seed).getrandbits(1)
    slices = []
    for b, batch in enumerate(run_batches(opponent, seed, games)):
        first = (coin + b * size) % 2
        parts = -(-batch.games // (per_slice or batch.games))
        bounds = [batch.games * k // parts for k in range(parts + 1)]
        slices += [
            DuelBatch(opponent, batch.seed, end - start, first, start)
            for start, end in itertools.pairwise(bounds)
        ]
    return slices


@dataclass(frozen=True)
class TracedDuel:
    """The first game of a matchup run, decision by decision (``Duel`` log lines)."""

    record: DuelRecord
    log: tuple[str, ...]


def trace_matchup(deck_a: ResolvedDeck, deck_b: ResolvedDeck, settings: PlaySettings) -> TracedDuel:
    """Play game 0 of the matchup run seeded ``settings.seed`` (the same deal and first player
    as in :func:`matchup`) with a log; the rules default to today's
    (:meth:`~altered_deck.engine.settings.PlaySettings.in_force`)."""
    from altered_deck.engine.compiler.deck import compile_deck
    from altered_deck.engine.games import play_duel

    log: list[str] = []
    record = play_duel(
        (compile_deck(deck_a), compile_deck(deck_b)),
        first_game_seed(settings.seed),
        (settings.pilots[0].make(), settings.pilots[1].make()),
        settings.in_force(),
        first=duel_batches(1, 1, settings.seed)[0].first,
        log=log,
    )
    return TracedDuel(record, tuple(log))


# --- results -------------------------------------------------------------------------------


@dataclass(frozen=True)
class DeckCoverage:
    """What of a deck the duel engine plays: distinct cards (the Hero included), those with
    text it ignores, and those whose text only aims at the opponent (not modelled either)."""

    name: str
    hero: str | None
    distinct_cards: int
    unmodelled: tuple[str, ...]
    opponent_only: tuple[str, ...]


@dataclass(frozen=True)
class Side:
    """One deck's results in a matchup."""

    deck: DeckCoverage
    wins: Proportion  # Wilson interval over all games (draws count as not won)
    wins_first: Proportion  # in the games it started
    wins_second: Proportion  # in the games the opponent started
    win_days: tuple[int, ...]  # [day] games won that day; index 0 unused
    unmodelled_plays: UnmodelledPlays | None = None  # its plays of cards with unmodelled text


@dataclass(frozen=True)
class Sensitivity:
    """The same games replayed with a quarter of the search budget: each side's share then,
    and how far each share of the full budget moved from it (full − quarter)."""

    budget: int
    a_wins: Proportion
    b_wins: Proportion
    a_moved: float
    b_moved: float


@dataclass(frozen=True)
class MatchupResult:
    """Deck A against deck B: both sides, draws (not decided by the day cap), tiebreaks."""

    a: Side
    b: Side
    games: int
    draws: int
    tiebreaks: int
    seed: int
    max_days: int
    pilot: str  # deck A's pilot
    rules: EngineRules
    pilot_b: str = ""  # deck B's ("": the same as A's)
    budget: int | None = None  # simulations per decision of a search pilot (None: none searches)
    sensitivity: Sensitivity | None = None  # the same games at a quarter of the budget

    @property
    def pilots(self) -> tuple[PilotSpec, PilotSpec]:
        """Both sides' pilots (A, B) with the search budget."""
        b = self.pilot_b or self.pilot
        return (pilot_spec(self.pilot, self.budget), pilot_spec(b, self.budget))

    @property
    def depends_on_unmodelled(self) -> bool:
        """A deck's plays were more than a tenth cards with unmodelled text."""
        return any(
            s.unmodelled_plays is not None and s.unmodelled_plays.depends for s in (self.a, self.b)
        )


@dataclass(frozen=True)
class GauntletResult:
    """One deck against each opponent (same seeds for each), and its overall win rate."""

    deck: DeckCoverage
    matchups: tuple[MatchupResult, ...]
    overall: Proportion
    seed: int
    unmodelled_plays: UnmodelledPlays | None = None  # the deck's, over every opponent's games


def deck_coverage(deck: ResolvedDeck, compiled: object) -> DeckCoverage:
    """The duel coverage of ``deck`` (``compiled`` is its compiled deck)."""
    from altered_deck.engine.compiler.coverage import OPPONENT_ONLY, cards_of_classes
    from altered_deck.engine.core.cards import CompiledDeck

    assert isinstance(compiled, CompiledDeck)
    cards = [e.card for e in deck.entries] + ([deck.hero] if deck.hero is not None else [])
    return DeckCoverage(
        name=deck.name,
        hero=compiled.hero_name,
        distinct_cards=compiled.distinct_count,
        unmodelled=tuple(sorted(compiled.unmodelled)),
        opponent_only=cards_of_classes(cards, (OPPONENT_ONLY,), skip=compiled.unmodelled),
    )


def _side(p: int, tally: DuelTally, coverage: DeckCoverage, max_days: int) -> Side:
    days = [0] * (max_days + 1)
    for day, count in enumerate(tally.win_days[p]):
        days[day] += count
    first_games = tally.as_first[p]
    return Side(
        deck=coverage,
        wins=wilson_interval(tally.wins[p], tally.games),
        wins_first=wilson_interval(tally.wins_as_first[p], first_games),
        wins_second=wilson_interval(
            tally.wins[p] - tally.wins_as_first[p], tally.games - first_games
        ),
        win_days=tuple(days),
        unmodelled_plays=tally.plays[p].summary(),
    )


def summarize_matchup(
    tally: DuelTally, coverages: tuple[DeckCoverage, DeckCoverage], settings: PlaySettings
) -> MatchupResult:
    """The matchup's result from its tally (player 0 = deck A), played as ``settings`` say
    (with the rules in force)."""
    spec_a, spec_b = settings.pilots
    searching = [s for s in (spec_a, spec_b) if s.name == "search"]
    rules = settings.rules
    assert rules is not None  # the run's settings are in force
    return MatchupResult(
        a=_side(0, tally, coverages[0], settings.max_days),
        b=_side(1, tally, coverages[1], settings.max_days),
        games=tally.games,
        draws=tally.games - tally.wins[0] - tally.wins[1],
        tiebreaks=tally.tiebreaks,
        seed=settings.seed,
        max_days=settings.max_days,
        pilot=spec_a.name,
        rules=rules,
        pilot_b=spec_b.name,
        budget=searching[0].search_budget if searching else None,
    )


# --- runs ----------------------------------------------------------------------------------


def gauntlet(
    deck: ResolvedDeck,
    opponents: Sequence[ResolvedDeck],
    settings: PlaySettings,
    *,
    executor: Executor | None = None,
    progress: Progress | None = None,
    sensitivity: bool = False,
) -> GauntletResult:
    """Play ``settings.games`` two-player games of ``deck`` against each opponent (one
    executor map over every batch), each matchup on the same seeds, as ``settings`` say: the
    day cap, ``settings.pilot`` for ``deck`` and ``settings.pilot_b`` (default: the same) for
    the opponents, the rules (default: those in force today,
    :meth:`~altered_deck.engine.settings.PlaySettings.in_force`). With ``sensitivity``, the
    same games are played again with a quarter of the search budget and each matchup says
    how far its shares moved (a search pilot must play a side)."""
    if sensitivity:
        return _with_sensitivity(deck, opponents, settings, executor, progress)
    from altered_deck.engine.compiler.deck import compile_deck

    if not opponents:
        raise ValueError("a gauntlet needs at least one opponent")
    settings = settings.in_force()
    games, seed = settings.games, settings.seed
    decks = [deck, *opponents]
    compiled = tuple(compile_deck(d) for d in decks)
    coverages = [deck_coverage(d, c) for d, c in zip(decks, compiled, strict=True)]
    per_slice = slice_games(settings.pilots, duel=True, limit=BATCH_GAMES)
    batches = [b for k in range(1, len(decks)) for b in duel_batches(k, games, seed, per_slice)]
    counted = _in_games(progress, len(batches), games * (len(decks) - 1))
    setup = DuelSetup(compiled, settings)
    parts = (executor or LocalExecutor(1)).map(play_duel_batch, setup, batches, counted)
    tallies = [DuelTally() for _ in decks]
    for batch, part in zip(batches, parts, strict=True):
        tallies[batch.opponent].merge(part)
    matchups = tuple(
        summarize_matchup(tallies[k], (coverages[0], coverages[k]), settings)
        for k in range(1, len(decks))
    )
    won = sum(m.a.wins.count for m in matchups)
    plays = PlaysTally()
    for tally in tallies[1:]:
        plays.merge(tally.plays[0])
    return GauntletResult(
        deck=coverages[0],
        matchups=matchups,
        overall=wilson_interval(won, games * len(opponents)),
        seed=seed,
        unmodelled_plays=plays.summary(),
    )


def _in_games(progress: Progress | None, batches: int, games: int) -> Progress | None:
    """``progress`` in games rather than batches (the slices are of equal size, give or take
    one game: the count is exact at the end and within a slice on the way)."""
    if progress is None:
        return None
    report = progress

    def counted(done: int, _total: int) -> None:
        report(games * done // batches, games)

    return counted


def matchup(
    deck_a: ResolvedDeck,
    deck_b: ResolvedDeck,
    settings: PlaySettings,
    *,
    executor: Executor | None = None,
    progress: Progress | None = None,
    sensitivity: bool = False,
) -> MatchupResult:
    """Play ``settings.games`` seeded two-player games of ``deck_a`` against ``deck_b`` as
    ``settings`` say (:func:`gauntlet` against one opponent)."""
    result = gauntlet(
        deck_a, [deck_b], settings, executor=executor, progress=progress, sensitivity=sensitivity
    )
    return result.matchups[0]


def check_sensitivity(a: PilotSpec, b: PilotSpec) -> None:
    """The budget sensitivity varies the search budget: a search pilot must play a side, at
    a budget whose quarter is another budget (a quarter of 1 is still 1: nothing to
    measure)."""
    if "search" not in (a.name, b.name):
        raise UsageError(
            "--sensitivity varies the search budget: use --pilot search or --pilot-b search"
        )
    budgets = {spec.search_budget for spec in (a, b) if spec.name == "search"}
    if all(quarter_budget(PilotSpec("search", n)).search_budget == n for n in budgets):
        raise UsageError(
            f"--sensitivity replays the games at a quarter of the search budget, and a quarter "
            f"of budget {min(budgets)} is still {min(budgets)} (budgets are whole, at least "
            "1): use --budget 2 or more"
        )


def quarter_budget(pilot: str | PilotSpec) -> PilotSpec:
    """``pilot`` with a quarter of its search budget (at least 1); other pilots as they are."""
    spec = pilot_spec(pilot)
    if spec.name != "search":
        return spec
    return PilotSpec(spec.name, max(1, spec.search_budget // 4))


def _with_sensitivity(
    deck: ResolvedDeck,
    opponents: Sequence[ResolvedDeck],
    settings: PlaySettings,
    executor: Executor | None,
    progress: Progress | None,
) -> GauntletResult:
    """The gauntlet at the full budget and again at a quarter of it, on the same seeds."""
    from dataclasses import replace

    a, b = settings.pilots
    check_sensitivity(a, b)
    halves = [_half(progress, first) for first in (True, False)]  # one bar over both runs
    full = gauntlet(deck, opponents, settings, executor=executor, progress=halves[0])
    quarter = replace(settings, pilot=quarter_budget(a), pilot_b=quarter_budget(b))
    less = gauntlet(deck, opponents, quarter, executor=executor, progress=halves[1])
    budget = quarter_budget(a if a.name == "search" else b).search_budget
    matchups = tuple(
        replace(
            m,
            sensitivity=Sensitivity(
                budget=budget,
                a_wins=q.a.wins,
                b_wins=q.b.wins,
                a_moved=(m.a.wins.share or 0.0) - (q.a.wins.share or 0.0),
                b_moved=(m.b.wins.share or 0.0) - (q.b.wins.share or 0.0),
            ),
        )
        for m, q in zip(full.matchups, less.matchups, strict=True)
    )
    return replace(full, matchups=matchups)


def _half(progress: Progress | None, first: bool) -> Progress | None:
    """``progress`` of one of two runs of the same size, as a count over both."""
    if progress is None:
        return None
    report = progress

    def half(done: int, total: int) -> None:
        report(done if first else total + done, 2 * total)

    return half
