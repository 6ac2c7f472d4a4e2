"""The cache file itself: creating it safely, opening it read-only, naming SQLite failures,
and what `cache info` reports of it (:class:`CacheInfo`).

Creation happens in one transaction, so a process starting at the same moment sees no cache
or a complete one. A cache the process cannot write is opened read-only (``mode=ro``, or
``immutable=1`` when the directory cannot even hold SQLite's WAL index). Every SQLite error
becomes a :class:`CacheError` (exit 3) saying what to do.
"""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from altered_deck.errors import CacheError

# PRAGMA application_id: tells our file from any other SQLite database ("ALTD").
APPLICATION_ID = 0x414C5444
SCHEMA_VERSION = 1
BUSY_SECONDS = 30
"""How long a connection waits for another altered-deck writing the cache before "busy"."""

SCHEMA = """
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

RULES_TABLE = """
CREATE TABLE IF NOT EXISTS rules_files (path TEXT PRIMARY KEY, content BLOB NOT NULL)
"""
"""The rules folder ``rules update`` stored (made on first update: the schema stays 1)."""
RULES_META = ("rules_source", "rules_fetched_at")

CLEAR_HINT = "run `altered-deck cache clear`, then fill it again"
SPACE_HINT = "free space or use --cache-dir"
FILL_HINT = (
    "the card cache is empty: fill it with `altered-deck cards sync` "
    "(or offline: `altered-deck cards import PATH_TO_DUMP`)"
)

NEW = (0, 0, False)
"""The header of a database nobody has initialised yet."""


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


BUNDLE_LABEL = "bundled snapshot"
"""How every bundle's label begins (``cards.bundle.Bundle.label``): the cache's source then says
the card data came from a bundle, which a newer bundle may replace."""


def writable(path: Path, exists: bool) -> bool:
    """Whether this process may write the cache file and create its WAL files beside it."""
    if exists and not os.access(path, os.W_OK):
        return False
    return os.access(path.parent, os.W_OK)


def header(conn: sqlite3.Connection) -> tuple[int, int, bool]:
    """(application id, schema version, has tables) of the open database."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = conn.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchone() is not None
    return int(app_id), int(version), tables


def use_wal(conn: sqlite3.Connection) -> None:
    """Switch the file to write-ahead logging. SQLite answers this statement "busy" at once
    while another process holds a lock, without the wait every other statement gets, so
    several first runs at the same moment retry here for as long as they would wait."""
    deadline = time.monotonic() + BUSY_SECONDS
    while True:
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            busy = getattr(exc, "sqlite_errorname", "") == "SQLITE_BUSY"
            if not busy or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def initialise(conn: sqlite3.Connection) -> None:
    """Create the schema in one transaction (nothing when another process just did)."""
    use_wal(conn)
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Another process may have created it while we waited for the lock.
        if header(conn) == NEW:
            conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def check_header(conn: sqlite3.Connection, path: Path) -> None:
    """Refuse (and close) a database that is not our cache, or of another schema."""
    app_id, version, _tables = header(conn)
    if app_id != APPLICATION_ID:
        conn.close()
        raise CacheError(
            f"{path} is not an altered-deck card cache; {CLEAR_HINT} "
            "(or choose another --cache-dir)"
        )
    if version != SCHEMA_VERSION:
        conn.close()
        raise CacheError(f"{path} was written by another version; {CLEAR_HINT}")


def connect_writable(path: Path) -> sqlite3.Connection:
    """The cache file opened for reading and writing, created when new."""
    try:
        conn = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
        if header(conn) == NEW:
            initialise(conn)
        check_header(conn, path)
    except sqlite3.Error as exc:
        raise failure(path, exc) from None
    return conn


def connect_read_only(path: Path) -> sqlite3.Connection | None:
    """The cache file opened read-only, or None when it was never filled."""
    uri = f"file:{quote(str(path.absolute()))}"
    error: sqlite3.Error | None = None
    # mode=ro needs the WAL index file, which a read-only directory may lack; then
    # immutable=1 reads the file as it is (nobody can change it there).
    for query in ("?mode=ro", "?immutable=1"):
        conn = None
        try:
            conn = sqlite3.connect(
                uri + query, uri=True, timeout=BUSY_SECONDS, isolation_level=None
            )
            if header(conn) == NEW:
                conn.close()
                return None
            check_header(conn, path)
            if conn.execute("SELECT 1 FROM meta WHERE key='source'").fetchone() is None:
                conn.close()
                return None
            return conn
        except sqlite3.Error as exc:
            if conn is not None:
                conn.close()
            error = exc
    assert error is not None
    raise failure(path, error)


def write_rules(
    conn: sqlite3.Connection, source: str, fetched_at: str, files: dict[str, bytes]
) -> None:
    """Replace the stored rules folder (inside the caller's write transaction)."""
    conn.execute(RULES_TABLE)
    conn.execute("DELETE FROM rules_files")
    conn.executemany("INSERT INTO rules_files VALUES (?, ?)", sorted(files.items()))
    conn.executemany(
        "INSERT OR REPLACE INTO meta VALUES (?, ?)",
        zip(RULES_META, (source, fetched_at), strict=True),
    )


def read_rules(conn: sqlite3.Connection) -> tuple[str, str, dict[str, bytes]] | None:
    """(source, fetched at, files) of the stored rules folder, or None when there is none."""
    try:
        if not conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name='rules_files'"
        ).fetchone():
            return None
        meta = dict(
            conn.execute("SELECT key, value FROM meta WHERE key IN (?, ?)", RULES_META).fetchall()
        )
        files = {str(p): bytes(c) for p, c in conn.execute("SELECT path, content FROM rules_files")}
    except sqlite3.Error:
        return None
    if not files or RULES_META[0] not in meta:
        return None
    return meta[RULES_META[0]], meta.get(RULES_META[1], ""), files


def connect_memory() -> sqlite3.Connection:
    """An empty cache in memory (for a read-only directory that holds none)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    initialise(conn)
    return conn


def unreadable(path: Path, exc: Exception) -> CacheError:
    """A damaged cache: say ``cache clear``."""
    return CacheError(f"the card cache {path} is unreadable ({exc}); {CLEAR_HINT}")


def failure(path: Path, exc: sqlite3.Error) -> CacheError:
    """What an SQLite error means for the user, and what to do (all exit 3)."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    if name == "SQLITE_FULL":
        return CacheError(f"the disk is full: cannot write the card cache {path}; {SPACE_HINT}")
    if name.startswith("SQLITE_IOERR"):
        return CacheError(
            f"cannot write the card cache {path} ({exc}; is the disk full?); {SPACE_HINT}"
        )
    if name.startswith("SQLITE_READONLY"):
        return CacheError(f"the card cache {path} is read-only; choose a writable --cache-dir")
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return CacheError(
            f"the card cache {path} is busy (another altered-deck is writing it); try again"
        )
    if name.startswith("SQLITE_CANTOPEN"):
        return CacheError(
            f"cannot open the card cache {path} ({exc}); check its permissions "
            "or choose another --cache-dir"
        )
    return unreadable(path, exc)
