"""`altered-deck rules update`: a rules folder from a directory or a URL (a real local server)
changes verdicts without reinstalling; `--check` says whether newer data exists; a hostile or
malformed folder changes nothing."""

from __future__ import annotations

import gzip
import json
import shutil
import tomllib
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck import rulesdata
from altered_deck.cli.main import cli
from altered_deck.formats import load_bans
from altered_deck.formats.rulesfolder import REQUIRED, RulesFolder, bundled_folder, newer
from altered_deck.formats.rulesupdate import NO_SOURCE, check_folder, read_folder
from altered_deck.repository import DEFAULT_RULES_URL, HOMEPAGE
from tests.conftest import DATA, DUMP, ROOT, STARTERS
from tests.httpserver import ApiServer, Canned, closed_port_url, serve

DAY = "2026-12-06"
BAN_DAY = "2026-12-01"
AKESHA = str(STARTERS / "akesha.txt")
# Akesha's starter plays three Banishing Gate (YZ_24 C): the league suspends them.
SUSPENSION = {
    "family": "YZ_24",
    "name": "Banishing Gate",
    "status": "suspended",
    "from": BAN_DAY,
    "until": None,
    "versions": [{"rarity": "C", "faction": "*"}],
    "source": "a test league, 30 November 2026",
}


@pytest.fixture(autouse=True)
def _bundled_after() -> Iterator[None]:
    yield
    rulesdata.use_updates_from(None)  # a library call in a test must not leak into the next


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def league(tmp_path: Path) -> Path:
    """A copy of data/rules with the league's suspension added."""
    folder = tmp_path / "league-rules"
    shutil.copytree(DATA / "rules", folder)
    bans = json.loads((folder / "bans.json").read_text(encoding="utf-8"))
    bans["entries"].append(SUSPENSION)
    (folder / "bans.json").write_text(json.dumps(bans, indent=1), encoding="utf-8")
    return folder


def league_date() -> str:
    """The league folder's date: its newest dated entry (the suspension, or a later one)."""
    bundled = bundled_folder().date
    assert bundled is not None
    return max(bundled, date.fromisoformat(BAN_DAY)).isoformat()


def cli_run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), *args])


def in_force(runner: CliRunner, cache_dir: Path) -> dict[str, str]:
    """The rules_data `formats bans --json` names."""
    done = cli_run(runner, cache_dir, "formats", "bans", "--json")
    assert done.exit_code == 0, done.stderr
    return dict(json.loads(done.stdout)["rules_data"])


def verdict(
    runner: CliRunner, cache_dir: Path, as_of: str = DAY
) -> tuple[int, str, dict[str, str]]:
    done = cli_run(runner, cache_dir, "validate", AKESHA, "--as-of", as_of, "--json")
    (outcome,) = json.loads(done.stdout)
    return done.exit_code, outcome["verdict"], outcome["rules_data"]


BUNDLED = {"source": "bundled", "date": str(bundled_folder().date)}


# --- where the default comes from ----------------------------------------------------------


def test_the_repository_url_is_pyprojects() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["urls"]["Homepage"] == HOMEPAGE
    assert DEFAULT_RULES_URL == (
        "https://raw.githubusercontent.com/altered-deck/altered-deck/main/data/rules/"
    )


def test_the_bundled_folder_passes_its_own_checks() -> None:
    folder = bundled_folder()
    check_folder(folder)
    pools = set(folder.files) - set(REQUIRED)  # the pool files its allowlists name, if any
    assert set(REQUIRED) <= set(folder.files)
    assert all(p.startswith("allowlists/") and p.endswith(".json.gz") for p in pools)
    assert read_folder(str(DATA / "rules")).digest == folder.digest


# --- newer ------------------------------------------------------------------------------


def _dated(source: str, day: str) -> RulesFolder:
    return RulesFolder(source, {"bans.json": json.dumps({"entries": [{"from": day}]}).encode()})


