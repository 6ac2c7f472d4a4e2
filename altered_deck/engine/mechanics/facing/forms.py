"""Card-text forms of the facing mechanic: "Create N [Name f/m/w] tokens in the Expedition
facing me / another Expedition / <where>. It gains [[S]]", "Target up to N Expeditions and
create ... in each of them", "If I'm facing one or more
Characters, target one of them and we both gain [[S]]" and the condition "there's a/an
<subtype> in an opponent's Expedition".

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares; :mod:`altered_deck.engine.mechanics.facing.rules` executes what they compile to."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    E_TOKEN,
    NUM,
    SELF_COST_CONDITIONS,
    STATUS_WORDS,
    TOKEN,
    WHERE_WORDS,
    Effect,
    TokenInterner,
    TokenSpec,
    num,
)
from altered_deck.engine.mechanics.facing.kinds import (
    ANOTHER,
    C_OPPONENT_HAS,
    E_FACING_BOTH_GAIN,
    E_TOKEN_EXPEDITIONS,
    E_TOKEN_FACING,
    E_TOKEN_GAINS,
)
from altered_deck.engine.text.body import FIRST, FormTable
from altered_deck.engine.text.words import NESTED_EFFECTS

_I = re.IGNORECASE

FORMS = FormTable(tier=FIRST)
"""The facing mechanic's forms: narrower than the token forms ("... . It gains [[S]]" is one
effect on the tokens just created, not a sentence about "it"), so tried first."""

_STATUS = r"\[\[(Anchored|Asleep|Fleeting)\]\]"
_GAINS = rf"\. (?:It|They) gains? {_STATUS}"
_PLACES = "|".join(WHERE_WORDS)


def _spec(m: re.Match[str], intern: TokenInterner) -> int:
    return intern(TokenSpec(m[2], int(m[3]), int(m[4]), int(m[5]), (m[6] or "").upper()))


def _status(word: str | None) -> int:
    return STATUS_WORDS[word.lower()] if word else 0


@FORMS.body(rf"create {NUM} {TOKEN} tokens? in the expedition facing me(?:{_GAINS})?")
def _token_facing(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    return [(E_TOKEN_FACING, num(m[1]), (_spec(m, intern), _status(m[7])))]


@FORMS.body(rf"create {NUM} {TOKEN} tokens? in another (?:target )?expedition(?:{_GAINS})?")
def _token_another(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "in another Expedition", "in another target Expedition": one the player picks among
    every expedition but the source's (an expedition has no protection: a target is a pick)."""
    return [(E_TOKEN_GAINS, num(m[1]), (_spec(m, intern), ANOTHER, _status(m[7])))]


@FORMS.body(rf"create {NUM} {TOKEN} tokens? in ({_PLACES}){_GAINS}")
def _token_gains(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    place = WHERE_WORDS[m[7].lower()]
    return [(E_TOKEN_GAINS, num(m[1]), (_spec(m, intern), place, _status(m[8])))]


@FORMS.body(rf"target up to {NUM} expeditions and create {NUM} {TOKEN} tokens? in each of them")
def _token_expeditions(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    spec = TokenSpec(m[3], int(m[4]), int(m[5]), int(m[6]), (m[7] or "").upper())
    return [(E_TOKEN_EXPEDITIONS, num(m[1]), (intern(spec), num(m[2])))]


# "If I'm facing ..., target one of them" is no "If C, A": the condition is the target's
FORMS.rewrites.append(
    (
        re.compile(r"\bif I'm facing one or more Characters, target one of them and\b", _I),
        "target one of the Characters facing me, and",
    )
)


@FORMS.body(rf"target one of the Characters facing me, and we both gain {_STATUS}")
def _facing_both(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_FACING_BOTH_GAIN, 0, _status(m[1]))]


FORMS.conditions.append(
    (re.compile(r"^there's an? ([A-Za-z-]+) in an opponent's Expedition$", _I), C_OPPONENT_HAS)
)
FORMS.amounts[C_OPPONENT_HAS] = lambda m: m[1].upper()
SELF_COST_CONDITIONS.add(C_OPPONENT_HAS)  # "I can't be played unless ..." reads it too


def _fix_token(arg: tuple[int, ...], fix: object) -> tuple[int, ...]:
    """The provisional token id of ``arg[0]`` resolved as the token forms' are."""
    token = fix(((E_TOKEN, 1, (arg[0], 0)),))[0][2][0]  # type: ignore[operator]
    return (token, *arg[1:])


NESTED_EFFECTS[E_TOKEN_FACING] = _fix_token
NESTED_EFFECTS[E_TOKEN_GAINS] = _fix_token
NESTED_EFFECTS[E_TOKEN_EXPEDITIONS] = _fix_token
