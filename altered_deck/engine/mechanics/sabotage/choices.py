"""Handlers of the sabotage mechanic's kinds (:mod:`altered_deck.engine.mechanics.sabotage.kinds`)
whose target is chosen with a die roll, a payment or a terrain check (Asleep, Anchored, discard,
back to the deck or the Reserve, exhausted Reserve cards).

Imported at the end of :mod:`altered_deck.engine.mechanics.sabotage.rules` (after its own
handlers, so :data:`altered_deck.engine.core.interpreter.HANDLERS` keeps one order), which is
imported by :mod:`altered_deck.engine.mechanics.removal.rules`. Each acts on the opponent's seat
of a duel and does nothing when goldfishing (no opponent), but for a "target Character" or
"target Permanent" that may be the player's own (6.5.a/b); the choices follow the policy in
:mod:`altered_deck.engine.mechanics.sabotage.rules` and each handler's docstring."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from altered_deck.engine.acts.dice import roll_die
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.decisions import asks, may, pick_card, source_name
from altered_deck.engine.core.effects import K_CHARACTER, K_TOKEN, S_ASLEEP, S_EXHAUSTED
from altered_deck.engine.core.state import GameState, Unit, reserve_keep
from altered_deck.engine.mechanics.sabotage import kinds as sabotage_kinds
from altered_deck.engine.mechanics.sabotage.rules import sabotage
from altered_deck.engine.targets import limits
from altered_deck.engine.targets.choice import (
    Candidate,
    affordable,
    candidates,
    choose_targets,
    is_mine,
    leave,
    opponent_of,
    pay_tough,
    weight,
)
from altered_deck.engine.targets.limits import D_DISCARD

HANDLERS = interpreter.Handlers()


@HANDLERS.on(sabotage_kinds.E_EXHAUST_ROLL)
def _exhaust_roll(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may exhaust target card in an opponent's Reserve, then roll a die. When you roll
    a 1-3 this way — That opponent targets a card in your Reserve. Exhaust it": a MAY
    decision (yes when the opponent has a ready Reserve card), then which of their cards
    (hint: their most useful ready one); on 1-3 they pick which of my ready ones to exhaust
    (hint: my most useful)."""
    opp = opponent_of(g)
    targets = [] if opp is None else affordable(g, opp, opp.reserve)
    if opp is None or not targets:
        return
    ready = [u for u in targets if not u.status & S_EXHAUSTED]
    prompt = "You may exhaust target card in an opponent's Reserve"
    if not may(g, source_name(g, unit), prompt, bool(ready)):
        return
    best = max(ready or targets, key=reserve_keep)
    if len(targets) > 1 and asks(g):
        cards = [(u.card, "reserve") for u in targets]
        hint = targets.index(best)
        best = targets[pick_card(g, source_name(g, unit), prompt, cards, hint, mine=False)]
    pay_tough(g, opp, best)
    best.status |= S_EXHAUSTED
    g.event("opponent", "exhaust", best.card.name)
    if roll_die(g) <= 3:
        mine = [u for u in g.reserve if not u.status & S_EXHAUSTED]
        if mine:
            hit = max(mine, key=reserve_keep)
            if len(mine) > 1:  # that opponent picks (a card of mine: not on their side)
                cards = [(u.card, "reserve") for u in mine]
                prompt = "Target a card in that player's Reserve: exhaust it"
                k = pick_card(opp, source_name(g, unit), prompt, cards, mine.index(hit), mine=False)
                hit = mine[k]
            hit.status |= S_EXHAUSTED
            g.event("exhausted-by-opponent", hit.card.name)


@HANDLERS.on(sabotage_kinds.E_ASLEEP_SABOTAGE)
def _asleep_sabotage(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may have target Character gain [[Asleep]]. If it's facing me, [Sabotage]": the
    opponent's best target, one facing me first (it brings the Sabotage too); the player's
    own Characters are targets too, and "no target" ("you may")."""
    opp = opponent_of(g)
    found = [] if opp is None else candidates(g, opp, K_CHARACTER)
    found = [c for c in found if not c[2].status & S_ASLEEP]
    found.sort(key=lambda c: (c[4] == exp, c[0], c[1]), reverse=True)
    own = candidates(g, g, K_CHARACTER, scored=False)
    for cand in choose_targets(g, g if opp is None else opp, found, own=own, optional=True):
        cand[2].status |= S_ASLEEP
        if is_mine(g, cand):
            g.event("asleep", cand[2].card.name)
            continue  # mine never faces me
        g.event("opponent", "asleep", cand[2].card.name)
        if 0 <= exp == cand[4]:
            sabotage(g)


_WORTH_ORBS = 3.0
"""A Character's power at Dusk worth paying Mana to put Asleep (when it does not change
whether an expedition moves)."""


@HANDLERS.on(sabotage_kinds.E_PAY_ASLEEP_FACING)
def _pay_asleep(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may pay {n}. If you do, target Character in the Expedition facing me gains
    [[Asleep]]": a MAY decision (paid when a target changes the race or has power worth
    it), then a TARGET decision among the Characters facing me, the worthy ones first."""
    opp = opponent_of(g)
    if opp is None or not 0 <= exp <= 1 or g.mana_ready < n:
        return
    facing = [c for c in candidates(g, opp, K_CHARACTER) if c[4] == exp]
    found = [c for c in facing if not c[2].status & S_ASLEEP and (c[0] > 0 or c[1] >= _WORTH_ORBS)]
    if not facing or not may(g, source_name(g, unit), f"You may pay {{{n}}}", bool(found)):
        return
    g.pay(n)
    if asks(g):
        found += [c for c in facing if c not in found]
    for cand in choose_targets(g, opp, found):
        cand[2].status |= S_ASLEEP
        g.event("opponent", "asleep", cand[2].card.name)


