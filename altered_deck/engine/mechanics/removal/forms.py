"""Card text that acts on an opponent, compiled into the kinds that face the opponent
(declared ``faces_opponent`` in ``mechanic.py``).

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares. Their handlers (:mod:`altered_deck.engine.mechanics.removal.rules`) act on the
opponent's seat in a duel and do nothing when goldfishing, but where a target may be the
player's own (see :mod:`~altered_deck.engine.mechanics.removal.rules`)."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    E_OPP_BACK,
    E_STATUS_SELF,
    K_CHARACTER,
    K_PERMANENT,
    KW_GIGANTIC,
    NUM,
    S_ANCHORED,
    S_ASLEEP,
    S_FLEETING,
    ST_FACING_JOIN,
    STATUS_WORDS,
    TERRAIN_BITS,
    TOKEN,
    Effect,
    ParsedText,
    Static,
    TokenInterner,
    TokenSpec,
    num,
)
from altered_deck.engine.mechanics.removal.kinds import (
    C_FACING_CHARACTER,
    C_FACING_ONE,
    C_FEWER_RESERVE,
    E_AFTER_YOU,
    E_BOOST_PER_OPP,
    E_LOSE_ASLEEP_ME,
    E_OPP_DISCARD_HAND,
    E_OPP_DRAW,
    E_OPP_EXPEDITION_ASLEEP,
    E_OPP_REMOVE,
    E_OPP_REMOVE_EACH,
    E_OPP_RESUPPLY,
    E_OPP_SACRIFICE,
    E_OPP_STATUS,
    E_OPP_TOKEN,
    E_OPP_UNBOOST,
    E_REMOVE_THEN_TOKEN,
    E_SABOTAGE,
    E_SWITCH_ME,
    OPP_COMPANION,
    ST_NIGHT_SABOTAGE,
)

# the other groups' forms register first: where a form overlaps theirs, theirs is read
from altered_deck.engine.targets.limits import (
    D_DECK_TOP,
    D_DISCARD,
    D_FACING,
    D_HAND,
    D_MAY,
    D_RESERVE,
    D_THEIRS,
    L_ANY,
    L_BASE_COST_LE,
    L_BASE_COST_LE_ROLL,
    L_COST_GE,
    L_COST_LE,
    L_COST_LE_CHARACTERS,
    L_COST_LE_MINE,
    L_IN_TERRAIN,
    L_NO_STAT_OVER,
    L_NON_COMPANION_TOKEN,
    L_OR_RESERVE,
    L_TOTAL_COST_LE,
    NEED_BOOSTED,
    ST_GRANT_TOUGH,
    ST_TOUGH,
    STATUS_MAY,
    ZONE_EXPEDITIONS,
    ZONE_LANDMARKS,
    ZONE_RESERVE,
)
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import LAST, FormTable, parse_body, sentence_effects
from altered_deck.engine.text.words import NESTED_EFFECTS

FORMS = FormTable(tier=LAST)

_KINDS = {
    "character": K_CHARACTER,
    "characters": K_CHARACTER,
    "permanent": K_PERMANENT,
    "permanents": K_PERMANENT,
    "character or permanent": K_CHARACTER | K_PERMANENT,
}
_FILTER = (
    r"(?: with hand cost \{(?P<cost>\d+)\} or (?P<dir>less|more)"
    r"| with base cost \{(?P<base>\d+)\} or less"
    r"| with base cost \{X\} or less, where X is the result(?P<roll>)"
    r"| with no statistic over (?P<stat>\d+)"
    r"| with hand cost \{X\} or less, where X is the number of characters you control"
    r"(?P<per>)"
    r"| with hand cost less than or equal to the hand cost of a character you control(?P<mine>)"
    r"| with a total hand cost \{(?P<total>\d+)\} or less"
    r"| in \{(?P<terrain>[VMO])\}"
    r"| in play or in reserve(?P<reserve>))?"
)


_NEED = r"\[\[(?:Fleeting|Anchored|Asleep|Boosted)\]\]"
_NEEDS = {"fleeting": S_FLEETING, "anchored": S_ANCHORED, "asleep": S_ASLEEP}


@FORMS.body(
    r"(?P<may>you may )?(?P<verb>send|discard|return)(?P<to1> to reserve)? "
    r"(?:up to (?P<count>two|three|four) )?target"
    rf"(?P<need> {_NEED}(?:(?:, | or ){_NEED})*)?"
    r"(?P<kinds> characters? or permanents?| characters?| permanents?|s, characters or permanents"
    r"| cards? in play| non-companion tokens?)"
    + r"(?P<they> they control)?"  # "they": the target opponent of the sentence before
    + r"(?P<facing> facing me)?"
    + _FILTER
    + r"(?P<theirs> controlled by another player)?"
    + r"(?P<to2> to reserve| to its owner's hand| to the top of its owner's deck)?"
    + r"(?P<then>, then exhaust (?:it|them))?"
)
def _remove(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """Removal aimed at Characters or Permanents: the opponent's, chosen when it resolves."""
    verb = m["verb"].lower()
    to = (m["to1"] or m["to2"] or "").strip().lower()
    dest = {"send": D_RESERVE, "discard": D_DISCARD, "return": D_HAND}[verb]
    if to.endswith("deck"):
        dest = D_DECK_TOP
    if (verb == "send") != (to == "to reserve") or (verb == "return") != to.endswith(
        ("hand", "deck")
    ):
        return []
    words = m["kinds"].lower()
    kinds = (K_CHARACTER if "character" in words else 0) | (
        K_PERMANENT if "permanent" in words else 0
    )
    if words.endswith(("in play", "token", "tokens")):  # "card in play", "non-Companion token"
        kinds = K_CHARACTER | K_PERMANENT
    need = 0
    for word in re.findall(r"\[\[(\w+)\]\]", m["need"] or ""):
        need |= _NEEDS.get(word.lower(), NEED_BOOSTED)
    limit, value = L_ANY, 0
    if m["cost"]:
        limit, value = (L_COST_LE if m["dir"].lower() == "less" else L_COST_GE), int(m["cost"])
    elif m["base"]:
        limit, value = L_BASE_COST_LE, int(m["base"])
    elif m["roll"] is not None:
        limit = L_BASE_COST_LE_ROLL
    elif m["stat"]:
        limit, value = L_NO_STAT_OVER, int(m["stat"])
    elif m["per"] is not None:
        limit = L_COST_LE_CHARACTERS
    elif m["mine"] is not None:
        limit = L_COST_LE_MINE
    elif m["total"]:
        limit, value = L_TOTAL_COST_LE, int(m["total"])
    elif m["terrain"]:
        limit, value = L_IN_TERRAIN, TERRAIN_BITS[m["terrain"].upper()]
    elif m["reserve"] is not None:
        limit = L_OR_RESERVE
    if "token" in words:
        if limit != L_ANY:
            return []
        limit = L_NON_COMPANION_TOKEN
    count = num(m["count"]) if m["count"] else 1
    if m["facing"]:  # in the expedition facing mine: only an opponent's
        if kinds != K_CHARACTER:
            return []
        dest |= D_FACING | D_THEIRS
    if m["theirs"] or m["they"]:
        dest |= D_THEIRS
    if m["may"]:
        dest |= D_MAY
    return [(E_OPP_REMOVE, count, (dest, kinds, limit, value, bool(m["then"]), need))]


