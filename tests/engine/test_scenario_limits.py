"""``altered-deck engine scenario``: positions beyond the documented limits or impossible by
the rules are refused with the field named, in words; the Arena survives save and replay;
``--apply`` costs the same for the thousandth action as for the first."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from altered_deck.engine.core.record import DayTrace
from altered_deck.engine.scenario import Scenario
from altered_deck.engine.scenario_file import parse_position
from tests.engine.kit import AMELIA, ARMORER, KELON, SALVAGER, SCENARIOS

REPROCESSOR = "ALT_CORE_B_AX_25_C"  # Axiom Reprocessor, a Landmark


def goldfish(**player: Any) -> dict[str, Any]:
    """A day 2 Afternoon goldfish position whose player has ``player``'s keys."""
    return {
        "as_of": "2026-03-01",
        "day": 2,
        "phase": "afternoon",
        "players": [{"hero": "ALT_CORE_B_AX_01_C", "hand": [AMELIA]} | player],
    }


def run(runner: CliRunner, cache_dir: Path, path: Path, *args: str) -> Result:
    return runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "engine", "scenario", str(path), *args]
    )


def refused(runner: CliRunner, cache_dir: Path, tmp_path: Path, position: Any) -> str:
    """The one-line message (exit 2) refusing ``position``, without ``error: FILE: ``."""
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position), encoding="utf-8")
    result = run(runner, cache_dir, path)
    assert result.exit_code == 2, result.output
    assert result.stdout == "" and result.stderr.count("\n") == 1, result.stderr
    prefix = f"error: {path}: "
    assert result.stderr.startswith(prefix)
    return result.stderr.removeprefix(prefix).rstrip("\n")


@pytest.mark.parametrize(
    ("player", "message"),
    [
        ({"mana": {"orbs": 10**12, "ready": 0}}, "players.0.mana: orbs must be at most 1,000"),
        ({"mana": {"orbs": 10**30, "ready": 0}}, "players.0.mana: orbs must be at most 1,000"),
        (
            {"hand": [AMELIA] * 1001},
            "players.0: hand holds at most 1,000 (limits: docs/reference/limits.md)",
        ),
        (
            {"hand": [AMELIA] * 600, "deck": [SALVAGER] * 600},
            "players.0: 1,200 cards in all zones (Mana Orbs included); at most 1,000",
        ),
        (
            {
                "hero_expedition": {
                    "region": 0,
                    "cards": [KELON, KELON, {"ref": KELON, "boosts": -1}],
                }
            },
            "players.0.hero_expedition.cards.2: boosts must be 0 or more",
        ),
        (
            {"reserve": [{"ref": KELON, "boosts": 10**30}]},
            "players.0.reserve.0: boosts must be at most 1,000",
        ),
        (
            {"reserve": [{"ref": KELON, "counters": {"Kelon": 5000}}]},
            "players.0.reserve.0.counters: Kelon must be at most 1,000",
        ),
        ({"hero_counters": 10**20}, "players.0: hero_counters must be at most 1,000"),
        (
            {"reserve": [{"ref": KELON, "exhausted": "yes"}]},
            "players.0.reserve.0: exhausted must be true or false",
        ),
        (
            {"reserve": [{"ref": KELON, "exhausted": 1}]},
            "players.0.reserve.0: exhausted must be true or false",
        ),
        ({"hero_exhausted": "no"}, "players.0: hero_exhausted must be true or false"),
        ({"mana": {"orbs": 2, "ready": 3}}, "players.0.mana: 3 ready orbs of 2"),
        ({"hands": []}, "players.0: unknown key 'hands'"),
        ({"hand": [3]}, "players.0.hand.0: must be a string"),
        ({"reserve": [7]}, "players.0.reserve.0: must be a card reference or an object"),
        (
            {"reserve": [{"ref": KELON, "status": ["sleepy"]}]},
            "players.0.reserve.0.status.0: must be one of 'fleeting', 'anchored', 'asleep' or "
            "'completed'",
        ),
        (
            {"hero_expedition": {"region": "0"}},
            "players.0.hero_expedition: region must be a whole number",
        ),
    ],
)
def test_a_position_beyond_the_limits_names_the_field_in_words(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: dict[str, Any], message: str
) -> None:
    assert refused(runner, cache_dir, tmp_path, goldfish(**player)) == message


