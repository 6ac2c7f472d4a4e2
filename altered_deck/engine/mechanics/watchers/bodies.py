"""Ability bodies of the watchers mechanic: what one sentence does.

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    E_ASCEND,
    E_BOOST_SELF,
    E_BOOST_TARGET,
    E_EACH_PLAYER,
    E_NOTHING,
    E_TOKEN,
    K_CHARACTER,
    K_PERMANENT,
    NUM,
    S_FLEETING,
    STATUS_WORDS,
    T_ONE,
    T_UP_TO,
    TO_COMPANION,
    TO_EACH,
    TO_HERO,
    TO_MINE,
    TO_TARGET,
    TO_TWO,
    TOKEN,
    Effect,
    TokenInterner,
    TokenSpec,
    num,
)
from altered_deck.engine.mechanics.boosts.kinds import E_SWITCH
from altered_deck.engine.mechanics.watchers.kinds import (
    E_ACTIVATE_EACH,
    E_AFTER_REST,
    E_ANCHOR_IF,
    E_BACK_AND_FORTH,
    E_BOOST_ASCENDED,
    E_BOOST_OTHER_EXP,
    E_FLEETING_FOR_BOOST,
    E_MAY_ASLEEP_SELF,
    E_NEXT_RESERVE_FX,
    E_NEXT_SUBTYPE_COST,
    E_NO_MOVE_DAY,
    E_PAY_STATUS_SELF,
    E_PAY_THEN,
    E_PLAY_NOW_CHARACTER,
    E_RALLY,
    E_REVEAL_PUT,
    E_SLEEP_ONE,
    E_STATUS_CHEAP,
    E_STATUS_OTHERS,
    E_SWITCH_ALL,
    E_TOKEN_ALL,
    E_TOKEN_BEHIND,
    E_TOKEN_PER_SUBTYPE,
    E_TRIO_STATUS,
    E_WIN,
)
from altered_deck.engine.text.body import EACH, FormTable, sentence_effects

FORMS = FormTable(tier=EACH)

BOOSTED_BIT = 256  # E_ANCHOR_IF's arg: a Boosted Character qualifies too


_ASCENDERS = {
    "target expedition": TO_TARGET,
    "my expedition": TO_MINE,
    "both of your expeditions": TO_EACH,
    "your hero expedition": TO_HERO,
    "your companion expedition": TO_COMPANION,
}


@FORMS.body(rf"({'|'.join(_ASCENDERS)}) \[ascends?\]")
def _ascend(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_ASCEND, 0, _ASCENDERS[m[1].lower()])]


@FORMS.body(rf"I gain {NUM} boosts? and my expedition \[ascends\]")
def _boost_and_ascend(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_SELF, num(m[1]), None), (E_ASCEND, 0, TO_MINE)]


@FORMS.body(rf"you may give target character {NUM} boosts?")
def _may_boost_target(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_TARGET, num(m[1]), (0, 0, T_UP_TO | T_ONE, 0))]  # "no target" offered too


@FORMS.body(
    rf"(?:you may give {NUM} boosts? to target character in an ascended expedition|target "
    rf"character in an ascended expedition gains {NUM} boosts?)"
)
def _boost_ascended(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BOOST_ASCENDED, num(m[1] or m[2]), bool(m[1]))]  # arg: "you may"


@FORMS.body(rf"create {NUM} {TOKEN} tokens? in each of your expeditions that's behind or tied")
def _token_behind(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    spec = TokenSpec(m[2], int(m[3]), int(m[4]), int(m[5]), (m[6] or "").upper())
    return [(E_TOKEN_BEHIND, num(m[1]), (intern(spec), TO_TARGET))]


@FORMS.body(r"target \[\[fleeting\]\]( or \[\[boosted\]\])? character gains \[\[anchored\]\]")
def _anchor_if(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_ANCHOR_IF, 0, S_FLEETING | (BOOSTED_BIT if m[1] else 0))]


FORMS.counted(
    rf"target character gains {NUM} boosts?\. if it is \[\[asleep\]\], it gains "
    r"\[\[anchored\]\] and loses \[\[asleep\]\]",
    E_RALLY,
)


FORMS.fixed(r"you may have me gain \[\[asleep\]\]", [(E_MAY_ASLEEP_SELF, 0, None)])


FORMS.counted(
    rf"you may have me gain \[\[fleeting\]\]\. if you do, another target character gains "
    rf"{NUM} boosts?",
    E_FLEETING_FOR_BOOST,
)


@FORMS.body(r"you may pay \{(\d+)\} to have me gain \[\[(anchored|asleep|fleeting)\]\]")
def _pay_status(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_PAY_STATUS_SELF, int(m[1]), STATUS_WORDS[m[2].lower()])]


@FORMS.body(r"you may pay \{(\d+)\}\. if you do, ([^.]+)")
def _pay_then(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = sentence_effects(m[2], intern)
    return [(E_PAY_THEN, int(m[1]), tuple(inner))] if inner else []


FORMS.fixed(
    r"the next character (?:you play|played) from your hand this turn activates (?:one of )?"
    r"its \{r\} abilities",
    [(E_NEXT_RESERVE_FX, 0, None)],
)


@FORMS.body(
    r"for each (permanent|other character) you control, you may activate its \{j\} abilities"
)
def _activate_each(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    kind = K_CHARACTER if m[1].lower().endswith("character") else K_PERMANENT
    return [(E_ACTIVATE_EACH, 0, kind)]


FORMS.fixed(
    r"you may activate the \{j\} abilities of target permanent you control",
    [(E_ACTIVATE_EACH, 1, K_PERMANENT)],
)


@FORMS.body(
    r"(you may |target player may )?immediately play a character for (?:\{(\d+)\} less|free)"
    r"( in (?:your|their) companion expedition)?\. it gains \[\[(anchored|asleep|fleeting)\]\]"
)
def _play_now(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    # "target player may": either player, who then decides what to play from their own hand
    where = TO_COMPANION if m[3] else TO_TARGET
    discount = int(m[2]) if m[2] else FREE
    status, targeted = STATUS_WORDS[m[4].lower()], bool(m[1]) and m[1].lower().startswith("t")
    return [(E_PLAY_NOW_CHARACTER, discount, (where, status, bool(m[1]), targeted))]


FORMS.counted(rf"target character in your other expedition gains {NUM} boosts?", E_BOOST_OTHER_EXP)


FREE = 99  # E_PLAY_NOW_CHARACTER's discount for "for free"


@FORMS.body(
    r"(?:activate the \{j\} abilities of up to two target permanents you control|target "
    r"permanent you control activates its \{j\} abilities)"
)
def _activate_permanents(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_ACTIVATE_EACH, 2 if "two" in m[0].lower() else 1, K_PERMANENT)]


@FORMS.body(
    r"reveal the top (\w+) cards of your deck\. choose up to (\w+) characters from these cards "
    r"and put them in your expeditions\. they gain \[\[(anchored|asleep|fleeting)\]\]\. discard "
    r"the other cards"
)
def _reveal_put(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_REVEAL_PUT, num(m[1]), (num(m[2]), STATUS_WORDS[m[3].lower()]))]


FORMS.fixed(
    r"you may have target character or expedition permanent switch expeditions",
    [(E_SWITCH, 0, True)],
)


@FORMS.body(r"all characters (you control|controlled by target player) switch expeditions")
def _switch_all(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_SWITCH_ALL, 0, m[1].lower() != "you control")]


@FORMS.body(r"(.+) after rest")
def _after_rest(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = sentence_effects(m[1], intern)
    if not inner:
        return []
    if all(op == E_NOTHING for op, _n, _a in inner):
        # [Sabotage] after Rest: opponent-only, but it sits in a "when my Expedition fails"
        # static, which the coverage would count as modelled: left unmodelled
        return []
    return [(E_AFTER_REST, 0, tuple(inner))]


@FORMS.body(r"each other character gains \[\[(anchored|asleep|fleeting)\]\]")
def _status_others(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_STATUS_OTHERS, 0, STATUS_WORDS[m[1].lower()])]


FORMS.fixed(
    r"each player chooses a character they control\. it gains \[\[asleep\]\]",
    [(E_EACH_PLAYER, 0, (((E_SLEEP_ONE, 0, None),),))],
)


@FORMS.body(
    rf"create one {TOKEN} tokens? in (my expedition|target expedition) per ([A-Za-z-]+) you "
    r"control"
)
def _token_per_subtype(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    spec = TokenSpec(m[1], int(m[2]), int(m[3]), int(m[4]), (m[5] or "").upper())
    where = TO_MINE if m[6].lower() == "my expedition" else TO_TARGET
    return [(E_TOKEN_PER_SUBTYPE, 1, (intern(spec), where, m[7].upper()))]


# an "Otherwise, it gains ..." branch: "it" is the target of the sentence before
FORMS.counted(rf"it gains {NUM} boosts?", E_BOOST_TARGET)


@FORMS.body(
    r"(up to one )?target character( you control with hand cost \{(\d+)\} or less)? gains "
    r"\[\[asleep\]\](?:\. you may give it (\w+) boosts?)?"
)
def _sleep_target(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    if not (m[2] or m[4]):  # plain "Target Character gains [[Asleep]]": an opponent's (inert)
        return []
    boosts = num(m[4]) if m[4] else 0
    # yours (the sensible target when it comes with boosts or is "you control")
    return [(E_SLEEP_ONE, 0, (int(m[3] or 0), boosts, bool(m[1])))]


@FORMS.body(
    rf"you may spend {NUM} of my boosts to have target character gain \[\[asleep\]\]"
    r"(?:\. you may give it (\w+) boosts?)?"
)
def _spend_for_sleep(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    boosts = num(m[2]) if m[2] else 0
    return [(E_SLEEP_ONE, num(m[1]), (0, boosts, True))]


FORMS.fixed(r"you win the game", [(E_WIN, 0, None)])


FORMS.fixed(
    r"target character gains \[\[fleeting\]\], \[\[anchored\]\] or \[\[asleep\]\]",
    [(E_TRIO_STATUS, 0, None)],
)


@FORMS.body(
    r"the next (?!card |character |permanent |spell |landmark )([A-Za-z-]+) you play this turn "
    r"costs \{(\d+)\} less"
)
def _next_subtype_cost(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_SUBTYPE_COST, int(m[2]), m[1].upper())]


FORMS.fixed(r"expeditions can't move forward this day", [(E_NO_MOVE_DAY, 0, None)])


@FORMS.body(
    r"target expedition( you control)? moves backwards one region\. if it does, (?:move your "
    r"other expedition|its controller moves their other expedition) forward one region"
)
def _back_and_forth(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_BACK_AND_FORTH, 0, bool(m[1]))]  # arg: "you control" (else either player's)


@FORMS.body(
    rf"(target two expeditions and )?create an? {TOKEN} token in (each one|each expedition)"
)
def _token_each(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    spec = TokenSpec(m[2], int(m[3]), int(m[4]), int(m[5]), (m[6] or "").upper())
    token = (E_TOKEN, 1, (intern(spec), TO_EACH))
    if m[1]:  # "target two Expeditions": the player's two of the four (either player's)
        return [(E_TOKEN, 1, (token[2][0], TO_TWO))] if m[7].lower() == "each one" else []
    if m[7].lower() != "each expedition":
        return []
    return [(E_TOKEN_ALL, 1, token[2])]  # in a duel, the opponent's two as well


@FORMS.body(
    r"each character with hand cost \{(\d+)\} or less gains \[\[(anchored|asleep|fleeting)\]\]"
)
def _status_cheap(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    # every player's Characters: yours, then in a duel the opponent's
    inner = ((E_STATUS_CHEAP, int(m[1]), STATUS_WORDS[m[2].lower()]),)
    return [(E_EACH_PLAYER, 0, (inner,))]
