"""altered-deckfmt v1: the shared vectors, error cases and hypothesis properties."""

from __future__ import annotations

import base64
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from altered_deck.cards.reference import Reference
from altered_deck.decks.deckfmt import (
    FACTIONS,
    SET_LAYOUTS,
    decode_deckfmt,
    decode_deckfmt_bytes,
    encode_deckfmt,
)
from altered_deck.decks.model import Deck, DeckEntry
from altered_deck.decks.text import parse_text
from altered_deck.errors import DeckEncodeError, DeckParseError
from tests.conftest import DECKFMT_VECTORS, STARTERS

VECTORS_DIR = DECKFMT_VECTORS
VECTORS = json.loads((VECTORS_DIR / "vectors.json").read_text(encoding="utf-8"))
FILE_VECTORS = sorted(VECTORS["files"].items())
INLINE_VECTORS = [(v["code"], v["decklist"]) for v in VECTORS["inline"]]


def code_from_bits(bits: str) -> str:
    """A code from a bit string (spaces ignored), zero-padded to a byte, base64url unpadded."""
    bits = bits.replace(" ", "")
    bits += "0" * (-len(bits) % 8)
    data = int(bits, 2).to_bytes(len(bits) // 8, "big") if bits else b""
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def entries_of(deck: Deck) -> list[tuple[str, int]]:
    return [(e.reference, e.quantity) for e in deck.entries]


@pytest.mark.parametrize(("filename", "code"), FILE_VECTORS)
def test_file_vector_decodes_to_its_decklist_and_encodes_back(filename: str, code: str) -> None:
    listed = parse_text((VECTORS_DIR / filename).read_text(encoding="utf-8"))
    decoded = decode_deckfmt(code)
    assert decoded.quantities() == listed.quantities()
    assert encode_deckfmt(listed) == code
    assert encode_deckfmt(decoded) == code


@pytest.mark.parametrize(("code", "decklist"), INLINE_VECTORS)
def test_inline_vector_round_trips(code: str, decklist: str) -> None:
    listed = parse_text(decklist)
    assert decode_deckfmt(code).quantities() == listed.quantities()
    assert encode_deckfmt(listed) == code


def test_vector_count_is_what_the_file_holds() -> None:
    assert len(FILE_VECTORS) == 8
    assert len(INLINE_VECTORS) == 2


@pytest.mark.parametrize("case", VECTORS["must_fail"], ids=lambda c: c["why"])
def test_must_fail_vectors_refuse_to_encode(case: dict[str, str]) -> None:
    with pytest.raises(DeckEncodeError):
        encode_deckfmt(parse_text(case["decklist"]))


def test_encode_errors_name_the_card_and_the_limit() -> None:
    with pytest.raises(DeckEncodeError) as exc:
        encode_deckfmt(parse_text("66 ALT_CORE_B_AX_11_R1"))
    assert str(exc.value) == (
        "cannot encode as altered-deckfmt: ALT_CORE_B_AX_11_R1: quantity 66 is outside 1-65"
    )
    with pytest.raises(DeckEncodeError) as exc:
        encode_deckfmt(parse_text("1 ALT_COREKS_B_LY_07_U_123456"))
    assert str(exc.value) == (
        "cannot encode as altered-deckfmt: ALT_COREKS_B_LY_07_U_123456: "
        "unique id 123456 does not fit 16 bits (1-65535)"
    )
    with pytest.raises(DeckEncodeError) as exc:
        encode_deckfmt(parse_text("1 ALT_DUSTERCB_P_AX_85_C_001"))
    assert str(exc.value) == (
        "cannot encode as altered-deckfmt: ALT_DUSTERCB_P_AX_85_C_001: "
        "a serialized print; altered-deckfmt has no field for its print number"
    )


def test_encode_reports_every_bad_card_at_once() -> None:
    deck = parse_text("1 ALT_CORE_B_AX_32_C\n1 ALT_CORE_B_AX_08_E\n1 ALT_NEWSET_B_AX_01_C\n")
    with pytest.raises(DeckEncodeError) as exc:
        encode_deckfmt(deck)
    assert str(exc.value) == (
        "cannot encode as altered-deckfmt (3 cards): "
        "ALT_CORE_B_AX_32_C: number 32 does not fit CORE's 5 bits (max 31); "
        "ALT_CORE_B_AX_08_E: rarity E does not fit CORE's 2 rarity bits; "
        "ALT_NEWSET_B_AX_01_C: set NEWSET has no altered-deckfmt id"
    )


def test_exalted_fits_sets_with_three_rarity_bits() -> None:
    deck = parse_text("1 ALT_DUSTER_B_AX_100_E\n")
    assert decode_deckfmt(encode_deckfmt(deck)).quantities() == {"ALT_DUSTER_B_AX_100_E": 1}


def test_quantity_65_is_the_largest_encodable() -> None:
    code = encode_deckfmt(parse_text("65 ALT_CORE_B_AX_11_R1"))
    assert decode_deckfmt(code).quantities() == {"ALT_CORE_B_AX_11_R1": 65}


def test_ne_numbers_are_unpadded_only_in_core_sets() -> None:
    deck = decode_deckfmt(encode_deckfmt(parse_text("1 ALT_CORE_B_NE_01_C\n1 ALT_ALIZE_B_NE_1_C")))
    assert entries_of(deck) == [("ALT_CORE_B_NE_1_C", 1), ("ALT_ALIZE_B_NE_01_C", 1)]


def test_padded_and_standard_alphabet_codes_are_accepted() -> None:
    code = VECTORS["files"]["test_long_uniq.txt"]  # holds '-' and '_'
    standard = code.replace("-", "+").replace("_", "/")
    padded = standard + "=" * (-len(standard) % 4)
    assert decode_deckfmt(padded).quantities() == decode_deckfmt(code).quantities()
    assert decode_deckfmt(f"  {code}\n").quantities() == decode_deckfmt(code).quantities()


def test_empty_deck_is_eaa() -> None:
    assert encode_deckfmt(Deck(entries=())) == "EAA"
    assert decode_deckfmt("EAA").entries == ()


def test_groups_split_past_63_entries() -> None:
    entries = tuple(DeckEntry(f"ALT_CYCLONE_B_AX_{n:02d}_C", 1) for n in range(1, 71))
    code = encode_deckfmt(Deck(entries=entries))
    assert decode_deckfmt_bytes(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    assert entries_of(decode_deckfmt(code)) == [(e.reference, 1) for e in entries]
    header = bin(int.from_bytes(base64.urlsafe_b64decode(code[:4]), "big"))[2:].zfill(24)
    assert int(header[4:12], 2) == 2  # two groups of the same set


@pytest.mark.parametrize(
    ("code", "message"),
    [
        (code_from_bits("0010 00000000"), "unsupported altered-deckfmt version 2 (expected 1)"),
        (
            code_from_bits("0001 00000001 00010100 000000"),
            "unknown altered-deckfmt set id 20 in group 1 (known in table fugue-15: 1-19)",
        ),
        (
            code_from_bits("0001 00000001 00000000 000000"),
            "unknown altered-deckfmt set id 0 in group 1 (known in table fugue-15: 1-19)",
        ),
        (
            "EBAg3hHfC8",
            "truncated altered-deckfmt code: the stream ends while reading the faction of "
            "group 1 entry 3 (bit 55 of 56)",
        ),
        (
            "EBAg3hHfC8IAAA",
            "altered-deckfmt code has trailing data after its 1 group(s) (1 byte(s) too many)",
        ),
        ("EBAg3hHfC8IB", "altered-deckfmt code has non-zero padding bits after its last group"),
        (
            code_from_bits("0001 00000001 00000010 000001 01 1 000 00001 00"),
            "unknown faction id 0 in group 1 entry 1",
        ),
        (
            code_from_bits("0001 00000001 00000010 000001 01 0 11 001 00001 00"),
            "unknown product id 3 in group 1 entry 1",
        ),
        (
            code_from_bits("0001 00000001 00001001 000001 01 1 001 0000001 101"),
            "unknown rarity id 5 in group 1 entry 1",
        ),
        (
            code_from_bits("0001 00000001 00000010 000001 01 1 001 00001 11 " + "0" * 16),
            "unique id 0 in group 1 entry 1 (unique ids are 1-65535)",
        ),
        (
            code_from_bits("0001 00000001 00000010 000001 00 111111 1 001 00001 00"),
            "quantity 66 above 65 in group 1 entry 1",
        ),
        ("", "empty altered-deckfmt code"),
        ("EBAg3hHf C8IA", "not an altered-deckfmt code: invalid character ' '"),
        ("EBAg3", "not an altered-deckfmt code: impossible base64 length"),
    ],
)
def test_malformed_codes_give_exact_errors(code: str, message: str) -> None:
    with pytest.raises(DeckParseError) as exc:
        decode_deckfmt(code)
    assert str(exc.value) == message


def test_repeated_reference_in_a_code_is_summed() -> None:
    entry = "01 1 001 00001 00"  # 1x ALT_CORE_B_AX_01_C
    code = code_from_bits(f"0001 00000001 00000010 000010 {entry} {entry}")
    assert entries_of(decode_deckfmt(code)) == [("ALT_CORE_B_AX_01_C", 2)]


def test_starter_decks_round_trip_text_deckfmt_text() -> None:
    starters = sorted(STARTERS.glob("*.txt"))
    assert len(starters) == 7  # the six starters and the Roots of Corruption deck
    for path in starters:
        deck = parse_text(path.read_text(encoding="utf-8"), source=str(path))
        back = decode_deckfmt(encode_deckfmt(deck))
        assert entries_of(back) == entries_of(deck), path.name


# --- properties ------------------------------------------------------------------------


@st.composite
def references(draw: st.DrawFn) -> str:
    layout = draw(st.sampled_from(SET_LAYOUTS))
    rarities = ["C", "R1", "R2", "U"] + (["E"] if layout.rarity_bits == 3 else [])
    rarity = draw(st.sampled_from(rarities))
    serial = draw(st.integers(1, 65535)) if rarity == "U" else None
    ref = Reference(
        set_code=layout.set_code,
        product=draw(st.sampled_from("BPA")),
        faction_code=draw(st.sampled_from(FACTIONS)),
        number=draw(st.integers(0, (1 << layout.number_bits) - 1)),
        rarity_code=rarity,
        serial=serial,
    )
    return ref.canonical


decks = st.dictionaries(references(), st.integers(1, 65), max_size=80).map(
    lambda q: Deck(entries=tuple(DeckEntry(ref, qty) for ref, qty in q.items()))
)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(decks)
def test_decode_inverts_encode(deck: Deck) -> None:
    code = encode_deckfmt(deck)
    decoded = decode_deckfmt(code)
    # Codes group entries by set, so order is kept within a set only.
    assert sorted(entries_of(decoded)) == sorted(entries_of(deck))
    assert encode_deckfmt(decoded) == code


@settings(max_examples=500, derandomize=True, deadline=None)
@given(st.text(max_size=60))
def test_decoding_any_string_raises_only_deck_parse_error(text: str) -> None:
    try:
        deck = decode_deckfmt(text)
    except DeckParseError as exc:
        assert str(exc)  # a message, never an empty error
    else:
        assert all(e.quantity >= 1 for e in deck.entries)


@settings(max_examples=500, derandomize=True, deadline=None)
@given(st.binary(max_size=60))
def test_decoding_any_bytes_raises_only_deck_parse_error(data: bytes) -> None:
    try:
        deck = decode_deckfmt_bytes(data)
    except DeckParseError as exc:
        assert str(exc)  # a message, never an empty error
    else:
        assert all(e.quantity >= 1 for e in deck.entries)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(st.binary(min_size=1, max_size=60))
def test_decoding_any_base64_text_raises_only_deck_parse_error(data: bytes) -> None:
    # Random bytes behind a valid version nibble reach deep into the entry decoder.
    data = bytes([0x10 | (data[0] & 0x0F)]) + data[1:]
    code = base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")
    try:
        deck = decode_deckfmt(code)
    except DeckParseError as exc:
        assert str(exc)  # a message, never an empty error
    else:
        assert all(e.quantity >= 1 for e in deck.entries)