@pytest.mark.parametrize(
    ("bundled_day", "updated_day", "winner"),
    [
        ("2026-05-24", "2026-12-01", "update"),  # a later decision
        ("2026-05-24", "2026-05-24", "update"),  # the same day: fetched after the release
        ("2027-01-10", "2026-12-01", "bundled"),  # a release newer than the last update
    ],
)
def test_the_newer_folder_is_the_one_with_the_later_newest_entry(
    bundled_day: str, updated_day: str, winner: str
) -> None:
    bundled, updated = _dated("bundled", bundled_day), _dated("update", updated_day)
    assert newer(bundled, updated).source == winner
    assert newer(bundled, None) is bundled


# --- from a directory -------------------------------------------------------------------


def test_an_update_from_a_directory_changes_the_verdict_without_reinstalling(
    runner: CliRunner, cache_dir: Path, league: Path
) -> None:
    assert verdict(runner, cache_dir) == (0, "LEGAL", BUNDLED)
    done = cli_run(runner, cache_dir, "rules", "update", "--from", str(league))
    assert done.exit_code == 0, done.stderr
    assert done.stdout.startswith(
        f"rules data updated: in force now {league} (newest entry {league_date()}), fetched "
    )
    update = {"source": str(league), "date": league_date()}
    assert verdict(runner, cache_dir) == (1, "ILLEGAL", update)
    text = cli_run(runner, cache_dir, "validate", AKESHA, "--as-of", DAY)
    assert f'STD-SUSPENDED   ban-list:{BAN_DAY}: ALT_CORE_B_YZ_24_C "Banishing Gate"' in text.stdout
    assert f"Rules data: {league} (newest entry {league_date()})" in text.stdout
    # The organiser pins the day before the suspension: the same data, LEGAL.
    assert verdict(runner, cache_dir, "2026-11-30") == (0, "LEGAL", update)


def test_cache_info_and_formats_bans_name_the_data_in_force(
    runner: CliRunner, cache_dir: Path, league: Path
) -> None:
    info = json.loads(cli_run(runner, cache_dir, "cache", "info", "--json").stdout)
    assert info["rules_data"] == BUNDLED
    assert cli_run(runner, cache_dir, "rules", "update", "--from", str(league)).exit_code == 0
    info = json.loads(cli_run(runner, cache_dir, "cache", "info", "--json").stdout)
    assert info["rules_data"] == {"source": str(league), "date": league_date()}
    text = cli_run(runner, cache_dir, "cache", "info").stdout
    assert f"rules     {league} (newest entry {league_date()}), fetched " in text
    bans = cli_run(runner, cache_dir, "formats", "bans", "--as-of", DAY)
    assert "YZ_24     Banishing Gate" in bans.stdout
    assert bans.stdout.endswith(f"Rules data: {league} (newest entry {league_date()})\n")


def test_check_says_whether_newer_data_exists(
    runner: CliRunner, cache_dir: Path, league: Path, tmp_path: Path
) -> None:
    same = tmp_path / "same"
    shutil.copytree(DATA / "rules", same)
    up_to_date = cli_run(runner, cache_dir, "rules", "update", "--from", str(same), "--check")
    assert (up_to_date.exit_code, up_to_date.stdout) == (
        0,
        f"up to date: the rules data in force is bundled (newest entry {BUNDLED['date']})\n",
    )
    newer_one = cli_run(runner, cache_dir, "rules", "update", "--from", str(league), "--check")
    assert (newer_one.exit_code, newer_one.stdout) == (
        1,
        f"newer rules data: {league} (newest entry {league_date()}); "
        "run `altered-deck rules update`\n",
    )
    assert in_force(runner, cache_dir) == BUNDLED  # --check keeps nothing
    assert cli_run(runner, cache_dir, "rules", "update", "--from", str(league)).exit_code == 0
    again = cli_run(
        runner, cache_dir, "rules", "update", "--from", str(league), "--check", "--json"
    )
    assert again.exit_code == 0
    assert json.loads(again.stdout) == {
        "fetched": {
            "source": str(league),
            "date": league_date(),
            "fetched_at": json.loads(again.stdout)["fetched"]["fetched_at"],
        },
        "check": True,
        "newer": False,
        "rules_data": {"source": str(league), "date": league_date()},
        "before": {"source": str(league), "date": league_date()},
    }


