"""The package list in pyproject.toml names every subpackage (setuptools is given the list,
because data/ is mapped into the package), so a wheel never silently drops one."""

from __future__ import annotations

import tomllib

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
