"""Playing one census position: the card under test acts, every decision it asks for is
recorded (who is asked, which kind, the options and their sides) and answered, and the
position before and after is kept for the checks to compare."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from altered_deck.engine.census.positions import (
    BOOST,
    BOOSTED,
    EACH_DRAWS,
    GIFTED,
    LARGE,
    OWN_PLAY,
    OWN_REMOVAL,
    PASSES,
    PLAYS_KIND,
    REMOVAL,
    REMOVED,
    RESERVE,
    SMALL,
    STATUSED,
    SUPPORT,
    SWITCH,
    SWITCHED,
    TAP,
    WATCH,
    WATCH_RESERVE,
    CensusStore,
    Fire,
    position,
    status_giver,
)
from altered_deck.engine.core.decisions import CHOOSE, MAY, UP_TO, YES
from altered_deck.engine.scenario import Scenario
from altered_deck.errors import AlteredDeckError

if TYPE_CHECKING:
    from altered_deck.cards.model import Card
    from altered_deck.cards.store import CardStore

DECLINE = re.compile(r"^(?:no|stop|none|decline|skip|do not|don't)\b|\bnothing$", re.I)
"""The option texts that decline: "no" to "you may", "stop" or "no target" to "up to",
"sacrifice nothing"..."""
_AIMS = re.compile(r"\btarget\b|\bsabotage\b", re.I)
MAX_DECISIONS = 12
"""Decisions answered after the card acts before the census stops following it."""
_IN_RESERVE = {SUPPORT: True, TAP: False}
"""The fires where the card's ability is used, and whether the card is in Reserve."""
_FROM_RESERVE = (RESERVE, WATCH_RESERVE)
"""The fires whose card is played from Reserve (the others' from hand)."""


@dataclass(frozen=True)
class Offered:
    """One decision a player was offered while the card resolved."""

    player: int
    kind: str
    prompt: str
    options: tuple[tuple[str, bool], ...]  # (text, on the deciding player's side)

    def sides(self) -> set[int]:
        """The players whose cards the options name."""
        return {self.player if mine else 1 - self.player for _text, mine in self.options}


@dataclass
class Probe:
    """What happened when the card under test acted in one position."""

    fired: bool  # the action was legal and applied
    offered: list[Offered] = field(default_factory=list)
    before: dict[str, Any] = field(default_factory=dict)
    after: dict[str, Any] = field(default_factory=dict)
    log: list[str] = field(default_factory=list)
    problem: str = ""  # why the position could not be played (an engine error), in words
    setup: str = ""  # the position it was played in (positions.SETUPS)

    def changed(self, player: int, ignore: str) -> bool:
        """Whether ``player``'s cards (Mana left out) changed, the card under test
        (reference ``ignore``) left out: it moves when it is played."""
        return _cards(self.before, player, ignore) != _cards(self.after, player, ignore)

    def acted(self, ignore: str) -> bool:
        """Whether anything happened beyond the card moving: a change on either side, or a
        decision beyond "Choose one" (whose chosen option may find nothing to act on)."""
        return (
            any(o.kind != CHOOSE for o in self.offered)
            or self.changed(0, ignore)
            or self.changed(1, ignore)
        )


def _cards(state: dict[str, Any], player: int, ignore: str) -> Any:
    if not state:
        return None
    side = state["players"][player]
    return {k: _without(v, ignore) for k, v in side.items() if k not in ("mana", "hero")}


def _without(value: Any, ignore: str) -> Any:
    """``value`` (a zone, an expedition) with the card of reference ``ignore`` left out."""
    if isinstance(value, list):
        return [
            _without(v, ignore)
            for v in value
            if v != ignore and not (isinstance(v, dict) and v.get("ref") == ignore)
        ]
    if isinstance(value, dict):
        return {k: _without(v, ignore) for k, v in value.items()}
    return value


def reacted(watched: Probe, control: Probe, card: Card, stand_in: Card | None) -> bool:
    """Whether ``card`` reacted to the play of ``watched``: a decision for its player, or an
    end position or a log other than ``control``'s, the same play with the textless
    ``stand_in`` in its place (what the position file cannot hold, an Ascended expedition,
    shows in the log only)."""
    if any(o.player == 0 for o in watched.offered):
        return True
    mine = json.dumps(_players(watched), sort_keys=True)
    log = "\n".join(watched.log)
    if stand_in is not None:
        mine = mine.replace(f'"{card.reference}"', f'"{stand_in.reference}"')
        log = log.replace(card.english_name, stand_in.english_name)
    return mine != json.dumps(_players(control), sort_keys=True) or log != "\n".join(control.log)


