"""Card-data sources: anything that can list sets and give card objects in the API shape.

``DumpSource`` reads the community dump layout from a local directory. (HTTP sources are
added beside it; every source implements :class:`CardSource`.)
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Protocol

from altered_deck.errors import SourceError, SourceUnreachableError

LOCALE_FILE_SUFFIX = {"en-us": "EN", "fr-fr": "FR", "de-de": "DE", "es-es": "ES", "it-it": "IT"}


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


class DumpSource:
    """The community dump (``SETS/<SET>/<SET>_<LANG>.json``) in a local directory."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        if not (self.root / "SETS").is_dir():
            raise SourceUnreachableError(
                f"{self.root} is not a card dump directory (no SETS/ folder inside)"
            )

    @property
    def description(self) -> str:
        """``dump:<absolute path>``."""
        return f"dump:{self.root.resolve()}"

    def list_sets(self) -> list[str]:
        """Sets present as ``SETS/<SET>/`` folders, in the order of ``META/card_sets_en.json``."""
        present = sorted(p.name for p in (self.root / "SETS").iterdir() if p.is_dir())
        meta = self.root / "META" / "card_sets_en.json"
        if meta.is_file():
            listed = [m["reference"] for m in _load_json(meta).get("hydra:member", [])]
            ordered = [s for s in listed if s in present]
            return ordered + [s for s in present if s not in ordered]
        return present

    def fetch_set(self, set_code: str, locale: str) -> list[dict[str, Any]]:
        """The set's card array for ``locale``; an error when that file is missing."""
        suffix = LOCALE_FILE_SUFFIX.get(locale)
        if suffix is None:
            raise SourceError(f"unknown locale {locale!r} (known: {', '.join(LOCALE_FILE_SUFFIX)})")
        path = self.root / "SETS" / set_code / f"{set_code}_{suffix}.json"
        if not path.is_file():
            raise SourceError(f"{path}: no such file in the dump", url=str(path))
        data = _load_json(path)
        if not isinstance(data, list):
            raise SourceError(f"{path}: expected a JSON array of cards", url=str(path))
        return data


def _load_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SourceError(f"{path}: cannot read JSON ({exc})", url=str(path)) from None
