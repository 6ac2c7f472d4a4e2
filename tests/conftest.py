"""Shared fixtures: the card snapshot, a filled cache built once per session, CLI runner."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.sources import DumpSource
from altered_deck.cards.store import DB_NAME, CardStore
from altered_deck.cards.sync import sync_cards

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
SNAPSHOT = Path(os.environ.get("ALTERED_SNAPSHOT_DIR", SHARED / "altered-api-snapshot"))
DECKS = SHARED / "decks"
STARTERS = DECKS / "starters"


@pytest.fixture(scope="session")
def snapshot_dir() -> Path:
    """The card snapshot; missing is a skip locally and a failure under CI=true."""
    if not (SNAPSHOT / "SETS").is_dir():
        message = f"card snapshot not found at {SNAPSHOT} (set ALTERED_SNAPSHOT_DIR)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    return SNAPSHOT


@pytest.fixture(scope="session")
def _session_cache(snapshot_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache directory filled from the snapshot (EN + FR), built once per test session."""
    cache_dir = tmp_path_factory.mktemp("session-cache")
    store = CardStore.in_dir(cache_dir)
    sync_cards(store, DumpSource(snapshot_dir), locales=["en-us", "fr-fr"])
    store.close()
    return cache_dir


@pytest.fixture
def cache_dir(_session_cache: Path, tmp_path: Path) -> Path:
    """A private copy of the filled cache directory, safe to write to."""
    target = tmp_path / "cache"
    shutil.copytree(_session_cache, target)
    return target


@pytest.fixture(scope="session")
def store(_session_cache: Path) -> Iterator[CardStore]:
    """The filled store, shared read-only by the whole session (never write to it)."""
    shared = CardStore(_session_cache / DB_NAME)
    yield shared
    shared.close()


@pytest.fixture
def runner() -> CliRunner:
    """A CliRunner that keeps stdout and stderr apart."""
    return CliRunner()
