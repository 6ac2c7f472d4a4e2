"""Which mechanics the engine plays, and the one order their handlers are installed in.

The interpreter (:mod:`altered_deck.engine.core.interpreter`) runs an effect through
``HANDLERS[kind]`` and asks ``GROUP_CONDITIONS[kind // 50]`` about an ``If``; it names no
mechanic. Each mechanic declares its own tables (``HANDLERS``, ``CONDITIONS``); :func:`install`
copies them into the interpreter's in the order of :data:`MECHANICS`, then applies the
wrappers that must see every handler (a duel's choice on the opponent, Gifts). A kind two
mechanics both handle is run by the later one: the order is stated here and nowhere else.
The text forms have their own single order: :mod:`altered_deck.engine.compiler.forms`.
"""

from __future__ import annotations

from types import ModuleType

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.hooks import HOOKS
from altered_deck.engine.mechanics.boosts import rules as boosts
from altered_deck.engine.mechanics.boosts import rules as hook_boosts_rules
from altered_deck.engine.mechanics.costs import rules as costs
from altered_deck.engine.mechanics.costs import rules as hook_costs_rules
from altered_deck.engine.mechanics.counters import rules as counters
from altered_deck.engine.mechanics.counters import rules as hook_counters_rules
from altered_deck.engine.mechanics.keywords import rules as hook_keywords_rules
from altered_deck.engine.mechanics.keywords import rules as keywords
from altered_deck.engine.mechanics.keywords import sums as keyword_sums
from altered_deck.engine.mechanics.removal import rules as hook_removal_rules
from altered_deck.engine.mechanics.removal import rules as removal
from altered_deck.engine.mechanics.reserve import handlers as reserve
from altered_deck.engine.mechanics.reserve import moves as hook_reserve_moves
from altered_deck.engine.mechanics.reserve import rules as hook_reserve_rules
from altered_deck.engine.mechanics.sabotage import choices as sabotage_choices
from altered_deck.engine.mechanics.sabotage import rules as hook_sabotage_rules
from altered_deck.engine.mechanics.sabotage import rules as sabotage
from altered_deck.engine.mechanics.sacrifice import handlers as sacrifice_handlers
from altered_deck.engine.mechanics.sacrifice import rules as hook_sacrifice_rules
from altered_deck.engine.mechanics.sacrifice import rules as sacrifice
from altered_deck.engine.mechanics.targets import pick as targets_pick
from altered_deck.engine.mechanics.terrain import rules as terrain
from altered_deck.engine.mechanics.turns import rules as turns
from altered_deck.engine.mechanics.watchers import handlers as watchers_handlers
from altered_deck.engine.mechanics.watchers import rules as hook_watchers_rules
from altered_deck.engine.mechanics.watchers import rules as watchers

MECHANICS: tuple[ModuleType, ...] = (
    boosts,
    costs,
    keywords,
    removal,
    sacrifice,
    counters,  # its Landmark token wraps the boosts mechanic's
    sacrifice_handlers,
    sabotage,
    sabotage_choices,
    reserve,  # its Reserve moves wrap the interpreter's and the boosts mechanic's
    turns,
    watchers_handlers,
    watchers,
)
"""The modules whose ``HANDLERS`` and ``CONDITIONS`` the interpreter runs, in install order."""


