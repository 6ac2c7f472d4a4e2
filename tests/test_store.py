"""The SQLite card cache: lookups, search, info, corrupt and foreign files, clear."""

from __future__ import annotations

import gzip
import json
import sqlite3
from pathlib import Path

import pytest

from altered_deck.cards import cachefile
from altered_deck.cards.bundle import default_bundle
from altered_deck.cards.model import parse_api_card
from altered_deck.cards.sources import DumpSource
from altered_deck.cards.store import DB_NAME, CardStore, default_cache_dir
from altered_deck.cards.sync import sync_cards
from altered_deck.errors import CacheEmptyError, CacheError, CardDataError
from tests.conftest import BUNDLE_LABEL

UNIQUE = {
    "reference": "ALT_CORE_B_AX_08_U_4321",
    "name": "Axiom Salvager",
    "cardType": {"reference": "CHARACTER"},
    "mainFaction": {"reference": "AX"},
    "rarity": {"reference": "UNIQUE"},
    "elements": {"MAIN_COST": "2", "RECALL_COST": "2"},
}


def test_lookup_normalises_case_and_padding(store: CardStore) -> None:
    card = store.get("alt_core_b_ne_01_c")
    assert card is not None and card.reference == "ALT_CORE_B_NE_01_C"
    assert store.get("ALT_CORE_B_NE_1_C") == card
    assert store.get(" ALT_CORE_B_AX_8_R2 ") == store.get("ALT_CORE_B_AX_08_R2")
    assert store.get("ALT_CORE_B_AX_99_C") is None
    assert store.get("not a reference") is None


def test_get_many_and_raw(store: CardStore) -> None:
    found = store.get_many(["ALT_CORE_B_AX_08_R2", "ALT_CORE_B_AX_99_C"])
    assert list(found) == ["ALT_CORE_B_AX_08_R2"]
    assert store.raw("ALT_CORE_B_AX_08_R2") == {}  # the bundle keeps no raw API objects


def test_raw_keeps_what_the_source_gave(cache_dir: Path, dump_dir: Path) -> None:
    store = CardStore.in_dir(cache_dir)
    sync_cards(store, DumpSource(dump_dir), locales=["en-us", "fr-fr"], sets=["DUSTER"])
    raw = store.raw("ALT_DUSTER_B_OR_101_R2")
    assert sorted(raw) == ["en-us", "fr-fr"]
    assert raw["fr-fr"]["name"] == "Les Retrouvailles"


def test_search_filters(store: CardStore) -> None:
    found = store.search(name="salvager", faction="br")
    assert [c.reference for c in found] == ["ALT_CORE_B_AX_08_R2", "ALT_COREKS_B_AX_08_R2"]
    assert [c.reference for c in store.search(name="récupérateur", set_code="core")] == [
        "ALT_CORE_B_AX_08_C",
        "ALT_CORE_B_AX_08_R1",
        "ALT_CORE_B_AX_08_R2",
    ]
    assert len(store.search(set_code="BISE")) == 325
    assert len(store.search(rarity="exalted")) == 32
    assert len(store.search(card_type="hero", limit=5)) == 5
    assert store.search(name="zzzz-no-such-card") == []


def test_search_name_folds_accented_capitals_and_takes_wildcards_literally(
    store: CardStore,
) -> None:
    walrus = ["ALT_ALIZE_B_AX_36_C", "ALT_ALIZE_B_AX_36_R1", "ALT_ALIZE_B_AX_36_R2"]
    # The French name is "Éclaireur Morse": SQLite's LIKE would not fold "É" to "é".
    assert [c.reference for c in store.search(name="éclaireur m")] == walrus
    assert [c.reference for c in store.search(name="ÉCLAIREUR MORSE")] == walrus
    assert store.search(name="%") == []
    assert store.search(name="Axiom_Salvager") == []


