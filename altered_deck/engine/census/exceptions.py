"""What the engine still decides for a player, or skips, on purpose: each entry a check, a
card, the start of the ability, and the rules reason (``data/engine/census-exceptions.json``).
An entry without a reason is refused: the list excuses nothing silently."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass

from altered_deck.engine.census.checks import BY_ID
from altered_deck.errors import UsageError
from altered_deck.packagedata import data_folder

EXCEPTIONS_FILE = os.path.join("engine", "census-exceptions.json")


@dataclass(frozen=True)
class Exception_:
    """One listed exception: which check, which card's ability, and why the rules allow it."""

    check: str
    card: str
    ability: str  # the start of the ability's text ("" would match any: refused)
    reason: str  # the rules reason, with its rule number


def parse_exceptions(data: object, source: str) -> list[Exception_]:
    """The entries of an exceptions document; a malformed one is a UsageError naming it."""
    entries = data.get("exceptions") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        raise UsageError(f'{source}: an object with an "exceptions" list is expected')
    found = []
    for i, entry in enumerate(entries):
        where = f"{source}: exceptions.{i}"
        if not isinstance(entry, dict):
            raise UsageError(f"{where}: an object is expected")
        values = {k: entry.get(k) for k in ("check", "card", "ability", "reason")}
        for key, value in values.items():
            if not isinstance(value, str) or not value.strip():
                raise UsageError(f"{where}: {key!r} must be a non-empty string")
        if values["check"] not in BY_ID:
            raise UsageError(f"{where}: unknown check {values['check']!r} (F1-F6)")
        found.append(Exception_(**{k: str(v) for k, v in values.items()}))
    return found


def load_exceptions(path: str | None = None) -> list[Exception_]:
    """The shipped exceptions (or those of ``path``)."""
    path = path or os.path.join(data_folder(), EXCEPTIONS_FILE)
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError) as exc:
        raise UsageError(f"{path}: cannot read the census exceptions: {exc}") from None
    return parse_exceptions(data, path)


def find_exception(
    exceptions: Sequence[Exception_], check: str, card: str, ability: str
) -> Exception_ | None:
    """The exception listed for ``card``'s ``ability`` failing ``check``, if any."""
    for entry in exceptions:
        if entry.check == check and entry.card == card and ability.startswith(entry.ability):
            return entry
    return None
