"""``--scheduler``: malformed addresses are exit 2 listing the accepted forms; a refused port
is said as refused, a silent or garbage peer is exit 3 within the deadline (local sockets)."""

from __future__ import annotations

import socket
import time
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from rawpeers import garbage, peer, silent

from altered_deck.cli.main import cli
from altered_deck.errors import UsageError
from altered_deck.sim import scheduler
from altered_deck.sim.scheduler import ACCEPTED_FORMS, parse_scheduler_url
from tests.conftest import STARTERS

SIERRA, KOJO = str(STARTERS / "sierra.txt"), str(STARTERS / "kojo.txt")


def matchup(runner: CliRunner, cache_dir: Path, address: str) -> Result:
    args = ["matchup", SIERRA, KOJO, "--games", "2", "--seed", "1", "--scheduler", address]
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args])


@pytest.mark.parametrize(
    ("address", "why"),
    [
        ("tcp://127.0.0.1", "no port"),
        ("tcp://[::1", "not an address (Invalid IPv6 URL)"),
        ("tls://127.0.0.1:8786", "scheme tls:// is not supported"),
        ("http://127.0.0.1:8786", "scheme http:// is not supported"),
        ("tcp://h:abc", "not an address (Port could not be cast to integer value as 'abc')"),
        ("nowhere", "no scheme is not supported"),
        ("tcp://:8786", "no host"),
        ("tcp://h:8786/path", "only a host and a port may be given"),
        ("tcp://h\u0180st:8786", "'hƀst' is not a host name or an IP address"),
        ("tcp://.2710.0.1:8786", "'.2710.0.1' is not a host name or an IP address"),
    ],
)
def test_a_malformed_scheduler_is_exit_2_with_the_accepted_forms(
    runner: CliRunner, cache_dir: Path, address: str, why: str
) -> None:
    result = matchup(runner, cache_dir, address)
    assert (result.exit_code, result.stdout) == (2, "")
    assert (
        result.stderr
        == f"error: --scheduler {address!r}: {why}; accepted forms: {ACCEPTED_FORMS}\n"
    )


def test_well_formed_addresses_are_kept() -> None:
    assert parse_scheduler_url("tcp://127.0.0.1:8786").url == "tcp://127.0.0.1:8786"
    assert parse_scheduler_url("TCP://[::1]:8786").url == "tcp://[::1]:8786"
    with pytest.raises(UsageError):
        parse_scheduler_url("tcp://h:99999")


def test_a_refused_port_is_said_as_refused(runner: CliRunner, cache_dir: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    started = time.monotonic()
    result = matchup(runner, cache_dir, f"tcp://127.0.0.1:{port}")
    assert time.monotonic() - started < 5
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: cannot reach the Dask scheduler at tcp://127.0.0.1:{port}: connection refused\n"
    )


def test_a_silent_peer_is_exit_3_within_the_deadline(
    runner: CliRunner, cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(scheduler, "SCHEDULER_TIMEOUT", 1.0)
    with peer(silent) as quiet:
        started = time.monotonic()
        result = matchup(runner, cache_dir, f"tcp://127.0.0.1:{quiet.port}")
        assert time.monotonic() - started < 5
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: the Dask scheduler at tcp://127.0.0.1:{quiet.port} did not answer within 1s\n"
    )


@pytest.mark.parametrize("data", [b"HTTP/1.1 400 Bad Request\r\n\r\n", b"\xff" * 64, b"\x00" * 8])
def test_a_garbage_peer_is_exit_3_not_a_memory_error(
    runner: CliRunner, cache_dir: Path, data: bytes
) -> None:
    with peer(garbage(data)) as noisy:
        result = matchup(runner, cache_dir, f"tcp://127.0.0.1:{noisy.port}")
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: tcp://127.0.0.1:{noisy.port} is not a Dask scheduler "
        "(its first bytes are not a Dask handshake)\n"
    )
