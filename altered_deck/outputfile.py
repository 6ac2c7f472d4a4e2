"""Write an output file (``-o``, ``--junit-xml``, ``--sarif``, ``--summary-md``, a bundle):
the one place a file the user asked for is written.

A file that cannot be written -- a full disk (``/dev/full``), a read-only folder, a path under
a regular file -- is the environment's fault, not the command line's: :class:`OutputError`,
exit 3, ``cannot write PATH: reason``, as for standard output. (An option value refused before
any work, such as ``-o`` in a folder that does not exist, is a usage error, exit 2.)
"""

from __future__ import annotations

from pathlib import Path

from altered_deck.errors import OutputError


def write_file(path: Path, content: str | bytes, *, append: bool = False) -> None:
    """Write ``content`` to ``path`` (text as UTF-8 with ``\\n`` line ends; ``append``: after
    what is there). OutputError (exit 3) naming the file when it cannot be written."""
    mode = ("a" if append else "w") + ("b" if isinstance(content, bytes) else "")
    try:
        if isinstance(content, bytes):
            with open(path, mode) as out:
                out.write(content)
        else:
            with open(path, mode, encoding="utf-8", newline="\n") as out:
                out.write(content)
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
