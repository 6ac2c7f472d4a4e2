"""The engine's structure in numbers, read from the sources with ``ast`` (nothing is imported).

Usage: python bench/engine_structure.py [ROOT] [--json] (ROOT: a checkout, default this one;
point it at an extracted older commit to compare: ``git archive REV | tar -x -C DIR``).

Prints, for ``altered_deck/engine``:

* mechanic -> mechanic dependencies: pairs of mechanic packages where a module of the first
  imports a module of the second (``mechanics/<a>/...`` -> ``mechanics/<b>/...``, a != b), of
  ``n * (n - 1)`` possible, and the package-level circles among them (strongly connected
  components of the package graph, the compiler counted as one more package);
* a mechanic's (or the compiler's) uses of another package's private names (``from x import
  _name``, ``module._name``), and the ``_r`` / ``_rm`` module aliases;
* functions longer than 60 lines in ``core/``;
* hand-kept lists: rows of ``registry.MECHANICS``, ``DECK_FEATURES``, ``DECK_HOOKS``, the
  ``HOOKS.x = ...`` assignments of ``registry.install``, ``compiler/forms.FORM_TABLES``,
  ``compiler/audit._KIND_MODULES`` and ``setup.py``'s ``COMPILED``.
"""

from __future__ import annotations

import ast
import json
import sys
from collections import defaultdict
from pathlib import Path

LONG = 60
_ENGINE_PARTS = ("core", "mechanics", "compiler")


def _modules(engine: Path) -> dict[str, Path]:
    return {".".join(p.relative_to(engine).with_suffix("").parts): p for p in engine.rglob("*.py")}


def _package(module: str) -> str | None:
    """The mechanic package (or "compiler") a module of the engine belongs to."""
    parts = module.split(".")
    if parts[0] == "mechanics" and len(parts) > 1 and parts[1] != "__init__":
        return parts[1]
    if parts[0] == "compiler":
        return "compiler"
    return None


def _imports(path: Path) -> list[ast.ImportFrom]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            node.body = []
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
            "altered_deck.engine"
        ):
            found.append(node)
    return found


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one node (Tarjan), each sorted; the
    engine's import tests use it too."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
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
                out.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return out


def _rows(path: Path, name: str) -> int | None:
    """How many elements the module-level tuple/list ``name`` of ``path`` has."""
    if not path.exists():
        return None
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        targets = (
            node.targets
            if isinstance(node, ast.Assign)
            else [node.target]
            if isinstance(node, ast.AnnAssign)
            else []
        )
        value = getattr(node, "value", None)
        for target in targets:
            if isinstance(target, ast.Name) and target.id == name:
                if isinstance(value, ast.Tuple | ast.List):
                    return len(value.elts)
                return 0  # derived, not written as a list
    return None


def measure(root: Path) -> dict[str, object]:
    """The figures for the checkout at ``root``."""
    engine = root / "altered_deck" / "engine"
    modules = _modules(engine)
    graph: dict[str, set[str]] = defaultdict(set)
    pairs: set[tuple[str, str]] = set()
    private = 0
    aliases = 0
    for name, path in modules.items():
        source = _package(name)
        foreign: set[str] = set()  # names bound to another package's modules
        for node in _imports(path):
            module = (node.module or "").removeprefix("altered_deck.engine.")
            target = _package(module)
            aliases += sum(1 for a in node.names if a.asname in ("_r", "_rm"))
            if source and target and source != target:
                graph[source].add(target)
                if source != "compiler" and target != "compiler":
                    pairs.add((source, target))
            if source and target != source and module.split(".")[0] in _ENGINE_PARTS:
                private += sum(1 for a in node.names if _private(a.name))
                foreign.update(a.asname or a.name for a in node.names)
        if source:
            tree = ast.parse(path.read_text(encoding="utf-8"))
            private += sum(
                1
                for node in ast.walk(tree)
                if isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in foreign
                and _private(node.attr)
            )
    mechanics = sorted({p for p in map(_package, modules) if p and p != "compiler"})
    long_functions = []
    for name, path in modules.items():
        if not name.startswith("core."):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.end_lineno:
                length = node.end_lineno - node.lineno + 1
                if length > LONG:
                    long_functions.append(f"{name}.{node.name} ({length})")
    registry = engine / "registry.py"
    hooks_set = 0
    if registry.exists():
        tree = ast.parse(registry.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Attribute) and ast.unparse(target.value) == "HOOKS":
                        hooks_set += 1
    lists = {
        "registry.MECHANICS": _rows(registry, "MECHANICS"),
        "registry.DECK_FEATURES": _rows(registry, "DECK_FEATURES"),
        "registry.DECK_HOOKS": _rows(registry, "DECK_HOOKS"),
        "registry.install HOOKS.x = ...": hooks_set,
        "compiler/forms.FORM_TABLES": _rows(engine / "compiler" / "forms.py", "FORM_TABLES"),
        "compiler/audit._KIND_MODULES": _rows(engine / "compiler" / "audit.py", "_KIND_MODULES"),
        "setup.py COMPILED": _rows(root / "setup.py", "COMPILED"),  # None: no such list
    }
    return {
        "mechanic packages": len(mechanics),
        "mechanic -> mechanic pairs": len(pairs),
        "possible pairs": len(mechanics) * (len(mechanics) - 1),
        "package circles (mechanics and compiler)": circles(graph),
        "private names used across packages (mechanics, compiler -> another)": private,
        "_r / _rm aliases": aliases,
        f"core functions over {LONG} lines": sorted(long_functions),
        "hand-kept list rows": lists,
    }


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "--json"]
    root = Path(args[0]) if args else Path(__file__).resolve().parent.parent
    figures = measure(root)
    if "--json" in sys.argv:
        print(json.dumps(figures, indent=2))
        return 0
    for key, value in figures.items():
        if isinstance(value, dict):
            print(f"{key}:")
            for k, v in value.items():
                print(f"  {k}: {v}")
        elif isinstance(value, list):
            print(f"{key}: {len(value)}")
            for item in value:
                print(f"  {item}")
        else:
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
