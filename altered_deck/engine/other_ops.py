"""Effect kinds, conditions and statics of the "other" coverage group (issue 13).

Plain int constants from the group's range (150-199), re-exported by
:mod:`altered_deck.engine.effects` (so ``fx.E_*`` names them all); the forms are compiled by
:mod:`altered_deck.engine.other_text` and executed by :mod:`altered_deck.engine.other_resolve`.
Ops whose ``arg`` holds effects keep them as the *last* item of a tuple (see
:data:`NESTED_LAST`), so the compiler can fix token ids inside them.
"""

from __future__ import annotations

E_BOOST_WHERE = 150  # n boosts to your Character(s) a filter picks: arg = a BoostFilter tuple
# (every, another, needed status, status lost, subtype, terrain bit, single-terrain region)
E_PLAY_NOW = 151  # immediately play up to n cards: arg = (kind mask, cut (FREE = free),
# max base cost (0 any), Reserve too, (boosts, status) the played Character gains)
E_PAY = 152  # you may pay {n} to ...: arg = (effects,)
E_SPEND_BOOSTS = 153  # you may spend n of my boosts to ...: arg = (effects,)
E_EACH_PLAYER = 154  # each player ...: arg = (effects,) run for you, then for the opponent
E_DISCARD_HAND = 155  # discard your hand
E_REVEAL_TOP = 156  # reveal the top card of your deck; draw it if it matches: arg =
# (kind mask, subtypes, a base statistic of 0, discard it otherwise)
E_BOOST_WAKE = 157  # target Character gains n boosts; if Asleep, it loses Asleep
E_BOOST_CAPPED = 158  # I gain n boosts, up to a max of arg
E_EXHAUST_SELF = 159  # {T} inside an option: exhaust me (a Reserve card)

FREE = 99  # a cost cut that makes any card free (costs never go below 0)

C_SELF_BOOSTS_AT_MOST = 150  # I have <= n boosts
C_SINGLE_VISIBLE = 151  # >= n single-terrain regions are visible (revealed)
C_ZERO_STATS = 152  # >= n base statistics of 0 among Characters you control
C_BOOSTED = 153  # I'm Boosted (I have a boost)

ST_NOON_RESERVE = 150  # {I} At Noon (ready, in Reserve): arg = options (tuples of effects)
ST_KIND_CUT = 151  # you may play <kind>s for {n} less if their cost is >= arg[1]:
# arg = (kind mask, min cost, True: Hand Cost (else the cost paid, "Base Cost"))
ST_ALSO_KIND = 152  # I'm also considered a <kind>, even when not in play: arg = kind bit

NESTED_LAST = frozenset((E_PAY, E_SPEND_BOOSTS, E_EACH_PLAYER))
"""Ops whose arg's last item is a tuple of effects."""
