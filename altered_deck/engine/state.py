"""Game state: zones, adventure, mana, day and phase, in small mutable slotted objects.

Zones hold :class:`~altered_deck.engine.cards.EngineCard` references (Deck, Hand, Mana,
Discard) or :class:`Unit` objects (Reserve, Landmarks, expeditions, Gear) for cards that carry
boosts, statuses or counters. No I/O and no rules here beyond zone bookkeeping.
"""

from __future__ import annotations

import random

from altered_deck.engine.adventure import Layout, random_layout
from altered_deck.engine.cards import CompiledDeck, EngineCard
from altered_deck.engine.effects import K_TOKEN, S_EXHAUSTED
from altered_deck.engine.record import DayRecord
from altered_deck.engine.trace import DayTrace

HERO_EXPEDITION = 0
COMPANION_EXPEDITION = 1
EXPEDITION_NAMES = ("Hero", "Companion")

# phases at which a pilot decides
P_DAY1_MANA = 0  # Day 1: put 3 of the 6 drawn cards into Mana
P_EXPAND = 1  # Morning: may Expand one card
P_AFTERNOON = 2  # turns: quick actions, then play a card or pass
P_OVER = 3

# actions: (kind, index, expedition)
A_MANA = 0
A_EXPAND = 1
A_SKIP_EXPAND = 2
A_PLAY_HAND = 3
A_PLAY_RESERVE = 4
A_SCOUT = 5
A_SUPPORT = 6  # {D}: discard a ready Reserve card for its support ability
A_TAP = 7  # {T}: exhaust a Landmark for its ability
A_PASS = 8

Action = tuple[int, int, int]
PASS: Action = (A_PASS, -1, 0)
SKIP_EXPAND: Action = (A_SKIP_EXPAND, -1, 0)

ACTION_NAMES = (
    "mana",
    "expand",
    "skip-expand",
    "play-hand",
    "play-reserve",
    "scout",
    "support",
    "tap",
    "pass",
)


class Unit:
    """A card (or token) in play or in Reserve: boosts, status bits, counters."""

    __slots__ = ("boosts", "card", "counters", "status")

    def __init__(self, card: EngineCard, boosts: int = 0, status: int = 0) -> None:
        self.card = card
        self.boosts = boosts
        self.status = status
        self.counters = 0

    def __repr__(self) -> str:
        return f"Unit({self.card.name!r}, boosts={self.boosts}, status={self.status})"


class GameState:
    """Everything about one goldfish game in progress."""

    __slots__ = (
        "cost_cuts",
        "day",
        "day_trace",
        "deck",
        "discard",
        "exps",
        "first_character_played",
        "gear",
        "hand",
        "hand_plays",
        "hero",
        "hero_ready",
        "landmark_limit",
        "landmarks",
        "layout",
        "mana_cards",
        "mana_ready",
        "mana_to_pick",
        "max_days",
        "moved",
        "next_boosts",
        "phase",
        "pos",
        "records",
        "reserve",
        "reserve_limit",
        "reserve_plays",
        "revealed",
        "rng",
        "seed",
        "source",
        "spent",
        "trace",
        "won_day",
    )

    def __init__(
        self, deck: CompiledDeck, seed: int, max_days: int = 12, trace: list | None = None
    ) -> None:
        self.source = deck
        self.seed = seed
        self.rng = random.Random(seed)
        self.max_days = max_days
        self.trace: list[DayTrace] | None = trace
        self.day_trace: DayTrace | None = None
        self.hero = deck.hero
        self.hero_ready = True
        self.reserve_limit = deck.reserve_limit
        self.landmark_limit = deck.landmark_limit
        cards = deck.cards
        self.deck: list[EngineCard] = [cards[i] for i in deck.deck]
        self.rng.shuffle(self.deck)
        self.layout: Layout = random_layout(self.rng)
        self.revealed = [True, False, False, False, False, False, False, True]
        self.pos = [0, 7]
        self.hand: list[EngineCard] = []
        self.discard: list[EngineCard] = []
        self.mana_cards: list[EngineCard] = []
        self.mana_ready = 0
        self.reserve: list[Unit] = []
        self.landmarks: list[Unit] = []
        self.exps: tuple[list[Unit], list[Unit]] = ([], [])
        self.gear: tuple[list[Unit], list[Unit]] = ([], [])
        self.cost_cuts: list[tuple[int, int, bool]] = []
        self.next_boosts = 0
        self.first_character_played = False
        self.day = 1
        self.phase = P_DAY1_MANA
        self.mana_to_pick = 3
        self.spent = 0
        self.hand_plays = 0
        self.reserve_plays = 0
        self.moved = [False, False]
        self.records: list[DayRecord] = []
        self.won_day: int | None = None

    # --- zone bookkeeping ----------------------------------------------------------------

    def draw(self, count: int) -> int:
        """Draw ``count`` cards (reshuffling the discard pile when the deck runs out)."""
        drawn = 0
        deck = self.deck
        hand = self.hand
        for _ in range(count):
            if not deck and not self._reshuffle():
                break
            hand.append(deck.pop())
            drawn += 1
        return drawn

    def take_top(self) -> EngineCard | None:
        """Remove and return the top card of the deck (reshuffling if needed), or None."""
        if not self.deck and not self._reshuffle():
            return None
        return self.deck.pop()

    def _reshuffle(self) -> bool:
        """Empty deck: the shuffled discard pile goes under it. False if there is nothing."""
        if not self.discard:
            return False
        pile = self.discard
        self.discard = []
        self.rng.shuffle(pile)
        self.deck[:0] = pile
        return True

    @property
    def first_player(self) -> bool:
        """**Decision**: solo, the player is first on odd days (Day 1 first, then alternating)."""
        return self.day % 2 == 1

    @property
    def distance(self) -> int:
        """Hero position + (7 - Companion position)."""
        return self.pos[0] + 7 - self.pos[1]

    def zone_counts(self) -> dict[str, int]:
        """Non-token cards per zone (the Hero excluded); they always sum to the deck size."""
        in_play = sum(1 for e in self.exps for u in e if not u.card.kind & K_TOKEN)
        return {
            "deck": len(self.deck),
            "hand": len(self.hand),
            "mana": len(self.mana_cards),
            "reserve": len(self.reserve),
            "landmarks": len(self.landmarks),
            "expeditions": in_play + len(self.gear[0]) + len(self.gear[1]),
            "discard": len(self.discard),
        }

    def ready_reserve(self) -> list[int]:
        """Indices of Reserve cards that are not exhausted."""
        return [i for i, u in enumerate(self.reserve) if not u.status & S_EXHAUSTED]
