"""User text (deck file names, card names, player names, messages) in Markdown (the job
summary, ``--summary-md``) and HTML (the report and event pages) goes through one escaping
function per target: shown, never obeyed."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.render.safe import html_text, markdown_code, markdown_text
from tests.conftest import STARTERS

PAYLOADS = [
    "two``backticks` | <b>x</b>",
    "pipe|pipe",
    "<img src=x onerror=alert(1)>",
    "[link](javascript:alert(1))",
    "![image](https://example.com/t.png)",
    "line\nbreak\r\nhere",
    "&lt;b&gt; &#60;script&#62;",
    "**bold** ~~gone~~ \\",
]
# A cell boundary is a pipe not escaped by a backslash (itself not escaped).
CELL_BREAK = re.compile(r"(?<!\\)(?:\\\\)*\|")


@pytest.mark.parametrize("payload", PAYLOADS)
def test_markdown_text_is_literal(payload: str) -> None:
    text = markdown_text(payload)
    assert "\n" not in text and "\r" not in text
    assert "<" not in text and ">" not in text
    assert not CELL_BREAK.search(text)
    assert not re.search(r"(?<!\\)[\[\]`]", text.replace("\\\\", ""))
    assert not re.search(
        r"&#?\w+;", text.replace("&amp;", "").replace("&lt;", "").replace("&gt;", "")
    )


def test_markdown_text_exactly() -> None:
    assert markdown_text("[link](javascript:alert(1))") == "\\[link\\](javascript:alert(1))"
    assert markdown_text("<img src=x onerror=alert(1)>") == "&lt;img src=x onerror=alert(1)&gt;"
    assert markdown_text("a|b\nc") == "a\\|b c"
    assert markdown_text("&#60; & &amp;") == "&amp;#60; & &amp;amp;"
    assert markdown_text("Sierra & Oddball (AX)") == "Sierra & Oddball (AX)"


@pytest.mark.parametrize(
    ("name", "span"),
    [
        ("decks/sierra.txt", "`decks/sierra.txt`"),
        ("a`b", "`` a`b ``"),
        ("two``ticks", "``` two``ticks ```"),
        ("x|y\nz", "`x\\|y z`"),
    ],
)
def test_a_code_span_is_never_closed_early(name: str, span: str) -> None:
    assert markdown_code(name) == span


def test_html_text_escapes_every_special_character() -> None:
    assert html_text("<img src=x onerror=\"a('1')\"> & ") == (
        "&lt;img src=x onerror=&quot;a(&#x27;1&#x27;)&quot;&gt; &amp; "
    )


def test_a_deck_file_name_cannot_break_out_of_its_summary_cell(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    name = "x`` | <img src=x onerror=alert(1)> [a](javascript:b) ``.txt"
    shutil.copy(STARTERS / "kojo.txt", tmp_path / name)
    args = ["--cache-dir", str(cache_dir), "--offline", "validate", name, "--summary-md", "s.md"]
    assert runner.invoke(cli, args).exit_code == 0
    row = (tmp_path / "s.md").read_text(encoding="utf-8").splitlines()[6]
    assert row.startswith(
        "| ``` x`` \\| <img src=x onerror=alert(1)> [a](javascript:b) ``.txt ``` | ✅ LEGAL | "
    )
    assert len(CELL_BREAK.findall(row)) == 5  # four cells


def test_player_and_file_names_are_text_in_the_event_page(
    runner: CliRunner, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    deck = "<img src=x onerror=alert(2)>.txt"
    shutil.copy(STARTERS / "kojo.txt", tmp_path / deck)
    player = '"><script>alert(1)</script>'
    (tmp_path / "r.csv").write_text(
        f'player,deck\n"{player.replace(chr(34), 2 * chr(34))}",{deck}\n'
    )
    args = ["--cache-dir", str(cache_dir), "--offline", "event", "check", "r.csv", "-f", "standard"]
    result = runner.invoke(cli, [*args, "-o", "r.html"])
    assert result.exit_code == 0, result.stderr
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "<img" not in page and "<script>alert" not in page
    assert html_text(player) in page
