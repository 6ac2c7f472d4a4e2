"""Build hook: a wheel compiles the engine's hot path with mypyc; an editable install does not.

Everything else about the package is in pyproject.toml. The modules in ``COMPILED`` (the game
state, the day phases, playing cards, the effect interpreter's core, the pilots) run about
3x faster as C extensions (``python bench/engine.py`` says which build it measured). Their
.py sources stay the reference: the tests run on them in an editable install, and CI runs the
tests again on the compiled wheel.

An editable install stays pure Python so that an edited source takes effect at once (a stale
compiled module would shadow it). Setting ``ALTERED_DECK_PURE=1``, a missing mypy or a failed
C build also leave the package pure Python: the same code, slower. A type error in a compiled
module stops the build with mypy's message (CI's mypy run reports it first).
"""

from __future__ import annotations

import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

COMPILED = [
    "core/state",
    "core/queries",
    "core/game",
    "core/play",
    "core/day",
    "core/interpreter",
    "core/hooks",
    "mechanics/boosts/rules",
    "mechanics/reserve/rules",
    "core/rng",
    "mechanics/watchers/rules",
    "mechanics/costs/rules",
    "pilots/base",
    "pilots/greedy",
    "pilots/planner",
    "pilots/tables",
    "pilots/search",
    "pilots/duel_plays",
    "pilots/opening",
    "pilots/pairs",
]
"""Engine modules compiled by mypyc (paths under altered_deck/engine, without .py)."""

_BUILDS = ("bdist_wheel", "build", "build_ext")


class OptionalBuildExt(build_ext):
    """Builds the compiled modules if it can; if any fails, none is kept (they import each
    other through one shared library) and the engine stays pure Python."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # no C compiler, missing headers...
            for path in self.get_outputs():
                if os.path.exists(path):
                    os.remove(path)
            print(f"altered-deck: engine left pure Python ({error})", file=sys.stderr)


def compiled_extensions() -> list:
    """mypyc's extension modules, when this is a (non-editable) build that wants them."""
    if os.environ.get("ALTERED_DECK_PURE") or not any(cmd in sys.argv for cmd in _BUILDS):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("altered-deck: mypy not installed, engine left pure Python", file=sys.stderr)
        return []
    paths = [f"altered_deck/engine/{name}.py" for name in COMPILED]
    # not pyproject's [tool.mypy]: its pydantic plugin and the third-party packages the rest
    # of altered_deck imports are not in the build environment (and nothing compiled uses them)
    options = ["--config-file=", "--ignore-missing-imports", "--follow-imports=silent"]
    return mypycify(options + paths, opt_level="3", group_name="altered_deck_engine")


setup(ext_modules=compiled_extensions(), cmdclass={"build_ext": OptionalBuildExt})
