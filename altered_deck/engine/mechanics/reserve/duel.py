"""The Reserve in a duel: "(you may) exhaust target card in Reserve" may fall on either
player's Reserve."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.decisions import TARGET, Decision, Option, decide, source_name
from altered_deck.engine.core.effects import S_EXHAUSTED
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.mechanics.reserve.handlers import (
    exhaust_in_reserve,
    exhaust_target,
    exhaust_watchers,
)
from altered_deck.engine.targets.choice import opponent_of, reserve_value


def exhaust_target_either(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """In a duel "(you may) exhaust target card in Reserve" is a TARGET decision among the
    ready cards of both Reserves (mine first; "no target" for "you may"), the hint the
    opponent's best ready card;
    unless exhausting one of mine pays (a watcher of mine, or a count the text asks for):
    then the reserve mechanic's choice."""
    opp = opponent_of(g)
    if opp is None or n > 0 or exhaust_watchers(g):
        exhaust_target(g, n, arg, unit, exp)
        return
    theirs = [u for u in opp.reserve if not u.status & S_EXHAUSTED]
    if not theirs:
        return
    mine = [u for u in g.reserve if not u.status & S_EXHAUSTED]
    hint = len(mine) + theirs.index(max(theirs, key=reserve_value))
    taken = hint
    if len(mine) + len(theirs) > 1 or arg:
        options = [Option(f"{u.card.name} (Reserve)", card=u.card, zone="reserve") for u in mine]
        options += [
            Option(f"{u.card.name} (opponent's Reserve)", card=u.card, mine=False, zone="reserve")
            for u in theirs
        ]
        if arg:  # "you may": "no target" too
            options.append(Option("no target"))
        prompt = "target card in Reserve"
        taken = decide(g, Decision(TARGET, source_name(g, unit), prompt, options, hint))
        if taken == len(mine) + len(theirs):
            return
    if taken < len(mine):
        exhaust_in_reserve(g, mine[taken])
        return
    target = theirs[taken - len(mine)]
    target.status |= S_EXHAUSTED
    g.event("opponent", "exhaust", target.card.name)


HANDLERS: dict[int, interpreter.Handler] = {
    reserve_kinds.E_EXHAUST_TARGET_RESERVE: exhaust_target_either,
}
"""The Reserve's handlers whose choice, in a duel, may fall on the opponent."""


def exhaust_worth(g: GameState, opp: GameState, arg: Any) -> tuple[int, float]:
    """In a duel, what "exhaust target card in Reserve" is worth to a choice (its kind's
    ``opponent_worth``): the opponent's best ready card."""
    ready = [u.card.keep_value for u in opp.reserve if not u.status & S_EXHAUSTED]
    return (0, max(ready)) if ready else (-99, -1.0)