def test_a_gzip_compressed_allowlist_is_read(
    runner: CliRunner, cache_dir: Path, league: Path
) -> None:
    plain = league / "allowlists" / "frontier.json"
    allowlist = json.loads(plain.read_text(encoding="utf-8"))
    allowlist["families"] = ["AX_8"]
    (league / "allowlists" / "frontier.json.gz").write_bytes(
        gzip.compress(json.dumps(allowlist).encode())
    )
    plain.unlink()
    assert cli_run(runner, cache_dir, "rules", "update", "--from", str(league)).exit_code == 0
    rulesdata.use_updates_from(cache_dir)
    from altered_deck.formats.allowlists import load_allowlists

    assert load_allowlists()["frontier"].families == frozenset({"AX_8"})


def test_the_library_judges_by_the_bundled_data_after_a_command(
    runner: CliRunner, cache_dir: Path, league: Path
) -> None:
    assert cli_run(runner, cache_dir, "rules", "update", "--from", str(league)).exit_code == 0
    assert all(e.family != "YZ_24" for e in load_bans().entries)
    rulesdata.use_updates_from(cache_dir)
    assert any(e.family == "YZ_24" for e in load_bans().entries)


# --- from a URL: the local server ---------------------------------------------------------


def publish(server: ApiServer, folder: Path, prefix: str = "/rules/") -> str:
    """Serve every layout file of ``folder`` under ``prefix``; the folder's URL."""
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        relative = path.relative_to(folder).as_posix()
        server.always(
            f"{prefix}{relative}", Canned(body=path.read_bytes(), content_type="text/plain")
        )
    return f"{server.url}{prefix}"


@pytest.fixture
def server() -> Iterator[ApiServer]:
    with serve(DUMP) as running:
        yield running


def test_an_update_from_a_url_changes_the_verdict(
    runner: CliRunner, cache_dir: Path, league: Path, server: ApiServer
) -> None:
    url = publish(server, league)
    done = cli_run(runner, cache_dir, "rules", "update", "--from", url, "--json")
    assert done.exit_code == 0, done.stderr
    assert json.loads(done.stdout)["rules_data"] == {"source": url, "date": league_date()}
    assert verdict(runner, cache_dir) == (1, "ILLEGAL", {"source": url, "date": league_date()})
    # Each file asked for once: the .json allowlists exist, no .gz is tried.
    files = read_folder(str(league)).files
    assert sorted(r.path for r in server.requests) == sorted(f"/rules/{n}" for n in files)


