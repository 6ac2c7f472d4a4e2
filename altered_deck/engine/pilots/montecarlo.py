"""The searching pilot: determinized Monte Carlo over the rest of the day, both players played.

At each Afternoon decision with more than one distinct choice, the pilot runs ``budget``
simulations. Each one:

1. **determinizes** what the deciding player cannot know: its own Deck order, the
   opponent's Hand (redealt from the opponent's Hand and Deck together, same size) and
   Deck order, and every future die roll are redrawn from the pilot's own generator;
2. plays one candidate action, then lets the greedy pilot play **both** players until the
   day's Night is over and the next Morning has drawn (or the game ends);
3. scores the position from the deciding player's side: a win or a loss counts
   ±:data:`WIN_VALUE`; an undecided position its chance of winning on the same scale, from a
   logistic model of the distance lead, cards, Mana and Arena terrains fitted on greedy
   duels of the starters (:func:`evaluate`, ``bench/search_eval.py``).

Candidates (the distinct legal actions, the greedy pilot's own choice first) are compared by
sequential halving on common worlds (:func:`sequential_halving`): in each round every
candidate still in plays on the same determinized worlds, so the comparison is not drowned
by which cards each happened to be dealt, and the better half goes on; ties go to the greedy
choice. Day 1's Mana and each Morning's Expand are left to the greedy pilot (the search
gains little there and they would double its cost).

The generator is seeded from the game's seed and the player, so a game plays the same on
any number of workers. In goldfish games (no opponent) the same search runs on the lone
player's game.
"""
# mypyc: compiled

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from altered_deck.engine.core.seat import player_sums
from altered_deck.engine.core.state import A_CHOOSE, P_AFTERNOON, Action
from altered_deck.engine.pilots.base import Pilot
from altered_deck.engine.pilots.greedy import GreedyPilot

if TYPE_CHECKING:
    from altered_deck.engine.core.decisions import Decision
    from altered_deck.engine.core.duel import Duel
    from altered_deck.engine.core.game import Game

DEFAULT_BUDGET = 64
"""Simulations per decision, unless ``--budget`` says otherwise."""

WIN_VALUE = 10.0
"""A won game's score (a lost one's is minus this); an undecided position scores its chance
of winning on the same scale: ``WIN_VALUE * (2 P(win) - 1)``."""

_THEN_HINTS = (-1,) * 16
"""Answers after the one searched: a replay's answer out of range takes the engine's hint, so
any later decision of the same action is answered as the greedy pilot would."""