def side_differs(watched: Probe, control: Probe, card: Card, player: int) -> bool:
    """Whether ``player``'s cards after ``watched`` differ from those after ``control``, the
    same play with a textless card in ``card``'s place: the card under test itself left out
    (it stands where the textless card stands; what it carries is its own)."""
    mine = _players(watched)[player]
    theirs = _players(control)[player]
    return _aligned(mine, theirs, card.reference) != theirs


def _aligned(value: Any, control: Any, ref: str) -> Any:
    """``value`` with each entry of the card ``ref`` replaced by ``control``'s entry at the
    same place (zones of different lengths differ anyway)."""
    if isinstance(value, dict) and isinstance(control, dict):
        return {k: _aligned(v, control.get(k), ref) for k, v in value.items()}
    if isinstance(value, list) and isinstance(control, list) and len(value) == len(control):
        return [
            c if isinstance(v, dict) and v.get("ref") == ref else _aligned(v, c, ref)
            for v, c in zip(value, control, strict=True)
        ]
    return value


def _players(probe: Probe) -> list[dict[str, Any]]:
    """The players' end positions, Heroes left out (a Hero's control has none)."""
    players = probe.after.get("players", [])
    return [{k: v for k, v in p.items() if k not in ("hero", "hero_counters")} for p in players]


def _fire_action(scenario: Scenario, fire: Fire) -> int | None:
    """The id of the legal action that makes the card act, or plays the watched card (None:
    not legal)."""
    ref = fire.card.reference if fire.card else ""
    wanted = {
        WATCH: SMALL.reference,
        WATCH_RESERVE: SMALL.reference,
        OWN_PLAY: SMALL.reference,
        REMOVED: REMOVAL.reference,
        OWN_REMOVAL: REMOVAL.reference,
        STATUSED: status_giver(fire.card).reference,
        SWITCHED: SWITCH.reference,
        GIFTED: EACH_DRAWS.reference,
        BOOSTED: BOOST.reference,
        PLAYS_KIND: fire.plays.reference,
    }.get(fire.how, ref)
    for action in scenario.legal_actions():
        kind = action["kind"]
        if fire.how == PASSES:
            found = kind == "pass"
        elif action.get("card") != wanted:
            found = False
        elif fire.how in _IN_RESERVE:  # its ability: the Reserve one, or the {T} one in play
            found = kind == "ability" and (action.get("zone") == "reserve") == _IN_RESERVE[fire.how]
        else:
            origin = "reserve" if fire.how in _FROM_RESERVE else "hand"
            found = kind == "play" and action.get("from") == origin
        if found:
            return int(action["id"])
    return None


def _answer(scenario: Scenario, fire: Fire) -> int:
    """The id of the answer the census gives, to follow the ability as far as it goes: "yes"
    to "you may", the first option that aims at a target to "Choose one" or "Choose up to"
    (the side checks need a target to be offered), the large Character to switch, else the
    engine's hint unless it declines (then the first option that acts)."""
    asking = scenario.asking
    assert asking is not None
    if fire.how == SWITCHED:
        large = [i for i, o in enumerate(asking.options) if o.text.startswith(LARGE.english_name)]
        if large:
            return large[0] + 1
    if asking.kind == MAY:
        return YES + 1
    texts = [option.text for option in asking.options]
    if asking.kind in (CHOOSE, UP_TO):  # "Choose one", "Choose up to ..."
        for i, text in enumerate(texts):
            if _AIMS.search(text):
                return i + 1
    if DECLINE.search(texts[asking.hint]):
        acting = [i for i, text in enumerate(texts) if not DECLINE.search(text)]
        return (acting[0] if acting else asking.hint) + 1
    return asking.hint + 1


def play(fire: Fire, setup: str) -> Probe:
    """Set up ``fire`` in ``setup``, make the card act and follow its decisions."""
    store = cast("CardStore", CensusStore([fire.card] if fire.card else []))
    try:
        scenario = Scenario(position(fire, setup), store, "census")
        action = _fire_action(scenario, fire)
        if action is None:
            return Probe(fired=False)
        probe = Probe(fired=True, before=scenario.state(), setup=setup)
        scenario.apply(action)
        while scenario.asking is not None and len(probe.offered) < MAX_DECISIONS:
            asking = scenario.asking
            probe.offered.append(
                Offered(
                    player=scenario.current_player(),
                    kind=asking.kind,
                    prompt=asking.prompt,
                    options=tuple((o.text, o.mine) for o in asking.options),
                )
            )
            scenario.apply(_answer(scenario, fire))
        probe.after = scenario.state()
        probe.log = list(scenario.log)
    except AlteredDeckError as exc:
        return Probe(fired=False, problem=str(exc))
    return probe
