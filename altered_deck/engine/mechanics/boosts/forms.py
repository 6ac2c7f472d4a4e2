"""Card-text forms of boosts and the effects that scale with a count: boosts to a group, per thing
counted, in Reserve; moves forward; Landmark tokens; conditions on boosts.

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares. The effects they compile are executed by
:mod:`altered_deck.engine.mechanics.boosts.rules`."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    C_EXHAUSTED_RESERVE,
    C_SUBTYPE,
    E_BOOST_PER,
    E_BOOST_SELF,
    E_BOOST_TARGET,
    E_COUNTERS_PER,
    E_IF,
    E_IF_ELSE,
    E_LANDMARK_TOKEN,
    E_NOTHING,
    E_READY_MANA,
    E_RESUPPLY,
    E_STATUS_SELF,
    K_ANY,
    K_CHARACTER,
    K_SPELL,
    KIND_WORDS,
    NUM,
    PER_ANCHORED,
    PER_BOOSTED,
    PER_CHARACTER,
    PER_FACING,
    PER_FLEETING,
    PER_HAND,
    PER_IN_TERRAIN,
    PER_LANDMARKS,
    PER_MANA,
    PER_RESERVE,
    PER_RESERVE_EACH,
    S_FLEETING,
    STATUS_WORDS,
    T_ANOTHER,
    T_ONE,
    T_RESERVE,
    T_UP_TO,
    TERRAIN_BITS,
    TO_TARGET,
    TOKEN,
    Effect,
    ParsedText,
    TokenInterner,
    TokenSpec,
    num,
)
from altered_deck.engine.mechanics.boosts.kinds import (
    C_ALL_CHARACTERS,
    C_FLEETING_CHARACTER,
    C_HAND_EMPTY,
    C_IN_TERRAIN,
    C_NEITHER_IN,
    C_NEVER,
    C_NO_BOOSTS,
    C_NOT_FIRST_PLAYER,
    C_PERMANENTS,
    C_RESERVE_CARDS,
    C_RESERVE_EMPTY,
    C_SELF_BOOSTS,
    E_BOOST_EACH,
    E_BOOST_IN_MINE,
    E_BOOST_RESERVE,
    E_BOOST_RESERVE_UNBOOSTED,
    E_DISCARD_RESERVE,
    E_EXCHANGE,
    E_EXHAUST_RESERVE,
    E_MOVE_FORWARD,
    E_READY_RESERVE,
    E_SACRIFICE_SELF,
    E_SWITCH,
    E_TOKEN_PER_RESERVE,
    G_MY_EXPEDITION,
    G_OTHERS,
    G_TARGET_EXPEDITION,
)
from altered_deck.engine.text.body import (
    EACH,
    TERRAIN,
    FormTable,
    parse_body,
    parse_condition,
)
from altered_deck.engine.text.words import LANDMARK_TOKEN

FORMS = FormTable(tier=EACH)

_PER = {
    "card in your reserve": PER_RESERVE,
    "character you control": PER_CHARACTER,
    "[[boosted]] character you control": PER_BOOSTED,
    "[[fleeting]] character you control": PER_FLEETING,
    "character in the expeditions facing me": PER_FACING,
    "card in each player's reserve": PER_RESERVE_EACH,
    "[[anchored]] character you control": PER_ANCHORED,
    "mana orb in your mana zone": PER_MANA,
    "card in your hand": PER_HAND,
    "card in your landmarks": PER_LANDMARKS,
}
_PER_RE = "|".join(re.escape(k) for k in _PER)
_RESERVE_KINDS = {"card": K_ANY, "spell": K_SPELL, "character": K_CHARACTER}


FORMS.counted(rf"target character in my expedition gains {NUM} boosts?", E_BOOST_IN_MINE)


FORMS.counted(rf"each other character you control gains {NUM} boosts?", E_BOOST_EACH, G_OTHERS)


FORMS.counted(
    rf"each character in target expedition gains {NUM} boosts?", E_BOOST_EACH, G_TARGET_EXPEDITION
)


FORMS.counted(rf"characters in my expedition gain {NUM} boosts?", E_BOOST_EACH, G_MY_EXPEDITION)


@FORMS.body(rf"I gain {NUM} boosts? (?:per|for each) ({_PER_RE})")
def _boost_per(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_PER, num(m[1]), _PER[m[2].lower()])]


@FORMS.body(rf"I gain {NUM} boosts? per expedition in \{{([VMO])\}}")
def _boost_per_terrain(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_PER, num(m[1]), PER_IN_TERRAIN + TERRAIN_BITS[m[2].upper()])]


@FORMS.body(rf"I gain {NUM} boosts? and \[\[(Anchored|Asleep|Fleeting)\]\]")
def _boost_self_status(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_SELF, num(m[1]), None), (E_STATUS_SELF, 0, STATUS_WORDS[m[2].lower()])]


FORMS.counted(
    rf"you may target another character, it loses \[\[Fleeting\]\] and gains {NUM} boosts?",
    E_BOOST_TARGET,
    (0, S_FLEETING, T_ANOTHER | T_UP_TO | T_ONE, 0),  # "you may target": "no target" too
)


FORMS.counted(
    rf"target character in play or in reserve gains {NUM} boosts?",
    E_BOOST_TARGET,
    (0, 0, T_RESERVE, 0),
)


@FORMS.body(r"(you may have )?target character switch(?:es)? expeditions")
def _switch(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_SWITCH, 0, bool(m[1]))]


@FORMS.body(rf"I gain {NUM} \w+ counters? (?:per|for each) ({_PER_RE})")
def _counters_per(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_COUNTERS_PER, num(m[1]), _PER[m[2].lower()])]


FORMS.fixed(r"target expedition moves forward one region", [(E_MOVE_FORWARD, 1, TO_TARGET)])


FORMS.fixed(r"exhaust all cards in reserve", [(E_EXHAUST_RESERVE, 0, None)])


@FORMS.body(r"discard (another|a) card from your reserve\. if you do, ([^.]+)")
def _discard_reserve_then(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = parse_body(m[2][:1].upper() + m[2][1:], intern)
    if inner is None:
        return []
    return [(E_DISCARD_RESERVE, 0, (K_ANY, m[1].lower() == "another", False, tuple(inner)))]


@FORMS.body(
    rf"you may discard an? (card|spell|character) from your reserve to give me {NUM} boosts?"
)
def _discard_reserve_boost(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    inner = ((E_BOOST_SELF, num(m[2]), None),)
    return [(E_DISCARD_RESERVE, 0, (_RESERVE_KINDS[m[1].lower()], False, True, inner))]


@FORMS.body(r"you may ready an exhausted card in reserve(?:\. if you do, ([^.]+))?")
def _ready_reserve(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = parse_body(m[1][:1].upper() + m[1][1:], intern) if m[1] else []
    if inner is None:
        return []
    return [(E_READY_RESERVE, 0, tuple(inner))]


FORMS.counted(rf"target character in reserve gains {NUM} boosts?", E_BOOST_RESERVE)
FORMS.counted(
    rf"target non-\[\[boosted\]\] character in your reserve gains {NUM} boosts?",
    E_BOOST_RESERVE_UNBOOSTED,
)


@FORMS.body(
    r"exchange target (card|character|spell) (?:in|from) your reserve with a card from your hand"
)
def _exchange(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_EXCHANGE, 0, KIND_WORDS[m[1].lower()])]


@FORMS.body(
    rf"target an expedition\. create X {TOKEN} tokens in it, where X is the number of cards in "
    r"target player's reserve"
)
def _tokens_per_reserve(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    # target player: the one with the more cards in Reserve (see the handler)
    spec = TokenSpec(m[1], int(m[2]), int(m[3]), int(m[4]), (m[5] or "").upper())
    return [(E_TOKEN_PER_RESERVE, 0, (intern(spec), TO_TARGET))]


def landmark_token_text(name: str) -> ParsedText:
    """What a Landmark token does, as effects (the tokens' own texts are not in a deck)."""
    parsed = ParsedText()
    if name == "Manaseed":  # {T}, Sacrifice me: Ready a Mana Orb.
        parsed.tap_cost = 0
        parsed.tap = [(E_SACRIFICE_SELF, 0, None), (E_READY_MANA, 1, None)]
    else:  # Aerolith: When I'm sacrificed — [Resupply].  {T}, {1} : Sacrifice me.
        parsed.tap_cost = 1
        parsed.tap = [(E_SACRIFICE_SELF, 0, None)]
        parsed.on_leave = [(E_RESUPPLY, 1, False)]
    return parsed


@FORMS.body(rf"create {NUM} \[(Manaseed|Aerolith)\] tokens? in your landmarks")
def _landmark_token(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    name = m[2].capitalize()
    return [(E_LANDMARK_TOKEN, num(m[1]), intern(TokenSpec(name, 0, 0, 0, LANDMARK_TOKEN)))]


FORMS.conditions.extend(
    (re.compile(pattern, re.I), kind)
    for pattern, kind in (
        (rf"^I have {NUM} or more boosts$", C_SELF_BOOSTS),
        (r"^I have no boosts$", C_NO_BOOSTS),
        (r"^your hand is empty$", C_HAND_EMPTY),
        (r"^your reserve is empty$", C_RESERVE_EMPTY),
        (rf"^you have {NUM} or more cards in (?:your )?reserve$", C_RESERVE_CARDS),
        (rf"^there are {NUM} or more exhausted cards in reserve$", C_EXHAUSTED_RESERVE),
        (r"^you control a \[\[Fleeting\]\] Character$", C_FLEETING_CHARACTER),
        (r"^my expedition is behind$", C_NEVER),
        (r"^your opponent is first player$", C_NOT_FIRST_PLAYER),
        (r"^I'm facing a character$", C_NEVER),
        (r"^you have less cards in reserve than target opponent$", C_NEVER),
        (r"^neither of my expeditions is in \{([VMO])\}$", C_NEITHER_IN),
        (r"^I'm in \{([VMO])\}$", C_IN_TERRAIN),
        (
            r"^you control (an?) (?!character|permanent|landmark|token|spell)([A-Za-z-]+)$",
            C_SUBTYPE,
        ),
    )
)
FORMS.amounts.update(dict.fromkeys((C_IN_TERRAIN, C_NEITHER_IN), TERRAIN))
# Before the base list's "you control N or more <subtype>s", which would read them as subtypes.
FORMS.leading.conditions += [
    (re.compile(rf"^you control {NUM} or more characters$", re.I), C_ALL_CHARACTERS),
    (re.compile(rf"^you control {NUM} or more permanents$", re.I), C_PERMANENTS),
]


# --- If C, A. [Otherwise, B.] --------------------------------------------------------------

_CONDITION = re.compile(r"^(If|Unless) (.+?), (.+)$")


@FORMS.compound(_CONDITION.match)
def _if(body: str, _printed: str, intern: TokenInterner) -> list[Effect] | None:
    condition = _CONDITION.match(body)
    assert condition is not None  # (claimed by the pattern)
    return _parse_condition(condition, intern)


def _parse_condition(condition: re.Match[str], intern: TokenInterner) -> list[Effect] | None:
    """``If C, A. [Otherwise, B.] ...`` and ``Unless C, A``: only the first sentence (and its
    ``Otherwise``) depends on C; the sentences after it are parsed as they come."""
    negate = condition[1] == "Unless"
    then, _sep, tail = condition[3].partition(". ")
    otherwise = ""
    if tail.startswith("Otherwise, "):
        otherwise, _sep, tail = tail[len("Otherwise, ") :].partition(". ")
    inner = parse_body(then[:1].upper() + then[1:], intern)
    other = parse_body(otherwise[:1].upper() + otherwise[1:], intern) if otherwise else []
    after = parse_body(tail, intern) if tail else []  # later sentences: unconditional
    if after is None:
        return None
    found = parse_condition(condition[2])
    if found is None or inner is None or other is None:
        return None
    kind, amount = found
    if all(e[0] == E_NOTHING for e in (*inner, *other)):  # only an opponent's cards at stake
        return [(E_NOTHING, 0, None), *after]
    if other or negate:
        then_fx, else_fx = (other, inner) if negate else (inner, other)
        effect = (E_IF_ELSE, 0, (kind, amount, tuple(then_fx), tuple(else_fx)))
        return [effect, *after]
    return [(E_IF, 0, (kind, amount, tuple(inner))), *after]
