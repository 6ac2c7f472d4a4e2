"""Effect kinds, conditions and statics of the sacrifice mechanic (range 200-249): sacrifice,
counters spent from any card, Mana-zone replacements, Landmark tokens. Plain int constants,
imported from here by the modules that use them; the forms are compiled by
:mod:`altered_deck.engine.mechanics.sacrifice.forms` and executed by
:mod:`altered_deck.engine.mechanics.sacrifice.rules`."""

from __future__ import annotations

from altered_deck.engine.mechanics.counters.kinds import COUNTER_WATCHERS

E_SACRIFICE = 200  # sacrifice n objects: arg = (kind mask, subtypes, SAC_* flags, if so, if not)
E_SACRIFICE_ME = 201  # sacrifice the source: arg = (may, effects if you do)
E_BACK_TO_RESERVE = 202  # (when I'm sacrificed) the sacrificed card goes from discard to Reserve
E_SPEND_COUNTER = 203  # spend n counters from a card you control or in Reserve: arg = effects
E_MAY_SPEND_COUNTER = 215  # "you may" E_SPEND_COUNTER (a `may` decision first)
E_EXHAUST_ME = 205  # (you may) exhaust me (and spend n of my counters) to: arg = effects
E_LANDMARK_TOKEN_EACH = 206  # a Landmark token in each player's Landmarks: arg = token
E_HAND_KIND_TO_RESERVE = 207  # you may put a card of kind mask arg[0] from your hand in Reserve;
# if you don't: arg[1] effects
E_UNFLEET_SPEND = 211  # spend any number of my counters: as many Characters lose Fleeting
E_TOKEN_STATUS = 213  # create n tokens, then it gains a status: arg = (token, where, status)
E_SHIFT = 209  # one of your expeditions moves backwards one region; if it does, the other
# moves forward one region
E_LANDMARK_TOKEN_TARGET = 214  # n Landmark tokens in target player's Landmarks: arg = token

# flags of E_SACRIFICE
SAC_MAY = 1  # "you may": only an object whose loss costs (next to) nothing
SAC_ANOTHER = 2  # not the source
SAC_MY_EXPEDITION = 4  # a Character in the source's expedition
SAC_ME_IF_NOT = 8  # "If you can't, sacrifice me."
SAC_EACH_PLAYER = 16  # each player sacrifices (the duel opponent too)
SAC_ANY_NUMBER = 32  # any number of them; "if you do" runs once per object sacrificed

C_FEWER_BOOSTS = 200  # I have less than n boosts

ST_SACRIFICED = 200  # "When I'm sacrificed[, if I was (not) Fleeting]": arg = (SW_*, effects)
ST_ON_SACRIFICE = 201  # "When you sacrifice a <kind>": arg = (kind mask, effects)
ST_CHARACTER_LEAVES = 202  # "When a (non-token) Character leaves your Expeditions":
# arg = (non-token only, effects)

ST_PASS_FIRST = 205  # "When you pass first": arg = effects
ST_PLAYED_CHARACTER = 207  # "When you play a Character — If it ..., <effects>":
# arg = (IT_* test, terrain bit, effects)

ST_MOVED_DUE = 208  # "When my / one of your Expeditions moves forward due to {V}":
# arg = (my expedition only, terrain bit, effects)

# the tests of ST_PLAYED_CHARACTER on the played Character
IT_IN_TERRAIN = 0  # it's in a region with the terrain bit
IT_BEHIND = 1  # its expedition is behind (a duel's facing expedition travelled further)
IT_ZERO_STAT_TERRAIN = 2  # it's in a terrain where its base statistic is 0

COUNTERS_WATCH = (
    frozenset(
        (ST_ON_SACRIFICE, ST_CHARACTER_LEAVES, ST_PASS_FIRST, ST_PLAYED_CHARACTER, ST_MOVED_DUE)
    )
    | COUNTER_WATCHERS
)
"""Static kinds that watch events (a deck with one has the counters' feature ``F_COUNTERS_WATCH``:
the hooks that look for them run only then)."""

# when ST_SACRIFICED applies
SW_ALWAYS = 0
SW_FLEETING = 1  # if I was Fleeting
SW_NOT_FLEETING = 2  # if I was not Fleeting

E_TIERS_BY_CHARACTERS = 216  # "Then, depending on the number of Characters in your
# Expeditions: • 2+: A • 4+: also B": arg = ((at least, effects), ...), each tier reached
