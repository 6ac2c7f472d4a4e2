"""Ascension in Roots of Corruption's wording, through ``altered-deck engine scenario`` (a
duel: a tie needs a facing Character) and compiled cards: "When my Expedition moves forward
[due to Ascension]" (Thunderbird), "Each of your Expeditions [Ascends]", "[[Ascended]]"
conditions and boosts per Ascended Expedition."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import E_BOOST_PER
from altered_deck.engine.mechanics.ascension import kinds as ascension_kinds
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario

PLAY_THEN_BOTH_PASS = (2, 1, 1)  # Thunderbird into the Hero expedition (it Ascends), passes


def _hand_and_deck(data: dict) -> tuple[int, int]:
    player = data["state"]["players"][0]
    return len(player["hand"]), len(player["deck"])


def test_a_tie_while_ascended_moves_forward_due_to_ascension_and_draws(cache_dir: Path) -> None:
    done = scenario(CliRunner(), cache_dir, SCENARIOS / "ascension_move.json", *PLAY_THEN_BOTH_PASS)
    assert done["log"][4] == (
        "day 2 P0 Dusk: Hero expedition on region 0 (FMW) F 2 M 2 W 2, moves to region 1"
    )
    assert _hand_and_deck(done) == (3, 0)  # Morning's two and Thunderbird's one


def test_winning_a_terrain_outright_is_not_due_to_ascension(
    cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads((SCENARIOS / "ascension_move.json").read_text())
    position["players"][1]["hero_expedition"]["cards"] = []  # nothing to tie with
    path = tmp_path / "alone.json"
    path.write_text(json.dumps(position))
    done = scenario(CliRunner(), cache_dir, path, *PLAY_THEN_BOTH_PASS)
    assert "moves to region 1" in done["log"][4]
    assert _hand_and_deck(done) == (2, 1)  # Morning's two only


def test_the_forms_compile_to_their_effects() -> None:
    cases = {
        "{J} Each of your Expeditions [Ascends].": ((fx.E_ASCEND, 0, fx.TO_EACH),),
        "{J} I gain 2 boosts per [[Ascended]] Expedition you control.": (
            (E_BOOST_PER, 2, fx.PER_ASCENDED),
        ),
        "{J} If both of your Expeditions are [[Ascended]], draw a card.": (
            (fx.E_IF, 0, (ascension_kinds.C_BOTH_ASCENDED, 0, ((fx.E_DRAW, 1, None),))),
        ),
        "{J} If I'm in an [[Ascended]] Expedition, draw a card.": (
            (fx.E_IF, 0, (watchers_kinds.C_ASCENDED_ME, 0, ((fx.E_DRAW, 1, None),))),
        ),
    }
    for text, effects in cases.items():
        card = make_card("Bird", text=text)
        assert record_of(deck_of(FILLER, (card, 1)), "Bird").on_join == effects, text
    watcher = make_card(
        "Owl",
        text="When one of your Expeditions moves forward [due to Ascension] — Draw two cards.",
    )
    assert record_of(deck_of(FILLER, (watcher, 1)), "Owl").statics == (
        (ascension_kinds.ST_MOVED_ASCENSION, 0, (False, ((fx.E_DRAW, 2, None),))),
    )
