"""Goldfish statistics: fold game records into integer counters, then summarise with intervals.

:class:`GoldfishTally` is a *collector* for :func:`altered_deck.engine.runner.fold_games`: it
keeps only integer counts, sums and sums of squares per day, so tallies of batches played in
different processes merge exactly (integer addition does not depend on order) and cross
processes in a few kilobytes. The runs themselves are :mod:`altered_deck.sim.goldfish`'s.

Conventions, shown in every report:

- Proportions carry a 95% Wilson score interval; means a 95% normal interval
  (mean ± 1.96·s/√n, s the sample standard deviation); an interval needs n ≥ 2.
- Per-day figures (advancement, curve use) are over the games **still running that day**:
  a game counts on each day it has a record for, up to and including the day it was won, and
  not after. Their ``games`` column says how many games that is.
- Win-day shares are over all games; games not won by the day cap are counted as such, never
  dropped. Mean and median win day are over the games won.
- Day of first move: over the games in which that expedition moved at all; the share of
  games in which it never moved is given beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from altered_deck.engine.core.record import GameRecord
from altered_deck.stats.intervals import (
    MeanEstimate,
    Proportion,
    histogram_median,
    mean_interval,
    wilson_interval,
)
from altered_deck.stats.plays import PlaysTally, UnmodelledPlays

PER_DAY_BASIS = "games still running that day (up to and including the win day)"

METRICS = (
    "mana",
    "spent",
    "unspent",
    "hand_plays",
    "reserve_plays",
    "hand_size",
    "hero_position",
    "companion_position",
    "distance",
)
"""The per-day quantities averaged, in the order :class:`GoldfishTally` stores them."""


SEATS = ("first", "second")
"""The player's seat on Day 1 (they alternate every day after)."""

# --- the tally ---------------------------------------------------------------------------


