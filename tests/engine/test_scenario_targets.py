"""Targets read strictly, through ``altered-deck engine scenario``: a compulsory "target
Character" takes the player's own when only theirs is legal (6.5.a/b), a Tough cost is never
forced (7.4.7.d), "you may" always offers "no target". Each position is played by player 0
and, mirrored, by player 1. Positions: tests/fixtures/scenarios/."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.engine.kit import SALVAGER, SCENARIOS
from tests.engine.test_scenario import as_json, run

FREEZE, ACHILLES, DOROTHY = "ALT_ALIZE_B_YZ_40_C", "ALT_CORE_B_BR_21_C", "ALT_CORE_B_YZ_16_C"


def position(name: str, tmp_path: Path, player: int, **change: Any) -> Path:
    """The scenario ``name`` as ``player`` acts in it (1: the two players swapped), with the
    players' fields in ``change`` ("p0_hero_expedition": the acting player's...) replaced."""
    data = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))
    for key, value in change.items():
        seat, field = int(key[1]), key[3:]
        data["players"][seat][field] = value
    if player:
        data["players"].reverse()
        data["turn"] = 1
    path = tmp_path / f"{name}-{player}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def scenario(runner: CliRunner, cache_dir: Path, path: Path, *applied: int) -> Any:
    args = [a for n in applied for a in ("--apply", str(n))]
    return as_json(run(runner, cache_dir, str(path), *args, "--json"))


def offered(data: Any) -> list[tuple[str, str, str, int]]:
    """(kind, card or text, side, player) of each legal action."""
    return [
        (
            a["kind"],
            a.get("card", a["text"].rsplit(": ", 1)[-1]),
            a.get("side", "mine"),
            a["player"],
        )
        for a in data["legal_actions"]
    ]


PLAY_FIRST = 2
"""The legal action that plays the first card the acting player can play (1 passes): the
first of their hand, else of their Reserve."""


@dataclass(frozen=True)
class Table:
    """Where a scenario test plays its positions (the ``table`` fixture): the CLI runner, the
    card cache, and the folder the positions are written to."""

    runner: CliRunner
    cache_dir: Path
    tmp_path: Path

    def play(
        self, player: int, name: str, *hand: str, **change: Any
    ) -> tuple[Path, list[tuple[str, str, str, int]]]:
        """The scenario ``name`` as ``player`` acts in it (``hand``, when given, their hand;
        the fields of ``change`` replaced, as :func:`position` reads them): its file, for the
        answers the test applies next, and what is offered once the first card they can play
        is played (:data:`PLAY_FIRST`)."""
        path = self.position(player, name, *hand, **change)
        return path, offered(self.after(path, PLAY_FIRST))

    def position(self, player: int, name: str, *hand: str, **change: Any) -> Path:
        """The file of the scenario ``name`` as ``player`` acts in it (``hand``, when given,
        their hand; the fields of ``change`` replaced, as :func:`position` reads them)."""
        if hand:
            change["p0_hand"] = list(hand)
        return position(name, self.tmp_path, player, **change)

    def after(self, path: Path, *applied: int) -> Any:
        """The printed state of the position ``path`` once ``applied`` are applied."""
        return scenario(self.runner, self.cache_dir, path, *applied)


def zone(data: Any, seat: int, where: str) -> list[tuple[str, bool]]:
    cards = data["state"]["players"][seat][where]
    cards = cards["cards"] if isinstance(cards, dict) else cards
    return [(c["ref"], c["exhausted"]) for c in cards]


@pytest.mark.parametrize("player", [0, 1])
def test_a_compulsory_target_is_my_own_when_only_mine_is_legal(table: Table, player: int) -> None:
    # Freeze: "Send target Character to Reserve, then exhaust it": my Achilles is the only
    # Character in play, so it is the target (one legal option: taken without asking)
    path = table.position(player, "compulsory_target")
    data = table.after(path, 2)
    assert offered(data) == [("pass", "pass", "mine", 1 - player)]  # no decision: their turn
    assert zone(data, player, "reserve") == [(ACHILLES, True), (FREEZE, True)]
    assert zone(data, player, "hero_expedition") == []
    assert data["log"][-1] == f"day 2 P{player} - to-reserve Achilles"


@pytest.mark.parametrize("player", [0, 1])
def test_a_tough_cost_is_never_forced(table: Table, player: int) -> None:
    # the only Character is the opponent's Achilles ([Tough 1]): pay 1 and send it, or not
    hero = {"region": 1, "cards": [ACHILLES]}
    empty = {"region": 1, "cards": []}
    path, offers = table.play(
        player, "compulsory_target", p0_hero_expedition=empty, p1_hero_expedition=hero
    )
    assert offers == [
        ("target", ACHILLES, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    paid = table.after(path, 2, 1)
    assert zone(paid, 1 - player, "reserve") == [(ACHILLES, True)]
    assert paid["state"]["players"][player]["mana"]["ready"] == 0  # 5 - Freeze's 4 - Tough 1
    assert paid["log"][-2:] == [
        f"day 2 P{player} - tough Achilles 1",
        f"day 2 P{player} - opponent to-reserve Achilles",
    ]
    declined = table.after(path, 2, 2)
    assert zone(declined, 1 - player, "hero_expedition") == [(ACHILLES, False)]
    assert declined["state"]["players"][player]["mana"]["ready"] == 1
    assert zone(declined, player, "reserve") == [(FREEZE, True)]


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_send_target_character_to_reserve_can_be_declined(
    table: Table, player: int
) -> None:
    # Dorothy Gale: "{H} You may send target Character to Reserve"; the opponent has Axiom
    # Salvager: Dorothy herself, the Salvager, or no target
    path, offers = table.play(player, "you_may_target")
    assert offers == [
        ("target", DOROTHY, "mine", player),
        ("target", SALVAGER, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    herself = table.after(path, 2, 1)
    assert zone(herself, player, "reserve") == [(DOROTHY, False)]
    assert zone(herself, 1 - player, "hero_expedition") == [(SALVAGER, False)]
    theirs = table.after(path, 2, 2)
    assert zone(theirs, player, "hero_expedition") == [(DOROTHY, False)]
    assert zone(theirs, 1 - player, "reserve") == [(SALVAGER, False)]
    declined = table.after(path, 2, 3)
    assert zone(declined, player, "hero_expedition") == [(DOROTHY, False)]
    assert zone(declined, 1 - player, "hero_expedition") == [(SALVAGER, False)]
    assert zone(declined, 1 - player, "reserve") == []


EROS, TENGU, AMELIA, KELON = (
    "ALT_ALIZE_B_BR_40_C",
    "ALT_CYCLONE_B_BR_70_R1",
    "ALT_CORE_B_AX_11_C",
    "ALT_CORE_B_AX_04_C",
)


def in_play(data: Any, seat: int) -> list[str]:
    side = data["state"]["players"][seat]
    return [c["ref"] for e in ("hero_expedition", "companion_expedition") for c in side[e]["cards"]]


@pytest.mark.parametrize("player", [0, 1])
def test_which_card_you_may_immediately_play_is_the_players(table: Table, player: int) -> None:
    # Eros: "{J} You may immediately play a Character for {3} less": every Character of the
    # hand and the Reserve that can be paid, and "play nothing"
    path = table.position(player, "play_now")
    data = table.after(path, 2)
    assert offered(data) == [
        ("card", AMELIA, "mine", player),
        ("card", SALVAGER, "mine", player),
        ("card", KELON, "mine", player),
        ("card", "play nothing", "mine", player),
    ]
    assert [a["zone"] for a in data["legal_actions"][:3]] == ["hand", "hand", "reserve"]
    for option, played in ((1, AMELIA), (2, SALVAGER), (3, KELON)):
        after = table.after(path, 2, option, 2)  # (it joins: Companion)
        assert in_play(after, player) == [EROS, played]
        assert after["state"]["players"][player]["mana"]["ready"] == 2  # 9 - 7 - 0 (3 less)
    declined = table.after(path, 2, 4)
    assert in_play(declined, player) == [EROS]
    assert len(declined["state"]["players"][player]["hand"]) == 2


@pytest.mark.parametrize("player", [0, 1])
def test_which_card_rush_plays_is_the_players(table: Table, player: int) -> None:
    # Tengu: "{J} You may [Rush]. If you do, my Expedition [Ascends]": yes or no, then which
    path = table.position(player, "rush")
    data = table.after(path, 2)
    assert offered(data) == [("may", "yes", "mine", player), ("may", "no", "mine", player)]
    data = table.after(path, 2, 1)
    assert offered(data) == [
        ("card", AMELIA, "mine", player),
        ("card", SALVAGER, "mine", player),
        ("card", KELON, "mine", player),
    ]
    for option, played, ready in ((1, AMELIA, 1), (2, SALVAGER, 3), (3, KELON, 2)):
        after = table.after(path, 2, 1, option, 2)  # (it joins: Companion)
        assert in_play(after, player) == [TENGU, played]
        assert after["state"]["players"][player]["mana"]["ready"] == ready  # 6 - 2 - its cost
    assert in_play(table.after(path, 2, 2), player) == [TENGU]


SCRAMBLER = "ALT_CORE_B_AX_15_C"


@pytest.mark.parametrize("player", [0, 1])
def test_which_card_a_sabotage_discards_is_the_players(table: Table, player: int) -> None:
    # Axiom Scrambler: "{H} [Sabotage]" (discard up to one target card from a Reserve): my
    # Reserve's cards, the opponent's, or no target
    path = table.position(player, "sabotage")
    data = table.after(path, 2)
    assert data["legal_actions"][0]["text"] == (
        "Axiom Scrambler: [Sabotage]: Kelon Elemental (Reserve)"
    )
    assert offered(data) == [
        ("target", KELON, "mine", player),
        ("target", AMELIA, "opponent", player),
        ("target", SALVAGER, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    mine = table.after(path, 2, 1)
    assert zone(mine, player, "reserve") == []
    assert mine["state"]["players"][player]["discard"] == [KELON]
    for option, kept in ((2, SALVAGER), (3, AMELIA)):
        theirs = table.after(path, 2, option)
        assert zone(theirs, 1 - player, "reserve") == [(kept, False)]
        assert theirs["state"]["players"][1 - player]["discard"] == [
            AMELIA if kept == SALVAGER else SALVAGER
        ]
        assert zone(theirs, player, "reserve") == [(KELON, False)]
    declined = table.after(path, 2, 4)
    assert zone(declined, player, "reserve") == [(KELON, False)]
    assert zone(declined, 1 - player, "reserve") == [(AMELIA, False), (SALVAGER, False)]


@pytest.mark.parametrize("player", [0, 1])
def test_target_players_landmarks_may_be_the_opponents(table: Table, player: int) -> None:
    # Demolition Expert: "{H} Create an [Aerolith] token in target player's Landmarks"
    path, offers = table.play(player, "target_player_landmarks")
    assert offers == [
        ("target", "you", "mine", player),
        ("target", "opponent", "opponent", player),
    ]
    for option, owner in ((1, player), (2, 1 - player)):
        after = table.after(path, 2, option)
        landmarks = [[c.get("token") for c in p["landmarks"]] for p in after["state"]["players"]]
        assert landmarks[owner] == ["Aerolith"] and landmarks[1 - owner] == []
    assert table.after(path, 2, 2)["log"][-1] == (
        f"day 2 P{player} - opponent token Aerolith Landmarks"
    )


SAP_OVERFLOW, ARMORER = "ALT_BISE_B_AX_59_C", "ALT_CORE_B_AX_16_C"


@pytest.mark.parametrize("player", [0, 1])
def test_target_character_in_play_or_in_reserve_offers_both_reserves(
    table: Table, player: int
) -> None:
    # Sap Overflow: "Discard target Character in play or in Reserve"
    path = table.position(player, "target_in_any_reserve")
    data = table.after(path, 2)
    assert offered(data) == [
        ("target", SALVAGER, "mine", player),
        ("target", KELON, "mine", player),
        ("target", AMELIA, "opponent", player),
        ("target", ARMORER, "opponent", player),
    ]
    assert [a["zone"] for a in data["legal_actions"]] == ["hero", "reserve", "hero", "reserve"]
    for option, owner, hit in ((1, player, SALVAGER), (2, player, KELON)):
        after = table.after(path, 2, option)["state"]["players"]
        assert sorted(after[owner]["discard"]) == sorted([hit, SAP_OVERFLOW])
        assert after[1 - owner]["discard"] == []
    for option, hit in ((3, AMELIA), (4, ARMORER)):
        after = table.after(path, 2, option)["state"]["players"]
        assert after[1 - player]["discard"] == [hit]
        assert after[player]["discard"] == [SAP_OVERFLOW]
    assert table.after(path, 2, 4)["state"]["players"][1 - player]["reserve"] == []


SASKIA = "ALT_ALIZE_B_MU_35_C"


def boosted(data: Any, seat: int) -> list[tuple[str, int]]:
    side = data["state"]["players"][seat]["hero_expedition"]["cards"]
    return [(c["ref"], c["boosts"]) for c in side]


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_give_boosts_offers_both_sides_and_no(table: Table, player: int) -> None:
    # Saskia, Sly Naturalist: "{J} You may give 2 boosts to another target Character in {V}"
    # (both Hero regions are Forest; Achilles' [Tough 1] cannot be paid: not offered)
    path, offers = table.play(player, "you_may_boost")
    assert offers == [
        ("target", KELON, "mine", player),
        ("target", AMELIA, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    mine = table.after(path, 2, 1)
    assert boosted(mine, player) == [(KELON, 2), (SASKIA, 0)]
    assert boosted(mine, 1 - player) == [(AMELIA, 0), (ACHILLES, 0)]
    theirs = table.after(path, 2, 2)
    assert boosted(theirs, player) == [(KELON, 0), (SASKIA, 0)]
    assert boosted(theirs, 1 - player) == [(AMELIA, 2), (ACHILLES, 0)]
    declined = table.after(path, 2, 3)
    assert boosted(declined, player) == [(KELON, 0), (SASKIA, 0)]
    assert boosted(declined, 1 - player) == [(AMELIA, 0), (ACHILLES, 0)]


SNIFFER = "ALT_BISE_B_AX_49_R1"


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_augment_target_card_offers_both_sides_and_no(table: Table, player: int) -> None:
    # Sap Sniffer: "{J} You may [Augment] target card in play or in Reserve": the cards with
    # counters (boosts) of both sides; Achilles' [Tough 1] cannot be paid: not offered
    path, offers = table.play(player, "augment")
    assert offers == [
        ("target", KELON, "mine", player),
        ("target", AMELIA, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    mine = table.after(path, 2, 1)
    assert boosted(mine, player) == [(KELON, 2), (SNIFFER, 0)]
    assert boosted(mine, 1 - player) == [(AMELIA, 2)]
    theirs = table.after(path, 2, 2)
    assert boosted(theirs, player) == [(KELON, 1), (SNIFFER, 0)]
    assert boosted(theirs, 1 - player) == [(AMELIA, 3)]
    declined = table.after(path, 2, 3)
    assert boosted(declined, player) == [(KELON, 1), (SNIFFER, 0)]
    assert boosted(declined, 1 - player) == [(AMELIA, 2)]


def expeditions(data: Any, seat: int) -> list[list[str]]:
    side = data["state"]["players"][seat]
    return [
        [c["ref"] for c in side[e]["cards"]] for e in ("hero_expedition", "companion_expedition")
    ]


@pytest.mark.parametrize("player", [0, 1])
def test_target_character_switches_expeditions_on_either_side(table: Table, player: int) -> None:
    # Hooked: "Target Character switches Expeditions" (compulsory: no "no target"; Achilles'
    # [Tough 1] cannot be paid after Hooked: not offered)
    path, offers = table.play(player, "switch_any")
    assert offers == [
        ("target", KELON, "mine", player),
        ("target", AMELIA, "opponent", player),
    ]
    mine = table.after(path, 2, 1)
    assert expeditions(mine, player) == [[], [KELON]]
    assert expeditions(mine, 1 - player) == [[AMELIA], [ACHILLES]]
    theirs = table.after(path, 2, 2)
    assert expeditions(theirs, player) == [[KELON], []]
    assert expeditions(theirs, 1 - player) == [[], [ACHILLES, AMELIA]]
    assert theirs["log"][-1] == f"day 2 P{player} - opponent switch Amelia Earhart Companion"


PROTOTYPE = "ALT_BISE_B_AX_57_R1"


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_spend_a_counter_can_be_declined(table: Table, player: int) -> None:
    # Enhanced Prototype: "{R} You may spend 1 counter from a card you control or in your
    # Reserve to ready two Mana Orbs" (played from Reserve for all 6 Mana; Kelon has a boost)
    path, offers = table.play(player, "you_may_spend_counter")
    assert offers == [("may", "yes", "mine", player), ("may", "no", "mine", player)]
    spent = table.after(path, 2, 1)
    assert boosted(spent, player) == [(KELON, 0), (PROTOTYPE, 0)]
    assert spent["state"]["players"][player]["mana"]["ready"] == 2
    kept = table.after(path, 2, 2)
    assert boosted(kept, player) == [(KELON, 1), (PROTOTYPE, 0)]
    assert kept["state"]["players"][player]["mana"]["ready"] == 0


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_immediately_play_a_character_that_gains_a_status(
    table: Table, player: int
) -> None:
    # Eros (R2): "{J} You may immediately play a Character for {3} less. It gains
    # [[Anchored]]": the Characters of the hand and the Reserve, or play nothing
    hand = ["ALT_ALIZE_B_BR_40_R2", AMELIA, SALVAGER]
    path, offers = table.play(player, "play_now", *hand)
    assert offers == [
        ("card", AMELIA, "mine", player),
        ("card", SALVAGER, "mine", player),
        ("card", KELON, "mine", player),
        ("card", "play nothing", "mine", player),
    ]
    played = table.after(path, 2, 2, 2)["state"]["players"][player]
    assert [(c["ref"], c["status"]) for c in played["companion_expedition"]["cards"]] == [
        (SALVAGER, ["anchored"])
    ]
    declined = table.after(path, 2, 4)["state"]["players"][player]
    assert declined["companion_expedition"]["cards"] == []
    assert declined["hand"] == [AMELIA, SALVAGER]


def tokens(data: Any, seat: int) -> list[list[str]]:
    side = data["state"]["players"][seat]
    return [
        [c.get("token") or c["ref"] for c in side[e]["cards"]]
        for e in ("hero_expedition", "companion_expedition")
    ]


@pytest.mark.parametrize("player", [0, 1])
def test_a_token_in_target_expedition_may_go_to_either_side(table: Table, player: int) -> None:
    # Moth to a Flame: "Create a [Mana Moth 2/2/2] Illusion token in target Expedition": any
    # of the four expeditions (no "you control"), the one the play chose first
    path, offers = table.play(player, "token_target_expedition")
    assert offers == [
        ("expedition", "Hero expedition", "mine", player),
        ("expedition", "Companion expedition", "mine", player),
        ("expedition", "opponent's Hero expedition", "opponent", player),
        ("expedition", "opponent's Companion expedition", "opponent", player),
    ]
    for option, seat, where in (
        (1, player, 0),
        (2, player, 1),
        (3, 1 - player, 0),
        (4, 1 - player, 1),
    ):
        after = table.after(path, 2, option)
        made: list[list[str]] = [[], []]
        made[where] = ["Mana Moth"]
        assert tokens(after, seat) == made
        assert tokens(after, 1 - seat) == [[], []]
    assert table.after(path, 2, 4)["log"][-1] == (
        f"day 2 P{player} - opponent token Mana Moth Companion"
    )


BLIZZARD, DRILLMOLE = "ALT_ALIZE_B_YZ_42_C", "ALT_BISE_B_AX_52_C"


@pytest.mark.parametrize("player", [0, 1])
def test_each_character_from_target_expedition_may_be_on_either_side(
    table: Table, player: int
) -> None:
    # Blizzard: "Send to Reserve each Character from target Expedition, then exhaust them":
    # any of the four expeditions (no "you control"), the player's own included
    path, offers = table.play(player, "each_in_target_expedition")
    assert offers == [
        ("expedition", "Hero expedition", "mine", player),
        ("expedition", "Companion expedition", "mine", player),
        ("expedition", "opponent's Hero expedition", "opponent", player),
        ("expedition", "opponent's Companion expedition", "opponent", player),
    ]
    mine = table.after(path, 2, 1)
    assert zone(mine, player, "reserve") == [(KELON, True)]
    assert expeditions(mine, player) == [[], []]
    assert expeditions(mine, 1 - player) == [[AMELIA], [DRILLMOLE]]
    empty = table.after(path, 2, 2)
    assert expeditions(empty, player) == [[KELON], []]
    assert expeditions(empty, 1 - player) == [[AMELIA], [DRILLMOLE]]
    for option, sent, kept in ((3, AMELIA, [[], [DRILLMOLE]]), (4, DRILLMOLE, [[AMELIA], []])):
        theirs = table.after(path, 2, option)
        assert zone(theirs, 1 - player, "reserve") == [(sent, True)]
        assert expeditions(theirs, 1 - player) == kept
        assert expeditions(theirs, player) == [[KELON], []]


def statuses(data: Any, seat: int) -> list[list[tuple[str, int, list[str]]]]:
    side = data["state"]["players"][seat]
    return [
        [(c["ref"], c["boosts"], c["status"]) for c in side[e]["cards"]]
        for e in ("hero_expedition", "companion_expedition")
    ]


@pytest.mark.parametrize("player", [0, 1])
def test_target_character_gains_asleep_then_you_may_give_it_boosts(
    table: Table, player: int
) -> None:
    # Beauty Sleep (R1): "Target Character gains [[Asleep]]. You may give it 2 boosts": a
    # Character of either side, then yes or no
    path, offers = table.play(player, "asleep_then_boosts")
    assert offers == [
        ("target", KELON, "mine", player),
        ("target", AMELIA, "opponent", player),
        ("target", DRILLMOLE, "opponent", player),
    ]
    asked = table.after(path, 2, 3)
    assert offered(asked) == [("may", "yes", "mine", player), ("may", "no", "mine", player)]
    for option, boosts in ((1, 2), (2, 0)):
        mine = table.after(path, 2, 1, option)
        assert statuses(mine, player) == [[(KELON, boosts, ["asleep"])], []]
        assert statuses(mine, 1 - player) == [[(AMELIA, 0, [])], [(DRILLMOLE, 0, [])]]
        theirs = table.after(path, 2, 3, option)
        assert statuses(theirs, player) == [[(KELON, 0, [])], []]
        assert statuses(theirs, 1 - player) == [
            [(AMELIA, 0, [])],
            [(DRILLMOLE, boosts, ["asleep"])],
        ]
        assert theirs["log"][-1] == f"day 2 P{player} - opponent asleep Drillmole"


def reserve_boosts(data: Any, seat: int) -> list[tuple[str, int]]:
    return [(c["ref"], c["boosts"]) for c in data["state"]["players"][seat]["reserve"]]


@pytest.mark.parametrize("player", [0, 1])
def test_target_character_in_reserve_may_be_in_either_reserve(table: Table, player: int) -> None:
    # Cuppa Sap: "Target Character in Reserve gains 2 boosts": a Character of either Reserve
    # (no "your"); the player's own the hint
    path = table.position(player, "target_in_reserve")
    data = table.after(path, 2)
    assert offered(data) == [
        ("target", KELON, "mine", player),
        ("target", AMELIA, "opponent", player),
        ("target", DRILLMOLE, "opponent", player),
    ]
    assert data["legal_actions"][1]["text"] == (
        "Cuppa Sap: target Character in Reserve: Amelia Earhart (opponent's Reserve)"
    )
    cuppa = "ALT_BISE_B_BR_60_C"
    for option, mine, theirs in (
        (1, [(KELON, 2), (cuppa, 0)], [(AMELIA, 0), (DRILLMOLE, 0)]),
        (2, [(KELON, 0), (cuppa, 0)], [(AMELIA, 2), (DRILLMOLE, 0)]),
        (3, [(KELON, 0), (cuppa, 0)], [(AMELIA, 0), (DRILLMOLE, 2)]),
    ):
        after = table.after(path, 2, option)
        assert reserve_boosts(after, player) == mine
        assert reserve_boosts(after, 1 - player) == theirs


SLEIGHT = "ALT_ALIZE_B_LY_39_C"


@pytest.mark.parametrize("player", [0, 1])
def test_which_cards_an_exchange_swaps_is_the_players(table: Table, player: int) -> None:
    # Sleight of Hand: "Exchange target card in your Reserve with a card from your hand":
    # which Reserve card, then which hand card
    path = table.position(player, "exchange")
    data = table.after(path, 2)
    assert offered(data) == [("card", KELON, "mine", player), ("card", ARMORER, "mine", player)]
    data = table.after(path, 2, 2)
    assert offered(data) == [("card", AMELIA, "mine", player), ("card", DRILLMOLE, "mine", player)]
    for taken, given, kept in ((1, 1, ARMORER), (2, 2, KELON)):
        after = table.after(path, 2, taken, given)["state"]["players"][player]
        swapped = (KELON, ARMORER)[taken - 1]
        put_back = (AMELIA, DRILLMOLE)[given - 1]
        assert after["hand"] == [(DRILLMOLE, AMELIA)[given - 1], swapped]
        assert [c["ref"] for c in after["reserve"]] == [kept, put_back, SLEIGHT]


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_exhaust_target_card_in_reserve_can_be_declined(table: Table, player: int) -> None:
    # Jack Frost: "{H} You may exhaust target card in Reserve": a card of either Reserve, or
    # no target
    path, offers = table.play(player, "you_may_exhaust_in_reserve")
    assert offers == [
        ("target", KELON, "mine", player),
        ("target", AMELIA, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    for option, mine, theirs in ((1, True, False), (2, False, True), (3, False, False)):
        after = table.after(path, 2, option)
        assert zone(after, player, "reserve") == [(KELON, mine)]
        assert zone(after, 1 - player, "reserve") == [(AMELIA, theirs)]


def regions(data: Any, seat: int) -> list[int]:
    side = data["state"]["players"][seat]
    return [side[e]["region"] for e in ("hero_expedition", "companion_expedition")]


@pytest.mark.parametrize("player", [0, 1])
def test_target_expedition_moves_forward_on_either_side(table: Table, player: int) -> None:
    # Small Step, Giant Leap: "Target Expedition moves forward one region": any of the four
    path, offers = table.play(player, "target_expedition_forward")
    assert offers == [
        ("expedition", "Hero expedition", "mine", player),
        ("expedition", "Companion expedition", "mine", player),
        ("expedition", "opponent's Hero expedition", "opponent", player),
        ("expedition", "opponent's Companion expedition", "opponent", player),
    ]
    for option, mine, theirs in (
        (1, [3, 5], [1, 6]),
        (2, [2, 4], [1, 6]),
        (3, [2, 5], [2, 6]),
        (4, [2, 5], [1, 5]),
    ):
        after = table.after(path, 2, option)
        assert (regions(after, player), regions(after, 1 - player)) == (mine, theirs)
