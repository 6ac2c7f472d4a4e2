"""The greedy pilot's plays against an opponent: cards whose text acts on the other seat.

In a duel, a removal spell, Sabotage or "Target Character gains [[Asleep]]" adds no power of
its own, so the greedy pilot's power tables never pick it. :func:`duel_play` tries each
affordable such card on a copy of the seat (``clone()``; the opponent is copied when the
effect touches it) and keeps the play that most improves the race at Dusk (my expeditions
that would move minus the opponent's), then the one that costs the opponent most cards in
Reserve and hand. Goldfishing (no opponent) it never plays anything.
"""
# mypyc: compiled

from __future__ import annotations

from typing import TYPE_CHECKING

from altered_deck.engine.core.cards import CompiledDeck, EngineCard
from altered_deck.engine.core.effects import FACING_KINDS, S_EXHAUSTED, Effects
from altered_deck.engine.core.state import A_PLAY_HAND, A_PLAY_RESERVE, Action
from altered_deck.engine.mechanics.choices.kinds import E_CHOOSE
from altered_deck.engine.mechanics.removal.kinds import (
    E_OPP_EXHAUST_RESERVE,
    E_OPP_REMOVE,
    E_OPP_REMOVE_EACH,
    E_OPP_SACRIFICE,
    E_OPP_STATUS,
    E_SABOTAGE,
)

if TYPE_CHECKING:
    from altered_deck.engine.core.game import Game

# what a card aimed at the opponent needs there to do anything: R its Reserve, P cards in play
_NEEDS_RESERVE = frozenset((E_SABOTAGE, E_OPP_EXHAUST_RESERVE))
_NEEDS_PLAY = frozenset((E_OPP_REMOVE, E_OPP_REMOVE_EACH, E_OPP_STATUS, E_OPP_SACRIFICE))
NEEDS_RESERVE = 1
NEEDS_PLAY = 2
NEEDS_ANY = 4

_AIMED: dict[int, dict[int, int]] = {}  # id(deck) -> {card index: what it needs (NEEDS_*)}


def _aimed_ops(effects: Effects, found: set[int]) -> None:
    for op, _n, arg in effects:
        if op in FACING_KINDS:
            found.add(op)
        if op == E_CHOOSE:  # a choice with an option aimed at the opponent
            aimed: set[int] = set()
            for option in arg[2:]:
                _aimed_ops(option, aimed)
            found |= aimed | ({E_CHOOSE} if aimed else set())
            continue
        if isinstance(arg, tuple):
            for x in arg:
                if isinstance(x, tuple) and all(
                    isinstance(e, tuple) and len(e) == 3 and type(e[0]) is int for e in x
                ):
                    _aimed_ops(x, found)


def _needs(ops: set[int]) -> int:
    if ops <= _NEEDS_RESERVE:
        return NEEDS_RESERVE
    if ops <= _NEEDS_PLAY:
        return NEEDS_PLAY
    if ops <= _NEEDS_PLAY | _NEEDS_RESERVE | {E_CHOOSE}:
        return NEEDS_PLAY | NEEDS_RESERVE
    return NEEDS_ANY


def aimed_cards(deck: CompiledDeck) -> dict[int, int]:
    """``deck``'s cards with Hand or Reserve play effects aimed at an opponent: card index ->
    what the opponent must have for them to do anything (``NEEDS_*`` bits)."""
    found = _AIMED.get(id(deck))
    if found is None:
        found = {}
        for c in deck.cards:
            ops: set[int] = set()
            _aimed_ops(c.on_hand + c.on_reserve + c.on_join + c.on_resolve, ops)
            if ops:
                found[c.index] = _needs(ops)
        if len(_AIMED) > 64:
            _AIMED.clear()
        _AIMED[id(deck)] = found
    return found


def _standing(game: Game) -> tuple[int, int]:
    opp = game.opponent
    assert opp is not None
    race = game.would_move(0) + game.would_move(1) - opp.would_move(0) - opp.would_move(1)
    return race, -(len(opp.reserve) + len(opp.hand))


def duel_play(game: Game) -> Action | None:
    """The best affordable play of a card aimed at the opponent that improves the race (or
    takes the opponent's cards), tried on copies of the seat; None when none does."""
    opp = game.opponent
    if opp is None or opp is game:
        return None
    aimed = aimed_cards(game.source)
    if not aimed:
        return None
    has = NEEDS_ANY
    if opp.reserve:
        has |= NEEDS_RESERVE
    if opp.exps[0] or opp.exps[1] or opp.landmarks or opp.gear[0] or opp.gear[1]:
        has |= NEEDS_PLAY
    options: list[tuple[Action, EngineCard]] = []
    for i, card in enumerate(game.hand):
        if aimed.get(card.index, 0) & has:
            options += [((A_PLAY_HAND, i, e), card) for e in ((0, 1) if card.exp_choice else (0,))]
    for i, unit in enumerate(game.reserve):
        if aimed.get(unit.card.index, 0) & has and not unit.status & S_EXHAUSTED:
            card = unit.card
            targets = (0, 1) if card.exp_choice else (0,)
            options += [((A_PLAY_RESERVE, i, e), card) for e in targets]
    if not options:
        return None
    base = _standing(game)
    best: Action | None = None
    best_key = (0, 0, 0)
    for action, _card in options:
        if not game.is_legal(action):
            continue
        trial = game.clone()
        spent = trial.mana_ready
        trial.apply(action)
        race, cards = _standing(trial)
        spent -= trial.mana_ready
        key = (race - base[0], cards - base[1], -spent)
        if key[:2] > (0, 0) and (best is None or key > best_key):
            best, best_key = action, key
    return best
