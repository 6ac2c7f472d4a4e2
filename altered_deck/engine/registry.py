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
    THEIRS,
    Needs,
    register,
    register_feature,
    static_in,
)
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.boosts import rules as boosts
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.costs import rules as costs
from altered_deck.engine.mechanics.counters import rules as counters
from altered_deck.engine.mechanics.keywords import kinds as keywords_kinds
from altered_deck.engine.mechanics.keywords import rules as keywords
from altered_deck.engine.mechanics.keywords import sums as keyword_sums
from altered_deck.engine.mechanics.mana import zone as mana_zone
from altered_deck.engine.mechanics.removal import rules as removal
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.mechanics.reserve import moves as reserve_moves
from altered_deck.engine.mechanics.reserve import rules as reserve_rules
from altered_deck.engine.mechanics.sabotage import kinds as sabotage_kinds
from altered_deck.engine.mechanics.sabotage import rules as sabotage
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from altered_deck.engine.mechanics.sacrifice import rules as sacrifice
from altered_deck.engine.mechanics.targets import pick as targets_pick
from altered_deck.engine.mechanics.terrain import rules as terrain
from altered_deck.engine.mechanics.turns import rules as turns
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from altered_deck.engine.mechanics.watchers import rules as watchers
from altered_deck.engine.mechanics.watchers.forms import deck_watches
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
    """The deck features and, in the order each point runs them, the handlers they need
    (core/hooks.py: a compiled deck holds those of its features)."""
    for name, needs in DECK_FEATURES:
        register_feature(name, needs)
    for point, handler, feature, *whose in DECK_HOOKS:
        register(point, handler, feature, *whose)


_PLAYS = "plays watched"
_JOINS = "joins watched"
_PLAY_IT = "plays give statuses"
_SPELL_FLEETING = "Spells played Fleeting"
_RESERVE_BOOST = "Reserve plays boosted"
_KIND_CUTS = "cuts by kind"
_TERRAIN = "terrains changed"
_SUMS = "sums changed"
_MORNING = "Morning's top card to Mana"
_RESERVE_COSTS = "Reserve costs changed"
_DRAWS = "opponent's draws watched"
_FLOORS = "opponent's costs floored"

DECK_FEATURES: tuple[tuple[str, Needs], ...] = (
    (_PLAYS, boosts.watches_plays),
    (_JOINS, boosts.watches_joins),
    (boosts_kinds.F_MOVES, boosts.watches_moves),
    (_PLAY_IT, static_in(boosts_kinds.ST_PLAY_IT)),
    (_SPELL_FLEETING, static_in(boosts_kinds.ST_SPELL_FLEETING)),
    (_RESERVE_BOOST, static_in(boosts_kinds.ST_RESERVE_BOOST)),
    (_KIND_CUTS, static_in(costs_kinds.ST_KIND_CUT)),
    (watchers_kinds.F_STATICS, deck_watches),
    (watchers_kinds.F_STATUS, static_in(*watchers_kinds.STATUS_STATICS)),
    (reserve_kinds.F_RULES, static_in(*reserve_kinds.RESERVE_RULE_STATICS)),
    (sacrifice_kinds.F_COUNTERS_WATCH, static_in(*sacrifice_kinds.COUNTERS_WATCH)),
    (
        _TERRAIN,
        static_in(
            costs_kinds.ST_TERRAIN, costs_kinds.ST_TERRAIN_MARKERS, costs_kinds.ST_ALL_REGIONS
        ),
    ),
    (_SUMS, static_in(*costs_kinds.DYNAMIC_SUMS, *keywords_kinds.RULES_SUMS)),
    (_MORNING, costs.tops_mana),
    (_RESERVE_COSTS, static_in(keywords_kinds.ST_RESERVE_COST)),
    (
        keywords_kinds.F_KEYWORD_WATCH,
        static_in(
            *keywords_kinds.RULES_WATCH,
            keywords_kinds.ST_DECLINED_MANA,
            keywords_kinds.ST_OTHERS_HIGHEST_IF,
        ),
    ),
    (_DRAWS, static_in(sabotage_kinds.ST_OPP_DRAWS)),
    (_FLOORS, static_in(sabotage_kinds.ST_COST_FLOOR)),
)
"""Each deck feature and the test of a deck's cards that gives it."""

