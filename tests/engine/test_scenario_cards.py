"""Which card a player picks (decisions of kind ``card``) through ``altered-deck engine
scenario``: every option of each class is reachable, and the opponent answers the picks a
card leaves to them (``player`` 1). Positions: tests/fixtures/scenarios/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.engine.kit import AMELIA, ARMORER, KELON, SALVAGER, SCENARIOS, scenario_json


def scenario(runner: CliRunner, cache_dir: Path, name: str, *applies: int) -> Any:
    return scenario_json(cache_dir, SCENARIOS / f"{name}.json", *applies)


def offered(data: Any) -> list[tuple[str, int, str, str]]:
    """The decision's options: (kind, player, card, option text after the prompt)."""
    return [
        (a["kind"], a["player"], a.get("card", ""), a["text"].rsplit(": ", 1)[1])
        for a in data["legal_actions"]
    ]


def refs(cards: list[Any]) -> list[str]:
    return [c if isinstance(c, str) else c.get("ref", c.get("token")) for c in cards]


# (scenario, actions up to the decision, its prompt, the options offered)
DECISIONS = [
    (
        "hand_to_reserve",
        [2],
        "Kelon Elemental: Put a card from your hand in Reserve",
        [(0, AMELIA, "Amelia Earhart (hand)"), (0, SALVAGER, "Axiom Salvager (hand)")],
    ),
    (
        "reserve_to_hand",
        [2],
        "Hathor: Return a card from your Reserve to your hand",
        [(0, AMELIA, "Amelia Earhart (Reserve)"), (0, SALVAGER, "Axiom Salvager (Reserve)")],
    ),
    (
        "resupply_two",
        [2, 2],  # (Sierra & Oddball's "you may exhaust me": no)
        "The Ouroboros, Lyra Bastion: [Resupply]: put one of the top two cards of your deck in "
        "Reserve",
        [(0, ARMORER, "Foundry Armorer (deck)"), (0, AMELIA, "Amelia Earhart (deck)")],
    ),
    (
        "activate_join",
        [2],
        "Mechanical Training: Activate the {J} abilities of a card you control",
        [
            (0, "ALT_CORE_B_AX_24_C", "Brassbug Hub (Landmarks)"),
            (0, "ALT_CORE_B_AX_30_C", "Brassbug Hive (Landmarks)"),
        ],
    ),
    (
        "discard_from_reserve",
        [2, 1],  # ("you may discard": yes)
        "Amahle, Asgarthan Outcast: Discard a card from your Reserve",
        [(0, AMELIA, "Amelia Earhart (Reserve)"), (0, SALVAGER, "Axiom Salvager (Reserve)")],
    ),
    (
        "each_player_sacrifices",
        [2],
        "Anubis: Sacrifice",
        [
            (0, SALVAGER, "Axiom Salvager (Hero expedition)"),
            (0, "ALT_CORE_B_OR_20_C", "Anubis (Hero expedition)"),
        ],
    ),
    (  # the opponent's own pick, of their Character in play
        "each_player_sacrifices",
        [2, 1],
        "Anubis: Each player sacrifices",
        [
            (1, AMELIA, "Amelia Earhart (Hero expedition)"),
            (1, KELON, "Kelon Elemental (Companion expedition)"),
        ],
    ),
    (
        "clean_up",
        [1],
        "Clean-up: Discard a Reserve card (limit 2)",
        [
            (0, AMELIA, "Amelia Earhart (Reserve)"),
            (0, SALVAGER, "Axiom Salvager (Reserve)"),
            (0, KELON, "Kelon Elemental (Reserve)"),
            (0, ARMORER, "Foundry Armorer (Reserve)"),
        ],
    ),
    (  # one decision per card over the limit: the second of two
        "clean_up",
        [1, 4],
        "Clean-up: Discard a Reserve card (limit 2)",
        [
            (0, AMELIA, "Amelia Earhart (Reserve)"),
            (0, SALVAGER, "Axiom Salvager (Reserve)"),
            (0, KELON, "Kelon Elemental (Reserve)"),
        ],
    ),
    (
        "clean_up",
        [1, 4, 1],
        "Clean-up: Sacrifice a Landmark (limit 2)",
        [
            (0, "ALT_CORE_B_AX_24_C", "Brassbug Hub (Landmarks)"),
            (0, "ALT_CORE_B_AX_26_C", "Kelon Cylinder (Landmarks)"),
            (0, "ALT_CORE_B_AX_27_C", "Kelonic Generator (Landmarks)"),
        ],
    ),
    (  # in a duel, each player's own Clean-up: player 0's, then player 1's
        "duel_clean_up",
        [1, 1],
        "Clean-up: Discard a Reserve card (limit 2)",
        [
            (0, AMELIA, "Amelia Earhart (Reserve)"),
            (0, SALVAGER, "Axiom Salvager (Reserve)"),
            (0, KELON, "Kelon Elemental (Reserve)"),
        ],
    ),
    (
        "duel_clean_up",
        [1, 1, 3],
        "Clean-up: Discard a Reserve card (limit 2)",
        [
            (1, KELON, "Kelon Elemental (Reserve)"),
            (1, ARMORER, "Foundry Armorer (Reserve)"),
            (1, SALVAGER, "Axiom Salvager (Reserve)"),
        ],
    ),
    (
        "opponent_hand_to_reserve",
        [1, 1],
        "Ordis Warden: Put a card from your hand in Reserve",
        [(1, AMELIA, "Amelia Earhart (hand)"), (1, SALVAGER, "Axiom Salvager (hand)")],
    ),
    (
        "opponent_discards",
        [2],
        "Baku: Discard a card from your hand",
        [(1, AMELIA, "Amelia Earhart (hand)"), (1, SALVAGER, "Axiom Salvager (hand)")],
    ),
    (
        "opponent_sacrifices",
        [2],
        "Tag!: Sacrifice a card with the highest Base Cost",
        [
            (1, AMELIA, "Amelia Earhart (Hero expedition)"),
            (1, ARMORER, "Foundry Armorer (Companion expedition)"),
        ],
    ),
]


