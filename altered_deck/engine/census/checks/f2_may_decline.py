"""F2: "you may" can be declined, "up to" can stop.

When an ability that says "you may" or "up to" acts, the player must be offered a way not to:
a "no" to "you may", a "stop" or "no target" to "up to". "You may pick the same option
multiple times" (a "Choose X" that may repeat an option) permits, it offers nothing to decline:
the choice itself is F1's."""

from __future__ import annotations

import re

from altered_deck.engine.census.check import offer_check
from altered_deck.engine.census.probe import DECLINE

OPTIONAL = re.compile(r"\byou may\b(?! pick the same option)|\bup to\b", re.I)

CHECK = offer_check(
    "F2",
    "may-decline",
    '"you may" has a "no", "up to" a "stop"',
    OPTIONAL,
    lambda offered: (
        offered.player == 0 and any(DECLINE.search(text) for text, _mine in offered.options)
    ),
    'no "no" or "stop" among the options; it cannot be declined',
)
