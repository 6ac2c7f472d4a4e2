"""The mana mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.mana import forms, zone

MECHANIC = Mechanic(
    forms=(forms.FORMS,),
    hooks={
        "to_mana_instead": zone.to_mana_instead,
    },
)
