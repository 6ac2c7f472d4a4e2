"""``altered-deck cards ...`` and ``cache ...``: exit codes, stdout vs stderr, JSON output."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from httpserver import ApiServer, Canned, closed_port_url, serve

from altered_deck.cards import httpclient
from altered_deck.cards.store import DB_NAME
from altered_deck.cli.cards import _Progress
from altered_deck.cli.main import cli
from tests.conftest import BUNDLE_LABEL, STARTERS, UNIQUES

AX_08_R2 = """\
Axiom Salvager  ALT_CORE_B_AX_08_R2
  Faction  Bravos (BR)
  Type     Character — Engineer
  Rarity   Rare
  Set      CORE
  Family   AX_8
  Cost     hand 1, reserve 2
  Power    forest 1, mountain 1, water 1
  Effect   {R} [Resupply]. (Put the top card of your deck in Reserve.)
"""
BUNDLE_NOTICE = (
    f"card cache filled from the {BUNDLE_LABEL} (2,915 cards); `altered-deck cards sync` updates it"
)
FILL_HINT = (
    "error: the card cache is empty: fill it with `altered-deck cards sync` "
    "(or offline: `altered-deck cards import PATH_TO_DUMP`)\n"
)


@pytest.fixture(autouse=True)
def fast_http(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tiny timeouts and no backoff for every client the CLI makes."""
    monkeypatch.setattr(httpclient, "RETRIES", 1)
    monkeypatch.setattr(httpclient, "BACKOFF_FACTOR", 0.0)
    monkeypatch.setattr(httpclient, "READ_TIMEOUT", 1.0)
    monkeypatch.setattr(httpclient, "CONNECT_TIMEOUT", 1.0)
    monkeypatch.setattr(httpclient, "MAX_RETRY_AFTER", 0.01)
    monkeypatch.delenv("ALTERED_API_URL", raising=False)


@pytest.fixture
def server(dump_dir: Path) -> Iterator[ApiServer]:
    with serve(dump_dir) as running:
        yield running


def run(runner: CliRunner, cache: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache), *args])


# --- import / sync ---------------------------------------------------------------------


def test_import_prints_a_summary_on_stdout(
    runner: CliRunner, tmp_path: Path, dump_dir: Path
) -> None:
    result = run(runner, tmp_path, "cards", "import", str(dump_dir), "--locale", "en-us,fr-fr")
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""  # no progress bar: stderr is not a terminal
    lines = result.stdout.splitlines()
    assert lines[:-1] == [
        "set         cards",
        "--------  -------",
        "TCS3            6",
        "WCS25          18",
        "MUSUBI         18",
        "DUSTER        115",
        "DUSTERCB       19",
        "total         176",
        "and 12 Unique card(s)",
    ]
    assert lines[-1].startswith(f"from dump:{dump_dir.resolve()} (en-us, fr-fr) in ")
    info = json.loads(run(runner, tmp_path, "cache", "info", "--json").stdout)
    assert (info["card_count"], info["unique_count"]) == (176 + 12, 12)


