"""Effect kinds, conditions and statics of the counters mechanic (range 550-599): the Hero's
counters, "X where X is my number of <name> counters", counters up to a maximum, watchers that
give counters. Plain int constants, imported from here by the modules that use them; the forms
are compiled by :mod:`altered_deck.engine.mechanics.counters.forms` and executed by
:mod:`altered_deck.engine.mechanics.counters.rules`. The Hero's counters live in
``GameState.hero_counters``: an effect whose source is the Hero (run with no unit) gains, spends
and counts those."""

from __future__ import annotations

E_COUNTERS_MAX = 550  # I gain n counters, up to a max of arg
E_X_COUNTERS = 551  # arg = (plus, effects): the effects with n = my counters + plus
E_REPEAT_X = 552  # "Do the following X+plus times": arg = (plus, effects)
E_SPEND_MINE = 554  # (you may) spend n of my counters to: arg = effects
E_REVEAL_PLAY_OR_HAND = 555  # reveal the top card: play it for free or put it in your hand
E_REMOVE_COUNTERS = 559  # remove (up to: arg True) n counters from target card in play or in
# Reserve (a value no ST_ of this group uses: coverage's matchup set mixes E_ and ST_ kinds)
E_X_ARG = 557  # an amount inside the effect's arg is X+plus: arg = (plus, position, effect)
E_UNFLEET_NEXT_IF = 558  # the next card you play this turn, if it matches, loses Fleeting:
# arg = subtypes it may have, () for "a Character with a base statistic of 0"
P_UNFLEET_IF = 550  # (a GameState.pending entry) E_UNFLEET_NEXT_IF waiting: amount = filter id

C_MY_COUNTERS = 550  # I have n or more counters (the Hero: its own)
C_FEWER_COUNTERS = 551  # I have less than n counters
C_HERO_COUNTERS = 552  # your Hero has n or more counters

ST_PLAYED_COST_GE = 551  # "When you play a Character with Hand Cost greater than or equal to
# my number of counters": arg = effects
ST_PLAYED_ZERO_STAT = 552  # "When you play a Character with a base statistic of 0": effects
ST_DECK_HAND_TO_RESERVE = 553  # "When a card goes from your deck or hand to Reserve": effects
ST_ONE_GAINS_FX = 556  # "When a Character you control gains [[X]] — <effects>": (X, effects)
ST_PERMANENT_JOINS = 557  # "When another Permanent joins your Expeditions or Landmarks": effects
ST_TAP_IF_COUNTERS = 558  # (a Hero) 'If I have n or more counters, I gain "{T} : ..."'
ST_EXHAUSTED_GAIN = 554  # "When you exhaust a card in Reserve" (no cost): arg = effects
ST_COUNTER_AT = 206  # "When I gain my n-th <name> counter": arg = effects


COUNTER_WATCHERS = frozenset(
    (
        ST_PLAYED_COST_GE,
        ST_PLAYED_ZERO_STAT,
        ST_DECK_HAND_TO_RESERVE,
        ST_EXHAUSTED_GAIN,
        ST_PERMANENT_JOINS,
    )
)
"""Static kinds of this group that watch events (part of ``COUNTERS_WATCH``)."""

F_COUNTERS_WATCH = "sacrifice and counters watchers"
"""The deck feature of a card with a static of the sacrifice's ``COUNTERS_WATCH`` (core/hooks.py):
the sacrifice's and the counters' hooks that look for them run only then."""
