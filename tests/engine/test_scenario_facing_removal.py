""" "{H} You may return target Character facing me with Base Cost {n} or less to its owner's
hand", through ``altered-deck engine scenario``: the targets are the opponent's Characters in
the expedition facing the one the card joined, within the Base Cost, and "no target". Each
position is played by player 0 and, mirrored, by player 1. Position:
tests/fixtures/scenarios/tough_granted.json (a duel, both sides filled per test)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.engine.kit import AMELIA, KELON, SALVAGER
from tests.engine.test_scenario_targets import offered, position, scenario, zone

SEKHMET = "ALT_EOLE_B_BR_113_C"  # Base Cost {3} or less; Hand Cost 4
ACHILLES = "ALT_CORE_B_BR_21_C"  # Hand Cost 5


def facing(tmp_path: Path, player: int) -> Path:
    """Sekhmet in hand; the opponent's Hero expedition Kelon, Achilles and Amelia, its
    Companion expedition the Salvager."""
    return position(
        "tough_granted",
        tmp_path,
        player,
        p0_hand=[SEKHMET],
        p1_hero_expedition={"region": 1, "cards": [KELON, ACHILLES, AMELIA]},
        p1_companion_expedition={"region": 6, "cards": [SALVAGER]},
    )


@pytest.mark.parametrize("player", [0, 1])
def test_return_target_character_facing_me_offers_the_facing_expedition_only(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    path = facing(tmp_path, player)
    hero = scenario(runner, cache_dir, path, 2)  # into the Hero expedition
    assert offered(hero) == [
        ("target", KELON, "opponent", player),
        ("target", AMELIA, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    amelia = scenario(runner, cache_dir, path, 2, 2)
    assert zone(amelia, 1 - player, "hero_expedition") == [(KELON, False), (ACHILLES, False)]
    assert amelia["state"]["players"][1 - player]["hand"] == [AMELIA]
    assert amelia["log"][-1] == f"day 2 P{player} - opponent to-hand Amelia Earhart"
    declined = scenario(runner, cache_dir, path, 2, 3)
    assert zone(declined, 1 - player, "hero_expedition") == [
        (KELON, False),
        (ACHILLES, False),
        (AMELIA, False),
    ]
    companion = scenario(runner, cache_dir, path, 3)  # into the Companion expedition
    assert offered(companion) == [
        ("target", SALVAGER, "opponent", player),
        ("target", "no target", "mine", player),
    ]
