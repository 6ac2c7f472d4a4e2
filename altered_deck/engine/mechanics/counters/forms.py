"""Card-text forms of the counters mechanic: the Hero's counters (Quest, Heroism, Performance...),
"X, where X is my number of <name> counters" (scaled effects, "Do the following X+1 times";
"Choose X+1" is a choice, read by the compiler), counters "up to a max of n", and the watchers
that give counters ("When a card
goes from your deck or hand to Reserve", "When you exhaust a card in Reserve", "When you play a
Character with a base statistic of 0 / with Hand Cost greater than or equal to my number of
counters").

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares. The effects are executed by :mod:`altered_deck.engine.mechanics.counters.rules`."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from altered_deck.engine.core.effects import (
    E_NOTHING,
    FACING_KINDS,
    NUM,
    ST_BEGIN_COUNTERS,
    STATUS_WORDS,
    Effect,
    ParsedText,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.boosts.kinds import ST_SUPPORT_MAX
from altered_deck.engine.mechanics.counters.kinds import (
    C_FEWER_COUNTERS,
    C_HERO_COUNTERS,
    C_MY_COUNTERS,
    E_COUNTERS_MAX,
    E_REMOVE_COUNTERS,
    E_REPEAT_X,
    E_REVEAL_PLAY_OR_HAND,
    E_SPEND_MINE,
    E_UNFLEET_NEXT_IF,
    E_X_ARG,
    E_X_COUNTERS,
    ST_DECK_HAND_TO_RESERVE,
    ST_EXHAUSTED_GAIN,
    ST_ONE_GAINS_FX,
    ST_PERMANENT_JOINS,
    ST_PLAYED_COST_GE,
    ST_PLAYED_ZERO_STAT,
    ST_TAP_IF_COUNTERS,
)
from altered_deck.engine.text.body import EACH, FormTable, parse_body
from altered_deck.engine.text.words import NESTED_EFFECTS, NESTED_STATICS

FORMS = FormTable(tier=EACH)

_I = re.IGNORECASE
_MY_X = r",? where X is my number of \w+ counters"

# "a Leviathan Companion [Halua 2/2/2] token" / "a [Halua 2/2/2] Leviathan Companion token":
# the token's subtypes written around its name, read as a plain token
FORMS.rewrites.extend(
    [
        (re.compile(r"\bLeviathan Companion (\[[^\]]+\]) token", _I), r"\1 token"),
        (re.compile(r"(\[[^\]]+\]) Leviathan Companion token", _I), r"\1 token"),
        (re.compile(r"^(Draw (?:a card|\d+ cards)) and (I gain )", _I), r"\1. \2"),
        (re.compile(r"\ball (Characters you control gain)\b", _I), r"\1"),
    ]
)

FORMS.conditions.extend(
    [
        (re.compile(rf"^I have {NUM} or more \w+ counters$", _I), C_MY_COUNTERS),
        (re.compile(rf"^I have less than {NUM} \w+ counters$", _I), C_FEWER_COUNTERS),
        (re.compile(rf"^your hero has {NUM} or more \w+ counters$", _I), C_HERO_COUNTERS),
    ]
)

TOKEN_TEXTS = {"Halua": "If your Hero has 5 or more Quest counters, I am [Gigantic]."}
"""The abilities of the Character tokens that have one, as the reminder of the card that
creates them prints it (a deck holds no token card; Sol & Halua's Leviathan Companion)."""


def _sub(text: str, intern: TokenInterner) -> list[Effect] | None:
    text = text.strip()
    return parse_body(text[:1].upper() + text[1:], intern)


def _acts(effects: list[Effect] | None) -> bool:
    """Whether ``effects`` do something (an opponent's-only effect counts in a duel)."""
    return bool(effects) and any(e[0] != E_NOTHING for e in effects or ())


@FORMS.body(r"if (.+?), (.+)")
def _lower_if(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "Then, if C, A": the condition form of a sentence that follows another."""
    return parse_body(f"If {m[1]}, {m[2]}", intern) or []


FORMS.capped(rf"I gain {NUM} \w+ counters?, up to a max of {NUM}", E_COUNTERS_MAX)


@FORMS.body(rf"(.*\bX\+(\d+)\b.*?){_MY_X}")
def _x_counters(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "<effect> X+n <...>, where X is my number of <name> counters": the effect parsed with
    the amount 1 in place of X+n, run with n = my counters + n (one effect whose count is
    that amount, else not modelled)."""
    inner = _sub(re.sub(r"\bX\+\d+\b", "1", m[1], count=1), intern)
    if not inner or len(inner) != 1 or inner[0][1] != 1 or inner[0][0] == E_NOTHING:
        return []
    return [(E_X_COUNTERS, 0, (int(m[2]), tuple(inner)))]


@FORMS.body(rf"(.*\{{X\}}\+\{{(\d+)\}}.*?){_MY_X}(, then .+)?")
def _x_in_arg(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "... Hand Cost {X}+{n} or less, where X is my number of <name> counters[, then ...]":
    the effect parsed with {n} and with {n+1}; the one place its arg differs holds X+n."""
    plus = int(m[2])
    text = m[1] + (m[3] or "")
    written = f"{{X}}+{{{plus}}}"
    low = _sub(text.replace(written, f"{{{plus}}}", 1), intern)
    high = _sub(text.replace(written, f"{{{plus + 1}}}", 1), intern)
    if not low or not high or len(low) != 1 or len(high) != 1:
        return []
    (op, n, arg), (op2, n2, arg2) = low[0], high[0]
    if op != op2 or n != n2 or not isinstance(arg, tuple) or not isinstance(arg2, tuple):
        return []
    differ = [k for k, (a, b) in enumerate(zip(arg, arg2, strict=True)) if a != b]
    if len(differ) != 1 or arg[differ[0]] != plus:
        return []
    return [(E_X_ARG, 0, (plus, differ[0], (low[0],)))]


@FORMS.body(rf"do the following X\+(\d+) times{_MY_X}:\s*•\s*([^•]+)")
def _repeat_x(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = _sub(m[2], intern)
    if not _acts(inner):
        return []
    assert inner is not None
    return [(E_REPEAT_X, 0, (int(m[1]), tuple(inner)))]


@FORMS.body(rf"you may spend {NUM} of my \w+ counters to (.+)")
def _spend_mine(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = _sub(m[2], intern)
    if not _acts(inner):
        return []
    assert inner is not None
    return [(E_SPEND_MINE, num(m[1]), tuple(inner))]


FORMS.fixed(
    r"reveal the top card of your deck\. you may play it for free or put it into your hand",
    [(E_REVEAL_PLAY_OR_HAND, 0, None)],
)


@FORMS.body(rf"remove (up to )?{NUM} counters from target card in play or in reserve")
def _remove_counters(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_REMOVE_COUNTERS, num(m[2]), bool(m[1]))]


@FORMS.body(
    r"the next (Character with a base statistic of 0|[A-Z]\w+ or [A-Z]\w+) (?:that )?you play "
    r"this turn loses \[\[Fleeting\]\]"
)
def _unfleet_next_if(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    if m[1].lower().startswith("character with"):
        return [(E_UNFLEET_NEXT_IF, 0, ())]
    first, _or, second = m[1].split(" ")
    return [(E_UNFLEET_NEXT_IF, 0, (first.upper(), second.upper()))]


NESTED_EFFECTS[E_X_COUNTERS] = lambda arg, fix: (arg[0], fix(arg[1]))
NESTED_EFFECTS[E_X_ARG] = lambda arg, fix: (arg[0], arg[1], fix(arg[2]))
NESTED_EFFECTS[E_REPEAT_X] = lambda arg, fix: (arg[0], fix(arg[1]))
NESTED_EFFECTS[E_SPEND_MINE] = lambda arg, fix: fix(arg)


# --- whole abilities ------------------------------------------------------------------------

_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10}
_BEGIN = re.compile(r"^I begin the game with (\d+|\w+) \w+ counters\.?$", _I)
_SUPPORT_MAX = re.compile(
    r"^The Support abilities of cards in Reserve can give them (1 more counter than their "
    r"maximum|counters beyond their maximum)\.?$",
    _I,
)
_BEYOND = 99
_TAP_IF = re.compile(
    rf'^If I have {NUM} or more \w+ counters, I gain "\{{T\}}\s*:\s*(.+?)\.?"\.?$', _I
)
_ONE_GAINS = re.compile(
    r"^When a Character you control gains \[\[(Anchored|Asleep|Fleeting)\]\]\s*[—-]\s*(I gain "
    r".+ counters?\.?)$",
    _I,
)  # "beyond their maximum": no max
_WATCHERS: list[tuple[re.Pattern[str], int]] = [
    (
        re.compile(
            r"^When you play a Character with Hand Cost greater than or equal to my number of "
            r"\w+ counters\s*[—-]\s*(.+)$",
            _I,
        ),
        ST_PLAYED_COST_GE,
    ),
    (
        re.compile(r"^When you play a Character with a base statistic of 0\s*[—-]\s*(.+)$", _I),
        ST_PLAYED_ZERO_STAT,
    ),
    (
        re.compile(r"^When a card goes from your deck or hand to Reserve\s*[—-]\s*(.+)$", _I),
        ST_DECK_HAND_TO_RESERVE,
    ),
    (
        re.compile(
            r"^When another Permanent joins your Expeditions or Landmarks\s*[—-]\s*(.+)$", _I
        ),
        ST_PERMANENT_JOINS,
    ),
    (
        re.compile(r"^When you exhaust a card in Reserve\s*[—-]\s*(I gain .+)$", _I),
        ST_EXHAUSTED_GAIN,
    ),
]


def parse_counters_ability(
    ability: str, kind: int, parsed: ParsedText, intern: TokenInterner
) -> bool:
    """Record one whole ability of this group into ``parsed``; False when it is not one."""
    m = _BEGIN.match(ability)
    if m and kind == 0:  # a Hero (cards._KINDS: no kind bit)
        word = m[1].lower()
        count = int(word) if word.isdigit() else _WORD_NUMBERS.get(word, 0)
        if count <= 0:
            return False
        parsed.statics.append((ST_BEGIN_COUNTERS, count, None))
        return True
    m = _ONE_GAINS.match(ability)
    if m:
        effects = _sub(m[2], intern)
        if not _acts(effects) or any(e[0] in FACING_KINDS for e in effects or ()):
            return False
        assert effects is not None
        parsed.statics.append((ST_ONE_GAINS_FX, 0, (STATUS_WORDS[m[1].lower()], tuple(effects))))
        return True
    m = _TAP_IF.match(ability)
    if m and kind == 0 and parsed.tap_cost < 0:  # a Hero's {T} ability, usable from n on
        effects = _sub(m[2], intern)
        if not _acts(effects):
            return False
        assert effects is not None
        parsed.tap_cost, parsed.tap = 0, effects
        parsed.statics.append((ST_TAP_IF_COUNTERS, num(m[1]), None))
        return True
    m = _SUPPORT_MAX.match(ability)
    if m:
        more = 1 if m[1].startswith("1 more") else _BEYOND
        parsed.statics.append((ST_SUPPORT_MAX, more, None))
        return True
    for pattern, st_kind in _WATCHERS:
        m = pattern.match(ability)
        if m:
            effects = _sub(m[1], intern)
            if not _acts(effects) or any(e[0] in FACING_KINDS for e in effects or ()):
                return False
            assert effects is not None
            parsed.statics.append((st_kind, 0, tuple(effects)))
            return True
    return False


def _fix_effects(arg: Any, fix: Callable[[Any], Any]) -> Any:
    return fix(arg)


for _st in (
    ST_PLAYED_COST_GE,
    ST_PLAYED_ZERO_STAT,
    ST_DECK_HAND_TO_RESERVE,
    ST_EXHAUSTED_GAIN,
    ST_PERMANENT_JOINS,
):
    NESTED_STATICS[_st] = _fix_effects
NESTED_STATICS[ST_ONE_GAINS_FX] = lambda arg, fix: (arg[0], fix(arg[1]))
