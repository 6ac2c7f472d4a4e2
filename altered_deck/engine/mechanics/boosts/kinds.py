"""Effect kinds, conditions and statics of boosts and the effects that scale with a count. Plain
int constants (the "When you play" static included), imported from here by the modules that use
them; the forms are compiled by :mod:`altered_deck.engine.mechanics.boosts.forms` and executed
by :mod:`altered_deck.engine.mechanics.boosts.rules`."""

from __future__ import annotations

E_BOOST_IN_MINE = 24  # target Character in my expedition gains n boosts
E_BOOST_EACH = 25  # n boosts to each Character of a group: arg = G_* group
E_MOVE_FORWARD = 30  # target expedition moves forward n regions
E_DISCARD_RESERVE = 31  # discard a Reserve card: arg = (kind mask, another, may, effects if so)
E_READY_RESERVE = 32  # ready an exhausted Reserve card: arg = effects if you do
E_EXHAUST_RESERVE = 33  # exhaust all cards in (your) Reserve
E_SWITCH = 35  # target Character switches expeditions (arg True: "you may")
E_BOOST_RESERVE = 36  # target Character in (your) Reserve gains n boosts (kept: 2.5.l)
E_BOOST_RESERVE_UNBOOSTED = 1191  # target non-[[Boosted]] Character in your Reserve gains n
# boosts
E_EXCHANGE = 37  # exchange a Reserve card of kind mask arg with a card from your hand
E_TOKEN_PER_RESERVE = 39  # one token per card in your Reserve: arg = (token index, where)
E_SACRIFICE_SELF = 41  # sacrifice me (a Landmark token: it ceases to exist; "when I'm
# sacrificed" abilities, kept in on_leave, trigger)

C_SELF_BOOSTS = 6  # I have >= n boosts
C_NO_BOOSTS = 7  # I have no boosts
C_HAND_EMPTY = 8
C_RESERVE_EMPTY = 9
C_RESERVE_CARDS = 10  # you have >= n cards in Reserve
C_FLEETING_CHARACTER = 12  # you control a Fleeting Character
C_PERMANENTS = 13  # you control >= n Permanents (Landmarks and Gear)
C_NEVER = 14  # a comparison with an opponent's board (my expedition is behind, fewer cards
# in Reserve than an opponent): the goldfish opponent never moves and holds no cards
C_IN_TERRAIN = 15  # I am (my expedition is) in a region of terrain bit n
C_NEITHER_IN = 16  # neither of my expeditions is in a region of terrain bit n
C_NOT_FIRST_PLAYER = 17  # your opponent is first player
C_ALL_CHARACTERS = 18  # you control >= n Characters (the source included)

# groups of E_BOOST_EACH
G_OTHERS = 0  # each other Character you control
G_TARGET_EXPEDITION = 1  # each Character in target expedition
G_MY_EXPEDITION = 2  # Characters in my expedition

ST_SUPPORT_GAIN = 8  # {I} (ready, in Reserve): arg = (EV_*, kind, another, counters, max)
ST_JOIN_IT = 9  # (in play) a joining Character gains n boosts: arg = (my exp only, status)
ST_RESERVE_LIMIT = 10  # Reserve limit + n (arg: kind mask a Reserve card must have, 0 none)
ST_ON_MOVE = 11  # (in an expedition) when my expedition moves forward (arg[0] False) or
# fails to move forward during Dusk (arg[0] True): run arg[1]
ST_PLAY_IT = 13  # "When you play a <subtype> — It gains [[status]]": arg = (subtype, status)
ST_SPELL_FLEETING = 14  # "Spells you play with Hand Cost {n} or less have [[Fleeting]]"
ST_SELF_COST_PER = 15  # "I cost {n} less per <thing>": arg = PER_* count
ST_RESERVE_BOOST = 16  # (in play) Your Characters have: "{R} I gain n boosts."
# (numbered where they were first declared: the sacrifice's and the counters' ranges)
ST_MIN_ORBS = 204  # "I can't be played if you have less than n Mana Orbs"
ST_SUPPORT_MAX = 555  # (a Landmark) the Support abilities of Reserve cards go n above their max
F_MOVES = "move watchers"
"""The deck feature of a card with ``ST_ON_MOVE`` (core/hooks.py)."""
EV_JOIN = 0  # a Character of kind joins your expeditions
EV_PLAY = 1  # you play a card of kind
ST_ON_PLAY = 7  # when you play kind arg[0] (arg[1] "another", arg[3] min cost): run arg[2]
ST_PLAY_SUBTYPE = 165  # when you play a <subtype> (or ...) — effects: arg = (subtypes, effects)
# (numbered among the costs', whose forms write it and whose hook runs it: on_play_subtype)
