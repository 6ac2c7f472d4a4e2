"""Card rules of the keywords mechanic: the compiler's side.

Conditions on Mana Orbs and on my own status ("If you have ten or more Mana Orbs", "If I'm
[[Fleeting]]"), keywords those conditions grant ("Unless C, I am [Defender]", "If C, I am
[Gigantic]"), Reserve cost rules ("Cards played from Reserve cost {1} more", "If I'm
[[Boosted]], you may play Robots from your Reserve for {1} less, down to a minimum of {1}") and
wordings of forms other groups already read. :func:`parse_static` is asked first by
:mod:`altered_deck.engine.compiler.abilities`;
:mod:`altered_deck.engine.mechanics.keywords.rules` executes them."""

from __future__ import annotations

import re

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import (
    KIND_WORDS,
    NUM,
    NUMBER_WORDS,
    TERRAIN_BITS,
    TOKEN,
    ParsedText,
    Static,
    TokenInterner,
    TokenSpec,
    num,
)
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.costs.statics import parse_static as other_static
from altered_deck.engine.mechanics.keywords import kinds as keywords_kinds
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import (
    EACH,
    FormTable,
    parse_condition,
    sentence_effects,
)
from altered_deck.engine.text.words import NESTED_EFFECTS, NESTED_STATICS

FORMS = FormTable(tier=EACH)

_I = re.IGNORECASE

# Mana Orb counts go past the six the body patterns spell out
NUMBER_WORDS.update({"seven": 7, "eight": 8, "nine": 9, "ten": 10})
_ORBS = r"(one|two|three|four|five|six|seven|eight|nine|ten|\d+)"

FORMS.conditions.extend(
    (re.compile(pattern, _I), kind)
    for pattern, kind in (
        (rf"^you have {_ORBS} or more Mana Orbs$", keywords_kinds.C_ORBS_AT_LEAST),
        (rf"^you have less than {_ORBS} Mana Orbs$", keywords_kinds.C_ORBS_BELOW),
        (r"^I'm \[\[Fleeting\]\]$", keywords_kinds.C_SELF_FLEETING),
        (r"^both of your Expeditions failed to move forward$", keywords_kinds.C_BOTH_FAILED),
    )
)

# "{J} If you control two or more Permanents, create two [Brassbug 2/2/2] Robot tokens in
# target Expedition. Otherwise, create only one." -> the Otherwise branch spelled out
FORMS.rewrites.append(
    (
        re.compile(
            r"create two (\[[^\]]+\](?: [A-Z][\w-]*)?) tokens in (target Expedition|my "
            r"Expedition)\. Otherwise, create only one$",
            _I,
        ),
        r"create two \1 tokens in \2. Otherwise, create a \1 token in \2",
    )
)

# "Create an [Aerolith] token in your Landmarks. If both of your Expeditions failed to move
# forward, create two instead." -> an If / Otherwise
FORMS.rewrites.append(
    (
        re.compile(
            r"^Create an? \[(\w+)\] token in your Landmarks\. If (.+?), create two instead$", _I
        ),
        r"If \2, create two [\1] tokens in your Landmarks. Otherwise, create a [\1] token in "
        r"your Landmarks",
    )
)

# the Hero's landmark swap: a body that starts "If C, you may ... If you do" read as one form
FORMS.rewrites.append(
    (
        re.compile(
            rf"^If there are {NUM} or more cards in your Landmarks, you may sacrifice one\. If "
            r"you do, play for free a Landmark Permanent with a max Hand Cost of \{(\d+)\} more "
            r"than the sacrificed card$",
            _I,
        ),
        r"Swap one of \1 or more Landmarks for a Landmark Permanent costing up to {\2} more",
    )
)

_OXFORD = re.compile(r"\{V\}, \{M\}, and \{O\}")
_JOIN_MINE = re.compile(
    r"^When an? ([A-Z][a-z]+(?: or an? (?:[A-Z][a-z]+|token))*) joins my Expedition\s*[—-]\s*"
    r"(.+)$"
)
_BOOSTED_RESERVE_CUT = re.compile(
    r"^If I'm \[\[Boosted\]\], you may play (other )?([A-Z][a-z]+?)s from your Reserve for "
    r"\{(\d+)\} less, down to a minimum of \{(\d+)\}\.?$"
)


_STATICS = AbilityForms()
"""The mechanic's static abilities that record one static each, in the order they are tried."""
# keywords under a condition (ST_DEFENDER_UNLESS: the costs mechanic's static, the keywords'
# sums read it)
_STATICS.conditional(r"Unless (.+?), I am \[Defender\]", costs_kinds.ST_DEFENDER_UNLESS)
_STATICS.conditional(r"If (.+?), I(?: am|'m) \[Gigantic\]", keywords_kinds.ST_GIGANTIC_IF)


