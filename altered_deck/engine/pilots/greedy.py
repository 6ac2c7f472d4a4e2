"""The greedy pilot: one action at a time from precomputed per-card tables.

It does not list every action: it evaluates the candidate cards directly from
:class:`~altered_deck.engine.pilots.tables.PilotTables` (the hot path of a goldfish run) and
asks the state for what the rules decide (costs, boosts a joining Character gains, whether
an expedition moves, how many cards Rest sends to Reserve).
"""
# mypyc: compiled

from __future__ import annotations

import itertools
import operator
from typing import TYPE_CHECKING, Final

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import K_LANDMARK, S_EXHAUSTED
from altered_deck.engine.core.state import (
    A_EXPAND,
    A_HERO,
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SCOUT,
    A_SUPPORT,
    A_TAP,
    P_AFTERNOON,
    P_DAY1_MANA,
    P_EXPAND,
    PASS,
    SKIP_EXPAND,
    Action,
)
from altered_deck.engine.pilots.base import Pilot
from altered_deck.engine.pilots.duel_plays import duel_play
from altered_deck.engine.pilots.opening import BEST_OPENING, opening_moves
from altered_deck.engine.pilots.pairs import keep_double
from altered_deck.engine.pilots.tables import MoverRow, PilotTables
from altered_deck.engine.targets.aim import default_target
from altered_deck.errors import EngineError

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import CompiledDeck, EngineCard
    from altered_deck.engine.core.game import Game


_SPLITS: Final = {
    n: [
        (c, rest, operator.itemgetter(*rest))
        for c in itertools.combinations(range(n), 3)
        for rest in [tuple(i for i in range(n) if i not in c)]
    ]
    for n in range(4, 9)
}
"""Per hand size: every set of 3 positions (in ``itertools.combinations`` order), the
positions it leaves, and a getter of the card indices at those (the Day 1 memo's key)."""


def least_useful(hand: list[EngineCard], use: list[float] | None = None) -> int:
    """Index of the hand card least useful to play: lowest value per mana (``use`` by card
    index, default ``EngineCard.usefulness``), then dearest."""
    if use is None:
        use = [card.usefulness for card in hand]
        offset = True
    else:
        offset = False
    best = 0
    first = hand[0]
    best_key = (use[0] if offset else use[first.index], -first.hand_cost)
    for i in range(1, len(hand)):
        card = hand[i]
        key = (use[i] if offset else use[card.index], -card.hand_cost)
        if key < best_key:
            best, best_key = i, key
    return best