@FORMS.leading.body(
    rf"((?:you may )?(?:send|discard|return) .+)\. if you do, create an? {TOKEN} token in its "
    r"expedition"
)
def _remove_then_token(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "You may discard target Character with Base Cost {1} or less. If you do, create an
    [Ordis Recruit 1/1/1] Soldier token in its Expedition": the token goes where the target
    was, under the target's controller (7.3.5.a: it is put in that Expedition)."""
    removal = parse_body(m[1], intern)
    if not removal or len(removal) != 1 or removal[0][0] != E_OPP_REMOVE:
        return []
    _kind, count, arg = removal[0]
    if not arg[1] & K_CHARACTER or arg[1] & K_PERMANENT:
        return []  # "its Expedition": a Character's
    spec = TokenSpec(m[2], int(m[3]), int(m[4]), int(m[5]), (m[6] or "").upper())
    intern(spec)  # compiled with the deck's tokens; found by name when it resolves
    return [(E_REMOVE_THEN_TOKEN, count, (arg, spec.name))]


@FORMS.body(r"send to reserve each character from target expedition(, then exhaust them)?")
def _remove_each(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_OPP_REMOVE_EACH, 0, bool(m[1]))]


FORMS.fixed(r"\[Sabotage\]", [(E_SABOTAGE, 1, None)])


@FORMS.body(
    r"(you may have )?(target character|up to two target characters) (?:each )?gains? "
    r"\[\[(Fleeting|Asleep)\]\]"
)
def _opp_status(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    count = 2 if m[2].lower().startswith("up to two") else 1
    return [(E_OPP_STATUS, count, STATUS_WORDS[m[3].lower()] | (STATUS_MAY if m[1] else 0))]


FORMS.fixed(
    r"target character in expedition or in reserve loses all its boosts", [(E_OPP_UNBOOST, 1, None)]
)


FORMS.fixed(
    r"all characters in target expedition gain \[\[Asleep\]\]", [(E_OPP_EXPEDITION_ASLEEP, 0, None)]
)


@FORMS.body(r"target opponent (may )?\[(Exhausted )?Resuppl(?:y|ies)\]")
def _opp_resupply(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_OPP_RESUPPLY, 1, bool(m[2]))]


FORMS.counted(rf"target opponent draws {NUM} cards?", E_OPP_DRAW)


FORMS.counted(rf"target opponent discards {NUM} cards? from their hand", E_OPP_DISCARD_HAND)


