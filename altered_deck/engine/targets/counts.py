"""How many of a thing there are now: the ``PER_*`` counts of the card text ("for each card in
your Reserve", "per Character you control", "for each expedition in a {V} region"), which
several mechanics' effects scale with (``E_BOOST_PER``, ``E_COUNTERS_PER``, a choice's "Choose
X", a boost per ...). Each player's where the text says so; the goldfish opponent has none."""

# mypyc: compiled

from __future__ import annotations

from collections.abc import Callable

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.targets.choice import facing_characters, opposing, reserves

COUNTS: dict[int, Callable[[GameState, int, Unit | None], int]] = {}
"""The ``PER_*`` counts a mechanic answers (``what`` -> its counter), each registered by its
owner (the watchers' Ascended expeditions)."""


def count(g: GameState, what: int, unit: Unit | None) -> int:
    """How many of the things a ``PER_*`` count names there are now."""
    if what == fx.PER_RESERVE:
        return len(g.reserve)
    counter = COUNTS.get(what)
    if counter is not None:
        return counter(g, what, unit)
    if what == fx.PER_FACING:  # the goldfish opponent has no Characters
        return facing_characters(g, unit)
    if what == fx.PER_RESERVE_EACH:
        return sum(len(units) for units in reserves(g))
    if what == fx.PER_MANA:
        return len(g.mana_cards)
    if what == fx.PER_HAND:
        return len(g.hand)
    if what == fx.PER_LANDMARKS:
        return len(g.landmarks)
    if what == fx.PER_EXHAUSTED_RESERVE:
        return exhausted_in_reserve(g)
    if what >= fx.PER_IN_TERRAIN:  # each player's expeditions (one adventure)
        bit = what - fx.PER_IN_TERRAIN
        opp = opposing(g)
        sides = (g,) if opp is None else (g, opp)
        return sum(1 for side in sides for e in (0, 1) if g.layout[side.pos[e]] & bit)
    units = [*g.exps[0], *g.exps[1]]
    if what == fx.PER_BOOSTED:
        return sum(1 for u in units if u.boosts > 0)
    if what == fx.PER_FLEETING:
        return sum(1 for u in units if u.status & S_FLEETING)
    if what == fx.PER_ANCHORED:
        return sum(1 for u in units if u.status & fx.S_ANCHORED)
    return len(units)


def exhausted_in_reserve(g: GameState) -> int:
    """Exhausted cards in Reserve: each player's (a text says "your Reserve" for yours)."""
    return sum(1 for units in reserves(g) for u in units if u.status & S_EXHAUSTED)


def my_counters(g: GameState, unit: Unit | None) -> int:
    """The source's counters (no unit: the Hero's)."""
    return g.hero_counters if unit is None else unit.counters
