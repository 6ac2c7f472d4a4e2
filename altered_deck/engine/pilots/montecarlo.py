"""The searching pilot: determinized Monte Carlo over the rest of the day, both players played.

At each Afternoon decision with more than one distinct choice, the pilot runs ``budget``
simulations. Each one:

1. **determinizes** what the deciding player cannot know: its own Deck order, the
   opponent's Hand (redealt from the opponent's Hand and Deck together, same size) and
   Deck order, and every future die roll are redrawn from the pilot's own generator;
2. plays one candidate action, then lets the greedy pilot play **both** players until the
   day's Night is over (or the game ends);
3. scores the position from the deciding player's side: a win or a loss counts
   :data:`WIN_VALUE`; otherwise the distance lead and a little card advantage
   (:func:`evaluate`).

Candidates are chosen by UCB1 (upper confidence bound) over the distinct legal actions, the
greedy pilot's own choice tried first; the candidate with the best mean score among those
tried at least half as often as the most tried is played, ties to the greedy choice. Day 1's
Mana and each Morning's Expand are left to the greedy pilot (the search gains little there
and they would double its cost).

The generator is seeded from the game's seed and the player, so a game plays the same on
any number of workers. In goldfish games (no opponent) the same search runs on the lone
player's game.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from altered_deck.engine.core.adventure import ALL_LAYOUTS, Layout
from altered_deck.engine.core.rng import shuffle
from altered_deck.engine.core.state import P_AFTERNOON, Action
from altered_deck.engine.pilots.base import Pilot
from altered_deck.engine.pilots.greedy import GreedyPilot

if TYPE_CHECKING:
    from altered_deck.engine.core.duel import Duel
    from altered_deck.engine.core.game import Game

DEFAULT_BUDGET = 64
"""Simulations per decision, unless ``--budget`` says otherwise."""

WIN_VALUE = 10.0
"""A won game's score (a lost one's is minus this): above any distance lead."""

CARD_VALUE = 0.2
"""A card in Hand or Reserve, in units of distance, when a day ends undecided."""

EXPLORATION = 2.0
"""UCB1's exploration constant, in units of the score."""


class SearchPilot(Pilot):
    """Determinized Monte Carlo over the day with greedy play-outs for both players."""

    name = "search"

    def __init__(self, budget: int = DEFAULT_BUDGET) -> None:
        self.budget = budget
        self.greedy = GreedyPilot()
        self.playout = (GreedyPilot(), GreedyPilot())
        self.rng = random.Random(0)
        self._game_key: object = None

    # --- goldfish ---------------------------------------------------------------------

    def choose(self, game: Game) -> Action:
        """A goldfish decision: the search over the lone player's day."""
        default = self.greedy.choose(game)
        if game.phase != P_AFTERNOON or self.budget <= 1:
            return default
        actions = _distinct(game.legal_actions(), game)
        if len(actions) <= 1:
            return default
        self._seed_for(game, game.seed, 0)
        day = game.day
        playout = self.playout[0]

        def simulate(action: Action) -> float:
            copy = game.clone(hide=self.rng)
            copy.apply(action)
            while not copy.is_terminal() and copy.day == day:
                copy.apply(playout.choose(copy))
            return _goldfish_score(copy, day)

        return self._bandit(actions, default, simulate)

    # --- duels ------------------------------------------------------------------------

    def choose_in_duel(self, duel: Duel, player: int) -> Action:
        """A duel decision for ``player``: the search over both players' day."""
        seat = duel.seats[player]
        default = self.greedy.choose(seat)
        if seat.phase != P_AFTERNOON or self.budget <= 1:
            return default
        actions = _distinct(duel.legal_actions(), seat)
        if len(actions) <= 1:
            return default
        self._seed_for(duel, duel.seed, player)
        day = duel.day
        playout = self.playout

        def simulate(action: Action) -> float:
            copy = determinized(duel, player, self.rng)
            copy.apply(action)
            while not copy.is_terminal() and copy.day == day:
                p = copy.current_player()
                copy.apply(playout[p].choose(copy.seats[p]))
            return evaluate(copy, player)

        return self._bandit(actions, default, simulate)

    # --- the search -------------------------------------------------------------------

    def _seed_for(self, game: object, seed: int, player: int) -> None:
        """A new game: the generator restarts from the game's seed and the player."""
        if game is not self._game_key:
            self._game_key = game
            self.rng = random.Random(seed * 2 + player)

    def _bandit(
        self, actions: list[Action], default: Action, simulate: Callable[[Action], float]
    ) -> Action:
        """UCB1 over ``actions`` for ``budget`` simulations; the most visited wins."""
        if default in actions:  # the greedy choice is tried first and wins ties
            actions.remove(default)
            actions.insert(0, default)
        count = len(actions)
        visits = [0] * count
        totals = [0.0] * count
        for n in range(max(self.budget, count)):
            if n < count:
                i = n
            else:
                log_n = math.log(n)
                i = max(
                    range(count),
                    key=lambda k: (
                        totals[k] / visits[k] + EXPLORATION * math.sqrt(log_n / visits[k])
                    ),
                )
            totals[i] += simulate(actions[i])
            visits[i] += 1
        # The best mean among the well-tried candidates; ties go to the earlier one (greedy's).
        floor = max(visits) / 2
        tried = [k for k in range(count) if visits[k] >= floor]
        best = max(tried, key=lambda k: (totals[k] / visits[k], -k))
        return actions[best]


