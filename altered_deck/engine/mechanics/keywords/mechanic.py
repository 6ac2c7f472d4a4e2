"""The keywords mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.keywords import forms, rules

MECHANIC = Mechanic(
    depends_on=frozenset(("boosts", "costs", "sacrifice")),
    forms=(forms.FORMS,),
    hooks={
        "expedition_cost": rules.exp_cost,
        "declined_mana": rules.declined_mana,
        "pay_sacrifice_cut": rules.pay_sacrifice_cut,
    },
)
