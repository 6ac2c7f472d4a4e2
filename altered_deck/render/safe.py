"""Text safe for a terminal: control characters from card data or input shown, not obeyed.

Card names and texts come from a source we do not control, decks from any file: an escape
sequence in them must not clear the screen, set the window title or move the cursor. Text
output escapes every C0/C1 control character but tab and newline (``\\x1b`` is printed as
the four characters ``\\x1b``), and the bidirectional overrides that reorder what is shown.
Colour sequences are escaped too (``ESC[8m`` in a name would hide what follows): the tool's
own colours are added after escaping (``echo_text(..., style=...)``). A name is one line:
:func:`one_line` also escapes its newlines. JSON output keeps the data as it is.
"""

from __future__ import annotations

import re

_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_UNSAFE_IN_LINE = re.compile(r"[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def terminal_safe(text: str) -> str:
    """``text`` with control characters escaped (tab and newline kept; colours escaped)."""
    return _UNSAFE.sub(_escape, text)


def one_line(text: str) -> str:
    """``text`` (a name, a reference) as one line: newlines and tabs escaped as well."""
    return _UNSAFE_IN_LINE.sub(_escape, text)
