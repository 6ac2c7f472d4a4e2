"""Inline SVG bar charts: plain markup, no script, no external resource.

A chart is drawn in a ``viewBox`` of its own units and sized by the page (``width="100%"``,
the height following the box's proportions), so it fills a phone's width or a desktop
column alike. Its title is the ``<title>`` (read out by screen readers); the page shows it
as a caption in its own text size. Each bar's ``<title>`` is its tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from altered_deck.render.safe import html_text as escape

WIDTH = 400
HEIGHT = 220
MARGIN_LEFT = 44
MARGIN_RIGHT = 8
MARGIN_TOP = 26
MARGIN_BOTTOM = 38
PALETTE = ("#3b6ea8", "#d98c2b", "#4f9a5a", "#a14d8f")


@dataclass(frozen=True)
class Series:
    """One bar per label; ``intervals`` (low, high) draw whiskers over the bars; ``tips``
    are the bars' tooltips (default: ``name · label: value`` in the axis format)."""

    name: str
    values: Sequence[float]
    intervals: Sequence[tuple[float, float]] | None = None
    tips: Sequence[str] | None = None


def axis_scale(highest: float, min_step: float = 0.0) -> tuple[float, float]:
    """``(top, step)`` of a value axis from 0: a round step (1, 2 or 5 × a power of ten,
    at least ``min_step``) giving about five ticks, and the first multiple of it that
    reaches ``highest``, so the bars fill the plot (46 and 54 get an axis to 60, not 100)."""
    if highest <= 0:
        step = max(min_step, 1.0)
        return step, step
    raw = highest / 5
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw * (1 - 1e-9))
    step = max(step, min_step)
    return step * math.ceil(highest / step - 1e-9), step


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
    min_step: float = 0.0,
) -> str:
    """A grouped bar chart as an ``<svg>`` element (``min_step`` 1 for counts)."""
    plot_w = WIDTH - MARGIN_LEFT - MARGIN_RIGHT
    plot_h = HEIGHT - MARGIN_TOP - MARGIN_BOTTOM
    highest = max(
        [v for s in series for v in s.values]
        + [hi for s in series for _, hi in (s.intervals or ())]
        + [0.0]
    )
    top, step = axis_scale(highest, min_step)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" id="{escape(chart_id)}" '
        f'width="100%" viewBox="0 0 {WIDTH} {HEIGHT}" role="img">',
        f"<title>{escape(title)}</title>",
    ]

    def y(value: float) -> float:
        return MARGIN_TOP + plot_h * (1 - value / top)

    for tick in range(round(top / step) + 1):
        value = step * tick
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
            tip = (
                s.tips[index]
                if s.tips is not None
                else f"{s.name} · {label}: {y_format(s.values[index])}"
            )
            parts += _bar(s, s_index, index, x0 + bar_w * s_index, bar_w, y, tip)
    if x_title:
        parts.append(
            f'<text x="{MARGIN_LEFT + plot_w / 2:.1f}" y="{HEIGHT - 4}" class="tick" '
            f'text-anchor="middle">{escape(x_title)}</text>'
        )
    if len(series) > 1:
        parts += _legend(series)
    parts.append("</svg>")
    return "".join(parts)


def _bar(
    s: Series, s_index: int, index: int, x: float, w: float, y: Callable[[float], float], tip: str
) -> list[str]:
    value = s.values[index]
    colour = PALETTE[s_index % len(PALETTE)]
    base = y(0)
    out = [
        f'<rect x="{x:.1f}" y="{y(value):.1f}" width="{w:.1f}" '
        f'height="{max(0.0, base - y(value)):.1f}" fill="{colour}">'
        f"<title>{escape(tip)}</title></rect>"
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
    x = WIDTH - MARGIN_RIGHT - 110 * len(series)
    for index, s in enumerate(series):
        colour = PALETTE[index % len(PALETTE)]
        out.append(
            f'<rect x="{x + 110 * index}" y="6" width="10" height="10" fill="{colour}"/>'
            f'<text x="{x + 110 * index + 14}" y="15" class="tick">{escape(s.name)}</text>'
        )
    return out
