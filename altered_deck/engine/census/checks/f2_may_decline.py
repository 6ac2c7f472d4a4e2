"""F2: "you may" can be declined, "up to" can stop.

When an ability that says "you may" or "up to" acts, the player must be offered a way not to:
a "no" to "you may", a "stop" or "no target" to "up to". "You may pick the same option
multiple times" (a "Choose X" that may repeat an option) permits, it offers nothing to decline:
the choice itself is F1's."""

from __future__ import annotations

import re

from altered_deck.engine.census.check import Check, Context
from altered_deck.engine.census.positions import HAND, OWN_ACTS, RESERVE, RICH, SUPPORT, TAP
from altered_deck.engine.census.probe import DECLINE

OPTIONAL = re.compile(r"\byou may\b(?! pick the same option)|\bup to\b", re.I)


def applies(ability: str) -> bool:
    return bool(OPTIONAL.search(ability))


def judge(ctx: Context) -> str | None:
    if not ctx.rich_acted():
        return None
    for offered in ctx.offered_to(0):
        if any(DECLINE.search(text) for text, _mine in offered.options):
            return ""
    said = OPTIONAL.search(ctx.ability)
    phrase = said.group(0) if said else "you may"
    return f'"{phrase}": no "no" or "stop" among the options; it cannot be declined'


CHECK = Check(
    id="F2",
    name="may-decline",
    summary='"you may" has a "no", "up to" a "stop"',
    setup=RICH,
    hows=(HAND, RESERVE, SUPPORT, TAP, *OWN_ACTS),
    applies=applies,
    judge=judge,
)
