"""Qualifiers read exactly, through ``altered-deck engine scenario``: "You may" gives the
player a "no" (or "no target"), "you control" keeps a target on the player's own side. Each
position is played by player 0 and, mirrored, by player 1. Position:
tests/fixtures/scenarios/sides.json (empty sides, changed per test)."""

from __future__ import annotations

import pytest

from tests.engine.kit import AMELIA, ARMORER, SALVAGER
from tests.engine.test_scenario_sides import expedition, statuses
from tests.engine.test_scenario_targets import Table, offered, zone

WELL, RIPTIDE = "ALT_CYCLONE_B_YZ_82_C", "ALT_CYCLONE_B_LY_77_R1"
NYALA, WESTERN_WIND_R1 = "ALT_DUSTER_B_LY_90_C", "ALT_CYCLONE_B_LY_79_R1"


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_give_target_character_a_boost_has_no_target(table: Table, player: int) -> None:
    # The Well of Tears: "When you play a card with Base Cost {4} or more — You may give
    # target Character 1 boost"; Lost in the Riptide (Base Cost 4) returns the opponent's
    # Salvager, then the Well offers Amelia or no target
    path = table.position(
        player,
        "sides",
        RIPTIDE,
        p0_landmarks=[WELL],
        p0_hero_expedition=expedition(1, AMELIA),
        p1_hero_expedition=expedition(1, SALVAGER),
    )
    data = table.after(path, 2, 2)
    assert offered(data) == [
        ("target", AMELIA, "mine", player),
        ("target", "no target", "mine", player),
    ]
    boosted = table.after(path, 2, 2, 1)
    assert statuses(boosted, player, "hero_expedition") == [(AMELIA, [], 1)]
    declined = table.after(path, 2, 2, 2)
    assert statuses(declined, player, "hero_expedition") == [(AMELIA, [], 0)]
    assert zone(declined, 1 - player, "hero_expedition") == []


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_exchange_can_be_declined(table: Table, player: int) -> None:
    # Nyala, Night Reveler: "{H} If I'm [In Contact], you may exchange a card from your
    # Reserve with a card from your hand": in contact with the opponent's Amelia
    path, offers = table.play(
        player,
        "sides",
        NYALA,
        ARMORER,
        p0_reserve=[SALVAGER],
        p0_hero_expedition=expedition(3),
        p1_hero_expedition=expedition(3, AMELIA),
    )
    assert [a[:2] for a in offers] == [("may", "yes"), ("may", "no")]
    declined = table.after(path, 2, 2)
    assert declined["state"]["players"][player]["hand"] == [ARMORER]
    assert zone(declined, player, "reserve") == [(SALVAGER, False)]
    exchanged = table.after(path, 2, 1)
    assert exchanged["state"]["players"][player]["hand"] == [SALVAGER]
    assert zone(exchanged, player, "reserve") == [(ARMORER, False)]


@pytest.mark.parametrize("player", [0, 1])
def test_target_expedition_you_control_offers_only_mine(table: Table, player: int) -> None:
    # The Western Wind (R1): "Target Expedition you control moves backwards one region. If
    # it does, move your other Expedition forward one region"
    path, offers = table.play(
        player,
        "sides",
        WESTERN_WIND_R1,
        p0_hero_expedition=expedition(2),
        p0_companion_expedition=expedition(5),
        p1_hero_expedition=expedition(2),
        p1_companion_expedition=expedition(5),
    )
    assert [a[2] for a in offers] == ["mine", "mine"]
    done = table.after(path, 2, 2)
    me = done["state"]["players"][player]
    assert (me["hero_expedition"]["region"], me["companion_expedition"]["region"]) == (3, 6)
