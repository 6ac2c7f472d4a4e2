"""[Tough n] granted by a card to others, through ``altered-deck engine scenario``: "Other
Characters in your Expeditions", "[[Completed]]: [[Anchored]] Characters in your
Expeditions", "[[Completed]]: Other cards in your Landmarks", "[[Completed]]: Characters in
your Reserve are [Tough 1]": the opponent pays 1 to target them (7.4.7.c), the card that grants
it and the cards outside its words cost nothing. Each position is played by player 0 and,
mirrored, by player 1. Position: tests/fixtures/scenarios/tough_granted.json."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.engine.kit import AMELIA, ARMORER, KELON
from tests.engine.test_scenario_targets import offered, position, scenario, zone

FREEZE, FAIR_FOX, SCRAMBLER, JAMMER = (
    "ALT_ALIZE_B_YZ_40_C",
    "ALT_BISE_B_MU_51_R1",
    "ALT_CORE_B_AX_15_C",
    "ALT_CORE_B_AX_28_C",
)
SKUNK = "ALT_EOLE_B_LY_106_R1"  # Other Characters in your Expeditions are [Tough 1]
GATHER = "ALT_EOLE_B_MU_122_C"  # [[Completed]]: [[Anchored]] Characters in your Expeditions
DELAY = "ALT_EOLE_B_OR_119_C"  # [[Completed]]: Other cards in your Landmarks
RESERVE_FEAT = "ALT_EOLE_B_BR_119_C"  # [[Completed]]: Characters in your Reserve


def play(tmp_path: Path, player: int, hand: str, **theirs: Any) -> Path:
    """The position with ``hand`` in the acting player's hand, the opponent's ``theirs``."""
    change = {f"p1_{k}": v for k, v in theirs.items()}
    return position("tough_granted", tmp_path, player, p0_hand=[hand], **change)


def completed(ref: str) -> dict[str, Any]:
    return {"ref": ref, "status": ["completed"]}


def after(runner: CliRunner, cache_dir: Path, path: Path, option: int) -> Any:
    return scenario(runner, cache_dir, path, 2, option)


def ready(data: Any, seat: int) -> int:
    return int(data["state"]["players"][seat]["mana"]["ready"])


@pytest.mark.parametrize("player", [0, 1])
def test_other_characters_in_your_expeditions_are_tough(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    # Freeze (4): "Send target Character to Reserve, then exhaust it" against Smoking Skunk
    # and Kelon: the Skunk itself is free, Kelon costs 1 more
    hero = {"region": 1, "cards": [SKUNK, KELON]}
    path = play(tmp_path, player, FREEZE, hero_expedition=hero)
    assert offered(scenario(runner, cache_dir, path, 2)) == [
        ("target", SKUNK, "opponent", player),
        ("target", KELON, "opponent", player),
    ]
    skunk = after(runner, cache_dir, path, 1)
    assert (ready(skunk, player), zone(skunk, 1 - player, "reserve")) == (8 - 4, [(SKUNK, True)])
    kelon = after(runner, cache_dir, path, 2)
    assert (ready(kelon, player), zone(kelon, 1 - player, "reserve")) == (
        8 - 4 - 1,
        [(KELON, True)],
    )
    assert kelon["log"][-2:] == [
        f"day 2 P{player} - tough Kelon Elemental 1",
        f"day 2 P{player} - opponent to-reserve Kelon Elemental",
    ]


@pytest.mark.parametrize("player", [0, 1])
def test_completed_anchored_characters_are_tough(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    # Gather the Pack Completed: the Anchored Kelon costs 1 to target, Amelia nothing
    hero = {"region": 1, "cards": [{"ref": KELON, "status": ["anchored"]}, AMELIA]}
    path = play(tmp_path, player, FREEZE, landmarks=[completed(GATHER)], hero_expedition=hero)
    assert ready(after(runner, cache_dir, path, 1), player) == 8 - 4 - 1
    assert ready(after(runner, cache_dir, path, 2), player) == 8 - 4
    # not Completed: no Tough
    plain = play(tmp_path, player, FREEZE, landmarks=[GATHER], hero_expedition=hero)
    assert ready(after(runner, cache_dir, plain, 1), player) == 8 - 4


@pytest.mark.parametrize("player", [0, 1])
def test_completed_other_cards_in_your_landmarks_are_tough(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    # Fair Fox (2): "{H} You may pay {1} to discard target Permanent with Hand Cost {2} or
    # less": Delay the Collapse itself is free, the Jammer beside it costs 1 more
    path = play(tmp_path, player, FAIR_FOX, landmarks=[completed(DELAY), JAMMER])
    assert offered(scenario(runner, cache_dir, path, 2)) == [
        ("target", DELAY, "opponent", player),
        ("target", JAMMER, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    assert ready(after(runner, cache_dir, path, 1), player) == 8 - 2 - 1
    jammer = after(runner, cache_dir, path, 2)
    assert ready(jammer, player) == 8 - 2 - 1 - 1
    assert jammer["state"]["players"][1 - player]["discard"] == [JAMMER]


@pytest.mark.parametrize("player", [0, 1])
def test_completed_characters_in_your_reserve_are_tough_to_a_sabotage(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: int
) -> None:
    # Axiom Scrambler (4): "{H} [Sabotage]": the Characters in the opponent's Reserve cost 1,
    # the Landmark there nothing
    path = play(
        tmp_path, player, SCRAMBLER, landmarks=[completed(RESERVE_FEAT)], reserve=[KELON, JAMMER]
    )
    assert offered(scenario(runner, cache_dir, path, 2)) == [
        ("target", KELON, "opponent", player),
        ("target", JAMMER, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    kelon = after(runner, cache_dir, path, 1)
    assert (ready(kelon, player), kelon["log"][-2]) == (
        8 - 4 - 1,
        f"day 2 P{player} - tough Kelon Elemental 1",
    )
    assert ready(after(runner, cache_dir, path, 2), player) == 8 - 4
    # with no Mana left for the Tough, only the Landmark is offered
    poor = position(
        "tough_granted",
        tmp_path,
        player,
        p0_hand=[SCRAMBLER],
        p0_mana={"orbs": 4, "ready": 4},
        p1_landmarks=[completed(RESERVE_FEAT)],
        p1_reserve=[ARMORER, JAMMER],
    )
    assert offered(scenario(runner, cache_dir, poor, 2)) == [
        ("target", JAMMER, "opponent", player),
        ("target", "no target", "mine", player),
    ]
