"""Helper methods of :class:`~altered_deck.engine.core.state.GameState`, kept apart to keep
state.py short: drawing, zone counts, costs, expedition sums, would an expedition move, whether
a Character could gain boosts on joining (state.py keeps ``__init__``, ``clone`` and
``reshuffle``).

GameState's method of the same name calls each function here (a one-line method, not the
function bound in the class body: a function compiled by mypyc does not bind as a method);
subclasses (a duel's ``Seat``) override the methods and call them with ``super()`` as usual.
"""
# mypyc: compiled

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from altered_deck.engine.core.effects import (
    K_TOKEN,
    KW_DEFENDER,
    KW_GIGANTIC,
    S_ASLEEP,
    S_EXHAUSTED,
    S_OWNED_ELSEWHERE,
    ST_FIRST_CHARACTER_BOOST,
    ST_JOIN_BOOST,
)
from altered_deck.engine.core.hooks import HOOKS
from altered_deck.errors import EngineError

_GIGANTIC_OR_DEFENDER: Final = KW_GIGANTIC | KW_DEFENDER

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import EngineCard
    from altered_deck.engine.core.state import GameState, Unit


def gives_join_boosts(statics: tuple) -> bool:
    """Whether ``statics`` hold a kind :func:`~altered_deck.engine.core.interpreter.join_bonus`
    counts (the first Character's boosts, "when a Character joins")."""
    return any(kind in (ST_FIRST_CHARACTER_BOOST, ST_JOIN_BOOST) for kind, _n, _arg in statics)


def draw(self: GameState, count: int) -> int:
    """Draw ``count`` cards; an empty Deck takes the discard pile back when the reshuffle
    rule allows it now, else the rest of the draw is lost. Returns the cards drawn."""
    deck = self.deck
    hand = self.hand
    if len(deck) >= count:  # the usual case: the top ``count`` cards, top first
        if count > 0:
            taken = deck[-count:]
            del deck[-count:]
            taken.reverse()
            hand += taken
        return max(count, 0)
    drawn = 0
    for _ in range(count):
        if not deck and not self.reshuffle():
            break
        hand.append(deck.pop())
        drawn += 1
    return drawn


def take_top(self: GameState) -> EngineCard | None:
    """Remove and return the top card of the deck (reshuffling if allowed), or None."""
    if not self.deck and not self.reshuffle():
        return None
    return self.deck.pop()


def zone_counts(self: GameState) -> dict[str, int]:
    """Non-token cards this player owns per zone (the Hero excluded; in play: those in either
    player's expeditions, 1.1.3.d); they always sum to the deck size."""
    in_play = sum(
        1
        for e in self.exps
        for u in e
        if not u.card.kind & K_TOKEN and not u.status & S_OWNED_ELSEWHERE
    )
    opp = self.opponent
    if opp is not None and opp is not self:
        in_play += sum(1 for e in opp.exps for u in e if u.status & S_OWNED_ELSEWHERE)
    return {
        "deck": len(self.deck),
        "hand": len(self.hand),
        "mana": len(self.mana_cards),
        "reserve": len(self.reserve),
        "landmarks": sum(1 for u in self.landmarks if not u.card.kind & K_TOKEN),
        "expeditions": in_play + len(self.gear[0]) + len(self.gear[1]),
        "discard": len(self.discard),
    }


def ready_reserve(self: GameState) -> list[int]:
    """Indices of Reserve cards that are not exhausted."""
    return [i for i, u in enumerate(self.reserve) if not u.status & S_EXHAUSTED]


def cost_of(
    self: GameState, card: EngineCard, base: int, reserve: bool = False, exp: int = -1
) -> int:
    """What playing ``card`` at printed cost ``base`` costs now (pending reductions and
    the card's own "I cost {n} less if ..." abilities); ``reserve``: it is played from
    the Reserve (rules such as "Cards played from Reserve cost {1} more" apply first);
    ``exp``: the expedition it is played in (-1: not chosen yet, the dearer one)."""
    if reserve and (reserve_cost := self.hooks.reserve_cost) is not None:
        base = reserve_cost(self, card, base)
    if card.self_cut:
        base = HOOKS.expedition_cost(self, card, base, exp) - HOOKS.self_cost_cut(
            self, card, reserve
        )
        if base < 0:
            base = 0
    if self.pending:  # the costs mechanic's pending cuts: its cut by kind answers for them too
        base = max(0, base - HOOKS.kind_cut(self, card, base))
    elif (kind_cut := self.hooks.kind_cut) is not None:
        base = max(0, base - kind_cut(self, card, base))
    if self.subtype_cuts:
        base -= sum(n for sub, n in self.subtype_cuts if sub in card.subtypes)
        if base < 0:
            base = 0
    if not self.cost_cuts:
        return base
    kind = card.kind
    for mask, amount, _afternoon in self.cost_cuts:
        if kind & mask:
            base -= amount
    return base if base > 0 else 0


