"""The card's choices are its player's, through ``altered-deck engine scenario``: which target
(on every side the text allows), which card, how many, and "no" to every "you may", "stop" to
every "up to" and "any number". Each position is a duel built here and written as a scenario
file; the tests apply the legal actions a player would and read the printed state."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from tests.engine.kit import AMELIA, ARMORER, KELON, SALVAGER
from tests.engine.test_scenario import as_json, run


def duel(tmp_path: Path, mine: dict[str, Any], theirs: dict[str, Any] | None = None) -> Path:
    """A day-2 Afternoon duel, player 0 to act, each player's fields as given over a plain
    side (no Hero, 10 ready Mana, nothing in play; Hero expedition on region 1, Companion
    expedition on region 6)."""

    def side(fields: dict[str, Any]) -> dict[str, Any]:
        plain: dict[str, Any] = {
            "hand": [],
            "deck": [KELON, KELON, KELON],
            "mana": {"orbs": 10, "ready": 10},
            "hero_expedition": {"region": 1, "cards": []},
            "companion_expedition": {"region": 6, "cards": []},
        }
        return plain | fields

    position = {
        "as_of": "2026-03-01",
        "day": 2,
        "phase": "afternoon",
        "turn": 0,
        "first_player": 0,
        "players": [side(mine), side(theirs or {})],
    }
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position), encoding="utf-8")
    return path


def exp(region: int, *cards: Any) -> dict[str, Any]:
    return {"region": region, "cards": list(cards)}


def boosted(ref: str, boosts: int = 1, **more: Any) -> dict[str, Any]:
    return {"ref": ref, "boosts": boosts, **more}


def scenario(runner: CliRunner, cache_dir: Path, path: Path, *applied: int) -> Any:
    args = [a for n in applied for a in ("--apply", str(n))]
    return as_json(run(runner, cache_dir, str(path), *args, "--json"))


def offered(data: Any) -> list[tuple[str, str, str]]:
    """(kind, card or text, side) of each legal action of the decision pending."""
    return [
        (a["kind"], a.get("card", a["text"].rsplit(": ", 1)[-1]), a.get("side", "mine"))
        for a in data["legal_actions"]
    ]


def play(data: Any, ref: str, to: str = "hero") -> int:
    """The id of the action playing ``ref`` from hand (into expedition ``to``)."""
    for a in data["legal_actions"]:
        if a.get("card") == ref and a["kind"] == "play" and a.get("to", to) == to:
            return int(a["id"])
    raise AssertionError(f"{ref} cannot be played: {data['legal_actions']}")


def zone(data: Any, seat: int, where: str) -> list[tuple[str, int, bool]]:
    """(reference, boosts, exhausted) of each card of a zone of ``seat``."""
    cards = data["state"]["players"][seat][where]
    cards = cards["cards"] if isinstance(cards, dict) else cards
    return [(c["ref"], c["boosts"], c["exhausted"]) for c in cards]


DAEDALUS, SAP_DUENDE, ALL_IN = "ALT_BISE_A_LY_53_C", "ALT_BISE_B_LY_61_R1", "ALT_COREKS_B_LY_25_R1"
DELLA, EXHIBIT, ENCORE = (
    "ALT_DUSTERCB_P_AX_85_C_001",
    "ALT_DUSTER_B_AX_101_C",
    "ALT_BISE_B_LY_59_R1",
)


def test_target_character_in_reserve_is_either_players(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Daedalus: "{H} Target a Character in Reserve, then roll a die": both Reserves
    path = duel(tmp_path, {"hand": [DAEDALUS], "reserve": [KELON]}, {"reserve": [AMELIA]})
    data = scenario(runner, cache_dir, path, 2)
    assert offered(data) == [("target", KELON, "mine"), ("target", AMELIA, "opponent")]
    theirs = scenario(runner, cache_dir, path, 2, 2)
    assert zone(theirs, 1, "reserve") == [(AMELIA, 1, False)]
    assert zone(theirs, 0, "reserve") == [(KELON, 0, False)]


def test_target_character_in_your_reserve_is_asked_among_two(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Axiom Exhibit: "{T} : Target Character in your Reserve gains 1 boost. Then exhaust it"
    path = duel(
        tmp_path, {"landmarks": [EXHIBIT], "reserve": [KELON, AMELIA]}, {"reserve": [ARMORER]}
    )
    data = scenario(runner, cache_dir, path)
    use = next(a["id"] for a in data["legal_actions"] if a.get("card") == EXHIBIT)
    data = scenario(runner, cache_dir, path, use)
    assert offered(data) == [("target", KELON, "mine"), ("target", AMELIA, "mine")]
    data = scenario(runner, cache_dir, path, use, 2)
    assert zone(data, 0, "reserve") == [(KELON, 0, False), (AMELIA, 1, True)]


def test_two_targets_in_play_or_in_reserve_exchange_their_boosts(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Sap Duende: "Target two Characters in play or in Reserve and exchange their boosts"
    mine = {"hand": [SAP_DUENDE], "hero_expedition": exp(1, KELON)}
    path = duel(tmp_path, mine, {"reserve": [boosted(AMELIA, 3)]})
    data = scenario(runner, cache_dir, path, 2)  # play Sap Duende
    assert offered(data) == [("target", KELON, "mine"), ("target", AMELIA, "opponent")]
    data = scenario(runner, cache_dir, path, 2, 1)  # Kelon first: the other is the only one
    assert zone(data, 0, "hero_expedition") == [(KELON, 3, False)]
    assert zone(data, 1, "reserve") == [(AMELIA, 0, False)]


def test_ready_target_permanent_or_card_in_reserve_on_either_side(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Della & Bolt: "{T} : Ready target Permanent in play or target card in Reserve"
    mine = {"hero": DELLA, "reserve": [boosted(KELON, 0, exhausted=True)]}
    path = duel(tmp_path, mine, {"reserve": [boosted(AMELIA, 0, exhausted=True)]})
    data = scenario(runner, cache_dir, path)
    use = next(a["id"] for a in data["legal_actions"] if a.get("card") == DELLA)
    data = scenario(runner, cache_dir, path, use)
    assert offered(data) == [("target", KELON, "mine"), ("target", AMELIA, "opponent")]
    data = scenario(runner, cache_dir, path, use, 2)
    assert zone(data, 1, "reserve") == [(AMELIA, 0, False)]
    assert zone(data, 0, "reserve") == [(KELON, 0, True)]


def test_you_may_discard_from_reserve_can_be_declined(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # All In!: "Roll a die. You may discard a card from your Reserve to increase the result
    # by 2. Target Character gains X boosts"
    path = duel(tmp_path, {"hand": [ALL_IN], "reserve": [KELON], "hero_expedition": exp(1, AMELIA)})
    data = scenario(runner, cache_dir, path, 2)
    assert offered(data) == [("card", KELON, "mine"), ("card", "discard nothing", "mine")]
    kept = scenario(runner, cache_dir, path, 2, 2)  # the die rolls 1 (the position's seed)
    assert zone(kept, 0, "reserve") == [(KELON, 0, False), (ALL_IN, 0, False)]
    assert zone(kept, 0, "hero_expedition") == [(AMELIA, 1, False)]
    paid = scenario(runner, cache_dir, path, 2, 1)
    assert zone(paid, 0, "reserve") == [(ALL_IN, 0, False)]
    assert zone(paid, 0, "hero_expedition") == [(AMELIA, 3, False)]
    assert paid["log"][-1] == "day 2 P0 - discard Kelon Elemental"


def test_target_fleeting_or_boosted_character_on_either_side(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Encore: "Target [[Fleeting]] or [[Boosted]] Character gains [[Anchored]]"
    mine = {"hand": [ENCORE], "hero_expedition": exp(1, KELON, boosted(AMELIA))}
    path = duel(tmp_path, mine, {"hero_expedition": exp(1, boosted(SALVAGER, 2))})
    data = scenario(runner, cache_dir, path, 2)
    assert offered(data) == [("target", AMELIA, "mine"), ("target", SALVAGER, "opponent")]
    data = scenario(runner, cache_dir, path, 2, 2)
    assert data["state"]["players"][1]["hero_expedition"]["cards"][0]["status"] == ["anchored"]


LYRA, GATEKEEPER, SOAR = "ALT_COREKS_B_LY_29_R1", "ALT_COREKS_B_OR_13_R2", "ALT_CYCLONE_B_OR_79_R1"
WESTERN_WIND, MIND_APOTHEOSIS = "ALT_CYCLONE_B_LY_79_C", "ALT_COREKS_B_LY_27_C"


def test_target_character_gains_the_status_the_player_chooses(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Lyra Festival: "{J} Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]]"
    mine = {"hand": [LYRA], "hero_expedition": exp(1, KELON)}
    path = duel(tmp_path, mine, {"hero_expedition": exp(1, AMELIA)})
    data = scenario(runner, cache_dir, path, 2)
    assert offered(data) == [("target", KELON, "mine"), ("target", AMELIA, "opponent")]
    data = scenario(runner, cache_dir, path, 2, 2)
    assert offered(data) == [
        ("choose", "[[Fleeting]]", "mine"),
        ("choose", "[[Anchored]]", "mine"),
        ("choose", "[[Asleep]]", "mine"),
    ]
    data = scenario(runner, cache_dir, path, 2, 2, 3)
    assert data["state"]["players"][1]["hero_expedition"]["cards"][0]["status"] == ["asleep"]
    assert data["state"]["players"][0]["hero_expedition"]["cards"][0]["status"] == []


def test_target_character_in_your_other_expedition(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Ordis Gatekeeper: "{J} Target Character in your other Expedition gains 2 boosts"
    mine = {
        "hand": [GATEKEEPER],
        "hero_expedition": exp(1, SALVAGER),
        "companion_expedition": exp(6, KELON, AMELIA),
    }
    path = duel(tmp_path, mine, {"companion_expedition": exp(6, ARMORER)})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), GATEKEEPER))
    assert offered(data) == [("target", KELON, "mine"), ("target", AMELIA, "mine")]
    data = scenario(runner, cache_dir, path, 2, 1)
    assert zone(data, 0, "companion_expedition") == [(KELON, 2, False), (AMELIA, 0, False)]


def test_target_expedition_ascends_then_you_may_boost_in_an_ascended_one(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Soar: "Target Expedition [Ascends]. You may give 1 boost to target Character in an
    # Ascended Expedition"
    mine = {"hand": [SOAR], "hero_expedition": exp(1, KELON)}
    path = duel(tmp_path, mine, {"companion_expedition": exp(6, AMELIA)})
    data = scenario(runner, cache_dir, path, 2)
    assert offered(data) == [
        ("expedition", "Hero expedition", "mine"),
        ("expedition", "Companion expedition", "mine"),
        ("expedition", "opponent's Hero expedition", "opponent"),
        ("expedition", "opponent's Companion expedition", "opponent"),
    ]
    data = scenario(runner, cache_dir, path, 2, 4)  # the opponent's Companion expedition
    assert offered(data) == [("target", AMELIA, "opponent"), ("target", "no target", "mine")]
    declined = scenario(runner, cache_dir, path, 2, 4, 2)
    assert zone(declined, 1, "companion_expedition") == [(AMELIA, 0, False)]
    assert "day 2 P1 - ascend Companion" in declined["log"]
    given = scenario(runner, cache_dir, path, 2, 4, 1)
    assert zone(given, 1, "companion_expedition") == [(AMELIA, 1, False)]


def test_target_expedition_moves_backwards_on_either_side(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # The Western Wind: "Target Expedition moves backwards one region. If it does, its
    # controller moves their other Expedition forward one region."
    mine = {"hand": [WESTERN_WIND], "hero_expedition": exp(2)}
    path = duel(tmp_path, mine, {"hero_expedition": exp(3), "companion_expedition": exp(5)})
    data = scenario(runner, cache_dir, path, 2)
    assert [o[1] for o in offered(data)] == [
        "Hero expedition",
        "Companion expedition",
        "opponent's Hero expedition",
        "opponent's Companion expedition",
    ]
    theirs = scenario(runner, cache_dir, path, 2, 3)
    regions = [
        theirs["state"]["players"][1][f"{e}_expedition"]["region"] for e in ("hero", "companion")
    ]
    assert regions == [2, 4]
    assert theirs["state"]["players"][0]["hero_expedition"]["region"] == 2


def test_choose_up_to_two_characters_can_stop(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Mind Apotheosis: "Reveal the top four cards of your Deck. Choose up to two Characters
    # from these cards and put them in your Expeditions."
    path = duel(tmp_path, {"hand": [MIND_APOTHEOSIS], "deck": [KELON, AMELIA, SALVAGER, ARMORER]})
    data = scenario(runner, cache_dir, path, 2)
    assert [o[1] for o in offered(data)][-1] == "stop"
    assert len(offered(data)) == 5
    data = scenario(runner, cache_dir, path, 2, 5)
    assert zone(data, 0, "hero_expedition") == zone(data, 0, "companion_expedition") == []
    discarded = [KELON, AMELIA, SALVAGER, ARMORER, MIND_APOTHEOSIS]  # Fleeting: discarded too
    assert data["state"]["players"][0]["discard"] == discarded


ERU, SNOOZER, FAIR_FOX = "ALT_CYCLONE_B_MU_68_R1", "ALT_ALIZE_B_MU_32_R1", "ALT_BISE_B_MU_51_R1"
SNOWBALL, SASKIA, QORGAN = "ALT_ALIZE_B_LY_32_C", "ALT_ALIZE_A_MU_35_R1", "ALT_BISE_B_YZ_53_C"
AOIFE, LANDMARK = "ALT_BISE_B_BR_56_C", EXHIBIT  # a Landmark


def test_you_may_have_target_character_facing_me_gain_anchored(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Eru: "{H} You may have target Character facing me gain [[Anchored]]. If you do, I gain
    # [[Anchored]]": no, or yes and which of the two facing it
    path = duel(tmp_path, {"hand": [ERU]}, {"hero_expedition": exp(1, KELON, AMELIA)})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), ERU))
    assert offered(data) == [("may", "yes", "mine"), ("may", "no", "mine")]
    declined = scenario(runner, cache_dir, path, 2, 2)
    assert [c["status"] for c in declined["state"]["players"][1]["hero_expedition"]["cards"]] == [
        [],
        [],
    ]
    data = scenario(runner, cache_dir, path, 2, 1)
    assert offered(data) == [("target", KELON, "opponent"), ("target", AMELIA, "opponent")]
    data = scenario(runner, cache_dir, path, 2, 1, 2)
    statuses = [c["status"] for c in data["state"]["players"][1]["hero_expedition"]["cards"]]
    assert statuses == [[], ["anchored"]]
    assert data["state"]["players"][0]["hero_expedition"]["cards"][0]["status"] == ["anchored"]


def test_you_may_pay_can_be_declined(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> None:
    # Snoozer Shroom: "{H} You may pay {2}. If you do, target Character in the Expedition
    # facing me gains [[Asleep]]"
    path = duel(tmp_path, {"hand": [SNOOZER]}, {"hero_expedition": exp(1, KELON, AMELIA)})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), SNOOZER))
    assert offered(data) == [("may", "yes", "mine"), ("may", "no", "mine")]
    declined = scenario(runner, cache_dir, path, 2, 2)
    assert declined["state"]["players"][0]["mana"]["ready"] == 8  # Snoozer's 2 only
    paid = scenario(runner, cache_dir, path, 2, 1, 1)
    assert paid["state"]["players"][0]["mana"]["ready"] == 6
    statuses = [c["status"] for c in paid["state"]["players"][1]["hero_expedition"]["cards"]]
    assert statuses == [["asleep"], []]


def test_you_may_pay_to_discard_target_permanent_can_be_declined(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Fair Fox: "{H} You may pay {1} to discard target Permanent with Hand Cost {2} or less"
    path = duel(tmp_path, {"hand": [FAIR_FOX]}, {"landmarks": [LANDMARK]})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), FAIR_FOX))
    # the target is the decision, on either side the text allows; "no target" declines
    assert offered(data) == [("target", LANDMARK, "opponent"), ("target", "no target", "mine")]
    declined = scenario(runner, cache_dir, path, 2, 2)
    assert zone(declined, 1, "landmarks") == [(LANDMARK, 0, False)]
    paid = scenario(runner, cache_dir, path, 2, 1)
    assert zone(paid, 1, "landmarks") == []
    assert zone(paid, 1, "reserve") == [(KELON, 0, False)]  # its controller Resupplies


def test_you_may_exhaust_target_card_in_an_opponents_reserve(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Snowball Commando: "{H} You may exhaust target card in an opponent's Reserve, then roll
    # a die"
    path = duel(tmp_path, {"hand": [SNOWBALL]}, {"reserve": [KELON, AMELIA]})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), SNOWBALL))
    assert offered(data) == [("may", "yes", "mine"), ("may", "no", "mine")]
    declined = scenario(runner, cache_dir, path, 2, 2)
    assert zone(declined, 1, "reserve") == [(KELON, 0, False), (AMELIA, 0, False)]
    assert not any(" - die " in line for line in declined["log"])
    data = scenario(runner, cache_dir, path, 2, 1)
    assert offered(data) == [("card", KELON, "opponent"), ("card", AMELIA, "opponent")]
    data = scenario(runner, cache_dir, path, 2, 1, 2)
    assert zone(data, 1, "reserve") == [(KELON, 0, False), (AMELIA, 0, True)]


def test_any_number_of_target_characters_is_picked_one_by_one_until_stop(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Saskia: "{J} Any number of other target Characters in {V} each gain 2 boosts"; the Hero
    # expeditions stand in a region with {V} (region 1 of the census adventure)
    mine = {"hand": [SASKIA], "hero_expedition": exp(1, KELON)}
    path = duel(tmp_path, mine, {"hero_expedition": exp(1, AMELIA)})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), SASKIA))
    assert offered(data) == [
        ("target", KELON, "mine"),
        ("target", AMELIA, "opponent"),
        ("target", "no target", "mine"),
    ]
    data = scenario(runner, cache_dir, path, 2, 2)
    assert offered(data) == [("target", KELON, "mine"), ("target", "no target", "mine")]
    data = scenario(runner, cache_dir, path, 2, 2, 2)
    assert zone(data, 1, "hero_expedition") == [(AMELIA, 2, False)]
    assert zone(data, 0, "hero_expedition") == [(KELON, 0, False), (SASKIA, 0, False)]


def test_remove_up_to_two_counters_from_target_card_on_either_side(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Qorgan Informant: "{H} Remove up to 2 counters from target card in play or in Reserve"
    mine = {"hand": [QORGAN], "reserve": [boosted(KELON, 1)]}
    path = duel(tmp_path, mine, {"hero_expedition": exp(1, boosted(AMELIA, 3))})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), QORGAN))
    assert offered(data) == [("target", KELON, "mine"), ("target", AMELIA, "opponent")]
    data = scenario(runner, cache_dir, path, 2, 2)
    assert offered(data) == [
        ("up to", "remove 2", "mine"),
        ("up to", "remove 1", "mine"),
        ("up to", "none", "mine"),
    ]
    one = scenario(runner, cache_dir, path, 2, 2, 2)
    assert zone(one, 1, "hero_expedition") == [(AMELIA, 2, False)]
    none = scenario(runner, cache_dir, path, 2, 2, 3)
    assert zone(none, 1, "hero_expedition") == [(AMELIA, 3, False)]


def test_you_may_target_another_character_offers_no_target(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Aoife: "{J} You may target another Character, it loses [[Fleeting]] and gains 1 boost"
    path = duel(tmp_path, {"hand": [AOIFE], "hero_expedition": exp(1, KELON)})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), AOIFE))
    assert offered(data) == [("target", KELON, "mine"), ("target", "no target", "mine")]
    declined = scenario(runner, cache_dir, path, 2, 2)
    assert zone(declined, 0, "hero_expedition") == [(KELON, 0, False), (AOIFE, 0, False)]


GRAN_BWA, NYALA, MAGIC_BEANS = "ALT_BISE_B_MU_56_C", "ALT_DUSTER_B_LY_90_C", "ALT_ALIZE_B_MU_43_C"
KALI, ADA = "ALT_CYCLONE_B_YZ_71_R1", "ALT_COREKS_B_AX_13_C"


def test_you_may_target_an_opponent_they_draw_can_be_declined(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Gran Bwa: "{J} You may target an opponent, they draw a card. If you do, I gain
    # [[Anchored]]"
    path = duel(tmp_path, {"hand": [GRAN_BWA]})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), GRAN_BWA))
    assert offered(data) == [("may", "yes", "mine"), ("may", "no", "mine")]
    declined = scenario(runner, cache_dir, path, 2, 2)
    assert declined["state"]["players"][1]["hand"] == []
    assert declined["state"]["players"][0]["hero_expedition"]["cards"][0]["status"] == []
    done = scenario(runner, cache_dir, path, 2, 1)
    assert done["state"]["players"][1]["hand"] == [KELON]
    assert done["state"]["players"][0]["hero_expedition"]["cards"][0]["status"] == ["anchored"]


def test_you_may_exchange_a_card_from_your_reserve_can_be_declined(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Nyala: "{H} If I'm [In Contact], you may exchange a card from your Reserve with a card
    # from your hand" (the opponent's Hero expedition shares region 1: In Contact)
    mine = {"hand": [NYALA, AMELIA], "reserve": [SALVAGER]}
    path = duel(tmp_path, mine, {"hero_expedition": exp(1, ARMORER)})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), NYALA))
    assert offered(data) == [("may", "yes", "mine"), ("may", "no", "mine")]
    declined = scenario(runner, cache_dir, path, 2, 2)
    assert declined["state"]["players"][0]["hand"] == [AMELIA]
    assert zone(declined, 0, "reserve") == [(SALVAGER, 0, False)]
    done = scenario(runner, cache_dir, path, 2, 1)
    assert done["state"]["players"][0]["hand"] == [SALVAGER]
    assert zone(done, 0, "reserve") == [(AMELIA, 0, False)]


def test_target_character_in_my_expedition_is_asked(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Magic Beans (an Expedition Permanent): "{J} Target Character in my Expedition gains 1
    # boost": the two Characters of its expedition, not the other expedition's
    mine = {"hand": [MAGIC_BEANS], "hero_expedition": exp(1, KELON, AMELIA)}
    path = duel(tmp_path, mine | {"companion_expedition": exp(6, SALVAGER)})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), MAGIC_BEANS))
    assert offered(data) == [("target", KELON, "mine"), ("target", AMELIA, "mine")]
    data = scenario(runner, cache_dir, path, 2, 1)
    assert zone(data, 0, "hero_expedition")[:2] == [(KELON, 1, False), (AMELIA, 0, False)]


def test_you_may_put_a_spell_from_your_hand_in_reserve_which_one(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Kali: "{H} You may put a Spell from your hand in Reserve. If you don't, sacrifice a
    # Character": no (then the sacrifice), or yes and which Spell
    path = duel(tmp_path, {"hand": [KALI, ALL_IN, SOAR, KELON]})
    data = scenario(runner, cache_dir, path, play(scenario(runner, cache_dir, path), KALI))
    assert offered(data) == [("may", "yes", "mine"), ("may", "no", "mine")]
    data = scenario(runner, cache_dir, path, 2, 1)
    assert offered(data) == [("card", ALL_IN, "mine"), ("card", SOAR, "mine")]
    data = scenario(runner, cache_dir, path, 2, 1, 2)
    assert zone(data, 0, "reserve") == [(SOAR, 0, False)]
    assert data["state"]["players"][0]["hand"] == [ALL_IN, KELON]
    declined = scenario(runner, cache_dir, path, 2, 2)  # Kali is the only Character: sacrificed
    assert zone(declined, 0, "hero_expedition") == []
    assert declined["state"]["players"][0]["hand"] == [ALL_IN, SOAR, KELON]


def test_you_may_put_any_card_from_your_hand_in_reserve_and_draw_for_its_kind(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Ada Lovelace: "{R} You may put a card from your hand in Reserve. If it's a Permanent, draw
    # a card": any card of the hand may go; only a Permanent draws
    path = duel(tmp_path, {"reserve": [ADA], "hand": [KELON, LANDMARK]})
    ada = next(
        a["id"] for a in scenario(runner, cache_dir, path)["legal_actions"] if a.get("card") == ADA
    )
    data = scenario(runner, cache_dir, path, ada, 1)
    assert offered(data) == [("card", KELON, "mine"), ("card", LANDMARK, "mine")]
    character = scenario(runner, cache_dir, path, ada, 1, 1)
    assert character["state"]["players"][0]["hand"] == [LANDMARK]
    permanent = scenario(runner, cache_dir, path, ada, 1, 2)
    assert permanent["state"]["players"][0]["hand"] == [KELON, KELON]  # drew the deck's top


DETONATION, PAINT_PRISON = "ALT_CYCLONE_B_AX_75_C", "ALT_COREKS_B_LY_26_C"


def test_you_may_sacrifice_a_permanent_to_reduce_my_cost_can_be_declined(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Detonation (Hand Cost 4): "You may sacrifice a Permanent to reduce my cost by {1}. Send
    # target Character to Reserve."; the Landmark is worth keeping: the play is priced at 4
    mine = {"hand": [DETONATION], "landmarks": [LANDMARK]}
    path = duel(tmp_path, mine, {"hero_expedition": exp(1, KELON)})
    data = scenario(runner, cache_dir, path, 2)
    assert offered(data) == [("card", LANDMARK, "mine"), ("card", "sacrifice nothing", "mine")]
    kept = scenario(runner, cache_dir, path, 2, 2)
    assert zone(kept, 0, "landmarks") == [(LANDMARK, 0, False)]
    assert kept["state"]["players"][0]["mana"]["ready"] == 6
    cut = scenario(runner, cache_dir, path, 2, 1)
    assert zone(cut, 0, "landmarks") == []
    assert cut["state"]["players"][0]["mana"]["ready"] == 7
    assert zone(cut, 1, "reserve") == [(KELON, 0, False)]


def test_you_may_discard_from_reserve_to_reduce_my_cost_can_be_declined(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Paint Prison (Hand Cost 5): "You may discard a card from your Reserve to reduce my cost
    # by {2}": which card, or none and the full cost
    mine = {"hand": [PAINT_PRISON], "reserve": [KELON, AMELIA]}
    path = duel(tmp_path, mine, {"hero_expedition": exp(1, SALVAGER)})
    data = scenario(runner, cache_dir, path, 2)
    assert offered(data) == [
        ("card", KELON, "mine"),
        ("card", AMELIA, "mine"),
        ("card", "discard nothing", "mine"),
    ]
    full = scenario(runner, cache_dir, path, 2, 3)
    assert full["state"]["players"][0]["mana"]["ready"] == 5
    assert zone(full, 0, "reserve") == [(KELON, 0, False), (AMELIA, 0, False)]
    cut = scenario(runner, cache_dir, path, 2, 2)
    assert cut["state"]["players"][0]["mana"]["ready"] == 7
    assert zone(cut, 0, "reserve") == [(KELON, 0, False)]


COUNTING_SHEEP, OPEN_THE_GATES = "ALT_CYCLONE_B_MU_80_C", "ALT_COREKS_B_OR_26_R1"
MUNA, NEWTONS_LAW = "ALT_DUSTERCB_P_MU_88_R1", "ALT_DUSTERCB_P_MU_99_C"
WOOLLYBACK, RECRUIT = "Woollyback", "Ordis Recruit"


def tokens(data: Any, seat: int, where: str) -> list[str]:
    cards = data["state"]["players"][seat][f"{where}_expedition"]["cards"]
    return [c["token"] for c in cards if "token" in c]


def test_target_two_expeditions_on_either_side(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Counting Sheep: "Target two Expeditions and create a [Woollyback 1/1/1] Animal token in
    # each one": the second among the three left
    path = duel(tmp_path, {"hand": [COUNTING_SHEEP]})
    data = scenario(runner, cache_dir, path, 2)
    assert [o[1] for o in offered(data)] == [
        "Hero expedition",
        "Companion expedition",
        "opponent's Hero expedition",
        "opponent's Companion expedition",
    ]
    data = scenario(runner, cache_dir, path, 2, 3)
    assert [o[1] for o in offered(data)] == [
        "Hero expedition",
        "Companion expedition",
        "opponent's Companion expedition",
    ]
    data = scenario(runner, cache_dir, path, 2, 3, 1)
    assert tokens(data, 0, "hero") == [WOOLLYBACK] and tokens(data, 0, "companion") == []
    assert tokens(data, 1, "hero") == [WOOLLYBACK] and tokens(data, 1, "companion") == []


def test_tokens_distributed_as_you_choose_one_by_one(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Open the Gates: "Create four [Ordis Recruit 1/1/1] Soldier tokens, distributed as you
    # choose among any number of target Expeditions": an expedition per token, either side
    path = duel(tmp_path, {"hand": [OPEN_THE_GATES]})
    first = play(scenario(runner, cache_dir, path), OPEN_THE_GATES)
    data = scenario(runner, cache_dir, path, first)
    assert len(offered(data)) == 4
    data = scenario(runner, cache_dir, path, first, 1, 1, 4, 1)
    assert tokens(data, 0, "hero") == [RECRUIT, RECRUIT, RECRUIT]
    assert tokens(data, 0, "companion") == []
    assert tokens(data, 1, "companion") == [RECRUIT]


def test_you_may_target_another_character_with_base_cost_comma_it_gains(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Muna Botanist: "{H} You may target another Character with Base Cost {3} or less, it
    # gains [[Anchored]]" (Amelia: Hand Cost 3; Armorer: 3 too; both sides, or no target)
    mine = {"hand": [MUNA], "hero_expedition": exp(1, AMELIA)}
    path = duel(tmp_path, mine, {"hero_expedition": exp(1, ARMORER)})
    muna = play(scenario(runner, cache_dir, path), MUNA)
    data = scenario(runner, cache_dir, path, muna)
    assert offered(data) == [
        ("target", AMELIA, "mine"),
        ("target", ARMORER, "opponent"),
        ("target", "no target", "mine"),
    ]
    data = scenario(runner, cache_dir, path, muna, 2)
    assert data["state"]["players"][1]["hero_expedition"]["cards"][0]["status"] == ["anchored"]


def test_send_to_reserve_target_character_they_control(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Newton's Law: "Then, send to Reserve target Character they control with Base Cost {3}
    # or less": "they" is the target opponent; their Characters only
    mine = {"hand": [NEWTONS_LAW], "hero_expedition": exp(1, KELON)}
    path = duel(tmp_path, mine, {"hero_expedition": exp(1, AMELIA, SALVAGER)})
    data = scenario(runner, cache_dir, path, 2)
    assert offered(data) == [("target", AMELIA, "opponent"), ("target", SALVAGER, "opponent")]
    data = scenario(runner, cache_dir, path, 2, 2)
    assert zone(data, 1, "reserve") == [(SALVAGER, 0, False)]
    assert zone(data, 0, "hero_expedition") == [(KELON, 0, False)]


ABY, KURAOKAMI = "ALT_BISE_B_AX_54_R1", "ALT_ALIZE_P_OR_48_R1"


def test_augment_any_number_of_target_cards_one_by_one_until_stop(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Aby, Sap Courier: "{J} [Augment] any number of target cards in play or in Reserve": a
    # card with counters at a time, on either side, "no target" to stop
    mine = {"hand": [ABY], "hero_expedition": exp(1, boosted(KELON))}
    path = duel(tmp_path, mine, {"reserve": [boosted(AMELIA, 2)]})
    aby = play(scenario(runner, cache_dir, path), ABY)
    data = scenario(runner, cache_dir, path, aby)
    assert offered(data) == [
        ("target", KELON, "mine"),
        ("target", AMELIA, "opponent"),
        ("target", "no target", "mine"),
    ]
    data = scenario(runner, cache_dir, path, aby, 1)
    assert offered(data) == [("target", AMELIA, "opponent"), ("target", "no target", "mine")]
    data = scenario(runner, cache_dir, path, aby, 1, 2)
    assert zone(data, 0, "hero_expedition")[0] == (KELON, 2, False)
    assert zone(data, 1, "reserve") == [(AMELIA, 2, False)]


def test_target_an_expedition_thats_ahead_on_either_side(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Kuraokami Unbound: "{H} Exhaust all cards in Reserve. Then, target an Expedition that's
    # ahead (7.5.2.a). Each of its Characters gains [[Asleep]]": my Hero expedition (region 2)
    # is ahead of theirs (1), their Companion expedition (4) of mine (5)
    mine = {"hand": [KURAOKAMI], "hero_expedition": exp(2, KELON), "companion_expedition": exp(5)}
    theirs = {"hero_expedition": exp(1, SALVAGER), "companion_expedition": exp(4, AMELIA)}
    path = duel(tmp_path, mine, theirs)
    kuraokami = play(scenario(runner, cache_dir, path), KURAOKAMI)
    data = scenario(runner, cache_dir, path, kuraokami)
    assert offered(data) == [
        ("expedition", "Hero expedition", "mine"),
        ("expedition", "opponent's Companion expedition", "opponent"),
    ]
    data = scenario(runner, cache_dir, path, kuraokami, 1)
    statuses = [c["status"] for c in data["state"]["players"][0]["hero_expedition"]["cards"]]
    assert statuses == [["asleep"], ["asleep"]]
    assert data["state"]["players"][1]["companion_expedition"]["cards"][0]["status"] == []


RIPTIDE = "ALT_CYCLONE_B_LY_77_C"


def test_you_may_play_me_for_less_and_only_target_in_water(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Lost in the Riptide (Hand Cost 4): "You may play me for {1} less. If you do, I can only
    # target a Character in {O}. Return target Character to the top of its owner's deck."
    # Kelon stands in region 1 (Forest), Amelia in region 5 (Water)
    theirs = {"hero_expedition": exp(1, KELON), "companion_expedition": exp(5, AMELIA)}
    path = duel(tmp_path, {"hand": [RIPTIDE]}, theirs)
    data = scenario(runner, cache_dir, path, 2)
    assert offered(data) == [("may", "yes", "mine"), ("may", "no", "mine")]
    cheap = scenario(runner, cache_dir, path, 2, 1)  # Amelia, the only one in {O}: no choice
    assert [a["kind"] for a in cheap["legal_actions"]] == ["pass"]
    assert cheap["state"]["players"][0]["mana"]["ready"] == 7
    assert zone(cheap, 1, "companion_expedition") == []
    assert zone(cheap, 1, "hero_expedition") == [(KELON, 0, False)]
    full = scenario(runner, cache_dir, path, 2, 2)
    assert offered(full) == [("target", KELON, "opponent"), ("target", AMELIA, "opponent")]
    full = scenario(runner, cache_dir, path, 2, 2, 1)
    assert full["state"]["players"][0]["mana"]["ready"] == 6
    assert zone(full, 1, "hero_expedition") == []


WELL_OF_TEARS = "ALT_CYCLONE_B_YZ_82_C"


def test_you_may_give_target_character_a_boost_offers_no_target(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # The Well of Tears: "When you play a Spell with Base Cost {4} or more — You may give
    # target Character 1 boost"; the Spell is Mind Apotheosis (its reveal stopped at once)
    mine = {
        "hand": [MIND_APOTHEOSIS],
        "landmarks": [WELL_OF_TEARS],
        "hero_expedition": exp(1, KELON),
    }
    path = duel(tmp_path, mine, {"hero_expedition": exp(1, AMELIA)})
    data = scenario(runner, cache_dir, path, 2, 4)
    assert offered(data) == [
        ("target", KELON, "mine"),
        ("target", AMELIA, "opponent"),
        ("target", "no target", "mine"),
    ]
    declined = scenario(runner, cache_dir, path, 2, 4, 3)
    assert zone(declined, 0, "hero_expedition") == [(KELON, 0, False)]
    assert zone(declined, 1, "hero_expedition") == [(AMELIA, 0, False)]
    given = scenario(runner, cache_dir, path, 2, 4, 2)
    assert zone(given, 1, "hero_expedition") == [(AMELIA, 1, False)]
