"""Card abilities as data: English card text parsed once into small effect tuples.

A card's text is cut into abilities (two spaces separate them; reminder text in parentheses is
dropped; ``•`` bullets belong to the ability before them). Each ability is matched
(:mod:`altered_deck.engine.compiler.abilities` for whole abilities, the body patterns here for
what they do) and becomes one of:

* a keyword (``KW_*`` bit flags: Fleeting, Eternal, Seasoned, Gigantic, Defender, Cooldown) or
  Scout X;
* a trigger (``{J}``, ``{H}``, ``{R}``, ``At Noon``, ``At Dusk``, the spell's own effect, a
  ``{D}`` support ability, a ``{T}`` ability) with a tuple of effects;
* a static ability of a Hero or Landmark (``ST_*``);
* text aimed at an opponent (removal, Sabotage, Tough, After You...): the ``duel_ops`` kinds
  (:mod:`altered_deck.engine.mechanics.removal.forms`), which act on the opponent's seat in a
  duel and do nothing when goldfishing; what is still *inert* (see ``_INERT``) is modelled as
  nothing;
* anything else: *ignored*, and the card is reported as having unmodelled text.

An effect is a tuple ``(op, n, arg)``: ``op`` one of the ``E_*`` ints, ``n`` a count, ``arg`` an
op-specific value (a token index, a card-type mask, a condition...). The interpreter
(:mod:`altered_deck.engine.core.interpreter`, a table of handlers) executes them; nothing here
runs in the hot loop."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from altered_deck.engine.compiler import compound as _parse
from altered_deck.engine.mechanics.boosts.kinds import *  # noqa: F403  (the boosts kinds, as fx.*)
from altered_deck.engine.mechanics.boosts.kinds import C_IN_TERRAIN, C_NEITHER_IN
from altered_deck.engine.mechanics.costs.kinds import *  # noqa: F403  (the costs mechanic's kinds)
from altered_deck.engine.mechanics.costs.kinds import C_RESERVE_KIND, C_SUBTYPE_OTHERS
from altered_deck.engine.mechanics.keywords.kinds import *  # noqa: F403  (the keywords mechanic's kinds)
from altered_deck.engine.mechanics.removal.kinds import *  # noqa: F403  (the opponent kinds, as fx.*)
from altered_deck.engine.mechanics.reserve.kinds import *  # noqa: F403  (the reserve mechanic's kinds)
from altered_deck.engine.mechanics.sabotage.kinds import *  # noqa: F403  (the sabotage mechanic's kinds)
from altered_deck.engine.mechanics.sacrifice.kinds import *  # noqa: F403  (the sacrifice mechanic's kinds)
from altered_deck.engine.mechanics.turns.kinds import *  # noqa: F403  (the turns mechanic's kinds)
from altered_deck.engine.mechanics.watchers.kinds import *  # noqa: F403  (the watchers mechanic's kinds)

# --- card kinds (bit masks, so "the next Permanent" can be a mask test) --------------------
K_CHARACTER = 1
K_SPELL = 2
K_LANDMARK = 4
K_GEAR = 8  # Expedition Permanent
K_PERMANENT = K_LANDMARK | K_GEAR
K_ANY = K_CHARACTER | K_SPELL | K_PERMANENT
K_TOKEN = 16

KIND_WORDS = {
    "card": K_ANY,
    "character": K_CHARACTER,
    "spell": K_SPELL,
    "permanent": K_PERMANENT,
    "landmark": K_LANDMARK,
}

# --- keywords (bit flags on a card record) -------------------------------------------------
KW_FLEETING = 1
KW_ETERNAL = 2
KW_SEASONED = 4
KW_GIGANTIC = 8
KW_DEFENDER = 16
KW_COOLDOWN = 32

# --- effect ops ------------------------------------------------------------------------------
E_BOOST_SELF = 1  # n boosts on the source Character
E_STATUS_SELF = 2  # arg = status bit (S_ANCHORED / S_ASLEEP / S_FLEETING) gained by the source
E_LOSE_FLEETING = 3
E_DRAW = 4  # draw n
E_RESUPPLY = 5  # n x [Resupply]; arg True = [Exhausted Resupply]
E_TOKEN = 6  # n tokens; arg = (token index, where)
E_NEXT_COST = 7  # the next card of kind mask arg[0] costs n less; arg[1] True = this Afternoon
E_NEXT_BOOST = 8  # the next Character played this turn gains n boosts
E_BOOST_TARGET = 9  # target Character gains n boosts; arg None or (gain, lose, another, lacking)
E_BOOST_ALL = 10  # Characters you control gain n boosts
E_BOOST_UP_TO_TWO = 11  # up to two target Characters each gain n boosts
E_ANCHOR_TARGET = 12  # target Character with Hand Cost <= n (0 = any) gains Anchored
E_HAND_TO_RESERVE = 13  # put a card from your hand in Reserve
E_COUNTERS = 14  # the source gains n counters
E_PAY_COUNTER_TOKEN = 15  # may pay n and spend 1 counter of the source: arg = (token, where)
E_IF = 16  # arg = (condition, condition n, effects)
E_NOTHING = 17  # inert text: nothing to do in a goldfish game
E_DIE = 18  # roll a die: arg = ((low, high, effects), ...) branches by result
E_DIE_BOOST_TARGET = 19  # roll a die: target Character gains X boosts, X the result
E_RESERVE_TO_HAND = 20  # return a card from your Reserve to your hand (arg True: another)
E_ACTIVATE_JOIN = 21  # activate the {J} abilities of one of your cards in play (arg: kind mask)
E_SELF_TO_RESERVE = 22  # send me (the source Character) to Reserve
E_DIE_TARGET = 23  # target a Character, roll a die: arg = branches whose effects act on "it"

# where tokens go
TO_TARGET = 0  # the expedition chosen for the action (or by the engine for triggers)
TO_MINE = 1  # the source's expedition
TO_OTHER = 2  # the other expedition than the source's
TO_HERO = 3
TO_COMPANION = 4
TO_EACH = 5
TO_SPLIT = 6  # distributed: half (rounded up) in the target expedition, the rest in the other

# conditions of E_IF
C_LANDMARKS = 1  # you control >= n Landmarks
C_CHARACTERS = 2  # you control >= n Characters (other than the source)
C_FIRST_PLAYER = 3
C_TOKEN = 4  # you control a token
C_SUBTYPE = 5  # you control >= n cards in play of a subtype: E_IF amount = (n, subtype)

# static abilities of Heroes and Landmarks (and Characters in play)
ST_FIRST_CHARACTER_BOOST = 1  # n = boosts for the first Character played each Afternoon
ST_JOIN_BOOST = 2  # n boosts to joining Characters; arg = required subtype or "" (any)
ST_PLAY_EXHAUST = 3  # when you play kind arg[0] with hand cost >= arg[1]: exhaust me, arg[2]
ST_RESUPPLY_TWO = 4  # [Resupply] reveals two, keeps one in Reserve, discards the other
ST_ROLL_BOOST = 5  # (a Character in play) when you roll dice: I gain n boosts
ST_EXTRA_DIE = 6  # (a Landmark) roll one die more and ignore one: the engine keeps the highest

# unit statuses (bits on a Unit in play or in Reserve)
S_FLEETING = 1
S_ANCHORED = 2
S_ASLEEP = 4
S_EXHAUSTED = 8

Effect = tuple[int, int, Any]
Static = tuple[int, int, Any]
Effects = tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """A token as the text describes it: ``[Brassbug 2/2/2] Robot``."""

    name: str
    forest: int
    mountain: int
    water: int
    subtype: str


@dataclass
class ParsedText:
    """Everything the engine uses from one card's text."""

    keywords: int = 0
    scout: int = 0
    on_hand: list[Effect] = field(default_factory=list)
    on_reserve: list[Effect] = field(default_factory=list)
    on_join: list[Effect] = field(default_factory=list)
    at_noon: list[Effect] = field(default_factory=list)
    at_dusk: list[Effect] = field(default_factory=list)
    on_leave: list[Effect] = field(default_factory=list)  # when I leave the Expedition zone
    on_leave_fleeting: list[Effect] = field(default_factory=list)  # ... if I was Fleeting
    on_resolve: list[Effect] = field(default_factory=list)  # a Spell's own effect
    support: list[Effect] = field(default_factory=list)  # {D} : ...
    tap_cost: int = -1  # {N}, {T} : ... (-1 = no {T} ability)
    tap_counters: int = 0  # {T}, Spend N of my counters: ... (a Landmark's)
    tap: list[Effect] = field(default_factory=list)
    statics: list[Static] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)  # abilities the engine does not model


