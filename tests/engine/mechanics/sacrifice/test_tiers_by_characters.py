"""Plague of Intolerance's "{H} Sacrifice a Character. Then, depending on the number of
Characters in your Expeditions:  • 2+: Draw a card.  • 4+: I also gain 2 boosts.  • 6+: Each
other Character in your Expeditions also gains 1 boost" through ``altered-deck engine
scenario``: the player picks the Character sacrificed (itself too), then every tier the count
reaches applies. Roots of Corruption (EOLE)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core.effects import E_DRAW
from altered_deck.engine.mechanics.sacrifice.kinds import E_TIERS_BY_CHARACTERS
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "tiers_by_characters.json"
PLAY_IT, MECHANIC = 2, 3
PLAGUE = "ALT_EOLE_B_OR_117_E"


def _hero(player: dict) -> list[tuple[str, int]]:
    return [(c["ref"], c["boosts"]) for c in player["hero_expedition"]["cards"]]


def test_five_characters_left_reach_the_first_two_tiers(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, PATH, PLAY_IT)
    assert texts(asked)[4:] == [
        "Plague of Intolerance: Sacrifice: Plague of Intolerance (Hero expedition)",
        "Plague of Intolerance: Sacrifice: Alice (Companion expedition)",
    ]
    player = scenario(runner, cache_dir, PATH, PLAY_IT, MECHANIC)["state"]["players"][0]
    assert (player["discard"], player["hand"]) == (["ALT_CORE_B_AX_07_C"], ["ALT_CORE_B_AX_16_C"])
    assert _hero(player) == [
        ("ALT_CORE_B_AX_11_C", 0),
        ("ALT_CORE_B_OR_05_C", 0),
        ("ALT_CORE_B_OR_04_C", 0),
        (PLAGUE, 2),
    ]


def test_six_characters_left_boost_each_other_one(cache_dir: Path, tmp_path: Path) -> None:
    position = json.loads(PATH.read_text(encoding="utf-8"))
    position["players"][0]["companion_expedition"]["cards"].append("ALT_CORE_B_YZ_04_C")
    more = tmp_path / "more.json"
    more.write_text(json.dumps(position), encoding="utf-8")
    player = scenario(CliRunner(), cache_dir, more, PLAY_IT, MECHANIC)["state"]["players"][0]
    assert _hero(player) == [
        ("ALT_CORE_B_AX_11_C", 1),
        ("ALT_CORE_B_OR_05_C", 1),
        ("ALT_CORE_B_OR_04_C", 1),
        (PLAGUE, 2),
    ]
    assert [c["boosts"] for c in player["companion_expedition"]["cards"]] == [1, 1]


def test_the_form_compiles_with_other_tiers_and_costs() -> None:
    text = (
        "{J} Sacrifice a Character. Then, depending on the number of Characters in your "
        "Expeditions:  • 1+: Draw a card.  • 3+: I also gain 1 boost."
    )
    card = make_card("Source", text=text)
    (_sacrifice, tiers) = record_of(deck_of(FILLER, (card, 1)), "Source").on_join
    assert tiers[:2] == (E_TIERS_BY_CHARACTERS, 0)
    assert tiers[2][0] == (1, ((E_DRAW, 1, None),))
    assert [at for at, _effects in tiers[2]] == [1, 3]
