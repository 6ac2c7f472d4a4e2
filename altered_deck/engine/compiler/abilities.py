"""Card text → abilities → the compiled record's slots: the whole-ability grammar.

:func:`parse_card_text` cuts a card's English main and echo texts into abilities
(:func:`~altered_deck.engine.core.effects.split_abilities`) and records each into a
:class:`~altered_deck.engine.core.effects.ParsedText`: keywords, Scout, triggers (``{J}``, ``{H}``,
``{R}``, At Noon, At Dusk, when I leave, ``{D}``), ``{T}`` abilities and the static abilities
of Heroes, Landmarks and Characters. Ability bodies are parsed by
:func:`~altered_deck.engine.core.effects.parse_body`.
"""

from __future__ import annotations

import re

from altered_deck.engine.compiler import forms as _forms  # (it installs every mechanic's forms)
from altered_deck.engine.core.effects import (
    C_EXHAUSTED_RESERVE,
    C_LANDMARKS,
    C_SUBTYPE,
    C_TOKEN,
    K_CHARACTER,
    K_LANDMARK,
    K_SPELL,
    KEYWORD_WORDS,
    KIND_WORDS,
    NUM,
    PER_EXHAUSTED_RESERVE,
    SELF_COST_CONDITIONS,
    ST_ETERNAL_IN,
    ST_EXTRA_DIE,
    ST_FIRST_CHARACTER_BOOST,
    ST_JOIN_BOOST,
    ST_PLAY_EXHAUST,
    ST_RESUPPLY_TWO,
    ST_ROLL_BOOST,
    ST_SELF_COST,
    STATUS_WORDS,
    TERRAIN_BITS,
    ParsedText,
    Static,
    TokenInterner,
    num,
    split_abilities,
)
from altered_deck.engine.mechanics.boosts.kinds import (
    C_ALL_CHARACTERS,
    C_FLEETING_CHARACTER,
    C_HAND_EMPTY,
    C_PERMANENTS,
    C_RESERVE_CARDS,
    C_RESERVE_EMPTY,
    EV_JOIN,
    EV_PLAY,
    ST_JOIN_IT,
    ST_ON_MOVE,
    ST_ON_PLAY,
    ST_PLAY_IT,
    ST_RESERVE_BOOST,
    ST_RESERVE_LIMIT,
    ST_SELF_COST_PER,
    ST_SPELL_FLEETING,
    ST_SUPPORT_GAIN,
)
from altered_deck.engine.mechanics.costs import forms as costs_forms
from altered_deck.engine.mechanics.keywords import forms as keywords_forms
from altered_deck.engine.mechanics.removal.forms import parse_duel_ability
from altered_deck.engine.mechanics.reserve import statics as reserve_statics
from altered_deck.engine.mechanics.sabotage import forms as sabotage_forms
from altered_deck.engine.mechanics.sacrifice.forms import parse_sacrifice_ability
from altered_deck.engine.mechanics.targeted.kinds import ST_UNREAD_SUPPORT
from altered_deck.engine.mechanics.turns import forms as turns_forms
from altered_deck.engine.mechanics.watchers import forms as watchers_forms
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import is_inert, parse_body, parse_condition, sentence_effects

# --- whole abilities -------------------------------------------------------------------------

_TRIGGERS = (
    (re.compile(r"^\{J\}\s*"), "on_join"),
    (re.compile(r"^\{H\}\s*"), "on_hand"),
    (re.compile(r"^\{R\}\s*"), "on_reserve"),
    (re.compile(r"^At Noon\s*[—-]\s*"), "at_noon"),
    (re.compile(r"^At Dusk\s*[—-]\s*"), "at_dusk"),
    (re.compile(r"^When I leave the Expedition zone\s*[—-]\s*"), "on_leave"),
    (
        re.compile(r"^When I leave the Expedition zone, if I was \[\[Fleeting\]\]\s*[—-]\s*"),
        "on_leave_fleeting",
    ),
    (re.compile(r"^\{D\}\s*:\s*"), "support"),
)
_TAP = re.compile(r"^(?:\{(\d+)\},\s*)?\{T\}\s*:\s*(.+)$")
_TAP_COUNTERS = re.compile(rf"^\{{T\}},\s*Spend {NUM} of my \w+ counters\s*:\s*(.+)$", re.I)
_SCOUT = re.compile(r"^\[Scout\]\s*\{(\d+)\}\.?$")
_JOIN_IT = re.compile(
    r"^When (a|another) Character joins (my Expedition|your Expeditions)\s*[—-]\s*It gains "
    rf"{NUM} boosts?(?: and \[\[(Fleeting|Anchored|Asleep)\]\])?\.?$",
    re.I,
)
_PLAY_IT = re.compile(
    r"^When you play an? ([A-Za-z-]+)\s*[—-]\s*It gains \[\[(Fleeting|Anchored|Asleep)\]\]\.?$",
    re.I,
)
SELF_COST_CONDITIONS.update(
    (
        C_ALL_CHARACTERS,
        C_EXHAUSTED_RESERVE,
        C_FLEETING_CHARACTER,
        C_HAND_EMPTY,
        C_LANDMARKS,
        C_PERMANENTS,
        C_RESERVE_CARDS,
        C_RESERVE_EMPTY,
        C_SUBTYPE,
        C_TOKEN,
    )
)


