"""How much of a deck's play the engine does not model: the share of its plays that are cards
with unmodelled text, over the games of a run.

Each game leaves two counts (``GameRecord.plays`` and ``.unmodelled_plays``; a duel one pair
per player): every card put into play from any zone, and those of them whose text the engine
ignores in part. :class:`PlaysTally` keeps their integer sums and sums of squares and products,
so tallies merge exactly like :class:`~altered_deck.stats.goldfish.GoldfishTally`.

The share is a ratio of sums over games (Σ unmodelled plays / Σ plays). The plays of one game
are not independent draws, so its 95% interval is the ratio estimator's normal interval with
the game as the unit (the delta method): half-width z·√(Σ(yᵢ − R·xᵢ)² / (n(n−1))) / x̄, for
``n`` games of xᵢ plays, yᵢ of them unmodelled; clipped to 0..1, exact 0 and 1 at the ends.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from altered_deck.stats.intervals import Proportion, Z

DEPENDENCE_THRESHOLD = 0.10
"""A figure *depends on unmodelled cards* when more than this share of a deck's plays are
cards with unmodelled text (``matchup`` and ``tune`` flag it)."""


@dataclass
class PlaysTally:
    """Integer sums over games of (plays, unmodelled plays)."""

    games: int = 0
    plays: int = 0
    unmodelled: int = 0
    plays_squares: int = 0
    unmodelled_squares: int = 0
    products: int = 0

    def add(self, plays: int, unmodelled: int) -> None:
        """Fold one game (one player's plays in it) in."""
        self.games += 1
        self.plays += plays
        self.unmodelled += unmodelled
        self.plays_squares += plays * plays
        self.unmodelled_squares += unmodelled * unmodelled
        self.products += plays * unmodelled

    def merge(self, other: PlaysTally) -> None:
        """Add ``other``'s sums to this one's."""
        self.games += other.games
        self.plays += other.plays
        self.unmodelled += other.unmodelled
        self.plays_squares += other.plays_squares
        self.unmodelled_squares += other.unmodelled_squares
        self.products += other.products

    def summary(self) -> UnmodelledPlays:
        """The share of unmodelled plays with its interval."""
        return UnmodelledPlays(self.games, ratio_interval(self))


@dataclass(frozen=True)
class UnmodelledPlays:
    """Over ``games`` games: ``share.count`` of ``share.total`` plays were cards with
    unmodelled text (``share.share``, None when nothing was played; low/high its interval)."""

    games: int
    share: Proportion

    @property
    def counted(self) -> bool:
        """Some card was played (records made without play counts have none)."""
        return self.share.total > 0

    @property
    def depends(self) -> bool:
        """More than a tenth of the plays were cards with unmodelled text."""
        return self.share.share is not None and self.share.share > DEPENDENCE_THRESHOLD


def ratio_interval(tally: PlaysTally, z: float = Z) -> Proportion:
    """Σ unmodelled / Σ plays with the ratio estimator's interval (games as the unit)."""
    n, x, y = tally.games, tally.plays, tally.unmodelled
    if x <= 0:
        return Proportion(y, x, None, None, None)
    ratio = y / x
    if n < 2:
        return Proportion(y, x, ratio, None, None)
    # Σ(yᵢ − R·xᵢ)² expanded into the tally's sums (never below 0 by rounding)
    residual = max(
        0.0,
        tally.unmodelled_squares - 2 * ratio * tally.products + ratio * ratio * tally.plays_squares,
    )
    half = z * math.sqrt(residual / (n * (n - 1))) / (x / n)
    low = 0.0 if y == 0 else max(0.0, ratio - half)
    high = 1.0 if y == x else min(1.0, ratio + half)
    return Proportion(y, x, ratio, low, high)
