"""Confidence intervals for simulated figures: Wilson intervals for proportions, normal
intervals for means, and the median of a histogram.

Every simulated share or mean the tool prints carries one of these (95% by default), whether
it comes from goldfish games, paired tuning runs or matchups.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist

CONFIDENCE = 0.95
Z = NormalDist().inv_cdf(0.5 + CONFIDENCE / 2)
"""The normal quantile of a two-sided 95% interval (1.95996…)."""


@dataclass(frozen=True)
class Proportion:
    """``count`` of ``total`` with its Wilson interval; share/low/high are None when total=0."""

    count: int
    total: int
    share: float | None
    low: float | None
    high: float | None


@dataclass(frozen=True)
class MeanEstimate:
    """A mean over ``n`` values with its normal interval (None when n < 2; mean None at 0)."""

    n: int
    mean: float | None
    low: float | None
    high: float | None


def wilson_interval(count: int, total: int, z: float = Z) -> Proportion:
    """The share ``count / total`` with its Wilson score interval.

    centre = (p + z²/2n) / (1 + z²/n), half-width = z·√(p(1−p)/n + z²/4n²) / (1 + z²/n).
    """
    if total <= 0:
        return Proportion(count, total, None, None, None)
    if not 0 <= count <= total:
        raise ValueError(f"count {count} not within 0..{total}")
    p = count / total
    z2 = z * z
    denominator = 1 + z2 / total
    centre = (p + z2 / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / denominator
    # The bounds are exactly 0 and 1 at the extremes; rounding would leave 1e-17 there.
    low = 0.0 if count == 0 else max(0.0, centre - half)
    high = 1.0 if count == total else min(1.0, centre + half)
    return Proportion(count, total, p, low, high)


def mean_interval(n: int, total: int, squares: int, z: float = Z) -> MeanEstimate:
    """Mean of ``n`` integer values from their sum and sum of squares, with a normal interval.

    The sample variance is computed exactly in integers: (n·Σx² − (Σx)²) / (n(n−1)).
    """
    if n <= 0:
        return MeanEstimate(n, None, None, None)
    mean = total / n
    if n < 2:
        return MeanEstimate(n, mean, None, None)
    variance = max(0, n * squares - total * total) / (n * (n - 1))
    half = z * math.sqrt(variance / n)
    return MeanEstimate(n, mean, mean - half, mean + half)


def histogram_median(counts: Sequence[int]) -> float | None:
    """The median of values ``v`` occurring ``counts[v]`` times (mean of the two middle ones)."""
    n = sum(counts)
    if n == 0:
        return None
    # 1-based ranks of the middle order statistics.
    low_rank, high_rank = (n + 1) // 2, n // 2 + 1
    found: list[int] = []
    seen = 0
    for value, count in enumerate(counts):
        seen += count
        while len(found) < 2 and seen >= (low_rank, high_rank)[len(found)]:
            found.append(value)
        if len(found) == 2:
            break
    return (found[0] + found[1]) / 2
