"""Effect kinds, conditions and statics of the turns mechanic: Rush, "You may pass", "each player
passes", first player changes, After You restricted to the first player, Gifts. Plain int
constants from the mechanic's range (450-499), imported from here by the modules that use them;
the forms are compiled by :mod:`altered_deck.engine.mechanics.turns.forms` and executed by
:mod:`altered_deck.engine.mechanics.turns.rules`."""

from __future__ import annotations

E_RUSH = 450  # you may [Rush] (play another card immediately, 7.3.34): arg = (kind mask,
# run its {R} if played from hand, effects if you do, effects if you don't)
E_MAY_PASS = 451  # you may pass: arg = (passing gives the opponent something, effects if
# you do, effects if you don't)
E_OPP_MANASEED = 452  # create a [Manaseed] token in (the) opponent's Landmarks: arg = token
E_EACH_PASSES = 453  # each player passes (starting with you)
E_GIVE_FIRST = 454  # target player becomes first player (the opponent: see turns_resolve)
E_ALSO_RECEIVE = 455  # (a Gift trigger) you may exhaust me to also receive it (7.3.29.b)

C_BOOSTS_ALL = 450  # >= n boosts among Characters you control and in your Reserve
C_ZERO_STATS_ALL = 451  # >= n base statistics of 0 among Characters you control and in
# your Reserve

ST_ON_GIFT = 461  # When you make a [Gift] (an opponent receives one, 7.3.22) — arg = effects
