"""The Hunger's "{H} Discard all other cards in play and in Reserve" through ``altered-deck
engine scenario``: both players' Characters, Landmarks and Reserve cards go to their owners'
discard piles (a token ceases to exist); The Hunger stays. (Its "When a card joins the discard
pile" is another ability.)"""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.mechanics.reserve.kinds import E_DISCARD_ALL_OTHERS
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario


def test_every_other_card_in_play_and_in_reserve_is_discarded(cache_dir: Path) -> None:
    path = SCENARIOS / "discard_all_others.json"
    me, them = scenario(CliRunner(), cache_dir, path, 2)["state"]["players"]
    # Amelia Earhart, Armored Jammer (Landmarks), Axiom Salvager (Reserve); the Brassbug ceased
    assert me["discard"] == ["ALT_CORE_B_AX_11_C", "ALT_CORE_B_AX_28_C", "ALT_CORE_B_AX_08_C"]
    assert (me["reserve"], me["landmarks"]) == ([], [])
    assert [c["ref"] for c in me["hero_expedition"]["cards"]] == ["ALT_EOLETOP_P_YZ_56_R1"]
    assert them["discard"] == ["ALT_CORE_B_OR_05_C", "ALT_EOLE_B_LY_106_C"]
    assert (them["reserve"], them["companion_expedition"]["cards"]) == ([], [])


def test_the_form_compiles_under_any_trigger() -> None:
    for trigger, slot in (("{H}", "on_hand"), ("{J}", "on_join"), ("{R}", "on_reserve")):
        card = make_card(
            "Source", text=f"{trigger} Discard all other cards in play and in Reserve."
        )
        record = record_of(deck_of(FILLER, (card, 1)), "Source")
        assert getattr(record, slot) == ((E_DISCARD_ALL_OTHERS, 0, None),)
