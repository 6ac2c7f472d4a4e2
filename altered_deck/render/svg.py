"""Inline SVG bar charts: plain markup, no script, no external resource.

Every chart has explicit ``width``/``height``, a ``viewBox`` and a ``<title>``, so it renders
at its size in any browser and reads out to screen readers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

WIDTH = 560
HEIGHT = 260
MARGIN_LEFT = 48
MARGIN_RIGHT = 12
MARGIN_TOP = 44
MARGIN_BOTTOM = 40
PALETTE = ("#3b6ea8", "#d98c2b", "#4f9a5a", "#a14d8f")


@dataclass(frozen=True)
class Series:
    """One bar per label; ``intervals`` (low, high) draw whiskers over the bars."""

    name: str
    values: Sequence[float]
    intervals: Sequence[tuple[float, float]] | None = None


def _nice_top(value: float) -> float:
    """A round axis maximum ≥ ``value`` (1, 2, 2.5 or 5 × a power of ten)."""
    if value <= 0:
        return 1.0
    power = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 2.5, 5, 10):
        if step * power >= value:
            return step * power
    return 10 * power


def _num(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def bar_chart(
    title: str,
    labels: Sequence[str],
    series: Sequence[Series],
    *,
    y_format: Callable[[float], str] = _num,
    x_title: str = "",
    chart_id: str = "",
) -> str:
    """A grouped bar chart as an ``<svg>`` element."""
    plot_w = WIDTH - MARGIN_LEFT - MARGIN_RIGHT
    plot_h = HEIGHT - MARGIN_TOP - MARGIN_BOTTOM
    highest = max(
        [v for s in series for v in s.values]
        + [hi for s in series for _, hi in (s.intervals or ())]
        + [0.0]
    )
    top = _nice_top(highest)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" id="{escape(chart_id)}" '
        f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img">',
        f"<title>{escape(title)}</title>",
        f'<text x="{MARGIN_LEFT}" y="18" class="chart-title">{escape(title)}</text>',
    ]

    def y(value: float) -> float:
        return MARGIN_TOP + plot_h * (1 - value / top)

    for step in range(5):
        value = top * step / 4
        parts.append(
            f'<line x1="{MARGIN_LEFT}" x2="{WIDTH - MARGIN_RIGHT}" y1="{y(value):.1f}" '
            f'y2="{y(value):.1f}" class="grid"/>'
            f'<text x="{MARGIN_LEFT - 6}" y="{y(value) + 4:.1f}" class="tick" '
            f'text-anchor="end">{escape(y_format(value))}</text>'
        )
    slot = plot_w / max(1, len(labels))
    bar_w = slot * 0.8 / max(1, len(series))
    for index, label in enumerate(labels):
        x0 = MARGIN_LEFT + slot * index + slot * 0.1
        parts.append(
            f'<text x="{x0 + slot * 0.4:.1f}" y="{MARGIN_TOP + plot_h + 16}" class="tick" '
            f'text-anchor="middle">{escape(label)}</text>'
        )
        for s_index, s in enumerate(series):
            parts += _bar(s, s_index, index, x0 + bar_w * s_index, bar_w, y, label)
    if x_title:
        parts.append(
            f'<text x="{MARGIN_LEFT + plot_w / 2:.1f}" y="{HEIGHT - 6}" class="tick" '
            f'text-anchor="middle">{escape(x_title)}</text>'
        )
    if len(series) > 1:
        parts += _legend(series)
    parts.append("</svg>")
    return "".join(parts)


def _bar(
    s: Series, s_index: int, index: int, x: float, w: float, y: Callable[[float], float], label: str
) -> list[str]:
    value = s.values[index]
    colour = PALETTE[s_index % len(PALETTE)]
    base = y(0)
    out = [
        f'<rect x="{x:.1f}" y="{y(value):.1f}" width="{w:.1f}" '
        f'height="{max(0.0, base - y(value)):.1f}" fill="{colour}">'
        f"<title>{escape(s.name)} · {escape(label)}: {_num(value)}</title></rect>"
    ]
    if s.intervals is not None:
        low, high = s.intervals[index]
        mid = x + w / 2
        out.append(
            f'<path d="M{mid:.1f} {y(low):.1f}V{y(high):.1f}M{mid - w / 4:.1f} {y(low):.1f}'
            f'h{w / 2:.1f}M{mid - w / 4:.1f} {y(high):.1f}h{w / 2:.1f}" class="whisker"/>'
        )
    return out


def _legend(series: Sequence[Series]) -> list[str]:
    out = []
    x = WIDTH - MARGIN_RIGHT - 120 * len(series)
    for index, s in enumerate(series):
        colour = PALETTE[index % len(PALETTE)]
        out.append(
            f'<rect x="{x + 120 * index}" y="24" width="10" height="10" fill="{colour}"/>'
            f'<text x="{x + 120 * index + 14}" y="33" class="tick">{escape(s.name)}</text>'
        )
    return out
