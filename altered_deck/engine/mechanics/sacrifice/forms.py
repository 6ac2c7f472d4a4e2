"""Card-text forms of the sacrifice mechanic: sacrifice, counters spent from any card, Mana-zone
replacements and effects, Landmark tokens for "target player".

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares. The effects are executed by :mod:`altered_deck.engine.mechanics.sacrifice.rules`."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from altered_deck.engine.core.effects import (
    C_FIRST_PLAYER,
    E_BOOST_SELF,
    E_BOOST_TARGET,
    E_LANDMARK_TOKEN,
    E_MANA_TOP,
    E_ME_TO_MANA,
    E_NEXT_COST,
    E_NOTHING,
    E_READY_MANA,
    E_TOKEN,
    FACING_KINDS,
    K_ANY,
    K_CHARACTER,
    K_LANDMARK,
    K_PERMANENT,
    KIND_WORDS,
    NUM,
    ST_TO_MANA,
    STATUS_WORDS,
    TERRAIN_BITS,
    TO_TARGET,
    TOKEN,
    Effect,
    ParsedText,
    Static,
    TokenInterner,
    TokenSpec,
    num,
)
from altered_deck.engine.mechanics.boosts.kinds import (
    E_BOOST_EACH,
    E_DISCARD_RESERVE,
    G_TARGET_EXPEDITION,
    ST_MIN_ORBS,
)
from altered_deck.engine.mechanics.counters.forms import parse_counters_ability
from altered_deck.engine.mechanics.counters.kinds import ST_COUNTER_AT
from altered_deck.engine.mechanics.sacrifice.kinds import (
    C_FEWER_BOOSTS,
    E_BACK_TO_RESERVE,
    E_EXHAUST_ME,
    E_HAND_KIND_TO_RESERVE,
    E_LANDMARK_TOKEN_EACH,
    E_LANDMARK_TOKEN_TARGET,
    E_MAY_SPEND_COUNTER,
    E_SACRIFICE,
    E_SACRIFICE_ME,
    E_SHIFT,
    E_SPEND_COUNTER,
    E_TOKEN_STATUS,
    E_UNFLEET_SPEND,
    IT_BEHIND,
    IT_IN_TERRAIN,
    IT_ZERO_STAT_TERRAIN,
    SAC_ANOTHER,
    SAC_ANY_NUMBER,
    SAC_EACH_PLAYER,
    SAC_MAY,
    SAC_ME_IF_NOT,
    SAC_MY_EXPEDITION,
    ST_CHARACTER_LEAVES,
    ST_MOVED_DUE,
    ST_ON_SACRIFICE,
    ST_PASS_FIRST,
    ST_PLAYED_CHARACTER,
    ST_SACRIFICED,
    SW_ALWAYS,
    SW_FLEETING,
    SW_NOT_FLEETING,
)
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import EACH, FormTable, parse_body
from altered_deck.engine.text.words import LANDMARK_TOKEN, NESTED_EFFECTS, NESTED_STATICS

FORMS = FormTable(tier=EACH)

Effects = tuple[Effect, ...]


def _sub(text: str, intern: TokenInterner) -> list[Effect] | None:
    """The effects of a nested body (capitalised as a sentence), None when not modelled."""
    text = text.strip()
    m = _TOKEN_THEN_STATUS.match(text)
    if m:  # "it" is the token just created: one effect, not two sentences
        spec = TokenSpec(m[1], int(m[2]), int(m[3]), int(m[4]), (m[5] or "").upper())
        return [(E_TOKEN_STATUS, 1, (intern(spec), TO_TARGET, STATUS_WORDS[m[6].lower()]))]
    return parse_body(text[:1].upper() + text[1:], intern)


_TOKEN_THEN_STATUS = re.compile(
    rf"^create an? {TOKEN} token in target expedition, then it gains "
    r"\[\[(Anchored|Asleep|Fleeting)\]\]\.?$",
    re.I,
)
NESTED_EFFECTS[E_TOKEN_STATUS] = lambda arg, fix: (
    *fix(((E_TOKEN, 1, arg[:2]),))[0][2],
    arg[2],
)


def _does_something(effects: list[Effect] | None) -> bool:
    # (an option acting only on an opponent, the removal mechanic's kinds, does nothing here)
    return bool(effects) and any(
        e[0] != E_NOTHING and e[0] not in FACING_KINDS for e in effects or ()
    )


def _acting(text: str, intern: TokenInterner) -> list[Effect] | None:
    """The effects of a nested body when it does something here, else None."""
    effects = _sub(text, intern)
    return effects if _does_something(effects) else None


# --- sacrifice -----------------------------------------------------------------------------

# what may be sacrificed: (kind mask, subtypes that also qualify)
_VICTIMS: dict[str, tuple[int, tuple[str, ...]]] = {
    "character": (K_CHARACTER, ()),
    "characters": (K_CHARACTER, ()),
    "permanent": (K_PERMANENT, ()),
    "character or permanent": (K_CHARACTER | K_PERMANENT, ()),
    "robot or permanent": (K_PERMANENT, ("ROBOT",)),
    "plant or permanent": (K_PERMANENT, ("PLANT",)),
}
_VICTIM_RE = "|".join(sorted((re.escape(k) for k in _VICTIMS), key=len, reverse=True))


@FORMS.body(
    rf"(you may )?sacrifice (a|an|one|two|another) ({_VICTIM_RE})( in my expedition)?"
    r"(?:\. if you (do|don't|can't), (.+)| to (.+))?"
)
def _sacrifice(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    may = bool(m[1])
    mask, subtypes = _VICTIMS[m[3].lower()]
    flags = (SAC_MAY if may else 0) | (SAC_MY_EXPEDITION if m[4] else 0)
    if m[2].lower() == "another":
        flags |= SAC_ANOTHER
    then: list[Effect] | None = []
    otherwise: list[Effect] | None = []
    if m[5]:
        word = m[5].lower()
        if word == "can't":
            if m[6].strip().rstrip(".").lower() != "sacrifice me":
                return []
            flags |= SAC_ME_IF_NOT
        elif word == "do":
            then = _sub(m[6], intern)
        else:
            otherwise = _sub(m[6], intern)
    elif m[7]:
        if not may:
            return []
        then = _sub(m[7], intern)
    if then is None or otherwise is None:
        return []
    # "... If you do, <inert>" (an opponent's card, Sabotage): the engine would gain nothing
    # from the sacrifice, so the ability is not counted as modelled
    inert = not _does_something(then) and not _does_something(otherwise)
    if (m[5] or m[7]) and inert and not flags & SAC_ME_IF_NOT:
        return []
    count = 2 if m[2].lower() == "two" else 1
    return [(E_SACRIFICE, count, (mask, subtypes, flags, tuple(then), tuple(otherwise)))]


FORMS.fixed(
    r"each player sacrifices (a|one) character",
    [(E_SACRIFICE, 1, (K_CHARACTER, (), SAC_EACH_PLAYER, (), ()))],
)


@FORMS.body(r"you may sacrifice any number of permanents to give me that many boosts")
def _sacrifice_for_boosts(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    then = ((E_BOOST_SELF, 1, None),)
    return [(E_SACRIFICE, 1, (K_PERMANENT, (), SAC_MAY | SAC_ANY_NUMBER, then, ()))]


@FORMS.body(r"(you may )?sacrifice me(?: to (.+)|\. if you do, (.+))?")
def _sacrifice_me(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    rest = m[2] or m[3]
    then = _sub(rest, intern) if rest else []
    if then is None or (rest and not _does_something(then)):
        return []
    return [(E_SACRIFICE_ME, 0, (bool(m[1]), tuple(then)))]


def _fix_sacrifice(arg: Any, fix: Callable[[Any], Any]) -> Any:
    mask, subtypes, flags, then, otherwise = arg
    return (mask, subtypes, flags, fix(then), fix(otherwise))


NESTED_EFFECTS[E_SACRIFICE] = _fix_sacrifice
NESTED_EFFECTS[E_SACRIFICE_ME] = lambda arg, fix: (arg[0], fix(arg[1]))


# --- counters, boosts and exhausting as costs ------------------------------------------------


@FORMS.body(r"(you may )?spend 1 counter from a card you control or in your reserve to (.+)")
def _spend_counter(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = _sub(m[2], intern)
    # (an effect on an opponent, [Sabotage]: paid for in a duel only, see the handler; without
    # "you may" it is an option of a "Choose one": the same cost, paid when it is worth it)
    if not inner or all(e[0] == E_NOTHING for e in inner):
        return []
    return [(E_MAY_SPEND_COUNTER if m[1] else E_SPEND_COUNTER, 1, tuple(inner))]


@FORMS.body(rf"you may exhaust me(?: and spend {NUM} of my \w+ counters)? to (.+)")
def _exhaust_me(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = _acting(m[2], intern)
    if inner is None:
        return []
    return [(E_EXHAUST_ME, num(m[1]) if m[1] else 0, tuple(inner))]


for _op in (E_SPEND_COUNTER, E_MAY_SPEND_COUNTER, E_EXHAUST_ME):
    NESTED_EFFECTS[_op] = lambda arg, fix: fix(arg)


# --- small bodies the costs above lead to -----------------------------------------------------


FORMS.counted(rf"ready {NUM} mana orbs?", E_READY_MANA)


FORMS.counted(rf"put the top {NUM} cards of your deck in your mana zone", E_MANA_TOP)


@FORMS.body(
    r"reduce the cost of the next (card|character|permanent|spell|landmark) you play this "
    r"(turn|afternoon) by \{(\d+)\}"
)
def _reduce_next(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_COST, int(m[3]), (KIND_WORDS[m[1].lower()], m[2].lower() == "afternoon"))]


FORMS.counted(
    rf"characters in target expedition gain {NUM} boosts?", E_BOOST_EACH, G_TARGET_EXPEDITION
)


@FORMS.body(
    rf"(?:you may have target character gain {NUM} boosts?|give {NUM} boosts? to target "
    rf"character|give target character {NUM} boosts?)"
)
def _boost_target(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_TARGET, num(m[1] or m[2] or m[3]), None)]


@FORMS.body(r"you may discard a card from your reserve to (.+)")
def _discard_reserve_to(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = _acting(m[1], intern)
    if inner is None:
        return []
    return [(E_DISCARD_RESERVE, 0, (K_ANY, False, True, tuple(inner)))]


@FORMS.body(
    r"you may put an? (card|character|spell|permanent) from your hand in reserve\. if you "
    r"don't, (.+)"
)
def _hand_kind_to_reserve(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    otherwise = _acting(m[2], intern)
    if otherwise is None:
        return []
    return [(E_HAND_KIND_TO_RESERVE, 0, (KIND_WORDS[m[1].lower()], tuple(otherwise)))]


NESTED_EFFECTS[E_HAND_KIND_TO_RESERVE] = lambda arg, fix: (arg[0], fix(arg[1]))


FORMS.fixed(
    r"one of your expeditions moves backwards one region\. if it does, your other expedition "
    r"moves forward one region",
    [(E_SHIFT, 1, None)],
)


@FORMS.body(r"(you may )?put me in my owner's mana zone")
def _me_to_mana(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_ME_TO_MANA, 0, bool(m[1]))]


@FORMS.body(r"then, (.+)")
def _then(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """An ability that starts with "Then," follows the one before it: its own effects."""
    return _sub(m[1], intern) or []


# --- Landmark tokens in "target player's" / "each player's" Landmarks ------------------------


@FORMS.body(rf"create {NUM} \[(Manaseed|Aerolith)\] tokens? in (target|each) player's landmarks")
def _landmark_token_player(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    token = intern(TokenSpec(m[2].capitalize(), 0, 0, 0, LANDMARK_TOKEN))
    if m[3].lower() == "each":
        return [(E_LANDMARK_TOKEN_EACH, num(m[1]), token)]
    # "target player": a TARGET decision (the hint: the acting player, whom an Aerolith
    # resupplies and a Manaseed readies a Mana Orb for)
    return [(E_LANDMARK_TOKEN_TARGET, num(m[1]), token)]


NESTED_EFFECTS[E_LANDMARK_TOKEN_EACH] = lambda arg, fix: fix(((E_LANDMARK_TOKEN, 1, arg),))[0][2]
NESTED_EFFECTS[E_LANDMARK_TOKEN_TARGET] = NESTED_EFFECTS[E_LANDMARK_TOKEN_EACH]


FORMS.conditions.extend(
    (re.compile(pattern, re.I), kind)
    for pattern, kind in (
        (r"^you are first player$", C_FIRST_PLAYER),
        (rf"^I have less than {NUM} boosts$", C_FEWER_BOOSTS),
    )
)


# --- whole abilities ------------------------------------------------------------------------

_TAP_ANY_COUNTERS = re.compile(
    r"^\{T\},\s*Spend any number of my \w+ counters\s*:\s*the same number of target "
    r"Characters lose \[\[Fleeting\]\]\.?$",
    re.I,
)
_TAP_PAY = re.compile(r"^\{T\},\s*\{(\d+)\}(,\s*Sacrifice a Permanent)?\s*:\s*(.+)$", re.I)


def _sacrifice_mask(word: str) -> int:
    return K_CHARACTER | K_PERMANENT if " or " in word else KIND_WORDS[word.lower()]


def _played_character(m: re.Match[str], effects: Effects) -> Any:
    if m[1]:
        test, bit = IT_IN_TERRAIN, TERRAIN_BITS[m[1].upper()]
    else:
        test, bit = (IT_BEHIND if m[2] else IT_ZERO_STAT_TERRAIN), 0
    return (test, bit, effects)


_ABILITIES = AbilityForms()
"""The triggered statics of this group, each with its body."""


@_ABILITIES.static(r"When I'm sacrificed(, if I was (not )?\[\[Fleeting\]\])?\s*[—-]\s*(.+)")
def _sacrificed(m: re.Match[str], intern: TokenInterner) -> Static | None:
    """ "When I'm sacrificed(, if I was (not) [[Fleeting]]) — ..." ("Put me in Reserve": the
    card from the discard pile)."""
    body = m[3].strip().rstrip(".")
    if body.lower() == "put me in reserve":
        effects: list[Effect] | None = [(E_BACK_TO_RESERVE, 0, None)]
    else:
        effects = _acting(body, intern)
    if effects is None:
        return None
    when = SW_ALWAYS if not m[1] else SW_NOT_FLEETING if m[2] else SW_FLEETING
    return (ST_SACRIFICED, 0, (when, tuple(effects)))


_ABILITIES.triggered(
    r"When you sacrifice an? (Character or Permanent|Character|Permanent)\s*[—-]\s*(.+)",
    ST_ON_SACRIFICE,
    body=_acting,
    arg=lambda m, e: (_sacrifice_mask(m[1]), e),
)
_ABILITIES.triggered(
    r"When an? (non-token )?Character leaves your Expeditions\s*[—-]\s*(.+)",
    ST_CHARACTER_LEAVES,
    body=_acting,
    arg=lambda m, e: (bool(m[1]), e),
)
_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


@_ABILITIES.static(rf"When I gain my ({'|'.join(_ORDINALS)}) \w+ counter\s*[—-]\s*(.+)")
def _counter_at(m: re.Match[str], intern: TokenInterner) -> Static | None:
    effects = _acting(m[2], intern)
    return None if effects is None else (ST_COUNTER_AT, _ORDINALS[m[1].lower()], tuple(effects))


_ABILITIES.triggered(
    r"When you play a Character\s*[—-]\s*If (?:it's in \{([VMO])\}|(its Expedition is behind)|"
    r"(it's in a terrain where its base statistic is 0)),\s*(.+)",
    ST_PLAYED_CHARACTER,
    body=_acting,
    arg=_played_character,
)
_ABILITIES.triggered(
    r"When (my Expedition|one of your Expeditions) moves forward due to \{([VMO])\}\s*[—-]\s*"
    r"(.+)",
    ST_MOVED_DUE,
    body=_acting,
    arg=lambda m, e: (m[1].lower() == "my expedition", TERRAIN_BITS[m[2].upper()], e),
)
_ABILITIES.triggered(r"When you pass first\s*[—-]\s*(.+)", ST_PASS_FIRST, body=_acting)


def parse_sacrifice_ability(
    ability: str, kind: int, parsed: ParsedText, intern: TokenInterner
) -> bool:
    """Record one whole ability of this group into ``parsed``; False when it is not one."""
    if parse_counters_ability(ability, kind, parsed, intern):
        return True
    found = _ABILITIES.read(ability, parsed, intern)
    if found is None and kind == K_CHARACTER:
        found = _CHARACTER_ABILITIES.read(ability, parsed, intern)
    if found is not None:
        return found
    return _parse_plain(ability, kind, parsed, intern)


_CHARACTER_ABILITIES = AbilityForms()
"""A Character's Mana Orb play restriction and Mana replacement."""
_ORB_COUNTS = {"four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


@_CHARACTER_ABILITIES.static(
    rf"I can't be played if you have less than ({'|'.join(_ORB_COUNTS)}) Mana Orbs"
)
def _min_orbs(m: re.Match[str], _t: TokenInterner) -> Static:
    return (ST_MIN_ORBS, _ORB_COUNTS[m[1].lower()], None)


@_CHARACTER_ABILITIES.static(
    r"If I would leave the Expedition zone(?:, you may| (while I'm \[\[Boosted\]\]),) put me "
    r"in my owner's Mana zone instead"
)
def _to_mana(m: re.Match[str], _t: TokenInterner) -> Static:
    return (ST_TO_MANA, 0, (not m[1], bool(m[1])))


def _parse_plain(ability: str, kind: int, parsed: ParsedText, intern: TokenInterner) -> bool:
    """The Landmark ``{T}`` forms."""
    if kind != K_LANDMARK or parsed.tap_cost >= 0:  # the engine's {T}: Landmarks
        return False
    if _TAP_ANY_COUNTERS.match(ability):
        parsed.tap_cost, parsed.tap = 0, [(E_UNFLEET_SPEND, 0, None)]
        return True
    m = _TAP_PAY.match(ability)
    if not m:
        return False
    effects = _acting(m[3], intern)
    if effects is None:
        return False
    if m[2]:  # the sacrifice is a cost: paid before the effect (the Landmark qualifies)
        effects = [(E_SACRIFICE, 1, (K_PERMANENT, (), 0, tuple(effects), ()))]
    parsed.tap_cost = int(m[1])
    parsed.tap = effects
    return True


def _fix_static_effects(arg: Any, fix: Callable[[Any], Any]) -> Any:
    return (arg[0], fix(arg[1]))


NESTED_STATICS[ST_COUNTER_AT] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_MOVED_DUE] = lambda arg, fix: (arg[0], arg[1], fix(arg[2]))
NESTED_STATICS[ST_PLAYED_CHARACTER] = lambda arg, fix: (arg[0], arg[1], fix(arg[2]))
for _st in (ST_SACRIFICED, ST_ON_SACRIFICE, ST_CHARACTER_LEAVES):
    NESTED_STATICS[_st] = _fix_static_effects
NESTED_STATICS[ST_PASS_FIRST] = lambda arg, fix: fix(arg)
