"""Effect kinds, conditions and statics of the watchers mechanic (range 250-299). Plain int
constants, imported from here by the modules that use them; the forms are compiled by
:mod:`altered_deck.engine.mechanics.watchers.forms` and executed by
:mod:`altered_deck.engine.mechanics.watchers.rules`. The mechanic covers Ascended expeditions,
conditions that compare with the facing expedition (behind, tied), statuses given to others,
"when you play / roll" watchers and extra Dusk moves."""

from __future__ import annotations

from altered_deck.engine.mechanics.counters.kinds import ST_ONE_GAINS_FX

# --- effect ops --------------------------------------------------------------------------
E_TOKEN_BEHIND = 251  # n tokens in each of your expeditions that is behind or tied: (token, _)
E_BOOST_ASCENDED = 253  # target Character in an Ascended expedition gains n boosts
E_ANCHOR_IF = 254  # target Character that is Fleeting (or Boosted, arg bit 256) gains Anchored
E_RALLY = 255  # target Character gains n boosts; if it is Asleep it is Anchored instead
# (256: "you may spend n of my boosts to", now the costs mechanic's E_SPEND_BOOSTS)
E_MAY_ASLEEP_SELF = 257  # you may have me gain Asleep (when my stats do not make a move)
E_FLEETING_FOR_BOOST = 258  # you may have me gain Fleeting; if so another Character: n boosts
E_PAY_STATUS_SELF = 259  # you may pay {n} to have me gain status bit arg
E_PAY_THEN = 260  # you may pay {n}; if you do: arg = effects (paid when possible)
E_NEXT_RESERVE_FX = 261  # the next Character played from hand this turn runs its {R} abilities
E_ACTIVATE_EACH = 262  # activate the {J} abilities of each of your cards of kind arg (in play)
E_PLAY_NOW_CHARACTER = (
    263  # immediately play a Character for {n} less: arg = (where, status gained)
)
E_BOOST_OTHER_EXP = 264  # target Character in your other expedition gains n boosts
E_AFTER_REST = 265  # arg = effects run after tonight's Rest (expedition kept)
E_REVEAL_PUT = 266  # reveal the top n, put up to arg[0] Characters in play with status arg[1]
E_SWITCH_ALL = 268  # all your Characters switch expeditions (arg True: "target player", may)
E_STATUS_OTHERS = 269  # each other Character (of yours) gains status bit arg
E_SLEEP_ONE = 270  # a Character you control gains Asleep: arg None or (max Hand Cost or 0,
# boosts given, only when its sleep costs no move); n > 0: spend n of my boosts for it
E_TOKEN_PER_SUBTYPE = 271  # one token per card of a subtype you control: arg = (token, where, sub)
E_WIN = 272  # you win the game (at the end of this Day's Night)
E_TRIO_STATUS = 273  # target Character gains Fleeting, Anchored or Asleep (your pick)
E_NEXT_SUBTYPE_COST = 274  # the next card of subtype arg you play this turn costs {n} less
E_NO_MOVE_DAY = 275  # expeditions (all: yours and, in duels, the opponent's) can't move today
E_STATUS_CHEAP = 277  # each of your Characters with Hand Cost <= n gains status bit arg
E_TOKEN_ALL = 278  # n tokens in each expedition (a duel's opponent's too): arg = (token, _)
E_BACK_AND_FORTH = 276  # one of your expeditions moves backwards one region; if it does, the
# other moves forward one

# --- conditions ----------------------------------------------------------------------------
C_BEHIND = 250  # my expedition is behind the one facing it (7.5.2.b)
C_ALL_BEHIND_OR_TIED = 251  # each of your expeditions is behind or tied (7.5.2)
C_ASCENDED_ME = 252  # my expedition is Ascended
C_BOOSTED_CHARACTERS = 255  # you control >= n Boosted Characters
C_OTHER_BOOSTED = 256  # you control >= n other Boosted Characters
C_OPPONENT_CHARACTERS = 257  # an opponent controls >= n Characters (none when goldfishing)
C_SINGLE_TERRAIN_ME = 258  # I am in a region of a single terrain
C_TRIO = 260  # you control a Fleeting, another Anchored and yet another Asleep Character

