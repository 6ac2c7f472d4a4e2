"""Card-text forms of the passing mechanic: "{J} Pass." and "When you pass — ..." abilities.

Its body forms are in :data:`FORMS`, tried in the order
:mod:`altered_deck.engine.compiler.forms` declares; :data:`ABILITIES` reads the whole
"When you pass" abilities; :mod:`altered_deck.engine.mechanics.passing.rules` executes them."""

from __future__ import annotations

from altered_deck.engine.mechanics.passing.kinds import (
    E_ANOTHER_TURN,
    E_PASS,
    ST_ON_OPP_PASS,
    ST_ON_PASS,
    ST_ON_PASS_AFTER,
)
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import EACH, FormTable
from altered_deck.engine.text.words import NESTED_STATICS

FORMS = FormTable(tier=EACH)
"""The passing mechanic's forms."""

FORMS.fixed(r"pass", [(E_PASS, 0, None)])
FORMS.fixed(r"play another turn", [(E_ANOTHER_TURN, 0, None)])

# "When you pass — ...", "When an opponent passes — ...", "When you pass after your opponents —
# ..." (the longer wording first)
ABILITIES = AbilityForms()
ABILITIES.triggered(r"When you pass after your opponents\s*[—-]\s*(.+)", ST_ON_PASS_AFTER)
ABILITIES.triggered(r"When you pass\s*[—-]\s*(.+)", ST_ON_PASS)
ABILITIES.triggered(r"When an opponent passes\s*[—-]\s*(.+)", ST_ON_OPP_PASS)


NESTED_STATICS[ST_ON_PASS] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_ON_OPP_PASS] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_ON_PASS_AFTER] = lambda arg, fix: fix(arg)
