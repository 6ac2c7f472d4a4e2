"""The dice mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.core.effects import kinds_of
from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.dice import forms, kinds, rules

MECHANIC = Mechanic(
    forms=(forms.FORMS,),
    kinds=kinds_of(kinds, worth={kinds.E_DIE: rules.die_worth, kinds.E_DIE_SPEND: rules.die_worth}),
)
