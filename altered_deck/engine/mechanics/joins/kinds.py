"""Effect and static kinds of the joins mechanic. Plain int constants, imported from here by
the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.joins.forms` and executed by
:mod:`altered_deck.engine.mechanics.joins.rules`."""

from __future__ import annotations

E_BOOST_SELF_UP_TO = 995  # I gain n boosts, up to a max of arg boosts on me
E_BOOST_SELF_PER_UP_TO = 996  # I gain n boosts per (other) <subtype> in your Expeditions, up
# to a max of arg[2] boosts on me: arg = (subtype or "", other, max)

E_SPEND_MINE_FOR_IT = 935  # you may spend n of my boosts; if you do, it (the Character
# that joined) gains arg boosts
E_SPEND_ANY_FOR_IT = 936  # you may spend n boosts from a Character you control to give it
# (the Character that joined) arg boosts

ST_WHEN_JOINS = 995  # when a Character joins: arg = (subtype or "", another, where, boosts it
# gains, effects of the watcher)

ANYWHERE, OTHER_EXPEDITION, MY_EXPEDITION = 0, 1, 2
"""Where the Character joins: your Expeditions, your other Expedition, my Expedition."""

F_JOINS_WATCHED = "joins watched (general)"
"""The deck feature: a card has a "When ... joins" ability of this mechanic."""
