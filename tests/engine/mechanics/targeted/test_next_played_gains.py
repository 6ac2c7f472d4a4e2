""" "The next Character you play this turn gains 1 boost and [[Asleep]]" (Reka Ropedancer's
{D}) and "The next Animal you play this turn gains 1 boost" (Sound the Howl! once Completed):
through ``altered-deck engine scenario``; a Character of another subtype ends the turn with
nothing gained."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from click.testing import CliRunner

from tests.engine.kit import SCENARIOS
from tests.engine.mechanics.discard.test_discard import scenario

PATH = SCENARIOS / "next_played_gains.json"
HOWL = 10  # use Sound the Howl!'s ability, aimed at the Hero expedition
ROPEDANCER = 8  # use Reka Ropedancer's ability (discard it from Reserve)


def _cards(data: Any, where: str) -> list[tuple[str, int, list[str]]]:
    cards = data["state"]["players"][0][where]["cards"]
    return [(c["ref"], c["boosts"], c["status"]) for c in cards]


def test_the_next_animal_gains_the_boost(cache_dir: Path) -> None:
    done = scenario(CliRunner(), cache_dir, PATH, HOWL, 4)  # then Martengale (an Animal)
    assert _cards(done, "hero_expedition") == [("ALT_CORE_B_LY_04_C", 1, [])]


def test_another_character_played_first_ends_the_wait(cache_dir: Path) -> None:
    # Amelia Earhart (no Animal) gains nothing and ends the turn; Martengale after her neither
    done = scenario(CliRunner(), cache_dir, PATH, HOWL, 2, 3)
    assert _cards(done, "hero_expedition") == [("ALT_CORE_B_AX_11_C", 0, [])]
    assert _cards(done, "companion_expedition") == [("ALT_CORE_B_LY_04_C", 0, [])]


def test_the_next_character_gains_a_boost_and_asleep(cache_dir: Path) -> None:
    done = scenario(CliRunner(), cache_dir, PATH, ROPEDANCER, 2)  # then Amelia Earhart
    assert done["log"][1] == "day 2 P0 - support Reka Ropedancer"
    assert _cards(done, "hero_expedition") == [("ALT_CORE_B_AX_11_C", 1, ["asleep"])]
