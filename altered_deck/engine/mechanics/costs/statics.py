"""Static abilities of the costs mechanic: the compiler's side.

:func:`parse_static` records them (:mod:`altered_deck.engine.compiler.abilities` asks through
:mod:`altered_deck.engine.mechanics.costs.forms`); their effects are applied by
:mod:`altered_deck.engine.mechanics.costs.rules`,
:mod:`altered_deck.engine.mechanics.keywords.sums` and
:mod:`altered_deck.engine.mechanics.terrain.rules`."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    K_GEAR,
    K_LANDMARK,
    K_SPELL,
    KIND_WORDS,
    ST_ALL_REGIONS,
    ST_IGNORE_DAY1,
    ST_TERRAIN,
    ST_TERRAIN_MARKERS,
    TERRAIN_BITS,
    Effect,
    ParsedText,
    TokenInterner,
)
from altered_deck.engine.mechanics.boosts.kinds import ST_PLAY_SUBTYPE
from altered_deck.engine.mechanics.costs.kinds import (
    ST_ALSO_KIND,
    ST_DEFENDER_UNLESS,
    ST_HIGHEST_HERE,
    ST_IGNORE_DEFENDERS,
    ST_KIND_CUT,
    ST_MORNING_TOP_MANA,
    ST_MY_HIGHEST,
    ST_NOON_RESERVE,
    ST_REVEAL_DRAW,
    ST_ROLL_REVEAL,
    ST_SEASONED_HERE,
    ST_TOKENS_GIGANTIC,
)
from altered_deck.engine.text.body import parse_body, parse_condition

_I = re.IGNORECASE


def _inner(text: str, intern: TokenInterner) -> tuple[Effect, ...] | None:
    effects = parse_body(text[:1].upper() + text[1:], intern)
    return None if effects is None else tuple(effects)


# --- static abilities -------------------------------------------------------------------------

_ALSO = re.compile(
    r"^I'm also considered an? (Spell|Expedition Permanent|Landmark Permanent), even when not "
    r"in play\.?$",
    _I,
)
_ALSO_KINDS = {"spell": K_SPELL, "expedition permanent": K_GEAR, "landmark permanent": K_LANDMARK}
_KIND_CUT = re.compile(
    r"^You may play (Character|Spell|Permanent)s (?:for \{(\d+)\} less if their Base Cost is "
    r"\{(\d+)\} or more|with Hand Cost \{(\d+)\} or more for \{(\d+)\} less)\.?$",
    _I,
)
_KIND_CUT_FLOOR = re.compile(
    r"^You play (Character|Spell|Permanent)s for \{(\d+)\} less, down to a minimum of \{1\}\.?$",
    _I,
)
_SEASONED_HERE = re.compile(r"^Characters in my Expedition are \[Seasoned\]\.?$", _I)
_TERRAIN = re.compile(
    r"^My region (?:is \{([VMO])\} in addition to its other terrains|and the region of the "
    r"Expedition facing me are \{([VMO])\} and lose their other terrains)\.?$",
    _I,
)
_ALL_REGIONS = re.compile(r"^All regions are \{([VMO])\} and lose their other terrains\.?$", _I)
_MARKERS = re.compile(
    r"^I begin the game with ((?:one \{[VMO]\}(?:, | and )?)+) Terrain Markers?\.?$", _I
)
_ROLL_REVEAL = re.compile(
    r"^If you would roll one or more dice, also reveal the top card of your deck\.?$", _I
)
_REVEAL_DRAW = re.compile(
    r"^When you reveal a card this way\s*[—-]\s*If its Hand Cost is equal to the die's result, "
    r"draw it\.?$",
    _I,
)
_PLAY_SUBTYPE = re.compile(
    r"^When you play an? ([A-Z][a-z]+(?: or an? [A-Z][a-z]+| or [A-Z][a-z]+)*)\s*[—-]\s*(.+)$"
)
_IGNORE_DAY1 = re.compile(r"^Ignore my abilit(?:y|ies) during the first Day\.?$", _I)
_MORNING_TOP_MANA = re.compile(
    r"^During Morning, draw only one card\. Then,? put the top card of your deck in your Mana "
    r"zone instead of a card from your hand\.?$",
    _I,
)
_HIGHEST_HERE = re.compile(
    r"^The \{V\}, \{M\} and \{O\} of Characters in my Expedition are equal to their highest "
    r"statistic\.?$",
    _I,
)
_MY_HIGHEST = re.compile(
    r"^If (.+?), my \{V\}, \{M\} and \{O\} are equal to my highest statistic\.?$", _I
)
_TOKENS_GIGANTIC = re.compile(r"^Tokens you control are \[Gigantic\]\.?$", _I)
_DEFENDER_UNLESS = re.compile(r"^I am \[Defender\] unless (.+?)\.?$", _I)
_IGNORE_DEFENDERS = re.compile(  # (with "If C, ": the watchers mechanic's ST_DEFENDER_WAIVE)
    r"^\[Defender\] Characters don't prevent my Expedition from moving forward\.?$", _I
)
_NOON_RESERVE = re.compile(r"^\{I\}\s*At Noon\s*[—-]\s*(.+)$", _I)

# statics without an amount or argument, in the places of the first-match order they keep
_SUMS_FLAGS = (
    (_HIGHEST_HERE, ST_HIGHEST_HERE),
    (_IGNORE_DEFENDERS, ST_IGNORE_DEFENDERS),
    (_TOKENS_GIGANTIC, ST_TOKENS_GIGANTIC),
)
_REVEAL_FLAGS = ((_ROLL_REVEAL, ST_ROLL_REVEAL), (_REVEAL_DRAW, ST_REVEAL_DRAW))
_DAY_FLAGS = (
    (_IGNORE_DAY1, ST_IGNORE_DAY1),
    (_MORNING_TOP_MANA, ST_MORNING_TOP_MANA),
    (_SEASONED_HERE, ST_SEASONED_HERE),
)


def _parse_flag(
    ability: str, parsed: ParsedText, flags: tuple[tuple[re.Pattern, int], ...]
) -> bool:
    """Record the static of the first of ``flags`` (pattern, kind) that reads ``ability``."""
    for pattern, kind in flags:
        if pattern.match(ability):
            parsed.statics.append((kind, 0, None))
            return True
    return False


def _parse_sums_static(ability: str, parsed: ParsedText) -> bool:
    """Statics that change expedition sums or Defender (see ``DYNAMIC_SUMS``)."""
    if _parse_flag(ability, parsed, _SUMS_FLAGS):
        return True
    for pattern, kind in (
        (_MY_HIGHEST, ST_MY_HIGHEST),
        (_DEFENDER_UNLESS, ST_DEFENDER_UNLESS),
    ):
        m = pattern.match(ability)
        if not m:
            continue
        found = parse_condition(m[1])
        if found is None:
            return False
        parsed.statics.append((kind, 0, found))
        return True
    return False


def parse_static(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one static ability of the mechanic's forms into ``parsed``; False if none."""
    if _parse_sums_static(ability, parsed):
        return True
    m = _ALSO.match(ability)
    if m:
        parsed.statics.append((ST_ALSO_KIND, 0, _ALSO_KINDS[m[1].lower()]))
        return True
    m = _KIND_CUT.match(ability)
    if m:
        mask = KIND_WORDS[m[1].lower()]
        if m[2]:
            parsed.statics.append((ST_KIND_CUT, int(m[2]), (mask, int(m[3]), False)))
        else:
            parsed.statics.append((ST_KIND_CUT, int(m[5]), (mask, int(m[4]), True)))
        return True
    m = _KIND_CUT_FLOOR.match(ability)
    if m:  # {1} less for each {1} the cost is above {1}, up to n: down to a minimum of {1}
        mask = KIND_WORDS[m[1].lower()]
        for above in range(2, int(m[2]) + 2):
            parsed.statics.append((ST_KIND_CUT, 1, (mask, above, False)))
        return True
    if _parse_terrain_static(ability, parsed) or _parse_flag(ability, parsed, _REVEAL_FLAGS):
        return True
    return _parse_static_rest(ability, parsed, intern)


