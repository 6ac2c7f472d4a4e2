"""What a census check is: one rule, one pattern of unfaithful behaviour, one id."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from altered_deck.cards.model import Card
from altered_deck.engine.census.positions import (
    ACTS,
    OPPONENT_ONLY,
    OWN_ACTS,
    OWN_ONLY,
    RICH,
    stand_in,
)
from altered_deck.engine.census.probe import Offered, Probe, reacted, side_differs


@dataclass(frozen=True)
class Context:
    """One ability of a text, and what its card did when a position made it act."""

    ability: str
    card: Card
    how: str  # how the ability was made to act (positions.FIRES)
    echo: bool  # a Reserve text
    probe: Probe | None  # the play in the check's setup (None: a check that reads no play)
    play: Callable[[str, str, bool], Probe]  # (how, setup, stand-in) -> that play (cached)

    def offered_to(self, player: int) -> list[Offered]:
        """The decisions ``player`` was offered."""
        return [o for o in self.probe.offered if o.player == player] if self.probe else []

    def rich_acted(self) -> bool:
        """Whether the card did anything in the rich position (both sides full): when it
        did not (a condition or a qualifier no census card meets), a check cannot tell. When
        its player does something else (``OWN_ACTS``: plays another card, passes), what the
        card did is what differs from the same play with a textless card in its place."""
        probe = self.play(self.how, RICH, False)
        if self.how in OWN_ACTS:
            control = self.play(self.how, RICH, True)
            return reacted(probe, control, self.card, stand_in(self.card))
        return probe.acted(self.card.reference)

    def changed(self, player: int) -> bool:
        """Whether ``player``'s cards changed in the check's play (the card under test left
        out; with ``OWN_ACTS``, compared with the same play by a textless card)."""
        if self.probe is None:
            return False
        if self.how not in OWN_ACTS:
            return self.probe.changed(player, self.card.reference)
        setup = self.probe.setup
        control = self.play(self.how, setup, True)
        return side_differs(self.probe, control, self.card, player)


@dataclass(frozen=True)
class Check:
    """A census rule: which abilities it applies to, in which setup, and its verdict."""

    id: str  # "F1".."F6": the pattern of unfaithful behaviour it finds
    name: str
    summary: str  # what a passing text does, in words
    setup: str | None  # the position it reads (positions.SETUPS); None: no play needed
    applies: Callable[[str], bool]  # whether an ability is one it checks
    judge: Callable[[Context], str | None]  # "": passes; None: cannot tell; else why it fails
    hows: tuple[str, ...] = ACTS  # the ways of acting it applies to (positions.FIRES)
    setup_by_how: tuple[tuple[str, str], ...] = ()  # another setup for some ways of acting

    def setup_for(self, how: str) -> str | None:
        """The position the check reads for an ability acting ``how``."""
        return dict(self.setup_by_how).get(how, self.setup)

    @property
    def pattern(self) -> int:
        return int(self.id[1:])


def offer_check(
    id_: str,
    name: str,
    summary: str,
    said: re.Pattern[str],
    wanted: Callable[[Offered], bool],
    failure: str,
) -> Check:
    """A check of a text that promises an offer (F1, F2), applying where ``said`` finds the
    phrase that does: where the card acted with both sides full, a decision ``wanted``
    accepts was offered; else ``failure``, after the phrase quoted."""

    def judge(ctx: Context) -> str | None:
        if not ctx.rich_acted():
            return None
        if any(wanted(offered) for offered in (ctx.probe.offered if ctx.probe else ())):
            return ""
        found = said.search(ctx.ability)
        return f'"{found.group(0) if found else ctx.ability}": {failure}'

    return Check(id_, name, summary, RICH, lambda ability: bool(said.search(ability)), judge)


def side_check(
    id_: str, name: str, summary: str, side: int, applies: Callable[[str], bool], failure: str
) -> Check:
    """A check of a target the text allows on either side (F3, F4), read in the setup that
    leaves only ``side``'s cards to aim at (0: the player's, 1: the opponent's): the card
    offers one of them, or acts on them; else ``failure``."""

    def judge(ctx: Context) -> str | None:
        if not ctx.rich_acted():
            return None
        if any(side in offered.sides() for offered in ctx.offered_to(0)):
            return ""
        if ctx.changed(side):
            return ""
        return failure

    return Check(id_, name, summary, (OWN_ONLY, OPPONENT_ONLY)[side], applies, judge)
