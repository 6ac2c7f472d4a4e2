"""The turns mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.turns import forms, rules

MECHANIC = Mechanic(
    depends_on=frozenset(("boosts", "costs", "removal")),
    forms=(forms.FORMS,),
    wraps=rules.wrap_gifts,
)
