"""Characters joining watched in the general form, through ``altered-deck engine scenario``:
Nikau, Kauri's Father (R1) "When an Animal joins your other Expedition — It gains 1 boost";
and the capped boost "I gain 1 boost, up to a max of 2 boosts on me"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.engine.core import effects as fx
from altered_deck.engine.mechanics.joins import kinds as joins_kinds
from altered_deck.engine.mechanics.joins.rules import HANDLERS
from tests.engine.kit import (
    FILLER,
    SCENARIOS,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
)
from tests.engine.mechanics.discard.test_discard import scenario

BRAVE_CUB, KELON = "ALT_EOLE_B_MU_107_C", "ALT_CORE_B_AX_04_C"  # an Animal; not one


@pytest.mark.parametrize(
    ("action", "where", "ref", "boosts"),
    [
        (3, "companion_expedition", BRAVE_CUB, 1),  # an Animal into the other expedition
        (2, "hero_expedition", BRAVE_CUB, 0),  # into Nikau's own expedition
        (5, "companion_expedition", KELON, 0),  # not an Animal
    ],
)
def test_an_animal_joining_the_other_expedition_gains_a_boost(
    cache_dir: Path, action: int, where: str, ref: str, boosts: int
) -> None:
    done = scenario(CliRunner(), cache_dir, SCENARIOS / "joins_other.json", action)
    cards = done["state"]["players"][0][where]["cards"]
    assert (cards[-1]["ref"], cards[-1]["boosts"]) == (ref, boosts)


def test_the_forms_and_the_capped_boost() -> None:
    text = "When an Animal joins your Expeditions — I gain 1 boost, up to a max of 2 boosts on me."
    card = make_card("Mother", text=text)
    deck = deck_of(FILLER, (card, 1))
    effects = ((joins_kinds.E_BOOST_SELF_UP_TO, 1, 2),)
    assert record_of(deck, "Mother").statics == (
        (joins_kinds.ST_WHEN_JOINS, 0, ("ANIMAL", False, joins_kinds.ANYWHERE, 0, effects)),
    )
    game = afternoon_game(deck)
    unit = put_in_play(game, "Mother", 0)
    boost = HANDLERS[joins_kinds.E_BOOST_SELF_UP_TO]
    for _ in range(3):
        boost(game, 1, 2, unit, 0)
    assert unit.boosts == 2
    assert fx.E_BOOST_SELF not in HANDLERS


SPEND = SCENARIOS / "joins_spend.json"
OCELOT, OCELOT_R1, SALVAGER = "ALT_EOLE_B_BR_107_C", "ALT_EOLE_B_BR_107_R1", "ALT_CORE_B_AX_08_C"


def _boosts(data: dict) -> tuple[list[tuple[str, int]], ...]:
    player = data["state"]["players"][0]
    return tuple(
        [(c["ref"], c["boosts"]) for c in player[where]["cards"]]
        for where in ("hero_expedition", "companion_expedition")
    )


def test_you_may_spend_one_of_my_boosts_and_it_gains_one(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, SPEND, 2)  # Kelon joins the Hero expedition
    assert [a["text"] for a in asked["legal_actions"]] == [
        "Guiding Ocelot: You may spend 1 of my boosts: Kelon Elemental gains 1: yes",
        "Guiding Ocelot: You may spend 1 of my boosts: Kelon Elemental gains 1: no",
    ]
    assert _boosts(scenario(runner, cache_dir, SPEND, 2, 1)) == (
        [(OCELOT, 0), (KELON, 1)],
        [(SALVAGER, 1)],
    )
    assert _boosts(scenario(runner, cache_dir, SPEND, 3, 2)) == (  # declined
        [(OCELOT, 1)],
        [(SALVAGER, 1), (KELON, 0)],
    )


def test_spend_a_boost_from_a_character_you_control_to_give_it_one(
    cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads(SPEND.read_text())
    position["players"][0]["hero_expedition"]["cards"] = [{"ref": OCELOT_R1, "boosts": 2}]
    path = tmp_path / "r1.json"
    path.write_text(json.dumps(position))
    runner = CliRunner()
    asked = scenario(runner, cache_dir, path, 3)  # Kelon joins the Companion expedition
    prompt = "Guiding Ocelot: You may spend 1 boost from a Character you control to give "
    assert [a["text"] for a in asked["legal_actions"]] == [
        prompt + "Kelon Elemental: Guiding Ocelot (Hero expedition)",
        prompt + "Kelon Elemental: Axiom Salvager (Companion expedition)",
        prompt + "Kelon Elemental: no target",
    ]
    assert _boosts(scenario(runner, cache_dir, path, 3, 2)) == (
        [(OCELOT_R1, 2)],
        [(SALVAGER, 0), (KELON, 1)],
    )
    assert _boosts(scenario(runner, cache_dir, path, 3, 3)) == (
        [(OCELOT_R1, 2)],
        [(SALVAGER, 1), (KELON, 0)],
    )
