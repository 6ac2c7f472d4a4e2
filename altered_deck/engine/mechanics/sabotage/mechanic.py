"""The sabotage mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.sabotage import forms, rules

MECHANIC = Mechanic(
    depends_on=frozenset(("removal", "sacrifice")),
    forms=(forms.FORMS, forms.LEADING),
    hooks={
        "opponent_played_from_reserve": rules.opponent_played_from_reserve,
        "opponent_played_character": rules.opponent_played_character,
        "night_sabotages": rules.night_sabotages,
        "sabotage": rules.sabotage,
    },
)