def test_import_json(runner: CliRunner, tmp_path: Path, dump_dir: Path) -> None:
    result = run(runner, tmp_path, "cards", "import", str(dump_dir), "--set", "DUSTERCB", "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["per_set"] == {"DUSTERCB": 19} and data["total"] == 19
    assert data["uniques"] == 12
    assert data["locales"] == ["en-us"]


def test_bad_locale_is_a_usage_error(runner: CliRunner, tmp_path: Path, dump_dir: Path) -> None:
    result = run(runner, tmp_path, "cards", "import", str(dump_dir), "--locale", "klingon")
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == (
        "Error: Invalid value for '--locale': 'klingon' is not one of en-us, fr-fr, de-de, "
        "es-es, it-it"
    )
    assert result.stdout == ""
    assert not (tmp_path / DB_NAME).exists()


def test_sync_from_a_local_api(runner: CliRunner, tmp_path: Path, server: ApiServer) -> None:
    result = run(runner, tmp_path, "cards", "sync", "--api-url", server.url, "--json")
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""
    data = json.loads(result.stdout)
    assert data["total"] == 176 and data["source"] == f"api:{server.url}"
    info = json.loads(run(runner, tmp_path, "cache", "info", "--json").stdout)
    assert info["card_count"] == 176 and info["source"] == f"api:{server.url}"


def test_sync_reads_the_global_api_url_from_the_environment(
    runner: CliRunner, tmp_path: Path, server: ApiServer
) -> None:
    result = runner.invoke(
        cli,
        ["--cache-dir", str(tmp_path), "cards", "sync", "--set", "MUSUBI", "--json"],
        env={"ALTERED_API_URL": server.url},
    )
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["per_set"] == {"MUSUBI": 18}


def test_sync_auto_falls_back_to_the_dump_and_says_so(
    runner: CliRunner, tmp_path: Path, server: ApiServer
) -> None:
    refused = closed_port_url()
    result = run(
        runner, tmp_path, "cards", "sync", "--api-url", refused,
        "--dump", server.dump_url, "--set", "TCS3",
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    notice, filled = result.stderr.splitlines()
    assert notice.startswith(f"api:{refused} is unreachable (")
    assert notice.endswith(f"; falling back to dump:{server.dump_url}")
    # A partial sync of a never-filled cache keeps the bundled data of the other sets.
    assert filled == BUNDLE_NOTICE
    assert result.stdout.splitlines()[:4] == [
        "set      cards",
        "-----  -------",
        "TCS3         6",
        "total        6",
    ]


def test_sync_api_only_does_not_fall_back(runner: CliRunner, tmp_path: Path) -> None:
    refused = closed_port_url()
    result = run(runner, tmp_path, "cards", "sync", "--source", "api", "--api-url", refused)
    assert result.exit_code == 3
    assert result.stdout == ""
    # An empty cache: the bundled data is what the user keeps.
    assert result.stderr == (
        f"error: {refused}/card_sets?locale=en-us: cannot connect (connection refused); "
        "the bundled card data stays in use; try another --api-url, or a dump directory or "
        "URL (--source dump --dump PATH)\n"
    )
    assert not (tmp_path / DB_NAME).exists()


def test_sync_without_network_keeps_the_cache_and_says_so(
    runner: CliRunner, cache_dir: Path
) -> None:
    refused = closed_port_url()
    before = run(runner, cache_dir, "cache", "info", "--json").stdout
    result = run(runner, cache_dir, "cards", "sync", "--source", "api", "--api-url", refused)
    assert result.exit_code == 3
    count = json.loads(before)["card_count"]
    assert result.stderr == (
        f"error: {refused}/card_sets?locale=en-us: cannot connect (connection refused); "
        f"the {count:,} cards in the cache stay in use; try another --api-url, or a dump "
        "directory or URL (--source dump --dump PATH), or --offline with the current cache\n"
    )
    assert run(runner, cache_dir, "cache", "info", "--json").stdout == before


def test_sync_500_forever_keeps_the_old_cache(
    runner: CliRunner, cache_dir: Path, server: ApiServer
) -> None:
    before = run(runner, cache_dir, "cache", "info", "--json").stdout
    server.always("/cards", Canned(500))
    result = run(runner, cache_dir, "cards", "sync", "--api-url", server.url)
    assert result.exit_code == 3
    assert result.stdout == ""
    assert result.stderr == (
        f"error: {server.url}/cards?cardSet%5B%5D=CORE&itemsPerPage=36&page=1&locale=en-us: "
        "server error HTTP 500 (still failing after retries)\n"
    )
    assert run(runner, cache_dir, "cache", "info", "--json").stdout == before


def test_sync_shows_a_429_wait(runner: CliRunner, tmp_path: Path, server: ApiServer) -> None:
    server.script("/card_sets", Canned(429, headers={"Retry-After": "30"}))
    result = run(runner, tmp_path, "cards", "sync", "--api-url", server.url, "--set", "MUSUBI")
    assert result.exit_code == 0, result.stderr
    assert result.stderr == (
        "rate limited by the card source: waiting 0.01s before retrying "
        f"{server.url}/card_sets?locale=en-us\n{BUNDLE_NOTICE}\n"
    )


def test_sync_offline_is_refused(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(cli, ["--cache-dir", str(tmp_path), "--offline", "cards", "sync"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "error: --offline: `cards sync` needs the network here; to fill the cache from a local "
        "dump use `altered-deck cards import PATH`\n"
    )


def test_sync_offline_from_a_local_dump_is_allowed(
    runner: CliRunner, tmp_path: Path, dump_dir: Path
) -> None:
    result = run(
        runner, tmp_path, "--offline", "cards", "sync", "--source", "dump",
        "--dump", str(dump_dir), "--set", "TCS3", "--json",
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["per_set"] == {"TCS3": 6}


def test_import_of_a_directory_without_a_dump(runner: CliRunner, tmp_path: Path) -> None:
    result = run(runner, tmp_path / "cache", "cards", "import", str(tmp_path))
    assert (result.exit_code, result.stdout) == (2, "")
    assert (
        result.stderr
        == f"error: {tmp_path} is not a card dump directory (no SETS/ or CARDS/ folder inside)\n"
    )


# --- show / search ---------------------------------------------------------------------


def test_show(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "cards", "show", "alt_core_b_ax_8_r2")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == AX_08_R2
    assert result.stderr == ""


def test_show_french_json(runner: CliRunner, cache_dir: Path) -> None:
    result = run(
        runner, cache_dir, "cards", "show", "ALT_CORE_B_AX_01_C", "--locale", "fr-fr", "--json"
    )
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["name"] == "Sierra & Oddball" and data["type"] == "HERO"
    assert data["reserve_limit"] == 2 and data["landmark_limit"] == 2
    assert (data["rarity"], data["rules_rarity"]) == ("COMMON", None)
    assert data["main_effect"]["fr-fr"].startswith("Lorsque vous jouez un Permanent")


def test_show_hero_has_no_rarity_and_wraps_its_effect(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "cards", "show", "ALT_CORE_B_AX_01_C")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        "Sierra & Oddball  ALT_CORE_B_AX_01_C\n"
        "  Faction  Axiom (AX)\n"
        "  Type     Hero\n"
        "  Rarity   none (the rules give it none)\n"
        "  Set      CORE\n"
        "  Family   AX_1\n"
        "  Cost     hand 0, reserve 0\n"
        "  Limits   reserve 2, landmarks 2\n"
        # The data has a no-break space before the dash: the line cannot break there.
        "  Effect   When you play a Permanent with Hand Cost {3} or more\u00a0— You may\n"
        "           exhaust me ({T}) to create a [Brassbug 2/2/2] Robot token in target\n"
        "           Expedition.\n"
    )


def test_show_fits_80_columns_for_every_card(runner: CliRunner, cache_dir: Path) -> None:
    listed = run(runner, cache_dir, "cards", "search", "--json")
    references = [card["reference"] for card in json.loads(listed.stdout)]
    assert len(references) == 2915
    for reference in references[::20]:
        for locale in ("en-us", "fr-fr"):
            shown = run(runner, cache_dir, "cards", "show", reference, "--locale", locale)
            assert shown.exit_code == 0, shown.stderr
            too_wide = [line for line in shown.stdout.splitlines() if len(line) > 80]
            assert too_wide == [], reference


def test_show_unknown_reference_suggests(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "cards", "show", "ALT_CORE_B_AX_88_R1")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == (
        "error: unknown card reference ALT_CORE_B_AX_88_R1\n"
        "  unknown card ALT_CORE_B_AX_88_R1 (did you mean: ALT_CORE_B_AX_28_R1, "
        "ALT_CORE_B_AX_18_R1, ALT_CORE_B_AX_08_R1?)\n"
    )


def test_show_bad_reference(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "cards", "show", "AX_08")
    assert result.exit_code == 2
    assert result.stderr.startswith("error: not a card reference: 'AX_08'")


def test_first_use_fills_the_cache_from_the_bundle_and_says_so_once(
    runner: CliRunner, tmp_path: Path
) -> None:
    for stderr in (BUNDLE_NOTICE + "\n", ""):
        result = run(runner, tmp_path, "--offline", "cards", "show", "ALT_CORE_B_AX_08_R2")
        assert (result.exit_code, result.stderr) == (0, stderr)
        assert result.stdout.splitlines()[0] == "Axiom Salvager  ALT_CORE_B_AX_08_R2"


def test_show_fetches_a_unique(runner: CliRunner, cache_dir: Path, server: ApiServer) -> None:
    result = runner.invoke(
        cli,
        ["--cache-dir", str(cache_dir), "--api-url", server.url, "cards", "show",
         "ALT_CORE_B_YZ_05_U_2071", "--json"],
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["rarity"] == "UNIQUE"
    assert server.count("/cards/ALT_CORE_B_YZ_05_U_2071") == 2  # en-us and fr-fr
    offline = run(runner, cache_dir, "--offline", "cards", "show", "ALT_CORE_B_YZ_05_U_2071")
    assert (offline.exit_code, offline.stderr) == (0, "")  # cached now
    assert offline.stdout.splitlines()[0].endswith("  ALT_CORE_B_YZ_05_U_2071")
    assert "  Rarity   Unique" in offline.stdout.splitlines()


def test_show_unique_offline_lists_it(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "--offline", "cards", "show", "ALT_CORE_B_YZ_05_U_2071")
    assert result.exit_code == 3
    assert result.stderr == (
        "error: 1 Unique card(s) not in the cache, and --offline forbids fetching them: "
        "ALT_CORE_B_YZ_05_U_2071\n"
    )


def test_search_table(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "cards", "search", "--name", "salvager", "--faction", "br")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [
        "reference              name            fac  type       rarity  cost  F/M/W",
        "---------------------  --------------  ---  ---------  ------  ----  -----",
        "ALT_CORE_B_AX_08_R2    Axiom Salvager  BR   Character  Rare    1/2   1/1/1",
        "ALT_COREKS_B_AX_08_R2  Axiom Salvager  BR   Character  Rare    1/2   1/1/1",
    ]
    assert result.stderr == "2 card(s)\n"


def test_search_table_fits_80_columns_cutting_names(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "cards", "search", "--locale", "fr-fr")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 2 + 2915 and result.stderr == "2915 card(s)\n"
    assert max(len(line) for line in lines) == 80
    # The widest reference (26, a serialized print) and type (Token Landmark) leave 9
    # columns for names.
    assert lines[0] == (
        "reference                   name       fac  type            rarity   cost  F/M/W"
    )
    assert lines[2] == (
        "ALT_ALIZE_B_AX_01_C         Sierra &…  AX   Hero            -        0/0   -/-/-"
    )
    landmarks = run(runner, cache_dir, "cards", "search", "--type", "landmark_permanent")
    assert landmarks.stdout.splitlines()[2] == (
        "ALT_ALIZE_B_AX_45_C       Frozen Reprocess…  AX   Landmark  Common   4/4   -/-/-"
    )


def test_search_json_and_no_match(runner: CliRunner, cache_dir: Path) -> None:
    result = run(
        runner, cache_dir, "cards", "search", "--set", "CORE", "--rarity", "rare",
        "--type", "hero", "--json",
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout) == []
    result = run(runner, cache_dir, "cards", "search", "--type", "hero", "--set", "core", "--json")
    heroes = json.loads(result.stdout)
    assert len(heroes) == 36 and {h["type"] for h in heroes} == {"HERO"}
    none = run(runner, cache_dir, "cards", "search", "--name", "zzzz")
    assert (none.exit_code, none.stdout, none.stderr) == (0, "", "no cards match\n")


# --- cache -----------------------------------------------------------------------------


def test_cache_info(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "cache", "info")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f"location  {cache_dir / DB_NAME} (")
    assert lines[1:6] == [
        f"source    {BUNDLE_LABEL}",
        "synced    2026-07",
        "locales   en-us, fr-fr",
        "cards     2915 (0 Unique)",
        "names     en-us 2915, fr-fr 2915",
    ]
    assert "CORE           550" in lines


def test_cache_info_and_clear_on_an_empty_dir(runner: CliRunner, tmp_path: Path) -> None:
    result = run(runner, tmp_path, "cache", "clear")
    assert (result.exit_code, result.stdout) == (0, f"no card cache at {tmp_path / DB_NAME}\n")
    for _ in range(2):  # cache clear returns to the bundle
        result = run(runner, tmp_path, "cache", "info", "--json")
        assert result.stderr == BUNDLE_NOTICE + "\n"
        info = json.loads(result.stdout)
        assert info["exists"] is True and info["card_count"] == 2915
        assert info["source"] == BUNDLE_LABEL
        assert info["path"] == str(tmp_path / DB_NAME)
        result = run(runner, tmp_path, "cache", "clear")
        assert result.stdout == f"removed the card cache {tmp_path / DB_NAME}\n"


@pytest.mark.parametrize("content", [b"garbage" * 1000, b""])
def test_corrupt_cache_points_to_cache_clear(
    runner: CliRunner, tmp_path: Path, content: bytes
) -> None:
    import sqlite3

    path = tmp_path / DB_NAME
    if content:
        path.write_bytes(content)
    else:  # a foreign SQLite database
        sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.close()
    for command in (["cards", "show", "ALT_CORE_B_AX_08_R2"], ["cache", "info"]):
        result = run(runner, tmp_path, *command)
        assert result.exit_code == 3
        assert "run `altered-deck cache clear`, then fill it again" in result.stderr
        assert "Traceback" not in result.stderr
    cleared = run(runner, tmp_path, "cache", "clear")
    assert (cleared.exit_code, cleared.stdout) == (0, f"removed the card cache {path}\n")
    assert not path.exists()


@pytest.mark.parametrize(
    "command",
    [
        ["cards", "sync"],
        ["cards", "import"],
        ["cards", "show"],
        ["cards", "search"],
        ["cache", "info"],
        ["cache", "clear"],
    ],
)
def test_every_command_help_has_an_example(runner: CliRunner, command: list[str]) -> None:
    result = runner.invoke(cli, [*command, "--help"])
    assert result.exit_code == 0
    assert "Example" in result.stdout
    assert "  altered-deck " + " ".join(command) in result.stdout


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_only_on_a_terminal() -> None:
    terminal = _Terminal()
    progress = _Progress(terminal)
    progress("CORE en-us", 1, 2)
    progress("BISE en-us", 2, 2)
    progress.close()
    assert "fetching" in terminal.getvalue() and "2/2" in terminal.getvalue()
    assert "BISE en-us" in terminal.getvalue()
    piped = io.StringIO()
    progress = _Progress(piped)
    progress("CORE en-us", 1, 1)
    progress.close()
    assert piped.getvalue() == ""


# --- Uniques from files, the bundle ------------------------------------------------------

SYNTHETIC_UNIQUE = "ALT_CORE_B_AX_08_U_1234"
# Sierra with one of her three Axiom Salvagers replaced by a (synthetic) Unique one: legal.
SIERRA_WITH_UNIQUE = (
    (STARTERS / "sierra.txt")
    .read_text("utf-8")
    .replace("3 ALT_CORE_B_AX_08_C\n", f"2 ALT_CORE_B_AX_08_C\n1 {SYNTHETIC_UNIQUE}\n")
)


def test_add_unique_files_then_validate_offline(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "sierra-unique.txt"
    deck.write_text(SIERRA_WITH_UNIQUE)
    before = run(runner, cache_dir, "--offline", "validate", str(deck))
    # Legal by its reference, but its faction needs its data: one message, in the report.
    assert (before.exit_code, before.stderr) == (3, "")
    assert SYNTHETIC_UNIQUE in before.stdout
    assert "`altered-deck cards add-unique FILE`" in before.stdout
    added = run(runner, cache_dir, "cards", "add-unique", str(UNIQUES / f"{SYNTHETIC_UNIQUE}.json"))
    assert (added.exit_code, added.stdout) == (0, f"{SYNTHETIC_UNIQUE}  Axiom Salvager\n")
    assert added.stderr == f"added 1 card(s) to {cache_dir / DB_NAME}\n"
    after = run(runner, cache_dir, "--offline", "validate", str(deck), "--json")
    assert (after.exit_code, after.stderr) == (0, "")
    (report,) = json.loads(after.stdout)
    assert (report["verdict"], report["counts"]["unique"]) == ("LEGAL", 1)


def test_add_unique_takes_a_directory_and_says_json(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "cards", "add-unique", str(UNIQUES), "--json")
    assert result.exit_code == 0, result.stderr
    added = json.loads(result.stdout)["added"]
    assert len(added) == 12 and SYNTHETIC_UNIQUE in added
    info = json.loads(run(runner, cache_dir, "cache", "info", "--json").stdout)
    assert info["unique_count"] == 12


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not JSON (Expecting property name"),
        ('{"name": "no reference"}', "card no reference: missing or invalid field(s)"),
        ('"a string"', "card object is not a JSON object"),
    ],
)
def test_add_unique_bad_file_is_exit_2_naming_it(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, content: str, message: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    result = run(runner, cache_dir, "cards", "add-unique", str(bad))
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith(f"error: {bad}: {message}")


def test_import_loads_the_dumps_unique_files_for_offline_validation(
    runner: CliRunner, tmp_path: Path, dump_dir: Path
) -> None:
    cache = tmp_path / "cache"
    result = run(runner, cache, "cards", "import", str(dump_dir), "--set", "TCS3")
    assert result.exit_code == 0, result.stderr
    deck = tmp_path / "sierra-unique.txt"
    deck.write_text(SIERRA_WITH_UNIQUE)
    validated = run(runner, cache, "--offline", "validate", str(deck), "--json")
    assert validated.exit_code == 0, validated.stderr
    (report,) = json.loads(validated.stdout)
    assert (report["verdict"], report["counts"]["unique"]) == ("LEGAL", 1)


def test_cards_bundle_takes_one_date_per_dump(
    runner: CliRunner, tmp_path: Path, dump_dir: Path
) -> None:
    args = ["cards", "bundle", str(dump_dir), "--date", "2025-11", "--date", "2026-07"]
    result = run(runner, tmp_path, *args, "-o", str(tmp_path / "b.json.gz"))
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == "error: 2 --date for 1 dump(s): give one per PATH\n"
    assert not (tmp_path / "b.json.gz").exists()


def test_cards_bundle_rebuilds_a_bundle_that_fills_a_cache(
    runner: CliRunner, tmp_path: Path, dump_dir: Path
) -> None:
    out = tmp_path / "bundle.json.gz"
    args = ["cards", "bundle", str(dump_dir), "--locale", "en-us,fr-fr", "--date", "2026-06"]
    args += ["--label", "a test dump"]
    result = run(runner, tmp_path / "unused", *args, "-o", str(out))
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith(f"wrote {out}: 176 cards, 5 sets, en-us, fr-fr, ")
    first = out.read_bytes()
    assert run(runner, tmp_path / "unused", *args, "-o", str(out)).exit_code == 0
    assert out.read_bytes() == first  # reproducible: no timestamp inside
    from altered_deck.cards.store import CardStore

    store = CardStore.in_dir(tmp_path / "cache", bundle=out)
    assert store.count() == 176
    assert store.info().source == "bundled snapshot, 2026-06, 5 sets from a test dump"
    card = store.get("ALT_DUSTER_B_OR_101_R2")
    assert card is not None and card.names["fr-fr"] == "Les Retrouvailles"
