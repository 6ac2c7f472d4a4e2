"""Seeded batches of goldfish games: the unit of work every simulation hands an executor.

A batch is ``(arm, seed, games)``: play ``games`` games of deck number ``arm`` through the
engine's runner (:func:`~altered_deck.engine.runner.fold_games` with the run's settings, its
seed and games those of the batch), so its result depends on those three numbers and the
run's settings alone. A run of G games seeded S is cut into batches of :func:`batch_size` games
whose seeds are :func:`batch_seeds` of S (:func:`run_batches`): game ``j`` of batch ``b`` is
dealt from ``game_seeds(batch_seeds(S)[b])[j]``. Every batch command deals this way —
``goldfish``, ``report``, ``tune`` and (with its own first-player coin) ``matchup`` — so the
same seed deals the same games in each, and batch ``b`` has the same seed for every deck of a
run: comparisons are paired (common random numbers).
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from altered_deck.engine.core.record import GameRecord
from altered_deck.engine.runner import fold_games, game_seeds
from altered_deck.stats.plays import PlaysTally

if TYPE_CHECKING:
    from altered_deck.engine.pilots import PilotSpec
    from altered_deck.engine.settings import PlaySettings

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


def first_game_seed(seed: int) -> int:
    """The seed game 0 of the run seeded ``seed`` is dealt from (what ``--trace`` plays)."""
    return game_seeds(batch_seeds(seed, 1)[0], 1)[0]


@dataclass
class WinDays:
    """A collector keeping each game's win day, in game order (0 = not won by the cap)."""

    days: array[int] = field(default_factory=lambda: array("b"))
    # the games' plays and plays of cards with unmodelled text (stats.plays)
    plays: PlaysTally = field(default_factory=PlaysTally)

    def add(self, record: GameRecord) -> None:
        """Keep the game's win day."""
        self.days.append(record.won_day or 0)
        self.plays.add(record.plays, record.unmodelled_plays)

    def merge(self, other: WinDays) -> None:
        """Append ``other``'s games (which come after this one's)."""
        self.days.extend(other.days)
        self.plays.merge(other.plays)


@dataclass(frozen=True)
class Batch:
    """Play ``games`` games of deck ``arm`` from ``seed``."""

    arm: int
    seed: int
    games: int


def run_batches(arm: int, seed: int, games: int) -> list[Batch]:
    """The batches of a ``games``-game run of deck ``arm`` seeded ``seed``."""
    size = batch_size(games)
    return [
        Batch(arm, s, min(size, games - b * size))
        for b, s in enumerate(batch_seeds(seed, batches_for(games, size)))
    ]


@dataclass(frozen=True)
class PlaySetup:
    """What every batch of a run shares: sent once per worker."""

    decks: tuple[Any, ...]  # compiled decks, indexed by Batch.arm
    collector: Callable[[], Any]  # a picklable collector class (WinDays, GoldfishTally...)
    settings: PlaySettings  # how the games are played (the rules chosen: ``in_force()``)


def play_batch(setup: PlaySetup, batch: Batch) -> Any:
    """Play one batch in this process and return its collector."""
    settings = replace(setup.settings, games=batch.games, seed=batch.seed)
    return fold_games(
        setup.decks[batch.arm], setup.collector, settings, pilot=_pilot(settings.pilot)
    )


_pilots = threading.local()


def _pilot(spec: PilotSpec) -> Any:
    """This thread's pilot ``spec``, kept for every later batch: a pilot builds its tables
    for a deck on its first game of it, not once per batch. Per thread, because a pilot keeps
    scratch state during a game and Dask runs tasks on threads."""
    kept: dict[PilotSpec, Any] = getattr(_pilots, "by_spec", None) or {}
    _pilots.by_spec = kept
    if spec not in kept:
        kept[spec] = spec.make()
    return kept[spec]
