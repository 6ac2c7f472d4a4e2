"""The engine's game runner: per-game seeds, folding in game order, the rules reaching play."""

from __future__ import annotations

import pickle
import random
from datetime import date
from typing import Any

import pytest
from goldfish_fakes import FAILING_SEED_DECK, fake_pilot, fake_play

from altered_deck.engine.core.record import GameRecord
from altered_deck.engine.runner import RecordList, fold_games, game_seeds, trace_game
from altered_deck.engine.settings import PlaySettings
from altered_deck.errors import EngineError
from altered_deck.formats.engine_rules import EngineRules

FAKE = {"play": fake_play, "make_pilot": fake_pilot}


def run_games(deck: object, **options: Any) -> list[GameRecord]:
    """The records of ``fold_games``'s games, in game order (``options``: the settings'
    fields, and the runner's ``play``, ``make_pilot`` or ``pilot``)."""
    engine = {k: options.pop(k) for k in ("play", "make_pilot", "pilot") if k in options}
    return fold_games(deck, RecordList, PlaySettings(**options), **engine).records


ANY_TIME = EngineRules(date(2025, 12, 1), "Complete Rules 4.0", "any-time")
MORNING = EngineRules(date(2026, 3, 1), "Complete Rules 5.0", "morning")


def test_game_seeds_come_from_one_generator_in_game_order() -> None:
    rng = random.Random(42)
    assert game_seeds(42, 5) == [rng.getrandbits(63) for _ in range(5)]


def test_game_seeds_of_a_shorter_run_are_a_prefix() -> None:
    assert game_seeds(7, 300)[:40] == game_seeds(7, 40)
    assert game_seeds(7, 3) != game_seeds(8, 3)


def test_a_run_plays_each_seed_in_game_order() -> None:
    records = run_games("deck", games=50, seed=3, rules=ANY_TIME, max_days=6, **FAKE)
    assert [r.seed for r in records] == game_seeds(3, 50)
    assert records[0] == fake_play("deck", records[0].seed, "greedy", PlaySettings(max_days=6))
    assert all(len(r.days) <= 6 for r in records)


def test_a_collector_receives_the_games_in_order() -> None:
    settings = PlaySettings(games=100, seed=5, rules=ANY_TIME)
    collected = fold_games("deck", RecordList, settings, **FAKE)
    assert [r.seed for r in collected.records] == game_seeds(5, 100)


def test_the_rules_reshuffle_rule_reaches_every_game() -> None:
    seen: list[tuple[str, Any]] = []

    def play(
        deck: Any,
        seed: int,
        pilot: Any,
        settings: PlaySettings | None = None,
        *,
        trace: list[Any] | None = None,
    ) -> GameRecord:
        assert settings is not None
        seen.append((settings.reshuffle_rule, pilot))
        return fake_play(deck, seed, pilot, settings)

    run_games("deck", games=3, seed=1, rules=MORNING, play=play, make_pilot=fake_pilot)
    assert seen == [("morning", "greedy")] * 3
    seen.clear()
    run_games("deck", games=2, seed=1, rules=ANY_TIME, play=play, pilot="mine")
    assert seen == [("any-time", "mine")] * 2  # the pilot given plays every game


def test_no_games_no_records_and_bad_counts_are_refused() -> None:
    assert run_games("deck", games=0, seed=1, rules=ANY_TIME, **FAKE) == []
    with pytest.raises(ValueError, match="games must be >= 0"):
        run_games("deck", games=-1, seed=1, rules=ANY_TIME, **FAKE)


def test_an_engine_error_in_a_game_reaches_the_caller() -> None:
    with pytest.raises(EngineError, match="illegal action in game"):
        run_games(FAILING_SEED_DECK, games=100, seed=1, rules=ANY_TIME, **FAKE)


def test_trace_game_replays_a_game_with_its_trace() -> None:
    first = run_games("deck", games=20, seed=9, rules=ANY_TIME, **FAKE)[0]
    settings = PlaySettings(rules=ANY_TIME, max_days=12)
    record, trace = trace_game("deck", first.seed, settings, **FAKE)
    assert record == first
    assert len(trace) == len(first.days)
    assert trace[0].startswith("day 1: ")


def test_records_survive_pickling() -> None:
    record = fake_play("deck", 123, "greedy")
    assert pickle.loads(pickle.dumps(record)) == record
