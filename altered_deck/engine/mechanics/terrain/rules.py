"""Terrains that cards change: "My region is {V} ...", and a Hero's Terrain Markers placed on
regions.

:func:`refresh_terrain` sets the layout from the printed one (kept in ``GameState.base_layout``
while anything changes it), the Markers on it (``GameState.markers``) and the abilities of the
cards in the expeditions; it runs after a play, before Progress and after Night (and when a
Marker is placed). In a duel the adventure is shared: both seats' Markers and cards count, and
both get the same layout."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import Needs, static_in
from altered_deck.engine.core.effects import K_TOKEN
from altered_deck.engine.core.interpreter import Handlers
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.terrain import kinds as terrain_kinds

_BITS = (1, 2, 4)


HANDLERS = Handlers()


def _seats(g: GameState) -> list[GameState]:
    opponent = getattr(g, "opponent", None)
    return [g, opponent] if isinstance(opponent, GameState) and opponent is not g else [g]


def refresh_terrain(g: GameState) -> None:
    """Set the regions' terrains from the printed layout and the "My region is {V} ..."
    abilities of the cards in the expeditions (both players' in a duel: the adventure is
    shared); the printed layout is kept in ``base_layout`` while anything changes it."""
    seats = _seats(g)
    if getattr(g, "arena", False):
        return  # tiebreakers: every region is the Arena
    base = g.base_layout if g.base_layout is not None else g.layout
    regions = list(base)
    for s in seats:  # "All regions are {O} and lose their other terrains"
        for e in (0, 1):
            for u in (*s.exps[e], *s.gear[e]):
                for st_kind, _n, bit in u.card.statics:
                    if st_kind == fx.ST_ALL_REGIONS:
                        regions = [bit] * len(regions)
    for s in seats:
        for region, bit in s.markers:  # a Marker: that terrain only
            regions[region] = bit
    added: list[tuple[int, int]] = []
    for s in seats:
        facing = seats[1] if s is g and len(seats) == 2 else seats[0] if s is not g else None
        for e in (0, 1):
            for u in (*s.exps[e], *s.gear[e]):
                for st_kind, _n, arg in u.card.statics:
                    if st_kind != fx.ST_TERRAIN:
                        continue
                    bit, replace, with_facing = arg
                    if not replace:
                        added.append((s.pos[e], bit))
                        continue
                    regions[s.pos[e]] = bit
                    if with_facing and facing is not None:
                        regions[facing.pos[e]] = bit
    for region, bit in added:
        regions[region] |= bit
    layout = tuple(regions)
    changed = layout != tuple(base)
    for s in seats:
        s.base_layout = base if changed else None
        s.layout = layout if changed else base


def strongest_terrain(g: GameState, bits: list[int]) -> int:
    """Of terrain ``bits``, the one the deck's Characters are strongest in (printed stats)."""
    totals = [0, 0, 0]
    for index in g.source.deck:
        card = g.source.cards[index]
        if card.kind & fx.K_CHARACTER and not card.kind & K_TOKEN:
            for k in range(3):
                totals[k] += card.stats[k]
    return max(bits, key=lambda bit: totals[_BITS.index(bit)])


@HANDLERS.on(fx.E_PLACE_MARKER)
def place_marker(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may place one of my Markers on target visible region" (engine policy): the
    Marker of the terrain the deck is strongest in, on the region of an expedition of yours
    that lacks it (the Hero expedition first); none when every region has it."""
    hero = g.source.hero
    owned = 0
    for st_kind, _n, bits in hero.statics if hero is not None else ():
        if st_kind == fx.ST_TERRAIN_MARKERS:
            owned |= bits
    placed = {bit for _region, bit in g.markers}
    free = [bit for bit in _BITS if owned & bit and bit not in placed]
    if not free:
        return
    best = strongest_terrain(g, free)
    marked = {region for s in _seats(g) for region, _bit in s.markers}
    for e in (0, 1):
        region = g.pos[e]
        if g.revealed[region] and not g.layout[region] & best and region not in marked:
            g.markers = (*g.markers, (region, best))
            g.event("marker", str(region))
            refresh_terrain(g)
            return


@HANDLERS.on(terrain_kinds.E_PLACE_TERRAIN)
def _place_terrain(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "Place a {V} Terrain Marker on target visible region" (the region becomes {V} only):
    engine policy, on the region of one of your expeditions where more of them then move at
    Dusk; else on a visible region none of your expeditions is in; else nowhere."""
    before = g.moves_now()
    mine = [g.pos[0], g.pos[1]]
    best: int | None = None
    for region in mine:
        if not g.revealed[region]:
            continue
        saved = g.markers
        g.markers = (*saved, (region, arg))
        refresh_terrain(g)
        gain = g.moves_now() - before
        g.markers = saved
        refresh_terrain(g)
        if gain > 0:
            best = region
            break
    if best is None:
        spare = [i for i, seen in enumerate(g.revealed) if seen and i not in mine]
        if not spare:
            return
        best = spare[0]
    g.markers = (*g.markers, (best, arg))
    g.event("marker", str(best))
    refresh_terrain(g)


# --- the moments this module's rules watch (registry.install registers them) ---------------

FEATURES: tuple[tuple[str, Needs], ...] = (
    (
        "terrains changed",
        static_in(fx.ST_TERRAIN, fx.ST_TERRAIN_MARKERS, fx.ST_ALL_REGIONS),
    ),
)

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (("terrain", refresh_terrain, "terrains changed"),)
