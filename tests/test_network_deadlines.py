"""Deadlines hold against a slow-loris server (status line and headers one byte a second):
per request, per sync, and for Unique look-ups; redirects to another host are refused."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from httpserver import ApiServer, Canned, fast_client, serve
from rawpeers import peer, slow_loris

from altered_deck.cards import httpclient
from altered_deck.cards.sources import ApiSource
from altered_deck.cli.main import cli
from altered_deck.errors import SourceError
from tests.conftest import STARTERS


@pytest.fixture
def server(dump_dir: Path) -> Iterator[ApiServer]:
    with serve(dump_dir) as running:
        yield running


def test_a_slow_loris_status_line_hits_the_request_deadline() -> None:
    with peer(slow_loris(1.0)) as slow:
        client = fast_client(request_deadline=1.5, read_timeout=5.0, retries=0)
        started = time.monotonic()
        with pytest.raises(SourceError) as caught:
            client.get(f"{slow.url}/card_sets")
        assert time.monotonic() - started < 4.0
    assert str(caught.value) == (
        f"{slow.url}/card_sets: the answer took more than 1.5s (the deadline per request)"
    )


def test_a_slow_loris_is_cut_by_the_sync_deadline(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(httpclient, "RETRIES", 0)
    monkeypatch.setattr(httpclient, "READ_TIMEOUT", 5.0)
    with peer(slow_loris(1.0)) as slow:
        args = ["--cache-dir", str(tmp_path), "cards", "sync", "--source", "api"]
        started = time.monotonic()
        result = runner.invoke(
            cli, [*args, "--api-url", slow.url, "--request-timeout", "5", "--timeout", "1.5"]
        )
        assert time.monotonic() - started < 4.0
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: {slow.url}/card_sets?locale=en-us: the sync did not finish within 1.5s "
        "(--timeout)\n"
    )


def test_a_slow_loris_unique_lookup_hits_the_request_deadline(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(httpclient, "RETRIES", 0)
    monkeypatch.setattr(httpclient, "READ_TIMEOUT", 5.0)
    monkeypatch.setattr(httpclient, "REQUEST_DEADLINE", 1.5)
    deck = tmp_path / "sierra.txt"
    deck.write_text(
        (STARTERS / "sierra.txt")
        .read_text("utf-8")
        .replace("3 ALT_CORE_B_AX_08_C\n", "2 ALT_CORE_B_AX_08_C\n1 ALT_CORE_B_AX_08_U_1234\n")
    )
    with peer(slow_loris(1.0)) as slow:
        started = time.monotonic()
        result = runner.invoke(
            cli, ["--cache-dir", str(cache_dir), "--api-url", slow.url, "validate", str(deck)]
        )
        assert time.monotonic() - started < 4.0
    assert result.exit_code == 3
    # The deck is reported NO-CARD-DATA with the reason (the report wraps it).
    assert "NO-CARD-DATA" in result.stdout
    assert "the deadline per request" in " ".join(result.stdout.split())
    assert f"{slow.url}/cards/ALT_CORE_B_AX_08_U_1234?locale=en-us: the" in result.stdout


def test_a_redirect_to_another_host_is_refused(server: ApiServer) -> None:
    with peer(slow_loris(0.01)) as other:
        server.script("/card_sets", Canned(status=302, headers={"Location": f"{other.url}/x"}))
        with pytest.raises(SourceError) as caught:
            ApiSource(server.url, client=fast_client()).list_sets()
        assert other.connections == 0
    assert str(caught.value) == (
        f"{server.url}/card_sets?locale=en-us: refusing to follow a redirect to another host "
        f"({other.url}/x)"
    )


def test_a_redirect_on_the_same_host_is_followed(server: ApiServer) -> None:
    server.script("/card_sets", Canned(status=302, headers={"Location": "/card_sets?locale=fr-fr"}))
    assert ApiSource(server.url, client=fast_client()).list_sets()
    assert server.count("/card_sets") == 2
