"""Text safe for a terminal: control characters from card data or input shown, not obeyed.

Card names and texts come from a source we do not control, decks from any file: an escape
sequence in them must not clear the screen, set the window title or move the cursor. Text
output escapes every C0/C1 control character but tab and newline (``\\x1b`` is printed as
the four characters ``\\x1b``), and the bidirectional overrides that reorder what is shown.
Colour (SGR sequences, ``ESC [ ... m``) passes. JSON output keeps the data as it is.
"""

from __future__ import annotations

import re

_UNSAFE = re.compile(r"\x1b\[[0-9;]*m|[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _escape(match: re.Match[str]) -> str:
    text = match.group()
    if len(text) > 1:  # a colour sequence
        return text
    code = ord(text)
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def terminal_safe(text: str) -> str:
    """``text`` with control characters escaped (tab, newline and colours kept)."""
    return _UNSAFE.sub(_escape, text)
