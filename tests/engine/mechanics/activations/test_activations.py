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


def _player(data: Any) -> Any:
    return data["state"]["players"][0]


def _reserve(data: Any) -> list[str]:
    return [u["ref"] for u in _player(data)["reserve"]]


def test_qorgan_phantom_pays_to_activate_its_support_ability_in_play(cache_dir: Path) -> None:
    path = SCENARIOS / "activate_my_support.json"
    phantom = "play Qorgan Phantom from hand for 2 mana into the Hero expedition"
    asked = _after(cache_dir, path, phantom)
    assert texts(asked) == ["Qorgan Phantom: You may pay: yes", "Qorgan Phantom: You may pay: no"]
    declined = _after(cache_dir, path, phantom, "Qorgan Phantom: You may pay: no")
    assert _player(declined)["mana"]["ready"] == 2
    assert len(_player(declined)["hand"]) == 1
    # yes: {1} paid, then its {D}: "Draw a card, then discard a card from your hand"
    paid = _after(cache_dir, path, phantom, "Qorgan Phantom: You may pay: yes")
    assert (
        texts(paid) == ["Qorgan Phantom: Discard a card from your hand: Foundry Armorer (hand)"] * 2
    )
    done = _after(cache_dir, path, phantom, "Qorgan Phantom: You may pay: yes", texts(paid)[0])
    assert _player(done)["discard"] == ["ALT_CORE_B_AX_16_C"]
    assert _player(done)["hand"] == ["ALT_CORE_B_AX_16_C"]
    assert _player(done)["mana"]["ready"] == 1


def test_mia_may_activate_her_support_ability_when_you_pass(cache_dir: Path) -> None:
    path = SCENARIOS / "activate_my_support.json"
    yes = "Mia, Prima Ballerina: activate my {D} ability: yes"
    asked = _after(cache_dir, path, "pass")
    assert texts(asked) == [yes, "Mia, Prima Ballerina: activate my {D} ability: no"]
    target = _after(cache_dir, path, "pass", yes)
    assert texts(target) == [
        "Mia, Prima Ballerina: target Character: Mia, Prima Ballerina (Hero expedition)",
        "Mia, Prima Ballerina: target Character: Axiom Salvager (Companion expedition)",
    ]
    # Axiom Salvager gains Fleeting from her {D}, Mia from "If you do": both discarded at Rest
    done = _after(cache_dir, path, "pass", yes, texts(target)[1])
    assert _player(done)["discard"] == ["ALT_EOLE_B_LY_114_R1", "ALT_CORE_B_AX_08_C"]
    declined = _after(cache_dir, path, "pass", "Mia, Prima Ballerina: activate my {D} ability: no")
    assert _player(declined)["discard"] == []
    assert _reserve(declined) == ["ALT_EOLE_B_LY_114_R1", "ALT_CORE_B_AX_08_C"]


def test_plague_of_avarice_has_each_permanent_activate_its_join_abilities(
    cache_dir: Path,
) -> None:
    path = SCENARIOS / "join_abilities_again.json"
    done = _after(
        cache_dir, path, "play Plague of Avarice from hand for 5 mana into the Hero expedition"
    )
    # Smoke Them Out's {J} [Resupply], then Make it Work's {J}: the hand's card in Reserve
    assert done["log"][1:] == [
        "day 2 P0 - resupply Foundry Armorer",
        "day 2 P0 - to-reserve Off You Go!",
    ]
    assert _reserve(done) == ["ALT_CORE_B_AX_16_C", "ALT_CORE_B_YZ_21_C"]


def test_frankenstein_s_creature_targets_a_permanent_within_its_base_cost(
    cache_dir: Path,
) -> None:
    path = SCENARIOS / "join_abilities_again.json"
    to_reserve = "play Off You Go! from hand for 2 mana"
    from_reserve = "play Frankenstein's Creature from Reserve for 3 mana into the Hero expedition"
    asked = _after(cache_dir, path, to_reserve, from_reserve)
    # Make it Work (Base Cost 3) is no target; the player may leave Smoke Them Out out too
    assert texts(asked) == [
        "Frankenstein's Creature: target a Permanent you control: Smoke Them Out (Landmarks)",
        "Frankenstein's Creature: target a Permanent you control: no target",
    ]
    none = _after(cache_dir, path, to_reserve, from_reserve, texts(asked)[1])
    assert _reserve(none) == ["ALT_CORE_B_YZ_21_C"]
    smoke = _after(cache_dir, path, to_reserve, from_reserve, texts(asked)[0])
    assert smoke["log"][-1] == "day 2 P0 - resupply Foundry Armorer"
    assert _reserve(smoke) == ["ALT_CORE_B_YZ_21_C", "ALT_CORE_B_AX_16_C"]
