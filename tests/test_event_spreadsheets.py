"""``altered-deck event check`` on registrations files as spreadsheets and forms export them
(``tests/fixtures/event/``): every row judged or reported, the columns said, the flags."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from altered_deck.cli.main import cli
from altered_deck.errors import DeckParseError, UsageError
from altered_deck.formats.event import looks_like_deck_file, unfold_one_line
from altered_deck.formats.registrations import (
    header_delimiter,
    parse_delimiter,
    read_registrations_file,
)
from tests.conftest import FIXTURES, STARTERS

AS_OF = "2026-03-01"
EVENT = FIXTURES / "event"
SIERRA = (STARTERS / "sierra.txt").read_text(encoding="utf-8")
SIERRA_CODE = "EBAlWQnKznJygpeMvWfNPjnBzApOMnaVDKnm5yQZ2upm_TLGlgA"


@pytest.fixture
def event_dir(tmp_path: Path) -> Path:
    """A copy of the fixtures, with a loop of symbolic links in ``decks/loop.txt``."""
    folder = tmp_path / "event"
    shutil.copytree(EVENT, folder)
    (folder / "decks" / "loop.txt").symlink_to("loop.txt")
    return folder


def check(runner: CliRunner, cache_dir: Path, path: Path, *args: str) -> tuple[int, Any]:
    result = runner.invoke(
        cli,
        ["--cache-dir", str(cache_dir), "--offline", "event", "check", str(path),
         "-f", "standard", "--as-of", AS_OF, "--json", *args],
    )  # fmt: skip
    assert result.exit_code in (0, 1, 2, 3), result.output
    return result.exit_code, json.loads(result.stdout)


def verdicts(data: Any) -> list[tuple[str, int, str, str]]:
    """(player, line, verdict, the error message without its label, or the rule codes)."""
    found = []
    for p in data["players"]:
        if "error" in p:
            detail = p["error"]["message"].split("): ", 1)[1]
        else:
            detail = " ".join(v["code"] for v in p["violations"])
        found.append((p["player"], p["line"], p["verdict"], detail))
    return found


def groups(flags: list[Any]) -> list[tuple[str, str, list[int]]]:
    return [(f["kind"], f["subject"], [p["line"] for p in f["players"]]) for f in flags]


def test_excel_for_windows_in_french_semicolons_and_a_bom(
    runner: CliRunner, cache_dir: Path, event_dir: Path
) -> None:
    """A name with ; and ', a cell 'a','b','c (what sniffing took for a quote character),
    a multi-line list, a "Nom du deck" column that is not the list, an empty deck cell."""
    code, data = check(runner, cache_dir, event_dir / "excel-windows-fr.csv")
    assert code == 2
    assert data["columns"] == {
        "encoding": "UTF-8",
        "delimiter": ";",
        "player": {"header": "Nom du joueur", "column": 1},
        "deck": {"header": "Liste", "column": 4},
    }
    assert verdicts(data) == [
        ("Ann", 2, "LEGAL", ""),
        ("Eve;'a';'b';", 3, "LEGAL", ""),
        ("Cy", 4, "ILLEGAL", "STD-SUSPENDED"),
        ("Di", 5, "LEGAL", ""),  # a list of 21 lines in one quoted cell
        ("Bo", 26, "UNREADABLE", "no deck in column 'Liste'"),
        ("Fay", 27, "LEGAL", ""),
    ]
    assert data["flags"] == []
    assert groups(data["same_lists"]) == [
        ("same-list", "Sierra & Oddball, 40 cards", [2, 5]),
        ("same-list", "Kojo & Booda, 40 cards", [3, 27]),
    ]
    assert data["summary"] == {
        "players": 6,
        "legal": 4,
        "flags": 0,
        "same_lists": 2,
        "exit_code": 2,
    }


def test_the_text_report_says_the_columns_and_groups_same_lists(
    runner: CliRunner, cache_dir: Path, event_dir: Path
) -> None:
    path = event_dir / "excel-windows-fr.csv"
    result = runner.invoke(
        cli,
        ["--cache-dir", str(cache_dir), "event", "check", str(path), "-f", "standard",
         "--as-of", AS_OF],
    )  # fmt: skip
    assert result.exit_code == 2
    lines = result.stdout.splitlines()
    assert lines[1] == (
        "Columns: player 'Nom du joueur' (column 1), deck 'Liste' (column 4) "
        "· semicolon-separated · UTF-8"
    )
    start = lines.index("Players with a problem (2 of 6):")
    end = lines.index("Metagame (5 decks read):")
    assert lines[start:end] == [
        "Players with a problem (2 of 6):",
        "Cy (line 4)  ILLEGAL  40 cards · hero Sierra & Oddball (AX) · 8 rares",
        '  STD-SUSPENDED   ban-list:2025-10-03: ALT_BISE_B_AX_58_C "Bugfix" (C, Axiom)',
        "                  suspended since 2025-10-03 by Equinox [line 23]",
        "Bo (line 26)  UNREADABLE",
        f"  {path}:26 (Bo): no deck in column 'Liste'",
        "",
        "Flags (0):",
        "  none",
        "",
        "Same list (2 lists, several players each):",
        "  Sierra & Oddball, 40 cards: Ann (line 2), Di (line 5)",
        "  Kojo & Booda, 40 cards: Eve;'a';'b'; (line 3), Fay (line 27)",
        "",
    ]
    assert lines[-1] == "6 players: 4 legal, 1 illegal, 1 not validated; 2 same lists."


def test_excel_for_mac_cr_line_endings_and_a_player_registered_twice(
    runner: CliRunner, cache_dir: Path, event_dir: Path
) -> None:
    assert b"\n" not in (event_dir / "excel-mac.csv").read_bytes()
    code, data = check(runner, cache_dir, event_dir / "excel-mac.csv")
    assert code == 1
    assert (data["columns"]["player"]["header"], data["columns"]["deck"]["header"]) == (
        "Player",
        "Deck code",
    )
    assert verdicts(data) == [
        ("Ann", 2, "LEGAL", ""),
        ("Bo", 3, "LEGAL", ""),
        ("Cy", 4, "ILLEGAL", "STD-SUSPENDED"),
        ("ann", 5, "LEGAL", ""),  # "ann " in the file: spaces and case do not hide her
    ]
    assert groups(data["flags"]) == [("same-player", "Ann", [2, 5])]
    assert data["same_lists"] == []


def test_excel_unicode_text_utf16_tabs_and_a_cjk_cell(
    runner: CliRunner, cache_dir: Path, event_dir: Path
) -> None:
    """86 CJK characters (258 bytes) in one line: read as a decklist, not a file name."""
    code, data = check(runner, cache_dir, event_dir / "excel-unicode-text.txt")
    assert code == 2
    assert (data["columns"]["encoding"], data["columns"]["delimiter"]) == ("UTF-16", "\t")
    assert verdicts(data) == [
        ("José Núñez", 2, "LEGAL", ""),
        ("李小龍", 3, "UNREADABLE", "1 malformed line"),
        ("Zoë", 4, "LEGAL", ""),
    ]


def test_google_forms_long_cells_and_a_unique_without_card_data_registered_twice(
    runner: CliRunner, cache_dir: Path, event_dir: Path
) -> None:
    """A 339-character deck code and a list pasted into a one-line field (448 characters)
    are read as decks; the same Unique, not in the cache, is flagged from its reference."""
    code, data = check(runner, cache_dir, event_dir / "google-forms.csv")
    assert code == 3
    assert data["columns"]["player"] == {"header": "Player name", "column": 3}
    assert data["columns"]["deck"] == {"header": "Decklist (paste your code)", "column": 4}
    found = verdicts(data)
    assert [row[:3] for row in found] == [
        ("Ann", 2, "NO-CARD-DATA"),
        ("Bo", 24, "ILLEGAL"),
        ("Cy", 25, "LEGAL"),
        ("Di", 26, "NO-CARD-DATA"),
    ]
    assert found[1][3].split() == ["STD-SIZE-MAX", *["STD-NAME-MAX"] * 13, "STD-UNIQUE-MAX"]
    assert groups(data["flags"]) == [("same-unique", "ALT_CORE_B_AX_11_U_99", [2, 26])]
    assert groups(data["same_lists"]) == [("same-list", "40 cards", [2, 26])]


def test_libreoffice_deck_files_that_cannot_be_followed_and_a_row_without_a_name(
    runner: CliRunner, cache_dir: Path, event_dir: Path
) -> None:
    code, data = check(runner, cache_dir, event_dir / "libreoffice.csv")
    assert code == 2
    assert verdicts(data) == [
        ("Ann", 2, "LEGAL", ""),
        ("Bo", 3, "UNREADABLE",
         "cannot read deck file 'decks/loop.txt' (a loop of symbolic links)"),
        ("Cy", 4, "UNREADABLE",
         f"cannot read deck file 'decks/{'a' * 51}...' (File name too long)"),
        ("", 5, "UNREADABLE", "no player name in column 'Joueur'"),
        ("Ed", 6, "LEGAL", ""),
    ]  # fmt: skip


def test_rows_are_never_dropped_whatever_the_cells_hold(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    """Cells that once made sniffing pick ' as the quote character (6 players became 3) or
    ; as the delimiter: every player is still there, each with a verdict."""
    (tmp_path / "s.txt").write_text(SIERRA, encoding="utf-8")
    rows = [["player", "deck"], ["Ann", "s.txt"], ["'a','b','c", "s.txt"], ["Eve;'a';'b';", "x"]]
    rows += [["Gus", "s.txt"], ["Hal", "'q'"], ["Ivy", "s.txt"]]
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(rows)
    path = tmp_path / "r.csv"
    path.write_text(out.getvalue(), encoding="utf-8")
    code, data = check(runner, cache_dir, path)
    assert code == 2
    assert [(p["player"], p["line"], p["verdict"]) for p in data["players"]] == [
        ("Ann", 2, "LEGAL"),
        ("'a','b','c", 3, "LEGAL"),
        ("Eve;'a';'b';", 4, "UNREADABLE"),
        ("Gus", 5, "LEGAL"),
        ("Hal", 6, "UNREADABLE"),
        ("Ivy", 7, "LEGAL"),
    ]


def test_a_quoted_cell_never_closed_and_an_oversized_cell_are_reported(tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    huge = "x" * 140_000
    path.write_text(
        f'player,deck\nAnn,CODE1\nBo,"{huge}"\nCy,CODE2\nDi,"3 ALT\nEd,CODE3\nFay,CODE4\n',
        encoding="utf-8",
    )
    rows = read_registrations_file(path).rows
    assert [(r.line, r.player, r.deck[:5], r.problem) for r in rows] == [
        (2, "Ann", "CODE1", None),
        (3, "", "", "not a readable CSV row (field larger than field limit (131072))"),
        (4, "Cy", "CODE2", None),
        (5, "Di", "",
         'a quoted cell opened on line 5 is never closed: lines 5–7 were read as one row '
         '(a " missing?)'),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("header", "player", "deck"),
    [
        (["Timestamp", "Email Address", "Player name", "Decklist (paste your code)"], 3, 4),
        (["Horodateur", "Adresse e-mail", "Nom du joueur", "Nom du deck", "Liste"], 3, 5),
        (["Pseudo", "Deck name", "Deck code"], 1, 3),
        (["Team name", "Name", "Deck"], 2, 3),
        (["JOUEUSE", "Équipe", "Code"], 1, 3),
        (["Nom", "Courriel", "Decklist"], 1, 3),
    ],
)
def test_headers_as_forms_write_them(
    tmp_path: Path, header: list[str], player: int, deck: int
) -> None:
    path = tmp_path / "r.csv"
    row = [f"cell {n}" for n in range(1, len(header) + 1)]
    path.write_text(",".join(header) + "\n" + ",".join(row) + "\n", encoding="utf-8")
    layout = read_registrations_file(path).layout
    assert (layout.player.number, layout.deck.number) == (player, deck)
    assert (layout.player.header, layout.deck.header) == (header[player - 1], header[deck - 1])


def test_the_delimiter_comes_from_the_header_and_can_be_forced(tmp_path: Path) -> None:
    assert header_delimiter("Player;Deck\r\n") == ";"
    assert header_delimiter('"Nom; prénom",Liste\n') == ","
    assert header_delimiter("Player\tDeck|x\n") == "\t"  # a tie: the first in , ; tab |
    assert header_delimiter("Player\n") == ","
    path = tmp_path / "r.csv"
    path.write_text("Nom, prénom;Liste\nAnn, B;CODE\n", encoding="utf-8")
    guessed = read_registrations_file(path)  # a comma splits the header as well: a comma
    assert guessed.layout.deck.header == "prénom;Liste"  # what the report's Columns line shows
    forced = read_registrations_file(path, delimiter=parse_delimiter(";"))
    assert [(r.player, r.deck) for r in forced.rows] == [("Ann, B", "CODE")]
    assert [parse_delimiter(t) for t in ("tab", "\\t", "Semicolon", "|", ":")] == [
        "\t", "\t", ";", "|", ":"
    ]  # fmt: skip
    for bad in ("ab", '"', "x", ""):
        with pytest.raises(UsageError):
            parse_delimiter(bad)


def test_a_cell_is_a_deck_file_only_when_it_looks_like_one() -> None:
    assert looks_like_deck_file("decks/ann.txt")
    assert looks_like_deck_file("Ann deck.JSON")
    assert not looks_like_deck_file("a" * 4093 + ".txt")  # 4,097 bytes
    assert not looks_like_deck_file("EBAlWgnVDpBUcaOvQunnSRqLVE64dFOmlWhrS0RqINWapDUlz0A")
    assert not looks_like_deck_file("李小龍的牌組" * 14)
    assert not looks_like_deck_file("3 ALT_CORE_B_AX_11_C\nnotes.txt")
    assert unfold_one_line("1 ALT_CORE_B_AX_01_C 3x ALT_CORE_B_AX_11_C") == (
        "1 ALT_CORE_B_AX_01_C\n3x ALT_CORE_B_AX_11_C"
    )
    assert unfold_one_line("3 ALT_CORE_B_AX_11_C") == "3 ALT_CORE_B_AX_11_C"
    assert unfold_one_line("Amelia Earhart 3") == "Amelia Earhart 3"


@pytest.mark.parametrize(
    ("data", "encoding"),
    [
        ("Player,Deck\r\nJosé,x\r\n".encode("utf-16"), "UTF-16"),
        ("Player,Deck\r\nJosé,x\r\n".encode("utf-16-le"), "UTF-16"),  # no byte order mark
        ("Player,Deck\r\nJosé,x\r\n".encode("utf-16-be"), "UTF-16"),
        (b"\xef\xbb\xbfPlayer,Deck\r\nJos\xc3\xa9,x\r\n", "UTF-8"),
        (b"Player,Deck\rJos\xc3\xa9,x\r", "UTF-8"),
    ],
)
def test_encodings_and_line_endings(tmp_path: Path, data: bytes, encoding: str) -> None:
    path = tmp_path / "r.csv"
    path.write_bytes(data)
    read = read_registrations_file(path)
    assert read.layout.encoding == encoding
    assert [(r.line, r.player, r.deck) for r in read.rows] == [(2, "José", "x")]


def test_a_file_that_is_no_text_is_refused_with_one_message(tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    path.write_bytes(b"Player,Deck\n\x00\x01\x02\x03\xff\xfe\x00\x00\x00x\n")
    with pytest.raises(DeckParseError) as refused:
        read_registrations_file(path)
    assert str(refused.value) == f"{path}: binary data (NUL bytes), not a CSV file"


def test_delimiter_option_and_a_device_from_the_command_line(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "r.csv"
    path.write_text(f"Nom, prénom;Liste\nAnn, B;{SIERRA_CODE}\n", encoding="utf-8")
    code, data = check(runner, cache_dir, path, "--delimiter", ";")
    assert code == 0
    assert [(p["player"], p["verdict"]) for p in data["players"]] == [("Ann, B", "LEGAL")]
    assert data["columns"]["player"] == {"header": "Nom, prénom", "column": 1}
    for args, message in [
        ([str(path), "--delimiter", "ab"],
         "error: --delimiter 'ab': expected one character such as , ; | or the word tab"),
        (["/dev/zero"],
         "error: /dev/zero: too large for a registrations file (over 64 MiB); refused"),
    ]:  # fmt: skip
        result = runner.invoke(
            cli, ["--cache-dir", str(cache_dir), "event", "check", *args, "-f", "standard"]
        )
        assert result.exit_code == 2
        assert result.stderr.strip() == message


CELL_TEXT = st.text(alphabet="ab é李;,|\t'\"\r\n=", max_size=12)


def spreadsheet_cell(cell: str, delimiter: str, quote_all: bool) -> str:
    """A cell as spreadsheets write it: quoted when it holds the delimiter, a quote or any
    line break (Python's writer leaves a lone CR unquoted), or always."""
    if quote_all or any(c in cell for c in (delimiter, '"', "\r", "\n")):
        return '"' + cell.replace('"', '""') + '"'
    return cell


@settings(
    derandomize=True,
    database=None,
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.function_scoped_fixture],  # one file, rewritten
)
@given(
    rows=st.lists(
        st.tuples(CELL_TEXT.map(lambda t: "P" + t), CELL_TEXT.map(lambda t: "D" + t), CELL_TEXT),
        min_size=1,
        max_size=8,
    ),
    delimiter=st.sampled_from([",", ";", "\t", "|"]),
    newline=st.sampled_from(["\r\n", "\n", "\r"]),
    encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16"]),
    quote_all=st.booleans(),
)
def test_every_row_a_spreadsheet_writes_is_read_back(
    tmp_path: Path,
    rows: list[tuple[str, str, str]],
    delimiter: str,
    newline: str,
    encoding: str,
    quote_all: bool,
) -> None:
    """Whatever the cells hold (delimiters, quotes, line breaks), a file written as a
    spreadsheet writes it gives back every row, in order, with its cells."""
    lines = [
        delimiter.join(spreadsheet_cell(cell, delimiter, quote_all) for cell in row)
        for row in [("Player name", "Decklist", "Notes"), *rows]
    ]
    path = tmp_path / "r.csv"
    path.write_bytes((newline.join(lines) + newline).encode(encoding))
    read = read_registrations_file(path)
    assert read.layout.delimiter == delimiter
    assert [(r.player, r.deck) for r in read.rows] == [
        (" ".join(player.split()), deck.strip()) for player, deck, _ in rows
    ]
