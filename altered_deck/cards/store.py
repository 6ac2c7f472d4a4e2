"""The local card cache: one SQLite file, raw API JSON plus indexed columns.

A sync replaces the data in one transaction, so a failure or Ctrl-C half-way leaves the
previous data untouched, and readers (WAL mode) see the old or the new data, never a mix.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib.abc import Traversable
from pathlib import Path
from typing import Any, Literal

import platformdirs

from altered_deck.cards.model import Card, key_of
from altered_deck.cards.reference import normalize_family
from altered_deck.errors import BadReferenceError, CacheEmptyError, CacheError

APP_NAME = "altered-deck"
CACHE_ENV = "ALTERED_DECK_CACHE_DIR"
DB_NAME = "cards.sqlite3"
# PRAGMA application_id: tells our file from any other SQLite database ("ALTD").
APPLICATION_ID = 0x414C5444
SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS cards (
    key TEXT PRIMARY KEY,
    reference TEXT NOT NULL,
    family TEXT NOT NULL,
    set_code TEXT NOT NULL,
    faction TEXT NOT NULL,
    rarity TEXT NOT NULL,
    card_type TEXT NOT NULL,
    is_unique INTEGER NOT NULL,
    name_en TEXT,
    name_fr TEXT,
    card TEXT NOT NULL,
    raw TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cards_family ON cards(family);
CREATE INDEX IF NOT EXISTS cards_set ON cards(set_code);
CREATE INDEX IF NOT EXISTS cards_name_en ON cards(name_en);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

CLEAR_HINT = "run `altered-deck cache clear`, then fill it again"
FILL_HINT = (
    "the card cache is empty: fill it with `altered-deck cards sync` "
    "(or offline: `altered-deck cards import PATH_TO_DUMP`)"
)

BundleNotice = Callable[[str, int, int], None]
"""Called as ``on_bundle(label, cards, sets)`` after the bundle filled an empty cache."""


def _casefold(text: str | None) -> str | None:
    return None if text is None else text.casefold()


def default_cache_dir() -> Path:
    """The cache directory: ``$ALTERED_DECK_CACHE_DIR`` or the platform's user cache dir."""
    env = os.environ.get(CACHE_ENV)
    if env:
        return Path(env)
    return Path(platformdirs.user_cache_dir(APP_NAME))


