"""How many of a deck's plays are cards with unmodelled text: counted by the engine, summed
with a ratio interval, said by goldfish, matchup, gauntlet, tune and the HTML report, and
flagged above a tenth."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.games import play_game
from altered_deck.engine.pilots.greedy import GreedyPilot
from altered_deck.stats.intervals import Z
from altered_deck.stats.plays import PlaysTally, ratio_interval
from tests.conftest import STARTERS

DEPENDENT = str(Path(__file__).parent / "fixtures" / "decks" / "unmodelled.txt")
SIERRA = str(STARTERS / "sierra.txt")
DEPENDENT_UNMODELLED = [
    "Axiom Machinist",
    "Doppelgänger",
    "Gericht, Revered Duelist",
    "The Council",
    "The Hunger",
]
RATIO = "ratio over games (delta method)"


def run(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    result = runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args])
    assert result.exit_code == 0, result.stderr
    return result


def as_json(result: Result) -> Any:
    return json.loads(result.stdout)


# --- the share and its interval ----------------------------------------------------------


def test_the_share_is_a_ratio_of_sums_with_the_game_as_the_unit() -> None:
    games = [(10, 2), (10, 4), (5, 0), (8, 3)]
    tally = PlaysTally()
    for plays, unmodelled in games:
        tally.add(plays, unmodelled)
    share = ratio_interval(tally)
    assert (share.count, share.total, share.share) == (9, 33, 9 / 33)
    # the delta method written out game by game (the tally keeps only sums)
    ratio = 9 / 33
    residuals = sum((y - ratio * x) ** 2 for x, y in games)
    half = Z * math.sqrt(residuals / (4 * 3)) / (33 / 4)
    assert share.low == pytest.approx(ratio - half, abs=1e-12)
    assert share.high == pytest.approx(ratio + half, abs=1e-12)


def test_tallies_merge_to_the_same_sums_in_any_order() -> None:
    one, two, whole = PlaysTally(), PlaysTally(), PlaysTally()
    for plays, unmodelled in [(7, 1), (9, 0)]:
        one.add(plays, unmodelled)
        whole.add(plays, unmodelled)
    for plays, unmodelled in [(6, 6)]:
        two.add(plays, unmodelled)
        whole.add(plays, unmodelled)
    two.merge(one)
    assert two == whole


@pytest.mark.parametrize(
    ("games", "depends"),
    [([(10, 1), (10, 1)], False), ([(100, 11), (100, 11)], True), ([(8, 0), (9, 0)], False)],
)
def test_more_than_a_tenth_of_the_plays_is_a_dependence(
    games: list[tuple[int, int]], depends: bool
) -> None:
    tally = PlaysTally()
    for plays, unmodelled in games:
        tally.add(plays, unmodelled)
    assert tally.summary().depends is depends


def test_no_play_gives_no_share() -> None:
    tally = PlaysTally()
    tally.add(0, 0)
    summary = tally.summary()
    assert (summary.share.share, summary.counted, summary.depends) == (None, False, False)


# --- the engine's counts -----------------------------------------------------------------


def test_the_engine_counts_the_plays_of_the_unmodelled_cards(store: CardStore) -> None:
    deck = compile_deck(resolve_deck(parse_text(Path(DEPENDENT).read_text("utf-8")), store))
    flagged = sorted({c.name for c in deck.cards if c.unmodelled})
    assert flagged == DEPENDENT_UNMODELLED == list(deck.unmodelled)
    records = [play_game(deck, seed, GreedyPilot()) for seed in range(1, 6)]
    assert sum(r.unmodelled_plays for r in records) > 0
    for record in records:
        from_zones = sum(d.hand_plays + d.reserve_plays for d in record.days)
        assert record.unmodelled_plays <= record.plays
        assert record.plays >= from_zones


def test_a_starter_without_unmodelled_text_counts_none(store: CardStore) -> None:
    deck = compile_deck(resolve_deck(parse_text(Path(SIERRA).read_text("utf-8")), store))
    records = [play_game(deck, seed, GreedyPilot()) for seed in range(20)]
    assert sum(r.unmodelled_plays for r in records) == 0
    # Sierra's cards are played from Hand and Reserve only: every play is counted there too
    assert [r.plays for r in records] == [
        sum(d.hand_plays + d.reserve_plays for d in r.days) for r in records
    ]


# --- what the commands say ----------------------------------------------------------------


def test_goldfish_names_the_cards_and_their_share(runner: CliRunner, cache_dir: Path) -> None:
    common = ("goldfish", DEPENDENT, "--games", "200", "--seed", "1", "--jobs", "1")
    text = run(runner, cache_dir, *common).stdout.splitlines()
    assert text[3:6] == [
        "5 of 15 distinct cards have unmodelled text: Axiom Machinist · Doppelgänger ·",
        "    Gericht, Revered Duelist · The Council · The Hunger",
        "    — 20.3% of the deck's plays: 291 of 1,432 (95% interval 17.4–23.2%)",
    ]
    deck = as_json(run(runner, cache_dir, *common, "--json"))["deck"]
    assert deck["unmodelled_cards"] == DEPENDENT_UNMODELLED
    plays = deck["unmodelled_plays"]
    assert (plays["games"], plays["plays"], plays["unmodelled_plays"]) == (200, 1432, 291)
    assert plays["share"] == 291 / 1432
    assert (round(plays["low"], 4), round(plays["high"], 4)) == (0.1744, 0.232)
    assert (plays["interval"], plays["depends_on_unmodelled"], plays["threshold"]) == (
        RATIO,
        True,
        0.1,
    )


def test_matchup_warns_for_the_dependent_deck_and_not_for_the_starter(
    runner: CliRunner, cache_dir: Path
) -> None:
    common = ("matchup", DEPENDENT, SIERRA, "--games", "40", "--seed", "1")
    text = run(runner, cache_dir, *common).stdout
    assert (
        "Warning: A Sierra & Oddball depends on unmodelled cards for 23.6% of its plays,\n"
        "    more than 10%: the engine ignores some of their text.\n"
    ) in text
    assert "Warning: B" not in text
    assert "    — 23.6% of the deck's plays: 109 of 461 (95% interval 19.4–27.8%)\n" in text
    data = as_json(run(runner, cache_dir, *common, "--json"))
    assert data["depends_on_unmodelled"] is True
    a, b = data["a"]["unmodelled_plays"], data["b"]["unmodelled_plays"]
    assert (a["plays"], a["unmodelled_plays"], a["depends_on_unmodelled"]) == (461, 109, True)
    assert (b["plays"], b["unmodelled_plays"], b["share"], b["depends_on_unmodelled"]) == (
        495,
        0,
        0.0,
        False,
    )


def test_a_matchup_of_starters_is_not_flagged(runner: CliRunner, cache_dir: Path) -> None:
    common = ("matchup", SIERRA, str(STARTERS / "kojo.txt"), "--games", "20", "--seed", "1")
    assert "Warning" not in run(runner, cache_dir, *common).stdout
    data = as_json(run(runner, cache_dir, *common, "--json"))
    assert data["depends_on_unmodelled"] is False
    assert data["a"]["unmodelled_plays"]["unmodelled_plays"] == 0


def test_gauntlet_sums_the_deck_plays_over_its_opponents(
    runner: CliRunner, cache_dir: Path
) -> None:
    kojo = str(STARTERS / "kojo.txt")
    common = ("gauntlet", DEPENDENT, SIERRA, kojo, "--games", "20", "--seed", "1", "--json")
    data = as_json(run(runner, cache_dir, *common))
    each = [m["a"]["unmodelled_plays"] for m in data["matchups"]]
    whole = data["unmodelled_plays"]
    assert whole["plays"] == sum(m["plays"] for m in each)
    assert whole["unmodelled_plays"] == sum(m["unmodelled_plays"] for m in each)
    assert whole["depends_on_unmodelled"] is True
    assert [m["depends_on_unmodelled"] for m in data["matchups"]] == [True, True]


def test_tune_flags_a_base_deck_of_unmodelled_cards(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    swaps = tmp_path / "swaps.txt"
    swaps.write_text("ALT_CORE_B_AX_23_C -> ALT_CORE_B_AX_25_C\n", encoding="utf-8")
    common = ("tune", DEPENDENT, "--candidates", str(swaps), "--games", "40", "--seed", "1")
    text = run(runner, cache_dir, *common).stdout
    assert (
        "Warning: these figures depend on unmodelled cards, more than 10% of the plays:\n"
        "    the engine ignores some of their text.\n"
    ) in text
    data = as_json(run(runner, cache_dir, *common, "--json"))
    assert data["unmodelled_cards"] == DEPENDENT_UNMODELLED
    assert data["depends_on_unmodelled"] is True
    assert data["unmodelled_plays"]["games"] == 40


def test_the_html_report_says_the_share_and_marks_the_dependence(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    page = tmp_path / "dependent.html"
    run(runner, cache_dir, "report", DEPENDENT, "-o", str(page), "--games", "200", "--seed", "1")
    html = page.read_text(encoding="utf-8")
    assert (
        "<p class=unmodelled>Text the engine does not model: Axiom Machinist, Doppelgänger, "
        "Gericht, Revered Duelist, The Council, The Hunger — 20.3% of the deck&#x27;s plays: 291 "
        "of 1,432"
    ) in html
    assert "<p class=warning>⚠ These figures depend on unmodelled cards: more than 10%" in html
    starter = tmp_path / "sierra.html"
    run(runner, cache_dir, "report", SIERRA, "-o", str(starter), "--games", "50", "--seed", "1")
    html = starter.read_text(encoding="utf-8")
    assert "<p class=unmodelled>Every card&#x27;s text is modelled.</p>" in html
    assert "class=warning" not in html