@pytest.mark.parametrize(("name", "applies", "prompt", "options"), DECISIONS)
def test_each_pick_offers_the_eligible_cards(
    runner: CliRunner,
    cache_dir: Path,
    name: str,
    applies: list[int],
    prompt: str,
    options: list[tuple[int, str, str]],
) -> None:
    data = scenario(runner, cache_dir, name, *applies)
    assert offered(data) == [("card", p, ref, text) for p, ref, text in options]
    assert {a["text"].rsplit(": ", 1)[0] for a in data["legal_actions"]} == {prompt}


def mine(data: Any, player: int = 0) -> dict[str, Any]:
    return data["state"]["players"][player]


@pytest.mark.parametrize(
    ("option", "reserve", "hand"), [(1, AMELIA, SALVAGER), (2, SALVAGER, AMELIA)]
)
def test_the_card_picked_goes_from_hand_to_reserve(
    runner: CliRunner, cache_dir: Path, option: int, reserve: str, hand: str
) -> None:
    player = mine(scenario(runner, cache_dir, "hand_to_reserve", 2, option))
    assert (refs(player["reserve"]), player["hand"]) == ([reserve], [hand])


@pytest.mark.parametrize(
    ("option", "hand", "stays"), [(1, AMELIA, SALVAGER), (2, SALVAGER, AMELIA)]
)
def test_the_card_picked_returns_to_hand(
    runner: CliRunner, cache_dir: Path, option: int, hand: str, stays: str
) -> None:
    player = mine(scenario(runner, cache_dir, "reserve_to_hand", 2, option))
    assert (player["hand"], refs(player["reserve"])) == ([hand], [stays])


@pytest.mark.parametrize(("option", "kept", "gone"), [(1, ARMORER, AMELIA), (2, AMELIA, ARMORER)])
def test_resupply_keeps_the_card_picked_of_two(
    runner: CliRunner, cache_dir: Path, option: int, kept: str, gone: str
) -> None:
    player = mine(scenario(runner, cache_dir, "resupply_two", 2, 2, option))
    assert (refs(player["reserve"]), player["discard"], player["deck"]) == (
        [kept],
        [gone],
        [SALVAGER],
    )


def test_the_landmark_picked_activates_its_join_ability(runner: CliRunner, cache_dir: Path) -> None:
    hub = mine(scenario(runner, cache_dir, "activate_join", 2, 1))
    assert hub["landmarks"][0]["counters"] == {"Kelon": 3}
    assert hub["hero_expedition"]["cards"] == []
    hive = mine(scenario(runner, cache_dir, "activate_join", 2, 2, 1))  # its token: Hero exp.
    assert hive["landmarks"][0]["counters"] == {}
    assert refs(hive["hero_expedition"]["cards"]) == ["Brassbug"]


@pytest.mark.parametrize(
    ("option", "gone", "stays"), [(1, AMELIA, SALVAGER), (2, SALVAGER, AMELIA)]
)
def test_the_reserve_card_picked_is_discarded(
    runner: CliRunner, cache_dir: Path, option: int, gone: str, stays: str
) -> None:
    data = scenario(runner, cache_dir, "discard_from_reserve", 2, 1, option)
    player = mine(data)
    assert (player["discard"], refs(player["reserve"]), len(player["hand"])) == ([gone], [stays], 1)


def test_each_player_sacrifices_the_character_they_pick(runner: CliRunner, cache_dir: Path) -> None:
    data = scenario(runner, cache_dir, "each_player_sacrifices", 2, 2, 2)
    me, them = mine(data), mine(data, 1)
    assert (me["discard"], refs(me["hero_expedition"]["cards"])) == (
        ["ALT_CORE_B_OR_20_C"],
        [SALVAGER],
    )
    assert them["discard"] == [KELON] and refs(them["hero_expedition"]["cards"]) == [AMELIA]
    data = scenario(runner, cache_dir, "each_player_sacrifices", 2, 1, 1)
    me, them = mine(data), mine(data, 1)
    assert (me["discard"], them["discard"]) == ([SALVAGER], [AMELIA])
    assert refs(them["companion_expedition"]["cards"]) == [KELON]


