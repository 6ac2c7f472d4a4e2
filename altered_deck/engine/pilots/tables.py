"""Per-deck integer tables the pilots read in their hot loop, computed once per deck.

Nothing here is a rule of the game: these are the pilot's estimates of what a card adds to
each expedition (power by region terrain mask, per play mode and chosen expedition), the
value it leaves beyond today's Dusk, and the boosts it gives to targets. Indexed by
``EngineCard.index``.
"""
# mypyc: compiled

from __future__ import annotations

from collections.abc import Sequence

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import CompiledDeck, EngineCard
from altered_deck.engine.core.effects import E_EACH_PLAYER, Effects
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from altered_deck.engine.worth import DRAW_VALUE, NOON_DAYS, RESUPPLY_VALUE, effects_value

PERMANENT_SHARE = 0.25
"""The share of a Permanent's usefulness the pilot counts when choosing Mana cards
(Sierra, greedy, 1,000 games won by day 4: 79.4% at 1, 83.2% at 0.5, 84.4% at 0.25)."""

LASTING_WEIGHT = 2.0
"""How much a card's lasting value (draws, Resupply, Anchored...: ``future_value``) counts
beside its power when the greedy pilot compares plays that make the same moves (won by day
4, greedy, seeds 0-999, weight 0 / 1 / 2 / 3: Akesha 74.8 / 75.4 / 81.9 / 81.9%, Teija 72.0
/ 75.6 / 78.6 / 78.7%, Nevenka 40.3 / 41.6 / 41.3 / 41.6%, Sierra 86.3 / 87.5 / 86.8 /
86.8%; Kojo and Sigismar unchanged)."""

EvalTable = tuple[tuple[tuple[tuple[int, ...], tuple[int, ...]], ...], ...]
MoverRow = tuple[
    tuple[tuple[tuple[int, ...], tuple[int, ...]], ...], int, int, tuple[int, ...], bool
]


class PilotTables:
    """The pilot's numbers for every card of one compiled deck (tokens included)."""

    __slots__ = (
        "deck",
        "draws",
        "eval_tables",
        "future_value",
        "has_support_cut",
        "hero_tokens",
        "keep_moves_memo",
        "max_support_cut",
        "mover_lasting",
        "mover_rows",
        "spare_use",
        "support_anchor",
        "support_cut",
        "target_boosts",
    )

    def __init__(self, deck: CompiledDeck) -> None:
        self.deck = deck
        cards = deck.cards
        # eval_tables[i][mode][e] = (power by region mask in the Hero expedition, same in
        # the Companion expedition) when card i is played from mode (0 Hand, 1 Reserve,
        # 2 Scout) into expedition e
        self.eval_tables: list[EvalTable] = [_eval_tables(c, cards) for c in cards]
        # per mode: value beyond today's Dusk (draws, Resupply, Landmark abilities, staying)
        self.future_value: list[tuple[float, float, float]] = []
        # per mode: (boosts to a target Character, boosts to each Character)
        self.target_boosts: list[tuple[tuple[int, int], ...]] = []
        # the {D} "next ... costs {N} less" of the card: (kind mask, amount) or None
        self.support_cut: list[tuple[int, int] | None] = []
        for card in cards:
            future, boosts, cut = _greedy_numbers(card, cards)
            self.future_value.append(future)
            self.target_boosts.append(boosts)
            self.support_cut.append(cut)
        self.has_support_cut = any(cut is not None for cut in self.support_cut)
        # per mode: the lasting value the greedy mover adds to a play's power
        self.mover_lasting: list[tuple[float, float, float]] = [
            (LASTING_WEIGHT * f[0], LASTING_WEIGHT * f[1], LASTING_WEIGHT * f[2])
            for f in self.future_value
        ]
        # the largest of those reductions (0: none): a card dearer than the Mana plus it
        # cannot be made affordable by one
        self.max_support_cut = max([cut[1] for cut in self.support_cut if cut], default=0)
        # support_anchor[i] = the hand cost limit (0: any) of card i's {D} "target Character
        # ... gains Anchored", None when its support ability is not one
        self.support_anchor: list[int | None] = [
            next((n for op, n, _a in c.support if op == fx.E_ANCHOR_TARGET), None) for c in cards
        ]
        # draws[i] = (its {T} ability draws, its {D} ability draws)
        self.draws: list[tuple[bool, bool]] = [
            (
                any(op == fx.E_DRAW for op, _n, _a in c.tap),
                any(op == fx.E_DRAW for op, _n, _a in c.support),
            )
            for c in cards
        ]
        # mover_rows[i][mode] = (eval_tables[i][mode], boosts to a target Character, boosts
        # to each Character, the expeditions it may go into, whether it is a Character):
        # what the greedy pilot's hot loop reads about a candidate, in one lookup
        self.mover_rows: list[tuple[MoverRow | None, ...]] = [
            tuple(
                (
                    self.eval_tables[c.index][mode],
                    *self.target_boosts[c.index][mode],
                    (0, 1) if c.exp_choice else (0,),
                    bool(c.kind & fx.K_CHARACTER),
                )
                for mode in range(3)
            )
            for c in cards
        ]
        # hero_tokens[i] = power by region mask of the tokens the Hero's play trigger
        # creates where a move is missing when card i is played (None: it does not trigger)
        self.hero_tokens: list[tuple[int, ...] | None] = [_hero_tokens(deck, c) for c in cards]
        # mover_rows[i][mode] is None when card i played from mode can never add power
        # (no stats, boosts or tokens, not a Character): the hot loop skips it at once
        self.mover_rows = [
            tuple(
                row if _may_move(row, self.hero_tokens[c.index]) else None
                for row in self.mover_rows[c.index]
            )
            for c in cards
        ]
        # spare_use[i] = how useful card i is to keep in hand when choosing what goes into
        # Mana (Day 1, Expand): its usefulness, a Permanent's at PERMANENT_SHARE (its value
        # comes over later days while a Character's power moves an expedition today)
        self.spare_use: list[float] = [
            c.usefulness * (PERMANENT_SHARE if c.kind & fx.K_PERMANENT else 1.0) for c in cards
        ]
        # the greedy pilot's Day 1 memo (3 Mana): region masks -> kept card indices -> moves
        self.keep_moves_memo: dict[tuple[int, int], dict[object, int]] = {}


