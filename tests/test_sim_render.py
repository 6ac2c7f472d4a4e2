"""The tune table and JSON, and the SVG charts, from hand-built results (no games played)."""

from __future__ import annotations

import re

import pytest

from altered_deck.cards.model import Card
from altered_deck.render.svg import Series, axis_scale, bar_chart
from altered_deck.render.tune import render_tune, tune_to_dict
from altered_deck.sim.paired import PairedDifference
from altered_deck.sim.swaps import Skipped, Swap
from altered_deck.sim.tune import Metric, SwapResult, TuneResult


def card(number: int, name: str) -> Card:
    return Card(
        reference=f"ALT_TEST_B_AX_{number}_C",
        set_code="TEST",
        product="B",
        faction_code="AX",
        number=number,
        rarity_code="C",
        card_type="CHARACTER",
        rarity="COMMON",
        faction="AX",
        names={"en-us": name},
        hand_cost=2,
        reserve_cost=2,
        forest=1,
        mountain=1,
        water=1,
    )


def result(metric: Metric) -> TuneResult:
    a, b, c = card(1, "Alpha"), card(2, "Beta"), card(3, "Gamma")
    return TuneResult(
        deck_name="test.txt",
        metric=metric,
        seed=5,
        games=1000,
        batch_games=250,
        rungs=(500, 1000),
        base_value=0.5 if metric.by_day else 4.25,
        base_games=1000,
        results=(
            SwapResult(
                1,
                Swap(a, b),
                PairedDifference(1000, -0.05, -0.07, -0.03, 1e-6),
                0.05,
                2e-6,
                True,
                1,
                False,
            ),
            SwapResult(
                2,
                Swap(a, c),
                PairedDifference(500, 0.01, -0.02, 0.04, 0.5),
                -0.01,
                1.0,
                False,
                0,
                True,
            ),
        ),
        skipped=(Skipped("ALT_TEST_B_AX_1_C -> ALT_X", "illegal: too many"),),
        games_played=3500,
        executor="2 processes",
        seconds=1.25,
    )


def test_the_tune_table_word_for_word() -> None:
    text = render_tune(result(Metric("mean-win-day", None, 12)))
    assert text.splitlines() == [
        "tune · test.txt · seed 5 · metric mean-win-day (lower is better)",
        "base deck: 4.250 over 1,000 games · 2 swaps · games per swap by rung: 500 -> 1,000",
        "3,500 games · 2 processes · 1.2 s",
        "",
        "Rank  Swap (out -> in)                                        Effect            95% CI"
        "  Games  p (Holm)  Significant",
        "   1  Alpha [ALT_TEST_B_AX_1_C] -> Beta [ALT_TEST_B_AX_2_C]   -0.050  -0.070 to -0.030"
        "  1,000   <0.0001  yes, better",
        "   2  Alpha [ALT_TEST_B_AX_1_C] -> Gamma [ALT_TEST_B_AX_3_C]  +0.010  -0.020 to +0.040"
        "   500*    1.0000  no",
        "",
        "Effect = variant − base in days, each game paired with the base deck's game",
        "from the same seed. p adjusted with Holm over all 2 swaps; significant at 0.05.",
        "* stopped early by successive halving (interval at the games played).",
        "",
        "Skipped 1 candidate swap(s):",
        "  ALT_TEST_B_AX_1_C -> ALT_X: illegal: too many",
    ]


def test_shares_are_shown_in_percentage_points() -> None:
    text = render_tune(result(Metric("win-by-day-4", 4, 12)))
    assert "metric win-by-day-4 (higher is better)" in text
    assert "base deck: 50.0% over 1,000 games" in text
    assert "-5.00 pt  -7.00 pt to -3.00 pt" in text
    assert "in percentage points of games won by that day, each game paired" in text


def test_tune_json() -> None:
    data = tune_to_dict(result(Metric("mean-win-day", None, 12)), "altered-deck tune x")
    assert data["command"] == "altered-deck tune x"
    assert (data["rungs"], data["base"], data["games_played"]) == (
        [500, 1000],
        {"value": 4.25, "games": 1000},
        3500,
    )
    assert data["swaps"][1] == {
        "rank": 2,
        "out": "ALT_TEST_B_AX_1_C",
        "out_name": "Alpha",
        "in": "ALT_TEST_B_AX_3_C",
        "in_name": "Gamma",
        "effect": 0.01,
        "ci_low": -0.02,
        "ci_high": 0.04,
        "games": 500,
        "p_value": 0.5,
        "p_holm": 1.0,
        "significant": False,
        "improvement": -0.01,
        "rung": 0,
        "stopped_early": True,
    }
    assert data["skipped"] == [
        {"swap": "ALT_TEST_B_AX_1_C -> ALT_X", "reason": "illegal: too many"}
    ]


def test_a_bar_chart_scales_to_a_round_top_and_draws_whiskers() -> None:
    svg = bar_chart(
        "Wins <by> day",
        ["1", "2"],
        [Series("share", [0.3, 0.6], [(0.25, 0.35), (0.55, 0.65)], ["30.0% <a>", "60.0%"])],
        y_format=lambda v: f"{100 * v:.0f}%",
        chart_id="c",
    )
    # Sized by the page: the full width of its column, the height by the viewBox's ratio.
    assert svg.startswith(
        '<svg xmlns="http://www.w3.org/2000/svg" class="chart" id="c" width="100%" '
        'viewBox="0 0 400 220" role="img"><title>Wins &lt;by&gt; day</title>'
    )
    # the axis tops at 0.8: the first multiple of a round step (0.2) above the highest whisker
    assert re.findall(r'class="tick" text-anchor="end">([^<]+)<', svg) == [
        "0%",
        "20%",
        "40%",
        "60%",
        "80%",
    ]
    assert svg.count('class="whisker"') == 2
    assert re.findall(r"<title>([^<]+)</title></rect>", svg) == ["30.0% &lt;a&gt;", "60.0%"]
    assert len(re.findall(r"<rect ", svg)) == 2  # one series: no legend
    two = bar_chart("t", ["a"], [Series("x", [1]), Series("y", [2.5])])
    assert len(re.findall(r"<rect ", two)) == 4  # two bars and two legend keys
    # Without tips, a bar's tooltip is its value in the axis' format, not rounded further.
    assert re.findall(r"<title>([^<]+)</title></rect>", two) == ["x · a: 1", "y · a: 2.5"]


@pytest.mark.parametrize(
    ("highest", "min_step", "scale"),
    [
        (54, 0, (60, 20)),  # terrain power near 50: an axis to 60, not to 100
        (46, 0, (50, 10)),
        (17, 1, (20, 5)),
        (0.887, 0, (1.0, 0.2)),  # a share: 0% to 100%
        (0.30, 0, (0.3, 0.1)),
        (2, 1, (2, 1)),  # counts never get half steps
        (0, 1, (1, 1)),
    ],
)
def test_an_axis_is_scaled_to_the_data(highest: float, min_step: float, scale: tuple) -> None:
    top, step = axis_scale(highest, min_step)
    assert (top, step) == pytest.approx(scale)
