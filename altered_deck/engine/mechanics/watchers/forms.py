"""The watchers mechanic's forms for the card-text compiler.

Its forms are in :data:`FORMS`, tried in the order :mod:`altered_deck.engine.compiler.forms`
declares. Covered: Ascended expeditions (Ascend, "in an Ascended Expedition", cost cuts per
Ascended expedition, Eternal while Ascended, Resupply instead of a second Ascend), conditions
comparing with the facing expedition (behind, tied), Boosted and zero-statistic counts, statuses
given to me or to others with a choice, "when you play / roll" watchers, statuses gained, "can't
move" and extra Dusk moves. Executed by :mod:`altered_deck.engine.mechanics.watchers.handlers`
(effects) and :mod:`altered_deck.engine.mechanics.watchers.rules` (conditions, hooks)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from altered_deck.engine.core.effects import (
    C_ANY_ASCENDED,
    C_FIRST_PLAYER,
    C_LANDMARKS,
    C_ZERO_STATS,
    E_DRAW,
    E_IF,
    K_ANY,
    K_CHARACTER,
    KIND_WORDS,
    NUM,
    PER_ASCENDED,
    SELF_COST_CONDITIONS,
    ST_ASCENDED_MOVE_DRAW,
    STATUS_WORDS,
    TERRAIN_BITS,
    ParsedText,
    Static,
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.boosts.kinds import ST_SELF_COST_PER, ST_SUPPORT_GAIN
from altered_deck.engine.mechanics.counters.kinds import ST_ONE_GAINS_FX
from altered_deck.engine.mechanics.watchers.bodies import BOOSTED_BIT
from altered_deck.engine.mechanics.watchers.kinds import (
    C_ALL_BEHIND_OR_TIED,
    C_ASCENDED_ME,
    C_BEHIND,
    C_BOOSTED_CHARACTERS,
    C_OPPONENT_CHARACTERS,
    C_OTHER_BOOSTED,
    C_SINGLE_TERRAIN_ME,
    C_TRIO,
    E_NEXT_RESERVE_FX,
    EV_PLAY_ZERO,
    EV_ROLL,
    ST_ASCEND_RESUPPLY,
    ST_DEFENDER_WAIVE,
    ST_ETERNAL_ASCENDED,
    ST_EXTRA_MOVE,
    ST_GAIN_INSTEAD,
    ST_JOIN_NONTOKEN,
    ST_LONE_GIGANTIC,
    ST_NO_MOVE_OTHER,
    ST_ONLY_DUE_TO,
    ST_PAY_TO_BOOST_PLAYED,
    ST_PLAY_ASCENDED_BOOST,
    ST_PLAY_BASE,
    ST_PLAY_BASE_EXHAUST,
    ST_PLAY_FROM_RESERVE,
    ST_ROLL_DRAW,
    ST_ROLL_PLUS,
    ST_WHEN_I_GAIN,
    ST_WHEN_ONE_GAINS,
)
from altered_deck.engine.text.abilities import AbilityForms
from altered_deck.engine.text.body import EACH, FormTable, parse_condition, sentence_effects

FORMS = FormTable(tier=EACH)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from altered_deck.engine.core.cards import EngineCard


# --- conditions (first: "my expedition is behind" compares for real, not C_NEVER) ----------

FORMS.leading.conditions += [
    (re.compile(pattern, re.I), kind)
    for pattern, kind in (
        (r"^my expedition is behind$", C_BEHIND),
        (
            r"^(?:each of your expeditions is|both of your expeditions are) behind or tied$",
            C_ALL_BEHIND_OR_TIED,
        ),
        (r"^(?:I'm in an ascended expedition|my expedition is ascended)$", C_ASCENDED_ME),
        (
            r"^(?:one or more|at least one) of your expeditions is ascended$",
            C_ANY_ASCENDED,
        ),
        (
            rf"^(?:you have|there are) {NUM} or more base statistics of 0 among characters you "
            r"control$",
            C_ZERO_STATS,
        ),
        (rf"^you control {NUM} or more \[\[boosted\]\] characters$", C_BOOSTED_CHARACTERS),
        (rf"^you control {NUM} or more other \[\[boosted\]\] characters$", C_OTHER_BOOSTED),
        (rf"^an opponent controls {NUM} or more characters$", C_OPPONENT_CHARACTERS),
        (r"^I'm in a single-terrain region$", C_SINGLE_TERRAIN_ME),
        (r"^you are first player$", C_FIRST_PLAYER),
    )
]
SELF_COST_CONDITIONS.update(
    (C_ANY_ASCENDED, C_ZERO_STATS, C_OPPONENT_CHARACTERS, C_BOOSTED_CHARACTERS)
)

# --- whole abilities -----------------------------------------------------------------------

_STATICS = AbilityForms()
"""The mechanic's whole abilities that record one static each, in the order they are tried."""
_STATICS.counted(
    r"I cost \{(\d+)\} less for each of your Ascended Expeditions", ST_SELF_COST_PER, PER_ASCENDED
)
_STATICS.fixed(r"If my Expedition is Ascended, I am \[Eternal\]", ST_ETERNAL_ASCENDED)
_STATICS.fixed(
    r"If one of your Ascended Expeditions would attempt to \[Ascend\] again, \[Resupply\] "
    r"instead",
    ST_ASCEND_RESUPPLY,
)