def costs_may_drop(self: GameState) -> bool:
    """Whether some rule may make a card cost less than printed now (False: every card
    costs at least its printed cost, so a pilot may skip the dearer ones unasked)."""
    hooks = self.hooks
    return bool(
        self.cost_cuts
        or self.pending
        or self.subtype_cuts
        or self.source.self_cuts
        or hooks.kind_cut is not None
        or hooks.reserve_cost is not None
    )


def pay(self: GameState, amount: int) -> None:
    """Spend ``amount`` ready Mana (EngineError when there is not enough)."""
    if amount > self.mana_ready:
        raise EngineError(f"cannot pay {amount} mana with {self.mana_ready} ready")
    self.mana_ready -= amount
    self.spent += amount


def expedition_sums(self: GameState, exp: int) -> tuple[int, int, int, bool]:
    """Forest, Mountain and Water sums of expedition ``exp`` at Dusk, and whether a
    Defender is in it: its own Characters and the other expedition's Gigantic ones, each
    stat plus its boosts, Asleep ones counting 0."""
    sums = self.hooks.sums
    if sums is not None:  # the deck's statics change them
        return sums(self, exp)
    f = m = w = 0
    defender = False
    for units, own in ((self.exps[exp], True), (self.exps[1 - exp], False)):
        for u in units:
            card = u.card
            if not own and not card.keywords & KW_GIGANTIC:
                continue
            if card.keywords & KW_DEFENDER:
                defender = True
            if u.status & S_ASLEEP:
                continue
            b = u.boosts
            stats = card.stats
            f += stats[0] + b
            m += stats[1] + b
            w += stats[2] + b
    if self.gear[1 - exp] and (lone_giant := self.hooks.lone_giant) is not None:
        giant = lone_giant(self, 1 - exp)  # "... it is [Gigantic]": here too
        if giant is not None:
            defender = defender or bool(giant.card.keywords & KW_DEFENDER)
            if not giant.status & S_ASLEEP:
                b = giant.boosts
                sf, sm, sw = giant.card.stats
                f, m, w = f + sf + b, m + sm + b, w + sw + b
    if defender and (defender_waived := self.hooks.defender_waived) is not None:
        defender = not defender_waived(self, exp)
    return f, m, w, defender


def would_move(self: GameState, exp: int) -> bool:
    """Would expedition ``exp`` move forward if Dusk came now (opponent empty)? Yes when,
    for a terrain of the region it stands on, its sum is above 0 (the empty side's sum)."""
    f, m, w, defender = self.expedition_sums(exp)
    if defender:
        return False
    mask = self.layout[self.pos[exp]]
    return bool((mask & 1 and f > 0) or (mask & 2 and m > 0) or (mask & 4 and w > 0))


def needs_power(self: GameState, exp: int) -> bool:
    """True when expedition ``exp`` would not move at Dusk now and no Defender of its own
    stops it: more power there would make it move (one sum, not two)."""
    f, m, w, defender = self.expedition_sums(exp)
    if defender:
        return False
    mask = self.layout[self.pos[exp]]
    return not ((mask & 1 and f > 0) or (mask & 2 and m > 0) or (mask & 4 and w > 0))


def has_join_boosts(self: GameState) -> bool:
    """Whether a Character played now could gain boosts on joining (pending "next
    Character" boosts, or Hero or Landmark statics that give some)."""
    if self.next_boosts or self.hero_join:
        return True
    landmarks = self.landmarks
    return bool(landmarks) and any(
        lm.card.statics and gives_join_boosts(lm.card.statics) for lm in landmarks
    )


def blocked(self: GameState, exp: int) -> bool:
    """True when a Defender keeps expedition ``exp`` from moving at Dusk."""
    return self.expedition_sums(exp)[3]


def moves_now(self: GameState) -> int:
    """How many expeditions would move if Dusk came now."""
    return self.would_move(0) + self.would_move(1)


def travelled(g: GameState, e: int) -> int:
    """How far expedition ``e`` is from its starting region."""
    return g.pos[0] if e == 0 else 7 - g.pos[1]


def facing_travelled(g: GameState, e: int) -> int:
    """How far the expedition facing ``e`` is from its start (0 when goldfishing: the
    goldfish opponent never moves)."""
    opponent = getattr(g, "opponent", None)
    if opponent is None or opponent is g:
        return 0
    return travelled(opponent, e)


