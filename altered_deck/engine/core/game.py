"""The open_spiel face of the engine: legal actions, apply, terminal test, clone, strings.

A :class:`Game` advances on its own through every phase without a decision (Noon, Dusk,
Night, the Morning's Prepare and Draw: :mod:`altered_deck.engine.core.day`) and stops where the
player decides: Day 1's three Mana cards, the Morning's Expand, each Afternoon turn.
``legal_actions()`` lists what may be done there and ``apply(action)`` does it; an action
not in that list raises :class:`EngineError` with the reason. The three ask the same
candidate generators, one per action kind (``is_legal`` without building the list). Playing
cards lives in :mod:`altered_deck.engine.core.play`, effects in
:mod:`altered_deck.engine.core.interpreter`.
"""
# mypyc: compiled

from __future__ import annotations

import copy
import random
from typing import Any, Final, cast

from mypy_extensions import mypyc_attr

from altered_deck.engine.core import day, decisions, interpreter, play
from altered_deck.engine.core.cards import CompiledDeck, EngineCard
from altered_deck.engine.core.decisions import Decision, Replay
from altered_deck.engine.core.effects import S_EXHAUSTED, ST_TAP_FIRST_ONLY, TO_MANA
from altered_deck.engine.core.hooks import emit
from altered_deck.engine.core.record import GameRecord
from altered_deck.engine.core.state import (
    A_CHOOSE,
    A_EXPAND,
    A_HERO,
    A_MANA,
    A_PASS,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SCOUT,
    A_SKIP_EXPAND,
    A_SUPPORT,
    A_TAP,
    P_AFTERNOON,
    P_DAY1_MANA,
    P_EXPAND,
    P_OVER,
    PASS,
    RESHUFFLE_ANY_TIME,
    SKIP_EXPAND,
    STATE_SLOTS,
    Action,
    GameState,
    Unit,
)
from altered_deck.errors import EngineError

# Final: static in the compiled module, not a lookup in its globals
_BOTH: Final[tuple[int, ...]] = (0, 1)
_NOT_RESTORED = ("trace", "day_trace", "answers", "asking", "replay")
_RESTORED = tuple(name for name in STATE_SLOTS if name not in _NOT_RESTORED)
_HERO_ONLY: Final[tuple[int, ...]] = (0,)
_NOWHERE: Final[tuple[int, ...]] = ()