def test_clean_up_discards_and_sacrifices_what_the_player_picks(
    runner: CliRunner, cache_dir: Path
) -> None:
    data = scenario(runner, cache_dir, "clean_up", 1, 4, 1, 3)
    player = mine(data)
    assert refs(player["reserve"]) == [SALVAGER, KELON]
    assert player["discard"] == [ARMORER, AMELIA, "ALT_CORE_B_AX_27_C"]
    assert refs(player["landmarks"]) == ["ALT_CORE_B_AX_24_C", "ALT_CORE_B_AX_26_C"]
    assert data["log"][1:] == [  # 4.2.4 then 4.2.5: Dusk's lines, then the Night's
        "day 2 P0 Dusk: Hero expedition on region 0 (FMW) F 0 M 0 W 0, does not move",
        "day 2 P0 Dusk: Companion expedition on region 7 (FMW) F 0 M 0 W 0, does not move",
        "day 2 P0: Clean-up: Discard a Reserve card (limit 2): Foundry Armorer (Reserve)",
        "day 2 P0: Clean-up: Discard a Reserve card (limit 2): Amelia Earhart (Reserve)",
        "day 2 P0: Clean-up: Sacrifice a Landmark (limit 2): Kelonic Generator (Landmarks)",
        "day 2 P0 - sacrifice Kelonic Generator",
    ]


def test_each_player_discards_the_reserve_card_they_pick_at_clean_up(
    runner: CliRunner, cache_dir: Path
) -> None:
    data = scenario(runner, cache_dir, "duel_clean_up", 1, 1, 3, 2)
    assert data["log"][2:] == [  # both players' Dusk, then both Clean-ups
        "day 2 P0 Dusk: Hero expedition on region 0 (FMW) F 0 M 0 W 0, does not move",
        "day 2 P0 Dusk: Companion expedition on region 7 (FMW) F 0 M 0 W 0, does not move",
        "day 2 P1 Dusk: Hero expedition on region 0 (FMW) F 0 M 0 W 0, does not move",
        "day 2 P1 Dusk: Companion expedition on region 7 (FMW) F 0 M 0 W 0, does not move",
        "day 2 P0: Clean-up: Discard a Reserve card (limit 2): Kelon Elemental (Reserve)",
        "day 2 P1: Clean-up: Discard a Reserve card (limit 2): Foundry Armorer (Reserve)",
    ]
    me, them = mine(data), mine(data, 1)
    assert (refs(me["reserve"]), me["discard"]) == ([AMELIA, SALVAGER], [KELON])
    assert (refs(them["reserve"]), them["discard"]) == ([KELON, SALVAGER], [ARMORER])


@pytest.mark.parametrize(
    ("option", "moved", "kept"), [(1, AMELIA, SALVAGER), (2, SALVAGER, AMELIA)]
)
def test_the_opponent_puts_the_hand_card_they_pick_in_reserve(
    runner: CliRunner, cache_dir: Path, option: int, moved: str, kept: str
) -> None:
    them = mine(scenario(runner, cache_dir, "opponent_hand_to_reserve", 1, 1, option), 1)
    assert (refs(them["reserve"]), them["hand"][:1]) == ([moved], [kept])


@pytest.mark.parametrize(
    ("option", "gone", "kept", "name"),
    [(1, AMELIA, SALVAGER, "Amelia Earhart"), (2, SALVAGER, AMELIA, "Axiom Salvager")],
)
def test_the_opponent_discards_the_hand_card_they_pick(
    runner: CliRunner, cache_dir: Path, option: int, gone: str, kept: str, name: str
) -> None:
    data = scenario(runner, cache_dir, "opponent_discards", 2, option)
    them = mine(data, 1)
    assert (them["discard"], them["hand"]) == ([gone], [kept])
    assert data["log"][1:] == [
        f"day 2 P1: Baku: Discard a card from your hand: {name} (hand)",  # answered by P1
        f"day 2 P0 - opponent discard {name}",
    ]


@pytest.mark.parametrize(("option", "gone"), [(1, AMELIA), (2, ARMORER)])
def test_the_opponent_sacrifices_the_tied_character_they_pick(
    runner: CliRunner, cache_dir: Path, option: int, gone: str
) -> None:
    them = mine(scenario(runner, cache_dir, "opponent_sacrifices", 2, option), 1)
    in_play = refs(them["hero_expedition"]["cards"] + them["companion_expedition"]["cards"])
    assert them["discard"] == [gone] and gone not in in_play and len(in_play) == 2
