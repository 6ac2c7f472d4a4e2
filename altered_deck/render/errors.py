"""Error messages as the user sees them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from altered_deck.errors import (
    AlteredDeckError,
    DeckParseError,
    UnknownCardError,
    error_code_for,
    exit_code_for,
)

MAX_SHOWN_PROBLEMS = 10
"""The text shows this many bad lines, then ``… N more`` (``--json`` has them all)."""


def unknown_card_lines(error: UnknownCardError) -> list[str]:
    """``deck.txt:5: unknown card REF (did you mean: …?)``, one per unknown reference."""
    lines = []
    for ref, matches in error.unknown.items():
        if ref in error.notes:
            hint = f": {error.notes[ref]}"
        else:
            hint = f" (did you mean: {', '.join(matches)}?)" if matches else ""
        where = error.lines.get(ref, ())
        head = f"{error.source}:{where[0]}: " if where and error.source else ""
        lines.append(f"{head}unknown card {ref}{hint}")
    return lines


def problem_lines(error: AlteredDeckError) -> list[str]:
    """Every detail of an error (bad lines, unknown references), none left out."""
    if isinstance(error, DeckParseError):
        return list(error.problems)
    if isinstance(error, UnknownCardError):
        return unknown_card_lines(error)
    return []


def format_error(error: AlteredDeckError, limit: int | None = MAX_SHOWN_PROBLEMS) -> str:
    """``error: <message>`` plus one indented line per detail, the first ``limit`` of them
    then ``… N more`` (``limit=None``: all)."""
    return "\n".join([f"error: {error}", *problem_tail(problem_lines(error), limit)])


def problem_tail(details: Sequence[str], limit: int | None = MAX_SHOWN_PROBLEMS) -> list[str]:
    """One indented line per detail, the first ``limit`` of them then ``… N more``."""
    shown = details if limit is None else details[:limit]
    lines = [f"  {p}" for p in shown]
    if len(details) > len(shown):
        lines.append(f"  … {len(details) - len(shown)} more")
    return lines


def error_data(error: AlteredDeckError) -> dict[str, Any]:
    """``{"error": {"code": "USAGE-ERROR", "exit_code": 2, "message": "…"}}`` (and
    ``details`` when the error has them): what ``--json`` prints on stdout for an error that
    stops a command. ``code`` is a string, as in a deck's error and every violation."""
    data: dict[str, Any] = {
        "code": error_code_for(error),
        "exit_code": exit_code_for(error),
        "message": str(error),
    }
    details = problem_lines(error)
    if details:
        data["details"] = details
    return {"error": data}
