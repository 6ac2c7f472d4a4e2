"""The passing mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.core.effects import kinds_of
from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.passing import forms, kinds, rules

MECHANIC = Mechanic(
    forms=(forms.FORMS,),
    abilities=(forms.ABILITIES,),
    hooks={"another_turn": rules.another_turn},
    kinds=kinds_of(kinds, opponent_statics=(kinds.ST_ON_OPP_PASS, kinds.ST_ON_PASS_AFTER)),
)
