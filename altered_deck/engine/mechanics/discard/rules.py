"""The discard mechanic's rules: the handlers of the effect kinds
:mod:`altered_deck.engine.mechanics.discard.forms` reads and the testers of its conditions.

Which hand card is discarded is the player's decision (the hint: the least useful one); an
effect with nothing left to discard does what it can (Complete Rules 5.0, 1.4.1.c)."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.discard import discard_from_reserve
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import MINE, EngineCard, kind_in, static_in
from altered_deck.engine.core.decisions import may, pick_card, pick_in_hand, source_name
from altered_deck.engine.core.effects import (
    DISCARDED,
    E_HAND_TO_RESERVE,
    FROM_DECK,
    FROM_HAND,
    FROM_RESERVE,
    conditions_of,
)
from altered_deck.engine.core.hooks import Event, emit
from altered_deck.engine.core.interpreter import statics_in_play
from altered_deck.engine.core.state import GameState, Unit, keep, kept, reserve_keep
from altered_deck.engine.mechanics.discard import kinds as discard_kinds

HANDLERS = interpreter.Handlers()


@HANDLERS.on(discard_kinds.E_DISCARD_FROM_HAND)
def _discard_from_hand(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Discard n cards from your hand, one pick each."""
    for _ in range(n):
        if not g.hand:
            return
        worst = min(g.hand, key=lambda c: c.keep_value)
        prompt = "Discard a card from your hand"
        card = pick_in_hand(g, source_name(g, unit), prompt, g.hand, worst)
        g.hand.remove(card)
        g.event("discard", card.name)
        interpreter.discarded_from_hand(g, [card], g)


