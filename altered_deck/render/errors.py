"""Error messages as the user sees them."""

from __future__ import annotations

from altered_deck.errors import AlteredDeckError, DeckParseError, UnknownCardError


def format_error(error: AlteredDeckError) -> str:
    """``error: <message>`` plus one indented line per detail (bad lines, close matches)."""
    lines = [f"error: {error}"]
    if isinstance(error, DeckParseError):
        lines += [f"  {p}" for p in error.problems]
    elif isinstance(error, UnknownCardError):
        for ref, matches in error.unknown.items():
            hint = f" (did you mean: {', '.join(matches)}?)" if matches else ""
            lines.append(f"  unknown card {ref}{hint}")
    return "\n".join(lines)
