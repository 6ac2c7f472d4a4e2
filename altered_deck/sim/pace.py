"""How long a simulation is expected to take, from its pilots and game count: what sizes the
work a batch hands a worker (a progress bar moves about once a second whatever the pilot) and
what a command says before a long run.

The figures are seconds of one game in one process, rounded from runs on the 2-core
development machine: a greedy goldfish game 0.3 ms (pure Python under load: 20,000 Sierra games
in 21 s; compiled, idle: 0.075 ms); a greedy duel 3 ms (2,000 Sierra–Kojo duels in 6 s); the
search pilot's goldfish game 1 ms per simulation of its budget (budget 4,096: about 4 s, as a
million games taking about 37 days in one process on the compiled build has shown; budget 64
under load: 0.27 s); a duel side searched 4 ms per simulation plus 16 (10 Sierra–Kojo duels
searched on both sides at budget 64: 5.5 s; at 16: 3.5 s). The planner and the random pilot
count as greedy. An estimate within a factor of about 3: the decks, the build and the load
move it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from altered_deck.engine.pilots import PilotSpec

GOLDFISH_GAME = 0.0003
"""Seconds of a greedy goldfish game."""
DUEL_GAME = 0.003
"""Seconds of a greedy duel."""
SEARCH_GOLDFISH_PER_SIMULATION = 0.001
"""Seconds a goldfish game takes per simulation of the search pilot's budget."""
SEARCH_DUEL_PER_SIMULATION = 0.004
SEARCH_DUEL_OVERHEAD = 16
"""Seconds a duel side searched takes: SEARCH_DUEL_PER_SIMULATION × (budget + overhead)."""
SLICE_SECONDS = 1.0
"""The expected play in one unit of work: the progress bar moves about this often."""
ANNOUNCE_AFTER = 60.0
"""A run expected to take longer says how long before it starts."""


def seconds_per_game(pilots: Sequence[PilotSpec], duel: bool) -> float:
    """Expected seconds of one game in one process: a goldfish game of ``pilots[0]``, or a
    duel between ``pilots`` (each side searched adds its search)."""
    if not duel:
        spec = pilots[0]
        if spec.name == "search":
            return SEARCH_GOLDFISH_PER_SIMULATION * spec.search_budget
        return GOLDFISH_GAME
    seconds = DUEL_GAME
    for spec in pilots:
        if spec.name == "search":
            seconds += SEARCH_DUEL_PER_SIMULATION * (spec.search_budget + SEARCH_DUEL_OVERHEAD)
    return seconds


def slice_games(pilots: Sequence[PilotSpec], duel: bool, limit: int) -> int:
    """Games in one unit of work: about :data:`SLICE_SECONDS` of play, 1 to ``limit``."""
    return max(1, min(limit, int(SLICE_SECONDS / seconds_per_game(pilots, duel))))


def estimate_seconds(games: int, pilots: Sequence[PilotSpec], duel: bool, workers: int) -> float:
    """Expected wall time of ``games`` games on ``workers`` processes."""
    return games * seconds_per_game(pilots, duel) / max(1, workers)
