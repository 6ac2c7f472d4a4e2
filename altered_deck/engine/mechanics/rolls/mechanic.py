"""The rolls mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.rolls import forms

MECHANIC = Mechanic(
    forms=(forms.FORMS,),
    abilities=(forms.ABILITIES,),
)
