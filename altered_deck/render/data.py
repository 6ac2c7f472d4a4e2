"""JSON-ready data from the library's records."""

from __future__ import annotations

from typing import Any


def attributes(record: object, *names: str) -> dict[str, Any]:
    """``{name: record.<name>}`` for each of ``names``, in their order: a record's fields as
    JSON data under their own names."""
    return {name: getattr(record, name) for name in names}
