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


__all__ = ["PILOT_NAMES", "GreedyPilot", "Pilot", "RandomPilot", "least_useful", "make_pilot"]
