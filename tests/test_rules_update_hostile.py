"""A hostile or malformed rules folder changes nothing: exit 2 (bad data) or 3 (the network)
with one line naming what is wrong and the rules data that stays in force."""

from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck import rulesdata
from altered_deck.cards import httpclient
from altered_deck.cards.store import DB_NAME
from altered_deck.cli.main import cli
from altered_deck.formats.rulesfolder import MAX_FILE_BYTES, bundled_folder
from tests.conftest import DATA, DUMP
from tests.httpserver import ApiServer, Canned, serve
from tests.test_rules_update import in_force, publish

STAYS_BUNDLED = (
    f"; nothing changed: the rules data in force stays bundled (newest entry "
    f"{bundled_folder().date})\n"
)
BUNDLED = {"source": "bundled", "date": str(bundled_folder().date)}


@pytest.fixture(autouse=True)
def _bundled_after() -> Iterator[None]:
    yield
    rulesdata.use_updates_from(None)


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    copy = tmp_path / "rules"
    shutil.copytree(DATA / "rules", copy)
    return copy


def _edit(name: str, change: Callable[[dict], None]) -> Callable[[Path], None]:
    def apply(root: Path) -> None:
        data = json.loads((root / name).read_text(encoding="utf-8"))
        change(data)
        (root / name).write_text(json.dumps(data), encoding="utf-8")

    return apply


def _oversized(root: Path) -> None:
    (root / "bans.json").write_bytes(b"{}" + b" " * MAX_FILE_BYTES)


def _deep(root: Path) -> None:
    (root / "sets.json").write_text('{"sets": ' + "[" * 100 + "]" * 100 + "}")


def _link_out(root: Path) -> None:
    outside = root.parent / "outside.json"
    shutil.copy(root / "allowlists" / "frontier.json", outside)
    (root / "allowlists" / "frontier.json").unlink()
    (root / "allowlists" / "frontier.json").symlink_to(outside)


def _gzip_bomb(root: Path) -> None:
    (root / "allowlists" / "frontier.json").unlink()
    bomb = gzip.compress(b'{"references": []}' + b" " * (2 * MAX_FILE_BYTES))
    (root / "allowlists" / "frontier.json.gz").write_bytes(bomb)


def _both(root: Path) -> None:
    shutil.copy(root / "allowlists" / "frontier.json", root / "allowlists" / "frontier.json.gz")


def _wrong_date(data: dict) -> None:
    data["entries"][0]["from"] = 20261201


def _unknown_allowlist_key(data: dict) -> None:
    data["pool"] = []


def _no_rules_version(data: dict) -> None:
    data["rules_versions"] = data["rules_versions"][1:]


def _missing_base(data: dict) -> None:
    data["formats"] = [f for f in data["formats"] if f["name"] != "standard"]


def _not_a_unique(data: dict) -> None:
    data["references"] = ["ALT_CORE_B_AX_08_C"]


def _pool(file: object, **fields: object) -> Callable[[Path], None]:
    def apply(root: Path) -> None:
        pool = {"name": "S9", "from": "2026-12-01", "file": file, "count": 1, **fields}
        _edit("allowlists/frontier.json", lambda data: data.update(pools=[pool]))(root)
        if isinstance(file, str) and "/" not in file:
            content = json.dumps({"uniques": {"ALT_CORE_B_AX_8_U": [1234]}}).encode()
            (root / "allowlists" / file).write_bytes(gzip.compress(content))

    return apply


def _pool_bomb(root: Path) -> None:
    _pool("frontier-s09.json.gz")(root)
    bomb = gzip.compress(b"{}" + b" " * (16 * MAX_FILE_BYTES))
    (root / "allowlists" / "frontier-s09.json.gz").write_bytes(bomb)


def _pool_missing(root: Path) -> None:
    _pool("frontier-s09.json.gz")(root)
    (root / "allowlists" / "frontier-s09.json.gz").unlink()


