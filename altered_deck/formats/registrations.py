"""A registrations export read as spreadsheets and forms write it.

Excel (Windows and Mac, CR-only line endings included, "Unicode text" UTF-16), Google Forms
and LibreOffice all quote with ``"``; only the delimiter differs. It is chosen from the
header line alone (the candidate that splits it into the most cells), never sniffed from
cell contents, where a player's ``;`` or ``'`` would change how every later row is read;
``--delimiter`` forces it. Columns are found by the words of their headers, in English and
French (the languages of the card data), and the chosen ones are part of the result.

Nothing is dropped: a row that cannot be read is kept with its line and a ``problem``, for
the event check to give that player an UNREADABLE verdict.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from altered_deck.boundedread import read_bounded
from altered_deck.errors import DeckParseError, UsageError

MAX_REGISTRATIONS_BYTES = 64 * 1024 * 1024
MAX_PLAYERS = 100_000

DELIMITERS = {",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe"}
"""The delimiters a header line is tried with, in order of preference on a tie."""

PLAYER_WORDS = ("player", "joueur", "joueuse", "participant", "participante", "pseudo", "nickname")
NAME_WORDS = ("name", "nom")
DECK_WORDS = ("decklist", "deck", "list", "liste", "code", "deckcode")
NOT_PLAYER_WORDS = ("email", "mail", "courriel", "team", "equipe", "deck", "list", "liste")
"""Header words, casefolded and without accents: "Nom du joueur" → ``nom du joueur``. A deck
column names the list; a column that names the deck's *name* ("Deck name", "Nom du deck")
is neither the list nor the player."""

_BOMS = (
    (b"\xef\xbb\xbf", "utf-8-sig", "UTF-8"),
    (b"\xff\xfe", "utf-16", "UTF-16"),
    (b"\xfe\xff", "utf-16", "UTF-16"),
)


@dataclass(frozen=True)
class Registration:
    """One row of the registrations file: the player and the deck cell, with its line.
    ``problem`` says why the row cannot be judged (no deck, a broken row), else None."""

    line: int
    player: str
    deck: str
    problem: str | None = None


@dataclass(frozen=True)
class Column:
    """A column chosen: its header as written and its number (1 is the first)."""

    header: str
    number: int


@dataclass(frozen=True)
class Layout:
    """How a registrations file was read: its encoding, delimiter and the columns chosen."""

    encoding: str
    delimiter: str
    player: Column
    deck: Column


@dataclass(frozen=True)
class RegistrationsFile:
    """A registrations file read: how, and every row in file order."""

    layout: Layout
    rows: tuple[Registration, ...]


def parse_delimiter(text: str) -> str:
    """``--delimiter``: one character, or ``tab``/``comma``/``semicolon``/``pipe``."""
    named = {name: char for char, name in DELIMITERS.items()}
    value = named.get(text.strip().casefold(), "\t" if text == "\\t" else text)
    if len(value) != 1 or value in '"\r\n' or value.isalnum():
        raise UsageError(
            f"--delimiter {text!r}: expected one character such as , ; | or the word tab"
        )
    return value


def read_registrations_file(
    path: Path,
    *,
    player_column: str | None = None,
    deck_column: str | None = None,
    delimiter: str | None = None,
) -> RegistrationsFile:
    """The registrations CSV at ``path`` read row by row (a file, a device or a pipe).

    Raises DeckParseError (exit 2) only for the file as a whole: unreadable, too large, not
    text, no header, a column not found, no rows. A bad row is a Registration with a problem.
    """
    data = read_bounded(path, MAX_REGISTRATIONS_BYTES, "a registrations file", error=DeckParseError)
    text, encoding = decode_registrations(data, str(path))
    lines = io.StringIO(text, newline="").readlines()  # CR, LF and CRLF all end a line
    if not lines:
        raise DeckParseError(f"{path}: empty file, no header row")
    chosen = delimiter or header_delimiter(lines[0])
    header = next(csv.reader(lines[:1], delimiter=chosen, quotechar='"'), [])
    player = _column(path, header, player_column, "player")
    deck = _column(path, header, deck_column, "deck")
    if player.number == deck.number:
        raise DeckParseError(
            f"{path}:1: the column {player.header!r} cannot be both the player and the deck; "
            "name them with --player-column and --deck-column"
        )
    rows = _rows(str(path), lines, chosen, player, deck)
    if not rows:
        raise DeckParseError(f"{path}: no registrations (only a header row)")
    return RegistrationsFile(Layout(encoding, chosen, player, deck), tuple(rows))


def decode_registrations(data: bytes, source: str) -> tuple[str, str]:
    """The text of a registrations file and its encoding's name (UTF-8, with or without a
    byte order mark, or UTF-16 with one, as Excel's "Unicode text" writes it, or without one
    when the text starts in the Latin alphabet)."""
    codec, name = "utf-8", "UTF-8"
    for bom, bom_codec, bom_name in _BOMS:
        if data.startswith(bom):
            codec, name = bom_codec, bom_name
            break
    else:
        if b"\x00" in data:
            utf16 = _utf16_without_bom(data[:512])
            if utf16 is None:
                raise DeckParseError(f"{source}: binary data (NUL bytes), not a CSV file")
            codec, name = utf16, "UTF-16"
    try:
        text = data.decode(codec)
    except UnicodeDecodeError as exc:
        raise DeckParseError(
            f"{source}: not {name} text (bad byte at offset {exc.start}); "
            "export the CSV as UTF-8 (Excel: CSV UTF-8)"
        ) from None
    return text.removeprefix("\ufeff"), name


def _utf16_without_bom(head: bytes) -> str | None:
    """``utf-16-le`` or ``utf-16-be`` when most characters of ``head`` have a NUL high byte
    (text mostly in the Latin alphabet, as UTF-16 without a byte order mark), else None."""
    pairs = len(head) // 2
    odd, even = head[1 : 2 * pairs : 2].count(0), head[0 : 2 * pairs : 2].count(0)
    if odd >= pairs / 2 and even * 8 < odd:
        return "utf-16-le"
    if even >= pairs / 2 and odd * 8 < even:
        return "utf-16-be"
    return None


def header_delimiter(header_line: str) -> str:
    """The delimiter that splits the header line into the most cells (quotes respected);
    a comma when none splits it."""
    best, cells = ",", 1
    for candidate in DELIMITERS:
        found = len(next(csv.reader([header_line], delimiter=candidate, quotechar='"'), []))
        if found > cells:
            best, cells = candidate, found
    return best


def header_words(header: str) -> list[str]:
    """A header's words, casefolded, accents removed: ``Nom du joueur`` → nom, du, joueur."""
    plain = unicodedata.normalize("NFKD", header.casefold())
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return re.findall(r"[^\W_]+", plain.replace("e-mail", "email"))


