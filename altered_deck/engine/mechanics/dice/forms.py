"""The card texts of die rolls: ``Roll a die. On a 4+, A. On a 1-3, B.`` (or ``On a:  • 4+,
A.  • 1-3, B.``), a targeted roll (``Target a Character, then roll a die. On a ...``) and
``Target Character gains X boosts, where X is the result``, and a draw before a roll (``Draw a
card, then roll a die. On a ...``).

A roll is a compound body (:data:`FORMS`): each branch is an ability body of its own, read
with :func:`altered_deck.engine.text.body.parse_body`.
"""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import E_DRAW, NUM, T_MINE, Effect, TokenInterner, num
from altered_deck.engine.mechanics.dice.kinds import (
    E_DIE,
    E_DIE_BOOST_TARGET,
    E_DIE_SPEND,
    E_DIE_TARGET,
)
from altered_deck.engine.text.body import EACH, FormTable, parse_body

FORMS = FormTable(tier=EACH)
"""The dice's forms: a roll and its branches (a compound form), a draw then a roll."""

ROLL = "Roll a die. "
"""How an untargeted roll begins: the branches follow."""

_DIE_TARGET = re.compile(
    r"^(?:Target a Character( you control)?, then roll a die|Roll a die, then target a "
    r"Character( you control)?)\. (On a.+)$",
    re.I,
)
_DIE_BRANCH = re.compile(r"^On a (\d)(\+|-(\d))?[,:] (.+)$")
_THEN_RESULT = re.compile(r"^(?:(On a .+?)\. Then, )?(.+, where X is the result)$", re.I)
_DIE_BOOST = re.compile(r"^Target Character gains X boosts?, where X is the result$", re.I)


def is_roll(body: str) -> bool:
    """True for a body that rolls a die (untargeted or targeted)."""
    return body.startswith(ROLL) or _DIE_TARGET.match(body) is not None


@FORMS.compound(is_roll)
def parse_roll(body: str, _printed: str, intern: TokenInterner) -> list[Effect] | None:
    """The effects of a die roll ``body`` (None: a branch is not modelled); only call it on a
    body :func:`is_roll` accepts."""
    if body.startswith(ROLL):
        rest = body[len(ROLL) :]
        then = _THEN_RESULT.match(rest)
        if then is None or _DIE_BOOST.match(rest):
            return parse_die(rest, intern)
        # "[On a 1-3, A.] Then, <effect>, where X is the result": the roll, then the effect
        die = parse_die(then[1], intern) if then[1] else [(E_DIE, 0, ())]
        tail = parse_body(then[2][:1].upper() + then[2][1:], intern)
        return None if die is None or not tail else [*die, *tail]
    targeted = _DIE_TARGET.match(body)
    if targeted is None:
        return None
    # "it" is the targeted Character: its branches read as the source's own effects
    rest = re.sub(r"\bit gains\b", "I gain", targeted[3])
    rest = re.sub(r"\bsend it to Reserve\b", "send me to Reserve", rest, flags=re.I)
    inner = parse_die(rest, intern)
    if inner is None:
        return None
    who = T_MINE if targeted[1] or targeted[2] else 0  # "you control": the player's own only
    return [(E_DIE_TARGET, who, inner[0][2])]


def parse_die(rest: str, intern: TokenInterner) -> list[Effect] | None:
    """``On a 4+, A. On a 1-3, B.`` (or ``On a:  • 4+, A.  • 1-3, B.``) or ``... gains X
    boosts, where X is ...``."""
    rest = re.sub(r"^On a:\s*•\s*", "On a ", rest.strip())
    rest = re.sub(r"\.?\s*•\s*", ". On a ", rest)
    if _DIE_BOOST.match(rest):
        return [(E_DIE_BOOST_TARGET, 0, None)]
    branches = []
    for part in re.split(r"\.\s+(?=On a )", rest):
        m = _DIE_BRANCH.match(part.strip())
        if not m:
            return None
        effects = parse_body(m[4][:1].upper() + m[4][1:], intern)
        if effects is None:
            return None
        low = int(m[1])
        high = int(m[3]) if m[3] else 6 if m[2] else low
        branches.append((low, high, tuple(effects)))
    return [(E_DIE, 0, tuple(branches))]


@FORMS.body(rf"draw {NUM} cards?, then roll a die\. (on a .+)")
def _draw_then_die(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    die = parse_die(m[2][:1].upper() + m[2][1:], intern)
    return [(E_DRAW, num(m[1]), None), *die] if die else []


@FORMS.body(
    r"roll a die, then spend any number of my \w+ counters to increase the result by that "
    r"much\. (on a.+)"
)
def _die_spend(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "Roll a die, then spend any number of my Luck counters to increase the result by that
    much. On a: • 4+: ... • 1-3: ...": the player sees the roll, then says how many."""
    die = parse_die(m[1][:1].upper() + m[1][1:], intern)
    return [(E_DIE_SPEND, 0, die[0][2])] if die else []
