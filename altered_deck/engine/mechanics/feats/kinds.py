"""Effect kinds, conditions and the status of the feats mechanic. Plain int constants,
imported from here by the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.feats.forms` and executed by
:mod:`altered_deck.engine.mechanics.feats.rules`."""

from __future__ import annotations

S_COMPLETED = 16  # the Completed status bit of a Unit (beside the core's S_* bits)

E_COMPLETE = 970  # complete me: the source gains Completed

ST_COMPLETED_TAP = 970  # "[[Completed]], {T} : ...": n = its cost, arg = effects
ST_COMPLETED_NOON = 971  # "[[Completed]]: At Noon — ...": arg = effects
ST_COMPLETED_STATICS = 972  # "[[Completed]]: <a static or a trigger>": arg = those statics
ST_LANDMARK_LIMIT = 973  # "Your Landmarks limit is n" (a Landmark in play)

F_COMPLETES = "Feats that complete"
"""The deck feature: a card has abilities it gains when Completed."""
F_LANDMARK_LIMIT = "a Landmark sets the Landmarks limit"
"""The deck feature: a card's "Your Landmarks limit is n"."""

C_COMPLETED_FEAT = 970  # you control a Completed Feat
C_STATUS_CHARACTERS = 971  # you control >= n Characters with a status: amount = (n, bit)
C_EXP_CHARACTERS = 972  # >= n Characters are in your expeditions
C_LANDMARKS_HAND_COST = 973  # the total Hand Cost of cards in your Landmarks is >= n
C_DIFFERENT = 974  # >= n of your <subtype> Characters differ in a value: (n, subtype, which)
C_HAND_AT_MOST = 975  # at most n cards are in your hand
C_NO_LANDMARK_TOKENS = 977  # there are no tokens in your Landmarks
C_EXHAUSTED_PERMANENT = 978  # you control an exhausted Permanent
C_EITHER_SUBTYPE = 934  # you control another <subtype> or a <subtype>: amount = ((another,
# subtype), (another, subtype))

BOOSTED = -1
"""The status word [[Boosted]] in :data:`C_STATUS_CHARACTERS` (a Character with boosts)."""
DIFFERENT_COST, DIFFERENT_FOREST = 0, 1
"""What :data:`C_DIFFERENT` compares: Base Cost, or the {V} (Forest) statistic."""
