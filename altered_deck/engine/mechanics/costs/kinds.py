"""Effect kinds, conditions and statics of the costs mechanic. Plain int constants from the
mechanic's range (150-199), imported from here by the modules that use them; the forms are
compiled by :mod:`altered_deck.engine.mechanics.costs.forms` and executed by
:mod:`altered_deck.engine.mechanics.costs.rules`. Ops whose ``arg`` holds effects keep them as
the *last* item of a tuple (see :data:`NESTED_LAST`), so the compiler can fix token ids inside
them."""

from __future__ import annotations

from altered_deck.engine.core.effects import E_EACH_PLAYER
from altered_deck.engine.mechanics.boosts.kinds import ST_PLAY_SUBTYPE

E_BOOST_WHERE = 150  # n boosts to your Character(s) a filter picks: arg = a BoostFilter tuple
# (every, another, needed status, status lost, subtype, terrain bit, single-terrain region)
E_PLAY_NOW = 151  # immediately play up to n cards: arg = (kind mask, cut (FREE = free),
# max base cost (0 any), Reserve too, (boosts, status) the played Character gains, "you may")
E_PAY = 152  # you may pay {n} to ...: arg = (effects,)
E_SPEND_BOOSTS = 153  # you may spend n of my boosts to ...: arg = (effects,)
E_REVEAL_TOP = 156  # reveal the top card of your deck; draw it if it matches: arg =
# (kind mask, subtypes, a base statistic of 0, discard it otherwise)
E_BOOST_WAKE = 157  # target Character gains n boosts; if Asleep, it loses Asleep
E_BOOST_CAPPED = 158  # I gain n boosts, up to a max of arg
E_EXHAUST_SELF = 159  # {T} inside an option: exhaust me (a Reserve card)
E_BECOME_FIRST = 160  # you become first player (then it alternates from you, 4.2.1.b)
E_FLOOR_CUT = 161  # pay {n} less for the next <kind> (arg = (mask, this Afternoon)), down to 1
E_NEXT_BOOST_IN = 162  # the next Character you play in {V} this turn gains n boosts: arg = bit
E_ROLL_REVEAL = 165  # roll a die and reveal the top card of your deck (see ST_REVEAL_DRAW)
E_UNFLEET_FROM_HAND = 166  # the next <kind> you play this turn, if from your hand, loses
# Fleeting: arg = kind mask (a pending effect)
E_PASS_NOW = 168  # you may immediately pass: arg = (effects if you do,)
E_PLAY_SUBTYPE_NOW = 169  # (you may) immediately play a <subtype> for {n} less, down to a
# minimum of {1}: arg = (kind mask, subtype, "you may")

# pending effects (GameState.pending): (P_*, mask or terrain bit, amount, this Afternoon)
P_FLOOR_CUT = 0
P_NEXT_BOOST_IN = 1
P_UNFLEET_FROM_HAND = 2
P_FLOOR_CUT_FEAT = 3  # P_FLOOR_CUT for a Feat only (a Landmark of that subtype)

FEAT = "FEAT"  # the subtype that makes a Landmark a Feat

FREE = 99  # a cost cut that makes any card free (costs never go below 0)

C_SELF_BOOSTS_AT_MOST = 150  # I have <= n boosts
C_SINGLE_VISIBLE = 151  # >= n single-terrain regions are visible (revealed)
C_BOOSTED = 153  # I'm Boosted (I have a boost)
# (154, 155: I'm [In Contact] / not, now the reserve mechanic's C_IN_CONTACT)
C_FACING_CHARACTERS = 157  # I'm facing >= n Characters (the facing expedition's)
C_RESERVE_KIND = 158  # there are >= n <kind>s in your Reserve: amount = (n, KIND word)

ST_NOON_RESERVE = 150  # {I} At Noon (ready, in Reserve): arg = (option texts of a "Choose one", or
# (), *options: tuples of effects)
ST_KIND_CUT = 151  # you may play <kind>s for {n} less if their cost is >= arg[1]:
# arg = (kind mask, min cost, True: Hand Cost (else the cost paid, "Base Cost"))
ST_ALSO_KIND = 152  # I'm also considered a <kind>, even when not in play: arg = kind bit
ST_SEASONED_HERE = 153  # (a Gear) Characters in my Expedition are [Seasoned] (at Rest)
ST_MORNING_TOP_MANA = 156  # (the Hero) During Morning, draw only one card, then the top card
# of your deck goes to your Mana zone (ready: it replaces Expand's card, 4.2.1.e)
ST_HIGHEST_HERE = 157  # the {V}, {M} and {O} of Characters in my Expedition are equal to
# their highest statistic
ST_MY_HIGHEST = 158  # if C, my {V}, {M} and {O} are equal to my highest: arg = (C_*, amount)
ST_TOKENS_GIGANTIC = 159  # Tokens you control are [Gigantic]
ST_DEFENDER_UNLESS = 160  # I am [Defender] unless C: arg = (C_*, amount)
ST_IGNORE_DEFENDERS = 161  # [Defender] Characters don't prevent my Expedition from moving
# forward: arg None (with a condition it is the watchers mechanic's ST_DEFENDER_WAIVE)
DYNAMIC_SUMS = frozenset(
    (ST_HIGHEST_HERE, ST_MY_HIGHEST, ST_TOKENS_GIGANTIC, ST_DEFENDER_UNLESS, ST_IGNORE_DEFENDERS)
)
"""Statics that change expedition sums or Defender: such a deck's sums come from
:func:`altered_deck.engine.mechanics.keywords.sums.expedition_sums`."""
ST_ROLL_REVEAL = 163  # (a Landmark) if you would roll dice, also reveal the top card
ST_REVEAL_DRAW = 164  # when you reveal a card this way — if its Hand Cost is the die's
# result, draw it (else it stays on top)
ST_REVEAL_PLAY = 612  # (numbered in the keywords' range, where it was first declared)
# when you reveal a card this way — if its Hand Cost is the die's result,
# you may exhaust me to play it for free (no {H} abilities)

NESTED_LAST = frozenset((E_PAY, E_SPEND_BOOSTS, E_EACH_PLAYER, E_PASS_NOW))
"""Ops whose arg's last item is a tuple of effects."""
STATIC_NESTED_LAST = frozenset((ST_PLAY_SUBTYPE,))
"""Statics whose arg's last item is a tuple of effects."""
"""Ops whose arg's items after the first are tuples of effects."""
