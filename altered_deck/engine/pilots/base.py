"""The Pilot protocol and the random pilot (for tests and property checks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from altered_deck.engine.core.state import Action

if TYPE_CHECKING:
    from altered_deck.engine.core.game import Game


class Pilot:
    """Chooses one action at each decision point of a game."""

    name = "pilot"

    def choose(self, game: Game) -> Action:
        """Return one of ``game.legal_actions()`` (the engine refuses anything else)."""
        raise NotImplementedError


class RandomPilot(Pilot):
    """Uniform over the legal actions, drawing from the game's own random generator."""

    name = "random"

    def choose(self, game: Game) -> Action:
        """A uniformly random legal action."""
        actions = game.legal_actions()
        return actions[game.rng.randrange(len(actions))]
