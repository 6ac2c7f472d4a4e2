"""Stigma of Havoc's "{H} Starting with you, each player discards their Reserve, [Resupplies],
then [Resupplies] again" through ``altered-deck engine scenario``: the player first, then the
opponent, each discards every Reserve card (each a discard from the Reserve: the opponent's
Janus gains a boost) and Resupplies twice. Roots of Corruption (EOLE)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core.effects import E_DRAW, E_RESUPPLY
from altered_deck.engine.mechanics.costs.kinds import E_EACH_PLAYER
from altered_deck.engine.mechanics.reserve.kinds import E_DISCARD_WHOLE_RESERVE
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario

DISCARD_ALL = (E_DISCARD_WHOLE_RESERVE, 0, None)
RESUPPLY = (E_RESUPPLY, 1, False)


def test_each_player_in_turn_discards_their_reserve_then_resupplies_twice(
    cache_dir: Path,
) -> None:
    path = SCENARIOS / "each_player_discards_reserve.json"
    done = scenario(CliRunner(), cache_dir, path, 2)  # Stigma of Havoc, Hero expedition
    me, them = done["state"]["players"]
    assert me["discard"] == ["ALT_CORE_B_AX_11_C", "ALT_CORE_B_AX_08_C"]
    assert [u["ref"] for u in me["reserve"]] == ["ALT_CORE_B_AX_16_C", "ALT_CORE_B_AX_04_C"]
    assert them["discard"] == ["ALT_EOLE_B_LY_106_C"]
    assert [u["ref"] for u in them["reserve"]] == ["ALT_CORE_B_AX_07_C", "ALT_CORE_B_OR_05_C"]
    assert [(c["ref"], c["boosts"]) for c in them["hero_expedition"]["cards"]] == [
        ("ALT_EOLE_B_YZ_113_R1", 1)  # "When you discard a card from ... your Reserve"
    ]
    assert [line.split(" - ")[1] for line in done["log"][1:]] == [
        "discard Amelia Earhart",
        "discard Axiom Salvager",
        "resupply Foundry Armorer",
        "resupply Kelon Elemental",
        "discard Smoking Skunk",
        "resupply Foundry Mechanic",
        "resupply Ordis Trooper",
    ]


def test_the_form_compiles_with_what_follows_in_each_wording() -> None:
    for words, then in (
        ("Starting with you, each player discards their Reserve, then [Resupplies].", (RESUPPLY,)),
        ("Each player discards their Reserve.", ()),
        ("Each player discards their Reserve, then draws two cards.", ((E_DRAW, 2, None),)),
        (
            "Starting with you, each player discards their Reserve, [Resupplies], then "
            "[Resupplies] again.",
            (RESUPPLY, RESUPPLY),
        ),
    ):
        card = make_card("Source", text=f"{{H}} {words}")
        (effect,) = record_of(deck_of(FILLER, (card, 1)), "Source").on_hand
        assert effect == (E_EACH_PLAYER, 0, ((DISCARD_ALL, *then),)), words
