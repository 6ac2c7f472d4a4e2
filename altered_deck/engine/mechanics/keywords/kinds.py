"""Effect kinds, conditions and statics of the keywords mechanic. Plain int constants from the
mechanic's range (600-649), imported from here by the modules that use them; the forms are
compiled by :mod:`altered_deck.engine.mechanics.keywords.forms` and executed by
:mod:`altered_deck.engine.mechanics.keywords.rules` (conditions, Reserve costs, Gigantic sums)."""

from __future__ import annotations

C_ORBS_AT_LEAST = 600  # you have >= n Mana Orbs (ready or exhausted)
C_ORBS_BELOW = 601  # you have < n Mana Orbs
C_SELF_FLEETING = 602  # I'm [[Fleeting]]
C_STARTING_REGION = 603  # (of the expedition a card is played in) it is in a starting region
C_EXP_NO_CHARACTERS = 604  # (of the expedition a card is played in) it has no Characters
C_BOTH_FAILED = 605  # (at Dusk) both of your expeditions failed to move forward

E_MY_MOVE = 600  # my expedition moves n regions forward (n < 0: backwards)
E_BOOST_PER_OTHERS = 601  # I gain n boosts per other Character in my expedition
E_OTHERS_TO_RESERVE = 602  # send the other Characters in my expedition to Reserve
E_LOSE_BOOSTS = 603  # I lose n boosts
E_LANDMARK_SWAP = 604  # if you have >= arg cards in your Landmarks, you may sacrifice one to
# play for free a Landmark Permanent from hand with Hand Cost <= the sacrificed one's + n
E_TOKEN_THREE = 605  # target three expeditions, a token in each: arg = (token, where) (your
# two, and in a duel one of the opponent's)
E_SACRIFICE_COSTLY = 607  # sacrifice another <kind/subtype>; if its Hand Cost was >= arg[0], I
# gain n boosts; if you can't, sacrifice me: arg = (min cost, kind mask, subtypes)

ST_GIGANTIC_IF = 600  # if C, I am [Gigantic]: arg = (C_*, amount) (mechanics/keywords/sums asks)
ST_RESERVE_COST = 601  # cards played from Reserve cost n more (n < 0: -n less, down to a
# minimum of arg[4] when it is > 0): arg = (kind mask (0: any card), subtype ("" any), other
# cards only, (C_*, amount) the holder must meet or None, floor, every player's cards (a text
# without "your", 5.1.2.f) or only its controller's)

ST_TOKEN_BOOST = 602  # when you create a token Character — it gains n boosts
ST_TOKENS_DEFENDER_IF = 603  # if C, [[Boosted]] tokens you control are [Defender]: arg = C
ST_DECLINED_MANA = 604  # (after "you may put me in my owner's Mana zone instead") if you
# don't, <effects>: arg = effects
ST_EXP_COST = 605  # I cost n more to play in an expedition where C holds (n < 0: less; n
# UNPAYABLE: I can't be played there): arg = (C_*, amount) of that expedition
ST_JOIN_SACRIFICE = 606  # when another Character joins my expedition — sacrifice it (and I
# gain n boosts)
ST_AT_NIGHT = 608  # At Night — effects (mine, before Rest): arg = effects
ST_SACRIFICE_CUT = 609  # you may sacrifice a Permanent to reduce my cost by n
ST_JOIN_MINE = 610  # when a <subtype> or a token joins my expedition — effects (mine): arg =
# (subtypes, tokens too, effects)
ST_OTHERS_HIGHEST_IF = 611  # if C, the {V}, {M} and {O} of other Characters you control are
# equal to their highest statistic: arg = (C_*, amount)
ST_JOIN_SACRIFICE_GIVE = 613  # when a <subtype> joins your expeditions — you may sacrifice
# me to give it n boosts: arg = subtype
ST_CHEAP_TARGET_IN = 614  # you may play me for {n} less; if you do, I can only target a
# Character in <terrain>: arg = terrain bit

RULES_SUMS = frozenset((ST_GIGANTIC_IF, ST_TOKENS_DEFENDER_IF, ST_OTHERS_HIGHEST_IF))
"""Statics that change expedition sums (with ``DYNAMIC_SUMS``: mechanics/keywords/sums)."""
RULES_WATCH = frozenset(
    (ST_TOKEN_BOOST, ST_JOIN_SACRIFICE, ST_AT_NIGHT, ST_JOIN_MINE, ST_JOIN_SACRIFICE_GIVE)
)
"""The mechanic's statics that watch events (with ``ST_DECLINED_MANA`` and
``ST_OTHERS_HIGHEST_IF``: the deck feature :data:`F_KEYWORD_WATCH`)."""
F_KEYWORD_WATCH = "keywords watchers"
"""The deck feature of a card with a keywords watcher (core/hooks.py)."""
