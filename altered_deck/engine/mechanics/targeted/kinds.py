"""Effect kinds of the targeted mechanic's own forms. Plain int constants, imported from here
by the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.targeted.forms` and executed by
:mod:`altered_deck.engine.mechanics.targeted.rules`."""

from __future__ import annotations

E_TARGET_FILTERED = 990  # target Character <filter>: it gains n boosts, gains / loses
# statuses, may switch expeditions: arg = (who, filter, limit, gain, lose, switch, how many
# targets: 1, or 2 for "up to two")

E_NEXT_STATUS = 991  # the next Character with Base Cost n or less you play this turn gains
# the status bits arg

E_NEXT_GAINS = 992  # the next <subtype> Character you play this turn gains n boosts and the
# status bits: arg = (subtype or "", Base Cost limit or -1, status bits)
E_CHOSEN_THEN_SEND = 994  # "Target Character you control gains n boosts / Choose an Animal you
# control, then target another Character with equal or lower {V} and send it to Reserve": arg
# = (the subtypes the chosen one may have, () for any; the prompt's words)
E_EACH_AT_MOST_MINE_TO_RESERVE = 993  # send to Reserve each other Character with {V} <= mine

F_NEXT_STATUS = "the next Character's status"
"""The deck feature: a card whose effect gives the next Character played a status."""
F_NEXT_GAINS = "what the next Character of a subtype gains"
"""The deck feature: a card whose effect gives the next Character (of a subtype) played
boosts and statuses."""

BASE_COST_AT_MOST = 1
"""Filter: "with Base Cost {limit} or less" (its Reserve Cost if Fleeting, else Hand Cost)."""
FOREST_AT_MOST_MINE = 2
"""Filter: "with {V} less than or equal to mine" (Forest statistics, boosts included)."""
HAS_SUPPORT = 3
"""Filter: "with a {D} ability" (a Reserve ability the card is discarded for)."""

C_HAS_SUPPORT = 990  # a card in your Expeditions or your Reserve has a {D} ability

ST_UNREAD_SUPPORT = 990  # the card has a {D} ability the engine does not read (its support
# effects are empty, yet "has a {D} ability" is true of it)
