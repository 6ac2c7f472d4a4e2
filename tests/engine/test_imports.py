"""The engine's layout keeps one import direction: no import circle anywhere in altered_deck
(every import outside ``if TYPE_CHECKING:``, function-local ones included), a core that names
no mechanic, no star import, packages of at most 15 modules named after the game, and every
engine module importable first. Between packages: the layers beneath the mechanics (the text
layer, the targets) name no mechanic, no mechanic names the compiler, a mechanic imports
another only as its declaration says, no package circle among the mechanics, the compiler and
those layers, no mechanic (nor the compiler) uses another package's private names, no kind is
known by its number range, and no list of mechanics or of compiled modules is kept by hand.
Type-only imports included: the engine's parts import one way (the core names only the core,
the pilots no compiler nor what plays them) and no circle of modules reaches beyond the
state's knot."""

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
from altered_deck.engine import registry
from bench.engine_structure import circles

PACKAGE = Path(altered_deck.__file__).resolve().parent
ENGINE = PACKAGE / "engine"


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _imports(
    tree: ast.AST, types: bool = False
) -> Iterator[tuple[ast.ImportFrom | ast.Import, bool]]:
    """Every import statement outside ``if TYPE_CHECKING:`` (inside too with ``types``: a type
    named is a dependency all the same), and whether it is in a function."""

    def walk(node: ast.AST, local: bool) -> Iterator[tuple[ast.ImportFrom | ast.Import, bool]]:
        for child in ast.iter_child_nodes(node):
            if (
                not types
                and isinstance(child, ast.If)
                and "TYPE_CHECKING" in ast.unparse(child.test)
            ):
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
def _graph(types: bool = False) -> dict[str, set[str]]:
    """Module -> the altered_deck modules it imports (type-only imports too with ``types``)."""
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        found = graph.setdefault(name, set())
        for statement, _local in _imports(ast.parse(path.read_text(encoding="utf-8")), types):
            for target in _targets(statement):
                # a module's own packages are already being imported when it runs
                if target != name and not name.startswith(target + "."):
                    found.add(target)
    return graph


def test_no_import_circle_in_the_package() -> None:
    graph = _graph()
    assert len(graph) > 150 and circles(graph) == []
    assert "altered_deck.engine.core.state" in graph["altered_deck.engine.core.game"]


def test_the_circle_finder_sees_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


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


def _package_of(module: str) -> str | None:
    """The mechanic package, or "compiler", an engine module belongs to (None: elsewhere)."""
    parts = module.split(".")[2:]  # after altered_deck.engine
    if parts[:1] == ["mechanics"] and len(parts) > 2:
        return parts[1]
    return "compiler" if parts[:1] == ["compiler"] else None


def test_no_package_reaches_into_another_s_private_names() -> None:
    # a mechanic (or the compiler) uses another package's public names only: ``from x import
    # _name`` or ``module._name`` of a module of the core, the compiler or another mechanic
    found = []
    for name, path in MODULES.items():
        own = _package_of(name)
        if own is None:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        bound: set[str] = set()
        for statement, _local in _imports(tree):
            if not isinstance(statement, ast.ImportFrom) or not statement.module:
                continue
            if ".engine." not in statement.module + "." or _package_of(statement.module) == own:
                continue
            for alias in statement.names:
                bound.add(alias.asname or alias.name)
                if alias.name.startswith("_") or (alias.asname or "").startswith("_"):
                    found.append(f"{name}: {alias.name} as {alias.asname}")
        found += [
            f"{name}: {node.value.id}.{node.attr}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in bound
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
        ]
    assert found == []


def test_no_kind_is_known_by_its_number_range() -> None:
    # what a kind is comes from its mechanic's declaration (core/effects.declare, conditions_of):
    # no ``kind // 50`` dispatch and no range of kind numbers anywhere in the engine
    arithmetic = re.compile(r"//\s*50\b|range\(\s*[1-9]\d\d\s*,")
    assert [
        n for n, p in MODULES.items() if ".engine." in n and arithmetic.search(p.read_text())
    ] == []


def test_no_hand_kept_list_of_mechanics_or_compiled_modules() -> None:
    # the registry walks the mechanics package, setup.py compiles the modules marked
    # "# mypyc: compiled", the audit names the kinds of every kinds.py the registry finds
    lists = {"registry": ("MECHANICS",), "compiler.audit": ("_KIND_MODULES",)}
    for module, names in lists.items():
        tree = ast.parse(MODULES[f"altered_deck.engine.{module}"].read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.Assign | ast.AnnAssign):
                target = node.targets[0] if isinstance(node, ast.Assign) else node.target
                if ast.unparse(target) in names:
                    assert not isinstance(node.value, ast.Tuple | ast.List) or any(
                        isinstance(e, ast.Starred) for e in node.value.elts
                    ), module
    from tests.conftest import ROOT  # the checkout (or its copy beside an installed wheel)

    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    assert "\nCOMPILED = [" not in setup and "COMPILED_MARKER" in setup


_BENEATH = ("altered_deck.engine.text", "altered_deck.engine.targets", "altered_deck.engine.acts")
"""The layers beneath the mechanics: every mechanic may import them; they import the core (and
the acts, the targets)."""


def _mechanic_of(module: str) -> str | None:
    parts = module.split(".")[2:]  # after altered_deck.engine
    return parts[1] if parts[:1] == ["mechanics"] and len(parts) > 1 else None


