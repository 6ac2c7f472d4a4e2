"""A tiny stand-in for the goldfish engine, to test the runner and statistics without it.

Module-level functions, so worker processes can receive them.
"""

from __future__ import annotations

import random
from typing import Any

from altered_deck.engine.core.record import DayRecord, GameRecord
from altered_deck.engine.pilots import PilotSpec
from altered_deck.engine.runner import MakePilot, PlayGame
from altered_deck.engine.settings import DEFAULT_MAX_DAYS, PlaySettings
from altered_deck.errors import EngineError

FAILING_SEED_DECK = "fail"
"""A fake deck name whose games raise EngineError (to test error propagation)."""


def fake_play(
    deck: Any,
    seed: int,
    pilot: Any,
    settings: PlaySettings | None = None,
    *,
    trace: list[Any] | None = None,
) -> GameRecord:
    """A seeded random walk shaped like a goldfish game: uses only ``random.Random(seed)``
    (and the settings' day cap)."""
    max_days = DEFAULT_MAX_DAYS if settings is None else settings.max_days
    if deck == FAILING_SEED_DECK:
        raise EngineError(f"illegal action in game {seed}")
    rng = random.Random(seed)
    hero, companion = 0, 7
    days: list[DayRecord] = []
    won: int | None = None
    for day in range(1, max_days + 1):
        mana = min(3 + day - 1, 8)
        spent = rng.randint(0, mana)
        hero_moved = rng.random() < 0.7
        companion_moved = rng.random() < 0.6
        hero += hero_moved
        companion -= companion_moved
        days.append(
            DayRecord(
                day=day,
                mana=mana,
                spent=spent,
                hand_plays=rng.randint(0, 3),
                reserve_plays=rng.randint(0, 1),
                hand_size=rng.randint(0, 6),
                hero_position=hero,
                companion_position=companion,
                hero_moved=hero_moved,
                companion_moved=companion_moved,
            )
        )
        if trace is not None:
            trace.append(f"day {day}: hero {hero}, companion {companion}")
        if hero >= companion:
            won = day
            break
    return GameRecord(seed=seed, won_day=won, days=days)


def fake_pilot(spec: PilotSpec) -> str:
    """Pilots are just their names here."""
    return spec.name


# typed as the runner's stand-ins: ``mypy tests/goldfish_fakes.py`` checks their shape
CHECKED_PLAY: PlayGame = fake_play
CHECKED_MAKE_PILOT: MakePilot = fake_pilot
