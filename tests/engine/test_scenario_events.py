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


def play(cache_dir: Path, tmp_path: Path, players: list[Any], *applies: int, seat: int = 0) -> Any:
    """Write the Day 2 Afternoon position of ``players`` (the first to act) to a file, apply
    ``applies`` with ``engine scenario`` and return its JSON; ``seat`` 1: the same position
    mirrored (the players swapped, player 1 to act)."""
    position = {
        "as_of": "2026-03-01",
        "day": 2,
        "phase": "afternoon",
        "turn": seat,
        "first_player": 0,
        "players": players[::-1] if seat else players,
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
@pytest.mark.parametrize("seat", [0, 1])
def test_a_status_the_opponent_gives_is_seen_by_the_card_that_gains_it(
    cache_dir: Path, tmp_path: Path, warden: str, expected: dict[str, Any], seat: int
) -> None:
    # Beauty Sleep: "Target Character gains [[Asleep]]." on the opponent's only Character
    players = [
        player(hand=["ALT_CORE_B_MU_28_C"]),
        player(hero_expedition={"region": 1, "cards": [warden]}),
    ]
    data = play(cache_dir, tmp_path, players, 2, seat=seat)
    assert data["log"][-1] == f"day 2 P{seat} - opponent asleep Ordis Nightwarden"
    assert expedition(data, seat) == []
    (card,) = expedition(data, 1 - seat)
    assert (card["ref"], card.get("boosts", 0), card.get("status", [])) == (
        warden,
        expected["boosts"],
        expected["status"],
    )


# --- removal by the opponent ------------------------------------------------------------------


@pytest.mark.parametrize("seat", [0, 1])
def test_removal_by_the_opponent_runs_for_each_of_my_boosts(
    cache_dir: Path, tmp_path: Path, seat: int
) -> None:
    # Kelon Burst, option 1: "Send to Reserve target Character with Hand Cost {4} or less" on
    # Bravos Excavator: "When I leave the Expedition zone, for each of my boosts — Another
    # target Character in your Reserve gains 1 boost." (2 boosts: Kelon Elemental gains 2)
    excavator = {"ref": "ALT_BISE_B_BR_53_C", "boosts": 2}
    players = [
        player(hand=["ALT_CORE_B_AX_23_C"]),
        player(reserve=[KELON], hero_expedition={"region": 1, "cards": [excavator]}),
    ]
    data = play(cache_dir, tmp_path, players, 2, 1, seat=seat)
    assert data["log"][-1] == f"day 2 P{seat} - opponent to-reserve Bravos Excavator"
    assert expedition(data, 1 - seat) == []
    reserve = data["state"]["players"][1 - seat]["reserve"]
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


@pytest.mark.parametrize(
    ("watcher", "boosts", "question"),
    [
        # "When I go to Reserve from the Expedition zone — You may return another (target)
        # Character / card from your Reserve to your hand."
        ("ALT_DUSTER_B_BR_89_R1", 0, "Kedarm: You may return a card to your hand"),
        ("ALT_CORE_B_LY_10_C", 0, "Ouroboros Inkcaster: You may return a card to your hand"),
        # "When I go to your Reserve from the Expedition zone, if I had 2 or more boosts — You
        # may put a card from your Reserve in your Mana zone"
        ("ALT_CYCLONE_B_MU_70_R1", 2, "Colorful Cuckoo: You may put a card in Mana"),
    ],
)
def test_removal_by_the_opponent_asks_the_owner_what_going_to_reserve_offers(
    cache_dir: Path, tmp_path: Path, watcher: str, boosts: int, question: str
) -> None:
    players = [
        player(hand=["ALT_CORE_B_AX_23_C"]),
        player(
            reserve=[KELON],
            hero_expedition={"region": 1, "cards": [{"ref": watcher, "boosts": boosts}]},
        ),
    ]
    data = play(cache_dir, tmp_path, players, 2, 1)
    assert [(a["player"], a["text"]) for a in data["legal_actions"]] == [
        (1, f"{question}: yes"),
        (1, f"{question}: no"),
    ]


def test_removal_by_the_opponent_lets_suha_sabotage(cache_dir: Path, tmp_path: Path):
    # Suha, Qorgan Operative: "When I go to Reserve from the Expedition zone — [Sabotage]."
    amelia = "ALT_CORE_B_AX_11_C"
    players = [
        player(hand=["ALT_CORE_B_AX_23_C"], reserve=[amelia]),
        player(hero_expedition={"region": 1, "cards": ["ALT_CYCLONE_B_YZ_70_R1"]}),
    ]
    data = play(cache_dir, tmp_path, players, 2, 1)  # which card: Suha's player decides
    assert [(a["player"], a["text"].rsplit(": ", 1)[1]) for a in data["legal_actions"]] == [
        (1, "Suha, Qorgan Operative (Reserve)"),
        (1, "Amelia Earhart (opponent's Reserve)"),
        (1, "no target"),
    ]
    data = play(cache_dir, tmp_path, players, 2, 1, 2)
    assert data["log"][-1] == "day 2 P1 - sabotage Amelia Earhart"
    assert data["state"]["players"][0]["reserve"] == []
    assert data["state"]["players"][0]["discard"][0] == amelia


def test_removal_by_the_opponent_augments_for_each_of_my_boosts(cache_dir: Path, tmp_path: Path):
    # Bravos Excavator: "When I leave the Expedition zone, for each of my boosts — You may
    # [Augment] target card in play or in Reserve." (2 boosts: Kelon Elemental's 1 becomes 3)
    excavator = {"ref": "ALT_BISE_B_BR_53_R2", "boosts": 2}
    players = [
        player(hand=["ALT_CORE_B_AX_23_C"]),
        player(
            reserve=[{"ref": KELON, "boosts": 1}],
            hero_expedition={"region": 1, "cards": [excavator]},
        ),
    ]
    data = play(cache_dir, tmp_path, players, 2, 1)  # each Augment: the Excavator's player's
    assert [(a["player"], a["text"].rsplit(": ", 1)[1]) for a in data["legal_actions"]] == [
        (1, "Kelon Elemental (Reserve)"),
        (1, "no target"),
    ]
    data = play(cache_dir, tmp_path, players, 2, 1, 1, 1)
    reserve = data["state"]["players"][1]["reserve"]
    assert [(c["ref"], c.get("boosts", 0)) for c in reserve] == [
        (KELON, 3),
        ("ALT_BISE_B_BR_53_R2", 0),
    ]


@pytest.mark.parametrize("seat", [0, 1])
def test_boosts_the_opponent_gives_are_seen_by_the_card_that_gains_them(
    cache_dir: Path, tmp_path: Path, seat: int
) -> None:
    # Helping Hand: "Target Character gains 1 boost and loses [[Fleeting]]." on the opponent's
    # Akhlut: "When I gain 1 or more boosts — You may exhaust ({T}) target card in Reserve."
    armorer = "ALT_CORE_B_AX_16_C"
    players = [
        player(hand=["ALT_CORE_B_BR_25_R2"], reserve=[armorer]),
        player(reserve=[KELON], hero_expedition={"region": 1, "cards": ["ALT_ALIZE_B_BR_38_C"]}),
    ]
    asked = play(cache_dir, tmp_path, players, 2, seat=seat)
    assert [(a["player"], a["text"]) for a in asked["legal_actions"]] == [
        (1 - seat, "Akhlut: target card in Reserve: Kelon Elemental (Reserve)"),
        (1 - seat, "Akhlut: target card in Reserve: Foundry Armorer (opponent's Reserve)"),
        (1 - seat, "Akhlut: target card in Reserve: no target"),  # "You may"
    ]
    data = play(cache_dir, tmp_path, players, 2, 2, seat=seat)
    state = data["state"]["players"]
    assert [(c["ref"], c["exhausted"]) for c in state[seat]["reserve"]] == [
        (armorer, True),
        ("ALT_CORE_B_BR_25_R2", False),
    ]
    assert [(c["ref"], c["exhausted"]) for c in state[1 - seat]["reserve"]] == [(KELON, False)]
    (akhlut,) = expedition(data, 1 - seat)
    assert akhlut["boosts"] == 1


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
@pytest.mark.parametrize("seat", [0, 1])
def test_a_character_switching_into_amaroks_expedition_is_sacrificed(
    cache_dir: Path, tmp_path: Path, amarok: str, boosts: int, seat: int
) -> None:
    players = [
        player(
            hand=["ALT_CORE_B_AX_20_C"],
            hero_expedition={"region": 1, "cards": [amarok]},
            companion_expedition={"region": 6, "cards": [KELON]},
        ),
        player(),
    ]
    data = play(cache_dir, tmp_path, players, 2, 2, seat=seat)  # the target: Kelon Elemental
    assert data["log"][-2:] == [
        f"day 2 P{seat} - switch Kelon Elemental Hero",
        f"day 2 P{seat} - sacrifice Kelon Elemental",
    ]
    assert [(c["ref"], c.get("boosts", 0)) for c in expedition(data, seat)] == [(amarok, boosts)]
    assert expedition(data, seat, "companion_expedition") == []
    assert data["state"]["players"][seat]["discard"] == [KELON]  # sacrificed
    assert expedition(data, 1 - seat) == []


def test_a_token_switching_into_pajus_expedition_joins_it(cache_dir: Path, tmp_path: Path):
    # Paju, Axiom Pilot: "When a Robot or a token joins my Expedition — If I have no boosts, I
    # gain 1 boost, then create an [Aerolith] token in your Landmarks."
    paju = "ALT_CYCLONE_B_AX_70_R1"
    players = [
        player(
            hand=["ALT_CORE_B_AX_20_C"],
            hero_expedition={"region": 1, "cards": [paju]},
            companion_expedition={"region": 6, "cards": [{"token": "Brassbug"}]},
        )
    ]
    data = play(cache_dir, tmp_path, players, 2, 2)  # the target: the Brassbug (option 2)
    assert data["log"][-2:] == [
        "day 2 P0 - switch Brassbug Hero",
        "day 2 P0 - token Aerolith Landmarks",
    ]
    assert [(c.get("ref", c.get("token")), c["boosts"]) for c in expedition(data, 0)] == [
        (paju, 1),
        ("Brassbug", 0),
    ]


@pytest.mark.parametrize(
    ("watcher", "boosts", "log", "question"),
    [
        # "When a Character joins the Expedition facing me — I gain 1 boost."
        ("ALT_CYCLONE_B_MU_72_R1", 1, [], None),  # Drowsy Dodo
        ("ALT_CYCLONE_B_MU_70_C", 1, [], None),  # Colorful Cuckoo
        ("ALT_CYCLONE_B_MU_70_R1", 1, [], None),
        # "... — If I'm facing only one Character, [Resupply]."
        ("ALT_CYCLONE_B_MU_67_R1", 0, ["day 2 P1 - resupply Kelon Elemental"], None),
        # "... — You may have me lose [[Asleep]]." / "You may have me switch Expeditions."
        ("ALT_CYCLONE_B_MU_72_C", 0, [], "Drowsy Dodo: You may have me lose Asleep"),
        ("ALT_CYCLONE_B_MU_71_C", 0, [], "Migratory Crane: You may have me switch Expeditions"),
        ("ALT_CYCLONE_B_MU_71_R1", 0, [], "Migratory Crane: You may have me switch Expeditions"),
    ],
)
def test_a_character_switching_into_the_expedition_facing_me_joins_it(
    cache_dir: Path,
    tmp_path: Path,
    watcher: str,
    boosts: int,
    log: list[str],
    question: str | None,
) -> None:
    # Hooked moves player 0's Kelon Elemental into the Hero expedition, facing the watcher
    players = [
        player(hand=["ALT_CORE_B_AX_20_C"], companion_expedition={"region": 6, "cards": [KELON]}),
        player(hero_expedition={"region": 1, "cards": [{"ref": watcher, "status": ["asleep"]}]}),
    ]
    data = play(cache_dir, tmp_path, players, 2)  # the target: Kelon, or the watcher
    assert [a["text"].rsplit(": ", 1)[1] for a in data["legal_actions"]][:1] == [
        "Kelon Elemental (Companion expedition)"
    ]
    data = play(cache_dir, tmp_path, players, 2, 1)
    if question is not None:
        assert [(a["player"], a["text"]) for a in data["legal_actions"]] == [
            (1, f"{question}: yes"),
            (1, f"{question}: no"),
        ]
        return
    assert data["log"][2:] == ["day 2 P0 - switch Kelon Elemental Hero", *log]
    (card,) = expedition(data, 1)
    assert (card["ref"], card["boosts"]) == (watcher, boosts)


# --- Gifts made by "each player" effects ------------------------------------------------------


@pytest.mark.parametrize(
    "farmer",
    [
        "ALT_DUSTER_B_MU_86_C",  # Rabbit Farmer: "When you make a [Gift] — If I have no boosts,
        "ALT_DUSTER_B_MU_86_R1",  # I gain 1 boost."
    ],
)
@pytest.mark.parametrize("seat", [0, 1])
def test_each_player_drawing_is_a_gift_the_rabbit_farmer_sees(
    cache_dir: Path, tmp_path: Path, farmer: str, seat: int
) -> None:
    players = [
        player(hand=["ALT_CORE_B_MU_12_R1"], companion_expedition={"region": 6, "cards": [farmer]}),
        player(),
    ]
    data = play(cache_dir, tmp_path, players, 2, seat=seat)
    assert data["log"][-1] == f"day 2 P{seat} - gift"
    (card,) = expedition(data, seat, "companion_expedition")
    assert (card["ref"], card["boosts"]) == (farmer, 1)
    assert [len(p["hand"]) for p in data["state"]["players"]] == [1, 1]  # each drew one


PICNIC = "ALT_DUSTERCB_P_MU_100_C"  # Picnic Area, a Landmark


@pytest.mark.parametrize("seat", [0, 1])
def test_each_player_drawing_is_a_gift_the_picnic_area_sees(
    cache_dir: Path, tmp_path: Path, seat: int
) -> None:
    # Picnic Area: "When an opponent receives a [Gift] — You may exhaust me ({T}) to give
    # target Character 1 boost." (the Gift: Daughter of Yggdrasil's "{H} Each player draws a
    # card." makes the opponent draw on its player's turn)
    players = [
        player(hand=["ALT_CORE_B_MU_12_R1"], landmarks=[PICNIC]),
        player(companion_expedition={"region": 6, "cards": [KELON]}),
    ]
    asked = play(cache_dir, tmp_path, players, 2, seat=seat)
    assert [(a["player"], a["text"]) for a in asked["legal_actions"]] == [
        (seat, "Picnic Area: You may exhaust me: yes"),
        (seat, "Picnic Area: You may exhaust me: no"),
    ]
    target = play(cache_dir, tmp_path, players, 2, 1, seat=seat)
    assert [(a["player"], a["text"]) for a in target["legal_actions"]] == [
        (seat, "Picnic Area: target Character: Daughter of Yggdrasil (Hero expedition)"),
        (seat, "Picnic Area: target Character: Kelon Elemental (opponent's Companion expedition)"),
    ]
    data = play(cache_dir, tmp_path, players, 2, 1, 2, seat=seat)
    assert data["log"][-1] == f"day 2 P{seat} - gift"
    state = data["state"]["players"]
    assert [(c["ref"], c["exhausted"]) for c in state[seat]["landmarks"]] == [(PICNIC, True)]
    (kelon,) = expedition(data, 1 - seat, "companion_expedition")
    assert (kelon["ref"], kelon["boosts"]) == (KELON, 1)
    assert [len(p["hand"]) for p in state] == [1, 1]


@pytest.mark.parametrize(
    ("card", "hands", "reserves"),
    [
        ("ALT_CORE_B_MU_12_R1", (2, 1), (0, 0)),  # Daughter of Yggdrasil: "{H} Each player draws"
        ("ALT_CORE_B_MU_05_R1", (0, 0), (2, 1)),  # Kitsune: "{H} Each player [Resupplies]."
        ("ALT_CORE_B_MU_05_C", (2, 1), (0, 0)),  # Kitsune: "{H} Each player draws a card."
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
