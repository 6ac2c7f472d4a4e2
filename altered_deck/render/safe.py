"""Text safe for a terminal: control characters from card data or input shown, not obeyed.

Card names and texts come from a source we do not control, decks from any file: an escape
sequence in them must not clear the screen, set the window title or move the cursor. Text
output escapes every C0/C1 control character but tab and newline (``\\x1b`` is printed as
the four characters ``\\x1b``), and the bidirectional overrides that reorder what is shown.
Colour sequences are escaped too (``ESC[8m`` in a name would hide what follows): the tool's
own colours are added after escaping (``echo_text(..., style=...)``). A name is one line:
:func:`one_line` also escapes its newlines. JSON output keeps the data as it is.

The same holds for the other targets, each with its one function: Markdown (the job summary)
:func:`markdown_text` and :func:`markdown_code`, HTML (the report and event pages)
:func:`html_text`.
"""

from __future__ import annotations

import re

_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
# The patterns below are strings, compiled (and cached) by ``re`` on first use: terminal
# output needs only the one above, and a character class past \xff costs ~0.2 ms to compile.
_UNSAFE_IN_LINE = r"[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]"


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def terminal_safe(text: str) -> str:
    """``text`` with control characters escaped (tab and newline kept; colours escaped)."""
    return _UNSAFE.sub(_escape, text)


def one_line(text: str) -> str:
    """``text`` (a name, a reference) as one line: newlines and tabs escaped as well."""
    return re.sub(_UNSAFE_IN_LINE, _escape, text)


# --- Markdown and HTML: user text (file names, card names, messages) shown, never obeyed ----

_MARKDOWN_SPECIAL = r"[\\`*~\[\]|]"
_ENTITY_LIKE = r"&(?=#?[0-9A-Za-z]+;)"
_BACKTICK_RUNS = r"`+"


def markdown_text(text: str) -> str:
    """``text`` as literal Markdown, one line, safe in a GFM table cell: no link or image
    (``[`` ``]`` escaped), no HTML (``<`` ``>`` as entities), no code span, emphasis or cell
    break (`` ` `` ``*`` ``~`` ``|`` escaped), no entity decoded, line breaks as spaces."""
    text = re.sub(_ENTITY_LIKE, "&amp;", text)
    text = re.sub(_MARKDOWN_SPECIAL, lambda m: "\\" + m.group(), text)
    text = text.replace("<", "&lt;").replace(">", "&gt;")
    return text.replace("\r", " ").replace("\n", " ")


def markdown_code(text: str) -> str:
    """``text`` as one inline code span safe in a GFM table cell: the fence is longer than any
    run of backticks inside, so that none closes it early; ``|`` escaped (GitHub's tables
    split on it even in code); line breaks as spaces."""
    text = text.replace("|", "\\|").replace("\r", " ").replace("\n", " ")
    longest = max((len(run) for run in re.findall(_BACKTICK_RUNS, text)), default=0)
    fence = "`" * (longest + 1)
    return f"{fence} {text} {fence}" if longest else f"{fence}{text}{fence}"


def html_text(text: str) -> str:
    """``text`` safe in HTML content and quoted attribute values (``& < > " '`` escaped)."""
    import html  # here: html.entities is not needed by terminal output

    return html.escape(text, quote=True)
