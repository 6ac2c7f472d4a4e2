"""``validate --sarif``, ``--summary-md``, ``--rules`` with a whole bans.json, and the
``::error`` of a run that ends early: exact outputs, and the SARIF log checked against the
SARIF 2.1.0 schema."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import CliRunner, Result

from altered_deck.cards.store import DB_NAME
from altered_deck.cli.main import cli
from tests.conftest import DATA, FIXTURES, STARTERS

TODAY = "2026-11-22"
SCHEMA = json.loads((FIXTURES / "sarif" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
KOJO = (STARTERS / "kojo.txt").read_text(encoding="utf-8")
# Kojo's starter plus Helping Hand's R2 (line 22): a Yzmir card (a violation) that the API flags
# suspended while the ban list does not list it (a warning).
KOJO_HAND = KOJO + "1 ALT_CORE_B_BR_25_R2\n"
BROKEN = "1 ALT_CORE_B_AX_01_C\n2 nonsense\n"
NOT_A_REFERENCE = (
    "not a card reference: 'nonsense' (expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)"
)
SALVAGERS = '4 cards named "Axiom Salvager" (max 3): ALT_CORE_B_AX_08_C ×4'


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A decklist repository: decks/sierra.txt (legal), decks/four.txt (illegal, line 5),
    decks/kojo-hand.txt (a violation and a warning, line 22), decks/broken.txt (bad line 2)."""
    decks = tmp_path / "decks"
    decks.mkdir()
    shutil.copy(STARTERS / "sierra.txt", decks / "sierra.txt")
    shutil.copy(STARTERS / "illegal" / "sierra-four-salvagers.txt", decks / "four.txt")
    (decks / "kojo-hand.txt").write_text(KOJO_HAND, encoding="utf-8")
    (decks / "broken.txt").write_text(BROKEN, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def validate(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", "validate", *args])


ALL = ("decks/sierra.txt", "decks/four.txt", "decks/kojo-hand.txt", "decks/broken.txt")


def _location(uri: str, line: int) -> list[dict[str, Any]]:
    return [{"physicalLocation": {"artifactLocation": {"uri": uri}, "region": {"startLine": line}}}]


def test_sarif_has_one_result_per_finding_and_passes_the_schema(
    runner: CliRunner, cache_dir: Path, repo: Path
) -> None:
    result = validate(runner, cache_dir, *ALL, "--as-of", TODAY, "--sarif", "out.sarif")
    assert result.exit_code == 2
    log = json.loads((repo / "out.sarif").read_text(encoding="utf-8"))
    jsonschema.validate(log, SCHEMA)
    assert log["version"] == "2.1.0"
    (run,) = log["runs"]
    rules = run["tool"]["driver"]["rules"]
    ids = [rule["id"] for rule in rules]
    # The Standard rules in force, then the codes that are not rules of the format.
    assert ids == [
        "STD-HERO-COUNT",
        "STD-SIZE-MIN",
        "STD-SIZE-MAX",
        "STD-FACTION",
        "STD-NAME-MAX",
        "STD-RARE-MAX",
        "STD-UNIQUE-MAX",
        "STD-UNIQUE-DUP",
        "STD-EXALTED-MAX",
        "STD-CARD-TYPE",
        "STD-NEUTRAL",
        "STD-SUSPENDED",
        "STD-BANNED",
        "SET-RELEASED",
        "WARN-API-FLAG",
        "DECK-UNREADABLE",
    ]
    assert rules[ids.index("WARN-API-FLAG")]["defaultConfiguration"] == {"level": "warning"}
    summary = [
        (r["ruleId"], ids[r["ruleIndex"]], r["level"], r["locations"]) for r in run["results"]
    ]
    assert summary == [
        ("STD-NAME-MAX", "STD-NAME-MAX", "error", _location("decks/four.txt", 5)),
        ("STD-FACTION", "STD-FACTION", "error", _location("decks/kojo-hand.txt", 22)),
        ("WARN-API-FLAG", "WARN-API-FLAG", "warning", _location("decks/kojo-hand.txt", 22)),
        ("DECK-UNREADABLE", "DECK-UNREADABLE", "error", _location("decks/broken.txt", 2)),
    ]
    assert run["results"][0]["message"] == {"text": SALVAGERS}
    assert run["results"][3]["message"] == {"text": NOT_A_REFERENCE}
    assert run["properties"] == {
        "format": "standard",
        "as_of": TODAY,
        "rules_version": "Complete Rules 5.0 (from 2026-02-27)",
        "ban_list": "ban list of 2026-07-22",
        "decks": 4,
        "legal": 1,
    }


def test_sarif_of_legal_decks_has_no_result(runner: CliRunner, cache_dir: Path, repo: Path) -> None:
    result = validate(runner, cache_dir, "decks/sierra.txt", "--sarif", "out.sarif")
    assert result.exit_code == 0
    log = json.loads((repo / "out.sarif").read_text(encoding="utf-8"))
    jsonschema.validate(log, SCHEMA)
    assert log["runs"][0]["results"] == []


def test_sarif_of_a_deck_without_a_file_has_no_location(
    runner: CliRunner, cache_dir: Path, repo: Path
) -> None:
    result = runner.invoke(
        cli,
        ["--cache-dir", str(cache_dir), "--offline", "validate", "-", "--sarif", "out.sarif"],
        input=(repo / "decks" / "four.txt").read_text(encoding="utf-8"),
    )
    assert result.exit_code == 1
    log = json.loads((repo / "out.sarif").read_text(encoding="utf-8"))
    jsonschema.validate(log, SCHEMA)
    (only,) = log["runs"][0]["results"]
    assert only["locations"] == []
    assert only["message"] == {"text": f"<stdin>: {SALVAGERS}"}


def test_the_schema_rejects_a_result_without_a_message() -> None:
    # The check above can fail: the schema in tests/fixtures is the real one.
    bad = {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{}]}]}
    with pytest.raises(jsonschema.ValidationError, match="'message' is a required property"):
        jsonschema.validate(bad, SCHEMA)


