"""``altered-deck validate`` and ``altered-deck formats``: exact outputs and exit codes."""

from __future__ import annotations

import json
import re
import shutil
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cards.model import parse_api_card
from altered_deck.cards.store import DB_NAME, CardStore
from altered_deck.cli.main import cli
from altered_deck.formats.rulesfolder import bundled_folder
from tests.conftest import DECKFMT_VECTORS, STARTERS, UNIQUES

TODAY = "2026-11-22"
KOJO = (STARTERS / "kojo.txt").read_text(encoding="utf-8")
# Kojo's starter plus a 4th Issun-bōshi (line 22), Tiny Jinn (suspended since 2026-02-12,
# line 23) and Helping Hand's R2 (a Yzmir card the API still flags suspended, line 24).
KOJO_TUNED = KOJO + "1 ALT_COREKS_B_BR_05_R1\n1 ALT_CORE_B_BR_06_C\n1 ALT_CORE_B_BR_25_R2\n"
# Kojo's starter with one Sun Wukong (BR_18_C) swapped for Tiny Jinn (line 22).
JINN = KOJO.replace("2 ALT_CORE_B_BR_18_C", "1 ALT_CORE_B_BR_18_C") + "1 ALT_CORE_B_BR_06_C\n"
BROKEN = "1 ALT_CORE_B_AX_01_C\n2 nonsense\n"

