"""Rules points of Complete Rules 5.0 played through ``altered-deck engine scenario``: each
position is a file under tests/fixtures/scenarios/ (``rules_*.json``), edited where a test
needs a variant, and the outcome asserted exactly (costs, limits, legal actions, the log)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli
from tests.engine.kit import AMELIA, ARMORER, KELON, SALVAGER, SCENARIOS

SCROOGE_MORE = "ALT_ALIZE_B_OR_37_R1"  # "Cards played from Reserve cost {1} more."
SCROOGE_LESS = "ALT_ALIZE_B_OR_37_R2"  # "... cost {1} less, down to a minimum of {1}."


def position(name: str) -> Any:
    return json.loads((SCENARIOS / name).read_text(encoding="utf-8"))


def scenario(cache_dir: Path, tmp_path: Path, state: Any, *applies: int) -> Any:
    """Play ``state`` (written to a file) with ``applies`` and return the JSON output."""
    path = tmp_path / "position.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    args = [str(path), "--json", *[f"--apply={a}" for a in applies]]
    result = CliRunner().invoke(cli, ["--cache-dir", str(cache_dir), "engine", "scenario", *args])
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def texts(data: Any) -> list[str]:
    return [a["text"] for a in data["legal_actions"]]


# --- 5.1.2.f: a cost change without "your" is every player's ----------------------------------


@pytest.mark.parametrize(
    ("mine", "theirs", "kelon", "amelia"),
    [
        ([], [SCROOGE_MORE], 3, 2),  # the opponent's Scrooge: my Reserve cards cost 1 more
        ([], [SCROOGE_LESS], 1, 1),  # ... 1 less, down to 1 (Kelon 2 -> 1, Amelia stays 1)
        ([SCROOGE_MORE], [], 3, 2),  # my own Scrooge: my Reserve cards too
        # both: every increase first, then the decrease with its floor (Amelia 1 -> 2 -> 1;
        # the cut first would leave 1 and the increase then make it 2)
        ([SCROOGE_LESS], [SCROOGE_MORE], 2, 1),
        ([], [], 2, 1),  # no Scrooge: the printed Reserve Costs
    ],
)
def test_cards_played_from_reserve_cost_more_or_less_for_both_players(
    cache_dir: Path, tmp_path: Path, mine: list[str], theirs: list[str], kelon: int, amelia: int
) -> None:
    state = position("rules_reserve_cost.json")
    state["players"][0]["hero_expedition"]["cards"] = mine
    state["players"][1]["hero_expedition"]["cards"] = theirs
    data = scenario(cache_dir, tmp_path, state)
    assert texts(data) == [
        "pass",
        f"play Kelon Elemental from Reserve for {kelon} mana into the Hero expedition",
        f"play Kelon Elemental from Reserve for {kelon} mana into the Companion expedition",
        f"play Amelia Earhart from Reserve for {amelia} mana into the Hero expedition",
        f"play Amelia Earhart from Reserve for {amelia} mana into the Companion expedition",
    ]
    played = scenario(cache_dir, tmp_path, state, 2)
    assert played["log"] == [
        f"day 2 P0: play Kelon Elemental from Reserve for {kelon} mana into the Hero expedition"
    ]
    assert played["state"]["players"][0]["mana"] == {"orbs": 5, "ready": 5 - kelon}


# --- 3.2.10.b, 4.2.5.c: "All Reserve limits are reduced by one" is both players' ------------

SIMURGH = "ALT_BISE_B_OR_58_R1"  # {I} All Reserve limits are reduced by one.


def reserves(data: Any) -> list[tuple[list[str], list[str]]]:
    """Each player's (Reserve, discard pile) references."""
    return [
        ([u["ref"] for u in p.get("reserve", [])], p.get("discard", []))
        for p in data["state"]["players"]
    ]


