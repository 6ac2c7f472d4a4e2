"""Targets compared with a Character's {V} (its Forest statistic, boosts included): "Choose an
Animal you control, then target another Character with equal or lower {V} and send it to
Reserve" (the Character chosen first is the measure) and "Send to Reserve each other Character
with {V} less than or equal to mine" (every Character of both players that fits, at once).

The choices are the player's: the Character chosen (hint: the one with the highest {V}, so
that more can be sent) and the target sent (either player's; hint: the opponent's with the
highest {V}, else the player's own with the lowest)."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.effects import T_MINE
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.targeted import kinds as targeted_kinds
from altered_deck.engine.targets.choice import leave, opponent_of
from altered_deck.engine.targets.limits import D_RESERVE
from altered_deck.engine.targets.pick import legal_targets, target_character

HANDLERS = interpreter.Handlers()


def forest(unit: Unit) -> int:
    """A Character's {V}: its Forest statistic, boosts included."""
    return unit.card.stats[0] + unit.boosts


@HANDLERS.on(targeted_kinds.E_CHOSEN_THEN_SEND)
def _chosen_then_send(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    subtypes, words = arg

    def fits(u: Unit) -> bool:
        return not subtypes or any(s in u.card.subtypes for s in subtypes)

    own = [f[0] for f in legal_targets(g, 0, None, 0, T_MINE, fits)]
    if not own:
        return
    hint = max(own, key=forest)
    chosen = target_character(g, hint, 0, None, 0, T_MINE, unit, keep=fits, prompt=words)
    if chosen is None:
        return
    chosen.boosts += n
    limit = forest(chosen)

    def low(u: Unit) -> bool:
        return forest(u) <= limit

    found = legal_targets(g, 0, chosen, 0, 0, low)
    theirs = [f[0] for f in found if not f[2]]
    pick = (
        max(theirs, key=forest) if theirs else min((f[0] for f in found), key=forest, default=None)
    )
    prompt = "another target Character with equal or lower {V}"
    target = target_character(g, pick, 0, chosen, 0, 0, unit, keep=low, prompt=prompt)
    if target is not None:
        send_to_reserve(g, target)


@HANDLERS.on(targeted_kinds.E_EACH_AT_MOST_MINE_TO_RESERVE)
def _each_at_most_mine(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Each other Character (both players') with {V} at most mine goes to Reserve at once."""
    if unit is None:
        return
    limit = forest(unit)
    sides = [side for side in (g, opponent_of(g)) if side is not None]
    hit = [
        (side, u)
        for side in sides
        for e in (0, 1)
        for u in side.exps[e]
        if u is not unit and forest(u) <= limit
    ]
    for side, u in hit:
        send_to_reserve(g, u, side)


def send_to_reserve(g: GameState, target: Unit, side: GameState | None = None) -> None:
    """``target`` (a Character in an expedition of ``g``'s or the opponent's) to its owner's
    Reserve (a Fleeting one is discarded, a token ceases to exist)."""
    for owner in (side,) if side is not None else (g, opponent_of(g)):
        if owner is None:
            continue
        for e in (0, 1):
            if any(u is target for u in owner.exps[e]):
                if owner is g:
                    g.event("to-reserve", target.card.name)
                else:
                    g.event("opponent", "to-reserve", target.card.name)
                leave(owner, (0, 0.0, target, owner.exps[e], e), D_RESERVE)
                return
