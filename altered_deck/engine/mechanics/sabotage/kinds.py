"""Effect kinds and conditions that act on (or look at) an opponent. Plain int constants,
imported from here by the modules that use them; the mechanic's declaration (``mechanic.py``)
says which act only in matchups (nothing to hit when goldfishing).
Compiled by :mod:`altered_deck.engine.mechanics.sabotage.forms`, executed by
:mod:`altered_deck.engine.mechanics.sabotage.rules`."""

from __future__ import annotations

E_OPP_BACK_TARGET = 500  # target (opposing) Expedition moves backwards n regions
E_OPP_WIPE_BACK = 501  # discard each Character from target Expedition, then it moves back
E_OPP_NO_MOVE = 502  # target (opposing) Expedition can't move forward this Day
E_SABOTAGE_THEN = 503  # [Sabotage]; if a card was discarded: arg = (SB_* what its owner gets,
# the token, Asleep)
E_SAC_FOR_OPP = 504  # (you may) sacrifice one of kinds arg[0] (0: discard a Mana Orb) to run
# arg[1] (aimed at the opponent); arg[2]: "you may"
E_OPP_HAND_TO_RESERVE = 505  # target player (the opponent) puts a card from hand in Reserve
E_DEFECT = 506  # up to n target (opposing) Characters defect: arg = (limit, value, tokens only)

# what E_SABOTAGE_THEN gives the discarded card's owner
SB_EXHAUSTED_RESUPPLY = 0
SB_TOKEN_COMPANION = 1  # a token in their Companion expedition

NIGHT_SPEND = "SPEND"  # ST_NIGHT_SABOTAGE's arg: "You may spend 1 counter from a card in your
# Reserve or Landmarks to [Sabotage] after Rest"

E_OPP_ELSE = 507  # arg = (effects on the opponent, effects when they did nothing: "If you don't")
E_OPP_ALL_STATUS = 508  # each Character the opponent controls gains status bit arg
E_OPP_REPLACE = 509  # discard target Character, then a token in its expedition: arg = (limit,
# value, token name)
E_OPP_IF_DONE = 510  # arg = (effects on the opponent, effects run when they removed something)
E_READY_ME = 511  # ready me (a Landmark or a Reserve card of mine)
E_ASLEEP_SABOTAGE = 512  # target Character gains Asleep; if it's facing me, [Sabotage]
E_PAY_ASLEEP_FACING = 513  # you may pay n: target Character in the Expedition facing me: Asleep
E_PAY_DISCARD_RESUPPLY = 514  # you may pay n to discard target Permanent with Hand Cost arg or
# less; if you do, its controller [Resupplies]
E_TOP_IF_WATER = 515  # return target Character to the top of its owner's deck; if it was in
# {O}, ready n Mana Orbs
E_SABOTAGE_EXHAUSTED = 516  # discard target exhausted card from a Reserve (the opponent's)
E_OPP_TO_DECK_X = 517  # roll a die: target Character to the Xth position of its owner's deck;
# n: Mana Orbs readied if X is higher than its Hand Cost
E_ANCHOR_FACING = 519  # you may have target Character facing me gain Anchored; if you do, I do
E_RESERVE_DRAW_UNLESS = 520  # send target Character to Reserve; if it wasn't in terrain arg, its
# controller draws n cards
E_SABOTAGE_COST = 521  # [Sabotage] a card of kind mask arg with Reserve Cost n or less
E_SABOTAGE_FOREST = 522  # [Sabotage] a Character with {V} less than or equal to mine
E_TOKEN_FOR_OPP = 523  # you may create a token (name arg[0]) in an opponent's Expedition to
# run arg[1] ("... to [Sabotage]")
E_EXHAUST_ROLL = 518  # you may exhaust target card in an opponent's Reserve, then roll a die;
# on a 1-3 that opponent exhausts a card in your Reserve

ST_COST_FLOOR = 501  # cards (of kind mask arg) the opponents play can't cost less than n
ST_OPP_RESERVE_PLAY = 502  # "When an opponent plays a card from Reserve": arg = effects
ST_PULL_PLAYED = 503  # "When an opponent plays a Character — If there are no Characters in
# the Expedition facing me, that Character switches Expeditions"
ST_OPP_DRAWS = 500  # "When an opponent draws one or more cards or [Resupplies]": arg = effects

# "I'm facing an Expedition in {V}/{M}/{O}": terrain bit 1 << (condition - C_FACING_FOREST)
C_FACING_FOREST = 500
C_FACING_MOUNTAIN = 501
C_FACING_WATER = 502

SHARED_TOKENS = (
    ("Manaseed", 0, 0, 0, "#LANDMARK"),
    ("Aerolith", 0, 0, 0, "#LANDMARK"),
    ("Woollyback", 1, 1, 1, "ANIMAL"),
)
"""Tokens one player's cards create on the opponent's side (name, statistics, subtype):
every compiled deck holds their records, so a token given to the opponent is one of the
opponent's own deck's records (its pilot tables are indexed by ``EngineCard.index``)."""
