"""Card-text forms of the discard mechanic: discarding from the hand and the top of the deck,
discard-pile conditions, and the wordings that put a condition after what it governs ("I gain
[[Fleeting]] unless ...", "Play me for {1} less if ...", "I can't be played unless ...").

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares; :func:`parse_ability` reads the whole abilities (costs and play restrictions) and
:mod:`altered_deck.engine.mechanics.discard.rules` executes what they compile to."""

from __future__ import annotations

import re

from altered_deck.engine.core.cards import HOLDS_STATICS
from altered_deck.engine.core.effects import (
    C_SUBTYPE_OTHERS,
    E_DISCARD_HAND,
    KIND_WORDS,
    NUM,
    SELF_COST_CONDITIONS,
    ST_SELF_COST,
    ST_SELF_COST_HAND,
    Effect,
    ParsedText,
    Static,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.discard.kinds import (
    C_DISCARD_PILE,
    C_DISCARDED_ANY_THIS_TURN,
    C_DISCARDED_THIS_TURN,
    C_EACH_EXPEDITION,
    C_NAMED_DISCARDED,
    C_NOT,
    E_DISCARD_FROM_HAND,
    E_DISCARD_RESERVE_TO,
    E_DISCARD_THEN,
    E_DISCARD_TO,
    E_DISCARD_TOP,
    E_HAND_TO_RESERVE_TO,
    E_PER_NAMED_DISCARDED,
    E_RETURN_DISCARDED,
    ST_DISCARDED_FROM_HAND,
    ST_GAINED_AT_PILE,
    ST_ON_DISCARD,
    ST_ON_HAND_DISCARD,
)
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import (
    BODY_REWRITES,
    LAST,
    FormTable,
    acting_effects,
    parse_condition,
)
from altered_deck.engine.text.words import NESTED_EFFECTS, NESTED_STATICS

_I = re.IGNORECASE

FORMS = FormTable(tier=LAST)
"""The discard mechanic's forms."""

UNPAYABLE = 1_000_000
"""What a card that can't be played now costs (mechanics/boosts/rules.UNPAYABLE)."""


FORMS.counted(rf"discard {NUM} cards? from your hand", E_DISCARD_FROM_HAND)


FORMS.fixed(r"discard your hand", [(E_DISCARD_HAND, 0, None)])


@FORMS.body(rf"discard {NUM} cards? from your hand\. if you do, (.+)")
def _discard_then(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "Discard a card from your hand. If you do, discard target card in play with Base Cost
    {3} or less": what follows only when the cards were there to discard."""
    inner = acting_effects(m[2], intern)
    return [] if inner is None else [(E_DISCARD_THEN, num(m[1]), inner)]


@FORMS.body(r"you may put a card from your hand in reserve to (.+)")
def _hand_to_reserve_to(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "You may put a card from your hand in Reserve to create an [Aerolith] token in your
    Landmarks" (the reserve mechanic reads "... to draw a card" first)."""
    inner = acting_effects(m[1], intern)
    return [] if inner is None else [(E_HAND_TO_RESERVE_TO, 0, inner)]


@FORMS.body(rf"you may discard {NUM} cards? from your (hand|reserve) to (.+)")
def _discard_to(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "You may discard a card from your hand to send target Character to Reserve", "You may
    discard two cards from your Reserve to draw a card": the discard is the price of what
    follows."""
    inner = acting_effects(m[3], intern)
    if inner is None:
        return []
    kind = E_DISCARD_TO if m[2].lower() == "hand" else E_DISCARD_RESERVE_TO
    return [(kind, num(m[1]), inner)]


@FORMS.body(r'do this once for each ["“]([^"”]+)["”] in your discard pile:\s*•\s*(.+)')
def _per_named_discarded(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "Do this once for each "Stigma of Fallacy" in your discard pile: • Create a [Mana Moth
    2/2/2] Illusion token in target Expedition": each time its own choices."""
    inner = acting_effects(m[2], intern)
    return [] if inner is None else [(E_PER_NAMED_DISCARDED, 0, (m[1], inner))]


@FORMS.body(rf"discard the top (?:card|{NUM} cards) of your deck")
def _discard_top(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_DISCARD_TOP, num(m[1]) if m[1] else 1, None)]


FORMS.conditions.extend(
    (re.compile(pattern, _I), kind)
    for pattern, kind in (
        (
            rf"^(?:there are )?{NUM} (?:or more cards|cards or more) (?:are )?in your discard "
            r"pile$",
            C_DISCARD_PILE,
        ),
        (r"^there's another Character in each of your Expeditions$", C_EACH_EXPEDITION),
        (
            rf"^you discarded (?:a card|{NUM} or more cards) from your hand this turn$",
            C_DISCARDED_THIS_TURN,
        ),
        (
            rf"^you discarded (?:a card|{NUM} or more cards) from your hand or your reserve "
            r"this turn$",
            C_DISCARDED_ANY_THIS_TURN,
        ),
    )
)
FORMS.conditions.append(
    (re.compile(r'^there\'s an? ["“]([^"”]+)["”] in your discard pile$', _I), C_NAMED_DISCARDED)
)
FORMS.amounts[C_NAMED_DISCARDED] = lambda m: m[1]
FORMS.amounts[C_DISCARDED_THIS_TURN] = lambda m: num(m[1]) if m[1] else 1
FORMS.amounts[C_DISCARDED_ANY_THIS_TURN] = FORMS.amounts[C_DISCARDED_THIS_TURN]
FORMS.rewrites.extend(
    (
        # "you control another Animal": one or more other Animals (the subtype in the plural)
        (
            re.compile(r"\byou control another ([A-Z][a-z-]+)\b(?! or\b)"),
            r"you control one or more other \1s",
        ),
        # "discard one card from your Reserve": "a card"
        (
            re.compile(r"\bdiscard one (card|spell|character) from your reserve", _I),
            r"discard a \1 from your reserve",
        ),
        # "A unless C": the compound "Unless C, A" (a reminder in brackets left alone)
        (re.compile(r"^(?!If |Unless )([^()]+?) unless ([^()]+)$"), r"Unless \2, \1"),
    )
)
SELF_COST_CONDITIONS.update((C_DISCARD_PILE, C_EACH_EXPEDITION, C_NOT, C_SUBTYPE_OTHERS))

_PLAY_FOR_LESS = re.compile(r"^Play me for \{(\d+)\} less if (.+?)\.?$", _I)
_NOT_PLAYED = re.compile(r"^I can't be played (unless|if) (.+?)\.?$", _I)


_ANY = 1_000  # more cards than any hand holds
_HAND_OTHERS = re.compile(
    rf"^there(?: are|'s| is) (no|another|{NUM} or (?:more|fewer)) other cards? in your "
    r"hand$",
    _I,
)


def _hand_others(text: str) -> tuple[int, int] | None:
    """How many other cards in the hand (than the card played) ``text`` says, as (low,
    high): "there are no other cards in your hand" (0, 0), "there's another card in your
    hand" (1 or more), "there are two or more other cards ..."; None when it is none of those."""
    m = _HAND_OTHERS.match(text.replace("there's another card", "there's another other card"))
    if not m:
        return None
    said = m[1].lower()
    if said == "no":
        return 0, 0
    if said == "another":
        return 1, _ANY
    n = num(said.split()[0])
    return (n, _ANY) if said.endswith("or more") else (0, n)


def _self_cost_hand(cut: int, text: str, unless: bool) -> tuple[int, int, tuple[int, int]] | None:
    """The static of "Play me for {1} less if / I can't be played if (unless) <the other cards
    in your hand>", None when the condition is another."""
    found = _hand_others(text)
    if found is None:
        return None
    low, high = found
    if unless:  # the other counts: below low, or above high
        found = (0, low - 1) if low > 0 else (high + 1, _ANY)
    return ST_SELF_COST_HAND, cut, found


def _condition(text: str) -> tuple[int, object] | None:
    """The condition ``text`` states, read after the same near-miss rewrites as a body."""
    for pattern, replacement in BODY_REWRITES:
        text = pattern.sub(replacement, text)
    found = parse_condition(text)
    if found is None or found[0] not in SELF_COST_CONDITIONS:
        return None
    return found


_KIND = "|".join(KIND_WORDS)


_GAINED_AT_PILE = re.compile(r"^As soon as (.+?), I permanently gain:\s*[\"“](.+?)[\"”]\.?$", _I)
_RETURN_IT = re.compile(r"^Return it to your Reserve\.?$", _I)


def _parse_gained(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """ "As soon as six cards or more are in your discard pile, I permanently gain: "When you
    discard a card from your hand — ..."": a discard watcher the holder keeps once the pile
    has held that many cards, whatever the pile holds later."""
    m = _GAINED_AT_PILE.match(ability)
    if not m:
        return False
    found = parse_condition(m[1])
    gained = ParsedText()
    if found is None or found[0] != C_DISCARD_PILE or not _TRIGGERS(m[2], gained, intern):
        return False
    parsed.statics.append((ST_GAINED_AT_PILE, found[1], tuple(gained.statics)))
    return True


_TRIGGERS = AbilityForms()
""" "When I'm discarded from your hand — ..." (the card's own, from the hand) and "When you
discard a <kind> from your hand — ..." / "When a <kind> is discarded from your hand — ..."
(the Hero's and the cards' in play)."""
_TRIGGERS.triggered(r"When I'm discarded from your hand\s*[—-]\s*(.+)", ST_DISCARDED_FROM_HAND)


@_TRIGGERS.static(
    rf"When (?:you discard an? ({_KIND}) from your hand|an? ({_KIND}) is discarded from your "
    r"hand)( or your Reserve)?\s*[—-]\s*(.+)"
)
def _on_hand_discard(m: re.Match[str], intern: TokenInterner) -> Static | None:
    # "it": the card discarded, which only the discard's watcher knows
    returned = _RETURN_IT.match(m[4].strip())
    effects = ((E_RETURN_DISCARDED, 0, None),) if returned else acting_effects(m[4], intern)
    if effects is None:
        return None
    mask = KIND_WORDS[(m[1] or m[2]).lower()]
    return (ST_ON_DISCARD if m[3] else ST_ON_HAND_DISCARD, mask, effects)


def parse_ability(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record a whole ability of this mechanic ("Play me for {1} less if C", "I can't be
    played unless/if C", what a discard from the hand triggers) into ``parsed``; False when
    it is not one."""
    if _TRIGGERS(ability, parsed, intern) or _parse_gained(ability, parsed, intern):
        return True
    m = _PLAY_FOR_LESS.match(ability)
    if m:
        return _record_self_cost(int(m[1]), m[2], False, parsed)
    m = _NOT_PLAYED.match(ability)
    if m:
        return _record_self_cost(-UNPAYABLE, m[2], m[1].lower() == "unless", parsed)
    return False


def _record_self_cost(cut: int, text: str, unless: bool, parsed: ParsedText) -> bool:
    """Record "Play me for {1} less if C" (``cut``) or "I can't be played if (``unless``)
    C": the other cards in the hand, else a condition of the game; False when C is neither."""
    static: Static | None = _self_cost_hand(cut, text, unless)
    if static is None:
        found = _condition(text)
        if found is None:
            return False
        static = (ST_SELF_COST, cut, (C_NOT, found) if unless else found)
    parsed.statics.append(static)
    return True


# the effects it performs once the card is in Reserve (the fix-ups walk them)
NESTED_EFFECTS[E_HAND_TO_RESERVE_TO] = lambda arg, fix: fix(arg)
NESTED_EFFECTS[E_DISCARD_TO] = lambda arg, fix: fix(arg)
NESTED_EFFECTS[E_DISCARD_THEN] = lambda arg, fix: fix(arg)
NESTED_EFFECTS[E_PER_NAMED_DISCARDED] = lambda arg, fix: (arg[0], fix(arg[1]))
NESTED_EFFECTS[E_DISCARD_RESERVE_TO] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_DISCARDED_FROM_HAND] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_ON_HAND_DISCARD] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_ON_DISCARD] = lambda arg, fix: fix(arg)
NESTED_STATICS[ST_GAINED_AT_PILE] = lambda arg, fix: tuple(
    (kind, n, fix(inner)) for kind, n, inner in arg
)
HOLDS_STATICS.add(ST_GAINED_AT_PILE)  # the discard watchers it gains
