"""Structured trace of one game, day by day (``play_game(..., trace=[])`` fills a list of these).

Plain data only; :mod:`altered_deck.render.trace` turns it into text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
    reserve: list[str] = field(default_factory=list)  # after Clean-up
    landmarks: list[str] = field(default_factory=list)  # after Clean-up
    deck_left: int = 0
    won: bool = False
