"""Uniques fetched on demand (GET /cards/{ref}) and cached; offline and unreachable cases."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from httpserver import ApiServer, Canned, closed_port_url, fast_client, serve

from altered_deck.cards.sources import ApiSource
from altered_deck.cards.store import CardStore
from altered_deck.cards.uniques import ensure_cards, lookup_card, missing_uniques, unique_fetcher
from altered_deck.errors import MissingCardsError, NotPublicError, SourceError

DECK = [
    "ALT_CORE_B_AX_01_C",
    "ALT_CORE_B_AX_08_U_1234",
    "alt_core_b_yz_05_u_2071",
    "ALT_CORE_B_AX_08_U_1234",
    "ALT_CORE_B_AX_99_R1",  # unknown, not unique: the resolver's to report
    "nonsense",
]


@pytest.fixture
def server(dump_dir: Path) -> Iterator[ApiServer]:
    with serve(dump_dir) as running:
        yield running


def fetcher(server: ApiServer) -> Any:
    return ApiSource(server.url, client=fast_client()).fetch_card


def test_missing_uniques_lists_each_once_canonical(cache_dir: Path) -> None:
    store = CardStore.in_dir(cache_dir)
    assert missing_uniques(store, DECK) == ["ALT_CORE_B_AX_08_U_1234", "ALT_CORE_B_YZ_05_U_2071"]


def test_ensure_cards_fetches_and_caches_in_every_locale(
    server: ApiServer, cache_dir: Path
) -> None:
    store = CardStore.in_dir(cache_dir)
    fetched = ensure_cards(store, DECK, fetch_card=fetcher(server))
    assert [c.reference for c in fetched] == ["ALT_CORE_B_AX_08_U_1234", "ALT_CORE_B_YZ_05_U_2071"]
    # The two Uniques are fetched at once; each one's locales in turn.
    requests = sorted((r.path, r.query["locale"]) for r in server.requests)
    assert requests == [
        ("/cards/ALT_CORE_B_AX_08_U_1234", ["en-us"]),
        ("/cards/ALT_CORE_B_AX_08_U_1234", ["fr-fr"]),
        ("/cards/ALT_CORE_B_YZ_05_U_2071", ["en-us"]),
        ("/cards/ALT_CORE_B_YZ_05_U_2071", ["fr-fr"]),
    ]
    card = store.get("ALT_CORE_B_AX_8_U_1234")
    assert card is not None and card.is_unique and card.rarity == "UNIQUE"
    assert sorted(card.names) == ["en-us", "fr-fr"]
    assert store.info().unique_count == 2
    # Cached now: a second call asks nothing.
    assert ensure_cards(store, DECK, fetch_card=fetcher(server), offline=True) == []
    assert len(server.requests) == 4


def test_offline_lists_every_missing_unique(cache_dir: Path) -> None:
    store = CardStore.in_dir(cache_dir)
    with pytest.raises(MissingCardsError) as caught:
        ensure_cards(store, DECK, fetch_card=None, offline=True)
    assert caught.value.missing == ["ALT_CORE_B_AX_08_U_1234", "ALT_CORE_B_YZ_05_U_2071"]
    assert str(caught.value) == (
        "2 Unique card(s) not in the cache, and --offline forbids fetching them: "
        "ALT_CORE_B_AX_08_U_1234, ALT_CORE_B_YZ_05_U_2071"
    )
    assert caught.value.exit_code == 3


def test_unreachable_source_lists_every_missing_unique(cache_dir: Path) -> None:
    store = CardStore.in_dir(cache_dir)
    fetch = ApiSource(closed_port_url(), client=fast_client(retries=0)).fetch_card
    with pytest.raises(MissingCardsError, match=r"unreachable .*: ALT_CORE_B_AX_08_U_1234, ALT_"):
        ensure_cards(store, DECK, fetch_card=fetch)
    assert store.info().unique_count == 0


def test_unknown_unique_is_left_to_the_resolver(server: ApiServer, cache_dir: Path) -> None:
    store = CardStore.in_dir(cache_dir)
    fetched = ensure_cards(
        store, ["ALT_CORE_B_AX_08_U_5", "ALT_CORE_B_AX_08_U_1234"], fetch_card=fetcher(server)
    )
    assert [c.reference for c in fetched] == ["ALT_CORE_B_AX_08_U_1234"]
    assert store.get("ALT_CORE_B_AX_08_U_5") is None


def test_private_uniques_are_reported_after_caching_the_others(
    server: ApiServer, cache_dir: Path
) -> None:
    server.not_public.update({"ALT_CORE_B_AX_08_U_7", "ALT_CORE_B_AX_08_U_8"})
    store = CardStore.in_dir(cache_dir)
    refs = ["ALT_CORE_B_AX_08_U_7", "ALT_CORE_B_AX_08_U_1234", "ALT_CORE_B_AX_08_U_8"]
    with pytest.raises(NotPublicError) as caught:
        ensure_cards(store, refs, fetch_card=fetcher(server))
    assert str(caught.value) == (
        "2 Unique card(s) are not public (the API answers 401): "
        "ALT_CORE_B_AX_08_U_7, ALT_CORE_B_AX_08_U_8"
    )
    assert store.get("ALT_CORE_B_AX_08_U_1234") is not None


def test_a_source_answering_another_card_is_refused(server: ApiServer, cache_dir: Path) -> None:
    body = (server.data.root / "UNIQUES-synthetic" / "ALT_CORE_B_AX_11_U_42.json").read_bytes()
    server.script("/cards/", Canned(body=body))
    with pytest.raises(SourceError, match=r"asked for card ALT_CORE_B_AX_08_U_1234, the source"):
        ensure_cards(
            CardStore.in_dir(cache_dir), ["ALT_CORE_B_AX_08_U_1234"], fetch_card=fetcher(server)
        )


def test_lookup_card_fetches_a_missing_unique(server: ApiServer, cache_dir: Path) -> None:
    store = CardStore.in_dir(cache_dir)
    card = lookup_card(store, "ALT_CORE_B_AX_11_U_42", fetch_card=fetcher(server))
    assert card is not None and card.reference == "ALT_CORE_B_AX_11_U_42"
    assert lookup_card(store, "ALT_CORE_B_AX_99_C", fetch_card=fetcher(server)) is None
    assert server.count("/cards/") == 2  # the unique in en-us and fr-fr; never the common


def test_unique_fetcher_from_global_options(server: ApiServer) -> None:
    assert unique_fetcher(server.url, offline=True) is None
    fetch = unique_fetcher(server.url, offline=False, client=fast_client())
    assert fetch is not None
    assert fetch("ALT_CORE_B_YZ_05_U_7730", "en-us")["reference"] == "ALT_CORE_B_YZ_05_U_7730"
