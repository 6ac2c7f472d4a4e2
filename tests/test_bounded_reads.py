"""Every input a user names is read at most its limit + 1 bytes, whatever it is: a file, a
device that never ends (``/dev/zero``), a pipe (a FIFO fed forever) or standard input. Past
the limit: one line naming it, exit 2, at once."""

from __future__ import annotations

import io
import os
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.boundedread import human_size, read_bounded, read_stream_bounded
from altered_deck.cards import sources
from altered_deck.cli.main import cli
from altered_deck.decks.reader import read_deck
from altered_deck.errors import DeckParseError, SourceError, UsageError
from tests.conftest import STARTERS

ZERO_CASES = [
    (["validate", "/dev/zero"], "/dev/zero: too large for a decklist (over 1 MiB); refused"),
    (
        ["validate", "kojo.txt", "--config", "/dev/zero"],
        "/dev/zero: too large for a configuration file (over 1 MiB); refused",
    ),
    (
        ["validate", "kojo.txt", "--rules", "/dev/zero"],
        "rules file /dev/zero: too large for a rules file (over 1 MiB); refused",
    ),
    (
        ["engine", "scenario", "/dev/zero"],
        "/dev/zero: too large for a position file (over 1 MiB); refused",
    ),
    (
        ["cards", "add-unique", "/dev/zero"],
        "/dev/zero: too large for a card file (over 1 MiB); refused",
    ),
    (
        ["event", "check", "-f", "standard", "/dev/zero"],
        "/dev/zero: too large for a registrations file (over 64 MiB); refused",
    ),
    (
        ["deck", "convert", "/dev/zero", "--to", "json"],
        "/dev/zero: too large for a decklist (over 1 MiB); refused",
    ),
]


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    shutil.copy(STARTERS / "kojo.txt", tmp_path / "kojo.txt")
    return tmp_path


def run(runner: CliRunner, cache_dir: Path, *args: str) -> tuple[int, str]:
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), *args])
    return result.exit_code, result.stderr


@contextmanager
def fifo(path: Path, data: bytes, *, forever: bool) -> Iterator[Path]:
    """A FIFO at ``path`` a thread writes ``data`` into (again and again with ``forever``)
    until the reader closes it; the writer is always released at the end."""
    os.mkfifo(path)

    def feed() -> None:
        try:
            with open(path, "wb") as out:
                out.write(data)
                while forever:
                    out.write(data)
        except (BrokenPipeError, OSError):
            pass

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    try:
        yield path
    finally:
        # Release a writer still waiting for a reader (the command failed before reading).
        release = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        os.close(release)
        writer.join(timeout=10)
        assert not writer.is_alive()


@pytest.mark.parametrize(("args", "message"), ZERO_CASES, ids=lambda v: " ".join(v)[:40])
def test_a_device_that_never_ends_is_refused_at_its_limit(
    runner: CliRunner, cache_dir: Path, here: Path, args: list[str], message: str
) -> None:
    assert run(runner, cache_dir, *args) == (2, f"error: {message}\n")


@pytest.mark.parametrize(
    ("command", "what", "limit"),
    [
        (["validate"], "a decklist", "1 MiB"),
        (["engine", "scenario"], "a position file", "1 MiB"),
        (["event", "check", "-f", "standard"], "a registrations file", "64 MiB"),
        (["validate", "kojo.txt", "--config"], "a configuration file", "1 MiB"),
    ],
)
def test_a_pipe_fed_forever_is_refused_at_its_limit(
    runner: CliRunner, cache_dir: Path, here: Path, command: list[str], what: str, limit: str
) -> None:
    with fifo(here / "endless", b"1 " * 32768, forever=True) as path:
        code, stderr = run(runner, cache_dir, *command, path.name)
    assert (code, stderr) == (2, f"error: endless: too large for {what} (over {limit}); refused\n")


def test_a_deck_from_a_pipe_is_read(runner: CliRunner, cache_dir: Path, here: Path) -> None:
    # What a shell's process substitution gives: validate <(cat kojo.txt)
    with fifo(here / "deck", (STARTERS / "kojo.txt").read_bytes(), forever=False) as path:
        result = runner.invoke(
            cli, ["--cache-dir", str(cache_dir), "validate", str(path), "-f", "standard"]
        )
    assert result.exit_code == 0, result.stderr
    assert "LEGAL" in result.stdout


class EndlessStream(io.RawIOBase):
    """Standard input that never ends (``< /dev/zero``), counting what was read."""

    def __init__(self) -> None:
        self.read_bytes = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        self.read_bytes += len(buffer)
        return len(buffer)


def test_endless_standard_input_is_refused_after_the_limit() -> None:
    stream = EndlessStream()
    with pytest.raises(DeckParseError) as exc:
        read_deck("-", stdin=io.BufferedReader(stream))
    assert str(exc.value) == "<stdin>: too large for a decklist (over 1 MiB); refused"
    assert stream.read_bytes <= 1024 * 1024 + 8192 + 1


def test_the_limit_is_exact(tmp_path: Path) -> None:
    path = tmp_path / "input"
    path.write_bytes(b"x" * 1000)
    assert read_bounded(path, 1000, "a test input") == b"x" * 1000
    with pytest.raises(UsageError) as exc:
        read_bounded(path, 999, "a test input")
    assert str(exc.value) == f"{path}: too large for a test input (over 999 bytes); refused"
    stream = io.BytesIO(b"y" * 11)
    assert read_stream_bounded(io.BytesIO(b"y" * 10), 10, "x", label="<stdin>") == b"y" * 10
    with pytest.raises(UsageError, match=r"^<stdin>: too large for x \(over 10 bytes\); refused$"):
        read_stream_bounded(stream, 10, "x", label="<stdin>")


def test_what_cannot_be_read_is_one_line(tmp_path: Path) -> None:
    for path, message in [
        (tmp_path / "missing", f"{tmp_path / 'missing'}: no such file"),
        (tmp_path, f"{tmp_path}: is a directory, not a decklist"),
        (Path("a\0b"), "a\0b: cannot read: embedded null byte"),
    ]:
        with pytest.raises(DeckParseError) as exc:
            read_bounded(path, 10, "a decklist", error=DeckParseError)
        assert str(exc.value) == message


def test_sizes_are_named_as_people_read_them() -> None:
    assert [human_size(n) for n in (1024 * 1024, 64 * 1024 * 1024, 1000, 1_048_577)] == [
        "1 MiB",
        "64 MiB",
        "1,000 bytes",
        "1,048,577 bytes",
    ]


def test_a_dump_file_past_its_limit_is_card_data_unavailable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "SETS" / "CORE").mkdir(parents=True)
    (tmp_path / "SETS" / "CORE" / "CORE_EN.json").write_text("[" + " " * 100 + "]")
    monkeypatch.setattr(sources, "MAX_DUMP_FILE_BYTES", 100)
    with pytest.raises(SourceError) as exc:
        sources.DumpSource(tmp_path).fetch_set("CORE", "en-us")
    path = tmp_path / "SETS" / "CORE" / "CORE_EN.json"
    assert str(exc.value) == f"{path}: too large for a dump file (over 100 bytes); refused"
    assert exc.value.exit_code == 3
