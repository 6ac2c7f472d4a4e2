"""Card-text forms of the terrain mechanic: "Place a {V} Terrain Marker on target visible
region". "My region is {V}", the Hero's Markers and placing one of them are read among the
costs' forms and statics (:mod:`altered_deck.engine.mechanics.costs.forms`), where they were
first read."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import TERRAIN_BITS, Effect, TokenInterner
from altered_deck.engine.mechanics.terrain.kinds import E_PLACE_TERRAIN
from altered_deck.engine.text.body import EACH, FormTable

FORMS = FormTable(tier=EACH)


@FORMS.body(r"Place an? \{([VMO])\} Terrain Marker on target visible region")
def _place_terrain(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_PLACE_TERRAIN, 0, TERRAIN_BITS[m[1].upper()])]
