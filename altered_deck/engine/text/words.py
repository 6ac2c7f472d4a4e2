"""Words of card text that several mechanics' forms write: the token spec of a Landmark token,
and how the effects nested in an effect's or a static's argument are reached (each mechanic
registers its kinds that nest effects; the compiler's fixups resolve provisional token ids
through them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

LANDMARK_TOKEN = "#LANDMARK"
"""The ``TokenSpec`` subtype of a Landmark token (Manaseed, Aerolith)."""

NESTED_EFFECTS: dict[int, Callable[[Any, Callable[[Any], Any]], Any]] = {}
"""Effect kind -> ``fixer(arg, fix)`` returning ``arg`` with its nested effect tuples passed
through ``fix`` (cards.py resolves provisional token ids with it)."""
NESTED_STATICS: dict[int, Callable[[Any, Callable[[Any], Any]], Any]] = {}
"""The same for static kinds whose arg holds effects."""
