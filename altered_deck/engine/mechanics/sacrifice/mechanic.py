"""The sacrifice mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.sacrifice import forms, kinds, rules

MECHANIC = Mechanic(
    name="sacrifice",
    depends_on=frozenset(("boosts", "counters", "mana")),
    kinds=kinds,
    forms=(forms.FORMS,),
    hooks={
        "sacrificed": rules.sacrificed,
    },
)
