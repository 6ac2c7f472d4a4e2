import json

import pytest

from altered_deck.cards.model import key_of
from altered_deck.cards.reference import normalize_family, parse_reference
from altered_deck.errors import BadReferenceError


def test_every_snapshot_reference_parses(dump_dir):
    refs = {
        card["reference"]
        for path in dump_dir.glob("SETS/*/*_EN.json")
        for card in json.loads(path.read_text())
    }
    assert len(refs) == 176
    for ref in refs:
        assert key_of(parse_reference(ref).canonical) == key_of(ref)


def test_every_bundled_reference_parses():
    from altered_deck.cards.bundle import default_bundle, load_bundle

    refs = {card.reference for card in load_bundle(default_bundle()).cards}
    assert len(refs) == 2915
    for ref in refs:
        assert key_of(parse_reference(ref).canonical) == key_of(ref)


@pytest.mark.parametrize(
    ("text", "family", "rarity", "serial"),
    [
        ("ALT_CORE_B_BR_25_R2", "BR_25", "R2", None),
        ("ALT_COREKS_B_BR_05_U_3612", "BR_5", "U", 3612),
        ("alt_core_p_yz_02_c", "YZ_2", "C", None),
        ("ALT_DUSTER_B_AX_105_E", "AX_105", "E", None),
        ("ALT_DUSTERCB_P_AX_85_C_001", "AX_85", "C", 1),
        ("alt_dustercb_p_yz_65_c_30", "YZ_65", "C", 30),
    ],
)
def test_reference_parts(text, family, rarity, serial):
    ref = parse_reference(text)
    assert (ref.family, ref.rarity_code, ref.serial) == (family, rarity, serial)


def test_a_serialized_print_is_a_print_of_its_card():
    first = parse_reference("ALT_DUSTERCB_P_AX_85_C_001")
    other = parse_reference("alt_dustercb_p_ax_85_c_7")
    assert (first.is_serialized, first.is_unique) == (True, False)
    assert (first.family, first.version) == (other.family, other.version) == ("AX_85", "AX_85_C")
    # Each print keeps its own number: its own record, written as printed (three digits).
    assert other.canonical == "ALT_DUSTERCB_P_AX_85_C_007"
    assert key_of("ALT_DUSTERCB_P_AX_85_C_007") == key_of(other.canonical)
    assert key_of("ALT_DUSTERCB_P_AX_85_C_007") == "ALT_DUSTERCB_P_AX_85_C_7"
    assert key_of("ALT_DUSTERCB_P_AX_85_C_001") != key_of("ALT_DUSTERCB_P_AX_85_C_002")
    assert not parse_reference("ALT_CORE_B_AX_08_U_12").is_serialized


def test_ne_1_equals_ne_01():
    assert key_of("ALT_CORE_B_NE_1_C") == key_of("ALT_CORE_B_NE_01_C") == "ALT_CORE_B_NE_1_C"
    assert parse_reference("ALT_CORE_B_NE_01_C").canonical == "ALT_CORE_B_NE_1_C"
    assert parse_reference("ALT_ALIZE_B_NE_1_C").canonical == "ALT_ALIZE_B_NE_01_C"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "ALT_CORE_X_AX_01_C",
        "ALT_CORE_B_AX_01_R3",
        "hello",
        "ALT_DUSTERCB_P_AX_85_C_XXX",  # a print template, not a card
        "ALT_CORE_B_AX_08_U",  # a Unique needs its number
    ],
)
def test_bad_reference(text):
    with pytest.raises(BadReferenceError, match="not a card reference"):
        parse_reference(text)


def test_absurdly_long_numbers_are_bad_references_not_crashes():
    with pytest.raises(BadReferenceError):
        parse_reference("ALT_CORE_B_AX_" + "9" * 5000 + "_C")


@pytest.mark.parametrize(
    ("text", "family"),
    [("AX_8", "AX_8"), ("ax_08", "AX_8"), (" ne_001 ", "NE_1"), ("YZ_0", "YZ_0"), ("oops", "OOPS")],
)
def test_normalize_family(text, family):
    assert normalize_family(text) == family
