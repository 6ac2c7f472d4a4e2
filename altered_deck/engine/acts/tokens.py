"""Creating Character tokens: :func:`create_tokens`, the one way every mechanic puts tokens in
the expeditions."""
# mypyc: compiled

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.interpreter import joined
from altered_deck.engine.core.state import EXPEDITION_NAMES, GameState, Unit
from altered_deck.engine.targets.aim import needy_expedition, target_expedition
from altered_deck.engine.targets.choice import own_token
from altered_deck.engine.targets.pick import either_expedition


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
            put_token(g, g, token, e)


def put_token(g: GameState, owner: GameState, token: EngineCard, e: int) -> None:
    """A new ``token`` in ``owner``'s expedition ``e`` (``g`` creates it)."""
    unit = Unit(token if owner is g else own_token(owner, token))
    owner.exps[e].append(unit)
    for hook in owner.hooks.token_created:
        hook(owner, unit)
    joined(owner, unit, e)
    if owner is g:
        g.event("token", token.name, EXPEDITION_NAMES[e])
    else:
        g.event("opponent", "token", token.name, EXPEDITION_NAMES[e])


def create_in_target(
    g: GameState, token: EngineCard, count: int, where: int, exp: int, source: Unit | None = None
) -> None:
    """:func:`create_tokens`, but "target Expedition" (no "you control") may be either
    player's: an EXPEDITION decision among all four in a duel, the engine's pick (``exp``, the
    expedition the action chose, else :func:`needy_expedition`) the hint; goldfishing, the
    action's expedition is taken without asking again. A token created in the opponent's
    expedition is there under them (7.3.5.a: it is put in that Expedition)."""
    goldfish = g.opponent is None or g.opponent is g
    if where != fx.TO_TARGET or not count or (goldfish and exp >= 0):
        create_tokens(g, token, count, where, exp, source)  # (the action chose: no asking)
        return
    hint = exp if exp >= 0 else needy_expedition(g)
    owner, e = either_expedition(g, source, "target Expedition", hint)
    for _ in range(count):
        put_token(g, owner, token, e)
