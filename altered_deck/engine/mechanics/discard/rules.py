"""The discard mechanic's rules: the handlers of the effect kinds
:mod:`altered_deck.engine.mechanics.discard.forms` reads and the testers of its conditions.

Which hand card is discarded is the player's decision (the hint: the least useful one); an
effect with nothing left to discard does what it can (Complete Rules 5.0, 1.4.1.c)."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.decisions import may, pick_in_hand, source_name
from altered_deck.engine.core.effects import E_HAND_TO_RESERVE, conditions_of
from altered_deck.engine.core.hooks import DISCARDED_FROM_HAND, HOOKS, Event, static_in
from altered_deck.engine.core.interpreter import statics_in_play
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.discard import kinds as discard_kinds


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


def _discard_to(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may discard n cards from your hand (each the player's pick) to do ``arg``: a
    price, so nothing without n cards to discard (engine policy: yes, when they are there)."""
    if len(g.hand) < n:
        return
    prompt = "You may discard a card from your hand" if n == 1 else f"You may discard {n} cards"
    if not may(g, source_name(g, unit), prompt, True):
        return
    _discard_from_hand(g, n, None, unit, exp)
    interpreter.run(g, arg, unit, exp)


def _discard_top(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Discard the top n cards of your deck (fewer when the deck holds fewer)."""
    for _ in range(n):
        if not g.deck:
            return
        card = g.deck.pop()
        g.discard.append(card)
        g.event("discard", card.name)


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
    if condition == discard_kinds.C_NOT:
        inner, inner_amount = amount
        return not HOOKS.condition_holds(g, inner, inner_amount, unit, exp)
    return False


def discarded_from_hand(event: Event) -> None:
    """A card was discarded from the player's hand, whoever made them discard it: the card's
    own "When I'm discarded from your hand" ability (it is in the discard pile: no "I" left to
    act on), then the "When you discard a <kind> from your hand" abilities of the Hero and the
    objects in play."""
    g = event.player
    card = event.subject
    for st_kind, _n, arg in card.statics:
        if st_kind == discard_kinds.ST_DISCARDED_FROM_HAND:
            interpreter.run(g, arg, None, -1)
    for statics, holder, where in statics_in_play(g):
        for st_kind, mask, arg in statics:
            if st_kind == discard_kinds.ST_ON_HAND_DISCARD and card.kind & mask:
                interpreter.run(g, arg, holder, where)


HANDLERS: dict[int, interpreter.Handler] = {
    discard_kinds.E_DISCARD_FROM_HAND: _discard_from_hand,
    discard_kinds.E_DISCARD_TO: _discard_to,
    discard_kinds.E_DISCARD_TOP: _discard_top,
    discard_kinds.E_HAND_TO_RESERVE_TO: _hand_to_reserve_to,
}
"""This mechanic's effect handlers, by effect kind."""

CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(discard_kinds, _holds)
"""This mechanic's conditions (each ``C_*`` kind it declares) and what answers them."""

FEATURES = (
    (
        discard_kinds.F_HAND_DISCARD,
        static_in(discard_kinds.ST_DISCARDED_FROM_HAND, discard_kinds.ST_ON_HAND_DISCARD),
    ),
)
"""The deck feature this mechanic's moment needs."""

SUBSCRIPTIONS = ((DISCARDED_FROM_HAND, discarded_from_hand, discard_kinds.F_HAND_DISCARD),)
"""The moment it watches: a card discarded from the player's hand."""
