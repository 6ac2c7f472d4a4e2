"""The sacrifice mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.core.effects import kinds_of
from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.sacrifice import forms, kinds, rules, tiers

MECHANIC = Mechanic(
    depends_on=frozenset(("boosts", "counters")),
    forms=(forms.FORMS, tiers.FORMS),
    hooks={
        "sacrificed": rules.sacrificed,
    },
    kinds=kinds_of(kinds, worth={kinds.E_SACRIFICE: rules.sacrifice_worth}),
)
