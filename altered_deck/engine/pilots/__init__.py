"""Pilots choose among a game's legal actions; they ask the state, never re-encode its rules.

* ``greedy``: one action at a time from precomputed per-card tables (fast);
* ``planner``: the greedy pilot plus searches over the small choice sets (Day 1 Mana,
  each Morning's Expand) and a short look-ahead with ``clone()`` (see
  :mod:`altered_deck.engine.pilots.planner`);
* ``search``: determinized Monte Carlo over the rest of the day, playing both players
  with the greedy pilot (see :mod:`altered_deck.engine.pilots.montecarlo`); ``budget``
  simulations per decision;
* ``random``: uniform over the legal actions (tests).
"""

from __future__ import annotations

from dataclasses import dataclass

from altered_deck.engine.pilots.base import Pilot, RandomPilot
from altered_deck.engine.pilots.greedy import GreedyPilot, least_useful
from altered_deck.errors import UsageError

PILOT_NAMES = ("greedy", "planner", "search", "random")


def make_pilot(name: str, budget: int | None = None) -> Pilot:
    """The pilot called ``name`` (one of :data:`PILOT_NAMES`); unknown name → UsageError.
    ``budget``: the search pilot's simulations per decision (None: its default)."""
    if name == "search":
        from altered_deck.engine.pilots.montecarlo import DEFAULT_BUDGET, SearchPilot

        return SearchPilot(DEFAULT_BUDGET if budget is None else budget)
    if name == "greedy":
        return GreedyPilot()
    if name == "planner":
        from altered_deck.engine.pilots.planner import PlanningPilot

        return PlanningPilot()
    if name == "random":
        return RandomPilot()
    raise UsageError(f"unknown pilot {name!r}: choose one of {', '.join(PILOT_NAMES)}")


@dataclass(frozen=True)
class PilotSpec:
    """A pilot as a batch names it: its name and, for the search pilot, its budget
    (simulations per decision; None: its default). Picklable, hashable: workers make their
    own pilot from it."""

    name: str = "greedy"
    budget: int | None = None

    def make(self) -> Pilot:
        """A new pilot of this kind."""
        return make_pilot(self.name, self.budget)

    @property
    def search_budget(self) -> int:
        """The simulations per decision the search pilot makes (its default when not given)."""
        from altered_deck.engine.pilots.montecarlo import DEFAULT_BUDGET

        return DEFAULT_BUDGET if self.budget is None else self.budget

    @property
    def label(self) -> str:
        """``greedy``, or ``search (budget 64)`` for the search pilot."""
        return f"search (budget {self.search_budget})" if self.name == "search" else self.name


def pilot_spec(pilot: str | PilotSpec, budget: int | None = None) -> PilotSpec:
    """``pilot`` as a :class:`PilotSpec` (a name gets ``budget``)."""
    if isinstance(pilot, PilotSpec):
        return pilot
    return PilotSpec(pilot.lower(), budget if pilot.lower() == "search" else None)


__all__ = [
    "PILOT_NAMES",
    "GreedyPilot",
    "Pilot",
    "PilotSpec",
    "RandomPilot",
    "least_useful",
    "make_pilot",
    "pilot_spec",
]
