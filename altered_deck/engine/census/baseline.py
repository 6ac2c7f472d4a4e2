"""The census's ratchet: a committed count of failing texts per check that may only fall.

``data/engine/census-baseline.json`` holds, per check id, how many distinct texts of the whole
pool fail it. ``engine coverage --census --baseline FILE`` exits 1 when any count rose (a change
made the engine less faithful); after a fix, ``--lower-baseline FILE`` writes the new, lower
counts (it refuses a rise: the baseline is never raised by a command)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from altered_deck.boundedread import MIB, read_bounded
from altered_deck.errors import UsageError
from altered_deck.outputfile import write_file
from altered_deck.packagedata import data_folder

BASELINE_FILE = os.path.join("engine", "census-baseline.json")


def shipped_baseline() -> str:
    """The path of the baseline the package ships."""
    return os.path.join(data_folder(), BASELINE_FILE)


@dataclass(frozen=True)
class Change:
    """One check's count against the baseline."""

    check: str
    baseline: int
    now: int

    @property
    def rose(self) -> bool:
        return self.now > self.baseline


MAX_BASELINE_BYTES = MIB
"""A baseline is a few lines; past this the file is refused (exit 2)."""


def read_baseline(path: str) -> dict[str, int]:
    """The counts of a baseline file; a missing or malformed one is a UsageError."""
    content = read_bounded(path, MAX_BASELINE_BYTES, "a census baseline")
    try:
        data = json.loads(content)
    except ValueError as exc:
        raise UsageError(f"{path}: cannot read the census baseline: {exc}") from None
    counts = data.get("failing_texts") if isinstance(data, dict) else None
    if not isinstance(counts, dict) or not all(
        isinstance(k, str) and type(v) is int and v >= 0 for k, v in counts.items()
    ):
        raise UsageError(f'{path}: "failing_texts" must map check ids to counts (0 or more)')
    return dict(counts)


def compare(counts: dict[str, int], baseline: dict[str, int]) -> list[Change]:
    """Each check's count now beside the baseline's (a check the baseline lacks: 0)."""
    return [Change(check, baseline.get(check, 0), now) for check, now in counts.items()]


def lower_baseline(path: str, counts: dict[str, int]) -> list[Change]:
    """Write ``counts`` to the baseline at ``path`` (created when missing) unless a count
    rose; the changes are returned either way (the caller reports a rise)."""
    old = read_baseline(path) if os.path.exists(path) else dict(counts)
    changes = compare(counts, old)
    if any(change.rose for change in changes):
        return changes
    document = {
        "about": "Distinct texts of the whole card pool failing each census check "
        "(altered-deck engine coverage --census); CI fails when a count rises.",
        "failing_texts": counts,
    }
    write_file(Path(path), json.dumps(document, indent=2) + "\n")
    return changes
