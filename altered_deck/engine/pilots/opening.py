"""The greedy pilot's look at Day 2 when it chooses Day 1's Mana.

Day 1's Mana set decides the cards kept for Day 2 as well: a hand of 3-cost cards moves one
expedition on each of Days 1 and 2, a 1-cost and a 2-cost card kept beside them may move
both. :func:`opening_moves` scores a kept set by the most expeditions its cards can move on
Day 1 (3 Mana, the regions' terrains) and then on Day 2 (4 Mana after an Expand; the cards
played on Day 1 back from Reserve at their reserve cost, the others from Hand; any terrain,
the next regions are not known yet). Estimates from the pilot's power tables, no copy of
the game; the Day 2 draw and the Expanded card are left out.
"""
# mypyc: compiled

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import EngineCard
    from altered_deck.engine.pilots.tables import PilotTables

Option = tuple[int, list[tuple[int, int]]]
"""A card to play: its cost and, per expedition it may go into, its (Hero, Companion) power."""

DAY2_MANA: Final = 4
BEST_OPENING: Final = 8
"""The score of two moves on each day: no kept set can do better."""
_ANY_TERRAIN: Final = 7


def best_moves(options: list[Option], members: list[int]) -> int:
    """The most expeditions the cards ``members`` (indices into ``options``) can move when
    all played: each into the expedition where it adds the most that is still missing."""
    p0 = p1 = 0
    for i in members:
        pick0 = pick1 = 0
        pick_key: tuple[int, int] | None = None
        for g0, g1 in options[i][1]:
            key = ((p0 == 0 and g0 > 0) + (p1 == 0 and g1 > 0), g0 + g1)
            if pick_key is None or key > pick_key:
                pick_key, pick0, pick1 = key, g0, g1
        p0 += pick0
        p1 += pick1
    return (p0 > 0) + (p1 > 0)


_SUBSETS: Final = [
    [[i for i in range(count) if chosen >> i & 1] for chosen in range(1 << count)]
    for count in range(9)
]
"""Per number of kept cards (at most 8 in a Day 1 hand): every subset, as index lists."""


def opening_moves(kept: list[EngineCard], tables: PilotTables, masks: tuple[int, int]) -> int:
    """``3 × Day 1 moves + Day 2 moves`` of the best two-day line of ``kept`` (0 to 8)."""
    m0, m1 = masks
    eval_tables = tables.eval_tables
    day1: list[Option] = []
    day2_hand: list[Option] = []
    day2_reserve: list[Option] = []
    for card in kept:
        modes = eval_tables[card.index]
        hand = modes[0] if card.exp_choice else modes[0][:1]
        reserve = modes[1] if card.exp_choice else modes[1][:1]
        day1.append((card.hand_cost, [(t0[m0], t1[m1]) for t0, t1 in hand]))
        day2_hand.append(
            (card.hand_cost, [(t0[_ANY_TERRAIN], t1[_ANY_TERRAIN]) for t0, t1 in hand])
        )
        day2_reserve.append(
            (card.reserve_cost, [(t0[_ANY_TERRAIN], t1[_ANY_TERRAIN]) for t0, t1 in reserve])
        )
    subsets = _SUBSETS[len(kept)]
    best = 0
    for first in subsets:
        if sum(day1[i][0] for i in first) > 3:
            continue
        moves1 = best_moves(day1, first)
        if 3 * moves1 + 2 <= best:
            continue
        options = [day2_reserve[i] if i in first else day2_hand[i] for i in range(len(kept))]
        moves2 = 0
        for second in subsets:
            if sum(options[i][0] for i in second) <= DAY2_MANA:
                moves2 = max(moves2, best_moves(options, second))
                if moves2 == 2:
                    break
        best = max(best, 3 * moves1 + moves2)
        if best == BEST_OPENING:
            break
    return best
