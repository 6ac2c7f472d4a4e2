"""One player's moment seen by the cards that watch it, whoever caused it, through
``altered-deck engine scenario``: statuses the opponent gives, removal by the opponent (its
"When I go to Reserve" and "for each of my boosts"), switching expeditions (joining the new
one) and Gifts made by "each player" effects. Each position is written to a file and played
with ``--apply``; the card data is the bundled card cache."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli

KELON = "ALT_CORE_B_AX_04_C"  # Kelon Elemental, a plain Character
DECK = [KELON, "ALT_CORE_B_AX_16_C", "ALT_CORE_B_AX_08_C"]


def player(**zones: Any) -> dict[str, Any]:
    """A player of a position: no Hero, 5 ready Mana, a small deck, given zones."""
    base: dict[str, Any] = {
        "hero": None,
        "deck": DECK,
        "mana": {"orbs": 5, "ready": 5},
        "hero_expedition": {"region": 1, "cards": []},
        "companion_expedition": {"region": 6, "cards": []},
    }
    return base | zones


def play(cache_dir: Path, tmp_path: Path, players: list[Any], *applies: int) -> Any:
    """Write the Day 2 Afternoon position of ``players`` (player 0 to act) to a file, apply
    ``applies`` with ``engine scenario`` and return its JSON."""
    position = {
        "as_of": "2026-03-01",
        "day": 2,
        "phase": "afternoon",
        "turn": 0,
        "first_player": 0,
        "players": players,
    }
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position), encoding="utf-8")
    args = [str(path), "--json", *[f"--apply={a}" for a in applies]]
    result = CliRunner().invoke(cli, ["--cache-dir", str(cache_dir), "engine", "scenario", *args])
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def expedition(data: Any, p: int, which: str = "hero_expedition") -> list[Any]:
    return data["state"]["players"][p][which]["cards"]


# --- statuses the opponent gives --------------------------------------------------------------


@pytest.mark.parametrize(
    ("warden", "expected"),
    [
        # Ordis Nightwarden: "If I would gain [[Asleep]], I gain [[Anchored]] instead."
        ("ALT_ALIZE_B_OR_36_R1", {"boosts": 0, "status": ["anchored"]}),
        # Ordis Nightwarden: "When I gain [[Asleep]] — I gain 1 boost."
        ("ALT_ALIZE_B_OR_36_C", {"boosts": 1, "status": ["asleep"]}),
    ],
)
def test_a_status_the_opponent_gives_is_seen_by_the_card_that_gains_it(
    cache_dir: Path, tmp_path: Path, warden: str, expected: dict[str, Any]
) -> None:
    # Beauty Sleep: "Target Character gains [[Asleep]]." on the opponent's only Character
    players = [
        player(hand=["ALT_CORE_B_MU_28_C"]),
        player(hero_expedition={"region": 1, "cards": [warden]}),
    ]
    data = play(cache_dir, tmp_path, players, 2)
    assert data["log"][-1] == "day 2 P0 - opponent asleep Ordis Nightwarden"
    (card,) = expedition(data, 1)
    assert (card["ref"], card.get("boosts", 0), card.get("status", [])) == (
        warden,
        expected["boosts"],
        expected["status"],
    )


# --- removal by the opponent ------------------------------------------------------------------


def test_removal_by_the_opponent_runs_for_each_of_my_boosts(cache_dir: Path, tmp_path: Path):
    # Kelon Burst, option 1: "Send to Reserve target Character with Hand Cost {4} or less" on
    # Bravos Excavator: "When I leave the Expedition zone, for each of my boosts — Another
    # target Character in your Reserve gains 1 boost." (2 boosts: Kelon Elemental gains 2)
    excavator = {"ref": "ALT_BISE_B_BR_53_C", "boosts": 2}
    players = [
        player(hand=["ALT_CORE_B_AX_23_C"]),
        player(reserve=[KELON], hero_expedition={"region": 1, "cards": [excavator]}),
    ]
    data = play(cache_dir, tmp_path, players, 2, 1)
    assert data["log"][-1] == "day 2 P0 - opponent to-reserve Bravos Excavator"
    reserve = data["state"]["players"][1]["reserve"]
    assert [(c["ref"], c.get("boosts", 0)) for c in reserve] == [
        (KELON, 2),
        ("ALT_BISE_B_BR_53_C", 0),
    ]


def test_removal_by_the_opponent_runs_when_i_go_to_reserve(cache_dir: Path, tmp_path: Path):
    # The Machine in the Ice: "When I go to Reserve from anywhere — Exhaust me ({T})."
    machine = "ALT_ALIZE_B_AX_32_C"
    players = [
        player(hand=["ALT_CORE_B_AX_23_C"]),
        player(hero_expedition={"region": 1, "cards": [machine]}),
    ]
    data = play(cache_dir, tmp_path, players, 2, 1)
    (card,) = data["state"]["players"][1]["reserve"]
    assert (card["ref"], card.get("exhausted")) == (machine, True)


# --- switching expeditions joins the new one --------------------------------------------------


@pytest.mark.parametrize(
    ("watcher", "boosts", "status"),
    [
        # Arcolano Milk: "When a Character joins my Expedition — It gains N boosts and Fleeting."
        ("ALT_ALIZE_B_BR_43_R1", 2, ["fleeting"]),
        ("ALT_ALIZE_B_BR_43_R2", 1, ["fleeting"]),
        ("ALT_ALIZE_B_BR_43_C", 1, ["fleeting"]),
    ],
)
def test_a_character_switching_into_my_expedition_joins_it(
    cache_dir: Path, tmp_path: Path, watcher: str, boosts: int, status: list[str]
) -> None:
    # Hooked: "Target Character switches Expeditions." (Kelon Elemental, into the Hero one)
    players = [
        player(
            hand=["ALT_CORE_B_AX_20_C"],
            hero_expedition={"region": 1, "cards": [watcher]},
            companion_expedition={"region": 6, "cards": [KELON]},
        )
    ]
    data = play(cache_dir, tmp_path, players, 2)
    assert data["log"][-1] == "day 2 P0 - switch Kelon Elemental Hero"
    moved = next(c for c in expedition(data, 0) if c["ref"] == KELON)
    assert (moved.get("boosts", 0), moved.get("status", [])) == (boosts, status)
    assert expedition(data, 0, "companion_expedition") == []


@pytest.mark.parametrize(
    ("amarok", "boosts"),
    [
        ("ALT_ALIZE_B_BR_39_C", 0),  # "When another Character joins my Expedition — Sacrifice it."
        ("ALT_ALIZE_B_BR_39_R1", 1),  # "... Sacrifice it and I gain 1 boost."
    ],
)
def test_a_character_switching_into_amaroks_expedition_is_sacrificed(
    cache_dir: Path, tmp_path: Path, amarok: str, boosts: int
) -> None:
    players = [
        player(
            hand=["ALT_CORE_B_AX_20_C"],
            hero_expedition={"region": 1, "cards": [amarok]},
            companion_expedition={"region": 6, "cards": [KELON]},
        )
    ]
    data = play(cache_dir, tmp_path, players, 2, 2)  # the target: Kelon Elemental (option 2)
    assert data["log"][-2:] == [
        "day 2 P0 - switch Kelon Elemental Hero",
        "day 2 P0 - sacrifice Kelon Elemental",
    ]
    assert [(c["ref"], c.get("boosts", 0)) for c in expedition(data, 0)] == [(amarok, boosts)]


# --- Gifts made by "each player" effects ------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "hands", "reserves"),
    [
        ("ALT_CORE_B_MU_12_R1", (2, 1), (0, 0)),  # Daughter of Yggdrasil: "{H} Each player draws"
        ("ALT_CORE_B_MU_05_R1", (0, 0), (2, 1)),  # Kitsune: "{H} Each player [Resupplies]."
    ],
)
def test_each_player_drawing_is_a_gift_turuun_and_benih_also_receive(
    cache_dir: Path, tmp_path: Path, card: str, hands: tuple[int, int], reserves: tuple[int, int]
) -> None:
    # Turuun & Benih: "When you make a [Gift] — You may exhaust me ({T}) to also receive it."
    players = [player(hero="ALT_DUSTER_B_MU_85_C", hand=[card]), player()]
    asked = play(cache_dir, tmp_path, players, 2)
    assert [a["text"] for a in asked["legal_actions"]] == [
        "Turuun & Benih: You may exhaust me to also receive it: yes",
        "Turuun & Benih: You may exhaust me to also receive it: no",
    ]
    data = play(cache_dir, tmp_path, players, 2, 1)
    log = data["log"]
    assert log[log.index("day 2 P0 - also-receive") + 1] == "day 2 P0 - gift"
    assert log.count("day 2 P0 - gift") == 1
    state = data["state"]["players"]
    assert tuple(len(p["hand"]) for p in state) == hands
    assert tuple(len(p["reserve"]) for p in state) == reserves
    assert state[0]["hero_exhausted"] is True