POOL_NAME = (
    "{root}/allowlists/frontier.json: pools[0].file: {name!r} is not a file beside it "
    "(a plain name ending in .json.gz); refused"
)
CASES = {
    "a pool file up the tree": (
        _pool("../../../etc/passwd.json.gz"),
        POOL_NAME.replace("{name!r}", "'../../../etc/passwd.json.gz'"),
    ),
    "a pool file by URL": (
        _pool("https://example.org/p.json.gz"),
        POOL_NAME.replace("{name!r}", "'https://example.org/p.json.gz'"),
    ),
    "a pool file that is not gzip": (
        _pool("pool.json"),
        POOL_NAME.replace("{name!r}", "'pool.json'"),
    ),
    "a pool file missing": (
        _pool_missing,
        "{root}/allowlists/frontier-s09.json.gz: missing (an allowlist names it)",
    ),
    "a pool bomb": (
        _pool_bomb,
        "{root}/allowlists/frontier-s09.json.gz: larger than 16,777,216 bytes unpacked; refused",
    ),
    "a pool without a first day": (
        _pool("frontier-s09.json.gz", **{"from": None}),
        "rules file {root}/allowlists/frontier.json: pools[0].from: "
        "expected a YYYY-MM-DD date, got null",
    ),
    "oversized": (_oversized, "{root}/bans.json: larger than 1,048,576 bytes; refused"),
    "deep": (_deep, "{root}/sets.json: not JSON (nested deeper than 64 levels)"),
    "link out of the folder": (
        _link_out,
        "{root}/allowlists/frontier.json: points outside the rules folder "
        "({root}/../outside.json); refused",
    ),
    "gzip bomb": (
        _gzip_bomb,
        "{root}/allowlists/frontier.json.gz: larger than 1,048,576 bytes unpacked; refused",
    ),
    "two copies": (
        _both,
        "{root}/allowlists/frontier.json: both allowlists/frontier.json and "
        "allowlists/frontier.json.gz: keep one",
    ),
    "missing file": (
        lambda root: (root / "sets.json").unlink(),
        "{root}/sets.json: missing (a rules folder holds formats.json, bans.json, sets.json, "
        "allowlists/frontier.json, allowlists/living-legends.json)",
    ),
    "wrong field": (
        _edit("bans.json", _wrong_date),
        "rules file {root}/bans.json: entries[0].from: expected a YYYY-MM-DD date, got 20261201",
    ),
    "unknown allowlist key": (
        _edit("allowlists/frontier.json", _unknown_allowlist_key),
        "rules file {root}/allowlists/frontier.json: the file.pool: unknown field "
        "(expected some of: "
        "schema, format, about, source, references, families, pools)",
    ),
    "not a Unique": (
        _edit("allowlists/frontier.json", _not_a_unique),
        "rules file {root}/allowlists/frontier.json: frontier.references[0]: "
        "expected a Unique's reference, got 'ALT_CORE_B_AX_08_C'",
    ),
    "a day without rules": (
        _edit("formats.json", _no_rules_version),
        "{root}/formats.json: rules_versions: no rules version covers 0001-01-01",
    ),
    "a base format missing": (
        _edit("formats.json", _missing_base),
        "{root}/formats.json: format 2v2: base 'standard' must be defined before",
    ),
}


@pytest.mark.parametrize("case", CASES)
def test_a_bad_folder_changes_nothing(
    case: str, runner: CliRunner, cache_dir: Path, folder: Path
) -> None:
    spoil, message = CASES[case]
    spoil(folder)
    done = runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "rules", "update", "--from", str(folder)]
    )
    expected = message.format(root=folder).replace(f"{folder}/../", f"{folder.parent}/")
    assert (done.exit_code, done.stdout) == (2, "")
    assert done.stderr == f"error: {expected}{STAYS_BUNDLED}"
    assert in_force(runner, cache_dir) == BUNDLED