# --- counts (E_BOOST_PER, ST_SELF_COST_PER) ----------------------------------------------

# --- support events (ST_SUPPORT_GAIN's arg[0]) ---------------------------------------------
EV_ROLL = 250  # you roll one or more dice
EV_PLAY_ZERO = 251  # you play a Character with a base statistic of 0

# --- statics -------------------------------------------------------------------------------
ST_ETERNAL_ASCENDED = 250  # "If my Expedition is Ascended, I am [Eternal]"
ST_ASCEND_RESUPPLY = 251  # an Ascended expedition that would Ascend again: [Resupply]
ST_EXTRA_MOVE = 252  # my expedition moving at Dusk moves one more: arg = die branches or ()
ST_PLAY_BASE_EXHAUST = 253  # when you play kind with Base Cost >= n: exhaust me, effects:
# arg = (kind, min cost, extra min cost, extra effects, effects)
ST_PLAY_ASCENDED_BOOST = 254  # a Character played in an Ascended expedition: exhaust me, n
ST_ROLL_DRAW = 255  # when you roll dice: draw n if the result is >= arg
ST_ROLL_PLUS = 256  # you may add n to each die you roll
ST_PLAY_FROM_RESERVE = 257  # when you play another card from Reserve: arg = effects
ST_DEFENDER_WAIVE = 258  # Defenders don't stop my expedition if C: arg = (C, amount)
ST_PAY_TO_BOOST_PLAYED = 259  # {I} when you play another Character: pay {n} to give it 1 boost
ST_PLAY_BASE = 261  # when you play kind with Base Cost >= n — effects (Reserve Cost if from
# Reserve): arg = (kind, another, min cost, effects)
ST_JOIN_NONTOKEN = 262  # a non-token Character joins your expeditions: it gains n boosts
ST_GAIN_INSTEAD = 263  # "If I would gain [[X]], I gain Y instead": arg = (X, Y status or 0),
# n = boosts instead
ST_WHEN_I_GAIN = 264  # "When I gain [[X]] — I gain n boosts": arg = X
ST_WHEN_ONE_GAINS = 265  # "When a Character you control gains [[X]] — n boosts": arg = (X, to
# that Character (True) or to me)
ST_NO_MOVE_OTHER = 266  # your other expedition and the one facing it can't move forward
ST_LONE_GIGANTIC = 267  # (a Gear) the only Character of my expedition is Gigantic
ST_ONLY_DUE_TO = 268  # an expedition facing me in terrain arg moves only due to arg (4.2.4.d)
F_STATICS = "watchers"
"""The deck feature of a card the watchers' play, roll, join and Dusk hooks look at."""
F_STATUS = "status watchers"
"""The deck feature of a card with a :data:`STATUS_STATICS` static ("when ... gains [[X]]")."""
STATUS_STATICS = frozenset(
    (ST_GAIN_INSTEAD, ST_WHEN_I_GAIN, ST_WHEN_ONE_GAINS, ST_ONE_GAINS_FX)  # the last: the counters'
)

# arg layouts the deck compiler rewrites (token ids): EFFECTS_ARG_OPS ops' arg is an effects tuple,
# NESTED_STATICS_LAST statics' arg ends with one
EFFECTS_ARG_OPS = frozenset((E_PAY_THEN, E_AFTER_REST))
NESTED_STATICS_LAST = frozenset((ST_PLAY_BASE_EXHAUST, ST_PLAY_FROM_RESERVE, ST_PLAY_BASE))
TOKEN_ARG_OPS = frozenset(
    (E_TOKEN_BEHIND, E_TOKEN_PER_SUBTYPE, E_TOKEN_ALL)
)  # arg = (token, where, ...)
TARGETING_GROUP_OPS = frozenset((E_BOOST_ASCENDED, E_RALLY, E_BOOST_OTHER_EXP))  # aimed at "exp"
