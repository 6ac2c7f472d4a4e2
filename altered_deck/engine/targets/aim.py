"""Where an effect aims: the player's "target Expedition" and "target Character" decisions and
the engine's own pick that is their hint.

"target Character" (:func:`character_target`) and "target Expedition"
(:func:`target_expedition`) offer every legal option, the engine's own choice as the hint (a
token or boost goes where it makes a move, the Hero expedition first).
"""
# mypyc: compiled

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.decisions import (
    EXPEDITION,
    Decision,
    Option,
    asks,
    decide,
    source_name,
)
from altered_deck.engine.core.effects import S_ASLEEP
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.targets.pick import target_character


def needy_expedition(g: GameState) -> int:
    """Where an engine-placed token or boost helps: the first expedition not moving yet."""
    if not g.would_move(0):
        return 0
    if not g.would_move(1):
        return 1
    return 0


_EXPEDITIONS = (
    Option("Hero expedition", zone="hero"),
    Option("Companion expedition", zone="companion"),
)


def target_expedition(
    g: GameState, unit: Unit | None, hint: int = -1, prompt: str = "target Expedition"
) -> int:
    """An EXPEDITION decision: which of the player's expeditions an effect goes to ("target
    Expedition", where a card an effect plays joins...); the hint ``hint`` or
    :func:`needy_expedition`."""
    if hint < 0:
        hint = needy_expedition(g)
    options = list(_EXPEDITIONS)
    return decide(g, Decision(EXPEDITION, source_name(g, unit), prompt, options, hint))


def chosen_expedition(g: GameState, exp: int, unit: Unit | None) -> int:
    """``exp`` when the action chose it, else the player's :func:`target_expedition`."""
    return exp if exp >= 0 else target_expedition(g, unit)


def default_target(
    g: GameState, exp: int, max_cost: int, exclude: Unit | None = None, lacking: int = 0
) -> Unit | None:
    """The Character the engine's policy gives "target Character" (the hint of the decision,
    and what a pilot expects when it plans): one of the player's own, in ``exp`` first (the
    most recent one that is not Asleep, nor of a ``lacking`` status), then in the other
    expedition. A Hero's or Landmark's trigger (``exp`` -1) looks first where a move is
    needed, then in the other expedition."""
    if exp < 0:
        exp = needy_expedition(g)
    for e in (exp, 1 - exp):
        units = g.exps[e]
        for k in range(len(units) - 1, -1, -1):
            u = units[k]
            if u is exclude or u.status & (S_ASLEEP | lacking):
                continue
            if max_cost and u.card.hand_cost > max_cost:
                continue
            return u
    return None


def character_target(
    g: GameState,
    exp: int,
    max_cost: int,
    exclude: Unit | None = None,
    lacking: int = 0,
    who: int = fx.T_MINE,
    source: Unit | None = None,
    preferred: Unit | None = None,
) -> Unit | None:
    """The Character an effect aimed at "target Character" acts on: a TARGET decision among
    every legal one (``who``: ``fx.T_*`` bits; without T_MINE the opponent's are legal too,
    a [Tough X] one only when X can be paid, and then it is paid; with T_UP_TO "no target"
    is an option too), the hint being :func:`default_target`. ``source`` is the Unit whose
    ability asks (None: the card being played); ``preferred``, the hint a mechanic's own
    policy gives instead."""
    pick = preferred or default_target(g, exp, max_cost, exclude, lacking)
    return target_character(g, pick, max_cost, exclude, lacking, who, source)


def character_in(g: GameState, exp: int, source: Unit | None, prompt: str) -> Unit | None:
    """ "Target Character in my Expedition" (the player's expedition ``exp``): a TARGET
    decision among the player's Characters there, the most recent awake one the hint; None
    when there is none."""
    best = next((u for u in reversed(g.exps[exp]) if not u.status & S_ASLEEP), None)
    if asks(g):
        best = target_character(
            g, best, 0, None, 0, fx.T_MINE, source, lambda _s, _u, z: z == exp, prompt=prompt
        )
    return best