def test_search_family_accepts_padding_and_any_case(store: CardStore) -> None:
    expected = ["ALT_CORE_B_AX_08_C", "ALT_CORE_B_AX_08_R1", "ALT_CORE_B_AX_08_R2"]
    for family in ("AX_8", "ax_08", " Ax_008 "):
        assert [c.reference for c in store.search(family=family, set_code="CORE")] == expected


def test_info_counts(store: CardStore) -> None:
    info = store.info()
    assert info.card_count == 2915 and info.unique_count == 0
    assert info.per_set["CORE"] == 550 and sum(info.per_set.values()) == 2915
    assert info.per_locale == {"en-us": 2915, "fr-fr": 2915}
    assert info.locales == ["en-us", "fr-fr"]
    assert info.source == BUNDLE_LABEL
    assert info.synced_at == "2026-07"
    assert store.locales() == ["en-us", "fr-fr"]


def test_missing_cache_is_filled_from_the_bundle_once(tmp_path: Path) -> None:
    notices: list[tuple[str, int, int]] = []
    store = CardStore.in_dir(tmp_path, on_bundle=lambda *a: notices.append(a))
    card = store.get("ALT_CORE_B_AX_08_R2")
    assert card is not None and card.names["fr-fr"] == "Récupérateur Axiom"
    assert notices == [(BUNDLE_LABEL, 2915, 20)]
    store.close()
    assert CardStore.in_dir(tmp_path, on_bundle=lambda *a: notices.append(a)).count() == 2915
    assert len(notices) == 1  # filled once; a cleared cache is filled again
    assert store.clear() is True
    assert store.count() == 2915 and len(notices) == 2


def _older_bundle(path: Path) -> Path:
    """A bundle as an earlier release shipped it: the Core set only, dated 2025-11."""
    data = json.loads(gzip.decompress(default_bundle().read_bytes()))
    data["cards"] = [c for c in data["cards"] if c["reference"].startswith("ALT_CORE_B_")]
    data["sets"] = [{"reference": "CORE", "name": "Beyond the Gates"}]
    data["date"] = "2025-11"
    path.write_bytes(gzip.compress(json.dumps(data).encode()))
    return path


def test_an_upgrade_refills_a_cache_the_older_bundle_filled(tmp_path: Path) -> None:
    older = _older_bundle(tmp_path / "older.json.gz")
    notices: list[tuple[str, int, int]] = []
    first = CardStore.in_dir(tmp_path, bundle=older, on_bundle=lambda *a: notices.append(a))
    assert first.get("ALT_EOLE_B_MU_65_C") is None
    core = first.count()
    first.add_cards([parse_api_card(UNIQUE)], {})
    first.close()
    assert notices[0][1:] == (core, 1)

    upgraded = CardStore.in_dir(tmp_path, on_bundle=lambda *a: notices.append(a))
    kauri = upgraded.get("ALT_EOLE_B_MU_65_C")
    assert kauri is not None and kauri.names["en-us"] == "Kauri & Puff"
    assert upgraded.count() == 2915 + 1  # the Unique fetched before is kept
    assert upgraded.info().source == BUNDLE_LABEL
    assert notices[1] == (BUNDLE_LABEL, 2915, 20)
    upgraded.close()
    assert CardStore.in_dir(tmp_path, on_bundle=lambda *a: notices.append(a)).count() == 2916
    assert len(notices) == 2  # the same bundle again: nothing to do


def test_a_new_bundle_never_replaces_synced_card_data(cache_dir: Path, dump_dir: Path) -> None:
    older = _older_bundle(cache_dir / "older.json.gz")
    store = CardStore.in_dir(cache_dir, bundle=older)
    sync_cards(store, DumpSource(dump_dir), locales=["en-us", "fr-fr"])
    synced = (store.info().source, store.count())
    store.close()
    again = CardStore.in_dir(cache_dir)
    assert (again.info().source, again.count()) == synced
    assert again.get("ALT_EOLE_B_MU_65_C") is None


