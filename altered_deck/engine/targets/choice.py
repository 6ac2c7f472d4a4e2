"""Targets of a removal in a duel: the TARGET decision of the acting player, what Tough costs,
how a card leaves play (:mod:`altered_deck.engine.mechanics.removal.rules` runs the effects).

The options are the legal targets (the player's own first where the text allows them, then
the opponent's whose [Tough X], 7.4.7, the player can pay now; taking one pays X). The hint,
the engine's choice, is the opposing Character whose removal most improves the race at Dusk
(my expeditions that would move minus the opponent's), then the one with the most power in
the terrains of its region and of the region facing it; a Permanent, the most useful one; a
target with Tough only when it does better than the best target without Tough."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.decisions import TARGET, Option, source_name, which
from altered_deck.engine.core.effects import (
    FACING_KINDS,
    K_CHARACTER,
    K_TOKEN,
    S_ASLEEP,
    S_EXHAUSTED,
    S_FLEETING,
)
from altered_deck.engine.core.state import GameState, Unit, kept, reserve_keep
from altered_deck.engine.targets.limits import (
    D_DECK_TOP,
    D_DISCARD,
    D_HAND,
    D_MANA,
    D_RESERVE,
    L_BASE_COST_LE,
    L_BASE_COST_LE_ROLL,
    L_COST_GE,
    L_COST_LE,
    L_COST_LE_CHARACTERS,
    L_COST_LE_MINE,
    L_IN_TERRAIN,
    L_NO_STAT_OVER,
    L_NON_COMPANION_TOKEN,
    L_OR_RESERVE,
    L_TOTAL_COST_LE,
    L_TOTAL_M_LE,
    LAST_ROLL,
    NEED_BOOSTED,
    ST_GRANT_TOUGH,
    ST_TOUGH,
    ZONE_EXPEDITIONS,
    ZONE_LANDMARKS,
    ZONE_RESERVE,
)

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import EngineCard
    from altered_deck.engine.core.seat import Seat

# a candidate target: (flip, weight, unit, zone list, expedition or -1 for Landmarks,
# IN_RESERVE for a Reserve)
Candidate = tuple[int, float, Unit, list[Unit], int]
IN_RESERVE = -2


def opponent_of(g: GameState) -> Seat | None:
    """The opponent's seat in a duel (copied first when ``g`` is a look-ahead copy that
    still shares it), None when goldfishing."""
    if g.opponent is None or g.opponent is g:
        return None
    seat: Seat = g  # type: ignore[assignment]
    return seat.rival_to_change()


def opposing(g: GameState) -> GameState | None:
    """The opponent's side to read (a count: never copied), None when goldfishing."""
    opp = g.opponent
    return None if opp is None or opp is g else opp


def reserves(g: GameState) -> list[list[Unit]]:
    """Each player's Reserve, mine first ("cards in Reserve" without "your": any player's;
    the goldfish opponent has none)."""
    opp = opposing(g)
    return [g.reserve] if opp is None else [g.reserve, opp.reserve]


def facing_characters(g: GameState, unit: Unit | None, exp: int = -1) -> int:
    """The Characters in the opponent's expedition facing ``unit`` (the one of its own
    expedition's index, else of ``exp``; both when ``unit`` is [Gigantic]); an opposing
    [Gigantic] Character is in both of its controller's expeditions (7.4.4). 0 when
    goldfishing."""
    opp = opposing(g)
    if opp is None:
        return 0
    if unit is not None and unit.card.keywords & fx.KW_GIGANTIC:
        return len(opp.exps[0]) + len(opp.exps[1])
    e = 0 if unit in g.exps[0] else 1 if unit in g.exps[1] else exp
    if not 0 <= e <= 1:
        return 0
    giants = sum(1 for u in opp.exps[1 - e] if u.card.keywords & fx.KW_GIGANTIC)
    return len(opp.exps[e]) + giants


