"""Plain-text layout shared by the reports: aligned columns and wrapped lists (80 columns)."""

from __future__ import annotations

from collections.abc import Sequence

WIDTH = 80
GAP = "  "


def table(headers: Sequence[str], rows: Sequence[Sequence[str]], indent: str = "") -> list[str]:
    """Columns right-aligned under their headers; the first left-aligned, rows after ``indent``."""
    body = [[indent + row[0], *row[1:]] for row in rows]
    widths = [len(h) for h in headers]
    for row in body:
        widths = [max(w, len(cell)) for w, cell in zip(widths, row, strict=True)]

    def line(cells: Sequence[str]) -> str:
        first = f"{cells[0]:<{widths[0]}}"
        rest = [f"{cell:>{width}}" for cell, width in zip(cells[1:], widths[1:], strict=True)]
        return GAP.join([first, *rest]).rstrip()

    return [line(headers), *(line(row) for row in body)]


def wrap_items(prefix: str, items: Sequence[str], sep: str = " · ", hang: int = 4) -> list[str]:
    """``items`` after ``prefix``, joined by ``sep``, wrapped at 80 columns; continuation lines
    indented by ``hang`` spaces, never breaking inside an item (an item too long for any line
    stands alone on its own)."""
    lines: list[str] = []
    current = prefix
    for index, item in enumerate(items):
        piece = item if index == len(items) - 1 else item + sep
        if current.strip() and len(current + piece.rstrip()) > WIDTH:
            lines.append(current.rstrip())
            current = " " * hang
        current += piece
    lines.append(current.rstrip())
    return lines