def test_a_read_only_cache_of_an_older_bundle_is_read_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    older = _older_bundle(tmp_path / "older.json.gz")
    filled = CardStore.in_dir(tmp_path, bundle=older)
    core = filled.count()
    filled.close()
    # A cache of another user's (the mounted read-only case: tests/test_cache_failures.py).
    monkeypatch.setattr(cachefile, "writable", lambda path, exists: False)
    store = CardStore.in_dir(tmp_path)
    assert (store.count(), store.read_only) == (core, True)
    assert store.get("ALT_EOLE_B_MU_65_C") is None


def test_a_damaged_bundle_is_a_card_data_error(tmp_path: Path) -> None:
    bundle = tmp_path / "cards.json.gz"
    bundle.write_bytes(b"not gzip")
    with pytest.raises(CardDataError, match=r"the card bundle .*cards.json.gz is unreadable"):
        CardStore.in_dir(tmp_path, bundle=bundle).count()


def test_missing_cache_without_bundle_is_empty_with_the_fix(tmp_path: Path) -> None:
    store = CardStore.in_dir(tmp_path, bundle=None)
    assert store.count() == 0
    assert store.info().exists is False
    with pytest.raises(CacheEmptyError, match=r"fill it with `altered-deck cards sync`"):
        store.ensure_filled()
    with pytest.raises(CacheEmptyError):
        store.get("ALT_CORE_B_AX_08_R2")


def test_garbage_file_is_a_cache_error_naming_the_fix(tmp_path: Path) -> None:
    (tmp_path / DB_NAME).write_bytes(b"this is not a database at all" * 100)
    store = CardStore.in_dir(tmp_path)
    with pytest.raises(CacheError, match=r"unreadable .*run `altered-deck cache clear`") as e:
        store.get("ALT_CORE_B_AX_08_R2")
    assert e.value.exit_code == 3
    assert store.clear() is True
    assert not (tmp_path / DB_NAME).exists()


def test_foreign_sqlite_file_is_refused(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.execute("CREATE TABLE notes (x TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(CacheError, match=r"is not an altered-deck card cache; run `altered-deck"):
        CardStore.in_dir(tmp_path).count()


def test_truncated_cache_file_is_a_cache_error(cache_dir: Path) -> None:
    path = cache_dir / DB_NAME
    store = CardStore(path)
    store.count()
    store.close()  # checkpoints the WAL into the main file
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    with pytest.raises(CacheError, match=r"altered-deck cache clear"):
        CardStore(path).search(set_code="WCS25")


def test_uniques_survive_a_full_sync(cache_dir: Path, dump_dir: Path) -> None:
    store = CardStore.in_dir(cache_dir)
    unique = parse_api_card(UNIQUE)
    store.add_cards([unique], {unique.reference: {"en-us": UNIQUE}})
    assert store.get("alt_core_b_ax_8_u_4321") == unique
    sync_cards(store, DumpSource(dump_dir), sets=["DUSTER"])
    assert store.get("ALT_CORE_B_AX_08_U_4321") == unique
    assert store.info().unique_count == 1 + 12  # and the dump's Unique files


def test_default_cache_dir_honours_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ALTERED_DECK_CACHE_DIR", str(tmp_path))
    assert default_cache_dir() == tmp_path
    assert CardStore.in_dir().path == tmp_path / DB_NAME
    monkeypatch.delenv("ALTERED_DECK_CACHE_DIR")
    assert default_cache_dir().name == "altered-deck"


def test_cache_directory_that_cannot_be_created_is_a_cache_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    store = CardStore.in_dir(blocker / "cache")
    with pytest.raises(CacheError) as error:
        store.add_cards([], {})
    assert str(error.value) == (
        f"cannot create the cache directory {blocker / 'cache'}: Not a directory; "
        "choose another --cache-dir"
    )
