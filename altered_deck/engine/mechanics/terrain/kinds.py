"""Effect kinds and statics of the terrain mechanic (numbered in the costs' range, 150-199,
where they were first declared). Plain int constants, imported from here by the modules that
use them; the forms are read by :mod:`altered_deck.engine.mechanics.terrain.forms`,
:mod:`altered_deck.engine.mechanics.costs.statics` and
:mod:`altered_deck.engine.mechanics.costs.forms`, and
:mod:`altered_deck.engine.mechanics.terrain.rules` executes them."""

from __future__ import annotations

E_PLACE_TERRAIN = 606  # place a <terrain> Terrain Marker on target visible region: arg = bit
# (numbered in the keywords' range, where it was first declared)