TokenInterner = Callable[[TokenSpec], int]

_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_NUM = r"(a|an|one|two|three|four|five|six|\d+)"
_TOKEN = r"\[([^\]/]+?) (\d+)/(\d+)/(\d+)\](?: ([A-Z][\w-]*))?"
_WHERE = {
    "target expedition": TO_TARGET,
    "my expedition": TO_MINE,
    "your other expedition": TO_OTHER,
    "your hero expedition": TO_HERO,
    "your companion expedition": TO_COMPANION,
    "each of your expeditions": TO_EACH,
    "any number of target expeditions": TO_SPLIT,
}
_STATUS_BITS = {"anchored": S_ANCHORED, "asleep": S_ASLEEP, "fleeting": S_FLEETING}
_KEYWORDS = {
    "[[fleeting]]": KW_FLEETING,
    "[eternal]": KW_ETERNAL,
    "[seasoned]": KW_SEASONED,
    "[gigantic]": KW_GIGANTIC,
    "[defender]": KW_DEFENDER,
    "[cooldown]": KW_COOLDOWN,
}


TERRAIN_BITS = {"V": 1, "M": 2, "O": 4}  # {V} Forest, {M} Mountain, {O} Water: layout bits


def _num(word: str) -> int:
    word = word.lower()
    return _NUMBER_WORDS[word] if word in _NUMBER_WORDS else int(word)


