"""Start-up stays light: --help and --version import no command module, no network stack,
no pydantic and no engine; commands load only what they use (checked in a fresh process)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import click
import pytest

from altered_deck.cli.main import COMMANDS, cli

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("pydantic", "requests", "urllib3", "multiprocessing", "tabulate")
OURS_HEAVY = (
    "altered_deck.cards.model",
    "altered_deck.cards.apischema",
    "altered_deck.cards.httpclient",
    "altered_deck.engine",
    "altered_deck.render",
    "altered_deck.cli.cards",
    "altered_deck.cli.deck",
    "altered_deck.cli.goldfish",
    "altered_deck.cli.stats",
    "altered_deck.cli.validate",
)


def _loaded_after(*args: str, cache_dir: Path) -> tuple[int, list[str]]:
    """Exit code and the modules loaded after ``altered-deck ARGS`` in a new interpreter."""
    script = (
        "import json, sys\n"
        "from altered_deck.cli.main import main\n"
        "try:\n"
        "    main()\n"
        "except SystemExit as exc:\n"
        "    code = exc.code or 0\n"
        "print(json.dumps([code, sorted(sys.modules)]), file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, "--cache-dir", str(cache_dir), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    code, modules = json.loads(done.stderr.splitlines()[-1])
    return code, modules


def _heavy(modules: list[str], names: tuple[str, ...]) -> list[str]:
    return sorted({n for n in names for m in modules if m == n or m.startswith(n + ".")})


@pytest.mark.parametrize("args", [["--version"], ["--help"], ["-h"]])
def test_help_and_version_import_nothing_heavy(args: list[str], tmp_path: Path) -> None:
    code, modules = _loaded_after(*args, cache_dir=tmp_path)
    assert code == 0
    assert _heavy(modules, HEAVY) == []
    assert _heavy(modules, OURS_HEAVY) == []


def test_reading_the_cache_does_not_import_pydantic_or_the_network(cache_dir: Path) -> None:
    code, modules = _loaded_after("cards", "show", "ALT_CORE_B_AX_08_R2", cache_dir=cache_dir)
    assert code == 0
    assert _heavy(modules, ("pydantic", "requests", "urllib3", "multiprocessing")) == []
    assert "altered_deck.cards.model" in modules  # it did read a card


def test_validate_loads_no_network_no_pydantic_no_engine(cache_dir: Path, tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("1 ALT_CORE_B_AX_01_C\n", encoding="utf-8")
    code, modules = _loaded_after("validate", str(deck), cache_dir=cache_dir)
    assert code == 1  # one card is not a legal deck; what matters is what was loaded
    heavy = ("pydantic", "requests", "urllib3", "multiprocessing", "altered_deck.engine")
    assert _heavy(modules, heavy) == []


def test_the_static_command_table_matches_the_commands() -> None:
    ctx = click.Context(cli)
    assert cli.list_commands(ctx) == sorted(COMMANDS)
    for name, (_target, help_line) in COMMANDS.items():
        command = cli.get_command(ctx, name)
        assert command is not None and command.name == name
        assert command.help is not None
        first_line = " ".join(command.help.split("\n\n")[0].split())
        assert help_line == first_line, name


@pytest.mark.parametrize("args", [["--version"], ["validate", "{deck}"]])
def test_version_and_validate_read_no_package_metadata(
    args: list[str], cache_dir: Path, tmp_path: Path
) -> None:
    deck = ROOT / "data" / "decks" / "kojo.txt"
    _code, modules = _loaded_after(
        *(a.replace("{deck}", str(deck)) for a in args), cache_dir=cache_dir
    )
    heavy = ("importlib.metadata", "altered_deck.engine", "requests")
    assert _heavy(modules, heavy) == []
