""" "Target player [Exhausted Resupplies]" (Ploutos, Reka Hexarch): in a duel the player picks
either player, whose deck's top card goes exhausted into their own Reserve. Through
``altered-deck engine scenario``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from click.testing import CliRunner

from tests.engine.kit import SCENARIOS
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "player_resupplies.json"
PLOUTOS = 2  # play Ploutos into the Hero expedition


def _reserves(data: Any) -> list[list[tuple[str, bool]]]:
    return [
        [(u["ref"], u["exhausted"]) for u in player["reserve"]]
        for player in data["state"]["players"]
    ]


def test_either_player_resupplies_exhausted(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, PATH, PLOUTOS)
    assert texts(asked) == [
        "Ploutos, Reka Hexarch: target player [Resupplies]: you",
        "Ploutos, Reka Hexarch: target player [Resupplies]: opponent",
    ]
    mine = scenario(runner, cache_dir, PATH, PLOUTOS, 1)
    assert _reserves(mine) == [[("ALT_CORE_B_AX_04_C", True)], []]
    theirs = scenario(runner, cache_dir, PATH, PLOUTOS, 2)
    assert theirs["log"][-1] == "day 2 P1 - resupply Foundry Armorer"
    assert _reserves(theirs) == [[], [("ALT_CORE_B_AX_16_C", True)]]
