"""Effect kinds of statuses gained and lost by a group or the next card (in the boosts range,
24-49, where they were first numbered). Plain int constants, imported from here by the modules
that use them; the status bits (``S_*``) and the source's own status kinds (``E_STATUS_SELF``,
``E_LOSE_FLEETING``, ``E_ANCHOR_TARGET``) are the base vocabulary of
:mod:`altered_deck.engine.core.effects`; :mod:`altered_deck.engine.mechanics.statuses.rules`
executes them all."""

from __future__ import annotations

E_NEXT_UNFLEETING = 38  # the next card of kind mask arg you play this turn loses Fleeting