# compiled in a wheel (setup.py); subclassed by the duel's Seat
@mypyc_attr(allow_interpreted_subclasses=True)
class Game(GameState):
    """A goldfish game: state + legal actions + apply + terminal test."""

    __slots__ = ()

    def __init__(
        self,
        deck: CompiledDeck,
        seed: int,
        max_days: int = 12,
        trace: list | None = None,
        *,
        reshuffle_rule: str = RESHUFFLE_ANY_TIME,
        first_player: bool | None = None,
    ) -> None:
        super().__init__(
            deck, seed, max_days, trace, reshuffle_rule=reshuffle_rule, first_player=first_player
        )
        self.start_day_trace()
        self.draw(6)
        self.mana_to_pick = min(3, len(self.hand))
        if not self.mana_to_pick:  # an empty deck: nothing to put into Mana
            day.noon(self)

    # --- terminal and record ---------------------------------------------------------------

    @property
    def over(self) -> bool:
        """True once the game is won or the day cap is reached."""
        return self.phase == P_OVER

    def is_terminal(self) -> bool:
        """True once the game is won or the day cap is reached (no legal action is left)."""
        return self.phase == P_OVER

    def clone(self, hide: random.Random | None = None, rng: random.Random | None = None) -> Game:
        """An independent copy for look-ahead (no trace); see :meth:`GameState.clone`."""
        other = super().clone(hide, rng)
        assert isinstance(other, Game)
        return other

    def step_by_step(self) -> None:
        """From now on, a decision a card asks for stops the action and is offered as legal
        actions ``(A_CHOOSE, option, 0)`` (see :mod:`altered_deck.engine.core.decisions`)."""
        self.answers = []

    # --- step-by-step play (core/decisions) ----------------------------------------------------

    def snapshot(self) -> tuple[GameState, Any]:
        """This position, its trace included, to come back to."""
        return self.clone(), copy.deepcopy((self.trace, self.day_trace))

    def restore(self, before: tuple[GameState, Any]) -> None:
        """Come back to a :meth:`snapshot` (the caller's trace list is kept, refilled)."""
        state, traces = before
        fresh = state.clone()
        for name in _RESTORED:
            setattr(self, name, getattr(fresh, name))
        extra = getattr(fresh, "__dict__", None)  # a duel's seat: its opponent and flags
        if extra is not None:
            self.__dict__.update(extra)
        trace, day_trace = copy.deepcopy(traces)
        if self.trace is not None and trace is not None:
            self.trace[:] = trace
        self.day_trace = day_trace
        self.answers = []
        self.asking = None
        self.replay = None

    def set_answers(self, answers: list[int]) -> None:
        """The answers decisions get, in order, while an action is replayed."""
        self.answers = answers

    def player_of(self, state: object) -> int:
        """A goldfish game has one player."""
        return 0

    def wait(self, decision: Decision, player: int, resume: Replay) -> None:
        """Stop at ``decision`` until it is answered (``replay``: how to go on)."""
        self.asking = decision
        self.replay = resume

    def record(self) -> GameRecord:
        """The game's record (complete once :attr:`over`)."""
        return GameRecord(
            seed=self.seed,
            won_day=self.won_day,
            days=self.records,
            first_player=self.first_on_day1,
            plays=self.plays,
            unmodelled_plays=self.unmodelled_plays,
        )

    # --- legal actions -----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action in the current decision point (empty once the game is over)."""
        if self.asking is not None:
            return decisions.choices(self.asking)
        phase = self.phase
        if phase == P_AFTERNOON:
            return self._afternoon_actions()
        if phase == P_DAY1_MANA:
            return [(A_MANA, i, 0) for i in range(len(self.hand))]
        if phase == P_EXPAND:
            return [SKIP_EXPAND] + [(A_EXPAND, i, 0) for i in range(len(self.hand))]
        return []

    def _priced(
        self,
        card: EngineCard,
        base: int,
        targets: tuple[int, ...],
        reserve: bool,
        mana: int,
    ) -> tuple[int, ...]:
        """The ``targets`` expeditions where ``card``'s cost ``mana`` pays (a cost may depend
        on the expedition)."""
        return tuple(e for e in targets if self.cost_of(card, base, reserve, e) <= mana)

    # One candidate generator per action kind, given the Mana there is to spend: the
    # Afternoon's list, ``is_legal`` and the reason an action is refused all ask them. Each
    # answers the expeditions the action may name (the constant tuples, empty: none), so
    # the hot path asks them without building actions.

    def _hand_plays(self, kind: int, card: EngineCard, mana: int) -> tuple[int, ...]:
        """Where a hand card is played (``A_PLAY_HAND``) or Scouted (``A_SCOUT``): an
        expedition it may go to, at a cost ``mana`` pays."""
        base = card.hand_cost if kind == A_PLAY_HAND else card.scout
        if kind == A_SCOUT and not base:
            return _NOWHERE
        targets = _BOTH if card.exp_choice else _HERO_ONLY
        if card.self_cut:  # its cost may depend on the expedition (mechanics/keywords/rules)
            return self._priced(card, base, targets, False, mana)
        if self.cost_of(card, base) > mana:
            return _NOWHERE
        return targets

    def _reserve_plays(self, unit: Unit, mana: int) -> tuple[int, ...]:
        """Where a Reserve card is played, at a cost ``mana`` pays (exhausted: only where a
        static lets it)."""
        card = unit.card
        if unit.status & S_EXHAUSTED:
            exhausted_targets = self.hooks.exhausted_targets
            if exhausted_targets is None:
                return _NOWHERE
            where = exhausted_targets(self, unit)
            return self._priced(card, card.reserve_cost, where, True, mana)
        targets = _BOTH if card.exp_choice else _HERO_ONLY
        if card.self_cut:
            return self._priced(card, card.reserve_cost, targets, True, mana)
        if self.cost_of(card, card.reserve_cost, reserve=True) > mana:
            return _NOWHERE
        return targets

    def _supports(self, unit: Unit) -> tuple[int, ...]:
        """A ready Reserve card's {D} support ability, for either expedition."""
        if unit.status & S_EXHAUSTED or not unit.card.support:
            return _NOWHERE
        return _BOTH

    def _taps(self, unit: Unit, mana: int) -> tuple[int, ...]:
        """A Landmark's {T} ability, ready, with its cost and counters."""
        card = unit.card
        if (
            card.tap
            and not unit.status & S_EXHAUSTED
            and card.tap_cost <= mana
            and unit.counters >= card.tap_counters
        ):
            return _BOTH
        return _NOWHERE

    def _hero_uses(self, mana: int) -> tuple[int, ...]:
        """The Hero's ready {T} ability, its costs paid."""
        hero = self.hero
        if (
            hero is not None
            and bool(hero.tap)
            and self.hero_ready
            and play.hero_tap_cost(self, hero) <= mana
            and (
                (payable := self.hooks.hero_cost_payable) is None  # no extra cost
                or payable(self)
            )
            and (self.first_player or all(st[0] != ST_TAP_FIRST_ONLY for st in hero.statics))
        ):
            return _BOTH
        return _NOWHERE

    def _offered(self, kind: int, index: int, mana: int) -> tuple[int, ...]:
        """The expeditions the generators offer an Afternoon action of ``kind`` on the card
        at ``index`` of its zone with ``mana`` to spend (empty: no such card or ability)."""
        if kind == A_PASS:
            return _HERO_ONLY if index == -1 else _NOWHERE
        if kind == A_HERO:
            return self._hero_uses(mana) if index == -1 else _NOWHERE
        if index < 0:
            return _NOWHERE
        if kind in (A_PLAY_HAND, A_SCOUT):
            hand = self.hand
            return self._hand_plays(kind, hand[index], mana) if index < len(hand) else _NOWHERE
        if kind in (A_PLAY_RESERVE, A_SUPPORT):
            if index >= len(self.reserve):
                return _NOWHERE
            unit = self.reserve[index]
            if kind == A_SUPPORT:
                return self._supports(unit)
            return self._reserve_plays(unit, mana)
        if kind == A_TAP and index < len(self.landmarks):
            return self._taps(self.landmarks[index], mana)
        return _NOWHERE

    def _afternoon_actions(self) -> list[Action]:
        actions: list[Action] = [PASS]
        mana = self.mana_ready
        for i, card in enumerate(self.hand):
            for e in self._hand_plays(A_PLAY_HAND, card, mana):
                actions.append((A_PLAY_HAND, i, e))
            if card.scout:
                for e in self._hand_plays(A_SCOUT, card, mana):
                    actions.append((A_SCOUT, i, e))
        for i, unit in enumerate(self.reserve):
            for e in self._reserve_plays(unit, mana):
                actions.append((A_PLAY_RESERVE, i, e))
            if unit.card.support:
                for e in self._supports(unit):
                    actions.append((A_SUPPORT, i, e))
        for i, unit in enumerate(self.landmarks):
            for e in self._taps(unit, mana):
                actions.append((A_TAP, i, e))
        for e in self._hero_uses(mana):
            actions.append((A_HERO, -1, e))
        return actions

    def is_legal(self, action: object) -> bool:
        """Whether ``action`` is in :meth:`legal_actions` (without building the list)."""
        if not isinstance(action, tuple) or len(action) != 3:
            return False
        kind, index, exp = action
        if type(kind) is not int or type(index) is not int or type(exp) is not int:
            return False
        if self.asking is not None:
            return kind == A_CHOOSE and exp == 0 and 0 <= index < len(self.asking.options)
        phase = self.phase
        if phase == P_AFTERNOON:
            hand = self.hand
            if kind == A_PLAY_HAND and 0 <= index < len(hand):  # the most frequent: no dispatch
                return exp in self._hand_plays(kind, hand[index], self.mana_ready)
            return exp in self._offered(kind, index, self.mana_ready)
        if phase == P_DAY1_MANA:
            return kind == A_MANA and exp == 0 and 0 <= index < len(self.hand)
        if phase == P_EXPAND:
            if kind == A_SKIP_EXPAND:
                return index == -1 and exp == 0
            return kind == A_EXPAND and exp == 0 and 0 <= index < len(self.hand)
        return False

    # --- apply -------------------------------------------------------------------------------

    def apply(self, action: object) -> None:
        """Apply one legal action, then run the game on to the next decision point.
        Anything :meth:`legal_actions` does not list raises :class:`EngineError` (typed
        ``object``: a compiled build would raise TypeError on a non-tuple before the check).
        Played step by step (:meth:`step_by_step`), a decision a card asks for while the
        action resolves stops it there (:mod:`altered_deck.engine.core.decisions`)."""
        if self.asking is not None:
            decisions.answer(self, self.asking, action)
            return
        phase = self.phase
        # the pilots' own PASS and SKIP_EXPAND constants are legal exactly in the Afternoon
        # and at Expand: no check needed
        if not (
            (action is PASS and phase == P_AFTERNOON)
            or (action is SKIP_EXPAND and phase == P_EXPAND)
            or self.is_legal(action)
        ):
            raise EngineError(f"illegal action {action!r}: {why_not(self, action)}")
        if self.answers is None:
            self.act(cast(Action, action))
        else:
            decisions.step(self, cast(Action, action), ())

    def act(self, action: Action) -> None:
        """Do a legal ``action`` (checked by the caller) and run on to the next decision."""
        kind, index, exp = action
        before_action = self.hooks.before_action
        saved = None if before_action is None or kind == A_PASS else before_action(self)
        if kind == A_PLAY_HAND:
            play.play_from_hand(self, index, exp, scout=False)
        elif kind == A_PASS:
            self._pass()
        elif kind == A_PLAY_RESERVE:
            play.play_from_reserve(self, index, exp)
        elif kind == A_SUPPORT:
            play.use_support(self, index, exp)
        elif kind == A_TAP:
            play.use_tap(self, index, exp)
        elif kind == A_SCOUT:
            play.play_from_hand(self, index, exp, scout=True)
        elif kind == A_HERO:
            play.use_hero(self, exp)
        elif kind == A_MANA:
            self._to_mana(index, "mana")
            self.mana_to_pick -= 1
            if self.mana_to_pick == 0 or not self.hand:
                day.to_noon(self)
        elif kind == A_EXPAND:
            self._to_mana(index, "expand")
            day.end_of_morning(self)
        else:  # A_SKIP_EXPAND
            day.end_of_morning(self)
        if saved is not None and (after_action := self.hooks.after_action) is not None:
            after_action(self, saved)
        if self.pass_now:
            self.pass_now_happens()

    def pass_now_happens(self) -> None:
        """An effect made the player pass ("You may immediately pass"): the day goes on to
        Dusk (the goldfish opponent passed at its first turn, after the player's first play:
        the player did not pass first). A duel's seat leaves it to the duel."""
        self.pass_now = False
        self._pass()

    def _pass(self) -> None:
        # goldfish: the opponent (no cards) passes on its first turn, so the player passes
        # first only as first player before playing a card
        if self.first_player and not (self.hand_plays or self.reserve_plays):
            for hook in self.hooks.passed_first:
                hook(self)
        for hook in self.hooks.passed:
            hook(self)
        day.end_of_day(self)

    def _to_mana(self, index: int, what: str) -> None:
        card = self.hand.pop(index)
        self.mana_cards.append(card)
        self.mana_ready += 1
        if self.day_trace is not None:
            self.event(what, card.name)
        if self.hooks.on:
            emit(self, TO_MANA, card, self)

    # --- questions a pilot may ask ----------------------------------------------------------

    def join_bonus(self, card: EngineCard) -> int:
        """Boosts Character ``card`` would gain now on joining an expedition (Hero and
        Landmark statics, pending "next Character" boosts); 0 for other cards."""
        return interpreter.join_bonus(self, card)

    def reserve_after_night(self) -> int:
        """How many cards the Reserve would hold after tonight's Rest, before Clean-up."""
        return day.reserve_after_rest(self)

    # --- strings -----------------------------------------------------------------------------

    def action_to_string(self, action: Action) -> str:
        """``play-hand Axiom Salvager -> Hero``, ``mana Ouroboros Trickster``, ``pass``...
        (names as the current state sees them; call before applying the action)."""
        return play.action_to_string(self, action)

    def action_card(self, action: Action) -> EngineCard | None:
        """The card ``action`` names (the Hero for a Hero ability; None for pass, skip)."""
        return play.card_of(self, action[0], action[1])


