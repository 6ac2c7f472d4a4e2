"""The turns mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.core.effects import kinds_of
from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.turns import forms, kinds, rules

MECHANIC = Mechanic(
    depends_on=frozenset(("costs",)),
    forms=(forms.FORMS,),
    wraps=rules.wrap_gifts,
    kinds=kinds_of(
        kinds,
        duel_only=(
            kinds.E_OPP_MANASEED,
            kinds.E_ALSO_RECEIVE,
        ),
        opponent_statics=(kinds.ST_ON_GIFT,),
    ),
)
