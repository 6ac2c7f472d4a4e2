""" "The next Character with Base Cost {3} or less you play this turn gains [[Anchored]]": what
the next Character played gains when its Base Cost is low enough (its Reserve Cost if Fleeting,
as a card played from Reserve is, else its Hand Cost). A play or a pass ends the turn, so the
effect waits for the turn's next play only; kept per game under the mechanic's name."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.effects import (
    E_BOOST_SELF,
    E_STATUS_SELF,
    ENTERED,
    K_CHARACTER,
    Effect,
)
from altered_deck.engine.core.hooks import Event
from altered_deck.engine.core.state import GameState, Unit, keep, kept
from altered_deck.engine.mechanics.targeted import kinds as targeted_kinds
from altered_deck.engine.mechanics.targeted.rules import base_cost

_WAITING = "targeted: the next Character's status"
"""What is kept: (Base Cost limit, status bits) waiting for the turn's next play, or None."""


HANDLERS = interpreter.Handlers()


@HANDLERS.on(targeted_kinds.E_NEXT_STATUS)
def _next_status(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The next Character with Base Cost n or less played this turn gains status ``arg``
    (two such effects before one play: the higher limit, both statuses)."""
    waiting = kept(g, _WAITING)
    if waiting is not None:
        n, arg = max(n, waiting[0]), arg | waiting[1]
    keep(g, _WAITING, (n, arg))


def _entered(g: GameState, unit: Unit) -> None:
    """A played Character entered: it gains what waits if its Base Cost allows."""
    waiting = kept(g, _WAITING)
    if waiting is None:
        return
    keep(g, _WAITING, None)
    if base_cost(unit) <= waiting[0]:
        unit.status |= waiting[1]


def _turn_over(g: GameState, card: EngineCard | None = None) -> None:
    """A card other than a Character was played, or the player passed: the turn is over."""
    if (card is None or not card.kind & K_CHARACTER) and kept(g, _WAITING) is not None:
        keep(g, _WAITING, None)


def _passed(g: GameState) -> None:
    _turn_over(g)


_GAINS = "targeted: what the next Character of a subtype gains"
"""What is kept: ((boosts, (subtype, Base Cost limit, status bits)), ...) waiting for the
turn's next play."""


@HANDLERS.on(targeted_kinds.E_NEXT_GAINS)
def _next_gains(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The next Character (of subtype ``arg[0]``, Base Cost at most ``arg[1]``) played this
    turn gains ``n`` boosts and the status bits ``arg[2]``."""
    keep(g, _GAINS, (*kept(g, _GAINS, ()), (n, arg)))


def _entered_gains(event: Event) -> None:
    """A played Character entered: it gains what waits for it, if it fits (as its own gains:
    the boosts and statuses are seen as gained)."""
    g = event.player
    waiting = kept(g, _GAINS, ())
    if not waiting:
        return
    keep(g, _GAINS, ())
    unit = event.subject
    for boosts, (subtype, limit, status) in waiting:
        if subtype and subtype not in unit.card.subtypes:
            continue
        if limit >= 0 and base_cost(unit) > limit:
            continue
        effects: list[Effect] = []
        if boosts:
            effects.append((E_BOOST_SELF, boosts, None))
        if status:
            effects.append((E_STATUS_SELF, 0, status))
        interpreter.run(g, tuple(effects), unit, event.exp)


def _gains_over(g: GameState, card: EngineCard | None = None) -> None:
    """A card other than a Character was played, or the player passed: nothing waits."""
    if (card is None or not card.kind & K_CHARACTER) and kept(g, _GAINS, ()):
        keep(g, _GAINS, ())


def _passed_gains(g: GameState) -> None:
    _gains_over(g)


def uses_next_gains(cards: Sequence[EngineCard], hero: EngineCard | None) -> bool:
    """The deck feature: a card with "the next <subtype> you play this turn gains ..."."""
    records = (*cards, hero) if hero is not None else cards
    return any(
        _holds_kind(part, targeted_kinds.E_NEXT_GAINS)
        for card in records
        for part in (
            card.on_hand,
            card.on_reserve,
            card.on_join,
            card.support,
            card.tap,
            card.statics,
        )
    )


def _holds_kind(value: Any, kind: int) -> bool:
    """Whether ``value`` (effects, statics, their nested arguments) holds an effect ``kind``
    (or an entry numbered alike: a feature found where none is needed only costs a test)."""
    if not isinstance(value, tuple | list) or not value:
        return False
    if value[0] == kind and len(value) == 3:
        return True
    return any(_holds_kind(part, kind) for part in value)


def uses_next_status(cards: Sequence[EngineCard], hero: EngineCard | None) -> bool:
    """The deck feature: a card with the effect (in any of its abilities' effect lists)."""
    records = (*cards, hero) if hero is not None else cards
    wanted = targeted_kinds.E_NEXT_STATUS
    return any(
        effect[0] == wanted
        for card in records
        for effects in (card.on_hand, card.on_reserve, card.on_join, card.support, card.tap)
        for effect in effects
    )


FEATURES = (
    (targeted_kinds.F_NEXT_STATUS, uses_next_status),
    (targeted_kinds.F_NEXT_GAINS, uses_next_gains),
)
"""The deck feature its moments need."""

SUBSCRIPTIONS = (
    ("character_entered", _entered, targeted_kinds.F_NEXT_STATUS),
    ("card_played", _turn_over, targeted_kinds.F_NEXT_STATUS),
    ("passed", _passed, targeted_kinds.F_NEXT_STATUS),
    (ENTERED, _entered_gains, targeted_kinds.F_NEXT_GAINS),
    ("card_played", _gains_over, targeted_kinds.F_NEXT_GAINS),
    ("passed", _passed_gains, targeted_kinds.F_NEXT_GAINS),
)
"""The moments it watches: a Character played entered, a card played, the player passed."""
