"""Card-text forms of the reserve mechanic: Reserve, Hand and Mana moves, discarding from Reserve,
exhausting and readying Reserve cards, Reserve limits and costs.

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares. :mod:`altered_deck.engine.mechanics.reserve.handlers` executes what they compile to."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    C_EXHAUSTED_RESERVE,
    E_BOOST_SELF,
    E_BOOST_TARGET,
    E_BOOST_UP_TO_TWO,
    E_DRAW,
    E_EACH_PLAYER,
    E_IF,
    E_OPP_BACK,
    K_ANY,
    K_CHARACTER,
    K_SPELL,
    KIND_WORDS,
    NUM,
    PER_RESERVE,
    T_ANOTHER,
    T_RESERVE,
    TOKEN,
    WHERE_WORDS,
    Effect,
    TokenInterner,
    TokenSpec,
    num,
)
from altered_deck.engine.mechanics.boosts.kinds import (
    E_BOOST_RESERVE,
    E_DISCARD_RESERVE,
    E_EXCHANGE,
    E_EXHAUST_RESERVE,
    E_MOVE_FORWARD,
)
from altered_deck.engine.mechanics.reserve.kinds import (
    C_EXHAUSTED_ANY,
    C_HAND_REVEAL,
    C_IN_CONTACT,
    C_RESERVE_SPELL_COST,
    E_ASLEEP_AHEAD,
    E_AUGMENT,
    E_BOOST_PER_EXHAUSTED,
    E_BOOST_RESERVE_EACH,
    E_BOOST_RESERVE_OTHER,
    E_BOOST_RESERVE_THEN,
    E_BOOST_TARGET_PER,
    E_BOTH_OR_IT,
    E_DIE_RESERVE_BOOST,
    E_DISCARD_ALL_OTHERS,
    E_DISCARD_RESERVE_ANY,
    E_DISCARD_WHOLE_RESERVE,
    E_DOUBLE_BOOSTS,
    E_EXHAUST_TARGET_RESERVE,
    E_HAND_TO_RESERVE_MAY,
    E_NEXT_ANCHOR,
    E_NEXT_RESERVE_BOOST,
    E_PAY_HAND_TOKEN,
    E_PLAY_HAND_FREE,
    E_PLAY_ME_ASLEEP,
    E_PLAY_RESERVE_FREE,
    E_PLAY_REVEALED_THEIRS,
    E_READY_ALL_RESERVE,
    E_READY_EXHAUSTED_UP_TO,
    E_READY_PERMANENT_OR_RESERVE,
    E_REMOVE_BOOSTS_TIERS,
    E_RESERVE_TO_HAND_KIND,
    E_RESUPPLY_CHARACTER,
    E_REVEAL_SPELL_PERMANENT,
    E_SWAP_BOOSTS,
    E_WHEEL,
)
from altered_deck.engine.text.body import (
    EACH,
    FormTable,
    parse_body,
    parse_condition,
    sentence_effects,
)

FORMS = FormTable(tier=EACH)


# --- exhausting and readying Reserve cards ------------------------------------------------


@FORMS.body(r"(you may )?exhaust (?:target|a) card in (?:your )?reserve")
def _exhaust_target(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_EXHAUST_TARGET_RESERVE, 0, bool(m[1]))]


@FORMS.body(
    r"you may exhaust target card in reserve\. then, if there are "
    rf"{NUM} or more exhausted cards in reserve, I gain {NUM} boosts?"
)
def _exhaust_for_a_boost(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    # n: the optional exhaust is also worth it when it makes the count reach n
    count, boost = num(m[1]), num(m[2])
    inner = ((E_BOOST_SELF, boost, None),)
    return [(E_EXHAUST_TARGET_RESERVE, count, True), (E_IF, 0, (C_EXHAUSTED_RESERVE, count, inner))]


@FORMS.body(
    r"(you may )?\[augment\] (?:target card|any number of target cards) in play or in reserve"
)
def _augment(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_AUGMENT, 0 if "number" not in m[0].lower() else 1, bool(m[1]))]


@FORMS.body(
    r"target two (\[\[boosted\]\] )?characters in play or in reserve and exchange their boosts"
    rf"\. then, draw {NUM} cards?"
)
def _swap_boosts(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_SWAP_BOOSTS, 0, bool(m[1])), (E_DRAW, num(m[2]), None)]


FORMS.fixed(r"ready all cards in your reserve", [(E_READY_ALL_RESERVE, 0, None)])


@FORMS.body(rf"target character in your reserve gains {NUM} boosts?\. then (exhaust|ready) it")
def _boost_reserve_then(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_RESERVE_THEN, num(m[1]), m[2].lower() == "exhaust")]


# --- boosts of Reserve Characters --------------------------------------------------------


@FORMS.body(rf"(?:characters|each ([\w-]+(?: and [\w-]+)*)) in your reserve gains? {NUM} boosts?")
def _boost_reserve_each(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    words = m[1].split(" and ") if m[1] else []
    subtypes = tuple(w.upper() for w in words if w.lower() != "character")
    return [(E_BOOST_RESERVE_EACH, num(m[2]), subtypes)]


# engine policy: all on the most useful Reserve Character (the next one played)
FORMS.counted(rf"distribute {NUM} boosts among any characters in reserve", E_BOOST_RESERVE)


FORMS.counted(
    rf"the next character you play from your reserve this turn gains {NUM} boosts?",
    E_NEXT_RESERVE_BOOST,
)


FORMS.counted(
    r"target character gains (a|an|one|two|three|\d+) boosts? per card in your reserve",
    E_BOOST_TARGET_PER,
    PER_RESERVE,
)


@FORMS.body(
    r"target (another character in play or in reserve|a character in reserve), then roll a die\. "
    rf"on a:\s*•\s*4\+, we both gain {NUM} boosts?\.?\s*•\s*1-3, it gains {NUM} boosts?"
)
def _both_or_it(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    in_reserve = m[1].lower().startswith("a character in reserve")
    return [(E_BOTH_OR_IT, 0, (in_reserve, num(m[2]), num(m[3])))]


FORMS.counted(
    rf"another target character in your reserve gains {NUM} boosts?", E_BOOST_RESERVE_OTHER
)


FORMS.fixed(
    r"exhaust all cards in reserve\. then, target an expedition that's ahead\. each of its "
    r"characters gains \[\[asleep\]\]",
    [(E_EXHAUST_RESERVE, 0, None), (E_ASLEEP_AHEAD, 0, None)],
)


FORMS.counted(
    r"the next character you play this turn with hand cost \{(\d+)\} or less gains "
    r"\[\[anchored\]\]",
    E_NEXT_ANCHOR,
)


FORMS.counted(rf"give target character {NUM} boosts?", E_BOOST_TARGET)


FORMS.fixed(
    r"double the number of boosts on each character you control and in your reserve",
    [(E_DOUBLE_BOOSTS, 0, None)],
)


FORMS.counted(
    rf"another target character in play or in reserve gains {NUM} boosts?",
    E_BOOST_TARGET,
    (0, 0, T_ANOTHER | T_RESERVE, 0),
)


@FORMS.body(
    r"ready target permanent in play or target card in reserve\. this costs \{(\d+)\} more to "
    r"target a permanent in play with hand cost \{(\d+)\} or more"
)
def _ready_permanent_or_reserve(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_READY_PERMANENT_OR_RESERVE, int(m[1]), int(m[2]))]


FORMS.fixed(r"you may play me for free and I gain \[\[Asleep\]\]", [(E_PLAY_ME_ASLEEP, 0, None)])


# removal and hand disruption: an opponent's cards are the sensible targets (inert here; the
# duel group's in matchups)
FORMS.inert.extend(
    re.compile(p, re.I) for p in (r"^send to reserve any number of target characters\b",)
)


FORMS.counted(
    rf"up to two target characters in play or in reserve each gain {NUM} boosts?",
    E_BOOST_UP_TO_TWO,
    T_RESERVE,
)


@FORMS.body(
    rf"I gain {NUM} boosts? if you control an exhausted permanent or if there's an exhausted "
    r"card in your reserve"
)
def _boost_if_exhausted(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_IF, 0, (C_EXHAUSTED_ANY, 1, ((E_BOOST_SELF, num(m[1]), None),)))]


FORMS.capped(
    rf"I gain {NUM} boosts? per exhausted permanent you control and per exhausted card in "
    rf"your reserve, up to a max of {NUM} boosts on me",
    E_BOOST_PER_EXHAUSTED,
)


# --- moves between Reserve, Hand and Mana --------------------------------------------------


@FORMS.body(
    r"you may return (?:an?|another) (?:target )?(card|spell|character) from your reserve to your "
    r"hand"
)
def _reserve_to_hand_kind(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    # "another": the source itself is never taken (it is the handler's ``unit``)
    return [(E_RESERVE_TO_HAND_KIND, 1, KIND_WORDS[m[1].lower()])]


@FORMS.body(r"(you may )?exchange (?:a|another) card from your reserve with a card from your hand")
def _exchange_any(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_EXCHANGE, int(bool(m[1])), K_ANY)]  # n 1: "you may" (a MAY decision first)


@FORMS.body(
    r"you may pay \{(\d+)\} and put a card from your hand in reserve to create an? "
    rf"{TOKEN} token in ({'|'.join(WHERE_WORDS)})"
)
def _pay_hand_token(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    spec = TokenSpec(m[2], int(m[3]), int(m[4]), int(m[5]), (m[6] or "").upper())
    return [(E_PAY_HAND_TOKEN, int(m[1]), (intern(spec), WHERE_WORDS[m[7].lower()]))]


@FORMS.body(
    r"you may reveal an? (card|character|spell|permanent) with hand cost \{(\d+)\} or more "
    rf"from your hand\. if you do, draw {NUM} cards?"
)
def _reveal_draw(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    shown = (int(m[2]), KIND_WORDS[m[1].lower()])
    return [(E_IF, 0, (C_HAND_REVEAL, shown, ((E_DRAW, num(m[3]), None),)))]


_REVEAL_TWO_WAYS = "Reveal the top card of your deck: a Spell drawn, a Permanent in Reserve"
FORMS.rewrites.append(  # after the costs mechanic's "; draw it if it's ..." rewrite
    (
        re.compile(
            r"^reveal the top card of your deck(?:\. if it's a spell, draw it|; draw it if it's "
            r"a spell)\. if it's a permanent, put it in reserve$",
            re.I,
        ),
        _REVEAL_TWO_WAYS,
    )
)


FORMS.fixed(re.escape(_REVEAL_TWO_WAYS), [(E_REVEAL_SPELL_PERMANENT, 0, None)])


@FORMS.body(rf"each player discards their hand and their reserve, then draws {NUM} cards?")
def _each_wheel(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    inner = ((E_WHEEL, 0, None), (E_DRAW, num(m[1]), None))
    return [(E_EACH_PLAYER, 0, (inner,))]


@FORMS.body(r"(?:starting with you, )?each player discards their reserve(?:, (?:then )?(.+))?")
def _each_discards_reserve(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    """ "Starting with you, each player discards their Reserve, then [Resupplies]" (and
    "[Resupplies], then [Resupplies] again"): each player in turn, you first, does it all."""
    inner: list[Effect] = [(E_DISCARD_WHOLE_RESERVE, 0, None)]
    if m[1]:
        rest = re.sub(r"\[Resupplies\]", "[Resupply]", m[1], flags=re.I)
        then = parse_body(re.sub(r"\bdraws\b", "draw", rest), intern)
        if not then:
            return []
        inner += then
    return [(E_EACH_PLAYER, 0, (tuple(inner),))]


FORMS.fixed(r"discard all other cards in play and in reserve", [(E_DISCARD_ALL_OTHERS, 0, None)])


_EXHAUSTED_CARDS = "exhausted cards among Permanents you control and cards in your Reserve"
# "If there are four or more <exhausted cards ...>, ready up to two of them": "them" are those
FORMS.rewrites.append(
    (
        re.compile(
            rf"^(If there are \w+ or more {_EXHAUSTED_CARDS}, ready up to \w+) of them$", re.I
        ),
        rf"\1 {_EXHAUSTED_CARDS}",
    )
)
FORMS.conditions.append(
    (re.compile(rf"^there are {NUM} or more {_EXHAUSTED_CARDS}$", re.I), C_EXHAUSTED_ANY)
)


# Sphura's "... ready up to two of them" (exhausted Permanents you control, Reserve cards).
FORMS.counted(rf"ready up to {NUM} {_EXHAUSTED_CARDS}", E_READY_EXHAUSTED_UP_TO)


@FORMS.body(
    r"(you|each player) may put a card from (?:your|their) hand in reserve"
    rf"(?: to draw {NUM} cards?|\. if it's an? (permanent|spell|character), draw {NUM} cards?)?"
)
def _hand_to_reserve_may(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    if m[2]:
        move = (E_HAND_TO_RESERVE_MAY, num(m[2]), K_ANY)
    elif m[3]:
        move = (E_HAND_TO_RESERVE_MAY, num(m[4]), KIND_WORDS[m[3].lower()])
    else:
        move = (E_HAND_TO_RESERVE_MAY, 0, 0)
    return [(E_EACH_PLAYER, 0, ((move,),))] if m[1].lower() == "each player" else [move]


# --- discarding from Reserve ---------------------------------------------------------------


@FORMS.body(
    r"you may discard any number of cards from your reserve to (give me that many boosts|"
    r"draw that many cards)"
)
def _discard_any(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    each = (E_BOOST_SELF, 1, None) if m[1].lower().startswith("give") else (E_DRAW, 1, None)
    return [(E_DISCARD_RESERVE_ANY, 0, (each,))]


@FORMS.body(r"you may discard an? (card|spell|character) from your reserve to ([^.]+)")
def _discard_to(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = sentence_effects(m[2], intern)
    if not inner:
        return []
    kind = {"card": K_ANY, "spell": K_SPELL, "character": K_CHARACTER}[m[1].lower()]
    return [(E_DISCARD_RESERVE, 0, (kind, False, True, tuple(inner)))]


# --- playing from Reserve --------------------------------------------------------------------


FORMS.counted(
    r"target a character in any reserve with reserve cost \{(\d+)\} or less\. play it for free",
    E_PLAY_RESERVE_FREE,
)


@FORMS.body(
    r"target opponent reveals a random card from their hand\. if (.+?), you may immediately "
    r"play it for free and it gains \[\[fleeting\]\]\. if you don't, discard it"
)
def _play_their_revealed(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    found = parse_condition(m[1])  # (a condition the engine does not read: read as nothing)
    return [] if found is None else [(E_PLAY_REVEALED_THEIRS, 0, found)]


@FORMS.body(
    r"\[resupply\]\. if you put a character in reserve this way, you may (then put it in your "
    r"hand|immediately play it for \{(\d+)\} less)"
)
def _resupply_character(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_RESUPPLY_CHARACTER, int(m[2]) if m[2] else 0, None)]


FORMS.conditions.extend(
    (re.compile(pattern, re.I), kind)
    for pattern, kind in (
        (
            r"^there's a spell with reserve cost \{(\d+)\} or more in your reserve$",
            C_RESERVE_SPELL_COST,
        ),
        (r"^I'm \[In Contact\]$", C_IN_CONTACT),
    )
)

_TIER = re.compile(r"^(\d+)(?:-(\d+)|(\+)):\s*(.+?)\.?$")
_TIER_WORDS = {  # tier effects read here only (not general forms)
    "my expedition moves forward one region": [(E_MOVE_FORWARD, 1, None)],
    "the expedition facing me moves backwards one region": [(E_OPP_BACK, 1, None)],  # a duel's
}


@FORMS.body(
    r"remove all boosts from characters in play and in reserve\. then, depending on the "
    r"number of boosts removed this way:\s*(.+)"
)
def _remove_boosts_tiers(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    tiers = []
    for part in (p.strip() for p in m[1].split("•")):
        if not part:
            continue
        tm = _TIER.match(part)
        if tm is None:
            return []
        effects = _TIER_WORDS.get(tm[4].lower()) or sentence_effects(tm[4], intern)
        if not effects:
            return []
        high = 10**6 if tm[3] else int(tm[2])
        tiers.append((int(tm[1]), high, tuple(effects)))
    return [(E_REMOVE_BOOSTS_TIERS, 0, tuple(tiers))]


FORMS.counted(r"play a card with hand cost \{(\d+)\} or less for free", E_PLAY_HAND_FREE)


_ALL_IN = "Roll a die; you may discard a card from your Reserve for +{n}: target Character gains X"
FORMS.rewrites.append(  # before parse_body reads "Roll a die. " as die branches
    (
        re.compile(
            r"^roll a die\. you may discard a card from your reserve to increase the result by "
            r"(\d+)\. target character gains x boosts, where x is the final result$",
            re.I,
        ),
        lambda m: _ALL_IN.format(n=m[1]),
    )
)


FORMS.counted(re.escape(_ALL_IN).replace(re.escape("{n}"), r"(\d+)"), E_DIE_RESERVE_BOOST)
