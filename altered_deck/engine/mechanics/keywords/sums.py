"""Expedition sums when static abilities change them (highest statistic, Gigantic tokens, Defender
unless C).

A deck whose cards say "The {V}, {M} and {O} of Characters in my Expedition are equal to their
highest statistic", "If C, my {V}, {M} and {O} are equal to my highest statistic", "Tokens you
control are [Gigantic]", "I am [Defender] unless C" or "[Defender] Characters don't prevent my
Expedition from moving forward" gets :func:`expedition_sums` here as its ``sums`` deck hook;
:meth:`GameState.expedition_sums` then asks it (every other deck keeps the fast path)."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core.cards import Needs, static_in
from altered_deck.engine.core.effects import K_TOKEN, KW_DEFENDER, KW_GIGANTIC, S_ASLEEP
from altered_deck.engine.core.interpreter import condition_holds
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.keywords import kinds as keywords_kinds
from altered_deck.engine.mechanics.keywords.rules import gigantic as gigantic_if
from altered_deck.engine.mechanics.keywords.rules import others_highest, tokens_defend


def _holds(g: GameState, found: tuple[int, object], unit: Unit, exp: int) -> bool:
    return condition_holds(g, found[0], found[1], unit, exp)


def _in_play(g: GameState) -> list[Unit]:
    return [*g.exps[0], *g.exps[1], *g.gear[0], *g.gear[1], *g.landmarks]


def _has(units: list[Unit], kind: int) -> list[Unit]:
    return [u for u in units if any(st[0] == kind for st in u.card.statics)]


def _defends(g: GameState, unit: Unit, exp: int) -> bool:
    card = unit.card
    if card.keywords & KW_DEFENDER:
        return True
    if card.kind & K_TOKEN and unit.boosts > 0 and tokens_defend(g):  # Defender tokens
        return True
    for st_kind, _n, arg in card.statics:
        if st_kind == costs_kinds.ST_DEFENDER_UNLESS and not _holds(g, arg, unit, exp):
            return True
    return False


def _highest(g: GameState, unit: Unit, exp: int, everyone: bool) -> bool:
    if everyone:
        return True
    # "If I'm [[Boosted]], ... of other Characters"
    if keywords_kinds.F_KEYWORD_WATCH in g.hooks.features and others_highest(g, unit):
        return True
    for st_kind, _n, arg in unit.card.statics:
        if st_kind == costs_kinds.ST_MY_HIGHEST and _holds(g, arg, unit, exp):
            return True
    return False


def _defenders_ignored(g: GameState, exp: int) -> bool:
    return bool(_has([*g.exps[exp], *g.gear[exp]], costs_kinds.ST_IGNORE_DEFENDERS))


def expedition_sums(g: GameState, exp: int) -> tuple[int, int, int, bool]:
    """Forest, Mountain and Water sums of expedition ``exp`` and whether a Defender stops it,
    with the mechanic's statics applied (see the module docstring)."""
    tokens_gigantic = bool(_has(_in_play(g), costs_kinds.ST_TOKENS_GIGANTIC)) or bool(
        g.hero is not None and _has_hero(g, costs_kinds.ST_TOKENS_GIGANTIC)
    )
    everyone = bool(_has([*g.exps[exp], *g.gear[exp]], costs_kinds.ST_HIGHEST_HERE))
    f = m = w = 0
    defender = False
    for units, own in ((g.exps[exp], True), (g.exps[1 - exp], False)):
        for u in units:
            card = u.card
            gigantic = card.keywords & KW_GIGANTIC or (tokens_gigantic and card.kind & K_TOKEN)
            if not gigantic and card.statics:  # "If C, I am [Gigantic]" (the keywords mechanic)
                gigantic = gigantic_if(g, u, exp if own else 1 - exp)
            if not own and not gigantic:
                continue
            if _defends(g, u, exp):
                defender = True
            if u.status & S_ASLEEP:
                continue
            sf, sm, sw = card.stats
            if _highest(g, u, exp, everyone):
                sf = sm = sw = max(sf, sm, sw)
            b = u.boosts
            f += sf + b
            m += sm + b
            w += sw + b
    if defender and _defenders_ignored(g, exp):
        defender = False
    # "If C, [Defender] Characters don't ..."
    if defender and (defender_waived := g.hooks.defender_waived) is not None:
        defender = not defender_waived(g, exp)  # the deck's query, as the core asks it
    return f, m, w, defender


def _has_hero(g: GameState, kind: int) -> bool:
    hero = g.hero
    return hero is not None and any(st[0] == kind for st in hero.statics)


# --- the moments this module's rules watch (registry.install registers them) ---------------

SUMS_CHANGED = "sums changed"
FEATURES: tuple[tuple[str, Needs], ...] = (
    (SUMS_CHANGED, static_in(*costs_kinds.DYNAMIC_SUMS, *keywords_kinds.RULES_SUMS)),
)

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (("sums", expedition_sums, SUMS_CHANGED),)
