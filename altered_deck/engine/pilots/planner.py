"""The planning pilot: searches each day's decisions on copies of the game (``clone()``).

* Day 1: every distinct set of three Mana cards, each followed by every distinct order of
  Afternoon plays (an exhaustive search: at most a few hundred states), on a copy whose
  Deck order and die rolls are redrawn (the pilot never peeks at hidden cards).
* Morning: Expand follows a simple need (fewer orbs than the dearest card in hand, or a
  hand of three or more; no cap on Mana); *which* card is searched: each distinct candidate
  is tried with a bounded search of the Afternoon, the best kept (ties: the least useful
  card, as the greedy pilot would Expand).
* Afternoon: a bounded depth-first search of the day's plays (``budget`` states), scored
  at Dusk by expeditions moved, then power that stays in play (Anchored, Asleep, Eternal
  Characters: self-Asleep cards pay off here), then cards kept. The plan found is played;
  Hero and Landmark triggers and support abilities count through what they do on the copy;
  a support ability (it discards its card from Reserve) that does not draw is tried only
  where Clean-up would discard Reserve cards tonight anyway (``DaySearch.thrifty``).
  A play that reveals cards (a draw, a Resupply) ends a plan: it is valued at the mean of the
  best plans after it over ``CHANCE_REDRAWS`` redraws of the Deck (never a bet on one lucky
  order), and the plan is made again once the cards are seen. The Hero's own ``{T}``
  ability is left out of the search (its die roll on the copy would
  make the plan bet on a lucky roll) and used by the greedy rule just before passing.
* A card's decisions ("Choose one", "you may"...): its games are played step by step, and
  at a decision each option is played on a copy (the stopped action replayed from a
  position whose Deck order and die rolls are redrawn, the same redraw for every option;
  later decisions of the card: their hints), then scored by a bounded search of the rest of
  the Afternoon (``DECISION_BUDGET``); the hint is kept unless another option scores more.
  In a duel the hint is taken.
"""
# mypyc: compiled

from __future__ import annotations

import random
from typing import TYPE_CHECKING, ClassVar

from altered_deck.engine.core.effects import KW_ETERNAL, S_ANCHORED, S_ASLEEP
from altered_deck.engine.core.state import (
    A_CHOOSE,
    A_EXPAND,
    A_HERO,
    A_PASS,
    P_AFTERNOON,
    P_DAY1_MANA,
    P_EXPAND,
    SKIP_EXPAND,
    Action,
)
from altered_deck.engine.pilots.greedy import GreedyPilot
from altered_deck.engine.pilots.search import (
    DaySearch,
    Score,
    Step,
    action_card,
    distinct_actions,
)

if TYPE_CHECKING:
    from altered_deck.engine.core.decisions import Decision
    from altered_deck.engine.core.game import Game

DEFAULT_BUDGET = 60
"""States a day's Afternoon search may visit."""

CHANCE_REDRAWS = 2
"""Redraws of the Deck that value a play revealing cards (a draw, a Resupply): the mean of
the best plan after it on each (Akesha, 2,000 games won by day 4: 75.1% with the search's
one redrawn order, 76.1% with 2, 75.6% with 4)."""

DECISION_BUDGET = 20
"""States the search of the rest of the Afternoon after each option of a decision may visit."""

DAY1_BUDGET = 400
"""States Day 1's search (Mana sets and Afternoon plays) may visit: enough to be exhaustive
on the starters' openings (70-150 states on average)."""


def plan_score(game: Game) -> Score:
    """A day's outcome after its Dusk: moves, then staying power, then cards kept."""
    last = game.records[-1]
    staying = 0
    for units in game.exps:
        for u in units:
            if u.status & (S_ANCHORED | S_ASLEEP) or u.card.keywords & KW_ETERNAL:
                staying += max(u.card.stats) + u.boosts
    kept = len(game.hand) + len(game.reserve) + len(game.landmarks)
    return (float(last.hero_moved + last.companion_moved), float(staying), float(kept))


def plan_score_before_dusk(game: Game) -> Score:
    """:func:`plan_score` estimated just before the pass (no Dusk ability in the deck):
    the same moves; staying power and cards kept as Rest and Clean-up will leave them."""
    staying = 0
    for units in game.exps:
        for u in units:
            if u.status & (S_ANCHORED | S_ASLEEP) or u.card.keywords & KW_ETERNAL:
                staying += max(u.card.stats) + u.boosts
    reserve = min(game.reserve_after_night(), game.reserve_limit)
    kept = len(game.hand) + 2 + reserve + min(len(game.landmarks), game.landmark_limit)
    return (float(game.moves_now()), float(staying), float(kept))


def _hidden_key(game: Game) -> object:
    """What changes when an action reveals hidden information (a card taken from the Deck,
    a die rolled): a plan made on a redrawn copy is then made again on what was seen."""
    return (len(game.deck), game.rng.getstate())


