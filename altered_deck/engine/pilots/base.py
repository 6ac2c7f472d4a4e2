"""The Pilot protocol and the random pilot (for tests and property checks)."""
# mypyc: compiled

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from altered_deck.engine.core.state import A_CHOOSE, Action

if TYPE_CHECKING:
    from altered_deck.engine.core.decisions import Decision
    from altered_deck.engine.core.duel import Duel
    from altered_deck.engine.core.game import Game
    from altered_deck.engine.core.state import GameState


# compiled in a wheel (setup.py): tests and users may write their own pilots on it
@mypyc_attr(allow_interpreted_subclasses=True)
class Pilot:
    """Chooses one action at each decision point of a game, and answers the decisions cards
    ask for while they resolve (:mod:`altered_deck.engine.core.decisions`)."""

    name = "pilot"
    step_by_step: ClassVar[bool] = False
    """True for a pilot that searches through a card's decisions as legal actions: the games
    it plays are played step by step (decisions stop the action). Else it answers live."""

    def choose(self, game: Game) -> Action:
        """Return one of ``game.legal_actions()`` (the engine refuses anything else)."""
        raise NotImplementedError

    def choose_in_duel(self, duel: Duel, player: int) -> Action:
        """``player``'s choice in a two-player game. Pilots that look only at their own side
        choose on their seat; a searching pilot plays the whole duel forward."""
        return self.choose(duel.seats[player])

    def duels_step_by_step(self) -> bool:
        """Whether the duels it plays are played step by step (as its games)."""
        return self.step_by_step

    def decide(self, state: GameState, decision: Decision) -> int:
        """The option taken at ``decision`` (asked by ``state``'s card): the engine's hint."""
        return decision.hint

    @property
    def takes_hints(self) -> bool:
        """Whether :meth:`decide` is the engine's hint (not overridden): a game this pilot plays
        live then skips posing decisions at all (the same answers, none of the cost)."""
        return type(self).decide is Pilot.decide

    def answer(self, game: Game, decision: Decision) -> Action:
        """The legal action that answers the decision a step-by-step ``game`` waits for."""
        player = decision.player if decision.player is not None else game
        return (A_CHOOSE, self.decide(player, decision), 0)

    def answer_in_duel(self, duel: Duel, player: int, decision: Decision) -> Action:
        """``player``'s answer to the decision a step-by-step ``duel`` waits for."""
        return self.answer(duel.seats[player], decision)


class RandomPilot(Pilot):
    """Uniform over the legal actions and the options of a decision, drawing from the game's
    own random generator."""

    name = "random"

    def choose(self, game: Game) -> Action:
        """A uniformly random legal action."""
        actions = game.legal_actions()
        return actions[game.rng.randrange(len(actions))]

    def decide(self, state: GameState, decision: Decision) -> int:
        """A uniformly random option."""
        return state.rng.randrange(len(decision.options))
