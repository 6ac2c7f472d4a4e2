"""The counters mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.counters import forms, kinds

MECHANIC = Mechanic(
    name="counters",
    depends_on=frozenset(("boosts",)),
    kinds=kinds,
    forms=(forms.FORMS,),
)
