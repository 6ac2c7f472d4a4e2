"""What one goldfish game leaves behind: plain records the statistics aggregate, and (when
asked: ``play_game(..., trace=[])``) a structured trace of it, day by day.

The records are the contract between the engine (which fills them) and ``stats.goldfish``
(which aggregates them); keep them small and picklable. The trace is plain data too;
:mod:`altered_deck.render.trace` turns it into text.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class DayRecord:
    """One day of one game, as seen at the end of that day's Night."""

    day: int
    mana: int  # Mana Orbs the player had during the Afternoon
    spent: int  # mana spent that day
    hand_plays: int  # cards played from Hand
    reserve_plays: int  # cards played from Reserve
    hand_size: int  # cards in hand at the end of the Afternoon
    hero_position: int  # Hero expedition's region after Dusk (0..7)
    companion_position: int  # Companion expedition's region after Dusk (7..0)
    hero_moved: bool
    companion_moved: bool

    @property
    def unspent(self) -> int:
        """Mana left unused that day."""
        return self.mana - self.spent

    @property
    def distance(self) -> int:
        """Total distance: hero position + (7 - companion position)."""
        return self.hero_position + (7 - self.companion_position)


@dataclass(slots=True)
class GameRecord:
    """One game: its seed (replayable), the day it was won (None = not won by the cap)."""

    seed: int
    won_day: int | None
    days: list[DayRecord] = field(default_factory=list)
    first_player: bool = True  # first player on Day 1 (then on odd days; 4.1.g, 4.2.1.b)
    # cards played in the whole game (from any zone), and of them the plays of cards with text
    # the engine does not model; left out of the repr, which the engine benchmark's digest of
    # the seeded games hashes (the counts follow from the game's actions)
    plays: int = field(default=0, repr=False)
    unmodelled_plays: int = field(default=0, repr=False)


# --- the trace of a game ---------------------------------------------------------------

TraceEvent = tuple[str, ...]
"""``(what, detail...)``, e.g. ``("play", "hand", "Axiom Salvager", "1", "Hero")``."""


@dataclass(slots=True)
class ExpeditionTrace:
    """One expedition at Dusk: where it stands, what that region offers, its sums, if it moved."""

    name: str  # "Hero" or "Companion"
    region: int
    terrains: str  # e.g. "MW"
    forest: int
    mountain: int
    water: int
    characters: list[str]
    moved: bool
    position_after: int


@dataclass(slots=True)
class DayTrace:
    """One day of a traced game."""

    day: int
    hand: list[str] = field(default_factory=list)  # at the start of the Afternoon
    mana: int = 0  # Mana Orbs in the Afternoon
    events: list[TraceEvent] = field(default_factory=list)
    expeditions: list[ExpeditionTrace] = field(default_factory=list)
    dusk_at: int = -1  # how many of the day's events came before its Dusk (-1: no Dusk yet)
    reserve: list[str] = field(default_factory=list)  # after Clean-up
    landmarks: list[str] = field(default_factory=list)  # after Clean-up
    deck_left: int = 0
    won: bool = False
