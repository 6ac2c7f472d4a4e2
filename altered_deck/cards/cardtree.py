"""The community dump's per-card tree: ``CARDS/<LANG>/<SET>/<FACTION>/<REF>.json``.

The community card database keeps each card in its own file, one folder per language, set
and main faction, beside the per-set files (``SETS/<SET>/<SET>_<LANG>.json``). A dump may
hold either layout or both; :class:`~altered_deck.cards.sources.DumpSource` reads a set's
per-set file when there is one and its tree folder otherwise. Only two-letter faction
folders are read (the database also keeps API pages in ``pages/``). A file that is not a
JSON object is one unreadable record (:class:`UnreadableRecord`), skipped with the others.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from altered_deck import jsonload

TREE = "CARDS"
_FACTION_FOLDER = re.compile(r"^[A-Z]{2}$")


class UnreadableRecord(dict[str, Any]):
    """A per-card file that holds no card object: counted as a skipped record."""

    def __init__(self, problem: str) -> None:
        super().__init__()
        self.problem = problem


def tree_sets(root: Path) -> list[str]:
    """Sets with a folder in any language of ``root/CARDS``."""
    tree = root / TREE
    if not tree.is_dir():
        return []
    return sorted({p.name for lang in tree.iterdir() if lang.is_dir() for p in lang.iterdir()})


def tree_folder(root: Path, set_code: str, lang: str) -> Path:
    """``root/CARDS/<LANG>/<SET>``."""
    return root / TREE / lang / set_code


def read_tree_set(folder: Path) -> list[dict[str, Any]]:
    """The card objects of one set folder, in file name order within each faction folder."""
    records: list[dict[str, Any]] = []
    factions = sorted(p for p in folder.iterdir() if p.is_dir() and _FACTION_FOLDER.match(p.name))
    for faction in factions:
        for path in sorted(faction.glob("*.json")):
            records.append(_read_card_file(path))
    return records


def _read_card_file(path: Path) -> dict[str, Any]:
    try:
        data = jsonload.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        return UnreadableRecord(f"{path}: cannot read JSON ({exc})")
    if not isinstance(data, dict):
        return UnreadableRecord(f"{path}: not a card object")
    return data