@dataclass
class GoldfishTally:
    """Integer counters over games; lists are indexed by day (index 0 unused)."""

    games: int = 0
    won_on: list[int] = field(default_factory=lambda: [0])
    running: list[int] = field(default_factory=lambda: [0])
    sums: list[list[int]] = field(default_factory=lambda: [[0] * len(METRICS)])
    squares: list[list[int]] = field(default_factory=lambda: [[0] * len(METRICS)])
    hero_moved: list[int] = field(default_factory=lambda: [0])
    companion_moved: list[int] = field(default_factory=lambda: [0])
    hero_first_move: list[int] = field(default_factory=lambda: [0])
    companion_first_move: list[int] = field(default_factory=lambda: [0])
    # by seat on Day 1 (index 0: first player, 1: second player; 4.1.g, 4.2.1.b)
    seat_games: list[int] = field(default_factory=lambda: [0, 0])
    seat_won_on: list[list[int]] = field(default_factory=lambda: [[0], [0]])
    # the games' plays and plays of cards with unmodelled text (stats.plays)
    plays: PlaysTally = field(default_factory=PlaysTally)

    @property
    def last_day(self) -> int:
        """The last day any game reached."""
        return len(self.running) - 1

    def _grow(self, day: int) -> None:
        while len(self.running) <= day:
            self.running.append(0)
            self.sums.append([0] * len(METRICS))
            self.squares.append([0] * len(METRICS))
            self.hero_moved.append(0)
            self.companion_moved.append(0)
            self.hero_first_move.append(0)
            self.companion_first_move.append(0)

    def add(self, record: GameRecord) -> None:
        """Fold one game in."""
        self.games += 1
        seat = 0 if record.first_player else 1
        self.seat_games[seat] += 1
        self.plays.add(record.plays, record.unmodelled_plays)
        if record.won_day is not None:
            _count_at(self.won_on, record.won_day)
            _count_at(self.seat_won_on[seat], record.won_day)
        hero_first = companion_first = False
        for day in record.days:
            d = day.day
            if d >= len(self.running):
                self._grow(d)
            self.running[d] += 1
            # the METRICS in order, written straight into the day's rows (no tuple, no loop)
            sums, squares = self.sums[d], self.squares[d]
            mana = day.mana
            spent = day.spent
            unspent = mana - spent
            plays = day.hand_plays
            reserve_plays = day.reserve_plays
            hand = day.hand_size
            hero = day.hero_position
            companion = day.companion_position
            distance = hero + 7 - companion
            sums[0] += mana
            squares[0] += mana * mana
            sums[1] += spent
            squares[1] += spent * spent
            sums[2] += unspent
            squares[2] += unspent * unspent
            sums[3] += plays
            squares[3] += plays * plays
            sums[4] += reserve_plays
            squares[4] += reserve_plays * reserve_plays
            sums[5] += hand
            squares[5] += hand * hand
            sums[6] += hero
            squares[6] += hero * hero
            sums[7] += companion
            squares[7] += companion * companion
            sums[8] += distance
            squares[8] += distance * distance
            if day.hero_moved:
                self.hero_moved[d] += 1
                if not hero_first:
                    hero_first = True
                    self.hero_first_move[d] += 1
            if day.companion_moved:
                self.companion_moved[d] += 1
                if not companion_first:
                    companion_first = True
                    self.companion_first_move[d] += 1

    def merge(self, other: GoldfishTally) -> None:
        """Add ``other``'s counters to this one's."""
        self.games += other.games
        self.plays.merge(other.plays)
        _add_into(self.won_on, other.won_on)
        _add_into(self.seat_games, other.seat_games)
        for mine, theirs in zip(self.seat_won_on, other.seat_won_on, strict=True):
            _add_into(mine, theirs)
        self._grow(other.last_day)
        for name in (
            "running",
            "hero_moved",
            "companion_moved",
            "hero_first_move",
            "companion_first_move",
        ):
            _add_into(getattr(self, name), getattr(other, name))
        for mine, theirs in zip(self.sums, other.sums, strict=False):
            _add_into(mine, theirs)
        for mine, theirs in zip(self.squares, other.squares, strict=False):
            _add_into(mine, theirs)


def _count_at(counts: list[int], index: int) -> None:
    """Add one at ``index``, first growing ``counts`` with zeros to reach it."""
    if len(counts) <= index:
        counts.extend([0] * (index + 1 - len(counts)))
    counts[index] += 1


def _add_into(target: list[int], source: Sequence[int]) -> None:
    if len(target) < len(source):
        target.extend([0] * (len(source) - len(target)))
    for index, value in enumerate(source):
        target[index] += value


def tally_games(records: Sequence[GameRecord]) -> GoldfishTally:
    """A tally of ``records``."""
    tally = GoldfishTally()
    for record in records:
        tally.add(record)
    return tally


# --- the summary -------------------------------------------------------------------------


@dataclass(frozen=True)
class WinDayRow:
    """Games won on ``day``: share on that day, and share won by the end of it."""

    day: int
    on_day: Proportion
    by_day: Proportion


@dataclass(frozen=True)
class FirstMove:
    """When an expedition first moved: over the games where it moved; and how often never."""

    expedition: str
    day: MeanEstimate
    median_day: float | None
    never: Proportion


@dataclass(frozen=True)
class AdvancementRow:
    """Board advancement on ``day``, over the ``games`` still running that day."""

    day: int
    games: int
    hero_position: MeanEstimate
    companion_position: MeanEstimate
    distance: MeanEstimate
    hero_moved: Proportion
    companion_moved: Proportion


@dataclass(frozen=True)
class CurveRow:
    """Mana and card use on ``day``, over the ``games`` still running that day."""

    day: int
    games: int
    mana: MeanEstimate
    spent: MeanEstimate
    unspent: MeanEstimate
    hand_plays: MeanEstimate
    reserve_plays: MeanEstimate
    hand_size: MeanEstimate


