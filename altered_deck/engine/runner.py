"""Play seeded goldfish games in this process and fold their records into a collector.

A run of ``games`` games seeded ``seed`` deals game ``i`` from the ``i``-th of
:func:`game_seeds`: 63 random bits per game from one ``random.Random(seed)``, so the run is
fixed by ``(seed, games)`` alone. The games are folded one by one into a *collector* (an
object with ``add(record)`` and ``merge(other)``) so that memory does not grow with the game
count. Spreading games over processes or a cluster is the simulation layer's job
(:mod:`altered_deck.sim.executor`): it cuts a run into seeded batches and folds each here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, Self, TypeVar

from altered_deck.engine.core.record import GameRecord

if TYPE_CHECKING:
    from altered_deck.engine.pilots import PilotSpec
    from altered_deck.engine.settings import PlaySettings


class PlayGame(Protocol):
    """What plays one game: the engine's ``play_game``, or a test's stand-in of that shape."""

    def __call__(
        self,
        deck: Any,
        seed: int,
        pilot: Any,
        settings: PlaySettings | None = None,
        *,
        trace: list[Any] | None = None,
    ) -> GameRecord:
        """Play the game dealt from ``seed`` with ``pilot`` as ``settings`` say."""
        ...


MakePilot = Callable[["PilotSpec"], Any]
"""``make(spec) -> Pilot`` (the engine's: ``spec.make()``)."""


class Collector(Protocol):
    """What games are folded into; must be picklable to cross processes."""

    def add(self, record: GameRecord) -> None:
        """Fold one game in."""

    def merge(self, other: Self) -> None:
        """Fold in another collector of the same kind (the games after this one's)."""


C = TypeVar("C", bound=Collector)


@dataclass
class RecordList:
    """The simplest collector: every game record, in game order."""

    records: list[GameRecord] = field(default_factory=list)

    def add(self, record: GameRecord) -> None:
        """Keep ``record``."""
        self.records.append(record)

    def merge(self, other: RecordList) -> None:
        """Append ``other``'s records (which come after this one's)."""
        self.records.extend(other.records)


def game_seeds(seed: int, games: int) -> list[int]:
    """The per-game seeds of a run: 63 bits each from one ``random.Random(seed)``, in order."""
    rng = random.Random(seed)
    return [rng.getrandbits(63) for _ in range(games)]


def fold_games(
    deck: object,
    collector: Callable[[], C],
    settings: PlaySettings,
    *,
    play: PlayGame | None = None,
    make_pilot: MakePilot | None = None,
    pilot: Any = None,
) -> C:
    """Play the ``settings.games`` games seeded ``settings.seed`` of ``deck`` (a compiled
    deck) as ``settings`` say, and fold their records, in game order, into one collector
    (``collector()`` makes an empty one).

    ``play`` and ``make_pilot`` default to the engine's ``play_game`` and ``spec.make()``.
    One pilot plays every game: ``pilot``, else a new ``make_pilot(settings.pilot)``. Pilots
    keep nothing between games that changes play (a game replays from its seed alone; their
    per-deck tables and memos are pure functions of the deck), so how a run is cut into
    calls, and which pilot plays them, cannot change its games.
    """
    if settings.games < 0:
        raise ValueError(f"games must be >= 0, not {settings.games}")
    play, make_pilot = _engine(play, make_pilot)
    if pilot is None:
        pilot = make_pilot(settings.pilot)
    collected = collector()
    for game_seed in game_seeds(settings.seed, settings.games):
        collected.add(play(deck, game_seed, pilot, settings))
    return collected


def trace_game(
    deck: object,
    game_seed: int,
    settings: PlaySettings,
    *,
    play: PlayGame | None = None,
    make_pilot: MakePilot | None = None,
) -> tuple[GameRecord, list[Any]]:
    """Play the game dealt from ``game_seed`` as ``settings`` say, collecting the engine's
    day-by-day trace."""
    play, make_pilot = _engine(play, make_pilot)
    trace: list[Any] = []
    record = play(deck, game_seed, make_pilot(settings.pilot), settings, trace=trace)
    return record, trace


def _engine(play: PlayGame | None, make_pilot: MakePilot | None) -> tuple[PlayGame, MakePilot]:
    """``play`` and ``make_pilot``, defaulting to the engine's own."""
    from altered_deck.engine.games import play_game

    return play or play_game, make_pilot or _make


def _make(spec: PilotSpec) -> Any:
    return spec.make()
