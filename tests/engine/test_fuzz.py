"""Random decks through every path of the engine the CLI takes: no exception.

A seeded loop over a few decks of ``bench/engine_fuzz.py`` (the same generator and paths:
goldfish with each pilot, goldfish --trace and its text, a logged matchup game with each
pilot), cheap enough for every run; ``python bench/engine_fuzz.py`` plays 10,000.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from collections import Counter
from types import ModuleType
from typing import Any

import pytest

from tests.conftest import ROOT

DECKS = 6


@pytest.fixture(scope="module")
def engine_fuzz() -> ModuleType:
    spec = importlib.util.spec_from_file_location("engine_fuzz", ROOT / "bench/engine_fuzz.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["engine_fuzz"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def pool(engine_fuzz: ModuleType) -> Any:
    return engine_fuzz.bundled_pool()


def test_random_decks_have_a_hero_and_30_to_60_cards_legal_or_not(
    engine_fuzz: ModuleType, pool: Any
):
    assert not any(c.card_type.startswith("TOKEN") or c.is_hero for c in pool.cards)
    rng = random.Random(3)
    shapes: Counter[bool] = Counter()
    for _ in range(40):
        deck = engine_fuzz.random_deck(pool, rng)
        hero = deck.hero
        assert hero is not None and hero in pool.heroes
        assert 30 <= deck.total - 1 <= 60
        one_faction = all(e.card.faction_code == hero.faction_code for e in deck.non_hero)
        at_most_3 = all(e.quantity <= 3 for e in deck.non_hero)
        shapes[one_faction and at_most_3] += 1
    assert shapes[True] >= 10 and shapes[False] >= 10


def test_random_decks_play_every_path_without_an_exception(engine_fuzz: ModuleType, pool: Any):
    rng = random.Random(7)
    crashes = []
    for _ in range(DECKS):
        deck, opponent = engine_fuzz.random_deck(pool, rng), engine_fuzz.random_deck(pool, rng)
        crashes += engine_fuzz.play_paths(deck, opponent, rng.randrange(2**32))
    assert crashes == []


def test_a_crash_is_reported_with_its_path_pilot_and_seed(
    engine_fuzz: ModuleType, pool: Any, monkeypatch: pytest.MonkeyPatch
):
    def crash(*_args: object, **_kwargs: object) -> None:
        raise IndexError("list index out of range")

    monkeypatch.setattr(engine_fuzz, "play_duel", crash)
    rng = random.Random(7)
    deck, opponent = engine_fuzz.random_deck(pool, rng), engine_fuzz.random_deck(pool, rng)
    crashes = engine_fuzz.play_paths(deck, opponent, 11)
    assert [(c.path, c.pilot, c.seed) for c in crashes] == [
        ("matchup", "greedy", 11),
        ("matchup", "planner", 11),
        ("matchup", "search", 11),
        ("matchup", "random", 11),
    ]
    assert crashes[0].error.rstrip().endswith("IndexError: list index out of range")
    assert engine_fuzz.decklist(deck).startswith(f"1 {deck.hero.reference}\n")
