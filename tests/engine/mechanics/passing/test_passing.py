"""The passing mechanic: "When you pass —" abilities each time their player passes, and "{J}
Pass." (no more turns this Day), through ``altered-deck engine scenario`` and compiled cards
of Roots of Corruption (EOLE)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.state import A_PLAY_HAND
from altered_deck.engine.mechanics.feats import kinds as feats_kinds
from altered_deck.engine.mechanics.passing import kinds as passing_kinds
from tests.engine.kit import FILLER, SCENARIOS, afternoon_game, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario

STIGMA_OF_COWARDICE = "ALT_EOLE_B_BR_114_C"  # {J} Pass.  When an opponent passes — ...


def test_a_card_that_makes_you_pass_ends_your_turns_for_the_day(
    cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads((SCENARIOS / "feat_completes.json").read_text())
    player = position["players"][0]
    player["hand"] = [STIGMA_OF_COWARDICE, "ALT_CORE_B_AX_11_C"]
    player["landmarks"] = []
    player["mana"] = {"orbs": 5, "ready": 5}
    path = tmp_path / "stigma.json"
    path.write_text(json.dumps(position))
    done = scenario(CliRunner(), cache_dir, path, 2)  # play it into the Hero expedition
    assert done["log"][:3] == [
        "day 2 P0: play Stigma of Cowardice from hand for 5 mana into the Hero expedition",
        "day 2 P0 - pass-now",
        "day 2 P0 Dusk: Hero expedition on region 0 (FMW) F 5 M 5 W 5, moves to region 1",
    ]
    assert done["state"]["day"] == 3  # the day ended: Amelia Earhart was never offered


def test_when_you_pass_runs_each_time_its_player_passes() -> None:
    scavenger = make_card(
        "Scavenger",
        text="When you pass — If there's at most one card in your hand, I gain 1 boost.",
    )
    deck = deck_of(FILLER, (scavenger, 1))
    assert record_of(deck, "Scavenger").statics == (
        (
            passing_kinds.ST_ON_PASS,
            0,
            ((fx.E_IF, 0, (feats_kinds.C_HAND_AT_MOST, 1, ((fx.E_BOOST_SELF, 1, None),))),),
        ),
    )
    for hand, boosts in ((["Filler"], 1), (["Filler", "Filler"], 0)):
        game = afternoon_game(deck, hand=["Scavenger", *hand], mana=1)
        game.apply((A_PLAY_HAND, 0, 1))  # the Scavenger into the Companion expedition
        unit = game.exps[1][0]
        (passed,) = game.hooks.passed  # what the core runs when the player passes
        passed(game)
        assert unit.boosts == boosts


def test_a_token_a_when_you_pass_ability_creates_is_the_deck_s_token_record() -> None:
    # the fix-ups turn the provisional token ids nested in the newer mechanics' statics into
    # the deck's token records
    text = "When you pass — Create a [Brassbug 2/2/2] Robot token in target Expedition."
    card = make_card("Maker", text=text)
    deck = deck_of(FILLER, (card, 1))
    ((kind, _n, ((op, count, (token, _where)),)),) = record_of(deck, "Maker").statics
    assert (kind, op, count) == (passing_kinds.ST_ON_PASS, fx.E_TOKEN, 1)
    assert deck.cards[token].name == "Brassbug"
