"""Ability bodies: one sentence (or a compound of them) to effect tuples.

:func:`parse_body` reads a body with the text forms every mechanic registers
(:class:`FormTable`, joined in one order by :mod:`altered_deck.engine.compiler.forms`),
after the near-miss rewrites; compound bodies are read here too: ``If C, A. [Otherwise, B.]``
/ ``Unless C, A`` conditions, die rolls (``Roll a die. On a 4+, ...``, read by
:mod:`altered_deck.engine.mechanics.dice.forms`) and ``Choose one: • A • B`` (two, up to
N...), each part with :func:`parse_body` again. The base forms (boosts, draw, Resupply,
next-card costs...) are :data:`FORMS`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import (
    C_CHARACTERS,
    C_FIRST_PLAYER,
    C_LANDMARKS,
    C_SUBTYPE,
    C_TOKEN,
    E_ACTIVATE_JOIN,
    E_BOOST_ALL,
    E_BOOST_SELF,
    E_BOOST_TARGET,
    E_BOOST_UP_TO_TWO,
    E_COUNTERS,
    E_DRAW,
    E_HAND_TO_RESERVE,
    E_LOSE_FLEETING,
    E_NEXT_BOOST,
    E_NEXT_COST,
    E_NOTHING,
    E_RESERVE_TO_HAND,
    E_RESUPPLY,
    E_SELF_TO_RESERVE,
    KIND_WORDS,
    NUM,
    S_FLEETING,
    STATUS_WORDS,
    TERRAIN_BITS,
    Effect,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.boosts.kinds import C_IN_TERRAIN, C_NEITHER_IN
from altered_deck.engine.mechanics.choices import kinds as choices_kinds
from altered_deck.engine.mechanics.costs.kinds import C_RESERVE_KIND, C_SUBTYPE_OTHERS
from altered_deck.engine.mechanics.dice.forms import is_roll, parse_roll

_Builder = Callable[[re.Match[str], TokenInterner], list[Effect]]
_Rewrite = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]


@dataclass
class FormTable:
    """One mechanic's card-text forms, in the order that mechanic tries them: ability bodies
    (a pattern and the builder of its effects), ``If ...,`` conditions, rewrites of near-miss
    wordings and inert text. Nothing reads a table directly: :func:`install_forms` joins the
    tables in the one order :mod:`altered_deck.engine.compiler.forms` declares."""

    bodies: list[tuple[re.Pattern[str], _Builder]] = field(default_factory=list)
    conditions: list[tuple[re.Pattern[str], int]] = field(default_factory=list)
    rewrites: list[_Rewrite] = field(default_factory=list)
    inert: list[re.Pattern[str]] = field(default_factory=list)

    def body(self, pattern: str) -> Callable[[_Builder], _Builder]:
        """Register the decorated builder for sentences matching ``pattern`` (a final dot
        optional, case ignored)."""

        def register(builder: _Builder) -> _Builder:
            self.bodies.append((re.compile(pattern + r"\.?$", re.IGNORECASE), builder))
            return builder

        return register

    def fixed(self, pattern: str, effects: list[Effect]) -> None:
        """Register a body whose effects do not depend on the match: ``effects``, the same
        list every time (a fresh copy, so a caller may extend it)."""

        def build(_m: re.Match[str], _t: TokenInterner) -> list[Effect]:
            return list(effects)

        self.body(pattern)(build)


FORMS = FormTable()
"""The base forms (boosts, draw, Resupply, next-card costs...)."""

# what parse_body and parse_condition read: every table's forms, joined by install_forms
_BODY_PATTERNS: list[tuple[re.Pattern[str], _Builder]] = []
_CONDITIONS: list[tuple[re.Pattern[str], int]] = []
BODY_REWRITES: list[_Rewrite] = []
"""Wordings rewritten to the form the patterns read before a body is parsed."""
_INERT: list[re.Pattern[str]] = []
CONDITION_AMOUNTS: dict[int, Callable[[re.Match[str]], Any]] = {}
"""Condition kinds whose amount is not the number of the first group: each one's reader (a
mechanic registers its own beside its condition forms)."""


def install_forms(tables: Sequence[FormTable]) -> None:
    """Make ``tables`` the forms the compiler reads, each kind of form tried in the order of
    ``tables`` (the first match wins)."""
    _BODY_PATTERNS[:] = [entry for table in tables for entry in table.bodies]
    _CONDITIONS[:] = [entry for table in tables for entry in table.conditions]
    BODY_REWRITES[:] = [entry for table in tables for entry in table.rewrites]
    _INERT[:] = [entry for table in tables for entry in table.inert]


@FORMS.body(rf"I gain {NUM} boosts?")
def _boost_self(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_SELF, num(m[1]), None)]


@FORMS.body(rf"I gain {NUM} boosts? and lose \[\[Fleeting\]\]")
def _boost_self_lose_fleeting(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_SELF, num(m[1]), None), (E_LOSE_FLEETING, 0, None)]


FORMS.fixed(r"\[Resupply\]", [(E_RESUPPLY, 1, False)])


FORMS.fixed(r"\[Exhausted Resupply\]", [(E_RESUPPLY, 1, True)])


@FORMS.body(rf"draw {NUM} cards?")
def _draw(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_DRAW, num(m[1]), None)]


@FORMS.body(
    r"the next (card|character|permanent|spell|landmark) you play this (turn|afternoon) "
    r"costs \{(\d+)\} less"
)
def _next_cost(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_COST, int(m[3]), (KIND_WORDS[m[1].lower()], m[2].lower() == "afternoon"))]


@FORMS.body(rf"the next character you play this turn gains {NUM} boosts?")
def _next_boost(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_BOOST, num(m[1]), None)]


@FORMS.body(rf"target character( you control)? gains {NUM} boosts?")
def _boost_target(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_TARGET, num(m[2]), (0, 0, fx.T_MINE, 0) if m[1] else None)]


@FORMS.body(
    rf"target (non-Fleeting )?character( you control)? gains {NUM} boosts? and (loses )?"
    r"\[\[(Anchored|Asleep|Fleeting)\]\]"
)
def _boost_target_status(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    bit = STATUS_WORDS[m[5].lower()]
    gain, lose = (0, bit) if m[4] else (bit, 0)
    who = fx.T_MINE if m[2] else 0
    return [(E_BOOST_TARGET, num(m[3]), (gain, lose, who, S_FLEETING if m[1] else 0))]


@FORMS.body(rf"characters you control gain {NUM} boosts?")
def _boost_all(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_ALL, num(m[1]), None)]


@FORMS.body(rf"up to two target characters each gain {NUM} boosts?")
def _boost_two(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_UP_TO_TWO, num(m[1]), None)]


FORMS.fixed(r"put a card from your hand in reserve", [(E_HAND_TO_RESERVE, 1, None)])


FORMS.fixed(r"send me to reserve", [(E_SELF_TO_RESERVE, 0, None)])


@FORMS.body(r"return (another|a) card from your reserve to your hand")
def _reserve_to_hand(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_RESERVE_TO_HAND, 1, m[1].lower() == "another")]


@FORMS.body(r"activate the \{j\} abilities of target (character|permanent) you control")
def _activate_join(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_ACTIVATE_JOIN, 0, KIND_WORDS[m[1].lower()])]


@FORMS.body(rf"I gain {NUM} \w+ counters?")
def _counters(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_COUNTERS, num(m[1]), None)]


FORMS.inert.extend(
    re.compile(p, re.IGNORECASE)
    for p in (
        r"^\[Sabotage\]\.?$",
        r"\[Tough\b",
        r"\[After You\]",
        r"\bopponents?\b",
        r"^(?:you may )?(?:send|discard|return)(?: to reserve)?(?: up to \w+)? target "
        r"(?:character|permanent|card)s?\b",
        r"^you may have target character gain \[\[(?:fleeting|asleep)\]\]\.?$",
        r"^target character gains \[\[(?:fleeting|asleep)\]\]\.?$",
        r"^when a character joins the expedition facing me\b",
        r"^At Night\s*[—-].*\[Sabotage\] after Rest\.?$",  # "up to one": none worth taking
    )
)

_CONDITION = re.compile(r"^(If|Unless) (.+?), (.+)$")

FORMS.conditions.extend(
    [
        (re.compile(rf"^you control {NUM} or more landmarks$", re.I), C_LANDMARKS),
        (re.compile(rf"^you control {NUM} or more other characters$", re.I), C_CHARACTERS),
        (re.compile(r"^you are the first player$", re.I), C_FIRST_PLAYER),
        (re.compile(r"^you control a token$", re.I), C_TOKEN),
        (re.compile(rf"^you control {NUM} or more ([A-Za-z-]+?)s$", re.I), C_SUBTYPE),
    ]
)


def is_inert(body: str) -> bool:
    """True for text with nothing to hit in a goldfish game (see the module docstring)."""
    return any(p.search(body) for p in _INERT)


def parse_body(body: str, intern: TokenInterner) -> list[Effect] | None:
    """The effects of one ability body, or None when any part of it is not modelled."""
    body = printed = body.strip().rstrip(".").strip()
    for pattern, replacement in BODY_REWRITES:
        body = pattern.sub(replacement, body)
    choice = _CHOICE.match(body)
    if choice:
        return _parse_choice(choice, _CHOICE.match(printed) or choice, intern)
    if is_roll(body):
        return parse_roll(body, intern, parse_body)
    condition = _CONDITION.match(body)
    if condition:
        return _parse_condition(condition, intern)
    if ". " in body or ", then " in body:  # a form that spans sentences ("... . If you do")
        for pattern, builder in _BODY_PATTERNS:
            m = pattern.match(body)
            if m:
                return builder(m, intern) or None
    effects: list[Effect] = []
    for sentence in re.split(r"\.\s+(?:Then,\s+)?|, then ", body):
        sentence = sentence.strip()
        if not sentence:
            continue
        for pattern, builder in _BODY_PATTERNS:
            m = pattern.match(sentence)
            if m:
                built = builder(m, intern)
                if built:  # (a form that refuses lets a later one, or the inert list, try)
                    effects += built
                    break
        else:
            if not is_inert(sentence):
                return None
            effects.append((E_NOTHING, 0, sentence))  # the sentence: what coverage reports
    return effects


def parse_condition(text: str) -> tuple[int, Any] | None:
    """The ``C_*`` condition and its amount that ``text`` ("you control a token") states."""
    for pattern, kind in _CONDITIONS:
        cm = pattern.match(text)
        if cm:
            if kind in CONDITION_AMOUNTS:
                return kind, CONDITION_AMOUNTS[kind](cm)
            amount: Any = 0
            if kind in (C_IN_TERRAIN, C_NEITHER_IN):
                amount = TERRAIN_BITS[cm[1].upper()]
            elif cm.groups():
                amount = num(cm[1])
            if kind in (C_SUBTYPE, C_SUBTYPE_OTHERS, C_RESERVE_KIND):
                amount = (amount, cm[2].upper())
            return kind, amount
    return None


# --- compound bodies ---------------------------------------------------------------------


def _parse_condition(condition: re.Match[str], intern: TokenInterner) -> list[Effect] | None:
    """``If C, A. [Otherwise, B.] ...`` and ``Unless C, A``: only the first sentence (and its
    ``Otherwise``) depends on C; the sentences after it are parsed as they come."""
    negate = condition[1] == "Unless"
    then, _sep, tail = condition[3].partition(". ")
    otherwise = ""
    if tail.startswith("Otherwise, "):
        otherwise, _sep, tail = tail[len("Otherwise, ") :].partition(". ")
    inner = parse_body(then[:1].upper() + then[1:], intern)
    other = parse_body(otherwise[:1].upper() + otherwise[1:], intern) if otherwise else []
    after = parse_body(tail, intern) if tail else []  # later sentences: unconditional
    if after is None:
        return None
    found = parse_condition(condition[2])
    if found is None or inner is None or other is None:
        return None
    kind, amount = found
    if all(e[0] == fx.E_NOTHING for e in (*inner, *other)):  # only an opponent's cards at stake
        return [(fx.E_NOTHING, 0, None), *after]
    if other or negate:
        then_fx, else_fx = (other, inner) if negate else (inner, other)
        effect = (boosts_kinds.E_IF_ELSE, 0, (kind, amount, tuple(then_fx), tuple(else_fx)))
        return [effect, *after]
    return [(fx.E_IF, 0, (kind, amount, tuple(inner))), *after]


_CHOICE = re.compile(
    r"^(Choose (up to )?(one|two|three|the number of cards in your Landmarks|X\+(\d+),? where X "
    r"is my number of \w+ counters))((?:\.|,) you may (?:pick|choose) the same option multiple "
    r"times)?(?:\. If (.+?), you may choose both)?:\s*(•.+)$",
    re.I,
)
_PICKS = {"one": 1, "two": 2, "three": 3}
_CREATE_ONE = re.compile(r"^Create one in ", re.I)
_TOKEN_NAMED = re.compile(r"\[[^\]/]+ \d+/\d+/\d+\](?: [A-Z][\w-]*)? token", re.I)


def _options(choice: re.Match[str]) -> list[str]:
    return [t.strip().rstrip(".").strip() for t in choice[7].split("•")[1:]]


def _parse_choice(
    choice: re.Match[str], printed: re.Match[str], intern: TokenInterner
) -> list[Effect] | None:
    """``Choose one: • A • B`` (two, three, up to N, X+1, "you may choose both"...): one
    :data:`E_CHOOSE` carrying every option as printed and its ``printed`` text (before the
    near-miss rewrites); unmodelled when an option is not."""
    texts = _options(choice)
    shown = _options(printed)
    for i in range(1, len(texts)):  # "Create one in ...": one more of the token just named
        named = _TOKEN_NAMED.search(texts[i - 1])
        if named and _CREATE_ONE.match(texts[i]):
            texts[i] = _CREATE_ONE.sub(f"Create a {named[0]} in ", texts[i])
    options = [parse_body(t[:1].upper() + t[1:], intern) for t in texts]
    both_if = parse_condition(choice[6]) if choice[6] else None
    if len(options) < 2 or any(o is None for o in options) or (choice[6] and both_if is None):
        return None
    count = choice[3].lower()
    per = 0
    if count.startswith("x+"):
        picks, per = int(choice[4]), choices_kinds.X_MY_COUNTERS
    elif count in _PICKS:
        picks = _PICKS[count]
    else:  # the number of cards in your Landmarks
        picks, per = 0, boosts_kinds.PER_LANDMARKS
    head = (picks, per, bool(choice[2]), bool(choice[5]), both_if)
    if len(shown) != len(texts):
        shown = texts
    arg = (head, (printed[1], *shown), *(tuple(o or ()) for o in options))
    return [(choices_kinds.E_CHOOSE, 0, arg)]