def progress_flags(self: GameState) -> tuple[bool, bool, bool, bool]:
    """``(would_move(0), would_move(1), needs_power(0), needs_power(1))`` in one pass
    over both expeditions (the question the pilot and Dusk ask most)."""
    if self.hooks.sums is not None:
        go0, go1 = self.would_move(0), self.would_move(1)
        return go0, go1, self.needs_power(0), self.needs_power(1)
    f0 = m0 = w0 = f1 = m1 = w1 = 0
    d0 = d1 = False
    special = False  # a Gigantic or Defender Character: counted after (rare)
    for u in self.exps[0]:
        card = u.card
        if card.keywords & _GIGANTIC_OR_DEFENDER:
            special = True
        elif not u.status & S_ASLEEP:  # the usual Character: its own sums only
            b = u.boosts
            sf, sm, sw = card.stats
            f0 += sf + b
            m0 += sm + b
            w0 += sw + b
    for u in self.exps[1]:
        card = u.card
        if card.keywords & _GIGANTIC_OR_DEFENDER:
            special = True
        elif not u.status & S_ASLEEP:
            b = u.boosts
            sf, sm, sw = card.stats
            f1 += sf + b
            m1 += sm + b
            w1 += sw + b
    if special:
        f0, m0, w0, d0, gf1, gm1, gw1, gd1 = _special_sums(self.exps[0])
        f1, m1, w1, d1, gf0, gm0, gw0, gd0 = _special_sums(self.exps[1])
        f0, m0, w0, d0 = f0 + gf0, m0 + gm0, w0 + gw0, d0 or gd0  # the other's Gigantic
        f1, m1, w1, d1 = f1 + gf1, m1 + gm1, w1 + gw1, d1 or gd1
    if (self.gear[0] or self.gear[1]) and self.hooks.lone_giant is not None:
        f1, m1, w1, d1 = _with_lone_giant(self, 0, f1, m1, w1, d1)
        f0, m0, w0, d0 = _with_lone_giant(self, 1, f0, m0, w0, d0)
    if (d0 or d1) and (defender_waived := self.hooks.defender_waived) is not None:
        d0 = d0 and not defender_waived(self, 0)
        d1 = d1 and not defender_waived(self, 1)
    layout = self.layout
    pos = self.pos
    mask = layout[pos[0]]
    go0 = bool((mask & 1 and f0 > 0) or (mask & 2 and m0 > 0) or (mask & 4 and w0 > 0))
    mask = layout[pos[1]]
    go1 = bool((mask & 1 and f1 > 0) or (mask & 2 and m1 > 0) or (mask & 4 and w1 > 0))
    return (
        go0 and not d0,
        go1 and not d1,
        not go0 and not d0,
        not go1 and not d1,
    )


def _with_lone_giant(
    g: GameState, exp: int, f: int, m: int, w: int, defender: bool
) -> tuple[int, int, int, bool]:
    """The other expedition's sums and Defender with the Character of expedition ``exp`` that
    "... it is [Gigantic]" counts in it too (the deck's ``lone_giant`` hook, asked when a Gear
    is in play)."""
    lone_giant = g.hooks.lone_giant
    giant = None if lone_giant is None else lone_giant(g, exp)
    if giant is None:
        return f, m, w, defender
    defender = defender or bool(giant.card.keywords & KW_DEFENDER)
    if not giant.status & S_ASLEEP:
        b = giant.boosts
        sf, sm, sw = giant.card.stats
        f, m, w = f + sf + b, m + sm + b, w + sw + b
    return f, m, w, defender


def _special_sums(units: list[Unit]) -> tuple[int, int, int, bool, int, int, int, bool]:
    """An expedition's own Forest, Mountain and Water sums and whether a Defender is in it,
    then what its Gigantic Characters count in the other expedition (7.4.4.m: they are in
    both): their sums and whether one of them is a Defender (the whole count, asked when a
    Gigantic or Defender Character is in play)."""
    f = m = w = gf = gm = gw = 0
    defender = giant_defender = False
    for u in units:
        card = u.card
        kw = card.keywords
        if not kw & _GIGANTIC_OR_DEFENDER:  # the usual Character: its own sums only
            if not u.status & S_ASLEEP:
                b = u.boosts
                sf, sm, sw = card.stats
                f += sf + b
                m += sm + b
                w += sw + b
            continue
        giga = kw & KW_GIGANTIC
        if kw & KW_DEFENDER:
            defender = True
            if giga:
                giant_defender = True
        if u.status & S_ASLEEP:
            continue
        b = u.boosts
        sf, sm, sw = card.stats
        f += sf + b
        m += sm + b
        w += sw + b
        if giga:
            gf += sf + b
            gm += sm + b
            gw += sw + b
    return f, m, w, defender, gf, gm, gw, giant_defender