@_STATICS.static(
    r"If my Expedition would move forward during Dusk, (?:it moves forward one more region "
    r"instead|roll a die\. On a(?::\s*•\s*|\s)4\+[:,] it moves forward one more region "
    r"instead(\.\s*•\s*1, it doesn't move instead)?)"
)
def _extra_move(m: re.Match[str], _t: TokenInterner) -> Static:
    if "roll a die" not in m[0]:
        branches: tuple[tuple[int, int, int], ...] = ()
    else:  # (low, high, extra regions): 4+ one more; with the second bullet, 1 none
        branches = ((4, 6, 1),) + (((1, 1, -1),) if m[1] else ())
    return (ST_EXTRA_MOVE, 0, branches)


# "When you play / roll" abilities
@_STATICS.static(
    r"When you play an? (Spell|Character|card) with Base Cost \{(\d+)\} or more\s*[—-]\s*You "
    r"may exhaust me to (.+?)\. If the Base Cost was \{(\d+)\} or more, also (draw a card)"
)
def _play_base_exhaust(m: re.Match[str], intern: TokenInterner) -> Static | None:
    effects = sentence_effects(m[3], intern)
    if effects is None:
        return None
    extra = ((E_DRAW, 1, None),)
    return (
        ST_PLAY_BASE_EXHAUST,
        0,
        (KIND_WORDS[m[1].lower()], int(m[2]), int(m[4]), extra, tuple(effects)),
    )


_STATICS.counted(
    r"When you play a Character\s*[—-]\s*If it's in an Ascended Expedition, you may exhaust me "
    rf"to give it {NUM} boosts?",
    ST_PLAY_ASCENDED_BOOST,
)
_STATICS.static(r"When you roll one or more dice\s*[—-]\s*If the result is (\d)\+, draw a card")(
    lambda m, _t: (ST_ROLL_DRAW, 1, int(m[1]))
)
_STATICS.counted(r"If you would roll a die, you may add (\d) to its result", ST_ROLL_PLUS)


@_STATICS.static(
    r"\{I\}\s*When (you roll one or more dice|you play (a|another) Character with a base "
    rf"statistic of 0)\s*[—-]\s*I gain {NUM} boosts?, up to a max of {NUM}"
)
def _support_gain(m: re.Match[str], _t: TokenInterner) -> Static:
    rolled = m[1].lower().startswith("you roll")
    event, kind = (EV_ROLL, K_ANY) if rolled else (EV_PLAY_ZERO, K_CHARACTER)
    another = bool(m[2]) and m[2].lower() == "another"
    return (ST_SUPPORT_GAIN, num(m[3]), (event, kind, another, False, num(m[4])))


