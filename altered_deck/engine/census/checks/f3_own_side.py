"""F3: an effect the text allows on either side falls on the player's own side too.

"target Character" without "opposing" or "an opponent" allows the player's own Characters:
with the opponent's side empty, the player must be offered their own cards, or the effect must
act on them (a mandatory target is taken when one exists, 6.5.a/b)."""

from __future__ import annotations

from altered_deck.engine.census.check import side_check
from altered_deck.engine.census.text import allows_own_side

CHECK = side_check(
    "F3",
    "own-side",
    "a target the text allows on either side may be the player's own",
    0,
    allows_own_side,
    "with only the player's own cards to aim at, nothing offered and nothing done",
)
