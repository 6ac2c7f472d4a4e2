"""Puts every mechanic in place once, when the engine is imported.

The interpreter (:mod:`altered_deck.engine.core.interpreter`) runs an effect through
``HANDLERS[kind]`` and asks ``CONDITIONS[kind]`` about an ``If``; it names no mechanic. Each
mechanic module declares its own tables (``HANDLERS``, ``CONDITIONS``) and each mechanic's
``kinds.py`` what its kinds are; :func:`install` finds them by walking the mechanics package
(:func:`mechanic_modules`, :func:`mechanic_kinds`): one handler per kind, one answer per
condition, or the engine refuses to start. It then applies the wrappers that must see every
handler (a duel's choice on the opponent, Gifts), sets the shared hooks and registers the deck
features and their subscriptions (:data:`DECK_FEATURES`, :data:`DECK_HOOKS`). The text forms
have their own single order: :mod:`altered_deck.engine.compiler.forms`.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from types import ModuleType
from typing import Any

from altered_deck.engine import mechanics
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.hooks import (
    HOOKS,
    Needs,
    register,
    register_feature,
)
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.boosts import rules as boosts
from altered_deck.engine.mechanics.costs import rules as costs
from altered_deck.engine.mechanics.keywords import kinds as keywords_kinds
from altered_deck.engine.mechanics.keywords import rules as keywords
from altered_deck.engine.mechanics.mana import zone as mana_zone
from altered_deck.engine.mechanics.removal import rules as removal
from altered_deck.engine.mechanics.reserve import rules as reserve_rules
from altered_deck.engine.mechanics.sabotage import rules as sabotage
from altered_deck.engine.mechanics.sacrifice import rules as sacrifice
from altered_deck.engine.mechanics.terrain import rules as terrain
from altered_deck.engine.mechanics.turns import rules as turns
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from altered_deck.engine.mechanics.watchers import rules as watchers
from altered_deck.engine.mechanics.watchers.forms import deck_watches
from altered_deck.engine.targets import pick as targets_pick
from altered_deck.errors import EngineError


def mechanic_modules() -> list[ModuleType]:
    """Every module of every mechanic package (``mechanics/<mechanic>/*.py``), found by walking
    the mechanics package, in name order: a new mechanic or module needs no list."""
    prefix = mechanics.__name__ + "."
    return [
        importlib.import_module(info.name)
        for info in sorted(pkgutil.walk_packages(mechanics.__path__, prefix), key=lambda i: i.name)
        if not info.ispkg
    ]


def install() -> None:
    """Fill the interpreter's tables from every mechanic; run once, when the engine is
    imported."""
    for module in mechanic_modules():
        for kind, handler in getattr(module, "HANDLERS", {}).items():
            if interpreter.HANDLERS.setdefault(kind, handler) is not handler:
                raise EngineError(f"effect kind {kind} has two handlers ({module.__name__})")
        for condition, tester in getattr(module, "CONDITIONS", {}).items():
            if interpreter.CONDITIONS.setdefault(condition, tester) is not tester:
                raise EngineError(f"condition kind {condition} is answered by two mechanics")
    fx.declare(fx)
    for kinds in mechanic_kinds():
        fx.declare(kinds)
    interpreter.HANDLERS.update(removal.DUEL_CHOICES)
    turns.wrap_gifts(interpreter.HANDLERS)
    HOOKS.expedition_cost = keywords.exp_cost
    HOOKS.self_cost_cut = boosts.self_cost_cut
    HOOKS.kind_cut = costs.kind_cut
    HOOKS.opponent_played_from_reserve = sabotage.opponent_played_from_reserve
    HOOKS.opponent_played_character = sabotage.opponent_played_character
    HOOKS.count_statics = watchers.count_statics
    HOOKS.on_play_subtype = costs.on_play_subtype
    HOOKS.declined_mana = keywords.declined_mana
    HOOKS.behind = watchers.behind
    HOOKS.after_roll = costs.after_roll
    HOOKS.condition_holds = boosts.condition_holds
    HOOKS.reserve_limit_bonus = boosts.reserve_limit_bonus
    HOOKS.at_noon = costs.at_noon
    HOOKS.refresh_terrain = terrain.refresh_terrain
    HOOKS.target_character = targets_pick.target_character
    HOOKS.seasons = costs.seasons
    HOOKS.use_pending = costs.use_pending
    HOOKS.pay_sacrifice_cut = keywords.pay_sacrifice_cut
    HOOKS.active = reserve_rules.active
    HOOKS.clean_up_reserve = reserve_rules.clean_up_reserve
    HOOKS.pay_discard_cut = reserve_rules.pay_discard_cut
    HOOKS.stays_exhausted = reserve_rules.stays_exhausted
    HOOKS.night_sabotages = sabotage.night_sabotages
    HOOKS.sabotage = sabotage.sabotage
    HOOKS.sacrificed = sacrifice.sacrificed
    HOOKS.to_mana_instead = mana_zone.to_mana_instead
    HOOKS.blocked_moves = watchers.blocked_moves
    HOOKS.eternal_ascended = watchers.eternal_ascended

    _install_deck_hooks()


def mechanic_kinds() -> list[ModuleType]:
    """Every mechanic package's ``kinds`` module (``mechanics/<mechanic>/kinds.py``), found by
    walking the mechanics package: a new mechanic's declarations need no list."""
    found = []
    for package in pkgutil.iter_modules(mechanics.__path__):
        name = f"{mechanics.__name__}.{package.name}.kinds"
        if importlib.util.find_spec(name) is not None:
            found.append(importlib.import_module(name))
    return found


def _install_deck_hooks() -> None:
    """The deck features and the subscriptions to the moments they need (core/hooks.py: a
    compiled deck holds those of its features): the ordered ones of several mechanics here, then
    each mechanic module's own ``FEATURES`` and ``SUBSCRIPTIONS``, found by walking the package."""
    modules = mechanic_modules()
    for name, needs in (*DECK_FEATURES, *(f for m in modules for f in getattr(m, "FEATURES", ()))):
        register_feature(name, needs)
    declared = (s for m in modules for s in getattr(m, "SUBSCRIPTIONS", ()))
    for point, handler, feature, *whose in (*DECK_HOOKS, *declared):
        register(point, handler, feature, *whose)


_JOINS = "joins watched"

DECK_FEATURES: tuple[tuple[str, Needs], ...] = (
    (_JOINS, boosts.watches_joins),
    (boosts_kinds.F_MOVES, boosts.watches_moves),
    (watchers_kinds.F_STATICS, deck_watches),
)
"""The deck features of the moments several mechanics watch (below); each mechanic declares
its own others (``FEATURES`` of its modules)."""

DECK_HOOKS: tuple[tuple[Any, ...], ...] = (
    # a Character joins: the boosts', the watchers', the facing opponent's, the keywords'
    ("joined", boosts.on_join, _JOINS),
    ("joined", watchers.on_joined, watchers_kinds.F_STATICS),
    ("joined", removal.facing_join, None),
    ("joined", keywords.on_joined, keywords_kinds.F_KEYWORD_WATCH),
    # a Character switches expeditions: it joins the other one, not the Expedition zone
    ("switched", boosts.on_switch, _JOINS),
    ("switched", removal.facing_join, None),
    ("switched", keywords.joins_my_expedition, keywords_kinds.F_KEYWORD_WATCH),
    # Dusk's Progress moved the expeditions
    ("moved", watchers.extra_moves, watchers_kinds.F_STATICS),
    ("moved", boosts.after_progress, boosts_kinds.F_MOVES),
)
"""The moments several mechanics watch, in the order the moment runs their handlers: (event,
handler, the feature a deck needs for it, None: every deck). A moment one mechanic watches is
declared by that mechanic (``SUBSCRIPTIONS`` of its modules), after these."""


install()
