"""The card bundle the package ships: a compact, gzipped snapshot of the card data.

The bundle is what makes the tool work offline out of the box: the first time a command needs
cards and the cache is empty, :meth:`CardStore` loads the bundle into it (see
``CardStore(bundle=...)``). :func:`build_bundle` makes one from any dump directory in the
community layout (``altered-deck cards bundle DUMP -o data/cards/cards.json.gz``).

Format (``schema`` 1): ``{"schema", "source", "date", "locales", "sets": [{"reference",
"name"}], "cards": [Card fields, defaults left out]}``. Every field validation, stats and the
engine read is kept; image paths are not.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

from altered_deck import jsonload
from altered_deck.cards.model import Card, merge_card, parse_api_card
from altered_deck.errors import CardDataError, OutputError
from altered_deck.outputfile import write_file

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
        """What ``cache info`` calls this data: ``bundled snapshot, <date>, <n> sets``."""
        return f"bundled snapshot, {self.date}, {len(self.sets)} sets"


def default_bundle() -> Traversable:
    """The bundle shipped in the package (``data/cards/cards.json.gz`` in the repository)."""
    return resources.files("altered_deck.data").joinpath("cards", "cards.json.gz")


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
    source: Any,
    *,
    locales: Sequence[str] = BUNDLE_LOCALES,
    label: str | None = None,
    date: str | None = None,
) -> dict[str, Any]:
    """The bundle (as JSON data) of every set a :class:`DumpSource` holds, in ``locales``.

    ``date`` says when the data was taken (``YYYY-MM`` or ``YYYY-MM-DD``); by default the
    newest ``updatedAt`` among the cards, or ``unknown`` when they carry none.
    """
    merged: dict[str, Card] = {}
    newest = ""
    for set_code in source.list_sets():
        for locale in locales:
            for obj in source.fetch_set(set_code, locale):
                try:
                    card = parse_api_card(obj, locale)
                except CardDataError as exc:
                    raise CardDataError(f"{source.location(set_code, locale)}: {exc}") from None
                merge_card(merged, card)
                newest = max(newest, str(obj.get("updatedAt") or "")[:10])
    if not merged:
        raise CardDataError(f"{source.description} holds no cards to bundle")
    present = {c.set_code for c in merged.values()}
    names = source.set_names() if hasattr(source, "set_names") else {}
    return {
        "schema": BUNDLE_SCHEMA,
        "source": label or source.description,
        "date": date or newest or "unknown",
        "locales": list(locales),
        "sets": [
            {"reference": s, "name": names.get(s, "")} for s in source.list_sets() if s in present
        ],
        "cards": [
            c.to_dict(exclude_defaults=True, exclude=_DROPPED_FIELDS)
            for c in sorted(merged.values(), key=lambda c: c.reference)
        ],
    }


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