_MASKS = range(8)


def _power_table(vector: tuple[int, int, int]) -> tuple[int, ...]:
    """For each region mask, the best terrain sum ``vector`` brings to it (0 if none)."""
    table = []
    for mask in _MASKS:
        best = 0
        for bit, value in zip((1, 2, 4), vector, strict=True):
            if mask & bit and value > best:
                best = value
        table.append(best)
    return tuple(table)


def _add(a: tuple[int, int, int], b: tuple[int, int, int], n: int = 1) -> tuple[int, int, int]:
    return (a[0] + n * b[0], a[1] + n * b[1], a[2] + n * b[2])


def _eval_tables(card: EngineCard, cards: Sequence[EngineCard]) -> EvalTable:
    """What the card adds to each expedition, per play mode and chosen expedition."""
    modes = []
    for mode_effects in (card.on_hand, card.on_reserve, card.on_hand):
        effects = mode_effects + card.on_join + card.on_resolve
        same = (0, 0, 0)
        other = (0, 0, 0)
        fixed = [(0, 0, 0), (0, 0, 0)]
        asleep = False
        self_boost = 0
        for op, n, arg in effects:
            if op == fx.E_BOOST_SELF:
                self_boost += n
            elif op == dice_kinds.E_DIE:  # the boosts every result gives
                self_boost += min(
                    sum(k for o, k, _a in inner if o == fx.E_BOOST_SELF) for _l, _h, inner in arg
                )
            elif op == fx.E_STATUS_SELF and arg == fx.S_ASLEEP:
                asleep = True
            elif op == fx.E_TOKEN:
                token, where = arg
                stats = cards[token].stats
                if where in (fx.TO_TARGET, fx.TO_MINE, fx.TO_EACH, fx.TO_TWO):
                    same = _add(same, stats, n)
                if where in (fx.TO_OTHER, fx.TO_EACH, fx.TO_TWO):
                    other = _add(other, stats, n)
                if where == fx.TO_SPLIT:
                    same = _add(same, stats, (n + 1) // 2)
                    other = _add(other, stats, n // 2)
                if where == fx.TO_HERO:
                    fixed[0] = _add(fixed[0], stats, n)
                if where == fx.TO_COMPANION:
                    fixed[1] = _add(fixed[1], stats, n)
        if card.kind & fx.K_CHARACTER and not asleep:
            own = (
                card.stats[0] + self_boost,
                card.stats[1] + self_boost,
                card.stats[2] + self_boost,
            )
            same = _add(same, own)
            if card.keywords & fx.KW_GIGANTIC:
                other = _add(other, own)
        if card.keywords & fx.KW_DEFENDER:  # it stops its expedition: never a move maker
            same = other = fixed[0] = fixed[1] = (0, 0, 0)
        per_exp = []
        for exp in (0, 1):
            hero_vec = same if exp == 0 else other
            comp_vec = other if exp == 0 else same
            per_exp.append(
                (_power_table(_add(hero_vec, fixed[0])), _power_table(_add(comp_vec, fixed[1])))
            )
        modes.append(tuple(per_exp))
    return tuple(modes)


def _may_move(row: MoverRow | None, hero_token: tuple[int, ...] | None) -> bool:
    """Whether a card's mover row can ever add power to an expedition."""
    if row is None:
        return False
    card_tables, target_boost, all_boost, _targets, is_character = row
    if target_boost or all_boost or is_character or hero_token is not None:
        return True
    return any(any(t0) or any(t1) for t0, t1 in card_tables)


def _hero_tokens(deck: CompiledDeck, card: EngineCard) -> tuple[int, ...] | None:
    """Power by region mask of the tokens the Hero's "when you play ..." trigger creates in
    the expedition an engine-placed token goes to (None when ``card`` does not trigger it)."""
    hero = deck.hero
    if hero is None:
        return None
    vector = (0, 0, 0)
    for st_kind, _n, arg in hero.statics:
        if st_kind != fx.ST_PLAY_EXHAUST:
            continue
        played, min_cost, effects = arg
        if not card.kind & played or card.hand_cost < min_cost:
            continue
        for op, n, e_arg in effects:
            if op == fx.E_TOKEN and e_arg[1] in (fx.TO_TARGET, fx.TO_MINE):
                vector = _add(vector, deck.cards[e_arg[0]].stats, n)
        break  # the first such trigger exhausts the Hero
    return _power_table(vector) if any(vector) else None


def _future(effects: Effects, card: EngineCard) -> float:
    value = 0.0
    for op, n, arg in effects:
        if op == fx.E_DRAW:
            value += DRAW_VALUE * n
        elif op == fx.E_RESUPPLY:
            value += RESUPPLY_VALUE * n
        elif op == fx.E_STATUS_SELF and arg == fx.S_ANCHORED:
            value += max(card.stats)
        elif op == E_EACH_PLAYER:  # my half ("each player draws"): the opponent's is theirs
            value += _future(arg[0], card)
        elif op == fx.E_IF:
            value += _future(arg[2], card) / 2
        elif op == dice_kinds.E_DIE:
            value += sum(_future(inner, card) * (high - low + 1) / 6 for low, high, inner in arg)
    return value


def _greedy_numbers(
    card: EngineCard, cards: Sequence[EngineCard]
) -> tuple[tuple[float, float, float], tuple[tuple[int, int], ...], tuple[int, int] | None]:
    """Future values, target boosts and support cost cut of one card."""
    common = card.on_join + card.on_resolve
    futures = []
    boosts = []
    for mode_effects in (card.on_hand, card.on_reserve, card.on_hand):
        effects = mode_effects + common
        value = _future(effects + card.on_leave, card)
        if card.kind & fx.K_PERMANENT:
            value += NOON_DAYS * effects_value(card.at_noon, cards)
            value += (NOON_DAYS * DRAW_VALUE) if card.tap else 0.0
            value += NOON_DAYS * len(card.statics)
            value += effects_value(card.on_join, cards)
        if card.kind & fx.K_CHARACTER and card.keywords & fx.KW_ETERNAL:
            value += max(card.stats)
        futures.append(value)
        target = sum(n for op, n, _a in effects if op in (fx.E_BOOST_TARGET, fx.E_BOOST_UP_TO_TWO))
        every = sum(n for op, n, _a in effects if op == fx.E_BOOST_ALL)
        boosts.append((target, every))
    cut = None
    for op, n, arg in card.support:
        if op == fx.E_NEXT_COST:
            cut = (arg[0], n)
    return (futures[0], futures[1], futures[2]), (boosts[0], boosts[1], boosts[2]), cut
