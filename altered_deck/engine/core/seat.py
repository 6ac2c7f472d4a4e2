"""A duel's seat: one player's side, a goldfish game that knows its opponent.

A :class:`Seat` is an ordinary :class:`~altered_deck.engine.core.game.Game` (its zones, its
plays, its effects) whose own questions (would an expedition move, does it need power, what
a card costs) compare with the *facing* seat: the pilots play a seat exactly as they play a
goldfish game. The duel (:mod:`altered_deck.engine.core.duel`) seats two of them on one
adventure. In the Arena, :func:`arena_winner` decides the tiebreak (4.3.e).
"""
# mypyc: compiled

from __future__ import annotations

import random
from typing import cast

from mypy_extensions import mypyc_attr

from altered_deck.engine.core.cards import CompiledDeck, EngineCard
from altered_deck.engine.core.effects import S_OWNED_ELSEWHERE
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import RESHUFFLE_MORNING, GameState, Unit

DEFAULT_DUEL_DAYS = 20
"""Day cap of a duel: a game not decided by then is a draw."""


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled: ``__new__`` without ``__init__``
class Seat(Game):
    """One player's side of a duel: a goldfish game whose Dusk questions face an opponent."""

    # no __slots__: ``opponent`` and ``watched`` are GameState's (class defaults there), and a
    # slot of the same name here would hide them from a compiled GameState (see setup.py);
    # ``opponent`` keeps GameState's type (a compiled subclass cannot narrow it): ``rival()``

    arena: bool
    after_you: bool  # an [After You] resolved: the turn ends (7.3.2)
    opp_shared: bool  # a look-ahead copy: the opponent is still the live one (copy on write)
    watched: bool  # the opponent has "When a Character joins the Expedition facing me"

    def __init__(
        self,
        deck: CompiledDeck,
        seed: int,
        max_days: int = DEFAULT_DUEL_DAYS,
        *,
        reshuffle_rule: str = RESHUFFLE_MORNING,
        first_player: bool | None = None,
    ) -> None:
        self.arena = False
        self.opponent = self  # until the duel seats the opponent (an empty side meanwhile)
        self.after_you = False
        self.opp_shared = False
        self.watched = False
        super().__init__(
            deck, seed, max_days, reshuffle_rule=reshuffle_rule, first_player=first_player
        )

    def rival(self) -> Seat:
        """The facing seat (this one until the duel seats the opponent)."""
        return cast(Seat, self.opponent)

    def rival_to_change(self) -> Seat:
        """The facing seat, about to be changed: a look-ahead copy that still shares the live
        one copies it first (copy on write)."""
        opp = self.rival()
        if self.opp_shared:
            opp = opp.clone()
            opp.opponent = self
            opp.opp_shared = False
            self.opponent = opp
            self.opp_shared = False
        return opp

    def owner_of(self, unit: Unit) -> GameState:
        """The opponent for a card they own that this player controls (S_OWNED_ELSEWHERE)."""
        if unit.status & S_OWNED_ELSEWHERE and self.opponent not in (None, self):
            return self.rival_to_change()
        return self

    def cost_of(self, card: EngineCard, base: int, reserve: bool = False, exp: int = -1) -> int:
        """What ``card`` costs (``GameState.cost_of``: from Reserve, into expedition ``exp``),
        never less than the floor the opponent's cards set ("Characters your opponents play
        can't cost less than {2}")."""
        cost = super().cost_of(card, base, reserve, exp)
        opp = self.rival()
        if opp is not self and (cost_floor := opp.hooks.cost_floor) is not None:
            floor = cost_floor(opp, card)
            if cost < floor:
                return floor
        return cost

    def pass_now_happens(self) -> None:
        """An effect made this player pass: the duel sees ``pass_now`` after the action."""

    def clone(self, hide: random.Random | None = None, rng: random.Random | None = None) -> Seat:
        """A copy for look-ahead facing the same (live) opponent; see ``GameState.clone``."""
        other = super().clone(hide, rng)
        assert isinstance(other, Seat)
        other.opponent = self.opponent
        other.arena = self.arena
        other.after_you = self.after_you
        other.watched = self.watched
        other.waits_noon = False  # a look-ahead copy runs its own Noon
        other.opp_shared = self.opponent is not self  # copied when an effect touches it
        return other

    def would_move(self, exp: int) -> bool:
        """Would expedition ``exp`` move at Dusk now: for a terrain of its region, a sum above
        the facing expedition's and above 0, no Defender; never in the Arena."""
        if self.arena:
            return False
        f, m, w, defender = self.expedition_sums(exp)
        return not defender and self._ahead(exp, f, m, w)

    def needs_power(self, exp: int) -> bool:
        """More power in expedition ``exp`` would help: it would not move now and no Defender
        of its own stops it; in the Arena, while the player does not win the tiebreak."""
        if self.arena:
            return arena_winner(self, self.rival()) != 0
        f, m, w, defender = self.expedition_sums(exp)
        return not defender and not self._ahead(exp, f, m, w)

    def progress_flags(self) -> tuple[bool, bool, bool, bool]:
        """``(would_move(0), would_move(1), needs_power(0), needs_power(1))`` against the
        facing expeditions (what the greedy pilot and Dusk ask)."""
        if self.arena:
            need = arena_winner(self, self.rival()) != 0
            return False, False, need, need
        f0, m0, w0, d0 = self.expedition_sums(0)
        f1, m1, w1, d1 = self.expedition_sums(1)
        ahead0 = self._ahead(0, f0, m0, w0)
        ahead1 = self._ahead(1, f1, m1, w1)
        return (
            not d0 and ahead0,
            not d1 and ahead1,
            not d0 and not ahead0,
            not d1 and not ahead1,
        )

    def _ahead(self, exp: int, f: int, m: int, w: int) -> bool:
        """Whether sums ``f, m, w`` beat the facing expedition on a terrain of the region
        (4.2.4.e: an Ascended expedition moves on a tie above 0 too)."""
        of, om, ow, _ = self.rival().expedition_sums(exp)
        if self.ascended >> exp & 1:
            of, om, ow = of - 1, om - 1, ow - 1  # integers: a tie now beats
        mask = self.layout[self.pos[exp]]
        return bool(
            (mask & 1 and f > 0 and f > of)
            or (mask & 2 and m > 0 and m > om)
            or (mask & 4 and w > 0 and w > ow)
        )


def player_sums(seat: Seat) -> tuple[int, int, int]:
    """4.3.e.2: a player's Forest, Mountain, Water sums over both expeditions (a Gigantic
    Character counts twice, 7.4.4.m: it is in both)."""
    f0, m0, w0, _ = seat.expedition_sums(0)
    f1, m1, w1, _ = seat.expedition_sums(1)
    return f0 + f1, m0 + m1, w0 + w1


def arena_winner(first: Seat, second: Seat) -> int | None:
    """4.3.e.3-4: 0 when ``first`` has more terrains with a greater positive sum, 1 when
    ``second`` has, None otherwise."""
    a = player_sums(first)
    b = player_sums(second)
    wins_a = sum(1 for x, y in zip(a, b, strict=True) if x > y and x > 0)
    wins_b = sum(1 for x, y in zip(a, b, strict=True) if y > x and y > 0)
    if wins_a > wins_b:
        return 0
    if wins_b > wins_a:
        return 1
    return None
