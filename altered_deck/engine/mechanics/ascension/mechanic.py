"""The ascension mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.core.effects import kinds_of
from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.ascension import forms, kinds

MECHANIC = Mechanic(
    forms=(forms.FORMS,),
    abilities=(forms.parse_ability,),
    kinds=kinds_of(
        kinds,
        opponent_statics=(
            kinds.ST_MOVED_ASCENSION,
            kinds.ST_BOTH_MOVED_ASCENSION,
            kinds.ST_ASCENSION_FURTHER,
        ),
    ),
)
