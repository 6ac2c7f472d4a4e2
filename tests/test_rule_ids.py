"""Every violation cites a rule id, numbered as in the rules version in force on the date."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.formats import load_bans, load_catalog
from tests.conftest import DATA, STARTERS

DATES = [
    date(2024, 6, 1),
    date(2025, 6, 1),
    date(2025, 10, 2),
    date(2025, 10, 3),
    date(2026, 2, 26),
    date(2026, 2, 27),
    date(2026, 11, 22),
]
KOJO = (STARTERS / "kojo.txt").read_text(encoding="utf-8")
# A Yzmir rare (line 22) in a Bravos deck, a 4th Issun-bōshi (line 23), Baba Yaga's R2 (line 24,
# Ordis, suspended since 2025-05-13 by Equinox): faction, name and ban-list violations.
TUNED = KOJO + "1 ALT_CORE_B_BR_25_R2\n1 ALT_COREKS_B_BR_05_R1\n1 ALT_CORE_B_YZ_11_R2\n"


@pytest.mark.parametrize("on", DATES)
def test_every_rule_of_every_format_has_a_rule_id(on: date) -> None:
    catalog, bans = load_catalog(), load_bans()
    label = bans.label_on(on)
    for fmt in catalog.formats:
        for rule in fmt.rules_on(on):
            rule_id = catalog.rule_id(rule, on, label)
            assert rule_id and rule_id != "None", (fmt.name, rule.code, on)
            if fmt.name in ("singleton", "booster-war", "sandbox"):
                # the format's page; the same unique twice (2.2.6.f) and release dates
                # (1.1.7.a) are Complete Rules everywhere
                assert rule_id.startswith((f"format:{fmt.name}", "ban-list", "2.2.6.f", "1.1.7.a"))
            if rule.code.endswith(("SUSPENDED", "BANNED")):
                assert rule_id == (f"ban-list:{label}" if label else "ban-list")


def test_the_rules_data_has_no_null_rule_number() -> None:
    data = json.loads((DATA / "rules" / "formats.json").read_text(encoding="utf-8"))
    numbers = [r["number"] for f in data["formats"] for r in f["rules"]]
    assert len(numbers) == 50
    assert None not in numbers
    assert [v["numbering"] for v in data["rules_versions"]] == ["pre-4.0", "4.0", "5.0"]
    assert [v["label"] for v in data["rules_versions"]] == [
        "pre-4.0 rules",
        "Complete Rules 4.0",
        "Complete Rules 5.0",
    ]


def _violations(runner: CliRunner, cache_dir: Path, tmp_path: Path, *args: str) -> list[list[str]]:
    deck = tmp_path / "tuned.txt"
    deck.write_text(TUNED, encoding="utf-8")
    result = runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "--offline", "validate", str(deck), "--json", *args]
    )
    assert result.exit_code == 1, result.output
    (outcome,) = json.loads(result.stdout)
    return [[v["code"], v["rule"]] for v in outcome["violations"] + outcome["warnings"]]


def test_rules_5_numbers_from_2025_10_03_and_older_ones_before(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    assert _violations(runner, cache_dir, tmp_path, "--as-of", "2026-03-01") == [
        ["STD-FACTION", "1.1.4.c"],
        ["STD-NAME-MAX", "1.1.4.d"],
        ["STD-SUSPENDED", "ban-list:2025-05-13"],
        ["WARN-API-FLAG", "ban-list:2026-02-12"],
    ]
    # Helping Hand's R2 was suspended too then (2025-05-13 to 2025-10-02).
    assert _violations(runner, cache_dir, tmp_path, "--as-of", "2025-06-01") == [
        ["STD-FACTION", "1.1.4.d"],
        ["STD-NAME-MAX", "1.1.4.e"],
        ["STD-SUSPENDED", "ban-list:2025-05-13"],
        ["STD-SUSPENDED", "ban-list:2025-05-13"],
    ]
    singleton = _violations(
        runner, cache_dir, tmp_path, "--as-of", "2026-03-01", "--format", "singleton"
    )
    assert [v for v in singleton if v[0] != "SGL-VERSION-MAX"] == [
        ["SGL-SIZE-MIN", "format:singleton"],
        ["STD-FACTION", "format:singleton"],
        ["STD-NAME-MAX", "format:singleton"],
        ["STD-SUSPENDED", "ban-list:2025-05-13"],
        ["WARN-API-FLAG", "ban-list:2026-02-12"],
    ]
    assert singleton.count(["SGL-VERSION-MAX", "format:singleton"]) == 12


def _cards(count: int) -> str:
    """The first ``count`` non-Hero cards of Kojo's starter, as a text decklist."""
    lines = []
    for line in KOJO.splitlines()[1:]:
        quantity, ref = line.split()
        take = min(int(quantity), count)
        if take:
            lines.append(f"{take} {ref}\n")
        count -= take
    return "".join(lines)


def test_limited_and_format_pages(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> None:
    # 29 cards and no Hero: the size rule, 1.1.5.c before 4.0 and 1.1.5.b after.
    deck = tmp_path / "small.txt"
    deck.write_text(_cards(29), encoding="utf-8")
    for as_of, rule in (("2025-06-01", "1.1.5.c"), ("2026-03-01", "1.1.5.b")):
        args = ["validate", str(deck), "-f", "sealed", "--as-of", as_of, "--json"]
        result = runner.invoke(cli, ["--cache-dir", str(cache_dir), *args])
        (outcome,) = json.loads(result.stdout)
        assert [(v["code"], v["rule"], v["message"]) for v in outcome["violations"]] == [
            ("LTD-SIZE-MIN", rule, "29 cards (min 30)")
        ]
    result = runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "validate", str(deck), "-f", "booster-war", "--json"]
    )
    (outcome,) = json.loads(result.stdout)
    assert [(v["code"], v["rule"]) for v in outcome["violations"]] == [
        ("BW-SIZE", "format:booster-war")
    ]
