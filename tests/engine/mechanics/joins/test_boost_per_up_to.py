""" "I gain 1 boost per other Animal in your Expeditions, up to a max of 2 boosts on me"
(Wigwagging Kiwi) and "If I have no boosts, you may give me 1 boost and [[Fleeting]]" (Lakshmi's
Owl, when its player rolls a die): through ``altered-deck engine scenario``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from tests.engine.kit import SCENARIOS
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "owl_and_kiwi.json"
KIWI_COMPANION = 5  # play Wigwagging Kiwi into the Companion expedition
TRICKSTER = 2  # play Ouroboros Trickster ({J} Roll a die) into the Hero expedition


def _cards(data: Any, where: str) -> list[tuple[str, int, list[str]]]:
    cards = data["state"]["players"][0][where]["cards"]
    return [(c["ref"], c["boosts"], c["status"]) for c in cards]


def test_the_kiwi_counts_the_other_animals_up_to_its_max(cache_dir: Path, tmp_path: Path) -> None:
    # three other Animals (Lakshmi's Owl, two Martengales) in the other expedition: 2 at most
    done = scenario(CliRunner(), cache_dir, PATH, KIWI_COMPANION)
    assert _cards(done, "companion_expedition") == [("ALT_EOLE_B_OR_111_R2", 2, [])]
    position = json.loads(PATH.read_text())
    position["players"][0]["hero_expedition"]["cards"] = [
        "ALT_EOLE_B_LY_119_C",  # an Animal
        "ALT_CORE_B_AX_11_C",  # no Animal
    ]
    one = tmp_path / "one.json"
    one.write_text(json.dumps(position))
    done = scenario(CliRunner(), cache_dir, one, KIWI_COMPANION)
    assert _cards(done, "companion_expedition") == [("ALT_EOLE_B_OR_111_R2", 1, [])]


def test_the_owl_may_take_a_boost_and_fleeting_when_a_die_is_rolled(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, PATH, TRICKSTER)
    assert texts(asked) == [
        "Lakshmi's Owl: You may give me: yes",
        "Lakshmi's Owl: You may give me: no",
    ]
    taken = scenario(runner, cache_dir, PATH, TRICKSTER, 1)
    assert _cards(taken, "hero_expedition")[0] == ("ALT_EOLE_B_LY_119_C", 1, ["fleeting"])
    declined = scenario(runner, cache_dir, PATH, TRICKSTER, 2)
    assert _cards(declined, "hero_expedition")[0] == ("ALT_EOLE_B_LY_119_C", 0, [])
