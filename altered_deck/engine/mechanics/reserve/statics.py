"""Static abilities of the reserve mechanic: Reserve limits, playing exhausted cards, cost cuts,
"When I go to Reserve ..." and "When you exhaust a card in Reserve" watchers, the Hero's "{T},
Discard a card from your Reserve:" ability.

:func:`parse_static` records one such ability into a
:class:`~altered_deck.engine.core.effects.ParsedText` (called by
:mod:`altered_deck.engine.compiler.abilities`); it registers nothing. Ability bodies are read
with the mechanic's body forms (:mod:`altered_deck.engine.mechanics.reserve.forms`);
:mod:`altered_deck.engine.mechanics.reserve.handlers` and
:mod:`altered_deck.engine.mechanics.reserve.rules` execute the statics."""

from __future__ import annotations

import re
from collections.abc import Callable

from altered_deck.engine.core.effects import (
    E_NOTHING,
    K_ANY,
    K_CHARACTER,
    KIND_WORDS,
    SELF_COST_CONDITIONS,
    ST_SELF_COST,
    ParsedText,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.boosts.kinds import E_DISCARD_RESERVE
from altered_deck.engine.mechanics.reserve.forms import _sentence
from altered_deck.engine.mechanics.reserve.kinds import (
    C_DISCARDABLE,
    C_RESERVE_SPELL_COST,
    E_EXHAUST_ME_IN_RESERVE,
    ST_DISCARD_CUT,
    ST_FROM_HAND,
    ST_FROM_RESERVE_PLAY,
    ST_KEEP_EXHAUSTED,
    ST_LEAVE_PER_BOOST,
    ST_LEAVE_RESERVE,
    ST_LIMIT_DOWN,
    ST_LIMIT_IF_COST,
    ST_NOT_IN_LIMIT,
    ST_ON_BOOSTED_SELF,
    ST_ON_CONTROLLED_BOOSTED,
    ST_ON_EXHAUST_RESERVE,
    ST_ON_HAND_TO_RESERVE,
    ST_ON_RESERVE_BOOSTED,
    ST_PLAY_EXHAUSTED,
    ST_STAY_EXHAUSTED,
    ST_TAP_DISCARD,
    ST_TO_RESERVE,
    ST_TO_RESERVE_ANY,
    ST_TO_RESERVE_IF_BOOSTS,
)

# --- the patterns ----------------------------------------------------------------------------

_PLAY_EXHAUSTED = re.compile(
    r"^(\{I\}\s*)?You may play exhausted (cards|Characters) from your Reserve"
    r"( in my Expedition)?\.?$",
    re.I,
)
_KEEP_EXHAUSTED = re.compile(
    r"^You may keep one more card in Reserve during Night if it's exhausted\.?$", re.I
)
_NOT_IN_LIMIT = re.compile(r"^\{I\}\s*I don't count towards your Reserve limit\.?$", re.I)
_LIMIT_DOWN = re.compile(r"^\{I\}\s*All Reserve limits are reduced by one\.?$", re.I)
_ON_EXHAUST = re.compile(
    r"^When you exhaust a card in Reserve\s*[—-]\s*You may exhaust me to (.+)$", re.I
)
_LEAVE_RESERVE = re.compile(
    r"^When a card leaves your Reserve during the Afternoon\s*[—-]\s*(.+)$", re.I
)
_FROM_RESERVE_PLAY = re.compile(r"^When you play another card from Reserve\s*[—-]\s*(.+)$", re.I)
_TO_RESERVE_ANY = re.compile(r"^When I go to Reserve from anywhere\s*[—-]\s*Exhaust me\.?$", re.I)
_LIMIT_IF_COST = re.compile(
    r"^If there are one or more (Character|Spell|card)s? with Hand Cost \{(\d+)\} or more in "
    r"your Reserve, your Reserve limit is increased by one\.?$",
    re.I,
)
_LEAVE_PER_BOOST = re.compile(
    r"^When I leave the Expedition zone, for each of my boosts\s*[—-]\s*(.+)$", re.I
)
_TO_RESERVE_IF_BOOSTS = re.compile(
    r"^When I go to your Reserve from the Expedition zone, if I had (a|an|one|two|three|\d+) "
    r"or more boosts\s*[—-]\s*(.+)$",
    re.I,
)
_TAP_DISCARD = re.compile(r"^\{T\},\s*Discard a card from your Reserve\s*:\s*(.+)$", re.I)
_ON_BOOSTED = re.compile(
    r"^When (I gain|a Character in your Reserve gains|a Character you control gains) 1 or more "
    r"boosts\s*[—-]\s*(You may exhaust me to )?(.+)$",
    re.I,
)
_FROM_HAND = re.compile(r"^When I go to Reserve from your hand\s*[—-]\s*(.+)$", re.I)
_ON_HAND_TO_RESERVE = re.compile(
    r"^When (?:you put a card from your hand in|a card goes directly from your hand to) "
    r"Reserve\s*[—-]\s*(.+)$",
    re.I,
)
_TO_RESERVE = re.compile(r"^When I go to Reserve from the Expedition zone\s*[—-]\s*(.+)$", re.I)
_STAY_EXHAUSTED = re.compile(
    r"^Exhausted Characters in Reserve remain exhausted during Morning\.?$", re.I
)


SELF_COST_CONDITIONS.add(C_RESERVE_SPELL_COST)  # about the game: a Spell in Reserve

_DISCARD_CUT = re.compile(
    r"^You may discard a card from your Reserve to reduce my cost by \{(\d+)\}\.?$", re.I
)


# --- the readers: each returns True/False (its ability: recorded or refused), None (not its) --

_Reader = Callable[[str, ParsedText, TokenInterner], "bool | None"]


def _read_reserve_moves(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool | None:
    """Going to Reserve (from anywhere; from the Expedition zone with boosts), the limit
    raised by a costly card, the Hero's {T} discard."""
    if _TO_RESERVE_ANY.match(ability):
        parsed.statics.append((ST_TO_RESERVE_ANY, 0, ((E_EXHAUST_ME_IN_RESERVE, 0, None),)))
        return True
    m = _LIMIT_IF_COST.match(ability)
    if m:
        parsed.statics.append((ST_LIMIT_IF_COST, 1, (KIND_WORDS[m[1].lower()], int(m[2]))))
        return True
    m = _TO_RESERVE_IF_BOOSTS.match(ability)
    if m:
        effects = _sentence(m[2], intern)
        if not effects or all(e[0] == E_NOTHING for e in effects):
            return False
        parsed.statics.append((ST_TO_RESERVE_IF_BOOSTS, num(m[1]), tuple(effects)))
        return True
    m = _TAP_DISCARD.match(ability)
    if m and parsed.tap_cost < 0:  # a Hero's {T}: the discard is its cost (game.py checks it)
        effects = _sentence(m[1], intern)
        if not effects:
            return False
        paid = (E_DISCARD_RESERVE, 0, (K_ANY, False, False, tuple(effects)))
        parsed.tap_cost, parsed.tap = 0, [paid]
        parsed.statics.append((ST_TAP_DISCARD, 1, None))
        return True
    return None


def _read_on_boosted(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool | None:
    """When I / a Reserve Character / a Character you control gains boosts."""
    m = _ON_BOOSTED.match(ability)
    if not m:
        return None
    who = m[1].lower()
    kind = (
        ST_ON_BOOSTED_SELF
        if who == "i gain"
        else ST_ON_RESERVE_BOOSTED
        if "reserve" in who
        else ST_ON_CONTROLLED_BOOSTED
    )
    if (kind == ST_ON_CONTROLLED_BOOSTED) != bool(m[2]):
        return False  # the forms of the card pool: only the Hero's exhausts itself
    effects = _sentence(m[3], intern)
    if not effects or all(e[0] == E_NOTHING for e in effects):
        return False
    parsed.statics.append((kind, 0, tuple(effects)))
    return True


def _read_costs(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool | None:
    """Cost cuts (a Reserve discard, a Reserve Spell) and playing exhausted Reserve cards."""
    m = _DISCARD_CUT.match(ability)
    if m:  # the cut (a cost question) and the discard it asks (play.py pays it)
        cut = int(m[1])
        parsed.statics.append((ST_SELF_COST, cut, (C_DISCARDABLE, 0)))
        parsed.statics.append((ST_DISCARD_CUT, cut, None))
        return True
    m = _PLAY_EXHAUSTED.match(ability)
    if m:
        kind = K_CHARACTER if m[2].lower() == "characters" else K_ANY
        parsed.statics.append((ST_PLAY_EXHAUSTED, 0, (kind, bool(m[3]), bool(m[1]))))
        return True
    return None


def _read_flags(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool | None:
    """Reserve limits and exhausted Reserve cards: statics without effects."""
    for pattern, kind in (
        (_KEEP_EXHAUSTED, ST_KEEP_EXHAUSTED),
        (_NOT_IN_LIMIT, ST_NOT_IN_LIMIT),
        (_LIMIT_DOWN, ST_LIMIT_DOWN),
        (_STAY_EXHAUSTED, ST_STAY_EXHAUSTED),
    ):
        if pattern.match(ability):
            parsed.statics.append((kind, 1, None))
            return True
    return None


def _read_watchers(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool | None:
    """The "When ... —" abilities about Reserve moves and plays, with their effects."""
    for pattern, kind in (
        (_ON_EXHAUST, ST_ON_EXHAUST_RESERVE),
        (_TO_RESERVE, ST_TO_RESERVE),
        (_FROM_HAND, ST_FROM_HAND),
        (_ON_HAND_TO_RESERVE, ST_ON_HAND_TO_RESERVE),
        (_LEAVE_PER_BOOST, ST_LEAVE_PER_BOOST),
        (_LEAVE_RESERVE, ST_LEAVE_RESERVE),
        (_FROM_RESERVE_PLAY, ST_FROM_RESERVE_PLAY),
    ):
        m = pattern.match(ability)
        if m:
            effects = _sentence(m[1], intern)
            if not effects or all(e[0] == E_NOTHING for e in effects):
                return False  # nothing but text aimed at an opponent: not this mechanic's
            parsed.statics.append((kind, 0, tuple(effects)))
            return True
    return None


_READERS: tuple[_Reader, ...] = (
    _read_reserve_moves,
    _read_on_boosted,
    _read_costs,
    _read_flags,
    _read_watchers,
)


def parse_static(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one static ability of this group into ``parsed``; False when it is not one (the
    readers are asked in order; the first that knows the ability decides)."""
    for read in _READERS:
        found = read(ability, parsed, intern)
        if found is not None:
            return found
    return False
