"""Effect kinds, conditions and statics of the reserve mechanic: moves between Reserve, Hand and
Mana, discarding from Reserve, exhausting and readying Reserve cards, Reserve limits and Reserve
costs. Range 100-149 (each kind of constant). Plain ints, imported from here by the modules that
use them; the forms are compiled by :mod:`altered_deck.engine.mechanics.reserve.forms` and
executed by :mod:`altered_deck.engine.mechanics.reserve.handlers`."""

from __future__ import annotations

from altered_deck.engine.mechanics.counters.kinds import (
    ST_DECK_HAND_TO_RESERVE,
    ST_EXHAUSTED_GAIN,
    ST_TAP_IF_COUNTERS,
)

E_EXHAUST_TARGET_RESERVE = 100  # exhaust a card in your Reserve: arg = (may, effects if so)
E_READY_ALL_RESERVE = 101  # ready all cards in your Reserve
E_BOOST_RESERVE_EACH = 102  # each Character in your Reserve (of subtypes arg, () any) + n
E_DOUBLE_BOOSTS = 103  # double the boosts of your Characters in play and in Reserve
E_BOOST_RESERVE_THEN = 104  # a Reserve Character gains n boosts, then exhausted (arg True) or ready
E_RESERVE_TO_HAND_KIND = 105  # you may return a card of kind mask arg from Reserve to hand
E_HAND_TO_RESERVE_MAY = 106  # you may put a hand card in Reserve: arg = (kind for draw, draw n)
E_DISCARD_RESERVE_ANY = 108  # discard any number of Reserve cards: arg = effects per card
E_PLAY_RESERVE_FREE = 109  # play a Reserve Character with Reserve Cost <= n for free
E_RESUPPLY_CHARACTER = 110  # [Resupply]; a Character put in Reserve: arg 0 to hand, n play -n
E_BOOST_PER_EXHAUSTED = 111  # I gain n boosts per exhausted Permanent / Reserve card, max arg

C_RESERVE_SPELL_COST = 100  # there's a Spell with Reserve Cost >= n in your Reserve
C_EXHAUSTED_ANY = 102  # you control an exhausted Permanent or have an exhausted Reserve card

ST_PLAY_EXHAUSTED = 100  # you may play exhausted cards of kind arg[0] from Reserve
# (arg[1] True: only into my expedition, a Gear's; arg[2] True: an {I} of a Reserve card)
ST_KEEP_EXHAUSTED = 101  # Clean-up keeps n more Reserve card(s) if exhausted
ST_NOT_IN_LIMIT = 102  # {I}: I don't count towards your Reserve limit
ST_LIMIT_DOWN = 103  # {I}: all Reserve limits are reduced by n
ST_ON_EXHAUST_RESERVE = 104  # when you exhaust a card in Reserve, you may exhaust me to: arg
ST_STAY_EXHAUSTED = 106  # exhausted Characters in Reserve remain exhausted during Morning
E_AUGMENT = 112  # [Augment] one target card in play or in Reserve (n 1: any number of them;
# arg: "you may")
E_SWAP_BOOSTS = 114  # two Characters in play or in Reserve exchange boosts (arg: Boosted only)
E_REVEAL_SPELL_PERMANENT = 115  # reveal the top card: a Spell is drawn, a Permanent goes to Reserve
E_WHEEL = 116  # discard your hand and your Reserve
E_DISCARD_WHOLE_RESERVE = 130  # discard your Reserve (every card in it)
E_READY_EXHAUSTED_UP_TO = 131  # ready up to n exhausted Permanents you control / Reserve cards
E_DISCARD_ALL_OTHERS = 132  # discard all other cards in play and in Reserve (both players')
E_PAY_HAND_TOKEN = 117  # may pay n and put a hand card in Reserve: arg = (token, where)

C_IN_CONTACT = 103  # my expedition is in a region with an expedition of another player
C_HAND_REVEAL = 104  # you reveal a hand card: amount = (min Hand Cost, kind mask)

ST_TO_RESERVE = 107  # when I go to Reserve from the Expedition zone: arg effects (I = me)
E_READY_PERMANENT_OR_RESERVE = 118  # ready a Permanent in play (n more to pay for Hand Cost
# >= arg) or a card in your Reserve
E_PLAY_ME_ASLEEP = 119  # (a Reserve card) you may play me for free and I gain Asleep

ST_FROM_HAND = 108  # when I go to Reserve from your hand: arg effects (I = me, in Reserve)
E_REMOVE_BOOSTS_TIERS = 120  # remove all boosts of the Characters in play and in Reserve (each
# player's), then arg = ((low, high, effects), ...) by the number removed
E_PLAY_HAND_FREE = 121  # play a hand card with Hand Cost <= n for free
E_DIE_RESERVE_BOOST = 122  # roll a die, may discard a Reserve card for +n: target gains X

C_DISCARDABLE = 105  # your Reserve holds a card that can pay a "discard ... to reduce my cost"