_STATICS.triggered(
    r"When you play another card from Reserve\s*[—-]\s*(.+)",
    ST_PLAY_FROM_RESERVE,
    body=sentence_effects,
    arg=lambda _m, e: (K_ANY, e),
)


def parse_static(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one of the mechanic's whole abilities into ``parsed``; False when it is none."""
    return (
        _STATICS(ability, parsed, intern)
        or parse_play_base(ability, parsed, intern)
        or parse_timed_if(ability, parsed, intern)
    )


WATCHED_STATICS = frozenset(
    (
        ST_EXTRA_MOVE,
        ST_PLAY_BASE_EXHAUST,
        ST_PLAY_ASCENDED_BOOST,
        ST_ROLL_DRAW,
        ST_ROLL_PLUS,
        ST_PLAY_FROM_RESERVE,
        ST_DEFENDER_WAIVE,
        ST_PAY_TO_BOOST_PLAYED,
        ST_ASCENDED_MOVE_DRAW,
        ST_PLAY_BASE,
        ST_JOIN_NONTOKEN,
        ST_GAIN_INSTEAD,  # Fleeting gained by a play from Reserve (watchers rules.entered)
        ST_WHEN_ONE_GAINS,
        ST_ONE_GAINS_FX,  # (the counters mechanic's: "... gains [[X]] — I gain n counters")
        ST_NO_MOVE_OTHER,
        ST_LONE_GIGANTIC,
        ST_ONLY_DUE_TO,
    )
)
"""Statics the play, roll and Dusk hooks look for (with the effects of ``_WATCHED_OPS``: the deck
feature ``watchers_kinds.F_STATICS``, see :func:`deck_watches`)."""


_WATCHED_OPS = frozenset((E_NEXT_RESERVE_FX,))


def deck_watches(cards: Sequence[EngineCard], hero: EngineCard | None) -> bool:
    """The deck feature ``watchers_kinds.F_STATICS``: a card or the Hero :func:`watches`."""
    return any(watches(c) for c in cards) or (hero is not None and watches(hero))


def watches(card: EngineCard) -> bool:
    """Whether a card needs the mechanic's play, roll or Dusk hooks (a static, or an effect
    that leaves something for the next play)."""
    slots = (card.on_hand, card.on_reserve, card.on_join, card.on_resolve, card.support, card.tap)
    if any(op in _WATCHED_OPS for effects in slots for op, _n, _a in effects):
        return True
    for kind, _n, arg in card.statics:
        if kind in WATCHED_STATICS:
            return True
        if kind == ST_SUPPORT_GAIN and isinstance(arg, tuple) and arg[0] in (EV_ROLL, EV_PLAY_ZERO):
            return True
    return False


__all__ = ["BOOSTED_BIT", "parse_static", "watches"]


# --- more whole abilities --------------------------------------------------------------------


_STATICS.conditional(
    r"If (.+?), \[Defender\] Characters don't prevent (?:it|my Expedition) from moving forward",
    ST_DEFENDER_WAIVE,
)
_STATICS.static(
    r"\{I\}\s*When you play another Character\s*[—-]\s*You may pay \{(\d+)\} to give it "
    rf"{NUM} boosts?"
)(lambda m, _t: (ST_PAY_TO_BOOST_PLAYED, num(m[2]), int(m[1])))
_STATICS.fixed(
    r"When one or more of your Ascended Expeditions moves forward\s*[—-]\s*If there is no "
    r"Character facing it, draw a card",
    ST_ASCENDED_MOVE_DRAW,
    1,
)
FORMS.conditions.append(
    (re.compile(rf"^there are {NUM} or more cards in your landmarks$", re.I), C_LANDMARKS)
)


_PLAY_BASE = re.compile(
    r"^When you play (an?|another) (Character|Spell|Permanent|Landmark|card) with Base Cost "
    r"\{(\d+)\} or more\s*[—-]\s*(.+)$",
    re.I,
)
_STATICS.counted(
    rf"When a non-token Character joins your Expeditions\s*[—-]\s*It gains {NUM} boosts?",
    ST_JOIN_NONTOKEN,
)


def parse_play_base(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """ "When you play a <kind> with Base Cost {n} or more — ..." (the Reserve Cost when
    played from Reserve; "— You may exhaust me to ...": another form's)."""
    m = _PLAY_BASE.match(ability)
    if m and not m[4].lower().startswith("you may exhaust me"):
        effects = sentence_effects(m[4], intern)
        if effects is None:
            return False
        kind = KIND_WORDS[m[2].lower()]
        another = m[1].lower() == "another"
        parsed.statics.append((ST_PLAY_BASE, 0, (kind, another, int(m[3]), tuple(effects))))
        return True
    return False


FORMS.conditions.append(
    (
        re.compile(
            r"^you control a \[\[fleeting\]\] character, another \[\[anchored\]\] character and "
            r"yet another \[\[asleep\]\] character$",
            re.I,
        ),
        C_TRIO,
    )
)
_TIMED_IF = re.compile(r"^At (Noon|Dusk), if (.+?)\s*[—-]\s*(.+)$", re.I)


def parse_timed_if(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """ "At Noon / At Dusk, if C — ..."."""
    m = _TIMED_IF.match(ability)
    if not m:
        return False
    found = parse_condition(m[2])
    effects = sentence_effects(m[3], intern)
    if found is None or effects is None:
        return False
    slot = parsed.at_noon if m[1].lower() == "noon" else parsed.at_dusk
    slot.append((E_IF, 0, (found[0], found[1], tuple(effects))))
    return True


@_STATICS.static(
    r"If I would gain \[\[(Anchored|Asleep|Fleeting)\]\], I gain (?:\[\[(Anchored|Asleep|"
    rf"Fleeting)\]\]|{NUM} boosts?) instead"
)
def _gain_instead(m: re.Match[str], _t: TokenInterner) -> Static:
    bit = STATUS_WORDS[m[1].lower()]
    if m[2]:
        return (ST_GAIN_INSTEAD, 0, (bit, STATUS_WORDS[m[2].lower()]))
    return (ST_GAIN_INSTEAD, num(m[3]), (bit, 0))


@_STATICS.static(
    r"When (I|a Character you control) gains? \[\[(Anchored|Asleep|Fleeting)\]\]\s*[—-]\s*"
    rf"(I|That Character) gains? {NUM} boosts?"
)
def _when_gains(m: re.Match[str], _t: TokenInterner) -> Static | None:
    bit = STATUS_WORDS[m[2].lower()]
    if m[1].lower() == "i":
        return (ST_WHEN_I_GAIN, num(m[4]), bit) if m[3].lower() == "i" else None
    return (ST_WHEN_ONE_GAINS, num(m[4]), (bit, m[3].lower() != "i"))


_STATICS.fixed(
    r"Your other Expedition and the Expedition facing it can't move forward", ST_NO_MOVE_OTHER
)
_STATICS.fixed(
    r"If there is only one Character in my Expedition, it is \[Gigantic\]", ST_LONE_GIGANTIC
)


@_STATICS.static(
    r"If an Expedition facing me is in \{([VMO])\}, it can't move forward during Dusk except "
    r"due to \{([VMO])\}"
)
def _only_due_to(m: re.Match[str], _t: TokenInterner) -> Static | None:
    """(duels: the opponent's expedition; the goldfish opponent never moves)"""
    if m[1].upper() != m[2].upper():
        return None
    return (ST_ONLY_DUE_TO, 0, TERRAIN_BITS[m[1].upper()])
