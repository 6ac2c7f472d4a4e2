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
    TokenInterner,
    num,
)
from altered_deck.engine.mechanics.boosts.kinds import ST_SELF_COST_PER, ST_SUPPORT_GAIN
from altered_deck.engine.mechanics.counters.kinds import ST_ONE_GAINS_FX
from altered_deck.engine.mechanics.watchers.bodies import BOOSTED_BIT, cap_first
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
from altered_deck.engine.text.body import EACH, FIRST, FormTable, parse_body, parse_condition

FORMS = FormTable(tier=EACH)
LEADING = FormTable(tier=FIRST)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from altered_deck.engine.core.cards import EngineCard


# --- conditions (first: "my expedition is behind" compares for real, not C_NEVER) ----------

LEADING.conditions[:0] = [
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

_COST_PER_ASCENDED = re.compile(
    r"^I cost \{(\d+)\} less for each of your Ascended Expeditions\.?$", re.I
)
_ETERNAL_ASCENDED = re.compile(r"^If my Expedition is Ascended, I am \[Eternal\]\.?$", re.I)
_ASCEND_RESUPPLY = re.compile(
    r"^If one of your Ascended Expeditions would attempt to \[Ascend\] again, \[Resupply\] "
    r"instead\.?$",
    re.I,
)
_EXTRA_MOVE = re.compile(
    r"^If my Expedition would move forward during Dusk, (?:it moves forward one more region "
    r"instead|roll a die\. On a(?::\s*•\s*|\s)4\+[:,] it moves forward one more region "
    r"instead(\.\s*•\s*1, it doesn't move instead)?)\.?$",
    re.I,
)
_PLAY_BASE_EXHAUST = re.compile(
    r"^When you play an? (Spell|Character|card) with Base Cost \{(\d+)\} or more\s*[—-]\s*You "
    r"may exhaust me to (.+?)\. If the Base Cost was \{(\d+)\} or more, also (draw a card)\.?$",
    re.I,
)
_PLAY_ASCENDED_BOOST = re.compile(
    r"^When you play a Character\s*[—-]\s*If it's in an Ascended Expedition, you may exhaust me "
    rf"to give it {NUM} boosts?\.?$",
    re.I,
)
_ROLL_DRAW = re.compile(
    r"^When you roll one or more dice\s*[—-]\s*If the result is (\d)\+, draw a card\.?$", re.I
)
_ROLL_PLUS = re.compile(r"^If you would roll a die, you may add (\d) to its result\.?$", re.I)
_SUPPORT_GAIN = re.compile(
    r"^\{I\}\s*When (you roll one or more dice|you play (a|another) Character with a base "
    rf"statistic of 0)\s*[—-]\s*I gain {NUM} boosts?, up to a max of {NUM}\.?$",
    re.I,
)
_PLAY_FROM_RESERVE = re.compile(r"^When you play another card from Reserve\s*[—-]\s*(.+)$", re.I)


def parse_static(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Record one of the mechanic's whole abilities into ``parsed``; False when it is none."""
    m = _COST_PER_ASCENDED.match(ability)
    if m:
        parsed.statics.append((ST_SELF_COST_PER, int(m[1]), PER_ASCENDED))
        return True
    if _ETERNAL_ASCENDED.match(ability):
        parsed.statics.append((ST_ETERNAL_ASCENDED, 0, None))
        return True
    if _ASCEND_RESUPPLY.match(ability):
        parsed.statics.append((ST_ASCEND_RESUPPLY, 0, None))
        return True
    m = _EXTRA_MOVE.match(ability)
    if m:
        if "roll a die" not in ability:
            branches: tuple[tuple[int, int, int], ...] = ()
        else:  # (low, high, extra regions): 4+ one more; with the second bullet, 1 none
            branches = ((4, 6, 1),) + (((1, 1, -1),) if m[1] else ())
        parsed.statics.append((ST_EXTRA_MOVE, 0, branches))
        return True
    return _parse_watchers(ability, parsed, intern)


def _parse_watchers(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """ "When you play / roll" abilities of the group."""
    m = _PLAY_BASE_EXHAUST.match(ability)
    if m:
        effects = parse_body(cap_first(m[3]), intern)
        if effects is None:
            return False
        kind = KIND_WORDS[m[1].lower()]
        extra = ((E_DRAW, 1, None),)
        arg = (kind, int(m[2]), int(m[4]), extra, tuple(effects))
        parsed.statics.append((ST_PLAY_BASE_EXHAUST, 0, arg))
        return True
    m = _PLAY_ASCENDED_BOOST.match(ability)
    if m:
        parsed.statics.append((ST_PLAY_ASCENDED_BOOST, num(m[1]), None))
        return True
    m = _ROLL_DRAW.match(ability)
    if m:
        parsed.statics.append((ST_ROLL_DRAW, 1, int(m[1])))
        return True
    m = _ROLL_PLUS.match(ability)
    if m:
        parsed.statics.append((ST_ROLL_PLUS, int(m[1]), None))
        return True
    m = _SUPPORT_GAIN.match(ability)
    if m:
        rolled = m[1].lower().startswith("you roll")
        event, kind = (EV_ROLL, K_ANY) if rolled else (EV_PLAY_ZERO, K_CHARACTER)
        another = bool(m[2]) and m[2].lower() == "another"
        info = (event, kind, another, False, num(m[4]))
        parsed.statics.append((ST_SUPPORT_GAIN, num(m[3]), info))
        return True
    m = _PLAY_FROM_RESERVE.match(ability)
    if m:
        effects = parse_body(cap_first(m[1]), intern)
        if effects is None:
            return False
        parsed.statics.append((ST_PLAY_FROM_RESERVE, 0, (K_ANY, tuple(effects))))
        return True
    return parse_more_static(ability, parsed, intern)


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


_DEFENDER_WAIVE = re.compile(
    r"^If (.+?), \[Defender\] Characters don't prevent (?:it|my Expedition) from moving "
    r"forward\.?$",
    re.I,
)
_PAY_TO_BOOST_PLAYED = re.compile(
    r"^\{I\}\s*When you play another Character\s*[—-]\s*You may pay \{(\d+)\} to give it "
    rf"{NUM} boosts?\.?$",
    re.I,
)
FORMS.conditions.append(
    (re.compile(rf"^there are {NUM} or more cards in your landmarks$", re.I), C_LANDMARKS)
)


def parse_more_static(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """Defenders waived under a condition; an ``{I}`` pay-to-boost watcher."""
    m = _DEFENDER_WAIVE.match(ability)
    if m:
        found = parse_condition(m[1])
        if found is None:
            return False
        parsed.statics.append((ST_DEFENDER_WAIVE, 0, found))
        return True
    m = _PAY_TO_BOOST_PLAYED.match(ability)
    if m:
        parsed.statics.append((ST_PAY_TO_BOOST_PLAYED, num(m[2]), int(m[1])))
        return True
    if _ASCENDED_MOVE_DRAW.match(ability):
        parsed.statics.append((ST_ASCENDED_MOVE_DRAW, 1, None))
        return True
    return (
        parse_play_base(ability, parsed, intern)
        or parse_timed_if(ability, parsed, intern)
        or parse_status_static(ability, parsed)
        or parse_no_move_static(ability, parsed)
        or parse_lone_gigantic(ability, parsed)
        or parse_only_due_to(ability, parsed)
    )


_ASCENDED_MOVE_DRAW = re.compile(
    r"^When one or more of your Ascended Expeditions moves forward\s*[—-]\s*If there is no "
    r"Character facing it, draw a card\.?$",
    re.I,
)


_PLAY_BASE = re.compile(
    r"^When you play (an?|another) (Character|Spell|Permanent|Landmark|card) with Base Cost "
    r"\{(\d+)\} or more\s*[—-]\s*(.+)$",
    re.I,
)
_JOIN_NONTOKEN = re.compile(
    rf"^When a non-token Character joins your Expeditions\s*[—-]\s*It gains {NUM} boosts?\.?$",
    re.I,
)


def parse_play_base(ability: str, parsed: ParsedText, intern: TokenInterner) -> bool:
    """ "When you play a <kind> with Base Cost {n} or more — ..." (the Reserve Cost when
    played from Reserve) and "When a non-token Character joins your Expeditions"."""
    m = _PLAY_BASE.match(ability)
    if m and not m[4].lower().startswith("you may exhaust me"):
        effects = parse_body(cap_first(m[4]), intern)
        if effects is None:
            return False
        kind = KIND_WORDS[m[2].lower()]
        another = m[1].lower() == "another"
        parsed.statics.append((ST_PLAY_BASE, 0, (kind, another, int(m[3]), tuple(effects))))
        return True
    m = _JOIN_NONTOKEN.match(ability)
    if m:
        parsed.statics.append((ST_JOIN_NONTOKEN, num(m[1]), None))
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
    effects = parse_body(cap_first(m[3]), intern)
    if found is None or effects is None:
        return False
    slot = parsed.at_noon if m[1].lower() == "noon" else parsed.at_dusk
    slot.append((E_IF, 0, (found[0], found[1], tuple(effects))))
    return True


_GAIN_INSTEAD = re.compile(
    r"^If I would gain \[\[(Anchored|Asleep|Fleeting)\]\], I gain (?:\[\[(Anchored|Asleep|"
    rf"Fleeting)\]\]|{NUM} boosts?) instead\.?$",
    re.I,
)
_WHEN_GAINS = re.compile(
    r"^When (I|a Character you control) gains? \[\[(Anchored|Asleep|Fleeting)\]\]\s*[—-]\s*"
    rf"(I|That Character) gains? {NUM} boosts?\.?$",
    re.I,
)


def parse_status_static(ability: str, parsed: ParsedText) -> bool:
    """ "If I would gain [[X]], I gain Y instead" and "When I / a Character you control
    gain(s) [[X]] — I / That Character gain(s) n boosts"."""
    m = _GAIN_INSTEAD.match(ability)
    if m:
        bit = STATUS_WORDS[m[1].lower()]
        if m[2]:
            parsed.statics.append((ST_GAIN_INSTEAD, 0, (bit, STATUS_WORDS[m[2].lower()])))
        else:
            parsed.statics.append((ST_GAIN_INSTEAD, num(m[3]), (bit, 0)))
        return True
    m = _WHEN_GAINS.match(ability)
    if m:
        bit = STATUS_WORDS[m[2].lower()]
        n = num(m[4])
        if m[1].lower() == "i":
            if m[3].lower() != "i":
                return False
            parsed.statics.append((ST_WHEN_I_GAIN, n, bit))
        else:
            parsed.statics.append((ST_WHEN_ONE_GAINS, n, (bit, m[3].lower() != "i")))
        return True
    return False


_NO_MOVE_OTHER = re.compile(
    r"^Your other Expedition and the Expedition facing it can't move forward\.?$", re.I
)


def parse_no_move_static(ability: str, parsed: ParsedText) -> bool:
    """ "Your other Expedition and the Expedition facing it can't move forward"."""
    if _NO_MOVE_OTHER.match(ability):
        parsed.statics.append((ST_NO_MOVE_OTHER, 0, None))
        return True
    return False


_LONE_GIGANTIC = re.compile(
    r"^If there is only one Character in my Expedition, it is \[Gigantic\]\.?$", re.I
)


def parse_lone_gigantic(ability: str, parsed: ParsedText) -> bool:
    """ "If there is only one Character in my Expedition, it is [Gigantic]" (Dusk sums)."""
    if _LONE_GIGANTIC.match(ability):
        parsed.statics.append((ST_LONE_GIGANTIC, 0, None))
        return True
    return False


_ONLY_DUE_TO = re.compile(
    r"^If an Expedition facing me is in \{([VMO])\}, it can't move forward during Dusk except "
    r"due to \{([VMO])\}\.?$",
    re.I,
)


def parse_only_due_to(ability: str, parsed: ParsedText) -> bool:
    """ "If an Expedition facing me is in {V}, it can't move forward during Dusk except due to
    {V}" (duels: the opponent's expedition; the goldfish opponent never moves)."""
    m = _ONLY_DUE_TO.match(ability)
    if m and m[1].upper() == m[2].upper():
        parsed.statics.append((ST_ONLY_DUE_TO, 0, TERRAIN_BITS[m[1].upper()]))
        return True
    return False
