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
    ParsedText,
    Static,
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
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import sentence_effects

# --- static abilities -------------------------------------------------------------------------

_STATICS = AbilityForms()
"""The mechanic's static abilities that record one static each, in the order they are tried."""
# statics that change expedition sums or Defender (see ``DYNAMIC_SUMS``)
_STATICS.fixed(
    r"The \{V\}, \{M\} and \{O\} of Characters in my Expedition are equal to their highest "
    r"statistic",
    ST_HIGHEST_HERE,
)
_STATICS.fixed(  # (with "If C, ": the watchers mechanic's ST_DEFENDER_WAIVE)
    r"\[Defender\] Characters don't prevent my Expedition from moving forward", ST_IGNORE_DEFENDERS
)
_STATICS.fixed(r"Tokens you control are \[Gigantic\]", ST_TOKENS_GIGANTIC)
_STATICS.conditional(
    r"If (.+?), my \{V\}, \{M\} and \{O\} are equal to my highest statistic", ST_MY_HIGHEST
)
_STATICS.conditional(r"I am \[Defender\] unless (.+?)", ST_DEFENDER_UNLESS)
_ALSO_KINDS = {"spell": K_SPELL, "expedition permanent": K_GEAR, "landmark permanent": K_LANDMARK}
_STATICS.static(
    r"I'm also considered an? (Spell|Expedition Permanent|Landmark Permanent), even when not "
    r"in play"
)(lambda m, _t: (ST_ALSO_KIND, 0, _ALSO_KINDS[m[1].lower()]))


@_STATICS.static(
    r"You may play (Character|Spell|Permanent)s (?:for \{(\d+)\} less if their Base Cost is "
    r"\{(\d+)\} or more|with Hand Cost \{(\d+)\} or more for \{(\d+)\} less)"
)
def _kind_cut(m: re.Match[str], _t: TokenInterner) -> Static:
    mask = KIND_WORDS[m[1].lower()]
    if m[2]:
        return (ST_KIND_CUT, int(m[2]), (mask, int(m[3]), False))
    return (ST_KIND_CUT, int(m[5]), (mask, int(m[4]), True))


# the terrain forms (a region's terrain, all regions, markers)
@_STATICS.static(
    r"My region (?:is \{([VMO])\} in addition to its other terrains|and the region of the "
    r"Expedition facing me are \{([VMO])\} and lose their other terrains)"
)
def _terrain(m: re.Match[str], _t: TokenInterner) -> Static:
    replace = bool(m[2])
    return (ST_TERRAIN, 0, (TERRAIN_BITS[(m[2] or m[1]).upper()], replace, replace))


_STATICS.static(r"All regions are \{([VMO])\} and lose their other terrains")(
    lambda m, _t: (ST_ALL_REGIONS, 0, TERRAIN_BITS[m[1].upper()])
)


@_STATICS.static(r"I begin the game with ((?:one \{[VMO]\}(?:, | and )?)+) Terrain Markers?")
def _markers(m: re.Match[str], _t: TokenInterner) -> Static:
    bits = 0
    for letter in re.findall(r"\{([VMO])\}", m[1]):
        bits |= TERRAIN_BITS[letter.upper()]
    return (ST_TERRAIN_MARKERS, 0, bits)


_STATICS.fixed(
    r"If you would roll one or more dice, also reveal the top card of your deck", ST_ROLL_REVEAL
)
_STATICS.fixed(
    r"When you reveal a card this way\s*[—-]\s*If its Hand Cost is equal to the die's result, "
    r"draw it",
    ST_REVEAL_DRAW,
)
_STATICS.fixed(r"Ignore my abilit(?:y|ies) during the first Day", ST_IGNORE_DAY1)
_STATICS.fixed(
    r"During Morning, draw only one card\. Then,? put the top card of your deck in your Mana "
    r"zone instead of a card from your hand",
    ST_MORNING_TOP_MANA,
)
_STATICS.fixed(r"Characters in my Expedition are \[Seasoned\]", ST_SEASONED_HERE)


@_STATICS.static(r"\{I\}\s*At Noon\s*[—-]\s*(.+)")
def _noon_reserve(m: re.Match[str], intern: TokenInterner) -> Static | None:
    body = m[1]
    choice = body.lower().startswith("choose one")
    texts = [o.strip().rstrip(".") for o in body.split("•")[1:]] if choice else [body]
    options = [sentence_effects(t, intern) for t in texts]
    if not options or any(o is None for o in options):
        return None
    shown = tuple(texts) if choice else ()  # the options' texts, for the decision
    return (ST_NOON_RESERVE, 0, (shown, *options))


_KIND_CUT_FLOOR = re.compile(
    r"^You play (Character|Spell|Permanent)s for \{(\d+)\} less, down to a minimum of \{1\}\.?$",
    re.I,
)
_PLAY_SUBTYPE = re.compile(
    r"^When you play an? ([A-Z][a-z]+(?: or an? [A-Z][a-z]+| or [A-Z][a-z]+)*)\s*[—-]\s*(.+)$"
)


def parse_static(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one static ability of the mechanic's forms into ``parsed``; False if none."""
    m = _KIND_CUT_FLOOR.match(ability)
    if m:  # {1} less for each {1} the cost is above {1}, up to n: down to a minimum of {1}
        mask = KIND_WORDS[m[1].lower()]
        for above in range(2, int(m[2]) + 2):
            parsed.statics.append((ST_KIND_CUT, 1, (mask, above, False)))
        return True
    m = _PLAY_SUBTYPE.match(ability)  # (subtypes are capitalised: case counts)
    if m:
        words = re.split(r" or (?:an? )?", m[1])
        if any(w.lower() in KIND_WORDS for w in words):
            return False  # a kind of card: compiler/abilities.py's "When you play a Spell" form
        effects = sentence_effects(m[2], intern)
        if effects is None:
            return False
        parsed.statics.append((ST_PLAY_SUBTYPE, 0, (tuple(w.upper() for w in words), effects)))
        return True
    return _STATICS(ability, parsed, intern)
