"""The example decks shipped in the package (the repository's data/decks): the six starter
decklists and, under ``illegal/``, starters changed to break one rule each (the tour's)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from altered_deck.errors import OutputError, UsageError
from altered_deck.outputfile import write_file
from altered_deck.packagedata import data_folder


@dataclass(frozen=True)
class ExampleDeck:
    """One shipped decklist: its name relative to the examples folder, and its text."""

    name: str
    text: str


def _folder() -> Path:
    return Path(data_folder(), "decks")


def example_decks() -> list[ExampleDeck]:
    """Every shipped example deck, starters first then ``illegal/``, sorted by name."""
    found = []
    for prefix, folder in (("", _folder()), ("illegal/", _folder().joinpath("illegal"))):
        for item in sorted(folder.iterdir(), key=lambda i: i.name):
            if item.is_file() and item.name.endswith(".txt"):
                found.append(ExampleDeck(prefix + item.name, item.read_text(encoding="utf-8")))
    return found


@dataclass(frozen=True)
class CopyResult:
    """What :func:`copy_examples` did: files written, and files kept because they differ."""

    written: list[Path]
    kept: list[Path]


def copy_examples(target: Path) -> CopyResult:
    """Write the example decks under ``target`` (created if missing). A file already there
    with other content is kept, never overwritten; one with the same content counts as
    written."""
    if target.exists() and not target.is_dir():
        raise UsageError(f"--copy {target}: is a file, not a folder")
    written, kept = [], []
    for deck in example_decks():
        path = target / deck.name
        try:
            if path.exists() and path.read_text(encoding="utf-8") != deck.text:
                kept.append(path)
                continue
            path.parent.mkdir(parents=True, exist_ok=True)
        except (OSError, UnicodeDecodeError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            raise OutputError(f"cannot write {path}: {reason}") from None
        write_file(path, deck.text)
        written.append(path)
    return CopyResult(written, kept)
