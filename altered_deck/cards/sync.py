"""Fill the card cache from a source: fetch everything first, then write it in one transaction.

:func:`open_source` builds the source a sync reads (``auto``: the API, falling back to the
community dump when the API is unreachable); :func:`sync_cards` runs the sync.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from altered_deck.cards.fetch import Job, ProgressCallback, fetch_all
from altered_deck.cards.httpclient import HttpClient, WaitCallback
from altered_deck.cards.model import DEFAULT_LOCALE, Card, merge_card
from altered_deck.cards.records import Skipped, complete_from_family, read_records
from altered_deck.cards.sources import (
    ALTERNATIVES,
    COMMUNITY_DUMP_URL,
    DEFAULT_API_URL,
    ApiSource,
    CardSource,
    FallbackSource,
    dump_source,
)
from altered_deck.cards.store import CardStore
from altered_deck.errors import (
    CacheError,
    SourceError,
    SourceUnreachableError,
    UsageError,
)

SOURCE_KINDS = ("auto", "api", "dump")
SYNC_TIMEOUT = 300.0
"""Seconds a whole ``cards sync`` may take by default (``--timeout``)."""

__all__ = [
    "SOURCE_KINDS",
    "SYNC_TIMEOUT",
    "ProgressCallback",
    "SyncSummary",
    "open_source",
    "sync_cards",
]


@dataclass
class SyncSummary:
    """What a sync did: cards per set, locales, source, time taken, records skipped."""

    source: str
    locales: list[str]
    per_set: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    uniques: int = 0
    skipped: Skipped = field(default_factory=Skipped)

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
    timeout: float | None = None,
) -> SyncSummary:
    """Fetch ``sets`` (default: all the source lists) in ``locales`` and replace them in ``store``.

    Pages, sets and locales are fetched in parallel (as many requests at once as the
    source's HTTP client allows, ``concurrency``). Nothing is written until every page of
    every set has been fetched and parsed, so a failure leaves the previous cache as it
    was. ``timeout`` bounds the whole fetch, in seconds (None: no overall limit).
    """
    client = _client_of(source)
    try:
        if client is None:
            return _sync(store, source, locales=locales, sets=sets, progress=progress)
        with client.overall_deadline(timeout):
            return _sync(store, source, locales=locales, sets=sets, progress=progress)
    except SourceUnreachableError as exc:
        raise SourceUnreachableError(f"{exc}; {_alternatives(store)}", url=exc.url) from None


def _alternatives(store: CardStore) -> str:
    """What stays in use and what to try; ``--offline`` only when the cache has cards."""
    if store.path.exists():
        try:
            cards = store.count()
        except CacheError:
            cards = 0
        if cards:
            return (
                f"the {cards:,} cards in the cache stay in use; {ALTERNATIVES}, "
                "or --offline with the current cache"
            )
    elif store.bundle is not None:
        return f"the bundled card data stays in use; {ALTERNATIVES}"
    return ALTERNATIVES


def _client_of(source: CardSource) -> HttpClient | None:
    client = getattr(source, "client", None)
    return client if isinstance(client, HttpClient) else None


def _concrete(source: CardSource) -> CardSource:
    """The source that actually serves the cards (a fallback's choice, once made)."""
    while isinstance(source, FallbackSource):
        source = source.active
    return source


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
    jobs = [(set_code, locale) for set_code in wanted for locale in locales]
    parsed: dict[Job, list[tuple[Card, dict[str, Any]]]] = {}
    skipped_by_job: dict[Job, Skipped] = {}

    def parse(job: Job, objects: list[dict[str, Any]]) -> None:
        skipped_by_job[job] = Skipped()
        parsed[job] = read_records(objects, job[1], source.location(*job), skipped_by_job[job])

    fetch_all(_concrete(source), jobs, parse, progress)
    merged: dict[str, Card] = {}
    raw: dict[str, dict[str, Any]] = {}
    skipped = Skipped()
    for job in jobs:  # counted in a fixed order too: the first one named is always the same
        skipped.extend(skipped_by_job[job])
    for set_code, locale in jobs:  # merged in a fixed order, whatever order pages came in
        for card, obj in parsed[(set_code, locale)]:
            merge_card(merged, card)
            raw.setdefault(card.reference, {})[locale] = obj
    complete_from_family(merged)
    per_set = {s: 0 for s in wanted}
    for card in merged.values():
        if card.set_code in per_set:
            per_set[card.set_code] += 1
    if not merged:
        # Replacing a good cache with nothing is data loss, not a sync.
        raise SourceError(
            f"{source.description} gave no cards for {', '.join(wanted) or 'any set'}; "
            "the cache was left as it was"
        )
    uniques = _dump_uniques(source, raw)
    _check_dump_uniques(uniques, merged.values())
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
        skipped=skipped,
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


def _check_dump_uniques(uniques: list[Card], cards: Iterable[Card]) -> None:
    """Each Unique of a dump must have the card type of its family in the dump's own cards
    (a family the dump lacks, from a set not imported, is not checked)."""
    from altered_deck.cards.uniques import family_problem

    by_family: dict[str, list[Card]] = {}
    for card in cards:
        by_family.setdefault(card.family, []).append(card)
    for unique in uniques:
        problem = family_problem(unique, by_family.get(unique.family, []), known=False)
        if problem:
            raise UsageError(f"{unique.reference}: {problem}")


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
