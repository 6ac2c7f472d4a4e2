"""The dump layout from a local directory and over HTTP; the auto fallback source."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from httpserver import ApiServer, Canned, closed_port_url, fast_client, serve

from altered_deck.cards.sources import (
    ApiSource,
    DumpSource,
    FallbackSource,
    HttpDumpSource,
    dump_source,
)
from altered_deck.errors import SourceError, SourceUnreachableError, UsageError


@pytest.fixture
def server(dump_dir: Path) -> Iterator[ApiServer]:
    with serve(dump_dir) as running:
        yield running


def test_local_dump_lists_present_sets_in_meta_order(dump_dir: Path) -> None:
    source = DumpSource(dump_dir)
    assert source.list_sets() == ["TCS3", "WCS25", "MUSUBI", "DUSTER", "DUSTERCB"]
    assert source.set_names()["DUSTER"] == "Seeds of Unity"
    assert len(source.unique_files()) == 12
    assert source.description == f"dump:{dump_dir.resolve()}"


def test_local_dump_errors(tmp_path: Path, dump_dir: Path) -> None:
    with pytest.raises(UsageError, match=r"is not a card dump directory"):
        DumpSource(tmp_path)
    (tmp_path / "SETS" / "CORE").mkdir(parents=True)
    source = DumpSource(tmp_path)
    with pytest.raises(SourceError, match=r"CORE_EN.json: no such file in the dump"):
        source.fetch_set("CORE", "en-us")
    (tmp_path / "SETS" / "CORE" / "CORE_EN.json").write_text('[{"reference": ')
    with pytest.raises(SourceError, match=r"CORE_EN.json: cannot read JSON"):
        source.fetch_set("CORE", "en-us")
    (tmp_path / "SETS" / "CORE" / "CORE_EN.json").write_text("{}")
    with pytest.raises(SourceError, match=r"expected a JSON array of cards"):
        source.fetch_set("CORE", "en-us")
    with pytest.raises(SourceError, match=r"unknown locale 'xx-yy'"):
        DumpSource(dump_dir).fetch_set("CORE", "xx-yy")


def test_http_dump_reads_the_same_cards(server: ApiServer, dump_dir: Path) -> None:
    source = HttpDumpSource(server.dump_url.rstrip("/"), client=fast_client())
    assert source.description == f"dump:{server.dump_url}"
    sets = source.list_sets()
    assert sets[0] == "CORE" and "JUDGE" in sets
    cards = source.fetch_set("DUSTER", "fr-fr")
    expected = json.loads((dump_dir / "SETS/DUSTER/DUSTER_FR.json").read_text("utf-8"))
    assert cards == expected
    assert source.fetch_set("JUDGE", "en-us") == []  # listed in META, no file in the dump
    assert server.requests[-1].path == "/dump/SETS/JUDGE/JUDGE_EN.json"


def test_http_dump_errors_name_the_url(server: ApiServer) -> None:
    source = HttpDumpSource(server.dump_url, client=fast_client())
    server.script("/dump/SETS/CORE/", Canned(body=b"[{", content_type="text/plain"))
    with pytest.raises(SourceError, match=r"/dump/SETS/CORE/CORE_EN.json: malformed JSON"):
        source.fetch_set("CORE", "en-us")
    server.always("/dump/SETS/BISE/", Canned(500))
    with pytest.raises(SourceError, match=r"BISE_EN.json: server error HTTP 500"):
        source.fetch_set("BISE", "en-us")


def test_http_dump_missing_is_unreachable(server: ApiServer) -> None:
    source = HttpDumpSource(f"{server.url}/nothing-here/", client=fast_client())
    with pytest.raises(SourceUnreachableError, match=r"HTTP 404: no card dump at"):
        source.list_sets()


def test_dump_source_picks_directory_or_url(dump_dir: Path) -> None:
    assert isinstance(dump_source(str(dump_dir)), DumpSource)
    assert isinstance(dump_source("https://example.org/dump"), HttpDumpSource)


def test_fallback_uses_the_dump_when_the_api_is_unreachable(server: ApiServer) -> None:
    notices: list[str] = []
    api = ApiSource(closed_port_url(), client=fast_client(retries=0))
    source = FallbackSource(
        api, lambda: HttpDumpSource(server.dump_url, client=fast_client()), notices.append
    )
    assert source.description == api.description
    assert source.list_sets()[0] == "CORE"
    assert source.description == f"dump:{server.dump_url}"
    assert len(source.fetch_set("DUSTERCB", "en-us")) == 19
    assert len(notices) == 1
    assert notices[0].startswith(f"{api.description} is unreachable (")
    assert notices[0].endswith(f"falling back to dump:{server.dump_url}")


def test_fallback_does_not_hide_other_api_errors(server: ApiServer) -> None:
    server.always("/card_sets", Canned(500))
    used: list[str] = []
    source = FallbackSource(
        ApiSource(server.url, client=fast_client()), lambda: used.append("x") or DumpSource(Path())
    )
    with pytest.raises(SourceError, match=r"server error HTTP 500"):
        source.list_sets()
    assert used == []
