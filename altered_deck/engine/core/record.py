"""What one goldfish game leaves behind: plain records the statistics aggregate, and (when
asked: ``play_game(..., trace=[])``) a structured trace of it, day by day.

The records are the contract between the engine (which fills them) and ``stats.goldfish``
(which aggregates them); keep them small and picklable. The trace is plain data too, filled
at each Dusk and Night (:func:`trace_dusk`, :func:`trace_night`);
:mod:`altered_deck.render.trace` turns it into text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from altered_deck.engine.core.adventure import EXPEDITION_NAMES, terrain_letters
from altered_deck.engine.core.effects import KW_GIGANTIC, S_ANCHORED, S_ASLEEP

if TYPE_CHECKING:
    from altered_deck.engine.core.state import GameState, Unit


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


# --- filling the trace (only when the state has a trace list) -------------------------------


def trace_dusk(g: GameState, moves: list[bool]) -> None:
    """Dusk in the day's trace: each expedition's sums, Characters and move."""
    assert g.day_trace is not None
    g.day_trace.dusk_at = len(g.day_trace.events)  # what follows is the Dusk's and the Night's
    for e in (0, 1):
        f, m, w, _defender = g.expedition_sums(e)
        region = g.pos[e]
        names = [unit_label(u) for u in g.exps[e]]
        names += [
            f"{unit_label(u)} (Gigantic)" for u in g.exps[1 - e] if u.card.keywords & KW_GIGANTIC
        ]
        step = (1 if e == 0 else -1) if moves[e] else 0
        g.day_trace.expeditions.append(
            ExpeditionTrace(
                name=EXPEDITION_NAMES[e],
                region=region,
                terrains=terrain_letters(g.layout[region]),
                forest=f,
                mountain=m,
                water=w,
                characters=names,
                moved=moves[e],
                position_after=min(7, max(0, region + step)),
            )
        )


def trace_night(g: GameState, won: bool) -> None:
    """The Night in the day's trace: what is left in Reserve, Landmarks and Deck."""
    assert g.day_trace is not None
    g.day_trace.reserve = [u.card.name for u in g.reserve]
    g.day_trace.landmarks = [u.card.name for u in g.landmarks]
    g.day_trace.deck_left = len(g.deck)
    g.day_trace.won = won


def unit_label(unit: Unit) -> str:
    """``Name F/M/W`` with its boosts, and its statuses."""
    card = unit.card
    f, m, w = card.stats
    b = unit.boosts
    label = f"{card.name} {f + b}/{m + b}/{w + b}"
    if unit.status & S_ASLEEP:
        label += " asleep"
    if unit.status & S_ANCHORED:
        label += " anchored"
    return label
