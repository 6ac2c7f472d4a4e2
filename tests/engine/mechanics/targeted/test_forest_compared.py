"""Targets compared with a Character's {V}, through ``altered-deck engine scenario``: Huff and
Puff's "Choose a Robot or Animal you control, then target another Character with equal or lower
{V} and send it to Reserve" (the player chooses both; the target on either side) and Plague of
Prejudice's "{H} Send to Reserve each other Character with {V} less than or equal to mine"
(both players' Characters, at once). Roots of Corruption (EOLE)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.mechanics.targeted.kinds import (
    E_CHOSEN_THEN_SEND,
    E_EACH_AT_MOST_MINE_TO_RESERVE,
)
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "forest_compared.json"
HUFF, PLAGUE_TO_HERO, BRASSBUG, ALICE = 2, 3, 2, 4
CUB, AMELIA = "ALT_EOLE_B_MU_107_C", "ALT_CORE_B_AX_11_C"
SENT = "target another Character with equal or lower {V} and send it to Reserve."


def _in_play(expedition: dict) -> list[str]:
    return [c.get("ref") or c["token"] for c in expedition["cards"]]


def test_the_chosen_robot_measures_the_target_sent_to_reserve(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, PATH, HUFF)
    assert texts(asked) == [  # Amelia Earhart is neither a Robot nor an Animal
        "Huff and Puff: Choose a Robot or Animal you control: Brave Cub (Hero expedition)",
        "Huff and Puff: Choose a Robot or Animal you control: Brassbug (Hero expedition)",
    ]
    asked = scenario(runner, cache_dir, PATH, HUFF, BRASSBUG)
    prompt = "Huff and Puff: another target Character with equal or lower {V}: "
    assert texts(asked) == [  # {V} 2 or less: Haven Warrior ({V} 4) is left out
        prompt + "Brave Cub (Hero expedition)",
        prompt + "Amelia Earhart (Hero expedition)",
        prompt + "Ordis Trooper (opponent's Hero expedition)",
        prompt + "Alice (opponent's Companion expedition)",
    ]
    me, them = scenario(runner, cache_dir, PATH, HUFF, BRASSBUG, ALICE)["state"]["players"]
    assert _in_play(me["hero_expedition"]) == [CUB, "Brassbug", AMELIA]
    # Alice was Fleeting: discarded instead of going to Reserve
    assert (them["companion_expedition"]["cards"], them["discard"]) == ([], ["ALT_CORE_B_YZ_13_C"])


def test_each_other_character_with_lower_or_equal_forest_goes_to_reserve(
    cache_dir: Path,
) -> None:
    me, them = scenario(CliRunner(), cache_dir, PATH, PLAGUE_TO_HERO)["state"]["players"]
    assert _in_play(me["hero_expedition"]) == ["ALT_EOLE_B_MU_115_E"]  # {V} 2
    assert [u["ref"] for u in me["reserve"]] == [CUB, AMELIA]  # the Brassbug ceased to exist
    assert _in_play(them["hero_expedition"]) == ["ALT_CORE_B_BR_17_C"]  # {V} 4 stays
    assert ([u["ref"] for u in them["reserve"]], them["discard"]) == (
        ["ALT_CORE_B_OR_05_C"],
        ["ALT_CORE_B_YZ_13_C"],
    )


def test_the_forms_compile_with_other_subtypes_and_boosts() -> None:
    for words, boosts, subtypes in (
        ("Target Character you control gains 2 boosts. Then,", 2, ()),
        ("Choose a Spirit you control, then", 0, ("SPIRIT",)),
        ("Choose an Animal or a Plant you control, then", 0, ("ANIMAL", "PLANT")),
    ):
        text = f"{{J}} {words} {SENT}"
        card = make_card("Source", text=text)
        ((kind, n, (found, _words)),) = record_of(deck_of(FILLER, (card, 1)), "Source").on_join
        assert (kind, n, found) == (E_CHOSEN_THEN_SEND, boosts, subtypes), words
    card = make_card(
        "Source",
        text="{R} Send to Reserve each other Character with {V} less than or equal to mine.",
    )
    assert record_of(deck_of(FILLER, (card, 1)), "Source").on_reserve == (
        (E_EACH_AT_MOST_MINE_TO_RESERVE, 0, None),
    )
