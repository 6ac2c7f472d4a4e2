"""The Mana zone: the handlers of the effect kinds that put cards in it and ready Mana Orbs.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Engine
policy: a Reserve card put in Mana is the least useful one; "you may put me in my owner's Mana
zone" is taken while one more Mana Orb helps (:func:`~altered_deck.engine.mechanics.mana.zone.
wants_mana`).
"""
# mypyc: compiled

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.decisions import may, pick_unit, source_name
from altered_deck.engine.core.effects import K_TOKEN, S_FLEETING
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.mana import kinds as mana_kinds
from altered_deck.engine.mechanics.mana.zone import wants_mana

HANDLERS = interpreter.Handlers()


@HANDLERS.on(fx.E_MANA_TOP)
def _mana_top(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    for _ in range(n):
        card = g.take_top()
        if card is None:
            return
        g.mana_cards.append(card)  # exhausted: no ready Mana until the next Morning
        g.event("to-mana", card.name)


@HANDLERS.on(fx.E_READY_MANA)
def _ready_mana(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.mana_ready = min(len(g.mana_cards), g.mana_ready + n)


@HANDLERS.on(mana_kinds.E_RESERVE_TO_MANA)
def _reserve_to_mana(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may put a Reserve card in your Mana zone: yes (one more orb each Morning), the
    least useful card; ``arg`` True: as a ready orb."""
    _put_reserve_card_in_mana(g, bool(arg), unit)


@HANDLERS.on(mana_kinds.E_RESERVE_TO_MANA_THEN)
def _reserve_to_mana_then(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may put a Reserve card in your Mana zone, exhausted; if you do, ``arg``."""
    if _put_reserve_card_in_mana(g, False, unit):
        interpreter.run(g, arg, unit, exp)


def _put_reserve_card_in_mana(g: GameState, ready: bool, unit: Unit | None) -> bool:
    """The player may put a Reserve card (their pick) in their Mana zone; whether they did."""
    if not g.reserve or not may(g, source_name(g, unit), "You may put a card in Mana", True):
        return False
    u = min(g.reserve, key=lambda u: u.card.keep_value)
    prompt = "Put a card from your Reserve in your Mana zone"
    u = pick_unit(g, source_name(g, unit), prompt, g.reserve, "reserve", u)
    g.reserve.remove(u)
    g.mana_cards.append(u.card)
    if ready:
        g.mana_ready += 1
    g.event("to-mana", u.card.name)
    return True


@HANDLERS.on(fx.E_ME_TO_MANA)
def _me_to_mana(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "(You may) put me in my owner's Mana zone": the source leaves its expedition for the
    Mana zone, exhausted (3.2.9.b); with "you may", while more Mana helps."""
    if unit is None or (unit not in g.exps[0] and unit not in g.exps[1]):
        return
    if arg and not may(g, unit.card.name, "You may put me in my owner's Mana zone", wants_mana(g)):
        return
    for e in (0, 1):
        if unit in g.exps[e]:
            g.exps[e].remove(unit)
            was_fleeting = unit.status & S_FLEETING
            if not unit.card.kind & K_TOKEN:
                g.owner_of(unit).mana_cards.append(unit.card)
            g.event("to-mana", unit.card.name)
            interpreter.left_expedition(g, unit, e, unit.boosts, False)
            if unit.card.on_leave:
                interpreter.run(g, unit.card.on_leave, None, e)
            if was_fleeting and unit.card.on_leave_fleeting:
                interpreter.run(g, unit.card.on_leave_fleeting, None, e)
            return
