"""Fill the card cache from a source: fetch everything first, then write it in one transaction.

:func:`open_source` builds the source a sync reads (``auto``: the API, falling back to the
community dump when the API is unreachable); :func:`sync_cards` runs the sync.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from altered_deck.cards.model import DEFAULT_LOCALE, Card, parse_api_card
from altered_deck.cards.sources import (
    ALTERNATIVES,
    COMMUNITY_DUMP_URL,
    DEFAULT_API_URL,
    ApiSource,
    CardSource,
    FallbackSource,
    HttpClient,
    WaitCallback,
    dump_source,
)
from altered_deck.cards.store import CardStore
from altered_deck.errors import CardDataError, SourceError, SourceUnreachableError, UsageError

SOURCE_KINDS = ("auto", "api", "dump")

ProgressCallback = Callable[[str, int, int], None]
"""Called as ``progress(label, done, total)`` after each set and locale is fetched."""


@dataclass
class SyncSummary:
    """What a sync did: cards per set, locales, source and time taken."""

    source: str
    locales: list[str]
    per_set: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    uniques: int = 0

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
    try:
        return _sync(store, source, locales=locales, sets=sets, progress=progress)
    except SourceUnreachableError as exc:
        raise SourceUnreachableError(f"{exc}; {ALTERNATIVES}", url=exc.url) from None


def _sync(
    store: CardStore,
    source: CardSource,
    *,
    locales: Sequence[str],
    sets: Sequence[str] | None,
    progress: ProgressCallback | None,
) -> SyncSummary:
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
                try:
                    card = parse_api_card(obj, locale)
                except CardDataError as exc:
                    raise CardDataError(f"{source.location(set_code, locale)}: {exc}") from None
                previous = merged.get(card.reference)
                merged[card.reference] = previous.merged_with(card) if previous else card
                raw.setdefault(card.reference, {})[locale] = obj
            step += 1
            if progress:
                progress(f"{set_code} {locale}", step, total_steps)
        per_set[set_code] = sum(1 for c in merged.values() if c.set_code == set_code)
    if not merged:
        # Replacing a good cache with nothing is data loss, not a sync.
        raise SourceError(
            f"{source.description} gave no cards for {', '.join(wanted) or 'any set'}; "
            "the cache was left as it was"
        )
    uniques = _dump_uniques(source, raw)
    store.replace_cards(
        [*merged.values(), *uniques],
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
        uniques=len(uniques),
    )


def _dump_uniques(source: CardSource, raw: dict[str, dict[str, Any]]) -> list[Card]:
    """The Unique cards a local dump holds as single-card files (``UNIQUES*/``), if any."""
    unique_files = getattr(source, "unique_files", None)
    if unique_files is None:
        return []
    from altered_deck.cards.uniques import read_card_files

    cards, unique_raw = read_card_files(unique_files())
    raw.update(unique_raw)
    return cards


def open_source(
    kind: str = "auto",
    *,
    api_url: str | None = None,
    dump: str | None = None,
    client: HttpClient | None = None,
    on_wait: WaitCallback | None = None,
    on_notice: Callable[[str], None] | None = None,
) -> CardSource:
    """The source a sync reads.

    ``api``: the API at ``api_url`` (default ``https://api.altered.gg``). ``dump``: the dump at
    ``dump`` (a directory or URL; default the community dump's public URL). ``auto``: the API,
    and when it is unreachable or gone, the dump (``dump`` or the public URL), telling
    ``on_notice`` why.
    """
    if kind not in SOURCE_KINDS:
        raise UsageError(f"unknown source {kind!r} (choose from {', '.join(SOURCE_KINDS)})")
    http = client or HttpClient(on_wait=on_wait)
    if on_wait is not None:
        http.on_wait = on_wait
    if kind == "dump":
        return dump_source(dump or COMMUNITY_DUMP_URL, client=http)
    api = ApiSource(api_url or DEFAULT_API_URL, client=http)
    if kind == "api":
        return api
    return FallbackSource(
        api,
        lambda: dump_source(dump or COMMUNITY_DUMP_URL, client=http),
        on_fallback=on_notice,
    )