@_STATICS.static(
    r"Cards played from Reserve cost \{(\d+)\} (more|less)(?:, down to a minimum of \{(\d+)\})?"
)
def _reserve_cost(m: re.Match[str], _t: TokenInterner) -> Static:
    n = int(m[1]) if m[2].lower() == "more" else -int(m[1])
    return (keywords_kinds.ST_RESERVE_COST, n, (0, "", False, None, int(m[3] or 0), True))


# token watchers, Defender tokens, "If you don't" after "you may put me in Mana"
@_STATICS.static(
    r"When you create a token Character\s*[—-]\s*"
    rf"(?:It gains {NUM} boosts?|(You may exhaust me to) give it {NUM} boosts?)"
)
def _token_boost(m: re.Match[str], _t: TokenInterner) -> Static:
    exhaust = bool(m[2])  # "You may exhaust me to give it ...": the player's decision
    return (
        keywords_kinds.ST_TOKEN_BOOST,
        num(m[3] if exhaust else m[1]),
        True if exhaust else None,
    )


_STATICS.conditional(
    r"If (.+?), \[\[Boosted\]\] tokens you control are \[Defender\]",
    keywords_kinds.ST_TOKENS_DEFENDER_IF,
)
_STATICS.fixed(
    r"When you reveal a card this way\s*[—-]\s*If its Hand Cost is equal to the die's result, "
    r"you may exhaust me to play it for free",
    costs_kinds.ST_REVEAL_PLAY,
)


@_STATICS.static(r"If you don't, (.+)")
def _declined(m: re.Match[str], intern: TokenInterner) -> Static | None:
    # (the only such ability in the card pool follows "you may put me in my owner's Mana zone
    # instead"; it runs when the engine declines that, see declined_mana)
    effects = sentence_effects(m[1], intern)
    if effects is None or any(e[0] == fx.E_NOTHING for e in effects):
        return None
    return (keywords_kinds.ST_DECLINED_MANA, 0, tuple(effects))


@FORMS.body(r"my expedition moves (forward|backwards) one region")
def _my_move(m: re.Match[str], _t: TokenInterner) -> list[fx.Effect]:
    return [(keywords_kinds.E_MY_MOVE, 1 if m[1].lower() == "forward" else -1, None)]


@FORMS.body(
    rf"I gain {NUM} boosts? per other Character in my Expedition, then send them all to Reserve"
)
def _gather(m: re.Match[str], _t: TokenInterner) -> list[fx.Effect]:
    return [
        (keywords_kinds.E_BOOST_PER_OTHERS, num(m[1]), None),
        (keywords_kinds.E_OTHERS_TO_RESERVE, 0, None),
    ]


FORMS.counted(rf"I lose {NUM} boosts?", keywords_kinds.E_LOSE_BOOSTS)


