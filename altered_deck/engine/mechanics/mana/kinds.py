"""Effect kinds and statics of the Mana zone (each keeps the value it had in the mechanic that
first numbered it: boosts 24-49, reserve 100-149, sacrifice 200-249). Plain int constants,
imported from here by the modules that use them; :mod:`altered_deck.engine.mechanics.mana.forms`
reads their own texts (the others' forms write them inside a sacrifice or an "each player"), and
:mod:`altered_deck.engine.mechanics.mana.rules` executes them."""

from __future__ import annotations

E_MANA_TOP = 29  # the top card of your deck goes to your Mana zone, exhausted (3.2.9.b)
E_READY_MANA = 42  # ready n exhausted Mana Orbs
E_RESERVE_TO_MANA = 107  # you may put a Reserve card in your Mana zone: arg True = ready orb
E_RESERVE_TO_MANA_THEN = 44  # ... exhausted; if you do, arg (effects)
E_ME_TO_MANA = 212  # (you may) put me (in play) in my owner's Mana zone

ST_TO_MANA = 203  # "If I would leave the Expedition zone, (you may) put me in my owner's Mana
# zone instead": arg = (may, only while Boosted)
