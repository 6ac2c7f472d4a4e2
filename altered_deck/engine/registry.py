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
    by walking the mechanics package, in name order; its name is its package's, and where it
    declares no kinds, its kinds are its package's ``kinds.py``'s, as they are; each kind's
    owner is the mechanic."""
    found = []
    for package in sorted(pkgutil.iter_modules(mechanics.__path__), key=lambda p: p.name):
        declared: Mechanic = importlib.import_module(
            f"{mechanics.__name__}.{package.name}.mechanic"
        ).MECHANIC
        if declared.name not in ("", package.name):
            raise EngineError(f"mechanics/{package.name} declares the mechanic {declared.name!r}")
        kinds = declared.kinds
        module = _kinds_module(package.name)
        if not kinds and module is not None:
            kinds = fx.kinds_of(module)
        owned = tuple(dataclasses.replace(k, owner=package.name) for k in kinds)
        found.append(dataclasses.replace(declared, name=package.name, kinds=owned))
    return found


def _kinds_module(package: str) -> ModuleType | None:
    name = f"{mechanics.__name__}.{package}.kinds"
    return importlib.import_module(name) if importlib.util.find_spec(name) is not None else None


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
    """Every mechanic's ``kinds`` module (where its kinds' names are written)."""
    packages = sorted(pkgutil.iter_modules(mechanics.__path__), key=lambda p: p.name)
    return [m for m in (_kinds_module(p.name) for p in packages) if m is not None]


def kind_modules() -> list[ModuleType]:
    """Every module that names kinds: the core's shared vocabulary
    (:mod:`altered_deck.engine.core.effects`), then each mechanic's ``kinds``."""
    return [fx, *mechanic_kinds()]


CORE_KINDS = fx.kinds_of(fx, faces_opponent=fx.FACES_OPPONENT, opponent_statics=fx.OPPONENT_STATICS)
"""The core's own kinds (its shared vocabulary), declared before every mechanic's."""


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
    declared = declarations()
    _declare_kinds(declared)
    for mechanic in declared:
        if mechanic.wraps is not None:
            mechanic.wraps(interpreter.HANDLERS)
    _install_hooks(declared)
    _install_deck_hooks()


def _declare_kinds(declared: list[Mechanic]) -> None:
    """Gather what every kind is (core/effects.KINDS): the core's, then each mechanic's; a kind
    declared twice otherwise (another name, owner or properties) stops the engine."""
    clashes = fx.declare(dataclasses.replace(k, owner="core") for k in CORE_KINDS)
    for mechanic in declared:
        clashes += fx.declare(mechanic.kinds)
    if clashes:
        raise EngineError(f"kinds declared twice: {', '.join(clashes)}")


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
