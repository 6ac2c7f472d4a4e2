"""Card-text forms of the resupply mechanic: "[Resupply]. If you put a Character / an Animal
in Reserve this way, it gains 1 boost".

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares; :mod:`altered_deck.engine.mechanics.resupply.rules` executes them."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import K_ANY, KIND_WORDS, NUM, Effect, TokenInterner, num
from altered_deck.engine.mechanics.resupply.kinds import E_PLAYER_RESUPPLIES, E_RESUPPLY_THEN_BOOST
from altered_deck.engine.text.body import EACH, FormTable

FORMS = FormTable(tier=EACH)
"""The resupply mechanic's forms."""


@FORMS.body(
    rf"\[Resupply\]\. If you put an? ([A-Za-z-]+) in Reserve this way, it gains {NUM} boosts?"
)
def _resupply_then_boost(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    word = m[1].lower()
    if word in KIND_WORDS:
        return [(E_RESUPPLY_THEN_BOOST, num(m[2]), (KIND_WORDS[word], ""))]
    return [(E_RESUPPLY_THEN_BOOST, num(m[2]), (K_ANY, m[1].upper()))]


@FORMS.body(r"target player \[(exhausted )?resuppl(?:y|ies)\]")
def _player_resupplies(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """ "Target player [Exhausted Resupplies]": you or, in a duel, the opponent."""
    return [(E_PLAYER_RESUPPLIES, 1, bool(m[1]))]
