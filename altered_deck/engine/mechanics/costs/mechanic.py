"""The costs mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.costs import forms, rules

MECHANIC = Mechanic(
    depends_on=frozenset(("boosts", "counters")),
    forms=(forms.FORMS,),
    hooks={
        "kind_cut": rules.kind_cut,
        "on_play_subtype": rules.on_play_subtype,
        "after_roll": rules.after_roll,
        "at_noon": rules.at_noon,
        "seasons": rules.seasons,
        "use_pending": rules.use_pending,
    },
)
