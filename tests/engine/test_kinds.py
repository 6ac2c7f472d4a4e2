"""The engine's integer kinds (effect ops, conditions, statics, counts...) are spread over
the compiler's constants modules, one per coverage group, all re-exported as ``fx.*`` by star
imports: a name defined twice would silently shadow another, a value used twice would run the
wrong handler. One name, one value, across all of them."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

from altered_deck import engine

ENGINE = Path(engine.__file__).resolve().parent  # the sources, in a checkout or a wheel
PREFIXES = ("E_", "C_", "ST_", "PER_", "G_", "EV_")


def _constants() -> dict[str, list[tuple[str, int]]]:
    """Every ``NAME = <int>`` of a kind prefix, by name: [(module, value), ...]."""
    found: dict[str, list[tuple[str, int]]] = defaultdict(list)
    for path in sorted([ENGINE / "core" / "effects.py", *ENGINE.glob("mechanics/*/kinds.py")]):
        for node in ast.parse(path.read_text()).body:
            if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
                continue
            target, value = node.targets[0], node.value
            if (
                isinstance(target, ast.Name)
                and target.id.startswith(PREFIXES)
                and isinstance(value, ast.Constant)
                and type(value.value) is int
            ):
                found[target.id].append((str(path.relative_to(ENGINE)), value.value))
    return found


def test_no_name_is_defined_twice():
    constants = _constants()
    assert len(constants) > 100  # the scan sees the modules
    assert {name: where for name, where in constants.items() if len(where) > 1} == {}


def test_no_table_name_is_defined_twice():
    # the groups' tables (NESTED_LAST, TOKEN_ARG_OPS...) are star-imported into fx too
    seen: dict[str, list[str]] = defaultdict(list)
    for path in sorted(ENGINE.glob("mechanics/*/kinds.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name) and target.id.isupper():
                        seen[target.id].append(str(path.relative_to(ENGINE)))
    assert {name: where for name, where in seen.items() if len(where) > 1} == {}


def test_no_value_is_used_twice_within_a_kind():
    by_value: dict[tuple[str, int], list[str]] = defaultdict(list)
    for name, where in _constants().items():
        prefix = next(p for p in PREFIXES if name.startswith(p))
        for _module, value in where:
            by_value[(prefix, value)].append(name)
    assert {key: names for key, names in by_value.items() if len(names) > 1} == {}
