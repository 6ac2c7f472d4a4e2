"""A card's {D} ability as something it has, through ``altered-deck engine scenario``:
Carbunclo's "{J} If a card in your Expeditions or your Reserve has a {D} ability, [Resupply]"
and Reka Ropedancer's "{J} Target Character with a {D} ability in play or in Reserve gains 1
boost" (either player's; a {D} ability the engine does not read still counts: Reka
Ropedancer's own). Cards of Roots of Corruption (EOLE)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core.effects import E_IF, T_RESERVE
from altered_deck.engine.mechanics.targeted.kinds import (
    C_HAS_SUPPORT,
    E_TARGET_FILTERED,
    HAS_SUPPORT,
)
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "has_support_ability.json"
CARBUNCLO_TO_HERO, ROPEDANCER_TO_HERO, FIXER_SUPPORT = 2, 4, 8
FIXER, SALVAGER = "ALT_EOLE_B_BR_115_C", "ALT_CORE_B_AX_08_C"


def _reserve(player: dict) -> list[tuple[str, int]]:
    return [(u["ref"], u["boosts"]) for u in player["reserve"]]


def test_a_reserve_card_with_a_support_ability_makes_carbunclo_resupply(cache_dir: Path) -> None:
    runner = CliRunner()
    player = scenario(runner, cache_dir, PATH, CARBUNCLO_TO_HERO)["state"]["players"][0]
    assert _reserve(player) == [(FIXER, 0), (SALVAGER, 0)]  # Reka Fixer's {D}: the deck's top
    # Reka Fixer discarded for its {D} first: no card with a {D} ability is left
    player = scenario(runner, cache_dir, PATH, FIXER_SUPPORT, CARBUNCLO_TO_HERO)
    player = player["state"]["players"][0]
    assert (_reserve(player), player["discard"], len(player["deck"])) == ([], [FIXER], 2)


def test_ropedancer_offers_every_character_with_a_support_ability(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, PATH, ROPEDANCER_TO_HERO)
    # Amelia Earhart (in play) and Lyra Fifer (the opponent's) have none
    assert texts(asked) == [
        "Reka Ropedancer: target Character in play or in Reserve: Reka Ropedancer (Hero "
        "expedition)",
        "Reka Ropedancer: target Character in play or in Reserve: Reka Fixer (Reserve)",
        "Reka Ropedancer: target Character in play or in Reserve: Smoking Skunk (opponent's "
        "Reserve)",
    ]
    players = scenario(runner, cache_dir, PATH, ROPEDANCER_TO_HERO, 3)["state"]["players"]
    assert _reserve(players[1]) == [("ALT_EOLE_B_LY_106_C", 1)]
    assert _reserve(players[0]) == [(FIXER, 0)]


def test_the_forms_compile_with_other_effects_and_zones() -> None:
    card = make_card(
        "Source",
        text="{H} If a card in your Expeditions or your Reserve has a {D} ability, draw a card.",
    )
    ((kind, _n, (condition, _amount, *_rest)),) = record_of(
        deck_of(FILLER, (card, 1)), "Source"
    ).on_hand
    assert (kind, condition) == (E_IF, C_HAS_SUPPORT)
    for words, who, boosts in (
        ("in play or in Reserve gains 2 boosts", T_RESERVE, 2),
        ("gains 1 boost", 0, 1),
    ):
        card = make_card("Source", text=f"{{R}} Target Character with a {{D}} ability {words}.")
        ((kind, n, arg),) = record_of(deck_of(FILLER, (card, 1)), "Source").on_reserve
        assert (kind, n, arg[:3]) == (E_TARGET_FILTERED, boosts, (who, HAS_SUPPORT, 0))