# --- why an action is refused ---------------------------------------------------------------
#
# The refusal asks the game's own candidate generators, so it says why ``Game.is_legal``
# refuses, never a rule of its own.

_CARD_ACTIONS: Final = (A_PLAY_HAND, A_SCOUT, A_PLAY_RESERVE, A_SUPPORT, A_TAP)
# the generators asked what Mana would allow, for the reason of a refusal
_ANY_MANA: Final = 1 << 30
_NOT_AFTERNOON: Final = "not a legal Afternoon action"


def why_not(game: Game, action: object) -> str:
    """Why :meth:`Game.is_legal` refuses ``action``: asked of the same candidate generators,
    with Mana to spare (a cost problem) or not at all (no such card or ability)."""
    phase = game.phase
    if game.asking is not None:
        return f"{game.asking.source} asks: {game.asking.prompt}"
    if phase == P_OVER:
        return "the game is over"
    if phase == P_DAY1_MANA:
        return "Day 1 needs a hand card for Mana"
    if phase == P_EXPAND:
        return "the Morning needs a hand card to Expand, or skip"
    if not isinstance(action, tuple) or len(action) != 3:
        return "an action is (kind, index, expedition)"
    kind, index, exp = action
    if exp not in _BOTH:
        return f"no expedition {exp}"
    if kind == A_HERO:
        return "the Hero has no ready {T} ability it can pay for"
    card = play.card_of(game, kind, index) if kind in _CARD_ACTIONS else None
    if card is None:
        return f"no card {index} in that zone" if kind in _CARD_ACTIONS else _NOT_AFTERNOON
    offered = game._offered(kind, index, _ANY_MANA)
    if exp in offered:
        cost = _cost_of_action(game, kind, card, exp)
        return f"cannot pay {cost} mana with {game.mana_ready} ready"
    if any(e != exp for e in offered):
        return f"{card.name} does not choose an expedition"
    if kind in (A_PLAY_RESERVE, A_SUPPORT, A_TAP):
        units = game.landmarks if kind == A_TAP else game.reserve
        if units[index].status & S_EXHAUSTED:
            return f"{card.name} is exhausted"
    return f"{card.name} has no such ability"


def _cost_of_action(game: Game, kind: int, card: EngineCard, exp: int) -> int:
    if kind == A_TAP:
        return card.tap_cost
    if kind == A_PLAY_RESERVE:
        return game.cost_of(card, card.reserve_cost, True, exp)
    base = card.hand_cost if kind == A_PLAY_HAND else card.scout
    return game.cost_of(card, base, False, exp)


__all__ = ["A_PASS", "A_PLAY_HAND", "A_PLAY_RESERVE", "Game"]
