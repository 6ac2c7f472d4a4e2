"""F5: a trigger fires on the other player's events where the text says so.

"When a Character joins an Expedition", "When another Character is played", "When an opponent
plays a card" (no "you control", "your", "my" in the event): with the card in play for player 0,
player 1 plays a Character (from Reserve when the event says so); "When I leave the Expedition
zone", "When I go to Reserve from the Expedition zone": player 1 sends the card, alone in play,
to Reserve; "When I gain [[Asleep]]", "If I would gain [[Asleep]], ... instead", "When I gain 1
or more boosts" (and "When a Character you control gains" them): player 1 gives the card, alone
in play (a Hero: its one Character), that status or a boost; "When a Character joins my
Expedition": player 1 switches the player's other Character into the card's expedition
(switching is joining); "When you make a [Gift]", "When an opponent receives a [Gift]": its
player plays "Each player draws a card." (a Gift). The card must react (a decision for its
player, or an end position other than with a textless card in its place).
When it does not, the same card watching its own player's play tells the failure (it reacts
to its own player's event only) from a case the census cannot build (it reacts to neither:
a condition or a qualifier no census card meets); an "opponent" event with a condition ("if")
cannot be told either."""

from __future__ import annotations

import re

from altered_deck.engine.census.check import Check, Context
from altered_deck.engine.census.positions import (
    BARE,
    BOOSTED,
    GIFTED,
    OWN_PLAY,
    OWN_REMOVAL,
    REMOVED,
    RICH,
    STATUSED,
    SWITCHED,
    WATCH,
    WATCH_RESERVE,
    stand_in,
)
from altered_deck.engine.census.probe import reacted

_MINE = re.compile(r"\b(?:you control|your|my)\b", re.I)
_EVENT_END = re.compile(r"\s*[,—:-]\s")
_JOINS_MINE = re.compile(r"\bjoins my expedition\b", re.I)
_GIVEN = re.compile(r"\bgains? (?:\[\[|(?:1|one) or more boosts)", re.I)  # whoever gives it
_ANY_JOINS_MINE = re.compile(r"^when(?:ever)? (?:a|another) character joins my expedition", re.I)
_CONDITION = re.compile(r"\bif\b(?! you do)", re.I)


def event(ability: str) -> str:
    """The event part of a trigger ("When ... —")."""
    return _EVENT_END.split(ability, maxsplit=1)[0]


def applies(ability: str) -> bool:
    said = event(ability)
    if "opponent" in said.lower() or not _MINE.search(said):
        return True
    return bool(_JOINS_MINE.search(said) or _GIVEN.search(said))


_ALONE = (REMOVED, STATUSED, SWITCHED, BOOSTED)
"""The ways of acting played with the card alone in play (the ``bare`` setup)."""
_NOT_SEEN = {
    STATUSED: "the opponent gave it the status it watches: the card did not react",
    BOOSTED: "the opponent gave it a boost: the card did not react",
    GIFTED: 'a Gift made by an "each player" effect: the card did not react',
    SWITCHED: "a Character switched into its expedition (joining it): the card did not react",
}
_WOULD = re.compile(r"^if i would\b", re.I)


def judge(ctx: Context) -> str | None:
    said = event(ctx.ability)
    if ctx.probe is None or (ctx.how != SWITCHED and _JOINS_MINE.search(said)):
        return None
    if ctx.how not in (STATUSED, BOOSTED) and _GIVEN.search(said) and _MINE.search(said):
        return None
    other = stand_in(ctx.card)
    setup = BARE if ctx.how in _ALONE else RICH
    if reacted(ctx.probe, ctx.play(ctx.how, setup, True), ctx.card, other):
        return ""
    if ctx.how in _NOT_SEEN:
        if _CONDITION.search(_WOULD.sub("", ctx.ability)):
            return None
        if ctx.how == SWITCHED and not _ANY_JOINS_MINE.match(ctx.ability):
            return None  # a qualifier the census's Character may not meet
        return _NOT_SEEN[ctx.how]
    if "opponent" in event(ctx.ability).lower():
        if _CONDITION.search(ctx.ability):
            return None
        return "the opponent played a Character: the card did not react"
    own_how = OWN_REMOVAL if ctx.how == REMOVED else OWN_PLAY
    own = ctx.play(own_how, setup, False)
    if own.fired and reacted(own, ctx.play(own_how, setup, True), ctx.card, other):
        if ctx.how == REMOVED:
            return "it reacts when its own player sends it to Reserve, not when the other does"
        return "it reacts to its own player's play, not to the other player's"
    return None


CHECK = Check(
    id="F5",
    name="other-players-events",
    summary="a trigger sees the other player's events where the text says so",
    setup=RICH,
    hows=(WATCH, WATCH_RESERVE, REMOVED, STATUSED, SWITCHED, GIFTED, BOOSTED),
    applies=applies,
    judge=judge,
    setup_by_how=tuple((how, BARE) for how in _ALONE),
)