@pytest.mark.parametrize(
    ("option", "discarded", "kept"),
    [
        (1, SIMURGH, AMELIA),  # P0 discards Simurgh: P1's limit is 1 all the same
        (2, AMELIA, SIMURGH),
    ],
)
def test_simurgh_reduces_both_players_reserve_limits_at_clean_up(
    cache_dir: Path, tmp_path: Path, option: int, discarded: str, kept: str
) -> None:
    # no Heroes: both limits 2 (3.2.10.b), 1 with Simurgh ready in P0's Reserve; the
    # discards of 4.2.5.c are simultaneous, so P0 discarding Simurgh first changes nothing
    state = position("rules_reserve_limit.json")
    data = scenario(cache_dir, tmp_path, state, 1, 1)
    assert texts(data) == [
        "Clean-up: Discard a Reserve card (limit 1): Simurgh (Reserve)",
        "Clean-up: Discard a Reserve card (limit 1): Amelia Earhart (Reserve)",
    ]
    data = scenario(cache_dir, tmp_path, state, 1, 1, option)
    assert texts(data) == [
        "Clean-up: Discard a Reserve card (limit 1): Kelon Elemental (Reserve)",
        "Clean-up: Discard a Reserve card (limit 1): Foundry Armorer (Reserve)",
        "Clean-up: Discard a Reserve card (limit 1): Axiom Salvager (Reserve)",
    ]
    data = scenario(cache_dir, tmp_path, state, 1, 1, option, 1, 1)
    assert reserves(data) == [([kept], [discarded]), ([SALVAGER], [KELON, ARMORER])]


def test_the_opponents_simurgh_reduces_your_reserve_limit(cache_dir: Path, tmp_path: Path) -> None:
    state = position("rules_reserve_limit.json")
    mine, theirs = state["players"]
    mine["reserve"], theirs["reserve"] = theirs["reserve"], [SIMURGH]
    data = scenario(cache_dir, tmp_path, state, 1, 1, 1, 1)
    assert data["log"][6:] == [
        "day 2 P0: Clean-up: Discard a Reserve card (limit 1): Kelon Elemental (Reserve)",
        "day 2 P0: Clean-up: Discard a Reserve card (limit 1): Foundry Armorer (Reserve)",
    ]
    assert reserves(data) == [([SALVAGER], [KELON, ARMORER]), ([SIMURGH], [])]


def test_the_first_player_chooses_first_at_clean_up(cache_dir: Path, tmp_path: Path) -> None:
    # 4.2.5.c (Remark): the first player makes their Clean-up choice known first, then the
    # second; P1 is first player today: P1 picks, then P0, whatever the seats' order
    state = position("rules_reserve_limit.json")
    state["first_player"], state["turn"] = 1, 1
    data = scenario(cache_dir, tmp_path, state, 1, 1)
    assert {a["player"] for a in data["legal_actions"]} == {1}
    assert texts(data) == [
        "Clean-up: Discard a Reserve card (limit 1): Kelon Elemental (Reserve)",
        "Clean-up: Discard a Reserve card (limit 1): Foundry Armorer (Reserve)",
        "Clean-up: Discard a Reserve card (limit 1): Axiom Salvager (Reserve)",
    ]
    data = scenario(cache_dir, tmp_path, state, 1, 1, 1, 1)
    assert {a["player"] for a in data["legal_actions"]} == {0}
    assert texts(data) == [
        "Clean-up: Discard a Reserve card (limit 1): Simurgh (Reserve)",
        "Clean-up: Discard a Reserve card (limit 1): Amelia Earhart (Reserve)",
    ]
    data = scenario(cache_dir, tmp_path, state, 1, 1, 1, 1, 2)
    assert reserves(data) == [([SIMURGH], [AMELIA]), ([SALVAGER], [KELON, ARMORER])]
    assert data["log"][-3:] == [
        "day 2 P1: Clean-up: Discard a Reserve card (limit 1): Kelon Elemental (Reserve)",
        "day 2 P1: Clean-up: Discard a Reserve card (limit 1): Foundry Armorer (Reserve)",
        "day 2 P0: Clean-up: Discard a Reserve card (limit 1): Amelia Earhart (Reserve)",
    ]


# --- a Hero's {T} ability is a legal action (Lindiwe & Maw) ------------------------------------

HERO_TAP = [
    "pass",
    "exhaust Lindiwe & Maw (Hero) for its ability, aimed at the Hero expedition",
    "exhaust Lindiwe & Maw (Hero) for its ability, aimed at the Companion expedition",
]


