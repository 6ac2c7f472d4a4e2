"""Paired differences with a normal interval, and Holm's step-down correction.

Used by tuning: each game of a variant is paired with the base deck's game dealt from the
same seed, so the variance of the difference is what decides significance, not the (much
larger) game-to-game variance of either deck.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist

from altered_deck.stats.intervals import Z

ALPHA = 0.05
"""Family-wise error rate of the Holm correction (and 1 - the intervals' confidence)."""


@dataclass(frozen=True)
class PairedDifference:
    """Mean of ``n`` paired differences (variant - base) with its 95% normal interval.

    ``p_value`` is two-sided, for "the mean difference is 0" (normal approximation). When
    every difference is equal the interval is that value and p is 1 if it is 0, else 0.
    """

    n: int
    mean: float
    low: float
    high: float
    p_value: float


def paired_difference(base: Sequence[int], variant: Sequence[int]) -> PairedDifference:
    """The paired difference of two equally long series of integer outcomes."""
    if len(base) != len(variant):
        raise ValueError(f"series of {len(base)} and {len(variant)} values are not paired")
    n = len(base)
    if n == 0:
        return PairedDifference(0, 0.0, 0.0, 0.0, 1.0)
    total = squares = 0
    for b, v in zip(base, variant, strict=True):
        d = v - b
        total += d
        squares += d * d
    mean = total / n
    # Sample variance, exact in integers: (nΣd² − (Σd)²) / (n(n−1)).
    variance = max(0, n * squares - total * total) / (n * (n - 1)) if n > 1 else 0.0
    if variance == 0:
        return PairedDifference(n, mean, mean, mean, 1.0 if total == 0 else 0.0)
    se = math.sqrt(variance / n)
    p = 2 * (1 - NormalDist().cdf(abs(mean) / se))
    return PairedDifference(n, mean, mean - Z * se, mean + Z * se, min(1.0, p))


def holm(p_values: Sequence[float], alpha: float = ALPHA) -> tuple[list[float], list[bool]]:
    """Holm-adjusted p-values and which hypotheses are rejected at family-wise ``alpha``.

    Sort p ascending; the i-th smallest (0-based) is adjusted to max over j ≤ i of
    min(1, (m − j)·p_(j)); a hypothesis is rejected when its adjusted p is ≤ alpha.
    """
    m = len(p_values)
    order = sorted(range(m), key=lambda i: (p_values[i], i))
    adjusted = [1.0] * m
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[index]))
        adjusted[index] = running
    return adjusted, [p <= alpha for p in adjusted]