def _parse_static_rest(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """:func:`parse_static`, continued: plays of a subtype, Day 1, Morning, Noon forms."""
    m = _PLAY_SUBTYPE.match(ability)
    if m:
        words = re.split(r" or (?:an? )?", m[1])
        if any(w.lower() in KIND_WORDS for w in words):
            return False  # a kind of card: compiler/abilities.py's "When you play a Spell" form
        effects = _inner(m[2], intern)
        if effects is None:
            return False
        parsed.statics.append((ST_PLAY_SUBTYPE, 0, (tuple(w.upper() for w in words), effects)))
        return True
    if _parse_flag(ability, parsed, _DAY_FLAGS):
        return True
    m = _NOON_RESERVE.match(ability)
    if m:
        body = m[1]
        choice = body.lower().startswith("choose one")
        texts = [o.strip().rstrip(".") for o in body.split("•")[1:]] if choice else [body]
        options = [_inner(t, intern) for t in texts]
        if not options or any(o is None for o in options):
            return False
        shown = tuple(texts) if choice else ()  # the options' texts, for the decision
        parsed.statics.append((ST_NOON_RESERVE, 0, (shown, *options)))
        return True
    return False


def _parse_terrain_static(ability: str, parsed: ParsedText) -> bool:
    """:func:`parse_static`'s terrain forms (a region's terrain, all regions, markers)."""
    m = _TERRAIN.match(ability)
    if m:
        replace = bool(m[2])
        bit = TERRAIN_BITS[(m[2] or m[1]).upper()]
        parsed.statics.append((ST_TERRAIN, 0, (bit, replace, replace)))
        return True
    m = _ALL_REGIONS.match(ability)
    if m:
        parsed.statics.append((ST_ALL_REGIONS, 0, TERRAIN_BITS[m[1].upper()]))
        return True
    m = _MARKERS.match(ability)
    if m:
        bits = 0
        for letter in re.findall(r"\{([VMO])\}", m[1]):
            bits |= TERRAIN_BITS[letter.upper()]
        parsed.statics.append((ST_TERRAIN_MARKERS, 0, bits))
        return True
    return False
