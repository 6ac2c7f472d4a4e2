"""Releases: one version (pyproject.toml) that the package (a constant, so that start-up reads
no metadata), the installed metadata and the changelog agree on (the pinned hook and Action:
tests/test_pins.py); --version and `engine build` say which engine is installed; the example
decks reach pip users; a wheel that falls back to pure Python says so."""

from __future__ import annotations

import ast
import importlib.metadata
import json
import re
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

import altered_deck
from altered_deck.build import bundled_data_date, engine_build, engine_is_compiled
from altered_deck.cli.main import cli
from tests.conftest import ROOT, STARTERS

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_version_is_pyprojects_everywhere() -> None:
    # altered_deck/__init__.py writes it too (importlib.metadata cost every start-up ~35 ms):
    # this fails when a release bumps one and not the other.
    assert altered_deck.__version__ == importlib.metadata.version("altered-deck") == VERSION


def test_the_changelog_has_this_version() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = re.findall(r"^## \[(\d+\.\d+\.\d+)\]", changelog, flags=re.M)
    assert releases[0] == VERSION
    # the release's link: its commit (tests/test_pins.py checks the commit), or a tag
    link = rf"^\[{re.escape(VERSION)}\]: https://github\.com/altered-deck/altered-deck/((tree|commit)/[0-9a-f]{{40}}|releases/tag/v{re.escape(VERSION)})$"
    assert re.search(link, changelog, flags=re.M)


def test_version_says_the_engine_build_and_the_card_data_date(runner: CliRunner) -> None:
    from altered_deck.engine import is_compiled

    result = runner.invoke(cli, ["--version"])
    assert result.exit_code == 0
    # The editable install of the set-up is pure Python; CI runs the tests on a wheel too.
    build = "compiled (mypyc)" if is_compiled() else "pure Python"
    assert result.stdout == f"altered-deck {VERSION}\nengine: {build}\nbundled card data: 2026-07\n"
    assert bundled_data_date() == "2026-07"


def test_the_light_engine_check_agrees_with_the_engine() -> None:
    from altered_deck.engine import is_compiled

    assert engine_is_compiled() is is_compiled()
    assert engine_build() == ("compiled (mypyc)" if is_compiled() else "pure Python")


def test_engine_build(runner: CliRunner) -> None:
    from altered_deck.engine import is_compiled

    compiled = is_compiled()
    build = "compiled (mypyc)" if compiled else "pure Python"
    result = runner.invoke(cli, ["engine", "build", "--json"])
    data = json.loads(result.stdout)
    assert (data["compiled"], data["build"]) == (compiled, build)
    assert data["module"].endswith(".so" if compiled else "state.py")
    text = runner.invoke(cli, ["engine", "build"]).stdout
    assert text.startswith(f"engine: {build}\nmodule: ")


def test_a_pure_python_fallback_warns_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    # setup.py's warning, run alone (building a wheel here would take minutes).
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    (function,) = [n for n in tree.body if getattr(n, "name", "") == "warn_pure_python"]
    namespace: dict[str, object] = {"sys": __import__("sys")}
    exec(compile(ast.Module(body=[function], type_ignores=[]), "setup.py", "exec"), namespace)
    namespace["warn_pure_python"]("the C build failed: no compiler")  # type: ignore[operator]
    err = capsys.readouterr().err
    assert "WARNING: altered-deck's engine is NOT compiled: installing it as pure Python" in err
    assert "Reason: the C build failed: no compiler\n" in err
    assert "`altered-deck engine build`" in err


def test_deck_examples_lists_and_copies_the_shipped_decks(
    runner: CliRunner, tmp_path: Path
) -> None:
    names = json.loads(runner.invoke(cli, ["deck", "examples", "--json"]).stdout)
    starters = sorted(p.name for p in STARTERS.glob("*.txt"))
    illegal = sorted(f"illegal/{p.name}" for p in (STARTERS / "illegal").glob("*.txt"))
    assert names == starters + illegal
    target = tmp_path / "data" / "decks"
    target.mkdir(parents=True)
    (target / "sierra.txt").write_text("my own Sierra\n", encoding="utf-8")
    result = runner.invoke(cli, ["deck", "examples", "--copy", str(target)])
    assert result.exit_code == 0
    assert result.stderr == (
        f"note: kept {target / 'sierra.txt'}: it exists with other content\n"
        f"9 example decks in {target}\n"
    )
    assert (target / "sierra.txt").read_text(encoding="utf-8") == "my own Sierra\n"
    for name in [n for n in names if n != "sierra.txt"]:
        shipped = (STARTERS / name).read_text(encoding="utf-8")
        assert (target / name).read_text(encoding="utf-8") == shipped