@FORMS.body(
    r"target opponent sacrifices the (character|character or permanent) they control with the "
    r"highest base cost"
)
def _opp_sacrifice(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_OPP_SACRIFICE, 1, _KINDS[m[1].lower()])]


FORMS.counted(rf"I gain {NUM} boosts? per character target opponent controls", E_BOOST_PER_OPP)


@FORMS.body(
    rf"create {NUM} {TOKEN} tokens? in (?:target opponent's companion|an opponent's) expedition"
)
def _opp_token(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """(In "an opponent's Expedition", the engine's policy: their Companion expedition.)"""
    spec = TokenSpec(m[2], int(m[3]), int(m[4]), int(m[5]), (m[6] or "").upper())
    intern(spec)  # compiled with the deck's tokens; found by name when it resolves
    return [(E_OPP_TOKEN, num(m[1]), (spec.name, OPP_COMPANION))]


FORMS.fixed(
    r"your opponent's expedition facing me moves backwards one region", [(E_OPP_BACK, 1, None)]
)


FORMS.fixed(r"you may have me switch expeditions", [(E_SWITCH_ME, 0, None)])


FORMS.fixed(r"you may have me lose \[\[Asleep\]\]", [(E_LOSE_ASLEEP_ME, 0, None)])


FORMS.fixed(r"\[After You\]", [(E_AFTER_YOU, 0, None)])


FORMS.leading.conditions += [  # before the goldfish readings of the same words (C_NEVER)
    (re.compile(pattern, re.I), kind)
    for pattern, kind in (
        (r"^I'm facing a character$", C_FACING_CHARACTER),
        (r"^I'm facing only one character$", C_FACING_ONE),
        (r"^you have less cards in reserve than target opponent$", C_FEWER_RESERVE),
    )
]


# --- whole abilities -------------------------------------------------------------------------

_TOUGH = re.compile(
    r"^(\[Gigantic\], )?\[Tough (\d+|X)\](?:, where X is the number of (plants you control|"
    r"regions between your Hero and Companion|exhausted cards in reserve))?\.?$",
    re.I,
)
_ZONE_WORDS = {
    "expeditions": ZONE_EXPEDITIONS,
    "reserve": ZONE_RESERVE,
    "landmarks": ZONE_LANDMARKS,
}
_DUEL_ABILITIES = AbilityForms()
"""The whole abilities of this group that record one static each."""
_DUEL_ABILITIES.counted(r"Characters you control are \[Tough (\d+)\]", ST_GRANT_TOUGH)


@_DUEL_ABILITIES.static(
    r"(Other |All |\[\[(Anchored|Asleep|Fleeting)\]\] )?(Characters|cards) in your "
    r"(Expeditions|Reserve|Landmarks) are \[Tough (\d+)\]"
)
def _grant_tough_in(m: re.Match[str], _t: TokenInterner) -> Static:
    other = (m[1] or "").strip().lower() == "other"
    status = STATUS_WORDS[m[2].lower()] if m[2] else 0
    scope = (_ZONE_WORDS[m[4].lower()], other, status, m[3].lower() == "characters")
    return (ST_GRANT_TOUGH, int(m[5]), scope)


@_DUEL_ABILITIES.static(
    rf"At Night\s*[—-]\s*(?:If I have {NUM} or more boosts, )?\[Sabotage\] after Rest"
)
def _night_sabotage(m: re.Match[str], _t: TokenInterner) -> Static:
    return (ST_NIGHT_SABOTAGE, num(m[1]) if m[1] else 0, None)


_DUEL_ABILITIES.triggered(
    r"When a Character joins the Expedition facing me\s*[—-]\s*(.+)",
    ST_FACING_JOIN,
    body=sentence_effects,
)


def parse_duel_ability(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record a whole ability that only matters against an opponent; False when it is not
    one of these forms."""
    m = _TOUGH.match(ability)
    if m:
        if m[1]:
            parsed.keywords |= KW_GIGANTIC
        if m[2].upper() == "X":
            if not m[3]:
                return False
            arg = {"p": "PLANT", "r": "REGIONS", "e": "EXHAUSTED"}[m[3][0].lower()]
            parsed.statics.append((ST_TOUGH, 0, arg))
        else:
            parsed.statics.append((ST_TOUGH, int(m[2]), None))
        return True
    return _DUEL_ABILITIES(ability, parsed, intern)


@FORMS.body(
    r"you may target an opponent, they draw a card\. if you do, I gain "
    r"\[\[(Anchored|Asleep|Fleeting)\]\]"
)
def _opponent_draws_for_a_status(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    # "you may": the draw with what "if you do" gives nested (the goldfish opponent has no
    # deck: their draw does nothing, the status is worth taking; in a duel the opponent draws)
    return [(E_OPP_DRAW, 1, ((E_STATUS_SELF, 0, STATUS_WORDS[m[1].lower()]),))]


NESTED_EFFECTS[E_OPP_DRAW] = lambda arg, fix: arg if arg is None else fix(arg)
