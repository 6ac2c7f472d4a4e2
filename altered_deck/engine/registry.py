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
from altered_deck.engine.mechanics.costs import rules as costs
from altered_deck.engine.mechanics.counters import rules as counters
from altered_deck.engine.mechanics.keywords import rules as keywords
from altered_deck.engine.mechanics.keywords import sums as keyword_sums
from altered_deck.engine.mechanics.removal import rules as removal
from altered_deck.engine.mechanics.reserve import handlers as reserve
from altered_deck.engine.mechanics.sabotage import choices as sabotage_choices
from altered_deck.engine.mechanics.sabotage import rules as sabotage
from altered_deck.engine.mechanics.sacrifice import handlers as sacrifice_handlers
from altered_deck.engine.mechanics.sacrifice import rules as sacrifice
from altered_deck.engine.mechanics.turns import rules as turns
from altered_deck.engine.mechanics.watchers import handlers as watchers_handlers
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


install()
