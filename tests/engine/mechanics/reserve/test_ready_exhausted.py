"""Sphura, Reka Hexarch's "{J} If there are four or more exhausted cards among Permanents you
control and cards in your Reserve, ready up to two of them" through ``altered-deck engine
scenario``: the player readies each one they pick and may stop; with three exhausted cards
nothing is offered. WCS26."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core.effects import E_IF
from altered_deck.engine.mechanics.reserve.kinds import C_EXHAUSTED_ANY, E_READY_EXHAUSTED_UP_TO
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "ready_exhausted_up_to.json"
PLAY_IT, JAMMER, KELON_NOW, STOP_NOW = 2, 1, 3, 4


def _exhausted(player: dict) -> list[bool]:
    return [u["exhausted"] for u in (*player["landmarks"], *player["reserve"])]


def test_the_player_readies_up_to_two_or_stops(cache_dir: Path) -> None:
    runner = CliRunner()
    prompt = "Sphura, Reka Hexarch: Ready up to two of them: "
    assert texts(scenario(runner, cache_dir, PATH, PLAY_IT)) == [
        prompt + "Armored Jammer (Landmarks)",
        prompt + "Amelia Earhart (Reserve)",
        prompt + "Axiom Salvager (Reserve)",
        prompt + "Kelon Elemental (Reserve)",
        prompt + "stop",
    ]
    two = scenario(runner, cache_dir, PATH, PLAY_IT, JAMMER, KELON_NOW)["state"]["players"][0]
    assert _exhausted(two) == [False, True, True, False, False]
    one = scenario(runner, cache_dir, PATH, PLAY_IT, JAMMER, STOP_NOW)["state"]["players"][0]
    assert _exhausted(one) == [False, True, True, True, False]


def test_three_exhausted_cards_are_not_enough(cache_dir: Path, tmp_path: Path) -> None:
    position = json.loads(PATH.read_text(encoding="utf-8"))
    position["players"][0]["landmarks"][0]["exhausted"] = False
    three = tmp_path / "three.json"
    three.write_text(json.dumps(position), encoding="utf-8")
    done = scenario(CliRunner(), cache_dir, three, PLAY_IT)
    assert done["legal_actions"][0]["text"] == "pass"  # nothing asked: the turn is over
    assert _exhausted(done["state"]["players"][0]) == [False, True, True, True, False]


def test_the_form_compiles_with_other_counts() -> None:
    card = make_card(
        "Source",
        text="{H} If there are three or more exhausted cards among Permanents you control and "
        "cards in your Reserve, ready up to one of them.",
    )
    assert record_of(deck_of(FILLER, (card, 1)), "Source").on_hand == (
        (E_IF, 0, (C_EXHAUSTED_ANY, 3, ((E_READY_EXHAUSTED_UP_TO, 1, None),))),
    )
