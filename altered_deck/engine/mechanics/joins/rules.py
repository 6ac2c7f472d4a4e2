"""The joins mechanic's rules: a Character joined an expedition (played or created: the
Expedition zone; a switch is no join, 7.5.10.c), so the "When ... joins ..." abilities of the
player's Hero and objects in play whose words fit run; and the capped self boost."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import static_in
from altered_deck.engine.core.interpreter import statics_in_play
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.joins import kinds as joins_kinds


def _fits(arg: Any, unit: Unit, exp: int, holder: Unit | None, where: int) -> bool:
    subtype, another, place, _boosts, _effects = arg
    if subtype and subtype not in unit.card.subtypes:
        return False
    if another and unit is holder:
        return False
    if place == joins_kinds.OTHER_EXPEDITION:
        return where >= 0 and exp == 1 - where
    if place == joins_kinds.MY_EXPEDITION:
        return exp == where
    return True


def joined(g: GameState, unit: Unit, exp: int) -> None:
    """A Character joined expedition ``exp``: the "When ... joins" abilities that fit."""
    for statics, holder, where in statics_in_play(g):
        for st_kind, _n, arg in statics:
            if st_kind == joins_kinds.ST_WHEN_JOINS and _fits(arg, unit, exp, holder, where):
                unit.boosts += arg[3]
                if arg[4]:
                    interpreter.run(g, arg[4], holder, where)


def _boost_up_to(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """I gain n boosts, up to a max of ``arg`` boosts on me."""
    if unit is not None and unit.boosts < arg:
        unit.boosts = min(unit.boosts + n, arg)


HANDLERS: dict[int, interpreter.Handler] = {joins_kinds.E_BOOST_SELF_UP_TO: _boost_up_to}
"""This mechanic's effect handlers, by effect kind."""

FEATURES = ((joins_kinds.F_JOINS_WATCHED, static_in(joins_kinds.ST_WHEN_JOINS)),)
"""The deck feature this mechanic's moment needs."""

SUBSCRIPTIONS = (("joined", joined, joins_kinds.F_JOINS_WATCHED),)
"""The moment it watches: a Character joined an expedition."""
