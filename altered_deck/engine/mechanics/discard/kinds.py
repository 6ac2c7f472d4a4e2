"""Effect kinds and conditions of the discard mechanic. Plain int constants, imported from
here by the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.discard.forms` and executed by
:mod:`altered_deck.engine.mechanics.discard.rules`."""

from __future__ import annotations

E_DISCARD_FROM_HAND = 960  # discard n cards from your hand, the player's pick each
E_DISCARD_TOP = 962  # discard the top n cards of your deck
E_HAND_TO_RESERVE_TO = 963  # you may put a card from your hand in Reserve to do arg (effects)

C_DISCARD_PILE = 960  # >= n cards are in your discard pile
C_NOT = 961  # a condition does not hold: amount = (C_*, its amount)
C_EACH_EXPEDITION = 962  # another Character than me is in each of your expeditions