def acts(g: GameState, effects: fx.Effects) -> bool:
    """Whether ``effects`` can do something in ``g``: not only inert text, and not only
    effects on an opponent when there is none (what an optional cost is worth paying for)."""
    duel = g.opponent is not None and g.opponent is not g
    return any(op != fx.E_NOTHING and (duel or op not in FACING_KINDS) for op, _n, _a in effects)


# --- targets ---------------------------------------------------------------------------------


def tough(owner: GameState, unit: Unit) -> int:
    """What choosing ``unit`` (controlled by ``owner``) as a target costs its opponent: its
    own [Tough X] and the [Tough n] ``owner``'s cards in play grant it: "Characters you
    control are [Tough n]", or where a scope says ("Other Characters in your Expeditions",
    "[[Anchored]] Characters in your Expeditions", "Characters in your Reserve", "Other cards
    in your Landmarks")."""
    total = 0
    in_reserve = any(u is unit for u in owner.reserve)
    for kind, n, arg in () if in_reserve else unit.card.statics:  # not a support ability
        if kind == ST_TOUGH:
            total += n if arg is None else _tough_x(owner, arg)
    sources: list[tuple[EngineCard, Unit | None]] = [(u.card, u) for u in owner.landmarks]
    sources += [(u.card, u) for e in owner.exps for u in e]
    if owner.hero is not None:
        sources.append((owner.hero, None))
    zone = ""
    for card, source in sources:
        for kind, n, arg in card.statics:
            if kind != ST_GRANT_TOUGH:
                continue
            if arg is None:
                total += n if unit.card.kind & K_CHARACTER else 0
                continue
            where, other, status, characters = arg
            zone = zone or _zone_of(owner, unit)
            if (
                zone == where
                and not (other and source is unit)
                and unit.status & status == status
                and not (characters and not unit.card.kind & K_CHARACTER)
            ):
                total += n
    return total


def affordable(g: GameState, owner: GameState, units: list[Unit]) -> list[Unit]:
    """The ``units`` of ``owner`` (``g``'s opponent) whose Tough ``g``'s ready Mana can pay."""
    return [u for u in units if tough(owner, u) <= g.mana_ready]


def pay_tough(g: GameState, owner: GameState, unit: Unit) -> None:
    """``g`` chose ``owner``'s ``unit`` as a target: ``g`` pays its Tough (7.4.7.c)."""
    price = tough(owner, unit)
    if price:
        g.pay(price)
        g.event("tough", unit.card.name, str(price))


def _zone_of(owner: GameState, unit: Unit) -> str:
    """Where ``unit`` is on ``owner``'s side: expeditions, Reserve, Landmarks (or "-")."""
    if any(u is unit for e in owner.exps for u in e):
        return ZONE_EXPEDITIONS
    if any(u is unit for u in owner.reserve):
        return ZONE_RESERVE
    if any(u is unit for u in owner.landmarks):
        return ZONE_LANDMARKS
    return "-"


def _tough_x(owner: GameState, what: str) -> int:
    if what == "REGIONS":  # regions between the Hero and Companion expeditions
        return max(0, owner.pos[1] - owner.pos[0] - 1)
    if what == "EXHAUSTED":  # exhausted cards in Reserve: each player's
        return sum(1 for units in reserves(owner) for u in units if u.status & S_EXHAUSTED)
    units = [*owner.exps[0], *owner.exps[1], *owner.gear[0], *owner.gear[1], *owner.landmarks]
    return sum(1 for u in units if what in u.card.subtypes)


def swing(g: GameState, opp: GameState) -> int:
    """My expeditions that would move at Dusk now minus the opponent's."""
    return g.would_move(0) + g.would_move(1) - opp.would_move(0) - opp.would_move(1)


def weight(g: GameState, opp: GameState, unit: Unit, e: int) -> float:
    """A Character's power in the terrains of its region and the region facing it."""
    if unit.status & S_ASLEEP:
        return unit.card.hand_cost * 0.01
    bits = g.layout[opp.pos[e]] | g.layout[g.pos[e]]
    b = unit.boosts
    stats = unit.card.stats
    power = sum(stats[t] + b for t in range(3) if bits & (1 << t))
    return power + unit.card.hand_cost * 0.01


