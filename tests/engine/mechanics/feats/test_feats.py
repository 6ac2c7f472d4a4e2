"""Feats (Roots of Corruption's Landmark subtype): "complete me" gives the Feat the Completed
status, once, when its condition holds; conditions that read Completed Feats and the counts
Feats ask for. Through ``altered-deck engine scenario`` and compiled cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.state import Unit
from altered_deck.engine.mechanics.feats import kinds as feats_kinds
from altered_deck.engine.mechanics.feats.kinds import S_COMPLETED
from altered_deck.engine.mechanics.feats.rules import complete, joined
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


def _landmarks(data: dict) -> list[dict]:
    return data["state"]["players"][0]["landmarks"]


def test_make_it_work_completes_when_you_pass_with_an_empty_hand(
    cache_dir: Path, tmp_path: Path
) -> None:
    runner = CliRunner()
    done = scenario(runner, cache_dir, SCENARIOS / "feat_completes.json", 1)  # pass
    assert done["log"][:2] == ["day 2 P0: pass", "day 2 P0 - complete Make it Work"]
    assert _landmarks(done)[0]["status"] == ["completed"]
    position = json.loads((SCENARIOS / "feat_completes.json").read_text())
    position["players"][0]["hand"] = ["ALT_CORE_B_AX_11_C"]
    held = tmp_path / "held.json"
    held.write_text(json.dumps(position))
    kept = scenario(runner, cache_dir, held, 1)
    assert _landmarks(kept)[0]["status"] == []
    assert "day 2 P0 - complete Make it Work" not in kept["log"]


def test_a_completed_feat_has_the_abilities_of_its_completed_text(
    cache_dir: Path, tmp_path: Path
) -> None:
    # Make it Work: "[[Completed]], {T} : If your hand is empty, [Resupply]."
    runner = CliRunner()
    printed = scenario(runner, cache_dir, SCENARIOS / "feat_completes.json")
    assert [a["text"] for a in printed["legal_actions"]] == ["pass"]
    position = json.loads((SCENARIOS / "feat_completes.json").read_text())
    position["players"][0]["landmarks"] = [{"ref": "ALT_EOLE_B_AX_121_C", "status": ["completed"]}]
    path = tmp_path / "completed.json"
    path.write_text(json.dumps(position))
    shown = scenario(runner, cache_dir, path)
    assert _landmarks(shown)[0]["status"] == ["completed"]
    assert [a["text"] for a in shown["legal_actions"]] == [
        "pass",
        "use Make it Work's ability (exhaust it), aimed at the Hero expedition",
        "use Make it Work's ability (exhaust it), aimed at the Companion expedition",
    ]
    used = scenario(runner, cache_dir, path, 2)
    assert used["log"][1:] == ["day 2 P0 - tap Make it Work", "day 2 P0 - resupply Foundry Armorer"]
    assert used["state"]["players"][0]["reserve"][0]["ref"] == "ALT_CORE_B_AX_16_C"


def test_a_completed_feat_that_comes_back_into_play_is_printed_again() -> None:
    text = "{J} Draw a card.  When you pass — If your hand is empty, complete me."
    echo = "[[Completed]]: At Noon — [Resupply]."
    feat = make_card("Feat", "LANDMARK_PERMANENT", text=text, echo=echo, subtypes=("FEAT",))
    deck = deck_of(FILLER, (feat, 1))
    printed = record_of(deck, "Feat")
    assert printed.statics[-1] == (
        feats_kinds.ST_COMPLETED_NOON,
        0,
        ((fx.E_RESUPPLY, 1, False),),
    )
    unit = Unit(printed)
    complete(unit)
    assert unit.status & S_COMPLETED and unit.card.at_noon == ((fx.E_RESUPPLY, 1, False),)
    assert unit.card.name == "Feat" and unit.card.index == printed.index
    game = afternoon_game(deck)
    unit.status = 0  # what entering play does to a card (2.4.1.b)
    joined(game, unit)
    assert unit.card is printed


CONDITIONS = [
    ("you control a [[Completed]] Feat", feats_kinds.C_COMPLETED_FEAT, 0),
    ("you control an exhausted Permanent", feats_kinds.C_EXHAUSTED_PERMANENT, 0),
    (
        "you control three or more [[Asleep]] Characters",
        feats_kinds.C_STATUS_CHARACTERS,
        (3, fx.S_ASLEEP),
    ),
    ("seven or more Characters are in your Expeditions", feats_kinds.C_EXP_CHARACTERS, 7),
    (
        "the total Hand Cost of cards in your Landmarks is {6} or more",
        feats_kinds.C_LANDMARKS_HAND_COST,
        6,
    ),
    (
        "three or more Animals in your Expeditions have a different {V} stat",
        feats_kinds.C_DIFFERENT,
        (3, "ANIMAL", feats_kinds.DIFFERENT_FOREST),
    ),
    (
        "two or more Characters in your Expeditions have a different Base Cost",
        feats_kinds.C_DIFFERENT,
        (2, "", feats_kinds.DIFFERENT_COST),
    ),
]


@pytest.mark.parametrize(("words", "kind", "amount"), CONDITIONS)
def test_feat_conditions_compile(words: str, kind: int, amount: object) -> None:
    card = make_card("Feat", "LANDMARK_PERMANENT", text=f"{{J}} If {words}, draw a card.")
    (effect,) = record_of(deck_of(FILLER, (card, 1)), "Feat").on_join
    assert effect == (fx.E_IF, 0, (kind, amount, ((fx.E_DRAW, 1, None),)))


def test_the_conditions_hold_as_the_position_says() -> None:
    feat = make_card("Feat", "LANDMARK_PERMANENT", text="{J} Draw a card.", subtypes=("FEAT",))
    deck = deck_of(FILLER, (feat, 1))
    game = afternoon_game(deck)
    card = next(c for c in game.deck if c.name == "Feat")
    game.landmarks.append(Unit(card))
    holds = interpreter.condition_holds
    assert not holds(game, feats_kinds.C_COMPLETED_FEAT, 0, None, -1)
    game.landmarks[0].status |= S_COMPLETED
    assert holds(game, feats_kinds.C_COMPLETED_FEAT, 0, None, -1)
    assert not holds(game, feats_kinds.C_EXHAUSTED_PERMANENT, 0, None, -1)
    game.landmarks[0].status |= fx.S_EXHAUSTED
    assert holds(game, feats_kinds.C_EXHAUSTED_PERMANENT, 0, None, -1)
    assert holds(game, feats_kinds.C_LANDMARKS_HAND_COST, 1, None, -1)
    assert not holds(game, feats_kinds.C_LANDMARKS_HAND_COST, 2, None, -1)
    put_in_play(game, "Filler", 0, boosts=1)
    put_in_play(game, "Filler", 1)
    boosted = (feats_kinds.C_STATUS_CHARACTERS, (1, feats_kinds.BOOSTED))
    assert holds(game, *boosted, None, -1)
    assert not holds(game, feats_kinds.C_STATUS_CHARACTERS, (2, feats_kinds.BOOSTED), None, -1)
    assert holds(game, feats_kinds.C_EXP_CHARACTERS, 2, None, -1)
    forest = (2, "", feats_kinds.DIFFERENT_FOREST)  # 1+1 boost and 1: two different {V}
    assert holds(game, feats_kinds.C_DIFFERENT, forest, None, -1)
    costs = (2, "", feats_kinds.DIFFERENT_COST)  # both cost 1
    assert not holds(game, feats_kinds.C_DIFFERENT, costs, None, -1)


def test_no_tokens_in_your_landmarks() -> None:
    # A Pebble in the Pond / Deploy the Shields!: "If there are no tokens in your Landmarks,
    # create an [Aerolith] token there."
    text = "{J} If there are no tokens in your Landmarks, create an [Aerolith] token there."
    card = make_card("Shields", "LANDMARK_PERMANENT", text=text)
    deck = deck_of(FILLER, (card, 1))
    ((kind, _n, (condition, _amount, inner)),) = record_of(deck, "Shields").on_join
    assert (kind, condition, len(inner)) == (fx.E_IF, feats_kinds.C_NO_LANDMARK_TOKENS, 1)
    game = afternoon_game(deck)
    holds = interpreter.condition_holds
    assert holds(game, feats_kinds.C_NO_LANDMARK_TOKENS, 0, None, -1)
    token = next(c for c in deck.cards if c.kind & fx.K_TOKEN)
    game.landmarks.append(Unit(token))
    assert not holds(game, feats_kinds.C_NO_LANDMARK_TOKENS, 0, None, -1)


def test_reap_the_manas_exhausted_orb_is_the_mana_mechanics_own() -> None:
    # "in your Mana zone, exhausted": a card put there from Reserve comes exhausted anyway
    plain = make_card(
        "Plain",
        "LANDMARK_PERMANENT",
        text="{J} You may put a card from your Reserve in your Mana zone.",
    )
    said = make_card(
        "Said",
        "LANDMARK_PERMANENT",
        text="{J} You may put a card from your Reserve in your Mana zone, exhausted.",
    )
    deck = deck_of(FILLER, (plain, 1), (said, 1))
    assert record_of(deck, "Said").on_join == record_of(deck, "Plain").on_join != ()
