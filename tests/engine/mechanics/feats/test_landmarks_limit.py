""" "[[Completed]]: Your Landmarks limit is four" (The Last Stand): once Completed, the Feat sets
the Landmarks limit of Clean-up; before, or once it has left play, the Hero's limit counts.
Through ``altered-deck engine scenario`` and compiled cards."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core.state import Unit
from altered_deck.engine.mechanics.feats.rules import complete, landmark_limit
from tests.engine.kit import FILLER, SCENARIOS, afternoon_game, deck_of, make_card
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "landmarks_limit.json"


def test_the_last_stand_completed_keeps_four_landmarks(cache_dir: Path, tmp_path: Path) -> None:
    # it completes as its player passes (they control another Feat): four Landmarks stay
    done = scenario(CliRunner(), cache_dir, PATH, 1)
    assert done["log"][1] == "day 2 P0 - complete The Last Stand"
    kept = [landmark["ref"] for landmark in done["state"]["players"][0]["landmarks"]]
    assert kept == [
        "ALT_EOLE_B_BR_118_C",
        "ALT_EOLE_B_LY_121_C",
        "ALT_EOLE_B_AX_121_C",
        "ALT_EOLE_B_YZ_121_C",
    ]
    # without it, the Hero's limit of 2: the player sacrifices down to it
    position = json.loads(PATH.read_text())
    position["players"][0]["landmarks"] = position["players"][0]["landmarks"][1:]
    without = tmp_path / "without.json"
    without.write_text(json.dumps(position))
    assert texts(scenario(CliRunner(), cache_dir, without, 1)) == [
        "Clean-up: Sacrifice a Landmark (limit 2): Smoke Them Out (Landmarks)",
        "Clean-up: Sacrifice a Landmark (limit 2): Make it Work (Landmarks)",
        "Clean-up: Sacrifice a Landmark (limit 2): Push Back the Night (Landmarks)",
    ]


def test_the_limit_holds_only_while_completed_and_in_play() -> None:
    echo = "[[Completed]]: Your Landmarks limit is three."
    feat = make_card("Stand", "LANDMARK_PERMANENT", text="{J} Draw a card.", echo=echo)
    game = afternoon_game(deck_of(FILLER, (feat, 1)))
    card = next(c for c in game.deck if c.name == "Stand")
    game.deck.remove(card)
    game.landmarks.append(Unit(card))
    landmark_limit(game)
    assert game.landmark_limit == 2
    complete(game.landmarks[0])
    landmark_limit(game)
    assert game.landmark_limit == 3
    game.landmarks.clear()
    landmark_limit(game)
    assert game.landmark_limit == 2