def install() -> None:
    """Fill the interpreter's tables from every mechanic; run once, when the engine is
    imported."""
    for mechanic in MECHANICS:
        interpreter.HANDLERS.update(getattr(mechanic, "HANDLERS", {}))
        interpreter.GROUP_CONDITIONS.update(getattr(mechanic, "CONDITIONS", {}))
    interpreter.HANDLERS.update(removal.DUEL_CHOICES)
    turns.wrap_gifts(interpreter.HANDLERS)
    HOOKS.reserve_cost = keywords.reserve_cost
    HOOKS.expedition_cost = keywords.exp_cost
    HOOKS.self_cost_cut = boosts.self_cost_cut
    HOOKS.kind_cut = costs.kind_cut
    HOOKS.dynamic_sums = keyword_sums.expedition_sums
    HOOKS.lone_giant = watchers.lone_giant
    HOOKS.defender_waived = watchers.defender_waived
    HOOKS.watches_draws = sabotage.watches_draws
    HOOKS.opponent_drew = sabotage.opponent_drew
    HOOKS.opponent_played_from_reserve = sabotage.opponent_played_from_reserve
    HOOKS.opponent_played_character = sabotage.opponent_played_character
    HOOKS.at_night = keywords.at_night
    HOOKS.count_statics = watchers.count_statics
    HOOKS.on_play_subtype = costs.on_play_subtype
    HOOKS.declined_mana = keywords.declined_mana
    HOOKS.behind = watchers.behind
    HOOKS.after_progress = hook_boosts_rules.after_progress
    HOOKS.after_roll = costs.after_roll
    HOOKS.hands_fleeting = hook_boosts_rules.hands_fleeting
    HOOKS.holds_more = hook_boosts_rules.holds_more
    HOOKS.on_join = hook_boosts_rules.on_join
    HOOKS.on_play = hook_boosts_rules.on_play
    HOOKS.play_it = hook_boosts_rules.play_it
    HOOKS.reserve_boosts = hook_boosts_rules.reserve_boosts
    HOOKS.reserve_limit_bonus = hook_boosts_rules.reserve_limit_bonus
    HOOKS.at_noon = hook_costs_rules.at_noon
    HOOKS.morning_top_mana = hook_costs_rules.morning_top_mana
    HOOKS.refresh_terrain = terrain.refresh_terrain
    HOOKS.target_character = targets_pick.target_character
    HOOKS.seasons = hook_costs_rules.seasons
    HOOKS.use_pending = hook_costs_rules.use_pending
    HOOKS.permanent_joined = hook_counters_rules.permanent_joined
    HOOKS.keywords_on_joined = hook_keywords_rules.on_joined
    HOOKS.pay_sacrifice_cut = hook_keywords_rules.pay_sacrifice_cut
    HOOKS.token_created = hook_keywords_rules.token_created
    HOOKS.facing_join = hook_removal_rules.facing_join
    HOOKS.played_from_reserve = hook_reserve_moves.played_from_reserve
    HOOKS.active = hook_reserve_rules.active
    HOOKS.boost_snapshot = hook_reserve_rules.boost_snapshot
    HOOKS.boosts_gained = hook_reserve_rules.boosts_gained
    HOOKS.clean_up_reserve = hook_reserve_rules.clean_up_reserve
    HOOKS.exhausted_targets = hook_reserve_rules.exhausted_targets
    HOOKS.hero_cost_payable = hook_reserve_rules.hero_cost_payable
    HOOKS.left_expedition = hook_reserve_rules.left_expedition
    HOOKS.left_reserve = hook_reserve_rules.left_reserve
    HOOKS.pay_discard_cut = hook_reserve_rules.pay_discard_cut
    HOOKS.stays_exhausted = hook_reserve_rules.stays_exhausted
    HOOKS.watches_reserve = hook_reserve_rules.watches_reserve
    HOOKS.cost_floor = hook_sabotage_rules.cost_floor
    HOOKS.floors_costs = hook_sabotage_rules.floors_costs
    HOOKS.night_sabotages = hook_sabotage_rules.night_sabotages
    HOOKS.sabotage = hook_sabotage_rules.sabotage
    HOOKS.after_due = hook_sacrifice_rules.after_due
    HOOKS.character_played = hook_sacrifice_rules.character_played
    HOOKS.characters_left = hook_sacrifice_rules.characters_left
    HOOKS.moved_due = hook_sacrifice_rules.moved_due
    HOOKS.passed_first = hook_sacrifice_rules.passed_first
    HOOKS.sacrificed = hook_sacrifice_rules.sacrificed
    HOOKS.to_mana_instead = hook_sacrifice_rules.to_mana_instead
    HOOKS.blocked_moves = hook_watchers_rules.blocked_moves
    HOOKS.eternal_ascended = hook_watchers_rules.eternal_ascended
    HOOKS.extra_moves = hook_watchers_rules.extra_moves
    HOOKS.watchers_on_joined = hook_watchers_rules.on_joined
    HOOKS.on_played = hook_watchers_rules.on_played
    HOOKS.on_roll = hook_watchers_rules.on_roll
    HOOKS.run_watched = hook_watchers_rules.run_watched


install()
