"""Card-text forms of optional targets: "You may target another Character. It loses
[[Fleeting]] and gains 1 boost", "Up to one target Character gains 1 boost and loses
[[Fleeting]]", "you may have target Character you control gain [[Fleeting]]". The player may
leave the target out (``T_UP_TO``: "no target" is one of the options); the effect is the
boosts mechanic's target boost with statuses gained and lost.

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares."""

from __future__ import annotations

import re

from altered_deck.engine.compiler.body import FormTable
from altered_deck.engine.core.effects import (
    E_BOOST_TARGET,
    NUM,
    STATUS_WORDS,
    T_ANOTHER,
    T_MINE,
    T_ONE,
    T_UP_TO,
    Effect,
    TokenInterner,
    num,
)

FORMS = FormTable()
"""The optional-target forms."""

_STATUS = r"\[\[(?:Anchored|Asleep|Fleeting)\]\]"
_ACT = rf"(?:gains? {NUM} boosts?|(?:gains?|loses?) {_STATUS})"
_ACTS = rf"({_ACT}(?: and (?:{_ACT}|{_STATUS}))?)"  # "gains 1 boost and [[Anchored]]": gains
_ONE = re.compile(
    rf"(?:(gains?|loses?) )?(?:{NUM} boosts?|\[\[(Anchored|Asleep|Fleeting)\]\])", re.I
)


def _target(another: str | None, mine: str | None, acts: str) -> list[Effect]:
    """The target boost of ``acts`` ("gains 1 boost and loses [[Fleeting]]")."""
    boosts = gain = lose = 0
    verb = "gains"
    for said, count, status in _ONE.findall(acts):
        verb = said or verb  # a status after "and" alone takes the verb before it
        if status:
            bit = STATUS_WORDS[status.lower()]
            if verb.lower().startswith("gain"):
                gain |= bit
            else:
                lose |= bit
        else:
            boosts += num(count)
    who = T_UP_TO | T_ONE | (T_ANOTHER if another else 0) | (T_MINE if mine else 0)
    return [(E_BOOST_TARGET, boosts, (gain, lose, who, 0))]


@FORMS.body(rf"you may target (?:a |(another ))character( you control)?\. it {_ACTS}")
def _may_target(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return _target(m[1], m[2], m[3])


@FORMS.body(rf"up to one (other )?target character( you control)? {_ACTS}")
def _up_to_one(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return _target(m[1], m[2], m[3])


@FORMS.body(rf"you may have (another )?target character( you control)? {_ACTS}")
def _may_have(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return _target(m[1], m[2], m[3])
