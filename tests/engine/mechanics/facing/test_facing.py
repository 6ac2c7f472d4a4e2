"""The opposing expeditions in Roots of Corruption's words, through ``altered-deck engine
scenario``: Herding Puli's "Create a [Woollyback 1/1/1] Animal token in the Expedition facing
me. It gains [[Anchored]]" (and [[Asleep]]), Stigma of Belligerence's "in another Expedition.
Then, if I'm facing one or more Characters, target one of them and we both gain
[[Anchored]]", and Corrupted Woollyback's "unless there's an Animal in an opponent's
Expedition"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.engine.kit import SCENARIOS
from tests.engine.mechanics.discard.test_discard import scenario, texts

POSITION = SCENARIOS / "facing_tokens.json"
PULI, PULI_ASLEEP, STIGMA = 2, 5, 6  # Herding Puli (C) to Hero, (R1) to Companion; Stigma
SALVAGER, KELON = "ALT_CORE_B_AX_08_C", "ALT_CORE_B_AX_04_C"


def _zone(data: Any, player: int, where: str) -> list[tuple[str, list[str]]]:
    cards = data["state"]["players"][player][where]["cards"]
    return [(c.get("ref") or c.get("token"), c["status"]) for c in cards]


@pytest.mark.parametrize(
    ("action", "where", "status"),
    [(PULI, "hero_expedition", "anchored"), (PULI_ASLEEP, "companion_expedition", "asleep")],
)
def test_a_token_in_the_expedition_facing_me_gains_its_status(
    cache_dir: Path, action: int, where: str, status: str
) -> None:
    done = scenario(CliRunner(), cache_dir, POSITION, action)
    assert _zone(done, 1, where)[-1] == ("Woollyback", [status])
    assert len(_zone(done, 0, "hero_expedition")) + len(_zone(done, 0, "companion_expedition")) == 1


def test_another_expedition_is_the_players_choice_on_either_side(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, POSITION, STIGMA)  # into the Hero expedition
    assert texts(asked) == [
        "Stigma of Belligerence: another Expedition: Companion expedition",
        "Stigma of Belligerence: another Expedition: opponent's Hero expedition",
        "Stigma of Belligerence: another Expedition: opponent's Companion expedition",
    ]
    targets = scenario(runner, cache_dir, POSITION, STIGMA, 3)
    assert texts(targets) == [
        "Stigma of Belligerence: target one of the Characters facing me: Axiom Salvager "
        "(opponent's Hero expedition)",
        "Stigma of Belligerence: target one of the Characters facing me: Kelon Elemental "
        "(opponent's Hero expedition)",
    ]
    done = scenario(runner, cache_dir, POSITION, STIGMA, 3, 2)
    assert _zone(done, 1, "companion_expedition") == [("Woollyback", [])]
    assert _zone(done, 1, "hero_expedition") == [(SALVAGER, []), (KELON, ["anchored"])]
    assert _zone(done, 0, "hero_expedition") == [("ALT_EOLE_A_MU_117_R1", ["anchored"])]
    mine = scenario(runner, cache_dir, POSITION, STIGMA, 1, 1)
    assert _zone(mine, 0, "companion_expedition") == [("Woollyback", [])]
    assert _zone(mine, 1, "hero_expedition") == [(SALVAGER, ["anchored"]), (KELON, [])]


def _alone(tmp_path: Path, opponent_cards: list[str]) -> Path:
    position = json.loads(POSITION.read_text())
    position["players"][1]["hero_expedition"]["cards"] = opponent_cards
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position))
    return path


def test_facing_no_one_nothing_is_anchored(cache_dir: Path, tmp_path: Path) -> None:
    path = _alone(tmp_path, [])
    done = scenario(CliRunner(), cache_dir, path, STIGMA, 1)  # my Companion expedition
    assert _zone(done, 0, "hero_expedition") == [("ALT_EOLE_A_MU_117_R1", [])]
    assert _zone(done, 0, "companion_expedition") == [("Woollyback", [])]


@pytest.mark.parametrize(
    ("opponent_cards", "status"),
    [([SALVAGER], ["fleeting"]), (["ALT_EOLE_B_MU_107_C"], [])],  # no Animal; Brave Cub
)
def test_fleeting_unless_there_is_an_animal_in_an_opponents_expedition(
    cache_dir: Path, tmp_path: Path, opponent_cards: list[str], status: list[str]
) -> None:
    position = json.loads(_alone(tmp_path, opponent_cards).read_text())
    position["players"][0]["hand"] = ["ALT_EOLE_B_MU_108_C"]  # Corrupted Woollyback
    path = tmp_path / "woollyback.json"
    path.write_text(json.dumps(position))
    done = scenario(CliRunner(), cache_dir, path, 2)
    assert _zone(done, 0, "hero_expedition") == [("ALT_EOLE_B_MU_108_C", status)]


def test_up_to_two_target_expeditions_on_either_side_each_get_a_token(
    cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads(POSITION.read_text())
    position["players"][0]["hand"] = ["ALT_EOLE_B_OR_118_R1"]  # Strategic Deployment
    path = tmp_path / "deployment.json"
    path.write_text(json.dumps(position))
    runner = CliRunner()
    first = scenario(runner, cache_dir, path, 2, 1)  # played; Choose one: the first option
    words = "Strategic Deployment: up to 2 target Expeditions: "
    assert texts(first) == [
        words + "Hero expedition",
        words + "Companion expedition",
        words + "opponent's Hero expedition",
        words + "opponent's Companion expedition",
        words + "no target",
    ]
    second = scenario(runner, cache_dir, path, 2, 1, 3)  # each Expedition once
    assert texts(second) == [
        words + "Hero expedition",
        words + "Companion expedition",
        words + "opponent's Companion expedition",
        words + "no target",
    ]
    both = scenario(runner, cache_dir, path, 2, 1, 3, 1)
    assert _zone(both, 0, "hero_expedition") == [("Ordis Recruit", [])]
    assert _zone(both, 1, "hero_expedition")[-1] == ("Ordis Recruit", [])
    one = scenario(runner, cache_dir, path, 2, 1, 2, 4)  # my Companion, then stop
    assert _zone(one, 0, "companion_expedition") == [("Ordis Recruit", [])]
    assert len(_zone(one, 1, "hero_expedition")) == 2


def test_another_target_expedition_is_picked_among_every_other_one(cache_dir: Path) -> None:
    # White Fang: "{H} Create a [Woollyback 1/1/1] Animal token in another target Expedition"
    runner = CliRunner()
    path = SCENARIOS / "another_target_expedition.json"
    asked = scenario(runner, cache_dir, path, 2)  # into the Hero expedition
    assert texts(asked) == [
        "White Fang: another Expedition: Companion expedition",
        "White Fang: another Expedition: opponent's Hero expedition",
        "White Fang: another Expedition: opponent's Companion expedition",
    ]
    theirs = scenario(runner, cache_dir, path, 2, 3)
    assert _zone(theirs, 1, "companion_expedition") == [("Woollyback", [])]
    assert _zone(theirs, 0, "hero_expedition") == [("ALT_EOLE_B_MU_109_R1", [])]
    mine = scenario(runner, cache_dir, path, 3, 1)  # into the Companion: the Hero's offered
    assert _zone(mine, 0, "hero_expedition") == [("Woollyback", [])]
    assert _zone(mine, 1, "companion_expedition") == []
