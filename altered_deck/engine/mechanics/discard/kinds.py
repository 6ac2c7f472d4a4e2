"""Effect kinds and conditions of the discard mechanic. Plain int constants, imported from
here by the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.discard.forms` and executed by
:mod:`altered_deck.engine.mechanics.discard.rules`."""

from __future__ import annotations

E_DISCARD_FROM_HAND = 960  # discard n cards from your hand, the player's pick each
E_DISCARD_TOP = 962  # discard the top n cards of your deck
E_HAND_TO_RESERVE_TO = 963  # you may put a card from your hand in Reserve to do arg (effects)
E_DISCARD_TO = 964  # you may discard n cards from your hand to do arg (effects)
E_DISCARD_RESERVE_TO = 966  # you may discard n cards from your Reserve to do arg (effects)
E_DISCARD_THEN = 1131  # discard n cards from your hand; if you do, arg (effects)
E_PER_NAMED_DISCARDED = 968  # do arg[1] (effects) once per card named arg[0] in your discard pile
E_RETURN_DISCARDED = 969  # "Return it to your Reserve": the card just discarded, from the pile

ST_DISCARDED_FROM_HAND = 960  # "When I'm discarded from your hand — ...": arg = effects
ST_ON_HAND_DISCARD = 961  # "When you discard a <kind> from your hand — ...": n = kind mask
ST_ON_DISCARD = 962  # "When you discard a <kind> from your hand or your Reserve — ...": n = mask
ST_GAINED_AT_PILE = 963  # "As soon as n cards or more are in your discard pile, I permanently
# gain: "<a discard watcher>"": arg = the gained statics

F_HAND_DISCARD = "discards from the hand watched"
F_TURN_DISCARDS = "discards from the hand counted per turn"
F_PILE_GAIN = "discard pile watched for an ability gained permanently"
"""The deck feature: a card whose condition counts this turn's discards from the hand."""
"""The deck feature: a card whose ability a discard from the hand triggers."""

C_DISCARD_PILE = 960  # >= n cards are in your discard pile
C_NOT = 961  # a condition does not hold: amount = (C_*, its amount)
C_EACH_EXPEDITION = 962  # another Character than me is in each of your expeditions
C_DISCARDED_THIS_TURN = 963  # you discarded >= n cards from your hand this turn
C_DISCARDED_ANY_THIS_TURN = 964  # ... from your hand or your Reserve this turn
C_NAMED_DISCARDED = 965  # a card named amount is in your discard pile
