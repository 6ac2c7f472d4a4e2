"""Card-text forms of the rolls mechanic: "When you roll one or more dice — ..." abilities and
the result they ask about ("the result is 6+", "the result is 1", "the result is 2-5").

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares; :data:`ABILITIES` reads the whole abilities (after every older form: "When you
roll one or more dice — I gain 1 boost" stays the keywords' own);
:mod:`altered_deck.engine.mechanics.rolls.rules` executes them."""

from __future__ import annotations

import re

from altered_deck.engine.mechanics.rolls.kinds import C_ROLL_RESULT, ST_ON_ROLL, ST_ROLL_ADD
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import EACH, FormTable
from altered_deck.engine.text.words import NESTED_STATICS

FORMS = FormTable(tier=EACH)
"""The rolls mechanic's forms."""

FORMS.conditions.append(
    (re.compile(r"^the result is (\d)(\+|-(\d))?$", re.IGNORECASE), C_ROLL_RESULT)
)


def _result(m: re.Match[str]) -> tuple[int, int]:
    low = int(m[1])
    if m[2] == "+":
        return low, 99  # a result past 6 (a die with 1 added) is "6+" too
    return low, int(m[3]) if m[3] else low


FORMS.amounts[C_ROLL_RESULT] = _result
NESTED_STATICS[ST_ON_ROLL] = lambda arg, fix: fix(arg)

# "If you would roll a die, you may exhaust me to add 1 to its result", "When you roll one or
# more dice — ..."
ABILITIES = AbilityForms()
ABILITIES.counted(
    r"If you would roll a die, you may exhaust me to add (\d+) to its result", ST_ROLL_ADD
)
ABILITIES.triggered(r"When you roll one or more dice\s*[—-]\s*(.+)", ST_ON_ROLL)
