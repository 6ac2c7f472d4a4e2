"""Hostile registrations files for ``altered-deck event check``: the ``event`` kind of
``bench/fuzz.py``.

Each input is a registrations file written into a fresh folder, as a spreadsheet, a form or
a careless hand writes one: headers in English or French in any order with extra columns;
comma, semicolon, tab or ``|``; CRLF, LF or CR-only line endings; UTF-8 with or without a
byte order mark, UTF-16, or bytes that are none of these; and cells that broke the check
before: names with ``;`` and quotes, ``'a','b','c``, empty cells, one-line cells of 256+
bytes (CJK text, long deck codes, lists pasted on one line), quoted cells never closed, cells
over the CSV reader's limit, and deck files that are missing, outside the folder, too long to
name, a loop of symbolic links, a pipe, a folder or a device. Then, now and then, a few
random edits of the whole file. The command runs with and without ``--json``, ``-o``,
``--delimiter`` and column options.
"""

from __future__ import annotations

import base64
import os
import random
import shutil
from pathlib import Path

from altered_deck.decks.deckfmt import encode_deckfmt
from altered_deck.decks.text import parse_text

ROOT = Path(__file__).resolve().parent.parent
STARTERS = sorted((ROOT / "data" / "decks").glob("*.txt"))
PLAYER_HEADERS = ["Player", "Player name", "Nom du joueur", "Joueuse", "Pseudo", "Name", "Nom"]
DECK_HEADERS = ["Deck", "Decklist (paste your code)", "Liste", "Deck code", "Code", "Decklist"]
OTHER_HEADERS = ["Timestamp", "Email Address", "Adresse e-mail", "Nom du deck", "Team", ""]
NAMES = [
    "Ann", "Bo", "ann ", "Eve;'a';'b';", "'a','b','c", '"Bo" Smith', 'Cy "the', "=1+1",
    "José Núñez", "李小龍", "", " ", "Zoë\u200b", "a\tb", "line\nbreak", "x" * 5000,
]  # fmt: skip
FILE_CELLS = [
    "decks/sierra.txt", "decks/missing.txt", "../../etc/passwd.txt", "/etc/hostname.txt",
    "decks/loop.txt", "decks/fifo.txt", "decks/folder.txt", "decks/zero.txt", "decks/out.txt",
    "decks\\sierra.txt", "decks/" + "a" * 300 + ".txt", "a/" * 2040 + "x.txt", "x\x00.txt",
]  # fmt: skip
NOISE = "0123456789 xX_ALTCOREBAXNE#/\t\n\r{}[]\":;,|'-.\\\x00é李"


def event_input(rng: random.Random, folder: Path) -> tuple[list[str], str]:
    """Write one hostile event into ``folder`` (emptied first); the command line (without
    the cache options) and a short description of the file."""
    shutil.rmtree(folder, ignore_errors=True)
    _deck_folder(folder / "decks")
    path = folder / "registrations.csv"
    text, delimiter = _registrations(rng, folder)
    path.write_bytes(_encode(rng, text))
    argv = ["event", "check", str(path), "-f", rng.choice(["standard", "nuc", "nope"])]
    if rng.random() < 0.02:
        argv[2] = "/dev/zero"
    if rng.random() < 0.5:
        argv.append("--json")
    if rng.random() < 0.2:
        argv += ["-o", str(folder / rng.choice(["out.html", "out.csv", "out.json", "x.pdf"]))]
    if rng.random() < 0.15:
        argv += ["--delimiter", rng.choice([delimiter, ",", ";", "tab", "|", "ab", '"', ":"])]
    if rng.random() < 0.1:
        argv += [rng.choice(["--player-column", "--deck-column"]), rng.choice(NAMES[:6])]
    return argv, text[:200]


def _deck_folder(decks: Path) -> None:
    """Deck files beside the registrations, and the paths that once crashed the check."""
    decks.mkdir(parents=True)
    (decks / "sierra.txt").write_bytes(STARTERS[3].read_bytes())
    (decks / "loop.txt").symlink_to("loop.txt")
    (decks / "zero.txt").symlink_to("/dev/zero")
    (decks / "out.txt").symlink_to("../../outside.txt")
    (decks / "folder.txt").mkdir()
    os.mkfifo(decks / "fifo.txt")