def _package_graph() -> dict[str, set[str]]:
    """Package -> the packages its modules import: each mechanic, the compiler, the text layer
    and the targets (the core, beneath them all, is left out: it imports none of them)."""

    def package(module: str) -> str | None:
        if module.startswith(_BENEATH) or module.startswith("altered_deck.engine.compiler"):
            return module.split(".")[2]
        return _mechanic_of(module)

    graph: dict[str, set[str]] = {}
    for name, targets in _graph().items():
        own = package(name)
        if own is not None:
            found = graph.setdefault(own, set())
            found.update(t for t in map(package, targets) if t is not None and t != own)
    return graph


def test_the_layers_beneath_the_mechanics_import_only_the_core() -> None:
    beneath = [n for n in MODULES if n.startswith(_BENEATH)]
    above = {
        name: sorted(
            t
            for t in _graph()[name]
            if t.startswith("altered_deck.engine")
            and not t.startswith((*_BENEATH, "altered_deck.engine.core"))
        )
        for name in beneath
    }
    assert len(beneath) >= 7 and {n: t for n, t in above.items() if t} == {}


def test_no_mechanic_imports_the_compiler_or_the_registry() -> None:
    named = sorted(
        f"{name} -> {target}"
        for name in MODULES
        if _mechanic_of(name)
        for target in _graph()[name]
        if target.startswith("altered_deck.engine.compiler") or target.endswith(".registry")
    )
    assert named == []


def test_a_mechanic_imports_another_only_as_its_declaration_says() -> None:
    # every mechanic package declares itself (mechanic.py), and its depends_on is exactly the
    # set of other mechanics its modules import: none undeclared, none declared and unused
    packages = {p.name for p in (ENGINE / "mechanics").iterdir() if (p / "mechanic.py").is_file()}
    folders = {p.name for p in (ENGINE / "mechanics").iterdir() if (p / "__init__.py").is_file()}
    declared = {m.name: set(m.depends_on) for m in registry.declarations()}
    graph = _package_graph()
    used = {
        name: graph.get(name, set()) - {"compiler", "text", "targets", "acts"} for name in declared
    }
    assert packages == folders == set(declared) and len(declared) >= 16
    assert used == declared


def test_the_pairs_of_mechanics_where_one_imports_the_other_do_not_grow() -> None:
    # a ratchet: what one mechanic needs of another is a declared dependency, and there are
    # no more of them than there were (docs/engine/layout.md gives the figure)
    declared = {m.name: m.depends_on for m in registry.declarations()}
    pairs = sorted(f"{name} -> {other}" for name, others in declared.items() for other in others)
    assert 0 < len(pairs) <= 15


def test_no_package_circle_among_the_mechanics_the_compiler_and_the_layers_beneath() -> None:
    graph = _package_graph()
    assert {"compiler", "text", "targets", "acts", "boosts"} <= set(graph)
    assert circles(graph) == []
    assert "compiler" not in set().union(*(graph[m] for m in graph if m != "compiler"))


# --- the engine's floors, type-only imports included ----------------------------------------

_KERNEL = {
    f"altered_deck.engine.core.{name}"
    for name in ("cards", "decisions", "hooks", "queries", "record", "state")
}
"""The state and what it is typed with, each naming the others: the one knot left (the game
state's questions are its methods, whose bodies live in ``queries``; the deck's hooks are
typed on the state that carries them). No circle may reach beyond it."""


def _floor(module: str) -> str | None:
    """The engine's part a module stands in: a package (each mechanic its own), or a module of
    the engine's top (None: outside the engine)."""
    parts = module.split(".")[2:]  # after altered_deck.engine
    if not module.startswith("altered_deck.engine") or not parts:
        return None
    if parts[0] == "mechanics" and len(parts) > 2:
        return f"mechanics.{parts[1]}"
    return parts[0]


def _floors() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for name, targets in _graph(types=True).items():
        own = _floor(name)
        if own is not None:
            found = graph.setdefault(own, set())
            found.update(t for t in map(_floor, targets) if t is not None and t != own)
    return graph


def test_the_engine_s_parts_import_one_way_type_only_imports_included() -> None:
    # the core beneath all, the mechanics, the compiler and the registry above them, the
    # pilots and the settings above those, the loops that play a whole game (games), the
    # runner and the scenarios on top: no package or module of the engine reaches back up
    floors = _floors()
    assert {"core", "pilots", "compiler", "registry", "settings", "games", "runner"} <= set(floors)
    assert circles(floors) == []


def test_the_core_names_only_the_core_type_only_imports_included() -> None:
    named = sorted(
        f"{name} -> {target}"
        for name, targets in _graph(types=True).items()
        if _floor(name) == "core"
        for target in targets
        if _floor(target) not in (None, "core")
    )
    assert named == []


def test_the_pilots_name_no_compiler_and_nothing_that_plays_them() -> None:
    above = ("compiler", "registry", "settings", "games", "runner", "scenario", "census")
    named = sorted(
        f"{name} -> {target}"
        for name, targets in _graph(types=True).items()
        if _floor(name) == "pilots"
        for target in targets
        if _floor(target) in above
    )
    assert named == []


def test_the_only_circle_of_modules_is_the_state_s_knot_type_only_imports_included() -> None:
    found = circles(_graph(types=True))
    assert [c for c in found if not set(c) <= _KERNEL] == []
