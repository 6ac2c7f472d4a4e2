"""Named hook points: where the core asks a question or announces an event that a mechanic
answers, without naming the mechanic.

Each hook is an attribute of :data:`HOOKS` with a neutral default (no cost change, no
watcher); :mod:`altered_deck.engine.registry` sets the mechanics' functions once, when the
engine is imported. The core calls ``HOOKS.<name>(...)`` only where a deck's compiled flags
say a card needs it, so a deck without such cards pays nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import CompiledDeck, EngineCard
    from altered_deck.engine.core.state import GameState, Unit


def _same_cost(g: GameState, card: EngineCard, base: int) -> int:
    return base


def _same_exp_cost(g: GameState, card: EngineCard, base: int, exp: int) -> int:
    return base


def _no_cut(g: GameState, card: EngineCard) -> int:
    return 0


def _no_kind_cut(g: GameState, card: EngineCard, base: int) -> int:
    return 0


def _no_sums(g: GameState, exp: int) -> tuple[int, int, int, bool]:
    return 0, 0, 0, False


def _no_giant(g: GameState, exp: int) -> Unit | None:
    return None


def _not_waived(g: GameState, exp: int) -> bool:
    return False


def _watches_nothing(deck: CompiledDeck) -> bool:
    return False


def _nothing(g: GameState) -> None:
    return None


def _nothing_played(g: GameState, unit: Unit, exp: int) -> None:
    return None


class Hooks:
    """The hook points, each named after the rule it serves."""

    def __init__(self) -> None:
        # costs (GameState.cost_of)
        self.reserve_cost: Callable[[GameState, EngineCard, int], int] = _same_cost
        """"Cards played from Reserve cost {1} more": a Reserve play's cost."""
        self.expedition_cost: Callable[[GameState, EngineCard, int, int], int] = _same_exp_cost
        """A card's cost in the expedition it is played in ("costs {1} less in {V}")."""
        self.self_cost_cut: Callable[[GameState, EngineCard], int] = _no_cut
        """"I cost {n} less if ...": the card's own cut."""
        self.kind_cut: Callable[[GameState, EngineCard, int], int] = _no_kind_cut
        """"You may play Spells for {1} less if ...", pending cuts by kind."""
        # expedition sums (GameState.expedition_sums, progress_flags)
        self.dynamic_sums: Callable[[GameState, int], tuple[int, int, int, bool]] = _no_sums
        """Expedition sums when statics change them (highest statistic, Gigantic tokens)."""
        self.lone_giant: Callable[[GameState, int], Unit | None] = _no_giant
        """The Gear of expedition ``exp`` that "is [Gigantic]" while alone there."""
        self.defender_waived: Callable[[GameState, int], bool] = _not_waived
        """Whether "[Defender] Characters don't prevent my Expedition from moving"."""
        # duels: the opponent's watchers
        self.watches_draws: Callable[[CompiledDeck], bool] = _watches_nothing
        """Whether a deck has "When an opponent draws / Resupplies" abilities."""
        self.opponent_drew: Callable[[GameState], None] = _nothing
        """The drawing seat ``g``'s opponent runs its "When an opponent draws" abilities."""
        self.opponent_played_from_reserve: Callable[[GameState], None] = _nothing
        """"When an opponent plays a card from Reserve"."""
        self.opponent_played_character: Callable[[GameState, Unit, int], None] = _nothing_played
        """"When an opponent plays a Character"."""
        # the day
        self.at_night: Callable[[GameState], None] = _nothing
        """"At Night — ..." abilities, before Rest."""


HOOKS = Hooks()
"""The hook points the core calls (filled by :mod:`altered_deck.engine.registry`)."""
