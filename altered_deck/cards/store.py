"""The local card cache: one SQLite file, raw API JSON plus indexed columns.

A sync replaces the data in one transaction, so a failure or Ctrl-C half-way leaves the
previous data untouched, and readers (WAL mode) see the old or the new data, never a mix.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from altered_deck.cards import cachefile
from altered_deck.cards.cachefile import (  # noqa: F401 (re-exported)
    APPLICATION_ID,
    BUNDLE_LABEL,
    CLEAR_HINT,
    FILL_HINT,
    SCHEMA_VERSION,
    CacheInfo,
)
from altered_deck.cards.model import Card, card_record_problem, key_of
from altered_deck.cards.reference import normalize_family
from altered_deck.errors import BadReferenceError, CacheEmptyError, CacheError
from altered_deck.packagedata import card_bundle

if TYPE_CHECKING:
    from importlib.abc import Traversable  # importlib.resources: not at start-up

APP_NAME = "altered-deck"
CACHE_ENV = "ALTERED_DECK_CACHE_DIR"
DB_NAME = "cards.sqlite3"
BundleNotice = Callable[[str, int, int], None]
"""Called as ``on_bundle(label, cards, sets)`` after the bundle filled an empty cache."""

Notice = Callable[[str], None]
"""Called with a one-line notice (a read-only cache served from memory...)."""


def _casefold(text: str | None) -> str | None:
    return None if text is None else text.casefold()


def bundle_stamp(bundle: Traversable | Path) -> str:
    """What tells one bundle from another without reading it: a gzip file's last 8 bytes are
    the CRC-32 and the length of its content."""
    try:
        with bundle.open("rb") as stream:
            stream.seek(-8, os.SEEK_END)
            return stream.read(8).hex()
    except (OSError, ValueError):
        return ""  # unreadable: loading it will say so


def default_cache_dir() -> Path:
    """The cache directory: ``$ALTERED_DECK_CACHE_DIR`` or the platform's user cache dir."""
    env = os.environ.get(CACHE_ENV)
    if env:
        return Path(env)
    import platformdirs  # here: a run given --cache-dir does without it (and its tempfile)

    return Path(platformdirs.user_cache_dir(APP_NAME))