def _distinct(actions: list[Action], game: Game) -> list[Action]:
    """One action per distinct choice: the same card (by identity) from the same zone into
    the same expedition is one choice, whichever copy of it is named."""
    seen: set[tuple[int, int, int]] = set()
    distinct = []
    for action in actions:
        card = game.action_card(action)
        key = (action[0], card.index if card is not None else action[1], action[2])
        if key not in seen:
            seen.add(key)
            distinct.append(action)
    return distinct


def determinized(duel: Duel, player: int, rng: random.Random) -> Duel:
    """A copy of ``duel`` as ``player`` may imagine it: its own Deck reshuffled, the
    opponent's Hand redealt from its Hand and Deck, both Decks' orders, the face-down
    regions of the adventure and every future random draw redrawn from ``rng``."""
    copy = duel.clone()
    me, them = copy.seats[player], copy.seats[1 - player]
    shuffle(rng, me.deck)
    unseen = them.hand + them.deck
    shuffle(rng, unseen)
    size = len(them.hand)
    them.hand, them.deck = unseen[:size], unseen[size:]
    me.rng = random.Random(rng.getrandbits(64))
    them.rng = random.Random(rng.getrandbits(64))
    if not me.arena:  # the Tumult halves nobody has reached yet are face down
        layout = rng.choice(_layouts_showing(me.layout, tuple(me.revealed)))
        me.layout = them.layout = layout
    return copy


@functools.cache
def _layouts_showing(layout: Layout, revealed: tuple[bool, ...]) -> tuple[Layout, ...]:
    """The adventure layouts that agree with ``layout`` on every revealed region."""
    shown = [r for r, seen in enumerate(revealed) if seen]
    found = tuple(other for other in ALL_LAYOUTS if all(other[r] == layout[r] for r in shown))
    # A region whose terrain an effect changed matches no printed layout: keep what is seen.
    return found or (layout,)


def evaluate(duel: Duel, player: int) -> float:
    """The position's worth to ``player``: ±:data:`WIN_VALUE` once decided, else the
    distance lead plus :data:`CARD_VALUE` per card of Hand and Reserve more than the
    opponent."""
    if duel.winner is not None:
        return WIN_VALUE if duel.winner == player else -WIN_VALUE
    if duel.is_terminal():
        return 0.0
    me, them = duel.seats[player], duel.seats[1 - player]
    cards = len(me.hand) + len(me.reserve) - len(them.hand) - len(them.reserve)
    return float(me.distance - them.distance) + CARD_VALUE * cards


def _goldfish_score(game: Game, day: int) -> float:
    """A goldfish day's worth: a win (sooner is better), else the distance covered (with no
    opponent, cards kept have no worth of their own: a day ends ahead or it does not)."""
    if game.won_day is not None:
        return WIN_VALUE - game.won_day
    return float(game.distance)


__all__ = ["DEFAULT_BUDGET", "SearchPilot", "determinized", "evaluate"]
