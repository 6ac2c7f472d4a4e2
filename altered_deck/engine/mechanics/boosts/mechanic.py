"""The boosts mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.boosts import forms, rules

MECHANIC = Mechanic(
    forms=(forms.FORMS,),
    hooks={
        "self_cost_cut": rules.self_cost_cut,
        "reserve_limit_bonus": rules.reserve_limit_bonus,
    },
)
