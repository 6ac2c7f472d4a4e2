"""Effect kinds and statics of the terrain mechanic (numbered in the costs' range, 150-199,
where they were first declared). Plain int constants, imported from here by the modules that
use them; the forms are read by :mod:`altered_deck.engine.mechanics.terrain.forms`,
:mod:`altered_deck.engine.mechanics.costs.statics` and
:mod:`altered_deck.engine.mechanics.costs.forms`, and
:mod:`altered_deck.engine.mechanics.terrain.rules` executes them."""

from __future__ import annotations

E_PLACE_MARKER = 164  # place one of my (the Hero's) Terrain Markers on a visible region
E_PLACE_TERRAIN = 606  # place a <terrain> Terrain Marker on target visible region: arg = bit
# (numbered in the keywords' range, where it was first declared)

ST_TERRAIN_MARKERS = 162  # (the Hero) I begin the game with Terrain Markers: arg = bits
ST_ALL_REGIONS = 166  # all regions are <terrain> and lose their other terrains: arg = bit
ST_TERRAIN = 154  # my region is {V} (in addition, or instead): arg = (terrain bit, replace,
# the facing expedition's region too)
