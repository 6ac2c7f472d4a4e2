"""Where a removed target goes and which targets an effect may choose: the words of the
target arguments (``E_OPP_REMOVE``'s destination, limit and status requirement) that the
mechanics' forms write and :mod:`altered_deck.engine.targets.choice` reads, and the statics
that make a target cost something (Tough, 7.4.7). Plain int constants."""

from __future__ import annotations

# where E_OPP_REMOVE sends its targets
D_RESERVE = 0
D_DISCARD = 1
D_HAND = 2  # its owner's hand
D_DECK_TOP = 3  # the top of its owner's deck
D_MANA = 4  # its owner's Mana zone (an exhausted Mana Orb, 3.2.9.b)
D_FACING = 32  # a flag on the destination: only the Characters "facing me" (the source's)
D_THEIRS = 64  # a flag on the destination: only the opponent's ("controlled by another player")
D_MAY = 128  # a flag on the destination: "you may" (the player may take no target)
STATUS_MAY = 256  # a flag on E_OPP_STATUS's status bit: "you may have target Character gain"

# which targets E_OPP_REMOVE may choose (arg[2], with its value arg[3])
L_ANY = 0
L_COST_LE = 1  # Hand Cost {n} or less
L_COST_GE = 2  # Hand Cost {n} or more
L_NO_STAT_OVER = 3  # no statistic over n
L_COST_LE_CHARACTERS = 4  # Hand Cost {X} or less, X = Characters you control
L_COST_LE_MINE = 5  # Hand Cost <= the Hand Cost of a Character you control
L_TOTAL_COST_LE = 6  # up to n targets with a total Hand Cost {v} or less
L_IN_TERRAIN = 7  # a Character in a region of terrain bit v
L_TOTAL_M_LE = 8  # any number of targets with a total {M} of v or less
L_OR_RESERVE = 9  # "in play or in Reserve": the Characters in each Reserve too
L_BASE_COST_LE = 10  # Base Cost {n} or less (a Fleeting one's Reserve Cost, else Hand Cost)
L_NON_COMPANION_TOKEN = 11  # a token that is no Companion (Character or Permanent)
L_BASE_COST_LE_ROLL = 12  # Base Cost {X} or less, where X is the result of the last die roll
LAST_ROLL = "dice: the last result"  # what is kept: the player's last roll (acts/dice)

ONLY_IN = "only target in"
"""The kept (core/state ``keep``) (card, terrain bit) of "You may play me for {1} less. If you
do, I can only target a Character in {O}" played for less: while that card resolves, its
removal targets only Characters in a region of that terrain."""

# status requirements of E_OPP_REMOVE targets (arg[5]): S_* bits, and this one
NEED_BOOSTED = 64  # a [[Boosted]] Character (one with boosts)

# what choosing a target costs (its controller's statics; declared matchup-only by the removal)
ST_TOUGH = 300  # [Tough n] (arg None) or [Tough X]: arg = "PLANT" subtype count / "REGIONS"
ST_GRANT_TOUGH = 301  # Characters you control are [Tough n] (arg None), or a GrantScope
# where a granted [Tough n] holds (ST_GRANT_TOUGH's arg): (zone, "other" (not the card that
# grants it), status bits the card needs (S_*), Characters only)
ZONE_EXPEDITIONS, ZONE_RESERVE, ZONE_LANDMARKS = "expeditions", "reserve", "landmarks"
