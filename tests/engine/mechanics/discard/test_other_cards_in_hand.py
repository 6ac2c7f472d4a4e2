""" "Play me for {1} less if there are no other cards in your hand" (Emergency Burst) and "I
can't be played if there's another card in your hand" (Corrupted Paju): the other cards are
the hand's but the one played (from Reserve, the whole hand). Through ``altered-deck engine
scenario``."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from tests.engine.kit import SCENARIOS
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "other_cards_in_hand.json"


def test_the_other_cards_are_the_hands_but_the_one_played(cache_dir: Path) -> None:
    runner = CliRunner()
    # in hand: Emergency Burst and Corrupted Paju; in Reserve: another Emergency Burst
    assert texts(scenario(runner, cache_dir, PATH)) == [
        "pass",
        "play Emergency Burst from hand for 3 mana",
        "play Emergency Burst from Reserve for 3 mana",
    ]
    # Emergency Burst played: Paju is alone in hand; the Reserve's Burst has Paju beside it
    assert texts(scenario(runner, cache_dir, PATH, 2)) == [
        "pass",
        "play Corrupted Paju from hand for 2 mana into the Hero expedition",
        "play Corrupted Paju from hand for 2 mana into the Companion expedition",
        "play Emergency Burst from Reserve for 3 mana",
    ]
    # Paju played too: the hand is empty, the Reserve's Burst costs {1} less
    assert "play Emergency Burst from Reserve for 2 mana" in texts(
        scenario(runner, cache_dir, PATH, 2, 2)
    )


def test_alone_in_hand_emergency_burst_costs_one_less(cache_dir: Path, tmp_path: Path) -> None:
    position = json.loads(PATH.read_text())
    position["players"][0]["hand"] = ["ALT_EOLE_B_AX_118_R1"]
    alone = tmp_path / "alone.json"
    alone.write_text(json.dumps(position))
    assert texts(scenario(CliRunner(), cache_dir, alone))[1:] == [
        "play Emergency Burst from hand for 2 mana",
        "play Emergency Burst from Reserve for 3 mana",
    ]
