"""Concurrent sync and network limits, against the real local server (tests/httpserver.py).

A generated dump (hand-built card objects, several pages per set) gives page counts the
tests can rely on; the fault modes drip bytes, send too much, or reset mid-body.
"""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import urllib3.util.connection
from click.testing import CliRunner
from httpserver import ApiServer, Canned, closed_port_url, fast_client, json_answer, serve

from altered_deck.cards import httpclient
from altered_deck.cards.sources import ApiSource
from altered_deck.cards.store import DB_NAME, CardStore
from altered_deck.cards.sync import sync_cards
from altered_deck.cards.uniques import LookupBudget, ensure_cards
from altered_deck.cli.main import cli
from altered_deck.errors import (
    MissingCardsError,
    ResponseTooLargeError,
    SourceError,
    SourceUnreachableError,
)

# 3 + 3 + 2 + 2 + 1 x 4 = 12 pages of 36 per locale; 7 sets, so that more first pages than
# 8 wait at once once the first one is in (the pool is full from the start).
SETS = {"AAA": 100, "BBB": 80, "CCC": 40, "DDD": 37, "EEE": 1, "FFF": 2, "GGG": 36, "HHH": 5}
PAGES = {"AAA": 3, "BBB": 3, "CCC": 2, "DDD": 2, "EEE": 1, "FFF": 1, "GGG": 1, "HHH": 1}


def _card(set_code: str, number: int, locale: str) -> dict[str, Any]:
    return {
        "reference": f"ALT_{set_code}_B_AX_{number:02d}_C",
        "name": f"{set_code} card {number} {locale}",
        "cardType": {"reference": "CHARACTER"},
        "mainFaction": {"reference": "AX"},
        "rarity": {"reference": "COMMON"},
        "cardSet": {"reference": set_code},
        "elements": {"MAIN_COST": "1", "RECALL_COST": "1"},
    }


