"""What a census check is: one rule, one pattern of unfaithful behaviour, one id."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from altered_deck.cards.model import Card
from altered_deck.engine.census.positions import RICH
from altered_deck.engine.census.probe import Offered, Probe


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
        did not (a condition or a qualifier no census card meets), a check cannot tell."""
        return self.play(self.how, RICH, False).acted(self.card.reference)


@dataclass(frozen=True)
class Check:
    """A census rule: which abilities it applies to, in which setup, and its verdict."""

    id: str  # "F1".."F6": the pattern of unfaithful behaviour it finds
    name: str
    summary: str  # what a passing text does, in words
    setup: str | None  # the position it reads (positions.SETUPS); None: no play needed
    hows: tuple[str, ...]  # the ways of acting it applies to (positions.FIRES)
    applies: Callable[[str], bool]  # whether an ability is one it checks
    judge: Callable[[Context], str | None]  # "": passes; None: cannot tell; else why it fails
    setup_by_how: tuple[tuple[str, str], ...] = ()  # another setup for some ways of acting

    def setup_for(self, how: str) -> str | None:
        """The position the check reads for an ability acting ``how``."""
        return dict(self.setup_by_how).get(how, self.setup)

    @property
    def pattern(self) -> int:
        return int(self.id[1:])


def aims_at(side: int, failure: str) -> Callable[[Context], str | None]:
    """The judge of a check whose setup leaves only ``side``'s cards to aim at (0: the
    player's, 1: the opponent's): the card offers one of them, or acts on them; else
    ``failure``."""

    def judge(ctx: Context) -> str | None:
        if not ctx.rich_acted():
            return None
        if any(side in offered.sides() for offered in ctx.offered_to(0)):
            return ""
        if ctx.probe is not None and ctx.probe.changed(side, ctx.card.reference):
            return ""
        return failure

    return judge