class SearchPilot(Pilot):
    """Determinized Monte Carlo over the day with greedy play-outs for both players."""

    name = "search"
    step_by_step: ClassVar[bool] = True  # a card's decisions are searched too (answer_in_duel)

    def __init__(self, budget: int = DEFAULT_BUDGET) -> None:
        self.budget = budget
        self.greedy = GreedyPilot()
        self.playout = (GreedyPilot(), GreedyPilot())
        self.rng = random.Random(0)
        self._game_key: object = None

    def _candidates(
        self, seat: Game, legal_actions: Callable[[], list[Action]]
    ) -> tuple[Action, list[Action]]:
        """The greedy pilot's choice for ``seat``, and the distinct legal actions to search
        (none outside the Afternoon, with a budget of 1, or with one distinct choice)."""
        default = self.greedy.choose(seat)
        if seat.phase != P_AFTERNOON or self.budget <= 1:
            return default, []
        actions = distinct_actions(legal_actions(), seat)
        return default, actions if len(actions) > 1 else []

    # --- goldfish ---------------------------------------------------------------------

    def choose(self, game: Game) -> Action:
        """A goldfish decision: the search over the lone player's day."""
        default, actions = self._candidates(game, game.legal_actions)
        if not actions:
            return default
        self._seed_for(game, game.seed, 0)
        day = game.day
        playout = self.playout[0]

        def simulate(action: Action, world: int) -> float:
            copy = game.clone(hide=random.Random(world))
            copy.apply(action)
            return _goldfish_day_end(copy, day, playout)

        return self._select(actions, default, simulate)

    # --- duels ------------------------------------------------------------------------

    def choose_in_duel(self, duel: Duel, player: int) -> Action:
        """A duel decision for ``player``: the search over both players' day."""
        default, actions = self._candidates(duel.seats[player], duel.legal_actions)
        if not actions:
            return default
        self._seed_for(duel, duel.seed, player)
        playout = self.playout

        def simulate(action: Action, world: int) -> float:
            return play_the_day(duel, player, action, world, playout)

        return self._select(actions, default, simulate)

    # --- decisions a card asks for ----------------------------------------------------

    def answer_in_duel(self, duel: Duel, player: int, decision: Decision) -> Action:
        """``player``'s answer to a card's decision ("Choose one", "you may", a target...):
        the same search over its options, each played from the position before the action
        that asked, on determinized worlds, with the greedy pilot's answers to any later
        decision of that action. The engine's hint when the opponent's own action asks (its
        hidden hand cannot be redealt around the card it plays) or the budget is 1."""
        hint: Action = (A_CHOOSE, decision.hint, 0)
        replay = duel.replay
        if self.budget <= 1 or replay is None:
            return hint
        (before, _saved), action, given = replay
        if before.current_player() != player:
            return hint
        self._seed_for(duel, duel.seed, player)
        day = duel.day
        playout = self.playout
        options = _hint_first(len(decision.options), decision.hint)

        def simulate(i: int, world: int) -> float:
            copy = before.determinized(player, random.Random(world))
            copy.set_answers([*given, options[i], *_THEN_HINTS])
            copy.act(action)
            copy.set_answers(None)
            return _duel_day_end(copy, day, playout, player)

        best = sequential_halving(len(options), self.budget, self.rng, simulate)
        return (A_CHOOSE, options[best], 0)

    def answer(self, game: Game, decision: Decision) -> Action:
        """A goldfish game's decision: the same search over the options."""
        hint: Action = (A_CHOOSE, decision.hint, 0)
        replay = game.replay
        if self.budget <= 1 or replay is None:
            return hint
        (before, _saved), action, given = replay
        self._seed_for(game, game.seed, 0)
        day = game.day
        playout = self.playout[0]
        options = _hint_first(len(decision.options), decision.hint)

        def simulate(i: int, world: int) -> float:
            copy = before.clone(hide=random.Random(world))
            copy.answers = [*given, options[i], *_THEN_HINTS]
            copy.act(action)
            copy.answers = None
            return _goldfish_day_end(copy, day, playout)

        best = sequential_halving(len(options), self.budget, self.rng, simulate)
        return (A_CHOOSE, options[best], 0)

    # --- the search -------------------------------------------------------------------

    def _seed_for(self, game: object, seed: int, player: int) -> None:
        """A new game: the generator restarts from the game's seed and the player."""
        if game is not self._game_key:
            self._game_key = game
            self.rng = random.Random(seed * 2 + player)

    def _select(
        self, actions: list[Action], default: Action, simulate: Callable[[Action, int], float]
    ) -> Action:
        """The candidate :func:`sequential_halving` finds best, the greedy choice first (it
        wins ties)."""
        actions = greedy_first(actions, default)
        best = sequential_halving(
            len(actions), self.budget, self.rng, lambda i, world: simulate(actions[i], world)
        )
        return actions[best]


FIRST_ROUND_WORLDS = 3
"""Worlds every candidate plays in sequential halving's first round, whatever the budget: with
budget 64 and 11 candidates an even split gave each one world, and a cut on one deal was
mostly noise (``bench/search_regret.py``)."""