HEADER = (
    f"Format: standard · as of {TODAY}\n"
    "Rules: Complete Rules 5.0 (from 2026-02-27) · ban list of 2026-07-22\n"
)


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working directory holding sierra.txt, kojo-tuned.txt, jinn.txt and broken.txt."""
    shutil.copy(STARTERS / "sierra.txt", tmp_path / "sierra.txt")
    (tmp_path / "kojo-tuned.txt").write_text(KOJO_TUNED, encoding="utf-8")
    (tmp_path / "jinn.txt").write_text(JINN, encoding="utf-8")
    (tmp_path / "broken.txt").write_text(BROKEN, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(runner: CliRunner, cache_dir: Path, *args: str, stdin: str | None = None) -> Result:
    """``altered-deck --cache-dir CACHE --offline validate ARGS``."""
    return runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "--offline", "validate", *args], input=stdin
    )


def test_the_six_starters_and_the_eole_deck_are_legal_today(
    runner: CliRunner, cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(STARTERS)
    names = sorted(p.name for p in STARTERS.glob("*.txt"))
    result = run(runner, cache_dir, *names)
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""
    legal = [line for line in result.stdout.splitlines() if "  LEGAL  " in line]
    assert [line.split()[0] for line in legal] == names
    assert result.stdout.splitlines()[0] == f"Format: standard · as of {date.today().isoformat()}"
    assert result.stdout.endswith("7 decks: 7 legal.\n")


def test_starters_report_exactly(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    result = run(runner, cache_dir, "sierra.txt", "--as-of", TODAY)
    assert result.exit_code == 0
    assert result.stdout == (
        HEADER + "\n"
        "sierra.txt  LEGAL  40 cards · hero Sierra & Oddball (AX) · 8 rares\n"
        "\n"
        "1 deck: 1 legal.\n"
    )


def test_illegal_and_unreadable_decks_exactly(
    runner: CliRunner, cache_dir: Path, decks: Path
) -> None:
    result = run(runner, cache_dir, "sierra.txt", "kojo-tuned.txt", "broken.txt", "--as-of", TODAY)
    assert result.exit_code == 2  # unreadable input outranks an illegal deck
    assert result.stdout == (
        HEADER + "\n"
        "sierra.txt      LEGAL       40 cards · hero Sierra & Oddball (AX) · 8 rares\n"
        "kojo-tuned.txt  ILLEGAL     43 cards · hero Kojo & Booda (BR) · 10 rares ·\n"
        "                            factions BR, YZ\n"
        "  STD-FACTION     1.1.4.c: 1 card not in the Hero's faction (BR):\n"
        "                  ALT_CORE_B_BR_25_R2 ×1 (YZ) [line 24]\n"
        '  STD-NAME-MAX    1.1.4.d: 4 cards named "Issun-bōshi" (max 3):\n'
        "                  ALT_CORE_B_BR_05_C ×3, ALT_COREKS_B_BR_05_R1 ×1 [lines 12, 22]\n"
        '  STD-SUSPENDED   ban-list:2026-02-12: ALT_CORE_B_BR_06_C "Tiny Jinn" (C,\n'
        "                  Bravos) suspended since 2026-02-12 by Equinox [line 23]\n"
        '  WARN-API-FLAG   ban-list:2026-07-22: ALT_CORE_B_BR_25_R2 "Helping Hand" (R2,\n'
        "                  Yzmir): the API flags it suspended, the ban list of 2026-07-22\n"
        "                  does not list it; the dated table is used [line 24]\n"
        "broken.txt      UNREADABLE  1 malformed line\n"
        "\n"
        "3 decks: 1 legal, 1 illegal, 1 not validated.\n"
    )
    assert max(len(line) for line in result.stdout.splitlines()) <= 80
    assert result.stderr == (
        "error: broken.txt: 1 malformed line\n"
        "  broken.txt:2: not a card reference: 'nonsense' "
        "(expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)\n"
    )


def test_illegal_deck_exits_1(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    result = run(runner, cache_dir, "sierra.txt", "kojo-tuned.txt", "--as-of", TODAY)
    assert result.exit_code == 1
    assert result.stdout.endswith("2 decks: 1 legal, 1 illegal.\n")


def test_legal_before_the_suspension_illegal_after(
    runner: CliRunner, cache_dir: Path, decks: Path
) -> None:
    before = run(runner, cache_dir, "jinn.txt", "--as-of", "2026-02-11")
    assert before.exit_code == 0
    assert before.stdout.splitlines()[:2] == [
        "Format: standard · as of 2026-02-11",
        "Rules: Complete Rules 4.0 (from 2025-10-03) · ban list of 2025-10-03",
    ]
    after = run(runner, cache_dir, "jinn.txt", "--as-of", "2026-02-12")
    assert after.exit_code == 1
    assert "  STD-SUSPENDED   ban-list:2026-02-12: ALT_CORE_B_BR_06_C" in after.stdout


def test_rules_3_before_october_2025(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    result = run(runner, cache_dir, "sierra.txt", "--as-of", "2025-01-01")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[:2] == [
        "Format: standard · as of 2025-01-01",
        "Rules: pre-4.0 rules · no ban list yet",
    ]


def test_json_exactly(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    result = run(runner, cache_dir, "kojo-tuned.txt", "broken.txt", "--as-of", TODAY, "--json")
    assert result.exit_code == 2
    common = {
        "format": "standard",
        "as_of": TODAY,
        "rules_version": "Complete Rules 5.0 (from 2026-02-27)",
        "ban_list": "2026-07-22",
        "rules_data": bundled_folder().origin().as_json(),
    }
    assert json.loads(result.stdout) == [
        {
            "deck": "kojo-tuned.txt",
            "verdict": "ILLEGAL",
            **common,
            "hero": {"reference": "ALT_CORE_B_BR_01_C", "name": "Kojo & Booda", "faction": "BR"},
            "counts": {
                "cards": 43,
                "heroes": 1,
                "non_hero": 42,
                "rare": 10,
                "unique": 0,
                "exalted": 0,
                "mana_convergence": 0,
                "factions": {"BR": 42, "YZ": 1},
            },
            "violations": [
                {
                    "code": "STD-FACTION",
                    "rule": "1.1.4.c",
                    "message": "1 card not in the Hero's faction (BR): ALT_CORE_B_BR_25_R2 ×1 (YZ)",
                    "cards": [{"reference": "ALT_CORE_B_BR_25_R2", "quantity": 1, "lines": [24]}],
                },
                {
                    "code": "STD-NAME-MAX",
                    "rule": "1.1.4.d",
                    "message": '4 cards named "Issun-bōshi" (max 3): ALT_CORE_B_BR_05_C ×3, '
                    "ALT_COREKS_B_BR_05_R1 ×1",
                    "cards": [
                        {"reference": "ALT_CORE_B_BR_05_C", "quantity": 3, "lines": [12]},
                        {"reference": "ALT_COREKS_B_BR_05_R1", "quantity": 1, "lines": [22]},
                    ],
                },
                {
                    "code": "STD-SUSPENDED",
                    "rule": "ban-list:2026-02-12",
                    "message": 'ALT_CORE_B_BR_06_C "Tiny Jinn" (C, Bravos) suspended since '
                    "2026-02-12 by Equinox",
                    "cards": [{"reference": "ALT_CORE_B_BR_06_C", "quantity": 1, "lines": [23]}],
                    "source": "Equinox, ban list of 12 Feb 2026 (the last official list)",
                },
            ],
            "warnings": [
                {
                    "code": "WARN-API-FLAG",
                    "rule": "ban-list:2026-07-22",
                    "message": 'ALT_CORE_B_BR_25_R2 "Helping Hand" (R2, Yzmir): the API flags it '
                    "suspended, the ban list of 2026-07-22 does not list it; the dated table "
                    "is used",
                    "cards": [{"reference": "ALT_CORE_B_BR_25_R2", "quantity": 1, "lines": [24]}],
                }
            ],
            "ignored": [],
        },
        {
            "deck": "broken.txt",
            "verdict": "UNREADABLE",
            **common,
            "error": {
                "code": "DECK-UNREADABLE",
                "exit_code": 2,
                "message": "broken.txt: 1 malformed line",
                "details": [
                    "broken.txt:2: not a card reference: 'nonsense' "
                    "(expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)"
                ],
            },
        },
    ]


def test_github_annotations_exactly(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    result = run(
        runner,
        cache_dir,
        *("sierra.txt", "kojo-tuned.txt", "broken.txt", "--as-of", TODAY),
        *("--annotations", "github"),
    )
    assert result.exit_code == 2
    assert result.stdout == (
        "::error file=kojo-tuned.txt,line=24,title=STD-FACTION::1.1.4.c: 1 card not in the "
        "Hero's faction (BR): ALT_CORE_B_BR_25_R2 ×1 (YZ)\n"
        "::error file=kojo-tuned.txt,line=12,title=STD-NAME-MAX::1.1.4.d: 4 cards named "
        '"Issun-bōshi" (max 3): ALT_CORE_B_BR_05_C ×3, ALT_COREKS_B_BR_05_R1 ×1\n'
        "::error file=kojo-tuned.txt,line=23,title=STD-SUSPENDED::ban-list:2026-02-12: "
        'ALT_CORE_B_BR_06_C "Tiny Jinn" (C, Bravos) suspended since 2026-02-12 by Equinox\n'
        "::warning file=kojo-tuned.txt,line=24,title=WARN-API-FLAG::ban-list:2026-07-22: "
        "ALT_CORE_B_BR_25_R2 "
        '"Helping Hand" (R2, Yzmir): the API flags it suspended, the ban list of 2026-07-22 '
        "does not list it; the dated table is used\n"
        "::error file=broken.txt,line=2,title=DECK-UNREADABLE::not a card reference: "
        "'nonsense' (expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)\n"
    )


def test_annotations_of_legal_decks_are_empty(
    runner: CliRunner, cache_dir: Path, decks: Path
) -> None:
    result = run(runner, cache_dir, "sierra.txt", "--annotations", "github", "--as-of", TODAY)
    assert (result.exit_code, result.stdout) == (0, "")


def test_junit_xml_exactly(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    result = run(
        runner,
        cache_dir,
        *("sierra.txt", "kojo-tuned.txt", "broken.txt", "--as-of", TODAY),
        *("--junit-xml", "report.xml"),
    )
    assert result.exit_code == 2
    assert result.stdout.startswith(HEADER)  # the report still goes to stdout
    assert (decks / "report.xml").read_text(encoding="utf-8") == (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<testsuites name="altered-deck validate" tests="3" failures="1" errors="1">\n'
        '  <testsuite name="standard as of 2026-11-22" tests="3" failures="1" errors="1" '
        'skipped="0">\n'
        "    <properties>\n"
        '      <property name="format" value="standard" />\n'
        '      <property name="as_of" value="2026-11-22" />\n'
        '      <property name="rules_version" value="Complete Rules 5.0 (from 2026-02-27)" />\n'
        '      <property name="ban_list" value="ban list of 2026-07-22" />\n'
        "    </properties>\n"
        '    <testcase classname="validate.standard" name="sierra.txt" />\n'
        '    <testcase classname="validate.standard" name="kojo-tuned.txt">\n'
        '      <failure type="STD-FACTION" message="3 violations: STD-FACTION, STD-NAME-MAX, '
        "STD-SUSPENDED\">STD-FACTION 1.1.4.c 1 card not in the Hero's faction (BR): "
        "ALT_CORE_B_BR_25_R2 ×1 (YZ) [line 24]\n"
        'STD-NAME-MAX 1.1.4.d 4 cards named "Issun-bōshi" (max 3): ALT_CORE_B_BR_05_C ×3, '
        "ALT_COREKS_B_BR_05_R1 ×1 [lines 12, 22]\n"
        'STD-SUSPENDED ban-list:2026-02-12 ALT_CORE_B_BR_06_C "Tiny Jinn" (C, Bravos) suspended '
        "since 2026-02-12 by Equinox [line 23]</failure>\n"
        '      <system-out>WARN-API-FLAG ban-list:2026-07-22 ALT_CORE_B_BR_25_R2 "Helping Hand" '
        "(R2, Yzmir): the API flags it suspended, the ban list of 2026-07-22 does not list "
        "it; the dated table is used [line 24]</system-out>\n"
        "    </testcase>\n"
        '    <testcase classname="validate.standard" name="broken.txt">\n'
        '      <error type="DECK-UNREADABLE" message="broken.txt: 1 malformed line">broken.txt:2: '
        "not a card reference: 'nonsense' (expected "
        "ALT_&lt;SET&gt;_&lt;B|A|P&gt;_&lt;FAC&gt;_&lt;NUM&gt;_&lt;C|R1|R2|E|U_n&gt;)</error>\n"
        "    </testcase>\n"
        "  </testsuite>\n"
        "</testsuites>\n"
    )


def test_json_and_annotations_are_exclusive(
    runner: CliRunner, cache_dir: Path, decks: Path
) -> None:
    result = run(runner, cache_dir, "sierra.txt", "--json", "--annotations", "github")
    assert result.exit_code == 2
    assert result.stderr == (
        "error: --output-format, --json and --annotations print different things: choose one\n"
    )


def test_stdin_and_deckfmt_code(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    result = run(
        runner, cache_dir, "-", "--as-of", TODAY, stdin=(STARTERS / "teija.txt").read_text()
    )
    assert result.exit_code == 0
    assert "<stdin>  LEGAL  40 cards · hero Teija & Nauraa (MU) · 8 rares" in result.stdout
    vectors = json.loads((DECKFMT_VECTORS / "vectors.json").read_text())
    code = vectors["files"]["list_2sets.txt"]
    path = str(DECKFMT_VECTORS / "list_2sets.txt")
    by_code = json.loads(run(runner, cache_dir, code, "--as-of", TODAY, "--json").stdout)
    by_file = json.loads(run(runner, cache_dir, path, "--as-of", TODAY, "--json").stdout)
    assert by_code[0]["violations"] == by_file[0]["violations"]
    assert by_code[0]["counts"] == by_file[0]["counts"]


def test_sealed_pool(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    (decks / "pool.txt").write_text(KOJO.replace("3 ALT_CORE_B_BR_20_C", "1 ALT_CORE_B_BR_20_C"))
    ok = run(runner, cache_dir, "sierra.txt", "--format", "sealed", "--pool", "sierra.txt")
    assert ok.exit_code == 0, ok.stdout
    result = run(
        runner, cache_dir, "jinn.txt", "--format", "sealed", "--pool", "pool.txt", "--json"
    )
    assert result.exit_code == 1
    (deck,) = json.loads(result.stdout)
    assert (deck["ban_list"], deck["violations"]) == (
        None,
        [
            {
                "code": "LTD-POOL",
                "rule": "1.1.5.a",
                "message": "3 cards missing from the pool: ALT_CORE_B_BR_20_C ×2 (deck 3, "
                "pool 1), ALT_CORE_B_BR_06_C ×1 (deck 1, pool 0)",
                "cards": [
                    {"reference": "ALT_CORE_B_BR_20_C", "quantity": 2, "lines": [2]},
                    {"reference": "ALT_CORE_B_BR_06_C", "quantity": 1, "lines": [22]},
                ],
            }
        ],
    )


def test_pool_is_refused_in_standard(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    result = run(runner, cache_dir, "sierra.txt", "--pool", "sierra.txt")
    assert result.exit_code == 2
    assert result.stderr == "error: --pool is for sealed, draft and booster-war, not standard\n"


def test_unknown_format_and_bad_date(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    result = run(runner, cache_dir, "sierra.txt", "--format", "modern")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.endswith(
        "error: unknown format 'modern'; choose one of: standard, 2v2, ffa, nuc, singleton, "
        "sealed, draft, booster-war, frontier, living-legends, singleton-nuc, sandbox\n"
    )
    result = run(runner, cache_dir, "sierra.txt", "--as-of", "2025-13-01")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.endswith(
        "Error: Invalid value for '--as-of': '2025-13-01': month 13 is not a month (1 to 12)\n"
    )


def test_two_heroes_are_counted_in_the_summary(
    runner: CliRunner, cache_dir: Path, decks: Path
) -> None:
    (decks / "two.txt").write_text(KOJO + "1 ALT_CORE_B_BR_02_C\n")
    result = run(runner, cache_dir, "two.txt", "--as-of", TODAY)
    assert result.exit_code == 1
    assert result.stdout == (
        HEADER + "\n"
        "two.txt  ILLEGAL  41 cards · 2 heroes · 8 rares\n"
        "  STD-HERO-COUNT  1.1.4.b: 2 Heroes (exactly 1 required): ALT_CORE_B_BR_01_C ×1,\n"
        "                  ALT_CORE_B_BR_02_C ×1 [lines 1, 22]\n"
        "\n"
        "1 deck: 0 legal, 1 illegal.\n"
    )


def test_a_long_error_is_wrapped_in_the_report(
    runner: CliRunner, cache_dir: Path, decks: Path
) -> None:
    result = run(runner, cache_dir, "ZZZZZZ", "--as-of", TODAY)
    assert result.exit_code == 2
    assert result.stdout == (
        HEADER + "\n"
        "ZZZZZZ  UNREADABLE  'ZZZZZZ': no such file (and not an altered-deckfmt code:\n"
        "                    unsupported altered-deckfmt version 6 (expected 1))\n"
        "\n"
        "1 deck: 0 legal, 1 not validated.\n"
    )


def test_unwritable_junit_file_is_a_usage_error(
    runner: CliRunner, cache_dir: Path, decks: Path
) -> None:
    result = run(runner, cache_dir, "sierra.txt", "--junit-xml", "no-such-dir/report.xml")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "error: --junit-xml no-such-dir/report.xml: no such folder no-such-dir (create it first)\n"
    )


def test_stdin_is_read_once(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    for args in (("-", "-"), ("-", "--format", "sealed", "--pool", "-")):
        result = run(runner, cache_dir, *args, stdin=KOJO)
        assert (result.exit_code, result.stdout) == (2, "")
        assert result.stderr == (
            "error: stdin (-) can be read only once: give the other decks as files\n"
        )


def test_unreadable_pool_says_it_is_the_pool(
    runner: CliRunner, cache_dir: Path, decks: Path
) -> None:
    result = run(runner, cache_dir, "sierra.txt", "--format", "sealed", "--pool", "broken.txt")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "error: --pool: broken.txt: 1 malformed line\n"
        "  broken.txt:2: not a card reference: 'nonsense' "
        "(expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)\n"
    )


def test_unusable_cache_exits_3(runner: CliRunner, tmp_path: Path, decks: Path) -> None:
    (tmp_path / DB_NAME).write_bytes(b"garbage" * 1000)
    result = run(runner, tmp_path, "sierra.txt", "kojo-tuned.txt")
    assert result.exit_code == 3
    assert result.stdout == ""
    assert result.stderr.startswith(f"error: the card cache {tmp_path / DB_NAME} is unreadable")


def test_missing_unique_offline_exits_3_and_others_are_validated(
    runner: CliRunner, cache_dir: Path, decks: Path
) -> None:
    # Two Issun-bōshi and a Unique of them: legal by the reference alone, but the Unique's
    # faction (its card's, not its reference's) needs its data.
    kojo = KOJO.replace("3 ALT_CORE_B_BR_05_C", "2 ALT_CORE_B_BR_05_C")
    (decks / "unique.txt").write_text(kojo + "1 ALT_COREKS_B_BR_05_U_3612\n")
    result = run(runner, cache_dir, "sierra.txt", "unique.txt", "--as-of", TODAY)
    assert result.exit_code == 3
    assert result.stdout == (
        HEADER + "\n"
        "sierra.txt  LEGAL         40 cards · hero Sierra & Oddball (AX) · 8 rares\n"
        "unique.txt  NO-CARD-DATA  no rule is broken, but the verdict needs this Unique's\n"
        "                          card data (a Unique's faction is its card's, not its\n"
        "                          reference's): ALT_COREKS_B_BR_05_U_3612; add its card\n"
        "                          data with `altered-deck cards add-unique FILE` (the\n"
        "                          card's JSON), or run `altered-deck cards sync` when\n"
        "                          the card source is reachable\n"
        "\n"
        "2 decks: 1 legal, 1 not validated.\n"
    )
    assert result.stderr == ""  # the message is printed once, in the report


def test_a_missing_unique_does_not_stop_a_verdict_its_reference_decides(
    runner: CliRunner, cache_dir: Path, decks: Path
) -> None:
    # Kojo has three Issun-bōshi: a fourth card of the name, a Unique, is one too many (the
    # family is in the reference); the Unique's faction does not change the verdict.
    (decks / "unique.txt").write_text(KOJO + "1 ALT_COREKS_B_BR_05_U_3612\n")
    result = run(runner, cache_dir, "unique.txt", "--as-of", TODAY, "--json")
    assert (result.exit_code, result.stderr) == (1, "")
    (outcome,) = json.loads(result.stdout)
    assert outcome["verdict"] == "ILLEGAL"
    assert [(v["code"], v["rule"], v["message"]) for v in outcome["violations"]] == [
        (
            "STD-NAME-MAX",
            "1.1.4.d",
            '4 cards named "Issun-bōshi" (max 3): ALT_CORE_B_BR_05_C ×3, '
            "ALT_COREKS_B_BR_05_U_3612 ×1",
        )
    ]
    assert outcome["card_data_missing"] == ["ALT_COREKS_B_BR_05_U_3612"]
    # NUC refuses any Unique: decided from the reference, offline.
    nuc = run(runner, cache_dir, "unique.txt", "--as-of", TODAY, "-f", "nuc", "--json")
    assert nuc.exit_code == 1
    assert [v["code"] for v in json.loads(nuc.stdout)[0]["violations"]] == [
        "STD-NAME-MAX",
        "NUC-UNIQUE-MAX",
    ]


def test_cached_unique_is_validated(runner: CliRunner, cache_dir: Path, decks: Path) -> None:
    store = CardStore(cache_dir / DB_NAME)
    path = UNIQUES / "ALT_COREKS_B_BR_05_U_3612.json"
    store.add_cards([parse_api_card(json.loads(path.read_text(encoding="utf-8")))], {})
    store.close()
    (decks / "unique.txt").write_text(KOJO + "1 ALT_COREKS_B_BR_05_U_3612\n")
    result = run(runner, cache_dir, "unique.txt", "--as-of", TODAY, "--json")
    assert result.exit_code == 1
    # A Muna unique of a Bravos family, with three Issun-bōshi already: two violations.
    assert [v["code"] for v in json.loads(result.stdout)[0]["violations"]] == [
        "STD-FACTION",
        "STD-NAME-MAX",
    ]


# --- formats ------------------------------------------------------------------------------


FORMAT_NAMES = [
    *("standard", "2v2", "ffa", "nuc", "singleton", "sealed", "draft", "booster-war"),
    *("frontier", "living-legends", "singleton-nuc", "sandbox"),
]


def test_formats_lists_every_format(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["formats"])
    assert result.exit_code == 0
    names = [line.split()[0] for line in result.stdout.splitlines()[1:] if line[:1] != " "]
    assert names == FORMAT_NAMES


@pytest.mark.parametrize("name", FORMAT_NAMES)
def test_formats_tables_fit_80_columns(runner: CliRunner, name: str) -> None:
    result = runner.invoke(cli, ["formats", name])
    assert result.exit_code == 0
    assert max(len(line) for line in result.stdout.splitlines()) <= 80


def test_formats_booster_war_exactly(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["formats", "booster-war", "--as-of", TODAY])
    assert result.exit_code == 0
    assert result.stdout == (
        "Booster War (booster-war, fun): One booster per player; validated as the 'most\n"
        "technical' variant: the Hero plus 12 cards from the booster.\n"
        "the ban list does not apply; takes --pool\n"
        "Rule ids as of 2026-11-22: Complete Rules 5.0 (from 2026-02-27) · ban list not\n"
        "applied\n"
        "token cards: set aside, not counted\n"
        "\n"
        "code            rule                numbers           in force    summary\n"
        "BW-HERO-MAX     format:booster-war  0-1               always      0 or 1 Hero\n"
        "BW-SIZE         format:booster-war  exactly 12 non-   always      exactly 12\n"
        "                                    Hero cards                    non-Hero cards\n"
        "                                                                  (the 'most\n"
        "                                                                  technical'\n"
        "                                                                  variant)\n"
        "BW-CARD-TYPE    format:booster-war  none of: foiler   always      no foiler\n"
        "                                                                  cards\n"
        "BW-POOL         format:booster-war  deck ⊆ pool       always      with --pool:\n"
        "                                                                  the deck, Hero\n"
        "                                                                  included, is\n"
        "                                                                  part of the\n"
        "                                                                  booster by\n"
        "                                                                  exact\n"
        "                                                                  reference and\n"
        "                                                                  quantity\n"
        "STD-UNIQUE-DUP  2.2.6.f             max 1 per unique  always      each unique\n"
        "                                                                  card at most\n"
        "                                                                  once (each\n"
        "                                                                  unique is a\n"
        "                                                                  different\n"
        "                                                                  version,\n"
        "                                                                  2.2.6.f)\n"
        "SET-RELEASED    1.1.7.a             set released      always      only cards of\n"
        "                                                                  sets released\n"
        "                                                                  on the date\n"
        "                                                                  (1.1.7.a)\n"
    )


@pytest.mark.parametrize(
    ("as_of", "version", "counts", "sizes", "faction", "uniques"),
    [
        (
            "2025-06-01",
            "pre-4.0 rules · ban list of 2025-05-13",
            "suspended: 2 families, banned: 1 family",
            "1.1.4.c",
            "1.1.4.d",
            "1.1.4.g",
        ),
        (
            "2025-12-01",
            "Complete Rules 4.0 (from 2025-10-03) · ban list of",
            "suspended: 2 families, banned: 1 family",
            "1.1.4.b",
            "1.1.4.c",
            "1.1.4.f",  # 4.0 had no exalted rule: 1.1.4.f was the uniques rule
        ),
        (
            "2026-03-01",
            "Complete Rules 5.0 (from 2026-02-27) · ban list of",
            "suspended: 8 families, banned: 1 family",
            "1.1.4.b",
            "1.1.4.c",
            "1.1.4.g",
        ),
    ],
)
def test_formats_standard_shows_dated_rules(
    runner: CliRunner,
    as_of: str,
    version: str,
    counts: str,
    sizes: str,
    faction: str,
    uniques: str,
) -> None:
    result = runner.invoke(cli, ["formats", "standard", "--as-of", as_of])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[:6] == [
        "Standard (standard, constructed): Constructed 1v1: one Hero, one faction, copy",
        "and rarity caps, the ban list.",
        f"the dated ban list applies ({counts}: see",
        "`altered-deck formats bans`)",
        f"Rule ids as of {as_of}: {version}",
        lines[5],
    ]
    assert "token cards: set aside, not counted" in lines
    assert not any("token" in line for line in lines[lines.index("") :])  # no rule line
    rows = {line.split()[0]: line.split()[1] for line in lines[9:] if line[:1] not in " "}
    assert (rows["STD-SIZE-MIN"], rows["STD-SIZE-MAX"], rows["STD-FACTION"]) == (
        sizes,
        sizes,
        faction,
    )
    assert (rows["STD-UNIQUE-MAX"], rows["STD-UNIQUE-DUP"], rows["STD-NEUTRAL"]) == (
        uniques,
        "2.2.6.f",
        faction,
    )
    assert (rows["STD-SUSPENDED"], rows["STD-BANNED"]) == ("ban-list", "ban-list")
    cells = [re.split(r"\s{2,}", line) for line in lines[9:] if line[:1] != " "]
    numbers = {row[0]: row[2] for row in cells}
    # "suspended: 8 families" wraps in its column: the first line of each cell
    assert counts.split(", ")[0].startswith(numbers["STD-SUSPENDED"])
    assert counts.split(", ")[1].startswith(numbers["STD-BANNED"])


def test_formats_json(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["formats", "nuc", "--json", "--as-of", TODAY])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["name"] == "nuc"
    assert [r["rule"] for r in data["rules"]][:3] == ["1.1.4.b", "1.1.4.b", "1.1.4.b"]
    assert data["rules"][-3]["rule"] == "ban-list:2026-07-22"
    assert data["rules"][-1] == {
        "code": "NUC-UNIQUE-MAX",
        "rule": "format:nuc",
        "rule_by_numbering": "format:nuc",
        "summary": "no unique cards (a limit of 0)",
        "numbers": "max 0 unique",
        "from": None,
        "until": None,
        "in_force": "always",
    }
    assert [r["until"] for r in data["rules"] if r["code"] == "STD-SIZE-MIN"] == [
        "2025-10-03",
        None,
    ]


def test_formats_unknown(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["formats", "modern"])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: unknown format 'modern'; choose one of: standard")


@pytest.mark.parametrize("command", ["validate", "formats"])
def test_help_has_examples_within_80_columns(runner: CliRunner, command: str) -> None:
    result = runner.invoke(cli, [command, "--help"], terminal_width=80)
    assert result.exit_code == 0
    examples = result.stdout.split("Examples:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert len(examples) >= 3
    assert all(line.startswith(f"    altered-deck {command}") for line in examples)
    assert max(len(line) for line in result.stdout.splitlines()) <= 80
