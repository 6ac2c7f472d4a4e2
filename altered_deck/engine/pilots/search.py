"""Searches over a day's decisions with ``clone()``: the exhaustive reference and the
bounded look-ahead the planning pilot uses.

A *day plan* is the list of actions from the current decision point through the day's
``pass`` (Day 1's Mana picks or a Morning's Expand included when the search starts there).
Equivalent actions (the same card, from the same zone, into the same expedition) are tried
once; Mana picks are tried as sets, not orders.
"""
# mypyc: compiled

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from altered_deck.engine.core.effects import E_DRAW
from altered_deck.engine.core.state import (
    A_EXPAND,
    A_MANA,
    A_PASS,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SCOUT,
    A_SUPPORT,
    A_TAP,
    P_AFTERNOON,
    P_DAY1_MANA,
    Action,
)

if TYPE_CHECKING:
    from altered_deck.engine.core.game import Game

Score = tuple[float, ...]
Step = tuple[Action, int]
"""A planned action and the card it uses (``EngineCard.index``, -1 for none)."""
Scorer = Callable[["Game"], Score]


def moves_score(game: Game) -> Score:
    """After a day's Dusk: expeditions that moved, then cards kept for later days."""
    last = game.records[-1]
    return (
        float(last.hero_moved + last.companion_moved),
        float(len(game.hand) + len(game.reserve) + len(game.landmarks)),
    )


def action_card(game: Game, action: Action) -> int:
    """The ``EngineCard.index`` of the card ``action`` uses (-1: none)."""
    kind, index, _exp = action
    if kind in (A_PLAY_HAND, A_SCOUT, A_MANA, A_EXPAND):
        return game.hand[index].index
    if kind in (A_PLAY_RESERVE, A_SUPPORT):
        return game.reserve[index].card.index
    if kind == A_TAP:
        return game.landmarks[index].card.index
    return -1


def distinct_actions(game: Game, skip: tuple[int, ...] = ()) -> list[Action]:
    """The legal actions, one per distinct (kind, card, expedition); kinds in ``skip`` left
    out."""
    seen: set[tuple[int, int, int]] = set()
    out: list[Action] = []
    for action in game.legal_actions():
        if action[0] in skip:
            continue
        key = (action[0], action_card(game, action), action[2])
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def mana_choices(game: Game) -> list[list[Step]]:
    """Day 1: every distinct set of cards to put into Mana, as action lists in pick order."""
    hand = game.hand
    picks = game.mana_to_pick
    seen: set[tuple[int, ...]] = set()
    plans: list[list[Step]] = []
    for combo in itertools.combinations(range(len(hand)), picks):
        key = tuple(sorted(hand[i].index for i in combo))
        if key in seen:
            continue
        seen.add(key)
        # picking removes a card: later indices shift down by the picks before them
        plans.append([((A_MANA, i - k, 0), hand[i].index) for k, i in enumerate(combo)])
    return plans


