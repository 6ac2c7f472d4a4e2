"""Handlers of the reserve mechanic.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. The
handlers that move cards between Reserve, Hand and Mana and play cards from Reserve or Hand are
in :mod:`altered_deck.engine.mechanics.reserve.moves`.

Every handler acts on the acting player's own zones (in a duel too: effects on an opponent's
Reserve are the removal mechanic's). Engine policy for the choices the texts leave to the player: a
Reserve card that is exhausted, discarded or sent to Mana is the least useful one, one that is
readied, boosted, returned to hand or played the most useful (the card discarded, sent to
Mana, returned or played is the player's decision, with that card as its hint); an optional
exhaust is taken only when a ready "when you exhaust a card in Reserve" ability pays for it."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.dice import roll_die
from altered_deck.engine.acts.discard import discard_from_reserve
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.decisions import (
    TARGET,
    Decision,
    Option,
    asks,
    decide,
    may,
    pick_card,
    source_name,
)
from altered_deck.engine.core.effects import (
    DISCARDED,
    FROM_RESERVE,
    K_CHARACTER,
    K_SPELL,
    S_EXHAUSTED,
    T_MINE,
    conditions_of,
)
from altered_deck.engine.core.hooks import emit
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.boosts import rules as boosts_rules
from altered_deck.engine.mechanics.counters import rules as counters_rules
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.mechanics.reserve.moves import came_from_hand
from altered_deck.engine.targets.aim import character_target, needy_expedition
from altered_deck.engine.targets.choice import opponent_of, pay_tough, tough
from altered_deck.engine.targets.counts import count
from altered_deck.engine.targets.pick import reserve_character

HANDLERS = interpreter.Handlers()


# --- exhausting and readying ------------------------------------------------------------------


def exhaust_watchers(g: GameState) -> list[tuple[Unit, int]]:
    """Ready Landmarks and Gear with "When you exhaust a card in Reserve — You may exhaust me
    to ...", with their expedition (-1 for a Landmark)."""
    found = []
    holders = [(u, -1) for u in g.landmarks] + [(u, e) for e in (0, 1) for u in g.gear[e]]
    for u, e in holders:
        if not u.status & S_EXHAUSTED and any(
            st[0] == reserve_kinds.ST_ON_EXHAUST_RESERVE for st in u.card.statics
        ):
            found.append((u, e))
    return found


def exhausted_in_reserve(g: GameState) -> None:
    """You exhausted a card in your Reserve: each ready watcher exhausts itself (always worth
    it: what it pays for is free) to run its ability."""
    counters_rules.exhausted_in_reserve(g)
    for u, e in exhaust_watchers(g):
        if not may(g, u.card.name, "You may exhaust me", True):
            continue
        u.status |= S_EXHAUSTED
        g.event("tap", u.card.name)
        for st_kind, _n, arg in u.card.statics:
            if st_kind == reserve_kinds.ST_ON_EXHAUST_RESERVE:
                interpreter.run(g, arg, u, e)


def exhaust_in_reserve(g: GameState, unit: Unit) -> None:
    unit.status |= S_EXHAUSTED
    g.event("exhaust", unit.card.name)
    exhausted_in_reserve(g)


