"""Effect and static kinds and conditions of the ascension mechanic. Plain int constants,
imported from here by the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.ascension.forms` and executed by
:mod:`altered_deck.engine.mechanics.ascension.rules`."""

from __future__ import annotations

ST_MOVED_ASCENSION = 975  # when (my / one of your) Expedition moves forward due to Ascension:
# arg = (mine, effects)
ST_BOTH_MOVED_ASCENSION = 937  # when both of your Expeditions move forward due to Ascension:
# arg = effects
ST_ASCENSION_FURTHER = 938  # if my Expedition would move forward due to Ascension, it moves
# forward n more regions instead
ST_ASCEND_AGAIN = 939  # if one of your Ascended Expeditions would attempt to Ascend again:
# arg = effects (they happen too)
ST_DUSK_FURTHER = 941  # if one of your Expeditions would move forward during Dusk, you may
# exhaust me to make it move forward n more regions instead
ST_LEAVE_ASCENDED = 940  # when I leave an Ascended Expedition: arg = effects ("in it": the
# expedition I left)

E_TOKEN_ASCENDED = 937  # create n tokens in each of your Ascended Expeditions: arg = token

C_BOTH_ASCENDED = 976  # both of your expeditions are Ascended

F_ASCENSION_MOVES = "moves due to Ascension"
"""The deck feature: a card watches moves due to Ascension."""
F_ASCEND_AGAIN = "Ascending again"
"""The deck feature: a card watches an Ascended expedition attempting to Ascend again."""
F_LEAVE_ASCENDED = "leaving an Ascended Expedition"
"""The deck feature: a card watches its leaving an Ascended expedition."""
