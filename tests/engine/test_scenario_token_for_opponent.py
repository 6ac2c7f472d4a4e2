""" "{H} You may create a token in an opponent's Expedition to [Sabotage]", through
``altered-deck engine scenario``: the player decides whether, in which of the opponent's two
expeditions the token goes (theirs: it joins under them), then the [Sabotage] as usual. Each
position is played by player 0 and, mirrored, by player 1. Position:
tests/fixtures/scenarios/tough_granted.json (a duel, both sides filled per test)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.engine.kit import KELON
from tests.engine.test_scenario_targets import offered, position, scenario, zone

AYXAS = "ALT_EOLE_B_OR_109_C"  # [Ordis Recruit 1/1/1] Soldier token; Hand Cost 3


def tokens(data: Any, seat: int, where: str) -> list[str]:
    return [c.get("token", c.get("ref")) for c in data["state"]["players"][seat][where]["cards"]]


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_create_a_token_in_an_opponents_expedition_to_sabotage(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    path = position("tough_granted", tmp_path, player, p0_hand=[AYXAS], p1_reserve=[KELON])
    data = scenario(runner, cache_dir, path, 2)
    assert [a["text"].rsplit(": ", 1)[-1] for a in data["legal_actions"]] == ["yes", "no"]
    assert data["legal_actions"][0]["text"] == (
        "Ayxas, Repented Tyrant: You may create an Ordis Recruit token in an opponent's "
        "Expedition: yes"
    )
    assert offered(scenario(runner, cache_dir, path, 2, 1)) == [
        ("expedition", "opponent's Hero expedition", "opponent", player),
        ("expedition", "opponent's Companion expedition", "opponent", player),
    ]
    assert offered(scenario(runner, cache_dir, path, 2, 1, 2)) == [
        ("target", KELON, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    done = scenario(runner, cache_dir, path, 2, 1, 2, 1)
    assert tokens(done, 1 - player, "companion_expedition") == ["Ordis Recruit"]
    assert tokens(done, 1 - player, "hero_expedition") == []
    assert zone(done, 1 - player, "reserve") == []
    assert done["state"]["players"][1 - player]["discard"] == [KELON]
    assert done["log"][-2:] == [
        f"day 2 P{player} - opponent token Ordis Recruit Companion",
        f"day 2 P{player} - sabotage Kelon Elemental",
    ]
    hero = scenario(runner, cache_dir, path, 2, 1, 1, 2)  # in their Hero expedition, no target
    assert tokens(hero, 1 - player, "hero_expedition") == ["Ordis Recruit"]
    assert zone(hero, 1 - player, "reserve") == [(KELON, False)]
    declined = scenario(runner, cache_dir, path, 2, 2)  # no token, no Sabotage
    assert tokens(declined, 1 - player, "hero_expedition") == []
    assert tokens(declined, 1 - player, "companion_expedition") == []
    assert zone(declined, 1 - player, "reserve") == [(KELON, False)]
