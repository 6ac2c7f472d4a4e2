"""``altered-deck event check``: a registrations CSV judged player by player, with flags
(the same player or the same Unique registered twice), the same lists grouped, the metagame."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from altered_deck.decks.deckfmt import encode_deckfmt
from altered_deck.decks.text import parse_text
from altered_deck.errors import DeckParseError
from altered_deck.formats.event import read_registrations
from tests.browserkit import CHROMIUM_ARGS, chromium_path
from tests.conftest import STARTERS, UNIQUES

AS_OF = "2026-03-01"
SIERRA = (STARTERS / "sierra.txt").read_text(encoding="utf-8")
UNIQUE = "ALT_CORE_B_AX_11_U_42"
SIERRA_WITH_UNIQUE = SIERRA.replace("3 ALT_CORE_B_AX_11_C", f"2 ALT_CORE_B_AX_11_C\n1 {UNIQUE}")


def event(runner: CliRunner, cache_dir: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "event", "check", *args])


def write_csv(path: Path, rows: list[list[str]], delimiter: str = ",") -> Path:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\n").writerows(rows)
    path.write_text(out.getvalue(), encoding="utf-8")
    return path


@pytest.fixture
def event_dir(tmp_path: Path) -> Path:
    """An event folder: deck files beside the registrations, one deck given as a code."""
    folder = tmp_path / "event"
    (folder / "decks").mkdir(parents=True)
    (folder / "decks" / "ann.txt").write_text(SIERRA_WITH_UNIQUE, encoding="utf-8")
    (folder / "decks" / "bugfix.txt").write_bytes(
        (STARTERS / "illegal" / "sierra-bugfix.txt").read_bytes()
    )
    return folder


def registrations(folder: Path) -> Path:
    kojo_code = encode_deckfmt(parse_text((STARTERS / "kojo.txt").read_text(encoding="utf-8")))
    return write_csv(
        folder / "registrations.csv",
        [
            ["Email", "Player", "Decklist"],
            ["a@x", "Ann", "decks/ann.txt"],
            ["b@x", "Bo", kojo_code],
            ["c@x", "Cy", "decks/bugfix.txt"],
            ["d@x", "Di", SIERRA_WITH_UNIQUE],  # the list itself, in a quoted cell
            ["e@x", "Ed", "notacode"],
            ["f@x", "Fay", kojo_code],
        ],
    )


def test_every_player_gets_a_verdict_with_flags_and_metagame(
    runner: CliRunner, cache_dir: Path, event_dir: Path
) -> None:
    added = runner.invoke(
        cli, ["--cache-dir", str(cache_dir), "cards", "add-unique", str(UNIQUES / f"{UNIQUE}.json")]
    )
    assert added.exit_code == 0, added.output
    path = registrations(event_dir)
    result = event(runner, cache_dir, str(path), "--format", "standard", "--as-of", AS_OF, "--json")
    assert result.exit_code == 2, result.stderr  # Ed's deck cannot be read: the worst wins
    data = json.loads(result.stdout)
    verdicts = [(p["player"], p["line"], p["verdict"]) for p in data["players"]]
    assert verdicts == [
        ("Ann", 2, "LEGAL"),
        ("Bo", 3, "LEGAL"),
        ("Cy", 4, "ILLEGAL"),
        ("Di", 5, "LEGAL"),
        ("Ed", 28, "UNREADABLE"),  # Di's cell spans 24 lines of the file
        ("Fay", 29, "LEGAL"),
    ]
    cy = data["players"][2]
    assert [(v["code"], v["rule"]) for v in cy["violations"]] == [
        ("STD-SUSPENDED", "ban-list:2025-10-03")
    ]
    assert data["players"][4]["error"]["message"] == (
        f"{path}:28 (Ed): 'notacode' is neither a deck list nor a readable deck code "
        "(as a code: unsupported altered-deckfmt version 9 (expected 1))"
    )
    flags = [(f["kind"], f["subject"], [p["player"] for p in f["players"]]) for f in data["flags"]]
    assert flags == [("same-unique", UNIQUE, ["Ann", "Di"])]
    same = [
        (f["kind"], f["subject"], [p["line"] for p in f["players"]]) for f in data["same_lists"]
    ]
    assert same == [
        ("same-list", "Sierra & Oddball, 40 cards", [2, 5]),
        ("same-list", "Kojo & Booda, 40 cards", [3, 29]),
    ]
    assert data["columns"] == {
        "encoding": "UTF-8",
        "delimiter": ",",
        "player": {"header": "Player", "column": 2},
        "deck": {"header": "Decklist", "column": 3},
    }
    assert data["metagame"]["heroes"] == [
        {"name": "Sierra & Oddball", "count": 3, "share": 0.6},
        {"name": "Kojo & Booda", "count": 2, "share": 0.4},
    ]
    assert data["metagame"]["factions"] == [
        {"name": "Axiom", "count": 3, "share": 0.6},
        {"name": "Bravos", "count": 2, "share": 0.4},
    ]
    assert data["summary"] == {
        "players": 6,
        "legal": 4,
        "flags": 1,
        "same_lists": 2,
        "exit_code": 2,
    }


def test_text_report_lists_problems_flags_and_metagame(
    runner: CliRunner, cache_dir: Path, event_dir: Path
) -> None:
    path = write_csv(
        event_dir / "r.csv",
        [["name", "deck"], ["Ann", "decks/bugfix.txt"], ["Bo", "decks/kojo.txt"]],
    )
    (event_dir / "decks" / "kojo.txt").write_bytes((STARTERS / "kojo.txt").read_bytes())
    result = event(runner, cache_dir, str(path), "-f", "standard", "--as-of", AS_OF)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[:6] == [
        f"Event: {path}",
        "Columns: player 'name' (column 1), deck 'deck' (column 2) · comma-separated · UTF-8",
        f"Format: standard · as of {AS_OF}",
        "Rules: Complete Rules 5.0 (from 2026-02-27) · ban list of 2026-02-12",
        "",
        "Players with a problem (1 of 2):",
    ]
    assert lines[6] == "Ann (line 2)  ILLEGAL  40 cards · hero Sierra & Oddball (AX) · 8 rares"
    assert "Flags (0):" in lines and "  none" in lines
    assert lines[-1] == "2 players: 1 legal, 1 illegal."


def test_a_deck_file_outside_the_event_folder_is_refused(
    runner: CliRunner, cache_dir: Path, event_dir: Path
) -> None:
    path = write_csv(event_dir / "r.csv", [["player", "deck"], ["Ann", "../../secret.txt"]])
    result = event(runner, cache_dir, str(path), "-f", "standard", "--as-of", AS_OF, "--json")
    assert result.exit_code == 2
    error = json.loads(result.stdout)["players"][0]["error"]["message"]
    assert error == f"{path}:2 (Ann): deck file '../../secret.txt' is outside the CSV's folder"


def test_columns_are_named_or_refused_with_the_header_shown(tmp_path: Path) -> None:
    path = write_csv(
        tmp_path / "r.csv", [["Email", "NAME"], ["a@x", "Ann"], ["", ""]], delimiter=";"
    )
    with pytest.raises(DeckParseError) as missing:
        read_registrations(path)
    assert str(missing.value) == (
        f"{path}:1: no deck column (a header with a word such as decklist, deck, list, liste, "
        "code, deckcode) in the header ('Email', 'NAME'); name it with --deck-column"
    )
    rows = read_registrations(path, deck_column="email")  # named: any case
    assert [(r.line, r.player, r.deck) for r in rows] == [(2, "Ann", "a@x")]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "{path}: no such file"),
        (b"", "{path}: empty file, no header row"),
        (b"player,deck\n", "{path}: no registrations (only a header row)"),
        (b"player,deck\n\xff,x\n", "{path}: not UTF-8 text (bad byte at offset 12); "
         "export the CSV as UTF-8 (Excel: CSV UTF-8)"),
        (b"player,deck\nA\x00,x\n", "{path}: binary data (NUL bytes), not a CSV file"),
    ],
)  # fmt: skip
def test_an_unreadable_registrations_file_names_the_row(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, content: bytes | None, message: str
) -> None:
    path = tmp_path / "r.csv"
    if content is not None:
        path.write_bytes(content)
    result = event(runner, cache_dir, str(path), "-f", "standard")
    assert result.exit_code == 2
    assert result.stderr.strip() == "error: " + message.format(path=path)


@pytest.mark.parametrize("suffix", [".html", ".csv", ".json"])
def test_output_files(runner: CliRunner, cache_dir: Path, event_dir: Path, suffix: str) -> None:
    path = write_csv(
        event_dir / "r.csv", [["player", "deck"], ["=Ann", "decks/bugfix.txt"], ["Bo", "x"]]
    )
    out = event_dir / f"out{suffix}"
    result = event(runner, cache_dir, str(path), "-f", "standard", "--as-of", AS_OF, "-o", str(out))
    assert result.exit_code == 2
    assert f"event report written to {out}" in result.stderr
    text = out.read_text(encoding="utf-8")
    if suffix == ".csv":
        rows = list(csv.reader(io.StringIO(text)))
        assert rows[0] == [
            "line", "player", "verdict", "hero", "faction", "violations", "rule ids", "problems"
        ]  # fmt: skip
        assert rows[1][:7] == ["2", "'=Ann", "ILLEGAL", "Sierra & Oddball", "AX", "1",
                               "ban-list:2025-10-03"]  # fmt: skip
        assert rows[2][2] == "UNREADABLE"
    elif suffix == ".json":
        assert [p["verdict"] for p in json.loads(text)["players"]] == ["ILLEGAL", "UNREADABLE"]
    else:
        assert text.startswith("<!DOCTYPE html>")
        assert "<td class='verdict ILLEGAL'>ILLEGAL</td>" in text
        assert "=Ann" in text and "<script" not in text and "http" not in text


def test_a_bad_output_path_stops_before_any_work(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    for out, message in [
        (tmp_path / "out.pdf", "name a .html, .csv or .json file"),
        (tmp_path / "missing" / "out.html", f"no such folder {str(tmp_path / 'missing')!r}"),
    ]:
        result = event(
            runner, cache_dir, str(tmp_path / "none.csv"), "-f", "standard", "-o", str(out)
        )
        assert result.exit_code == 2
        assert result.stderr.strip() == f"error: -o {out}: {message}"


BROKEN_WORDS_JS = """() => {
  const broken = [];
  for (const cell of document.querySelectorAll("td")) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.data.matchAll(/[^\\s-]+/g)) {
        if (m[0].length > 25) continue;  // a deck code may break: no line holds it
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    }
  }
  return broken;
}"""
"""Words (up to 25 characters, hyphens are break points) split over two lines."""


@pytest.mark.parametrize("width", [1280, 390])
def test_the_html_page_fits_the_screen_in_chromium(
    runner: CliRunner, cache_dir: Path, event_dir: Path, width: int
) -> None:
    chromium = chromium_path()
    from playwright.sync_api import sync_playwright

    long_name = "Maximilienne-Alexandrine de La Tour d'Auvergne-Lauragais"
    sigismar = (STARTERS / "sigismar.txt").read_text(encoding="utf-8")
    uncached = SIERRA.replace(
        "3 ALT_CORE_B_AX_11_C", "2 ALT_CORE_B_AX_11_C\n1 ALT_CORE_B_AX_11_U_99"
    )
    rows = [["player", "deck"], [long_name, "decks/bugfix.txt"], ["Bo", "decks/sierra.txt"]]
    rows += [["Cy", uncached], ["Di", uncached], ["Ed", sigismar], ["Fay", sigismar]]
    # Long problems beside a Sigismar & Wingspan deck: the hero column must not be squeezed.
    gil_extra = "2 ALT_BISE_B_AX_58_C\n" + "\n".join(
        f"1 ALT_CORE_B_OR_{family:02d}_U_{100 + family}" for family in (5, 6, 7, 9, 13, 14, 15)
    )
    rows += [
        [
            "Gil",
            sigismar.replace("3 ALT_CORE_B_OR_23_C", f"4 ALT_CORE_B_OR_23_C\n{gil_extra}"),
        ]
    ]
    rows += [[f"Player {n}", "decks/sierra.txt"] for n in range(12)]
    path = write_csv(event_dir / "r.csv", rows)
    (event_dir / "decks" / "sierra.txt").write_text(SIERRA, encoding="utf-8")
    out = event_dir / "event.html"
    result = runner.invoke(
        cli,
        ["--cache-dir", str(cache_dir), "--offline", "event", "check", str(path), "-f",
         "standard", "--as-of", AS_OF, "-o", str(out)],
    )  # fmt: skip
    assert result.exit_code == 3, result.output  # two Uniques without card data
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": width, "height": 800})
        page.goto(out.as_uri())
        scroll_width = page.evaluate("document.documentElement.scrollWidth")
        title = page.title()
        headings = page.locator("h2").all_inner_texts()
        verdicts = page.locator("td.verdict").all_inner_texts()
        broken = page.evaluate(BROKEN_WORDS_JS)
        text = page.locator("body").inner_text()
        browser.close()
    assert scroll_width <= width
    assert title == "Event check: r.csv"
    assert headings == [
        "Players with a problem (4 of 19)",
        "Flags",
        "Same list (several players each)",
        "Legal players (15)",
        "Metagame",
    ]
    assert verdicts == ["ILLEGAL", "NO-CARD-DATA", "NO-CARD-DATA", "ILLEGAL"]
    assert broken == []  # no "Wingspa|n"
    assert text.count("cards add-unique FILE") == 1  # the hint once, not in every bullet
    assert text.count("(see above)") == 2
    assert f"{path}:" not in text  # the row already says the file, line and player


def test_the_sample_registrations_file(runner: CliRunner, cache_dir: Path) -> None:
    sample = STARTERS / "registrations.csv"
    result = event(runner, cache_dir, str(sample), "--format", "standard", "--as-of", AS_OF)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert "Gus (line 8)  ILLEGAL  40 cards · hero Sierra & Oddball (AX) · 8 rares" in lines
    assert lines[lines.index("Same list (1 list, several players each):") + 1] == (
        "  Kojo & Booda, 40 cards: Bo (line 3), Hal (line 9)"
    )
    assert lines[-1] == "8 players: 7 legal, 1 illegal; 1 same list."