@HANDLERS.on(sabotage_kinds.E_PAY_DISCARD_RESUPPLY)
def _pay_discard(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may pay {n} to discard target Permanent with Hand Cost {arg} or less. If you
    do, its controller [Resupplies]": a MAY decision (paid when there is one), then a TARGET
    decision among the opponent's."""
    opp = opponent_of(g)
    if g.mana_ready < n:
        return
    found = [] if opp is None else candidates(g, opp, fx.K_PERMANENT, limits.L_COST_LE, arg)
    own = candidates(g, g, fx.K_PERMANENT, limits.L_COST_LE, arg, scored=False)
    side = g if opp is None else opp
    for cand in choose_targets(g, side, found, own=own, optional=True):
        g.pay(n)
        owner = g if is_mine(g, cand) else side
        g.event(*(() if owner is g else ("opponent",)), "discard", cand[2].card.name)
        leave(owner, cand, D_DISCARD)
        interpreter.resupply(owner, False)


@HANDLERS.on(sabotage_kinds.E_TOP_IF_WATER)
def _top_if_water(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Return target Character (either player's) to the top of its owner's deck; if it was
    in {O}, ready n Mana Orbs: among the targets as good for the race, one in {O} first."""
    for was, _owner in _remove_preferring(g, fx.TERRAIN_BITS["O"], "to-deck", limits.D_DECK_TOP):
        if was:
            g.mana_ready = min(len(g.mana_cards), g.mana_ready + n)


@HANDLERS.on(sabotage_kinds.E_OPP_TO_DECK_X)
def _to_deck_x(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Roll a die; send target Character (either player's: the engine's pick the opponent's
    best) to the Xth position of its owner's deck (the top is position 1; a shorter deck:
    its bottom)."""
    opp = opponent_of(g)
    side = g if opp is None else opp
    found = [] if opp is None else candidates(g, opp, K_CHARACTER)
    chosen = choose_targets(g, side, found, own=candidates(g, g, K_CHARACTER, scored=False))
    if not chosen:
        return
    x = roll_die(g)
    cand = chosen[0]
    owner = g if is_mine(g, cand) else side
    g.event(*(() if owner is g else ("opponent",)), "to-deck", cand[2].card.name, str(x))
    leave(owner, cand, limits.D_DECK_TOP)
    if not cand[2].card.kind & K_TOKEN:
        card = owner.deck.pop()
        owner.deck.insert(max(0, len(owner.deck) - (x - 1)), card)
    if n and x > cand[2].card.hand_cost:
        g.mana_ready = min(len(g.mana_cards), g.mana_ready + n)


@HANDLERS.on(sabotage_kinds.E_ANCHOR_FACING)
def _anchor_facing(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may have target Character facing me gain [[Anchored]]. If you do, I gain
    [[Anchored]]": a MAY decision, then a TARGET decision among the Characters facing me.
    The hints: yes when keeping me tomorrow is worth more than keeping their weakest facing
    Character (its power there less than mine), and that one."""
    opp = opponent_of(g)
    if opp is None or unit is None or not 0 <= exp <= 1:
        return
    facing = sorted((c for c in candidates(g, opp, K_CHARACTER) if c[4] == exp), key=lambda c: c[1])
    if not facing:
        return
    worth = facing[0][1] < weight(g, opp, unit, exp)
    prompt = "You may have target Character facing me gain [[Anchored]]"
    if not may(g, source_name(g, unit), prompt, worth):
        return
    for cand in choose_targets(g, opp, facing if asks(g) else facing[:1]):
        cand[2].status |= fx.S_ANCHORED
        unit.status |= fx.S_ANCHORED
        g.event("opponent", "anchored", cand[2].card.name)


@HANDLERS.on(sabotage_kinds.E_RESERVE_DRAW_UNLESS)
def _reserve_draw_unless(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Send target Character (either player's) to Reserve; if it wasn't in terrain ``arg``,
    its controller draws: among equally good targets, one in that terrain (no draw for
    them)."""
    for was, owner in _remove_preferring(g, arg, "to-reserve", limits.D_RESERVE):
        if not was:
            owner.draw(n)


def _remove_preferring(
    g: GameState, terrain: int, label: str, dest: int
) -> Iterator[tuple[bool, GameState]]:
    """Move the chosen target Character (the opponent's, among targets as good for the race
    those in ``terrain`` first, or the player's own: 6.5.a/b, "target Character" is either
    player's) to ``dest``; after each, whether it stood in that terrain, and its
    controller."""
    opp = opponent_of(g)
    side = g if opp is None else opp

    def inside(c: Candidate, owner: GameState) -> bool:
        return bool(g.layout[owner.pos[c[4]]] & terrain)

    found = [] if opp is None else candidates(g, opp, K_CHARACTER)
    found.sort(key=lambda c: (c[0], inside(c, side), c[1]), reverse=True)
    own = candidates(g, g, K_CHARACTER, scored=False)
    for cand in choose_targets(g, side, found, own=own):
        owner = g if is_mine(g, cand) else side
        was = inside(cand, owner)
        g.event(*(() if owner is g else ("opponent",)), label, cand[2].card.name)
        leave(owner, cand, dest)
        yield was, owner
