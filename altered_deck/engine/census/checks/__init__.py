"""The census's checks, one module each, listed here in pattern order (F1-F6)."""

from __future__ import annotations

from altered_deck.engine.census.check import Check
from altered_deck.engine.census.checks import (
    f1_player_decides,
    f2_may_decline,
    f3_own_side,
    f4_opponent_side,
    f5_other_players_events,
    f6_phrase_matters,
)

CHECKS: tuple[Check, ...] = (
    f1_player_decides.CHECK,
    f2_may_decline.CHECK,
    f3_own_side.CHECK,
    f4_opponent_side.CHECK,
    f5_other_players_events.CHECK,
    f6_phrase_matters.CHECK,
)
BY_ID = {check.id: check for check in CHECKS}
