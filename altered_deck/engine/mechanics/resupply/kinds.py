"""Effect kinds of the resupply mechanic. Plain int constants, imported from here by the
modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.resupply.forms` and executed by
:mod:`altered_deck.engine.mechanics.resupply.rules`."""

from __future__ import annotations

E_RESUPPLY_THEN_BOOST = 985  # [Resupply]; the card put in Reserve gains n boosts if it is one of
# arg = (kind mask, subtype or "")
E_PLAYER_RESUPPLIES = 986  # target player [Resupplies] n times (arg True: [Exhausted ...])
