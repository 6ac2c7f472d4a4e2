"""The card bundle the package ships: a compact, gzipped snapshot of the card data.

The bundle is what makes the tool work offline out of the box: the first time a command needs
cards and the cache is empty, :meth:`CardStore` loads the bundle into it (see
``CardStore(bundle=...)``). :func:`build_bundle` makes one from any dump directory in the
community layout, or several merged (``altered-deck cards bundle DUMP... -o
data/cards/cards.json.gz``).

Format (``schema`` 1): ``{"schema", "source", "date", "locales", "sets": [{"reference",
"name"}], "cards": [Card fields, defaults left out]}``. Every field validation, stats and the
engine read is kept; image paths are not.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

from altered_deck import jsonload
from altered_deck.cards.cachefile import BUNDLE_LABEL
from altered_deck.cards.model import DEFAULT_LOCALE, Card, merge_card
from altered_deck.cards.records import Skipped, complete_from_family, read_records
from altered_deck.errors import CardDataError, OutputError
from altered_deck.outputfile import write_file
from altered_deck.packagedata import card_bundle

BUNDLE_SCHEMA = 1
BUNDLE_LOCALES = ("en-us", "fr-fr")
_DROPPED_FIELDS = {"image_path"}


@dataclass(frozen=True)
class Bundle:
    """A loaded bundle: its stamp and its cards."""

    source: str
    date: str
    locales: list[str]
    sets: list[dict[str, str]]
    cards: list[Card]

    @property
    def label(self) -> str:
        """What ``cache info`` calls this data: ``bundled snapshot, <date>, <n> sets from
        <source>``."""
        return f"{BUNDLE_LABEL}, {self.date}, {len(self.sets)} sets from {self.source}"


def default_bundle() -> Path:
    """The bundle shipped in the package (``data/cards/cards.json.gz`` in the repository)."""
    return Path(card_bundle())


def load_bundle(path: Traversable | Path) -> Bundle:
    """Read and check a bundle file; :class:`CardDataError` names what is wrong."""
    try:
        data = jsonload.loads(gzip.decompress(path.read_bytes()))
    except (OSError, EOFError, ValueError) as exc:
        raise CardDataError(f"the card bundle {path} is unreadable ({exc})") from None
    if not isinstance(data, dict) or data.get("schema") != BUNDLE_SCHEMA:
        raise CardDataError(f"the card bundle {path} is not a schema-{BUNDLE_SCHEMA} bundle")
    try:
        cards = [Card.from_dict(record) for record in data["cards"]]
        return Bundle(
            source=str(data["source"]),
            date=str(data["date"]),
            locales=[str(x) for x in data["locales"]],
            sets=[{"reference": s["reference"], "name": s.get("name", "")} for s in data["sets"]],
            cards=cards,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise CardDataError(f"the card bundle {path} is damaged ({exc})") from None


def build_bundle(
    sources: Any,
    *,
    locales: Sequence[str] = BUNDLE_LOCALES,
    label: str | None = None,
    dates: Sequence[str] = (),
    skipped: Skipped | None = None,
) -> dict[str, Any]:
    """The bundle (as JSON data) of every set the dumps ``sources`` hold, in ``locales``.

    ``sources`` is one :class:`DumpSource` or several, oldest first; ``dates[i]`` says when
    ``sources[i]`` was taken (``YYYY-MM`` or ``YYYY-MM-DD``; by default the newest
    ``updatedAt`` among its cards, or ``unknown``). A set several dumps hold is taken whole
    from its complete copy (the one with the most cards; the newer on a tie); a card only
    another copy has is kept too. Records that cannot be read are counted in ``skipped``.
    """
    dumps = list(sources) if isinstance(sources, list | tuple) else [sources]
    skipped = skipped if skipped is not None else Skipped()
    copies = [_read_dump(dump, locales, skipped) for dump in dumps]
    stamps = [
        (dates[i] if i < len(dates) and dates[i] else copy.newest or "unknown")
        for i, copy in enumerate(copies)
    ]
    merged: dict[str, Card] = {}
    order: list[str] = []
    names: dict[str, str] = {}
    for set_code in dict.fromkeys(code for copy in copies for code in copy.sets):
        holders = [copy for copy in copies if set_code in copy.sets]
        complete = max(reversed(holders), key=lambda copy: len(copy.sets[set_code]))
        for copy in [*(c for c in holders if c is not complete), complete]:
            merged.update(copy.sets[set_code])  # the complete copy's records last: they win
            names[set_code] = names.get(set_code) or copy.names.get(set_code, "")
        order.append(set_code)
    if not merged:
        described = ", ".join(dump.description for dump in dumps)
        raise CardDataError(f"{described} holds no cards to bundle")
    complete_from_family(merged)
    origin = label or ", ".join(dump.description for dump in dumps)
    if len(dumps) > 1:  # say which dates the sets come from
        origin += f" of {' and '.join(dict.fromkeys(stamps))}"
    return {
        "schema": BUNDLE_SCHEMA,
        "source": origin,
        "date": max(stamps),
        "locales": list(locales),
        "sets": [{"reference": s, "name": names.get(s, "")} for s in order],
        "cards": [
            c.to_dict(exclude_defaults=True, exclude=_DROPPED_FIELDS)
            for c in sorted(merged.values(), key=lambda c: c.reference)
        ],
    }


@dataclass
class _DumpCopy:
    """One dump's readable cards by set (reference → card, every locale merged)."""

    sets: dict[str, dict[str, Card]]
    names: dict[str, str]
    newest: str


def _read_dump(source: Any, locales: Sequence[str], skipped: Skipped) -> _DumpCopy:
    names: dict[str, str] = source.set_names() if hasattr(source, "set_names") else {}
    sets: dict[str, dict[str, Card]] = {}
    newest = ""
    for set_code in source.list_sets():
        cards: dict[str, Card] = {}
        for locale in locales:
            objects = source.fetch_set(set_code, locale)
            where = source.location(set_code, locale)
            for card, obj in read_records(objects, locale, where, skipped):
                merge_card(cards, card)
                newest = max(newest, str(obj.get("updatedAt") or "")[:10])
                if locale == DEFAULT_LOCALE and not names.get(set_code):
                    names[set_code] = _set_name(obj)
        if cards:
            sets[set_code] = cards
    return _DumpCopy(sets, names, newest)


def _set_name(obj: dict[str, Any]) -> str:
    """The set's name a card object carries (``cardSet.name``), for dumps without META."""
    card_set = obj.get("cardSet")
    name = card_set.get("name") if isinstance(card_set, dict) else None
    return name if isinstance(name, str) else ""


def pack_bundle(data: dict[str, Any]) -> bytes:
    """``data`` gzipped and compact, reproducibly (no timestamp)."""
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return gzip.compress(payload, compresslevel=9, mtime=0)


def write_bundle(data: dict[str, Any], path: Path) -> int:
    """Write ``data`` gzipped and compact, reproducibly (no timestamp); returns its size."""
    packed = pack_bundle(data)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
    write_file(path, packed)
    return len(packed)