ST_DISCARD_CUT = 109  # you may discard a Reserve card to reduce my cost by n (with ST_SELF_COST)
ST_LEAVE_RESERVE = 110  # (a Landmark) when a card leaves your Reserve during the Afternoon:
# arg effects (I = the Landmark)
ST_FROM_RESERVE_PLAY = 111  # (in play) when you play another card from Reserve: arg effects

E_NEXT_RESERVE_BOOST = 123  # the next Character you play from your Reserve this turn + n
E_BOOST_TARGET_PER = 124  # target Character gains n boosts per thing counted: arg = PER_*
E_EXHAUST_ME_IN_RESERVE = 125  # (a card that went to Reserve) exhaust me
E_BOTH_OR_IT = 126  # target a Character (arg[0] True: in Reserve), roll: 4+ it and I gain
# arg[1] boosts, 1-3 it gains arg[2]

ST_TO_RESERVE_ANY = 112  # when I go to Reserve from anywhere: arg effects (I = me)
ST_LIMIT_IF_COST = 113  # Reserve limit + n while a Reserve card of kind arg[0] has Hand Cost
# >= arg[1] (a Landmark's)

E_BOOST_RESERVE_OTHER = 127  # another Character in your Reserve gains n boosts

E_PLAY_REVEALED_THEIRS = 1133  # target opponent reveals a random hand card; if C, you may play
# it for free (Fleeting); if you don't, discard it: arg = (C_* condition, amount)
E_ASLEEP_AHEAD = 128  # target an Expedition that's ahead: each of its Characters gains Asleep

E_NEXT_ANCHOR = 129  # the next Character you play this turn with Hand Cost <= n: Anchored

ST_TAP_DISCARD = 116  # (a Hero) its {T} ability also costs discarding a Reserve card

ST_LEAVE_PER_BOOST = 114  # when I leave the Expedition zone, for each of my boosts: arg effects
ST_TO_RESERVE_IF_BOOSTS = 115  # when I go to your Reserve from the Expedition zone, if I had
# >= n boosts: arg effects

ST_ON_BOOSTED_SELF = 117  # when I gain 1 or more boosts: arg effects
ST_ON_RESERVE_BOOSTED = 118  # (in play) when a Character in your Reserve gains boosts: arg
ST_ON_CONTROLLED_BOOSTED = 119  # when a Character you control gains boosts, you may exhaust
# me to: arg effects (a Hero, a Landmark or a Gear)
ST_ON_HAND_TO_RESERVE = 120  # (in play) when a card goes from your hand to your Reserve: arg
# effects, once per card

# arg layouts the deck compiler rewrites (token ids): see cards._resolve_token_ids
RESERVE_TOKEN_OPS = frozenset((E_PAY_HAND_TOKEN,))  # arg = (token, where)
RESERVE_EFFECTS_STATICS = frozenset(  # the static's arg is an effects tuple
    (
        ST_ON_EXHAUST_RESERVE,
        ST_TO_RESERVE,
        ST_FROM_HAND,
        ST_LEAVE_RESERVE,
        ST_FROM_RESERVE_PLAY,
        ST_TO_RESERVE_ANY,
        ST_LEAVE_PER_BOOST,
        ST_TO_RESERVE_IF_BOOSTS,
        ST_ON_BOOSTED_SELF,
        ST_ON_RESERVE_BOOSTED,
        ST_ON_CONTROLLED_BOOSTED,
        ST_ON_HAND_TO_RESERVE,
    )
)
F_RULES = "reserve rules"
"""The deck feature of a card with a :data:`RESERVE_RULE_STATICS` static (core/hooks.py): the
Reserve's hooks run only then."""
RESERVE_RULE_STATICS = frozenset(  # a deck with one has the feature F_RULES
    (
        ST_DECK_HAND_TO_RESERVE,  # (the counters mechanic's watchers: run from these hooks)
        ST_EXHAUSTED_GAIN,
        ST_TAP_IF_COUNTERS,
        ST_PLAY_EXHAUSTED,
        ST_KEEP_EXHAUSTED,
        ST_NOT_IN_LIMIT,
        ST_LIMIT_DOWN,
        ST_ON_EXHAUST_RESERVE,
        ST_STAY_EXHAUSTED,
        ST_TO_RESERVE,
        ST_FROM_HAND,
        ST_LEAVE_RESERVE,
        ST_FROM_RESERVE_PLAY,
        ST_DISCARD_CUT,
        ST_TO_RESERVE_ANY,
        ST_LIMIT_IF_COST,
        ST_LEAVE_PER_BOOST,
        ST_TO_RESERVE_IF_BOOSTS,
        ST_TAP_DISCARD,
        ST_ON_BOOSTED_SELF,
        ST_ON_RESERVE_BOOSTED,
        ST_ON_CONTROLLED_BOOSTED,
        ST_ON_HAND_TO_RESERVE,
    )
)
