"""Card-text forms of the joins mechanic: "When a/an/another <Character or subtype> joins your
Expeditions / your other Expedition / my Expedition — It gains N boosts | <effects>", and "I
gain N boosts, up to a max of M boosts on me".

Its body forms are in :data:`FORMS`, tried in the order
:mod:`altered_deck.engine.compiler.forms` declares; :func:`parse_ability` reads the whole
abilities; :mod:`altered_deck.engine.mechanics.joins.rules` executes them."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    E_NOTHING,
    NUM,
    Effect,
    ParsedText,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.joins.kinds import (
    ANYWHERE,
    E_BOOST_SELF_PER_UP_TO,
    E_BOOST_SELF_UP_TO,
    E_SPEND_ANY_FOR_IT,
    E_SPEND_MINE_FOR_IT,
    MY_EXPEDITION,
    OTHER_EXPEDITION,
    ST_WHEN_JOINS,
)
from altered_deck.engine.text.body import EACH, FormTable, parse_body
from altered_deck.engine.text.words import NESTED_STATICS

FORMS = FormTable(tier=EACH)
"""The joins mechanic's forms."""


FORMS.capped(rf"I gain {NUM} boosts?, up to a max of {NUM} boosts? on me", E_BOOST_SELF_UP_TO)


@FORMS.body(
    rf"I gain {NUM} boosts? per (other )?([A-Za-z-]+?)s? in your expeditions, up to a max of "
    rf"{NUM} boosts? on me"
)
def _boost_per_up_to(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """ "I gain 1 boost per other Animal in your Expeditions, up to a max of 2 boosts on me"."""
    subtype = "" if m[3].lower() == "character" else m[3].upper()
    return [(E_BOOST_SELF_PER_UP_TO, num(m[1]), (subtype, bool(m[2]), num(m[4])))]


_WHERE = {
    "your expeditions": ANYWHERE,
    "your other expedition": OTHER_EXPEDITION,
    "my expedition": MY_EXPEDITION,
}
_JOINS = re.compile(
    r"^When (a|an|another) ([A-Za-z-]+) joins (your Expeditions|your other Expedition|my "
    r"Expedition)\s*[—-]\s*(.+)$",
    re.IGNORECASE,
)
_IT_GAINS = re.compile(rf"^It gains {NUM} boosts?\.?$", re.IGNORECASE)
# "it" is the Character that joined: these bodies are read inside "When ... joins" only
_SPEND_FOR_IT = (
    (
        re.compile(
            rf"^You may spend {NUM} of my boosts?\. If you do, it gains {NUM} boosts?\.?$",
            re.IGNORECASE,
        ),
        E_SPEND_MINE_FOR_IT,
    ),
    (
        re.compile(
            rf"^You may spend {NUM} boosts? from a Character you control to give it {NUM} "
            r"boosts?\.?$",
            re.IGNORECASE,
        ),
        E_SPEND_ANY_FOR_IT,
    ),
)


def _spend_for_it(body: str) -> list[Effect] | None:
    """ "You may spend N of my boosts. If you do, it gains M boosts" / "You may spend N boosts
    from a Character you control to give it M boosts" (it: the Character that joined)."""
    for pattern, kind in _SPEND_FOR_IT:
        m = pattern.match(body)
        if m:
            return [(kind, num(m[1]), num(m[2]))]
    return None


def parse_ability(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record a "When ... joins ... — ..." ability into ``parsed``; False when it is not one
    (or its effects are not modelled)."""
    m = _JOINS.match(ability)
    if not m:
        return False
    body = m[4].strip()
    it = _IT_GAINS.match(body)
    effects: list[Effect] | None = [] if it else _spend_for_it(body)
    if effects is None:
        effects = parse_body(body[:1].upper() + body[1:], intern)
    if effects is None or (effects and all(e[0] == E_NOTHING for e in effects)):
        return False
    word = m[2].upper()
    subtype = "" if word == "CHARACTER" else word
    where = _WHERE[m[3].lower()]
    arg = (subtype, m[1].lower() == "another", where, num(it[1]) if it else 0, tuple(effects))
    parsed.statics.append((ST_WHEN_JOINS, 0, arg))
    return True


NESTED_STATICS[ST_WHEN_JOINS] = lambda arg, fix: (*arg[:-1], fix(arg[-1]))
