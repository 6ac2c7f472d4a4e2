"""Removal narrowed by Base Cost (Roots of Corruption's wording), through ``altered-deck engine
scenario``: The Last Stand's "{J} Send to Reserve target Character with Base Cost {3} or less"
offers the opponent's Characters whose Base Cost is at most 3 (a Fleeting one's Reserve
Cost)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from tests.engine.kit import SCENARIOS
from tests.engine.mechanics.discard.test_discard import scenario, texts

PLAY_THE_LAST_STAND, NO_EXHAUST = 2, 2  # (Sierra & Oddball's "you may exhaust me": no)


def test_the_last_stand_targets_base_cost_three_or_less(cache_dir: Path) -> None:
    runner = CliRunner()
    path = SCENARIOS / "removal_base_cost.json"
    asked = scenario(runner, cache_dir, path, PLAY_THE_LAST_STAND, NO_EXHAUST)
    # Dr. Frankenstein costs 4: left out; Athena costs 5, but Fleeting: 3
    assert texts(asked) == [
        "The Last Stand: target Character: Amelia Earhart (opponent's Hero expedition)",
        "The Last Stand: target Character: Athena (opponent's Companion expedition)",
    ]
    done = scenario(runner, cache_dir, path, PLAY_THE_LAST_STAND, NO_EXHAUST, 2)
    opponent = done["state"]["players"][1]
    assert [c["ref"] for c in opponent["companion_expedition"]["cards"]] == []
    assert opponent["discard"] == ["ALT_CORE_B_AX_18_C"]  # Fleeting: discarded instead
