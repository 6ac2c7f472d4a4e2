"""Effect kinds and statics that act on an opponent (range 300-349). Plain int constants, imported
from here by the modules that use them; the forms are compiled by
:mod:`altered_deck.engine.mechanics.removal.forms` and executed by
:mod:`altered_deck.engine.mechanics.removal.rules`. Every handler acts on the opponent's seat in
a duel and does nothing when goldfishing (there is no opponent): the declaration
(``mechanic.py``) says which face the opponent;
but a compulsory "target Character" (E_OPP_REMOVE, E_OPP_STATUS, E_OPP_UNBOOST) takes the
player's own when only theirs is legal (6.5.b), goldfishing too."""

from __future__ import annotations

# Tough is the removal's (a cost of targeting the opponent's Characters), named beneath the
# mechanics where the targets read it
from altered_deck.engine.targets.limits import ST_GRANT_TOUGH as ST_GRANT_TOUGH
from altered_deck.engine.targets.limits import ST_TOUGH as ST_TOUGH

E_OPP_REMOVE = 300  # up to n opposing targets leave play: (dest, kinds, limit, value, exhaust,
# need: status bits one of which the target must have, 0 any)
E_OPP_REMOVE_EACH = 301  # each Character of the chosen opposing expedition to Reserve, exhausted
E_SABOTAGE = 302  # discard up to one target card in a Reserve (the opponent's best one)
E_OPP_STATUS = 303  # target (opposing) Character gains status bit arg (Asleep, Fleeting)
E_OPP_EXHAUST_RESERVE = 304  # exhaust target card in (the opponent's) Reserve
E_OPP_DISCARD_HAND = 305  # target opponent discards n cards from their hand (their choice)
E_OPP_RESUPPLY = 306  # target opponent [Resupplies] (arg True: exhausted): helps them
E_OPP_DRAW = 307  # target opponent draws n cards: helps them
E_OPP_SACRIFICE = 308  # target opponent sacrifices their kinds-arg card of highest Base Cost
E_OPP_TOKEN = 310  # n tokens for the opponent: arg = (token name, where: OPP_* below)
E_BOOST_PER_OPP = 311  # I gain n boosts per Character the opponent controls
E_AFTER_YOU = 312  # [After You]: end the turn (without passing)
E_SWITCH_ME = 315  # (you may have) me switch expeditions: when it helps the race
E_LOSE_ASLEEP_ME = 316  # (you may have) me lose [[Asleep]]: when my expedition needs power
E_OPP_UNBOOST = 318  # target (opposing) Character in play or in Reserve loses all its boosts
E_OPP_EXPEDITION_ASLEEP = 320  # all Characters in target (opposing) Expedition gain Asleep
E_REMOVE_THEN_TOKEN = 321  # E_OPP_REMOVE's arg[0], then a token (name arg[1]) where each
# removed Character was, under its controller ("If you do, create ... in its Expedition")

# where E_OPP_TOKEN puts its tokens
OPP_COMPANION = 0  # target opponent's Companion expedition
OPP_LANDMARKS = 1  # target opponent's Landmarks (Manaseed)

# conditions that compare with the opponent's board (goldfish: the opponent never moves and
# holds no cards, so none of them holds)
C_FACING_CHARACTER = 301  # I'm facing a Character
C_FACING_ONE = 302  # I'm facing only one Character
C_FEWER_RESERVE = 303  # you have less cards in Reserve than target opponent

ST_NIGHT_SABOTAGE = 302  # At Night — [If I have n or more boosts,] [Sabotage] after Rest
