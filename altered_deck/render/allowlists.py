"""The Uniques a community format allows on a date, as `formats frontier` shows them."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from altered_deck.formats.allowlists import Allowlist, Pool
from altered_deck.formats.catalog import Format

WIDTH = 80


def allowlist_of(fmt: Format, lists: Mapping[str, Allowlist], day: date) -> Allowlist | None:
    """The allowlist ``fmt`` checks on ``day`` (None: it has no allowlist rule then)."""
    names = [str(r.params["list"]) for r in fmt.rules_on(day) if r.kind == "allowlist"]
    if not names:
        return None
    return lists.get(names[0], Allowlist(names[0]))


def pool_data(pool: Pool) -> dict[str, Any]:
    """A dated pool as JSON data (``until``: the first day no longer in force, or null)."""
    return {
        "name": pool.name,
        "from": pool.start.isoformat(),
        "until": pool.end.isoformat() if pool.end else None,
        "uniques": pool.count,
        "decided_by": pool.decided_by,
        "source": pool.source,
    }


def allowlist_data(allowlist: Allowlist, day: date) -> dict[str, Any]:
    """The list in force on ``day``: its pool, how many references and families besides."""
    return {
        "list": allowlist.format,
        "path": allowlist.path,
        "references": len(allowlist.keys),
        "families": len(allowlist.families),
        "pool": pool_data(pool) if (pool := allowlist.pool_on(day)) else None,
        "pools": [pool_data(p) for p in allowlist.pools],
    }


def allowlist_lines(allowlist: Allowlist, day: date) -> list[str]:
    """``Uniques allowed on DAY: pool Season 2 (...)``, who decided it and its source."""
    pool = allowlist.pool_on(day)
    extra = []
    if allowlist.keys:
        extra.append(f"{len(allowlist.keys):,} references")
    if allowlist.families:
        extra.append(f"{len(allowlist.families):,} families")
    besides = f", plus {' and '.join(extra)}" if extra else ""
    where = allowlist.path or f"the {allowlist.format} allowlist"
    if pool is not None:
        by = f", decided by {pool.decided_by}" if pool.decided_by else ""
        texts = [
            f"Uniques allowed on {day.isoformat()}: pool {pool.describe()}{besides}{by} ({where})",
            f"pool source: {pool.source}",
        ]
    elif extra:
        texts = [f"Uniques allowed on {day.isoformat()}: {' and '.join(extra)} ({where})"]
    else:
        none = "no pool in force then" if allowlist.pools else "the list is empty"
        texts = [
            f"Uniques allowed on {day.isoformat()}: none, {none} ({where}): a deck with "
            "Uniques is illegal; give the community's list with --rules FILE or "
            "`altered-deck rules update`"
        ]
    import textwrap  # here: a legal deck's report (no allowlist format) wraps nothing

    return [line for text in texts for line in textwrap.wrap(text, WIDTH, break_on_hyphens=False)]
