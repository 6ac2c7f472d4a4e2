"""Hostile and careless rules files: every one is exit 2 naming the field, never exit 70,
never a MemoryError or RecursionError; families are read as everywhere else (AX_08 = ax_8)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from altered_deck.formats.rulesfields import MAX_CODE
from altered_deck.formats.rulesfile import MAX_RULES_FILE_BYTES
from altered_deck.jsonload import MAX_JSON_DEPTH
from tests.conftest import STARTERS
from tests.test_rules_file import LEAGUE, WUKONG, run, write


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "kojo.txt").write_text((STARTERS / "kojo.txt").read_text(encoding="utf-8"))
    return tmp_path


def league(**params: Any) -> dict[str, Any]:
    fmt = copy.deepcopy(LEAGUE)
    fmt["rules"][0]["params"] = params
    return {"formats": [fmt]}


def league_rule(**fields: Any) -> dict[str, Any]:
    fmt = copy.deepcopy(LEAGUE)
    fmt["rules"][0].update(fields)
    return {"formats": [fmt]}


def entry(**fields: Any) -> dict[str, Any]:
    return {"entries": [{**WUKONG, **fields}]}


RULE = "formats[0].rules[0]"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (league(), f"{RULE}.params.rarity: missing (COMMON, RARE, EXALTED, UNIQUE)"),
        (
            league(rarity="RARE", max="five"),
            f"{RULE}.params.max: expected a whole number, got 'five'",
        ),
        (league(rarity="RARE", max=[5]), f"{RULE}.params.max: expected a whole number, got a list"),
        (league(rarity="RARE", max=-1), f"{RULE}.params.max: expected 0 to 10,000, got -1"),
        (
            league(rarity="RARE", max=10**40),
            f"{RULE}.params.max: expected 0 to 10,000, got a number of 41 digits",
        ),
        (
            league(rarity="RARE", max=5, mx=3),
            f"{RULE}.params.mx: unknown field (expected some of: rarity, max)",
        ),
        (
            league(rarity="SHINY", max=5),
            f"{RULE}.params.rarity: expected one of COMMON, RARE, EXALTED, UNIQUE, got 'SHINY'",
        ),
        (
            {"formats": [{**LEAGUE, "rules": {"a": 1}}]},
            "formats[0].rules: expected a list, got an object",
        ),
        (league_rule(params="five"), f"{RULE}.params: expected an object, got 'five'"),
        (league_rule(code="X" * (MAX_CODE + 1)), f"{RULE}.code: longer than {MAX_CODE} characters"),
        (
            league_rule(**{"from": 20260101}),
            f"{RULE}.from: expected a YYYY-MM-DD date, got 20260101",
        ),
        (
            entry(family="AX_8x"),
            "entries[0].family: expected a family such as AX_8 (faction code, number), got 'AX_8x'",
        ),
        (
            entry(family="QQ_8"),
            "entries[0].family: unknown faction in 'QQ_8' (known: AX, BR, LY, MU, OR, YZ, NE)",
        ),
        (
            entry(versions=[{"rarity": "C", "faction": "Bravos"}]),
            "entries[0].versions[0].faction: "
            "expected one of AX, BR, LY, MU, OR, YZ, NE, *, got 'Bravos'",
        ),
        ({"schema": True}, "schema: expected 1, got a boolean"),
        ({"entries": [WUKONG] * 1001}, "entries: more than 1,000 items"),
    ],
)
def test_a_hostile_rules_file_is_exit_2_naming_the_field(
    runner: CliRunner, cache_dir: Path, here: Path, data: Any, message: str
) -> None:
    rules = write(here / "bad.json", data)
    result = run(runner, cache_dir, "validate", "kojo.txt", "--rules", rules)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"error: rules file {rules}: {message}\n"


def test_nan_and_huge_integers_in_a_rules_file_are_exit_2(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    nan = here / "nan.json"
    nan.write_text(json.dumps(league(rarity="RARE", max=5)).replace('"max": 5', '"max": NaN'))
    result = run(runner, cache_dir, "validate", "kojo.txt", "--rules", str(nan))
    assert result.exit_code == 2
    assert (
        result.stderr
        == f"error: rules file {nan}: {RULE}.params.max: expected a whole number, got nan\n"
    )
    digits = here / "digits.json"
    digits.write_text(
        json.dumps(league(rarity="RARE", max=5)).replace('"max": 5', '"max": ' + "9" * 5000)
    )
    result = run(runner, cache_dir, "validate", "kojo.txt", "--rules", str(digits))
    assert result.exit_code == 2
    assert result.stderr.startswith(
        f"error: rules file {digits}: not JSON (Exceeds the limit (4300 digits)"
    )


def test_deep_huge_and_endless_rules_files_are_refused(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    deep = here / "deep.json"
    deep.write_text("[" * 200_000 + "]" * 200_000)
    result = run(runner, cache_dir, "validate", "kojo.txt", "--rules", str(deep))
    assert result.exit_code == 2
    assert (
        result.stderr
        == f"error: rules file {deep}: not JSON (nested deeper than {MAX_JSON_DEPTH} levels)\n"
    )
    big = here / "big.json"
    big.write_text(" " * (MAX_RULES_FILE_BYTES + 1))
    result = run(runner, cache_dir, "validate", "kojo.txt", "--rules", str(big))
    assert result.exit_code == 2
    assert (
        result.stderr
        == f"error: rules file {big}: too large for a rules file (over 1 MiB); refused\n"
    )
    result = run(runner, cache_dir, "validate", "kojo.txt", "--rules", "/dev/zero")
    assert result.exit_code == 2
    assert (
        result.stderr
        == "error: rules file /dev/zero: too large for a rules file (over 1 MiB); refused\n"
    )


@pytest.mark.parametrize("family", ["AX_08", "ax_8", "Br_018"])
def test_a_family_is_read_whatever_its_padding_and_case(
    runner: CliRunner, cache_dir: Path, here: Path, family: str
) -> None:
    # Sun Wukong is BR_18: every spelling of it suspends it.
    spelled = family.replace("AX_08", "BR_18").replace("ax_8", "br_18")
    rules = write(here / "ban.json", entry(family=spelled))
    result = run(
        runner, cache_dir, "validate", "kojo.txt", "--rules", rules, "--as-of", "2026-06-01"
    )
    assert result.exit_code == 1
    assert "STD-SUSPENDED" in result.stdout


def test_a_rules_file_leaving_no_version_for_a_day_is_exit_2(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    ended = {
        "label": "Complete Rules 5.0",
        "from": "2026-02-27",
        "until": "2026-03-01",
        "numbering": "5.0",
    }
    rules = write(here / "ended.json", {"rules_versions": [ended]})
    result = run(runner, cache_dir, "validate", "kojo.txt", "--rules", rules)
    assert result.exit_code == 2
    assert result.stderr == (
        f"error: rules file {rules}: rules_versions: no rules version covers 2026-03-01 "
        "(every day needs one: the versions' from/until must leave no gap)\n"
    )


def test_every_check_has_a_parameter_table_and_the_built_in_data_passes_it() -> None:
    from altered_deck.formats.rules import CHECKS
    from altered_deck.formats.rulescheck import check_rules_data
    from altered_deck.formats.rulesfields import PARAMS
    from altered_deck.formats.rulesfile import builtin_data

    assert set(PARAMS) == set(CHECKS)
    check_rules_data(builtin_data(), "built-in")  # formats export output is a valid file


@pytest.mark.parametrize(
    "fmt",
    [
        {**LEAGUE, "name": "empty", "base": None, "drop": [], "rules": []},
        {**LEAGUE, "name": "empty", "drop": [], "rules": [], "base": "sandbox"},
    ],
    ids=["no rules", "a base without rules"],
)
@pytest.mark.parametrize("command", [["formats", "empty"], ["validate", "kojo.txt", "-f", "empty"]])
def test_a_format_without_rules_is_refused(
    runner: CliRunner, cache_dir: Path, here: Path, fmt: dict[str, Any], command: list[str]
) -> None:
    if fmt["base"] == "sandbox":  # every rule of the base dropped: nothing left
        fmt["drop"] = [
            "SBX-HERO-COUNT",
            "SBX-SIZE",
            "SBX-CARD-TYPE",
            "STD-UNIQUE-DUP",
            "SET-RELEASED",
        ]
    fmt = {key: value for key, value in fmt.items() if value is not None}
    rules = write(here / "empty.json", {"schema": 1, "formats": [fmt]})
    result = run(runner, cache_dir, *command, "--rules", rules)
    assert (result.exit_code, result.stderr) == (
        2,
        f"error: rules file {rules}: format 'empty' has no rules "
        "(list at least one in its rules, or give it a base format)\n",
    )
