"""The engine's integer kinds (effect ops, conditions, statics, counts...) live in each
mechanic's ``kinds.py`` (and the core's shared ``effects``): a name defined twice would
silently shadow another, a value used twice would run the wrong handler. One name, one value,
across all of them; and what a kind is (it faces the opponent, it acts in goldfish, it is a
condition or a static) is what the declaration of the mechanic that owns it says
(``mechanics/<name>/mechanic.py``: a :class:`~altered_deck.engine.core.effects.Kind` each),
never its number."""

from __future__ import annotations

import ast
import types
from collections import defaultdict
from pathlib import Path

import pytest

from altered_deck import engine
from altered_deck.engine.compiler import coverage
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.mechanics.sabotage import kinds as sabotage_kinds
from altered_deck.engine.mechanics.turns import kinds as turns_kinds
from altered_deck.engine.registry import declarations, mechanic_kinds
from altered_deck.engine.targets.choice import acts
from tests.engine.kit import afternoon_game, deck_of, make_card, vanilla

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


OLD_DECLARATIONS = {"FACES_OPPONENT", "NEEDS_OPPONENT", "OPPONENT_STATICS"}
"""What a ``kinds.py`` once said of its kinds: now its mechanic's declaration says it."""


def test_no_table_name_is_defined_twice():
    # a table (NESTED_LAST, TOKEN_ARG_OPS...) has one home; what the kinds are is no table
    # of a kinds.py (a set under an old name there would be read by nothing)
    seen: dict[str, list[str]] = defaultdict(list)
    for path in sorted(ENGINE.glob("mechanics/*/kinds.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name) and target.id.isupper():
                        seen[target.id].append(str(path.relative_to(ENGINE)))
    assert {name: where for name, where in seen.items() if len(where) > 1} == {}
    assert OLD_DECLARATIONS.isdisjoint(seen)


def test_no_value_is_used_twice_within_a_kind():
    by_value: dict[tuple[str, int], list[str]] = defaultdict(list)
    for name, where in _constants().items():
        prefix = next(p for p in PREFIXES if name.startswith(p))
        for _module, value in where:
            by_value[(prefix, value)].append(name)
    assert {key: names for key, names in by_value.items() if len(names) > 1} == {}


def test_what_a_kind_is_comes_from_its_mechanics_declaration_not_its_number():
    # "ready me" is numbered among the Sabotage kinds and acts on my side: not facing
    ready_me = fx.KINDS[(fx.EFFECT, sabotage_kinds.E_READY_ME)]
    assert (ready_me.owner, ready_me.faces_opponent, ready_me.acts_in_goldfish) == (
        "sabotage",
        False,
        True,
    )
    remove = fx.KINDS[(fx.EFFECT, removal_kinds.E_OPP_REMOVE)]
    assert (remove.owner, remove.faces_opponent, remove.acts_in_goldfish) == (
        "removal",
        True,
        False,
    )
    receive = fx.KINDS[(fx.EFFECT, turns_kinds.E_ALSO_RECEIVE)]
    assert (receive.faces_opponent, receive.acts_in_goldfish) == (False, False)
    facing_join = fx.KINDS[(fx.STATIC, fx.ST_FACING_JOIN)]
    assert (facing_join.owner, facing_join.is_static, facing_join.acts_in_goldfish) == (
        "core",
        True,
        False,
    )
    assert fx.KINDS[(fx.CONDITION, turns_kinds.C_BOOSTS_ALL)].is_condition
    # the sets the hot path asks are derived from the declarations, and nothing else
    facing = {k.value for k in fx.KINDS.values() if k.faces_opponent}
    assert facing == fx.FACING_KINDS and len(facing) == 44
    assert {
        k.value for k in fx.KINDS.values() if k.role == fx.EFFECT and not k.acts_in_goldfish
    } == fx.DUEL_ONLY_KINDS
    # every mechanic owns the kinds of its kinds.py (or its declaration's)
    owned = {k.owner for m in declarations() for k in m.kinds}
    assert {"boosts", "removal", "sabotage", "turns"} <= owned


def test_a_kind_declares_only_properties_of_its_own_kinds():
    module = types.ModuleType("kinds")
    module.E_SHINE = 9_901  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="9902"):
        fx.kinds_of(module, faces_opponent=(9_902,))


_SHINE, _GLARE = 9_901, 9_902  # numbers among no mechanic's, as a new mechanic's might be


@pytest.fixture
def kind_tables():
    """The declared kinds and the sets derived from them, as they were before the test."""
    tables = [fx.KINDS, fx.FACING_KINDS, fx.DUEL_ONLY_KINDS, fx.OPPONENT_STATIC_KINDS]
    saved = [table.copy() for table in tables]
    yield
    for table, before in zip(tables, saved, strict=True):
        table.clear()
        table.update(before)  # type: ignore[arg-type]


@pytest.mark.parametrize("facing", [False, True])
def test_a_new_kind_acts_in_goldfish_as_declared_and_nothing_else_lists_it(
    monkeypatch, kind_tables, facing
):
    # a new mechanic's kinds, declared as its declaration would: one acting in goldfish, and
    # one facing the opponent; no list of kinds, no range of numbers, is touched by hand
    module = types.ModuleType("kinds")
    module.E_SHINE, module.E_GLARE = _SHINE, _GLARE  # type: ignore[attr-defined]
    kind = _GLARE if facing else _SHINE
    assert fx.declare(fx.kinds_of(module, faces_opponent=(_GLARE,))) == []
    shone: list[int] = []

    def shine(g: GameState, n: int, arg: object, unit: Unit | None, exp: int) -> None:
        shone.append(n)

    monkeypatch.setitem(interpreter.HANDLERS, kind, shine)
    game = afternoon_game(deck_of((make_card("Filler", cost=9), 30), (vanilla("Scout"), 10)))
    assert game.opponent is None  # goldfish
    effects = ((kind, 2, None),)
    assert acts(game, effects) is not facing  # worth paying for when goldfishing
    assert coverage._matchup((fx.EFFECT, kind)) is facing  # matchup only in engine coverage
    assert (kind in fx.FACING_KINDS, kind in fx.DUEL_ONLY_KINDS) == (facing, facing)
    interpreter.run(game, effects, None, -1)
    assert shone == [2]  # the interpreter runs it: its handler decides what a goldfish does


def test_each_condition_is_answered_by_its_own_mechanic():
    # every C_* a mechanic declares, and nothing else, is in the interpreter's table, answered
    # by that mechanic's rules (whatever the number: no range of 50 per mechanic)
    for kinds in mechanic_kinds():
        mechanic = kinds.__name__.rsplit(".", 2)[-2]
        for name, value in vars(kinds).items():
            if name.startswith("C_"):
                tester = interpreter.CONDITIONS[value]
                assert tester.__module__.split(".")[-2] == mechanic, name
    assert len(interpreter.CONDITIONS) == 72  # the boosts' 13 among them
    assert fx.conditions_of(turns_kinds, bool) == {
        turns_kinds.C_BOOSTS_ALL: bool,
        turns_kinds.C_ZERO_STATS_ALL: bool,
    }
