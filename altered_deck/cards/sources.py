"""Card-data sources: anything that can list sets and give card objects in the API shape.

* :class:`DumpSource` reads the community dump layout from a local directory.
* :class:`HttpDumpSource` reads the same layout from a base URL (a raw GitHub URL, a mirror).
* :class:`ApiSource` speaks the official altered.gg API shape (hydra collections) at any base URL.
* :class:`FallbackSource` tries one source and, when it is unreachable, uses another.

Every source implements :class:`CardSource`; HTTP ones share an
:class:`~altered_deck.cards.httpclient.HttpClient` (retries, limits, a reported wait on 429).
:class:`ApiSource` also fetches a set page by page (:meth:`ApiSource.first_page`,
:meth:`ApiSource.page`), so a sync can fetch the pages of every set in parallel.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import parse_qsl, quote, urlencode, urljoin, urlsplit, urlunsplit

from altered_deck import jsonload
from altered_deck.boundedread import MIB, read_bounded
from altered_deck.cards.cardtree import TREE, read_tree_set, tree_folder, tree_sets
from altered_deck.cards.httpclient import (
    USER_AGENT,
    HttpClient,
    WaitCallback,
    check_status,
    decode_json,
    same_origin,
)
from altered_deck.cards.reference import parse_reference
from altered_deck.errors import (
    NotPublicError,
    SourceError,
    SourceUnreachableError,
    UnknownCardError,
    UsageError,
)

__all__ = ["USER_AGENT", "HttpClient", "WaitCallback"]

LOCALE_FILE_SUFFIX = {"en-us": "EN", "fr-fr": "FR", "de-de": "DE", "es-es": "ES", "it-it": "IT"}

DEFAULT_API_URL = "https://api.altered.gg"
COMMUNITY_DUMP_URL = "https://raw.githubusercontent.com/PolluxTroy0/Altered-TCG-Card-Database/main/"
ITEMS_PER_PAGE = 36
MAX_DUMP_FILE_BYTES = 32 * MIB
"""A dump file is held to the default limit of one HTTP answer (the largest set file is
under 2 MiB)."""
# The largest set has ~550 cards (16 pages of 36); a server that pages further is broken.
MAX_PAGES = 100
ALTERNATIVES = "try another --api-url, or a dump directory or URL (--source dump --dump PATH)"


@dataclass
class PagedSet:
    """A set's first page, and how to get the rest: ``rest`` URLs (fetch them in any order)
    or, when the server does not say how many pages there are, ``walk`` (follow its links)."""

    set_code: str
    locale: str
    first: list[dict[str, Any]]
    url: str
    total: int | None = None
    rest: list[str] = field(default_factory=list)
    walk: bool = False


class CardSource(Protocol):
    """What a sync needs from a source."""

    @property
    def description(self) -> str:
        """A short label saying where the data comes from (stored in the cache)."""
        ...

    def list_sets(self) -> list[str]:
        """References of the sets the source has."""
        ...

    def fetch_set(self, set_code: str, locale: str) -> list[dict[str, Any]]:
        """Every non-unique card object of one set, in one locale."""
        ...

    def location(self, set_code: str, locale: str) -> str:
        """Where one set's cards come from (a file or URL), for error messages."""
        ...


def _check_locale(locale: str) -> str:
    suffix = LOCALE_FILE_SUFFIX.get(locale)
    if suffix is None:
        raise SourceError(f"unknown locale {locale!r} (known: {', '.join(LOCALE_FILE_SUFFIX)})")
    return suffix


# --- local dump ---------------------------------------------------------------------------


