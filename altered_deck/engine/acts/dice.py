"""Rolling a die: :func:`roll_die`, the one roll every mechanic's die uses. Engine policy: with
a Landmark that rolls one die more, the higher result is kept."""
# mypyc: compiled

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import DIE_ROLLED
from altered_deck.engine.core.hooks import HOOKS, emit
from altered_deck.engine.core.state import GameState, keep
from altered_deck.engine.targets.limits import LAST_ROLL


def roll_die(g: GameState) -> int:
    """Roll a die: one more and the highest kept with a Landmark that says so (engine
    policy: higher is better), then "when you roll" abilities of Characters in play."""
    roll = g.rng.randint(1, 6)
    if any(st[0] == fx.ST_EXTRA_DIE for lm in g.landmarks for st in lm.card.statics):
        roll = max(roll, g.rng.randint(1, 6))
    for hook in g.hooks.roll:
        roll = hook(g, roll)
    g.event("die", str(roll))
    keep(g, LAST_ROLL, roll)
    if g.hooks.on:
        emit(g, DIE_ROLLED, None, g, g.resolving, -1, roll)
    if g.landmarks:
        HOOKS.after_roll(g, roll)  # "also reveal the top card of your deck"
    for units in g.exps:
        for u in units:
            for st_kind, amount, _arg in u.card.statics:
                if st_kind == fx.ST_ROLL_BOOST:
                    u.boosts += amount
    return roll
