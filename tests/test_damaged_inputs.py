"""Damaged data from every source ends in a message and exit 2 or 3, never an internal error:
a cache with corrupt pages or null fields, a cache path that is a file, JSON nested past the
limit (API page, dump, Unique file, bundle, deck), a dump's set list of the wrong shape,
non-finite option values."""

from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cards.bundle import load_bundle
from altered_deck.cards.sources import DumpSource
from altered_deck.cards.store import DB_NAME
from altered_deck.cli.main import cli
from altered_deck.errors import CardDataError, SourceError
from altered_deck.jsonload import MAX_JSON_DEPTH, JsonRefusedError, loads
from tests.conftest import STARTERS

SIERRA = STARTERS / "sierra.txt"
CLEAR = "run `altered-deck cache clear`, then fill it again"
DEEP = "[" * 200_000 + "]" * 200_000


def run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args])


def test_corrupt_cache_pages_are_exit_3_with_cache_clear(
    runner: CliRunner, cache_dir: Path
) -> None:
    path = cache_dir / DB_NAME
    with path.open("r+b") as file:
        file.seek(4096 * 50)
        file.write(b"\xff" * 4096 * 20)
    for args in (["cache", "info"], ["cards", "search", "--name", "a"]):
        result = run(runner, cache_dir, *args)
        assert result.exit_code == 3, result.output
        assert result.stderr == (
            f"error: the card cache {path} is unreadable (database disk image is malformed); "
            f"{CLEAR}\n"
        )


@pytest.mark.parametrize(
    ("field", "reason"),
    [
        ("names", "names is not an object of texts by locale"),
        ("reference", "reference is None, not text"),
        ("number", "number is None, not an integer"),
    ],
)
def test_card_rows_with_null_fields_are_exit_3_with_cache_clear(
    runner: CliRunner, cache_dir: Path, field: str, reason: str
) -> None:
    conn = sqlite3.connect(cache_dir / DB_NAME)
    conn.execute(f"UPDATE cards SET card=json_set(card, '$.{field}', json('null'))")
    conn.commit()
    conn.close()
    result = run(runner, cache_dir, "cards", "search", "--name", "a")
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: the card cache {cache_dir / DB_NAME} is unreadable (damaged card row: "
        f"{reason}); {CLEAR}\n"
    )


def test_a_deeply_nested_card_row_is_exit_3_with_cache_clear(
    runner: CliRunner, cache_dir: Path
) -> None:
    conn = sqlite3.connect(cache_dir / DB_NAME)
    conn.execute("UPDATE cards SET card=? WHERE reference='ALT_CORE_B_AX_01_C'", (DEEP,))
    conn.commit()
    conn.close()
    result = run(runner, cache_dir, "cards", "show", "ALT_CORE_B_AX_01_C")
    assert result.exit_code == 3
    assert result.stderr.startswith(
        f"error: the card cache {cache_dir / DB_NAME} is unreadable (damaged card row: "
    )
    assert result.stderr.endswith(f"{CLEAR}\n")


def test_a_cache_path_that_is_a_file_is_exit_3(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "not-a-dir"
    path.write_text("x")
    for args in (["cache", "info"], ["validate", str(SIERRA)]):
        result = run(runner, path, *args)
        assert result.exit_code == 3
        assert result.stderr == (
            f"error: the cache directory {path} is a file; choose another --cache-dir\n"
        )


# --- JSON nesting from every source --------------------------------------------------------


def test_json_nested_past_the_limit_is_refused_without_recursion_error() -> None:
    nested = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    assert isinstance(loads(nested), list)  # exactly the limit is accepted
    for text in (DEEP, "[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1)):
        with pytest.raises(JsonRefusedError, match=f"nested deeper than {MAX_JSON_DEPTH} levels"):
            loads(text)
    with pytest.raises(JsonRefusedError, match="Exceeds the limit"):
        loads("1" * 5000)


def test_a_deeply_nested_unique_file_is_exit_2(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    bad = tmp_path / "deep.json"
    bad.write_text(DEEP)
    result = run(runner, cache_dir, "cards", "add-unique", str(bad))
    assert result.exit_code == 2
    assert result.stderr == f"error: {bad}: not JSON (nested deeper than {MAX_JSON_DEPTH} levels)\n"


def test_a_deeply_nested_deck_is_exit_2(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> None:
    bad = tmp_path / "deep.json"
    bad.write_text(DEEP)
    result = run(runner, cache_dir, "deck", "show", str(bad))
    assert result.exit_code == 2
    assert "nested deeper than 64 levels" in result.stderr


def test_a_deeply_nested_dump_file_is_a_source_error(dump_dir: Path, tmp_path: Path) -> None:
    dump = tmp_path / "dump"
    shutil.copytree(dump_dir, dump)
    (dump / "SETS" / "TCS3" / "TCS3_EN.json").write_text(DEEP)
    with pytest.raises(SourceError, match="nested deeper than 64 levels"):
        DumpSource(dump).fetch_set("TCS3", "en-us")


def test_a_deeply_nested_bundle_is_card_data_error(tmp_path: Path) -> None:
    bundle = tmp_path / "cards.json.gz"
    bundle.write_bytes(gzip.compress(DEEP.encode()))
    with pytest.raises(CardDataError, match="nested deeper than 64 levels"):
        load_bundle(bundle)


@pytest.mark.parametrize("meta", [[1, 2], {"hydra:member": [{"name": "x"}]}, {"hydra:member": 3}])
def test_a_dump_set_list_of_the_wrong_shape_is_exit_3(
    runner: CliRunner, dump_dir: Path, tmp_path: Path, meta: object
) -> None:
    dump = tmp_path / "dump"
    shutil.copytree(dump_dir, dump)
    path = dump / "META" / "card_sets_en.json"
    path.write_text(json.dumps(meta))
    result = run(runner, tmp_path / "cache", "cards", "import", str(dump))
    assert result.exit_code == 3
    assert result.stderr.endswith(
        f"error: {path}: not a card set list (a hydra:member list of sets with a reference)\n"
    )


@pytest.mark.parametrize(
    ("option", "value"),
    [("--max-response-mb", "nan"), ("--timeout", "nan"), ("--request-timeout", "inf")],
)
def test_non_finite_network_limits_are_exit_2(runner: CliRunner, option: str, value: str) -> None:
    result = runner.invoke(cli, ["cards", "sync", option, value])
    assert result.exit_code == 2
    assert f"Invalid value for '{option}'" in result.stderr
    assert "not a finite number" in result.stderr or "is not in the range" in result.stderr


def test_a_deeply_nested_scenario_file_is_exit_2(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    bad = tmp_path / "position.json"
    bad.write_text(DEEP)
    result = run(runner, cache_dir, "engine", "scenario", str(bad))
    assert result.exit_code == 2
    assert result.stderr == f"error: {bad}:1:1: invalid JSON: nested deeper than 64 levels\n"
