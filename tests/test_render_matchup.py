"""The matchup and gauntlet renderers, exactly, from hand-built results."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from altered_deck.engine.core.duel import DuelRecord
from altered_deck.engine.settings import PlaySettings
from altered_deck.formats.engine_rules import EngineRules
from altered_deck.render.matchup import (
    gauntlet_to_dict,
    matchup_to_dict,
    render_gauntlet,
    render_matchup,
)
from altered_deck.sim.matchup import (
    DeckCoverage,
    DuelTally,
    GauntletResult,
    MatchupResult,
    Sensitivity,
    summarize_matchup,
)
from altered_deck.stats.intervals import wilson_interval

MORNING = EngineRules(date(2026, 3, 1), "Complete Rules 5.0 (from 2026-02-27)", "morning")
ALPHA = DeckCoverage("alpha.txt", "Alpha Hero", 12, ("Odd Card",), ("Mean Card", "Rude Card"))
BETA = DeckCoverage("beta.txt", None, 10, (), ())


def result() -> MatchupResult:
    tally = DuelTally()
    for seed, (first, winner, day) in enumerate(
        [(0, 0, 5), (1, 0, 6), (0, 1, 6), (1, None, None), (0, 0, 5), (1, 1, 7)]
    ):
        tally.add(
            DuelRecord(seed, first, winner, day, seed == 2, 4 if day is None else day, (7, 5))
        )
    return summarize_matchup(tally, (ALPHA, BETA), PlaySettings(seed=9, max_days=8, rules=MORNING))


def test_render_matchup_exactly() -> None:
    assert render_matchup(result(), "altered-deck matchup alpha.txt beta.txt") == (
        "seed 9 · 6 games · greedy pilot · day cap 8 · reshuffle rule morning\n"
        "A: Alpha Hero · alpha.txt\n"
        "B: no Hero · beta.txt\n"
        "\n"
        "Deck          wins  share      95% CI  first  second\n"
        "A Alpha Hero     3  50.0%  18.8–81.2%  66.7%   33.3%\n"
        "B beta.txt       2  33.3%   9.7–70.0%  33.3%   33.3%\n"
        "Draws (not decided by day 8): 1 · games that went to the Arena (tiebreakers): 1\n"
        "Shares are of all 6 games; first/second: in the games that deck started / did not "
        "start.\n"
        "\n"
        "These shares measure the decks as these pilots play them: another pilot can move them.\n"
        "\n"
        "Win day  A won  B won\n"
        " 5           2      0\n"
        " 6           1      1\n"
        " 7           0      1\n"
        "\n"
        "Coverage:\n"
        "A alpha.txt: 1 of 12 distinct cards has unmodelled text: Odd Card\n"
        "    2 aim text at the opponent, not modelled in duels: Mean Card · Rude Card\n"
        "B beta.txt: 0 of 10 distinct cards have unmodelled text.\n"
        "\n"
        "Replay: altered-deck matchup alpha.txt beta.txt\n"
    )


def test_a_search_pilot_and_its_budget_sensitivity_are_said() -> None:
    found = Sensitivity(
        budget=16, a_wins=wilson_interval(2, 6), b_wins=wilson_interval(3, 6),
        a_moved=1 / 6, b_moved=-1 / 3,
    )  # fmt: skip
    searched = replace(result(), pilot="search", pilot_b="greedy", budget=64, sensitivity=found)
    text = render_matchup(searched, "cmd")
    assert text.splitlines()[0] == (
        "seed 9 · 6 games · A: search (budget 64), B: greedy pilots · day cap 8 · "
        "reshuffle rule morning"
    )
    assert (
        "These shares measure the decks as these pilots play them: another pilot can move them.\n"
        "The same games with a search budget of 16 instead of 64:\n"
        "  A 33.3% (at 64: +16.7 points), B 50.0% (at 64: -33.3 points).\n"
    ) in text
    data = matchup_to_dict(searched, "cmd")
    assert (data["pilot"], data["pilot_b"], data["budget"]) == ("search", "greedy", 64)
    assert data["sensitivity"] == {
        "budget": 16,
        "a_wins": {"count": 2, "total": 6, "share": 2 / 6, "low": found.a_wins.low,
                   "high": found.a_wins.high},
        "b_wins": {"count": 3, "total": 6, "share": 0.5, "low": found.b_wins.low,
                   "high": found.b_wins.high},
        "a_moved": 1 / 6,
        "b_moved": -1 / 3,
    }  # fmt: skip
    plain = matchup_to_dict(result(), "cmd")
    assert (plain["pilot_b"], plain["budget"], plain["sensitivity"]) == ("greedy", None, None)


def test_matchup_json_exactly() -> None:
    data = matchup_to_dict(result(), "cmd")
    assert data["a"]["wins"] == {
        "count": 3,
        "total": 6,
        "share": 0.5,
        "low": wilson_interval(3, 6).low,
        "high": wilson_interval(3, 6).high,
    }
    assert data["a"]["win_days"][4:7] == [
        {"day": 5, "won": 2},
        {"day": 6, "won": 1},
        {"day": 7, "won": 0},
    ]
    assert len(data["b"]["win_days"]) == 8
    assert (data["a"]["wins_first"]["count"], data["a"]["wins_first"]["total"]) == (2, 3)
    assert data["b"]["deck"] == {
        "name": "beta.txt",
        "hero": None,
        "distinct_cards": 10,
        "unmodelled_cards": [],
        "opponent_only_cards": [],
    }
    assert (data["draws"], data["tiebreaks"], data["command"]) == (1, 1, "cmd")


def test_render_gauntlet_rows_and_json() -> None:
    one = result()
    gauntlet = GauntletResult(ALPHA, (one, one), wilson_interval(6, 12), 9)
    text = render_gauntlet(gauntlet, "altered-deck gauntlet alpha.txt beta.txt beta.txt")
    lines = text.splitlines()
    assert lines[:4] == [
        "seed 9 · 6 games per opponent · greedy pilot · day cap 8 · reshuffle rule morning",
        "A: Alpha Hero · alpha.txt",
        "O1: no Hero · beta.txt",
        "O2: no Hero · beta.txt",
    ]
    assert lines[5:9] == [
        "Alpha Hero: won 6 of 12 games, 50.0% (95% CI 25.4–74.6%)",
        "A vs         A won  share      95% CI  A lost  draws",
        "O1 beta.txt      3  50.0%  18.8–81.2%       2      1",
        "O2 beta.txt      3  50.0%  18.8–81.2%       2      1",
    ]
    assert "A vs O2 beta.txt:" in lines and "Win day  A won  O2 won" in lines
    data = gauntlet_to_dict(gauntlet, "cmd")
    assert data["overall"]["count"] == 6 and len(data["matchups"]) == 2
    assert data["matchups"][0]["command"] is None
