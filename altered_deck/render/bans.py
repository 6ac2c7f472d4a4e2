"""The ban list as ``altered-deck formats bans`` shows it: a table, or JSON."""

from __future__ import annotations

import textwrap
from typing import Any

from tabulate import tabulate

from altered_deck.formats.bans import BanEntry, BanListing

HEADERS = ("family", "name", "versions", "status", "from", "until", "decided by", "source")
WIDTH = 80
NAME_WIDTH = 22
VERSIONS_WIDTH = 16
DECIDED_WIDTH = 13


def versions_text(entry: BanEntry) -> str:
    """``C: OR, R1: OR``."""
    return ", ".join(v.label() for v in entry.versions)


def entry_data(entry: BanEntry, listing: BanListing) -> dict[str, Any]:
    """One entry as JSON data (``until``: the first day no longer in force, or null)."""
    return {
        "family": entry.family,
        "name": entry.name,
        "status": entry.status,
        "versions": [{"rarity": v.rarity, "faction": v.faction} for v in entry.versions],
        "versions_text": versions_text(entry),
        "from": entry.start.isoformat(),
        "until": entry.end.isoformat() if entry.end else None,
        "in_force": entry.in_force(listing.as_of),
        "decided_by": entry.decided_by,
        "source": entry.source,
        "lifted_by": entry.lifted_by,
    }


def listing_data(listing: BanListing) -> dict[str, Any]:
    """The whole listing as JSON data."""
    return {
        "as_of": listing.as_of.isoformat(),
        "format": listing.format,
        "applies": listing.applies,
        "ban_list": listing.label,
        "history": listing.history,
        "entries": [entry_data(e, listing) for e in listing.entries],
    }


def _headline(listing: BanListing) -> str:
    day = listing.as_of.isoformat()
    what = f"{listing.format}: " if listing.format else ""
    if not listing.applies:
        return f"{what}the ban list does not apply (suspended and banned cards are legal)."
    if listing.history:
        return f"{what}every suspension and ban, by date ({len(listing.entries)} entries)."
    if listing.label is None:
        return f"{what}no ban list in force on {day}."
    suspended = len({e.family for e in listing.entries if e.status == "suspended"})
    banned = len({e.family for e in listing.entries if e.status == "banned"})
    return (
        f"{what}ban list of {listing.label}, in force on {day}: {suspended} suspended and "
        f"{banned} banned famil{'y' if banned == 1 else 'ies'}."
    )


def format_listing(listing: BanListing) -> str:
    """A table (80 columns), each source a numbered note below it."""
    lines = [_headline(listing)]
    if not listing.entries:
        return "\n".join(lines)
    sources: dict[str, int] = {}

    def note(text: str) -> str:
        return f"[{sources.setdefault(text, len(sources) + 1)}]" if text else ""

    rows = []
    for entry in listing.entries:
        source = note(entry.source)
        if listing.history and entry.lifted_by:
            source += f" {note(entry.lifted_by)}"
        until = entry.end.isoformat() if entry.end else "-"
        rows.append(
            [
                entry.family,
                entry.name,
                versions_text(entry),
                entry.status,
                entry.start.isoformat(),
                until,
                entry.decided_by or "-",
                source,
            ]
        )
    table = tabulate(
        rows,
        headers=HEADERS,
        tablefmt="plain",
        maxcolwidths=[None, NAME_WIDTH, VERSIONS_WIDTH, None, None, None, DECIDED_WIDTH, None],
    )
    lines += ["", table, ""]
    lines += ["until: the first day no longer in force (- = still in force)."]
    for text, n in sources.items():
        lines += textwrap.wrap(
            f"[{n}] {text}", WIDTH, subsequent_indent="    ", break_on_hyphens=False
        )
    return "\n".join(lines)
