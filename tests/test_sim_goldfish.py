"""Goldfish runs deal the games every batch command deals for a seed, by today's rules unless
told otherwise."""

from __future__ import annotations

from datetime import date

from altered_deck.cards.store import CardStore
from altered_deck.engine.settings import PlaySettings
from altered_deck.formats.engine_rules import engine_rules_on
from altered_deck.sim.executor import LocalExecutor
from altered_deck.sim.goldfish import run_goldfish, trace_goldfish
from altered_deck.sim.matchup import matchup
from altered_deck.sim.report import deck_report
from altered_deck.sim.tune import parse_metric, tune
from tests.simkit import clone_swaps, sierra

OLD_RULES = engine_rules_on(date(2025, 12, 1))  # Complete Rules 4.0: reshuffle any time


def test_goldfish_and_report_play_the_same_games_for_a_seed(store: CardStore) -> None:
    deck = sierra(store)
    run = run_goldfish(deck, PlaySettings(games=300, seed=8, rules=OLD_RULES), jobs=1)
    page = deck_report(
        deck,
        PlaySettings(games=300, seed=8),
        command="altered-deck report",
        as_of=date(2025, 12, 1),
    )
    assert page.goldfish.summary == run.summary
    assert page.goldfish.rules == run.rules == OLD_RULES


def test_tune_plays_the_goldfish_games_of_the_seed_for_the_base_deck(store: CardStore) -> None:
    deck = sierra(store)
    run = run_goldfish(deck, PlaySettings(games=300, seed=8, rules=OLD_RULES), jobs=1)
    tuned = tune(
        deck,
        clone_swaps(deck)[:1],
        PlaySettings(games=300, seed=8, rules=OLD_RULES),
        metric=parse_metric("win-by-day-4", 12),
    )
    won_by_day_4 = run.summary.win_days[3].by_day.count
    assert tuned.base_games == 300
    assert tuned.base_value * 300 == won_by_day_4


def test_every_entry_point_plays_todays_rules_by_default(store: CardStore) -> None:
    deck = sierra(store)
    today = engine_rules_on(date.today())
    assert run_goldfish(deck, PlaySettings(games=2, seed=1), jobs=1).rules == today
    assert matchup(deck, deck, PlaySettings(games=2, seed=1, max_days=4)).rules == today
    report = deck_report(deck, PlaySettings(games=2, seed=1), command="altered-deck report")
    assert (report.as_of, report.goldfish.rules) == (date.today(), today)
    traced = trace_goldfish(deck, PlaySettings(seed=1))
    assert traced.record == trace_goldfish(deck, PlaySettings(seed=1, rules=today)).record


def test_progress_counts_games(store: CardStore) -> None:
    calls: list[tuple[int, int]] = []
    run_goldfish(
        sierra(store),
        PlaySettings(games=600, seed=2, rules=OLD_RULES),
        executor=LocalExecutor(1),
        progress=lambda done, total: calls.append((done, total)),
    )
    assert calls == [(250, 600), (500, 600), (600, 600)]
