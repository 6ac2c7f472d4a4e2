"""The positions a census plays a text in, built from generic cards around the card under test.

Each player's side holds textless cards the census makes (:func:`filler_cards`): two
Characters in each expedition (a plain 1-cost one, and a 3-cost one with a boost), the same two
Characters and a Spell in Reserve, two Landmarks, four cards in hand (the two Characters, a
Spell and a Landmark), five in the deck; the opponent's expeditions are both ahead
(:data:`REGIONS`). A *setup* says which sides are full and where the card under test is:

* ``rich``: both sides full: every choice the text gives has two options or more;
* ``own_only``: the opponent has nothing in play nor among the Landmarks: a target in play
  the text allows on either side can only be the player's own;
* ``opponent_only``: the player has no Character in play but the card under test, and
  keeps only their Landmarks, one with a counter: a target Character can only be the
  opponent's, and what the text pays first with a Permanent or a counter ("Sacrifice a
  Permanent. If you do, ...", "Spend 1 counter from a card you control") can be paid; a text
  that pays with or counts a Character of the player's ("Sacrifice a Character", "Characters
  you control") keeps one (:func:`needs_own_character`);
* ``bare``: neither side has anything in play nor among the Landmarks but the card under
  test: the census's removal (``Send to Reserve target Character.``) can only aim at it.

A bare side keeps its hand and its Reserve: what a text pays or discards from them ("Discard a
card from your Reserve. If you do, ...") is still there, and a target in any Reserve has
candidates on both sides (the opponent's must be offered beside the player's own).

An ability whose condition names being [In Contact] (:func:`names_contact`) is played in
each setup twice: apart (:data:`REGIONS`) and In Contact (:data:`CONTACT_REGIONS`, the
:class:`Fire`'s ``contact``), so both branches of "If I'm [In Contact], ... Otherwise, ..."
act.

In a ``watch`` or ``removed`` position the card under test is in play for player 0 and the
turn is player 1's, who plays a Character or the removal: the other player's event a trigger
may see.

The card under test is played from hand, from Reserve, discarded for its Reserve ability or
exhausted for its {T} ability, as the :class:`Fire` says.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any

from altered_deck.cards.model import Card
from altered_deck.engine.scenario_file import (
    CardSpec,
    ExpeditionSpec,
    ManaSpec,
    PlayerSpec,
    PositionSpec,
)

AS_OF = date(2026, 3, 1)
"""The rules the census's positions are played under (Complete Rules 5.0)."""
SEED = 4
"""The positions' random generator: the first die the card under test rolls shows 6, so a
"Roll a die. On a: 4+, [Sabotage]" reaches the branch with the choice (every census check
finds the same as with seed 1, which rolled a 2, but for those texts)."""

HAND = "hand"  # play it from hand
RESERVE = "reserve"  # play it from Reserve
SUPPORT = "support"  # discard it from Reserve for its Reserve ({D}) ability
TAP = "tap"  # exhaust it for its {T} ability
WATCH = "watch"  # it is in play; the other player plays a Character
WATCH_RESERVE = "watch_reserve"  # it is in play; the other player plays a Character from Reserve
OWN_PLAY = "own_play"  # it is in play; its player plays another Character (a control)
REMOVED = "removed"  # it is in play, alone on its side; the other player sends it to Reserve
OWN_REMOVAL = "own_removal"  # the same, its own player sends it to Reserve (a control)
STATUSED = "statused"  # it is in play, alone; the other player gives it the status it watches
SWITCHED = "switched"  # it is in play; the other player switches its player's other Character
GIFTED = "gifted"  # it is in play; its player makes a Gift by an "each player" effect
BOOSTED = "boosted"  # it is in play, alone (a Hero: beside a Character); the other player boosts
PLAYS_KIND = "plays_kind"  # it is in play; its player plays a card of the kind its trigger names
PASSES = "passes"  # it is in play; its player passes
OWN_ACTS = (PLAYS_KIND, PASSES)
"""The fires where its player does something else than act with the card (its trigger sees it):
what the card did is what differs from the same play with a textless card in its place."""
WATCHES = (
    WATCH,
    WATCH_RESERVE,
    OWN_PLAY,
    REMOVED,
    OWN_REMOVAL,
    STATUSED,
    SWITCHED,
    GIFTED,
    BOOSTED,
    PLAYS_KIND,
    PASSES,
)
PLAYS_FOR_P1 = (WATCH, WATCH_RESERVE, REMOVED, STATUSED, SWITCHED, BOOSTED)
"""The fires where player 1 acts (the turn is theirs)."""
ACTS = (HAND, RESERVE, SUPPORT, TAP, *OWN_ACTS)
"""The fires where the card acts by its player's doing (played, its ability used, its trigger
seeing its player's play or pass): what the checks of choices and sides read."""
FIRES = (HAND, RESERVE, SUPPORT, TAP, *WATCHES)
HOW_WORDS = {
    HAND: "played from hand",
    RESERVE: "played from Reserve",
    SUPPORT: "discarded from Reserve for its ability",
    TAP: "exhausted for its {T} ability",
    WATCH: "in play, the other player playing a Character",
    WATCH_RESERVE: "in play, the other player playing a Character from Reserve",
    OWN_PLAY: "in play, its player playing another Character",
    REMOVED: "in play, the other player sending it to Reserve",
    OWN_REMOVAL: "in play, its player sending it to Reserve",
    STATUSED: "in play, the other player giving it the status it watches",
    SWITCHED: "in play, the other player switching another Character into its expedition",
    GIFTED: 'in play, its player making a Gift by an "each player" effect',
    BOOSTED: "in play, the other player giving it (a Hero: its Character) a boost",
    PLAYS_KIND: 'in play, its player playing a card of the kind "When you play a ..." names',
    PASSES: "in play, its player passing",
}

