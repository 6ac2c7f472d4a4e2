"""Find the decklists of a repository: files matching globs, then only those that look like one.

A repository holds more than decks (README.md, requirements.txt, package.json, notes): a file
found by a pattern is a decklist only if it has a ``QTY REF`` line, a ``QTY Name`` line whose
name is a card's (English or French, or a letter off: ``3 Axiom Salvagr``; not ``2 Sleeve
boxes``), a deck JSON shape or an altered-deckfmt code alone on a line (:func:`not_a_decklist`).
Comments after a card (``// name``, ``# note``) do not count. Hidden folders,
virtual environments (a folder holding ``pyvenv.cfg``), ``node_modules``, ``site-packages``
and ``__pycache__`` are never searched, nor what ``.gitignore`` ignores
(:mod:`altered_deck.decks.gitignore`).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from altered_deck.cards.reference import is_reference
from altered_deck.decks.codeshape import looks_like_code
from altered_deck.decks.gitignore import GitIgnore
from altered_deck.decks.reader import read_deck_file
from altered_deck.decks.text import without_comment
from altered_deck.errors import DeckParseError, UsageError

SKIPPED_FOLDERS = frozenset({"node_modules", "site-packages", "__pycache__"})
"""Folder names never searched (besides hidden ones and virtual environments)."""

_QTY_REF = re.compile(r"^\s*\d{1,3}(?:\s*[xX])?\s+(\S+)\s*$")
# ``3 Axiom Salvager``: a quantity, then words starting with a capital, so that a note like
# ``2 things to check`` is not looked up; the name must then be a card's (``2 Sleeve boxes``
# is not).
_QTY_NAME = re.compile(r"^\s*\d{1,3}(?:\s*[xX])?\s+([^\W\d_a-z][^_]*)$")
MAX_NAME_LOOKUPS = 20
"""A file's first ``QTY Name`` lines looked up among the card names (a long note stops there)."""
_DECK_JSON_KEYS = ("cards", "deckCards", "cardIndexes", "deckCardsByType")


MAX_GLOB_TESTS = 500_000
"""Globs × files one search may test (1,000 globs over 500 files, 10 over 50,000)."""


@dataclass(frozen=True)
class Discovery:
    """What a search found: the decklists (paths as given or relative to the working
    directory) and the files passed over, each with why."""

    decks: tuple[str, ...]
    skipped: tuple[tuple[str, str], ...]


def relative_to(path: Path, root: Path) -> str | None:
    """``path`` relative to ``root`` with ``/`` separators, or None when outside it."""
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return None


def _skipped_folder(folder: Path, name: str) -> bool:
    return (
        name.startswith(".") or name in SKIPPED_FOLDERS or (folder / name / "pyvenv.cfg").is_file()
    )


def in_skipped_folder(relative: str, root: Path) -> bool:
    """Whether a path relative to ``root`` lies in a folder discovery never enters."""
    folder = root
    for name in relative.split("/")[:-1]:
        if _skipped_folder(folder, name):
            return True
        folder = folder / name
    return False


def find_files(
    root: Path,
    include: Sequence[str],
    exclude: Sequence[str] = (),
    *,
    start: Path | None = None,
    gitignore: bool = True,
) -> list[str]:
    """The files under ``start`` (default ``root``) matching an ``include`` glob and no
    ``exclude`` glob, relative to ``root`` (``/``-separated), sorted; skipped folders are
    not entered, and with ``gitignore`` neither is what git ignores (unless ``start`` itself
    is ignored: a folder named on purpose is searched whole). A ``start`` outside ``root`` is
    its own root.

    UsageError when the globs times the files exceed :data:`MAX_GLOB_TESTS`, before any
    glob is tested."""
    root = root.resolve()
    start = root if start is None else start.resolve()
    if relative_to(start, root) is None:
        root = start
    ignore = GitIgnore(root) if gitignore else None
    if ignore is not None and start != root and ignore.ignored(start, is_dir=True):
        ignore = None  # a folder git ignores, named on purpose: all of it (git add -f)
    files = []
    for folder, subfolders, names in os.walk(start):
        here = Path(folder)
        subfolders[:] = sorted(
            d
            for d in subfolders
            if not _skipped_folder(here, d) and not (ignore and ignore.ignored(here / d, True))
        )
        files += [
            (here / name).relative_to(root).as_posix()
            for name in names
            if not name.startswith(".") and not (ignore and ignore.ignored(here / name))
        ]
    globs = len(include) + len(exclude)
    if globs * len(files) > MAX_GLOB_TESTS:
        raise UsageError(
            f"{globs:,} include/exclude globs over {len(files):,} files: more than "
            f"{MAX_GLOB_TESTS:,} glob tests; use fewer globs or search a narrower folder"
        )
    return sorted(relative for relative in files if is_included(relative, include, exclude))


