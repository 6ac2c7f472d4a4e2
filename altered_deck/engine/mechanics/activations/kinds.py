"""Effect kinds, statics and conditions of the activations mechanic. Plain int constants,
imported from here by the modules that use them; the forms are read by
:mod:`altered_deck.engine.mechanics.activations.forms` and executed by
:mod:`altered_deck.engine.mechanics.activations.rules`."""

from __future__ import annotations

E_NEXT_ACTIVATION = 1110  # the next time a {D}/{T} ability is activated this turn, do arg:
# n = the cost (hooks.ABILITY_D / ABILITY_T), arg = effects
E_ACTIVATE_MY_D = 1111  # I activate my {D} ability (n = 1: "you may have me"), then arg
# (effects: "If you do, ...")
E_PERMANENTS_JOIN = 1112  # each Permanent you control activates its {j} abilities
E_TARGET_PERMANENT_JOIN = 1113  # you may target a Permanent you control (arg = (subtype or
# "", Base Cost limit or -1)); it activates its {j} abilities
E_TARGET_CHARACTER_D = 1114  # you may target a Character you control; it activates its {D}
# ability

ST_ON_ACTIVATIONS_D = 1110  # "When <n> {D} abilities are activated on one of your turns — ..."
ST_ON_ACTIVATIONS_T = 1111  # "When <n> {T} abilities are activated ...": arg = effects

C_ACTIVATED = 1110  # >= n {D}/{T} abilities were activated this turn: amount = (n, cost)

F_ACTIVATIONS = "{D} and {T} activations counted per turn"
"""The deck feature: a card that counts or waits for this turn's activated abilities."""