RICH = "rich"
REGIONS = ((1, 5), (3, 4))
"""Each player's Hero and Companion expedition regions: both of the opponent's are ahead
(7.5.2.a), so "target an Expedition that's ahead" has two candidates and "each of your
Expeditions is behind or tied" holds for the player."""
CONTACT_REGIONS = ((3, 4), (3, 4))
"""The regions of an In Contact position: each of the player's expeditions is in the region
of one of the opponent's (7.5.9.a), so a card in either is In Contact (7.5.9.b)."""
_IN_CONTACT = re.compile(r"\bin contact\b", re.I)
OWN_ONLY = "own_only"
OPPONENT_ONLY = "opponent_only"
BARE = "bare"
SETUPS = (RICH, OWN_ONLY, OPPONENT_ONLY, BARE)


_OWN_CHARACTER = re.compile(
    r"\bsacrifice an? (?:[\w-]+ )?character\b|\bcharacters? you control\b", re.I
)


def needs_own_character(card: Card | None) -> bool:
    """Whether ``card``'s text pays with, or measures by, a Character of its player's ("Sacrifice
    a Character. If you do, ...", "where X is the number of Characters you control", "Target
    Character you control ... Then, target another Character with equal or lower {V}"): the
    ``opponent_only`` position then keeps one Character of the player's."""
    return bool(_OWN_CHARACTER.search(card.effect_text() if card else ""))


def names_contact(ability: str) -> bool:
    """Whether ``ability``'s trigger or condition names being [In Contact] ("If I'm [In
    Contact], ...", "If I'm not [In Contact], ..."): the census plays it In Contact too."""
    return bool(_IN_CONTACT.search(ability))


def _card(number: int, name: str, card_type: str, cost: int, stats: int | None) -> Card:
    return Card(
        reference=f"ALT_CENSUS_B_AX_{number}_C",
        set_code="CENSUS",
        product="B",
        faction_code="AX",
        number=number,
        rarity_code="C",
        card_type=card_type,
        rarity="COMMON",
        faction="AX",
        names={"en-us": name},
        hand_cost=cost,
        reserve_cost=cost,
        forest=stats,
        mountain=stats,
        water=stats,
    )