def test_top_level_fields_in_words(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> None:
    position = goldfish() | {"day": 10**6}
    assert refused(runner, cache_dir, tmp_path, position) == "day must be at most 1,000"
    position = goldfish() | {"seed": -1}
    assert refused(runner, cache_dir, tmp_path, position) == "seed must be 0 or more"
    assert refused(runner, cache_dir, tmp_path, [1, 2]) == "(top level): must be an object"
    position = goldfish() | {"arena": True}
    assert refused(runner, cache_dir, tmp_path, position) == (
        "(top level): arena: tiebreakers are a duel's (4.3); a goldfish game has none"
    )


def test_a_file_that_never_ends_is_refused_after_the_limit(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # a million cards in hand (22 MB) is beyond the file limit already
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(goldfish(hand=[AMELIA] * 1_000_000)), encoding="utf-8")
    result = run(runner, cache_dir, path)
    assert result.exit_code == 2
    assert result.stderr == f"error: {path}: too large for a position file (over 1 MiB); refused\n"
    # a device never ends: read up to the limit only (it grew to 24 GB before)
    endless = run(runner, cache_dir, Path("/dev/zero"))
    assert (endless.exit_code, endless.stderr) == (
        2,
        "error: /dev/zero: too large for a position file (over 1 MiB); refused\n",
    )


@pytest.mark.parametrize(
    ("player", "message"),
    [
        (
            {"hand": [ARMORER], "reserve": [{"token": "Brassbug"}]},
            "players.0.reserve.0: a token is never out of an expedition (2.1.e: it ceases to "
            "exist)",
        ),
        (
            {"landmarks": [REPROCESSOR, SALVAGER]},
            "players.0.landmarks.1: Axiom Salvager is not a Landmark: only Landmarks are among "
            "them",
        ),
        (
            {"companion_expedition": {"region": 7, "cards": [KELON, REPROCESSOR]}},
            "players.0.companion_expedition.cards.1: Axiom Reprocessor is a Landmark, never in "
            "an expedition",
        ),
        (
            {"hero_expedition": {"region": 5}, "companion_expedition": {"region": 4}},
            "players.0: the expeditions have met (Hero expedition on region 5, Companion "
            "expedition on region 4): the game ended at that Night (4.2.5.d)",
        ),
    ],
)
def test_an_impossible_position_is_refused_with_its_rule(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, player: dict[str, Any], message: str
) -> None:
    assert refused(runner, cache_dir, tmp_path, goldfish(**player)) == message


def test_a_token_in_reserve_was_a_crash_on_discard(store: CardStore) -> None:
    # what the schema accepted before: the discard of the token from Reserve raised KeyError
    spec = parse_position(
        json.dumps(goldfish(hand=[ARMORER], reserve=[{"token": "Brassbug"}])), "p"
    )
    with pytest.raises(Exception, match="a token is never out of an expedition"):
        Scenario(spec, store, "p")


TIED = {
    "as_of": "2026-03-01",
    "day": 3,
    "phase": "afternoon",
    "players": [
        {
            "hero": None,
            "deck": [AMELIA] * 4,
            "hero_expedition": {"region": 3, "cards": [{"ref": KELON, "status": ["anchored"]}]},
            "companion_expedition": {"region": 4},
        },
        {
            "hero": None,
            "deck": [AMELIA] * 4,
            "hero_expedition": {"region": 3},
            "companion_expedition": {
                "region": 4,
                "cards": [{"ref": KELON, "status": ["anchored"]}],
            },
        },
    ],
}


def test_the_arena_survives_save_and_replay(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "tied.json"
    path.write_text(json.dumps(TIED), encoding="utf-8")
    result = run(runner, cache_dir, path, "--apply", "1", "--apply", "1", "--json")
    assert result.exit_code == 0, result.stderr
    state = json.loads(result.stdout)["state"]
    # both expeditions moved: both players at distance 7, tied: tiebreakers (4.2.5.d, 4.3)
    assert state["arena"] is True and state["regions"] == ["FMW"] * 8
    assert [
        (p["hero_expedition"]["region"], p["companion_expedition"]["region"])
        for p in state["players"]
    ] == [(4, 4), (3, 3)]
    saved = tmp_path / "saved.json"
    saved.write_text(json.dumps(state), encoding="utf-8")
    replayed = run(runner, cache_dir, saved, *["--apply", "1"] * 4, "--json")
    assert replayed.exit_code == 0, replayed.stderr
    dusk = [line for line in json.loads(replayed.stdout)["log"] if "Dusk" in line]
    # the Kelons stayed (Anchored) and face nothing, yet in the Arena no expedition moves (4.3.d)
    assert dusk == [
        "day 4 P0 Dusk: Hero expedition on region 4 (FMW) F 1 M 3 W 3, does not move",
        "day 4 P0 Dusk: Companion expedition on region 4 (FMW) F 0 M 0 W 0, does not move",
        "day 4 P1 Dusk: Hero expedition on region 3 (FMW) F 0 M 0 W 0, does not move",
        "day 4 P1 Dusk: Companion expedition on region 3 (FMW) F 1 M 3 W 3, does not move",
    ]
    text = run(runner, cache_dir, saved).stdout.splitlines()
    assert text[2] == "Arena: tiebreakers (4.3): no expedition moves; Dusk compares both sums"
    without = {key: value for key, value in state.items() if key != "arena"}
    assert refused(runner, cache_dir, tmp_path, without) == (
        "players.0: the expeditions have met (Hero expedition on region 4, Companion "
        "expedition on region 4): the game ended at that Night (4.2.5.d) or, tied, went to "
        'the Arena ("arena": true)'
    )


def test_each_apply_copies_one_day_of_trace_not_all_before_it(
    store: CardStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each action snapshots the trace (to come back to if a card asks a decision): the
    days copied per action stay one, however many actions came before (linear work)."""
    copied: list[int] = []
    deepcopy = copy.deepcopy

    def counting(value: Any, memo: Any = None) -> Any:
        result = deepcopy(value, memo)
        copied.append(len(_day_traces(value)))
        return result

    monkeypatch.setattr(copy, "deepcopy", counting)
    scenario = Scenario(parse_position(json.dumps(goldfish()), "p"), store, "p")
    for _ in range(300):  # pass in the Afternoon, do not Expand in the Morning: 150 days
        scenario.apply(1)
    snapshots = [n for n in copied if n]
    assert len(snapshots) == 300 and max(snapshots) == 1
    assert len(scenario.log) == 300 + 2 * 150  # each action, and two Dusk lines a day


def _day_traces(value: Any) -> set[int]:
    """The distinct days of trace in ``value`` (by identity)."""
    if isinstance(value, DayTrace):
        return {id(value)}
    if isinstance(value, tuple | list):
        return set().union(*(_day_traces(item) for item in value))
    return set()


def test_an_action_waiting_for_a_decision_survives_save_and_replay(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Bravos Signet: "Choose two" — played (2), its first option taken (3), one more to choose
    path = SCENARIOS / "choose_two.json"
    first = run(runner, cache_dir, path, "--apply", "2", "--apply", "3", "--json")
    assert first.exit_code == 0, first.stderr
    data = json.loads(first.stdout)
    assert data["state"]["resolving"] == [2, 3]
    saved = tmp_path / "saved.json"
    saved.write_text(json.dumps(data["state"]), encoding="utf-8")
    again = run(runner, cache_dir, saved, "--json")
    assert again.exit_code == 0, again.stderr
    replayed = json.loads(again.stdout)
    assert (replayed["state"], replayed["legal_actions"]) == (data["state"], data["legal_actions"])
    assert replayed["log"] == []  # what happened before the position is not its log
    on = json.loads(run(runner, cache_dir, saved, "--apply", "1", "--json").stdout)
    whole = run(runner, cache_dir, path, "--apply", "2", "--apply", "3", "--apply", "1", "--json")
    assert on["log"] == json.loads(whole.stdout)["log"][2:]
    assert on["state"] == json.loads(whole.stdout)["state"]
    position = json.loads(path.read_text(encoding="utf-8"))
    assert refused(runner, cache_dir, tmp_path, position | {"resolving": [9]}) == (
        "resolving.0: action 9 is not legal in this position (legal: 1-3)"
    )
    assert refused(runner, cache_dir, tmp_path, position | {"resolving": [1]}) == (
        "resolving: these actions leave no decision waiting; apply them with --apply instead"
    )


def test_what_the_state_cannot_hold_is_said(runner: CliRunner, cache_dir: Path) -> None:
    path = SCENARIOS / "goldfish.json"
    played = json.loads(run(runner, cache_dir, path, "--apply", "4", "--json").stdout)
    assert played["unsaved"] == ["P0: 1 card(s) played from hand today"]
    text = run(runner, cache_dir, path, "--apply", "4").stdout.splitlines()
    start = text.index("Not in the state (a replay starts the day without it):")
    assert text[start + 1 : start + 3] == [
        "  P0: 1 card(s) played from hand today",
        "Legal actions:",
    ]
    # after Night the day starts afresh: nothing left out
    assert (
        json.loads(run(runner, cache_dir, path, "--apply", "1", "--json").stdout)["unsaved"] == []
    )
