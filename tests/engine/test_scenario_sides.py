"""Targets on every side the text allows, through ``altered-deck engine scenario``: "target
Character", "target Permanent" and "target Expedition" without "you control" may be either
player's (a compulsory one takes the player's own when only theirs is legal, 6.5.a/b), and
with "you control" only the player's own. Each position is played by player 0 and, mirrored,
by player 1. Position: tests/fixtures/scenarios/sides.json (empty sides, changed per test)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.kit import AMELIA, KELON, SALVAGER
from tests.engine.test_scenario_targets import Table, offered, zone

SILENT_NIGHT, NEVENKA = "ALT_ALIZE_B_LY_41_C", "ALT_BISE_B_LY_01_C"
METAMORPHOSIS, X_MARKS, RIPTIDE = (
    "ALT_BISE_B_YZ_60_C",
    "ALT_BISE_B_LY_60_C",
    "ALT_CYCLONE_B_LY_77_R1",
)
FAIR_FOX, JAMMER = "ALT_BISE_B_MU_51_R1", "ALT_CORE_B_AX_28_C"
ENCORE, FIRE_RABBIT, WESTERN_WIND = (
    "ALT_BISE_B_LY_59_R1",
    "ALT_ALIZE_B_BR_32_C",
    "ALT_CYCLONE_B_LY_79_C",
)
LYRA_FESTIVAL, KURAOKAMI = "ALT_COREKS_B_LY_29_R1", "ALT_ALIZE_P_OR_48_R1"
INFORMANT, SASKIA = "ALT_BISE_B_YZ_53_C", "ALT_ALIZE_A_MU_35_R1"
DAEDALUS, SAP_DUENDE = "ALT_BISE_A_LY_53_C", "ALT_BISE_B_LY_61_R1"
DELLA = "ALT_DUSTERCB_P_AX_85_C_001"
ARMORER, SOAR, NURSE = "ALT_CORE_B_AX_16_C", "ALT_CYCLONE_B_OR_79_R1", "ALT_BISE_B_YZ_51_R1"
DECK = [KELON, ARMORER, KELON]  # the fixture's deck, top first


def expedition(region: int, *cards: Any) -> dict[str, Any]:
    return {"region": region, "cards": list(cards)}


def statuses(data: Any, seat: int, where: str) -> list[tuple[str, list[str], int]]:
    cards = data["state"]["players"][seat][where]["cards"]
    return [(c.get("ref", c.get("token")), c["status"], c["boosts"]) for c in cards]


@pytest.mark.parametrize(("player", "die"), [(0, 2), (1, 1)])
def test_target_a_character_then_roll_may_be_the_opponents(
    table: Table, player: int, die: int
) -> None:
    # Silent Night: "Target a Character, then roll a die. On a 4+, it gains [[Anchored]];
    # 1-3, [[Asleep]]": only the opponent has Characters, both are offered
    theirs = expedition(1, SALVAGER, AMELIA)
    path, offers = table.play(player, "sides", SILENT_NIGHT, p1_hero_expedition=theirs)
    assert offers == [
        ("target", SALVAGER, "opponent", player),
        ("target", AMELIA, "opponent", player),
    ]
    done = table.after(path, 2, 2)
    assert statuses(done, 1 - player, "hero_expedition") == [
        (SALVAGER, [], 0),
        (AMELIA, ["asleep"], 0),
    ]
    assert done["log"][-1] == f"day 2 P{player} - die {die}"


@pytest.mark.parametrize("player", [0, 1])
def test_target_a_character_you_control_offers_only_mine(table: Table, player: int) -> None:
    # Nevenka & Blotch: "{T} : Target a Character you control, then roll a die ...": the
    # opponent's Salvager is not offered
    path = table.position(
        player,
        "sides",
        p0_hero=NEVENKA,
        p0_hero_expedition=expedition(1, SALVAGER, AMELIA),
        p1_hero_expedition=expedition(1, SALVAGER),
    )
    assert offered(table.after(path, 2)) == [  # 2: its {T} ability
        ("target", SALVAGER, "mine", player),
        ("target", AMELIA, "mine", player),
    ]


@pytest.mark.parametrize("player", [0, 1])
def test_discard_target_character_then_a_token_may_be_my_own(table: Table, player: int) -> None:
    # Metamorphosis: "Discard target Character, then create a [Mana Moth 2/2/2] Illusion
    # token in its Expedition": only the player has Characters
    path, offers = table.play(
        player, "sides", METAMORPHOSIS, p0_hero_expedition=expedition(1, SALVAGER, AMELIA)
    )
    assert offers == [
        ("target", SALVAGER, "mine", player),
        ("target", AMELIA, "mine", player),
    ]
    done = table.after(path, 2, 1)
    assert statuses(done, player, "hero_expedition") == [(AMELIA, [], 0), ("Mana Moth", [], 0)]
    assert done["state"]["players"][player]["discard"] == [SALVAGER, METAMORPHOSIS]
    assert done["log"][-2:] == [
        f"day 2 P{player} - discard Axiom Salvager",
        f"day 2 P{player} - token Mana Moth Hero",
    ]


@pytest.mark.parametrize("player", [0, 1])
def test_send_target_character_to_its_owners_deck_takes_my_own_when_only_mine(
    table: Table, player: int
) -> None:
    # X Marks the Spot ("Send target Character to the Xth position of its owner's deck") and
    # Lost in the Riptide ("Return target Character to the top of its owner's deck"): the
    # player's Salvager is the only Character, so it is the target (compulsory, 6.5.a/b)
    mine = expedition(1, SALVAGER)
    marked = table.after(table.position(player, "sides", X_MARKS, p0_hero_expedition=mine), 2)
    die = int(marked["log"][-2].rsplit(" ", 1)[1])
    assert marked["log"][-1] == f"day 2 P{player} - to-deck Axiom Salvager {die}"
    assert marked["state"]["players"][player]["deck"] == [
        *DECK[: die - 1],
        SALVAGER,
        *DECK[die - 1 :],
    ]
    returned = table.after(table.position(player, "sides", RIPTIDE, p0_hero_expedition=mine), 2)
    assert returned["state"]["players"][player]["deck"] == [SALVAGER, *DECK]
    assert zone(returned, player, "hero_expedition") == []
    assert returned["log"][-1] == f"day 2 P{player} - to-deck Axiom Salvager"


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_pay_to_discard_target_permanent_may_be_my_own_or_none(
    table: Table, player: int
) -> None:
    # Fair Fox: "{H} You may pay {1} to discard target Permanent with Hand Cost {2} or less.
    # If you do, its controller [Resupplies]": the player's own Landmark, or no target
    path, offers = table.play(player, "sides", FAIR_FOX, p0_landmarks=[JAMMER])
    assert offers == [
        ("target", JAMMER, "mine", player),
        ("target", "no target", "mine", player),
    ]
    done = table.after(path, 2, 1)
    me = done["state"]["players"][player]
    assert (me["discard"], me["landmarks"], me["deck"]) == ([JAMMER], [], DECK[1:])
    assert [c["ref"] for c in me["reserve"]] == [KELON]  # the Resupply: the deck's top
    assert me["mana"]["ready"] == 8 - 2 - 1
    declined = table.after(path, 2, 2)
    assert declined["state"]["players"][player]["mana"]["ready"] == 8 - 2
    assert zone(declined, player, "landmarks") == [(JAMMER, False)]


@pytest.mark.parametrize("player", [0, 1])
def test_statuses_and_boosts_fall_on_the_opponent_when_only_theirs_is_legal(
    table: Table, player: int
) -> None:
    # Encore: "Target [[Fleeting]] or [[Boosted]] Character gains [[Anchored]]": only the
    # opponent's boosted Amelia qualifies
    theirs = expedition(1, SALVAGER, {"ref": AMELIA, "boosts": 1})
    encore = table.after(table.position(player, "sides", ENCORE, p1_hero_expedition=theirs), 2)
    assert statuses(encore, 1 - player, "hero_expedition") == [
        (SALVAGER, [], 0),
        (AMELIA, ["anchored"], 1),
    ]
    # Fire Rabbit: "{H} You may have me gain [[Fleeting]]. If you do, another target
    # Character gains 1 boost": the opponent's Salvager is the only other Character
    path, offers = table.play(
        player, "sides", FIRE_RABBIT, p1_hero_expedition=expedition(1, SALVAGER)
    )
    assert offers == [("may", "yes", "mine", player), ("may", "no", "mine", player)]
    done = table.after(path, 2, 1)
    assert statuses(done, 1 - player, "hero_expedition") == [(SALVAGER, [], 1)]
    assert statuses(done, player, "hero_expedition") == [(FIRE_RABBIT, ["fleeting"], 0)]


@pytest.mark.parametrize("player", [0, 1])
def test_target_expedition_moves_backwards_may_be_the_opponents(table: Table, player: int) -> None:
    # The Western Wind: "Target Expedition moves backwards one region. If it does, its
    # controller moves their other Expedition forward one region"
    path, offers = table.play(
        player,
        "sides",
        WESTERN_WIND,
        p1_hero_expedition=expedition(2),
        p1_companion_expedition=expedition(5),
    )
    assert [a[2] for a in offers] == ["mine", "mine", "opponent", "opponent"]
    done = table.after(path, 2, 3)
    them = done["state"]["players"][1 - player]
    assert (them["hero_expedition"]["region"], them["companion_expedition"]["region"]) == (1, 4)
    assert done["log"][-2:] == [
        f"day 2 P{1 - player} - back Hero",
        f"day 2 P{1 - player} - move Companion",
    ]


@pytest.mark.parametrize("player", [0, 1])
def test_target_expedition_ascends_may_be_the_opponents(table: Table, player: int) -> None:
    # Soar: "Target Expedition [Ascends].  You may give 1 boost to target Character in an
    # Ascended Expedition.": the opponent's Hero expedition Ascends, then their Amelia (in
    # it) or no target
    path, offers = table.play(player, "sides", SOAR, p1_hero_expedition=expedition(1, AMELIA))
    assert [a[2] for a in offers] == ["mine", "mine", "opponent", "opponent"]
    ascended = table.after(path, 2, 3)
    assert offered(ascended) == [
        ("target", AMELIA, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    done = table.after(path, 2, 3, 1)
    assert statuses(done, 1 - player, "hero_expedition") == [(AMELIA, [], 1)]
    assert done["log"][-1] == f"day 2 P{1 - player} - ascend Hero"


@pytest.mark.parametrize("player", [0, 1])
def test_you_may_sacrifice_a_character_offers_the_source_itself(table: Table, player: int) -> None:
    # Yzmir Nurse: "{H} You may sacrifice a Character. If you do, target Character gains 2
    # boosts": the Nurse is the player's only Character; sacrificed, the boost goes to the
    # opponent's Salvager (the only Character left: taken without asking)
    path, offers = table.play(player, "sides", NURSE, p1_hero_expedition=expedition(1, SALVAGER))
    assert offers == [
        ("card", NURSE, "mine", player),
        ("card", "sacrifice nothing", "mine", player),
    ]
    done = table.after(path, 2, 1)
    assert zone(done, player, "hero_expedition") == []
    assert done["state"]["players"][player]["discard"] == [NURSE]
    assert statuses(done, 1 - player, "hero_expedition") == [(SALVAGER, [], 2)]


@pytest.mark.parametrize("player", [0, 1])
def test_target_character_gains_a_status_of_three_may_be_the_opponents(
    table: Table, player: int
) -> None:
    # Lyra Festival: "{J} Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]]":
    # the opponent's Salvager is the only Character (taken without asking), the status is the
    # player's choice (Sierra & Oddball's "You may exhaust me" declined first)
    path = table.position(
        player, "sides", LYRA_FESTIVAL, p1_hero_expedition=expedition(1, SALVAGER)
    )
    data = table.after(path, 2, 2)
    assert [a[:2] for a in offered(data)] == [
        ("choose", "[[Fleeting]]"),
        ("choose", "[[Anchored]]"),
        ("choose", "[[Asleep]]"),
    ]
    done = table.after(path, 2, 2, 3)
    assert statuses(done, 1 - player, "hero_expedition") == [(SALVAGER, ["asleep"], 0)]


@pytest.mark.parametrize("player", [0, 1])
def test_target_an_expedition_thats_ahead_may_be_the_opponents(table: Table, player: int) -> None:
    # Kuraokami Unbound: "{H} Exhaust all cards in Reserve. Then, target an Expedition that's
    # ahead. Each of its Characters gains [[Asleep]]": the opponent's Hero expedition (region
    # 3) is ahead of the player's (region 1), the only one ahead
    theirs = expedition(3, SALVAGER, AMELIA)
    path = table.position(player, "sides", KURAOKAMI, p1_hero_expedition=theirs)
    done = table.after(path, 2)
    assert statuses(done, 1 - player, "hero_expedition") == [
        (SALVAGER, ["asleep"], 0),
        (AMELIA, ["asleep"], 0),
    ]
    # the player's Hero expedition (3 against 1) and the opponent's Companion expedition (3
    # regions from its start against 1) are ahead: both offered
    mine = expedition(3, KELON)
    both = table.position(
        player,
        "sides",
        KURAOKAMI,
        p0_hero_expedition=mine,
        p1_hero_expedition=expedition(1, SALVAGER),
        p1_companion_expedition=expedition(4, AMELIA),
    )
    data = table.after(both, 2)
    assert [a[1:3] for a in offered(data)] == [
        ("Hero expedition", "mine"),
        ("opponent's Companion expedition", "opponent"),
    ]


@pytest.mark.parametrize("player", [0, 1])
def test_remove_up_to_counters_from_target_card_may_be_my_own(table: Table, player: int) -> None:
    # Qorgan Informant: "{H} Remove up to 2 counters from target card in play or in
    # Reserve": only the player has cards in play (Amelia with 2 boosts, and the Informant);
    # the one card with counters is the target, then how many (or "none")
    path, offers = table.play(
        player, "sides", INFORMANT, p0_hero_expedition=expedition(1, {"ref": AMELIA, "boosts": 2})
    )
    assert [a[:2] for a in offers] == [
        ("up to", "remove 2"),
        ("up to", "remove 1"),
        ("up to", "none"),
    ]
    one = table.after(path, 2, 2)
    assert statuses(one, player, "hero_expedition") == [(AMELIA, [], 1), (INFORMANT, [], 0)]
    none = table.after(path, 2, 3)
    assert statuses(none, player, "hero_expedition") == [(AMELIA, [], 2), (INFORMANT, [], 0)]


@pytest.mark.parametrize("player", [0, 1])
def test_any_number_of_target_characters_may_be_the_opponents(table: Table, player: int) -> None:
    # Saskia, Sly Naturalist: "{J} Any number of other target Characters in {V} each gain 2
    # boosts": the opponent's two Characters in region 1 (Forest), one at a time, then "no
    # target" stops
    path, offers = table.play(
        player, "sides", SASKIA, p1_hero_expedition=expedition(1, SALVAGER, AMELIA)
    )
    assert offers == [
        ("target", SALVAGER, "opponent", player),
        ("target", AMELIA, "opponent", player),
        ("target", "no target", "mine", player),
    ]
    after_one = table.after(path, 2, 1)
    assert [a[1] for a in offered(after_one)] == [AMELIA, "no target"]
    done = table.after(path, 2, 1, 2)
    assert statuses(done, 1 - player, "hero_expedition") == [(SALVAGER, [], 2), (AMELIA, [], 0)]


@pytest.mark.parametrize("player", [0, 1])
def test_target_characters_in_reserve_may_be_the_opponents(table: Table, player: int) -> None:
    # Daedalus: "{H} Target a Character in Reserve, then roll a die ..." and Sap Duende:
    # "Target two Characters in play or in Reserve and exchange their boosts": only the
    # opponent has Characters in Reserve (and in play)
    daedalus = table.position(player, "sides", DAEDALUS, p1_reserve=[SALVAGER, AMELIA])
    assert offered(table.after(daedalus, 2)) == [
        ("target", SALVAGER, "opponent", player),
        ("target", AMELIA, "opponent", player),
    ]
    duende = table.position(
        player,
        "sides",
        SAP_DUENDE,
        p1_hero_expedition=expedition(1, {"ref": SALVAGER, "boosts": 2}),
        p1_reserve=[AMELIA],
    )
    assert offered(table.after(duende, 2)) == [
        ("target", SALVAGER, "opponent", player),
        ("target", AMELIA, "opponent", player),
    ]
    done = table.after(duende, 2, 1)  # then Amelia, the only one left
    assert statuses(done, 1 - player, "hero_expedition") == [(SALVAGER, [], 0)]
    assert done["state"]["players"][1 - player]["reserve"][0]["boosts"] == 2


@pytest.mark.parametrize("player", [0, 1])
def test_ready_target_permanent_or_card_in_reserve_may_be_the_opponents(
    table: Table, player: int
) -> None:
    # Della & Bolt: "{T} : Ready target Permanent in play or target card in Reserve": only
    # the opponent has an exhausted Landmark and an exhausted Reserve card
    path = table.position(
        player,
        "sides",
        p0_hero=DELLA,
        p1_landmarks=[{"ref": JAMMER, "exhausted": True}],
        p1_reserve=[{"ref": SALVAGER, "exhausted": True}],
    )
    assert offered(table.after(path, 2)) == [  # 2: its {T} ability
        ("target", JAMMER, "opponent", player),
        ("target", SALVAGER, "opponent", player),
    ]
    done = table.after(path, 2, 2)
    assert zone(done, 1 - player, "reserve") == [(SALVAGER, False)]
    assert zone(done, 1 - player, "landmarks") == [(JAMMER, True)]