def is_included(relative: str, include: Sequence[str], exclude: Sequence[str]) -> bool:
    """Whether a path relative to the root matches an include glob and no exclude glob."""
    from altered_deck.globmatch import glob_matches  # here: named decks are not matched

    return any(glob_matches(g, relative) for g in include) and not any(
        glob_matches(g, relative) for g in exclude
    )


def not_a_decklist(path: Path) -> str | None:
    """Why the file at ``path`` is not a decklist, or None when it looks like one."""
    try:
        data = read_deck_file(path)
    except DeckParseError as exc:
        return str(exc).removeprefix(f"{path}: ")
    if b"\x00" in data:
        return "binary data"
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        return "not UTF-8 text"
    return None if looks_like_decklist(text) else "no 'QTY REF' line, deck JSON or deck code"


def looks_like_decklist(text: str) -> bool:
    """A ``QTY REF`` / ``QTY Name`` line, a deck JSON shape, or a deck code alone on a line."""
    body = text.strip()
    if body.startswith(("{", "[")):
        return _is_deck_json(body)
    lookups = 0
    for line in map(without_comment, body.splitlines()):
        name = _QTY_NAME.match(line)
        if name is None:
            if _is_deck_line(line):
                return True
        elif lookups < MAX_NAME_LOOKUPS:
            lookups += 1
            if is_card_name(name.group(1)):
                return True
    return False


def is_card_name(name: str) -> bool:
    """Whether ``name`` is the English or French name of a bundled card, or close to one
    (a letter missing or wrong, an accent left out)."""
    import difflib

    from altered_deck.cards.names import fold

    folded = fold(name)
    names = _card_names()
    return folded in names or bool(difflib.get_close_matches(folded, names, n=1, cutoff=0.8))


@lru_cache(maxsize=1)
def _card_names() -> frozenset[str]:
    import gzip

    from altered_deck.cards.bundle import default_bundle
    from altered_deck.cards.names import fold

    try:
        data = json.loads(gzip.decompress(default_bundle().read_bytes()))
        return frozenset(fold(n) for card in data["cards"] for n in card["names"].values() if n)
    except (OSError, EOFError, ValueError, KeyError, TypeError, AttributeError):
        return frozenset()  # a damaged bundle: names decide nothing (commands report it)


def _is_deck_line(line: str) -> bool:
    match = _QTY_REF.match(line)
    if match and is_reference(match.group(1)):
        return True
    if line and looks_like_code(line) and not is_reference(line):
        from altered_deck.decks.deckfmt import decode_deckfmt  # here: only a code needs it

        try:
            decode_deckfmt(line)
        except DeckParseError:
            return False
        return True
    return False


def _is_deck_json(text: str) -> bool:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return False
    if isinstance(data, list) and len(data) == 1:
        data = data[0]
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        data = data["data"]
    return isinstance(data, dict) and any(key in data for key in _DECK_JSON_KEYS)


def keep_decklists(paths: Iterable[str]) -> Discovery:
    """``paths`` split into decklists and the files that are not (with why)."""
    decks, skipped = [], []
    for path in paths:
        reason = not_a_decklist(Path(path))
        if reason is None:
            decks.append(path)
        else:
            skipped.append((path, reason))
    return Discovery(decks=tuple(decks), skipped=tuple(skipped))


def discover_decks(
    root: Path,
    include: Sequence[str],
    exclude: Sequence[str],
    cwd: Path,
    start: Path | None = None,
) -> Discovery:
    """The decklists under ``start`` (default ``root``) that the globs include and git does
    not ignore, as paths relative to ``cwd`` (when under it; else absolute), and the
    matching files that are not decklists."""
    if start is not None and relative_to(start, root) is None:
        root = start
    shown = []
    for relative in find_files(root, include, exclude, start=start):
        path = root / relative
        try:
            shown.append(os.path.relpath(path, cwd))
        except ValueError:  # another drive (Windows)
            shown.append(str(path))
    return keep_decklists(shown)
