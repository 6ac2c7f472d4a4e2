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

F_NEXT_STATUS = "the next Character's status"
"""The deck feature: a card whose effect gives the next Character played a status."""
F_NEXT_GAINS = "what the next Character of a subtype gains"
"""The deck feature: a card whose effect gives the next Character (of a subtype) played
boosts and statuses."""

BASE_COST_AT_MOST = 1
"""Filter: "with Base Cost {limit} or less" (its Reserve Cost if Fleeting, else Hand Cost)."""
FOREST_AT_MOST_MINE = 2
"""Filter: "with {V} less than or equal to mine" (Forest statistics, boosts included)."""
