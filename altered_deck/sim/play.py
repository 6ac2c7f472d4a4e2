"""Seeded batches of goldfish games: the unit of work every simulation hands an executor.

A batch is ``(arm, seed, games)``: play ``games`` games of deck number ``arm`` through the
engine's runner (``fold_games(..., seed=seed, jobs=1)``), so its result depends on those
three numbers alone. A run of G games is cut into batches of :func:`batch_size` games whose
seeds are :func:`batch_seeds` of the run's seed: batch ``b`` has the same seed for every deck
of a run. That is what makes comparisons paired (common random numbers): game ``i`` of the
base deck and game ``i`` of a variant are dealt from the same seed.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from altered_deck.engine.core.record import GameRecord
from altered_deck.engine.runner import fold_games, game_seeds

BATCH_GAMES = 250
"""Games per batch (fewer when a run is shorter): about 0.1 s of play, cheap to ship."""


def batch_size(games: int, limit: int = BATCH_GAMES) -> int:
    """Games per batch for a run of ``games``: depends on the game count only."""
    return max(1, min(limit, games))


def batch_seeds(seed: int, batches: int) -> list[int]:
    """The seed of each batch of the run seeded ``seed`` (the same for every deck)."""
    return game_seeds(seed, batches)


def batches_for(games: int, size: int) -> int:
    """How many batches of ``size`` hold ``games`` games (the last may be short)."""
    return -(-games // size)


@dataclass
class WinDays:
    """A collector keeping each game's win day, in game order (0 = not won by the cap)."""

    days: array[int] = field(default_factory=lambda: array("b"))

    def add(self, record: GameRecord) -> None:
        """Keep the game's win day."""
        self.days.append(record.won_day or 0)

    def merge(self, other: WinDays) -> None:
        """Append ``other``'s games (which come after this one's)."""
        self.days.extend(other.days)


@dataclass(frozen=True)
class Batch:
    """Play ``games`` games of deck ``arm`` from ``seed``."""

    arm: int
    seed: int
    games: int


@dataclass(frozen=True)
class PlaySetup:
    """What every batch of a run shares: sent once per worker."""

    decks: tuple[Any, ...]  # compiled decks, indexed by Batch.arm
    collector: Callable[[], Any]  # a picklable collector class (WinDays, GoldfishTally...)
    max_days: int = 12
    pilot: str = "greedy"
    reshuffle_rule: str = "any-time"  # the engine's rule for an empty Deck (by rules version)


def play_batch(setup: PlaySetup, batch: Batch) -> Any:
    """Play one batch in this process and return its collector."""
    return fold_games(
        setup.decks[batch.arm],
        setup.collector,
        games=batch.games,
        seed=batch.seed,
        jobs=1,
        max_days=setup.max_days,
        pilot_name=setup.pilot,
        reshuffle_rule=setup.reshuffle_rule,
    )
