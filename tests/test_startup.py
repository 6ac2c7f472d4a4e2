"""Start-up stays light: --help and --version import no command module, no network stack,
no pydantic and no engine; commands load only what they use (checked in a fresh process)."""

from __future__ import annotations

import functools
import gc
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import click
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import altered_deck
from altered_deck.cli.main import COMMANDS, cli
from altered_deck.render.validation import WIDTH, _wrapped

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


def _run_entry(*args: str) -> tuple[int, str, list[str]]:
    """Exit code, stdout and the modules the console script's entry point (the one
    ``altered-deck`` runs) loaded with ``ARGS``, in a new interpreter, beyond a bare one's."""
    script = (
        "import json, sys\n"
        "from altered_deck.cli.entry import main\n"
        "try:\n"
        "    main()\n"
        "except SystemExit as exc:\n"
        "    code = exc.code or 0\n"
        "print(json.dumps([code, sorted(sys.modules)]), file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    code, modules = json.loads(done.stderr.splitlines()[-1])
    return code, done.stdout, sorted(set(modules) - _bare_interpreter_modules())


@functools.cache
def _bare_interpreter_modules() -> frozenset[str]:
    """What a bare interpreter has loaded before any of ours: an editable install's path hook,
    for one, imports pathlib and typing from ``site``."""
    script = "import json, sys; print(json.dumps(sorted(sys.modules)))"
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    return frozenset(json.loads(done.stdout))


# What a start-up that only prints the version, or judges the decks it is given, must not load:
# package metadata (~35 ms), the engine, the network stack, importlib.resources (zipfile,
# tempfile, inspect), pathspec (asyncio; only a searched folder needs .gitignore rules),
# platformdirs (the cache folder is given), tomllib (no configuration file: this checkout's
# pyproject.toml names the package only as a value), the signal module (its enums; Ctrl-C
# handling uses its C core), and what only a mistake or a JUnit report needs.
NOT_AT_START_UP = (
    "importlib.metadata",
    "importlib.resources",
    "altered_deck.engine",
    "requests",
    "urllib3",
    "pydantic",
    "pathspec",
    "asyncio",
    "platformdirs",
    "tomllib",
    "signal",
    "difflib",
    "hashlib",
    "xml.etree",
)


@pytest.mark.parametrize("flag", ["--version", "-V"])
def test_the_console_script_answers_version_before_loading_click(flag: str) -> None:
    code, out, modules = _run_entry(flag)
    assert code == 0
    assert out.splitlines()[0] == f"altered-deck {altered_deck.__version__}"
    assert _heavy(modules, ("click", "typing", "pathlib", *NOT_AT_START_UP)) == []


def test_the_fast_version_prints_what_the_option_prints(tmp_path: Path) -> None:
    _code, fast, _modules = _run_entry("--version")
    # With another option first, click parses the line and its --version option answers.
    code, through_click, modules = _run_entry("--cache-dir", str(tmp_path), "--version")
    assert code == 0 and "click" in modules
    assert fast == through_click
    lines = fast.splitlines()
    assert len(lines) == 3
    assert lines[1] in ("engine: compiled (mypyc)", "engine: pure Python")
    assert lines[2] == "bundled card data: 2026-07"


def test_validating_named_decks_loads_nothing_it_does_not_use(cache_dir: Path) -> None:
    # relative to the checkout (the working folder): its line is as long wherever it is
    deck = "data/decks/sierra.txt"
    code, out, modules = _run_entry("--cache-dir", str(cache_dir), "validate", deck)
    assert code == 0
    assert (
        "\ndata/decks/sierra.txt  LEGAL  40 cards · hero Sierra & Oddball (AX) · 8 rares\n" in out
    )
    assert _heavy(modules, NOT_AT_START_UP) == []
    assert "altered_deck.cards.uniques" not in modules  # no Unique missing: no fetcher
    assert "altered_deck.decks.deckfmt" not in modules  # a decklist file, not a code
    assert "click.shell_completion" not in modules  # nothing to complete
    assert "altered_deck.formats.rulesfields" not in modules  # no rules file to check
    assert "altered_deck.decks.discover" not in modules  # no folder to search
    assert _heavy(modules, ("textwrap", "altered_deck.render.findings")) == []  # lines fit


def test_searching_a_folder_still_reads_gitignore(cache_dir: Path, tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / ".gitignore").write_text("skipped.txt\n", encoding="utf-8")
    shutil.copy(ROOT / "data" / "decks" / "sierra.txt", tmp_path / "sierra.txt")
    shutil.copy(ROOT / "data" / "decks" / "kojo.txt", tmp_path / "skipped.txt")  # ignored
    code, out, modules = _run_entry("--cache-dir", str(cache_dir), "validate", str(tmp_path))
    assert code == 0
    assert "1 deck: 1 legal." in out
    assert "pathspec" in modules


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("unbuffered", ["", "1"])
@pytest.mark.parametrize("args", [["--version"], ["--cache-dir", "{tmp}", "--version"]])
def test_version_on_a_full_disk_is_exit_3(args: list[str], unbuffered: str, tmp_path: Path) -> None:
    argv = [a.replace("{tmp}", str(tmp_path)) for a in args]
    script = "from altered_deck.cli.entry import main; main()"
    env = {**os.environ, "PYTHONUNBUFFERED": unbuffered}
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = subprocess.run(
            [sys.executable, "-c", script, *argv],
            cwd=ROOT,
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            timeout=60,
        )
    assert done.returncode == 3
    assert done.stderr == "error: cannot write output (No space left on device)\n"


def _collector_states(*args: str) -> dict[str, bool]:
    """Whether the collector was on when the command's module had loaded, and when the command
    read its deck (and whether start-up's objects were frozen by then), for ``altered-deck
    ARGS`` run by the console script's entry point in a new interpreter."""
    script = (
        "import gc, json, sys\n"
        "import altered_deck.cli.collector as collector\n"
        "import altered_deck.cli.entry as entry\n"
        "import altered_deck.decks.reader as reader\n"
        "seen = {}\n"
        "loaded, read = collector.command_loaded, reader.read_deck_file\n"
        "def loaded_spy():\n"
        "    seen['loading'] = gc.isenabled()\n"
        "    loaded()\n"
        "def read_spy(*args, **kwargs):\n"
        "    seen['command'] = gc.isenabled()\n"
        "    seen['frozen'] = gc.get_freeze_count() > 0\n"
        "    return read(*args, **kwargs)\n"
        "collector.command_loaded, reader.read_deck_file = loaded_spy, read_spy\n"
        "try:\n"
        "    entry.main()\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(json.dumps(seen), file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, *args], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    return dict(json.loads(done.stderr.splitlines()[-1]))


def test_the_collector_waits_while_the_command_loads_then_runs(cache_dir: Path) -> None:
    deck = str(ROOT / "data" / "decks" / "sierra.txt")
    states = _collector_states("--cache-dir", str(cache_dir), "validate", deck)
    assert states == {"loading": False, "command": True, "frozen": True}


def test_running_the_cli_in_process_leaves_the_collector_alone(cache_dir: Path) -> None:
    from click.testing import CliRunner

    deck = str(ROOT / "data" / "decks" / "sierra.txt")
    frozen_before = gc.get_freeze_count()
    result = CliRunner().invoke(cli, ["--cache-dir", str(cache_dir), "validate", deck])
    assert result.exit_code == 0
    assert gc.isenabled()
    assert gc.get_freeze_count() == frozen_before


@settings(max_examples=500, derandomize=True, deadline=None)
@given(
    head=st.sampled_from(["", "  ", "  note: ", "deck.txt  LEGAL  ", "x" * 79]),
    text=st.text(st.sampled_from("ab ·é\t\n\u00a0\u2028-"), max_size=90),
)
def test_the_reports_one_line_shortcut_says_what_textwrap_says(head: str, text: str) -> None:
    # the report wraps each line with textwrap, loaded only when a line needs wrapping
    expected = textwrap.wrap(
        text,
        width=WIDTH,
        initial_indent=head,
        subsequent_indent=" " * len(head),
        break_long_words=False,
        break_on_hyphens=False,
    )
    assert _wrapped(head, text, len(head)) == expected