class DaySearch:
    """Depth-first search of one day's Afternoon (and Day 1's Mana picks), on clones.

    ``budget`` bounds the states visited (None: exhaustive). ``stop_at`` ends the search as
    soon as a plan scores at least that much (e.g. both expeditions moved). With ``hide``
    the search plays on a copy whose hidden information (Deck order, future die rolls) is
    redrawn from it (see ``GameState.clone``); without, it is an upper bound that knows them.
    """

    def __init__(
        self,
        scorer: Scorer = moves_score,
        budget: int | None = None,
        stop_at: Score | None = None,
        hide: random.Random | None = None,
        before_dusk: Scorer | None = None,
        skip: tuple[int, ...] = (),
        prefer: list[int] | None = None,
        chance: int = 0,
        thrifty: bool = False,
    ) -> None:
        # thrifty: a {D} support ability (it discards its card from Reserve) that does not
        # draw is tried only where Clean-up would discard Reserve cards tonight anyway (the
        # scores count cards kept, not which: such a support would otherwise look free)
        self.thrifty = thrifty
        self.scorer = scorer
        # with ``hide``: a play that takes cards from the Deck (a draw, a Resupply) ends its
        # plan, valued at the mean best continuation over this many redraws of the Deck
        # (0: searched on the copy's one order, a bet on what it happens to hold)
        self.chance = chance if hide is not None else 0
        # Day 1: the Mana set (card indices) to search first
        self.prefer = prefer
        # scores a state just before its pass, without playing Dusk and Night on a copy;
        # used only for decks with no "At Dusk" ability (where it gives the same moves)
        self.before_dusk = before_dusk
        self.leaf: Scorer | None = None
        self.skip = skip  # action kinds the search never tries
        self.budget = budget
        self.stop_at = stop_at
        self.hide = hide
        self.shared: random.Random | None = None  # the hidden copy's generator, shared
        self.visited = 0
        self.best: Score | None = None
        self.plan: list[Step] = []

    def run(self, game: Game) -> list[Step]:
        """The best plan found from ``game``'s decision point through the day's pass."""
        self.visited = 0
        self.best = None
        self.plan = []
        self.shared = None
        self.leaf = None
        if self.before_dusk is not None and not _has_dusk_abilities(game):
            self.leaf = self.before_dusk
        if self.hide is not None:
            game = game.clone(self.hide)
            self.shared = game.rng
        if game.phase == P_DAY1_MANA:
            choices = mana_choices(game)
            if self.prefer is not None:  # that Mana set first (a budget may end the search)
                prefer = sorted(self.prefer)
                choices.sort(key=lambda picks: sorted(c for _a, c in picks) != prefer)
            for picks in choices:
                trial = game.clone(rng=self.shared)
                for action, _card in picks:
                    trial.apply(action)
                if self._afternoon(trial, list(picks)):
                    break
        elif game.phase == P_AFTERNOON:
            self._afternoon(game, [])
        return self.plan

    def _done(self) -> bool:
        if self.stop_at is not None and self.best is not None and self.best >= self.stop_at:
            return True
        return self.budget is not None and self.visited >= self.budget

    def _afternoon(self, game: Game, path: list[Step]) -> bool:
        """Explore from an Afternoon state; True when the search should stop."""
        day = game.day
        actions = distinct_actions(game, self.skip)
        if self.thrifty and game.reserve_after_night() <= game.reserve_limit:
            actions = [a for a in actions if a[0] != A_SUPPORT or _draws(game, a)]
        for action in actions:
            if self._done():
                return True
            self.visited += 1
            step = (action, action_card(game, action))
            if action[0] == A_PASS and self.leaf is not None:
                score = self.leaf(game)
                if self.best is None or score > self.best:
                    self.best, self.plan = score, [*path, step]
                continue
            trial = game.clone(rng=self.shared)
            trial.apply(action)
            if self.chance and action[0] != A_PASS and len(trial.deck) != len(game.deck):
                mean = self._chance_value(game, action)
                if mean is not None and (self.best is None or mean > self.best):
                    self.best, self.plan = mean, [*path, step]
                continue
            if action[0] == A_PASS or trial.day != day or trial.is_terminal():
                if action[0] != A_PASS:  # cannot happen: only pass ends the day
                    continue
                score = self.scorer(trial)
                if self.best is None or score > self.best:
                    self.best, self.plan = score, [*path, step]
            elif trial.phase == P_AFTERNOON and self._afternoon(trial, [*path, step]):
                return True
        return self._done()

    def _chance_value(self, game: Game, action: Action) -> Score | None:
        """The mean, over ``chance`` redraws of the Deck (and die rolls), of the best score
        reachable after ``action`` (a play that reveals cards); None if no plan was scored.
        The pilot plans again once it has seen what the play revealed."""
        totals: list[float] = []
        count = 0
        for _ in range(self.chance):
            copy = game.clone(self.hide)  # no hide: the search knows the order, chance is 0
            copy.apply(action)
            left = None if self.budget is None else self.budget - self.visited
            sub = DaySearch(self.scorer, skip=self.skip, thrifty=self.thrifty)
            sub.budget = None if left is None else max(4, left // (2 * self.chance))
            sub.leaf = self.leaf
            sub.shared = copy.rng
            if copy.phase == P_AFTERNOON and copy.day == game.day and not copy.is_terminal():
                sub._afternoon(copy, [])
            self.visited += sub.visited
            if sub.best is not None:
                count += 1
                base = totals or [0.0] * len(sub.best)
                totals = [a + b for a, b in zip(base, sub.best, strict=True)]
        return tuple(t / count for t in totals) if count else None


def _draws(game: Game, action: Action) -> bool:
    """Whether the support ability ``action`` uses draws a card (it replaces the card it
    discards)."""
    return any(op == E_DRAW for op, _n, _a in game.reserve[action[1]].card.support)


def _has_dusk_abilities(game: Game) -> bool:
    deck = game.source
    hero = deck.hero
    return any(c.at_dusk for c in deck.cards) or (hero is not None and bool(hero.at_dusk))


def best_day1_moves(game: Game, budget: int | None = None) -> int:
    """The most expeditions any Day 1 (Mana picks and Afternoon) can move: 0, 1 or 2."""
    search = DaySearch(budget=budget, stop_at=(2.0,))
    search.run(game)
    return 0 if search.best is None else int(search.best[0])


def sure_day1_double(game: Game, redraws: int = 4, budget: int | None = None) -> bool:
    """Whether one Day 1 Mana set lets both expeditions move whatever the hidden cards are:
    the exhaustive search of the Afternoon after it finds a double move on the real Deck
    order and on ``redraws`` copies whose Deck order and die rolls are redrawn (seeded by
    the game's seed). The fair reference for a player who knows its decklist, not the order:
    a double move that needs a lucky draw or roll is not sure."""
    for picks in mana_choices(game):
        after = game.clone()
        for action, _card in picks:
            after.apply(action)
        hide = random.Random(game.seed)
        copies = [after] + [after.clone(hide) for _ in range(redraws)]
        if all(_double_after_mana(copy, budget) for copy in copies):
            return True
    return False


def _double_after_mana(game: Game, budget: int | None) -> bool:
    search = DaySearch(budget=budget, stop_at=(2.0,))
    search.run(game)
    return search.best is not None and search.best[0] >= 2
