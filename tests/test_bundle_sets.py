"""The card bundle the package ships holds the sets the community plays, in English and
French, and every card of them shows and validates offline from a fresh cache."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.build import bundled_data_date
from altered_deck.cards.bundle import build_bundle, default_bundle, load_bundle
from altered_deck.cards.sources import DumpSource
from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from tests.conftest import BUNDLE_LABEL, DUMP, FIXTURES, STARTERS

# The community card data of 2026-07, one count per set: cards per language, less the six
# print templates of DUSTERCB (ALT_DUSTERCB_P_<FAC>_<NUM>_C_XXX), which are no card.
COMMUNITY_SETS = {
    "DUSTERCB": 216,
    "DUSTEROP": 34,
    "DUSTERTOP": 24,
    "EOLE": 317,
    "EOLECB": 24,
    "EOLEOP": 35,
    "EOLETOP": 31,
    "JUDGE": 1,
    "MUSUBI": 24,
    "TCS3": 6,
    "WCF25": 6,
    "WCQ25": 6,
    "WCS25": 18,
    "WCS26": 11,
}
# The sets only the 2025-11 snapshot holds, unchanged.
SNAPSHOT_SETS = {"CORE": 550, "COREKS": 510, "ALIZE": 327, "BISE": 325, "CYCLONE": 335}
SNAPSHOT_SETS["DUSTER"] = 115


def test_the_bundle_holds_every_set_with_its_cards() -> None:
    bundle = load_bundle(default_bundle())
    assert (bundle.date, bundle.locales, bundle.label) == (
        "2026-07",
        ["en-us", "fr-fr"],
        BUNDLE_LABEL,
    )
    assert bundle.source == "the community card database of 2025-11 and 2026-07"
    assert bundled_data_date() == "2026-07"
    per_set: dict[str, int] = {}
    for card in bundle.cards:
        per_set[card.set_code] = per_set.get(card.set_code, 0) + 1
    assert per_set == {**SNAPSHOT_SETS, **COMMUNITY_SETS}
    assert {s["reference"] for s in bundle.sets} == set(per_set)
    names = {s["reference"]: s["name"] for s in bundle.sets}
    assert (names["EOLE"], names["WCS26"]) == (
        "Roots of Corruption",
        "World Championship Series 2026",
    )


def _renamed(root: Path, set_code: str, reference: str, name: str) -> None:
    """Rename one card of a dump's English per-set file."""
    path = root / "SETS" / set_code / f"{set_code}_EN.json"
    cards = json.loads(path.read_text(encoding="utf-8"))
    for card in cards:
        if card["reference"] == reference:
            card["name"] = name
    path.write_text(json.dumps(cards), encoding="utf-8")


def test_several_dumps_give_each_set_from_its_complete_copy(tmp_path: Path) -> None:
    older, newer = tmp_path / "older", tmp_path / "newer"
    shutil.copytree(DUMP, older)
    shutil.copytree(FIXTURES / "community-2026", newer)
    # DUSTERCB: the older dump has 19 cards, the newer 3 (one of them the same card).
    _renamed(newer, "DUSTERCB", "ALT_DUSTERCB_P_AX_01_C", "Renamed in the newer copy")
    # TCS3: both have its 6 cards: on a tie the newer copy wins.
    shutil.copytree(older / "SETS" / "TCS3", newer / "SETS" / "TCS3")
    _renamed(newer, "TCS3", "ALT_TCS3_P_AX_53_R1", "Renamed in the newer copy")
    data = build_bundle(
        [DumpSource(older), DumpSource(newer)],
        locales=["en-us"],
        label="two dumps",
        dates=["2025-11", "2026-07"],
    )
    assert (data["source"], data["date"]) == ("two dumps of 2025-11 and 2026-07", "2026-07")
    sets = ["TCS3", "WCS25", "MUSUBI", "DUSTER", "DUSTERCB", "EOLE"]
    assert [s["reference"] for s in data["sets"]] == sets
    cards = {card["reference"]: card for card in data["cards"]}
    dustercb = [ref for ref, card in cards.items() if card["set_code"] == "DUSTERCB"]
    assert len(dustercb) == 19 + 2  # the newer copy's two serialized prints are kept
    assert cards["ALT_DUSTERCB_P_AX_01_C"]["names"] == {"en-us": "Sierra & Oddball"}
    assert cards["ALT_TCS3_P_AX_53_R1"]["names"] == {"en-us": "Renamed in the newer copy"}


