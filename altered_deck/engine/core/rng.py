"""Shuffling for the engine's hot path, draw for draw the same as ``random.Random.shuffle``.

``shuffle(rng, items)`` leaves ``items`` in the order ``rng.shuffle(items)`` would and the
generator in the same state (Fisher-Yates from the last position down, each index drawn with
``getrandbits`` of the bound's bit length, redrawn while out of range), without a method call
per card: set-up shuffles a 40-card Deck every game. tests/engine/core/test_rng.py checks the
equivalence.
"""
# mypyc: compiled

from __future__ import annotations

import random
from typing import Any


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


_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}
"""Per list length: (position, bound, bit length of the bound) of each step, last first."""
