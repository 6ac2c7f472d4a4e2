"""The pace of a simulation: matchup work cut by expected time (the same games however it is
cut), progress counted in games, a long run announced, a budget sensitivity that measures
something."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.pilots import PilotSpec
from altered_deck.engine.runner import game_seeds
from altered_deck.formats.engine_rules import engine_rules_on
from altered_deck.render.goldfish import render_duration
from altered_deck.sim import matchup as matchup_module
from altered_deck.sim import pace
from altered_deck.sim.matchup import DuelSetup, DuelTally, duel_batches, matchup, play_duel_batch
from tests.simkit import duels
from tests.test_sim_matchup import starter

GREEDY, SEARCH_64, SEARCH_4 = PilotSpec(), PilotSpec("search", 64), PilotSpec("search", 4)


def test_work_is_cut_by_the_expected_time_of_a_game() -> None:
    assert pace.slice_games([GREEDY, GREEDY], duel=True, limit=250) == 250  # 3 ms a duel
    assert pace.slice_games([SEARCH_4, GREEDY], duel=True, limit=250) == 12  # 83 ms
    assert pace.slice_games([SEARCH_64, SEARCH_64], duel=True, limit=250) == 1  # 0.6 s
    assert pace.seconds_per_game([SEARCH_64, SEARCH_64], duel=True) == pytest.approx(0.643)


def _games(batches: list[matchup_module.DuelBatch]) -> list[tuple[int, int]]:
    """Each game's seed and first player, in the order the batches play them."""
    return [
        (seed, (b.first + j) % 2)
        for b in batches
        for j, seed in enumerate(game_seeds(b.seed, b.skip + b.games)[b.skip :], start=b.skip)
    ]


def test_slices_deal_the_same_games_as_whole_batches() -> None:
    whole = duel_batches(1, 600, 1)
    sliced = duel_batches(1, 600, 1, per_slice=7)
    assert [b.games for b in whole] == [250, 250, 100]
    assert len(sliced) == 36 + 36 + 15 and max(b.games for b in sliced) == 7
    assert _games(sliced) == _games(whole)


def test_a_sliced_matchup_has_the_same_result(store: CardStore) -> None:
    decks = tuple(compile_deck(starter(store, name)) for name in ("sierra", "nevenka"))
    setup = DuelSetup(decks, duels(24, 5, rules=engine_rules_on()))

    def tally(per_slice: int | None) -> DuelTally:
        total = DuelTally()
        for batch in duel_batches(1, 24, 5, per_slice):
            total.merge(play_duel_batch(setup, batch))
        return total

    whole = tally(None)
    assert whole.games == 24
    assert tally(5) == whole


def test_progress_counts_games_over_both_runs_of_a_sensitivity(
    store: CardStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(matchup_module, "slice_games", lambda *_args, **_kw: 2)
    seen: list[tuple[int, int]] = []
    decks = starter(store, "sierra"), starter(store, "kojo")

    def record(done: int, total: int) -> None:
        seen.append((done, total))

    settings = duels(4, 3, pilot=SEARCH_4, pilot_b=PilotSpec("greedy"))
    result = matchup(*decks, settings, progress=record, sensitivity=True)
    assert result.sensitivity is not None
    assert seen == [(2, 8), (4, 8), (6, 8), (8, 8)]
    seen.clear()
    matchup(*decks, duels(4, 3), progress=record)
    assert seen == [(2, 4), (4, 4)]


def test_a_long_run_says_how_long_first(
    runner: CliRunner, cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a million search games at budget 4,096 would start without a word for weeks
    seconds = pace.estimate_seconds(1_000_000, [PilotSpec("search", 4096)], False, 1)
    assert render_duration(seconds) == "47 days"
    monkeypatch.setattr(pace, "ANNOUNCE_AFTER", 0.0)  # so that a short run says it too
    deck = str(Path(__file__).parent.parent / "data" / "decks" / "sierra.txt")
    args = ["--cache-dir", str(cache_dir), "goldfish", deck, "--games", "20", "--seed", "1"]
    result = runner.invoke(cli, [*args, "--jobs", "1", "--pilot", "search", "--budget", "2"])
    assert result.exit_code == 0, result.stderr
    assert result.stderr.splitlines() == [
        "goldfish: 20 games expected to take about 0.0 s on 1 process (search (budget 2): "
        "about 2.0 ms a game, within a factor of 3); Ctrl-C stops it, fewer --games or a "
        "smaller --budget shortens it"
    ]


def test_goldfish_help_names_the_search_pilot(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["goldfish", "--help"])
    assert result.exit_code == 0
    assert "search (simulates each decision, --budget times; far slower)" in " ".join(
        result.stdout.split()
    )


def test_a_sensitivity_at_budget_1_is_refused(runner: CliRunner, cache_dir: Path) -> None:
    deck = str(Path(__file__).parent.parent / "data" / "decks" / "sierra.txt")
    args = ["--cache-dir", str(cache_dir), "matchup", deck, deck, "--games", "2"]
    result = runner.invoke(cli, [*args, "--pilot", "search", "--budget", "1", "--sensitivity"])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == (
        "error: --sensitivity replays the games at a quarter of the search budget, and a "
        "quarter of budget 1 is still 1 (budgets are whole, at least 1): use --budget 2 or "
        "more\n"
    )