def exhaust_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Exhaust (you may: only when a watcher pays for it, or when it brings the exhausted
    count to n, what the rest of the ability asks) a card in your Reserve: the least
    useful ready one when a watcher is ready, else an already exhausted one if any (the
    goldfish opponent's Reserve is empty: "target card" falls on yours)."""
    ready = [u for u in g.reserve if not u.status & S_EXHAUSTED]
    paid = (
        bool(exhaust_watchers(g))
        or counters_rules.exhaust_watched(g)  # "When you exhaust ... — I gain a counter"
        or (n > 0 and len(g.reserve) - len(ready) + 1 >= n)
    )
    if not ready or (arg and not paid):
        return
    if not paid and len(ready) < len(g.reserve):
        return  # an exhausted card is the target: nothing changes
    exhaust_in_reserve(g, min(ready, key=lambda u: u.card.keep_value))


@HANDLERS.on(reserve_kinds.E_NEXT_RESERVE_BOOST)
def _next_reserve_boost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.next_reserve_boosts += n


@HANDLERS.on(reserve_kinds.E_BOOST_TARGET_PER)
def _boost_target_per(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    target = character_target(g, exp, 0, who=0, source=unit)
    if target is not None:
        target.boosts += n * count(g, arg, unit)


@HANDLERS.on(reserve_kinds.E_EXHAUST_ME_IN_RESERVE)
def _exhaust_me(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """(A card that went to your Reserve) exhaust me: you exhaust a card in Reserve."""
    if unit is not None and unit in g.reserve and not unit.status & S_EXHAUSTED:
        exhaust_in_reserve(g, unit)


@HANDLERS.on(reserve_kinds.E_BOTH_OR_IT)
def _both_or_it(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target a Character (``arg[0]``: in Reserve, a TARGET decision among the Characters of
    both Reserves, the most useful of yours the hint; else another one in play, the engine's
    "target Character"), roll a die: 4+ it and I gain ``arg[1]`` boosts, 1-3 it gains
    ``arg[2]``."""
    in_reserve, both, alone = arg
    if in_reserve:
        stored = [u for u in g.reserve if u.card.kind & K_CHARACTER]
        best = max(stored, key=lambda u: u.card.keep_value) if stored else None
        target = reserve_character(g, best, 0, unit)
    else:
        target = character_target(g, exp, 0, unit, 0, fx.T_ANOTHER | fx.T_RESERVE, unit)
    roll = roll_die(g)
    if target is None:
        return
    if roll >= 4:
        target.boosts += both
        if unit is not None:
            unit.boosts += both
    else:
        target.boosts += alone


@HANDLERS.on(reserve_kinds.E_BOOST_RESERVE_OTHER)
def _boost_reserve_other(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Another target Character in your Reserve gains n boosts: a TARGET decision, the most
    useful one (not the source) the hint."""
    stored = [u for u in g.reserve if u.card.kind & K_CHARACTER and u is not unit]
    best = max(stored, key=lambda u: u.card.keep_value) if stored else None
    target = reserve_character(g, best, T_MINE, unit, unit)
    if target is not None:
        target.boosts += n


@HANDLERS.on(reserve_kinds.E_NEXT_ANCHOR)
def _next_anchor(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.next_anchor = max(g.next_anchor, n)


@HANDLERS.on(reserve_kinds.E_READY_ALL_RESERVE)
def _ready_all(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    for u in g.reserve:
        u.status &= ~S_EXHAUSTED


@HANDLERS.on(reserve_kinds.E_BOOST_RESERVE_THEN)
def _boost_reserve_then(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Character in your Reserve gains n boosts, then is exhausted or readied: a
    TARGET decision; the hint (``arg`` True: one already exhausted first, then one the
    player cannot pay for now; False: an exhausted one first), the most useful among
    those."""
    characters = [u for u in g.reserve if u.card.kind & K_CHARACTER]
    if not characters:
        return
    mana = g.mana_ready

    def rank(u: Unit) -> tuple[bool, bool, float]:
        tired = bool(u.status & S_EXHAUSTED)
        dear = g.cost_of(u.card, u.card.reserve_cost, reserve=True) > mana
        return (tired, dear if arg else False, u.card.keep_value)

    target = reserve_character(g, max(characters, key=rank), T_MINE, unit)
    if target is None:
        return
    target.boosts += n
    if not arg:
        target.status &= ~S_EXHAUSTED
    elif not target.status & S_EXHAUSTED:
        exhaust_in_reserve(g, target)


@HANDLERS.on(reserve_kinds.E_BOOST_RESERVE_EACH)
def _boost_reserve_each(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    for u in g.reserve:
        card = u.card
        if card.kind & K_CHARACTER and (not arg or any(s in card.subtypes for s in arg)):
            u.boosts += n


@HANDLERS.on(reserve_kinds.E_DOUBLE_BOOSTS)
def _double_boosts(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    for u in [*g.exps[0], *g.exps[1], *g.reserve]:
        if u.card.kind & K_CHARACTER:
            u.boosts *= 2


def exhausted_count(g: GameState) -> int:
    """Exhausted Permanents you control (Landmarks, Gear) and exhausted Reserve cards."""
    units = [*g.landmarks, *g.gear[0], *g.gear[1], *g.reserve]
    return sum(1 for u in units if u.status & S_EXHAUSTED)


@HANDLERS.on(reserve_kinds.E_BOOST_PER_EXHAUSTED)
def _boost_per_exhausted(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.boosts = max(unit.boosts, min(unit.boosts + n * exhausted_count(g), arg))


# --- counters, boosts and the deck -----------------------------------------------------------


def _augment_one(u: Unit) -> None:
    """7.3.4: one more of a counter the card has (boosts first: they add power)."""
    if u.boosts:
        u.boosts += 1
    elif u.counters:
        u.counters += 1


@HANDLERS.on(reserve_kinds.E_AUGMENT)
def _augment(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """[Augment] cards in play or in Reserve that have counters: "any number" (n 1), one
    TARGET decision per card among those of both players not picked yet, "no target" to
    stop (unasked: all of yours); else one target: a TARGET decision among the cards with
    counters of both players (yours first; an opposing one with [Tough X] when X can be
    paid; "no target" for "you may", ``arg``). The hint: a boosted Character of yours in play
    (where a move is needed first), then a card of yours in play with counters, then a
    Reserve card."""
    first = needy_expedition(g)
    pools = [g.exps[first], g.exps[1 - first], g.landmarks, g.gear[0], g.gear[1], g.reserve]
    counted = [u for units in pools for u in reversed(units) if u.boosts or u.counters]
    if n and asks(g):
        picked: list[Unit] = []
        while True:
            hint = next((u for u in counted if u not in picked), None)
            target = _augment_target(g, unit, hint, True, picked, "any number of target cards")
            if target is None:
                break
            picked.append(target)
        for u in picked:
            _augment_one(u)
        return
    if n:
        for u in counted:
            _augment_one(u)
        return
    best = counted[0] if counted else None
    if asks(g):
        best = _augment_target(g, unit, best, bool(arg))
    if best is not None:
        _augment_one(best)


def _augment_target(
    g: GameState,
    unit: Unit | None,
    best: Unit | None,
    optional: bool,
    picked: list[Unit] | None = None,
    words: str = "target card",
) -> Unit | None:
    """The card "[Augment] target card in play or in Reserve" augments: the player's TARGET
    decision (see :func:`_augment`), ``best`` the hint; the cards ``picked`` already left
    out."""
    opp = g.opponent if g.opponent is not g else None
    sides = [(g, True)] if opp is None else [(g, True), (opp, False)]
    found: list[tuple[Unit, bool, int, int]] = []  # (unit, mine, zone, position)
    options: list[Option] = []
    for side, mine in sides:
        for z, units in enumerate(_counter_zones(side)):
            for k, u in enumerate(units):
                if not (u.boosts or u.counters) or (picked and u in picked):
                    continue
                if not mine and z < 5 and tough(side, u) > g.mana_ready:
                    continue  # [Tough X] (7.4.7): only when X can be paid
                zone, where = _AUGMENT_ZONES[z]
                text = f"{u.card.name} ({where})" if mine else f"{u.card.name} (opponent's {where})"
                found.append((u, mine, z, k))
                options.append(Option(text, card=u.card, mine=mine, zone=zone))
    if optional:
        options.append(Option("no target"))
    if len(options) < 2:
        return best if found else None
    hint = next((i for i, f in enumerate(found) if f[0] is best), len(found))
    prompt = f"[Augment] {words} in play or in Reserve"
    taken = decide(g, Decision(TARGET, source_name(g, unit), prompt, options, hint))
    if taken == len(found):
        return None
    target, mine, z, k = found[taken]
    if mine:
        return target
    copy = opponent_of(g)  # a look-ahead copy gets its own opponent first
    assert copy is not None
    target = _counter_zones(copy)[z][k]
    if z < 5:  # in play: its [Tough] (7.4.7)
        pay_tough(g, copy, target)
    return target


def _counter_zones(side: GameState) -> list[list[Unit]]:
    return [side.exps[0], side.exps[1], side.landmarks, side.gear[0], side.gear[1], side.reserve]


_AUGMENT_ZONES = (
    ("hero", "Hero expedition"),
    ("companion", "Companion expedition"),
    ("landmarks", "Landmarks"),
    ("gear", "Gear"),
    ("gear", "Gear"),
    ("reserve", "Reserve"),
)


@HANDLERS.on(reserve_kinds.E_REVEAL_SPELL_PERMANENT)
def _reveal_top(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Reveal the top card: a Spell is drawn, a Permanent goes to Reserve, else it stays."""
    card = g.take_top()
    if card is None:
        return
    if card.kind & K_SPELL:
        g.hand.append(card)
    elif card.kind & fx.K_PERMANENT:
        g.reserve.append(Unit(card))
    else:
        g.deck.append(card)
    g.event("reveal", card.name)


@HANDLERS.on(reserve_kinds.E_WHEEL)
def _wheel(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    hand, reserve = g.hand, [u.card for u in g.reserve]
    g.discard += hand
    g.discard += reserve
    g.hand = []
    g.reserve = []
    interpreter.seen_discarded(g, hand, g)  # its watchers once both are discarded
    if g.hooks.on:
        for card in reserve:
            emit(g, DISCARDED, card, g, g.resolving, -1, FROM_RESERVE)


# --- conditions -----------------------------------------------------------------------------


def _reserve_spell_cost(g: GameState, amount: Any, unit: Unit | None, exp: int) -> bool:
    return any(u.card.kind & K_SPELL and u.card.reserve_cost >= amount for u in g.reserve)


def _exhausted_any(g: GameState, amount: Any, unit: Unit | None, exp: int) -> bool:
    return exhausted_count(g) >= amount


def _hand_reveal(g: GameState, amount: Any, unit: Unit | None, exp: int) -> bool:
    """You reveal a hand card of kind ``amount[1]`` with Hand Cost >= ``amount[0]`` (always
    worth it: revealing costs nothing) when you hold one."""
    cost, kind = amount
    return any(c.kind & kind and c.hand_cost >= cost for c in g.hand)


def _discardable(g: GameState, amount: Any, unit: Unit | None, exp: int) -> bool:
    return any(not _discard_cut(u.card.statics) for u in g.reserve)


def _in_contact(g: GameState, amount: Any, unit: Unit | None, exp: int) -> bool:
    """7.5.9: my expedition is in a region with an expedition of another player (the
    goldfish opponent's never leave their first regions, 0 and 7)."""
    if exp < 0:
        return False
    opponent = getattr(g, "opponent", None)
    theirs = opponent.pos if opponent is not None and opponent is not g else (0, 7)
    return g.pos[exp] in theirs


@HANDLERS.on(reserve_kinds.E_REMOVE_BOOSTS_TIERS)
def _remove_boosts_tiers(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Remove all boosts of the Characters in play and in Reserve, each player's (the
    goldfish opponent has none), then run the tiers whose range holds the number removed."""
    removed = 0
    opp = opponent_of(g)  # a look-ahead's own copy: the live opponent stays as it is
    for side in (g,) if opp is None else (g, opp):
        for u in [*side.exps[0], *side.exps[1], *side.reserve]:
            if u.card.kind & K_CHARACTER and u.boosts:
                removed += u.boosts
                u.boosts = 0
    for low, high, inner in arg:
        if low <= removed <= high:
            interpreter.run(g, inner, unit, exp)


@HANDLERS.on(reserve_kinds.E_DIE_RESERVE_BOOST)
def _die_reserve_boost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Roll a die; you may discard a Reserve card for +n: a CARD decision with "discard
    nothing" (the hint: the least useful card); target Character gains X boosts, X the
    result."""
    roll = roll_die(g)
    worst = min(g.reserve, key=lambda u: u.card.keep_value) if g.reserve else None
    if worst is not None and asks(g):
        prompt = "You may discard a card from your Reserve"
        cards = [(u.card, "reserve") for u in g.reserve]
        hint = g.reserve.index(worst)
        taken = pick_card(g, source_name(g, unit), prompt, cards, hint, none="discard nothing")
        worst = g.reserve[taken] if taken < len(g.reserve) else None
    if worst is not None:
        discard_from_reserve(g, worst, g)
        roll += n
    target = character_target(g, exp, 0, who=0, source=unit)
    if target is not None:
        target.boosts += roll


def _discard_cut(card_statics: Any) -> bool:
    return any(st[0] == reserve_kinds.ST_DISCARD_CUT for st in card_statics)


def _from_anywhere(g: GameState, units: list[Unit]) -> None:
    """``units`` went to your Reserve (from the deck): "When I go to Reserve from anywhere"."""
    counters_rules.to_reserve(g, units)
    for u in units:
        for st_kind, _n, arg in u.card.statics:
            if st_kind == reserve_kinds.ST_TO_RESERVE_ANY:
                interpreter.run(g, arg, u, -1)


# --- wrapped handlers: exhausting Reserve cards triggers the watchers ------------------------

# the base handlers these wrap: the boosts mechanic's and the interpreter's own
_plain_exhaust_all = boosts_rules.exhaust_reserve
_plain_resupply = interpreter.resupply_effect
_plain_hand_to_reserve = interpreter.hand_to_reserve
_plain_exchange = boosts_rules.exchange


def _from_hand_after(plain: Any) -> Any:
    """``plain`` (a handler that puts hand cards in Reserve), then "from your hand" abilities."""

    def handler(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
        if reserve_kinds.F_RULES not in g.hooks.features:
            plain(g, n, arg, unit, exp)
            return
        before = list(g.reserve)
        plain(g, n, arg, unit, exp)
        came_from_hand(g, [u for u in g.reserve if u not in before])

    return handler


HANDLERS.on(fx.E_HAND_TO_RESERVE)(_from_hand_after(_plain_hand_to_reserve))
HANDLERS.on(boosts_kinds.E_EXCHANGE)(_from_hand_after(_plain_exchange))


@HANDLERS.on(boosts_kinds.E_EXHAUST_RESERVE)
def _exhaust_all(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    ready = sum(1 for u in g.reserve if not u.status & S_EXHAUSTED)
    _plain_exhaust_all(g, n, arg, unit, exp)
    if ready and reserve_kinds.F_RULES in g.hooks.features:
        exhausted_in_reserve(g)


@HANDLERS.on(fx.E_RESUPPLY)
def _resupply(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """[Resupply]; an [Exhausted Resupply] exhausts the card you put in Reserve."""
    before = len(g.reserve)
    _plain_resupply(g, n, arg, unit, exp)
    if reserve_kinds.F_RULES in g.hooks.features and len(g.reserve) > before:
        if arg:
            exhausted_in_reserve(g)
        _from_anywhere(g, g.reserve[before:])


_CONDITIONS = {
    reserve_kinds.C_RESERVE_SPELL_COST: _reserve_spell_cost,
    reserve_kinds.C_EXHAUSTED_ANY: _exhausted_any,
    reserve_kinds.C_IN_CONTACT: _in_contact,
    reserve_kinds.C_DISCARDABLE: _discardable,
    reserve_kinds.C_HAND_REVEAL: _hand_reveal,
}


def _holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's ``C_*`` conditions holds now."""
    check = _CONDITIONS.get(condition)
    return check is not None and check(g, amount, unit, exp)


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(reserve_kinds, _holds)
