"""Read an input the user names -- a file, a device, a pipe, standard input -- holding at
most a limit.

The size a file system reports is no guide: it is 0 for ``/dev/zero``, a pipe, ``/dev/stdin``
or a process substitution (``<(cat deck.txt)``), and those may never end. Every user input
is therefore read here, at most ``limit + 1`` bytes, and refused past ``limit`` with one line
naming the limit (exit 2) -- the same for every command, however the input arrives.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from altered_deck.errors import AlteredDeckError, UsageError

MIB = 1024 * 1024

ErrorFactory = Callable[[str], AlteredDeckError]


def human_size(limit: int) -> str:
    """``1 MiB`` for a whole number of MiB, else ``1,000 bytes``."""
    if limit >= MIB and limit % MIB == 0:
        return f"{limit // MIB:,} MiB"
    return f"{limit:,} bytes"


def too_large(label: str, limit: int, what: str) -> str:
    """The one message for an input past its limit: ``LABEL: too large for WHAT (over 1 MiB);
    refused``."""
    return f"{label}: too large for {what} (over {human_size(limit)}); refused"


def read_bounded(
    path: Path | str,
    limit: int,
    what: str,
    *,
    label: str | None = None,
    error: ErrorFactory = UsageError,
) -> bytes:
    """The bytes of ``path`` (any kind of file), at most ``limit``.

    ``what`` names the kind of input in the message (``a decklist``); ``label`` names the
    input (default: the path); ``error`` builds the exception raised (exit 2 by default) for
    a missing, unreadable or too large input.
    """
    shown = str(path) if label is None else label
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except FileNotFoundError:
        raise error(f"{shown}: no such file") from None
    except IsADirectoryError:
        raise error(f"{shown}: is a directory, not {what}") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the name
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise error(f"{shown}: cannot read: {reason}") from None
    if len(data) > limit:
        raise error(too_large(shown, limit, what))
    return data


def read_stream_bounded(
    stream: IO[Any], limit: int, what: str, *, label: str, error: ErrorFactory = UsageError
) -> bytes:
    """At most ``limit`` bytes of an open stream (its binary buffer when it has one)."""
    source = getattr(stream, "buffer", stream)
    try:
        chunk = source.read(limit + 1)
    except OSError as exc:
        raise error(f"{label}: cannot read: {exc.strerror or exc}") from None
    data = chunk if isinstance(chunk, bytes) else str(chunk).encode("utf-8", "surrogatepass")
    if len(data) > limit:
        raise error(too_large(label, limit, what))
    return data
