"""The static and triggered abilities a Feat has once Completed, through ``altered-deck
engine scenario``: Reap the Mana's "[[Completed]]: If one of your Expeditions would move
forward during Dusk, you may exhaust me ({T}) to make it move forward one more region
instead" and Hold the Line!'s "[[Completed]]: When a Companion joins your Expeditions — It
gains 1 boost" (the Hero's Booda token at Noon)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from tests.engine.kit import SCENARIOS
from tests.engine.mechanics.discard.test_discard import scenario, texts

POSITION = SCENARIOS / "completed_feats.json"
PASS, YES, NO, NO_EXPAND = 1, 1, 2, 1


def _player(data: Any) -> Any:
    return data["state"]["players"][0]


def test_a_completed_feat_may_be_exhausted_to_move_one_more_region(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, POSITION, PASS)
    prompt = "Reap the Mana: You may exhaust me: the Hero expedition moves one more region: "
    assert texts(asked) == [prompt + "yes", prompt + "no"]
    assert (
        _player(scenario(runner, cache_dir, POSITION, PASS, YES))["hero_expedition"]["region"] == 2
    )
    assert (
        _player(scenario(runner, cache_dir, POSITION, PASS, NO))["hero_expedition"]["region"] == 1
    )


def test_a_feat_not_completed_asks_nothing(cache_dir: Path, tmp_path: Path) -> None:
    position = json.loads(POSITION.read_text())
    for landmark in position["players"][0]["landmarks"]:
        landmark["status"] = []
    path = tmp_path / "printed.json"
    path.write_text(json.dumps(position))
    runner = CliRunner()
    passed = scenario(runner, cache_dir, path, PASS)
    assert texts(passed)[0] == "do not Expand"  # Dusk asked nothing: Day 3's Morning
    assert _player(passed)["hero_expedition"]["region"] == 1
    noon = scenario(runner, cache_dir, path, PASS, NO_EXPAND)
    assert [(c["token"], c["boosts"]) for c in _player(noon)["companion_expedition"]["cards"]] == [
        ("Booda", 0)
    ]


def test_a_companion_joining_gains_a_boost_from_a_completed_feat(cache_dir: Path) -> None:
    done = scenario(CliRunner(), cache_dir, POSITION, PASS, YES, NO_EXPAND)
    assert [(c["token"], c["boosts"]) for c in _player(done)["companion_expedition"]["cards"]] == [
        ("Booda", 1)
    ]


def test_a_completed_feat_watches_the_discards_from_the_hand(
    cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads((SCENARIOS / "discard_from_hand.json").read_text())
    feat = {"ref": "ALT_EOLE_B_YZ_121_C", "status": ["completed"]}  # Push Back the Night
    position["players"][0]["landmarks"] = [feat]
    path = tmp_path / "moth.json"
    path.write_text(json.dumps(position))
    runner = CliRunner()
    asked = scenario(runner, cache_dir, path, 2, 1)  # Molting Crab discards Amelia Earhart
    assert texts(asked) == [
        "Push Back the Night: You may exhaust me: yes",
        "Push Back the Night: You may exhaust me: no",
    ]
    done = scenario(runner, cache_dir, path, 2, 1, YES, 2)  # into the Companion expedition
    player = _player(done)
    assert [c["token"] for c in player["companion_expedition"]["cards"]] == ["Mana Moth"]
    assert player["landmarks"][0]["exhausted"] is True
    declined = scenario(runner, cache_dir, path, 2, 1, NO)
    assert _player(declined)["companion_expedition"]["cards"] == []
    assert _player(declined)["landmarks"][0]["exhausted"] is False