class DumpSource:
    """The community dump in a local directory: per-set files (``SETS/<SET>/<SET>_<LANG>.json``)
    or the per-card tree (``CARDS/<LANG>/<SET>/<FACTION>/<REF>.json``), or both; a set's
    per-set file is read when there is one (see :mod:`altered_deck.cards.cardtree`)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        if not (self.root / "SETS").is_dir() and not (self.root / TREE).is_dir():
            # The user named the wrong folder: bad input (exit 2), not missing card data.
            raise UsageError(
                f"{self.root} is not a card dump directory (no SETS/ or CARDS/ folder inside)"
            )

    @property
    def description(self) -> str:
        """``dump:<absolute path>``."""
        return f"dump:{self.root.resolve()}"

    def list_sets(self) -> list[str]:
        """Sets present as ``SETS/<SET>/`` or ``CARDS/<LANG>/<SET>/`` folders, in the order of
        ``META/card_sets_en.json``, then by name."""
        sets = self.root / "SETS"
        folders = {p.name for p in sets.iterdir() if p.is_dir()} if sets.is_dir() else set()
        present = sorted(folders | set(tree_sets(self.root)))
        meta = self.root / "META" / "card_sets_en.json"
        if meta.is_file():
            listed = [str(m["reference"]) for m in _set_members(meta)]
            ordered = [s for s in listed if s in present]
            return ordered + [s for s in present if s not in ordered]
        return present

    def set_names(self) -> dict[str, str]:
        """Set reference → English name, from ``META/card_sets_en.json`` (empty without it)."""
        meta = self.root / "META" / "card_sets_en.json"
        if not meta.is_file():
            return {}
        return {str(m["reference"]): str(m.get("name") or "") for m in _set_members(meta)}

    def unique_files(self) -> list[Path]:
        """Single-card JSON files of Uniques: ``UNIQUES*/<REF>.json`` (e.g. UNIQUES-synthetic)."""
        return sorted(self.root.glob("UNIQUES*/*.json"))

    def fetch_set(self, set_code: str, locale: str) -> list[dict[str, Any]]:
        """The set's cards for ``locale``; an error when the dump has neither its per-set file
        nor its tree folder."""
        path = Path(self.location(set_code, locale))
        if path.is_dir():
            return read_tree_set(path)
        if not path.is_file():
            raise SourceError(f"{path}: no such file in the dump", url=str(path))
        data = _load_json(path)
        if not isinstance(data, list):
            raise SourceError(f"{path}: expected a JSON array of cards", url=str(path))
        return data

    def location(self, set_code: str, locale: str) -> str:
        """The set's file path, or its tree folder when the dump has no per-set file."""
        suffix = _check_locale(locale)
        path = self.root / "SETS" / set_code / f"{set_code}_{suffix}.json"
        folder = tree_folder(self.root, set_code, suffix)
        return str(folder if not path.is_file() and folder.is_dir() else path)


def _set_members(meta: Path) -> list[dict[str, Any]]:
    """The set objects of a dump's ``META/card_sets_en.json`` (a hydra collection)."""
    data = _load_json(meta)
    members = data.get("hydra:member") if isinstance(data, dict) else None
    if not isinstance(members, list) or not all(
        isinstance(m, dict) and isinstance(m.get("reference"), str) and m["reference"]
        for m in members
    ):
        raise SourceError(
            f"{meta}: not a card set list (a hydra:member list of sets with a reference)",
            url=str(meta),
        )
    return members


