"""Organisers' rules files: ``--rules FILE`` / ``$ALTERED_DECK_RULES`` and ``formats export``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from altered_deck.formats.rulesfile import builtin_data
from tests.conftest import DATA, STARTERS

# Sun Wukong's common (line 19 of Kojo's starter), suspended by the organiser from 2026-06-01.
WUKONG = {
    "family": "BR_18",
    "name": "Sun Wukong",
    "status": "suspended",
    "from": "2026-06-01",
    "until": None,
    "versions": [{"rarity": "C", "faction": "BR"}],
}
LEAGUE = {
    "name": "league",
    "title": "League",
    "kind": "constructed",
    "bans": True,
    "pool": False,
    "base": "standard",
    "drop": ["STD-RARE-MAX"],
    "summary": "Standard with at most 5 rares.",
    "rules": [
        {
            "code": "LG-RARE-MAX",
            "check": "rarity_max",
            "number": "format:league",
            "params": {"rarity": "RARE", "max": 5},
            "summary": "at most 5 rare cards",
        }
    ],
}


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "kojo.txt").write_text((STARTERS / "kojo.txt").read_text(encoding="utf-8"))
    return tmp_path


def write(path: Path, data: Any) -> str:
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def run(
    runner: CliRunner, cache_dir: Path, *args: str, env: dict[str, str] | None = None
) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args], env=env)


def test_a_suspension_holds_from_its_date(runner: CliRunner, cache_dir: Path, here: Path) -> None:
    rules = write(here / "league.json", {"schema": 1, "entries": [WUKONG]})
    before = run(
        runner, cache_dir, "validate", "kojo.txt", "--rules", rules, "--as-of", "2026-05-31"
    )
    assert before.exit_code == 0
    assert before.stdout.splitlines()[:3] == [
        "Format: standard · as of 2026-05-31",
        "Rules: Complete Rules 5.0 (from 2026-02-27) · ban list of 2026-02-12",
        f"Rules file: {rules}",
    ]
    after = run(
        runner,
        cache_dir,
        "validate",
        "kojo.txt",
        "--as-of",
        "2026-06-01",
        "--json",
        env={"ALTERED_DECK_RULES": rules},
    )
    assert after.exit_code == 1
    (outcome,) = json.loads(after.stdout)
    assert (outcome["ban_list"], outcome["rules_file"]) == ("2026-06-01", rules)
    assert outcome["violations"] == [
        {
            "code": "STD-SUSPENDED",
            "rule": "ban-list:2026-06-01",
            "message": 'ALT_CORE_B_BR_18_C "Sun Wukong" (C, Bravos) suspended since 2026-06-01',
            "cards": [{"reference": "ALT_CORE_B_BR_18_C", "quantity": 2, "lines": [19]}],
        }
    ]
    # Without the file, the built-in rules: legal.
    plain = run(runner, cache_dir, "validate", "kojo.txt", "--as-of", "2026-06-01")
    assert plain.exit_code == 0


def test_an_entry_of_the_same_family_and_date_overrides(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    jinn = next(e for e in builtin_data()["entries"] if e["family"] == "BR_6")
    lifted = {**jinn, "until": "2026-03-01"}
    rules = write(here / "lift.json", {"entries": [lifted]})
    deck = here / "jinn.txt"
    deck.write_text((here / "kojo.txt").read_text() + "1 ALT_CORE_B_BR_06_C\n")
    built_in = run(runner, cache_dir, "validate", str(deck), "--as-of", "2026-04-01", "--json")
    assert [v["code"] for v in json.loads(built_in.stdout)[0]["violations"]] == ["STD-SUSPENDED"]
    lifted_run = run(
        runner,
        cache_dir,
        "validate",
        str(deck),
        "--as-of",
        "2026-04-01",
        "--rules",
        rules,
        "--json",
    )
    assert [v["code"] for v in json.loads(lifted_run.stdout)[0]["violations"]] == []


def test_a_new_format(runner: CliRunner, cache_dir: Path, here: Path) -> None:
    rules = write(here / "league.json", {"formats": [LEAGUE]})
    listing = run(runner, cache_dir, "formats", "--rules", rules)
    assert [line.split()[0] for line in listing.stdout.splitlines()[1:] if line[:1] != " "][-1] == (
        "league"
    )
    result = run(
        runner, cache_dir, "validate", "kojo.txt", "-f", "league", "--rules", rules, "--json"
    )
    assert result.exit_code == 1
    (outcome,) = json.loads(result.stdout)
    assert [(v["code"], v["rule"]) for v in outcome["violations"]] == [
        ("LG-RARE-MAX", "format:league")
    ]
    unknown = run(runner, cache_dir, "validate", "kojo.txt", "-f", "league")
    assert unknown.exit_code == 2
    assert unknown.stderr == (
        "error: unknown format 'league'; choose one of: standard, 2v2, ffa, nuc, singleton, "
        "sealed, draft, booster-war, frontier, living-legends, singleton-nuc, sandbox\n"
    )


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "the file: expected an object, got a list"),
        (
            {"bans": []},
            "bans: unknown key (expected some of: schema, about, rules_versions, formats, entries, "
            "sets, allowlists)",
        ),
        ({"schema": 2}, "schema: expected 1, got 2"),
        ({"formats": [{"name": "x"}]}, "formats[0].title: missing"),
        (
            {"formats": [{**LEAGUE, "rules": [{**LEAGUE["rules"][0], "check": "nope"}]}]},
            "formats[0].rules[0].check: unknown check 'nope' (known: hero_count, deck_size, ",
        ),
        (
            {"formats": [{**LEAGUE, "rules": [{**LEAGUE["rules"][0], "number": None}]}]},
            "formats[0].rules[0].number: expected a rule id or an object, got null",
        ),
        (
            {"entries": [{**WUKONG, "from": "June"}]},
            "entries[0].from: expected a YYYY-MM-DD date, got 'June'",
        ),
        (
            {"entries": [{**WUKONG, "status": "gone"}]},
            "entries[0].status: expected one of suspended, banned, got 'gone'",
        ),
        (
            {"entries": [{**WUKONG, "versions": [{"rarity": "X", "faction": "BR"}]}]},
            "entries[0].versions[0].rarity: expected one of C, R1, R2, E, U, got 'X'",
        ),
        (
            {"formats": [{**LEAGUE, "base": "nothing"}]},
            "format league: base 'nothing' must be defined before",
        ),
        (
            {"rules_versions": [{"label": "6.0", "from": "2027-01-01", "numbering": "6.0"}]},
            "format standard rule STD-HERO-COUNT: no number for 6.0",
        ),
    ],
)
def test_a_malformed_rules_file_names_the_field(
    runner: CliRunner, cache_dir: Path, here: Path, data: Any, message: str
) -> None:
    rules = write(here / "bad.json", data)
    for command in (["validate", "kojo.txt"], ["formats"]):
        result = run(runner, cache_dir, *command, "--rules", rules)
        assert (result.exit_code, result.stdout) == (2, "")
        assert result.stderr.startswith(f"error: rules file {rules}: {message}"), result.stderr


def test_not_json_and_missing_files(runner: CliRunner, cache_dir: Path, here: Path) -> None:
    (here / "bad.json").write_text("{nope", encoding="utf-8")
    result = run(runner, cache_dir, "formats", "--rules", "bad.json")
    assert result.exit_code == 2
    assert result.stderr.startswith("error: rules file bad.json: not JSON (Expecting property")
    result = run(runner, cache_dir, "formats", "--rules", "none.json")
    assert result.exit_code == 2
    assert result.stderr == ("error: rules file none.json: no such file\n")


def test_export_is_the_starting_point(runner: CliRunner, cache_dir: Path, here: Path) -> None:
    result = run(runner, cache_dir, "formats", "export", "-o", "rules.json")
    assert (result.exit_code, result.stderr) == (0, "rules data written to rules.json\n")
    exported = json.loads((here / "rules.json").read_text(encoding="utf-8"))
    assert exported == builtin_data()
    assert sorted(exported) == [
        "about",
        "allowlists",
        "entries",
        "formats",
        "rules_versions",
        "schema",
        "sets",
    ]
    assert len(exported["formats"]) == 12 and len(exported["entries"]) == 15
    assert len(exported["sets"]) == 21
    # Frontier's dated pools stay in force: the export extends the list, it does not empty it.
    assert exported["allowlists"]["frontier"] == {
        "mode": "extend",
        "references": [],
        "families": [],
    }
    # Used as it is, the export changes nothing.
    for args in (["formats", "standard"], ["formats", "sealed", "--json"], ["formats", "frontier"]):
        same = run(runner, cache_dir, *args, "--as-of", "2026-03-01", "--rules", "rules.json")
        plain = run(runner, cache_dir, *args, "--as-of", "2026-03-01")
        assert same.stdout == plain.stdout
    # Export with a rules file gives the merged data.
    write(here / "league.json", {"formats": [LEAGUE], "entries": [WUKONG]})
    merged = json.loads(
        run(runner, cache_dir, "formats", "export", "--rules", "league.json").stdout
    )
    assert (merged["formats"][-1], merged["entries"][-1]) == (LEAGUE, WUKONG)


def test_a_whole_bans_json_as_rules_overrides_and_adds_entries(
    runner: CliRunner, cache_dir: Path, here: Path
) -> None:
    # The shipped bans.json, edited: Tiny Jinn's suspension ends on 2026-05-01, Sun Wukong's
    # starts on 2026-06-01. Given whole to --rules, it merges entry by entry.
    bans = json.loads((DATA / "rules" / "bans.json").read_text(encoding="utf-8"))
    (jinn,) = [entry for entry in bans["entries"] if entry["family"] == "BR_6"]
    jinn["until"] = "2026-05-01"
    bans["entries"].append(WUKONG)
    rules = write(here / "bans.json", bans)
    deck = here / "jinn.txt"
    deck.write_text((here / "kojo.txt").read_text() + "1 ALT_CORE_B_BR_06_C\n")
    args = ["validate", str(deck), "--as-of", "2026-06-01", "--json"]
    shipped = json.loads(run(runner, cache_dir, *args).stdout)[0]
    assert [(v["code"], v["cards"][0]["reference"]) for v in shipped["violations"]] == [
        ("STD-SUSPENDED", "ALT_CORE_B_BR_06_C")
    ]
    edited = json.loads(run(runner, cache_dir, *args, "--rules", rules).stdout)[0]
    assert [(v["code"], v["rule"]) for v in edited["violations"]] == [
        ("STD-SUSPENDED", "ban-list:2026-06-01")
    ]
    assert edited["violations"][0]["cards"][0]["reference"] == "ALT_CORE_B_BR_18_C"
