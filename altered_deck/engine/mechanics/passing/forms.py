"""Card-text forms of the passing mechanic: "{J} Pass." and "When you pass — ..." abilities.

Its body forms are in :data:`FORMS`, tried in the order
:mod:`altered_deck.engine.compiler.forms` declares; :func:`parse_ability` reads the whole
"When you pass" abilities; :mod:`altered_deck.engine.mechanics.passing.rules` executes them."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import ParsedText, TokenInterner
from altered_deck.engine.mechanics.passing.kinds import (
    E_ANOTHER_TURN,
    E_PASS,
    ST_ON_OPP_PASS,
    ST_ON_PASS,
    ST_ON_PASS_AFTER,
)
from altered_deck.engine.text.body import EACH, FormTable, acting_effects
from altered_deck.engine.text.words import NESTED_STATICS

FORMS = FormTable(tier=EACH)
"""The passing mechanic's forms."""

FORMS.fixed(r"pass", [(E_PASS, 0, None)])
FORMS.fixed(r"play another turn", [(E_ANOTHER_TURN, 0, None)])

_ON_PASS = re.compile(
    r"^When (you pass after your opponents|you pass|an opponent passes)\s*[—-]\s*(.+)$", re.I
)
_ON_PASS_KINDS = {
    "you pass": ST_ON_PASS,
    "an opponent passes": ST_ON_OPP_PASS,
    "you pass after your opponents": ST_ON_PASS_AFTER,
}


def parse_ability(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record a "When you pass — ...", "When an opponent passes — ..." or "When you pass
    after your opponents — ..." ability into ``parsed``; False when it is not one (or its
    effects are not modelled)."""
    m = _ON_PASS.match(ability)
    if not m:
        return False
    effects = acting_effects(m[2].strip(), intern)
    if effects is None:
        return False
    parsed.statics.append((_ON_PASS_KINDS[m[1].lower()], 0, effects))
    return True


NESTED_STATICS[ST_ON_PASS] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_ON_OPP_PASS] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_ON_PASS_AFTER] = lambda arg, fix: fix(arg)
