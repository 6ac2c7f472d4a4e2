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

from altered_deck.engine.core.effects import (
    K_ANY,
    K_CHARACTER,
    KIND_WORDS,
    SELF_COST_CONDITIONS,
    ST_SELF_COST,
    ParsedText,
    Static,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.boosts.kinds import E_DISCARD_RESERVE
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
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import acting_effects, sentence_effects

# --- the abilities that record one static ------------------------------------------------------

_FORMS = AbilityForms()
_FORMS.fixed(
    r"When I go to Reserve from anywhere\s*[—-]\s*Exhaust me",
    ST_TO_RESERVE_ANY,
    0,
    ((E_EXHAUST_ME_IN_RESERVE, 0, None),),
)


@_FORMS.static(
    r"If there are one or more (Character|Spell|card)s? with Hand Cost \{(\d+)\} or more in "
    r"your Reserve, your Reserve limit is increased by one"
)
def _limit_if_cost(m: re.Match[str], _t: TokenInterner) -> Static:
    return (ST_LIMIT_IF_COST, 1, (KIND_WORDS[m[1].lower()], int(m[2])))


@_FORMS.static(
    r"When I go to your Reserve from the Expedition zone, if I had (a|an|one|two|three|\d+) "
    r"or more boosts\s*[—-]\s*(.+)"
)
def _to_reserve_if_boosts(m: re.Match[str], intern: TokenInterner) -> Static | None:
    effects = acting_effects(m[2], intern)
    return None if effects is None else (ST_TO_RESERVE_IF_BOOSTS, num(m[1]), effects)


@_FORMS.static(
    r"When (I gain|a Character in your Reserve gains|a Character you control gains) 1 or more "
    r"boosts\s*[—-]\s*(You may exhaust me to )?(.+)"
)
def _on_boosted(m: re.Match[str], intern: TokenInterner) -> Static | None:
    """When I / a Reserve Character / a Character you control gains boosts."""
    who = m[1].lower()
    kind = (
        ST_ON_BOOSTED_SELF
        if who == "i gain"
        else ST_ON_RESERVE_BOOSTED
        if "reserve" in who
        else ST_ON_CONTROLLED_BOOSTED
    )
    if (kind == ST_ON_CONTROLLED_BOOSTED) != bool(m[2]):
        return None  # the forms of the card pool: only the Hero's exhausts itself
    effects = acting_effects(m[3], intern)
    return None if effects is None else (kind, 0, effects)


@_FORMS.static(
    r"(\{I\}\s*)?You may play exhausted (cards|Characters) from your Reserve( in my Expedition)?"
)
def _play_exhausted(m: re.Match[str], _t: TokenInterner) -> Static:
    kind = K_CHARACTER if m[2].lower() == "characters" else K_ANY
    return (ST_PLAY_EXHAUSTED, 0, (kind, bool(m[3]), bool(m[1])))


# Reserve limits and exhausted Reserve cards: statics without effects
_FORMS.fixed(
    r"You may keep one more card in Reserve during Night if it's exhausted", ST_KEEP_EXHAUSTED, 1
)
_FORMS.fixed(r"\{I\}\s*I don't count towards your Reserve limit", ST_NOT_IN_LIMIT, 1)
_FORMS.fixed(r"\{I\}\s*All Reserve limits are reduced by one", ST_LIMIT_DOWN, 1)
_FORMS.fixed(
    r"Exhausted Characters in Reserve remain exhausted during Morning", ST_STAY_EXHAUSTED, 1
)
# the "When ... —" abilities about Reserve moves and plays, with their effects (nothing but text
# aimed at an opponent: not this mechanic's)
for _pattern, _kind in (
    (
        r"When you exhaust a card in Reserve\s*[—-]\s*You may exhaust me to (.+)",
        ST_ON_EXHAUST_RESERVE,
    ),
    (r"When I go to Reserve from the Expedition zone\s*[—-]\s*(.+)", ST_TO_RESERVE),
    (r"When I go to Reserve from your hand\s*[—-]\s*(.+)", ST_FROM_HAND),
    (
        r"When (?:you put a card from your hand in|a card goes directly from your hand to) "
        r"Reserve\s*[—-]\s*(.+)",
        ST_ON_HAND_TO_RESERVE,
    ),
    (r"When I leave the Expedition zone, for each of my boosts\s*[—-]\s*(.+)", ST_LEAVE_PER_BOOST),
    (r"When a card leaves your Reserve during the Afternoon\s*[—-]\s*(.+)", ST_LEAVE_RESERVE),
    (r"When you play another card from Reserve\s*[—-]\s*(.+)", ST_FROM_RESERVE_PLAY),
):
    _FORMS.triggered(_pattern, _kind)


SELF_COST_CONDITIONS.add(C_RESERVE_SPELL_COST)  # about the game: a Spell in Reserve

_DISCARD_CUT = re.compile(
    r"^You may discard a card from your Reserve to reduce my cost by \{(\d+)\}\.?$", re.I
)
_TAP_DISCARD = re.compile(r"^\{T\},\s*Discard a card from your Reserve\s*:\s*(.+)$", re.I)


def parse_static(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one static ability of this group into ``parsed``; False when it is not one (or
    it is not modelled)."""
    m = _DISCARD_CUT.match(ability)
    if m:  # the cut (a cost question) and the discard it asks (play.py pays it)
        cut = int(m[1])
        parsed.statics.append((ST_SELF_COST, cut, (C_DISCARDABLE, 0)))
        parsed.statics.append((ST_DISCARD_CUT, cut, None))
        return True
    m = _TAP_DISCARD.match(ability)
    if m and parsed.tap_cost < 0:  # a Hero's {T}: the discard is its cost (game.py checks it)
        effects = sentence_effects(m[1], intern)
        if not effects:
            return False
        paid = (E_DISCARD_RESERVE, 0, (K_ANY, False, False, tuple(effects)))
        parsed.tap_cost, parsed.tap = 0, [paid]
        parsed.statics.append((ST_TAP_DISCARD, 1, None))
        return True
    return _FORMS(ability, parsed, intern)
