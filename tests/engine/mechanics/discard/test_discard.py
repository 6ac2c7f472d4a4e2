"""The discard mechanic through ``altered-deck engine scenario`` and compiled cards: discarding
from the hand (the player's pick), the hand, the top of the deck; discard-pile conditions; a
condition written after what it governs ("I gain [[Fleeting]] unless ...", "I can't be played
unless ...", "Play me for {1} less if ..."). Cards of Roots of Corruption (EOLE)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import ST_SELF_COST
from altered_deck.engine.core.state import A_PLAY_HAND
from altered_deck.engine.mechanics.discard import kinds as discard_kinds
from altered_deck.engine.mechanics.discard.forms import UNPAYABLE
from tests.engine.kit import (
    FILLER,
    SCENARIOS,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
    scenario_json,
)

MOLTING_CRAB = "ALT_EOLE_B_YZ_110_C"  # {H} Draw a card, then discard a card from your hand.
AOIFE_R2 = "ALT_EOLE_B_BR_108_R2"  # I can't be played unless you control a Feat.
PUSH_BACK_THE_NIGHT = "ALT_EOLE_B_YZ_121_C"  # a Feat (Landmark)


def scenario(runner: CliRunner, cache_dir: Path, path: Path, *applies: int) -> Any:
    return scenario_json(cache_dir, path, *applies)


def texts(data: Any) -> list[str]:
    return [a["text"] for a in data["legal_actions"]]


def test_draw_then_discard_asks_which_hand_card_and_discards_it(cache_dir: Path) -> None:
    runner = CliRunner()
    path = SCENARIOS / "discard_from_hand.json"
    asked = scenario(runner, cache_dir, path, 2)  # play Molting Crab into the Hero expedition
    assert texts(asked) == [
        "Molting Crab: Discard a card from your hand: Amelia Earhart (hand)",
        "Molting Crab: Discard a card from your hand: Foundry Armorer (hand)",
    ]
    done = scenario(runner, cache_dir, path, 2, 1)
    player = done["state"]["players"][0]
    assert player["hand"] == ["ALT_CORE_B_AX_16_C"]  # the drawn Foundry Armorer kept
    assert player["discard"] == ["ALT_CORE_B_AX_11_C"]  # Amelia Earhart, as picked
    assert player["deck"] == ["ALT_CORE_B_AX_08_C"]


def test_i_cant_be_played_unless_you_control_a_feat(cache_dir: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    position = json.loads((SCENARIOS / "discard_from_hand.json").read_text())
    position["players"][0]["hand"] = [AOIFE_R2]
    without = tmp_path / "without.json"
    without.write_text(json.dumps(position))
    assert texts(scenario(runner, cache_dir, without)) == ["pass"]
    position["players"][0]["landmarks"] = [PUSH_BACK_THE_NIGHT]
    with_feat = tmp_path / "with.json"
    with_feat.write_text(json.dumps(position))
    assert texts(scenario(runner, cache_dir, with_feat)) == [
        "pass",
        "play Corrupted Aoife from hand for 2 mana into the Hero expedition",
        "play Corrupted Aoife from hand for 2 mana into the Companion expedition",
    ]


def _played(text: str, hand: int = 0, discard: int = 0) -> Any:
    card = make_card("Source", text=text)
    deck = deck_of(FILLER, (card, 1))
    game = afternoon_game(deck, hand=["Source", *["Filler"] * hand], mana=1)
    game.discard.extend(record_of(deck, "Filler") for _ in range(discard))
    game.apply((A_PLAY_HAND, 0, 0))
    return game, next(u for e in game.exps for u in e if u.card.name == "Source")


def test_i_gain_fleeting_unless_a_condition_holds() -> None:
    text = "{H} I gain [[Fleeting]] unless six or more cards are in your discard pile."
    _game, unit = _played(text, discard=5)
    assert unit.status & fx.S_FLEETING
    _game, unit = _played(text, discard=6)
    assert not unit.status & fx.S_FLEETING


def test_discard_your_hand_and_the_top_of_your_deck() -> None:
    game, _unit = _played("{H} Discard your hand.", hand=2)
    assert (len(game.hand), [c.name for c in game.discard]) == (0, ["Filler", "Filler"])
    game, _unit = _played("{H} Discard the top two cards of your deck.")
    top_two = [c.name for c in reversed(game.discard)]
    assert (len(game.discard), len(game.deck)) == (2, 7)  # 11: 1 played, 1 orb, 2 discarded
    assert top_two == ["Filler", "Filler"]


def test_the_forms_compile_to_their_effects() -> None:
    card = make_card(
        "Crab",
        text="{H} Draw two cards, then discard a card from your hand.",
        subtypes=("ANIMAL",),
    )
    assert record_of(deck_of(FILLER, (card, 1)), "Crab").on_hand == (
        (fx.E_DRAW, 2, None),
        (discard_kinds.E_DISCARD_FROM_HAND, 1, None),
    )
    cheap = make_card(
        "Cheap", text="Play me for {2} less if three or more cards are in your discard pile."
    )
    assert record_of(deck_of(FILLER, (cheap, 1)), "Cheap").statics == (
        (ST_SELF_COST, 2, (discard_kinds.C_DISCARD_PILE, 3)),
    )
    barred = make_card("Barred", text="I can't be played if your hand is empty.")
    (static,) = record_of(deck_of(FILLER, (barred, 1)), "Barred").statics
    assert static[:2] == (ST_SELF_COST, -UNPAYABLE)


def test_you_play_permanents_for_less_down_to_a_minimum_of_one() -> None:
    # Roots of Corruption's wording of a cut by kind ("down to a minimum of {1}")
    text = "You play Permanents for {2} less, down to a minimum of {1}."
    cutter = make_card("Cutter", text=text)
    cheap = make_card("Cheap", "LANDMARK_PERMANENT", 1, stats=None)
    middle = make_card("Middle", "LANDMARK_PERMANENT", 2, stats=None)
    dear = make_card("Dear", "LANDMARK_PERMANENT", 4, stats=None)
    deck = deck_of(FILLER, (cutter, 1), (cheap, 1), (middle, 1), (dear, 1))
    game = afternoon_game(deck)
    put_in_play(game, "Cutter", 0)
    costs = {
        name: game.cost_of(record_of(deck, name), cost)
        for name, cost in (("Cheap", 1), ("Middle", 2), ("Dear", 4), ("Filler", 1))
    }
    assert costs == {"Cheap": 1, "Middle": 1, "Dear": 2, "Filler": 1}


def test_you_may_put_a_card_from_your_hand_in_reserve_to_do_something() -> None:
    # Roots of Corruption's "{H} You may put a card from your hand in Reserve to create an
    # [Aerolith] token in your Landmarks." Played live: the engine's yes
    text = (
        "{H} You may put a card from your hand in Reserve to create an [Aerolith] token in your "
        "Landmarks."
    )
    game, _unit = _played(text, hand=1)
    assert [c.name for c in game.hand] == []
    assert [u.card.name for u in game.reserve] == ["Filler"]
    assert [u.card.name for u in game.landmarks] == ["Aerolith"]
    empty, _unit = _played(text)  # nothing in hand: nothing to pay, no token
    assert (empty.reserve, empty.landmarks) == ([], [])
