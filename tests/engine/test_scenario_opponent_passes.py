""" "When an opponent passes — You may play a card / a Character (paying its cost normally)",
through ``altered-deck engine scenario``: the other player's pass is the card's moment, and
its player decides what to play (from the hand or the Reserve, paid as usual) or to play
nothing. Each position is played by player 0 passing and, mirrored, by player 1. Position:
tests/fixtures/scenarios/tough_granted.json (a duel, the opponent's side filled per test)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.engine.kit import AMELIA, KELON
from tests.engine.test_scenario_targets import offered, position, scenario, zone

FREEZE = "ALT_ALIZE_B_YZ_40_C"
STIGMA_CHARACTER = "ALT_EOLE_B_BR_114_C"  # ... You may play a Character
STIGMA_CARD = "ALT_EOLE_B_BR_114_R1"  # [Tough 1] ... You may play a card


def watching(tmp_path: Path, player: int, stigma: str) -> Path:
    """Player ``player`` to pass; the opponent has ``stigma`` in play, Kelon and Freeze in
    hand, Amelia in Reserve and 5 Mana."""
    return position(
        "tough_granted",
        tmp_path,
        player,
        p1_hand=[KELON, FREEZE],
        p1_reserve=[AMELIA],
        p1_mana={"orbs": 5, "ready": 5},
        p1_hero_expedition={"region": 1, "cards": [stigma]},
    )


def ready(data: Any, seat: int) -> int:
    return int(data["state"]["players"][seat]["mana"]["ready"])


@pytest.mark.parametrize("player", [0, 1])
def test_when_an_opponent_passes_you_may_play_a_character(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    path = watching(tmp_path, player, STIGMA_CHARACTER)
    data = scenario(runner, cache_dir, path, 1)  # the player passes
    assert data["log"] == [f"day 2 P{player}: pass"]
    assert offered(data) == [  # the opponent's decision: a Character from hand or Reserve
        ("card", KELON, "mine", 1 - player),
        ("card", AMELIA, "mine", 1 - player),
        ("card", "play nothing", "mine", 1 - player),
    ]
    amelia = scenario(runner, cache_dir, path, 1, 2, 1)  # into the Hero expedition
    assert zone(amelia, 1 - player, "hero_expedition") == [
        (STIGMA_CHARACTER, False),
        (AMELIA, False),
    ]
    assert (zone(amelia, 1 - player, "reserve"), ready(amelia, 1 - player)) == ([], 5 - 1)
    assert amelia["legal_actions"][0]["player"] == 1 - player  # then their own turn
    nothing = scenario(runner, cache_dir, path, 1, 3)
    assert zone(nothing, 1 - player, "hero_expedition") == [(STIGMA_CHARACTER, False)]
    assert (zone(nothing, 1 - player, "reserve"), ready(nothing, 1 - player)) == (
        [(AMELIA, False)],
        5,
    )


@pytest.mark.parametrize("player", [0, 1])
def test_when_an_opponent_passes_you_may_play_a_card_offers_spells(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    path = watching(tmp_path, player, STIGMA_CARD)
    assert offered(scenario(runner, cache_dir, path, 1)) == [
        ("card", KELON, "mine", 1 - player),
        ("card", FREEZE, "mine", 1 - player),
        ("card", AMELIA, "mine", 1 - player),
        ("card", "play nothing", "mine", 1 - player),
    ]


@pytest.mark.parametrize("player", [0, 1])
def test_my_own_pass_does_not_trigger_when_an_opponent_passes(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    # the Stigma's player passes: nothing is offered but the other player's turn
    path = position(
        "tough_granted",
        tmp_path,
        player,
        p0_hand=[KELON],
        p0_hero_expedition={"region": 1, "cards": [STIGMA_CHARACTER]},
    )
    data = scenario(runner, cache_dir, path, 1)
    assert data["log"] == [f"day 2 P{player}: pass"]
    assert offered(data) == [("pass", "pass", "mine", 1 - player)]
