"""F4: an effect the text allows on either side falls on the opponent's side too.

"target Character", "target player", "any Reserve" without "you control", "your" or "my" allow
the opponent's cards: with no Character of the player's in play (their Landmarks kept, one with
a counter: what a "Sacrifice a Permanent. If you do, ..." or "Spend 1 counter" pays with; one
Character kept where the text sacrifices, counts or measures by one), the opponent's cards must
be offered, or the effect must act on them."""

from __future__ import annotations

from altered_deck.engine.census.check import side_check
from altered_deck.engine.census.text import allows_opponent_side

CHECK = side_check(
    "F4",
    "opponent-side",
    "a target the text allows on either side may be the opponent's",
    1,
    allows_opponent_side,
    "with only the opponent's cards to aim at, nothing offered and nothing done",
)
