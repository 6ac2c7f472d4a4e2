"""F4: an effect the text allows on either side falls on the opponent's side too.

"target Character", "target player", "any Reserve" without "you control", "your" or "my" allow
the opponent's cards: with no Character of the player's in play (their Landmarks kept, one with
a counter: what a "Sacrifice a Permanent. If you do, ..." or "Spend 1 counter" pays with), the
opponent's cards must be offered, or the effect must act on them."""

from __future__ import annotations

from altered_deck.engine.census.check import Check, aims_at
from altered_deck.engine.census.positions import (
    HAND,
    OPPONENT_ONLY,
    OWN_ACTS,
    RESERVE,
    SUPPORT,
    TAP,
)
from altered_deck.engine.census.text import allows_opponent_side

CHECK = Check(
    id="F4",
    name="opponent-side",
    summary="a target the text allows on either side may be the opponent's",
    setup=OPPONENT_ONLY,
    hows=(HAND, RESERVE, SUPPORT, TAP, *OWN_ACTS),
    applies=allows_opponent_side,
    judge=aims_at(1, "with only the opponent's cards to aim at, nothing offered and nothing done"),
)
