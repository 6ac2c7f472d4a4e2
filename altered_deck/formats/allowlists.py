"""Allowlists of the community formats (Frontier, Living Legends): the Uniques they allow.

One file a format, ``data/rules/allowlists/<format>.json``: exact references and whole
families (``AX_8``: every Unique of that card), and optionally dated ``pools``: the Unique
pools the community draws for a season (Frontier), each in its own compressed file next to it
(``frontier-s01.json.gz``), the one in force on a date added to the list. Living Legends ships
empty: its list is not published where we can read it. An organiser's ``--rules`` file
replaces a list (pools included) or extends it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, Any

from altered_deck.cards.model import Card, key_of
from altered_deck.cards.reference import parse_reference
from altered_deck.errors import BadReferenceError, CardDataError
from altered_deck.formats.rulesfolder import BUNDLED
from altered_deck.packagedata import data_folder

if TYPE_CHECKING:
    from altered_deck.formats.rulesfolder import RulesFolder

ALLOWLIST_FORMATS = ("frontier", "living-legends")
MODES = ("replace", "extend")
MAX_POOL_BYTES = 1_048_576
"""The largest compressed pool file read (a 30,000-Unique pool is about 70 KB)."""
MAX_POOL_UNIQUES = 100_000
"""The most Uniques one pool may hold (a Frontier pool holds 30,000)."""
POOL_FILE_RE = re.compile(r"^[a-z0-9][a-z0-9-]*\.json\.gz$")
"""A pool file's name: a plain file next to its allowlist file, never a path."""


@dataclass(frozen=True)
class Pool:
    """A dated pool of Uniques (a Frontier season): its references load on first use."""

    name: str
    start: date
    end: date | None
    file: str
    count: int
    source: str = ""
    decided_by: str = ""
    folder: str = ""
    """The directory holding ``file`` (empty: the package's ``data/rules/allowlists``)."""
    packed: bytes = field(default=b"", repr=False, compare=False)
    """The file's content when a rules folder read it already (bundled or updated)."""

    def in_force(self, on: date) -> bool:
        """True when the pool is the one in force on ``on`` (``end`` exclusive)."""
        return self.start <= on and (self.end is None or on < self.end)

    def keys(self) -> frozenset[str]:
        """The cache keys of the pool's Uniques (read once)."""
        if self.packed:
            return _packed_keys(self.packed, self.file)
        return _pool_keys(self.folder, self.file)

    def describe(self) -> str:
        """``Season 1 (from 2026-05-24 to 2026-08-19, 30,000 Uniques)``."""
        last = f" to {(self.end - timedelta(days=1)).isoformat()}" if self.end else ""
        return f"{self.name} (from {self.start.isoformat()}{last}, {self.count:,} Uniques)"


@dataclass(frozen=True)
class Allowlist:
    """The Uniques one format allows: cache keys of references, families, and dated pools."""

    format: str
    keys: frozenset[str] = frozenset()
    families: frozenset[str] = frozenset()
    path: str = ""
    pools: tuple[Pool, ...] = ()
    dated: bool = False
    """True once :meth:`on` has added the pool of a date (``pool``: which, None = none)."""
    pool: Pool | None = None

    def allows(self, card: Card) -> bool:
        """True when ``card`` (a Unique) is on the list, by reference or by family."""
        return card.key in self.keys or card.family in self.families

    def pool_on(self, on: date) -> Pool | None:
        """The pool in force on ``on`` (None: no pool then, or the list has none)."""
        return next((p for p in self.pools if p.in_force(on)), None)

    def on(self, day: date) -> Allowlist:
        """The list as it stands on ``day``: its references plus the pool then in force."""
        if not self.pools:
            return self
        pool = self.pool_on(day)
        keys = self.keys | pool.keys() if pool else self.keys
        return replace(self, keys=keys, pools=(), dated=True, pool=pool)

    def extended(self, references: Iterable[str], families: Iterable[str]) -> Allowlist:
        """This list plus more references and families (its pools kept)."""
        return replace(
            self,
            keys=self.keys | {key_of(r) for r in references},
            families=self.families | {normalize_family(f) for f in families},
        )

    @property
    def size(self) -> int:
        """How many references and families the list holds."""
        return len(self.keys) + len(self.families)


def normalize_family(text: str) -> str:
    """``ax_08`` -> ``AX_8`` (families compare with the number as an integer)."""
    faction, _, number = str(text).strip().upper().partition("_")
    if len(faction) != 2 or not number.isdigit():
        raise ValueError(f"not a family (FACTION_NUMBER, e.g. AX_8): {text!r}")
    return f"{faction}_{int(number)}"


def apply_overrides(
    lists: Mapping[str, Allowlist], overrides: Mapping[str, Any], source: str
) -> dict[str, Allowlist]:
    """``lists`` with an organiser's ``allowlists`` object applied (``mode`` replace|extend)."""
    result = dict(lists)
    for name, raw in overrides.items():
        try:
            base = result.get(name, Allowlist(name))
            if raw.get("mode", "replace") == "replace":
                base = Allowlist(name, path=f"{source} (allowlists.{name})")
            result[name] = base.extended(raw.get("references", ()), raw.get("families", ()))
        except (AttributeError, TypeError, ValueError, BadReferenceError) as exc:
            raise CardDataError(f"{source}: allowlists.{name}: {exc}") from None
    return result


