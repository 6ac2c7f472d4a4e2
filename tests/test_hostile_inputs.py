"""Hostile and unlucky inputs: every one ends in exit 0-3 with a message.

Long DECK / --pool arguments are tried as codes, quantities are bounded in every format,
``deck convert`` never writes what the readers refuse, goldfish refuses a deck too large to
play, and pathological inputs are refused in linear time.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from altered_deck.decks.deckfmt import decode_deckfmt, encode_deckfmt
from altered_deck.decks.jsonfmt import parse_json
from altered_deck.decks.limits import MAX_DECK_CARDS, MAX_QUANTITY
from altered_deck.decks.model import Deck, DeckEntry
from altered_deck.decks.reader import read_deck
from altered_deck.decks.text import parse_text
from altered_deck.decks.writer import format_deck
from altered_deck.errors import DeckEncodeError, DeckParseError
from tests.conftest import STARTERS

SIERRA = STARTERS / "sierra.txt"
HERO = "ALT_CORE_B_AX_01_C"


def run(runner: CliRunner, cache_dir: Path, *args: str, stdin: str | None = None) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args], input=stdin)


def pool_code(store: CardStore, cards: int) -> str:
    """A deckfmt code of ``cards`` distinct CORE/ALIZE non-hero references, one copy each."""
    refs = [
        c.reference
        for c in store.search(set_code="CORE") + store.search(set_code="ALIZE")
        if not c.is_hero
        and c.reference.endswith(("_C", "_R1"))
        and not c.card_type.startswith("TOKEN")  # token references are set aside, not cards
    ]
    deck = Deck(entries=tuple(DeckEntry(r, 1) for r in refs[:cards]))
    return encode_deckfmt(deck)


def json_deck(reference: str, quantity_text: str) -> str:
    """A JSON deck of one entry whose quantity is written as ``quantity_text``."""
    return '{"cards": [{"reference": "' + reference + '", "quantity": ' + quantity_text + "}]}"


# --- long arguments ----------------------------------------------------------------------


def test_a_code_longer_than_a_file_name_is_read_as_a_code(
    runner: CliRunner, cache_dir: Path, store: CardStore
) -> None:
    code = pool_code(store, 140)
    assert len(code) > 255  # longer than any file name: Path.is_file() raises on it
    assert read_deck(code).total == 140
    result = run(runner, cache_dir, "deck", "show", code)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[-1].startswith("Total: 140 cards (")


def test_a_long_pool_code_is_read_as_a_code(
    runner: CliRunner, cache_dir: Path, store: CardStore
) -> None:
    code = pool_code(store, 140)
    result = run(runner, cache_dir, "validate", str(SIERRA), "--format", "sealed", "--pool", code)
    assert result.exit_code == 1, result.stderr  # a legal read: the pool lacks Sierra's cards
    assert result.stderr == ""
    assert "missing from the pool" in result.stdout


def test_a_long_argument_that_is_no_code_is_exit_2(runner: CliRunner, cache_dir: Path) -> None:
    arg = "x" * 300 + "!"
    result = run(runner, cache_dir, "deck", "show", arg)
    assert result.exit_code == 2
    assert result.stderr == (f"error: '{'x' * 57}...': no such file\n")


# --- quantities --------------------------------------------------------------------------


def test_text_quantity_limit_per_line_and_summed() -> None:
    assert parse_text(f"{MAX_QUANTITY} {HERO}\n").total == MAX_QUANTITY
    with pytest.raises(DeckParseError) as exc:
        parse_text(f"1 {HERO}\n1000 ALT_CORE_B_AX_11_C\n600 {HERO}\n500 {HERO}\n", "d")
    assert exc.value.problems == [
        "d:2: quantity too large in '1000 ALT_CORE_B_AX_11_C' (at most 999)",
        f"d:4: 1101 copies of {HERO} in all (at most 999)",
    ]


def test_text_total_limit() -> None:
    lines = "".join(f"999 ALT_CORE_B_AX_{n:02d}_C\n" for n in range(1, 12))
    with pytest.raises(DeckParseError) as exc:
        parse_text(lines, "d")
    assert str(exc.value) == "d: 10,989 cards, more than any deck or pool (at most 10,000); refused"


def test_text_long_line_is_refused_in_linear_time() -> None:
    # Used to backtrack quadratically: a quantity, ~1 MB of spaces, two words.
    line = "1" + " " * 900 + "a b"
    with pytest.raises(DeckParseError) as exc:
        parse_text(line + "\n" + "1" + " " * 500_000 + "a b\n", "d")
    assert exc.value.problems == [
        f"d:1: expected '<quantity> <reference>', got {line!r}",
        "d:2: line too long (500,004 characters, at most 1,000)",
    ]


def test_json_quantity_limits() -> None:
    def cards(*quantities: object) -> str:
        return json.dumps(
            {"cards": [{"reference": HERO, "quantity": q} for q in quantities]}, allow_nan=True
        )

    assert parse_json(cards(999)).total == 999
    with pytest.raises(DeckParseError) as exc:
        parse_json(cards(1000, 10**30, 1.5, 998, 5), "d.json")
    assert exc.value.problems == [
        "d.json: cards[0]: quantity must be a whole number 0-999, got 1000",
        "d.json: cards[1]: quantity must be a whole number 0-999, got 1" + "0" * 30,
        "d.json: cards[2]: quantity must be a whole number 0-999, got 1.5",
        f"d.json: cards[4]: 1003 copies of {HERO} in all (at most 999)",
    ]


def test_json_integer_over_4300_digits_is_exit_2(runner: CliRunner, cache_dir: Path) -> None:
    text = json_deck(HERO, "9" * 5000)
    with pytest.raises(DeckParseError) as exc:
        parse_json(text, "d.json")
    assert str(exc.value).startswith("d.json: invalid JSON: Exceeds the limit (4300 digits)")
    result = run(runner, cache_dir, "deck", "show", "-", stdin=text)
    assert result.exit_code == 2
    assert result.stderr.startswith("error: <stdin>: invalid JSON: Exceeds the limit")


def test_json_huge_values_are_named_briefly() -> None:
    text = json.dumps({"cards": [{"reference": "x" * 10_000, "quantity": [1] * 10_000}]})
    with pytest.raises(DeckParseError) as exc:
        parse_json(text, "d.json")
    assert exc.value.problems == [f"d.json: cards[0]: not a card reference: '{'x' * 36}..."]
    big = json_deck(HERO, "9" * 4000)
    with pytest.raises(DeckParseError) as exc:
        parse_json(big, "d.json")
    assert exc.value.problems == [
        "d.json: cards[0]: quantity must be a whole number 0-999, got a 4000-digit number"
    ]


def test_json_total_limit() -> None:
    entries = [{"reference": f"ALT_CORE_B_AX_{n:02d}_C", "quantity": 999} for n in range(1, 12)]
    with pytest.raises(DeckParseError) as exc:
        parse_json(json.dumps({"cards": entries}), "d.json")
    assert str(exc.value) == (
        "d.json: 10,989 cards, more than any deck or pool (at most 10,000); refused"
    )


def test_deckfmt_total_limit() -> None:
    # 160 references x 65 copies = 10,400 cards: each entry fits deckfmt, the total does not.
    refs = [f"ALT_CORE_B_{f}_{n:02d}_C" for f in ("AX", "BR", "LY", "MU", "OR") for n in range(32)]
    code = encode_deckfmt(Deck(entries=tuple(DeckEntry(r, 65) for r in refs)))
    with pytest.raises(DeckParseError) as exc:
        decode_deckfmt(code, source="c")
    assert str(exc.value) == "c: 10,400 cards, more than any deck or pool (at most 10,000); refused"


def test_convert_never_writes_what_the_readers_refuse() -> None:
    too_many = Deck(entries=(DeckEntry(HERO, 1000),))
    for to in ("text", "json"):
        with pytest.raises(DeckEncodeError) as exc:
            format_deck(too_many, to)
        assert str(exc.value) == f"cannot write {HERO}: quantity 1000 is outside 1-999"
    huge = Deck(entries=tuple(DeckEntry(f"ALT_CORE_B_AX_{n:02d}_C", 999) for n in range(1, 12)))
    with pytest.raises(DeckEncodeError) as exc:
        format_deck(huge, "text")
    assert str(exc.value) == f"cannot write a deck of 10,989 cards (at most {MAX_DECK_CARDS:,})"


def test_convert_of_the_largest_readable_deck_reads_back(runner: CliRunner, tmp_path: Path) -> None:
    deck = tmp_path / "big.json"
    deck.write_text(json.dumps({"cards": [{"reference": HERO, "quantity": 999}]}))
    result = runner.invoke(
        cli, ["--cache-dir", str(tmp_path / "c"), "deck", "convert", str(deck), "--to", "text"]
    )
    assert result.exit_code == 0, result.stderr
    assert result.stdout == f"999 {HERO}\n"
    assert parse_text(result.stdout).total == 999


# --- the engine -------------------------------------------------------------------------


def test_goldfish_refuses_a_deck_too_large_to_play(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "huge.txt"
    deck.write_text(f"1 {HERO}\n999 ALT_CORE_B_AX_11_C\n500 ALT_CORE_B_AX_25_C\n")
    result = run(runner, cache_dir, "goldfish", str(deck), "--seed", "1")
    assert result.exit_code == 2
    assert result.stderr == (
        f"error: {deck}: 1,500 cards; the engine plays decks of at most 1,000 cards\n"
    )
    for command in (
        ["goldfish", str(deck), "--seed", "1", "--trace"],
        ["tune", str(deck), "--from-faction", "--seed", "1"],
        ["report", str(deck), "-o", str(tmp_path / "r.html"), "--seed", "1"],
    ):
        result = run(runner, cache_dir, *command)
        assert result.exit_code == 2, command
        assert result.stderr.splitlines()[-1] == (
            f"error: {deck}: 1,500 cards; the engine plays decks of at most 1,000 cards"
        ), command


# --- many unknown references -------------------------------------------------------------


def test_thousands_of_unknown_references_get_few_suggestions(
    runner: CliRunner, cache_dir: Path
) -> None:
    text = "".join(f"1 ALT_CORE_B_AX_{n}_C\n" for n in range(100, 5100))
    result = run(runner, cache_dir, "deck", "show", "-", stdin=text)
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert lines[0] == "error: <stdin>: 5000 unknown card references"
    # The text shows the first 10, then how many more (validate --json lists them all).
    assert len(lines) == 12
    assert lines[-1] == "  … 4990 more"
    result = run(runner, cache_dir, "validate", "-", "--json", stdin=text)
    details = json.loads(result.stdout)[0]["error"]["details"]
    assert len(details) == 5000
    assert details[-1] == "<stdin>:5000: unknown card ALT_CORE_B_AX_5099_C"


# --- output files that cannot be written --------------------------------------------------


@pytest.mark.parametrize(
    ("command", "reason"),
    [
        (["deck", "convert", str(SIERRA), "--to", "text", "-o", "{out}"], "Not a directory"),
        (["validate", str(SIERRA), "--junit-xml", "{out}"], "--junit-xml"),
        (["report", str(SIERRA), "-o", "{out}", "--games", "20", "--seed", "1"], "-o"),
        (["cards", "bundle", "tests/fixtures/dump", "-o", "{out}"], "File exists"),  # mkdir
    ],
)
def test_an_output_file_that_cannot_be_written_is_exit_2_or_3(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, command: list[str], reason: str
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    out = blocker / "out"  # a path under a regular file: ENOTDIR, even for root
    args = [a.replace("{out}", str(out)) for a in command]
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args])
    if reason.startswith("-"):  # checked before any work: the option and what is wrong
        assert result.exit_code == 2, result.stderr
        expected = f"error: {reason} {out}: {blocker} is a file, not a folder"
    else:  # found when writing: the environment's, exit 3
        assert result.exit_code == 3, result.stderr
        expected = f"error: cannot write {out}: {reason}"
    assert result.stderr.splitlines()[-1] == expected


def test_a_binary_candidates_file_is_exit_2(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    swaps = tmp_path / "swaps.txt"
    swaps.write_bytes(b"\xff\xfe-1 ALT_CORE_B_AX_11_C")
    result = run(runner, cache_dir, "tune", str(SIERRA), "--candidates", str(swaps), "--seed", "1")
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == (
        f"error: {swaps}: not UTF-8 text (bad byte at offset 0), not a decklist"
    )
