"""A rules folder: the files of ``data/rules`` (formats, bans, release dates, allowlists) as
one value, wherever they were read (the package, a directory, a URL, the card cache), with
the date that says which of two folders is newer.

The layout is fixed: the :data:`REQUIRED` files, each found by its path relative to the
folder (an allowlist may be gzip-compressed: ``allowlists/frontier.json.gz``), and the pool
files the allowlists name, plain file names beside them: nothing a folder says can make the
tool read a file outside it.

The date of a folder is its newest dated entry: the latest ``from`` or ``until`` day written
anywhere in its files (a ban, a lifted suspension, a set's release, a rules version, a format,
a dated allowlist). :func:`newer` picks between the bundled folder and an updated one with it.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import date
from functools import cached_property
from pathlib import Path
from typing import Any

from altered_deck import jsonload
from altered_deck.errors import UsageError
from altered_deck.packagedata import data_folder

BUNDLED = "bundled"
"""The source name of the rules data the package ships."""


@dataclass(frozen=True)
class RulesOrigin:
    """Which rules data a run judges by: ``bundled`` or where the update came from, and the
    data's date (its newest dated entry)."""

    source: str
    date: str | None

    def as_json(self) -> dict[str, str | None]:
        """``{"source": ..., "date": ...}`` (the ``rules_data`` of JSON reports)."""
        return {"source": self.source, "date": self.date}

    def describe(self) -> str:
        """``bundled (newest entry 2026-05-24)``."""
        return f"{self.source} (newest entry {self.date or 'none'})"

    def label(self) -> str:
        """``bundled`` (the release's own data), else :meth:`describe` (an update's source
        and date)."""
        return BUNDLED if self.source == BUNDLED else self.describe()


REQUIRED = (
    "formats.json",
    "bans.json",
    "sets.json",
    "allowlists/frontier.json",
    "allowlists/living-legends.json",
)
"""The files every rules folder holds (an allowlist may be ``.json.gz`` instead). The
altered-deckfmt tables (``deckfmt-sets.json``) are not among them: deck codes change with the
code that reads them, so they come with a release."""
GZIP_SUFFIX = ".gz"
COMPRESSIBLE = "allowlists/"
"""The files that may be gzip-compressed: the allowlists (a season's pool can be long)."""
MAX_FILE_BYTES = 1_048_576
"""The largest file of a rules folder, compressed or not, and of a ``--rules`` file."""
POOLS_KEY = "pools"
"""An allowlist's dated pools (``[{"from": ..., "file": "frontier-s01.json.gz"}, ...]``): each
names a gzipped file beside the allowlist, read with the folder."""
POOL_FILE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,99}\.json\.gz")
"""A pool file's name: a plain file name in ``allowlists/`` (no folder, no ``..``)."""
MAX_POOL_FILES = 100
MAX_POOL_UNPACKED = 16 * MAX_FILE_BYTES
"""A pool file unpacked (a 30,000-Unique pool is about 160 KB)."""


def candidates(name: str) -> tuple[str, ...]:
    """The paths a layout file may have: ``allowlists/x.json`` or ``allowlists/x.json.gz``."""
    if name.startswith(COMPRESSIBLE):
        return (name, name + GZIP_SUFFIX)
    return (name,)


