"""Ability forms of the costs mechanic: the compiler's side.

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares. The effects are executed by :mod:`altered_deck.engine.mechanics.costs.rules`. Forms:
boosts to the Characters a filter picks (a subtype, "another", Fleeting, a terrain, a
single-terrain region), playing a card immediately (for less or for free), optional costs (pay
Mana, spend my boosts), "each player", revealing the top card of the deck, ``{I} At Noon`` gains
in Reserve, cost cuts for a kind of card, "I'm also considered a Spell"."""

from __future__ import annotations

import re

from altered_deck.engine.core.effects import (
    C_LANDMARKS,
    C_SUBTYPE_OTHERS,
    C_ZERO_STATS,
    E_BOOST_SELF,
    E_BOOST_TARGET,
    E_DISCARD_HAND,
    E_DRAW,
    E_EACH_PLAYER,
    E_IF_ELSE,
    E_MANA_TOP,
    E_NEXT_COST,
    E_NOTHING,
    E_PLACE_MARKER,
    E_RESUPPLY,
    E_STATUS_EACH,
    E_UNFLEET,
    K_ANY,
    K_CHARACTER,
    K_LANDMARK,
    K_SPELL,
    KIND_WORDS,
    NUM,
    S_FLEETING,
    STATUS_WORDS,
    TERRAIN_BITS,
    Effect,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.boosts.kinds import (
    C_FLEETING_CHARACTER,
    E_BOOST_RESERVE,
)
from altered_deck.engine.mechanics.costs.kinds import (
    C_BOOSTED,
    C_FACING_CHARACTERS,
    C_RESERVE_KIND,
    C_SELF_BOOSTS_AT_MOST,
    C_SINGLE_VISIBLE,
    E_BECOME_FIRST,
    E_BOOST_CAPPED,
    E_BOOST_WAKE,
    E_BOOST_WHERE,
    E_EXHAUST_SELF,
    E_FLOOR_CUT,
    E_NEXT_BOOST_IN,
    E_PASS_NOW,
    E_PAY,
    E_PLAY_NOW,
    E_PLAY_SUBTYPE_NOW,
    E_REVEAL_TOP,
    E_ROLL_REVEAL,
    E_SPEND_BOOSTS,
    E_UNFLEET_FROM_HAND,
    FEAT,
    FREE,
)
from altered_deck.engine.mechanics.costs.statics import (
    parse_static,  # compiler/abilities.py asks here
)
from altered_deck.engine.text.body import EACH, NAMED, FormTable, sentence_effects

FORMS = FormTable(tier=EACH)

_I = re.IGNORECASE


def _optional(op: int, n: int, inner: tuple[Effect, ...] | None) -> list[Effect]:
    """``op`` (a cost paid for ``inner``), or inert when ``inner`` only touches an opponent
    (nothing to pay for: "spend 1 of my boosts to [Sabotage]")."""
    if inner is None:
        return []
    if all(e[0] == E_NOTHING for e in inner):
        return [(E_NOTHING, 0, None)]
    return [(op, n, (inner,))]


# --- rewrites: near-miss wordings read as the forms the patterns know ----------------------


def _reveal(m: re.Match[str]) -> str:
    otherwise = "; otherwise discard it" if m[2] else ""
    return f"Reveal the top card of your deck; draw it if it's {m[1]}{otherwise}"


FORMS.rewrites.extend(
    (
        (re.compile(r"^If I'm not in \{([VMO])\}, ", _I), r"Unless I'm in {\1}, "),
        (re.compile(r"^If I'm not \[In Contact\], ", _I), "Unless I'm [In Contact], "),
        # "If C, A, otherwise B": the Otherwise sentence _parse_condition reads
        (re.compile(r"^(If [^,]+, [^,.]+), otherwise ", _I), r"\1. Otherwise, "),
        # "in a Companion Expedition": one of yours (the sensible choice for a token)
        (re.compile(r"\bin a (Hero|Companion) Expedition\b", _I), r"in your \1 Expedition"),
        (re.compile(r"^(Create an? \[[^\]/]+ \d+/\d+/\d+\]) in ", _I), r"\1 token in "),
        (re.compile(r"^(Up to two target Characters) gain ", _I), r"\1 each gain "),
        (
            re.compile(r"^each player discards their hand, then draws", _I),
            "Each player discards their hand and draws",
        ),
    )
)
FORMS.rewrites.append(
    (
        re.compile(
            r"reveal the top card of your deck\. If it's (.+?), draw it(\. Otherwise, discard it)?"
            r"(?=\.|$)",
            _I,
        ),
        _reveal,
    )
)


# --- boosts to the Characters a filter picks ------------------------------------------------


def _where(
    n: int,
    *,
    every: bool = False,
    another: bool = False,
    needed: int = 0,
    lost: int = 0,
    subtype: str = "",
    terrain: int = 0,
    single: bool = False,
    optional: bool = False,
) -> list[Effect]:
    return [(E_BOOST_WHERE, n, (every, another, needed, lost, subtype, terrain, single, optional))]


@FORMS.body(rf"you may target another \[\[Fleeting\]\] character\. it gains {NUM} boosts?")
def _boost_fleeting_other(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return _where(num(m[1]), another=True, needed=S_FLEETING, optional=True)


@FORMS.body(
    rf"(you may )?give {NUM} boosts? to (another )?target ([A-Za-z]+)(?: in \{{([VMO])\}})?"
)
def _give_boosts(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    word = m[4].lower()
    subtype = "" if word == "character" else word.upper()
    terrain = TERRAIN_BITS[m[5].upper()] if m[5] else 0
    return _where(
        num(m[2]), another=bool(m[3]), subtype=subtype, terrain=terrain, optional=bool(m[1])
    )


@FORMS.body(rf"any number of other target characters in \{{([VMO])\}} each gain {NUM} boosts?")
def _boost_others_in(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    # "any number of target": every and optional, each target the player's (either side's)
    return _where(
        num(m[2]), every=True, another=True, terrain=TERRAIN_BITS[m[1].upper()], optional=True
    )


@FORMS.body(
    r"(you may have )?another target character lose \[\[Fleeting\]\]"
    rf"(?: and gain {NUM} boosts?)?"
)
def _unfleet_another(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    n = num(m[2]) if m[2] else 0
    return _where(n, another=True, lost=S_FLEETING, optional=bool(m[1]))


@FORMS.body(rf"target character in a single-terrain region gains {NUM} boosts?")
def _boost_single_terrain(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return _where(num(m[1]), single=True)


@FORMS.body(rf"(?!characters\b)([A-Za-z]+)s you control gain {NUM} boosts?")
def _boost_subtype(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return _where(num(m[2]), every=True, subtype=m[1].upper())


FORMS.counted(
    rf"target character gains {NUM} boosts?\. if it is \[\[Asleep\]\], it loses \[\[Asleep\]\]",
    E_BOOST_WAKE,
)


# "you may": always worth it, a Reserve Character keeps its boosts (2.5.l)
FORMS.counted(rf"you may give {NUM} boosts? to target character in reserve", E_BOOST_RESERVE)


@FORMS.body(rf"have target character gain {NUM} boosts? or lose \[\[Fleeting\]\]")
def _boost_or_unfleet(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    # engine policy: a Fleeting Character of yours loses it, else the usual target's boosts
    unfleet = ((E_UNFLEET, 0, False),)
    boost = ((E_BOOST_TARGET, num(m[1]), None),)
    return [(E_IF_ELSE, 0, (C_FLEETING_CHARACTER, 0, unfleet, boost))]


FORMS.counted(rf"give me {NUM} boosts?", E_BOOST_SELF)


FORMS.capped(rf"I gain {NUM} boosts?, up to a max of {NUM}", E_BOOST_CAPPED)


@FORMS.body(r"\{T\}\s*:\s*(.+)")
def _exhaust_me_to(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = sentence_effects(m[1], intern)  # an option of a Reserve card's {I} ability
    return [] if inner is None else [(E_EXHAUST_SELF, 0, None), *inner]


# --- playing a card now ---------------------------------------------------------------------


@FORMS.body(
    r"(you may )?immediately play an? (card|character|spell|permanent) for \{(\d+)\} less"
    rf"(?:\. it gains (?:{NUM} boosts?|\[\[(Anchored|Asleep|Fleeting)\]\]))?"
)
def _play_for_less(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    gains = (num(m[4]) if m[4] else 0, STATUS_WORDS[m[5].lower()] if m[5] else 0)
    return [(E_PLAY_NOW, 1, (KIND_WORDS[m[2].lower()], int(m[3]), 0, True, gains, bool(m[1])))]


@FORMS.body(r"you may play an? (card|character|spell|permanent)(?: \(paying its cost normally\))?")
def _may_play(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    # a play paid as usual, from the hand or the Reserve (any time an effect says so)
    return [(E_PLAY_NOW, 1, (KIND_WORDS[m[1].lower()], 0, 0, True, (0, 0), True))]


@FORMS.body(rf"immediately play for free up to {NUM} characters with base cost \{{(\d+)\}} or less")
def _play_free_several(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_PLAY_NOW, num(m[1]), (K_CHARACTER, FREE, int(m[2]), True, (0, 0), True))]


@FORMS.body(
    r"you may play an? (card|character|spell|permanent) with base cost \{(\d+)\} or less for free"
)
def _play_free(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_PLAY_NOW, 1, (KIND_WORDS[m[1].lower()], FREE, int(m[2]), True, (0, 0), True))]


@FORMS.body(
    r"starting with you, each player may immediately play a card with hand cost \{(\d+)\} or "
    r"less for free"
)
def _each_plays_free(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    play = (E_PLAY_NOW, 1, (K_ANY, FREE, int(m[1]), False, (0, 0), True))
    return [(E_EACH_PLAYER, 0, ((play,),))]


# --- optional costs, each player, the next card's cost, revealing ---------------------------


@FORMS.body(r"you may pay \{(\d+)\} to ([^.]+)")
def _pay_to(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    return _optional(E_PAY, int(m[1]), sentence_effects(m[2], intern))


@FORMS.body(rf"you may spend {NUM} of my boosts? to ([^.]+)")
def _spend_boosts_to(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    return _optional(E_SPEND_BOOSTS, num(m[1]), sentence_effects(m[2], intern))


FORMS.fixed(
    r"you may place one of my markers on target visible region", [(E_PLACE_MARKER, 0, None)]
)


FORMS.fixed(r"roll a die and reveal the top card of your deck", [(E_ROLL_REVEAL, 0, None)])


@FORMS.body(r"you may immediately pass(?:\. if you do, ([^.]+))?")
def _pass_now(m: re.Match[str], intern: TokenInterner) -> list[Effect]:
    inner = sentence_effects(m[1], intern) if m[1] else ()
    return [] if inner is None else [(E_PASS_NOW, 0, (inner,))]


FORMS.fixed(r"you become first player", [(E_BECOME_FIRST, 0, None)])


FORMS.fixed(r"\[Resupply\] again", [(E_RESUPPLY, 1, False)])


FORMS.fixed(r"each player \[Resupplies\]", [(E_EACH_PLAYER, 0, (((E_RESUPPLY, 1, False),),))])


@FORMS.body(rf"each player draws {NUM} cards?")
def _each_draws(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_EACH_PLAYER, 0, (((E_DRAW, num(m[1]), None),),))]


@FORMS.body(rf"each player discards their hand and draws {NUM} cards?")
def _each_new_hand(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    inner = ((E_DISCARD_HAND, 0, None), (E_DRAW, num(m[1]), None))
    return [(E_EACH_PLAYER, 0, (inner,))]


FORMS.fixed(
    r"each player puts the top card of their deck in their mana zone",
    [(E_EACH_PLAYER, 0, (((E_MANA_TOP, 1, None),),))],
)


@FORMS.body(r"each character gains \[\[(Anchored|Asleep|Fleeting)\]\]")
def _status_each(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    # each player's Characters: E_STATUS_EACH is one player's
    return [(E_EACH_PLAYER, 0, (((E_STATUS_EACH, 0, STATUS_WORDS[m[1].lower()]),),))]


@FORMS.body(
    r"pay \{(\d+)\} less for the next (card|character|spell|permanent) you play this "
    r"(turn|afternoon)"
)
def _pay_less_next(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_COST, int(m[1]), (KIND_WORDS[m[2].lower()], m[3].lower() == "afternoon"))]


@FORMS.body(
    r"pay \{(\d+)\} less for the next (card|character|spell|permanent) you play this "
    r"(turn|afternoon), down to a minimum of \{1\}"
)
def _floor_cut(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_FLOOR_CUT, int(m[1]), (KIND_WORDS[m[2].lower()], m[3].lower() == "afternoon"))]


@FORMS.body(r"pay \{(\d+)\} less for the next feat you play this turn, down to a minimum of \{1\}")
def _floor_cut_feat(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """ "Pay {1} less for the next Feat you play this turn, down to a minimum of {1}"."""
    return [(E_FLOOR_CUT, int(m[1]), (K_LANDMARK, False, FEAT))]


@FORMS.body(r"(you may )?immediately play a feat for \{(\d+)\} less, down to a minimum of \{1\}")
def _play_feat_now(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    """ "You may immediately play a Feat for {1} less, down to a minimum of {1}"."""
    return [(E_PLAY_SUBTYPE_NOW, int(m[2]), (K_LANDMARK, FEAT, bool(m[1])))]


@FORMS.body(rf"the next character you play in \{{([VMO])\}} this turn gains {NUM} boosts?")
def _next_boost_in(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_BOOST_IN, num(m[2]), TERRAIN_BITS[m[1].upper()])]


FORMS.fixed(
    r"the next (spell) you play this turn is free\. if you play it from your hand, it loses "
    r"\[\[Fleeting\]\]",
    [(E_NEXT_COST, FREE, (K_SPELL, False)), (E_UNFLEET_FROM_HAND, 0, K_SPELL)],
)


@FORMS.body(r"the next (card|character|spell|permanent) you play this (turn|afternoon) is free")
def _next_free(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    return [(E_NEXT_COST, FREE, (KIND_WORDS[m[1].lower()], m[2].lower() == "afternoon"))]


_WITH_ZERO = " with a base statistic of 0"


def _kinds_named(what: str) -> tuple[int, tuple[str, ...]] | None:
    """``Artist or Song`` -> (kind mask, subtypes); None when a word is not one."""
    mask = 0
    subtypes: list[str] = []
    for word in re.split(r" or (?:an? )?", re.sub(r"^an? ", "", what)):
        if not re.fullmatch(r"[A-Za-z]+", word):
            return None
        if word.lower() in KIND_WORDS:
            mask |= KIND_WORDS[word.lower()]
        else:
            subtypes.append(word.upper())
    return mask, tuple(subtypes)


@FORMS.body(r"reveal the top card of your deck; draw it if it's (.+?)(; otherwise discard it)?")
def _reveal_top(m: re.Match[str], _t: TokenInterner) -> list[Effect]:
    what = m[1]
    zero = what.lower().endswith(_WITH_ZERO)
    if zero:
        what = what[: -len(_WITH_ZERO)]
    drawn = _kinds_named(what)
    if drawn is None:
        return []
    return [(E_REVEAL_TOP, 0, (drawn[0], drawn[1], zero, bool(m[2])))]


FORMS.conditions.extend(
    (re.compile(pattern, _I), kind)
    for pattern, kind in (
        (rf"^I have {NUM} boosts? or less$", C_SELF_BOOSTS_AT_MOST),
        (rf"^there are {NUM} or more cards in your landmarks$", C_LANDMARKS),
        (rf"^{NUM} or more single-terrain regions are visible$", C_SINGLE_VISIBLE),
        (
            rf"^there are {NUM} or more base statistics of 0 among characters you control$",
            C_ZERO_STATS,
        ),
        (r"^I'm \[\[Boosted\]\]$", C_BOOSTED),
        (rf"^I'm facing {NUM} or more Characters$", C_FACING_CHARACTERS),
        (
            rf"^there are {NUM} or more (Spell|Character|Permanent)s in your Reserve$",
            C_RESERVE_KIND,
        ),
        (rf"^you control {NUM} or more other ([A-Za-z-]+?)s$", C_SUBTYPE_OTHERS),
    )
)
FORMS.amounts.update(dict.fromkeys((C_RESERVE_KIND, C_SUBTYPE_OTHERS), NAMED))

__all__ = ["parse_static"]