@dataclass(frozen=True)
class CacheInfo:
    """What ``cache info`` shows."""

    path: Path
    exists: bool
    size_bytes: int = 0
    source: str | None = None
    locales: list[str] = field(default_factory=list)
    synced_at: str | None = None
    card_count: int = 0
    unique_count: int = 0
    per_set: dict[str, int] = field(default_factory=dict)
    per_locale: dict[str, int] = field(default_factory=dict)


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
    ) -> None:
        self.path = Path(path)
        self._conn: sqlite3.Connection | None = None
        self._memo: dict[str, Card | None] = {}
        if bundle == "bundled":
            from altered_deck.cards.bundle import default_bundle

            bundle = default_bundle()
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
    ) -> CardStore:
        """The store in ``cache_dir`` (default: :func:`default_cache_dir`)."""
        return cls((cache_dir or default_cache_dir()) / DB_NAME, bundle=bundle, on_bundle=on_bundle)

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
        if not self.path.exists():
            if not create:
                raise CacheEmptyError(FILL_HINT)
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise CacheError(
                    f"cannot create the cache directory {self.path.parent}: {exc.strerror}; "
                    "choose another --cache-dir"
                ) from None
        try:
            conn = sqlite3.connect(self.path, timeout=30, isolation_level=None)
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
            if app_id == 0 and not tables:
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
                conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
                conn.executescript(_SCHEMA)
            elif app_id != APPLICATION_ID:
                conn.close()
                raise CacheError(
                    f"{self.path} is not an altered-deck card cache; {CLEAR_HINT} "
                    "(or choose another --cache-dir)"
                )
            elif conn.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
                conn.close()
                raise CacheError(f"{self.path} was written by another version; {CLEAR_HINT}")
        except sqlite3.DatabaseError as exc:
            raise self._unreadable(exc) from None
        # SQLite's LIKE and lower() fold ASCII only: "éclair" must find "Éclaireur".
        conn.create_function("casefold", 1, _casefold, deterministic=True)
        self._conn = conn
        return conn

    def _fill_from_bundle(self, conn: sqlite3.Connection) -> None:
        """Load the bundle when the cache has never been filled (no source recorded)."""
        try:
            if conn.execute("SELECT 1 FROM meta WHERE key='source'").fetchone():
                return
        except sqlite3.DatabaseError as exc:
            raise self._unreadable(exc) from None
        from altered_deck.cards.bundle import load_bundle

        assert self.bundle is not None
        bundle = load_bundle(self.bundle)
        try:
            conn.execute("BEGIN IMMEDIATE")
            # Another process may have filled it while we waited for the lock.
            if conn.execute("SELECT 1 FROM meta WHERE key='source'").fetchone():
                conn.execute("ROLLBACK")
                return
            self._insert(conn, bundle.cards, {})
            self._write_meta(conn, bundle.label, bundle.locales, synced_at=bundle.date)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        if self.on_bundle is not None:
            self.on_bundle(bundle.label, len(bundle.cards), len(bundle.sets))

    def _unreadable(self, exc: Exception) -> CacheError:
        return CacheError(f"the card cache {self.path} is unreadable ({exc}); {CLEAR_HINT}")

    def close(self) -> None:
        """Close the connection (the store reopens on next use)."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        self._memo.clear()
        self._bundle_checked = False

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row | tuple[Any, ...]]:
        conn = self._connect(create=False)
        try:
            return conn.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as exc:
            raise self._unreadable(exc) from None

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
        try:
            conn.execute("BEGIN IMMEDIATE")
            recorded = list(locales)
            if sets:
                row = conn.execute("SELECT value FROM meta WHERE key='locales'").fetchone()
                previous = json.loads(row[0]) if row else []
                recorded = list(dict.fromkeys([*previous, *locales]))
                marks = ",".join("?" * len(sets))
                conn.execute(f"DELETE FROM cards WHERE is_unique=0 AND set_code IN ({marks})", sets)
            else:
                conn.execute("DELETE FROM cards WHERE is_unique=0")
            self._insert(conn, cards, raw)
            self._write_meta(conn, source, recorded)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
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

    def add_cards(self, cards: Iterable[Card], raw: Mapping[str, Mapping[str, Any]]) -> None:
        """Insert or update cards (e.g. Uniques fetched on demand), in one transaction."""
        conn = self._connect(create=True, fill=False)
        with conn:
            conn.execute("BEGIN IMMEDIATE")
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
            if p.exists():
                p.unlink()
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
        card = Card.from_json(rows[0][0]) if rows else None
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
        return json.loads(rows[0][0]) if rows else {}

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
        return [Card.from_json(r[0]) for r in self._query(sql, params)]

    def all_keys(self) -> list[tuple[str, str, str | None]]:
        """Every (key, family, English name) in the cache: for close-match suggestions."""
        return [(r[0], r[1], r[2]) for r in self._query("SELECT key, family, name_en FROM cards")]

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
        """Location, source, sync time and counts."""
        if not self.path.exists() and self.bundle is None:
            return CacheInfo(path=self.path, exists=False)
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
            size_bytes=self.path.stat().st_size,
            source=meta.get("source"),
            locales=json.loads(meta.get("locales", "[]")),
            synced_at=meta.get("synced_at"),
            card_count=sum(per_set.values()),
            unique_count=uniques,
            per_set=per_set,
            per_locale=per_locale,
        )

    def locales(self) -> list[str]:
        """The locales the last sync loaded (``["en-us"]`` when unknown)."""
        rows = self._query("SELECT value FROM meta WHERE key='locales'")
        loaded = json.loads(rows[0][0]) if rows else []
        return [str(x) for x in loaded] or ["en-us"]
