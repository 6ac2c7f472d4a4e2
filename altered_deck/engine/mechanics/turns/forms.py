"""Forms of the turns mechanic: [Rush] (7.3.34), "You may pass", "each player passes", "target
player becomes first player", a Hero's ``{T} : [After You]`` only for the first player, and
"When you make a [Gift]" (7.3.22, 7.3.29).

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares. Executed by :mod:`altered_deck.engine.mechanics.turns.rules`."""

from __future__ import annotations

import re

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import (
    E_LANDMARK_TOKEN,
    E_RESUPPLY,
    K_ANY,
    K_CHARACTER,
    NUMBER_WORDS,
    Effect,
    ParsedText,
    TokenInterner,
    TokenSpec,
)
from altered_deck.engine.mechanics.turns import kinds as turns_kinds
from altered_deck.engine.mechanics.turns.kinds import (
    E_ALSO_RECEIVE,
    E_EACH_PASSES,
    E_GIVE_FIRST,
    E_MAY_PASS,
    E_OPP_MANASEED,
    E_RUSH,
)
from altered_deck.engine.text.body import EACH, FormTable, parse_body, sentence_effects
from altered_deck.engine.text.words import LANDMARK_TOKEN, NESTED_EFFECTS, NESTED_STATICS

FORMS = FormTable(tier=EACH)

_I = re.IGNORECASE

for _word, _value in (("seven", 7), ("eight", 8), ("nine", 9), ("ten", 10)):
    NUMBER_WORDS.setdefault(_word, _value)  # "nine or more base statistics of 0"


def _inner(text: str | None, intern: TokenInterner) -> tuple[Effect, ...] | None:
    """The effects of a clause ("draw a card"); () for none; None when not modelled."""
    if not text:
        return ()
    return sentence_effects(text, intern)


def _rush(
    mask: int, reserve_fx: bool, do: str | None, dont: str | None, intern: TokenInterner
) -> list[Effect]:
    if_do, if_dont = _inner(do, intern), _inner(dont, intern)
    if if_do is None or if_dont is None:
        return []  # (a builder's [] reads as "not modelled")
    return [(E_RUSH, 0, (mask, reserve_fx, if_do, if_dont))]


# --- [Rush]: play another card immediately ---------------------------------------------------


@FORMS.body(r"you may \[Rush\] to\s+(.+)")
def _rush_to(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    return _rush(K_ANY, False, m[1], None, intern)


@FORMS.body(r"you may \[Rush\]\. if you (do|don't), (.+)")
def _rush_if(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    do = m[1].lower() == "do"
    return _rush(K_ANY, False, m[2] if do else None, None if do else m[2], intern)


@FORMS.body(r"you may \[Rush\]")
def _rush_bare(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    return _rush(K_ANY, False, None, None, intern)


@FORMS.body(r"\[Resupply\], then you may \[Rush\]")
def _resupply_rush(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    return [(E_RESUPPLY, 1, False), *_rush(K_ANY, False, None, None, intern)]


@FORMS.body(
    r"you may \[Rush\] a character\. if played from your hand, it activates one of its\s*"
    r"\{r\} abilities"
)
def _rush_character(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    return _rush(K_CHARACTER, True, None, None, intern)


NESTED_EFFECTS[E_RUSH] = lambda arg, fix: (arg[0], arg[1], fix(arg[2]), fix(arg[3]))

# --- passing and the first player ------------------------------------------------------------


def _manaseed(intern: TokenInterner) -> Effect:
    return (E_OPP_MANASEED, 1, intern(TokenSpec("Manaseed", 0, 0, 0, LANDMARK_TOKEN)))


@FORMS.body(
    r"you may pass\. if you (do|don't), create a \[Manaseed\] token in (?:another target "
    r"player's|target opponent's) landmarks"
)
def _may_pass_manaseed(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    gift = (_manaseed(intern),)
    do = m[1].lower() == "do"
    return [(E_MAY_PASS, 0, (do, gift if do else (), () if do else gift))]


NESTED_EFFECTS[E_MAY_PASS] = lambda arg, fix: (arg[0], fix(arg[1]), fix(arg[2]))
NESTED_EFFECTS[E_OPP_MANASEED] = lambda arg, fix: fix(((E_LANDMARK_TOKEN, 1, arg),))[0][2]


FORMS.fixed(r"each player passes", [(E_EACH_PASSES, 0, None)])


FORMS.fixed(r"target player becomes first player", [(E_GIVE_FIRST, 0, None)])


_COUNT = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
FORMS.conditions.extend(
    (re.compile(pattern, _I), kind)
    for pattern, kind in (
        (
            rf"^there are {_COUNT} or more boosts among characters you control and in your "
            r"reserve$",
            turns_kinds.C_BOOSTS_ALL,
        ),
        (
            rf"^there are {_COUNT} or more base statistics of 0 among characters you control "
            r"and in your reserve$",
            turns_kinds.C_ZERO_STATS_ALL,
        ),
    )
)

# --- whole abilities: the Hero's restricted {T}, Gift triggers -------------------------------

_TAP_FIRST_ONLY = re.compile(
    r"^\{T\}\s*:\s*(.+?)\.\s*You can only activate this if you are (?:the )?first player\.?$", _I
)
_TAP_SECOND_MORE = re.compile(
    r"^\{T\}\s*:\s*(.+?)\.\s*This action costs \{(\d+)\} more if you are not the first "
    r"player\.?$",
    _I,
)
_ON_GIFT = re.compile(r"^When (?:you make|an opponent receives) a \[Gift\]\s*[—-]\s*(.+?)\.?$", _I)
_ALSO_RECEIVE = re.compile(r"^You may exhaust me(?: \(\{T\}\))? to also receive it$", _I)


def parse_ability(ability: str, kind: int, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one of the mechanic's whole abilities into ``parsed``; False when it is not one."""
    m = _TAP_FIRST_ONLY.match(ability)
    if m and kind == 0 and parsed.tap_cost < 0:  # a Hero's {T} (game.py checks who is first)
        effects = parse_body(m[1], intern)
        if effects is None:
            return False
        parsed.tap_cost, parsed.tap = 0, effects
        parsed.statics.append((fx.ST_TAP_FIRST_ONLY, 0, None))
        return True
    m = _TAP_SECOND_MORE.match(ability)
    if m and kind == 0 and parsed.tap_cost < 0:  # a Hero's {T} (game.py prices it)
        effects = parse_body(m[1], intern)
        if effects is None:
            return False
        parsed.tap_cost, parsed.tap = 0, effects
        parsed.statics.append((fx.ST_TAP_SECOND_MORE, int(m[2]), None))
        return True
    m = _ON_GIFT.match(ability)
    if m:
        body = m[1].strip()
        if _ALSO_RECEIVE.match(body):
            inner: tuple[Effect, ...] | None = ((E_ALSO_RECEIVE, 0, None),)
        else:
            inner = _inner(body, intern)
        if not inner:
            return False
        parsed.statics.append((turns_kinds.ST_ON_GIFT, 0, inner))
        return True
    return False


NESTED_STATICS[turns_kinds.ST_ON_GIFT] = lambda arg, fix: fix(arg)
