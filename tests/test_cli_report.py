"""``altered-deck report``: one self-contained HTML page, checked as text and in Chromium."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.formats.validate import validate
from tests.browserkit import CHROMIUM_ARGS, chromium_path
from tests.conftest import STARTERS

SIERRA = str(STARTERS / "sierra.txt")
FOUR_SALVAGERS = str(STARTERS / "illegal" / "sierra-four-salvagers.txt")
COMMON = ("--games", "60", "--seed", "3", "--jobs", "1", "--as-of", "2026-03-01")


def report(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "report", *args])


def write_report(runner: CliRunner, cache_dir: Path, out: Path, *args: str) -> str:
    result = report(runner, cache_dir, *args, "-o", str(out))
    assert result.exit_code == 0, result.stderr
    assert result.stderr.splitlines()[-1] == f"report written to {out}"
    return out.read_text(encoding="utf-8")


def test_the_page_has_every_part_and_no_outside_resource(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    out = tmp_path / "sierra.html"
    page = write_report(runner, cache_dir, out, SIERRA, *COMMON)
    assert page.startswith("<!DOCTYPE html>")
    for heading in (
        "Reproduce",
        "Deck list",
        "Legality",
        "Curve and terrain",
        "Draw odds",
        "Goldfish",
    ):
        assert f"<h2>{heading}</h2>" in page
    assert "<h2>Tuning</h2>" not in page
    assert re.findall(r'<svg [^>]*id="([a-z-]+)"', page) == [
        "curve-chart",
        "terrain-chart",
        "win-day-chart",
    ]
    command = (
        f"altered-deck report {SIERRA} -o {out} --games 60 --seed 3 --max-days 12 "
        "--pilot greedy --metric mean-win-day --format standard --as-of 2026-03-01"
    )
    assert f'<pre id="command">{command}</pre>' in page
    assert '<span class="legal">LEGAL</span>' in page
    assert "Seed 3 · 60 games · greedy pilot · day cap 12." in page
    assert "Every card&#x27;s text is modelled." in page  # Jian's {D} is modelled since engine v2
    # Titled with the Hero and the deck's name (its file's stem), not the path.
    assert "<title>Sierra &amp; Oddball · sierra · altered-deck report</title>" in page
    assert "<h1>Sierra &amp; Oddball · sierra</h1>" in page
    # One plain sentence opens each section, in order.
    assert [unescape(t) for t in re.findall(r"<p class=takeaway>(.*?)</p>", page)] == [
        "39 cards besides the Hero: 25 Characters, 3 Spells and 11 Landmark Permanents "
        "(31 Common, 8 Rare).",
        "Legal in standard on 2026-03-01.",
        "Most cards cost 3 from hand (17 of 39; average 2.85); Mountain is the strongest "
        "terrain (2.16 per Character, Forest 1.84, Water 1.84).",
        "A card you run 3 copies of is in your first 6 cards in 40.3% of games, and among "
        "the 12 seen by Day 4 in 68.0%.",
        "Wins by day 4 in 85.0% of games, by day 5 in 100.0%; the mean win day is 4.15.",
        "This command rebuilds this page with the same numbers.",
    ]
    # The deck list: by type (the rules' names), then Hand Cost, with rarity.
    deck_list = page[page.index('<table id="deck-list">') : page.index("</table>")]
    assert re.findall(r'<tr class="group"><th colspan="5">(.*?)</th>', deck_list) == [
        "Hero (1)",
        "Characters (25)",
        "Spells (3)",
        "Landmark Permanents (11)",
    ]
    assert (
        '<tr><td class=num>1</td><td class=text>Kelonic Generator<span class="sub">'
        "ALT_CORE_B_AX_27_R1 · Axiom</span></td><td class=num>4/4</td><td class=num></td>"
        "<td class=text>Rare</td></tr>"
    ) in deck_list
    characters = deck_list.split("Characters (25)")[1].split("Spells (3)")[0]
    costs = [int(c) for c in re.findall(r"<td class=num>(\d)/\d</td>", characters)]
    assert len(costs) == 13 and costs == sorted(costs)
    # The terrain axis fits 46/54/46 (to 60, not 100); the histogram has only the days won.
    terrain = page[page.index('id="terrain-chart"') : page.index('id="win-day-chart"')]
    assert re.findall(r'text-anchor="end">([^<]+)<', terrain) == ["0", "20", "40", "60"]
    win_days = page[page.index('id="win-day-chart"') :]
    assert re.findall(r"<title>([^<]+)</title></rect>", win_days) == [
        "Day 4: 85.0% of games (95% CI 73.9–91.9%), 85.0% won by then",
        "Day 5: 15.0% of games (95% CI 8.1–26.1%), 100.0% won by then",
    ]
    # Self-contained: no script, no stylesheet or image to fetch, no URL but the SVG namespace.
    for forbidden in ("<script", "<link", "<img", "src=", "href=", "@import", "url("):
        assert forbidden not in page
    assert set(re.findall(r"https?://[^\s\"'<>]+", page)) == {"http://www.w3.org/2000/svg"}


def test_the_same_seed_writes_the_same_page(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    out = tmp_path / "r.html"
    first = write_report(runner, cache_dir, out, SIERRA, *COMMON)
    again = write_report(
        runner, cache_dir, out, SIERRA, *COMMON[:-4], "--jobs", "2", "--as-of", "2026-03-01"
    )
    assert again == first


def test_an_illegal_deck_lists_every_violation(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, store: object
) -> None:
    from datetime import date

    page = write_report(runner, cache_dir, tmp_path / "bad.html", FOUR_SALVAGERS, *COMMON)
    assert '<span class="illegal">ILLEGAL</span>' in page
    deck = resolve_deck(read_deck(FOUR_SALVAGERS), store)  # type: ignore[arg-type]
    violations = validate(deck, "standard", date(2026, 3, 1)).violations
    assert len(violations) == 1
    assert "<h3>Violations (1)</h3>" in page
    assert (
        "<td class=text>STD-NAME-MAX</td>"
        f"<td class=text>{violations[0].rule_number or '–'}</td>"
        "<td class=text>4 cards named &quot;Axiom Salvager&quot; (max 3): "
        "ALT_CORE_B_AX_08_C ×4</td>"
    ) in page


def test_tune_results_join_the_page_and_stdout_works(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    swaps = tmp_path / "swaps.txt"
    swaps.write_text("ALT_CORE_B_AX_04_C -> ALT_CORE_B_AX_13_C\n", encoding="utf-8")
    result = report(
        runner,
        cache_dir,
        SIERRA,
        "-o",
        "-",
        *COMMON,
        "--tune",
        "--candidates",
        str(swaps),
        "--tune-games",
        "30",
    )
    assert result.exit_code == 0, result.stderr
    page = result.stdout
    assert "<h2>Tuning</h2>" in page
    assert (
        "<td class=text>Kelon Elemental → Ada Lovelace"
        '<span class="sub">ALT_CORE_B_AX_04_C → ALT_CORE_B_AX_13_C</span></td>'
    ) in page
    # In words first, then the table.
    assert page.index("<li>Swapping Kelon Elemental for Ada") < page.index('id="tuning-table"')
    assert (
        "<p class=takeaway>The swap does not make the mean win day better or worse "
        '(Holm-adjusted, α 0.05; at least 0.05 days):</p><ul class="swaps"><li>Swapping Kelon '
        "Elemental for Ada Lovelace wins on the same day (the same in each of the 30 games; "
        "no effect).</li>"
    ) in page
    assert f"--tune --tune-games 30 --candidates {swaps}" in page
    assert result.stderr.splitlines() == [
        "report: 1 swaps (0 skipped), up to 30 games each, then 60 goldfish games, seed 3, "
        "on 1 process",
    ]


@pytest.mark.parametrize(("min_effect", "verdict"), [("0.01", "worse"), ("0.5", "too small")])
def test_the_report_and_tune_give_the_same_verdicts(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, min_effect: str, verdict: str
) -> None:
    # Foundry Mechanic R1 -> The Machine in the Ice: 0.135 days later over these 200 games,
    # significant; "worse" only at a practical threshold below that
    swaps = tmp_path / "swaps.txt"
    swaps.write_text("ALT_CORE_B_AX_07_R1 -> ALT_ALIZE_B_AX_32_C\n", encoding="utf-8")
    same = ("--candidates", str(swaps), "--seed", "1", "--jobs", "1", "--as-of", "2026-03-01")
    same += ("--min-effect", min_effect)
    tuned = runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "tune", SIERRA, "--games", "200", *same, "--json"]
    )
    assert tuned.exit_code == 0, tuned.stderr
    assert [s["verdict"] for s in json.loads(tuned.stdout)["swaps"]] == [verdict]
    page = write_report(
        runner, cache_dir, tmp_path / "r.html", SIERRA, "--tune", "--tune-games", "200", *same
    )
    cells = re.findall(r'<td[^>]*>([a-z ]+)<span class="sub">yes, worse · p', page)
    assert cells == [verdict]
    threshold = f"(Holm-adjusted, α 0.05; at least {float(min_effect):g} days)"
    sentence = {
        "worse": f"No swap improves the mean win day; 1 makes it worse {threshold}.",
        "too small": "The swap does not make the mean win day better or worse; 1 changes it "
        f"significantly, by less than that {threshold}:",
    }[verdict]
    assert f"<p class=takeaway>{sentence}" in page


def test_candidates_without_tune_is_a_usage_error(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    result = report(runner, cache_dir, SIERRA, "-o", str(tmp_path / "x.html"), "--from-faction")
    assert result.exit_code == 2
    assert "--candidates and --from-faction go with --tune" in result.stderr
    assert not (tmp_path / "x.html").exists()


PAGE_FACTS = """() => {
  const box = (e) => e.getBoundingClientRect();
  const charts = [...document.querySelectorAll("svg.chart")];
  return {
    scrollWidth: document.documentElement.scrollWidth,
    title: document.title,
    h1: document.querySelector("h1").innerText,
    takeaways: [...document.querySelectorAll(".takeaway")].map((p) => p.innerText),
    groups: [...document.querySelectorAll("#deck-list tr.group")].map((r) => r.innerText),
    deckListRight: box(document.querySelector("#deck-list")).right,
    commandRight: box(document.querySelector("#command")).right,
    commandLines: Math.round(box(document.querySelector("#command")).height / 18),
    charts: Object.fromEntries(charts.map((c) => [c.id, [box(c).width, box(c).height]])),
    bars: document.querySelectorAll("#win-day-chart rect").length,
  };
}"""


def test_the_page_renders_in_headless_chromium_at_desktop_and_phone_width(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    chromium = chromium_path()
    from playwright.sync_api import sync_playwright

    out = tmp_path / "sierra.html"
    write_report(runner, cache_dir, out, SIERRA, *COMMON)
    errors: list[str] = []
    outside: list[str] = []
    facts = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        for width in (1280, 390):
            page = browser.new_page(viewport={"width": width, "height": 900})
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(str(e)))

            def refuse(route: object) -> None:
                url = route.request.url  # type: ignore[attr-defined]
                if url.startswith("file://"):
                    route.continue_()  # type: ignore[attr-defined]
                else:
                    outside.append(url)
                    route.abort()  # type: ignore[attr-defined]

            page.route("**/*", refuse)
            page.goto(out.as_uri())
            facts[width] = page.evaluate(PAGE_FACTS)
            shot = tmp_path / f"sierra-{width}.png"
            page.screenshot(path=str(shot), full_page=True)
            assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
            page.close()
        browser.close()
    assert errors == []
    assert outside == []
    wide, phone = facts[1280], facts[390]
    for width, seen in facts.items():
        assert seen["scrollWidth"] <= width  # no horizontal scrolling, on a phone neither
        assert seen["title"] == "Sierra & Oddball · sierra · altered-deck report"
        assert seen["h1"] == "Sierra & Oddball · sierra"
        assert seen["groups"] == [
            "Hero (1)",
            "Characters (25)",
            "Spells (3)",
            "Landmark Permanents (11)",
        ]
        assert seen["takeaways"][-2] == (
            "Wins by day 4 in 85.0% of games, by day 5 in 100.0%; the mean win day is 4.15."
        )
        assert len(seen["takeaways"]) == 6
        assert seen["deckListRight"] <= width and seen["commandRight"] <= width
        assert sorted(seen["charts"]) == ["curve-chart", "terrain-chart", "win-day-chart"]
        assert seen["bars"] == 2  # the days games were won on: 4 and 5
    # Charts take the column: two side by side on a desktop, the phone's width on a phone.
    for chart_width, chart_height in wide["charts"].values():
        assert 400 <= chart_width <= 480 and chart_height == pytest.approx(chart_width * 0.55)
    for chart_width, _ in phone["charts"].values():
        assert 340 <= chart_width <= 390
    assert phone["commandLines"] > wide["commandLines"]  # the command wraps on a phone


def test_the_report_plays_by_the_rules_in_force_on_as_of(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import altered_deck.sim.play as play

    seen: list[str] = []
    real = play.fold_games

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(args[2].reshuffle_rule)  # type: ignore[attr-defined]
        return real(*args, **kwargs)

    monkeypatch.setattr(play, "fold_games", spy)
    for as_of, rule in (("2026-03-01", "morning"), ("2026-02-26", "any-time")):
        seen.clear()
        out = tmp_path / f"{as_of}.html"
        args = [SIERRA, "-o", str(out), "--games", "20", "--jobs", "1", "--as-of", as_of]
        assert report(runner, cache_dir, *args).exit_code == 0
        assert seen and set(seen) == {rule}


def test_report_help_speaks_of_the_report_not_of_tune(runner: CliRunner) -> None:
    text = " ".join(runner.invoke(cli, ["report", "--help"], terminal_width=200).stdout.split())
    assert "--games INTEGER RANGE Goldfish games the report plays (--tune-games sets" in text
    assert "Format the legality section judges the deck in (with --tune, also" in text
    assert "With --tune: play every swap to --tune-games (no successive halving)." in text
    for tune_words in ("per swap for tune", "Format a swap must keep", "every swap to --games"):
        assert tune_words not in text
    tune = " ".join(runner.invoke(cli, ["tune", "--help"], terminal_width=200).stdout.split())
    assert "Format a swap must keep the deck legal in (see `altered-deck formats`)." in tune
    assert "Play every swap to --games (no successive halving)." in tune
