"""Fill the card cache from a source: fetch everything first, then write it in one transaction."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from altered_deck.cards.model import DEFAULT_LOCALE, Card, parse_api_card
from altered_deck.cards.sources import CardSource
from altered_deck.cards.store import CardStore
from altered_deck.errors import UsageError

ProgressCallback = Callable[[str, int, int], None]
"""Called as ``progress(label, done, total)`` after each set and locale is fetched."""


@dataclass
class SyncSummary:
    """What a sync did: cards per set, locales, source and time taken."""

    source: str
    locales: list[str]
    per_set: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def total(self) -> int:
        """Cards written."""
        return sum(self.per_set.values())


def sync_cards(
    store: CardStore,
    source: CardSource,
    *,
    locales: Sequence[str] = (DEFAULT_LOCALE,),
    sets: Sequence[str] | None = None,
    progress: ProgressCallback | None = None,
) -> SyncSummary:
    """Fetch ``sets`` (default: all the source lists) in ``locales`` and replace them in ``store``.

    Nothing is written until every page of every set has been fetched and parsed, so a
    failure leaves the previous cache as it was.
    """
    started = time.perf_counter()
    locales = list(dict.fromkeys(locales)) or [DEFAULT_LOCALE]
    available = source.list_sets()
    if sets:
        wanted = [s.upper() for s in sets]
        unknown = [s for s in wanted if s not in available]
        if unknown:
            raise UsageError(
                f"unknown set(s) {', '.join(unknown)}; the source has: {', '.join(available)}"
            )
    else:
        wanted = available
    merged: dict[str, Card] = {}
    raw: dict[str, dict[str, Any]] = {}
    total_steps = len(wanted) * len(locales)
    step = 0
    per_set: dict[str, int] = {}
    for set_code in wanted:
        for locale in locales:
            objects = source.fetch_set(set_code, locale)
            for obj in objects:
                card = parse_api_card(obj, locale)
                previous = merged.get(card.reference)
                merged[card.reference] = previous.merged_with(card) if previous else card
                raw.setdefault(card.reference, {})[locale] = obj
            step += 1
            if progress:
                progress(f"{set_code} {locale}", step, total_steps)
        per_set[set_code] = sum(1 for c in merged.values() if c.set_code == set_code)
    store.replace_cards(
        list(merged.values()),
        raw,
        source=source.description,
        locales=locales,
        sets=wanted if sets else None,
    )
    return SyncSummary(
        source=source.description,
        locales=locales,
        per_set=per_set,
        seconds=time.perf_counter() - started,
    )
