"""Every command documents itself: --help has an example and fits an 80-column terminal."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli


def _commands(group: click.Group, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    found: list[tuple[str, ...]] = []
    ctx = click.Context(group)
    for name in group.list_commands(ctx):  # the top level loads its commands lazily
        command = group.get_command(ctx, name)
        assert command is not None, name
        path = (*prefix, name)
        if isinstance(command, click.Group):
            found += _commands(command, path)
        else:
            found.append(path)
    return found


COMMANDS = _commands(cli)


def test_every_command_is_listed():
    assert [" ".join(c) for c in COMMANDS] == [
        "cache clear",
        "cache info",
        "cards add-unique",
        "cards bundle",
        "cards import",
        "cards search",
        "cards show",
        "cards sync",
        "deck convert",
        "deck examples",
        "deck show",
        "engine build",
        "engine coverage",
        "engine scenario",
        "event check",
        "formats",
        "gauntlet",
        "goldfish",
        "matchup",
        "report",
        "rules update",
        "stats",
        "tune",
        "validate",
    ]


@pytest.mark.parametrize("path", COMMANDS, ids=" ".join)
def test_help_has_an_example_and_fits_80_columns(path: tuple[str, ...]):
    result = CliRunner().invoke(cli, [*path, "--help"], terminal_width=80)
    assert result.exit_code == 0
    assert "altered-deck " + path[0] in result.stdout.split("Example")[1]
    assert [line for line in result.stdout.splitlines() if len(line) > 80] == []


def test_every_command_is_in_the_written_docs():
    """Beside the generated reference, every command is explained in a written page."""
    from tests.conftest import ROOT

    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    text = "\n".join(p.read_text(encoding="utf-8") for p in pages)
    for path in COMMANDS:
        assert " ".join(path) in text, path
