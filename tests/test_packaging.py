"""The package list in pyproject.toml names every subpackage (setuptools is given the list,
because data/ is mapped into the package), so a wheel never silently drops one; setup.py
compiles engine modules that exist."""

from __future__ import annotations

import ast
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


def test_every_module_setup_compiles_exists() -> None:
    """setup.py's ``COMPILED`` (the engine modules a wheel builds with mypyc) names real
    modules: a renamed or moved module would otherwise be left pure Python without a word."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    (value,) = [
        node.value
        for node in tree.body
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "COMPILED"
    ]
    compiled = ast.literal_eval(value)
    engine = Path(altered_deck.engine.__file__).parent  # the sources, in a checkout or a wheel
    missing = [name for name in compiled if not (engine / f"{name}.py").is_file()]
    assert (len(compiled), missing) == (28, [])
