"""Static kinds and conditions of the rolls mechanic. Plain int constants, imported from here
by the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.rolls.forms` and executed by
:mod:`altered_deck.engine.mechanics.rolls.rules`."""

from __future__ import annotations

ST_ON_ROLL = 980  # "When you roll one or more dice — ...": arg = effects
ST_ROLL_ADD = 981  # "If you would roll a die, you may exhaust me to add n to its result"

C_ROLL_RESULT = 980  # the result of the roll watched is in [low, high]: amount = (low, high)

F_ROLLS_WATCHED = "rolls watched"
"""The deck feature: a card has a "When you roll one or more dice" ability of this mechanic."""
F_ROLL_ADD = "a roll's result raised"
"""The deck feature: a card may exhaust to add to a die's result."""
