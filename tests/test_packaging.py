"""The package list in pyproject.toml names every subpackage (setuptools is given the list,
because data/ is mapped into the package), so a wheel never silently drops one; setup.py
compiles engine modules that exist."""

from __future__ import annotations

import runpy
import tomllib
from pathlib import Path

import altered_deck.engine
from tests.conftest import ROOT


def test_every_subpackage_is_listed_for_the_wheel() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "altered_deck").rglob("__init__.py")
    }
    assert sorted(on_disk - listed) == []
    assert sorted(listed - on_disk) == ["altered_deck.data"]  # data/, mapped by package-dir
    assert config["tool"]["setuptools"]["package-dir"] == {"altered_deck.data": "data"}


def test_the_modules_a_wheel_compiles_are_the_marked_ones() -> None:
    """setup.py compiles the engine modules that carry the ``# mypyc: compiled`` line (each
    module says so itself: nothing to keep in step when one moves)."""
    setup = runpy.run_path(str(ROOT / "setup.py"), run_name="setup_under_test")
    engine = Path(altered_deck.engine.__file__).parent  # the sources, in a checkout or a wheel
    compiled = setup["compiled_modules"](engine.parent.parent)
    assert len(compiled) == 34 and all((engine / f"{name}.py").is_file() for name in compiled)
    assert {"core/state", "core/interpreter", "mechanics/boosts/rules", "pilots/greedy"} <= set(
        compiled
    )
    assert "text/body" not in compiled and "registry" not in compiled
