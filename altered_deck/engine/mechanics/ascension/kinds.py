"""Static kinds and conditions of the ascension mechanic. Plain int constants, imported from
here by the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.ascension.forms` and executed by
:mod:`altered_deck.engine.mechanics.ascension.rules`."""

from __future__ import annotations

ST_MOVED_ASCENSION = 975  # when (my / one of your) Expedition moves forward due to Ascension:
# arg = (mine, effects)


C_BOTH_ASCENDED = 976  # both of your expeditions are Ascended

F_ASCENSION_MOVES = "moves due to Ascension"
"""The deck feature: a card watches moves due to Ascension."""
