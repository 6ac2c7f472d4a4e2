"""read_deck: paths, stdin, codes, format detection and forcing, limits, binary input."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from altered_deck.decks.reader import MAX_DECK_BYTES, detect_format, read_deck
from altered_deck.errors import DeckParseError, UsageError
from tests.conftest import STARTERS

MANA_ORB = {"ALT_CORE_B_YZ_02_C": 1, "ALT_CORE_B_LY_28_C": 3, "ALT_CORE_B_NE_1_C": 2}
CODE = "EBAg3hHfC8IA"


def test_text_file(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text("1 ALT_CORE_B_YZ_02_C\n3 ALT_CORE_B_LY_28_C\n2 ALT_CORE_B_NE_01_C\n")
    deck = read_deck(str(path))
    assert deck.quantities() == MANA_ORB
    assert deck.source == str(path)


def test_starter_deck_file() -> None:
    deck = read_deck(str(STARTERS / "sierra.txt"))
    assert deck.total == 40
    assert len(deck.entries) == 21


def test_code_argument() -> None:
    deck = read_deck(CODE)
    assert deck.quantities() == MANA_ORB
    assert deck.source == CODE


@pytest.mark.parametrize(
    ("content", "fmt"),
    [
        (f"{CODE}\n", "deckfmt"),
        ('\ufeff  {"cards": []}', "json"),
        ("[]", "json"),
        ("1 ALT_CORE_B_AX_01_C", "text"),
        ("ALT_CORE_B_AX_01_C", "text"),
        ("", "text"),
        ("EBAg3hHfC8IA EAA", "text"),
    ],
)
def test_detect_format(content: str, fmt: str) -> None:
    assert detect_format(content) == fmt


def test_code_and_json_files_are_detected(tmp_path: Path) -> None:
    code_file = tmp_path / "deck.code"
    code_file.write_text(f"  {CODE}\r\n")
    assert read_deck(str(code_file)).quantities() == MANA_ORB
    json_file = tmp_path / "deck.json"
    json_file.write_text('{"cards": [{"reference": "ALT_CORE_B_YZ_02_C", "quantity": 1}]}')
    assert read_deck(str(json_file)).quantities() == {"ALT_CORE_B_YZ_02_C": 1}


def test_forced_format_wins_over_detection(tmp_path: Path) -> None:
    path = tmp_path / "deck"
    path.write_text(f"{CODE}\n")
    with pytest.raises(DeckParseError) as exc:
        read_deck(str(path), deck_format="text")
    assert exc.value.problems == [f"{path}:1: expected '<quantity> <reference>', got '{CODE}'"]
    with pytest.raises(DeckParseError) as exc:
        read_deck(str(path), deck_format="json")
    assert str(exc.value) == f"{path}:1: invalid JSON: Expecting value"


def test_bad_code_in_a_file_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "deck.code"
    path.write_text("EBAg3hHfC8\n")
    with pytest.raises(DeckParseError) as exc:
        read_deck(str(path))
    assert str(exc.value) == (
        f"{path}: truncated altered-deckfmt code: the stream ends while reading the faction "
        "of group 1 entry 3 (bit 55 of 56)"
    )


def test_stdin_text_and_code() -> None:
    deck = read_deck("-", stdin=io.StringIO("3 ALT_CORE_B_LY_28_C\r\n"))
    assert deck.quantities() == {"ALT_CORE_B_LY_28_C": 3}
    assert deck.source == "<stdin>"
    stream = io.TextIOWrapper(io.BytesIO(f"{CODE}\n".encode()), encoding="utf-8")
    assert read_deck("-", stdin=stream).quantities() == MANA_ORB


def test_stdin_errors_name_stdin() -> None:
    with pytest.raises(DeckParseError) as exc:
        read_deck("-", stdin=io.StringIO("1 ALT_CORE_B_AX_01_C\nbad line\n"))
    assert exc.value.problems == ["<stdin>:2: expected '<quantity> <reference>', got 'bad line'"]


@pytest.mark.parametrize(
    ("arg", "message"),
    [
        (
            "hello",
            "'hello': no such file (and not an altered-deckfmt code: impossible base64 length)",
        ),
        (
            "hello1",
            "'hello1': no such file (and not an altered-deckfmt code: unsupported "
            "altered-deckfmt version 8 (expected 1))",
        ),
        (
            "decks/sierra.txt",
            "'decks/sierra.txt': no such file",
        ),
    ],
)
def test_neither_file_nor_code(arg: str, message: str) -> None:
    with pytest.raises(DeckParseError) as exc:
        read_deck(arg)
    assert str(exc.value) == message
    assert "\n" not in str(exc.value)


def test_missing_file_with_forced_text_format() -> None:
    with pytest.raises(DeckParseError) as exc:
        read_deck("nothing-here", deck_format="text")
    assert str(exc.value) == "'nothing-here': no such file"


def test_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DeckParseError) as exc:
        read_deck(str(tmp_path))
    assert str(exc.value) == f"{tmp_path}: is a directory, not a deck file"


def test_unknown_forced_format() -> None:
    with pytest.raises(UsageError) as exc:
        read_deck(CODE, deck_format="yaml")
    assert str(exc.value) == "unknown deck format 'yaml' (expected one of: text, deckfmt, json)"


def test_file_over_one_mib_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    path.write_bytes(b"# " + b"x" * MAX_DECK_BYTES + b"\n")
    with pytest.raises(DeckParseError) as exc:
        read_deck(str(path))
    assert str(exc.value) == f"{path}: too large for a decklist (over 1 MiB); refused"


def test_stdin_over_one_mib_is_refused() -> None:
    stream = io.TextIOWrapper(io.BytesIO(b"#" * (MAX_DECK_BYTES + 10)), encoding="utf-8")
    with pytest.raises(DeckParseError) as exc:
        read_deck("-", stdin=stream)
    assert str(exc.value) == "<stdin>: too large for a decklist (over 1 MiB); refused"


def test_too_many_lines_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "long.txt"
    path.write_text("\n" * 10_001)
    with pytest.raises(DeckParseError) as exc:
        read_deck(str(path))
    assert str(exc.value) == f"{path}: too many lines for a decklist (over 10,000); refused"
    path.write_text("#\n" * 10_000)
    assert read_deck(str(path)).entries == ()


def test_binary_input_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deck.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(DeckParseError) as exc:
        read_deck(str(path))
    assert str(exc.value) == f"{path}: binary data (NUL bytes), not a decklist"
    path.write_bytes(b"1 ALT_CORE_B_AX_01_C\n" + b"\xff\xfe")
    with pytest.raises(DeckParseError) as exc:
        read_deck(str(path))
    assert str(exc.value) == f"{path}: not UTF-8 text (bad byte at offset 21), not a decklist"
