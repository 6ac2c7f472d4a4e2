"""Characters joining watched in the general form, through ``altered-deck engine scenario``:
Nikau, Kauri's Father (R1) "When an Animal joins your other Expedition — It gains 1 boost";
and the capped boost "I gain 1 boost, up to a max of 2 boosts on me"."""

from __future__ import annotations

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