# --- whole abilities that record one static ----------------------------------------------------

_STATICS = AbilityForms()
"""The boosts of the first Character each Afternoon and of joining Characters, the watchers of
the cards played."""
_STATICS.counted(
    rf"The first Character you play each Afternoon gains {NUM} boosts?", ST_FIRST_CHARACTER_BOOST
)


@_STATICS.static(rf"When an? (\w+) joins your Expeditions\s*[—-]\s*It gains {NUM} boosts?")
def _join_boost(m: re.Match[str], _t: TokenInterner) -> Static:
    subtype = m[1].upper()
    return (ST_JOIN_BOOST, num(m[2]), "" if subtype == "CHARACTER" else subtype)


_STATICS.triggered(
    r"When you play an? (Character|Spell|Permanent|Landmark) with Hand Cost \{(\d+)\} or "
    r"more\s*[—-]\s*You may exhaust me to (.+)",
    ST_PLAY_EXHAUST,
    body=sentence_effects,
    arg=lambda m, e: (KIND_WORDS[m[1].lower()], int(m[2]), e),
)
_STATICS.triggered(
    r"When you play (an?|another) (Character|Spell|Permanent|Landmark|card)"
    r"(?: with (?:Base|Hand) Cost \{(\d+)\} or more)?\s*[—-]\s*(.+)",
    ST_ON_PLAY,
    body=sentence_effects,
    arg=lambda m, e: (KIND_WORDS[m[2].lower()], m[1].lower() == "another", e, int(m[3] or 0)),
)

_MORE_STATICS = AbilityForms()
"""``{I}`` gains in Reserve, "when my Expedition moves forward" (or fails to), Eternal in a
terrain, cost cuts, a bigger Reserve limit."""


@_MORE_STATICS.static(
    r"\{I\}\s*When (?:(a|another) Character joins your Expeditions|you play (a|another) "
    rf"(Character|Spell|Permanent|card))\s*[—-]\s*I gain {NUM} (boosts?|\w+ counters?), up "
    rf"to a max of {NUM}"
)
def _support_gain(m: re.Match[str], _t: TokenInterner) -> Static:
    event = EV_JOIN if m[1] else EV_PLAY
    kind = KIND_WORDS[m[3].lower()] if m[3] else K_CHARACTER
    another = (m[1] or m[2]).lower() == "another"
    counters = "counter" in m[5].lower()
    return (ST_SUPPORT_GAIN, num(m[4]), (event, kind, another, counters, num(m[6])))


_MORE_STATICS.triggered(
    r"When my Expedition (moves forward|fails to move forward during Dusk)\s*[—-]\s*(.+)",
    ST_ON_MOVE,
    body=sentence_effects,
    arg=lambda m, e: (m[1].lower().startswith("fails"), e),
)
_MORE_STATICS.counted(
    rf"Your Characters have:\s*[\"“]\s*\{{R\}}\s*I gain {NUM} boosts?\.?[\"”]", ST_RESERVE_BOOST
)
_MORE_STATICS.static(r"If I'm in \{([VMO])\}, I am \[Eternal\]")(
    lambda m, _t: (ST_ETERNAL_IN, 0, TERRAIN_BITS[m[1].upper()])
)
_MORE_STATICS.counted(
    r"Spells you play with Hand Cost \{(\d+)\} or less have \[\[Fleeting\]\]", ST_SPELL_FLEETING
)
_MORE_STATICS.counted(
    r"I cost \{(\d+)\} less per exhausted card in Reserve", ST_SELF_COST_PER, PER_EXHAUSTED_RESERVE
)


@_MORE_STATICS.static(r"(?:I cost \{(\d+)\} less if (.+?)|If (.+?), I cost \{(\d+)\} less)")
def _self_cost(m: re.Match[str], _t: TokenInterner) -> Static | None:
    found = parse_condition(m[2] or m[3])
    if found is None or found[0] not in SELF_COST_CONDITIONS:
        return None
    return (ST_SELF_COST, int(m[1] or m[4]), found)


@_MORE_STATICS.static(
    r"(?:If there are one or more (Spell|Character)s in your Reserve, )?your Reserve limit is "
    r"increased by one"
)
def _reserve_limit(m: re.Match[str], _t: TokenInterner) -> Static:
    return (ST_RESERVE_LIMIT, 1, KIND_WORDS[m[1].lower()] if m[1] else 0)


_LAST_STATICS = AbilityForms()
"""Replacements of a Resupply and of die rolls, a boost on each roll."""
_LAST_STATICS.fixed(
    r"If you would \[Resupply\], instead reveal the top two cards of your deck\. Put one in "
    r"Reserve, and discard the other",
    ST_RESUPPLY_TWO,
)
_LAST_STATICS.counted(
    rf"When you roll one or more dice\s*[—-]\s*I gain {NUM} boosts?", ST_ROLL_BOOST
)
_LAST_STATICS.fixed(
    r"If you would roll one or more dice, instead roll that many dice plus one and ignore "
    r"the roll of your choice",
    ST_EXTRA_DIE,
)


