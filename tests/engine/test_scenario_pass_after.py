"""Close the Breach! (a Feat), through ``altered-deck engine scenario``: "When you pass after
your opponents — If you are first player, complete me" (the pass that follows the opponent's,
the first player's only), and once Completed "{T}, {1} : Target Character you control gains 1
boost, then [After You]" (the turn ends: the opponent's follows). Each position is played by
player 0 and, mirrored, by player 1. Position: tests/fixtures/scenarios/tough_granted.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.engine.kit import AMELIA, KELON
from tests.engine.test_scenario_targets import offered, position, scenario

BREACH = "ALT_EOLE_B_YZ_122_E"


def feat(tmp_path: Path, player: int, first: int, rival_passed: bool) -> Path:
    """Player ``player`` to act with the Feat in its Landmarks; ``first``: the first player
    (0: the acting one); ``rival_passed``: the opponent passed already."""
    path = position(
        "tough_granted", tmp_path, player, p0_landmarks=[BREACH], p1_passed=rival_passed
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    data["first_player"] = player if first == 0 else 1 - player
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def feat_status(data: Any, seat: int) -> list[str]:
    return list(data["state"]["players"][seat]["landmarks"][0]["status"])


@pytest.mark.parametrize("player", [0, 1])
def test_the_first_player_passing_after_the_opponent_completes_me(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    done = scenario(runner, cache_dir, feat(tmp_path, player, 0, True), 1)
    assert done["log"][:2] == [
        f"day 2 P{player}: pass",
        f"day 2 P{player} - complete Close the Breach!",
    ]
    assert feat_status(done, player) == ["completed"]


@pytest.mark.parametrize("player", [0, 1])
def test_passing_first_or_as_second_player_does_not_complete_me(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    first = scenario(runner, cache_dir, feat(tmp_path, player, 0, False), 1)  # before them
    assert first["log"] == [f"day 2 P{player}: pass"]
    assert feat_status(first, player) == []
    second = scenario(runner, cache_dir, feat(tmp_path, player, 1, True), 1)  # not first player
    assert f"day 2 P{player} - complete Close the Breach!" not in second["log"]


@pytest.mark.parametrize("player", [0, 1])
def test_completed_tap_gives_a_boost_then_after_you(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    path = position(
        "tough_granted",
        tmp_path,
        player,
        p0_landmarks=[{"ref": BREACH, "status": ["completed"]}],
        p0_hero_expedition={"region": 1, "cards": [KELON, AMELIA]},
    )
    assert offered(scenario(runner, cache_dir, path, 2)) == [
        ("target", KELON, "mine", player),
        ("target", AMELIA, "mine", player),
    ]
    done = scenario(runner, cache_dir, path, 2, 2)
    me = done["state"]["players"][player]
    assert [(c["ref"], c["boosts"]) for c in me["hero_expedition"]["cards"]] == [
        (KELON, 0),
        (AMELIA, 1),
    ]
    assert (me["mana"]["ready"], me["landmarks"][0]["exhausted"]) == (8 - 1, True)
    assert offered(done) == [("pass", "pass", "mine", 1 - player)]  # [After You]: their turn