def test_the_configured_url_is_the_default_and_an_empty_one_asks_for_from(
    runner: CliRunner,
    cache_dir: Path,
    league: Path,
    server: ApiServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    url = publish(server, league)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text(f'[tool.altered-deck]\nrules-url = "{url}"\n')
    assert cli_run(runner, cache_dir, "rules", "update", "--check").exit_code == 1
    (tmp_path / "pyproject.toml").write_text('[tool.altered-deck]\nrules-url = ""\n')
    done = cli_run(runner, cache_dir, "rules", "update")
    assert (done.exit_code, done.stderr) == (2, f"error: {NO_SOURCE}\n")
    (tmp_path / "pyproject.toml").write_text('[tool.altered-deck]\nrules-url = "ftp://x/"\n')
    done = cli_run(runner, cache_dir, "rules", "update")
    assert (done.exit_code, done.stderr) == (
        2,
        "error: pyproject.toml: tool.altered-deck.rules-url: expected an http(s) URL "
        "(or \"\" for none), got 'ftp://x/'\n",
    )


def test_offline_and_unreachable_are_exit_3_and_keep_the_data_in_force(
    runner: CliRunner, cache_dir: Path, league: Path
) -> None:
    assert cli_run(runner, cache_dir, "rules", "update", "--from", str(league)).exit_code == 0
    kept = f"the rules data in force stays {league} (newest entry {league_date()}), fetched "
    offline = runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", "rules", "update"])
    assert offline.exit_code == 3
    assert offline.stderr.startswith(
        f"error: {DEFAULT_RULES_URL}: offline (--offline): cannot fetch; nothing changed: {kept}"
    )
    assert offline.stderr.count("\n") == 1
    refused = cli_run(runner, cache_dir, "rules", "update", "--from", closed_port_url() + "/r/")
    assert refused.exit_code == 3
    assert "cannot connect (connection refused); nothing changed: " + kept in refused.stderr
    assert in_force(runner, cache_dir) == {"source": str(league), "date": league_date()}


def test_a_gzip_allowlist_is_fetched_after_the_plain_one_is_not_found(
    runner: CliRunner, cache_dir: Path, league: Path, server: ApiServer
) -> None:
    plain = league / "allowlists" / "living-legends.json"
    (league / "allowlists" / "living-legends.json.gz").write_bytes(
        gzip.compress(plain.read_bytes())
    )
    plain.unlink()
    url = publish(server, league)
    assert cli_run(runner, cache_dir, "rules", "update", "--from", url).exit_code == 0
    asked = [r.path for r in server.requests if "living-legends" in r.path]
    assert asked == [
        "/rules/allowlists/living-legends.json",  # 404
        "/rules/allowlists/living-legends.json.gz",
    ]
    assert in_force(runner, cache_dir) == {"source": url, "date": league_date()}


def test_cache_clear_forgets_the_update(runner: CliRunner, cache_dir: Path, league: Path) -> None:
    assert cli_run(runner, cache_dir, "rules", "update", "--from", str(league)).exit_code == 0
    assert cli_run(runner, cache_dir, "cache", "clear").exit_code == 0
    assert in_force(runner, cache_dir) == BUNDLED
    assert verdict(runner, cache_dir) == (0, "LEGAL", BUNDLED)


def test_the_pools_an_allowlist_names_are_read_and_kept(
    runner: CliRunner, cache_dir: Path, league: Path, server: ApiServer
) -> None:
    pool = {"name": "S9", "from": "2026-12-01", "file": "frontier-s09.json.gz", "count": 1}
    allowlist = json.loads((league / "allowlists" / "frontier.json").read_text(encoding="utf-8"))
    allowlist["pools"] = [pool]
    (league / "allowlists" / "frontier.json").write_text(json.dumps(allowlist), encoding="utf-8")
    packed = gzip.compress(json.dumps({"uniques": {"ALT_CORE_B_AX_8_U": [1234]}}).encode())
    (league / "allowlists" / "frontier-s09.json.gz").write_bytes(packed)
    url = publish(server, league)
    for source in (str(league), url):
        assert cli_run(runner, cache_dir, "rules", "update", "--from", source).exit_code == 0
        rulesdata.use_updates_from(cache_dir)
        assert rulesdata.in_force().files["allowlists/frontier-s09.json.gz"] == packed
    assert [r.path for r in server.requests if "s09" in r.path] == [
        "/rules/allowlists/frontier-s09.json.gz"
    ]


def test_an_update_older_than_the_bundled_data_is_kept_but_not_used(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # data/rules with its newest day moved one day back, wherever it is written
    newest = bundled_folder().date
    assert newest is not None
    older = tmp_path / "older"
    shutil.copytree(DATA / "rules", older)
    day_before = date.fromordinal(newest.toordinal() - 1).isoformat()
    for path in older.rglob("*.json"):
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace(f'"{newest}"', f'"{day_before}"'), encoding="utf-8")
    done = cli_run(runner, cache_dir, "rules", "update", "--from", str(older))
    assert (done.exit_code, done.stdout) == (
        0,
        f"stored {older} (newest entry {day_before}); the bundled data is newer and is in force\n",
    )
    assert in_force(runner, cache_dir) == BUNDLED
    check = cli_run(runner, cache_dir, "rules", "update", "--from", str(older), "--check")
    assert check.exit_code == 0