DECK_HOOKS: tuple[tuple[Any, ...], ...] = (
    # playing a card
    ("card_played", boosts.on_play, _PLAYS),
    ("spell_fleeting", boosts.hands_fleeting, _SPELL_FLEETING),
    ("character_entered", boosts.play_it, _PLAY_IT),
    ("character_from_reserve", boosts.reserve_boosts, _RESERVE_BOOST),
    ("character_played", sacrifice.character_played, sacrifice_kinds.F_COUNTERS_WATCH),
    ("played", watchers.on_played, watchers_kinds.F_STATICS),
    ("played_from_reserve", reserve_moves.played_from_reserve, reserve_kinds.F_RULES),
    ("permanent_joined", counters.permanent_joined, sacrifice_kinds.F_COUNTERS_WATCH),
    # a Character joins: the boosts', the watchers', the facing opponent's, the keywords'
    ("joined", boosts.on_join, _JOINS),
    ("joined", watchers.on_joined, watchers_kinds.F_STATICS),
    ("joined", removal.facing_join, None),
    ("joined", keywords.on_joined, keywords_kinds.F_KEYWORD_WATCH),
    # a Character switches expeditions: it joins the other one, not the Expedition zone
    ("switched", boosts.on_switch, _JOINS),
    ("switched", removal.facing_join, None),
    ("switched", keywords.joins_my_expedition, keywords_kinds.F_KEYWORD_WATCH),
    # effects
    ("run_effects", watchers.run_watched, watchers_kinds.F_STATUS),
    ("run_effects", watchers.run_watched, watchers_kinds.F_STATUS, THEIRS),
    ("status_gained", watchers.statuses_gained, watchers_kinds.F_STATUS),
    ("token_created", keywords.token_created, keywords_kinds.F_KEYWORD_WATCH),
    ("roll", watchers.on_roll, watchers_kinds.F_STATICS),
    ("drawn", sabotage.opponent_drew, _DRAWS, THEIRS),
    # costs and sums
    ("reserve_cost", keywords.reserve_cost, _RESERVE_COSTS),
    ("kind_cut", costs.kind_cut, _KIND_CUTS),
    ("cost_floor", sabotage.cost_floor, _FLOORS),
    ("sums", keyword_sums.expedition_sums, _SUMS),
    ("lone_giant", watchers.lone_giant, watchers_kinds.F_STATICS),
    ("defender_waived", watchers.defender_waived, watchers_kinds.F_STATICS),
    # actions
    ("exhausted_targets", reserve_rules.exhausted_targets, reserve_kinds.F_RULES),
    ("hero_cost_payable", reserve_rules.hero_cost_payable, reserve_kinds.F_RULES),
    ("before_action", reserve_rules.before_action, reserve_kinds.F_RULES),
    ("after_action", reserve_rules.after_action, reserve_kinds.F_RULES),
    ("passed_first", sacrifice.passed_first, sacrifice_kinds.F_COUNTERS_WATCH),
    # the day
    ("morning_draw", costs.morning_top_mana, _MORNING),
    ("terrain", terrain.refresh_terrain, _TERRAIN),
    ("moved_due", sacrifice.moved_due, sacrifice_kinds.F_COUNTERS_WATCH),
    ("moved", watchers.extra_moves, watchers_kinds.F_STATICS),
    ("moved", boosts.after_progress, boosts_kinds.F_MOVES),
    ("after_due", sacrifice.after_due, sacrifice_kinds.F_COUNTERS_WATCH),
    ("before_rest", keywords.at_night, keywords_kinds.F_KEYWORD_WATCH),
    ("rest_left", reserve_rules.left_expedition, reserve_kinds.F_RULES),
    ("left", reserve_rules.left_expedition, reserve_kinds.F_RULES),
    ("characters_left", sacrifice.characters_left, sacrifice_kinds.F_COUNTERS_WATCH),
)
"""Each deck hook: (point, handler, the feature a deck needs for it, None: every deck), in the
order a point runs its handlers."""


install()
