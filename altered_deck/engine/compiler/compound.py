"""The compound ability bodies :func:`altered_deck.engine.core.effects.parse_body` hands on:
``If C, A. [Otherwise, B.]`` / ``Unless C, A`` conditions, die rolls (``Roll a die. On a 4+,
...``, a targeted roll) and ``Choose one: • A • B``. Each parses its parts with ``parse_body``
again (the ``fx.`` names are looked up when called, so either module may be imported first).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from altered_deck.engine.core import effects as fx

if TYPE_CHECKING:
    from altered_deck.engine.core.effects import Effect, TokenInterner


def _parse_condition(condition: re.Match[str], intern: TokenInterner) -> list[Effect] | None:
    """``If C, A. [Otherwise, B.] ...`` and ``Unless C, A``: only the first sentence (and its
    ``Otherwise``) depends on C; the sentences after it are parsed as they come."""
    negate = condition[1] == "Unless"
    then, _sep, tail = condition[3].partition(". ")
    otherwise = ""
    if tail.startswith("Otherwise, "):
        otherwise, _sep, tail = tail[len("Otherwise, ") :].partition(". ")
    inner = fx.parse_body(then[:1].upper() + then[1:], intern)
    other = fx.parse_body(otherwise[:1].upper() + otherwise[1:], intern) if otherwise else []
    after = fx.parse_body(tail, intern) if tail else []  # later sentences: unconditional
    if after is None:
        return None
    found = fx.parse_condition(condition[2])
    if found is None or inner is None or other is None:
        return None
    kind, amount = found
    if all(e[0] == fx.E_NOTHING for e in (*inner, *other)):  # only an opponent's cards at stake
        return [(fx.E_NOTHING, 0, None), *after]
    if other or negate:
        then_fx, else_fx = (other, inner) if negate else (inner, other)
        effect = (fx.E_IF_ELSE, 0, (kind, amount, tuple(then_fx), tuple(else_fx)))
        return [effect, *after]
    return [(fx.E_IF, 0, (kind, amount, tuple(inner))), *after]


_DIE_TARGET = re.compile(
    r"^(?:Target a Character(?: you control)?, then roll a die|Roll a die, then target a "
    r"Character(?: you control)?)\. (On a.+)$",
    re.I,
)
_DIE_BRANCH = re.compile(r"^On a (\d)(\+|-(\d))?, (.+)$")
_DIE_BOOST = re.compile(r"^Target Character gains X boosts?, where X is the result$", re.I)


def _parse_die(rest: str, intern: TokenInterner) -> list[Effect] | None:
    """``Roll a die. On a 4+, A. On a 1-3, B.`` (or ``On a:  • 4+, A.  • 1-3, B.``) or
    ``... gains X boosts, where X is ...``."""
    rest = re.sub(r"^On a:\s*•\s*", "On a ", rest.strip())
    rest = re.sub(r"\.?\s*•\s*", ". On a ", rest)
    if _DIE_BOOST.match(rest):
        return [(fx.E_DIE_BOOST_TARGET, 0, None)]
    branches = []
    for part in re.split(r"\.\s+(?=On a )", rest):
        m = _DIE_BRANCH.match(part.strip())
        if not m:
            return None
        effects = fx.parse_body(m[4][:1].upper() + m[4][1:], intern)
        if effects is None:
            return None
        low = int(m[1])
        high = int(m[3]) if m[3] else 6 if m[2] else low
        branches.append((low, high, tuple(effects)))
    return [(fx.E_DIE, 0, tuple(branches))]


def _flat(effect: Effect) -> bool:
    """An effect that may sit beside opponent options in fx.E_OPP_CHOOSE: a scalar argument (no
    nested effects, no token for the deck compiler to resolve)."""
    op, _n, arg = effect
    return op != fx.E_LANDMARK_TOKEN and (arg is None or type(arg) in (int, bool))


def _parse_choice(body: str, intern: TokenInterner) -> list[Effect] | None:
    """``Choose one: • A • B``: the first option that does something, or inert if none does."""
    options = [o.strip() for o in body.split("•")[1:]]
    parsed = [fx.parse_body(o, intern) for o in options]
    if (
        len(parsed) > 1
        and all(p and all(e[0] in fx.DUEL_OPS or _flat(e) for e in p) for p in parsed)
        and any(e[0] in fx.DUEL_OPS for p in parsed if p for e in p)
    ):
        # options that act on the opponent: the choice is made when it resolves (in a
        # goldfish game, the first option that does not act on the opponent)
        return [(fx.E_OPP_CHOOSE, 0, tuple(tuple(p) for p in parsed if p))]
    for effects in parsed:
        if effects and any(e[0] != fx.E_NOTHING for e in effects):
            return effects
    if parsed and all(p is not None for p in parsed):
        return [(fx.E_NOTHING, 0, None)]
    return None