def parse_card_text(main: str, echo: str, kind: int, intern: TokenInterner) -> ParsedText:
    """Parse a card's English main and echo texts for a card of ``kind`` (``K_*``)."""
    parsed = ParsedText()
    for ability in split_abilities(main):
        if not parse_ability(ability, kind, parsed, intern):
            parsed.ignored.append(ability)
    for ability in split_abilities(echo):
        if not parse_echo_ability(ability, parsed, intern) and not is_inert(ability):
            parsed.ignored.append(ability)
    return parsed


def parse_echo_ability(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one echo (Reserve) ability: a ``{D}`` support ability or an ``{I}`` static
    one; False when it is not modelled."""
    m = _TRIGGERS[-1][0].match(ability)
    if m:
        effects = parse_body(ability[m.end() :], intern)
        if effects is None:  # still a card that "has a {D} ability"
            parsed.statics.append((ST_UNREAD_SUPPORT, 0, None))
            return False
        parsed.support += effects
        return True
    if any(read(ability, parsed, intern, parse_ability) for read in _forms.ECHO_FORMS):
        return True
    if not ability.startswith("{I}"):
        return False
    return watchers_forms.parse_static(ability, parsed, intern) or _parse_more_statics(
        ability, parsed, intern
    )


def parse_ability(ability: str, kind: int, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one main-text ability of a card of ``kind`` into ``parsed``; False when it is
    not modelled."""
    keyword = KEYWORD_WORDS.get(ability.rstrip(".").strip().lower())
    if keyword is not None:
        parsed.keywords |= keyword
        return True
    scout = _SCOUT.match(ability)
    if scout:
        parsed.scout = int(scout[1])
        return True
    for pattern, slot in _TRIGGERS:
        m = pattern.match(ability)
        if m:
            effects = parse_body(ability[m.end() :], intern)
            if effects is None:
                return False
            getattr(parsed, slot).extend(effects)
            return True
    if turns_forms.parse_ability(ability, kind, parsed, intern):
        return True
    tap = _TAP.match(ability)
    if tap:
        if kind not in (K_LANDMARK, 0):  # the engine offers {T} actions for these and the Hero
            return False
        effects = parse_body(tap[2], intern)
        if effects is None or parsed.tap_cost >= 0:
            return False
        parsed.tap_cost = int(tap[1] or 0)
        parsed.tap = effects
        return True
    spend = _TAP_COUNTERS.match(ability)
    if spend and kind == K_LANDMARK:  # the engine's {T} actions: Landmarks (and the Hero)
        effects = parse_body(spend[2][:1].upper() + spend[2][1:], intern)
        if effects is None or parsed.tap_cost >= 0:
            return False
        parsed.tap_cost, parsed.tap_counters, parsed.tap = 0, num(spend[1]), effects
        return True
    if parse_sacrifice_ability(ability, kind, parsed, intern):
        return True
    return _parse_static(ability, kind, parsed, intern)


def _parse_static(ability: str, kind: int, parsed: ParsedText, intern: TokenInterner) -> bool:
    if keywords_forms.parse_static(ability, parsed, intern):
        return True
    if watchers_forms.parse_static(ability, parsed, intern):
        return True
    found = _STATICS.read(ability, parsed, intern)
    if found is not None:
        return found
    if _parse_more_statics(ability, parsed, intern):
        return True
    if parse_duel_ability(ability, parsed, intern):
        return True
    if sabotage_forms.OPPONENT_ABILITIES(ability, parsed, intern):
        return True
    if _LAST_STATICS(ability, parsed, intern):
        return True
    if any(read(ability, parsed, intern) for read in _forms.ABILITY_FORMS):
        return True
    if kind == K_SPELL:
        effects = parse_body(ability, intern)
        if effects is not None:
            parsed.on_resolve += effects
            return True
        return False
    return is_inert(ability)


def _parse_more_statics(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """``{I}`` gains in Reserve, "It gains" join triggers, "when my Expedition moves forward"
    (or fails to), a bigger Reserve limit."""
    if reserve_statics.parse_static(ability, parsed, intern):
        return True
    m = _JOIN_IT.match(ability)
    if m and (m[1].lower() == "another" or m[2].lower() == "my expedition"):
        status = STATUS_WORDS[m[4].lower()] if m[4] else 0
        parsed.statics.append((ST_JOIN_IT, num(m[3]), (m[2].lower() == "my expedition", status)))
        return True
    m = _PLAY_IT.match(ability)
    if m and m[1].lower() not in KIND_WORDS:  # a subtype: the played Character gains it
        parsed.statics.append((ST_PLAY_IT, 0, (m[1].upper(), STATUS_WORDS[m[2].lower()])))
        return True
    found = _MORE_STATICS.read(ability, parsed, intern)
    if found is not None:
        return found
    return costs_forms.parse_static(ability, parsed, intern)