SUMMARY = (
    "### altered-deck validate: standard as of 2026-11-22\n"
    "\n"
    "Complete Rules 5.0 (from 2026-02-27) · ban list of 2026-07-22\n"
    "\n"
    "| deck | verdict | contents | violations and warnings |\n"
    "| --- | --- | --- | --- |\n"
    "| `decks/sierra.txt` | ✅ LEGAL | 40 cards · hero Sierra & Oddball (AX) · 8 rares | — |\n"
    "| `decks/four.txt` | ❌ ILLEGAL | 41 cards · hero Sierra & Oddball (AX) · 8 rares | "
    f"`STD-NAME-MAX` {SALVAGERS} (line 5) |\n"
    "| `decks/kojo-hand.txt` | ❌ ILLEGAL | 41 cards · hero Kojo & Booda (BR) · 9 rares · "
    "factions BR, YZ | `STD-FACTION` 1 card not in the Hero's faction (BR): "
    "ALT_CORE_B_BR_25_R2 ×1 (YZ) (line 22)<br>"
    '`WARN-API-FLAG` ALT_CORE_B_BR_25_R2 "Helping Hand" (R2, Yzmir): the API flags it '
    "suspended, the ban list of 2026-07-22 does not list it; the dated table is used "
    "(line 22) |\n"
    "| `decks/broken.txt` | ⚠️ UNREADABLE |  | 1 malformed line<br>line 2: not a card "
    "reference: 'nonsense' (expected ALT_&lt;SET&gt;_&lt;B\\|A\\|P&gt;_&lt;FAC&gt;_&lt;NUM&gt;_"
    "&lt;C\\|R1\\|R2\\|E\\|U_n&gt;) |\n"
    "\n"
    "**4 decks: 1 legal, 2 illegal, 1 not validated.**\n"
)


def test_summary_markdown_is_appended_exactly(
    runner: CliRunner, cache_dir: Path, repo: Path
) -> None:
    summary = repo / "summary.md"
    summary.write_text("earlier step\n", encoding="utf-8")
    result = validate(runner, cache_dir, *ALL, "--as-of", TODAY, "--summary-md", str(summary))
    assert result.exit_code == 2
    assert summary.read_text(encoding="utf-8") == "earlier step\n" + SUMMARY


@pytest.mark.parametrize("kind", ["garbage", "foreign"])
def test_unusable_cache_gives_an_error_annotation_and_summary(
    runner: CliRunner, tmp_path: Path, repo: Path, kind: str
) -> None:
    cache = tmp_path / "bad-cache"
    cache.mkdir()
    path = cache / DB_NAME
    if kind == "garbage":
        path.write_bytes(b"garbage" * 1000)
        message = (
            f"the card cache {path} is unreadable (file is not a database); "
            "run `altered-deck cache clear`, then fill it again"
        )
    else:  # an SQLite database that is not a card cache
        sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.close()
        message = (
            f"{path} is not an altered-deck card cache; run `altered-deck cache clear`, "
            "then fill it again (or choose another --cache-dir)"
        )
    reports = ("--summary-md", "s.md", "--sarif", "s.sarif")
    result = validate(runner, cache, "decks/sierra.txt", "--annotations", "github", *reports)
    assert result.exit_code == 3
    assert result.stdout == f"::error title=CARD-DATA-UNAVAILABLE::{message}\n"
    assert result.stderr == f"error: {message}\n"
    summary = (repo / "s.md").read_text(encoding="utf-8")
    assert (
        summary == "### altered-deck validate: not run\n\n❌ " + message.replace("`", "\\`") + "\n"
    )
    # The SARIF log says the run failed (an upload step with `if: always()` still works).
    log = json.loads((repo / "s.sarif").read_text(encoding="utf-8"))
    jsonschema.validate(log, SCHEMA)
    (run,) = log["runs"]
    assert run["results"] == []
    assert run["invocations"] == [
        {
            "executionSuccessful": False,
            "toolExecutionNotifications": [
                {
                    "level": "error",
                    "message": {"text": message},
                    "descriptor": {"id": "CARD-DATA-UNAVAILABLE"},
                }
            ],
        }
    ]


