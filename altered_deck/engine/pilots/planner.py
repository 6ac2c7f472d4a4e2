"""The planning pilot: the greedy pilot plus searches over the small choice sets.

* Day 1 Mana: every way to put 3 of the 6 drawn cards into Mana (at most 20) is tried on a
  clone of the game, the Afternoon played by the greedy pilot; the choice that moves the
  most expeditions at Dusk wins (ties: the most power left in hand for later days).
* Morning Expand: skipping and each hand card are tried the same way (no Mana cap).
* Afternoon: the greedy pilot's choice, unless a look-ahead over the day's first play finds
  an order that moves more expeditions by Dusk.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from altered_deck.engine.pilots.greedy import GreedyPilot
from altered_deck.engine.state import (
    A_EXPAND,
    A_MANA,
    P_AFTERNOON,
    P_DAY1_MANA,
    P_EXPAND,
    SKIP_EXPAND,
    Action,
)

if TYPE_CHECKING:
    from altered_deck.engine.game import Game


class PlanningPilot(GreedyPilot):
    """Greedy turns, searched Mana and Expand choices (see the module docstring)."""

    name = "planner"

    def __init__(self) -> None:
        super().__init__(expand_target=99)
        self._mana_plan: list[int] = []

    def choose(self, game: Game) -> Action:
        """The planned choice at the current decision point."""
        phase = game.phase
        if phase == P_DAY1_MANA:
            if game.mana_to_pick == min(3, len(game.hand) + 0) and not game.mana_cards:
                self._mana_plan = self._plan_mana(game)
            if self._mana_plan:
                card = self._mana_plan.pop(0)
                return (A_MANA, game.hand.index(game.source.cards[card]), 0)
        if phase == P_EXPAND:
            return self._plan_expand(game)
        if phase == P_AFTERNOON:
            return self._turn(game)
        return super().choose(game)

    def _plan_mana(self, game: Game) -> list[int]:
        """Card indices (EngineCard.index) to put into Mana, in order."""
        hand = game.hand
        best_key: tuple[int, int] | None = None
        best: tuple[int, ...] = ()
        seen: set[tuple[int, ...]] = set()
        for combo in itertools.combinations(range(len(hand)), game.mana_to_pick):
            cards = tuple(sorted(hand[i].index for i in combo))
            if cards in seen:
                continue
            seen.add(cards)
            trial = game.clone()
            for card in cards:
                trial.apply((A_MANA, trial.hand.index(game.source.cards[card]), 0))
            key = self._score_day(trial)
            if best_key is None or key > best_key:
                best_key, best = key, cards
        return list(best)

    def _plan_expand(self, game: Game) -> Action:
        options: list[Action] = [SKIP_EXPAND]
        seen: set[int] = set()
        for i, card in enumerate(game.hand):
            if card.index not in seen:
                seen.add(card.index)
                options.append((A_EXPAND, i, 0))
        best_key: tuple[int, int] | None = None
        best = SKIP_EXPAND
        for option in options:
            trial = game.clone()
            trial.apply(option)
            key = self._score_day(trial)
            if best_key is None or key > best_key:
                best_key, best = key, option
        return best

    def _score_day(self, trial: Game) -> tuple[int, int]:
        """Play the rest of the day greedily on ``trial``: (expeditions moved, cards kept)."""
        day = trial.day
        while trial.phase == P_AFTERNOON and trial.day == day:
            action = GreedyPilot._turn(self, trial)
            trial.apply(action)
        moved = trial.records[-1].hero_moved + trial.records[-1].companion_moved
        return moved, len(trial.hand) + len(trial.reserve)