@dataclass(frozen=True)
class SeatRow:
    """Games in which the player was ``seat`` ("first" or "second") on Day 1."""

    seat: str
    games: int
    won: Proportion  # won by the day cap, over this seat's games
    win_day: MeanEstimate  # over this seat's won games
    median_day: float | None


@dataclass(frozen=True)
class GoldfishSummary:
    """Every goldfish statistic of a set of games (days 1..``max_days`` for the win table)."""

    games: int
    max_days: int
    win_days: tuple[WinDayRow, ...]
    win_day_mean: MeanEstimate
    win_day_median: float | None
    not_won: Proportion
    first_moves: tuple[FirstMove, ...]
    advancement: tuple[AdvancementRow, ...]
    curve: tuple[CurveRow, ...]
    seats: tuple[SeatRow, ...] = ()
    unmodelled_plays: UnmodelledPlays | None = None  # the share of plays with unmodelled text


def summarize(tally: GoldfishTally, max_days: int) -> GoldfishSummary:
    """Compute every statistic of ``tally``, whose games were capped at ``max_days``."""
    games = tally.games
    won = tally.won_on
    last_win_table_day = max(max_days, len(won) - 1)
    win_days: list[WinDayRow] = []
    by_day = 0
    for day in range(1, last_win_table_day + 1):
        on_day = won[day] if day < len(won) else 0
        by_day += on_day
        win_days.append(
            WinDayRow(day, wilson_interval(on_day, games), wilson_interval(by_day, games))
        )
    total_won = sum(won)
    advancement: list[AdvancementRow] = []
    curve: list[CurveRow] = []
    for day in range(1, tally.last_day + 1):
        n = tally.running[day]
        if n == 0:
            continue
        means = {
            name: mean_interval(n, tally.sums[day][index], tally.squares[day][index])
            for index, name in enumerate(METRICS)
        }
        advancement.append(
            AdvancementRow(
                day,
                n,
                means["hero_position"],
                means["companion_position"],
                means["distance"],
                wilson_interval(tally.hero_moved[day], n),
                wilson_interval(tally.companion_moved[day], n),
            )
        )
        curve.append(
            CurveRow(
                day,
                n,
                means["mana"],
                means["spent"],
                means["unspent"],
                means["hand_plays"],
                means["reserve_plays"],
                means["hand_size"],
            )
        )
    return GoldfishSummary(
        games=games,
        max_days=max_days,
        win_days=tuple(win_days),
        win_day_mean=_histogram_mean(won),
        win_day_median=histogram_median(won),
        not_won=wilson_interval(games - total_won, games),
        first_moves=(
            _first_move("hero", tally.hero_first_move, games),
            _first_move("companion", tally.companion_first_move, games),
        ),
        advancement=tuple(advancement),
        curve=tuple(curve),
        seats=tuple(
            SeatRow(
                name,
                tally.seat_games[index],
                wilson_interval(sum(tally.seat_won_on[index]), tally.seat_games[index]),
                _histogram_mean(tally.seat_won_on[index]),
                histogram_median(tally.seat_won_on[index]),
            )
            for index, name in enumerate(SEATS)
        ),
        unmodelled_plays=tally.plays.summary(),
    )


def _histogram_mean(counts: Sequence[int]) -> MeanEstimate:
    n = sum(counts)
    total = sum(day * count for day, count in enumerate(counts))
    squares = sum(day * day * count for day, count in enumerate(counts))
    return mean_interval(n, total, squares)


def _first_move(expedition: str, counts: Sequence[int], games: int) -> FirstMove:
    moved = sum(counts)
    return FirstMove(
        expedition,
        _histogram_mean(counts),
        histogram_median(counts),
        wilson_interval(games - moved, games),
    )


def summarize_games(records: Sequence[GameRecord], max_days: int) -> GoldfishSummary:
    """:func:`summarize` of the records' tally."""
    return summarize(tally_games(records), max_days)
