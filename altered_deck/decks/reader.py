"""Read a DECK argument: a file path, ``-`` for stdin, or a deckfmt code given directly.

(Foundation version: text files and stdin only; deckfmt and JSON detection come next.)
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from altered_deck.decks.model import Deck
from altered_deck.decks.text import parse_text
from altered_deck.errors import DeckParseError

DECK_FORMATS = ("text", "deckfmt", "json")


def read_deck(arg: str, *, deck_format: str | None = None, stdin: TextIO | None = None) -> Deck:
    """Read one deck from a path, ``-`` (stdin) or a code. ``deck_format`` forces a format."""
    if arg == "-":
        return parse_text((stdin or sys.stdin).read(), source="<stdin>")
    path = Path(arg)
    if path.is_file():
        return parse_text(path.read_text(encoding="utf-8"), source=str(path))
    raise DeckParseError(f"{arg}: no such deck file")
