"""Syncing the cache from the API shape: exact counts, atomicity under failures and kills."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from httpserver import ApiServer, Canned, closed_port_url, fast_client, json_answer, serve

from altered_deck.cards.sources import ApiSource, DumpSource, FallbackSource, HttpDumpSource
from altered_deck.cards.store import DB_NAME, CardStore
from altered_deck.cards.sync import open_source, sync_cards
from altered_deck.errors import SourceError, UsageError

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def server(dump_dir: Path) -> Iterator[ApiServer]:
    with serve(dump_dir) as running:
        yield running


def api(server: ApiServer) -> ApiSource:
    return ApiSource(server.url, client=fast_client())


def test_sync_from_the_api_gives_every_snapshot_card(server: ApiServer, tmp_path: Path) -> None:
    store = CardStore.in_dir(tmp_path)
    steps: list[tuple[str, int, int]] = []
    summary = sync_cards(store, api(server), progress=lambda *a: steps.append(a))
    assert summary.total == 176
    assert summary.uniques == 0  # the API lists no Uniques
    assert store.count() == 176
    assert summary.per_set["DUSTER"] == 115
    assert summary.per_set["CORE"] == 0 and summary.per_set["JUDGE"] == 0
    assert len(summary.per_set) == 15
    # Progress counts pages: the first set's first page alone, then every other set's first
    # page and the other pages in parallel; the total grows as set sizes become known.
    pages = {s: max(1, -(-count // 36)) for s, count in summary.per_set.items()}
    assert pages["DUSTER"] == 4 and sum(pages.values()) == 18
    assert steps[0] == ("CORE en-us page 1", 1, 15)  # CORE: one (empty) page
    assert [done for _label, done, _total in steps] == list(range(1, 19))
    assert steps[-1][1:] == (18, 18)
    assert server.count("/cards") == 18
    assert sorted(label for label, _d, _t in steps) == sorted(
        f"{set_code} en-us page {n}"
        for set_code, count in pages.items()
        for n in range(1, count + 1)
    )
    info = store.info()
    assert info.source == f"api:{server.url}"
    assert info.locales == ["en-us"]
    assert info.synced_at is not None
    card = store.get("ALT_DUSTER_B_OR_101_R2")
    assert card is not None and card.faction == "AX" and card.rarity == "RARE"


def test_sync_two_locales_keeps_both_names(server: ApiServer, tmp_path: Path) -> None:
    store = CardStore.in_dir(tmp_path, bundle=None)
    summary = sync_cards(store, api(server), locales=["en-us", "fr-fr"], sets=["duster"])
    assert summary.per_set == {"DUSTER": 115}
    card = store.get("ALT_DUSTER_B_OR_101_R2")
    assert card is not None
    assert card.names == {"en-us": "The Reunion", "fr-fr": "Les Retrouvailles"}
    assert store.info().per_locale == {"en-us": 115, "fr-fr": 115}


def test_partial_sync_of_a_never_filled_cache_keeps_the_bundles_other_sets(
    server: ApiServer, tmp_path: Path
) -> None:
    store = CardStore.in_dir(tmp_path)
    assert sync_cards(store, api(server), sets=["DUSTER"]).total == 115
    assert store.count() == 2915
    assert store.info().per_locale == {"en-us": 2915, "fr-fr": 2915 - 115}
    assert store.info().source == f"api:{server.url}"


def test_partial_sync_adds_its_locales_and_a_full_sync_sets_them(
    cache_dir: Path, dump_dir: Path
) -> None:
    store = CardStore.in_dir(cache_dir)  # filled EN + FR
    sync_cards(store, DumpSource(dump_dir), locales=["en-us"], sets=["TCS3"])
    assert store.info().locales == ["en-us", "fr-fr"]  # the other sets still have French
    sync_cards(store, DumpSource(dump_dir), locales=["en-us"])
    assert store.info().locales == ["en-us"]


def test_sync_unknown_set_is_a_usage_error(server: ApiServer, tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"unknown set\(s\) NOPE; the source has: CORE, "):
        sync_cards(CardStore.in_dir(tmp_path), api(server), sets=["nope"])


def test_failed_sync_leaves_the_old_cache_intact(server: ApiServer, cache_dir: Path) -> None:
    store = CardStore.in_dir(cache_dir)
    before = store.info()
    server.always("/cards", Canned(500))
    server.script("/cards", *[json_answer(_page([]))])  # CORE works (empty), BISE... fails
    with pytest.raises(SourceError, match=r"server error HTTP 500"):
        sync_cards(store, api(server))
    assert store.info() == before
    assert store.count() == 2915
    assert store.get("ALT_CORE_B_AX_08_R2") is not None


def test_a_bad_card_mid_sync_is_skipped_and_named_with_its_url(
    server: ApiServer, cache_dir: Path
) -> None:
    store = CardStore.in_dir(cache_dir)
    server.script("/cards", json_answer(_page([{"reference": "ALT_CORE_B_AX_08_C"}])))
    summary = sync_cards(store, api(server))
    assert summary.skipped.count == 1
    assert summary.skipped.first == (
        f"{server.url}/cards?cardSet%5B%5D=CORE&itemsPerPage=36&page=1&locale=en-us: "
        "card ALT_CORE_B_AX_08_C: missing or invalid field(s): cardType, mainFaction"
    )
    # The page held only that record: CORE is empty, the other sets of the server are whole.
    assert summary.per_set["CORE"] == 0 and summary.per_set["DUSTER"] == 115
    assert summary.total == store.count() == 176


def test_a_source_with_no_cards_does_not_empty_the_cache(
    server: ApiServer, cache_dir: Path
) -> None:
    server.always("/cards", json_answer(_page([])))
    store = CardStore.in_dir(cache_dir)
    with pytest.raises(SourceError, match=r"gave no cards for CORE, .*left as it was"):
        sync_cards(store, api(server))
    assert store.count() == 2915


def test_interrupt_mid_write_rolls_back(
    cache_dir: Path, dump_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = CardStore.in_dir(cache_dir)
    real_insert = CardStore._insert

    def half_then_interrupt(conn: Any, cards: Any, raw: Any) -> None:
        real_insert(conn, cards[:500], raw)
        raise KeyboardInterrupt

    monkeypatch.setattr(CardStore, "_insert", staticmethod(half_then_interrupt))
    with pytest.raises(KeyboardInterrupt):
        sync_cards(store, DumpSource(dump_dir), sets=["DUSTERCB"])
    monkeypatch.undo()
    assert store.count() == 2915
    assert store.info().locales == ["en-us", "fr-fr"]


def test_sigkilled_sync_leaves_the_old_cache_readable(cache_dir: Path, dump_dir: Path) -> None:
    marker = cache_dir.parent / "mid-write"
    script = textwrap.dedent(
        """
        import sys, time
        from pathlib import Path
        from altered_deck.cards.sources import DumpSource
        from altered_deck.cards.store import CardStore
        from altered_deck.cards.sync import sync_cards

        real_insert = CardStore._insert

        def insert_half_then_hang(conn, cards, raw):
            conn.execute("PRAGMA cache_size=8")  # a tiny page cache: pages spill to disk
            real_insert(conn, cards[: len(cards) // 2], raw)
            Path(sys.argv[2]).write_text("half written")
            time.sleep(60)

        CardStore._insert = staticmethod(insert_half_then_hang)
        sync_cards(CardStore.in_dir(Path(sys.argv[1])), DumpSource(Path(sys.argv[3])))
        """
    )
    process = subprocess.Popen(
        [sys.executable, "-c", script, str(cache_dir), str(marker), str(dump_dir)],
        cwd=ROOT,
    )
    try:
        deadline = time.monotonic() + 30
        while not marker.exists():
            assert process.poll() is None, "the sync process died early"
            assert time.monotonic() < deadline, "the sync never reached the write"
            time.sleep(0.02)
        os.kill(process.pid, signal.SIGKILL)
    finally:
        process.wait(timeout=10)
    assert process.returncode == -signal.SIGKILL
    assert (cache_dir / f"{DB_NAME}-wal").stat().st_size > 100_000  # it did write, uncommitted
    store = CardStore.in_dir(cache_dir)
    assert store.count() == 2915
    assert store.info().locales == ["en-us", "fr-fr"]
    card = store.get("ALT_CORE_B_AX_08_R2")
    assert card is not None and card.names["fr-fr"] == "Récupérateur Axiom"
    # And the cache takes a new sync.
    assert sync_cards(store, DumpSource(dump_dir), sets=["DUSTERCB"]).total == 19


def test_readers_see_old_or_new_data_never_a_mix(cache_dir: Path, dump_dir: Path) -> None:
    reader = CardStore.in_dir(cache_dir)
    assert reader.count() == 2915
    writing = threading.Event()
    release = threading.Event()
    real_insert = CardStore._insert
    failures: list[BaseException] = []

    def paused_insert(conn: Any, cards: Any, raw: Any) -> None:
        real_insert(conn, cards, raw)
        writing.set()
        release.wait(10)

    def writer() -> None:
        try:
            store = CardStore.in_dir(cache_dir)
            store._insert = paused_insert  # type: ignore[method-assign]
            sync_cards(store, DumpSource(dump_dir), sets=["DUSTER", "DUSTERCB"])
            store.close()
        except BaseException as exc:  # pragma: no cover - reported below
            failures.append(exc)

    thread = threading.Thread(target=writer)
    thread.start()
    assert writing.wait(10)
    # Mid-transaction: the old data, complete (the new sync is EN only: FR names go).
    assert reader.count() == 2915
    assert reader.info().per_locale == {"en-us": 2915, "fr-fr": 2915}
    release.set()
    thread.join(10)
    assert failures == []
    # The dump's DUSTERCB has 19 of the bundle's 216 cards, and 12 Unique files.
    assert reader.count() == 2915 - 216 + 19 + 12
    assert reader.info().per_locale == {"en-us": 2730, "fr-fr": 2915 - 115 - 216}


def test_open_source_kinds(server: ApiServer, dump_dir: Path) -> None:
    client = fast_client(retries=0)
    assert isinstance(open_source("api", api_url=server.url, client=client), ApiSource)
    dump = open_source("dump", dump=str(dump_dir), client=client)
    assert isinstance(dump, DumpSource)
    public = open_source("dump", client=client)
    assert isinstance(public, HttpDumpSource)
    assert public.description == (
        "dump:https://raw.githubusercontent.com/PolluxTroy0/Altered-TCG-Card-Database/main/"
    )
    with pytest.raises(UsageError, match=r"unknown source 'ftp'"):
        open_source("ftp")


def test_auto_falls_back_to_the_dump_and_says_so(server: ApiServer, tmp_path: Path) -> None:
    notices: list[str] = []
    source = open_source(
        "auto",
        api_url=closed_port_url(),
        dump=server.dump_url,
        client=fast_client(retries=0),
        on_notice=notices.append,
    )
    assert isinstance(source, FallbackSource)
    summary = sync_cards(CardStore.in_dir(tmp_path), source, sets=["MUSUBI"])
    assert summary.per_set == {"MUSUBI": 18}
    assert summary.source == f"dump:{server.dump_url}"
    assert len(notices) == 1 and "falling back to dump:" in notices[0]


def test_sync_against_the_api_matches_the_dump_import(
    server: ApiServer, tmp_path: Path, store: CardStore
) -> None:
    synced = CardStore.in_dir(tmp_path)
    sync_cards(synced, api(server), locales=["en-us", "fr-fr"], sets=["DUSTER"])
    assert synced.count() == 2915
    for key, _family, _name in synced.all_keys():
        card = synced.get(key)
        assert card is not None
        # The bundle leaves image paths out.
        assert card.replace(image_path=None) == store.get(key)


def _page(members: list[dict[str, Any]]) -> dict[str, Any]:
    return {"@type": "hydra:Collection", "hydra:totalItems": len(members), "hydra:member": members}