def load_allowlists() -> dict[str, Allowlist]:
    """The allowlists of the rules data in force (bundled or updated), by format."""
    from altered_deck.rulesdata import in_force

    return dict(allowlists_of(in_force()))


def _folder() -> Path:
    return Path(data_folder(), "rules", "allowlists")


@lru_cache(maxsize=4)
def allowlists_of(folder: RulesFolder) -> dict[str, Allowlist]:
    """The allowlists of a rules folder, by format (parsed once a folder), their pools read
    from the folder's pool files."""
    lists = {}
    for name in ALLOWLIST_FORMATS:
        file = f"allowlists/{name}.json"
        # The bundled lists are named by their path in the repository, where one edits them.
        path = f"data/rules/{file}" if folder.source == BUNDLED else folder.where(file)
        try:
            lists[name] = allowlist_from_data(name, folder.json(file), path, packed=folder.files)
        except (AttributeError, TypeError, ValueError, BadReferenceError) as exc:
            raise CardDataError(f"{folder.where(file)}: {exc}") from None
    return lists


def allowlist_from_data(
    name: str,
    data: Mapping[str, Any],
    path: str,
    folder: str = "",
    packed: Mapping[str, bytes] | None = None,
) -> Allowlist:
    """The list of an allowlist file's data (checked first: ``rulescheck.check_allowlist_file``);
    ``folder`` holds its pool files (empty: the package's), or ``packed`` has them, by their
    path in a rules folder (``allowlists/frontier-s01.json.gz``)."""
    pools = parse_pools(data.get("pools") or [], path, folder, packed)
    return Allowlist(name, path=path, pools=pools).extended(
        data.get("references", ()), data.get("families", ())
    )


def parse_pools(
    raw: list[dict[str, Any]],
    source: str,
    folder: str = "",
    packed: Mapping[str, bytes] | None = None,
) -> tuple[Pool, ...]:
    """The dated pools of an allowlist file (malformed, or two pools on one day: CardDataError)."""
    pools = []
    for index, item in enumerate(raw):
        try:
            pools.append(
                Pool(
                    name=str(item["name"]),
                    start=date.fromisoformat(item["from"]),
                    end=date.fromisoformat(item["until"]) if item.get("until") else None,
                    file=str(item["file"]),
                    count=int(item["count"]),
                    source=str(item.get("source", "")),
                    decided_by=str(item.get("decided_by") or ""),
                    folder=folder,
                    packed=(packed or {}).get(f"allowlists/{item['file']}", b""),
                )
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise CardDataError(
                f"{source}: pools[{index}]: malformed pool ({type(exc).__name__}: {exc})"
            ) from None
    ordered = sorted(pools, key=lambda p: p.start)
    for before, after in pairwise(ordered):
        if before.end is None or before.end > after.start:
            raise CardDataError(f"{source}: pools {before.name!r} and {after.name!r} overlap")
    return tuple(ordered)


@lru_cache(maxsize=4)
def _pool_keys(folder: str, file: str) -> frozenset[str]:
    """The Uniques of a pool file, as cache keys."""
    if not POOL_FILE_RE.match(file):
        raise CardDataError(f"pool file {file!r}: expected a file name such as s01.json.gz")
    where = Path(folder) / file if folder else _folder().joinpath(file)
    try:
        with where.open("rb") as handle:  # read at most the limit
            packed = handle.read(MAX_POOL_BYTES + 1)
    except OSError as exc:
        raise CardDataError(f"pool file {file}: cannot read: {exc.strerror or exc}") from None
    return pool_keys(packed, file)


@lru_cache(maxsize=8)
def _packed_keys(packed: bytes, file: str) -> frozenset[str]:
    """The Uniques of a pool file a rules folder read, as cache keys (read once)."""
    return pool_keys(packed, file)


def pool_keys(packed: bytes, source: str) -> frozenset[str]:
    """The cache keys of a gzipped pool: ``{"uniques": {"ALT_CORE_B_AX_8_U": [1234, ...]}}``
    (a key per reference prefix, the Uniques' serial numbers under it)."""
    if len(packed) > MAX_POOL_BYTES:
        raise CardDataError(f"pool file {source}: larger than {MAX_POOL_BYTES:,} bytes")
    import gzip

    try:
        text = gzip.decompress(packed)
        if len(text) > 16 * MAX_POOL_BYTES:
            raise CardDataError(f"pool file {source}: too large once decompressed")
        uniques = json.loads(text)["uniques"]
        keys: set[str] = set()
        for prefix, serials in uniques.items():
            first = f"{prefix}_1"  # a Unique's reference, as keys are (not a serialized print)
            if key_of(first) != first or not parse_reference(first).is_unique:
                raise CardDataError(f"pool file {source}: not a Unique's key prefix: {prefix!r}")
            keys.update(f"{prefix}_{int(serial)}" for serial in serials)
    except (OSError, EOFError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise CardDataError(f"pool file {source}: unreadable ({type(exc).__name__})") from None
    except BadReferenceError as exc:
        raise CardDataError(f"pool file {source}: {exc}") from None
    if len(keys) > MAX_POOL_UNIQUES:
        raise CardDataError(f"pool file {source}: more than {MAX_POOL_UNIQUES:,} Uniques")
    return frozenset(keys)
