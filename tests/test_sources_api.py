"""ApiSource against a real HTTP server on 127.0.0.1 speaking the API shape, faults included."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from httpserver import ApiServer, Canned, closed_port_url, fast_client, json_answer, serve

from altered_deck import __version__
from altered_deck.cards.sources import USER_AGENT, ApiSource
from altered_deck.errors import (
    NotPublicError,
    SourceError,
    SourceUnreachableError,
    UnknownCardError,
)

SETS = ["CORE", "COREKS", "ALIZE", "BISE", "CYCLONE", "TCS3", "WCQ25", "WCF25", "WCS25", "JUDGE",
        "MUSUBI", "DUSTEROP", "DUSTER", "DUSTERTOP", "DUSTERCB"]  # fmt: skip


@pytest.fixture
def server(dump_dir: Path) -> Iterator[ApiServer]:
    with serve(dump_dir) as running:
        yield running


def api(server: ApiServer, **client_options: object) -> ApiSource:
    return ApiSource(server.url, client=fast_client(**client_options))


def test_list_sets_reads_card_sets(server: ApiServer) -> None:
    assert api(server).list_sets() == SETS
    assert server.count("/card_sets") == 1


def test_fetch_set_walks_pages_of_36_and_sends_locale_and_user_agent(server: ApiServer) -> None:
    cards = api(server).fetch_set("DUSTER", "fr-fr")
    assert len(cards) == 115
    assert len({c["reference"] for c in cards}) == 115
    pages = [r for r in server.requests if r.path == "/cards"]
    assert [r.query["page"] for r in pages] == [[str(n)] for n in range(1, 5)]
    for request in pages:
        assert request.query["cardSet[]"] == ["DUSTER"]
        assert request.query["itemsPerPage"] == ["36"]
        # The server's next links drop the locale; the client puts it back.
        assert request.query["locale"] == ["fr-fr"]
        assert request.headers["accept-language"] == "fr-fr"
        assert request.headers["user-agent"] == USER_AGENT
    home = "https://github.com/altered-deck/altered-deck"
    assert USER_AGENT.removesuffix(f" (+{home})") == f"altered-deck/{__version__}"
    assert cards[0]["name"] == "Della & Bolt"


def test_fetch_set_of_a_set_without_cards_is_empty(server: ApiServer) -> None:
    assert api(server).fetch_set("JUDGE", "en-us") == []


def test_fetch_card_answers_a_synthetic_unique(server: ApiServer) -> None:
    obj = api(server).fetch_card("alt_core_b_ax_08_u_1234")
    assert obj["reference"] == "ALT_CORE_B_AX_08_U_1234"
    assert server.requests[-1].path == "/cards/ALT_CORE_B_AX_08_U_1234"


def test_fetch_card_404_is_an_unknown_card(server: ApiServer) -> None:
    with pytest.raises(UnknownCardError) as caught:
        api(server).fetch_card("ALT_CORE_B_AX_08_U_99999")
    assert caught.value.unknown == {"ALT_CORE_B_AX_08_U_99999": []}
    assert caught.value.exit_code == 2


def test_fetch_card_401_is_not_public(server: ApiServer) -> None:
    server.not_public.add("ALT_CORE_B_AX_08_U_7")
    with pytest.raises(NotPublicError, match=r"ALT_CORE_B_AX_08_U_7 is not public"):
        api(server).fetch_card("ALT_CORE_B_AX_08_U_7")


def test_429_waits_as_told_reports_it_then_succeeds(server: ApiServer) -> None:
    waits: list[tuple[float, str]] = []
    server.script("/card_sets", Canned(429, headers={"Retry-After": "7"}), Canned(429))
    client = fast_client()
    source = ApiSource(server.url, client=client, on_wait=lambda s, u: waits.append((s, u)))
    assert source.list_sets() == SETS
    url = f"{server.url}/card_sets?locale=en-us"
    # Retry-After 7 is honoured; the second 429 has none: backoff 2**1 seconds.
    assert waits == [(7.0, url), (2.0, url)]
    assert client.slept == [7.0, 2.0]  # type: ignore[attr-defined]
    assert server.count("/card_sets") == 3


def test_429_wait_is_bounded(server: ApiServer) -> None:
    server.script("/card_sets", Canned(429, headers={"Retry-After": "3600"}))
    client = fast_client(max_retry_after=5.0)
    assert ApiSource(server.url, client=client).list_sets() == SETS
    assert client.slept == [5.0]  # type: ignore[attr-defined]


def test_429_forever_gives_up_with_a_clear_error(server: ApiServer) -> None:
    server.always("/card_sets", Canned(429, headers={"Retry-After": "1"}))
    with pytest.raises(SourceError, match=r"card_sets\?locale=en-us: still rate limited"):
        api(server, max_429_retries=2).list_sets()
    assert server.count("/card_sets") == 3


def test_500_that_recovers_is_retried(server: ApiServer) -> None:
    server.script("/cards", Canned(500), Canned(503))
    assert len(api(server).fetch_set("DUSTERCB", "en-us")) == 19


def test_500_forever_names_the_url(server: ApiServer) -> None:
    server.always("/cards", Canned(500))
    with pytest.raises(SourceError) as caught:
        api(server).fetch_set("CORE", "en-us")
    url = f"{server.url}/cards?cardSet%5B%5D=CORE&itemsPerPage=36&page=1&locale=en-us"
    assert str(caught.value) == f"{url}: server error HTTP 500 (still failing after retries)"
    assert not isinstance(caught.value, SourceUnreachableError)
    assert server.count("/cards") == 3  # one try + 2 retries


def test_truncated_json_names_the_url(server: ApiServer) -> None:
    server.script("/cards", Canned(body=b'{"hydra:member": [{"reference": "ALT_'))
    with pytest.raises(SourceError, match=r"page=1&locale=en-us: malformed JSON"):
        api(server).fetch_set("CORE", "en-us")


def test_wrong_content_type_is_refused(server: ApiServer) -> None:
    server.script("/card_sets", Canned(body=b"<html>maintenance</html>", content_type="text/html"))
    with pytest.raises(SourceError, match=r"expected JSON, got content type 'text/html'"):
        api(server).list_sets()


def test_json_that_is_not_a_collection_is_refused(server: ApiServer) -> None:
    server.script("/cards", json_answer({"error": "nope"}))
    with pytest.raises(SourceError, match=r"not a hydra collection"):
        api(server).fetch_set("CORE", "en-us")


def test_hydra_next_loop_at_the_end_stops(server: ApiServer) -> None:
    # The last page links back to the first: stop there, every card is in.
    server.rewrite_next = lambda s, page, link: link or "/cards?cardSet%5B%5D=DUSTER&page=1"
    assert len(api(server).fetch_set("DUSTER", "en-us")) == 115
    assert server.count("/cards") == 4


def test_hydra_next_loop_in_the_middle_is_an_error(server: ApiServer) -> None:
    server.rewrite_next = lambda s, page, link: "/cards?cardSet%5B%5D=DUSTER&page=2"
    with pytest.raises(SourceError, match=r"paging stopped after 72 of 115 cards of set DUSTER"):
        api(server).fetch_set("DUSTER", "en-us")
    assert server.count("/cards") == 2


def test_same_page_under_another_url_is_a_loop(server: ApiServer) -> None:
    server.rewrite_next = lambda s, page, link: f"/cards?cardSet%5B%5D=DUSTER&page=1&x={page}"
    with pytest.raises(SourceError, match=r"paging stopped after 36 of 115"):
        api(server).fetch_set("DUSTER", "en-us")
    assert server.count("/cards") == 2


def test_hydra_next_to_another_host_is_refused(server: ApiServer) -> None:
    server.rewrite_next = lambda s, page, link: "http://evil.example/cards?page=2"
    with pytest.raises(SourceError, match=r"refusing to follow hydra:next to another host"):
        api(server).fetch_set("DUSTER", "en-us")
    assert server.count("/cards") == 1


def test_page_count_is_bounded(server: ApiServer) -> None:
    source = ApiSource(server.url, client=fast_client(), max_pages=3)
    with pytest.raises(SourceError, match=r"more than 3 pages for set DUSTER"):
        source.fetch_set("DUSTER", "en-us")


def test_read_timeout_names_the_url(server: ApiServer) -> None:
    server.always("/card_sets", Canned(body=b"{}", delay=0.5))
    started = time.perf_counter()
    with pytest.raises(SourceError, match=r"card_sets\?locale=en-us: no answer within 0.1s"):
        api(server, read_timeout=0.1, retries=1).list_sets()
    assert time.perf_counter() - started < 2


def test_connection_refused_is_unreachable() -> None:
    url = closed_port_url()
    with pytest.raises(SourceUnreachableError, match=r"cannot connect \(connection refused\)"):
        ApiSource(url, client=fast_client(retries=1)).list_sets()


def test_dns_failure_is_unreachable(monkeypatch: pytest.MonkeyPatch) -> None:
    # The resolver itself fails, as it does offline; no lookup leaves the machine.
    def no_dns(*args: object, **kwargs: object) -> None:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_dns)
    with pytest.raises(SourceUnreachableError) as error:
        ApiSource("http://api.example.invalid", client=fast_client(retries=1)).list_sets()
    assert str(error.value) == (
        "http://api.example.invalid/card_sets?locale=en-us: cannot connect"
        " (name or service not known)"
    )


@pytest.mark.parametrize("status", [404, 410])
def test_gone_set_list_is_unreachable(server: ApiServer, status: int) -> None:
    server.always("/card_sets", json_answer({}, status=status))
    with pytest.raises(SourceUnreachableError, match=rf"HTTP {status}: the API is not there"):
        api(server).list_sets()


def test_other_http_error_on_set_list_is_a_source_error(server: ApiServer) -> None:
    server.always("/card_sets", json_answer({}, status=403))
    with pytest.raises(SourceError, match=r"card_sets\?locale=en-us: HTTP 403 Forbidden") as e:
        api(server).list_sets()
    assert not isinstance(e.value, SourceUnreachableError)


def test_card_set_without_reference_is_refused(server: ApiServer) -> None:
    server.script("/card_sets", json_answer({"hydra:member": [{"name": "x"}]}))
    with pytest.raises(SourceError, match=r"a card set has no reference"):
        api(server).list_sets()


def test_bad_unique_answer_is_refused(server: ApiServer) -> None:
    server.script("/cards/", Canned(body=json.dumps([1, 2]).encode()))
    with pytest.raises(SourceError, match=r"expected a card object"):
        api(server).fetch_card("ALT_CORE_B_AX_08_U_1234")
