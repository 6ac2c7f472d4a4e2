"""Build hook: a wheel compiles the engine's hot path with mypyc; an editable install does not.

Everything else about the package is in pyproject.toml. The modules marked with the line
``# mypyc: compiled`` (the game state, the day phases, the duel, playing cards, the effect
interpreter's core, the pilots) run about 3x faster as C extensions (``python bench/engine.py``
says which build it measured). Their .py sources stay the reference: the tests run on them in
an editable install, and CI runs the tests again on the compiled wheel.

An editable install stays pure Python so that an edited source takes effect at once (a stale
compiled module would shadow it). So does the pre-commit hook's environment: the hook validates
and plays no game, and compiling would make its first install minutes instead of seconds.
Setting ``ALTERED_DECK_PURE=1``, a missing mypy or a failed C build also leave the package pure
Python: the same code, slower. A type error in a compiled
module stops the build with mypy's message (CI's mypy run reports it first).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent

COMPILED_MARKER = "# mypyc: compiled"
"""The line a module of the engine carries to be compiled by mypyc in a wheel (under its
docstring): the module says so itself, no list to keep in step when a hot module moves."""


def compiled_modules(root: Path = ROOT) -> list[str]:
    """The engine modules a wheel compiles (paths under altered_deck/engine, without .py): those
    whose source has :data:`COMPILED_MARKER` as a line."""
    engine = root / "altered_deck" / "engine"
    return sorted(
        path.relative_to(engine).with_suffix("").as_posix()
        for path in engine.rglob("*.py")
        if COMPILED_MARKER in path.read_text(encoding="utf-8").splitlines()
    )


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
            warn_pure_python(f"the C build failed: {error}")


def warn_pure_python(reason: str) -> None:
    """Say loudly on stderr that the engine is installed uncompiled, and why. pip shows build
    output only with -v, so `altered-deck --version` and `altered-deck engine build` also say
    which build is installed."""
    rule = "=" * 78
    print(
        f"\n{rule}\n"
        "WARNING: altered-deck's engine is NOT compiled: installing it as pure Python\n"
        f"(the same results, about 3x slower to simulate; validating is unaffected).\n"
        f"Reason: {reason}\n"
        "Check an installation with `altered-deck engine build`.\n"
        f"{rule}\n",
        file=sys.stderr,
        flush=True,
    )


def built_for_a_pre_commit_hook(source: Path) -> bool:
    """Whether ``source`` is a clone pre-commit made for a hook: pre-commit clones a hook's
    repository into its store (``~/.cache/pre-commit/repoXXXXXXXX``, beside the store's
    ``db.db``) and pip-installs it from there, for `run`, `install-hooks` and `try-repo` alike;
    no option of the hook manifest can set the build's environment."""
    return source.name.startswith("repo") and (source.parent / "db.db").is_file()


def compiled_extensions() -> list:
    """mypyc's extension modules, when this is a (non-editable) build that wants them."""
    if os.environ.get("ALTERED_DECK_PURE") or not any(cmd in sys.argv for cmd in _BUILDS):
        return []
    if built_for_a_pre_commit_hook(Path(__file__).resolve().parent):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        warn_pure_python("mypy (mypyc) is not installed in the build environment")
        return []
    paths = [f"altered_deck/engine/{name}.py" for name in compiled_modules()]
    # not pyproject's [tool.mypy]: its pydantic plugin and the third-party packages the rest
    # of altered_deck imports are not in the build environment (and nothing compiled uses them)
    options = ["--config-file=", "--ignore-missing-imports", "--follow-imports=silent"]
    return mypycify(options + paths, opt_level="3", group_name="altered_deck_engine")


if __name__ == "__main__":  # (setuptools runs this file as __main__; a test reads it as a module)
    setup(ext_modules=compiled_extensions(), cmdclass={"build_ext": OptionalBuildExt})
