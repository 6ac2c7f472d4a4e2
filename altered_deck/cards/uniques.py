"""Unique cards on demand: fetch the Uniques a deck names that the cache has never seen.

Uniques never come through the API's card lists, so a sync cannot cache them in advance:
the deck resolver calls :func:`ensure_cards` before looking a deck's references up.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from altered_deck import jsonload
from altered_deck.boundedread import read_bounded
from altered_deck.cards.model import Card, key_of, merge_card, parse_api_card
from altered_deck.cards.pool import WorkerPool
from altered_deck.cards.reference import parse_reference
from altered_deck.cards.sources import DEFAULT_API_URL, ApiSource, HttpClient, WaitCallback
from altered_deck.cards.store import CardStore
from altered_deck.errors import (
    BadReferenceError,
    CardDataError,
    MissingCardsError,
    NotPublicError,
    SourceError,
    SourceUnreachableError,
    UnknownCardError,
    UsageError,
)

MAX_UNIQUE_LOOKUPS = 100
"""Uniques fetched per run at most (a Constructed deck has 3 or fewer; a pool, a few dozen)."""
UNIQUE_WORKERS = 8
"""Uniques fetched at once."""


class LookupBudget:
    """How many Unique look-ups a run has left (shared by every deck the run resolves)."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = MAX_UNIQUE_LOOKUPS if limit is None else limit
        self.remaining = self.limit

    def take(self, wanted: int) -> int:
        """Spend up to ``wanted`` look-ups; returns how many may be made."""
        granted = max(0, min(wanted, self.remaining))
        self.remaining -= granted
        return granted


UniqueFetcher = Callable[[str, str], dict[str, Any]]
"""``fetch(reference, locale)`` → one raw card object (``GET /cards/{reference}``)."""


def missing_uniques(store: CardStore, references: Iterable[str]) -> list[str]:
    """Unique references (canonical, in order, once each) that the cache does not hold."""
    missing: dict[str, None] = {}
    for text in references:
        try:
            ref = parse_reference(text)
        except BadReferenceError:
            continue  # the resolver reports bad references
        if ref.is_unique and store.get(ref.canonical) is None:
            missing[ref.canonical] = None
    return list(missing)


def ensure_cards(
    store: CardStore,
    references: Iterable[str],
    *,
    fetch_card: UniqueFetcher | None,
    offline: bool = False,
    locales: Sequence[str] | None = None,
    max_lookups: int = MAX_UNIQUE_LOOKUPS,
    workers: int = UNIQUE_WORKERS,
    budget: LookupBudget | None = None,
) -> list[Card]:
    """Fetch and cache every Unique in ``references`` that the cache lacks; return them.

    Non-unique references are left alone (an unknown one is the resolver's to report), as
    are Uniques the API does not know (404). With ``offline`` or no ``fetch_card``, or when
    the source is unreachable, :class:`MissingCardsError` lists every missing Unique.
    Private Uniques (401) raise :class:`NotPublicError` listing them all, after the others
    are cached. Each Unique is fetched in every locale the cache holds (default: the
    locales of the last sync), ``workers`` Uniques at a time. At most ``max_lookups``
    Uniques are fetched per call, or what is left of ``budget`` (one budget for a whole
    run): the first ones are cached, and the rest are listed in a :class:`MissingCardsError`
    (run again to fetch the next ones).
    """
    missing = missing_uniques(store, references)
    if not missing:
        return []
    listing = ", ".join(missing)
    if offline or fetch_card is None:
        raise MissingCardsError(
            f"{len(missing)} Unique card(s) not in the cache, and --offline forbids fetching "
            f"them: {listing}",
            missing,
        )
    if budget is not None:
        max_lookups = budget.limit
        allowed = budget.take(len(missing))
    else:
        allowed = min(len(missing), max_lookups)
    batch, left = missing[:allowed], missing[allowed:]
    wanted_locales = list(locales or store.locales())
    found: dict[str, tuple[Card, dict[str, Any]] | str | None] = {}
    try:
        with WorkerPool(max(1, min(workers, len(batch)))) as pool:
            for reference in batch:
                pool.submit(reference, _fetch_one, reference, wanted_locales, fetch_card)
            for _ in batch:
                reference, value = pool.next_result()
                found[reference] = value
    except SourceUnreachableError as exc:
        raise MissingCardsError(
            f"{len(missing)} Unique card(s) not in the cache, and the card source is "
            f"unreachable ({exc}): {listing}",
            missing,
        ) from None
    finally:
        fetched = _cache_found(store, batch, found)
    not_public = [ref for ref in batch if isinstance(found.get(ref), str)]
    if not_public:
        raise NotPublicError(
            f"{len(not_public)} Unique card(s) are not public (the API answers 401): "
            + ", ".join(not_public)
        )
    if left:
        raise MissingCardsError(
            f"{len(missing)} Unique card(s) not in the cache; a run fetches at most "
            f"{max_lookups} ({len(batch)} fetched now), run again for the next ones: "
            f"{', '.join(left)}",
            left,
        )
    return fetched


def _cache_found(
    store: CardStore,
    order: Sequence[str],
    found: dict[str, tuple[Card, dict[str, Any]] | str | None],
) -> list[Card]:
    """Cache the Uniques fetched (in ``order``) in one transaction; return them."""
    fetched: list[Card] = []
    raw: dict[str, dict[str, Any]] = {}
    for reference in order:
        value = found.get(reference)
        if isinstance(value, tuple):
            card, by_locale = value
            fetched.append(card)
            raw[card.reference] = by_locale
    if fetched:
        store.add_cards(fetched, raw)
    return fetched


