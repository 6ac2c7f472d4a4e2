"""TOML from a configuration file, read with limits checked before ``tomllib`` sees it.

``tomllib`` recurses once per nesting level (an array nested 500 deep raises RecursionError)
and a dotted key of 100,000 parts (``a.a.a…``, 200 KB) costs it minutes. No configuration
comes near these, so a cheap linear scan refuses them first: over :data:`MAX_TOML_DEPTH`
levels of arrays and inline tables, a key of more than :data:`MAX_KEY_PARTS` parts or
:data:`MAX_KEY_CHARS` characters. The file itself is read at most :data:`MAX_CONFIG_BYTES`.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from altered_deck.boundedread import MIB, read_bounded
from altered_deck.errors import UsageError

MAX_CONFIG_BYTES = MIB
"""Size of a configuration file (``pyproject.toml`` or ``.altered-deck.toml``)."""
MAX_TOML_DEPTH = 32
"""Nesting levels of arrays and inline tables (and table headers' brackets)."""
MAX_KEY_PARTS = 32
"""Parts of one dotted key (``a.b.c`` has 3)."""
MAX_KEY_CHARS = 256
"""Characters of one key, dotted or quoted, before its ``=``."""

# One alternative per token; each consumes its text in one way only, so the scan is linear.
_TOKENS = r"""
    (?P<comment>\#[^\n]*)
    | (?P<string>\"\"\"(?:[^"\\]|\\[\s\S]|"(?!""))*\"\"\"
        | '''[\s\S]*?'''
        | "(?:[^"\\\n]|\\.)*"
        | '[^'\n]*')
    | (?P<open>[\[{])
    | (?P<close>[\]}])
    | (?P<sep>[=,\n])
    | (?P<dot>\.)
    | [^"'\#\[\]{}=,.\n]+
    | ["']
    """


@cache
def _tokens() -> re.Pattern[str]:
    """:data:`_TOKENS` compiled on first use: only a configuration file needs it."""
    return re.compile(_TOKENS, re.VERBOSE)


def read_toml(path: Path, label: str) -> dict[str, Any]:
    """The TOML document at ``path`` (``label`` names it in messages); UsageError (exit 2)
    for anything unreadable, over a limit or not TOML."""
    data = read_bounded(path, MAX_CONFIG_BYTES, "a configuration file", label=label)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"{label}: not UTF-8 text") from None
    return parse_toml(text, label)


def parse_toml(text: str, label: str) -> dict[str, Any]:
    """``tomllib.loads`` after :func:`shape_problem` found nothing to refuse."""
    import tomllib  # here: a run without a configuration file needs no TOML parser

    problem = shape_problem(text)
    if problem is not None:
        raise UsageError(f"{label}: {problem}; refused")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{label}: not valid TOML: {exc}") from None
    except RecursionError:  # the scan above should have refused it: never a traceback
        raise UsageError(f"{label}: nested too deep; refused") from None


def shape_problem(text: str) -> str | None:
    """Why ``text`` is refused before parsing (naming the line and the limit), or None."""
    depth, dots, key_start = 0, 0, 0
    for token in _tokens().finditer(text):
        kind, start = token.lastgroup, token.start()
        if kind == "open":
            depth, dots = depth + 1, 0
            if token.group() == "{":
                key_start = start + 1
            if depth > MAX_TOML_DEPTH:
                return f"line {_line(text, start)}: nested deeper than {MAX_TOML_DEPTH} levels"
        elif kind == "close":
            depth = max(0, depth - 1)
        elif kind == "dot":
            dots += 1
            if dots >= MAX_KEY_PARTS:
                return f"line {_line(text, start)}: a key of more than {MAX_KEY_PARTS} parts"
        elif kind == "sep":
            if token.group() == "=" and len(text[key_start:start].strip()) > MAX_KEY_CHARS:
                return f"line {_line(text, start)}: a key longer than {MAX_KEY_CHARS} characters"
            dots, key_start = 0, start + 1
    return None


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1