@HANDLERS.on(discard_kinds.E_DISCARD_TO)
def _discard_to(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may discard n cards from your hand (each the player's pick) to do ``arg``: a
    price, so nothing without n cards to discard (engine policy: yes, when they are there)."""
    if not _may_discard(g, unit, n, len(g.hand), "hand"):
        return
    _discard_from_hand(g, n, None, unit, exp)
    interpreter.run(g, arg, unit, exp)


def _may_discard(g: GameState, unit: Unit | None, n: int, held: int, zone: str) -> bool:
    """Whether the player pays "You may discard n cards from your hand" (``zone``: or
    Reserve) to do what follows: a price, so not without n cards there (``held``)."""
    if held < n:
        return False
    cards = "a card" if n == 1 else f"{n} cards"
    return may(g, source_name(g, unit), f"You may discard {cards} from your {zone}", True)


@HANDLERS.on(discard_kinds.E_DISCARD_THEN)
def _discard_then(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Discard n cards from your hand (each the player's pick); if you do (the hand held
    them), ``arg``."""
    done = len(g.hand) >= n
    _discard_from_hand(g, n, None, unit, exp)
    if done:
        interpreter.run(g, arg, unit, exp)


@HANDLERS.on(discard_kinds.E_PER_NAMED_DISCARDED)
def _per_named_discarded(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Do ``arg[1]`` once for each card named ``arg[0]`` in your discard pile (counted once,
    as it begins)."""
    name, effects = arg
    for _ in range(sum(1 for card in g.discard if card.name == name)):
        interpreter.run(g, effects, unit, exp)


@HANDLERS.on(discard_kinds.E_DISCARD_RESERVE_TO)
def _discard_reserve_to(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may discard n cards from your Reserve (each the player's pick, hint: the least
    worth keeping) to do ``arg``: nothing without n cards there (engine policy: yes)."""
    if not _may_discard(g, unit, n, len(g.reserve), "Reserve"):
        return
    for _ in range(n):
        units = g.reserve
        worst = min(range(len(units)), key=lambda i: reserve_keep(units[i]))
        if len(units) > 1:
            options = [(u.card, "reserve") for u in units]
            asked = "Discard a card from your Reserve"
            worst = pick_card(g, source_name(g, unit), asked, options, worst)
        discard_from_reserve(g, units[worst], g)
    interpreter.run(g, arg, unit, exp)


@HANDLERS.on(discard_kinds.E_DISCARD_TOP)
def _discard_top(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Discard the top n cards of your deck (fewer when the deck holds fewer)."""
    for _ in range(n):
        if not g.deck:
            return
        card = g.deck.pop()
        g.discard.append(card)
        g.event("discard", card.name)
        if g.hooks.on:
            emit(g, DISCARDED, card, g, g.resolving, -1, FROM_DECK)


@HANDLERS.on(discard_kinds.E_HAND_TO_RESERVE_TO)
def _hand_to_reserve_to(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may put a card from your hand in Reserve (the reserve mechanic's move, with its
    "from your hand" watchers) to do ``arg`` (engine policy: yes, when the hand has a card)."""
    if not g.hand or not may(g, source_name(g, unit), "You may put a card in Reserve", True):
        return
    interpreter.run(g, ((E_HAND_TO_RESERVE, 1, None),), unit, exp)
    interpreter.run(g, arg, unit, exp)


def _holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's ``C_*`` conditions holds now."""
    if condition == discard_kinds.C_DISCARD_PILE:
        return len(g.discard) >= amount
    if condition == discard_kinds.C_EACH_EXPEDITION:
        return all(any(u is not unit for u in units) for units in g.exps)
    if condition == discard_kinds.C_DISCARDED_THIS_TURN:
        return kept(g, _TURN_DISCARDS, 0) >= amount
    if condition == discard_kinds.C_DISCARDED_ANY_THIS_TURN:
        return kept(g, _TURN_DISCARDS, 0) + kept(g, _TURN_RESERVE_DISCARDS, 0) >= amount
    if condition == discard_kinds.C_NAMED_DISCARDED:
        return any(card.name == amount for card in g.discard)
    if condition == discard_kinds.C_NOT:
        inner, inner_amount = amount
        return not interpreter.condition_holds(g, inner, inner_amount, unit, exp)
    return False


@HANDLERS.on(discard_kinds.E_RETURN_DISCARDED)
def _return_discarded(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "Return it to your Reserve": the card whose discard triggered this, when it is still in
    the discard pile."""
    card = kept(g, _JUST_DISCARDED)
    at = next((i for i in range(len(g.discard) - 1, -1, -1) if g.discard[i] is card), None)
    if card is None or at is None:
        return
    del g.discard[at]
    g.reserve.append(Unit(card))
    g.event("to-reserve", card.name)


def _latch_gains(g: GameState, before: int = 0) -> None:
    """ "As soon as n cards or more are in your discard pile, I permanently gain: ...": kept
    from the moment the pile (less ``before`` cards, just arrived) holds n."""
    for statics, holder, _where in statics_in_play(g):
        for st_kind, n, _arg in statics:
            held = st_kind == discard_kinds.ST_GAINED_AT_PILE and len(g.discard) - before >= n
            if held and not kept(g, _gained(holder)):
                keep(g, _gained(holder), True)


def _pile_watched(event: Event) -> None:
    """A card reached the discard pile from the Reserve or the deck."""
    _latch_gains(event.player)


def _pile_turn_over(g: GameState, *_: object) -> None:
    _latch_gains(g)


def discarded_from_hand(event: Event) -> None:
    """A card was discarded from the player's hand, whoever made them discard it: the card's
    own "When I'm discarded from your hand" ability (it is in the discard pile: no "I" left to
    act on), then the "When you discard a <kind> from your hand" abilities of the Hero and the
    objects in play."""
    g = event.player
    card = event.subject
    _latch_gains(g, 1)  # gained before this discard: it sees it
    for st_kind, _n, arg in card.statics:
        if st_kind == discard_kinds.ST_DISCARDED_FROM_HAND:
            interpreter.run(g, arg, None, -1)
    _watchers(g, card, (discard_kinds.ST_ON_HAND_DISCARD, discard_kinds.ST_ON_DISCARD))


def discarded_from_reserve(event: Event) -> None:
    """A card was discarded from the player's Reserve (by a {D} ability, an effect of either
    player, Clean-up): the "When you discard a <kind> from your hand or your Reserve"
    abilities of the Hero and the objects in play."""
    _watchers(event.player, event.subject, (discard_kinds.ST_ON_DISCARD,))


def _watchers(g: GameState, card: EngineCard, kinds: tuple[int, ...]) -> None:
    for statics, holder, where in statics_in_play(g):
        for st_kind, mask, arg in _with_gained(g, statics, holder):
            if st_kind in kinds and card.kind & mask:
                keep(g, _JUST_DISCARDED, card)
                interpreter.run(g, arg, holder, where)


def _with_gained(g: GameState, statics: tuple[Any, ...], holder: Unit | None) -> list[Any]:
    """A holder's statics and those it gained permanently."""
    found = list(statics)
    for st_kind, _n, arg in statics:
        if st_kind == discard_kinds.ST_GAINED_AT_PILE and kept(g, _gained(holder)):
            found += arg
    return found


def _gained(holder: Unit | None) -> str:
    """What is kept once ``holder`` (None: the Hero) has gained its ability for good."""
    return "discard: an ability gained permanently by " + (holder.card.name if holder else "Hero")


_JUST_DISCARDED = "discard: the card a discard watcher sees"


_TURN_DISCARDS = "discard: cards discarded from the hand this turn"
_TURN_RESERVE_DISCARDS = "discard: cards discarded from the Reserve this turn"
LAST_STEP = 9
"""The step of the turn's end among the subscriptions to a play or a pass: the last."""


def _count_turn_discard(event: Event) -> None:
    """A card the player's own effect discarded from their hand counts for this turn (one an
    opponent's effect made them discard was discarded on the opponent's turn)."""
    g = event.player
    if event.actor is g:
        which = _TURN_DISCARDS if event.amount == FROM_HAND else _TURN_RESERVE_DISCARDS
        keep(g, which, kept(g, which, 0) + 1)


def _turn_over(g: GameState, *_: object) -> None:
    """A card played has resolved, or the player passed: the turn is over."""
    for which in (_TURN_DISCARDS, _TURN_RESERVE_DISCARDS):
        if kept(g, which, 0):
            keep(g, which, 0)


counts_turn_discards = kind_in(
    discard_kinds.C_DISCARDED_THIS_TURN, discard_kinds.C_DISCARDED_ANY_THIS_TURN, length=3
)
"""The deck feature: an ability (an effect's or a static's condition) that asks this turn's
discards, ``(C_DISCARDED_THIS_TURN, amount, effects...)``."""


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(discard_kinds, _holds)
"""This mechanic's conditions (each ``C_*`` kind it declares) and what answers them."""

FEATURES = (
    (
        discard_kinds.F_HAND_DISCARD,
        static_in(
            discard_kinds.ST_DISCARDED_FROM_HAND,
            discard_kinds.ST_ON_HAND_DISCARD,
            discard_kinds.ST_ON_DISCARD,
            discard_kinds.ST_GAINED_AT_PILE,
        ),
    ),
    (discard_kinds.F_TURN_DISCARDS, counts_turn_discards),
    (discard_kinds.F_PILE_GAIN, static_in(discard_kinds.ST_GAINED_AT_PILE)),
)
"""The deck features this mechanic's moments need."""


def _from_hand(event: Event) -> bool:
    return event.amount == FROM_HAND


def _from_reserve(event: Event) -> bool:
    return event.amount == FROM_RESERVE


def _not_from_hand(event: Event) -> bool:
    return event.amount != FROM_HAND


def _from_hand_or_reserve(event: Event) -> bool:
    return event.amount == FROM_HAND or event.amount == FROM_RESERVE


SUBSCRIPTIONS = (
    (DISCARDED, discarded_from_hand, discard_kinds.F_HAND_DISCARD, MINE, 0, _from_hand),
    (DISCARDED, discarded_from_reserve, discard_kinds.F_HAND_DISCARD, MINE, 0, _from_reserve),
    (
        DISCARDED,
        _count_turn_discard,
        discard_kinds.F_TURN_DISCARDS,
        MINE,
        0,
        _from_hand_or_reserve,
    ),
    (DISCARDED, _pile_watched, discard_kinds.F_PILE_GAIN, MINE, 0, _not_from_hand),
    ("played", _pile_turn_over, discard_kinds.F_PILE_GAIN, MINE),
    ("passed", _pile_turn_over, discard_kinds.F_PILE_GAIN, MINE),
    ("played", _turn_over, discard_kinds.F_TURN_DISCARDS, MINE, LAST_STEP),
    ("passed", _turn_over, discard_kinds.F_TURN_DISCARDS, MINE, LAST_STEP),
)
"""The moments it watches: a card discarded from the player's hand or Reserve; a turn over
(after every other mechanic's watchers of that moment, which may still ask this turn's
discards)."""
