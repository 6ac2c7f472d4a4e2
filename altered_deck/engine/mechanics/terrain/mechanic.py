"""The terrain mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.terrain import kinds, rules

MECHANIC = Mechanic(
    name="terrain",
    kinds=kinds,
    hooks={
        "refresh_terrain": rules.refresh_terrain,
    },
)
