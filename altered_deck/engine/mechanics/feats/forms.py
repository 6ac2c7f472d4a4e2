"""Card-text forms of the feats mechanic: "complete me", and the conditions Feats (and the
cards that care about them) read.

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares; :mod:`altered_deck.engine.mechanics.feats.rules` executes what they compile to."""

from __future__ import annotations

import re
from collections.abc import Callable

from altered_deck.engine.core.cards import HOLDS_STATICS
from altered_deck.engine.core.effects import (
    C_EXHAUSTED_RESERVE,
    K_LANDMARK,
    NUM,
    NUMBER_WORDS,
    SELF_COST_CONDITIONS,
    STATUS_WORDS,
    ParsedText,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.feats.kinds import (
    BOOSTED,
    C_COMPLETED_FEAT,
    C_DIFFERENT,
    C_EITHER_SUBTYPE,
    C_EXHAUSTED_PERMANENT,
    C_EXP_CHARACTERS,
    C_HAND_AT_MOST,
    C_LANDMARKS_HAND_COST,
    C_NO_LANDMARK_TOKENS,
    C_STATUS_CHARACTERS,
    DIFFERENT_COST,
    DIFFERENT_FOREST,
    E_COMPLETE,
    ST_COMPLETED_NOON,
    ST_COMPLETED_STATICS,
    ST_COMPLETED_TAP,
    ST_LANDMARK_LIMIT,
)
from altered_deck.engine.text.body import EACH, FormTable
from altered_deck.engine.text.words import NESTED_STATICS

_I = re.IGNORECASE

FORMS = FormTable(tier=EACH)
"""The feats mechanic's forms."""

FORMS.fixed(r"complete me", [(E_COMPLETE, 0, None)])

_COUNT = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)"
_COUNTS = {**NUMBER_WORDS, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11}
_COUNTS["twelve"] = 12


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _COUNTS[word.lower()]


FORMS.rewrites.extend(
    (
        # the same conditions other mechanics read, in Roots of Corruption's wording
        (
            re.compile(rf"\bthere are {_COUNT} or more Mana Orbs in your Mana zone", _I),
            lambda m: f"you have {_count(m[1])} or more Mana Orbs",
        ),
        (
            re.compile(rf"\b{NUM} cards or more are in your Landmarks", _I),
            r"there are \1 or more cards in your landmarks",
        ),
        (
            re.compile(rf"\bthere are {NUM} or more cards in your Reserve", _I),
            r"you have \1 or more cards in your reserve",
        ),
        (  # a whole sentence: "..., then exhaust it" is the reserve mechanic's own form
            re.compile(rf"^(target Character) in your Reserve (gains {NUM} boosts?)$", _I),
            r"\1 in Reserve \2",
        ),
        # "in your Mana zone, exhausted": how a card put there from Reserve comes anyway
        (re.compile(r"(from your Reserve in your Mana zone), exhausted$", _I), r"\1"),
    )
)

# "If you control a Feat, A. If it's [[Completed]], B instead": B with a Completed Feat, else A
# when you control a Feat (a Completed one is a Feat: "instead")
FORMS.rewrites.append(
    (
        re.compile(
            r"^If you control an? Feat, ([^.]+)\. If it's \[\[Completed\]\], ([^.]+?) instead$", _I
        ),
        r"If you control a [[Completed]] Feat, \2. Otherwise, if you control a Feat, \1",
    )
)

# "If there are no tokens in your Landmarks, create an [Aerolith] token there"
FORMS.rewrites.append(
    (re.compile(r"^(Create an? \[[A-Za-z ]+\] token) there$", _I), r"\1 in your Landmarks")
)

_STATUS = r"\[\[(Boosted|Fleeting|Anchored|Asleep)\]\]"

FORMS.conditions.extend(
    (re.compile(pattern, _I), kind)
    for pattern, kind in (
        (r"^you control an? \[\[Completed\]\] Feat$", C_COMPLETED_FEAT),
        (rf"^you control {NUM} or more {_STATUS} Characters$", C_STATUS_CHARACTERS),
        (rf"^{_COUNT} or more Characters are in your Expeditions$", C_EXP_CHARACTERS),
        (
            r"^the total Hand Cost of cards in your Landmarks is \{(\d+)\} or more$",
            C_LANDMARKS_HAND_COST,
        ),
        (
            rf"^{NUM} or more ([A-Za-z-]+?)s in your Expeditions have a different "
            r"(Base Cost|\{V\} stat)$",
            C_DIFFERENT,
        ),
        (r"^there's at most (one|\d+) cards? in your hand$", C_HAND_AT_MOST),
        (r"^there are no tokens in your Landmarks$", C_NO_LANDMARK_TOKENS),
        (r"^you control an exhausted Permanent$", C_EXHAUSTED_PERMANENT),
        (
            r"^you control (another|an?) ([A-Za-z-]+) or (another|an?) ([A-Za-z-]+)$",
            C_EITHER_SUBTYPE,
        ),
        (r"^there's (an) exhausted card in your Reserve$", C_EXHAUSTED_RESERVE),  # one or more
    )
)


