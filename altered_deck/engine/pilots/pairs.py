"""The greedy pilot's second look at a play that moves one expedition while both need a move.

The greedy pilot picks the play with the most power per mana. When neither expedition
moves yet and that play moves only one of them, it may spend the Mana two cheaper plays
needed to move both (a 4/4/4 for 3 played with 3 Mana, when a 1-cost and a 2-cost Character
in hand would move each expedition). :func:`keep_double` keeps the play when some other
card can still move the other expedition with the Mana left, and otherwise plays the first
card of the best affordable pair that moves both (the most power per mana).

The estimate reads the pilot's per-card tables (power by region terrain, boosts the card
gives itself) and the boosts the state says a Character gains on joining; a play whose
estimate moves no expedition (tokens, boosts to others) is kept as the pilot chose it.
"""
# mypyc: compiled

from __future__ import annotations

from typing import TYPE_CHECKING

from altered_deck.engine.core.effects import K_CHARACTER, S_EXHAUSTED
from altered_deck.engine.core.state import A_PLAY_HAND, A_PLAY_RESERVE, A_SCOUT, Action

if TYPE_CHECKING:
    from altered_deck.engine.core.game import Game
    from altered_deck.engine.pilots.tables import PilotTables

Candidate = tuple[Action, int, int, int]
"""(action, cost, power it adds to the Hero expedition, to the Companion expedition)."""


def candidates(game: Game, tables: PilotTables) -> list[Candidate]:
    """Every affordable play from Hand, Scout and ready Reserve, into each expedition it may
    go into, with its cost (the state's price) and estimated power per expedition."""
    mana = game.mana_ready
    m0 = game.layout[game.pos[0]]
    m1 = game.layout[game.pos[1]]
    join = game.has_join_boosts()
    out: list[Candidate] = []
    plays = [(card, 0, i, card.hand_cost) for i, card in enumerate(game.hand)]
    plays += [(card, 2, i, card.scout) for i, card in enumerate(game.hand) if card.scout]
    plays += [
        (u.card, 1, i, u.card.reserve_cost)
        for i, u in enumerate(game.reserve)
        if not u.status & S_EXHAUSTED
    ]
    for card, mode, index, base in plays:
        cost = game.cost_of(card, base, mode == 1)
        if cost > mana:
            continue
        row = tables.mover_rows[card.index][mode]
        if row is None:
            continue
        bonus = game.join_bonus(card) if join and card.kind & K_CHARACTER else 0
        kind = A_PLAY_HAND if mode == 0 else A_PLAY_RESERVE if mode == 1 else A_SCOUT
        for e in row[3]:
            t0, t1 = row[0][e]
            p0 = t0[m0] + (bonus if e == 0 else 0)
            p1 = t1[m1] + (bonus if e == 1 else 0)
            out.append(((kind, index, e), cost, p0, p1))
    return out


def _source(action: Action) -> tuple[bool, int]:
    """The zone (Reserve or not) and index a play takes its card from."""
    return (action[0] == A_PLAY_RESERVE, action[1])


def keep_double(game: Game, tables: PilotTables, action: Action) -> Action:
    """``action`` (a play that moves one expedition, neither moving yet), or the first play
    of an affordable pair that moves both when ``action`` leaves no way to move the other."""
    cands = candidates(game, tables)
    mine = next((c for c in cands if c[0] == action), None)
    if mine is None:
        return action
    _a, cost, p0, p1 = mine
    if (p0 > 0) == (p1 > 0):  # moves both, or its power is not in the estimate
        return action
    other = 1 if p0 > 0 else 0
    left = game.mana_ready - cost
    source = _source(action)
    for act, c_cost, c0, c1 in cands:
        if c_cost <= left and (c1 if other else c0) > 0 and _source(act) != source:
            return action  # another card still moves the other expedition
    mana = game.mana_ready
    best: tuple[float, int] | None = None
    first = action
    for i, (a, a_cost, a0, a1) in enumerate(cands):
        for b, b_cost, b0, b1 in cands[i + 1 :]:
            total = a_cost + b_cost
            if total > mana or _source(a) == _source(b):
                continue
            if a0 + b0 <= 0 or a1 + b1 <= 0 or (a0 > 0) == (b0 > 0):
                continue  # each card moves one expedition, the other one
            key = ((a0 + a1 + b0 + b1) / (total if total else 0.5), -total)
            if best is None or key > best:
                best = key
                a_ratio = (a0 + a1) / (a_cost if a_cost else 0.5)
                b_ratio = (b0 + b1) / (b_cost if b_cost else 0.5)
                first = a if (a_ratio, -a_cost) >= (b_ratio, -b_cost) else b
    return first
