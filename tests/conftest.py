"""Shared fixtures: the repository's data, a filled cache built once per session, CLI runner.

Tests read only what the repository holds: ``data/`` (the card bundle, rules, example decks)
and ``tests/fixtures/`` (a small dump in the community layout, deckfmt vectors).
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.model import Card, parse_api_card
from altered_deck.cards.store import CACHE_ENV, DB_NAME, CardStore

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
STARTERS = DATA / "decks"
BUNDLE = DATA / "cards" / "cards.json.gz"
BUNDLE_LABEL = (
    "bundled snapshot, 2026-07, 20 sets from the community card database of 2025-11 and 2026-07"
)
"""What ``cache info`` calls the bundled card data."""
FIXTURES = ROOT / "tests" / "fixtures"
DUMP = FIXTURES / "dump"
UNIQUES = DUMP / "UNIQUES-synthetic"
DECKFMT_VECTORS = FIXTURES / "deckfmt"


@pytest.fixture(scope="session", autouse=True)
def _own_user_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Commands run without --cache-dir use a cache of the session's, never the user's (its
    cards, or rules data a `rules update` left there, would change verdicts)."""
    saved = os.environ.get(CACHE_ENV)
    os.environ[CACHE_ENV] = str(tmp_path_factory.mktemp("user-cache"))
    yield
    if saved is None:
        os.environ.pop(CACHE_ENV, None)
    else:
        os.environ[CACHE_ENV] = saved


@pytest.fixture(scope="session")
def dump_dir() -> Path:
    """A small card dump in the community layout (5 sets, EN + FR, synthetic Uniques)."""
    return DUMP


@pytest.fixture(scope="session")
def _session_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache directory filled from the bundled card data, built once per test session."""
    cache_dir = tmp_path_factory.mktemp("session-cache")
    store = CardStore.in_dir(cache_dir, bundle=BUNDLE)
    assert store.count() == 2915
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
    shared = CardStore(_session_cache / DB_NAME, bundle=None)
    yield shared
    shared.close()


@pytest.fixture(scope="session")
def ustore(_session_cache: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[CardStore]:
    """A private copy of the filled cache plus the synthetic Uniques (never write to it)."""
    target = tmp_path_factory.mktemp("uniques-cache") / "cache"
    shutil.copytree(_session_cache, target)
    store = CardStore(target / DB_NAME)
    store.add_cards(synthetic_uniques(), {})
    yield store
    store.close()


def synthetic_uniques() -> list[Card]:
    """The synthetic Unique cards of the test dump, parsed."""
    return [
        parse_api_card(json.loads(p.read_text(encoding="utf-8")))
        for p in sorted(UNIQUES.glob("*.json"))
    ]


@pytest.fixture
def runner() -> CliRunner:
    """A CliRunner that keeps stdout and stderr apart."""
    return CliRunner()
