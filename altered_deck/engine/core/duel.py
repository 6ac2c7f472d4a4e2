"""Two-player games: two single-player states on one adventure, facing each other.

A :class:`Duel` holds two seats (:mod:`altered_deck.engine.core.seat`): each an ordinary
goldfish game that knows its opponent, so its own questions (would an expedition move, does
it need power) compare with the *facing* expedition's sums: the pilots play a seat exactly as
they play a goldfish game.
The duel owns what the players share (4.1-4.3):

* the adventure (one layout for both; a region revealed by one is revealed for both);
* turn order: Day 1's Mana and each Morning's Expand per player, then in the Afternoon
  turns alternate from the day's first player; quick actions (``{T}``, ``{D}``, Hero) keep
  the turn, playing a card or passing ends it; a player who passed takes no more turns;
* Dusk once both passed: "At Dusk" abilities of both, then Progress decided for all four
  expeditions before any moves (an expedition moves when, for a terrain of its region, its
  sum is strictly greater than the facing expedition's and greater than 0);
* Night (Rest, Clean-up) for both, then Check Victory: distance >= 7 and strictly more than
  the opponent wins; a tie at >= 7 starts tiebreakers in the Arena (4.3: no more moves;
  at Dusk each player adds both expeditions per terrain; winning more of the three terrains,
  each with a greater positive sum, wins; Check Victory no longer applies).

Effects aimed at the opponent (removal, Sabotage, Tough, After You, "When a Character joins the
Expedition facing me"...) act on the other seat:
:mod:`altered_deck.engine.mechanics.removal.rules`."""
# mypyc: compiled

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mypy_extensions import mypyc_attr

from altered_deck.engine.core import day, decisions
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.adventure import (
    ALL_TERRAINS,
    REGION_COUNT,
    layouts_showing,
    random_layout,
    shuffle,
)
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.decisions import Decision, Replay
from altered_deck.engine.core.hooks import HOOKS
from altered_deck.engine.core.seat import DEFAULT_DUEL_DAYS, Seat, arena_winner
from altered_deck.engine.core.state import (
    A_PASS,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SCOUT,
    P_AFTERNOON,
    P_NOON,
    P_OVER,
    RESHUFFLE_MORNING,
    Action,
    GameState,
    SeededOnUse,
)
from altered_deck.errors import EngineError, UsageError

TURN_ENDING = (A_PASS, A_PLAY_HAND, A_PLAY_RESERVE, A_SCOUT)
"""Actions that end a player's Afternoon turn (4.2.3: play a card or pass)."""

ARENA: tuple[int, ...] = (ALL_TERRAINS,) * REGION_COUNT
"""Every region is the Arena once tiebreakers start (4.3.a-c: all three terrains)."""

PLAYERS = (0, 1)


