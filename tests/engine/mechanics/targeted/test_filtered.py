"""Targets the card's words narrow, through ``altered-deck engine scenario``: Gather the Pack
("{J} Target Character with Base Cost {3} or less gains [[Anchored]]") and The Beast of
Gévaudan ("{H} You may target another Character with {V} less than or equal to mine. It
switches Expeditions")."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.state import A_PLAY_HAND
from altered_deck.engine.mechanics.targeted import kinds as targeted_kinds
from tests.engine.kit import (
    FILLER,
    SCENARIOS,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
)
from tests.engine.mechanics.discard.test_discard import scenario, texts

GATHER_THE_PACK_INTO_HERO = 2


def test_base_cost_is_the_reserve_cost_of_a_fleeting_character(cache_dir: Path) -> None:
    runner = CliRunner()
    path = SCENARIOS / "filtered_target.json"
    asked = scenario(runner, cache_dir, path, GATHER_THE_PACK_INTO_HERO)
    # Amelia Earhart costs 3; Dr. Frankenstein 4 (left out); Athena 5, but Fleeting: its
    # Reserve Cost, 3
    assert texts(asked) == [
        "Gather the Pack: target Character: Amelia Earhart (Hero expedition)",
        "Gather the Pack: target Character: Athena (Companion expedition)",
    ]
    done = scenario(runner, cache_dir, path, GATHER_THE_PACK_INTO_HERO, 2)
    athena = done["state"]["players"][0]["companion_expedition"]["cards"][0]
    assert (athena["ref"], athena["status"]) == ("ALT_CORE_B_AX_18_C", ["fleeting", "anchored"])


def test_another_character_with_v_at_most_mine_switches_expeditions() -> None:
    text = (
        "{H} You may target another Character with {V} less than or equal to mine. It switches "
        "Expeditions."
    )
    mover = make_card("Mover", stats=(2, 1, 1), text=text)
    deck = deck_of(FILLER, (mover, 1))
    assert record_of(deck, "Mover").on_hand == (
        (
            targeted_kinds.E_TARGET_FILTERED,
            0,
            (
                fx.T_UP_TO | fx.T_ONE | fx.T_ANOTHER,
                targeted_kinds.FOREST_AT_MOST_MINE,
                0,
                0,
                0,
                True,
                1,
            ),
        ),
    )


def test_the_beast_offers_characters_with_v_at_most_its_own_and_switches_one(
    cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads((SCENARIOS / "filtered_target.json").read_text())
    player = position["players"][0]
    player["hand"] = ["ALT_EOLE_B_MU_114_C"]  # The Beast of Gévaudan, {V} 3
    player["mana"] = {"orbs": 4, "ready": 4}
    player["hero_expedition"]["cards"][0] = {"ref": "ALT_CORE_B_AX_11_C", "boosts": 2}  # {V} 4
    path = tmp_path / "beast.json"
    path.write_text(json.dumps(position))
    runner = CliRunner()
    into_companion = 3
    asked = scenario(runner, cache_dir, path, into_companion)
    assert texts(asked) == [
        "The Beast of Gévaudan: up to one other target Character: Dr. Frankenstein (Hero "
        "expedition)",
        "The Beast of Gévaudan: up to one other target Character: Athena (Companion expedition)",
        "The Beast of Gévaudan: up to one other target Character: no target",
    ]
    done = scenario(runner, cache_dir, path, into_companion, 1)["state"]["players"][0]
    assert [c["ref"] for c in done["hero_expedition"]["cards"]] == ["ALT_CORE_B_AX_11_C"]
    assert [c["ref"] for c in done["companion_expedition"]["cards"]] == [
        "ALT_CORE_B_AX_18_C",
        "ALT_EOLE_B_MU_114_C",
        "ALT_CORE_B_AX_17_C",
    ]
    declined = scenario(runner, cache_dir, path, into_companion, 3)["state"]["players"][0]
    assert len(declined["hero_expedition"]["cards"]) == 2


def test_up_to_two_other_characters_with_v_at_most_mine_each_gain_a_boost() -> None:
    # Raksha: "{J} Up to two other target Characters with {V} less than or equal to mine each
    # gain 1 boost." Played live, each pick takes the engine's hint (its latest Character)
    text = (
        "{J} Up to two other target Characters with {V} less than or equal to mine each gain 1 "
        "boost."
    )
    raksha = make_card("Raksha", stats=(2, 2, 2), text=text)
    big = make_card("Big", stats=(3, 0, 0))
    deck = deck_of(FILLER, (raksha, 1), (big, 1))
    game = afternoon_game(deck, hand=["Raksha"], mana=1)
    first, second = put_in_play(game, "Filler", 0), put_in_play(game, "Filler", 0)
    tall = put_in_play(game, "Big", 0)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (first.boosts, second.boosts, tall.boosts) == (1, 1, 0)
    raksha_unit = game.exps[0][-1]
    assert (raksha_unit.card.name, raksha_unit.boosts) == ("Raksha", 0)
