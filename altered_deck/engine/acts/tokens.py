"""Creating Character tokens: :func:`create_tokens`, the one way every mechanic puts tokens in
the expeditions."""
# mypyc: compiled

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.interpreter import joined
from altered_deck.engine.core.state import EXPEDITION_NAMES, GameState, Unit
from altered_deck.engine.targets.aim import target_expedition


def create_tokens(
    g: GameState, token: EngineCard, count: int, where: int, exp: int, source: Unit | None = None
) -> None:
    """Create ``count`` tokens ``where`` says (``TO_*``), relative to expedition ``exp`` (-1:
    the player chooses the target expedition, once for every token)."""
    if exp < 0 and count and where in (fx.TO_TARGET, fx.TO_MINE, fx.TO_SPLIT):
        exp = target_expedition(g, source)
    for i in range(count):
        if where == fx.TO_TARGET or where == fx.TO_MINE:
            targets: tuple[int, ...] = (exp,)
        elif where == fx.TO_OTHER:
            targets = (1 - exp if exp >= 0 else 1,)
        elif where == fx.TO_HERO:
            targets = (0,)
        elif where == fx.TO_COMPANION:
            targets = (1,)
        elif where == fx.TO_EACH:
            targets = (0, 1)
        else:  # split: alternate, starting in the target expedition
            targets = (exp if i % 2 == 0 else 1 - exp,)
        for e in targets:
            unit = Unit(token)
            g.exps[e].append(unit)
            for hook in g.hooks.token_created:
                hook(g, unit)
            joined(g, unit, e)
            g.event("token", token.name, EXPEDITION_NAMES[e])
