"""The facing mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.core.effects import kinds_of
from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.facing import forms, kinds

MECHANIC = Mechanic(
    forms=(forms.FORMS,),
    # their expedition and Characters are the opponent's: nothing to do when goldfishing
    kinds=kinds_of(kinds, faces_opponent=(kinds.E_TOKEN_FACING, kinds.E_FACING_BOTH_GAIN)),
)
