"""Activations (Roots of Corruption): "I can't be played unless a {D} ability was activated
this turn", "When two {D} abilities are activated on one of your turns — Complete me" and
"The next time a {D} ability is activated this turn, ...", through ``altered-deck engine
scenario``; the turn ending with a play or a pass."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from altered_deck.engine.core.state import A_TAP, Unit
from altered_deck.engine.mechanics.activations.rules import turn_over
from altered_deck.engine.mechanics.feats.kinds import S_COMPLETED
from altered_deck.engine.mechanics.feats.rules import complete
from tests.engine.kit import FILLER, SCENARIOS, afternoon_game, deck_of, make_card, put_in_play
from tests.engine.mechanics.discard.test_discard import scenario, texts

ESMERALDA_FROM_HAND = "play Corrupted Esmeralda from hand for 2 mana into the Hero expedition"
LYRA_SUPPORT = "use Lyra Fifer's ability (discard it from Reserve), aimed at the Hero expedition"


def _after(cache_dir: Path, path: Path, *steps: str) -> Any:
    """The scenario after the actions named by their texts, each looked up where it stands."""
    runner = CliRunner()
    applied: list[int] = []
    data = scenario(runner, cache_dir, path)
    for step in steps:
        applied.append(texts(data).index(step) + 1)
        data = scenario(runner, cache_dir, path, *applied)
    return data


def test_esmeralda_is_played_only_once_a_support_ability_was_activated(cache_dir: Path) -> None:
    path = SCENARIOS / "activations_counted.json"
    assert ESMERALDA_FROM_HAND not in texts(_after(cache_dir, path))
    once = _after(cache_dir, path, LYRA_SUPPORT)
    assert ESMERALDA_FROM_HAND in texts(once)
    assert once["state"]["players"][0]["landmarks"][0]["status"] == []
    # Esmeralda played: the turn is over, the next {D} is the first of a new turn
    played = _after(cache_dir, path, LYRA_SUPPORT, ESMERALDA_FROM_HAND, LYRA_SUPPORT)
    assert played["state"]["players"][0]["landmarks"][0]["status"] == []
    assert ESMERALDA_FROM_HAND not in texts(played)  # no card in hand any more


def test_smoke_them_out_completes_on_the_second_support_ability_of_a_turn(
    cache_dir: Path,
) -> None:
    path = SCENARIOS / "activations_counted.json"
    twice = _after(cache_dir, path, LYRA_SUPPORT, LYRA_SUPPORT)
    assert twice["log"] == [
        "day 2 P0: use Lyra Fifer's ability (discard it from Reserve), aimed at the Hero "
        "expedition",
        "day 2 P0 - support Lyra Fifer",
        "day 2 P0: use Lyra Fifer's ability (discard it from Reserve), aimed at the Hero "
        "expedition",
        "day 2 P0 - support Lyra Fifer",
        "day 2 P0 - complete Smoke Them Out",
    ]
    assert twice["state"]["players"][0]["landmarks"][0]["status"] == ["completed"]


def test_the_next_support_ability_gives_the_boost_to_the_players_target(cache_dir: Path) -> None:
    path = SCENARIOS / "next_activation.json"
    smoke = "use Smoke Them Out's ability (exhaust it), aimed at the Hero expedition"
    waiting = _after(cache_dir, path, smoke)
    (amelia,) = waiting["state"]["players"][0]["hero_expedition"]["cards"]
    assert amelia["boosts"] == 0
    asked = _after(cache_dir, path, smoke, LYRA_SUPPORT)
    assert texts(asked) == [
        "Smoke Them Out: target Character: Amelia Earhart (Hero expedition)",
        "Smoke Them Out: target Character: Axiom Salvager (Companion expedition)",
    ]
    done = _after(cache_dir, path, smoke, LYRA_SUPPORT, texts(asked)[1])
    player = done["state"]["players"][0]
    assert player["hero_expedition"]["cards"][0]["boosts"] == 0
    assert player["companion_expedition"]["cards"][0]["boosts"] == 1


def _tap_game(feat_text: str, feat_echo: str = ""):
    feat = make_card(
        "Feat", "LANDMARK_PERMANENT", text=feat_text, echo=feat_echo, subtypes=("FEAT",)
    )
    tap = make_card("Well", "LANDMARK_PERMANENT", stats=None, text="{T} : Draw a card.")
    body = make_card("Body")
    deck = deck_of(FILLER, (feat, 1), (tap, 3), (body, 1))
    game = afternoon_game(deck, mana=2)
    put_in_play(game, "Body", 0)
    for name in ("Feat", "Well", "Well", "Well"):
        card = next(c for c in game.deck if c.name == name)
        game.deck.remove(card)
        game.landmarks.append(Unit(card))
    return game


@pytest.mark.parametrize("count", [2, 3])
def test_a_feat_completes_on_the_nth_tap_of_a_turn(count: int) -> None:
    word = {2: "two", 3: "three"}[count]
    game = _tap_game(
        f"When {word} {{T}} abilities are activated on one of your turns — Complete me."
    )
    for index in range(1, count + 1):
        assert not game.landmarks[0].status & S_COMPLETED
        game.apply((A_TAP, index, 0))
    assert game.landmarks[0].status & S_COMPLETED


def test_the_taps_of_a_turn_end_with_a_pass() -> None:
    game = _tap_game("When two {T} abilities are activated on one of your turns — Complete me.")
    game.apply((A_TAP, 1, 0))
    turn_over(game)
    game.apply((A_TAP, 2, 0))
    assert not game.landmarks[0].status & S_COMPLETED


def test_the_tap_that_sets_it_up_is_not_the_next_one() -> None:
    echo = (
        "[[Completed]], {T} : The next time a {T} ability is activated this turn, target "
        "Character gains 1 boost."
    )
    game = _tap_game("When you pass — Complete me.", echo)
    complete(game.landmarks[0])
    game.apply((A_TAP, 0, 0))
    body = game.exps[0][0]
    assert body.boosts == 0
    game.apply((A_TAP, 1, 0))
    assert body.boosts == 1
    game.apply((A_TAP, 2, 0))  # it waited for one activation only
    assert body.boosts == 1
