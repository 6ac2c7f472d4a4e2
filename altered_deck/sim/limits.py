"""Limits of the simulation commands, far above any useful run: they refuse a typo (an extra
zero, ``--games 10**12``) before it costs memory or starts hundreds of processes.

Beyond each, the command exits 2 saying the limit (docs/reference/limits.md lists them).
"""

from __future__ import annotations

import os

MAX_GAMES = 1_000_000
"""``--games`` and ``--tune-games``: games per deck, matchup or swap."""
JOBS_PER_CPU = 4
"""``--jobs`` is at most this many worker processes per CPU."""
MAX_SWAPS = 1_000
"""Swaps one ``tune`` run simulates (candidate lines expanded), and ``--max-candidates``."""


def cpu_count() -> int:
    """The CPUs this process may use (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not on every platform
        return max(1, os.cpu_count() or 1)


def max_jobs() -> int:
    """The largest ``--jobs``: :data:`JOBS_PER_CPU` per CPU."""
    return JOBS_PER_CPU * cpu_count()
