"""Creating Character tokens: :func:`create_tokens`, the one way every mechanic puts tokens in
the expeditions."""
# mypyc: compiled

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.adventure import EXPEDITION_NAMES
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.decisions import (
    EXPEDITION,
    Decision,
    Option,
    asks,
    decide,
    source_name,
)
from altered_deck.engine.core.interpreter import joined
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.targets.aim import needy_expedition, target_expedition
from altered_deck.engine.targets.choice import opponent_of, own_token
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
        elif where == fx.TO_EACH or where == fx.TO_TWO:
            targets = (0, 1)
        else:  # split: alternate, starting in the target expedition
            targets = (exp if i % 2 == 0 else 1 - exp,)
        for e in targets:
            put_token(g, g, token, e)


def _distribute(
    g: GameState, token: EngineCard, count: int, where: int, exp: int, source: Unit | None
) -> None:
    """ "distributed as you choose among any number of target Expeditions" (``TO_SPLIT``:
    an EXPEDITION decision per token, the hint alternating from the action's expedition) and
    "Target two Expeditions and create ... in each one" (``TO_TWO``: two EXPEDITION
    decisions, the second among the others; the hints, your two): either player's."""
    first = exp if exp >= 0 else needy_expedition(g)
    if where == fx.TO_TWO:
        for owner, e in _two_expeditions(g, source, first):
            for _ in range(count):
                put_token(g, owner, token, e)
        return
    for i in range(count):
        hint = first if i % 2 == 0 else 1 - first
        owner, e = either_expedition(
            g, source, f"token {i + 1} of {count}: target Expedition", hint
        )
        put_token(g, owner, token, e)


_PLACES = ((True, 0), (True, 1), (False, 0), (False, 1))  # (mine, expedition)
_WORDS = (
    "Hero expedition",
    "Companion expedition",
    "opponent's Hero expedition",
    "opponent's Companion expedition",
)


def _two_expeditions(g: GameState, source: Unit | None, hint: int) -> list[tuple[GameState, int]]:
    """ "Target two Expeditions": two EXPEDITION decisions among both players' (goldfishing:
    the player's two), the second among those left; the hints, ``hint`` then the other of
    the player's own. The chosen expeditions' players and expeditions."""
    duel = g.opponent is not None and g.opponent is not g
    chosen: list[int] = []
    for k, wanted in enumerate((hint, 1 - hint)):
        left = [i for i in range(4 if duel else 2) if i not in chosen]
        options = [
            Option(_WORDS[i], mine=_PLACES[i][0], zone=("hero", "companion")[_PLACES[i][1]])
            for i in left
        ]
        prompt = f"target two Expeditions ({('first', 'second')[k]})"
        at = left.index(wanted) if wanted in left else 0
        chosen.append(
            left[decide(g, Decision(EXPEDITION, source_name(g, source), prompt, options, at))]
        )
    places = []
    for i in chosen:
        mine, e = _PLACES[i]
        owner = g if mine else opponent_of(g)
        assert owner is not None
        places.append((owner, e))
    return places


def put_token(g: GameState, owner: GameState, token: EngineCard, e: int) -> Unit:
    """A new ``token`` in ``owner``'s expedition ``e`` (``g`` creates it): the new unit."""
    unit = Unit(token if owner is g else own_token(owner, token))
    owner.exps[e].append(unit)
    for hook in owner.hooks.token_created:
        hook(owner, unit)
    joined(owner, unit, e)
    if owner is g:
        g.event("token", token.name, EXPEDITION_NAMES[e])
    else:
        g.event("opponent", "token", token.name, EXPEDITION_NAMES[e])
    return unit


def create_in_target(
    g: GameState, token: EngineCard, count: int, where: int, exp: int, source: Unit | None = None
) -> None:
    """:func:`create_tokens`, but "target Expedition" (no "you control") may be either
    player's: an EXPEDITION decision among all four in a duel, the engine's pick (``exp``, the
    expedition the action chose, else :func:`needy_expedition`) the hint; goldfishing, the
    action's expedition is taken without asking again. A token created in the opponent's
    expedition is there under them (7.3.5.a: it is put in that Expedition)."""
    goldfish = g.opponent is None or g.opponent is g
    if count and asks(g) and (where == fx.TO_SPLIT or where == fx.TO_TWO):
        _distribute(g, token, count, where, exp, source)
        return
    if where != fx.TO_TARGET or not count or (goldfish and exp >= 0):
        create_tokens(g, token, count, where, exp, source)  # (the action chose: no asking)
        return
    hint = exp if exp >= 0 else needy_expedition(g)
    owner, e = either_expedition(g, source, "target Expedition", hint)
    for _ in range(count):
        put_token(g, owner, token, e)
