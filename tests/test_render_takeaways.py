"""The report's plain sentences, from hand-built results: every wording a deck can get."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

import pytest

from altered_deck.decks.model import Deck, ResolvedDeck
from altered_deck.formats.engine_rules import engine_rules_on
from altered_deck.render.takeaways import (
    curve_sentence,
    deck_name,
    goldfish_sentence,
    odds_sentence,
    page_title,
    swap_sentence,
    tuning_sentence,
)
from altered_deck.sim.goldfish import GoldfishRun
from altered_deck.sim.tune import Metric
from altered_deck.stats.deck import deck_stats
from altered_deck.stats.goldfish import GoldfishTally, summarize
from tests.test_sim_render import result
from tests.test_stats import HERO, make_card, make_deck


def goldfish(won_on: list[int], games: int = 10, max_days: int = 6) -> GoldfishRun:
    summary = summarize(GoldfishTally(games=games, won_on=won_on), max_days)
    return GoldfishRun(
        deck_name="deck.txt",
        hero_name=None,
        seed=1,
        games=games,
        pilot="greedy",
        max_days=max_days,
        rules=engine_rules_on(date(2026, 3, 1)),
        executor="1 process",
        workers=1,
        seconds=0.0,
        distinct_cards=0,
        unmodelled=(),
        summary=summary,
    )


@pytest.mark.parametrize(
    ("won_on", "sentence"),
    [
        ([0], "Won no game by day 6 (the day cap)."),
        ([0, 0, 0, 3], "Wins by day 6 (the day cap) in only 30.0% of games."),
        (
            [0, 0, 0, 3, 4, 2],
            "Wins by day 4 in 70.0% of games, by day 5 in 90.0%; the mean win day is 3.89.",
        ),
        ([0, 0, 0, 0, 10], "Wins by day 4 in 100.0% of games; the mean win day is 4.00."),
    ],
)
def test_the_goldfish_sentence(won_on: list[int], sentence: str) -> None:
    assert goldfish_sentence(goldfish(won_on)) == sentence


def test_swaps_in_words_for_each_metric() -> None:
    days = result(Metric("mean-win-day", None, 12))
    assert swap_sentence(days.results[0], days) == (
        "Swapping Alpha for Beta wins 0.050 days earlier on average "
        "(95% CI 0.070 earlier to 0.030 earlier; significantly better)."
    )
    assert swap_sentence(days.results[1], days) == (
        "Swapping Alpha for Gamma wins 0.010 days later on average "
        "(95% CI 0.020 earlier to 0.040 later; not significant)."
    )
    share = result(Metric("win-by-day-5", 5, 12))
    assert swap_sentence(share.results[1], share) == (
        "Swapping Alpha for Gamma wins by day 5 in 1.00 points more games "
        "(95% CI 2.00 points fewer to 4.00 points more; not significant)."
    )
    same = replace(days.results[1], difference=replace(days.results[1].difference, mean=0.0))
    same = replace(same, difference=replace(same.difference, low=0.0, high=0.0))
    assert swap_sentence(same, days) == (
        "Swapping Alpha for Gamma wins on the same day "
        "(the same in each of the 500 games; not significant)."
    )


def test_the_tuning_sentence_counts_the_verdicts_of_tune() -> None:
    tuned = result(Metric("mean-win-day", None, 12))
    test = "(Holm-adjusted, α 0.05; at least 0.05 days)"
    assert (
        tuning_sentence(tuned) == f"1 of 2 swaps improves the mean win day {test}. The best first:"
    )
    worse = replace(tuned.results[0], improvement=-0.05, verdict="worse")
    assert tuning_sentence(replace(tuned, results=(worse, tuned.results[1]))) == (
        f"No swap improves the mean win day; 1 makes it worse {test}. The best first:"
    )
    calm = replace(tuned.results[0], significant=False, verdict="unclear")
    assert tuning_sentence(replace(tuned, results=(calm, tuned.results[1]))) == (
        f"None of the 2 swaps makes the mean win day better or worse {test}; the best first:"
    )
    # significant, but below --min-effect: not better (what tune says of it too)
    small = replace(tuned.results[0], verdict="too small")
    assert tuning_sentence(replace(tuned, results=(small, tuned.results[1]))) == (
        "None of the 2 swaps makes the mean win day better or worse; 1 changes it "
        f"significantly, by less than that {test}; the best first:"
    )
    assert swap_sentence(small, tuned) == (
        "Swapping Alpha for Beta wins 0.050 days earlier on average (95% CI 0.070 earlier to "
        "0.030 earlier; significant but below the practical threshold)."
    )
    assert tuning_sentence(replace(tuned, results=())) == "No swap to simulate."


def test_the_title_names_the_hero_and_the_deck_never_a_path_or_code() -> None:
    deck = make_deck((HERO, 1), (make_card(2), 3))
    hero = HERO.english_name
    assert page_title(deck, None) == f"{hero} · synthetic"  # the deck's own name
    for source, name in (
        ("decks/sierra.txt", "sierra"),
        ("/home/me/Decks/Fast Axiom.JSON", "Fast Axiom"),
        ("<stdin>", None),
        ("EBAg3hHfC8IA", None),
    ):
        read = ResolvedDeck(Deck((), None, source), deck.entries)
        assert deck_name(read) == name
        assert page_title(read, None) == (f"{hero} · {name}" if name else hero)
    headless = ResolvedDeck(Deck((), None, "<stdin>"), deck.entries[1:])
    assert page_title(headless, None) == "Deck report"


def test_curve_and_odds_sentences_for_odd_decks() -> None:
    spells = deck_stats(make_deck((HERO, 1), (make_card(2, "SPELL", hand=1), 3)))
    assert curve_sentence(spells) == (
        "Most cards cost 1 from hand (3 of 3; average 1.00); no Character, so no terrain power."
    )
    even = deck_stats(make_deck((make_card(2, stats=(2, 1, 2)), 2)))
    assert curve_sentence(even) == (
        "Most cards cost 2 from hand (2 of 2; average 2.00); Forest and Water are the "
        "strongest terrains (2.00 per Character, Mountain 1.00)."
    )
    assert odds_sentence(spells.odds) == (
        "A card you run 3 copies of is in your first 3 cards in 100.0% of games, and among "
        "the 3 seen by Day 4 in 100.0%."
    )
    assert odds_sentence(deck_stats(make_deck((HERO, 1))).odds) is None


def test_a_deck_that_never_wins_gets_a_sentence_and_no_histogram() -> None:
    from datetime import date

    from altered_deck.render.html_report import render_html_report
    from altered_deck.sim.report import build_report

    deck = make_deck((HERO, 1), (make_card(2), 3))
    page = render_html_report(
        build_report(
            deck,
            format_name="standard",
            as_of=date(2026, 3, 1),
            goldfish=goldfish([0]),
            command="altered-deck report synthetic.txt -o r.html",
        )
    )
    assert re.findall(r'<svg [^>]*id="([a-z-]+)"', page) == ["curve-chart", "terrain-chart"]
    assert "<h2>Goldfish</h2><p class=takeaway>Won no game by day 6 (the day cap).</p>" in page
    assert "<h1>Test Hero · synthetic</h1>" in page