class CardStore:
    """The SQLite card cache at ``path`` (a file; created on first use).

    ``bundle`` is the card bundle that fills the cache the first time it is used while empty
    (default: the package's own; ``None``: never fill, an empty cache stays empty).
    ``on_bundle`` is told when that happens.
    """

    def __init__(
        self,
        path: Path,
        *,
        bundle: Traversable | Path | Literal["bundled"] | None = "bundled",
        on_bundle: BundleNotice | None = None,
        on_notice: Notice | None = None,
    ) -> None:
        self.path = Path(path)
        self._conn: sqlite3.Connection | None = None
        self._memo: dict[str, Card | None] = {}
        self._data_version = -1
        self.read_only = False
        self.on_notice = on_notice
        if bundle == "bundled":
            # Not cards.bundle's default_bundle(): that module (the card model, records) is
            # loaded only when the bundle is read.
            bundle = Path(card_bundle())
        self.bundle: Traversable | Path | None = bundle
        self.on_bundle = on_bundle
        self._bundle_checked = False

    @classmethod
    def in_dir(
        cls,
        cache_dir: Path | None = None,
        *,
        bundle: Traversable | Path | Literal["bundled"] | None = "bundled",
        on_bundle: BundleNotice | None = None,
        on_notice: Notice | None = None,
    ) -> CardStore:
        """The store in ``cache_dir`` (default: :func:`default_cache_dir`)."""
        return cls(
            (cache_dir or default_cache_dir()) / DB_NAME,
            bundle=bundle,
            on_bundle=on_bundle,
            on_notice=on_notice,
        )

    # --- connection ------------------------------------------------------------------

    def _connect(self, create: bool, fill: bool = True) -> sqlite3.Connection:
        """The connection; ``fill``: load the bundle first if the cache was never filled."""
        conn = self._open(create or (fill and self.bundle is not None))
        if fill and self.bundle is not None and not self._bundle_checked:
            self._fill_from_bundle(conn)
            self._bundle_checked = True
        return conn

    def _open(self, create: bool) -> sqlite3.Connection:
        if self._conn is not None:
            return self._conn
        exists = self._exists()
        if not exists:
            if not create:
                raise CacheEmptyError(FILL_HINT)
            if self.path.parent.is_file():
                raise CacheError(
                    f"the cache directory {self.path.parent} is a file; choose another --cache-dir"
                )
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise CacheError(
                    f"cannot create the cache directory {self.path.parent}: {exc.strerror}; "
                    "choose another --cache-dir"
                ) from None
        if cachefile.writable(self.path, exists):
            conn = cachefile.connect_writable(self.path)
        else:
            conn = self._open_read_only(exists)
        # SQLite's LIKE and lower() fold ASCII only: "éclair" must find "Éclaireur".
        conn.create_function("casefold", 1, _casefold, deterministic=True)
        self._conn = conn
        return conn

    def _exists(self) -> bool:
        try:
            return self.path.exists()
        except OSError as exc:
            raise CacheError(f"cannot use the card cache {self.path}: {exc.strerror}") from None

    def _open_read_only(self, exists: bool) -> sqlite3.Connection:
        """A cache this process cannot write: read it as it is, or serve the bundle from
        memory when it was never filled."""
        self.read_only = True
        conn = cachefile.connect_read_only(self.path) if exists else None
        if conn is not None:
            return conn
        if self.bundle is None:
            raise CacheError(
                f"the card cache {self.path} is read-only and holds no cards; "
                "choose a writable --cache-dir"
            )
        if self.on_notice is not None:
            self.on_notice(
                f"the card cache directory {self.path.parent} is read-only: using the bundled "
                "card data in memory (choose a writable --cache-dir to keep a cache)"
            )
        return cachefile.connect_memory()

    def _failure(self, exc: sqlite3.Error) -> CacheError:
        return cachefile.failure(self.path, exc)

    def _unreadable(self, exc: Exception) -> CacheError:
        return cachefile.unreadable(self.path, exc)

    @contextmanager
    def _writing(self, conn: sqlite3.Connection) -> Iterator[None]:
        """One write transaction (``BEGIN IMMEDIATE``), committed when the block ends; on any
        error rolled back, an sqlite3 error raised as a :class:`CacheError`."""
        try:
            conn.execute("BEGIN IMMEDIATE")
            yield
            if conn.in_transaction:
                conn.execute("COMMIT")
        except BaseException as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise self._failure(exc) from None
            raise

    def _fill_from_bundle(self, conn: sqlite3.Connection) -> None:
        """Load the bundle when the cache was never filled, or was filled from another
        bundle (the package was upgraded): cards of a sync or an import are never replaced,
        Uniques are kept."""
        assert self.bundle is not None
        stamp = bundle_stamp(self.bundle)
        try:
            if not self._outdated(conn, stamp):
                return
        except sqlite3.Error as exc:
            raise self._failure(exc) from None
        from altered_deck.cards.bundle import load_bundle

        bundle = load_bundle(self.bundle)
        with self._writing(conn):
            # Another process may have filled it while we waited for the lock.
            if not self._outdated(conn, stamp):
                return
            conn.execute("DELETE FROM cards WHERE is_unique=0")
            self._insert(conn, bundle.cards, {})
            self._write_meta(conn, bundle.label, bundle.locales, synced_at=bundle.date)
            conn.execute("INSERT OR REPLACE INTO meta VALUES ('bundle', ?)", (stamp,))
        self._memo.clear()
        if self.on_bundle is not None and not self.read_only:
            self.on_bundle(bundle.label, len(bundle.cards), len(bundle.sets))

    def _outdated(self, conn: sqlite3.Connection, stamp: str) -> bool:
        """True when the cache holds no card data yet, or only that of another bundle (and
        can be written: a read-only cache is read as it is)."""
        meta = dict(conn.execute("SELECT key, value FROM meta WHERE key IN ('source', 'bundle')"))
        if "source" not in meta:
            return True
        bundled = meta["source"].startswith(BUNDLE_LABEL)
        return bundled and meta.get("bundle") != stamp and not self.read_only

    def _refuse_write(self) -> None:
        if self.read_only:
            raise CacheError(
                f"the card cache {self.path} is read-only: nothing can be written to it; "
                "choose a writable --cache-dir"
            )

    def close(self) -> None:
        """Close the connection (the store reopens on next use)."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        self._memo.clear()
        self._bundle_checked = False
        self.read_only = False

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row | tuple[Any, ...]]:
        conn = self._connect(create=False)
        try:
            return conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise self._failure(exc) from None

    def _decode(self, text: str, what: str) -> Any:
        """``json.loads`` of a stored value; a damaged one says ``cache clear``."""
        try:
            return json.loads(text)
        except (ValueError, TypeError, RecursionError) as exc:
            raise self._unreadable(ValueError(f"damaged {what}: {exc}")) from None

    def _decode_list(self, text: str, what: str) -> list[Any]:
        value = self._decode(text, what)
        if not isinstance(value, list):
            raise self._unreadable(ValueError(f"damaged {what}: not a list"))
        return value

    def _card(self, text: str) -> Card:
        """A stored card; a damaged row (bad JSON, a field null or of the wrong type) says
        ``cache clear``."""
        try:
            card = Card.from_json(text)
            wrong = card_record_problem(card)
        except (ValueError, TypeError, AttributeError, RecursionError) as exc:
            wrong = str(exc).splitlines()[0]
        if wrong:
            raise self._unreadable(ValueError(f"damaged card row: {wrong}"))
        return card

    @contextmanager
    def snapshot(self) -> Iterator[CardStore]:
        """Every read inside sees the cache as of one moment (one read transaction): a sync
        committing meanwhile is seen whole or not at all. Nested uses share the outer one;
        no write may happen inside."""
        conn = self._connect(create=False)
        if conn.in_transaction:
            yield self
            return
        try:
            conn.execute("BEGIN")
            conn.execute("SELECT 1 FROM meta LIMIT 1").fetchall()
            version = int(conn.execute("PRAGMA data_version").fetchone()[0])
        except sqlite3.Error as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise self._failure(exc) from None
        if version != self._data_version:
            # Another process committed since the last snapshot: memoised cards may be stale.
            self._memo.clear()
            self._data_version = version
        try:
            yield self
        except BaseException:
            self._end_read(conn, "ROLLBACK", quiet=True)  # the first error is the one to tell
            raise
        self._end_read(conn, "COMMIT", quiet=False)

    def _end_read(self, conn: sqlite3.Connection, statement: str, *, quiet: bool) -> None:
        """End a read transaction; a damaged file fails here too (CacheError unless quiet)."""
        try:
            if conn.in_transaction:
                conn.execute(statement)
        except sqlite3.Error as exc:
            if not quiet:
                raise self._failure(exc) from None

    # --- writing ---------------------------------------------------------------------

    def replace_cards(
        self,
        cards: Sequence[Card],
        raw: Mapping[str, Mapping[str, Any]],
        *,
        source: str,
        locales: Sequence[str],
        sets: Sequence[str] | None = None,
    ) -> None:
        """Replace the non-unique cards (of ``sets``, or all) by ``cards`` in one transaction.

        ``raw`` maps each card's reference to its raw API objects by locale. Uniques fetched
        on demand are kept. Nothing changes unless the whole write succeeds. A partial sync
        (``sets``) adds its locales to those recorded, since the other sets keep theirs (from
        the bundle, when the cache was never filled).
        """
        conn = self._connect(create=True, fill=bool(sets))
        self._refuse_write()
        with self._writing(conn):
            recorded = list(locales)
            if sets:
                row = conn.execute("SELECT value FROM meta WHERE key='locales'").fetchone()
                previous = self._decode_list(row[0], "locales entry") if row else []
                recorded = list(dict.fromkeys([*previous, *locales]))
                marks = ",".join("?" * len(sets))
                conn.execute(f"DELETE FROM cards WHERE is_unique=0 AND set_code IN ({marks})", sets)
            else:
                conn.execute("DELETE FROM cards WHERE is_unique=0")
            self._insert(conn, cards, raw)
            self._write_meta(conn, source, recorded)
        self._memo.clear()

    @staticmethod
    def _write_meta(
        conn: sqlite3.Connection, source: str, locales: Sequence[str], synced_at: str | None = None
    ) -> None:
        meta = {
            "source": source,
            "locales": json.dumps(list(locales)),
            "synced_at": synced_at or datetime.now(UTC).isoformat(timespec="seconds"),
        }
        conn.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)", meta.items())

    def store_rules(self, source: str, fetched_at: str, files: dict[str, bytes]) -> None:
        """Keep a checked rules folder (``rules update``), replacing the one kept before."""
        conn = self._connect(create=True)
        self._refuse_write()
        with self._writing(conn):
            cachefile.write_rules(conn, source, fetched_at, files)

    def add_cards(self, cards: Iterable[Card], raw: Mapping[str, Mapping[str, Any]]) -> None:
        """Insert or update cards (e.g. Uniques fetched on demand), in one transaction."""
        conn = self._connect(create=True, fill=False)
        self._refuse_write()
        with self._writing(conn):
            self._insert(conn, list(cards), raw)
        self._memo.clear()

    @staticmethod
    def _insert(
        conn: sqlite3.Connection, cards: Sequence[Card], raw: Mapping[str, Mapping[str, Any]]
    ) -> None:
        conn.executemany(
            "INSERT OR REPLACE INTO cards VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            [
                (
                    c.key,
                    c.reference,
                    c.family,
                    c.set_code,
                    c.faction,
                    c.rarity,
                    c.card_type,
                    int(c.is_unique),
                    c.names.get("en-us"),
                    c.names.get("fr-fr"),
                    c.to_json(),
                    json.dumps(raw.get(c.reference, {}), ensure_ascii=False),
                )
                for c in cards
            ],
        )

    def clear(self) -> bool:
        """Delete the cache file (and its WAL files). Returns whether anything was deleted."""
        self.close()
        deleted = False
        for suffix in ("", "-wal", "-shm"):
            p = Path(str(self.path) + suffix)
            if p.is_dir():
                raise CacheError(
                    f"{p} is a directory, not a card cache: remove or rename it yourself, "
                    "or choose another --cache-dir"
                )
            if not os.path.lexists(p):
                continue
            try:
                p.unlink()
            except FileNotFoundError:
                continue
            except OSError as exc:
                raise CacheError(
                    f"cannot delete the card cache {p}: {exc.strerror or exc} "
                    f"(its directory {p.parent} must be writable); choose another --cache-dir"
                ) from None
            deleted = True
        return deleted

    # --- reading ---------------------------------------------------------------------

    def get(self, reference: str) -> Card | None:
        """The card with this reference (any case, ``NE_1`` == ``NE_01``), or None."""
        try:
            key = key_of(reference)
        except BadReferenceError:
            return None
        if key in self._memo:
            return self._memo[key]
        rows = self._query("SELECT card FROM cards WHERE key=?", (key,))
        card = self._card(rows[0][0]) if rows else None
        self._memo[key] = card
        return card

    def get_many(self, references: Iterable[str]) -> dict[str, Card]:
        """Cards found for ``references``, keyed by the reference as given."""
        found: dict[str, Card] = {}
        for ref in references:
            card = self.get(ref)
            if card is not None:
                found[ref] = card
        return found

    def raw(self, reference: str) -> dict[str, Any]:
        """The raw API objects stored for a card, by locale (empty when unknown)."""
        rows = self._query("SELECT raw FROM cards WHERE key=?", (key_of(reference),))
        return self._decode(rows[0][0], "raw card row") if rows else {}

    def search(
        self,
        *,
        name: str | None = None,
        faction: str | None = None,
        set_code: str | None = None,
        rarity: str | None = None,
        card_type: str | None = None,
        family: str | None = None,
        limit: int | None = None,
    ) -> list[Card]:
        """Cards matching every given filter.

        ``name`` is a substring of the English or French name, in any case (accented
        letters too); ``family`` may be padded (``AX_08`` is ``AX_8``).
        """
        where: list[str] = []
        params: list[str] = []
        if name:
            where.append("(instr(casefold(name_en), ?) OR instr(casefold(name_fr), ?))")
            params += [name.casefold()] * 2
        for column, value in (
            ("faction", faction),
            ("set_code", set_code),
            ("rarity", rarity),
            ("card_type", card_type),
            ("family", family and normalize_family(family)),
        ):
            if value:
                where.append(f"{column}=?")
                params.append(value.upper())
        sql = "SELECT card FROM cards"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY set_code, family, key"
        if limit:
            sql += f" LIMIT {int(limit)}"
        return [self._card(r[0]) for r in self._query(sql, params)]

    def all_keys(self) -> list[tuple[str, str, str | None]]:
        """Every (key, family, English name) in the cache: for close-match suggestions."""
        return [(r[0], r[1], r[2]) for r in self._query("SELECT key, family, name_en FROM cards")]

    def all_names(self) -> list[tuple[str, str]]:
        """Every distinct (English name, French name) in the cache ("" when one is missing):
        for close-match suggestions in either language."""
        rows = self._query("SELECT DISTINCT name_en, name_fr FROM cards")
        return [(r[0] or "", r[1] or "") for r in rows]

    def count(self) -> int:
        """How many cards the cache holds (0 when it does not exist and has no bundle)."""
        if not self.path.exists() and self.bundle is None:
            return 0
        return int(self._query("SELECT COUNT(*) FROM cards")[0][0])

    def ensure_filled(self) -> None:
        """Raise :class:`CacheEmptyError` with how to fill the cache when it has no cards."""
        if self.count() == 0:
            raise CacheEmptyError(FILL_HINT)

    def info(self) -> CacheInfo:
        """Location, source, sync time and counts (read in one snapshot)."""
        if not self.path.exists() and self.bundle is None:
            return CacheInfo(path=self.path, exists=False)
        with self.snapshot():
            return self._info()

    def _info(self) -> CacheInfo:
        meta: dict[str, str] = {r[0]: r[1] for r in self._query("SELECT key, value FROM meta")}
        per_set = {
            r[0]: int(r[1])
            for r in self._query(
                "SELECT set_code, COUNT(*) FROM cards GROUP BY set_code ORDER BY set_code"
            )
        }
        uniques = int(self._query("SELECT COUNT(*) FROM cards WHERE is_unique=1")[0][0])
        named = self._query("SELECT COUNT(name_en), COUNT(name_fr) FROM cards")[0]
        per_locale = {
            locale: int(n) for locale, n in zip(("en-us", "fr-fr"), named, strict=True) if n
        }
        return CacheInfo(
            path=self.path,
            exists=True,
            size_bytes=self.path.stat().st_size if self.path.exists() else 0,
            source=meta.get("source"),
            locales=self._decode_list(meta.get("locales", "[]"), "locales entry"),
            synced_at=meta.get("synced_at"),
            card_count=sum(per_set.values()),
            unique_count=uniques,
            per_set=per_set,
            per_locale=per_locale,
        )

    def locales(self) -> list[str]:
        """The locales the last sync loaded (``["en-us"]`` when unknown)."""
        rows = self._query("SELECT value FROM meta WHERE key='locales'")
        loaded = self._decode_list(rows[0][0], "locales entry") if rows else []
        return [str(x) for x in loaded] or ["en-us"]
