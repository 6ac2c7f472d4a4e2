"""Puts every mechanic in place once, when the engine is imported.

The interpreter (:mod:`altered_deck.engine.core.interpreter`) runs an effect through
``HANDLERS[kind]`` and asks ``CONDITIONS[kind]`` about an ``If``; it names no mechanic. Each
mechanic declares itself once (``mechanics/<mechanic>/mechanic.py``: a
:class:`~altered_deck.engine.mechanics.Mechanic`) and its modules keep their own tables
(``HANDLERS``, ``CONDITIONS``, ``FEATURES``, ``SUBSCRIPTIONS``); :func:`install` finds them all
by walking the mechanics package (:func:`declarations`, :func:`mechanic_modules`): one handler
per kind, one answer per condition, one implementation per hook, or the engine refuses to
start. No list of mechanics, hooks or moments is kept here: a new mechanic is a new package.
The text forms are ordered by the compiler (:mod:`altered_deck.engine.compiler.forms`).
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import pkgutil
from types import ModuleType

from altered_deck.engine import mechanics
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import MINE, register, register_feature
from altered_deck.engine.core.hooks import HOOKS
from altered_deck.engine.mechanics import Mechanic
from altered_deck.errors import EngineError


def declarations() -> list[Mechanic]:
    """Every mechanic's declaration (``mechanics/<mechanic>/mechanic.py``: ``MECHANIC``), found
    by walking the mechanics package, in name order; its name is its package's, its kinds its
    package's ``kinds.py``."""
    found = []
    for package in sorted(pkgutil.iter_modules(mechanics.__path__), key=lambda p: p.name):
        prefix = f"{mechanics.__name__}.{package.name}"
        declared: Mechanic = importlib.import_module(f"{prefix}.mechanic").MECHANIC
        if declared.name not in ("", package.name):
            raise EngineError(f"mechanics/{package.name} declares the mechanic {declared.name!r}")
        kinds = declared.kinds
        if kinds is None and importlib.util.find_spec(f"{prefix}.kinds") is not None:
            kinds = importlib.import_module(f"{prefix}.kinds")
        found.append(dataclasses.replace(declared, name=package.name, kinds=kinds))
    return found


def mechanic_modules() -> list[ModuleType]:
    """Every module of every mechanic package (``mechanics/<mechanic>/*.py``), found by walking
    the mechanics package, in name order: a new mechanic or module needs no list."""
    prefix = mechanics.__name__ + "."
    return [
        importlib.import_module(info.name)
        for info in sorted(pkgutil.walk_packages(mechanics.__path__, prefix), key=lambda i: i.name)
        if not info.ispkg
    ]


def mechanic_kinds() -> list[ModuleType]:
    """Every mechanic's ``kinds`` module, as its declaration names it."""
    return [m.kinds for m in declarations() if m.kinds is not None]


def kind_modules() -> list[ModuleType]:
    """Every module that declares kinds: the core's shared vocabulary
    (:mod:`altered_deck.engine.core.effects`), then each mechanic's ``kinds``."""
    return [fx, *mechanic_kinds()]


def install() -> None:
    """Fill the interpreter's tables and the core's hooks from every mechanic; run once, when
    the engine is imported."""
    for module in mechanic_modules():
        for kind, handler in getattr(module, "HANDLERS", {}).items():
            if interpreter.HANDLERS.setdefault(kind, handler) is not handler:
                raise EngineError(f"effect kind {kind} has two handlers ({module.__name__})")
        for condition, tester in getattr(module, "CONDITIONS", {}).items():
            if interpreter.CONDITIONS.setdefault(condition, tester) is not tester:
                raise EngineError(f"condition kind {condition} is answered by two mechanics")
    for kinds in kind_modules():
        fx.declare(kinds)
    declared = declarations()
    for mechanic in declared:
        if mechanic.wraps is not None:
            mechanic.wraps(interpreter.HANDLERS)
    _install_hooks(declared)
    _install_deck_hooks()


def _install_hooks(declared: list[Mechanic]) -> None:
    """Set each shared hook of the core to the one mechanic that implements it."""
    owners: dict[str, str] = {}
    for mechanic in declared:
        for name, implementation in mechanic.hooks.items():
            if not hasattr(HOOKS, name):
                raise EngineError(f"the {mechanic.name} mechanic implements no hook {name!r}")
            if name in owners:
                raise EngineError(
                    f"hook {name!r} implemented by {owners[name]} and {mechanic.name}"
                )
            owners[name] = mechanic.name
            setattr(HOOKS, name, implementation)


def _install_deck_hooks() -> None:
    """The deck features and the subscriptions to the moments they need (core/hooks.py: a
    compiled deck holds those of its features): each mechanic module's own ``FEATURES`` and
    ``SUBSCRIPTIONS``, found by walking the package. Where several mechanics watch one moment,
    their rows carry the step at which each runs; the others run in the order they are found.
    A row: ``(point, handler, feature[, whose[, step[, where]]])`` (``where``: the filter of an
    event kind's subscription)."""
    modules = mechanic_modules()
    for name, needs in (f for m in modules for f in getattr(m, "FEATURES", ())):
        register_feature(name, needs)
    rows = [s for m in modules for s in getattr(m, "SUBSCRIPTIONS", ())]
    for point, handler, feature, *rest in sorted(rows, key=lambda row: row[4:5] or (0,)):
        whose = rest[0] if rest else MINE
        register(point, handler, feature, whose, rest[2] if len(rest) > 2 else None)


install()