def _load_json(path: Path) -> Any:
    def failed(message: str) -> SourceError:
        return SourceError(message, url=str(path))

    content = read_bounded(path, MAX_DUMP_FILE_BYTES, "a dump file", error=failed)
    try:
        return jsonload.loads(content.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SourceError(f"{path}: cannot read JSON ({exc})", url=str(path)) from None


# --- URL helpers ---------------------------------------------------------------------------


def _page_key(url: str) -> str:
    """A URL with its query sorted: the same page however the server orders parameters."""
    parts = urlsplit(url)
    query = urlencode(sorted(parse_qsl(parts.query, keep_blank_values=True)))
    return urlunsplit(parts._replace(query=query, fragment=""))


def _with_base_slash(url: str) -> str:
    return url if url.endswith("/") else url + "/"


# --- the official API shape ---------------------------------------------------------------


class ApiSource:
    """The altered.gg API shape (JSON-LD / hydra) at ``base_url``.

    Sets are listed one at a time (``cardSet[]``), 36 per page, following ``hydra:next``
    (relative links resolved against the base URL; same host only; a repeated page stops
    the walk; at most ``max_pages`` pages).
    """

    def __init__(
        self,
        base_url: str = DEFAULT_API_URL,
        *,
        client: HttpClient | None = None,
        max_pages: int = MAX_PAGES,
        on_wait: WaitCallback | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.client = client or HttpClient(on_wait=on_wait)
        if on_wait is not None and client is not None:
            self.client.on_wait = on_wait
        self.max_pages = max_pages

    @property
    def description(self) -> str:
        """``api:<base url>``."""
        return f"api:{self.base_url}"

    def _url(self, path: str, params: list[tuple[str, str]]) -> str:
        query = urlencode(params, quote_via=quote)
        return f"{self.base_url}{path}" + (f"?{query}" if query else "")

    @staticmethod
    def _headers(locale: str) -> dict[str, str]:
        return {"Accept-Language": locale, "Accept": "application/ld+json, application/json"}

    def list_sets(self, locale: str = "en-us") -> list[str]:
        """Set references from ``/card_sets``; 404/410 there means the API is gone."""
        url = self._url("/card_sets", [("locale", locale)])
        response = self.client.get(url, headers=self._headers(locale))
        if response.status_code in (404, 410):
            raise SourceUnreachableError(
                f"{url}: HTTP {response.status_code}: the API is not there (any more)", url=url
            )
        check_status(response, url)
        members = self._members(decode_json(response, url, strict_type=True), url)
        sets = []
        for member in members:
            ref = member.get("reference") if isinstance(member, dict) else None
            if not isinstance(ref, str) or not ref:
                raise SourceError(f"{url}: a card set has no reference", url=url)
            sets.append(ref)
        return sets

    def location(self, set_code: str, locale: str) -> str:
        """The URL of the set's first page."""
        _check_locale(locale)
        return self._page_url(set_code, locale, 1)

    def fetch_set(self, set_code: str, locale: str) -> list[dict[str, Any]]:
        """Every card of ``set_code`` in ``locale``, walking the hydra pages."""
        url: str | None = self.location(set_code, locale)
        cards: list[dict[str, Any]] = []
        seen_urls: set[str] = set()
        seen_pages: set[tuple[str, ...]] = set()
        total: int | None = None
        first_url = url
        pages = 0
        while url is not None:
            if _page_key(url) in seen_urls:
                break
            if pages >= self.max_pages:
                raise SourceError(
                    f"{first_url}: more than {self.max_pages} pages for set {set_code}; "
                    "the server's paging looks broken",
                    url=url,
                )
            seen_urls.add(_page_key(url))
            pages += 1
            page = self.client.get_json(url, headers=self._headers(locale))
            members = self._members(page, url)
            signature = tuple(str(m.get("reference")) for m in members if isinstance(m, dict))
            if members and signature in seen_pages:
                break  # the same page under another URL: a paging loop
            seen_pages.add(signature)
            for member in members:
                if not isinstance(member, dict):
                    raise SourceError(f"{url}: a card is not a JSON object", url=url)
            cards.extend(members)
            if total is None and isinstance(page.get("hydra:totalItems"), int):
                total = page["hydra:totalItems"]
            url = self._next_url(page, url, locale) if members else None
        if total is not None and len(cards) < total:
            raise SourceError(
                f"{first_url}: paging stopped after {len(cards)} of {total} cards of set "
                f"{set_code} (a repeated page)",
                url=first_url,
            )
        return cards

    def first_page(self, set_code: str, locale: str) -> PagedSet:
        """Page 1 of a set, and the URLs of its other pages (from ``hydra:totalItems``)."""
        url = self.location(set_code, locale)
        page = self.client.get_json(url, headers=self._headers(locale))
        members = self._card_members(page, url)
        total = page.get("hydra:totalItems")
        plan = PagedSet(set_code, locale, members, url, total if isinstance(total, int) else None)
        if not members or plan.total is None:
            # No count to plan with: walk the links, as fetch_set does.
            plan.walk = bool(members) and self._next_url(page, url, locale) is not None
            return plan
        count = max(1, math.ceil(plan.total / len(members)))
        if count > self.max_pages:
            raise SourceError(
                f"{url}: more than {self.max_pages} pages for set {set_code}; "
                "the server's paging looks broken",
                url=url,
            )
        plan.rest = [self._page_url(set_code, locale, n) for n in range(2, count + 1)]
        return plan

    def page(self, url: str, locale: str) -> list[dict[str, Any]]:
        """The cards of one page (a URL from :meth:`first_page`)."""
        return self._card_members(self.client.get_json(url, headers=self._headers(locale)), url)

    def assemble(self, plan: PagedSet, pages: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
        """Page 1 and the other pages, in order; fewer distinct cards than announced is an error."""
        cards = [*plan.first, *(card for page in pages for card in page)]
        distinct = len({str(card.get("reference")) for card in cards})
        if plan.total is not None and distinct < plan.total:
            raise SourceError(
                f"{plan.url}: paging gave {distinct} distinct of {plan.total} cards of set "
                f"{plan.set_code} (pages repeat or are missing)",
                url=plan.url,
            )
        return cards

    def _page_url(self, set_code: str, locale: str, number: int) -> str:
        return self._url(
            "/cards",
            [
                ("cardSet[]", set_code),
                ("itemsPerPage", str(ITEMS_PER_PAGE)),
                ("page", str(number)),
                ("locale", locale),
            ],
        )

    def _card_members(self, page: Any, url: str) -> list[dict[str, Any]]:
        members = self._members(page, url)
        for member in members:
            if not isinstance(member, dict):
                raise SourceError(f"{url}: a card is not a JSON object", url=url)
        return members

    def fetch_card(self, reference: str, locale: str = "en-us") -> dict[str, Any]:
        """One card object (Uniques too). 404 → :class:`UnknownCardError`, 401 → not public."""
        canonical = parse_reference(reference).canonical
        url = self._url(f"/cards/{quote(canonical)}", [("locale", locale)])
        response = self.client.get(url, headers=self._headers(locale))
        if response.status_code == 404:
            raise UnknownCardError(
                f"unknown card {canonical} (the API at {self.base_url} does not know it)",
                {canonical: []},
            )
        if response.status_code == 401:
            raise NotPublicError(
                f"card {canonical} is not public (a private Unique; HTTP 401 from {url})", url=url
            )
        check_status(response, url)
        obj = decode_json(response, url, strict_type=True)
        if not isinstance(obj, dict):
            raise SourceError(f"{url}: expected a card object", url=url)
        return obj

    @staticmethod
    def _members(page: Any, url: str) -> list[Any]:
        if not isinstance(page, dict) or not isinstance(page.get("hydra:member"), list):
            raise SourceError(f"{url}: not a hydra collection (no hydra:member list)", url=url)
        return list(page["hydra:member"])

    def _next_url(self, page: dict[str, Any], current: str, locale: str) -> str | None:
        view = page.get("hydra:view")
        link = view.get("hydra:next") if isinstance(view, dict) else None
        if not link:
            return None
        if not isinstance(link, str):
            raise SourceError(f"{current}: hydra:next is not a link", url=current)
        absolute = urljoin(_with_base_slash(self.base_url), link)
        if not same_origin(absolute, self.base_url):
            raise SourceError(
                f"{current}: refusing to follow hydra:next to another host ({absolute})",
                url=current,
            )
        # Real next links drop some of our parameters (locale); put them back.
        parts = urlsplit(absolute)
        params = parse_qsl(parts.query, keep_blank_values=True)
        names = {k for k, _ in params}
        for key, value in (("itemsPerPage", str(ITEMS_PER_PAGE)), ("locale", locale)):
            if key not in names:
                params.append((key, value))
        return urlunsplit(parts._replace(query=urlencode(params, quote_via=quote)))


# --- the dump over HTTP -------------------------------------------------------------------


class HttpDumpSource:
    """The community dump layout read over HTTP from ``base_url``."""

    def __init__(self, base_url: str = COMMUNITY_DUMP_URL, *, client: HttpClient | None = None):
        self.base_url = _with_base_slash(base_url)
        self.client = client or HttpClient()

    @property
    def description(self) -> str:
        """``dump:<base url>``."""
        return f"dump:{self.base_url}"

    def list_sets(self) -> list[str]:
        """Sets listed in ``META/card_sets_en.json``; 404/410 there means the dump is not there."""
        url = urljoin(self.base_url, "META/card_sets_en.json")
        response = self.client.get(url)
        if response.status_code in (404, 410):
            raise SourceUnreachableError(
                f"{url}: HTTP {response.status_code}: no card dump at {self.base_url}", url=url
            )
        check_status(response, url)
        data = decode_json(response, url, strict_type=False)
        members = data.get("hydra:member") if isinstance(data, dict) else None
        if not isinstance(members, list):
            raise SourceError(f"{url}: not a card set list (no hydra:member list)", url=url)
        return [m["reference"] for m in members if isinstance(m, dict) and m.get("reference")]

    def fetch_set(self, set_code: str, locale: str) -> list[dict[str, Any]]:
        """The set's card array; a set listed in META but absent from the dump gives none."""
        url = self.location(set_code, locale)
        response = self.client.get(url)
        if response.status_code == 404:
            return []
        check_status(response, url)
        # raw.githubusercontent.com serves JSON as text/plain: only the body is checked.
        data = decode_json(response, url, strict_type=False)
        if not isinstance(data, list):
            raise SourceError(f"{url}: expected a JSON array of cards", url=url)
        return data

    def location(self, set_code: str, locale: str) -> str:
        """The URL of the set's file."""
        suffix = _check_locale(locale)
        return urljoin(self.base_url, f"SETS/{quote(set_code)}/{quote(set_code)}_{suffix}.json")


def dump_source(location: str, *, client: HttpClient | None = None) -> CardSource:
    """A dump source for a local directory or an ``http(s)://`` base URL."""
    if location.startswith(("http://", "https://")):
        return HttpDumpSource(location, client=client)
    return DumpSource(Path(location))


class FallbackSource:
    """Uses ``primary``; when listing its sets finds it unreachable, uses ``fallback`` instead.

    The switch happens only at the start (the set list): a sync never mixes two sources.
    ``on_fallback(message)`` is told why.
    """

    def __init__(
        self,
        primary: CardSource,
        fallback: Callable[[], CardSource],
        on_fallback: Callable[[str], None] | None = None,
    ) -> None:
        self.active: CardSource = primary
        self._primary = primary
        self._fallback = fallback
        self._on_fallback = on_fallback

    @property
    def description(self) -> str:
        """The description of the source in use."""
        return self.active.description

    @property
    def client(self) -> HttpClient | None:
        """The HTTP client of the source in use (None for a local dump)."""
        client = getattr(self.active, "client", None)
        return client if isinstance(client, HttpClient) else None

    def list_sets(self) -> list[str]:
        """The primary's sets, or the fallback's when the primary is unreachable."""
        try:
            return self._primary.list_sets()
        except SourceUnreachableError as exc:
            self.active = self._fallback()
            if self._on_fallback is not None:
                self._on_fallback(
                    f"{self._primary.description} is unreachable ({exc}); "
                    f"falling back to {self.active.description}"
                )
            return self.active.list_sets()

    def fetch_set(self, set_code: str, locale: str) -> list[dict[str, Any]]:
        """Cards of one set from the source in use."""
        return self.active.fetch_set(set_code, locale)

    def location(self, set_code: str, locale: str) -> str:
        """Where the source in use keeps one set."""
        return self.active.location(set_code, locale)
