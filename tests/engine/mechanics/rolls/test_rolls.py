"""Rolls watched ("When you roll one or more dice — ..."), through ``altered-deck engine
scenario`` (Roots of Corruption's Lakshmi's Owl in play when its player rolls) and compiled
cards: the result "If the result is ..." sees is the roll's."""

from __future__ import annotations

import random
from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core import effects as fx
from altered_deck.engine.mechanics.dice.rules import roll_die
from altered_deck.engine.mechanics.rolls import kinds as rolls_kinds
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

TEXT = (
    "When you roll one or more dice — If the result is 6+, I gain 1 boost. If the result is 1, "
    "send me to Reserve."
)


def _seed_rolling(result: int) -> int:
    return next(s for s in range(100) if random.Random(s).randint(1, 6) == result)


def test_the_abilities_see_the_result_of_the_roll() -> None:
    watcher = make_card("Watcher", text=TEXT)
    deck = deck_of(FILLER, (watcher, 1))
    assert record_of(deck, "Watcher").statics == (
        (
            rolls_kinds.ST_ON_ROLL,
            0,
            (
                (fx.E_IF, 0, (rolls_kinds.C_ROLL_RESULT, (6, 99), ((fx.E_BOOST_SELF, 1, None),))),
                (
                    fx.E_IF,
                    0,
                    (rolls_kinds.C_ROLL_RESULT, (1, 1), ((fx.E_SELF_TO_RESERVE, 0, None),)),
                ),
            ),
        ),
    )
    outcomes = {}
    for result in (6, 3, 1):
        game = afternoon_game(deck)
        unit = put_in_play(game, "Watcher", 0)
        game.rng = random.Random(_seed_rolling(result))
        assert roll_die(game) == result
        outcomes[result] = (unit.boosts, len(game.exps[0]), [u.card.name for u in game.reserve])
    assert outcomes == {6: (1, 1, []), 3: (0, 1, []), 1: (0, 0, ["Watcher"])}


def test_lakshmis_owl_gains_a_boost_when_its_player_rolls(cache_dir: Path) -> None:
    # Lakshmi's Owl (R1): "When you roll one or more dice — If I have no boosts, I gain 1
    # boost"; Ouroboros Trickster rolls ({J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3,
    # I gain 1 boost.)
    done = scenario(CliRunner(), cache_dir, SCENARIOS / "roll_watched.json", 2)
    assert done["log"][1] == "day 2 P0 - die 2"
    cards = done["state"]["players"][0]["hero_expedition"]["cards"]
    assert [(c["ref"], c["boosts"]) for c in cards] == [
        ("ALT_EOLE_B_LY_119_R1", 1),
        ("ALT_CORE_B_LY_06_C", 1),
    ]