SELF_COST_CONDITIONS.update(
    (
        C_COMPLETED_FEAT,
        C_STATUS_CHARACTERS,
        C_EXP_CHARACTERS,
        C_LANDMARKS_HAND_COST,
        C_DIFFERENT,
        C_HAND_AT_MOST,
        C_NO_LANDMARK_TOKENS,
        C_EXHAUSTED_PERMANENT,
        C_EITHER_SUBTYPE,
    )
)


def _status_characters(m: re.Match[str]) -> tuple[int, int]:
    word = m[2].lower()
    return num(m[1]), BOOSTED if word == "boosted" else STATUS_WORDS[word]


def _different(m: re.Match[str]) -> tuple[int, str, int]:
    subtype = m[2].upper()
    which = DIFFERENT_COST if m[3].lower() == "base cost" else DIFFERENT_FOREST
    return num(m[1]), "" if subtype == "CHARACTER" else subtype, which


FORMS.amounts.update(
    {
        C_COMPLETED_FEAT: lambda _m: 0,
        C_STATUS_CHARACTERS: _status_characters,
        C_EXP_CHARACTERS: lambda m: _count(m[1]),
        C_LANDMARKS_HAND_COST: lambda m: int(m[1]),
        C_DIFFERENT: _different,
        C_HAND_AT_MOST: lambda m: num(m[1]),
        C_NO_LANDMARK_TOKENS: lambda _m: 0,
        C_EXHAUSTED_PERMANENT: lambda _m: 0,
        C_EITHER_SUBTYPE: lambda m: (
            (m[1].lower() == "another", m[2].upper()),
            (m[3].lower() == "another", m[4].upper()),
        ),
    }
)


_COMPLETED = re.compile(
    r"^\[\[Completed\]\](?::\s*(.+)|,\s*(\{T\}(?:\s*,\s*\{\d+\})?\s*:\s*.+))$", _I
)

AbilityReader = Callable[[str, int, ParsedText, TokenInterner], bool]


def parse_completed(
    ability: str, parsed: ParsedText, intern: TokenInterner, read_ability: AbilityReader
) -> bool:
    """Record a Feat's "[[Completed]]: <ability>" or "[[Completed]], {T} : <effect>" (its
    second text) into ``parsed``: the ability, read by ``read_ability`` as a Landmark's, that
    the Feat has once Completed. Modelled when it is a ``{T}`` ability, an "At Noon" one or a
    static or trigger the engine reads from the card in play; False otherwise."""
    m = _COMPLETED.match(ability)
    if not m:
        return False
    inner = ParsedText()
    if not read_ability(m[1] or m[2], K_LANDMARK, inner, intern) or inner.ignored:
        return False
    others = (inner.on_hand, inner.on_join, inner.on_reserve, inner.at_dusk, inner.on_leave)
    if any(others) or inner.keywords or not (inner.tap or inner.at_noon or inner.statics):
        return False
    if inner.statics:
        parsed.statics.append((ST_COMPLETED_STATICS, 0, tuple(inner.statics)))
    if inner.tap:
        if any(st[0] == ST_COMPLETED_TAP for st in parsed.statics):  # a card has one {T}
            return False
        parsed.statics.append((ST_COMPLETED_TAP, inner.tap_cost, tuple(inner.tap)))
    if inner.at_noon:
        parsed.statics.append((ST_COMPLETED_NOON, 0, tuple(inner.at_noon)))
    return True


NESTED_STATICS[ST_COMPLETED_TAP] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_COMPLETED_NOON] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_COMPLETED_STATICS] = lambda arg, fix: tuple(
    (kind, n, NESTED_STATICS[kind](inner, fix) if kind in NESTED_STATICS else inner)
    for kind, n, inner in arg
)
HOLDS_STATICS.add(ST_COMPLETED_STATICS)


_LIMIT = re.compile(rf"^Your Landmarks limit is {_COUNT}\.?$", _I)


def parse_limit(ability: str, parsed: ParsedText, _intern: TokenInterner) -> bool:
    """Record "Your Landmarks limit is four" into ``parsed``; False when it is not that."""
    m = _LIMIT.match(ability)
    if not m:
        return False
    parsed.statics.append((ST_LANDMARK_LIMIT, _count(m[1]), None))
    return True