@dataclass(frozen=True, slots=True)
class DuelRecord:
    """One two-player game: who won (player 0 or 1; None = not decided by the cap), when."""

    seed: int
    first: int  # first player on Day 1 (then on odd days)
    winner: int | None
    won_day: int | None
    tiebreak: bool  # tiebreakers started (the game went to the Arena)
    days: int  # days played
    distances: tuple[int, int]  # each player's distance at the end
    plays: tuple[int, int] = (0, 0)  # each player's cards played, from any zone
    unmodelled_plays: tuple[int, int] = (0, 0)  # of them, cards with unmodelled text


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled: ``__new__`` without ``__init__``
class Duel:
    """A two-player game: ``current_player``, ``legal_actions``, ``apply``, ``is_terminal``.

    All randomness comes from ``random.Random(seed)``: the adventure, then one seed per
    player for its own shuffles and rolls. ``first`` (0 or 1) is the first player on Day 1;
    it alternates every day. With ``log`` a list, one line per action and per Dusk.
    """

    def __init__(
        self,
        decks: tuple[CompiledDeck, CompiledDeck],
        seed: int,
        *,
        first: int = 0,
        max_days: int = DEFAULT_DUEL_DAYS,
        reshuffle_rule: str = RESHUFFLE_MORNING,
        log: list[str] | None = None,
    ) -> None:
        if first not in PLAYERS:
            raise UsageError(f"the first player is 0 or 1, not {first}")
        if max_days < 1:
            raise UsageError(f"the day cap must be at least 1, not {max_days}")
        rng = random.Random(seed)
        layout = random_layout(rng)
        seeds = (rng.getrandbits(63), rng.getrandbits(63))
        self.seed = seed
        self.first = first
        self.max_days = max_days
        self.log = log
        self.seats = tuple(
            Seat(
                decks[p], seeds[p], max_days, reshuffle_rule=reshuffle_rule, first_player=p == first
            )
            for p in PLAYERS
        )
        revealed = self.seats[0].revealed
        for p, seat in enumerate(self.seats):
            seat.layout = layout
            seat.revealed = revealed
            seat.opponent = self.seats[1 - p]
            seat.hooks = decks[p].hooks.facing(decks[1 - p].hooks)  # both players' subscriptions
            seat.arena = False
            seat.watched = _watches_facing(decks[1 - p])
            seat.waits_noon = True
        self.passed = [False, False]
        self.turn = first
        self.winner: int | None = None
        self.won_day: int | None = None
        self.tiebreak = False
        self.over = False
        # step-by-step play (core/decisions): None when played live
        self.answers: list[int] | None = None
        self.asking: Decision | None = None
        self.asking_player = -1
        self.replay: Replay | None = None

    @property
    def day(self) -> int:
        """The current day (both players are on the same day)."""
        return self.seats[0].day

    def first_today(self) -> int:
        """The first player of the current day (4.2.1.b: alternates every day; the seats
        know it, an effect may have made the other player first)."""
        return 0 if self.seats[0].first_player else 1

    def current_player(self) -> int:
        """Who decides now: Day 1 Mana and Expand in turn order, then the Afternoon's turn
        (-1 once the game is over)."""
        if self.over:
            return -1
        if self.asking is not None:
            return self.asking_player
        first = self.first_today()
        for p in (first, 1 - first):
            if self.seats[p].phase not in (P_AFTERNOON, P_NOON):
                return p
        return self.turn

    def is_terminal(self) -> bool:
        """True once a player won or the day cap is reached."""
        return self.over

    def legal_actions(self) -> list[Action]:
        """The current player's legal actions (empty once the game is over)."""
        if self.over:
            return []
        if self.asking is not None:
            return decisions.choices(self.asking)
        return self.seats[self.current_player()].legal_actions()

    def apply(self, action: Action) -> None:
        """Apply one of the current player's legal actions, then run on to the next decision
        (a turn change, or Dusk, Night and the next Morning once both passed; played step by
        step, a decision a card asks for: :mod:`altered_deck.engine.core.decisions`)."""
        if self.over:
            raise EngineError("the game is over")
        if self.asking is not None:
            decisions.answer(self, self.asking, action)
            return
        p = self.current_player()
        seat = self.seats[p]
        if not seat.is_legal(action):
            raise EngineError(f"illegal action {action!r} for player {p}")
        if self.log is not None:
            self.log.append(f"day {self.day} P{p}: {seat.action_to_string(action)}")
        if self.answers is None:
            self.act(action)
        else:
            decisions.step(self, action, ())

    def act(self, action: Action) -> None:
        """Do the current player's legal ``action`` (checked by the caller)."""
        p = self.current_player()
        seat = self.seats[p]
        if seat.phase != P_AFTERNOON:
            seat.act(action)  # Day 1 Mana or Expand; then Noon once both are done
            self._noon()
            return
        if action[0] == A_PASS:
            self._pass(p)
        else:
            seat.act(action)
            if seat.pass_now:  # "You may immediately pass"
                seat.pass_now = False
                self._pass(p)
                if seat.rival().pass_now:  # "each player passes" (starting with you)
                    seat.rival().pass_now = False
                    self._pass(1 - p)
                if action[0] not in TURN_ENDING and not seat.after_you:
                    self._next_turn(p)
        if action[0] in TURN_ENDING or seat.after_you:
            seat.after_you = False
            self._next_turn(p)

    # --- step-by-step play (core/decisions) ----------------------------------------------------

    def step_by_step(self) -> None:
        """From now on, a decision a card asks for (either player's) stops the action and is
        offered as legal actions ``(A_CHOOSE, option, 0)`` of the player who decides."""
        self.set_answers([])

    def snapshot(self) -> tuple[Duel, Any]:
        """This position, the log and the seats' traces included, to come back to."""
        traces = [(s.trace, s.day_trace) for s in self.seats]
        return self.clone(), copy.deepcopy((self.log, traces))

    def restore(self, before: tuple[Duel, Any]) -> None:
        """Come back to a :meth:`snapshot` (the seats are new objects; the log list is kept)."""
        state, saved = before
        log = self.log
        self._take(state.clone())
        self.log = log
        old_log, traces = copy.deepcopy(saved)
        if log is not None:
            log[:] = old_log
        for seat, (trace, day_trace) in zip(self.seats, traces, strict=True):
            seat.trace, seat.day_trace = trace, day_trace
        self.asking = None
        self.replay = None
        self.set_answers([])

    def _take(self, other: Duel) -> None:
        """Every attribute of ``other``, as it is (the caller copies what must not be shared;
        spelled out: the compiled class has no ``__dict__``)."""
        self.seed, self.first, self.max_days = other.seed, other.first, other.max_days
        self.log, self.seats, self.passed = other.log, other.seats, other.passed
        self.turn, self.winner, self.won_day = other.turn, other.winner, other.won_day
        self.tiebreak, self.over, self.answers = other.tiebreak, other.over, other.answers
        self.asking, self.asking_player = other.asking, other.asking_player
        self.replay = other.replay

    def set_answers(self, answers: list[int] | None) -> None:
        """The answers decisions get, in order (one list for both players' decisions; None:
        played live)."""
        self.answers = answers
        for seat in self.seats:
            seat.answers = answers

    def player_of(self, state: object) -> int:
        """Which player ``state`` (a seat) is."""
        return 0 if state is self.seats[0] else 1

    def wait(self, decision: Decision, player: int, resume: Replay) -> None:
        """Stop at ``decision``, player ``player``'s, until it is answered."""
        self.asking = decision
        self.asking_player = player
        self.replay = resume

    def _noon(self) -> None:
        """Once every player's Morning (Day 1: Mana) is over, Noon for both, the first player
        first (4.2.2 follows 4.2.1: no one's Noon before everyone has Expanded)."""
        if all(seat.phase == P_NOON for seat in self.seats):
            first = self.first_today()
            for p in (first, 1 - first):
                day.noon(self.seats[p])

    def _pass(self, p: int) -> None:
        """Player ``p`` passes: "When you pass first" abilities if the other has not."""
        if not self.passed[1 - p]:
            seat = self.seats[p]
            for hook in seat.hooks.passed_first:
                hook(seat)
        for hook in self.seats[p].hooks.passed:
            hook(self.seats[p])
        self.passed[p] = True

    def _next_turn(self, p: int) -> None:
        other = 1 - p
        if not self.passed[p] and HOOKS.another_turn(self.seats[p]):  # "Play another turn"
            self.turn = p
        elif not self.passed[other]:
            self.turn = other
        elif not self.passed[p]:
            self.turn = p
        else:
            self._end_of_day()

    def _end_of_day(self) -> None:
        """Dusk and Night for both players (:func:`~altered_deck.engine.core.day.dusk_and_night`),
        Check Victory (or the Arena's Progress), then the next Morning."""
        seats = self.seats
        day.dusk_and_night(seats, self._dusk_moves)
        by_effect = [p for p, s in enumerate(seats) if s.won_by_effect]
        if len(by_effect) == 1:  # "You win the game" (mechanics/watchers/rules)
            self.winner = by_effect[0]
        elif not self.tiebreak:
            self._check_victory()
        if self.winner is not None:
            self.won_day = self.day
        if self.winner is not None or self.day >= self.max_days:
            self.over = True
            for seat in seats:
                seat.phase = P_OVER
            return
        self.passed = [False, False]
        for seat in seats:
            day.morning(seat)
        self._noon()  # when neither player has a card to Expand
        self.turn = self.first_today()

    def _dusk_moves(self, seats: Sequence[GameState]) -> list[list[bool]]:
        """Progress for all four expeditions (``seats``: this duel's), decided before any
        moves once both players' "At Dusk" abilities resolved (in the Arena, none: the
        tiebreak is decided instead)."""
        seats = self.seats
        if self.tiebreak:
            self.winner = arena_winner(seats[0], seats[1])
            moves = [[False, False], [False, False]]
        else:
            moves = [[s.would_move(0), s.would_move(1)] for s in seats]
        if self.log is not None:
            self._log_dusk(moves)
        return moves

    def _check_victory(self) -> None:
        """4.2.5.d: distance >= 7 and strictly ahead wins; a tie at >= 7 goes to the Arena."""
        a, b = (s.distance for s in self.seats)
        if max(a, b) < day.WIN_DISTANCE:
            return
        if a != b:
            self.winner = 0 if a > b else 1
            return
        self.tiebreak = True
        for seat in self.seats:
            seat.arena = True
            seat.layout = ARENA
        if self.log is not None:
            self.log.append(f"day {self.day}: tied at distance {a}: tiebreakers in the Arena")

    def _log_dusk(self, moves: list[list[bool]]) -> None:
        assert self.log is not None
        parts = []
        for p, seat in enumerate(self.seats):
            for e, name in ((0, "Hero"), (1, "Companion")):
                f, m, w, _ = seat.expedition_sums(e)
                step = "moves" if moves[p][e] else "stays"
                parts.append(f"P{p} {name}@{seat.pos[e]} {f}/{m}/{w} {step}")
        self.log.append(f"day {self.day} dusk: " + "; ".join(parts))

    def record(self) -> DuelRecord:
        """The game's record (complete once :meth:`is_terminal`)."""
        return DuelRecord(
            seed=self.seed,
            first=self.first,
            winner=self.winner,
            won_day=self.won_day,
            tiebreak=self.tiebreak,
            days=self.day,
            distances=(self.seats[0].distance, self.seats[1].distance),
            plays=(self.seats[0].plays, self.seats[1].plays),
            unmodelled_plays=(self.seats[0].unmodelled_plays, self.seats[1].unmodelled_plays),
        )

    def determinized(self, player: int, rng: random.Random) -> Duel:
        """A copy of this game as ``player`` may imagine it (chance made explicit: what the
        player cannot know is redrawn from ``rng``): its own Deck reshuffled, the opponent's
        Hand redealt from its Hand and Deck, both Decks' orders, the face-down regions of the
        adventure and every future random draw."""
        copy = self.clone(rngs=(_REDRAWN, _REDRAWN))
        me, them = copy.seats[player], copy.seats[1 - player]
        shuffle(rng, me.deck)
        unseen = them.hand + them.deck
        shuffle(rng, unseen)
        size = len(them.hand)
        them.hand, them.deck = unseen[:size], unseen[size:]
        me.rng = SeededOnUse(rng.getrandbits(64))
        them.rng = SeededOnUse(rng.getrandbits(64))
        if not me.arena:  # the Tumult halves nobody has reached yet are face down
            layout = rng.choice(layouts_showing(me.layout, tuple(me.revealed)))
            me.layout = them.layout = layout
        return copy

    def clone(self, rngs: tuple[random.Random, random.Random] | None = None) -> Duel:
        """An independent copy (no log): both seats copied and facing each other; with
        ``rngs``, the seats use those generators as they are (not copies of their own)."""
        other = Duel.__new__(Duel)
        other._take(self)
        a, b = (s.clone(rng=None if rngs is None else rngs[i]) for i, s in enumerate(self.seats))
        a.opponent, b.opponent = b, a
        a.opp_shared = b.opp_shared = False
        b.revealed = a.revealed
        a.waits_noon = b.waits_noon = True
        other.seats = (a, b)
        other.passed = list(self.passed)
        other.log = None
        # a copy at a decision point stays there; any other copy is played live
        other.set_answers(None if self.asking is None else [])
        return other


_REDRAWN = random.Random(0)
"""A placeholder generator for the copies :meth:`Duel.determinized` makes: both are replaced
by generators drawn from the world's, so copying the seats' own would be wasted work."""


def _watches_facing(deck: CompiledDeck) -> bool:
    """Whether a card of ``deck`` has "When a Character joins the Expedition facing me"."""
    return any(st[0] == fx.ST_FACING_JOIN for card in deck.cards for st in card.statics)


__all__ = ["Duel", "DuelRecord"]