def sequential_halving(
    count: int, budget: int, rng: random.Random, score: Callable[[int, int], float]
) -> int:
    """The best of ``count`` candidates by sequential halving on common worlds.

    ``score(i, world)`` plays candidate ``i`` on the world seeded ``world``. There are
    ``ceil(log2(count))`` rounds; each plays every candidate still in on the same new worlds
    (drawn from ``rng``), so candidates are compared on the same hidden cards and rolls, and
    the better half by total score goes on (ties: the earlier candidate); the last round's
    best is returned. Each round gets an even share of the budget left, the first at least
    :data:`FIRST_ROUND_WORLDS` worlds a candidate and every later one at least one, so a
    small budget is exceeded rather than cut on too few deals."""
    alive = list(range(count))
    totals = [0.0] * count
    rounds = max(1, math.ceil(math.log2(count)))
    left = budget
    for round_ in range(rounds):
        share = left // (rounds - round_) // len(alive)
        worlds = max(FIRST_ROUND_WORLDS if round_ == 0 else 1, share)
        for _ in range(worlds):
            world = rng.getrandbits(63)
            for i in alive:
                totals[i] += score(i, world)
        left -= worlds * len(alive)
        alive.sort(key=lambda k: (-totals[k], k))
        alive = sorted(alive[: (len(alive) + 1) // 2])
    return min(alive, key=lambda k: (-totals[k], k))


def greedy_first(actions: list[Action], default: Action) -> list[Action]:
    """``actions`` with the greedy pilot's ``default`` first (it wins ties)."""
    return [default, *(a for a in actions if a != default)] if default in actions else actions


def _hint_first(count: int, hint: int) -> list[int]:
    """The options of a decision, the engine's hint first (it wins ties)."""
    return [hint, *(i for i in range(count) if i != hint)]


def distinct_actions(actions: list[Action], game: Game) -> list[Action]:
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


def play_the_day(
    duel: Duel, player: int, action: Action, world: int, playout: tuple[Pilot, Pilot]
) -> float:
    """``action`` played on the world seeded ``world`` (``duel`` as ``player`` may imagine
    it), the rest of the day played by ``playout`` for both players: the position's worth to
    ``player`` (:func:`evaluate`)."""
    copy = duel.determinized(player, random.Random(world))
    copy.apply(action)
    return _duel_day_end(copy, duel.day, playout, player)


def _duel_day_end(copy: Duel, day: int, playout: tuple[Pilot, Pilot], player: int) -> float:
    """``copy`` played by ``playout`` for both players until day ``day`` is over: its worth
    to ``player``."""
    while not copy.is_terminal() and copy.day == day:
        p = copy.current_player()
        copy.apply(playout[p].choose(copy.seats[p]))
    return evaluate(copy, player)


def _goldfish_day_end(copy: Game, day: int, playout: Pilot) -> float:
    """A goldfish ``copy`` played by ``playout`` until day ``day`` is over: its score."""
    while not copy.is_terminal() and copy.day == day:
        copy.apply(playout.choose(copy))
    return _goldfish_score(copy, day)


def evaluate(duel: Duel, player: int) -> float:
    """The position's worth to ``player``: ±:data:`WIN_VALUE` once decided (0 for a draw at
    the day cap), else ``WIN_VALUE * (2 P - 1)`` where ``P = 1 / (1 + e^-z)`` is its chance
    of winning and ``z`` the weighted sum of :func:`day_end_features`
    (:data:`EVAL_WEIGHTS`)."""
    if duel.winner is not None:
        return WIN_VALUE if duel.winner == player else -WIN_VALUE
    if duel.is_terminal():
        return 0.0
    z = sum(w * x for w, x in zip(EVAL_WEIGHTS, day_end_features(duel, player), strict=True))
    return WIN_VALUE * math.tanh(z / 2)  # 2 P(win) - 1 with P = 1 / (1 + e^-z)


EVAL_FEATURES = ("lead", "cards", "mana", "lead x reach", "arena terrains")
"""What :func:`day_end_features` measures, in its order."""

EVAL_WEIGHTS = (0.6617, 0.1859, 0.1848, 0.8073, 0.3504)
"""The logistic model's weights, fitted by ``bench/search_eval.py --games 300`` on the end of
every undecided day of 300 greedy duels for each pair of starters, mirrors included, with a
"first player today" feature too, whose weight (0.02) was then dropped; the five-feature refit
gives weights within 0.007 of these. A lead of 1 at distance 2 is a 71% chance, at distance 6
a 79% chance."""


def day_end_features(duel: Duel, player: int) -> tuple[float, ...]:
    """An undecided position after a day, from ``player``'s side (each feature changes sign
    with the player): the distance lead, the lead in cards of Hand and Reserve, in Mana
    Orbs, the lead times the further player's distance / 7 (a lead near the goal is nearer
    a win), and in the Arena the terrains ``player``'s sums win minus those the opponent's
    win."""
    me, them = duel.seats[player], duel.seats[1 - player]
    lead = float(me.distance - them.distance)
    cards = len(me.hand) + len(me.reserve) - len(them.hand) - len(them.reserve)
    mana = len(me.mana_cards) - len(them.mana_cards)
    reach = max(me.distance, them.distance) / 7
    arena = 0.0
    if duel.tiebreak:
        a, b = player_sums(me), player_sums(them)
        arena = float(
            sum(1 for x, y in zip(a, b, strict=True) if x > y and x > 0)
            - sum(1 for x, y in zip(a, b, strict=True) if y > x and y > 0)
        )
    return (lead, float(cards), float(mana), lead * reach, arena)


def _goldfish_score(game: Game, day: int) -> float:
    """A goldfish day's worth: a win (sooner is better), else the distance covered (with no
    opponent, cards kept have no worth of their own: a day ends ahead or it does not)."""
    if game.won_day is not None:
        return WIN_VALUE - game.won_day
    return float(game.distance)


__all__ = ["DEFAULT_BUDGET", "SearchPilot", "evaluate"]