@pytest.mark.parametrize(
    ("first_player", "ready", "offered", "left"),
    [
        (0, 1, HERO_TAP, 1),  # the first player: {T} alone
        (1, 1, HERO_TAP, 0),  # "This action costs {1} more if you are not the first player"
        (1, 0, ["pass"], None),  # ... which the second player cannot pay with no ready Mana
        (0, 0, HERO_TAP, 0),
    ],
)
def test_lindiwe_and_maws_ability_is_offered_and_priced_by_who_is_first(
    cache_dir: Path, tmp_path: Path, first_player: int, ready: int, offered: list[str], left: int
) -> None:
    # Lindiwe & Maw: "{T} : Create a [Maw 0/0/0] Companion token in your Companion Expedition
    # with "When you sacrifice a Character — I gain 2 boosts". This action costs {1} more if
    # you are not the first player."
    state = position("rules_hero_tap.json")
    state["first_player"] = first_player
    state["players"][0]["mana"]["ready"] = ready
    assert texts(scenario(cache_dir, tmp_path, state)) == offered
    if left is None:
        return
    data = scenario(cache_dir, tmp_path, state, 2)
    assert data["log"] == [
        "day 2 P0: exhaust Lindiwe & Maw (Hero) for its ability, aimed at the Hero expedition",
        "day 2 P0 - hero Lindiwe & Maw",
        "day 2 P0 - token Maw Companion",
    ]
    me = data["state"]["players"][0]
    assert (me["mana"], me["hero_exhausted"]) == ({"orbs": 1, "ready": left}, True)
    assert me["companion_expedition"]["cards"] == [
        {"token": "Maw", "boosts": 0, "status": [], "exhausted": False, "counters": {}}
    ]


def test_the_maw_token_gains_two_boosts_when_you_sacrifice_a_character(
    cache_dir: Path, tmp_path: Path
) -> None:
    # Gift of Self: "Sacrifice a Character. If you do, draw two cards."; Kelon is sacrificed
    state = position("rules_hero_tap.json")
    me = state["players"][0]
    me["mana"], me["hero_exhausted"] = {"orbs": 2, "ready": 2}, True
    me["hand"] = ["ALT_CORE_B_YZ_20_C"]
    me["hero_expedition"]["cards"] = [KELON]
    me["companion_expedition"]["cards"] = [{"token": "Maw"}]
    data = scenario(cache_dir, tmp_path, state, 2, 1)
    assert data["log"][1:] == [
        "day 2 P0: Gift of Self: Sacrifice: Kelon Elemental (Hero expedition)",
        "day 2 P0 - sacrifice Kelon Elemental",
    ]
    (maw,) = data["state"]["players"][0]["companion_expedition"]["cards"]
    assert (maw["token"], maw["boosts"]) == ("Maw", 2)


# --- 4.2.4 then 4.2.5: the log has the Dusk lines before the Night's Clean-up ------------------

DUSK = [
    f"day 2 P{p} Dusk: {name} expedition on region {region} (FMW) F 0 M 0 W 0, does not move"
    for p in (0, 1)
    for name, region in (("Hero", 0), ("Companion", 7))
]


def test_the_clean_up_lines_come_after_the_days_dusk_lines(cache_dir: Path, tmp_path: Path) -> None:
    state = position("rules_reserve_limit.json")
    data = scenario(cache_dir, tmp_path, state, 1, 1, 2, 1, 1)
    assert data["log"] == [
        "day 2 P0: pass",
        "day 2 P1: pass",
        *DUSK,
        "day 2 P0: Clean-up: Discard a Reserve card (limit 1): Amelia Earhart (Reserve)",
        "day 2 P1: Clean-up: Discard a Reserve card (limit 1): Kelon Elemental (Reserve)",
        "day 2 P1: Clean-up: Discard a Reserve card (limit 1): Foundry Armorer (Reserve)",
    ]


def test_a_saved_clean_up_answered_after_a_replay_logs_after_the_dusk_lines(
    cache_dir: Path, tmp_path: Path
) -> None:
    # the position saved while P1 picks (what came before it is not logged on a replay)
    waiting = scenario(cache_dir, tmp_path, position("rules_reserve_limit.json"), 1, 1, 2, 1)
    assert waiting["state"]["resolving"] == [1, 2, 1]
    data = scenario(cache_dir, tmp_path, waiting["state"], 1)
    assert data["log"] == [
        *DUSK,
        "day 2 P1: Clean-up: Discard a Reserve card (limit 1): Foundry Armorer (Reserve)",
    ]
    assert reserves(data)[1] == ([SALVAGER], [KELON, ARMORER])