SMALL = _card(1, "Census Small", "CHARACTER", 1, 1)
LARGE = _card(2, "Census Large", "CHARACTER", 3, 3)
SPELL = _card(3, "Census Spell", "SPELL", 1, None)
LANDMARK = _card(4, "Census Landmark", "LANDMARK_PERMANENT", 1, None)
GEAR = _card(5, "Census Gear", "EXPEDITION_PERMANENT", 1, None)
REMOVAL = dataclasses.replace(
    _card(6, "Census Removal", "SPELL", 1, None),
    main_effect={"en-us": "Send to Reserve target Character."},
)
"""A census card with a text: the removal a watcher of "When I go to Reserve" sees."""
GIVES = {
    status: dataclasses.replace(
        _card(number, f"Census {status}", "SPELL", 1, None),
        main_effect={"en-us": f"Target Character gains [[{status}]]."},
    )
    for number, status in ((7, "Asleep"), (8, "Anchored"), (9, "Fleeting"))
}
"""The census's spells that give a status, by status: what "When I gain [[Asleep]]" and "If I
would gain [[Asleep]], ... instead" see the opponent do."""
SWITCH = dataclasses.replace(
    _card(10, "Census Switch", "SPELL", 1, None),
    main_effect={"en-us": "Target Character switches Expeditions."},
)
"""The census spell that makes a Character switch expeditions, which is joining the other one:
what "When a Character joins my Expedition" sees (the switched Character is its player's
large one, never the stand-in of a control; the census answers the target with it)."""
EACH_DRAWS = dataclasses.replace(
    _card(11, "Census Gift", "SPELL", 1, None),
    main_effect={"en-us": "Each player draws a card."},
)
"""The census spell that makes a Gift on its player's turn (the opponent draws): what "When you
make a [Gift]" and "When an opponent receives a [Gift]" see."""
BOOST = dataclasses.replace(
    _card(12, "Census Boost", "SPELL", 1, None),
    main_effect={"en-us": "Target Character gains 1 boost."},
)
"""The census spell that gives a boost: what "When I gain 1 or more boosts" and "When a
Character you control gains 1 or more boosts" see the opponent do."""
_WATCHED_STATUS = re.compile(r"\bgains? \[\[(Asleep|Anchored|Fleeting)\]\]", re.I)
_PLAYED_KIND = re.compile(r"\bwhen(?:ever)? you play an? (character|spell|permanent|card)\b", re.I)


def filler_cards() -> list[Card]:
    """The cards the census's positions are made of (textless but the removal and the spells
    that give a status)."""
    made = [SMALL, LARGE, SPELL, LANDMARK, GEAR, REMOVAL, SWITCH, EACH_DRAWS, BOOST]
    return [*made, *GIVES.values()]


def status_giver(card: Card | None) -> Card:
    """The census spell that gives the status ``card``'s text watches (Asleep when none)."""
    found = _WATCHED_STATUS.search(card.effect_text() if card else "")
    return GIVES[found[1].capitalize() if found else "Asleep"]


_SPENDS = re.compile(r"\bspend (\d+|any number) of my (\w+) counters\b", re.I)
ANY_NUMBER = 3
"""The counters the census gives a card that spends "any number of my X counters": a choice
of four amounts, enough to lift a die's 1 to its 4+ branch."""


def _spent(card: Card) -> tuple[str, int] | None:
    """The kind and count of the counters ``card``'s text spends at most, None when none."""
    spent = [
        (kind.capitalize(), ANY_NUMBER if count.lower() == "any number" else int(count))
        for count, kind in _SPENDS.findall(card.effect_text())
    ]
    return max(spent, key=lambda s: s[1]) if spent else None


def _carrying(card: Card) -> Any:
    """The card under test in play, carrying the counters its text spends ("spend 4 of my
    Arcane counters": 4 of them), so the census can see what it does with them."""
    spent = _spent(card)
    if spent is None:
        return card.reference
    return CardSpec(ref=card.reference, counters={spent[0]: spent[1]})


def played_kind(card: Card | None) -> Card:
    """The census card of the kind ``card``'s "When you play a ..." names (a Character when
    it names a card or none)."""
    found = _PLAYED_KIND.search(card.effect_text() if card else "")
    kind = found[1].lower() if found else "character"
    return {"spell": SPELL, "permanent": LANDMARK}.get(kind, SMALL)


def stand_in(card: Card) -> Card | None:
    """The textless card that takes ``card``'s place in a control position (None for a Hero:
    the control has none)."""
    if card.is_hero:
        return None
    if card.card_type in ("LANDMARK_PERMANENT", "PERMANENT"):
        return LANDMARK
    return GEAR if card.card_type == "EXPEDITION_PERMANENT" else SMALL


class CensusStore:
    """The card store a census position is compiled from: the filler cards and the card under
    test (``Scenario`` asks a store only for :meth:`get_many`)."""

    def __init__(self, cards: Iterable[Card]) -> None:
        self.cards = {card.reference: card for card in [*filler_cards(), *cards]}

    def get_many(self, references: Iterable[str]) -> dict[str, Card]:
        return {ref: self.cards[ref] for ref in references if ref in self.cards}


@dataclass(frozen=True)
class Fire:
    """How the card under test acts in a position."""

    how: str  # one of FIRES
    card: Card | None  # None: a Hero's stand-in (no Hero)
    text_of: Card | None = None  # a stand-in's: the card whose text says what is played
    contact: bool = False  # the expeditions In Contact (CONTACT_REGIONS), else REGIONS

    @property
    def plays(self) -> Card:
        """The census card its player plays for ``PLAYS_KIND``."""
        return played_kind(self.text_of or self.card)


