"""Card-text forms of the ascension mechanic: Roots of Corruption's "[[Ascended]]" wording of
the watchers mechanic's Ascended forms, "each of your Expeditions [Ascends]", boosts per
Ascended Expedition and "When ... moves forward [due to Ascension]".

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares; :func:`parse_ability` reads the whole abilities;
:mod:`altered_deck.engine.mechanics.ascension.rules` executes them."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    C_ANY_ASCENDED,
    E_ASCEND,
    E_BOOST_PER,
    NUM,
    PER_ASCENDED,
    SELF_COST_CONDITIONS,
    ST_ASCENDED_MOVE_DRAW,
    TO_EACH,
    Effect,
    ParsedText,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.ascension.kinds import C_BOTH_ASCENDED, ST_MOVED_ASCENSION
from altered_deck.engine.text.body import EACH, FormTable, acting_effects
from altered_deck.engine.text.words import NESTED_STATICS

_I = re.IGNORECASE

FORMS = FormTable(tier=EACH)
"""The ascension mechanic's forms."""

# "[[Ascended]]" (the status in Roots of Corruption's wording) is the watchers' "Ascended"
FORMS.rewrites.append((re.compile(r"\[\[Ascended\]\]"), "Ascended"))

FORMS.conditions.extend(
    (re.compile(pattern, _I), kind)
    for pattern, kind in (
        (r"^one of your expeditions is ascended$", C_ANY_ASCENDED),
        (r"^both of your expeditions are ascended$", C_BOTH_ASCENDED),
    )
)
SELF_COST_CONDITIONS.add(C_BOTH_ASCENDED)

FORMS.fixed(r"each of your expeditions \[ascends\]", [(E_ASCEND, 0, TO_EACH)])


@FORMS.body(rf"I gain {NUM} boosts? (?:per|for each) Ascended Expedition you control")
def _boost_per_ascended(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_PER, num(m[1]), PER_ASCENDED)]


_MOVED = re.compile(
    r"^When (my Expedition|one of your Expeditions) moves forward \[due to Ascension\]\s*[—-]"
    r"\s*(.+)$",
    _I,
)


_ASCENDED_MOVES_DRAW = re.compile(
    r"^When one or more of your \[\[Ascended\]\] Expeditions moves forward\s*[—-]\s*If "
    r"there(?:'s| is) no Character facing it, draw a card\.?$",
    _I,
)


def parse_ability(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record a "When my Expedition / one of your Expeditions moves forward [due to
    Ascension] — ..." ability (or the watchers' "When one or more of your Ascended
    Expeditions moves forward — If there's no Character facing it, draw a card" in this
    wording) into ``parsed``; False when it is none."""
    if _ASCENDED_MOVES_DRAW.match(ability):
        parsed.statics.append((ST_ASCENDED_MOVE_DRAW, 1, None))
        return True
    m = _MOVED.match(ability)
    if not m:
        return False
    effects = acting_effects(m[2].strip(), intern)
    if effects is None:
        return False
    mine = m[1].lower() == "my expedition"
    parsed.statics.append((ST_MOVED_ASCENSION, 0, (mine, effects)))
    return True


NESTED_STATICS[ST_MOVED_ASCENSION] = lambda arg, fix: (*arg[:-1], fix(arg[-1]))