class GreedyPilot(Pilot):
    """The default pilot (its rules are documented in the README's goldfish section).

    * Day 1: the 3 Mana cards whose kept cards can move the most expeditions on Day 1,
      then on Day 2 (:mod:`~altered_deck.engine.pilots.opening`); ties: the least useful
      cards to play (lowest static value per mana) into Mana.
    * Morning: Expand the least useful card while the Mana is below ``expand_target`` orbs,
      if the hand keeps at least two cards (one card while below 5 orbs).
    * Afternoon, each turn: among affordable cards (Hand at hand cost, Scout, ready Reserve
      at reserve cost; a Reserve cost reduction is used when it makes a card affordable),
      play the one that makes the most expeditions move that would not move now, then the
      most power per mana toward the terrains of the regions they stand on (its lasting
      value, ``PilotTables.mover_lasting``, counted with the power), then the
      cheapest, Reserve before Hand; into the expedition where it makes the move. When
      neither expedition moves yet and that play moves one, a second look
      (:mod:`~altered_deck.engine.pilots.pairs`) keeps the Mana a pair of plays needs to
      move both.
    * When no card makes a move: play the card with the most lasting value per mana (draw,
      Resupply, Landmark abilities, staying in play), Reserve cards included; then use
      ``{T}`` draw abilities and ``{D}`` draws of Reserve cards Clean-up would discard anyway;
      else pass.
    """

    name = "greedy"

    def __init__(self, expand_target: int = 6) -> None:
        self.expand_target = expand_target
        self._tables: PilotTables | None = None
        self._mana_plan: list[int] = []
        self._mana_key = -1

    def tables(self, deck: CompiledDeck) -> PilotTables:
        """The pilot's tables for ``deck`` (computed on the first game of a deck)."""
        tables = self._tables
        if tables is None or tables.deck is not deck:
            tables = self._tables = PilotTables(deck)
        return tables

    def choose(self, game: Game) -> Action:
        """The greedy choice at the current decision point."""
        phase = game.phase
        if phase == P_AFTERNOON:  # the most frequent decision: inlined here
            go0, _go1, need0, need1 = game.progress_flags()
            if need0 or need1:
                action = self._mover(game, need0, need1, go0)
                if action is not None:
                    if need0 and need1 and action[0] != A_SUPPORT:  # a second look (pairs)
                        return keep_double(game, self.tables(game.source), action)
                    return action
            if game.opponent is not None:  # a duel: cards aimed at the opponent (duel_plays)
                action = duel_play(game)
                if action is not None:
                    return action
            action = self._lasting(game)
            if action is not None:
                return action
            return self._quick(game)
        if phase == P_EXPAND:
            hand = game.hand
            orbs = len(game.mana_cards)
            if orbs < self.expand_target and (len(hand) >= 3 or (orbs < 5 and len(hand) >= 2)):
                return (A_EXPAND, least_useful(hand, self.tables(game.source).spare_use), 0)
            return SKIP_EXPAND
        if phase == P_DAY1_MANA:
            return self._day1_mana(game)
        raise EngineError("the greedy pilot was asked to play a finished game")

    def _day1_mana(self, game: Game) -> Action:
        """Day 1: the Mana set (searched over the distinct sets of 3 of the 6 cards) whose
        kept cards can make the most expeditions move with 3 Mana, then on Day 2
        (:func:`~altered_deck.engine.pilots.opening.opening_moves`); ties: the least useful
        cards into Mana. Later picks follow the chosen set."""
        hand = game.hand
        if game.mana_to_pick == len(hand) or game.mana_to_pick < 3 or len(hand) > 8:
            plan = self._mana_plan if self._mana_key == game.seed else []
            for i, card in enumerate(hand):
                if card.index in plan:
                    plan.remove(card.index)
                    return (A_MANA, i, 0)
            return (A_MANA, least_useful(hand, self.tables(game.source).spare_use), 0)
        tables = self.tables(game.source)
        masks = (game.layout[game.pos[0]], game.layout[game.pos[1]])
        memo = tables.keep_moves_memo.get(masks)
        if memo is None:
            memo = tables.keep_moves_memo[masks] = {}
        ids = [card.index for card in hand]
        spare_use = tables.spare_use
        use = [spare_use[card.index] for card in hand]
        best_moves = -1
        best_use = 0.0
        best: tuple[int, ...] = ()
        seen: set[int] = set()
        repeats = len(set(ids)) < len(ids)  # only then can two sets hold the same cards
        # a set of 3 hand cards as one int: the sum of 4 ** card index per card (a card is
        # at most 3 times in a set, so equal sums are equal multisets of cards)
        digit = [1 << 2 * i for i in ids] if repeats else ids
        for combo, rest, kept_ids in _SPLITS[len(hand)]:
            a, b, c = combo
            if repeats:
                key_cards = digit[a] + digit[b] + digit[c]
                if key_cards in seen:
                    continue
                seen.add(key_cards)
            # ties: the least useful cards into Mana (the first such set, in combination order)
            used = -(use[a] + use[b] + use[c])
            if best_moves == BEST_OPENING and used <= best_use:
                continue  # cannot beat two moves a day with more useful cards in Mana
            kept_key = kept_ids(ids)
            moves = memo.get(kept_key)
            if moves is None:
                kept = [hand[i] for i in rest]
                moves = memo[kept_key] = opening_moves(kept, tables, masks)
            if moves > best_moves or (moves == best_moves and used > best_use):
                best_moves, best_use, best = moves, used, combo
        self._mana_plan = [hand[i].index for i in best[1:]]
        self._mana_key = game.seed
        return (A_MANA, best[0], 0)

    def _mover(self, game: Game, need0: bool, need1: bool, go0: bool = False) -> Action | None:
        """The best play that makes a not-yet-moving expedition move, or None.

        Best: the most moves, then the most power per mana, then the cheapest, Reserve
        before Hand and Scout (compared field by field, the hot loop of a goldfish run)."""
        mana = game.mana_ready
        layout = game.layout
        pos = game.pos
        m0 = layout[pos[0]]
        m1 = layout[pos[1]]
        tables = self._tables
        if tables is None or tables.deck is not game.source:
            tables = self.tables(game.source)
        rows = tables.mover_rows
        lasting_rows = tables.mover_lasting
        # the Hero's "when you play ...: exhaust me, create a token" puts it where a move is
        # missing (the first expedition not moving yet): while the Hero is ready, its power
        # counts for the card that triggers it
        hero_tokens = tables.hero_tokens if game.hero_ready else None
        token_need = (need0, m0) if not go0 else (need1, m1)
        # asked only when a candidate needs them:
        spare_cut: list[tuple[int, int, int]] | None = None if tables.has_support_cut else []
        has0 = has1 = None  # any Character awake in each expedition
        join_statics: bool | None = None  # may a Character gain boosts on joining
        bonuses: dict[str, int] = {}
        best: Action | None = None
        best_moves = 0
        best_ratio = 0.0
        best_cost = 0
        best_reserve = False
        best_cut = -1
        # with no cost reduction but the {D} ones, a card dearer than the Mana plus the
        # deck's largest {D} reduction is no candidate
        limit = mana + tables.max_support_cut if not game.costs_may_drop() else 1 << 30
        candidates: list[tuple[EngineCard, int, int, int, MoverRow]] = []
        for i, card in enumerate(game.hand):
            card_rows = rows[card.index]
            row = card_rows[0]
            if row is not None and card.hand_cost <= limit:
                candidates.append((card, 0, i, card.hand_cost, row))
            if card.scout:
                row = card_rows[2]
                if row is not None and card.scout <= limit:
                    candidates.append((card, 2, i, card.scout, row))
        for i, unit in enumerate(game.reserve):
            if not unit.status & S_EXHAUSTED:
                card = unit.card
                row = rows[card.index][1]
                if row is not None and card.reserve_cost <= limit:
                    candidates.append((card, 1, i, card.reserve_cost, row))
        for card, mode, index, base, row in candidates:
            cost = game.cost_of(card, base, mode == 1)  # the state's price (all its rules)
            cut_index = -1
            if cost > mana:
                if spare_cut is None:
                    spare_cut = _support_cuts(game, tables)
                if not spare_cut:
                    continue
                cut_index, cut = _usable_cut(spare_cut, card, index if mode == 1 else -1)
                if cost - cut > mana:
                    continue
                cost = cost - cut if cost > cut else 0
            card_tables, target_boost, all_boost, targets, is_character = row
            if (target_boost or all_boost) and has0 is None:
                exps = game.exps
                has0 = any(not u.status & fx.S_ASLEEP for u in exps[0])
                has1 = any(not u.status & fx.S_ASLEEP for u in exps[1])
            char_bonus = 0
            if is_character:
                if join_statics is None:
                    join_statics = game.has_join_boosts()
                if join_statics:
                    char_bonus = bonuses.get(card.subtype, -1)
                    if char_bonus < 0:
                        char_bonus = bonuses[card.subtype] = game.join_bonus(card)
            token_power = 0
            if hero_tokens is not None and token_need[0]:
                token = hero_tokens[card.index]
                if token is not None:
                    token_power = token[token_need[1]]
            extra = char_bonus or target_boost or all_boost or token_power
            reserve = mode == 1
            lasting = lasting_rows[card.index][mode]  # draws, Resupply... count in the ratio
            for e in targets:
                t0, t1 = card_tables[e]
                p0 = t0[m0] if need0 else 0
                p1 = t1[m1] if need1 else 0
                if extra:
                    if char_bonus:
                        if e == 0 and need0:
                            p0 += char_bonus
                        elif e == 1 and need1:
                            p1 += char_bonus
                    if target_boost:
                        if e == 0 and need0 and has0:
                            p0 += target_boost
                        elif e == 1 and need1 and has1:
                            p1 += target_boost
                    if all_boost:
                        if need0 and has0:
                            p0 += all_boost
                        if need1 and has1:
                            p1 += all_boost
                    if token_power:
                        if go0:
                            p1 += token_power
                        else:
                            p0 += token_power
                if p0 > 0:
                    moves = 2 if p1 > 0 else 1
                elif p1 > 0:
                    moves = 1
                else:
                    continue
                if moves < best_moves:
                    continue
                ratio = (p0 + p1 + lasting) / (cost if cost else 0.5)
                if best is not None and moves == best_moves:
                    if ratio < best_ratio:
                        continue
                    if ratio == best_ratio and (
                        cost > best_cost or (cost == best_cost and reserve <= best_reserve)
                    ):
                        continue
                best_moves, best_ratio, best_cost, best_reserve = moves, ratio, cost, reserve
                kind = A_PLAY_HAND if mode == 0 else A_PLAY_RESERVE if reserve else A_SCOUT
                best = (kind, index, e)
                best_cut = cut_index
        if best is not None and best_cut >= 0:
            return (A_SUPPORT, best_cut, best[2])
        return best

    def _lasting(self, game: Game) -> Action | None:
        """The affordable play with the most lasting value per mana, or None (ties: the
        cheapest, then the first, Hand before Reserve)."""
        mana = game.mana_ready
        full = len(game.landmarks) >= game.landmark_limit
        landmarks = game.landmarks
        # only read when the Landmarks are full
        worst_landmark = min([u.card.usefulness for u in landmarks]) if full and landmarks else 0.0
        tables = self._tables
        if tables is None or tables.deck is not game.source:
            tables = self.tables(game.source)
        future_value = tables.future_value
        best_ratio = 0.0
        best_cost = 0
        best: Action | None = None
        hand = game.hand
        reserve = game.reserve
        in_hand = len(hand)
        # the Hand's cards, then the ready Reserve's (one index over both: no list of plays
        # built on the hot path)
        for j in range(in_hand + len(reserve)):
            from_reserve = j >= in_hand
            if from_reserve:
                unit = reserve[j - in_hand]
                if unit.status & S_EXHAUSTED:
                    continue
                card = unit.card
            else:
                card = hand[j]
            value = future_value[card.index][1 if from_reserve else 0]
            if value <= 0:
                continue
            base = card.reserve_cost if from_reserve else card.hand_cost
            cost = game.cost_of(card, base, reserve=from_reserve)
            if cost > mana:
                continue
            if full and card.kind & K_LANDMARK and card.usefulness <= worst_landmark:
                continue
            ratio = value / (cost if cost else 0.5)
            if best is None or ratio > best_ratio or (ratio == best_ratio and cost < best_cost):
                best_ratio, best_cost = ratio, cost
                best = (A_PLAY_RESERVE, j - in_hand, 0) if from_reserve else (A_PLAY_HAND, j, 0)
        return best

    def _quick(self, game: Game) -> Action:
        """Draw with ``{T}`` Landmarks and with Reserve cards Clean-up would discard; else pass."""
        tables = self._tables
        if tables is None or tables.deck is not game.source:
            tables = self.tables(game.source)
        draws = tables.draws
        for i, unit in enumerate(game.landmarks):
            # the state's rules: a {T} ability may also need counters ("Spend 4 of my ...")
            if draws[unit.card.index][0] and game.is_legal((A_TAP, i, 0)):
                return (A_TAP, i, 0)
        hero = game.hero
        if hero is not None and hero.tap and game.is_legal((A_HERO, -1, 0)):  # the state's rules
            for e in (0, 1):  # never on a lone Character: the roll may send it away
                if sum(1 for u in game.exps[e] if not u.status & fx.S_ASLEEP) >= 2:
                    return (A_HERO, -1, e)
        for i, unit in enumerate(game.reserve):
            if not unit.status & S_EXHAUSTED and draws[unit.card.index][1]:
                # the first such card, used when Clean-up would discard cards anyway
                if game.reserve_after_night() > game.reserve_limit:
                    return (A_SUPPORT, i, 0)
                break
        anchor = _support_anchor(game, tables)
        if anchor is not None:
            return anchor
        return PASS


