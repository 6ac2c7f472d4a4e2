"""The ascension mechanic's rules: after Dusk's Progress, "When ... moves forward [due to
Ascension]" abilities for each Ascended expedition that moved forward with a terrain of its
region tied with the facing expedition above 0 (Complete Rules 5.0, 4.2.4.e, 4.2.4.f and
4.2.4.k: it moved forward due to that terrain; never against the empty goldfish side); the
condition "both of your Expeditions are Ascended"."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import static_in
from altered_deck.engine.core.effects import conditions_of
from altered_deck.engine.core.interpreter import statics_in_play
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.ascension import kinds as ascension_kinds


def _tied_a_terrain(g: GameState, e: int, region: int) -> bool:
    """Whether expedition ``e`` ties the facing one in a terrain of ``region`` with a
    statistic above 0 (a tie at 0 moves no one, 4.2.4.f)."""
    own = g.expedition_sums(e)
    opp = g.opponent
    facing = (0, 0, 0, False)  # goldfish: the empty side's sums are 0
    if opp is not None and opp is not g:
        facing = opp.expedition_sums(e)
    return any(region & (1 << k) and own[k] == facing[k] > 0 for k in range(3))


def due_to_ascension(g: GameState, moves: list[bool]) -> list[int]:
    """The expeditions that just moved forward due to Ascension (called after the move: the
    region each left is one back)."""
    found = []
    for e in (0, 1):
        if not moves[e] or not g.ascended & (1 << e):
            continue
        left = g.pos[e] - 1 if e == 0 else g.pos[e] + 1
        if 0 <= left <= 7 and _tied_a_terrain(g, e, g.layout[left]):
            found.append(e)
    return found


def moved(g: GameState, moves: list[bool]) -> None:
    """Dusk moved the expeditions: "When ... moves forward [due to Ascension]" abilities."""
    for e in due_to_ascension(g, moves):
        for statics, holder, where in statics_in_play(g):
            for st_kind, _n, arg in statics:
                if st_kind != ascension_kinds.ST_MOVED_ASCENSION:
                    continue
                mine, effects = arg
                if mine and where != e:  # "my Expedition": a card in the one that moved
                    continue
                interpreter.run(g, effects, holder, where)


def _holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's ``C_*`` conditions holds now."""
    if condition == ascension_kinds.C_BOTH_ASCENDED:
        return g.ascended & 3 == 3
    return False


HANDLERS: dict[int, interpreter.Handler] = {}
"""This mechanic's effect handlers: none (its effects are the watchers mechanic's Ascend)."""

CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(ascension_kinds, _holds)
"""This mechanic's conditions and what answers them."""

FEATURES = ((ascension_kinds.F_ASCENSION_MOVES, static_in(ascension_kinds.ST_MOVED_ASCENSION)),)
"""The deck feature this mechanic's moment needs."""

SUBSCRIPTIONS = (("moved", moved, ascension_kinds.F_ASCENSION_MOVES),)
"""The moment it watches: Dusk's Progress moved the expeditions."""
