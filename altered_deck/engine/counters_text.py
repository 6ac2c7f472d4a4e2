"""Card-text forms of the "counters" group (issue 13): sacrifice, counters spent from any
card, Mana-zone replacements and effects, Landmark tokens for "target player".

Importing this module registers its ability bodies and conditions with
:mod:`altered_deck.engine.effects`; :func:`parse_counters_ability` records whole abilities
(triggers on sacrifice, "When a Character leaves your Expeditions", the Mana replacement,
Landmark ``{T}, {n}`` abilities) and is called by :mod:`altered_deck.engine.text`. The
effects are executed by :mod:`altered_deck.engine.counters_resolve`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from altered_deck.engine.effects import (
    _CONDITIONS,
    _NUM,
    C_FEWER_BOOSTS,
    C_FIRST_PLAYER,
    E_BACK_TO_RESERVE,
    E_BOOST_EACH,
    E_BOOST_SELF,
    E_BOOST_TARGET,
    E_DISCARD_RESERVE,
    E_EXHAUST_ME,
    E_LANDMARK_TOKEN,
    E_LANDMARK_TOKEN_EACH,
    E_MANA_TOP,
    E_NEXT_COST,
    E_NOTHING,
    E_READY_MANA,
    E_SACRIFICE,
    E_SACRIFICE_ME,
    E_SPEND_COUNTER,
    G_TARGET_EXPEDITION,
    K_ANY,
    K_CHARACTER,
    K_LANDMARK,
    K_PERMANENT,
    KIND_WORDS,
    NESTED_EFFECTS,
    NESTED_STATICS,
    SAC_ANOTHER,
    SAC_ANY_NUMBER,
    SAC_EACH_PLAYER,
    SAC_MAY,
    SAC_ME_IF_NOT,
    SAC_MY_EXPEDITION,
    ST_CHARACTER_LEAVES,
    ST_ON_SACRIFICE,
    ST_SACRIFICED,
    ST_TO_MANA,
    SW_ALWAYS,
    SW_FLEETING,
    SW_NOT_FLEETING,
    Effect,
    ParsedText,
    TokenInterner,
    TokenSpec,
    _body,
    _num,
    parse_body,
)
from altered_deck.engine.effects_more import LANDMARK_TOKEN

Effects = tuple[Effect, ...]


def _sub(text: str, intern: TokenInterner) -> list[Effect] | None:
    """The effects of a nested body (capitalised as a sentence), None when not modelled."""
    text = text.strip()
    return parse_body(text[:1].upper() + text[1:], intern)


def _does_something(effects: list[Effect] | None) -> bool:
    return bool(effects) and any(e[0] != E_NOTHING for e in effects or ())


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


@_body(
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


@_body(r"each player sacrifices (a|one) character")
def _each_sacrifices(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_SACRIFICE, 1, (K_CHARACTER, (), SAC_EACH_PLAYER, (), ()))]


@_body(r"you may sacrifice any number of permanents to give me that many boosts")
def _sacrifice_for_boosts(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    then = ((E_BOOST_SELF, 1, None),)
    return [(E_SACRIFICE, 1, (K_PERMANENT, (), SAC_MAY | SAC_ANY_NUMBER, then, ()))]


@_body(r"(you may )?sacrifice me(?: to (.+))?")
def _sacrifice_me(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    then = _sub(m[2], intern) if m[2] else []
    if then is None or (m[2] and not _does_something(then)):
        return []
    return [(E_SACRIFICE_ME, 0, (bool(m[1]), tuple(then)))]


def _fix_sacrifice(arg: Any, fix: Callable[[Any], Any]) -> Any:
    mask, subtypes, flags, then, otherwise = arg
    return (mask, subtypes, flags, fix(then), fix(otherwise))


NESTED_EFFECTS[E_SACRIFICE] = _fix_sacrifice
NESTED_EFFECTS[E_SACRIFICE_ME] = lambda arg, fix: (arg[0], fix(arg[1]))


# --- counters, boosts and exhausting as costs ------------------------------------------------


@_body(r"(you may )?spend 1 counter from a card you control or in your reserve to (.+)")
def _spend_counter(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = _sub(m[2], intern)
    if not m[1] or not _does_something(inner):
        return []
    assert inner is not None
    return [(E_SPEND_COUNTER, 1, tuple(inner))]


@_body(rf"you may exhaust me(?: and spend {_NUM} of my \w+ counters)? to (.+)")
def _exhaust_me(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = _sub(m[2], intern)
    if not _does_something(inner):
        return []
    assert inner is not None
    return [(E_EXHAUST_ME, _num(m[1]) if m[1] else 0, tuple(inner))]


for _op in (E_SPEND_COUNTER, E_EXHAUST_ME):
    NESTED_EFFECTS[_op] = lambda arg, fix: fix(arg)


# --- small bodies the costs above lead to -----------------------------------------------------


@_body(rf"ready {_NUM} mana orbs?")
def _ready_mana(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_READY_MANA, _num(m[1]), None)]


@_body(rf"put the top {_NUM} cards of your deck in your mana zone")
def _mana_top_many(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_MANA_TOP, _num(m[1]), None)]


@_body(
    r"reduce the cost of the next (card|character|permanent|spell|landmark) you play this "
    r"(turn|afternoon) by \{(\d+)\}"
)
def _reduce_next(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_COST, int(m[3]), (KIND_WORDS[m[1].lower()], m[2].lower() == "afternoon"))]


@_body(rf"characters in target expedition gain {_NUM} boosts?")
def _boost_target_expedition(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_EACH, _num(m[1]), G_TARGET_EXPEDITION)]


@_body(
    rf"(?:you may have target character gain {_NUM} boosts?|give {_NUM} boosts? to target "
    rf"character|give target character {_NUM} boosts?)"
)
def _boost_target(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_TARGET, _num(m[1] or m[2] or m[3]), None)]


@_body(r"you may discard a card from your reserve to (.+)")
def _discard_reserve_to(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = _sub(m[1], intern)
    if not _does_something(inner):
        return []
    assert inner is not None
    return [(E_DISCARD_RESERVE, 0, (K_ANY, False, True, tuple(inner)))]


@_body(r"then, (.+)")
def _then(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """An ability that starts with "Then," follows the one before it: its own effects."""
    return _sub(m[1], intern) or []


# --- Landmark tokens in "target player's" / "each player's" Landmarks ------------------------


@_body(rf"create {_NUM} \[(Manaseed|Aerolith)\] tokens? in (target|each) player's landmarks")
def _landmark_token_player(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    token = intern(TokenSpec(m[2].capitalize(), 0, 0, 0, LANDMARK_TOKEN))
    if m[3].lower() == "each":
        return [(E_LANDMARK_TOKEN_EACH, _num(m[1]), token)]
    # "target player": the acting player targets themself (an Aerolith resupplies and a
    # Manaseed readies a Mana Orb for whoever controls it)
    return [(E_LANDMARK_TOKEN, _num(m[1]), token)]


NESTED_EFFECTS[E_LANDMARK_TOKEN_EACH] = lambda arg, fix: fix(((E_LANDMARK_TOKEN, 1, arg),))[0][2]


_CONDITIONS.extend(
    (re.compile(pattern, re.I), kind)
    for pattern, kind in (
        (r"^you are first player$", C_FIRST_PLAYER),
        (rf"^I have less than {_NUM} boosts$", C_FEWER_BOOSTS),
    )
)


# --- whole abilities ------------------------------------------------------------------------

_SACRIFICED = re.compile(
    r"^When I'm sacrificed(, if I was (not )?\[\[Fleeting\]\])?\s*[—-]\s*(.+)$", re.I
)
_ON_SACRIFICE = re.compile(
    r"^When you sacrifice an? (Character or Permanent|Character|Permanent)\s*[—-]\s*(.+)$", re.I
)
_CHARACTER_LEAVES = re.compile(
    r"^When an? (non-token )?Character leaves your Expeditions\s*[—-]\s*(.+)$", re.I
)
_TO_MANA = re.compile(
    r"^If I would leave the Expedition zone(?:, you may| (while I'm \[\[Boosted\]\]),) put me "
    r"in my owner's Mana zone instead\.?$",
    re.I,
)
_TAP_PAY = re.compile(r"^\{T\},\s*\{(\d+)\}(,\s*Sacrifice a Permanent)?\s*:\s*(.+)$", re.I)


def parse_counters_ability(
    ability: str, kind: int, parsed: ParsedText, intern: TokenInterner
) -> bool:
    """Record one whole ability of this group into ``parsed``; False when it is not one."""
    m = _SACRIFICED.match(ability)
    if m:
        body = m[3].strip().rstrip(".")
        effects: list[Effect] | None
        if body.lower() == "put me in reserve":
            effects = [(E_BACK_TO_RESERVE, 0, None)]
        else:
            effects = _sub(body, intern)
        if not _does_something(effects):
            return False
        assert effects is not None
        when = SW_ALWAYS if not m[1] else SW_NOT_FLEETING if m[2] else SW_FLEETING
        parsed.statics.append((ST_SACRIFICED, 0, (when, tuple(effects))))
        return True
    m = _ON_SACRIFICE.match(ability)
    if m:
        effects = _sub(m[2], intern)
        if not _does_something(effects):
            return False
        assert effects is not None
        mask = K_CHARACTER | K_PERMANENT if " or " in m[1] else KIND_WORDS[m[1].lower()]
        parsed.statics.append((ST_ON_SACRIFICE, 0, (mask, tuple(effects))))
        return True
    m = _CHARACTER_LEAVES.match(ability)
    if m:
        effects = _sub(m[2], intern)
        if not _does_something(effects):
            return False
        assert effects is not None
        parsed.statics.append((ST_CHARACTER_LEAVES, 0, (bool(m[1]), tuple(effects))))
        return True
    m = _TO_MANA.match(ability)
    if m and kind == K_CHARACTER:
        parsed.statics.append((ST_TO_MANA, 0, (not m[1], bool(m[1]))))
        return True
    m = _TAP_PAY.match(ability)
    if m and kind == K_LANDMARK and parsed.tap_cost < 0:  # the engine's {T}: Landmarks
        effects = _sub(m[3], intern)
        if not _does_something(effects):
            return False
        assert effects is not None
        if m[2]:  # the sacrifice is a cost: paid before the effect (the Landmark qualifies)
            effects = [(E_SACRIFICE, 1, (K_PERMANENT, (), 0, tuple(effects), ()))]
        parsed.tap_cost = int(m[1])
        parsed.tap = effects
        return True
    return False


def _fix_static_effects(arg: Any, fix: Callable[[Any], Any]) -> Any:
    return (arg[0], fix(arg[1]))


for _st in (ST_SACRIFICED, ST_ON_SACRIFICE, ST_CHARACTER_LEAVES):
    NESTED_STATICS[_st] = _fix_static_effects
