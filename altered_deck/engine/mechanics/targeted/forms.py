"""Card-text forms of optional targets: "You may target another Character. It loses
[[Fleeting]] and gains 1 boost", "Up to one target Character gains 1 boost and loses
[[Fleeting]]", "you may have target Character you control gain [[Fleeting]]". The player may
leave the target out (``T_UP_TO``: "no target" is one of the options); the effect is the
boosts mechanic's target boost with statuses gained and lost.

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    E_BOOST_TARGET,
    NUM,
    SELF_COST_CONDITIONS,
    STATUS_WORDS,
    T_ANOTHER,
    T_MINE,
    T_ONE,
    T_RESERVE,
    T_UP_TO,
    Effect,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.targeted.kinds import (
    BASE_COST_AT_MOST,
    C_HAS_SUPPORT,
    E_CHOSEN_THEN_SEND,
    E_EACH_AT_MOST_MINE_TO_RESERVE,
    E_NEXT_GAINS,
    E_NEXT_STATUS,
    E_TARGET_FILTERED,
    FOREST_AT_MOST_MINE,
    HAS_SUPPORT,
)
from altered_deck.engine.text.body import LAST, FormTable

FORMS = FormTable(tier=LAST)
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


_FILTER = r"with (?:base cost \{(\d+)\} or less|(\{V\}) less than or equal to mine)"
_SWITCH = re.compile(r"switches expeditions(?:, then (.+))?$", re.I)


def _what_it_does(acts: str) -> tuple[int, int, int, bool] | None:
    """(boosts, statuses gained, statuses lost, switches) of "it gains 1 boost", "switches
    Expeditions, then gains [[Anchored]]"...; None when the words are none of those."""
    switch = _SWITCH.match(acts)
    if switch:
        if not switch[1]:
            return 0, 0, 0, True
        acts = switch[1]
    if not re.fullmatch(_ACTS, acts, re.I):
        return None
    ((_kind, boosts, (gain, lose, _who, _lacking)),) = _target(None, None, acts)
    return boosts, gain, lose, bool(switch)


def _filtered(
    may: bool, another: str | None, cost: str | None, acts: str, count: int = 1
) -> list[Effect]:
    """A target the card's words narrow (executed by :mod:`.filtered`); [] when ``acts`` is
    not read."""
    does = _what_it_does(acts)
    if does is None:
        return []
    boosts, gain, lose, switch = does
    what, limit = (BASE_COST_AT_MOST, int(cost)) if cost else (FOREST_AT_MOST_MINE, 0)
    one = T_ONE if count == 1 else 0  # the prompt: "up to one", else "up to two"
    who = (T_UP_TO | one if may else 0) | (T_ANOTHER if another else 0)
    return [(E_TARGET_FILTERED, boosts, (who, what, limit, gain, lose, switch, count))]


@FORMS.body(rf"you may target (?:a |(another ))character {_FILTER}[.,] it (.+)")  # ", it": Muna
def _may_target_filtered(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return _filtered(True, m[1], m[2], m[4])


@FORMS.body(r"target character with base cost \{(\d+)\} or less (.+)")
def _target_filtered(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return _filtered(False, None, m[1], m[2])


@FORMS.body(rf"up to (one|two) (other )?target characters? {_FILTER} (?:each )?(.+)")
def _up_to_filtered(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    acts = re.sub(r"^gain ", "gains ", m[5])  # "each gain 1 boost"
    return _filtered(True, m[2], m[3], acts, num(m[1]))


@FORMS.body(r"target character with an? \{D\} ability( in play or in reserve)? (.+)")
def _target_with_support(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """ "Target Character with a {D} ability in play or in Reserve gains 1 boost"."""
    does = _what_it_does(m[2])
    if does is None:
        return []
    boosts, gain, lose, switch = does
    who = T_RESERVE if m[1] else 0
    return [(E_TARGET_FILTERED, boosts, (who, HAS_SUPPORT, 0, gain, lose, switch, 1))]


@FORMS.body(
    rf"(target character you control(?: gains {NUM} boosts?)?|choose an? ([A-Za-z-]+)(?: or "
    r"(?:an? )?([A-Za-z-]+))? you control)(?:\. then,|, then) target another character with equal "
    r"or lower \{V\} and send it to reserve"
)
def _chosen_then_send(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """ "Target Character you control gains 1 boost. Then, target another Character with equal
    or lower {V} and send it to Reserve", "Choose a Robot or Animal you control, then ..."."""
    boosts = num(m[2]) if m[2] else 0
    subtypes = tuple(word.upper() for word in (m[3], m[4]) if word)
    words = "target Character you control" if not m[3] else m[1][:1].upper() + m[1][1:]
    return [(E_CHOSEN_THEN_SEND, boosts, (subtypes, words))]


FORMS.fixed(
    r"send to reserve each other character with \{V\} less than or equal to mine",
    [(E_EACH_AT_MOST_MINE_TO_RESERVE, 0, None)],
)


FORMS.conditions.append(
    (
        re.compile(
            r"^(a|another) card in your Expeditions or your Reserve has an? \{D\} ability$", re.I
        ),
        C_HAS_SUPPORT,
    )
)
# "another card": 1, not the card itself (played from Reserve, it is one of them)
FORMS.amounts[C_HAS_SUPPORT] = lambda m: int(m[1].lower() == "another")
SELF_COST_CONDITIONS.add(C_HAS_SUPPORT)  # about the game: what is in play and in Reserve


@FORMS.body(
    r"the next character with base cost \{(\d+)\} or less you play this turn gains "
    r"\[\[(Anchored|Asleep|Fleeting)\]\]"
)
def _next_status(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """ "The next Character with Base Cost {3} or less you play this turn gains [[Anchored]]"."""
    return [(E_NEXT_STATUS, int(m[1]), STATUS_WORDS[m[2].lower()])]


_NOT_SUBTYPES = ("card", "spell", "permanent", "landmark", "gear", "token")


@FORMS.body(
    r"the next ([A-Za-z-]+) (?:with base cost \{(\d+)\} or less )?you play this turn gains "
    rf"(?:{NUM} boosts?(?: and )?)?(?:\[\[(Anchored|Asleep|Fleeting)\]\])?"
)
def _next_gains(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """ "The next Character you play this turn gains 1 boost and [[Asleep]]", "The next Animal
    you play this turn gains 1 boost" (a Character of that subtype)."""
    word = m[1].lower()
    if word in _NOT_SUBTYPES or not (m[3] or m[4]):
        return []
    subtype = "" if word == "character" else m[1].upper()
    limit = int(m[2]) if m[2] else -1
    status = STATUS_WORDS[m[4].lower()] if m[4] else 0
    return [(E_NEXT_GAINS, num(m[3]) if m[3] else 0, (subtype, limit, status))]