@pytest.fixture(scope="module")
def paged_dump(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A dump of three sets with several pages each, EN and FR."""
    root = tmp_path_factory.mktemp("paged-dump")
    (root / "META").mkdir()
    members = [{"reference": s, "name": s} for s in SETS]
    (root / "META" / "card_sets_en.json").write_text(json.dumps({"hydra:member": members}))
    for set_code, count in SETS.items():
        folder = root / "SETS" / set_code
        folder.mkdir(parents=True)
        for locale, suffix in (("en-us", "EN"), ("fr-fr", "FR")):
            cards = [_card(set_code, n, locale) for n in range(1, count + 1)]
            (folder / f"{set_code}_{suffix}.json").write_text(json.dumps(cards))
    return root


@pytest.fixture
def paged(paged_dump: Path) -> Iterator[ApiServer]:
    with serve(paged_dump) as running:
        yield running


@pytest.fixture
def server(dump_dir: Path) -> Iterator[ApiServer]:
    with serve(dump_dir) as running:
        yield running


# --- concurrency -------------------------------------------------------------------------


@pytest.mark.parametrize("concurrency", [1, 3, 8])
def test_sync_never_has_more_requests_in_flight_than_asked(
    paged: ApiServer, tmp_path: Path, concurrency: int
) -> None:
    paged.latency = 0.05
    store = CardStore.in_dir(tmp_path, bundle=None)
    source = ApiSource(paged.url, client=fast_client(concurrency=concurrency))
    summary = sync_cards(store, source, locales=["en-us", "fr-fr"])
    assert summary.per_set == SETS
    assert paged.count("/cards") == 2 * sum(PAGES.values())
    assert paged.max_in_flight == concurrency
    card = store.get("ALT_BBB_B_AX_80_C")
    assert card is not None
    assert card.names == {"en-us": "BBB card 80 en-us", "fr-fr": "BBB card 80 fr-fr"}


def test_the_first_page_is_fetched_alone_then_the_rest_in_parallel(
    paged: ApiServer, tmp_path: Path
) -> None:
    paged.latency = 0.05
    sync_cards(CardStore.in_dir(tmp_path, bundle=None), ApiSource(paged.url, client=fast_client()))
    pages = [r for r in paged.requests if r.path == "/cards"]
    first, second = pages[0], pages[1]
    assert (first.query["cardSet[]"], first.query["page"]) == (["AAA"], ["1"])
    assert second.at - first.at >= 0.05  # the second waited for the first page's answer
    assert sorted((r.query["cardSet[]"][0], int(r.query["page"][0])) for r in pages) == [
        (set_code, n) for set_code, count in PAGES.items() for n in range(1, count + 1)
    ]


def test_a_429_pauses_every_worker(paged: ApiServer, tmp_path: Path) -> None:
    paged.latency = 0.05
    query = {"cardSet[]": ["AAA"], "page": ["1"], "locale": ["en-us"]}
    paged.script(
        "/cards",
        paged.answer("/cards", query, {}),  # the first page, alone, as normal
        Canned(429, headers={"Retry-After": "1"}),  # then one of the parallel pages
    )
    waits: list[tuple[float, str]] = []
    client = fast_client(concurrency=4, sleep=time.sleep)
    source = ApiSource(paged.url, client=client, on_wait=lambda s, u: waits.append((s, u)))
    summary = sync_cards(CardStore.in_dir(tmp_path, bundle=None), source)
    assert summary.per_set == SETS
    assert [w for w, _url in waits] == [1.0]
    refused = [r for r in paged.requests if r.path == "/cards"][1]
    answered = refused.at + 0.05
    # Requests already sent arrive at once (a margin for a loaded machine); then nobody asks
    # until the pause is over.
    during = [r for r in paged.requests if answered + 0.3 < r.at < answered + 0.95]
    after = [r for r in paged.requests if r.at >= answered + 0.95]
    assert during == []
    assert len(after) >= 1
    assert paged.count("/cards") == sum(PAGES.values()) + 1  # and the one refused


def test_a_failing_page_stops_the_sync_and_writes_nothing(
    paged: ApiServer, cache_dir: Path
) -> None:
    store = CardStore.in_dir(cache_dir)
    before = store.count()
    query = {"cardSet[]": ["AAA"], "page": ["1"], "locale": ["en-us"]}
    paged.script("/cards", paged.answer("/cards", query, {}), json_answer({"nope": 1}))
    with pytest.raises(SourceError, match=r"not a hydra collection"):
        sync_cards(store, ApiSource(paged.url, client=fast_client()))
    assert store.count() == before


# --- deadlines ---------------------------------------------------------------------------


def test_a_dripping_answer_hits_the_request_deadline(server: ApiServer) -> None:
    body = json.dumps({"hydra:member": [{"reference": "X" * 40}] * 4}).encode()
    server.script("/card_sets", Canned(body=body, drip=0.02))  # ~4 s in all, 1 byte a time
    client = fast_client(request_deadline=0.5)
    with pytest.raises(SourceError) as caught:
        ApiSource(server.url, client=client).list_sets()
    assert str(caught.value) == (
        f"{server.url}/card_sets?locale=en-us: the answer took more than 0.5s "
        "(the deadline per request)"
    )
    assert server.count("/card_sets") == 1


def test_the_sync_deadline_stops_a_slow_sync_and_keeps_the_cache(
    paged: ApiServer, cache_dir: Path
) -> None:
    # the sets answer at once and the first page of cards hangs past the deadline: the cut
    # falls on that page however loaded the machine is
    paged.script("/cards", Canned(body=b"{}", delay=10.0))
    store = CardStore.in_dir(cache_dir)
    before = store.count()
    source = ApiSource(paged.url, client=fast_client(concurrency=1))
    with pytest.raises(SourceError, match=r"the sync did not finish within 1s \(--timeout\)$"):
        sync_cards(store, source, timeout=1.0)
    assert store.count() == before
    assert paged.count("/card_sets") == 1
    assert paged.count("/cards") == 1  # page 1 of AAA, cut at the deadline


def test_cli_sync_timeout_option(
    runner: CliRunner, paged: ApiServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(httpclient, "RETRIES", 0)
    paged.latency = 0.3
    args = ["--cache-dir", str(tmp_path), "cards", "sync", "--api-url", paged.url]
    result = runner.invoke(cli, [*args, "--timeout", "0.2"])
    assert result.exit_code == 3
    assert result.stderr == (
        f"error: {paged.url}/card_sets?locale=en-us: the sync did not finish within 0.2s "
        "(--timeout)\n"
    )
    assert not (tmp_path / DB_NAME).exists()


# --- response size -----------------------------------------------------------------------


def test_an_announced_oversized_answer_is_refused_unread(server: ApiServer) -> None:
    server.script("/card_sets", Canned(body=b" " * 5000))
    with pytest.raises(ResponseTooLargeError) as caught:
        ApiSource(server.url, client=fast_client(max_response_mb=0.004)).list_sets()
    assert str(caught.value) == (
        f"{server.url}/card_sets?locale=en-us: answer refused, larger than the 0.004 MiB "
        "limit (it announces 5,000 bytes); raise it with --max-response-mb if the source "
        "is right"
    )
    assert caught.value.exit_code == 3


def test_an_unannounced_oversized_answer_is_cut_while_streaming(server: ApiServer) -> None:
    server.script("/card_sets", Canned(body=b" " * 200_000, hide_length=True))
    with pytest.raises(ResponseTooLargeError) as caught:
        ApiSource(server.url, client=fast_client(max_response_mb=0.004)).list_sets()
    assert str(caught.value) == (
        f"{server.url}/card_sets?locale=en-us: answer refused, larger than the 0.004 MiB "
        "limit (more than 4,194 bytes arrived); raise it with --max-response-mb if the "
        "source is right"
    )


def test_cli_max_response_mb_exits_3(runner: CliRunner, server: ApiServer, tmp_path: Path) -> None:
    args = ["--cache-dir", str(tmp_path), "cards", "sync", "--api-url", server.url]
    result = runner.invoke(cli, [*args, "--max-response-mb", "0.0001"])
    assert result.exit_code == 3
    assert result.stderr.startswith(f"error: {server.url}/card_sets?locale=en-us: answer ")
    assert result.stderr.endswith(
        "larger than the 0.0001 MiB limit (it announces "
        f"{len(server.answer('/card_sets', {}, {}).body):,} bytes); raise it with "
        "--max-response-mb if the source is right\n"
    )


# --- resets and no network ---------------------------------------------------------------


def test_a_reset_mid_body_is_retried(server: ApiServer) -> None:
    normal = server.answer("/card_sets", {}, {})
    server.script("/card_sets", Canned(body=normal.body, reset_after=20))
    sets = ApiSource(server.url, client=fast_client()).list_sets()
    assert sets == [m["reference"] for m in json.loads(normal.body)["hydra:member"]]
    assert server.count("/card_sets") == 2


def test_resets_every_time_give_up_after_the_retries(server: ApiServer) -> None:
    normal = server.answer("/card_sets", {}, {})
    server.always("/card_sets", Canned(body=normal.body, reset_after=20))
    with pytest.raises(SourceError) as caught:
        ApiSource(server.url, client=fast_client(retries=2)).list_sets()
    assert str(caught.value) == (
        f"{server.url}/card_sets?locale=en-us: connection broken while reading (2 retries)"
    )
    assert server.count("/card_sets") == 3


def test_a_refused_connection_is_not_retried(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[object] = []
    real = urllib3.util.connection.create_connection

    def counting(*args: Any, **kwargs: Any) -> socket.socket:
        calls.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(urllib3.util.connection, "create_connection", counting)
    with pytest.raises(SourceUnreachableError, match=r"cannot connect \(connection refused\)$"):
        ApiSource(closed_port_url(), client=fast_client(retries=3)).list_sets()
    assert len(calls) == 1


def test_a_dns_failure_is_not_retried(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[object] = []

    def no_dns(*args: object, **kwargs: object) -> None:
        calls.append(args[0])
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_dns)
    with pytest.raises(SourceUnreachableError, match=r"\(name or service not known\)$"):
        ApiSource("http://api.example.invalid", client=fast_client(retries=3)).list_sets()
    assert calls == ["api.example.invalid"]


# --- Unique look-ups ---------------------------------------------------------------------

UNIQUES = [
    "ALT_CORE_B_AX_08_U_1234",
    "ALT_CORE_B_AX_11_U_42",
    "ALT_CORE_B_AX_25_U_977",
    "ALT_CORE_B_YZ_05_U_2071",
]


def test_unique_lookups_run_a_few_at_a_time(server: ApiServer, cache_dir: Path) -> None:
    server.latency = 0.05
    store = CardStore.in_dir(cache_dir)
    fetch = ApiSource(server.url, client=fast_client()).fetch_card
    fetched = ensure_cards(store, UNIQUES, fetch_card=fetch, locales=["en-us"], workers=2)
    assert [c.reference for c in fetched] == UNIQUES
    assert server.max_in_flight == 2


def test_unique_lookups_are_capped_per_run(server: ApiServer, cache_dir: Path) -> None:
    store = CardStore.in_dir(cache_dir)
    fetch = ApiSource(server.url, client=fast_client()).fetch_card
    with pytest.raises(MissingCardsError) as caught:
        ensure_cards(store, UNIQUES, fetch_card=fetch, locales=["en-us"], max_lookups=3)
    assert str(caught.value) == (
        "4 Unique card(s) not in the cache; a run fetches at most 3 (3 fetched now), run again "
        "for the next ones: ALT_CORE_B_YZ_05_U_2071"
    )
    assert caught.value.missing == ["ALT_CORE_B_YZ_05_U_2071"]
    assert server.count("/cards/") == 3
    assert [store.get(r) is not None for r in UNIQUES] == [True, True, True, False]
    # The next run fetches the rest.
    assert len(ensure_cards(store, UNIQUES, fetch_card=fetch, locales=["en-us"])) == 1


def test_one_budget_caps_the_lookups_of_a_whole_run(server: ApiServer, cache_dir: Path) -> None:
    store = CardStore.in_dir(cache_dir)
    fetch = ApiSource(server.url, client=fast_client()).fetch_card
    budget = LookupBudget(3)  # one run resolving two decks
    first = ensure_cards(store, UNIQUES[:2], fetch_card=fetch, locales=["en-us"], budget=budget)
    assert len(first) == 2 and budget.remaining == 1
    with pytest.raises(MissingCardsError) as caught:
        ensure_cards(store, UNIQUES[2:], fetch_card=fetch, locales=["en-us"], budget=budget)
    assert str(caught.value) == (
        "2 Unique card(s) not in the cache; a run fetches at most 3 (1 fetched now), run again "
        "for the next ones: ALT_CORE_B_YZ_05_U_2071"
    )
    assert budget.remaining == 0
    assert server.count("/cards/") == 3


def test_the_cli_keeps_one_budget_per_run() -> None:
    from altered_deck.cli.common import AppContext

    app = AppContext()
    assert app.unique_budget() is app.unique_budget()
    assert app.unique_budget().remaining == 100
