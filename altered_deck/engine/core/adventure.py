"""The adventure: 8 regions in a row, terrains as bit masks, the 48 Tumult layouts.

Region 0 is the Hero Region and region 7 the Companion Region (all three terrains). Regions
1-6 are the halves of the three Tumult cards, shuffled into slots 1-3 and each randomly
oriented at setup: 3! orders x 2^3 orientations = 48 equally likely layouts.

The game's shuffles are here too (the Tumult cards', the Deck's): ``shuffle(rng, items)``
leaves ``items`` in the order ``rng.shuffle(items)`` would and the generator in the same state
(Fisher-Yates from the last position down, each index drawn with ``getrandbits`` of the
bound's bit length, redrawn while out of range), without a method call per card: set-up
shuffles a 40-card Deck every game. tests/engine/core/test_shuffle.py checks the equivalence.
"""
# mypyc: compiled

from __future__ import annotations

import functools
import itertools
import random
from typing import Any, Final

FOREST: Final = 1
MOUNTAIN: Final = 2
WATER: Final = 4
ALL_TERRAINS: Final = FOREST | MOUNTAIN | WATER

TERRAIN_LETTERS = ((FOREST, "F"), (MOUNTAIN, "M"), (WATER, "W"))

HERO_REGION: Final = 0
COMPANION_REGION: Final = 7
EXPEDITION_NAMES = ("Hero", "Companion")  # expedition 0 starts in the Hero Region, 1 opposite
REGION_COUNT: Final = 8

TUMULT_CARDS: Final[tuple[tuple[int, int], ...]] = (
    (FOREST, MOUNTAIN | WATER),
    (MOUNTAIN, FOREST | WATER),
    (WATER, FOREST | MOUNTAIN),
)
"""Each Tumult card: its single-terrain half and its two-terrain half."""

Layout = tuple[int, ...]
"""Terrain masks of regions 0..7."""


def layout_from(order: tuple[int, int, int], flips: tuple[bool, bool, bool]) -> Layout:
    """The layout with Tumult card ``order[s]`` in slot ``s``, reversed when ``flips[s]``."""
    regions = [ALL_TERRAINS]
    for slot, card in enumerate(order):
        first, second = TUMULT_CARDS[card]
        if flips[slot]:
            first, second = second, first
        regions += [first, second]
    regions.append(ALL_TERRAINS)
    return tuple(regions)


ALL_LAYOUTS: Final[tuple[Layout, ...]] = tuple(
    layout_from(order, flips)  # type: ignore[arg-type]
    for order in itertools.permutations(range(3))
    for flips in itertools.product((False, True), repeat=3)
)
"""The 48 adventure layouts, each equally likely at setup."""


def random_layout(rng: random.Random) -> Layout:
    """Set up the adventure: shuffle the 3 Tumult cards into slots 1-3, orient each at random."""
    order = [0, 1, 2]
    shuffle(rng, order)
    flips = (rng.random() < 0.5) << 2 | (rng.random() < 0.5) << 1 | (rng.random() < 0.5)
    return ALL_LAYOUTS[_ORDER_RANK[order[0], order[1], order[2]] * 8 + flips]


_ORDER_RANK: Final = {order: rank for rank, order in enumerate(itertools.permutations(range(3)))}
"""Rank of each Tumult order in :data:`ALL_LAYOUTS` (8 orientations per order)."""


def reveal(revealed: list[bool], region: int) -> None:
    """An expedition moved into ``region``: its Tumult card is flipped face up, both halves
    (7.3.25.b); the Hero and Companion Regions are always face up."""
    revealed[region] = True
    if HERO_REGION < region < COMPANION_REGION:
        revealed[region + 1 if region % 2 else region - 1] = True


def terrain_letters(mask: int) -> str:
    """``F``, ``MW``, ``FMW``...: the terrains of a region mask, in F, M, W order."""
    return "".join(letter for bit, letter in TERRAIN_LETTERS if mask & bit)


@functools.cache
def layouts_showing(layout: Layout, revealed: tuple[bool, ...]) -> tuple[Layout, ...]:
    """The adventure layouts that agree with ``layout`` on every revealed region (what a player
    may imagine the face-down regions to be)."""
    shown = [r for r, seen in enumerate(revealed) if seen]
    found = tuple(other for other in ALL_LAYOUTS if all(other[r] == layout[r] for r in shown))
    # A region whose terrain an effect changed matches no printed layout: keep what is seen.
    return found or (layout,)


# --- shuffling -------------------------------------------------------------------------------


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does."""
    getrandbits = rng.getrandbits
    size = len(items)
    steps = _STEPS.get(size)
    if steps is None:
        steps = _STEPS[size] = tuple(
            (i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1)
        )
    for i, bound, bits in steps:
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


_STEPS: Final[dict[int, tuple[tuple[int, int, int], ...]]] = {}
"""Per list length: (position, bound, bit length of the bound) of each step, last first."""
