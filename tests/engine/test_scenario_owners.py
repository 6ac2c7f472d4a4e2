"""Cards another player owns, through ``altered-deck engine scenario``: "Target player may
immediately play a Character" lets either player be the target, who then decides what to
play from their own hand (Joining Fates); "Target a Character in any Reserve ... Play it"
(Brainwash) and "Target opponent reveals a random card ... you may immediately play it"
(Phoibos) put the opponent's card under the player's control, still the opponent's card,
which leaves play for its owner's zones (1.1.3.d, 1.4.3.a). Each position is played by
player 0 and, mirrored, by player 1. Position: tests/fixtures/scenarios/sides.json (empty
sides, changed per test)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli
from tests.engine.kit import ARMORER, KELON
from tests.engine.test_scenario_targets import Table, offered, position, zone

JOINING_FATES = "ALT_CYCLONE_B_MU_81_R1"


@pytest.mark.parametrize("player", [0, 1])
def test_target_player_may_play_is_the_opponents_decision_from_their_hand(
    table: Table, player: int
) -> None:
    # Joining Fates: "Target player may immediately play a Character for free in their
    # Companion Expedition. It gains [[Anchored]]": the player targets the opponent, who
    # picks one of their own hand's Characters (or nothing) and pays nothing
    path, offers = table.play(player, "sides", JOINING_FATES, p1_hand=[KELON, ARMORER])
    assert offers == [
        ("target", "you", "mine", player),
        ("target", "opponent", "opponent", player),
    ]
    theirs = table.after(path, 2, 2)
    assert offered(theirs) == [
        ("card", KELON, "mine", 1 - player),
        ("card", ARMORER, "mine", 1 - player),
        ("card", "play nothing", "mine", 1 - player),
    ]
    done = table.after(path, 2, 2, 2)
    assert zone(done, 1 - player, "companion_expedition") == [(ARMORER, False)]
    assert done["state"]["players"][1 - player]["companion_expedition"]["cards"][0]["status"] == [
        "anchored"
    ]
    assert done["state"]["players"][1 - player]["hand"] == [KELON]
    assert done["state"]["players"][1 - player]["mana"]["ready"] == 3
    assert zone(done, player, "companion_expedition") == []
    declined = table.after(path, 2, 2, 3)
    assert zone(declined, 1 - player, "companion_expedition") == []
    assert len(declined["state"]["players"][1 - player]["hand"]) == 2


@pytest.mark.parametrize("player", [0, 1])
def test_target_player_may_play_is_mine_when_i_target_myself(table: Table, player: int) -> None:
    # the same, the player targets themself: their own hand's Kelon, in their Companion
    # expedition, Anchored; the opponent's hand untouched
    path = table.position(player, "sides", JOINING_FATES, KELON, p1_hand=[ARMORER])
    mine = table.after(path, 2, 1)
    assert offered(mine) == [
        ("card", KELON, "mine", player),
        ("card", "play nothing", "mine", player),
    ]
    done = table.after(path, 2, 1, 1)
    assert zone(done, player, "companion_expedition") == [(KELON, False)]
    assert done["state"]["players"][1 - player]["hand"] == [ARMORER]
    assert done["state"]["players"][player]["hand"] == []


BRAINWASH = "ALT_CYCLONE_B_YZ_79_C"


@pytest.mark.parametrize("player", [0, 1])
def test_a_character_in_any_reserve_may_be_the_opponents_and_stays_theirs(
    table: Table, player: int
) -> None:
    # Brainwash: "Target a Character in any Reserve with Reserve Cost {2} or less. Play it
    # for free.": my Kelon and the opponent's Kelon are offered (their Foundry Armorer costs
    # {3}); I take theirs, it joins my expedition under my control, Fleeting (2.4.7), and
    # stays the opponent's card (1.1.3.d): at Rest it goes to its owner's discard pile
    path, offers = table.play(
        player, "sides", BRAINWASH, p0_reserve=[KELON], p1_reserve=[KELON, ARMORER]
    )
    assert offers == [
        ("target", KELON, "mine", player),
        ("target", KELON, "opponent", player),
    ]
    done = table.after(path, 2, 2)
    mine = done["state"]["players"][player]
    assert mine["hero_expedition"]["cards"] == [
        {
            "ref": KELON,
            "owner": "opponent",
            "boosts": 0,
            "status": ["fleeting"],
            "exhausted": False,
            "counters": {},
        }
    ]
    assert zone(done, player, "reserve") == [(KELON, False)]
    assert zone(done, 1 - player, "reserve") == [(ARMORER, False)]
    assert mine["mana"]["ready"] == 4  # Brainwash's 4, Kelon free
    rested = table.after(path, 2, 2, 1, 1)  # both pass: Dusk, Night
    assert rested["state"]["players"][player]["hero_expedition"]["cards"] == []
    assert rested["state"]["players"][player]["discard"] == [BRAINWASH]
    assert rested["state"]["players"][1 - player]["discard"] == [KELON]


@pytest.mark.parametrize("player", [0, 1])
def test_the_only_character_in_any_reserve_is_played_without_asking(
    table: Table, player: int
) -> None:
    # Brainwash with one legal target, the opponent's Kelon: "Target ... Play it" is not a
    # "you may", so it is played at once; my own Reserve is empty
    path = table.position(player, "sides", BRAINWASH, p1_reserve=[KELON, ARMORER])
    done = table.after(path, 2)
    assert offered(done) == [  # no decision: the opponent's turn
        ("pass", "pass", "mine", 1 - player),
        ("play", ARMORER, "mine", 1 - player),
        ("play", ARMORER, "mine", 1 - player),
    ]
    assert zone(done, player, "hero_expedition") == [(KELON, False)]
    assert zone(done, 1 - player, "reserve") == [(ARMORER, False)]


@pytest.mark.parametrize("player", [0, 1])
def test_a_position_with_the_opponents_card_in_play_replays(table: Table, player: int) -> None:
    # the printed state names the opponent's card in the player's expedition ("owner":
    # "opponent"); read back, it is the opponent's card still, and leaves for their discard
    borrowed = {"ref": KELON, "owner": "opponent", "status": ["fleeting"]}
    hero = {"region": 1, "cards": [borrowed]}
    path = table.position(player, "sides", p0_hero_expedition=hero)
    data = table.after(path)
    assert data["state"]["players"][player]["hero_expedition"]["cards"][0]["owner"] == "opponent"
    rested = table.after(path, 1, 1)
    assert rested["state"]["players"][player]["discard"] == []
    assert rested["state"]["players"][1 - player]["discard"] == [KELON]


@pytest.mark.parametrize("player", [0, 1])
def test_the_opponents_card_without_fleeting_rests_in_their_reserve(
    table: Table, player: int
) -> None:
    # at Rest a Character goes to Reserve: the opponent's Kelon to the opponent's (3.1.2.c)
    hero = {"region": 1, "cards": [{"ref": KELON, "owner": "opponent"}]}
    path = table.position(player, "sides", p0_hero_expedition=hero)
    rested = table.after(path, 1, 1)
    assert rested["state"]["players"][player]["reserve"] == []
    assert zone(rested, 1 - player, "reserve") == [(KELON, False)]


def test_the_opponents_card_outside_an_expedition_is_refused(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    path = position("sides", tmp_path, 0, p0_reserve=[{"ref": KELON, "owner": "opponent"}])
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "engine", "scenario", str(path)])
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        f'error: {path}: players.0.reserve.0: "owner": "opponent" is for a card in an '
        "expedition of a two-player position (an opponent's card leaves play for its owner's "
        "zones, 1.4.3.a)"
    )


PHOIBOS = "ALT_WCS26_P_LY_98_E"


def phoibos_position(table: Table, player: int, companion: int = 6) -> Path:
    """Phoibos in the player's hand; the opponent's hand: Kelon (the random draw's pick in
    this position), Foundry Armorer. Both Hero expeditions on region 1 (In Contact there)."""
    return table.position(
        player,
        "sides",
        PHOIBOS,
        p1_hand=[KELON, ARMORER],
        p0_companion_expedition={"region": companion, "cards": []},
    )


@pytest.mark.parametrize("player", [0, 1])
def test_a_revealed_card_of_the_opponent_may_be_played_in_contact_and_stays_theirs(
    table: Table, player: int
) -> None:
    # Phoibos, Reka Hexarch: "{H} Target opponent reveals a random card from their hand. If
    # I'm [In Contact], you may immediately play it for free and it gains [[Fleeting]]. If
    # you don't, discard it.": into the Hero expedition, facing theirs: In Contact
    path = phoibos_position(table, player)
    asked = table.after(path, 2)
    assert offered(asked) == [("may", "yes", "mine", player), ("may", "no", "mine", player)]
    where = table.after(path, 2, 1)
    assert [a[1] for a in offered(where)] == ["Hero expedition", "Companion expedition"]
    done = table.after(path, 2, 1, 1)
    mine, theirs = done["state"]["players"][player], done["state"]["players"][1 - player]
    assert mine["hero_expedition"]["cards"][1] == {
        "ref": KELON,
        "owner": "opponent",
        "boosts": 0,
        "status": ["fleeting"],
        "exhausted": False,
        "counters": {},
    }
    assert (mine["mana"]["ready"], theirs["hand"], theirs["discard"]) == (1, [ARMORER], [])
    declined = table.after(path, 2, 2)
    theirs = declined["state"]["players"][1 - player]
    assert (theirs["hand"], theirs["discard"]) == ([ARMORER], [KELON])
    assert [c["ref"] for c in declined["state"]["players"][player]["hero_expedition"]["cards"]] == [
        PHOIBOS
    ]


@pytest.mark.parametrize("player", [0, 1])
def test_a_revealed_card_out_of_contact_is_discarded_without_asking(
    table: Table, player: int
) -> None:
    # into the Companion expedition on region 5 (the opponent's expeditions on 1 and 6): not
    # In Contact, the "you may" step is ignored (6.5.d) and the card is discarded (6.5.f)
    path = phoibos_position(table, player, companion=5)
    done = table.after(path, 3)
    assert [a for a in offered(done) if a[0] == "may"] == []
    theirs = done["state"]["players"][1 - player]
    assert (theirs["hand"], theirs["discard"]) == ([ARMORER], [KELON])