@pytest.mark.parametrize("set_code", sorted(COMMUNITY_SETS))
def test_every_card_of_a_community_set_is_named_in_both_languages(
    store: CardStore, set_code: str
) -> None:
    cards = store.search(set_code=set_code)
    assert len(cards) == COMMUNITY_SETS[set_code]
    for card in cards:
        assert set(card.names) == {"en-us", "fr-fr"}, card.reference
        texts = [*card.names.values(), *card.main_effect.values(), *card.echo_effect.values()]
        assert not any("#" in text for text in texts), card.reference  # the Rare marks


def test_a_placeholder_box_topper_record_takes_its_familys_card(store: CardStore) -> None:
    # The data names this print "" in English and "Personnage Axiom Commun_02" in French, and
    # its Hero "Sam & Spook" (ALT_EOLETOP_A_YZ_105_C) has Italian texts and no costs.
    for print_, family_card in (
        ("ALT_EOLETOP_P_AX_49_C", "ALT_BISE_B_AX_49_C"),
        ("ALT_EOLETOP_A_YZ_105_C", "ALT_EOLE_A_YZ_105_C"),
    ):
        card, donor = store.get(print_), store.get(family_card)
        assert card is not None and donor is not None
        assert (card.names, card.main_effect) == (donor.names, donor.main_effect)
        assert (card.hand_cost, card.reserve_limit) == (donor.hand_cost, donor.reserve_limit)
        assert (card.set_code, card.product) == ("EOLETOP", print_.split("_")[2])
    sniffer = store.get("ALT_EOLETOP_P_AX_49_C")
    assert sniffer is not None and sniffer.names["en-us"] == "Sap Sniffer"


def test_a_serialized_print_shows_and_validates_offline(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    shown = runner.invoke(
        cli,
        ["--cache-dir", str(cache_dir), "--offline", "cards", "show", "alt_dustercb_p_ax_85_c_7"],
    )
    assert shown.exit_code == 0, shown.stderr
    assert shown.stdout.splitlines()[:3] == [
        "Della & Bolt  ALT_DUSTERCB_P_AX_85_C_007",
        "  Faction  Axiom (AX)",
        "  Type     Hero",
    ]
    starter = (STARTERS / "sierra.txt").read_text(encoding="utf-8")
    deck = tmp_path / "della.txt"
    deck.write_text(starter.replace("1 ALT_CORE_B_AX_01_C\n", "1 ALT_DUSTERCB_P_AX_85_C_001\n"))
    args = ["--cache-dir", str(cache_dir), "--offline", "validate", str(deck), "--json"]
    result = runner.invoke(cli, args)
    assert result.exit_code == 0, result.stderr
    (report,) = json.loads(result.stdout)
    assert report["verdict"] == "LEGAL"
    # Two prints of one hero are two copies of the same card: two Heroes.
    deck.write_text(deck.read_text(encoding="utf-8") + "1 ALT_DUSTERCB_P_AX_85_C_002\n")
    result = runner.invoke(cli, args)
    assert result.exit_code == 1, result.stderr
    (report,) = json.loads(result.stdout)
    assert [v["code"] for v in report["violations"]] == ["STD-HERO-COUNT"]


def test_every_community_card_resolves_offline(
    runner: CliRunner, cache_dir: Path, store: CardStore, tmp_path: Path
) -> None:
    deck = tmp_path / "everything.txt"
    references = [c.reference for s in COMMUNITY_SETS for c in store.search(set_code=s)]
    deck.write_text("".join(f"1 {ref}\n" for ref in references), encoding="utf-8")
    result = runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "--offline", "validate", str(deck), "--json"]
    )
    # Illegal as a deck (many heroes, too many cards), but every card is known: a verdict.
    assert result.exit_code == 1, result.stderr
    (report,) = json.loads(result.stdout)
    assert report["verdict"] == "ILLEGAL"
    # Tokens are no deck cards: they are listed as ignored, the rest counted.
    ignored = sum(entry["quantity"] for entry in report["ignored"])
    assert (report["counts"]["cards"], ignored) == (742, 11)
    assert sum(COMMUNITY_SETS.values()) == 742 + 11
