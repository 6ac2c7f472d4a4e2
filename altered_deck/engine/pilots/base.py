"""The Pilot protocol and the random pilot (for tests and property checks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from altered_deck.engine.core.state import Action

if TYPE_CHECKING:
    from altered_deck.engine.core.duel import Duel
    from altered_deck.engine.core.game import Game


class Pilot:
    """Chooses one action at each decision point of a game."""

    name = "pilot"

    def choose(self, game: Game) -> Action:
        """Return one of ``game.legal_actions()`` (the engine refuses anything else)."""
        raise NotImplementedError

    def choose_in_duel(self, duel: Duel, player: int) -> Action:
        """``player``'s choice in a two-player game. Pilots that look only at their own side
        choose on their seat; a searching pilot plays the whole duel forward."""
        return self.choose(duel.seats[player])


class RandomPilot(Pilot):
    """Uniform over the legal actions, drawing from the game's own random generator."""

    name = "random"

    def choose(self, game: Game) -> Action:
        """A uniformly random legal action."""
        actions = game.legal_actions()
        return actions[game.rng.randrange(len(actions))]
