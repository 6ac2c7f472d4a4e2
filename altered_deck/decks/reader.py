"""Read a DECK argument: a file path, ``-`` for stdin, or an altered-deckfmt code given directly.

The format is detected from the content unless forced: a single token of base64 characters
is a deckfmt code, content starting with ``{`` or ``[`` is JSON, anything else is text.
Input over 1 MiB or 10,000 lines, and binary input, are refused before parsing.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import IO, Any

from altered_deck.boundedread import read_bounded, read_stream_bounded
from altered_deck.cards.reference import is_reference
from altered_deck.decks.codeshape import looks_like_code
from altered_deck.decks.model import Deck
from altered_deck.decks.text import parse_text
from altered_deck.errors import DeckParseError, UsageError

DECK_FORMATS = ("text", "deckfmt", "json")
MAX_DECK_BYTES = 1024 * 1024
MAX_DECK_LINES = 10_000
STDIN_SOURCE = "<stdin>"


def read_deck(
    arg: str,
    *,
    deck_format: str | None = None,
    stdin: IO[Any] | None = None,
    deckfmt_table: str | None = None,
) -> Deck:
    """Read one deck from a path, ``-`` (stdin) or a code. ``deck_format`` forces a format;
    ``deckfmt_table`` names the altered-deckfmt set-id table (None: the default).

    Raises :class:`DeckParseError` (exit 2) on anything unreadable, naming the input.
    """
    fmt = _check_format(deck_format)
    if arg == "-":
        data = _read_stream(stdin or sys.stdin)
        return parse_deck_bytes(data, STDIN_SOURCE, fmt, deckfmt_table=deckfmt_table)
    path = Path(arg)
    kind = _path_kind(path)
    if kind == "file":
        return parse_deck_bytes(read_deck_file(path), str(path), fmt, deckfmt_table=deckfmt_table)
    if kind == "dir":
        raise DeckParseError(f"{arg}: is a directory, not a deck file")
    if fmt in (None, "deckfmt") and looks_like_code(arg):
        from altered_deck.decks.deckfmt import decode_deckfmt  # here: a code, not a file

        try:
            return decode_deckfmt(arg, source=_code_source(arg), table=deckfmt_table)
        except DeckParseError as exc:
            reason = str(exc).removeprefix("not an altered-deckfmt code: ")
            raise DeckParseError(
                f"{_short(arg)!r}: no such file (and not an altered-deckfmt code: {reason})"
            ) from None
    raise DeckParseError(f"{_short(arg)!r}: no such file")


def parse_deck_text(
    text: str, source: str, deck_format: str | None = None, *, deckfmt_table: str | None = None
) -> Deck:
    """Parse deck content already decoded to text, detecting the format unless forced."""
    fmt = _check_format(deck_format) or detect_format(text)
    if fmt == "deckfmt":
        from altered_deck.decks.deckfmt import decode_deckfmt  # here: a decklist needs none

        try:
            return decode_deckfmt(text, source=source, table=deckfmt_table)
        except DeckParseError as exc:
            raise DeckParseError(f"{source}: {exc}") from None
    if fmt == "json":
        from altered_deck.decks.jsonfmt import parse_json  # here: a text decklist needs none

        return parse_json(text, source)
    return parse_text(text, source)


def parse_deck_bytes(
    data: bytes, source: str, deck_format: str | None = None, *, deckfmt_table: str | None = None
) -> Deck:
    """Check limits and encoding of raw deck content, then :func:`parse_deck_text`."""
    text = decode_deck_bytes(data, source)
    return parse_deck_text(text, source, deck_format, deckfmt_table=deckfmt_table)


def decode_deck_bytes(data: bytes, source: str) -> str:
    """Deck content as text: refuses over 1 MiB, over 10,000 lines, NUL bytes and non-UTF-8."""
    if len(data) > MAX_DECK_BYTES:
        raise DeckParseError(f"{source}: too large for a decklist (over 1 MiB); refused")
    if b"\x00" in data:
        raise DeckParseError(f"{source}: binary data (NUL bytes), not a decklist")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DeckParseError(
            f"{source}: not UTF-8 text (bad byte at offset {exc.start}), not a decklist"
        ) from None
    if text.count("\n") + (0 if text.endswith("\n") else 1) > MAX_DECK_LINES:
        raise DeckParseError(
            f"{source}: too many lines for a decklist (over {MAX_DECK_LINES:,}); refused"
        )
    return text


def detect_format(text: str) -> str:
    """``deckfmt``, ``json`` or ``text``, from the content (BOM and surrounding space ignored)."""
    body = text.removeprefix("\ufeff").strip()
    if body.startswith(("{", "[")):
        return "json"
    # A lone reference is a text line missing its quantity, not a code.
    if body and looks_like_code(body) and not is_reference(body):
        return "deckfmt"
    return "text"


def _check_format(deck_format: str | None) -> str | None:
    if deck_format is None:
        return None
    fmt = deck_format.lower()
    if fmt not in DECK_FORMATS:
        raise UsageError(
            f"unknown deck format {deck_format!r} (expected one of: {', '.join(DECK_FORMATS)})"
        )
    return fmt


def _path_kind(path: Path) -> str | None:
    """``file``, ``dir`` or None when ``path`` names nothing usable.

    A name the system refuses (over 255 bytes, a NUL byte) is no file: a long deckfmt code
    (a 140-card pool, 300 Uniques) must still be tried as a code.
    """
    try:
        if path.is_dir():
            return "dir"
        if path.exists():  # a file, or a device or pipe (``<(cat deck.txt)``): read, bounded
            return "file"
    except (OSError, ValueError):
        return None
    return None


def read_deck_file(path: Path) -> bytes:
    """The bytes of a deck file, any kind (DeckParseError when too large or unreadable)."""
    return read_bounded(path, MAX_DECK_BYTES, "a decklist", error=DeckParseError)


def _read_stream(stream: IO[Any]) -> bytes:
    """Up to 1 MiB of a stream (binary buffer when it has one), as bytes."""
    return read_stream_bounded(
        stream, MAX_DECK_BYTES, "a decklist", label=STDIN_SOURCE, error=DeckParseError
    )


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _code_source(code: str) -> str:
    """A code names its own deck in messages (shortened when long)."""
    return _short(code.strip(), 40)