def decompress(content: bytes, where: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The content of a ``.gz`` file, refused past ``limit`` bytes unpacked (a few KiB of gzip
    can unpack to gigabytes)."""
    import gzip  # here, as in allowlists.pool_keys: the bundled rules read no .gz at start-up

    try:
        with gzip.GzipFile(fileobj=io.BytesIO(content)) as unpacked:
            data = unpacked.read(limit + 1)
    except (OSError, EOFError) as exc:
        raise UsageError(f"{where}: not gzip data ({exc})") from None
    if len(data) > limit:
        raise UsageError(f"{where}: larger than {limit:,} bytes unpacked; refused")
    return data


def pool_files(name: str, data: Any, where: str) -> list[str]:
    """The pool files the allowlist ``name`` names (``allowlists/frontier-s01.json.gz``);
    a name that is not a plain ``.json.gz`` file name beside it is refused."""
    if not name.startswith(COMPRESSIBLE) or not isinstance(data, dict):
        return []
    pools = data.get(POOLS_KEY) or []
    if not isinstance(pools, list) or len(pools) > MAX_POOL_FILES:
        raise UsageError(f"{where}: {POOLS_KEY}: expected a list of at most {MAX_POOL_FILES}")
    names = []
    for index, pool in enumerate(pools):
        file = pool.get("file") if isinstance(pool, dict) else None
        if not isinstance(file, str) or not POOL_FILE.fullmatch(file) or ".." in file:
            raise UsageError(
                f"{where}: {POOLS_KEY}[{index}].file: {file!r} is not a file beside it "
                "(a plain name ending in .json.gz); refused"
            )
        names.append(COMPRESSIBLE + file)
    return names


@dataclass(frozen=True, eq=False)
class RulesFolder:
    """The files of one rules folder, by layout name (``allowlists/frontier.json``, unpacked
    when it came gzip-compressed; pool files as they came, packed), and where they came
    from."""

    source: str
    files: Mapping[str, bytes]
    fetched_at: str | None = None
    _parsed: dict[str, Any] = field(default_factory=dict, repr=False)

    def where(self, name: str) -> str:
        """How messages name a file: ``formats.json`` (bundled), else with its source."""
        return name if self.source == BUNDLED else f"{self.source.rstrip('/')}/{name}"

    def json(self, name: str) -> Any:
        """The JSON of the layout file ``name`` (parsed once; callers must not change it)."""
        if name not in self._parsed:
            try:
                self._parsed[name] = jsonload.loads(self.files[name])
            except KeyError:
                raise UsageError(f"{self.where(name)}: missing") from None
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise UsageError(f"{self.where(name)}: not JSON ({exc})") from None
        return self._parsed[name]

    @cached_property
    def date(self) -> date | None:
        """The newest ``from``/``until`` day in the folder (None: it holds no date)."""
        names = [name for name in REQUIRED if name in self.files]
        days = [day for name in names for day in _days(self.json(name))]
        return max(days, default=None)

    @cached_property
    def digest(self) -> str:
        """A hash of every file: two folders with the same digest hold the same data."""
        import hashlib  # here: loading OpenSSL costs a start-up that compares no folders

        digest = hashlib.sha256()
        for name in sorted(self.files):
            digest.update(name.encode() + b"\0" + self.files[name] + b"\0")
        return digest.hexdigest()

    def origin(self) -> RulesOrigin:
        """What reports name as the rules data judged by (``rules_data``)."""
        return RulesOrigin(self.source, self.date.isoformat() if self.date else None)

    def describe(self) -> str:
        """``bundled (newest entry 2026-05-24)``, with ``, fetched 2026-12-06T...`` for an
        update."""
        fetched = f", fetched {self.fetched_at}" if self.fetched_at else ""
        return f"{self.origin().describe()}{fetched}"


def _days(data: Any) -> Iterator[date]:
    """Every ``from``/``until`` value of ``data`` that is a YYYY-MM-DD day, at any depth."""
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                if key in ("from", "until") and isinstance(item, str):
                    day = _day(item)
                    if day is not None:
                        yield day
                elif isinstance(item, dict | list):
                    stack.append(item)
        elif isinstance(value, list):
            stack.extend(item for item in value if isinstance(item, dict | list))


def _day(text: str) -> date | None:
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def newer(bundled: RulesFolder, updated: RulesFolder | None) -> RulesFolder:
    """The folder in force: ``updated`` unless ``bundled`` is newer (a later date).

    On the same date the updated folder wins: it was fetched after the package was built, so
    it holds at least what the package knew of that day."""
    if updated is None:
        return bundled
    if bundled.date is not None and (updated.date is None or bundled.date > updated.date):
        return bundled
    return updated


def bundled_folder() -> RulesFolder:
    """The rules folder the package ships (``data/rules``), read once."""
    global _bundled
    if _bundled is None:
        root = Path(data_folder(), "rules")
        files: dict[str, bytes] = {}
        for name in REQUIRED:
            for path in candidates(name):
                entry = root.joinpath(*path.split("/"))
                if entry.is_file():
                    content = entry.read_bytes()
                    files[name] = decompress(content, path) if path.endswith(".gz") else content
                    break
        for name in list(files):
            for pool in pool_files(name, json.loads(files[name]), name):
                files[pool] = root.joinpath(*pool.split("/")).read_bytes()
        _bundled = RulesFolder(BUNDLED, files)
    return _bundled


_bundled: RulesFolder | None = None