def _registrations(rng: random.Random, folder: Path) -> tuple[str, str]:
    """The text of a registrations file and the delimiter it was written with."""
    delimiter = rng.choice([",", ";", "\t", "|"])
    newline = rng.choice(["\r\n", "\n", "\r"])
    header = [rng.choice(PLAYER_HEADERS), rng.choice(DECK_HEADERS)]
    header += rng.sample(OTHER_HEADERS, rng.randint(0, 3))
    rng.shuffle(header)
    rows = [header]
    for _ in range(rng.randint(0, 30)):
        row = [rng.choice(NAMES) if h in PLAYER_HEADERS else "x@example.org" for h in header]
        row[next(i for i, h in enumerate(header) if h in DECK_HEADERS)] = _deck_cell(rng)
        rows.append(row)
    lines = [delimiter.join(_quoted(rng, cell, delimiter) for cell in row) for row in rows]
    text = newline.join(lines) + rng.choice([newline, ""])
    if rng.random() < 0.25:
        text = _mutate(rng, text)
    return text, delimiter


def _deck_cell(rng: random.Random) -> str:
    starter = rng.choice(STARTERS).read_text(encoding="utf-8")
    kind = rng.randrange(9)
    if kind == 0:
        return starter
    if kind == 1:
        return encode_deckfmt(parse_text(starter))
    if kind == 2:
        return " ".join(starter.split())  # a list pasted into a one-line field
    if kind == 3:
        return rng.choice(FILE_CELLS)
    if kind == 4:
        return "李小龍的牌組" * rng.randint(1, 30)
    if kind == 5:
        raw = rng.randbytes(rng.choice([rng.randint(1, 40), rng.randint(200, 400), 3000]))
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
    if kind == 6:
        return rng.choice(["", " ", '"', "'q'", "x" * rng.choice([255, 256, 4097, 140_000])])
    if kind == 7:
        unique = f"ALT_CORE_B_AX_11_U_{rng.randint(1, 9)}"  # uncached, twice now and then
        return starter.replace("3 ALT_CORE", f"2 ALT_CORE\n1 {unique}")
    return "".join(rng.choices(NOISE, k=rng.randint(0, 300)))


def _quoted(rng: random.Random, cell: str, delimiter: str) -> str:
    """The cell as a spreadsheet writes it (quoted when needed), or now and then not."""
    needs = any(c in cell for c in (delimiter, '"', "\n", "\r"))
    if rng.random() < 0.02:
        return '"' + cell  # never closed
    if needs and rng.random() < 0.97:
        return '"' + cell.replace('"', '""') + '"'
    return cell


def _encode(rng: random.Random, text: str) -> bytes:
    kind = rng.randrange(12)
    if kind == 0:
        return b"\xef\xbb\xbf" + text.encode("utf-8", "surrogatepass")
    if kind == 1:
        return text.encode("utf-16")  # with its byte order mark, as Excel writes it
    if kind == 2:
        return text.encode("utf-16-le")  # without one
    if kind == 3:
        return text.encode("latin-1", "replace")
    if kind == 4:
        data = bytearray(text.encode("utf-8", "surrogatepass"))
        for _ in range(rng.randint(1, 5)):
            if data:
                data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data)
    return text.encode("utf-8", "surrogatepass")


def _mutate(rng: random.Random, text: str) -> str:
    """A few random edits: delete, duplicate, insert noise."""
    chars = list(text)
    for _ in range(rng.randint(1, 6)):
        i = rng.randrange(len(chars) + 1)
        op = rng.randrange(3)
        if op == 0:
            del chars[i : i + rng.randint(1, 20)]
        elif op == 1:
            chars[i:i] = chars[i : i + rng.randint(1, 200)] * rng.randint(1, 20)
        else:
            chars[i:i] = rng.choices(NOISE, k=rng.randint(1, 10))
    return "".join(chars)
