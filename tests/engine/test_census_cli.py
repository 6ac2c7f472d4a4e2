"""``altered-deck engine coverage --census`` on the bundled card data: the report, the JSON,
the ratchet's exit codes, and the census figure beside ``engine coverage``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.store import DB_NAME, CardStore
from altered_deck.cli.main import cli
from tests.engine.test_census import pool, unfaithful_brainwash

__all__ = ["unfaithful_brainwash"]  # the fixture, used here by name

CORE = ["engine", "coverage", "--set", "CORE"]
CENSUS = ["engine", "coverage", "--census"]


@pytest.fixture
def small_cache(tmp_path: Path) -> Path:
    """A cache holding the census tests' small pool only (5 texts; read unfaithfully, with
    the fixture ``unfaithful_brainwash``, F1 and F4 fail one each: Brainwash)."""
    folder = tmp_path / "small"
    store = CardStore(folder / DB_NAME, bundle=None)
    store.replace_cards(pool(), {}, source="census test pool", locales=["en-us"])
    store.close()
    return folder


def run(cache_dir: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["--cache-dir", str(cache_dir), *args])
    return result.exit_code, result.stdout + result.stderr


def test_census_json_lists_every_failing_text_per_check(cache_dir: Path) -> None:
    code, out = run(cache_dir, *CORE, "--census", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["set"] == "CORE" and list(data["by_set"]) == ["CORE"]
    assert list(data["checks"]) == ["F1", "F2", "F3", "F4", "F5", "F6"]
    for check, count in data["failing_texts"].items():
        assert len(data["checks"][check]["texts"]) == count
    failing = {t["reference"] for c in data["checks"].values() for t in c["texts"]}
    assert data["faithful"] <= data["distinct_texts"] - len(failing)
    assert data["by_set"]["CORE"]["faithful"] == data["faithful"]
    assert data["faithful_ratio"] == data["faithful"] / data["distinct_texts"]


def test_census_text_names_the_failing_texts(cache_dir: Path) -> None:
    code, out = run(cache_dir, *CORE, "--census")
    assert code == 0
    assert out.startswith("Faithful by census (set CORE): ")
    assert "\nF2 may-decline: " in out and "\nF6 phrase-matters: " in out
    assert "The engine still decides for the player, with a rules reason: " in out


def test_coverage_prints_the_census_figure_beside_the_classes(cache_dir: Path) -> None:
    code, out = run(cache_dir, *CORE)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Text coverage (set CORE): ")
    assert any(line.startswith("Faithful by census (set CORE): ") for line in lines)
    code, out = run(cache_dir, *CORE, "--json")
    census = json.loads(out)["census"]
    assert set(census) >= {"faithful", "faithful_ratio", "failing_texts", "engine_decides"}


def test_the_ratchet_fails_when_a_count_rises_and_lowers_after_a_fix(
    unfaithful_brainwash: None, small_cache: Path, tmp_path: Path
) -> None:
    path = tmp_path / "baseline.json"
    path.write_text(json.dumps({"failing_texts": {"F1": 0}}), encoding="utf-8")
    code, out = run(small_cache, *CENSUS, "--baseline", str(path))
    assert code == 1
    assert "Census ratchet: 2 count(s) rose above the baseline" in out
    assert "  F1: 1 (baseline 0) ROSE" in out and "  F2: 0 (baseline 0) same" in out
    code, out = run(small_cache, *CENSUS, "--lower-baseline", str(path))
    assert code == 1  # a count rose: the baseline is kept
    assert json.loads(path.read_text(encoding="utf-8"))["failing_texts"] == {"F1": 0}
    counts = {f"F{i}": 5 for i in range(1, 7)}
    path.write_text(json.dumps({"failing_texts": counts}), encoding="utf-8")
    code, out = run(small_cache, *CENSUS, "--json", "--lower-baseline", str(path))
    assert code == 0
    assert json.loads(out)["failing_texts"] == {
        "F1": 1,
        "F2": 0,
        "F3": 0,
        "F4": 1,
        "F5": 0,
        "F6": 0,
    }
    assert (
        json.loads(path.read_text(encoding="utf-8"))["failing_texts"]
        == (json.loads(out)["failing_texts"])
    )


def test_ratchet_options_without_the_census_or_with_a_set_are_usage_errors(
    small_cache: Path, tmp_path: Path
) -> None:
    path = str(tmp_path / "b.json")
    code, out = run(small_cache, "engine", "coverage", "--baseline", path)
    assert code == 2 and "--baseline and --lower-baseline go with --census" in out
    code, out = run(small_cache, *CENSUS, "--set", "TEST", "--baseline", path)
    assert code == 2 and "the census baseline counts the whole pool" in out
    code, out = run(small_cache, *CENSUS, "--baseline", path)
    assert (code, out.splitlines()[-1]) == (2, f"error: {path}: no such file")


def test_the_audit_shows_what_the_player_is_offered_beside_each_ability(
    small_cache: Path,
) -> None:
    code, out = run(small_cache, "engine", "coverage", "--audit", "4", "--json")
    assert code == 0
    offered = {t["card"]: [a["offered"] for a in t["abilities"]] for t in json.loads(out)["texts"]}
    assert offered["Nurse"] == [
        [
            "(played from hand) player 0 · card · You may sacrifice: Census Small (Hero "
            "expedition) / Census Large (Hero expedition) / Nurse (Hero expedition) / Census "
            "Small (Companion expedition) / ... (6 options)"
        ]
    ]
    assert offered["Brainwash"] == [  # the target in either player's Reserve
        [
            "(played from hand) player 0 · target · Target a Character in any Reserve: Census "
            "Small (Reserve) / Census Small (opponent's Reserve)"
        ]
    ]
    code, out = run(small_cache, "engine", "coverage", "--audit", "4")
    assert code == 0 and out.count("      offered when it acts:") == 4


def test_a_baseline_that_never_ends_is_refused_at_its_limit(small_cache: Path) -> None:
    code, out = run(small_cache, *CENSUS, "--baseline", "/dev/zero")
    assert (code, out.splitlines()[-1]) == (
        2,
        "error: /dev/zero: too large for a census baseline (over 1 MiB); refused",
    )
