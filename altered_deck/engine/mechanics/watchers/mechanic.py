"""The watchers mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.watchers import bodies, forms, rules

MECHANIC = Mechanic(
    depends_on=frozenset(("boosts", "counters")),
    forms=(bodies.FORMS, forms.FORMS),
    hooks={
        "behind": rules.behind,
        "blocked_moves": rules.blocked_moves,
        "eternal_ascended": rules.eternal_ascended,
    },
)
