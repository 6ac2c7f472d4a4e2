"""Card-text forms of the activations mechanic: "a {D} ability was activated this turn" (a
condition), "The next time a {D} ability is activated this turn, ..." and "When two {D}
abilities are activated on one of your turns — ..." (the ``{T}`` alike).

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares; :data:`ABILITIES` reads the whole "When ... are activated" abilities;
:mod:`altered_deck.engine.mechanics.activations.rules` executes what they compile to."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    ABILITY_D,
    ABILITY_T,
    NUM,
    SELF_COST_CONDITIONS,
    Effect,
    Static,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.activations.kinds import (
    C_ACTIVATED,
    E_ACTIVATE_MY_D,
    E_NEXT_ACTIVATION,
    E_PERMANENTS_JOIN,
    E_TARGET_CHARACTER_D,
    E_TARGET_PERMANENT_JOIN,
    ST_ON_ACTIVATIONS_D,
    ST_ON_ACTIVATIONS_T,
)
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import EACH, FormTable, acting_effects
from altered_deck.engine.text.words import NESTED_EFFECTS, NESTED_STATICS

_I = re.IGNORECASE

FORMS = FormTable(tier=EACH)
"""The activations mechanic's forms."""

_COST = r"\{(D|T)\}"
COSTS = {"d": ABILITY_D, "t": ABILITY_T}
"""The cost symbol of an activated ability → the cost an ``ACTIVATED`` event names."""

FORMS.conditions.append(
    (
        re.compile(
            rf"^{NUM} {_COST} abilit(?:y|ies) (?:was|were|has been|have been) activated "
            r"this turn$",
            _I,
        ),
        C_ACTIVATED,
    )
)
FORMS.amounts[C_ACTIVATED] = lambda m: (num(m[1]), COSTS[m[2].lower()])
SELF_COST_CONDITIONS.add(C_ACTIVATED)  # "I can't be played unless ..."


@FORMS.body(rf"the next time an? {_COST} ability is activated this turn, (.+)")
def _next_activation(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "The next time a {D} ability is activated this turn, target Character gains 1 boost"."""
    inner = acting_effects(m[2].strip(), intern)
    return [] if inner is None else [(E_NEXT_ACTIVATION, COSTS[m[1].lower()], inner)]


@FORMS.body(r"(you may have me|I) activate my \{D\} ability(?:\. if you do, (.+))?")
def _activate_my_support(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "I activate my {D} ability" (the card in play: its Reserve ability, no card discarded),
    "You may have me activate my {D} ability. If you do, I gain [[Fleeting]]"."""
    then: tuple[Effect, ...] = ()
    if m[2]:
        found = acting_effects(m[2].strip(), intern)
        if found is None:
            return []
        then = found
    return [(E_ACTIVATE_MY_D, 0 if m[1].lower() == "i" else 1, then)]


FORMS.fixed(
    r"each permanent you control activates its \{j\} abilities", [(E_PERMANENTS_JOIN, 0, None)]
)


@FORMS.body(
    r"you may target an? (?!character\b)([A-Za-z-]+) you control"
    r"(?: with base cost \{(\d+)\} or less)?\. it activates its \{j\} abilities"
)
def _target_permanent_join(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """ "You may target a Permanent you control with Base Cost {2} or less. It activates its
    {j} abilities", "You may target a Feat you control. ..." (a Permanent's subtype)."""
    kind = m[1].upper()
    subtype = "" if kind == "PERMANENT" else kind
    return [(E_TARGET_PERMANENT_JOIN, 0, (subtype, int(m[2]) if m[2] else -1))]


FORMS.fixed(
    r"you may target a character (?:in your expeditions|you control)\. it activates its \{D\} "
    r"ability",
    [(E_TARGET_CHARACTER_D, 0, None)],
)


ABILITIES = AbilityForms()
"""The whole "When two {D} abilities are activated on one of your turns — ..." abilities."""
_ON_ACTIVATIONS = {"d": ST_ON_ACTIVATIONS_D, "t": ST_ON_ACTIVATIONS_T}


@ABILITIES.static(
    rf"When {NUM} {_COST} abilit(?:y is|ies are) activated on one of your turns\s*[—-]\s*(.+)"
)
def _on_activations(m: re.Match[str], intern: TokenInterner) -> Static | None:
    effects = acting_effects(m[3], intern)
    return None if effects is None else (_ON_ACTIVATIONS[m[2].lower()], num(m[1]), effects)


NESTED_EFFECTS[E_NEXT_ACTIVATION] = lambda arg, fix: fix(arg)
NESTED_EFFECTS[E_ACTIVATE_MY_D] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_ON_ACTIVATIONS_D] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_ON_ACTIVATIONS_T] = lambda arg, fix: fix(arg)
