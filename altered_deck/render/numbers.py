"""Number formats shared by every report."""

from __future__ import annotations


def format_percent(p: float | None) -> str:
    """A probability or share as a percentage, ``–`` when unknown.

    Never rounds a near-certainty to 100% or a small chance to 0%: ``>99.9%`` and ``<0.1%``.
    """
    if p is None:
        return "–"
    if p >= 1:
        return "100.0%"
    if p <= 0:
        return "0.0%"
    if p >= 0.9995:
        return ">99.9%"
    if p < 0.0005:
        return "<0.1%"
    return f"{100 * p:.1f}%"
