"""Plain-text decklists: what is accepted, what is refused (with exact messages), the output."""

from __future__ import annotations

import pytest

from altered_deck.decks.text import format_text, parse_text
from altered_deck.errors import DeckParseError


def test_liberal_input_is_read() -> None:
    text = (
        "\ufeff# my deck\r\n"
        "// a comment\r\n"
        "\r\n"
        "1 ALT_CORE_B_AX_01_C\r\n"
        "3x ALT_CORE_B_AX_08_C\r\n"
        "\t2 \t  alt_core_b_ax_11_c  \r\n"
        "2X ALT_CORE_B_AX_08_C\r\n"
        "0 ALT_CORE_B_AX_12_C\r\n"
        "1 x ALT_CORE_B_NE_01_C\r\n"
    )
    deck = parse_text(text, source="d.txt")
    assert [(e.reference, e.quantity, e.lines) for e in deck.entries] == [
        ("ALT_CORE_B_AX_01_C", 1, (4,)),
        ("ALT_CORE_B_AX_08_C", 5, (5, 7)),
        ("ALT_CORE_B_AX_11_C", 2, (6,)),
        ("ALT_CORE_B_NE_1_C", 1, (9,)),
    ]
    assert deck.total == 9
    assert deck.source == "d.txt"


def test_a_comment_after_a_card_is_read() -> None:
    text = (
        "3 ALT_CORE_B_AX_11_C  // Amelia Earhart\n"
        "2x ALT_CORE_B_AX_08_C\t# the Salvager, 2 more to buy\n"
        "1 ALT_CORE_B_AX_01_C //\n"
    )
    deck = parse_text(text, source="d.txt")
    assert [(e.reference, e.quantity, e.lines) for e in deck.entries] == [
        ("ALT_CORE_B_AX_11_C", 3, (1,)),
        ("ALT_CORE_B_AX_08_C", 2, (2,)),
        ("ALT_CORE_B_AX_01_C", 1, (3,)),
    ]


def test_a_comment_needs_a_space_before_it() -> None:
    # ``#`` or ``//`` glued to a reference is part of it: a typo, not a comment
    with pytest.raises(DeckParseError) as caught:
        parse_text("1 ALT_CORE_B_AX_01_C//note\n2 ALT_CORE_B_AX_08_C#2\n", source="d.txt")
    assert caught.value.problems == [
        "d.txt:1: not a card reference: 'ALT_CORE_B_AX_01_C//note' "
        "(expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)",
        "d.txt:2: not a card reference: 'ALT_CORE_B_AX_08_C#2' "
        "(expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)",
    ]


def test_empty_text_is_an_empty_deck() -> None:
    assert parse_text("# nothing\n\n").entries == ()


def test_three_bad_lines_are_all_reported_with_line_numbers() -> None:
    text = (
        "1 ALT_CORE_B_AX_01_C\n"
        "three ALT_CORE_B_AX_08_C\n"
        "3 ALT_CORE_B_AX_08_C\n"
        "-2 ALT_CORE_B_AX_11_C\n"
        "\n"
        "2 ALT_CORE_AX_11\n"
    )
    with pytest.raises(DeckParseError) as exc:
        parse_text(text, source="bad.txt")
    assert str(exc.value) == "bad.txt: 3 malformed lines"
    assert exc.value.problems == [
        "bad.txt:2: expected '<quantity> <reference>', got 'three ALT_CORE_B_AX_08_C'",
        "bad.txt:4: negative quantity in '-2 ALT_CORE_B_AX_11_C'",
        "bad.txt:6: not a card reference: 'ALT_CORE_AX_11' "
        "(expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)",
    ]


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("ALT_CORE_B_AX_01_C", "d:1: expected '<quantity> <reference>', got 'ALT_CORE_B_AX_01_C'"),
        (
            "1 ALT_CORE_B_AX_01_C extra",
            "d:1: expected '<quantity> <reference>', got '1 ALT_CORE_B_AX_01_C extra'",
        ),
        (
            "1.5 ALT_CORE_B_AX_01_C",
            "d:1: expected '<quantity> <reference>', got '1.5 ALT_CORE_B_AX_01_C'",
        ),
        (
            "1234567 ALT_CORE_B_AX_01_C",
            "d:1: quantity too large in '1234567 ALT_CORE_B_AX_01_C' (at most 999)",
        ),
        (
            "1000 ALT_CORE_B_AX_01_C",
            "d:1: quantity too large in '1000 ALT_CORE_B_AX_01_C' (at most 999)",
        ),
        (
            "1 ALT_CORE_B_AX_" + "9" * 900 + "_C",
            "d:1: not a card reference: 'ALT_CORE_B_AX_"
            + "9" * 900
            + "_C' (expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)",
        ),
    ],
)
def test_single_bad_line_messages(line: str, problem: str) -> None:
    with pytest.raises(DeckParseError) as exc:
        parse_text(f"{line}\n", source="d")
    assert str(exc.value) == "d: 1 malformed line"
    assert exc.value.problems == [problem]


def test_line_numbers_count_only_newlines() -> None:
    # A form feed inside a line must not shift later line numbers.
    with pytest.raises(DeckParseError) as exc:
        parse_text("1 ALT_CORE_B_AX_01_C\x0c\nbad\n", source="d")
    assert exc.value.problems == ["d:2: expected '<quantity> <reference>', got 'bad'"]


def test_written_form_is_hero_first_then_sorted_with_lf() -> None:
    deck = parse_text("3 ALT_CORE_B_AX_25_C\r\n1 ALT_CORE_B_YZ_02_C\r\n2 ALT_CORE_B_AX_07_C\r\n")
    assert format_text(deck, frozenset({"ALT_CORE_B_YZ_02_C"})) == (
        "1 ALT_CORE_B_YZ_02_C\n2 ALT_CORE_B_AX_07_C\n3 ALT_CORE_B_AX_25_C\n"
    )
    assert format_text(deck) == (
        "2 ALT_CORE_B_AX_07_C\n3 ALT_CORE_B_AX_25_C\n1 ALT_CORE_B_YZ_02_C\n"
    )
