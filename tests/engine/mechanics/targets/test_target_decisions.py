"""Targets and expeditions a card lets its player pick, through ``altered-deck engine scenario``:
every legal target is an option (either side, a Reserve, Tough only when payable), and each
option does what it names."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from tests.engine.test_scenario import SCENARIOS, as_json, run

SALVAGER, KELON, AMELIA = "ALT_CORE_B_AX_08_C", "ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_11_C"
ACHILLES, SKATER, BRASSBUG = "ALT_CORE_B_BR_21_C", "ALT_BISE_B_BR_52_R1", "Brassbug"


def scenario(runner: CliRunner, cache_dir: Path, name: str, *applied: int) -> Any:
    args = [a for n in applied for a in ("--apply", str(n))]
    return as_json(run(runner, cache_dir, str(SCENARIOS / name), *args, "--json"))


def offered(data: Any) -> list[tuple[str, str, str | None, str, int]]:
    """(kind, card, zone, side, player) of each legal action."""
    return [
        (a["kind"], a.get("card", a["text"]), a.get("zone"), a.get("side", "mine"), a["player"])
        for a in data["legal_actions"]
    ]


def boosts(side: dict[str, Any], zone: str) -> list[tuple[str, int]]:
    return [(c["ref"], c["boosts"]) for c in side[zone]["cards"]]


# Physical Training ("Target Character gains 3 boosts"), played by Afanas & Senka ("When you
# play a Spell — Target Character you control gains 1 boost"), against Achilles ([Tough 1])


def test_target_character_you_control_offers_only_mine(runner: CliRunner, cache_dir: Path) -> None:
    data = scenario(runner, cache_dir, "target_character.json", 2)
    assert data["legal_actions"][0]["text"] == (
        "Physical Training: target Character you control: Axiom Salvager (Hero expedition)"
    )
    assert offered(data) == [
        ("target", SALVAGER, "hero", "mine", 0),
        ("target", KELON, "companion", "mine", 0),
    ]


def test_target_character_offers_both_sides(runner: CliRunner, cache_dir: Path) -> None:
    data = scenario(runner, cache_dir, "target_character.json", 2, 2)
    assert offered(data) == [
        ("target", SALVAGER, "hero", "mine", 0),
        ("target", KELON, "companion", "mine", 0),
        ("target", ACHILLES, "hero", "opponent", 0),
        ("target", AMELIA, "companion", "opponent", 0),
    ]
    assert data["legal_actions"][2]["text"] == (
        "Physical Training: target Character: Achilles (opponent's Hero expedition)"
    )


def test_each_target_gets_the_boosts(runner: CliRunner, cache_dir: Path) -> None:
    mine = scenario(runner, cache_dir, "target_character.json", 2, 1, 2)["state"]["players"]
    assert boosts(mine[0], "hero_expedition") == [(SALVAGER, 1)]
    assert boosts(mine[0], "companion_expedition") == [(KELON, 3)]
    theirs = scenario(runner, cache_dir, "target_character.json", 2, 2, 4)["state"]["players"]
    assert boosts(theirs[0], "companion_expedition") == [(KELON, 1)]
    assert boosts(theirs[1], "companion_expedition") == [(AMELIA, 3)]
    assert boosts(theirs[1], "hero_expedition") == [(ACHILLES, 0)]
    assert theirs[0]["mana"]["ready"] == 1  # no Tough paid


def test_a_tough_target_costs_its_price(runner: CliRunner, cache_dir: Path) -> None:
    data = scenario(runner, cache_dir, "target_character.json", 2, 2, 3)
    players = data["state"]["players"]
    assert boosts(players[1], "hero_expedition") == [(ACHILLES, 3)]
    assert players[0]["mana"]["ready"] == 0  # 3 - Physical Training's 2 - Tough 1
    assert data["log"][-2:] == [
        "day 2 P0: Physical Training: target Character: Achilles (opponent's Hero expedition)",
        "day 2 P0 - tough Achilles 1",
    ]


def test_a_tough_target_is_not_offered_when_unpaid(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads((SCENARIOS / "target_character.json").read_text(encoding="utf-8"))
    position["players"][0]["mana"] = {"orbs": 2, "ready": 2}
    saved = tmp_path / "poor.json"
    saved.write_text(json.dumps(position), encoding="utf-8")
    data = as_json(run(runner, cache_dir, str(saved), "--apply", "2", "--apply", "1", "--json"))
    assert [a["card"] for a in data["legal_actions"]] == [SALVAGER, KELON, AMELIA]


def test_a_target_in_reserve(runner: CliRunner, cache_dir: Path) -> None:
    # Talarian Skater: "{J} Target Character in play or in Reserve gains 1 boost"; the Reserve
    # also holds Kelon Burst, a Spell: not a Character
    data = scenario(runner, cache_dir, "target_reserve.json", 3)
    assert offered(data) == [
        ("target", SALVAGER, "hero", "mine", 0),
        ("target", SKATER, "companion", "mine", 0),
        ("target", AMELIA, "reserve", "mine", 0),
    ]
    player = scenario(runner, cache_dir, "target_reserve.json", 3, 3)["state"]["players"][0]
    assert [(c["ref"], c["boosts"]) for c in player["reserve"]] == [
        (AMELIA, 1),
        ("ALT_CORE_B_AX_23_C", 0),
    ]
    assert boosts(player, "companion_expedition") == [(SKATER, 0)]
    player = scenario(runner, cache_dir, "target_reserve.json", 3, 2)["state"]["players"][0]
    assert boosts(player, "companion_expedition") == [(SKATER, 1)]


def test_a_removal_offers_every_target(runner: CliRunner, cache_dir: Path) -> None:
    # Freeze: "Send target Character to Reserve, then exhaust it"
    data = scenario(runner, cache_dir, "target_removal.json", 2)
    assert offered(data) == [
        ("target", KELON, "hero", "mine", 0),
        ("target", ACHILLES, "hero", "opponent", 0),
        ("target", SALVAGER, "hero", "opponent", 0),
        ("target", AMELIA, "companion", "opponent", 0),
    ]
    data = scenario(runner, cache_dir, "target_removal.json", 2, 4)
    opponent = data["state"]["players"][1]
    assert [(c["ref"], c["exhausted"]) for c in opponent["reserve"]] == [(AMELIA, True)]
    assert opponent["companion_expedition"]["cards"] == []
    assert data["state"]["players"][0]["mana"]["ready"] == 1  # no Tough paid
    tough = scenario(runner, cache_dir, "target_removal.json", 2, 2)
    assert [c["ref"] for c in tough["state"]["players"][1]["reserve"]] == [ACHILLES]
    assert tough["state"]["players"][0]["mana"]["ready"] == 0
    assert tough["log"][-2] == "day 2 P0 - tough Achilles 1"
    mine = scenario(runner, cache_dir, "target_removal.json", 2, 1)
    player = mine["state"]["players"][0]
    assert [(c["ref"], c["exhausted"]) for c in player["reserve"]] == [
        (KELON, True),
        ("ALT_ALIZE_B_YZ_40_C", True),  # Freeze's own [Cooldown]
    ]
    assert player["hero_expedition"]["cards"] == []
    assert mine["log"][-1] == "day 2 P0 - to-reserve Kelon Elemental"


def test_target_expedition(runner: CliRunner, cache_dir: Path) -> None:
    # Brassbug Hive: "At Noon — Create a [Brassbug 2/2/2] Robot token in target Expedition"
    data = scenario(runner, cache_dir, "target_expedition.json", 1)
    assert offered(data) == [
        ("expedition", "Brassbug Hive: target Expedition: Hero expedition", "hero", "mine", 0),
        (
            "expedition",
            "Brassbug Hive: target Expedition: Companion expedition",
            "companion",
            "mine",
            0,
        ),
    ]
    for option, zone in ((1, "hero_expedition"), (2, "companion_expedition")):
        data = scenario(runner, cache_dir, "target_expedition.json", 1, option)
        player = data["state"]["players"][0]
        assert [c.get("token") for c in player[zone]["cards"]] == [BRASSBUG]
        other = "companion_expedition" if option == 1 else "hero_expedition"
        assert player[other]["cards"] == []


# Lyra Cloth Dancer: "{H} Each Character controlled by target player gains [[Fleeting]]";
# Conscription: "Target an Expedition. Create X [Ordis Recruit 1/1/1] Soldier tokens in it,
# where X is the number of cards in target player's Reserve" (mine: 1, the opponent's: 2)
LYRA = "ALT_CORE_B_LY_14_R1"


def test_target_player_offers_both_players(runner: CliRunner, cache_dir: Path) -> None:
    data = scenario(runner, cache_dir, "target_player.json", 2)
    assert [(a["text"], a.get("side", "mine")) for a in data["legal_actions"]] == [
        ("Lyra Cloth Dancer: target player: you", "mine"),
        ("Lyra Cloth Dancer: target player: opponent", "opponent"),
    ]


def test_each_target_player_gets_the_status(runner: CliRunner, cache_dir: Path) -> None:
    def statuses(players: Any, p: int) -> list[tuple[str, list[str]]]:
        return [(c["ref"], c["status"]) for c in players[p]["hero_expedition"]["cards"]]

    mine = scenario(runner, cache_dir, "target_player.json", 2, 1)["state"]["players"]
    assert statuses(mine, 0) == [(SALVAGER, ["fleeting"]), (LYRA, ["fleeting"])]
    assert statuses(mine, 1) == [(AMELIA, [])]
    theirs = scenario(runner, cache_dir, "target_player.json", 2, 2)["state"]["players"]
    assert statuses(theirs, 0) == [(SALVAGER, []), (LYRA, [])]
    assert statuses(theirs, 1) == [(AMELIA, ["fleeting"])]


def test_target_players_reserve_counts(runner: CliRunner, cache_dir: Path) -> None:
    for option, tokens in ((1, 1), (2, 2)):
        data = scenario(runner, cache_dir, "target_player.json", 5, option)
        cards = data["state"]["players"][0]["companion_expedition"]["cards"]
        assert [c.get("token") for c in cards] == ["Ordis Recruit"] * tokens


# Nurture: "Up to two target Characters each gain 1 boost" (the second another one)


def test_up_to_two_targets_may_stop(runner: CliRunner, cache_dir: Path) -> None:
    first = scenario(runner, cache_dir, "target_up_to.json", 2)
    assert [a["text"] for a in first["legal_actions"]] == [
        "Nurture: up to two target Characters: Axiom Salvager (Hero expedition)",
        "Nurture: up to two target Characters: Amelia Earhart (opponent's Hero expedition)",
        "Nurture: up to two target Characters: no target",
    ]
    second = scenario(runner, cache_dir, "target_up_to.json", 2, 1)
    assert offered(second) == [
        ("target", AMELIA, "hero", "opponent", 0),
        ("target", "Nurture: up to two target Characters: no target", None, "mine", 0),
    ]
    for answers, boosted in (
        ((1, 1), [1, 1]),
        ((1, 2), [1, 0]),
        ((2, 1), [1, 1]),  # Amelia first, then Axiom Salvager
        ((2, 2), [0, 1]),
        ((3,), [0, 0]),  # no target: the card asks no more
    ):
        data = scenario(runner, cache_dir, "target_up_to.json", 2, *answers)
        assert data["legal_actions"][0]["kind"] == "pass"
        players = data["state"]["players"]
        mine, theirs = boosts(players[0], "hero_expedition"), boosts(players[1], "hero_expedition")
        assert [mine[0][1], theirs[0][1]] == boosted


# Mothcatcher Wand: "{J} Exhaust target card in Reserve" (either player's)


def test_a_target_card_in_either_reserve(runner: CliRunner, cache_dir: Path) -> None:
    data = scenario(runner, cache_dir, "target_reserve_card.json", 2)
    assert offered(data) == [
        ("target", AMELIA, "reserve", "mine", 0),
        ("target", KELON, "reserve", "opponent", 0),
        ("target", SALVAGER, "reserve", "opponent", 0),
    ]

    def exhausted(players: Any, p: int) -> list[tuple[str, bool]]:
        return [(c["ref"], c["exhausted"]) for c in players[p]["reserve"]]

    for option, mine, theirs in (
        (1, [(AMELIA, True)], [(KELON, False), (SALVAGER, False)]),
        (2, [(AMELIA, False)], [(KELON, True), (SALVAGER, False)]),
        (3, [(AMELIA, False)], [(KELON, False), (SALVAGER, True)]),
    ):
        players = scenario(runner, cache_dir, "target_reserve_card.json", 2, option)["state"]
        assert (exhausted(players["players"], 0), exhausted(players["players"], 1)) == (
            mine,
            theirs,
        )


# Sakarabru's Fury: "Target Expedition moves backwards one region" (mine at regions 2 and 5,
# the opponent's at 1 and 6)


def test_target_expedition_on_either_side(runner: CliRunner, cache_dir: Path) -> None:
    data = scenario(runner, cache_dir, "target_any_expedition.json", 2)
    assert [(a["kind"], a["zone"], a.get("side", "mine")) for a in data["legal_actions"]] == [
        ("expedition", "hero", "mine"),
        ("expedition", "companion", "mine"),
        ("expedition", "hero", "opponent"),
        ("expedition", "companion", "opponent"),
    ]
    for option, regions in (
        (1, [(1, 5), (1, 6)]),
        (2, [(2, 6), (1, 6)]),
        (3, [(2, 5), (0, 6)]),
        (4, [(2, 5), (1, 7)]),
    ):
        players = scenario(runner, cache_dir, "target_any_expedition.json", 2, option)["state"]
        assert [
            (p["hero_expedition"]["region"], p["companion_expedition"]["region"])
            for p in players["players"]
        ] == regions


# The Hare: "{H} If you are first player, target player becomes first player."


def test_target_player_becomes_first_player(runner: CliRunner, cache_dir: Path) -> None:
    data = scenario(runner, cache_dir, "target_first_player.json", 2)
    assert [a["text"] for a in data["legal_actions"]] == [
        "The Hare: target player: you",
        "The Hare: target player: opponent",
    ]
    me = scenario(runner, cache_dir, "target_first_player.json", 2, 1)
    assert (me["state"]["first_player"], me["log"][-1]) == (
        0,
        "day 2 P0: The Hare: target player: you",
    )
    them = scenario(runner, cache_dir, "target_first_player.json", 2, 2)
    assert (them["state"]["first_player"], them["log"][-1]) == (
        1,
        "day 2 P0 - first-player opponent",
    )


# Hooked: "Target Character switches Expeditions" (the player's own)


def test_target_character_switches(runner: CliRunner, cache_dir: Path) -> None:
    data = scenario(runner, cache_dir, "target_switch.json", 2)
    assert offered(data) == [
        ("target", SALVAGER, "hero", "mine", 0),
        ("target", AMELIA, "hero", "mine", 0),
    ]
    for option, stays, goes in ((1, AMELIA, SALVAGER), (2, SALVAGER, AMELIA)):
        player = scenario(runner, cache_dir, "target_switch.json", 2, option)["state"]["players"][0]
        assert [c["ref"] for c in player["hero_expedition"]["cards"]] == [stays]
        assert [c["ref"] for c in player["companion_expedition"]["cards"]] == [goes]


# Catch of the Day: "Return target Character or Permanent controlled by another player to its
# owner's hand" (Kelon Elemental, mine, is not offered); the opponent has Armored Jammer, a
# Landmark
JAMMER = "ALT_CORE_B_AX_28_C"


def test_a_target_controlled_by_another_player(runner: CliRunner, cache_dir: Path) -> None:
    data = scenario(runner, cache_dir, "target_theirs.json", 2)
    assert offered(data) == [
        ("target", SALVAGER, "hero", "opponent", 0),
        ("target", JAMMER, "landmarks", "opponent", 0),
    ]
    assert data["legal_actions"][1]["text"] == (
        "Catch of the Day: target Character or Permanent: Armored Jammer (opponent's Landmarks)"
    )
    for option, returned in ((1, SALVAGER), (2, JAMMER)):
        opponent = scenario(runner, cache_dir, "target_theirs.json", 2, option)["state"]
        assert opponent["players"][1]["hand"] == [returned]