def _allowed(g: GameState, opp: GameState, unit: Unit, e: int, limit: int, value: int) -> bool:
    card = unit.card
    if limit in (L_COST_LE, L_TOTAL_COST_LE):
        return card.hand_cost <= value
    if limit == L_BASE_COST_LE_ROLL:  # "where X is the result": the player's last roll
        limit, value = L_BASE_COST_LE, kept(g, LAST_ROLL, 0)
    if limit == L_BASE_COST_LE:  # a Fleeting one's Reserve Cost
        return (card.reserve_cost if unit.status & S_FLEETING else card.hand_cost) <= value
    if limit == L_TOTAL_M_LE:
        return card.stats[1] + unit.boosts <= value
    if limit == L_COST_GE:
        return card.hand_cost >= value
    if limit == L_NO_STAT_OVER:
        return max(card.stats) + unit.boosts <= value
    if limit == L_COST_LE_CHARACTERS:
        return card.hand_cost <= len(g.exps[0]) + len(g.exps[1])
    if limit == L_COST_LE_MINE:
        mine = [u.card.hand_cost for x in g.exps for u in x]
        return bool(mine) and card.hand_cost <= max(mine)
    if limit == L_IN_TERRAIN:
        return e >= 0 and bool(g.layout[opp.pos[e]] & value)
    if limit == L_NON_COMPANION_TOKEN:
        return bool(card.kind & K_TOKEN) and "COMPANION" not in card.subtypes
    return True


def candidates(
    g: GameState,
    opp: GameState,
    kinds: int,
    limit: int = 0,
    value: int = 0,
    need: int = 0,
    scored: bool = True,
) -> list[Candidate]:
    """The cards of ``opp`` (the opponent's; ``g``'s own with ``opp`` ``g``) a removal of
    ``kinds`` may target (with one of the ``need`` statuses, when not 0), best first (see
    the module docs); not ``scored``: unscored, in the order of their zones."""
    found: list[Candidate] = []
    if kinds & K_CHARACTER:
        base = swing(g, opp) if scored else 0
        for e in (0, 1):
            units = opp.exps[e]
            for i, u in enumerate(list(units)):
                if not _allowed(g, opp, u, e, limit, value):
                    continue
                if need and not (u.status & need or (need & NEED_BOOSTED and u.boosts)):
                    continue
                if not scored:
                    found.append((0, 0.0, u, units, e))
                    continue
                del units[i]
                flip = swing(g, opp) - base
                units.insert(i, u)
                found.append((flip, weight(g, opp, u, e), u, units, e))
        if limit == L_OR_RESERVE:  # a Reserve's Characters: after those in play
            for u in opp.reserve:
                if u.card.kind & K_CHARACTER:
                    found.append((0, u.card.hand_cost * 0.01 - 1.0, u, opp.reserve, IN_RESERVE))
    if kinds & fx.K_PERMANENT:
        pools: list[tuple[list[Unit], int]] = [(opp.landmarks, -1)]
        if kinds & fx.K_GEAR:
            pools += [(opp.gear[0], 0), (opp.gear[1], 1)]
        for units, e in pools:
            for u in units:
                if _allowed(g, opp, u, e, limit, value):
                    found.append((0, u.card.usefulness, u, units, e))
    if scored:
        found.sort(key=lambda c: (c[0], c[1]), reverse=True)
    return found