_REMINDER = re.compile(r"\s*\([^()]*\)")
_BOOST_MARK = re.compile(r"\[B*\]")  # "boost[]", "boost[BB]"


def split_abilities(text: str) -> list[str]:
    """Cut a card text into abilities: reminders dropped, bullets joined to their ability."""
    text = _BOOST_MARK.sub("", text)
    for _ in range(2):  # reminders may nest one level: "(... exhaust me ({T}).)"
        text = _REMINDER.sub("", text)
    abilities: list[str] = []
    for part in text.split("  "):
        part = part.replace("\xa0", " ").strip()
        if not part:
            continue
        if part.startswith("•") and abilities:
            abilities[-1] += "  " + part
        else:
            abilities.append(part)
    return abilities


# --- bodies: one sentence -> effects ---------------------------------------------------------

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
"""The base forms (boosts, statuses, draw, Resupply, tokens, next-card costs...)."""

# what parse_body and parse_condition read: every table's forms, joined by install_forms
_BODY_PATTERNS: list[tuple[re.Pattern[str], _Builder]] = []
_CONDITIONS: list[tuple[re.Pattern[str], int]] = []
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


@FORMS.body(rf"I gain {_NUM} boosts?")
def _boost_self(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_SELF, _num(m[1]), None)]


@FORMS.body(rf"I gain {_NUM} boosts? and lose \[\[Fleeting\]\]")
def _boost_self_lose_fleeting(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_SELF, _num(m[1]), None), (E_LOSE_FLEETING, 0, None)]


@FORMS.body(r"I gain \[\[(Anchored|Asleep|Fleeting)\]\]")
def _status_self(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_STATUS_SELF, 0, _STATUS_BITS[m[1].lower()])]


FORMS.fixed(r"I lose \[\[Fleeting\]\]", [(E_LOSE_FLEETING, 0, None)])


FORMS.fixed(r"\[Resupply\]", [(E_RESUPPLY, 1, False)])


FORMS.fixed(r"\[Exhausted Resupply\]", [(E_RESUPPLY, 1, True)])


@FORMS.body(rf"(?:draw|each player draws) {_NUM} cards?")
def _draw(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_DRAW, _num(m[1]), None)]


@FORMS.body(
    rf"create {_NUM} {_TOKEN} tokens?,? (?:distributed as you choose among |in )"
    rf"({'|'.join(_WHERE)})"
)
def _create_token(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    spec = TokenSpec(m[2], int(m[3]), int(m[4]), int(m[5]), (m[6] or "").upper())
    return [(E_TOKEN, _num(m[1]), (intern(spec), _WHERE[m[7].lower()]))]


@FORMS.body(
    r"the next (card|character|permanent|spell|landmark) you play this (turn|afternoon) "
    r"costs \{(\d+)\} less"
)
def _next_cost(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_COST, int(m[3]), (KIND_WORDS[m[1].lower()], m[2].lower() == "afternoon"))]


@FORMS.body(rf"the next character you play this turn gains {_NUM} boosts?")
def _next_boost(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_BOOST, _num(m[1]), None)]


@FORMS.body(rf"target character(?: you control)? gains {_NUM} boosts?")
def _boost_target(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_TARGET, _num(m[1]), None)]


@FORMS.body(
    rf"target (non-Fleeting )?character(?: you control)? gains {_NUM} boosts? and (loses )?"
    r"\[\[(Anchored|Asleep|Fleeting)\]\]"
)
def _boost_target_status(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    bit = _STATUS_BITS[m[4].lower()]
    gain, lose = (0, bit) if m[3] else (bit, 0)
    return [(E_BOOST_TARGET, _num(m[2]), (gain, lose, False, S_FLEETING if m[1] else 0))]


@FORMS.body(rf"characters you control gain {_NUM} boosts?")
def _boost_all(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_ALL, _num(m[1]), None)]