def _support_anchor(game: Game, tables: PilotTables) -> Action | None:
    """A ready Reserve card's ``{D}`` "target Character ... gains Anchored", used when
    Clean-up would discard Reserve cards anyway: the Character it anchors stays in its
    expedition tonight (its power there tomorrow without paying for it again). Aimed at the
    expedition whose target (the one the rules' targeting picks) has the most power."""
    anchors = tables.support_anchor
    for i, unit in enumerate(game.reserve):
        if unit.status & S_EXHAUSTED:
            continue
        limit = anchors[unit.card.index]
        if limit is None:
            continue
        if game.reserve_after_night() <= game.reserve_limit:
            return None
        best_exp = -1
        best_power = 0
        for e in (0, 1):
            target = default_target(game, e, limit, None, fx.S_ANCHORED)
            if target is None:
                continue
            power = max(target.card.stats) + target.boosts
            if power > best_power:
                best_exp, best_power = e, power
        return (A_SUPPORT, i, best_exp) if best_exp >= 0 else None
    return None


def _support_cuts(game: Game, tables: PilotTables) -> list[tuple[int, int, int]]:
    """Ready Reserve cards whose ``{D}`` makes the next card cheaper: (index, mask, amount)."""
    cuts = []
    support_cut = tables.support_cut
    for i, unit in enumerate(game.reserve):
        cut = support_cut[unit.card.index]
        if cut is not None and not unit.status & S_EXHAUSTED:
            cuts.append((i, cut[0], cut[1]))
    return cuts


def _usable_cut(
    cuts: list[tuple[int, int, int]], card: EngineCard, own_index: int
) -> tuple[int, int]:
    """The first ``{D}`` reduction usable for ``card`` (not the card itself): (index, amount)."""
    for index, mask, amount in cuts:
        if index != own_index and card.kind & mask:
            return index, amount
    return -1, 0
