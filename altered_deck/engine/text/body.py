"""Ability bodies: one sentence (or a compound of them) to effect tuples.

:func:`parse_body` reads a body with the text forms every mechanic registers
(:class:`FormTable`, joined in one order by :mod:`altered_deck.engine.compiler.forms`),
after the near-miss rewrites. A compound body is read by the mechanic that owns it, each part
with :func:`parse_body` again: ``If C, A. [Otherwise, B.]`` / ``Unless C, A`` by the boosts
(:mod:`altered_deck.engine.mechanics.boosts.forms`), die rolls by the dice, ``Choose one: • A
• B`` by the choices. The base forms (boosts, draw, Resupply, next-card costs...) are
:data:`FORMS`. This module names no mechanic: the mechanics import it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
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

_Builder = Callable[[re.Match[str], TokenInterner], list[Effect]]
_Rewrite = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]
Compound = Callable[[str, str, TokenInterner], "list[Effect] | None"]
"""A reader of a compound body: (the body after the near-miss rewrites, the body as printed,
the token interner) to its effects, None when a part of it is not modelled."""

TERRAIN = "terrain"
"""A condition whose amount is the terrain bit its words name ("I'm in {V}")."""
NAMED = "named"
"""A condition whose amount is (a count, the subtype or card kind its words name)."""
AmountShape = str | Callable[[re.Match[str]], Any]
"""How a condition's amount is read when it is not the number of its first group:
:data:`TERRAIN`, :data:`NAMED`, or the condition's own reader of its match."""

# Where a table's forms stand in the one first-match order (:class:`FormTable` ``tier``); within
# a tier, the base forms first, then the mechanics' tables by mechanic name.
FIRST = 0
"""Narrower wordings, tried before every other form (a general form elsewhere would read them)."""
BASE = 1
"""The base forms (:data:`FORMS`) and the tables that were base forms and read as they did."""
EACH = 2
"""A mechanic's own forms, where no other mechanic's form reads the same words."""
LAST = 3
"""General readings: where another mechanic's form reads the same words, that one is read."""


@dataclass
class FormTable:
    """One mechanic's card-text forms, in the order that mechanic tries them: ability bodies
    (a pattern and the builder of its effects), ``If ...,`` conditions, rewrites of near-miss
    wordings, inert text, compound bodies (a die roll, a choice, ``If C, A``: bodies made of
    bodies) and the conditions whose amount is no count (:data:`TERRAIN`, :data:`NAMED`, or a
    condition's own reader).
    Nothing reads a table directly: :func:`install_forms` joins the tables in the one order
    :mod:`altered_deck.engine.compiler.forms` derives from their tiers."""

    bodies: list[tuple[re.Pattern[str], _Builder]] = field(default_factory=list)
    conditions: list[tuple[re.Pattern[str], int]] = field(default_factory=list)
    rewrites: list[_Rewrite] = field(default_factory=list)
    inert: list[re.Pattern[str]] = field(default_factory=list)
    compounds: list[tuple[Callable[[str], object], Compound]] = field(default_factory=list)
    amounts: dict[int, AmountShape] = field(default_factory=dict)
    tier: int = EACH
    """Where the table stands in the one first-match order: :data:`FIRST`, :data:`BASE`,
    :data:`EACH` or :data:`LAST`."""

    @cached_property
    def leading(self) -> FormTable:
        """This table's narrower wordings, tried before every other table's forms (:data:`FIRST`)
        where a general form elsewhere would read them."""
        return FormTable(tier=FIRST)

    def compound(self, claims: Callable[[str], object]) -> Callable[[Compound], Compound]:
        """Register the decorated reader for the bodies ``claims`` is true of; a compound is
        tried before the forms of single sentences, and its first word tells it from the
        others ("Roll", "Choose", "If"), so their order does not matter."""

        def register(reader: Compound) -> Compound:
            self.compounds.append((claims, reader))
            return reader

        return register

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

    def counted(self, pattern: str, kind: int, arg: Any = None) -> None:
        """Register a body of one effect whose amount is the number the pattern's first group
        reads (``{NUM}``): ``[(kind, n, arg)]``."""

        def build(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
            return [(kind, num(m[1]), arg)]

        self.body(pattern)(build)

    def capped(self, pattern: str, kind: int) -> None:
        """Register a body of one effect whose amount is the number the pattern's first group
        reads and whose argument the second's, a cap ("I gain {NUM} boosts, up to a max of
        {NUM}"): ``[(kind, n, cap)]``."""

        def build(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
            return [(kind, num(m[1]), num(m[2]))]

        self.body(pattern)(build)


FORMS = FormTable(tier=BASE)
"""The base forms (boosts, draw, Resupply, next-card costs...)."""

# what parse_body and parse_condition read: every table's forms, joined by install_forms
_BODY_PATTERNS: list[tuple[re.Pattern[str], _Builder]] = []
_CONDITIONS: list[tuple[re.Pattern[str], int]] = []
_COMPOUNDS: list[tuple[Callable[[str], object], Compound]] = []
_AMOUNTS: dict[int, AmountShape] = {}
BODY_REWRITES: list[_Rewrite] = []
"""Wordings rewritten to the form the patterns read before a body is parsed."""
_INERT: list[re.Pattern[str]] = []


def install_forms(tables: Sequence[FormTable]) -> None:
    """Make ``tables`` the forms the compiler reads, each kind of form tried in the order of
    ``tables`` (the first match wins)."""
    _BODY_PATTERNS[:] = [entry for table in tables for entry in table.bodies]
    _CONDITIONS[:] = [entry for table in tables for entry in table.conditions]
    BODY_REWRITES[:] = [entry for table in tables for entry in table.rewrites]
    _INERT[:] = [entry for table in tables for entry in table.inert]
    _COMPOUNDS[:] = [entry for table in tables for entry in table.compounds]
    _AMOUNTS.clear()
    for table in tables:
        _AMOUNTS.update(table.amounts)


FORMS.counted(rf"I gain {NUM} boosts?", E_BOOST_SELF)


@FORMS.body(rf"I gain {NUM} boosts? and lose \[\[Fleeting\]\]")
def _boost_self_lose_fleeting(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_SELF, num(m[1]), None), (E_LOSE_FLEETING, 0, None)]


FORMS.fixed(r"\[Resupply\]", [(E_RESUPPLY, 1, False)])


FORMS.fixed(r"\[Exhausted Resupply\]", [(E_RESUPPLY, 1, True)])


FORMS.counted(rf"draw {NUM} cards?", E_DRAW)


@FORMS.body(
    r"the next (card|character|permanent|spell|landmark) you play this (turn|afternoon) "
    r"costs \{(\d+)\} less"
)
def _next_cost(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_COST, int(m[3]), (KIND_WORDS[m[1].lower()], m[2].lower() == "afternoon"))]