def choose_targets(
    g: GameState,
    opp: GameState,
    found: list[Candidate],
    count: int = 1,
    total: int = -1,
    mountain: bool = False,
    own: list[Candidate] | None = None,
    optional: bool = False,
) -> list[Candidate]:
    """Up to ``count`` targets (their Hand Costs, or with ``mountain`` their {M}, summing
    to at most ``total`` when >= 0), each a TARGET decision among the candidates still in
    budget: ``g``'s ``own`` first (where the text lets the player target their own), then
    the opponent's whose Tough cost ``g``'s ready Mana can pay (paid once per target).

    One target is compulsory (6.5.a/b: "target Character" with a legal target must take
    one, the player's own if only theirs are legal); "you may" (``optional``), "up to n"
    (``count`` above 1) and a choice among Tough targets only (7.4.7.d: a Tough cost is
    never forced) add the option "no target", which ends the targeting. The hint is the
    engine's pick (see the module): the first opposing candidate, best first, after the one
    picked before, a Tough one only when no free one does as well; once that finds none,
    "no target" where it is offered, else the player's own candidate that costs least.
    :func:`is_mine` tells whose a target is."""
    measure = _mountain if mountain else _cost
    free = [c for c in found if not tough(opp, c[2])]
    chosen: list[Candidate] = []
    budget = total
    start = 0  # the engine's pick never goes back to a candidate it passed
    optional = optional or count > 1
    while len(chosen) < count:
        mine = [c for c in own or () if c not in chosen and (budget < 0 or measure(c) <= budget)]
        legal = mine + [
            c
            for c in in_zone_order(opp, found)
            if c not in chosen
            and (budget < 0 or measure(c) <= budget)
            and tough(opp, c[2]) <= g.mana_ready
        ]
        if not legal:
            break
        pick = _engine_pick(g, opp, found, start, chosen, free, budget, measure)
        # no free target: every legal one is the opponent's and has Tough (7.4.7.d)
        declinable = optional or (not mine and all(tough(opp, c[2]) for c in legal))
        if pick >= 0:
            taken = legal.index(found[pick])
        elif declinable:
            taken = len(legal)  # "no target"
        else:  # compulsory: the player's own that costs least (the first when none is)
            taken = min(range(len(mine)), key=lambda i: _worth(mine[i])) if mine else 0
        if len(legal) > 1 or declinable:
            options = [target_option(g, c, True) for c in mine]
            options += [target_option(opp, c, False) for c in legal[len(mine) :]]
            if declinable:
                options.append(Option("no target"))
            prompt = _prompt(legal)
            taken = which(g, TARGET, source_name(g, None), prompt, options, taken)
        if taken == len(legal):
            break
        cand = legal[taken]
        if pick >= 0 and cand is found[pick]:
            start = pick + 1
        if taken >= len(mine):
            pay_tough(g, opp, cand[2])
        chosen.append(cand)
        if budget >= 0:
            budget -= measure(cand)
    return chosen


def _prompt(legal: list[Candidate]) -> str:
    """What the decision targets: Characters, Permanents or both (the legal targets')."""
    characters = any(c[2].card.kind & K_CHARACTER for c in legal)
    if all(c[2].card.kind & K_CHARACTER for c in legal):
        return "target Character"
    return "target Character or Permanent" if characters else "target Permanent"


def _engine_pick(
    g: GameState,
    opp: GameState,
    found: list[Candidate],
    start: int,
    chosen: list[Candidate],
    free: list[Candidate],
    budget: int,
    measure: Callable[[Candidate], int],
) -> int:
    """The index in ``found`` of the engine's next target from ``start`` on, -1 for none."""
    for i in range(start, len(found)):
        cand = found[i]
        if cand in chosen or (budget >= 0 and measure(cand) > budget):
            continue
        price = tough(opp, cand[2])
        if price:
            rest = [c for c in free if c not in chosen and (budget < 0 or measure(c) <= budget)]
            if price > g.mana_ready or (rest and rest[0][0] >= cand[0]):
                continue
        return i
    return -1


_ZONES = {0: ("hero", "Hero expedition"), 1: ("companion", "Companion expedition")}


def in_zone_order(opp: GameState, found: list[Candidate]) -> list[Candidate]:
    """``found`` in the order the zones are read (the options' order): the Hero expedition,
    the Companion expedition, the Gear, then the Landmarks, each from its first card."""
    zones = [opp.exps[0], opp.exps[1], opp.gear[0], opp.gear[1], opp.landmarks, opp.reserve]

    def place(cand: Candidate) -> tuple[int, int]:
        units = cand[3]
        z = next(i for i, zone in enumerate(zones) if zone is units)
        return z, units.index(cand[2])

    return sorted(found, key=place)


