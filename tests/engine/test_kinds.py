"""The engine's integer kinds (effect ops, conditions, statics, counts...) live in each
mechanic's ``kinds.py`` (and the core's shared ``effects``): a name defined twice would
silently shadow another, a value used twice would run the wrong handler. One name, one value,
across all of them; and what a kind is (it faces the opponent, it needs one, it is a
condition) is what its mechanic declares, never its number."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

from altered_deck import engine
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.mechanics.sabotage import kinds as sabotage_kinds
from altered_deck.engine.mechanics.turns import kinds as turns_kinds
from altered_deck.engine.registry import mechanic_kinds

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


DECLARATIONS = {"FACES_OPPONENT", "NEEDS_OPPONENT", "OPPONENT_STATICS"}
"""What a mechanic's ``kinds.py`` declares about its kinds, under these names in each one."""


def test_no_table_name_is_defined_twice():
    # a table (NESTED_LAST, TOKEN_ARG_OPS...) has one home; the declarations are each mechanic's
    seen: dict[str, list[str]] = defaultdict(list)
    for path in sorted(ENGINE.glob("mechanics/*/kinds.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if (
                        isinstance(target, ast.Name)
                        and target.id.isupper()
                        and target.id not in DECLARATIONS
                    ):
                        seen[target.id].append(str(path.relative_to(ENGINE)))
    assert {name: where for name, where in seen.items() if len(where) > 1} == {}


def test_no_value_is_used_twice_within_a_kind():
    by_value: dict[tuple[str, int], list[str]] = defaultdict(list)
    for name, where in _constants().items():
        prefix = next(p for p in PREFIXES if name.startswith(p))
        for _module, value in where:
            by_value[(prefix, value)].append(name)
    assert {key: names for key, names in by_value.items() if len(names) > 1} == {}


def test_what_a_kind_is_comes_from_its_mechanics_declaration_not_its_number():
    # "ready me" is numbered among the Sabotage kinds and acts on my side: not facing
    assert sabotage_kinds.E_READY_ME not in fx.FACING_KINDS
    assert sabotage_kinds.FACES_OPPONENT <= fx.FACING_KINDS <= fx.DUEL_ONLY_KINDS
    assert removal_kinds.E_OPP_REMOVE in fx.FACING_KINDS
    assert turns_kinds.E_ALSO_RECEIVE in fx.DUEL_ONLY_KINDS - fx.FACING_KINDS
    assert fx.ST_FACING_JOIN in fx.OPPONENT_STATIC_KINDS
    every = set().union(*(getattr(k, "FACES_OPPONENT", set()) for k in mechanic_kinds()))
    assert every == fx.FACING_KINDS and len(every) == 40


def test_each_condition_is_answered_by_its_own_mechanic():
    # every C_* a mechanic declares, and nothing else, is in the interpreter's table, answered
    # by that mechanic's rules (whatever the number: no range of 50 per mechanic)
    for kinds in mechanic_kinds():
        mechanic = kinds.__name__.rsplit(".", 2)[-2]
        for name, value in vars(kinds).items():
            if name.startswith("C_"):
                tester = interpreter.CONDITIONS[value]
                assert tester.__module__.split(".")[-2] == mechanic, name
    assert len(interpreter.CONDITIONS) == 69  # the boosts' 13 among them
    assert fx.conditions_of(turns_kinds, bool) == {
        turns_kinds.C_BOOSTS_ALL: bool,
        turns_kinds.C_ZERO_STATS_ALL: bool,
    }
