"""Conditions on the Feats a player controls and on two subtypes, through ``altered-deck
engine scenario``: "If you control a Feat, A. If it's [[Completed]], B instead" (Spry Scout,
Reka Fixer) and "If you control another Animal or an Artist, draw a card" (Karhu)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.engine.kit import SCENARIOS
from tests.engine.mechanics.discard.test_discard import scenario, texts

POSITION = SCENARIOS / "feat_instead.json"
KARHU, SCOUT, FIXER = 2, 4, 6  # into the Hero expedition: from hand, from Reserve, Reserve
SALVAGER, KELON, ARMORER = "ALT_CORE_B_AX_08_C", "ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_16_C"
HOLD_THE_LINE = "ALT_EOLE_B_BR_122_E"


def _position(tmp_path: Path, feat: list[Any], hero_cards: list[str]) -> Path:
    position = json.loads(POSITION.read_text())
    position["players"][0]["landmarks"] = feat
    position["players"][0]["hero_expedition"]["cards"] = hero_cards
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position))
    return path


def _boosts(data: Any) -> list[int]:
    return [c["boosts"] for c in data["state"]["players"][0]["hero_expedition"]["cards"]]


def test_a_completed_feat_gives_up_to_two_targets_a_boost_instead(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, POSITION, SCOUT)
    assert texts(asked) == [
        "Spry Scout: up to two target Characters: Axiom Salvager (Hero expedition)",
        "Spry Scout: up to two target Characters: Spry Scout (Hero expedition)",
        "Spry Scout: up to two target Characters: no target",
    ]
    assert _boosts(scenario(runner, cache_dir, POSITION, SCOUT, 1, 1)) == [1, 1]
    assert _boosts(scenario(runner, cache_dir, POSITION, SCOUT, 1, 2)) == [1, 0]  # stopped
    assert _boosts(scenario(runner, cache_dir, POSITION, SCOUT, 3)) == [0, 0]  # none


@pytest.mark.parametrize(
    ("feat", "boosts"),
    [([HOLD_THE_LINE], [0, 1]), ([], [0, 0])],  # a Feat not Completed: I gain 1; none: nothing
)
def test_a_feat_not_completed_gives_me_a_boost(
    cache_dir: Path, tmp_path: Path, feat: list[Any], boosts: list[int]
) -> None:
    path = _position(tmp_path, feat, [SALVAGER])
    assert _boosts(scenario(CliRunner(), cache_dir, path, SCOUT)) == boosts


@pytest.mark.parametrize(
    ("feat", "hand", "reserve", "deck"),
    [
        ([{"ref": HOLD_THE_LINE, "status": ["completed"]}], [KELON], [], [ARMORER]),  # draw
        ([HOLD_THE_LINE], [], [KELON], [ARMORER]),  # [Resupply]
        ([], [], [], [KELON, ARMORER]),  # no Feat: nothing
    ],
)
def test_resupply_or_with_a_completed_feat_draw_instead(
    cache_dir: Path,
    tmp_path: Path,
    feat: list[Any],
    hand: list[str],
    reserve: list[str],
    deck: list[str],
) -> None:
    path = _position(tmp_path, feat, [SALVAGER])
    player = scenario(CliRunner(), cache_dir, path, FIXER)["state"]["players"][0]
    assert player["hand"][1:] == hand  # (Karhu stays in hand)
    assert [c["ref"] for c in player["reserve"]] == ["ALT_EOLE_B_BR_109_R1", *reserve]
    assert player["deck"] == deck


@pytest.mark.parametrize(
    ("others", "drawn"),
    [
        ([SALVAGER], 0),  # neither
        (["ALT_EOLE_B_MU_107_C"], 1),  # another Animal (Brave Cub)
        (["ALT_WCS26_P_LY_98_E"], 1),  # an Artist (Phoibos)
    ],
)
def test_another_animal_or_an_artist_draws(
    cache_dir: Path, tmp_path: Path, others: list[str], drawn: int
) -> None:
    path = _position(tmp_path, [], others)
    player = scenario(CliRunner(), cache_dir, path, KARHU)["state"]["players"][0]
    assert len(player["hand"]) == drawn and len(player["deck"]) == 2 - drawn
