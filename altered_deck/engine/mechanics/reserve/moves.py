"""Handlers of the reserve mechanic that move cards between Reserve, Hand and Mana and play cards
from Reserve or Hand, with the hooks those moves fire (:func:`came_from_hand`,
:func:`played_from_reserve`).

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Engine
policy for the choices the texts leave to the player is the one described in
:mod:`altered_deck.engine.mechanics.reserve.handlers`: a card returned to
hand or played is the most useful one, one discarded or sent to Mana the least useful; which
card is the player's decision, with that card as its hint."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.discard import discard_from_reserve
from altered_deck.engine.acts.tokens import create_tokens
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.decisions import (
    asks,
    may,
    pick_card,
    pick_in_hand,
    pick_unit,
    source_name,
)
from altered_deck.engine.core.effects import DISCARDED, FROM_RESERVE, K_CHARACTER, S_EXHAUSTED
from altered_deck.engine.core.hooks import HOOKS, emit
from altered_deck.engine.core.play import MODE_HAND, MODE_RESERVE, resolve_play, where
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.counters import rules as counters_rules
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.targets.aim import target_expedition
from altered_deck.engine.targets.choice import leave, opponent_of
from altered_deck.engine.targets.limits import D_DISCARD

HANDLERS = interpreter.Handlers()

# --- Reserve, Hand and Mana ---------------------------------------------------------------------


def _to_hand(g: GameState, u: Unit) -> None:
    g.reserve.remove(u)
    g.hand.append(u.card)
    g.event("to-hand", u.card.name)


@HANDLERS.on(reserve_kinds.E_RESERVE_TO_HAND_KIND)
def _reserve_to_hand_kind(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may return a Reserve card of kind ``arg``: yes, the most useful (from hand it is
    played without gaining Fleeting)."""
    options = [u for u in g.reserve if u.card.kind & arg and u is not unit]
    if options and may(g, source_name(g, unit), "You may return a card to your hand", True):
        best = max(options, key=lambda u: u.card.keep_value)
        prompt = "Return a card from your Reserve to your hand"
        _to_hand(g, pick_unit(g, source_name(g, unit), prompt, options, "reserve", best))


