"""How games are played, as one object from the command line to each game.

A simulation command's choices (the run's games and seed, the day cap, the pilots, the rules
in force) are one :class:`PlaySettings`: the command line builds it
(:func:`altered_deck.cli.simopts.sim_options`), the simulation layer ships it to its workers
(:class:`altered_deck.sim.play.PlaySetup`, :class:`altered_deck.sim.matchup.DuelSetup`), the
runner hands it to every game (:func:`altered_deck.engine.runner.fold_games`) and the game
reads what it needs (:func:`altered_deck.engine.games.play_game`, a duel's
:func:`altered_deck.engine.games.play_duel`). A new option is one field here, one flag
there, and the code that uses it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from altered_deck.engine.pilots import PilotSpec
from altered_deck.formats.engine_rules import RESHUFFLE_ANY_TIME

if TYPE_CHECKING:
    from altered_deck.formats.engine_rules import EngineRules

DEFAULT_MAX_DAYS = 12
"""A goldfish game's day cap: not won by then, not won."""
DEFAULT_DUEL_DAYS = 20
"""A duel's day cap (``matchup``, ``gauntlet``): not decided by then, a draw (as
``engine.core.seat.DEFAULT_DUEL_DAYS``: the core imports no settings)."""


@dataclass(frozen=True)
class PlaySettings:
    """A run's games and seed, and how each game is played. Picklable and hashable: batches
    carry it to worker processes."""

    games: int = 1
    """Games in the run."""
    seed: int = 0
    """The run's seed (its games' seeds: :func:`~altered_deck.engine.runner.game_seeds`)."""
    max_days: int = DEFAULT_MAX_DAYS
    """The day cap."""
    pilot: PilotSpec = field(default_factory=PilotSpec)
    """Who chooses the plays (and its search budget); in a duel, deck A's."""
    pilot_b: PilotSpec | None = None
    """In a duel, who chooses deck B's plays (a gauntlet's opponents'); None: the same as
    ``pilot``."""
    budget: int | None = None
    """The search budget asked for (``--budget``), whichever pilot searches (a duel's other
    side too); ``pilot`` has it when it is the search pilot."""
    rules: EngineRules | None = None
    """The rules in force (None: the engine's own, the reshuffle at any time; the simulation
    entry points take today's rules instead: :meth:`in_force`)."""

    @property
    def pilots(self) -> tuple[PilotSpec, PilotSpec]:
        """A duel's pilots: deck A's and deck B's."""
        return self.pilot, self.pilot if self.pilot_b is None else self.pilot_b

    @property
    def reshuffle_rule(self) -> str:
        """The rules' reshuffle rule (the engine's default without rules)."""
        return RESHUFFLE_ANY_TIME if self.rules is None else self.rules.reshuffle_rule

    def in_force(self) -> PlaySettings:
        """These settings with rules: today's when none were chosen."""
        if self.rules is not None:
            return self
        from altered_deck.formats.engine_rules import engine_rules_on

        return replace(self, rules=engine_rules_on())

    def words(self) -> list[object]:
        """The command-line words that choose these settings (for a replay line; the rules'
        date is each command's own ``--as-of``)."""
        words: list[object] = ["--games", self.games, "--seed", self.seed]
        words += ["--max-days", self.max_days, "--pilot", self.pilot.name]
        words += ["--budget", self.budget] if self.budget is not None else []
        return words + (["--pilot-b", self.pilot_b.name] if self.pilot_b is not None else [])


__all__ = ["DEFAULT_DUEL_DAYS", "DEFAULT_MAX_DAYS", "PlaySettings"]
