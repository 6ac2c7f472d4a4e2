"""``altered-deck report``: one self-contained HTML page, checked as text and in Chromium."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.formats.validate import validate
from tests.conftest import STARTERS

SIERRA = str(STARTERS / "sierra.txt")
FOUR_SALVAGERS = str(STARTERS / "illegal" / "sierra-four-salvagers.txt")
COMMON = ("--games", "60", "--seed", "3", "--jobs", "1", "--as-of", "2026-03-01")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


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
    assert "Kelon Elemental [ALT_CORE_B_AX_04_C] → Ada Lovelace [ALT_CORE_B_AX_13_C]" in page
    assert f"--tune --tune-games 30 --candidates {swaps}" in page
    assert result.stderr.splitlines() == [
        "report: 1 swaps (0 skipped), up to 30 games each, then 60 goldfish games, seed 3, "
        "on 1 process",
    ]


def test_candidates_without_tune_is_a_usage_error(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    result = report(runner, cache_dir, SIERRA, "-o", str(tmp_path / "x.html"), "--from-faction")
    assert result.exit_code == 2
    assert "--candidates and --from-faction go with --tune" in result.stderr
    assert not (tmp_path / "x.html").exists()


def _browser() -> str:
    """Chromium's path, with Playwright importable; skip (fail under CI=true) otherwise."""
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        path, why = None, "Playwright for Python is not installed (pip install -e '.[dev]')"
    else:
        why = "Chromium is not installed (apt-get install -y chromium)"
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the browser test must run in CI: {why}")
        pytest.skip(why)
    return path


def test_the_page_renders_in_headless_chromium(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    chromium = _browser()
    from playwright.sync_api import sync_playwright

    out = tmp_path / "sierra.html"
    write_report(runner, cache_dir, out, SIERRA, *COMMON)
    errors: list[str] = []
    outside: list[str] = []
    shot = tmp_path / "sierra.png"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1000, "height": 800})
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
        boxes = {
            svg.get_attribute("id"): svg.bounding_box() for svg in page.locator("svg.chart").all()
        }
        bars = page.locator("#win-day-chart rect").count()
        page.screenshot(path=str(shot), full_page=True)
        browser.close()
    assert errors == []
    assert outside == []
    assert sorted(boxes) == ["curve-chart", "terrain-chart", "win-day-chart"]
    for box in boxes.values():
        assert box is not None and (box["width"], box["height"]) == (560, 260)
    assert bars == 12  # one bar per day up to the day cap
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert shot.stat().st_size > 10_000


def test_the_report_plays_by_the_rules_in_force_on_as_of(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import altered_deck.sim.play as play

    seen: list[str] = []
    real = play.fold_games

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(kwargs["rules"].reshuffle_rule)  # type: ignore[attr-defined]
        return real(*args, **kwargs)

    monkeypatch.setattr(play, "fold_games", spy)
    for as_of, rule in (("2026-03-01", "morning"), ("2026-02-26", "any-time")):
        seen.clear()
        out = tmp_path / f"{as_of}.html"
        args = [SIERRA, "-o", str(out), "--games", "20", "--jobs", "1", "--as-of", as_of]
        assert report(runner, cache_dir, *args).exit_code == 0
        assert seen and set(seen) == {rule}
