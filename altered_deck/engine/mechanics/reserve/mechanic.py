"""The reserve mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.core.effects import kinds_of
from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.reserve import duel, forms, kinds, rules

MECHANIC = Mechanic(
    depends_on=frozenset(("boosts", "counters")),
    forms=(forms.FORMS,),
    hooks={
        "active": rules.active,
        "clean_up_reserve": rules.clean_up_reserve,
        "pay_discard_cut": rules.pay_discard_cut,
        "stays_exhausted": rules.stays_exhausted,
    },
    kinds=kinds_of(
        kinds,
        faces_opponent=(kinds.E_PLAY_REVEALED_THEIRS,),
        opponent_worth={kinds.E_EXHAUST_TARGET_RESERVE: duel.exhaust_worth},
    ),
)