@HANDLERS.on(reserve_kinds.E_HAND_TO_RESERVE_MAY)
def _hand_to_reserve_may(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may put a hand card in Reserve (``arg``: the kind that draws n, 0 none): a MAY
    decision, then which card, any of the hand. The hints: with a draw, yes when the hand
    holds that kind, its most useful card; without one, only a card that costs less from
    Reserve than from hand (the one that saves most)."""
    hand = g.hand
    if arg:
        options = list(hand)
        drawing = [c for c in hand if c.kind & arg]
        if not drawing and not asks(g):
            return
        card = max(drawing or hand, key=lambda c: c.keep_value) if hand else None
        if card is None:
            return
    else:
        cheaper = [c for c in hand if c.reserve_cost < c.hand_cost]
        options = cheaper or hand  # (any card, when the player wants to without a saving)
        if not options:
            return
        if cheaper:
            card = max(cheaper, key=lambda c: c.hand_cost - c.reserve_cost)
        else:
            card = max(hand, key=lambda c: c.keep_value)
    worth = bool(card.kind & arg) if arg else card.reserve_cost < card.hand_cost
    if not may(g, source_name(g, unit), "You may put a card from your hand in Reserve", worth):
        return
    card = interpreter.put_from_hand_in_reserve(g, unit, options, card)
    if n and (not arg or card.kind & arg):  # "If it's a Permanent, draw a card"
        g.draw(n)
    came_from_hand(g, g.reserve[-1:])


@HANDLERS.on(reserve_kinds.E_DISCARD_RESERVE_ANY)
def _discard_any(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Discard any number of Reserve cards, running ``arg`` once per card: one pick at a time,
    or "stop" (hint: every card but the most useful ready one, in Reserve order; exhausted
    ones cannot be played today anyway)."""
    ready = [u for u in g.reserve if not u.status & S_EXHAUSTED]
    kept = max(ready, key=lambda u: u.card.keep_value) if ready else None
    offered = [u for u in g.reserve if u is not unit]
    source = source_name(g, unit)
    while offered:
        spare = [u for u in offered if u is not kept]
        cards = [(u.card, "reserve") for u in offered]
        hint = offered.index(spare[0]) if spare else len(offered)  # len: the "stop" option
        prompt = "Discard any number of cards from your Reserve"
        pick = pick_card(g, source, prompt, cards, hint, "stop")
        if pick == len(offered):
            return
        u = offered[pick]
        offered.remove(u)
        discard_from_reserve(g, u, g)
        interpreter.run(g, arg, unit, exp)


@HANDLERS.on(reserve_kinds.E_DISCARD_WHOLE_RESERVE)
def _discard_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Discard your Reserve: every card in it, each a discard from the Reserve."""
    _discard_whole_reserve(g, g)


def _discard_whole_reserve(side: GameState, g: GameState) -> None:
    """Every card in ``side``'s Reserve to its discard pile, by ``g``'s effect."""
    gone, side.reserve = side.reserve, []
    for u in gone:
        side.discard.append(u.card)
        if side is g:
            g.event("discard", u.card.name)
        else:
            g.event("opponent", "discard", u.card.name)
        if side.hooks.on:
            emit(side, DISCARDED, u.card, g, g.resolving, -1, FROM_RESERVE)


@HANDLERS.on(reserve_kinds.E_DISCARD_ALL_OTHERS)
def _discard_all_others(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Discard all other cards in play and in Reserve: both players' Characters, Gear and
    Landmarks (a token ceases to exist) but the source, then every Reserve card."""
    for side in (g, opponent_of(g)):
        if side is None:
            continue
        zones = [(side.exps[e], e) for e in (0, 1)] + [(side.gear[e], e) for e in (0, 1)]
        for units, e in (*zones, (side.landmarks, -1)):
            for u in [u for u in units if u is not unit]:
                leave(side, (0, 0.0, u, units, e), D_DISCARD)
        _discard_whole_reserve(side, g)


@HANDLERS.on(reserve_kinds.E_READY_EXHAUSTED_UP_TO)
def _ready_exhausted_up_to(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Ready up to n of the exhausted Permanents you control and cards in your Reserve, each
    the player's pick; they may stop (hint: a Landmark first, then a Reserve card)."""
    for _ in range(n):
        zones = (("landmarks", g.landmarks), ("hero", g.gear[0]), ("companion", g.gear[1]))
        pool = [(u, z) for z, units in (*zones, ("reserve", g.reserve)) for u in units]
        pool = [(u, z) for u, z in pool if u.status & S_EXHAUSTED]
        if not pool:
            return
        prompt = "Ready up to two of them" if n == 2 else f"Ready up to {n} of them"
        cards = [(u.card, z) for u, z in pool]
        pick = pick_card(g, source_name(g, unit), prompt, cards, 0, "stop")
        if pick == len(pool):
            return
        pool[pick][0].status &= ~S_EXHAUSTED
        g.event("ready", pool[pick][0].card.name)


# --- playing from Reserve and Hand ----------------------------------------------------------


def play_reserve_unit(g: GameState, u: Unit, exp: int, cost: int = 0) -> None:
    """Play Reserve card ``u`` (already paid ``cost`` for) into expedition ``exp`` (-1: the
    player's choice)."""
    g.reserve.remove(u)
    target = exp if exp >= 0 else target_expedition(g, None, -1, f"{u.card.name} joins")
    g.event("play", "reserve", u.card.name, str(cost), where(u.card, target))
    resolve_play(g, u.card, u, target, MODE_RESERVE)
    played_from_reserve(g, u.card)


@HANDLERS.on(reserve_kinds.E_RESUPPLY_CHARACTER)
def _resupply_character(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """[Resupply]; a Character put in Reserve this way goes to your hand (n 0), or is played
    for {n} less when the Mana allows (both: yes)."""
    before = len(g.reserve)
    interpreter.resupply(g, False)
    if len(g.reserve) == before or not g.reserve[-1].card.kind & K_CHARACTER:
        return
    u = g.reserve[-1]
    if not n:
        _to_hand(g, u)
        return
    cost = max(0, g.cost_of(u.card, u.card.reserve_cost, reserve=True) - n)
    if cost <= g.mana_ready:
        if u.card.self_cut:  # "You may sacrifice a Permanent to reduce my cost" (keywords mechanic)
            cost = HOOKS.pay_sacrifice_cut(g, u.card, cost)
        g.pay(cost)
        play_reserve_unit(g, u, exp, cost)


@HANDLERS.on(reserve_kinds.E_PAY_HAND_TOKEN)
def _pay_hand_token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may pay n and put a hand card in Reserve (the most useful from there) to create a
    token: yes, when the Mana and a hand card allow it."""
    if g.mana_ready < n or not g.hand:
        return
    if not may(g, source_name(g, unit), "You may pay and put a card in Reserve", True):
        return
    g.pay(n)
    interpreter.hand_to_reserve(g, 0, None, unit, exp)
    token, where = arg
    create_tokens(g, g.source.cards[token], 1, where, exp)
    came_from_hand(g, g.reserve[-1:])


@HANDLERS.on(reserve_kinds.E_PLAY_ME_ASLEEP)
def _play_me_asleep(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """(A card that went to Reserve) you may play me for free and I gain Asleep: yes."""
    if unit is None or unit not in g.reserve:
        return
    if may(g, unit.card.name, "You may play me for free", True):
        play_reserve_unit(g, unit, exp)
        unit.status |= fx.S_ASLEEP


@HANDLERS.on(reserve_kinds.E_PLAY_HAND_FREE)
def _play_hand_free(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Play a hand card with Hand Cost <= n for free: the most useful one, where a move is
    needed (the effect's expedition is its source's, not a choice made for this card)."""
    options = [c for c in g.hand if c.hand_cost <= n]
    if not options:
        return
    card = max(options, key=lambda c: c.keep_value)
    prompt = "Play a card from your hand for free"
    card = pick_in_hand(g, source_name(g, unit), prompt, options, card)
    g.hand.remove(card)
    target = target_expedition(g, unit, -1, f"{card.name} joins") if card.exp_choice else 0
    g.event("play", "hand", card.name, "0", where(card, target))
    resolve_play(g, card, None, target, MODE_HAND)


# --- hooks: cards that went to Reserve from hand, cards played from Reserve -----------------


def came_from_hand(g: GameState, units: list[Unit]) -> None:
    """``units`` went to your Reserve from your hand: their "When I go to Reserve from your
    hand" abilities."""
    counters_rules.to_reserve(g, units)
    for u in units:
        for st_kind, _n, arg in u.card.statics:
            if st_kind == reserve_kinds.ST_FROM_HAND or st_kind == reserve_kinds.ST_TO_RESERVE_ANY:
                interpreter.run(g, arg, u, -1)
        # "When you put a card from your hand in Reserve —" of the Hero and the cards in play
        for statics, holder, place in interpreter.statics_in_play(g):
            for st_kind, _n, arg in statics:
                if st_kind == reserve_kinds.ST_ON_HAND_TO_RESERVE:
                    interpreter.run(g, arg, holder, place)


def played_from_reserve(g: GameState, played: Any) -> None:
    """A card was played from Reserve: "When you play another card from Reserve" abilities
    of your Characters and Gear in play (not the played card itself)."""
    for e in (0, 1):
        for u in [*g.exps[e], *g.gear[e]]:
            if u.card is played or not u.card.statics:
                continue
            for st_kind, _n, arg in u.card.statics:
                if st_kind == reserve_kinds.ST_FROM_RESERVE_PLAY:
                    interpreter.run(g, arg, u, e)


# --- the moments this module's rules watch (registry.install registers them) ---------------

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    ("played_from_reserve", played_from_reserve, reserve_kinds.F_RULES),
)
