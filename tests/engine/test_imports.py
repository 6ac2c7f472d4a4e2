"""The engine's layout keeps one import direction: no import circle anywhere in altered_deck
(every import outside ``if TYPE_CHECKING:``, function-local ones included), a core that names
no mechanic, no star import, packages of at most 15 modules named after the game, and every
engine module importable first."""

from __future__ import annotations

import ast
import functools
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import altered_deck

PACKAGE = Path(altered_deck.__file__).resolve().parent
ENGINE = PACKAGE / "engine"


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _imports(tree: ast.AST) -> Iterator[tuple[ast.ImportFrom | ast.Import, bool]]:
    """Every import statement outside ``if TYPE_CHECKING:``, and whether it is in a function."""

    def walk(node: ast.AST, local: bool) -> Iterator[tuple[ast.ImportFrom | ast.Import, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.Import | ast.ImportFrom):
                yield child, local
            yield from walk(child, local or isinstance(child, ast.FunctionDef))

    yield from walk(tree, False)


def _targets(statement: ast.ImportFrom | ast.Import) -> Iterator[str]:
    """The altered_deck modules an import statement loads (a package's module or the package)."""
    if isinstance(statement, ast.Import):
        names = [a.name for a in statement.names]
    elif statement.module:
        names = [f"{statement.module}.{a.name}" for a in statement.names] + [statement.module]
    else:
        names = []
    for name in names:
        while name and name not in MODULES:
            name = name.rpartition(".")[0]
        if name.startswith("altered_deck"):
            yield name


@functools.cache
def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        found = graph.setdefault(name, set())
        for statement, _local in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            for target in _targets(statement):
                # a module's own packages are already being imported when it runs
                if target != name and not name.startswith(target + "."):
                    found.add(target)
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return circles


def test_no_import_circle_in_the_package() -> None:
    graph = _graph()
    assert len(graph) > 150 and _circles(graph) == []
    assert "altered_deck.engine.core.state" in graph["altered_deck.engine.core.game"]


def test_the_circle_finder_sees_a_circle() -> None:
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_core_imports_no_mechanic() -> None:
    core = {n: p for n, p in MODULES.items() if n.startswith("altered_deck.engine.core")}
    named = {
        name: sorted(
            t for t in _graph()[name] if ".engine.mechanics" in t or t.endswith("registry")
        )
        for name in core
    }
    assert len(core) >= 12 and {n: t for n, t in named.items() if t} == {}


def test_no_star_import_and_no_engine_import_inside_a_function() -> None:
    stars, local = [], []
    for name, path in MODULES.items():
        for statement, in_function in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if any(a.name == "*" for a in statement.names):
                stars.append(name)
            engine = [t for t in _targets(statement) if t.startswith("altered_deck.engine")]
            if in_function and engine and name.startswith("altered_deck.engine"):
                local.append(name)
    # the batch runner loads the game lazily in worker processes; the planner is optional
    assert stars == [] and sorted(set(local)) == [
        "altered_deck.engine.pilots",
        "altered_deck.engine.runner",
    ]


def test_packages_are_small_and_named_after_the_game() -> None:
    folders = {p.parent for p in ENGINE.rglob("*.py")}
    sizes = {str(f.relative_to(ENGINE)): len(list(f.glob("*.py"))) for f in folders}
    assert max(sizes.values()) <= 15  # the package's __init__ included
    wave = re.compile(r"(_more|_other|other_|\d|third|fourth|second)$|^(other|more)")
    names = [p.stem for p in ENGINE.rglob("*.py")] + [f.name for f in folders]
    assert [n for n in names if wave.search(n)] == []


@pytest.mark.parametrize(
    "module",
    ["core.play", "mechanics.reserve.moves"],
)
def test_an_engine_module_imported_first_loads(module: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", f"import altered_deck.engine.{module}"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stderr) == (0, "")
