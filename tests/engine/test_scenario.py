"""``altered-deck engine scenario``: positions from tests/fixtures/scenarios/, their legal
actions, what applying them does, the printed state replaying, and each bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from tests.engine.kit import AMELIA, ARMORER, KELON, SALVAGER, SCENARIOS

REPROCESSOR = "ALT_CORE_B_AX_25_C"


def run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "engine", "scenario", *args])


def as_json(result: Result) -> Any:
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def card(ref: str, **carried: Any) -> dict[str, Any]:
    """A card as the printed state writes it."""
    return {"ref": ref, "boosts": 0, "status": [], "exhausted": False, "counters": {}} | carried


def test_a_goldfish_position_lists_its_legal_actions(runner: CliRunner, cache_dir: Path) -> None:
    data = as_json(run(runner, cache_dir, str(SCENARIOS / "goldfish.json"), "--json"))
    assert data["terminal"] is False and data["winner"] is None and data["log"] == []
    actions = data["legal_actions"]
    assert [(a["id"], a["kind"], a.get("card"), a.get("from"), a.get("to")) for a in actions] == [
        (1, "pass", None, None, None),
        (2, "play", AMELIA, "hand", "hero"),
        (3, "play", AMELIA, "hand", "companion"),
        (4, "play", SALVAGER, "hand", "hero"),
        (5, "play", SALVAGER, "hand", "companion"),
        (6, "play", ARMORER, "reserve", "hero"),
        (7, "play", ARMORER, "reserve", "companion"),
    ]
    assert actions[5]["text"] == (
        "play Foundry Armorer from Reserve for 3 mana into the Hero expedition"
    )
    assert {a["player"] for a in actions} == {0}


def test_a_goldfish_play_then_pass_runs_dusk_and_night(runner: CliRunner, cache_dir: Path) -> None:
    path = str(SCENARIOS / "goldfish.json")
    data = as_json(run(runner, cache_dir, path, "--apply", "6", "--apply", "1", "--json"))
    assert data["log"] == [
        "day 2 P0: play Foundry Armorer from Reserve for 3 mana into the Hero expedition",
        "day 2 P0 - token Brassbug Hero",
        "day 2 P0: pass",
        "day 2 P0 Dusk: Hero expedition on region 0 (FMW) F 6 M 6 W 6, moves to region 1",
        "day 2 P0 Dusk: Companion expedition on region 7 (FMW) F 0 M 0 W 0, does not move",
    ]
    state = data["state"]
    assert (state["day"], state["phase"], state["turn"], state["first_player"]) == (
        3,
        "morning",
        0,
        1,
    )
    player = state["players"][0]
    assert player["hand"] == [AMELIA, SALVAGER, KELON, ARMORER]  # Draw 2: top first
    assert player["deck"] == [AMELIA]
    assert player["reserve"] == [card(SALVAGER)]  # its boost is lost at Rest
    assert player["discard"] == [ARMORER]  # played from Reserve: Fleeting
    assert player["mana"] == {"orbs": 4, "ready": 4}  # Prepare readied them
    assert player["hero_expedition"] == {"region": 1, "cards": []}  # the token is gone
    assert state["revealed"] == [True, True, True, False, False, False, False, True]
    assert [a["kind"] for a in data["legal_actions"]] == ["skip"] + ["expand"] * 4


def test_the_printed_state_replays(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> None:
    path = str(SCENARIOS / "goldfish.json")
    first = as_json(run(runner, cache_dir, path, "--apply", "4", "--json"))
    saved = tmp_path / "saved.json"
    saved.write_text(json.dumps(first["state"]), encoding="utf-8")
    again = as_json(run(runner, cache_dir, str(saved), "--json"))
    assert again["state"] == first["state"]
    assert again["legal_actions"] == first["legal_actions"]
    hero_exp = first["state"]["players"][0]["hero_expedition"]
    assert hero_exp["cards"] == [card(SALVAGER, boosts=1), card(SALVAGER)]


def test_a_duel_through_dusk_and_night(runner: CliRunner, cache_dir: Path) -> None:
    path = str(SCENARIOS / "duel.json")
    data = as_json(run(runner, cache_dir, path, "--apply", "1", "--apply", "1", "--json"))
    assert data["log"] == [
        "day 2 P0: pass",
        "day 2 P1: pass",
        "day 2 P0 Dusk: Hero expedition on region 0 (FMW) F 2 M 2 W 2, moves to region 1",
        "day 2 P0 Dusk: Companion expedition on region 7 (FMW) F 1 M 1 W 1, does not move",
        "day 2 P1 Dusk: Hero expedition on region 0 (FMW) F 1 M 1 W 1, does not move",
        "day 2 P1 Dusk: Companion expedition on region 7 (FMW) F 1 M 3 W 3, moves to region 6",
    ]
    state = data["state"]
    assert (state["day"], state["phase"], state["turn"], state["first_player"]) == (
        3,
        "morning",
        1,
        1,
    )
    zero, one = state["players"]
    assert zero["reserve"] == [card(AMELIA), card(SALVAGER)]
    assert (zero["hero_expedition"]["region"], one["companion_expedition"]["region"]) == (1, 6)
    # Anchored: stays in play through Rest and loses the status
    assert one["companion_expedition"]["cards"] == [card(KELON)]
    assert [a["player"] for a in data["legal_actions"]] == [1] * 4


def test_the_text_output(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, str(SCENARIOS / "goldfish.json"), "--apply", "4")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:3] == [
        "Day 2, afternoon: player 0 to act (first player: 0)",
        "Adventure: 0:FMW 1:F? 2:MW? 3:M? 4:FW? 5:W? 6:FM? 7:FMW  (? = face down)",
        "Player 0: Sierra & Oddball",
    ]
    assert "  Hero expedition, region 0: Axiom Salvager [+1 boost]; Axiom Salvager" in lines
    assert "  day 2 P0: play Axiom Salvager from hand for 1 mana into the Hero expedition" in lines
    assert (
        lines[-1]
        == "    5  play Foundry Armorer from Reserve for 3 mana into the Companion expedition"
    )


def _error(result: Result) -> str:
    assert result.exit_code == 2, result.stdout
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def test_an_unknown_card_is_one_line_exit_2(runner: CliRunner, cache_dir: Path) -> None:
    path = SCENARIOS / "unknown_card.json"
    assert _error(run(runner, cache_dir, str(path))) == (
        f"error: {path}: players.0: unknown card ALT_CORE_B_AX_99_C"
    )


def test_malformed_json_names_file_and_line(runner: CliRunner, cache_dir: Path) -> None:
    path = SCENARIOS / "malformed.json"
    assert _error(run(runner, cache_dir, str(path))) == (
        f"error: {path}:5:3: invalid JSON: Expecting ',' delimiter"
    )


def test_a_bad_field_names_it(runner: CliRunner, cache_dir: Path) -> None:
    path = SCENARIOS / "bad_field.json"
    assert _error(run(runner, cache_dir, str(path))) == (f"error: {path}: day must be 1 or more")


def test_an_action_that_is_not_legal(runner: CliRunner, cache_dir: Path) -> None:
    path = str(SCENARIOS / "goldfish.json")
    assert _error(run(runner, cache_dir, path, "--apply", "8")) == (
        "error: action 8 is not legal in this position (legal: 1-7)"
    )
    # legal in the first position, not in the one the first action reached
    assert _error(run(runner, cache_dir, path, "--apply", "1", "--apply", "6")) == (
        "error: action 6 is not legal in this position (legal: 1-5)"
    )


def test_the_worked_examples_of_the_docs_are_what_the_command_prints(
    runner: CliRunner, cache_dir: Path
) -> None:
    from tests.conftest import ROOT

    page = (ROOT / "docs" / "engine" / "scenarios.md").read_text(encoding="utf-8")
    blocks = [b.split("```", 1)[0] for b in page.split("```console\n")[1:]]
    assert len(blocks) == 4
    for block in blocks:
        command, _, printed = block.partition("\n")
        args = command.removeprefix("$ altered-deck engine scenario ").split()
        result = run(runner, cache_dir, *args)
        assert result.exit_code == 0, result.stderr
        assert result.stdout == printed, command


def test_hero_counters_are_part_of_the_position(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Atsadi & Surge: "When you play a Character with Hand Cost greater than or equal to my
    # number of Heroism counters — Draw a card and I gain 1 Heroism counter" (begins with 5)
    path = SCENARIOS / "hero_counters.json"
    data = as_json(run(runner, cache_dir, str(path), "--apply", "2", "--json"))
    player = data["state"]["players"][0]
    assert (player["hand"], player["hero_counters"]) == ([KELON], 4)  # 3 <= 3: drew
    position = json.loads(path.read_text(encoding="utf-8"))
    del position["players"][0]["hero_counters"]
    saved = tmp_path / "begins.json"
    saved.write_text(json.dumps(position), encoding="utf-8")
    data = as_json(run(runner, cache_dir, str(saved), "--apply", "2", "--json"))
    player = data["state"]["players"][0]
    assert (player["hand"], player["hero_counters"]) == ([], 5)  # 3 < 5: no draw


KELON_BURST, JAMMER = "ALT_CORE_B_AX_23_C", "ALT_CORE_B_AX_28_C"


def test_a_choose_one_is_offered_option_by_option(runner: CliRunner, cache_dir: Path) -> None:
    path = str(SCENARIOS / "choose_one.json")
    data = as_json(run(runner, cache_dir, path, "--apply", "2", "--json"))
    assert data["log"] == ["day 2 P0: play Kelon Burst from hand for 3 mana"]
    assert [(a["id"], a["kind"], a["option"], a["player"]) for a in data["legal_actions"]] == [
        (1, "choose", 1, 0),
        (2, "choose", 2, 0),
    ]
    assert data["legal_actions"][1]["text"] == (
        "Kelon Burst: Choose one: Discard target Permanent with Hand Cost {4} or less"
    )
    # nothing happened while the card waits: the position before the play
    assert data["state"]["players"][0]["hand"] == [KELON_BURST]


def test_each_option_of_a_choose_one_does_its_own_thing(runner: CliRunner, cache_dir: Path) -> None:
    path = str(SCENARIOS / "choose_one.json")
    second = as_json(run(runner, cache_dir, path, "--apply", "2", "--apply", "2", "--json"))
    assert second["log"][1:] == [
        "day 2 P0: Kelon Burst: Choose one: Discard target Permanent with Hand Cost {4} or less",
        "day 2 P0 - opponent discard Armored Jammer",
    ]
    opponent = second["state"]["players"][1]
    assert opponent["landmarks"] == [] and opponent["discard"] == [JAMMER]
    first = as_json(run(runner, cache_dir, path, "--apply", "2", "--apply", "1", "--json"))
    opponent = first["state"]["players"][1]
    assert opponent["landmarks"] == [card(JAMMER)]
    assert opponent["hero_expedition"]["cards"] == []
    assert [c["ref"] for c in opponent["reserve"]] == [SALVAGER]


SIGNET, GREMS, REPROCESSOR_CARD = "ALT_CYCLONE_B_BR_79_R1", "ALT_BISE_B_AX_53_C", card(REPROCESSOR)


def test_a_choose_two_asks_twice_without_the_option_taken(
    runner: CliRunner, cache_dir: Path
) -> None:
    # Bravos Signet: its third option (Mana) never ran before it was a decision
    path = str(SCENARIOS / "choose_two.json")
    first = as_json(run(runner, cache_dir, path, "--apply", "2", "--json"))
    assert [(a["kind"], a["option"]) for a in first["legal_actions"]] == [
        ("choose", 1),
        ("choose", 2),
        ("choose", 3),
    ]
    second = as_json(run(runner, cache_dir, path, "--apply", "2", "--apply", "3", "--json"))
    assert [a["option"] for a in second["legal_actions"]] == [1, 2]  # not option 3 again
    done = as_json(
        run(runner, cache_dir, path, "--apply", "2", "--apply", "3", "--apply", "1", "--json")
    )
    assert done["log"][1:3] == [
        "day 2 P0: Bravos Signet: Choose two: Put the top card of your deck in your Mana zone",
        "day 2 P0: Bravos Signet: Choose two: Target Character gains 3 boosts",
    ]
    player = done["state"]["players"][0]
    assert player["hero_expedition"]["cards"] == [card(SALVAGER, boosts=3)]
    assert player["mana"] == {"orbs": 6, "ready": 0, "cards": [KELON]}


def test_a_choose_up_to_one_offers_stop(runner: CliRunner, cache_dir: Path) -> None:
    # The Grems: "Sacrifice a Permanent" (once never offered while a Landmark was dear) or stop
    path = str(SCENARIOS / "choose_up_to.json")
    data = as_json(run(runner, cache_dir, path, "--apply", "2", "--json"))
    assert [
        (a["kind"], a.get("option"), a["text"].split(": ")[-1]) for a in data["legal_actions"]
    ] == [
        ("up to", 1, "Discard target Permanent with Hand Cost {3} or less"),
        (
            "up to",
            2,
            "Sacrifice a Permanent. If you do, create a [Brassbug 2/2/2] Robot token in target "
            "Expedition",
        ),
        ("up to", None, "stop"),
    ]
    taken = as_json(run(runner, cache_dir, path, "--apply", "2", "--apply", "2", "--json"))
    player = taken["state"]["players"][0]
    assert (player["landmarks"], player["discard"]) == ([], [REPROCESSOR])
    assert [c.get("token") for c in player["hero_expedition"]["cards"]] == [None, "Brassbug"]
    stopped = as_json(run(runner, cache_dir, path, "--apply", "2", "--apply", "3", "--json"))
    player = stopped["state"]["players"][0]
    assert player["landmarks"] == [REPROCESSOR_CARD]
    assert player["hero_expedition"]["cards"] == [card(GREMS, status=["fleeting"])]


def test_a_you_may_asks_yes_or_no(runner: CliRunner, cache_dir: Path) -> None:
    # Sierra & Oddball: "When you play a Permanent with Hand Cost {3} or more — You may
    # exhaust me to create a [Brassbug 2/2/2] Robot token"
    path = str(SCENARIOS / "you_may.json")
    data = as_json(run(runner, cache_dir, path, "--apply", "2", "--json"))
    assert [(a["kind"], a["text"]) for a in data["legal_actions"]] == [
        ("may", "Sierra & Oddball: You may exhaust me: yes"),
        ("may", "Sierra & Oddball: You may exhaust me: no"),
    ]
    # yes: then which expedition the token joins (the Hero's)
    yes = as_json(
        run(runner, cache_dir, path, "--apply", "2", "--apply", "1", "--apply", "1", "--json")
    )
    player = yes["state"]["players"][0]
    assert player["hero_exhausted"] is True
    assert [c["token"] for c in player["hero_expedition"]["cards"]] == ["Brassbug"]
    no = as_json(run(runner, cache_dir, path, "--apply", "2", "--apply", "2", "--json"))
    player = no["state"]["players"][0]
    assert ("hero_exhausted" in player, player["hero_expedition"]["cards"]) == (False, [])
    assert player["landmarks"] == [REPROCESSOR_CARD]
