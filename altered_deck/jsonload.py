"""JSON from any source (API page, dump, Unique file, bundle, rules file) with a depth limit.

Python's parser recurses once per nesting level: a document nested 200,000 deep raises
RecursionError, and one nested a few hundred deep still makes every later walk over it
costly. No real document is deeper than a few levels, so anything past
:data:`MAX_JSON_DEPTH` is refused as malformed.
"""

from __future__ import annotations

import json
from typing import Any

MAX_JSON_DEPTH = 64
"""Nesting levels of JSON accepted from any source (a card object is 4 deep)."""


class JsonRefusedError(json.JSONDecodeError):
    """JSON refused for its shape rather than its syntax: nested deeper than
    :data:`MAX_JSON_DEPTH`, or an integer of more digits than Python converts (a
    JSONDecodeError: callers that report malformed JSON report these too)."""

    def __init__(self, message: str = f"nested deeper than {MAX_JSON_DEPTH} levels") -> None:
        super().__init__(message, "", 0)

    def __str__(self) -> str:
        return self.msg


def loads(text: str | bytes) -> Any:
    """``json.loads``, refusing documents nested deeper than :data:`MAX_JSON_DEPTH`."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise JsonRefusedError() from None
    except json.JSONDecodeError:
        raise
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise JsonRefusedError(str(exc).split(";")[0]) from None
    check_depth(data)
    return data


def check_depth(data: Any, limit: int = MAX_JSON_DEPTH) -> None:
    """Raise :class:`JsonRefusedError` when ``data`` nests lists/objects past ``limit``."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            raise JsonRefusedError()
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