def _join_mine(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """ "When a Robot or a token joins my Expedition — <effects on me>" (a plain "Character"
    is read by compiler/abilities.py and the watchers mechanic)."""
    m = _JOIN_MINE.match(ability)
    if not m or m[2].lower().startswith(("it ", "sacrifice it")):
        return False
    words = re.split(r" or an? ", m[1])
    if any(w.lower() == "character" for w in words):
        return False
    effects = sentence_effects(m[2], intern)
    if effects is None or any(e[0] == fx.E_NOTHING for e in effects):
        return False
    subtypes = tuple(w.upper() for w in words if w.lower() != "token")
    tokens = any(w.lower() == "token" for w in words)
    parsed.statics.append((keywords_kinds.ST_JOIN_MINE, 0, (subtypes, tokens, tuple(effects))))
    return True


@FORMS.body(
    rf"Swap one of {NUM} or more Landmarks for a Landmark Permanent costing up to \{{(\d+)\}} more"
)
def _landmark_swap(m: re.Match[str], _t: TokenInterner) -> list[fx.Effect]:
    return [(keywords_kinds.E_LANDMARK_SWAP, int(m[2]), num(m[1]))]


@FORMS.body(rf"Target three Expeditions and create an? {TOKEN} token in each one")
def _token_three(m: re.Match[str], intern: TokenInterner) -> list[fx.Effect]:
    spec = TokenSpec(m[1], int(m[2]), int(m[3]), int(m[4]), (m[5] or "").upper())
    return [(keywords_kinds.E_TOKEN_THREE, 1, (intern(spec), fx.TO_EACH))]


NESTED_EFFECTS[keywords_kinds.E_TOKEN_THREE] = lambda arg, fix: fix(((fx.E_TOKEN, 1, arg),))[0][2]


# (first: the sacrifice mechanic's sacrifice form matches the whole body and refuses it)
@FORMS.leading.body(
    rf"Sacrifice another Robot or Permanent\. If its Hand Cost was \{{(\d+)\}} or more, I gain "
    rf"{NUM} boosts?\. If you can't, sacrifice me"
)
def _sacrifice_costly(m: re.Match[str], _t: TokenInterner) -> list[fx.Effect]:
    return [
        (
            keywords_kinds.E_SACRIFICE_COSTLY,
            num(m[2]),
            (int(m[1]), fx.K_PERMANENT, ("ROBOT",)),
        )
    ]


_JOIN_SACRIFICE_GIVE = re.compile(
    r"^When an? ([A-Z][a-z]+) joins your Expeditions\s*[—-]\s*You may sacrifice me to give it "
    rf"{NUM} boosts?\.?$"
)


# costs that depend on the expedition a card is played in, and the join sacrifice
_UNPAYABLE = 1_000_000  # (mechanics/boosts/rules.UNPAYABLE: "I can't be played" there)


@_STATICS.static(
    r"(?:I cost \{(\d+)\} less to play in an Expedition with no Characters|Pay \{(\d+)\} "
    r"more to play me in a starting region|I can't be played in a starting region)"
)
def _exp_cost(m: re.Match[str], _t: TokenInterner) -> Static:
    if m[1]:
        return (keywords_kinds.ST_EXP_COST, -int(m[1]), (keywords_kinds.C_EXP_NO_CHARACTERS, 0))
    n = int(m[2]) if m[2] else _UNPAYABLE
    return (keywords_kinds.ST_EXP_COST, n, (keywords_kinds.C_STARTING_REGION, 0))


_STATICS.static(
    r"You may play me for \{(\d+)\} less\. If you do, I can only target a Character in "
    r"\{([VMO])\}"
)(lambda m, _t: (keywords_kinds.ST_CHEAP_TARGET_IN, int(m[1]), TERRAIN_BITS[m[2].upper()]))
_STATICS.counted(
    r"You may sacrifice a Permanent to reduce my cost by \{(\d+)\}", keywords_kinds.ST_SACRIFICE_CUT
)
_STATICS.static(
    r"When another Character joins my Expedition\s*[—-]\s*Sacrifice it(?: and I gain "
    rf"{NUM} boosts?)?"
)(lambda m, _t: (keywords_kinds.ST_JOIN_SACRIFICE, num(m[1]) if m[1] else 0, None))


# "If C, I'm [Eternal]" and "At Night — I lose n boosts"
@_STATICS.static(r"If (.+?), I(?:'m| am) \[Eternal\]")
def _eternal_if(m: re.Match[str], _t: TokenInterner) -> Static | None:
    found = parse_condition(m[1])
    if found is None or found[0] == boosts_kinds.C_IN_TERRAIN:
        return None  # (that one is compiler/abilities.py's ST_ETERNAL_IN)
    return (fx.ST_ETERNAL_IF, 0, found)


_STATICS.triggered(
    r"At Night\s*[—-]\s*(I lose .+)", keywords_kinds.ST_AT_NIGHT, body=sentence_effects
)
_STATICS.conditional(
    r"If (.+?), the \{V\}, \{M\},? and \{O\} of other Characters you control are equal to "
    r"their highest statistic",
    keywords_kinds.ST_OTHERS_HIGHEST_IF,
)


def _boosted_reserve_cut(ability: str, parsed: ParsedText) -> bool:
    """ "If I'm [[Boosted]], you may play Robots from your Reserve for {1} less ..." (a
    subtype is capitalised: case counts)."""
    m = _BOOSTED_RESERVE_CUT.match(ability)
    if not m:
        return False
    word = m[2].lower()
    mask, subtype = (KIND_WORDS[word], "") if word in KIND_WORDS else (0, m[2].upper())
    held = (costs_kinds.C_BOOSTED, 0)
    arg = (mask, subtype, bool(m[1]), held, int(m[4]), False)
    # "you may": a lower cost is always taken (paying less never hurts its player)
    parsed.statics.append((keywords_kinds.ST_RESERVE_COST, -int(m[3]), arg))
    return True


def parse_static(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one static ability of the mechanic's forms into ``parsed``; False if none."""
    if _boosted_reserve_cut(ability, parsed) or _STATICS(ability, parsed, intern):
        return True
    m = _JOIN_SACRIFICE_GIVE.match(ability)
    if m and m[1].lower() != "character":
        parsed.statics.append((keywords_kinds.ST_JOIN_SACRIFICE_GIVE, num(m[2]), m[1].upper()))
        return True
    if _join_mine(ability, parsed, intern):
        return True
    if _OXFORD.search(ability):  # "my {V}, {M}, and {O} are equal to my highest statistic"
        return other_static(_OXFORD.sub("{V}, {M} and {O}", ability), parsed, intern)
    return False


# the deck compiler fixes token ids inside the effects these statics hold
NESTED_STATICS[keywords_kinds.ST_JOIN_MINE] = lambda arg, fix: (*arg[:-1], fix(arg[-1]))
NESTED_STATICS[keywords_kinds.ST_AT_NIGHT] = lambda arg, fix: fix(arg)
NESTED_STATICS[keywords_kinds.ST_DECLINED_MANA] = lambda arg, fix: fix(arg)
