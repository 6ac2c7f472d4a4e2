import json

import pytest

from altered_deck.cards.model import parse_api_card
from altered_deck.errors import CardDataError


def test_every_snapshot_card_parses_en_and_fr(dump_dir):
    count = 0
    for path in dump_dir.glob("SETS/*/*.json"):
        locale = "en-us" if path.stem.endswith("_EN") else "fr-fr"
        for obj in json.loads(path.read_text()):
            card = parse_api_card(obj, locale)
            assert card.names[locale]
            count += 1
    assert count == 2 * 176


def test_faction_comes_from_main_faction(store):
    card = store.get("ALT_CORE_B_BR_25_R2")
    assert (card.faction, card.rarity, card.family, card.english_name) == (
        "YZ",
        "RARE",
        "BR_25",
        "Helping Hand",
    )
    assert card.names["fr-fr"] == "Main Tendue"


def test_hash_markers_stripped():
    obj = {
        "reference": "ALT_CORE_B_AX_08_R1",
        "cardType": {"reference": "CHARACTER"},
        "mainFaction": {"reference": "AX"},
        "elements": {"MAIN_COST": "#1#", "RECALL_COST": "", "MAIN_EFFECT": "I gain #3 boosts#."},
        "extraField": 1,
    }
    card = parse_api_card(obj)
    assert (card.hand_cost, card.reserve_cost, card.forest) == (1, None, None)
    assert card.effect_text() == "I gain 3 boosts."
    assert card.rarity == "RARE"


@pytest.mark.parametrize("missing", ["reference", "cardType", "mainFaction"])
def test_card_without_required_field_is_rejected(missing):
    obj = {
        "reference": "ALT_CORE_B_AX_08_R1",
        "name": "Axiom Salvager",
        "cardType": {"reference": "CHARACTER"},
        "mainFaction": {"reference": "AX"},
    }
    del obj[missing]
    with pytest.raises(CardDataError, match=missing):
        parse_api_card(obj)


def test_heroes_and_tokens_have_no_rarity_in_the_rules(store):
    hero = store.get("ALT_CORE_B_AX_01_C")
    assert (hero.rarity, hero.rules_rarity) == ("COMMON", None)
    assert store.get("ALT_CORE_B_NE_1_C").rules_rarity is None  # Mana Convergence, a token
    assert store.get("ALT_CORE_B_BR_25_R2").rules_rarity == "RARE"
    assert store.get("ALT_CORE_B_AX_08_C").rules_rarity == "COMMON"


@pytest.mark.parametrize(
    ("field", "value", "named"),
    [
        ("cardType", {"reference": ""}, "cardType.reference"),
        ("mainFaction", {"reference": ""}, "mainFaction.reference"),
        ("mainFaction", None, "mainFaction"),
    ],
)
def test_empty_type_or_faction_is_absent_and_rejected(field, value, named):
    obj = {
        "reference": "ALT_CORE_B_AX_08_R1",
        "name": "Axiom Salvager",
        "cardType": {"reference": "CHARACTER"},
        "mainFaction": {"reference": "AX"},
        field: value,
    }
    with pytest.raises(CardDataError) as caught:
        parse_api_card(obj)
    assert str(caught.value) == f"card ALT_CORE_B_AX_08_R1: missing or invalid field(s): {named}"


def test_card_with_an_empty_reference_is_named_by_its_name():
    obj = {"reference": "", "name": "Axiom Salvager", "cardType": {"reference": "CHARACTER"},
           "mainFaction": {"reference": "AX"}}  # fmt: skip
    with pytest.raises(CardDataError) as caught:
        parse_api_card(obj)
    assert str(caught.value).startswith("card Axiom Salvager: not a card reference: ''")


def test_optional_fields_may_be_missing_or_empty():
    obj = {
        "reference": "alt_core_b_ax_08_r1",
        "name": "",
        "cardType": {"reference": "CHARACTER"},
        "mainFaction": {"reference": "AX"},
        "elements": {"MAIN_COST": "", "ECHO_EFFECT": "", "MAIN_EFFECT": None},
    }
    card = parse_api_card(obj, "fr-fr")
    assert card.reference == "ALT_CORE_B_AX_08_R1"
    assert (card.names, card.main_effect, card.echo_effect, card.subtypes) == ({}, {}, {}, ())
    assert (card.hand_cost, card.set_code, card.rarity, card.image_path) == (
        None,
        "CORE",
        "RARE",
        None,
    )
    assert card.english_name == "ALT_CORE_B_AX_08_R1"


@pytest.mark.parametrize(
    ("reference", "family", "version"),
    [
        ("ALT_CORE_B_AX_08_R1", "AX_8", "AX_8_R1"),
        ("ALT_CORE_B_NE_1_C", "NE_1", "NE_1_C"),
        ("ALT_ALIZE_B_BR_40_R2", "BR_40", "BR_40_R2"),
    ],
)
def test_a_card_and_its_reference_agree_on_family_and_version(store, reference, family, version):
    card = store.get(reference)
    assert (card.family, card.version) == (family, version)
    parsed = card.parsed_reference
    assert (parsed.family, parsed.version) == (family, version)
