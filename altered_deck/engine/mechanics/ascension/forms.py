"""Card-text forms of the ascension mechanic: Roots of Corruption's "[[Ascended]]" wording of
the watchers mechanic's Ascended forms, "each of your Expeditions [Ascends]", boosts per
Ascended Expedition and "When ... moves forward [due to Ascension]".

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares; :func:`parse_ability` reads the whole abilities;
:mod:`altered_deck.engine.mechanics.ascension.rules` executes them."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    C_ANY_ASCENDED,
    E_ASCEND,
    E_BOOST_PER,
    E_TOKEN,
    NUM,
    PER_ASCENDED,
    SELF_COST_CONDITIONS,
    ST_ASCENDED_MOVE_DRAW,
    TO_EACH,
    TOKEN,
    Effect,
    ParsedText,
    TokenInterner,
    TokenSpec,
    num,
)
from altered_deck.engine.mechanics.ascension.kinds import (
    C_BOTH_ASCENDED,
    E_TOKEN_ASCENDED,
    ST_ASCEND_AGAIN,
    ST_ASCENSION_FURTHER,
    ST_BOTH_MOVED_ASCENSION,
    ST_DUSK_FURTHER,
    ST_LEAVE_ASCENDED,
    ST_MOVED_ASCENSION,
)
from altered_deck.engine.text.body import EACH, FormTable, acting_effects
from altered_deck.engine.text.words import NESTED_EFFECTS, NESTED_STATICS

_I = re.IGNORECASE

FORMS = FormTable(tier=EACH)
"""The ascension mechanic's forms."""

# "[[Ascended]]" (the status in Roots of Corruption's wording) is the watchers' "Ascended"
FORMS.rewrites.append((re.compile(r"\[\[Ascended\]\]"), "Ascended"))

FORMS.conditions.extend(
    (re.compile(pattern, _I), kind)
    for pattern, kind in (
        (r"^one of your expeditions is ascended$", C_ANY_ASCENDED),
        (r"^both of your expeditions are ascended$", C_BOTH_ASCENDED),
    )
)
SELF_COST_CONDITIONS.add(C_BOTH_ASCENDED)

FORMS.fixed(r"each of your expeditions \[ascends\]", [(E_ASCEND, 0, TO_EACH)])


# "<An> Expedition [Ascends], then create ... token in it": in that expedition
FORMS.rewrites.append(
    (
        re.compile(
            r"^((?:Your (?:Hero|Companion)|My) Expedition) \[Ascends\], then (create .+ tokens?) "
            r"in it$",
            _I,
        ),
        r"\1 [Ascends], then \2 in \1",
    )
)


@FORMS.body(rf"create {NUM} {TOKEN} tokens? in each of your Ascended Expeditions")
def _token_ascended(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    spec = TokenSpec(m[2], int(m[3]), int(m[4]), int(m[5]), (m[6] or "").upper())
    return [(E_TOKEN_ASCENDED, num(m[1]), intern(spec))]


NESTED_EFFECTS[E_TOKEN_ASCENDED] = lambda arg, fix: fix(((E_TOKEN, 1, (arg, 0)),))[0][2][0]


@FORMS.body(rf"I gain {NUM} boosts? (?:per|for each) Ascended Expedition you control")
def _boost_per_ascended(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_PER, num(m[1]), PER_ASCENDED)]


_MOVED = re.compile(
    r"^When (my Expedition|one of your Expeditions|both of your Expeditions) moves? forward "
    r"\[due to Ascension\]\s*[—-]\s*(.+)$",
    _I,
)
_ASCENDED_MOVES_DRAW = re.compile(
    r"^When one or more of your \[\[Ascended\]\] Expeditions moves forward\s*[—-]\s*If "
    r"there(?:'s| is) no Character facing it, draw a card\.?$",
    _I,
)
_FURTHER = re.compile(
    r"^If my Expedition would move forward \[due to Ascension\], it moves forward (one|two) "
    r"more regions? instead\.?$",
    _I,
)
_DUSK_FURTHER = re.compile(
    r"^If one of your Expeditions would move forward during Dusk, you may exhaust me "
    r"(?:\(\{T\}\) )?to make it move forward (one|two) more regions? instead\.?$",
    _I,
)
_AGAIN = re.compile(
    r"^If one of your \[\[Ascended\]\] Expeditions would attempt to \[Ascend\] again, (.+)$",
    _I,
)
_LEAVE = re.compile(r"^When I leave an \[\[Ascended\]\] Expedition\s*[—-]\s*(.+)$", _I)
_THAT = re.compile(r"\bthat Expedition\b|(?<=\bin )it\b", _I)


def parse_ability(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one of the ascension mechanic's whole abilities into ``parsed``: "When my
    Expedition / one of your Expeditions / both of your Expeditions moves forward [due to
    Ascension] — ...", "If my Expedition would move forward [due to Ascension], it moves
    forward one more region instead", "If one of your Expeditions would move forward during
    Dusk, you may exhaust me to make it move forward one more region instead", "If one of
    your [[Ascended]] Expeditions would attempt to [Ascend] again, ...", "When I leave an
    [[Ascended]] Expedition — ..." (or the watchers' "When one or more of your Ascended
    Expeditions moves forward — If there's no Character facing it, draw a card" in this
    wording); False when it is none. "That Expedition" and "it" are the expedition that
    moved or that I left: read as "my Expedition", which the rules run with that
    expedition."""
    if _ASCENDED_MOVES_DRAW.match(ability):
        parsed.statics.append((ST_ASCENDED_MOVE_DRAW, 1, None))
        return True
    further = _FURTHER.match(ability)
    if further:
        parsed.statics.append((ST_ASCENSION_FURTHER, num(further[1]), None))
        return True
    further = _DUSK_FURTHER.match(ability)
    if further:
        parsed.statics.append((ST_DUSK_FURTHER, num(further[1]), None))
        return True
    for pattern, kind in ((_MOVED, 0), (_AGAIN, ST_ASCEND_AGAIN), (_LEAVE, ST_LEAVE_ASCENDED)):
        m = pattern.match(ability)
        if not m:
            continue
        body = _THAT.sub("my Expedition", m[m.lastindex or 1])
        if kind == ST_ASCEND_AGAIN:
            body = re.sub(r"^I also gain\b", "I gain", body, flags=_I)
        effects = acting_effects(body.strip(), intern)
        if effects is None:
            return False
        if kind:
            parsed.statics.append((kind, 0, effects))
        elif m[1].lower().startswith("both"):
            parsed.statics.append((ST_BOTH_MOVED_ASCENSION, 0, effects))
        else:
            parsed.statics.append(
                (ST_MOVED_ASCENSION, 0, (m[1].lower() == "my expedition", effects))
            )
        return True
    return False


NESTED_STATICS[ST_MOVED_ASCENSION] = lambda arg, fix: (*arg[:-1], fix(arg[-1]))
for _kind in (ST_BOTH_MOVED_ASCENSION, ST_ASCEND_AGAIN, ST_LEAVE_ASCENDED):
    NESTED_STATICS[_kind] = lambda arg, fix: fix(arg)