FORMS.counted(rf"the next character you play this turn gains {NUM} boosts?", E_NEXT_BOOST)


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


FORMS.counted(rf"characters you control gain {NUM} boosts?", E_BOOST_ALL)


FORMS.counted(rf"up to two target characters each gain {NUM} boosts?", E_BOOST_UP_TO_TWO)


FORMS.fixed(r"put a card from your hand in reserve", [(E_HAND_TO_RESERVE, 1, None)])


FORMS.fixed(r"send me to reserve", [(E_SELF_TO_RESERVE, 0, None)])


@FORMS.body(r"return (another|a) card from your reserve to your hand")
def _reserve_to_hand(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_RESERVE_TO_HAND, 1, m[1].lower() == "another")]


@FORMS.body(r"activate the \{j\} abilities of target (character|permanent) you control")
def _activate_join(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_ACTIVATE_JOIN, 0, KIND_WORDS[m[1].lower()])]


FORMS.counted(rf"I gain {NUM} \w+ counters?", E_COUNTERS)


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

FORMS.conditions.extend(
    [
        (re.compile(rf"^you control {NUM} or more landmarks$", re.I), C_LANDMARKS),
        (re.compile(rf"^you control {NUM} or more other characters$", re.I), C_CHARACTERS),
        (re.compile(r"^you are the first player$", re.I), C_FIRST_PLAYER),
        (re.compile(r"^you control a token$", re.I), C_TOKEN),
        (re.compile(rf"^you control {NUM} or more ([A-Za-z-]+?)s$", re.I), C_SUBTYPE),
    ]
)
FORMS.amounts[C_SUBTYPE] = NAMED


def is_inert(body: str) -> bool:
    """True for text with nothing to hit in a goldfish game (see the module docstring)."""
    return any(p.search(body) for p in _INERT)


def parse_body(body: str, intern: TokenInterner) -> list[Effect] | None:
    """The effects of one ability body, or None when any part of it is not modelled."""
    body = printed = body.strip().rstrip(".").strip()
    for pattern, replacement in BODY_REWRITES:
        body = pattern.sub(replacement, body)
    for claims, read in _COMPOUNDS:
        if claims(body):
            return read(body, printed, intern)
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


def sentence_effects(body: str, intern: TokenInterner) -> tuple[Effect, ...] | None:
    """The effects of a body read as a sentence (its first letter capitalised: the words after
    "— " or "to"), None when any part is not modelled; a sentence of inert text stays (what
    coverage reports)."""
    effects = parse_body(body[:1].upper() + body[1:], intern)
    return None if effects is None else tuple(effects)


def acting_effects(body: str, intern: TokenInterner) -> tuple[Effect, ...] | None:
    """The effects of a triggered ability's body ("When ... — <body>"), None when any part is
    not modelled or none of them acts."""
    effects = sentence_effects(body, intern)
    if not effects or all(e[0] == E_NOTHING for e in effects):
        return None
    return effects


def parse_condition(text: str) -> tuple[int, Any] | None:
    """The ``C_*`` condition and its amount that ``text`` ("you control a token") states."""
    for pattern, kind in _CONDITIONS:
        cm = pattern.match(text)
        if cm:
            shape = _AMOUNTS.get(kind)
            if callable(shape):
                return kind, shape(cm)
            amount: Any = 0
            if shape == TERRAIN:
                amount = TERRAIN_BITS[cm[1].upper()]
            elif cm.groups():
                amount = num(cm[1])
            if shape == NAMED:
                amount = (amount, cm[2].upper())
            return kind, amount
    return None
