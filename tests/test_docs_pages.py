"""The generated documentation pages follow the code: the format rules pages come from the rules
data, "What is modelled" from ``engine coverage --json``, the command line reference from the
click commands. Each test changes the input and sees the page change."""

from __future__ import annotations

import copy
import json
import re
import shutil
from collections.abc import Callable
from datetime import date
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import click
import markdown
import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.formats import load_catalog
from tests.conftest import ROOT
from tests.docskit import generate, generated, heading_anchors
from tests.test_cli_help import COMMANDS


def _rules_dir_with(tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    rules = tmp_path / "rules"
    shutil.copytree(generate.RULES_DIR, rules)
    data = json.loads((rules / "formats.json").read_text(encoding="utf-8"))
    change(data)
    (rules / "formats.json").write_text(json.dumps(data), encoding="utf-8")
    return rules


# --- the format rules pages ---------------------------------------------------------------


def test_every_format_has_a_page_and_a_nav_entry() -> None:
    catalog = load_catalog()
    pages = generate.rules_pages()
    assert pages["reference/rules/index.md"].startswith("## Formats\n")
    assert sorted(pages) == sorted(
        ["reference/rules/index.md", *(f"reference/rules/{n}.md" for n in catalog.names)]
    )
    nav = generate.format_nav()
    assert nav[0] == "reference/rules/index.md"
    assert nav[1:] == [{f.title: f"reference/rules/{f.name}.md"} for f in catalog.formats]


def test_every_rule_has_its_entry_with_its_id_under_each_rules_version() -> None:
    catalog = load_catalog()
    pages = generate.rules_pages()
    for fmt in catalog.formats:
        page = pages[f"reference/rules/{fmt.name}.md"]
        assert {code.lower() for code in fmt.codes} <= heading_anchors(page)
        for rule in fmt.rules:
            assert (
                f"| [`{rule.code}`](#{rule.code.lower()}) | {rule.summary} | {rule.dates()} |"
                in page
            )
            entry = page.split(f"## {rule.code}\n", 1)[1].split("\n## ", 1)[0]
            for version in catalog.rules_versions:
                day = max(d for d in (version.start, rule.start, date(2024, 1, 1)) if d)
                if rule.in_force(day) and version.in_force(day):
                    rule_id = rule.rule_id(version.numbering)
                    shown = "ban-list:DATE" if rule_id == "ban-list" else rule_id
                    assert re.search(
                        rf"^\| {version.label} \| .* \| `{re.escape(shown)}", entry, re.M
                    )


def test_standard_entries_have_ids_by_date_and_examples() -> None:
    page = generate.rules_pages()["reference/rules/standard.md"]
    size = page.split("## STD-SIZE-MIN\n", 1)[1].split("\n## ", 1)[0]
    assert "| pre-4.0 rules | until 2025-10-02 | `1.1.4.c` |" in size
    assert "| Complete Rules 5.0 | from 2026-02-27 | `1.1.4.b` |" in size
    assert '"params": {"min": 40, "count": "all"}' in size
    seen = generated()["reference/rules/standard.md"]
    assert (
        'sierra-four-salvagers.txt: STD-NAME-MAX 1.1.4.d: 4 cards named "Axiom Salvager" '
        "(max 3): ALT_CORE_B_AX_08_C ×4 [line 5]" in seen
    )


def test_a_rule_added_to_the_rules_data_gets_its_entry(tmp_path: Path) -> None:
    new_rule = {
        "code": "STD-EPIC-MAX",
        "check": "rarity_max",
        "number": {"pre-4.0": "1.1.4.z", "5.0": "1.1.4.y"},
        "params": {"rarity": "EXALTED", "max": 2},
        "summary": "at most 2 epic cards",
        "from": "2027-01-01",
    }

    def add_rule(data: dict[str, Any]) -> None:
        data["formats"][0]["rules"].append(new_rule)

    before = generate.rules_pages()
    after = generate.rules_pages(_rules_dir_with(tmp_path, add_rule))
    assert "STD-EPIC-MAX" not in before["reference/rules/standard.md"]
    for name in ("standard", "2v2", "ffa", "nuc"):  # the formats based on Standard follow it
        page = after[f"reference/rules/{name}.md"]
        assert (
            "| [`STD-EPIC-MAX`](#std-epic-max) | at most 2 epic cards | from 2027-01-01 |" in page
        )
        assert "| Complete Rules 5.0 | from 2027-01-01 | `1.1.4.y` |" in page
        entry = page.split("## STD-EPIC-MAX\n", 1)[1].split("\n## ", 1)[0]
        assert "pre-4.0 rules" not in entry  # not in force before 2027
    assert "[standard](standard.md#std-epic-max)" in after["reference/rules/index.md"]
    assert "STD-EPIC-MAX" not in after["reference/rules/singleton.md"]


def test_a_format_added_to_the_rules_data_gets_its_page(tmp_path: Path) -> None:
    def add_format(data: dict[str, Any]) -> None:
        league = copy.deepcopy(data["formats"][0])
        league.update(name="league", title="League", base="standard", drop=["STD-RARE-MAX"])
        league["rules"] = []
        data["formats"].append(league)

    rules = _rules_dir_with(tmp_path, add_format)
    page = generate.rules_pages(rules)["reference/rules/league.md"]
    assert page.startswith("# League\n")
    assert "It follows [standard](standard.md) without `STD-RARE-MAX`." in page
    assert "## STD-HERO-COUNT" in page and "## STD-RARE-MAX" not in page
    assert generate.format_nav(rules)[-1] == {"League": "reference/rules/league.md"}


# --- What is modelled ------------------------------------------------------------------------


def test_the_modelled_page_has_the_figures_of_engine_coverage_json(tmp_path: Path) -> None:
    done = CliRunner().invoke(
        cli, ["--cache-dir", str(tmp_path), "--offline", "engine", "coverage", "--json"]
    )
    data = json.loads(done.stdout)
    page = generated()["engine/modelled.md"]
    assert page == generate.modelled_page(data)
    written = (ROOT / "docs/engine/modelled.md").read_text(encoding="utf-8")
    assert "\n<!-- generated -->\n" in written  # where the build puts the figures
    executed = data["classes"]["modelled"] + data["classes"]["matchup_only"]
    assert f"**{executed:,} of {data['distinct_texts']:,} distinct effect texts modelled" in page
    assert "what-the-engine-does-not-model" in heading_anchors(page)
    for pattern in data["patterns"]:
        assert f"| {pattern['pattern']} | {pattern['records']:,} |" in page


def test_the_modelled_page_follows_the_coverage_data() -> None:
    data = {
        "distinct_texts": 10,
        "modelled_ratio": 0.8,
        "goldfish_ratio": 0.5,
        "records": 12,
        "classes": _counts(10, 5, 3, 1, 1),
        "main": _counts(9, 5, 2, 1, 1),
        "echo": _counts(1, 0, 1, 0, 0),
        "ability_instances": _counts(14, 8, 4, 1, 1),
        "by_set": {"CORE": _counts(10, 5, 3, 1, 1)},
        "by_type": {"Hero": _counts(10, 5, 3, 1, 1)},
        "patterns": [{"pattern": "dice", "records": 3, "texts": 1, "example": "Roll a | die."}],
    }
    page = generate.modelled_page(data)
    assert "**8 of 10 distinct effect texts modelled (80.0%)**, over 12" in page
    assert "| dice | 3 | 1 | Roll a \\| die. |" in page
    data["patterns"].append({"pattern": "gifts", "records": 2, "texts": 2, "example": "Gift."})
    assert "| gifts | 2 | 2 | Gift. |" in generate.modelled_page(data)


def _counts(total: int, modelled: int, matchup: int, opponent: int, unmodelled: int) -> dict:
    return {
        "distinct_texts": total,
        "modelled": modelled,
        "matchup_only": matchup,
        "opponent_only": opponent,
        "partial": 0,
        "unmodelled": unmodelled,
        "modelled_ratio": (modelled + matchup) / total,
        "goldfish_ratio": modelled / total,
    }


# --- the command line reference ---------------------------------------------------------


def _reference_html(module: str, command: str) -> str:
    """docs/reference/cli.md rendered by mkdocs-click, for ``module:command``."""
    text = (ROOT / "docs/reference/cli.md").read_text(encoding="utf-8")
    text = re.sub(r":module: .*", f":module: {module}", text)
    text = re.sub(r":command: .*", f":command: {command}", text)
    return markdown.markdown(
        text,
        extensions=[
            "attr_list",
            "tables",
            "fenced_code",
            "mkdocs-click",
            generate.help_blocks_extension(),
        ],
    )


def _extended_cli() -> click.Group:
    ctx = click.Context(cli)
    group = click.Group("altered-deck", help=cli.help)
    for name in cli.list_commands(ctx):
        command = cli.get_command(ctx, name)
        assert command is not None
        group.add_command(command, name)

    @group.command("shuffle")
    @click.option("--times", metavar="N", help="Shuffle the deck N times.")
    def shuffle(times: str) -> None:
        """Shuffle a deck and print its first hand."""

    return group


EXTENDED_CLI = _extended_cli()


def test_the_cli_reference_documents_every_command() -> None:
    html = _reference_html("altered_deck.cli.main", "cli")
    for path in COMMANDS:
        assert f"altered-deck {' '.join(path)}</h" in html, path
    assert "--as-of" in html and "--annotations" in html
    # the examples of each command's help, as a terminal shows them
    assert "altered-deck validate decks/*.txt --annotations github" in html


def test_a_command_added_to_the_cli_appears_in_the_reference() -> None:
    assert "altered-deck shuffle" not in _reference_html("altered_deck.cli.main", "cli")
    html = _reference_html("tests.test_docs_pages", "EXTENDED_CLI")
    assert "altered-deck shuffle</h" in html
    assert "Shuffle a deck and print its first hand." in html
    assert "Shuffle the deck N times." in html


def test_a_written_page_gets_the_generated_text_at_its_marker() -> None:
    page = SimpleNamespace(file=SimpleNamespace(src_uri="engine/modelled.md"))
    generate._sections["engine/modelled.md"] = "## The figures"
    try:
        done = generate.on_page_markdown("# T\n\n<!-- generated -->\n", page, None, None)
        assert done == "# T\n\n## The figures\n"
        with pytest.raises(ValueError, match="no <!-- generated --> line"):
            generate.on_page_markdown("# T\n", page, None, None)
    finally:
        generate._sections.clear()
    assert generate.on_page_markdown("# T\n", page, None, None) == "# T\n"
