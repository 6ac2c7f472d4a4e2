"""Environment failures: each is exit 3 with what to do, never an internal error.

Disk full (RLIMIT_FSIZE in a subprocess), a read-only cache directory (a read-only bind
mount in a private mount namespace, as root cannot be kept out by permissions; skipped where
``unshare`` is not allowed), damaged rows, a dropped column, a bad meta entry, an old schema,
a cache path that is a directory, several processes creating one cache at once.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cards import cachefile
from altered_deck.cards.store import DB_NAME
from altered_deck.cli.main import cli
from tests.conftest import ROOT, STARTERS

SIERRA = STARTERS / "sierra.txt"
CLEAR = "run `altered-deck cache clear`, then fill it again"


def run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args])


def damage(cache_dir: Path, *statements: str) -> None:
    conn = sqlite3.connect(cache_dir / DB_NAME)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


# --- damaged caches ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "reason"),
    [
        ("{bad", "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"),
        ('{"nope": 1}', "Card.__init__() got an unexpected keyword argument 'nope'"),
        ("[1, 2]", "cannot convert dictionary update sequence element #0 to a sequence"),
    ],
)
def test_damaged_card_row_says_cache_clear(
    runner: CliRunner, cache_dir: Path, row: str, reason: str
) -> None:
    conn = sqlite3.connect(cache_dir / DB_NAME)
    conn.execute("UPDATE cards SET card=? WHERE reference='ALT_CORE_B_AX_01_C'", (row,))
    conn.commit()
    conn.close()
    result = run(runner, cache_dir, "deck", "show", str(SIERRA))
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: the card cache {cache_dir / DB_NAME} is unreadable (damaged card row: "
        f"{reason}); {CLEAR}\n"
    )


def test_dropped_column_says_cache_clear_to_readers_and_writers(
    runner: CliRunner, cache_dir: Path
) -> None:
    damage(cache_dir, "DROP INDEX cards_name_en", "ALTER TABLE cards DROP COLUMN name_en")
    path = cache_dir / DB_NAME
    result = run(runner, cache_dir, "cards", "search", "--name", "sierra")
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: the card cache {path} is unreadable (no such column: name_en); {CLEAR}\n"
    )
    result = run(runner, cache_dir, "cards", "import", str(ROOT / "tests/fixtures/dump"))
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: the card cache {path} is unreadable (table cards has 11 columns but 12 "
        f"values were supplied); {CLEAR}\n"
    )


@pytest.mark.parametrize("value", ["{x", "3"])
def test_bad_meta_entry_says_cache_clear(runner: CliRunner, cache_dir: Path, value: str) -> None:
    damage(cache_dir, f"UPDATE meta SET value='{value}' WHERE key='locales'")
    result = run(runner, cache_dir, "cache", "info")
    assert result.exit_code == 3
    assert result.stderr.startswith(
        f"error: the card cache {cache_dir / DB_NAME} is unreadable (damaged locales entry: "
    )
    assert result.stderr.endswith(f"; {CLEAR}\n")


def test_old_schema_says_cache_clear_and_cache_clear_fixes_it(
    runner: CliRunner, cache_dir: Path
) -> None:
    damage(cache_dir, "PRAGMA user_version=0")
    result = run(runner, cache_dir, "deck", "show", str(SIERRA))
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: {cache_dir / DB_NAME} was written by another version; {CLEAR}\n"
    )
    assert run(runner, cache_dir, "cache", "clear").exit_code == 0
    assert run(runner, cache_dir, "deck", "show", str(SIERRA)).exit_code == 0


def test_cache_path_that_is_a_directory(runner: CliRunner, tmp_path: Path) -> None:
    (tmp_path / DB_NAME).mkdir()
    path = tmp_path / DB_NAME
    result = run(runner, tmp_path, "cache", "info")
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: cannot open the card cache {path} (unable to open database file); "
        "check its permissions or choose another --cache-dir\n"
    )
    result = run(runner, tmp_path, "cache", "clear")
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: {path} is a directory, not a card cache: remove or rename it yourself, "
        "or choose another --cache-dir\n"
    )


# --- disk full ---------------------------------------------------------------------------

# Runs the CLI with a file-size limit: writes past it fail (EFBIG) as on a full disk.
FSIZE_RUNNER = """
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (100_000, 100_000))
from altered_deck.cli.main import cli
cli(sys.argv[1:], prog_name="altered-deck")
"""


def run_limited(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", FSIZE_RUNNER, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


@pytest.mark.parametrize(
    "command",
    [
        ["cards", "import", "tests/fixtures/dump"],  # a sync
        ["deck", "show", "data/decks/sierra.txt"],  # the first fill from the bundle
    ],
)
def test_disk_full_is_exit_3_with_what_to_do(tmp_path: Path, command: list[str]) -> None:
    done = run_limited("--cache-dir", str(tmp_path), *command)
    assert done.returncode == 3, done.stderr
    assert done.stderr == (
        f"error: cannot write the card cache {tmp_path / DB_NAME} (disk I/O error; is the "
        "disk full?); free space or use --cache-dir\n"
    )


# --- read-only cache directory -----------------------------------------------------------


def _can_mount_read_only() -> bool:
    """Whether this process may make a private read-only bind mount (root in a container)."""
    if shutil.which("unshare") is None:
        return False
    probe = Path(tempfile.mkdtemp())
    script = (
        f'mount --bind "{probe}" "{probe}" && mount -o remount,bind,ro "{probe}" '
        f'&& ! touch "{probe}/x" 2>/dev/null'
    )
    try:
        done = subprocess.run(
            ["unshare", "-m", "sh", "-c", script], capture_output=True, timeout=10
        )
    except OSError:
        return False
    finally:
        shutil.rmtree(probe, ignore_errors=True)
    return done.returncode == 0


def run_read_only(directory: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the CLI with ``directory`` mounted read-only (root included) in a private namespace."""
    script = (
        f'mount --bind "{directory}" "{directory}" && '
        f'mount -o remount,bind,ro "{directory}" && exec "$@"'
    )
    command = [sys.executable, "-m", "altered_deck", "--cache-dir", str(directory), *args]
    return subprocess.run(
        ["unshare", "-m", "sh", "-c", script, "sh", *command],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


needs_mount = pytest.mark.skipif(
    not _can_mount_read_only(), reason="needs unshare -m and mount (root in a container)"
)


@needs_mount
def test_read_only_filled_cache_is_read_without_writing(cache_dir: Path) -> None:
    before = sorted(p.name for p in cache_dir.iterdir())
    done = run_read_only(cache_dir, "deck", "show", "data/decks/sierra.txt")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.splitlines()[-1].startswith("Total: 40 cards")
    done = run_read_only(cache_dir, "cards", "import", "tests/fixtures/dump")
    assert done.returncode == 3
    assert done.stderr == (
        f"error: the card cache {cache_dir / DB_NAME} is read-only: nothing can be written "
        "to it; choose a writable --cache-dir\n"
    )
    done = run_read_only(cache_dir, "cache", "clear")
    assert done.returncode == 3
    assert done.stderr == (
        f"error: cannot delete the card cache {cache_dir / DB_NAME}: Read-only file system "
        f"(its directory {cache_dir} must be writable); choose another --cache-dir\n"
    )
    assert sorted(p.name for p in cache_dir.iterdir()) == before


@needs_mount
def test_read_only_never_filled_cache_works_from_the_bundle_in_memory(tmp_path: Path) -> None:
    done = run_read_only(tmp_path, "deck", "show", "data/decks/sierra.txt")
    assert done.returncode == 0, done.stderr
    assert done.stderr == (
        f"the card cache directory {tmp_path} is read-only: using the bundled card data in "
        "memory (choose a writable --cache-dir to keep a cache)\n"
    )
    assert done.stdout.splitlines()[-1].startswith("Total: 40 cards")
    assert list(tmp_path.iterdir()) == []
    done = run_read_only(tmp_path, "cache", "clear")
    assert (done.returncode, done.stdout) == (0, f"no card cache at {tmp_path / DB_NAME}\n")


# --- several processes creating one cache ------------------------------------------------


def test_a_first_run_waits_for_a_lock_before_switching_to_wal(tmp_path: Path) -> None:
    # SQLite answers the switch to write-ahead logging "busy" at once, without waiting, while
    # another connection is about to write the new file (8 simultaneous first runs hit it)
    path = tmp_path / DB_NAME
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    threading.Timer(0.3, lambda: other.execute("COMMIT")).start()
    conn = cachefile.connect_writable(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert cachefile.header(conn) == (cachefile.APPLICATION_ID, cachefile.SCHEMA_VERSION, True)
    conn.close()
    other.close()


def test_simultaneous_first_runs_all_succeed(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "altered_deck", "--cache-dir", str(tmp_path)]
    procs = [
        subprocess.Popen(
            [*command, "deck", "show", "data/decks/sierra.txt"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(8)
    ]
    outcomes = [(p.wait(timeout=120), p.stderr.read() if p.stderr else "") for p in procs]
    for p in procs:
        for stream in (p.stdout, p.stderr):
            if stream is not None:
                stream.close()
    assert [code for code, _err in outcomes] == [0] * 8, outcomes
    assert not any("cache clear" in err for _code, err in outcomes)