def test_a_source_that_is_no_folder_is_named_for_what_it_is(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    for source, what in [(tmp_path / "missing", "no such folder"), ("/dev/zero", "not a folder")]:
        done = runner.invoke(
            cli, ["--cache-dir", str(cache_dir), "rules", "update", "--from", str(source)]
        )
        assert done.exit_code == 2
        assert done.stderr == (
            f"error: {source}: {what} (give a URL or a rules folder){STAYS_BUNDLED}"
        )


# --- from a URL -------------------------------------------------------------------------


@pytest.fixture
def server() -> Iterator[ApiServer]:
    with serve(DUMP) as running:
        yield running


@pytest.fixture
def fast(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(httpclient, "RETRIES", 0)
    monkeypatch.setattr(httpclient, "READ_TIMEOUT", 5.0)
    monkeypatch.setattr(httpclient, "REQUEST_DEADLINE", 1.0)


def _answers(server: ApiServer) -> dict[str, tuple[Canned, int, str]]:
    other_host = f"http://localhost:{server.port}/rules/formats.json"
    url = f"{server.url}/rules/"
    return {
        "a redirect to another host": (
            Canned(status=302, headers={"Location": other_host}),
            2,
            f"{url}formats.json: refusing to follow a redirect to another host ({other_host})",
        ),
        "a huge answer": (
            Canned(body=b" " * (MAX_FILE_BYTES + 1), content_type="text/plain"),
            2,
            f"{url}formats.json: larger than 1,048,576 bytes; refused",
        ),
        "a huge answer of no announced length": (
            Canned(body=b" " * (MAX_FILE_BYTES + 1), content_type="text/plain", hide_length=True),
            2,
            f"{url}formats.json: larger than 1,048,576 bytes; refused",
        ),
        "a slow server": (
            Canned(body=b"{}" * 200, content_type="text/plain", drip=0.05),
            2,
            f"{url}formats.json: the answer took more than 1s (the deadline per request)",
        ),
        "not a rules folder": (
            Canned(status=404, body=b"Not Found"),
            2,
            f"{url}formats.json: not found (HTTP 404): not a rules folder",
        ),
        "forbidden": (
            Canned(status=403),
            2,
            f"{url}formats.json: HTTP 403 Forbidden",
        ),
        "a failing server": (
            Canned(status=503),
            3,
            f"{url}formats.json: server error HTTP 503 (still failing after retries)",
        ),
    }


ANSWER_CASES = (
    "a redirect to another host",
    "a huge answer",
    "a huge answer of no announced length",
    "a slow server",
    "not a rules folder",
    "forbidden",
    "a failing server",
)


@pytest.mark.parametrize("case", ANSWER_CASES)
def test_a_bad_server_changes_nothing(
    case: str, runner: CliRunner, cache_dir: Path, folder: Path, server: ApiServer, fast: None
) -> None:
    # The data in force is an earlier update: it stays.
    assert (
        runner.invoke(
            cli, ["--cache-dir", str(cache_dir), "rules", "update", "--from", str(folder)]
        ).exit_code
        == 0
    )
    url = publish(server, folder)
    answer, code, message = _answers(server)[case]
    server.always("/rules/formats.json", answer)
    done = runner.invoke(cli, ["--cache-dir", str(cache_dir), "rules", "update", "--from", url])
    assert (done.exit_code, done.stdout) == (code, "")
    stays = f"; nothing changed: the rules data in force stays {folder} (newest entry "
    assert done.stderr.startswith(f"error: {message}{stays}{BUNDLED['date']}), fetched ")
    assert done.stderr.count("\n") == 1
    assert in_force(runner, cache_dir) == {"source": str(folder), "date": BUNDLED["date"]}


def test_a_damaged_update_in_the_cache_says_cache_clear(
    runner: CliRunner, cache_dir: Path, folder: Path
) -> None:
    args = ["--cache-dir", str(cache_dir)]
    assert runner.invoke(cli, [*args, "rules", "update", "--from", str(folder)]).exit_code == 0
    with sqlite3.connect(cache_dir / DB_NAME) as conn:
        conn.execute("UPDATE rules_files SET content = x'7b' WHERE path = 'bans.json'")
    conn.close()
    done = runner.invoke(cli, [*args, "formats", "bans"])
    assert done.exit_code == 3
    assert done.stderr == (
        f"error: the rules data kept in the card cache {cache_dir / DB_NAME} is damaged "
        f"({folder}/bans.json: not JSON (Expecting property name enclosed in double quotes: "
        "line 1 column 2 (char 1))); run `altered-deck cache clear`\n"
    )
    assert runner.invoke(cli, [*args, "cache", "clear"]).exit_code == 0
    assert in_force(runner, cache_dir) == BUNDLED