def _expedition(region: int, full: bool, extra: tuple[Any, ...] = ()) -> ExpeditionSpec:
    cards: list[Any] = [SMALL.reference, CardSpec(ref=LARGE.reference, boosts=1)] if full else []
    return ExpeditionSpec(region=region, cards=(*extra, *cards))


def _side(
    full: bool,
    fire: Fire | None,
    removes: Card | None,
    regions: tuple[int, int],
    landmarks_kept: bool = False,
    character_kept: bool = False,
) -> PlayerSpec:
    """One player's side: full or bare (its Landmarks kept with ``landmarks_kept``, one
    carrying a counter), its expeditions at ``regions``, with the card under test where
    ``fire`` wants it, and the census's card that acts on it (``removes``: the removal, a
    status) in hand."""
    card = fire.card if fire else None
    ref = card.reference if card else ""
    how = fire.how if fire else ""
    hand = [SMALL.reference, LARGE.reference, SPELL.reference, LANDMARK.reference]
    if removes is not None:
        hand.append(removes.reference)
    # a bare side keeps its Reserve; two Characters: "target Character in your Reserve" is a choice
    reserve: list[Any] = [SMALL.reference, LARGE.reference, SPELL.reference]
    landmarks: list[Any] = [LANDMARK.reference, LANDMARK.reference] if full else []
    if landmarks_kept:  # what a cost is paid with: a Permanent, a counter
        landmarks = [CardSpec(ref=LANDMARK.reference, counters={"census": 1}), LANDMARK.reference]
    in_play: tuple[Any, ...] = ()
    hero_boosted = how == BOOSTED and (card is None or card.is_hero)  # its control: no Hero
    joining: tuple[Any, ...] = (LARGE.reference,) if how == SWITCHED or hero_boosted else ()
    if character_kept:  # what a cost is paid with, or an X counted: a Character of theirs
        joining = (*joining, SMALL.reference)
    hero = None
    hero_counters = None
    if how == HAND:
        hand.insert(0, ref)
    elif how in (RESERVE, SUPPORT):
        reserve.insert(0, ref)
    elif card is None:
        pass
    elif card.is_hero:
        hero = ref
        spent = _spent(card)
        hero_counters = spent[1] if spent else None
    elif card.card_type in ("LANDMARK_PERMANENT", "PERMANENT"):
        landmarks.insert(0, _carrying(card))
    else:
        in_play = (_carrying(card),)
    return PlayerSpec(
        hero=hero,
        hero_counters=hero_counters,
        hand=tuple(hand),
        deck=(SMALL.reference,) * 3 + (LARGE.reference,) * 2,
        reserve=tuple(reserve),
        landmarks=tuple(landmarks),
        mana=ManaSpec(orbs=10, ready=10),
        hero_expedition=_expedition(regions[0], full, in_play),
        companion_expedition=_expedition(regions[1], full, joining),
    )


def position(fire: Fire, setup: str) -> PositionSpec:
    """The position where ``fire`` acts, in ``setup`` (one of :data:`SETUPS`; in a
    ``watch`` position player 1 is to play)."""
    own_full = setup in (RICH, OWN_ONLY)
    other_full = setup in (RICH, OPPONENT_ONLY)
    own_plays = {OWN_REMOVAL: REMOVAL, GIFTED: EACH_DRAWS, PLAYS_KIND: fire.plays}
    own_removes = own_plays.get(fire.how)
    acts_on_it = {REMOVED: REMOVAL, STATUSED: status_giver(fire.card), SWITCHED: SWITCH}
    other_removes = {**acts_on_it, BOOSTED: BOOST}.get(fire.how)
    regions = CONTACT_REGIONS if fire.contact else REGIONS
    keeps = setup == OPPONENT_ONLY
    return PositionSpec(
        as_of=AS_OF,
        day=2,
        phase="afternoon",
        turn=1 if fire.how in PLAYS_FOR_P1 else 0,
        first_player=0,
        seed=SEED,
        players=(
            _side(
                own_full,
                fire,
                own_removes,
                regions[0],
                landmarks_kept=keeps,
                character_kept=keeps and needs_own_character(fire.text_of or fire.card),
            ),
            _side(other_full, None, other_removes, regions[1]),
        ),
    )
