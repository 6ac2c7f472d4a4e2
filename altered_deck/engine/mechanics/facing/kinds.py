"""Effect kinds and conditions of the facing mechanic. Plain int constants, imported from here
by the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.facing.forms` and executed by
:mod:`altered_deck.engine.mechanics.facing.rules`."""

from __future__ import annotations

E_TOKEN_FACING = 930  # create n tokens in the Expedition facing me; they gain a status:
# arg = (token, status bits or 0)
E_TOKEN_GAINS = 931  # create n tokens in <where>, then they gain a status:
# arg = (token, where: a TO_* place or ANOTHER, status bits)
E_TOKEN_EXPEDITIONS = 933  # target up to n Expeditions and create tokens in each of them:
# arg = (token, how many in each)
E_FACING_BOTH_GAIN = 932  # if I'm facing one or more Characters, target one of them and we
# both gain the status bits arg

ANOTHER = 100
"""The place "another Expedition": any expedition but the source's, either player's."""

C_OPPONENT_HAS = 930  # there's a <subtype> in an opponent's Expedition: amount = subtype
