"""Ascension in Roots of Corruption's wording, through ``altered-deck engine scenario`` (a
duel: a tie needs a facing Character) and compiled cards: "When my Expedition moves forward
[due to Ascension]" (Thunderbird), "Each of your Expeditions [Ascends]", "[[Ascended]]"
conditions and boosts per Ascended Expedition."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import E_BOOST_PER
from altered_deck.engine.mechanics.ascension import kinds as ascension_kinds
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario

PLAY_THEN_BOTH_PASS = (2, 1, 1)  # Thunderbird into the Hero expedition (it Ascends), passes


def _hand_and_deck(data: dict) -> tuple[int, int]:
    player = data["state"]["players"][0]
    return len(player["hand"]), len(player["deck"])


def test_a_tie_while_ascended_moves_forward_due_to_ascension_and_draws(cache_dir: Path) -> None:
    done = scenario(CliRunner(), cache_dir, SCENARIOS / "ascension_move.json", *PLAY_THEN_BOTH_PASS)
    assert done["log"][4] == (
        "day 2 P0 Dusk: Hero expedition on region 0 (FMW) F 2 M 2 W 2, moves to region 1"
    )
    assert _hand_and_deck(done) == (3, 0)  # Morning's two and Thunderbird's one


def test_winning_a_terrain_outright_is_not_due_to_ascension(
    cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads((SCENARIOS / "ascension_move.json").read_text())
    position["players"][1]["hero_expedition"]["cards"] = []  # nothing to tie with
    path = tmp_path / "alone.json"
    path.write_text(json.dumps(position))
    done = scenario(CliRunner(), cache_dir, path, *PLAY_THEN_BOTH_PASS)
    assert "moves to region 1" in done["log"][4]
    assert _hand_and_deck(done) == (2, 1)  # Morning's two only


def test_the_forms_compile_to_their_effects() -> None:
    cases = {
        "{J} Each of your Expeditions [Ascends].": ((fx.E_ASCEND, 0, fx.TO_EACH),),
        "{J} I gain 2 boosts per [[Ascended]] Expedition you control.": (
            (E_BOOST_PER, 2, fx.PER_ASCENDED),
        ),
        "{J} If both of your Expeditions are [[Ascended]], draw a card.": (
            (fx.E_IF, 0, (ascension_kinds.C_BOTH_ASCENDED, 0, ((fx.E_DRAW, 1, None),))),
        ),
        "{J} If I'm in an [[Ascended]] Expedition, draw a card.": (
            (fx.E_IF, 0, (watchers_kinds.C_ASCENDED_ME, 0, ((fx.E_DRAW, 1, None),))),
        ),
    }
    for text, effects in cases.items():
        card = make_card("Bird", text=text)
        assert record_of(deck_of(FILLER, (card, 1)), "Bird").on_join == effects, text
    watcher = make_card(
        "Owl",
        text="When one of your Expeditions moves forward [due to Ascension] — Draw two cards.",
    )
    assert record_of(deck_of(FILLER, (watcher, 1)), "Owl").statics == (
        (ascension_kinds.ST_MOVED_ASCENSION, 0, (False, ((fx.E_DRAW, 2, None),))),
    )


FURTHER = SCENARIOS / "ascension_further.json"
PEGASUS, HIPPOGRIFF_R1 = "ALT_EOLE_B_OR_115_C", "ALT_EOLE_B_OR_112_R1"


def _player(data: dict, p: int = 0) -> dict:
    return data["state"]["players"][p]


def _cards(data: dict, where: str) -> list[str]:
    return [c.get("ref") or c.get("token") for c in _player(data)[where]["cards"]]


def test_one_more_region_and_a_token_in_that_expedition_after_rest(cache_dir: Path) -> None:
    done = scenario(CliRunner(), cache_dir, FURTHER, *PLAY_THEN_BOTH_PASS)
    assert "F 7 M 7 W 7, moves to region 1" in done["log"][4]  # a tie while Ascended
    assert _player(done)["hero_expedition"]["region"] == 2  # Pegasus: one more region
    assert _cards(done, "hero_expedition") == [PEGASUS, "Ordis Recruit"]  # (Pegasus Anchored)
    assert _hand_and_deck(done) == (3, 1)  # Morning's two and Thunderbird's one


def test_without_pegasus_the_expedition_moves_one_region(cache_dir: Path, tmp_path: Path) -> None:
    position = json.loads(FURTHER.read_text())
    for player in position["players"]:
        del player["hero_expedition"]["cards"][0]  # each side's Pegasus: still a tie
    path = tmp_path / "no_pegasus.json"
    path.write_text(json.dumps(position))
    done = scenario(CliRunner(), cache_dir, path, *PLAY_THEN_BOTH_PASS)
    assert _player(done)["hero_expedition"]["region"] == 1
    assert _cards(done, "hero_expedition") == ["Ordis Recruit"]


BOTH = SCENARIOS / "ascension_both.json"


def test_both_expeditions_moving_forward_due_to_ascension_win(cache_dir: Path) -> None:
    done = scenario(CliRunner(), cache_dir, BOTH, *PLAY_THEN_BOTH_PASS)
    assert (done["terminal"], done["winner"]) == (True, 0)


def test_one_expedition_moving_due_to_ascension_does_not_win(
    cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads(BOTH.read_text())
    armorer = {"ref": "ALT_CORE_B_AX_16_C", "status": ["anchored"]}  # 2/2/2: no tie there
    position["players"][1]["companion_expedition"]["cards"] = [armorer]
    path = tmp_path / "one.json"
    path.write_text(json.dumps(position))
    done = scenario(CliRunner(), cache_dir, path, *PLAY_THEN_BOTH_PASS)
    assert (done["terminal"], done["winner"]) == (False, None)
    assert _player(done)["hero_expedition"]["region"] == 1


DAY = SCENARIOS / "ascension_day.json"
THUNDERBIRD, BEAST, EVACUATE = 2, 4, 6  # each into the Hero expedition (after a Thunderbird)
KIWI, HIPPOGRIFF = "ALT_EOLE_B_OR_111_R1", "ALT_EOLE_B_OR_112_C"


def test_attempting_to_ascend_again_gives_kiwi_a_boost(cache_dir: Path) -> None:
    runner = CliRunner()
    once = scenario(runner, cache_dir, DAY, THUNDERBIRD)
    assert _player(once)["hero_expedition"]["cards"][0]["boosts"] == 0  # it Ascended
    twice = scenario(runner, cache_dir, DAY, THUNDERBIRD, THUNDERBIRD)
    assert _player(twice)["hero_expedition"]["cards"][0]["boosts"] == 1  # again: I also gain


def test_leaving_an_ascended_expedition_leaves_a_token_in_it(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, DAY, THUNDERBIRD, BEAST)
    assert [a["text"] for a in asked["legal_actions"]][1] == (
        "The Beast of Gévaudan: up to one other target Character: Hippogriff (Hero expedition)"
    )
    done = scenario(runner, cache_dir, DAY, THUNDERBIRD, BEAST, 2)  # Hippogriff switches
    assert _cards(done, "companion_expedition") == [HIPPOGRIFF]
    assert _cards(done, "hero_expedition")[-1] == "Ordis Recruit"
    plain = scenario(runner, cache_dir, DAY, 6, 2)  # the Beast first: not Ascended
    assert _cards(plain, "companion_expedition") == [HIPPOGRIFF]
    assert "Ordis Recruit" not in _cards(plain, "hero_expedition")


def test_tokens_in_each_ascended_expedition(cache_dir: Path) -> None:
    runner = CliRunner()
    done = scenario(runner, cache_dir, DAY, THUNDERBIRD, EVACUATE)
    assert _cards(done, "hero_expedition")[-1] == "Ordis Recruit"
    assert _cards(done, "companion_expedition") == []
    plain = scenario(runner, cache_dir, DAY, 8)  # Evacuate the City! first: none Ascended
    assert "Ordis Recruit" not in _cards(plain, "hero_expedition")


def test_a_completed_feat_ascends_the_companion_expedition_at_noon(
    cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads(DAY.read_text())
    position["players"][0]["landmarks"] = [{"ref": "ALT_EOLE_B_OR_122_E", "status": ["completed"]}]
    path = tmp_path / "noon.json"
    path.write_text(json.dumps(position))
    done = scenario(CliRunner(), cache_dir, path, 1, 1)  # pass; Day 3: do not Expand
    assert done["log"][-2:] == [
        "day 3 P0 - ascend Companion",
        "day 3 P0 - token Ordis Recruit Companion",
    ]
    assert _cards(done, "companion_expedition") == ["Ordis Recruit"]