def test_unreadable_pool_and_bad_rules_file_give_error_annotations(
    runner: CliRunner, cache_dir: Path, repo: Path
) -> None:
    pool = validate(
        runner,
        cache_dir,
        "decks/sierra.txt",
        "--format",
        "sealed",
        "--pool",
        "decks/broken.txt",
        "--annotations",
        "github",
    )
    assert pool.exit_code == 2
    assert pool.stdout == (
        "::error title=DECK-UNREADABLE::--pool: decks/broken.txt: 1 malformed line; "
        f"decks/broken.txt:2: {NOT_A_REFERENCE}\n"
    )
    (repo / "rules.json").write_text('{"something": []}', encoding="utf-8")
    rules = validate(
        runner, cache_dir, "decks/sierra.txt", "--rules", "rules.json", "--annotations", "github"
    )
    message = (
        "rules file rules.json: something: unknown key "
        "(expected some of: schema, about, rules_versions, formats, entries, sets, allowlists)"
    )
    assert (rules.exit_code, rules.stdout) == (2, f"::error title=USAGE-ERROR::{message}\n")
    assert rules.stderr == f"error: {message}\n"


def test_a_whole_bans_json_as_rules_adds_its_new_entries(
    runner: CliRunner, cache_dir: Path, repo: Path
) -> None:
    bans = json.loads((DATA / "rules" / "bans.json").read_text(encoding="utf-8"))
    # A community ban list that also bans Axiom Salvager (family AX_8) from 2026-11-01.
    bans["entries"].append(
        {
            "family": "AX_8",
            "name": "Axiom Salvager",
            "status": "banned",
            "from": "2026-11-01",
            "until": None,
            "versions": [{"rarity": "C", "faction": "AX"}],
        }
    )
    (repo / "bans.json").write_text(json.dumps(bans), encoding="utf-8")
    shipped = validate(runner, cache_dir, "decks/sierra.txt", "--as-of", TODAY)
    assert shipped.exit_code == 0
    local = ("decks/sierra.txt", "--as-of", TODAY, "--rules", "bans.json", "--json")
    result = validate(runner, cache_dir, *local)
    assert result.exit_code == 1
    (deck,) = json.loads(result.stdout)
    assert (deck["ban_list"], deck["rules_file"]) == ("2026-11-01", "bans.json")
    assert [(v["code"], v["cards"][0]["reference"]) for v in deck["violations"]] == [
        ("STD-BANNED", "ALT_CORE_B_AX_08_C")
    ]


def test_summary_labels_are_code_spans_safe_in_a_table(
    runner: CliRunner, cache_dir: Path, repo: Path
) -> None:
    shutil.copy(repo / "decks" / "sierra.txt", repo / "odd|name.txt")
    args = ["--cache-dir", str(cache_dir), "--offline", "validate", "-", "odd|name.txt"]
    sierra = (repo / "decks" / "sierra.txt").read_text(encoding="utf-8")
    result = runner.invoke(cli, [*args, "--summary-md", "s.md"], input=sierra)
    assert result.exit_code == 0
    rows = (repo / "s.md").read_text(encoding="utf-8").splitlines()[6:8]
    contents = "40 cards · hero Sierra & Oddball (AX) · 8 rares"
    assert rows == [
        f"| `<stdin>` | ✅ LEGAL | {contents} | — |",
        f"| `odd\\|name.txt` | ✅ LEGAL | {contents} | — |",
    ]


@pytest.mark.parametrize("style", [["--annotations", "github"], ["--annotations=github"], []])
def test_usage_errors_click_finds_are_annotated_when_asked(
    runner: CliRunner, cache_dir: Path, repo: Path, style: list[str]
) -> None:
    result = validate(runner, cache_dir, "decks/sierra.txt", "--as-of", "June", *style)
    assert result.exit_code == 2
    message = (
        "Invalid value for '--as-of': 'June' is not a date (expected YYYY-MM-DD, e.g. 2025-06-01)"
    )
    assert result.stdout == (f"::error title=USAGE-ERROR::{message}\n" if style else "")
    assert result.stderr.endswith(f"Error: {message}\n")


def test_stdin_twice_is_an_annotated_usage_error(
    runner: CliRunner, cache_dir: Path, repo: Path
) -> None:
    result = validate(runner, cache_dir, "-", "-", "--annotations", "github")
    assert result.exit_code == 2
    message = "stdin (-) can be read only once: give the other decks as files"
    assert result.stdout == f"::error title=USAGE-ERROR::{message}\n"
    assert result.stderr == f"error: {message}\n"
