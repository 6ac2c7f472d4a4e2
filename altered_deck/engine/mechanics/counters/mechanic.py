"""The counters mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.core.effects import kinds_of
from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.counters import forms, kinds

MECHANIC = Mechanic(
    depends_on=frozenset(("boosts",)),
    forms=(forms.FORMS,),
    kinds=kinds_of(
        kinds,
        duel_only=(kinds.E_REMOVE_COUNTERS,),
    ),
)