def target_option(owner: GameState, cand: Candidate, mine: bool) -> Option:
    """The option naming ``owner``'s card of ``cand`` and where it is (``mine``: ``owner``
    is the deciding player, else the opponent)."""
    unit, units, e = cand[2], cand[3], cand[4]
    if e == IN_RESERVE:
        zone, where = "reserve", "Reserve"
    elif e < 0:
        zone, where = "landmarks", "Landmarks"
    elif units is owner.gear[e]:
        zone, where = "gear", "Gear"
    else:
        zone, where = _ZONES[e]
    text = f"{unit.card.name} ({where})" if mine else f"{unit.card.name} (opponent's {where})"
    return Option(text, card=unit.card, mine=mine, zone=zone)


def is_mine(g: GameState, cand: Candidate) -> bool:
    """Whether the card of ``cand`` is ``g``'s own (not the opponent's)."""
    units = cand[3]
    return any(units is zone for zone in (*g.exps, *g.gear, g.landmarks, g.reserve))


def _worth(cand: Candidate) -> int:
    """What losing the card of ``cand`` costs its controller, roughly: Hand Cost, statistics
    and boosts."""
    unit = cand[2]
    return unit.card.hand_cost + sum(unit.card.stats) + unit.boosts


def _cost(cand: Candidate) -> int:
    return cand[2].card.hand_cost


def _mountain(cand: Candidate) -> int:
    return cand[2].card.stats[1] + cand[2].boosts


def own_token(player: GameState, token: EngineCard) -> EngineCard:
    """``player``'s own record of the token ``token`` (made by the other player's cards):
    the same name, statistics and subtype (every deck holds the ``SHARED_TOKENS``); the
    other deck's record when ``player``'s deck has none (a Character token: pilots never
    index the units of an expedition)."""
    for card in player.source.cards:
        if (
            card.kind & K_TOKEN
            and card.name == token.name
            and card.stats == token.stats
            and card.subtype == token.subtype
        ):
            return card
    return token


# --- leaving play ----------------------------------------------------------------------------


def leave(opp: GameState, cand: Candidate, dest: int, exhaust: bool = False) -> None:
    """The opponent's card of ``cand`` leaves play for ``dest`` (a token ceases to exist; a
    Fleeting one sent to Reserve is discarded instead, 2.4.7); the ``left`` event and its "when
    I leave" abilities are its controller's."""
    _flip, _w, unit, units, e = cand
    units.remove(unit)
    card = unit.card
    was_fleeting = unit.status & S_FLEETING
    boosts = unit.boosts
    if dest == D_RESERVE and was_fleeting:
        dest = D_DISCARD
    if not card.kind & K_TOKEN:
        owner = opp.owner_of(unit)  # a card its controller does not own: its owner's zones
        if dest == D_RESERVE:
            if not card.keywords & fx.KW_SEASONED:
                unit.boosts = 0
            unit.status = S_EXHAUSTED if exhaust else 0
            owner.reserve.append(unit)
        elif dest == D_HAND:
            owner.hand.append(card)
        elif dest == D_DECK_TOP:
            owner.deck.append(card)  # the Deck's top is its end (draws pop it)
        elif dest == D_MANA:
            owner.mana_cards.append(card)  # an exhausted Mana Orb (3.2.9.b)
        else:
            owner.discard.append(card)
    if e >= 0 and units is opp.exps[e]:
        to_reserve = dest == D_RESERVE and not card.kind & K_TOKEN
        interpreter.left_expedition(opp, unit, e, boosts, to_reserve)
        if card.on_leave:
            interpreter.run(opp, card.on_leave, None, e)
        if was_fleeting and card.on_leave_fleeting:
            interpreter.run(opp, card.on_leave_fleeting, None, e)


def reserve_value(u: Unit) -> tuple[bool, float]:
    """How much the opposing Reserve card ``u`` is worth taking (discarding, exhausting): a
    ready one first, then its value as kept in Reserve and its boosts."""
    return (not u.status & S_EXHAUSTED, reserve_keep(u))
