"""Effect kinds and statics of the Mana zone (each keeps the value it had in the mechanic that
first numbered it: boosts 24-49, reserve 100-149, sacrifice 200-249). Plain int constants,
imported from here by the modules that use them; :mod:`altered_deck.engine.mechanics.mana.forms`
reads their own texts (the others' forms write them inside a sacrifice or an "each player"), and
:mod:`altered_deck.engine.mechanics.mana.rules` executes them."""

from __future__ import annotations

E_RESERVE_TO_MANA = 107  # you may put a Reserve card in your Mana zone: arg True = ready orb
E_RESERVE_TO_MANA_THEN = 44  # ... exhausted; if you do, arg (effects)