class PlanningPilot(GreedyPilot):
    """Searched Day 1, Expand and Afternoon plans (see the module docstring)."""

    name = "planner"
    step_by_step: ClassVar[bool] = True

    def __init__(self, budget: int = DEFAULT_BUDGET) -> None:
        super().__init__(expand_target=1_000)
        self.budget = budget
        self._plan: list[Step] = []
        self._plan_key: tuple[int, int] = (-1, -1)
        self._hidden: object = None

    def choose(self, game: Game) -> Action:
        """The next action of the current plan (searching one when there is none)."""
        key = (game.seed, game.day)
        if self._plan and self._hidden != _hidden_key(game):
            self._plan = []  # the last action revealed hidden cards or rolls: plan again
        if self._plan and self._plan_key == key:
            action, card = self._plan[0]
            if action[0] == A_PASS:  # before passing: the Hero's {T} by the greedy rule
                quick = self._quick(game)
                if quick[0] == A_HERO:
                    return quick
            self._plan.pop(0)
            if game.is_legal(action) and action_card(game, action) == card:
                self._hidden = _hidden_key(game)
                return action
        self._plan = []
        phase = game.phase
        if phase == P_EXPAND:
            return self._expand(game)
        if phase in (P_DAY1_MANA, P_AFTERNOON):
            budget = DAY1_BUDGET if phase == P_DAY1_MANA else self.budget
            search = self._search(game, budget)
            if phase == P_DAY1_MANA:  # the greedy pilot's Mana set first: the budget may
                # end the search before every set is tried
                search.prefer = self._greedy_mana(game)
            plan = search.run(game)
            if plan:
                self._plan, self._plan_key = plan[1:], key
                self._hidden = _hidden_key(game)
                return plan[0][0]
        return super().choose(game)

    def duels_step_by_step(self) -> bool:
        """No: in a duel it takes the hint, answered live (no copy of the position kept at
        each action for nothing)."""
        return False

    def answer(self, game: Game, decision: Decision) -> Action:
        """The option whose copy scores best (see the module docstring); the hint on a tie."""
        hint = decision.hint
        replay = game.replay
        if replay is None or decision.player is not game:  # not a step-by-step goldfish game
            return (A_CHOOSE, hint, 0)
        (before, traces), stopped, given = replay
        best, best_score = hint, None
        for option in [hint, *(i for i in range(len(decision.options)) if i != hint)]:
            copy = game.clone()
            hidden = before.clone(random.Random(game.seed * 1_000 + game.day))
            copy.replay = ((hidden, traces), stopped, given)
            copy.apply((A_CHOOSE, option, 0))
            while copy.asking is not None:  # the card's later decisions: their hints
                copy.apply((A_CHOOSE, copy.asking.hint, 0))
            score = self._option_score(copy)
            if best_score is None or score > best_score:
                best, best_score = option, score
        return (A_CHOOSE, best, 0)

    def _option_score(self, game: Game) -> Score:
        """What a copy after a decision's option is worth: its best plan for the rest of the
        Afternoon (outside the Afternoon: the position as Dusk would score it)."""
        if game.phase == P_AFTERNOON and not game.is_terminal():
            search = self._search(game, DECISION_BUDGET)
            search.run(game)
            if search.best is not None:
                return search.best
        return plan_score_before_dusk(game)

    def _greedy_mana(self, game: Game) -> list[int]:
        """The card indices the greedy pilot's Day 1 search would put into Mana."""
        first = self._day1_mana(game)
        return [game.hand[first[1]].index, *self._mana_plan]

    def _search(self, game: Game, budget: int | None) -> DaySearch:
        hide = random.Random(game.seed * 1_000 + game.day)
        return DaySearch(
            plan_score,
            budget=budget,
            hide=hide,
            before_dusk=plan_score_before_dusk,
            skip=(A_HERO,),
            chance=CHANCE_REDRAWS,
            thrifty=True,
        )

    def _expand(self, game: Game) -> Action:
        hand = game.hand
        orbs = len(game.mana_cards)
        dearest = max((c.hand_cost for c in hand), default=0)
        if not hand or (len(hand) < 3 and dearest <= orbs):
            return SKIP_EXPAND
        options = [a for a in distinct_actions(game) if a[0] == A_EXPAND]
        # ties (most often: every option moves as much today): the least useful card, the
        # greedy pilot's Expand choice, is tried first and kept
        spare = self.tables(game.source).spare_use
        options.sort(key=lambda a: (spare[hand[a[1]].index], -hand[a[1]].hand_cost))
        best: Action = SKIP_EXPAND
        best_score: Score | None = None
        for option in options:
            trial = game.clone(random.Random(game.seed * 1_000 + game.day))
            trial.apply(option)
            search = self._search(trial, self.budget // 2)
            search.run(trial)
            score = search.best or (0.0,)
            if best_score is None or score > best_score:
                best, best_score = option, score
        return best
