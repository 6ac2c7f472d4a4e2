"""What git ignores, as discovery sees it: the ``.gitignore`` files from the repository's top
(the folder holding ``.git``, found upward; else the folder searched) down to each path, and
``.git/info/exclude``. A deeper file's patterns win over a shallower one's, and within a file
the last matching pattern wins (``!keep.txt`` re-includes), as in git; the patterns are read
with :mod:`pathspec`'s git rules. A ``.gitignore`` that cannot be read, or is over 1 MiB,
ignores nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pathspec

MAX_GITIGNORE_BYTES = 1 << 20


class GitIgnore:
    """The ignore rules that apply under ``root`` (each ``.gitignore`` read once)."""

    def __init__(self, root: Path) -> None:
        self.top = _repository_top(root.resolve())
        self._exclude = _read_spec(self.top / ".git" / "info" / "exclude")
        self._specs: dict[Path, pathspec.GitIgnoreSpec | None] = {}

    def ignored(self, path: Path, is_dir: bool = False) -> bool:
        """Whether git ignores ``path`` (a file, or with ``is_dir`` a folder)."""
        path = path.absolute()
        try:
            relative = path.relative_to(self.top)
        except ValueError:  # outside the repository
            return False
        if not relative.parts:
            return False
        decided: bool | None = None
        if self._exclude is not None:
            decided = _check(self._exclude, relative.as_posix(), is_dir, decided)
        folder = self.top
        for part in relative.parts:
            spec = self._spec(folder)
            if spec is not None:
                decided = _check(spec, path.relative_to(folder).as_posix(), is_dir, decided)
            folder = folder / part
        return bool(decided)

    def _spec(self, folder: Path) -> pathspec.GitIgnoreSpec | None:
        if folder not in self._specs:
            self._specs[folder] = _read_spec(folder / ".gitignore")
        return self._specs[folder]


def _check(
    spec: pathspec.GitIgnoreSpec, relative: str, is_dir: bool, decided: bool | None
) -> bool | None:
    """The verdict after ``spec``: its last matching pattern's, else the one before."""
    result = spec.check_file(relative + "/" if is_dir else relative)
    return decided if result.include is None else bool(result.include)


def _repository_top(root: Path) -> Path:
    for folder in (root, *root.parents):
        if (folder / ".git").exists():
            return folder
    return root


def _read_spec(path: Path) -> pathspec.GitIgnoreSpec | None:
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_GITIGNORE_BYTES + 1)
    except OSError:
        return None
    if len(data) > MAX_GITIGNORE_BYTES:
        return None
    lines = data.decode("utf-8", errors="replace").splitlines()
    # Imported here: pathspec loads asyncio, tens of milliseconds that a run naming its decks
    # (no folder searched) does not need.
    import pathspec

    return pathspec.GitIgnoreSpec.from_lines(lines)
