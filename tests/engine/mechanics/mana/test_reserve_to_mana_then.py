"""Reap the Mana's "{J} You may put a card from your Reserve in your Mana zone, exhausted. If you
do, [Resupply]" through ``altered-deck engine scenario``: the player may decline, and picks the
card; the [Resupply] only when a card went to the Mana zone. Roots of Corruption (EOLE)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core.effects import E_DRAW, E_RESUPPLY
from altered_deck.engine.mechanics.mana.kinds import E_RESERVE_TO_MANA_THEN
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "reserve_to_mana_then.json"
PLAY_IT, YES, NO, SALVAGER = 2, 1, 2, 2


def test_the_card_put_in_mana_pays_for_the_resupply(cache_dir: Path) -> None:
    runner = CliRunner()
    assert texts(scenario(runner, cache_dir, PATH, PLAY_IT)) == [
        "Reap the Mana: You may put a card in Mana: yes",
        "Reap the Mana: You may put a card in Mana: no",
    ]
    assert texts(scenario(runner, cache_dir, PATH, PLAY_IT, YES)) == [
        "Reap the Mana: Put a card from your Reserve in your Mana zone: Amelia Earhart (Reserve)",
        "Reap the Mana: Put a card from your Reserve in your Mana zone: Axiom Salvager (Reserve)",
    ]
    player = scenario(runner, cache_dir, PATH, PLAY_IT, YES, SALVAGER)["state"]["players"][0]
    assert player["mana"] == {"orbs": 3, "ready": 0, "cards": ["ALT_CORE_B_AX_08_C"]}
    assert [u["ref"] for u in player["reserve"]] == ["ALT_CORE_B_AX_11_C", "ALT_CORE_B_AX_16_C"]


def test_declined_there_is_no_resupply(cache_dir: Path) -> None:
    player = scenario(CliRunner(), cache_dir, PATH, PLAY_IT, NO)["state"]["players"][0]
    assert (player["mana"]["orbs"], len(player["deck"])) == (2, 2)
    assert [u["ref"] for u in player["reserve"]] == ["ALT_CORE_B_AX_11_C", "ALT_CORE_B_AX_08_C"]


def test_the_form_compiles_with_other_effects_and_without_exhausted() -> None:
    for words, then in (
        ("in your Mana zone, exhausted. If you do, [Resupply].", (E_RESUPPLY, 1, False)),
        ("in your Mana zone. If you do, draw a card.", (E_DRAW, 1, None)),
    ):
        card = make_card("Source", text=f"{{H}} You may put a card from your Reserve {words}")
        assert record_of(deck_of(FILLER, (card, 1)), "Source").on_hand == (
            (E_RESERVE_TO_MANA_THEN, 1, (then,)),
        )