@FORMS.body(rf"up to two target characters each gain {_NUM} boosts?")
def _boost_two(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_UP_TO_TWO, _num(m[1]), None)]


@FORMS.body(r"target character(?: with hand cost \{(\d+)\} or less)? gains \[\[Anchored\]\]")
def _anchor_target(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_ANCHOR_TARGET, int(m[1] or 0), None)]


FORMS.fixed(r"put a card from your hand in reserve", [(E_HAND_TO_RESERVE, 1, None)])


FORMS.fixed(r"send me to reserve", [(E_SELF_TO_RESERVE, 0, None)])


@FORMS.body(r"return (another|a) card from your reserve to your hand")
def _reserve_to_hand(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_RESERVE_TO_HAND, 1, m[1].lower() == "another")]


@FORMS.body(r"activate the \{j\} abilities of target (character|permanent) you control")
def _activate_join(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_ACTIVATE_JOIN, 0, KIND_WORDS[m[1].lower()])]


@FORMS.body(rf"I gain {_NUM} \w+ counters?")
def _counters(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_COUNTERS, _num(m[1]), None)]


@FORMS.body(
    rf"you may pay \{{(\d+)\}} and spend 1 of my \w+ counters to create {_NUM} {_TOKEN} "
    rf"tokens? in ({'|'.join(_WHERE)})"
)
def _pay_counter_token(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    if _num(m[2]) != 1:
        return []
    spec = TokenSpec(m[3], int(m[4]), int(m[5]), int(m[6]), (m[7] or "").upper())
    return [(E_PAY_COUNTER_TOKEN, int(m[1]), (intern(spec), _WHERE[m[8].lower()]))]


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
SELF_COST_CONDITIONS: set[int] = set()
"""Conditions an "I cost {n} less if C" ability may ask: about the game, never the card (it
is not in play when its cost is asked). Each group module adds its own."""

FORMS.conditions.extend(
    [
        (re.compile(rf"^you control {_NUM} or more landmarks$", re.I), C_LANDMARKS),
        (re.compile(rf"^you control {_NUM} or more other characters$", re.I), C_CHARACTERS),
        (re.compile(r"^you are the first player$", re.I), C_FIRST_PLAYER),
        (re.compile(r"^you control a token$", re.I), C_TOKEN),
        (re.compile(rf"^you control {_NUM} or more ([A-Za-z-]+?)s$", re.I), C_SUBTYPE),
    ]
)


def is_inert(body: str) -> bool:
    """True for text with nothing to hit in a goldfish game (see the module docstring)."""
    return any(p.search(body) for p in _INERT)


def parse_body(body: str, intern: TokenInterner) -> list[Effect] | None:
    """The effects of one ability body, or None when any part of it is not modelled."""
    body = body.strip().rstrip(".").strip()
    for pattern, replacement in BODY_REWRITES:
        body = pattern.sub(replacement, body)
    if body.lower().startswith("choose one:"):
        return _parse._parse_choice(body, intern)
    if body.startswith("Roll a die. "):
        return _parse._parse_die(body[len("Roll a die. ") :], intern)
    targeted = _parse._DIE_TARGET.match(body)
    if targeted:
        # "it" is the targeted Character: its branches read as the source's own effects
        rest = re.sub(r"\bit gains\b", "I gain", targeted[1])
        rest = re.sub(r"\bsend it to Reserve\b", "send me to Reserve", rest, flags=re.I)
        inner = _parse._parse_die(rest, intern)
        if inner is None:
            return None
        return [(E_DIE_TARGET, 0, inner[0][2])]
    condition = _CONDITION.match(body)
    if condition:
        return _parse._parse_condition(condition, intern)
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
            effects.append((E_NOTHING, 0, None))
    return effects


def parse_condition(text: str) -> tuple[int, Any] | None:
    """The ``C_*`` condition and its amount that ``text`` ("you control a token") states."""
    for pattern, kind in _CONDITIONS:
        cm = pattern.match(text)
        if cm:
            amount: Any = 0
            if kind in (C_IN_TERRAIN, C_NEITHER_IN):
                amount = TERRAIN_BITS[cm[1].upper()]
            elif cm.groups():
                amount = _num(cm[1])
            if kind in (C_SUBTYPE, C_SUBTYPE_OTHERS, C_RESERVE_KIND):
                amount = (amount, cm[2].upper())
            return kind, amount
    return None