def _score(words: Sequence[str], what: str) -> int:
    """How well a header names the player (2 a player word, 1 a name) or the deck."""
    if what == "deck":
        if any(w in NAME_WORDS for w in words):
            return 0
        return sum(w in DECK_WORDS for w in words)
    if any(w in NOT_PLAYER_WORDS for w in words):
        return 0
    if any(w in PLAYER_WORDS for w in words):
        return 2
    return int(any(w in NAME_WORDS for w in words))


def _column(path: Path, header: Sequence[str], named: str | None, what: str) -> Column:
    """The column ``named`` (any case), else the header whose words name ``what`` best
    (the first of equals)."""
    cells = [cell.strip() for cell in header]
    if named:
        folded = [cell.casefold() for cell in cells]
        if named.strip().casefold() in folded:
            index = folded.index(named.strip().casefold())
            return Column(cells[index], index + 1)
    else:
        scores = [_score(header_words(cell), what) for cell in cells]
        if scores and max(scores) > 0:
            index = scores.index(max(scores))
            return Column(cells[index], index + 1)
    words = PLAYER_WORDS + NAME_WORDS if what == "player" else DECK_WORDS
    looked = repr(named) if named else "a header with a word such as " + ", ".join(words)
    shown = ", ".join(repr(c) for c in cells[:20]) + (", …" if len(cells) > 20 else "")
    raise DeckParseError(
        f"{path}:1: no {what} column ({looked}) in the header ({shown}); "
        f"name it with --{what}-column"
    )


def _rows(
    source: str, lines: list[str], delimiter: str, player: Column, deck: Column
) -> list[Registration]:
    reader = csv.reader(lines[1:], delimiter=delimiter, quotechar='"', doublequote=True)
    rows: list[Registration] = []
    while True:
        start = reader.line_num + 2  # the header is line 1; a row is named by its first line
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            rows.append(Registration(start, "", "", f"not a readable CSV row ({exc})"))
            continue
        if any(cell.strip() for cell in row):
            rows.append(_registration(start, row, player, deck))
        if len(rows) > MAX_PLAYERS:
            raise DeckParseError(f"{source}: more than {MAX_PLAYERS:,} registrations; refused")
    if rows and _unclosed_at_end(lines[rows[-1].line - 1 :], delimiter):
        last = rows[-1]
        problem = (
            f"a quoted cell opened on line {last.line} is never closed: lines {last.line}–"
            f'{len(lines)} were read as one row (a " missing?)'
        )
        rows[-1] = Registration(last.line, last.player[:60], "", problem)  # maybe swallowed
    return rows


def _unclosed_at_end(tail: list[str], delimiter: str) -> bool:
    """True when the last row's quoted cell runs to the end of the file unclosed."""
    try:
        for _ in csv.reader(tail, delimiter=delimiter, quotechar='"', strict=True):
            pass
    except csv.Error as exc:
        return "unexpected end of data" in str(exc)
    return False


def _registration(line: int, row: list[str], player: Column, deck: Column) -> Registration:
    def cell(column: Column) -> str:
        return row[column.number - 1].strip() if column.number <= len(row) else ""

    name, cell_deck = " ".join(cell(player).split()), cell(deck)
    if not name:
        return Registration(line, "", cell_deck, f"no player name in column {player.header!r}")
    if not cell_deck:
        return Registration(line, name, "", f"no deck in column {deck.header!r}")
    return Registration(line, name, cell_deck)