def _fetch_one(
    reference: str, locales: Sequence[str], fetch_card: UniqueFetcher
) -> tuple[Card, dict[str, Any]] | str | None:
    """The card in every locale merged, with its raw objects by locale; the reference when
    private; None when unknown."""
    card: Card | None = None
    raw: dict[str, Any] = {}
    for locale in locales:
        try:
            obj = fetch_card(reference, locale)
        except UnknownCardError:
            return None
        except NotPublicError:
            return reference
        parsed = parse_api_card(obj, locale)
        if parsed.key != key_of(reference):
            raise SourceError(f"asked for card {reference}, the source answered {parsed.reference}")
        card = card.merged_with(parsed) if card else parsed
        raw[locale] = obj
    return None if card is None else (card, raw)


def unique_fetcher(
    api_url: str | None,
    offline: bool,
    *,
    client: HttpClient | None = None,
    on_wait: WaitCallback | None = None,
) -> UniqueFetcher | None:
    """The default fetcher for :func:`ensure_cards` from the global options (None offline).

    The HTTP client is made on the first fetch: a lookup the cache answers never loads the
    network stack.
    """
    if offline:
        return None
    made: list[ApiSource] = []
    lock = threading.Lock()  # the lookups run on several threads: make one source

    def fetch(reference: str, locale: str) -> dict[str, Any]:
        with lock:
            if not made:
                made.append(ApiSource(api_url or DEFAULT_API_URL, client=client, on_wait=on_wait))
        return made[0].fetch_card(reference, locale)

    return fetch


def lookup_card(
    store: CardStore,
    reference: str,
    *,
    fetch_card: UniqueFetcher | None,
    offline: bool = False,
) -> Card | None:
    """The card for ``reference``; a Unique the cache lacks is fetched first. None if unknown.

    Raises :class:`CacheEmptyError` on an empty cache, :class:`BadReferenceError` on a
    string that is not a reference, and what :func:`ensure_cards` raises.
    """
    store.ensure_filled()
    parse_reference(reference)
    card = store.get(reference)
    if card is None:
        ensure_cards(store, [reference], fetch_card=fetch_card, offline=offline)
        card = store.get(reference)
    return card


# --- Uniques from files -----------------------------------------------------------------

MAX_CARD_FILE_BYTES = 1_048_576  # a single-card answer is ~5 KB


def read_card_files(
    paths: Iterable[Path], locale: str = "en-us"
) -> tuple[list[Card], dict[str, dict[str, Any]]]:
    """Parse card JSON files of the single-card API shape (``GET /cards/{ref}``).

    A file may hold one card object or a JSON array of them; a directory stands for the
    ``*.json`` files inside it. A file that is not card JSON raises :class:`UsageError`
    (exit 2) naming it. Returns the cards and their raw objects by reference and locale.
    """
    cards: dict[str, Card] = {}
    raw: dict[str, dict[str, Any]] = {}
    for path in _expand(paths):
        for obj in _card_objects(path):
            try:
                card = parse_api_card(obj, locale)
            except CardDataError as exc:
                raise UsageError(f"{path}: {exc}") from None
            problem = unique_problem(card)
            if problem:
                raise UsageError(f"{path}: {card.reference}: {problem}")
            merge_card(cards, card)
            raw.setdefault(card.reference, {})[locale] = obj
    return list(cards.values()), raw


def unique_problem(card: Card) -> str:
    """Why a card from a Unique file may not be cached (``""`` when it may).

    Only Unique references (``_U_<serial>``) are accepted, and the card's set must be the
    one its reference names: a file can add a Unique, never rewrite another card. Its
    faction is checked against its family (:func:`family_problem`).
    """
    if not card.is_unique:
        return "not a Unique reference (only ALT_<SET>_<B|A|P>_<FAC>_<NUM>_U_<n> cards are added)"
    named = parse_reference(card.reference).set_code
    if card.set_code != named:
        return f"its set {card.set_code} does not agree with its reference ({named})"
    return ""


def family_problem(card: Card, family: Iterable[Card], *, known: bool = True) -> str:
    """Why a Unique does not belong to its family (``""`` when it does).

    Its card type must be the family's, and its faction one the family's non-Unique
    printings have (the reference's letters, or that of its out-of-faction rare).
    ``known``: the family must be among the cards given (else an unknown family passes).
    """
    printings = [c for c in family if not c.is_unique]
    if not printings:
        return (
            f"no card of its family {card.family} is known (sync the card data first)"
            if known
            else ""
        )
    types = {c.card_type for c in printings}
    if card.card_type not in types:
        return (
            f"its type {card.card_type} does not agree with its family {card.family} "
            f"({', '.join(sorted(types))})"
        )
    factions = {c.faction for c in printings} | {card.faction_code}
    if card.faction not in factions:
        return (
            f"its faction {card.faction} does not agree with its family {card.family} "
            f"({', '.join(sorted(factions))})"
        )
    return ""


def _expand(paths: Iterable[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        files += sorted(path.glob("*.json")) if path.is_dir() else [path]
    return files


def _card_objects(path: Path) -> list[Any]:
    content = read_bounded(path, MAX_CARD_FILE_BYTES, "a card file")
    try:
        data = jsonload.loads(content.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UsageError(f"{path}: not JSON ({exc})") from None
    return data if isinstance(data, list) else [data]


def add_card_files(store: CardStore, paths: Iterable[Path], locale: str = "en-us") -> list[Card]:
    """Add the cards of JSON files (Uniques, typically) to the cache, in one transaction."""
    cards, raw = read_card_files(paths, locale)
    for card in cards:
        problem = family_problem(card, store.search(family=card.family))
        if problem:
            raise UsageError(f"{card.reference}: {problem}")
    if cards:
        store.add_cards(cards, raw)
    return cards
