"""Handlers of the effect kinds that act on an opponent
(:mod:`altered_deck.engine.mechanics.removal.kinds`).

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Each
acts on the opponent's seat of a duel (:class:`~altered_deck.engine.core.seat.Seat`) and does
nothing when goldfishing (a goldfish game has no opponent), except a "target Character" the
player's own may be: compulsory (6.5.a/b), it takes theirs when only theirs is legal. The
choices the text leaves to the acting player, and the engine's (the hint where the choice is
a decision):

* a Character to remove (send to Reserve, discard, return to hand, make Asleep) is a TARGET
  decision (:func:`~altered_deck.engine.targets.choice.choose_targets`: the
  player's own too, where the text allows); the engine's is the opposing one whose removal
  most improves the race at Dusk (expeditions of mine that would move, minus the
  opponent's), then the one with the most power in the terrains of its region and of the
  region facing it; a Permanent, the most useful one;
* [Tough X] (7.4.7): a target with Tough is offered only when the player can pay X now, and
  the engine takes it only when it does better than the best target without Tough; the cost
  is paid once per target;
* Sabotage discards the opponent's most useful Reserve card (ready ones first); "exhaust
  target card in Reserve" exhausts it; the card the opponent discards, or sacrifices among
  ties, is the opponent's decision (hint: their least useful card).

A look-ahead copy of a seat (``Seat.clone``) shares its live opponent until one of these
handlers first touches it: :func:`opponent_of` then copies the opponent (copy on write), so a
pilot's search never changes the real game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from altered_deck.engine.acts.tokens import put_token
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.adventure import EXPEDITION_NAMES
from altered_deck.engine.core.cards import MINE
from altered_deck.engine.core.decisions import (
    IN_PLAY_ZONES,
    may,
    pick_card,
    pick_in_hand,
    source_name,
)
from altered_deck.engine.core.effects import (
    K_CHARACTER,
    K_TOKEN,
    S_ASLEEP,
    S_EXHAUSTED,
    S_FLEETING,
    conditions_of,
)
from altered_deck.engine.core.state import GameState, Unit, kept
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.mechanics.removal.kinds import OPP_COMPANION
from altered_deck.engine.targets.choice import (
    candidates,
    choose_targets,
    facing_characters,
    is_mine,
    leave,
    opponent_of,
    own_token,
    reserve_value,
    swing,
    tough,
    weight,
)
from altered_deck.engine.targets.limits import (
    D_DECK_TOP,
    D_DISCARD,
    D_FACING,
    D_HAND,
    D_MANA,
    D_MAY,
    D_RESERVE,
    D_THEIRS,
    L_ANY,
    L_IN_TERRAIN,
    L_TOTAL_COST_LE,
    L_TOTAL_M_LE,
    ONLY_IN,
    STATUS_MAY,
)
from altered_deck.engine.targets.pick import either_expedition

if TYPE_CHECKING:
    from altered_deck.engine.core.seat import Seat

# --- handlers --------------------------------------------------------------------------------

_VERBS = {
    D_RESERVE: "to-reserve",
    D_DISCARD: "discard",
    D_HAND: "to-hand",
    D_DECK_TOP: "to-deck",
    D_MANA: "to-mana",
}


HANDLERS = interpreter.Handlers()


@HANDLERS.on(removal_kinds.E_OPP_REMOVE)
def _remove(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Up to n targets leave play: the opponent's, or the player's own where the text allows
    (goldfishing: only the player's own), see :func:`choose_targets`."""
    _removed(g, n, arg, unit, exp)


@HANDLERS.on(removal_kinds.E_REMOVE_THEN_TOKEN)
def _remove_then_token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "<removal>. If you do, create a token in its Expedition": a token for the controller
    of each Character removed, in the expedition it left."""
    removal, name = arg
    token = next(c for c in g.source.cards if c.kind & K_TOKEN and c.name == name)
    for owner, e in _removed(g, n, removal, unit, exp):
        if e >= 0:
            put_token(g, owner, token, e)


def _removed(
    g: GameState, n: int, arg: Any, unit: Unit | None, exp: int
) -> list[tuple[GameState, int]]:
    """The removal of :func:`_remove` by ``unit`` (in expedition ``exp``); (the controller,
    the expedition or -1) of each card that left. "Facing me": the opponent's Characters in
    the expedition facing mine, none once I have left it."""
    dest, kinds, limit, value, exhaust, need = arg
    only = kept(g, ONLY_IN)  # played for less: "I can only target a Character in {O}"
    if only is not None and only[0] is g.resolving and limit == L_ANY:
        limit, value = L_IN_TERRAIN, only[1]
    opp = opponent_of(g)
    if opp is None and dest & D_THEIRS:
        return []
    found = [] if opp is None else candidates(g, opp, kinds, limit, value, need)
    if dest & D_FACING:
        here = exp >= 0 and unit is not None and any(u is unit for u in g.exps[exp])
        found = [c for c in found if here and c[3] is opp.exps[exp]]  # type: ignore[union-attr]
    # the player's own too, unless the text says "controlled by another player"
    own = None if dest & D_THEIRS else candidates(g, g, kinds, limit, value, need, scored=False)
    optional = bool(dest & D_MAY)
    dest &= ~(D_THEIRS | D_MAY | D_FACING)
    total = value if limit in (L_TOTAL_COST_LE, L_TOTAL_M_LE) else -1
    against = g if opp is None else opp  # goldfishing: no opposing candidate
    chosen = choose_targets(g, against, found, n, total, limit == L_TOTAL_M_LE, own, optional)
    removed: list[tuple[GameState, int]] = []
    for cand in chosen:
        in_expedition = cand[4] if cand[3] in (*g.exps, *against.exps) else -1
        if is_mine(g, cand):
            g.event(_VERBS[dest], cand[2].card.name)
            leave(g, cand, dest, exhaust)
            removed.append((g, in_expedition))
        elif opp is not None:
            g.event("opponent", _VERBS[dest], cand[2].card.name)
            leave(opp, cand, dest, exhaust)
            removed.append((opp, in_expedition))
    return removed


def _expedition_to_hit(g: GameState, opp: GameState, spared: int = 0) -> int:
    """The opposing expedition whose Characters (those without status bit ``spared``) out
    of the Dusk count help me most: the race first, then their power; -1 when none has one."""
    base = swing(g, opp)
    best, best_key = -1, (0, 0.0)
    for e in (0, 1):
        units = list(opp.exps[e])
        hit = [u for u in units if not u.status & spared]
        if not hit:
            continue
        opp.exps[e][:] = [u for u in units if u.status & spared]
        key = (swing(g, opp) - base, sum(weight(g, opp, u, e) for u in hit))
        opp.exps[e][:] = units
        if best < 0 or key > best_key:
            best, best_key = e, key
    return best


def _hit_expedition(g: GameState, unit: Unit | None, spared: int = 0) -> tuple[GameState, int]:
    """ "target Expedition" for an effect on each of its Characters: an EXPEDITION decision
    among either player's (no "you control"; the target is the expedition, so Tough does not
    apply); the hint is the opposing one :func:`_expedition_to_hit` names, else one where
    nothing is hit (an empty one, the opponent's first), else the player's own with the
    fewest Characters to hit."""
    opp = opponent_of(g)
    best = -1 if opp is None else _expedition_to_hit(g, opp, spared)
    if opp is not None and best >= 0:
        hint = 2 + best
    else:
        hit = [
            [u for u in side.exps[e] if not u.status & spared]
            for side in (g, opp or g)
            for e in (0, 1)
        ]
        empty = [i for i in (2, 3, 0, 1) if not hit[i]]
        hint = empty[0] if empty else min((0, 1), key=lambda e: (len(hit[e]), e))
        if opp is None and hint > 1:
            hint -= 2
    return either_expedition(g, unit, "target Expedition", hint)


@HANDLERS.on(removal_kinds.E_OPP_REMOVE_EACH)
def _remove_each(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Each Character of target Expedition (:func:`_hit_expedition`) goes to Reserve."""
    owner, e = _hit_expedition(g, unit)
    for u in list(owner.exps[e]):
        if owner is g:
            g.event("to-reserve", u.card.name)
        else:
            g.event("opponent", "to-reserve", u.card.name)
        leave(owner, (0, 0.0, u, owner.exps[e], e), D_RESERVE, bool(arg))


@HANDLERS.on(removal_kinds.E_OPP_EXPEDITION_ASLEEP)
def _expedition_asleep(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """All Characters in target Expedition (:func:`_hit_expedition`; Asleep ones do not count
    at Dusk) gain [[Asleep]]."""
    owner, e = _hit_expedition(g, unit, S_ASLEEP)
    for u in owner.exps[e]:
        u.status |= S_ASLEEP
        if owner is g:
            g.event("asleep", u.card.name)
        else:
            g.event("opponent", "asleep", u.card.name)


@HANDLERS.on(removal_kinds.E_OPP_STATUS)
def _status(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Character (up to n of them) gains Asleep (its statistics stop counting at
    Dusk) or Fleeting (it is discarded instead of going to Reserve): the opponent's best."""
    opp = opponent_of(g)
    status = arg & ~STATUS_MAY
    found = [] if opp is None else candidates(g, opp, K_CHARACTER)
    found = [c for c in found if not c[2].status & status]
    if status == S_FLEETING:  # what it costs them is the card: the dearest first
        found.sort(key=lambda c: (c[2].card.hand_cost, c[1]), reverse=True)
    own = candidates(g, g, K_CHARACTER, scored=False)
    against = g if opp is None else opp  # goldfishing: no opposing candidate
    optional = bool(arg & STATUS_MAY)
    for cand in choose_targets(g, against, found, max(n, 1), own=own, optional=optional):
        cand[2].status |= status
        verb = "asleep" if status == S_ASLEEP else "fleeting"
        if is_mine(g, cand):
            g.event(verb, cand[2].card.name)
        else:
            g.event("opponent", verb, cand[2].card.name)


@HANDLERS.on(removal_kinds.E_OPP_UNBOOST)
def _unboost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Character in play or in Reserve loses all its boosts: a TARGET decision among
    every Character in play, the player's own first (compulsory, 6.5.b); the engine's pick is
    the opponent's Character in play with the most (in Reserve a boost does not count at
    Dusk), else the player's own that loses least."""
    opp = opponent_of(g)
    found = [] if opp is None else candidates(g, opp, K_CHARACTER)
    found.sort(key=lambda c: c[2].boosts, reverse=True)
    own = candidates(g, g, K_CHARACTER, scored=False)
    for cand in choose_targets(g, g if opp is None else opp, found, own=own):
        cand[2].boosts = 0
        if is_mine(g, cand):
            g.event("loses its boosts", cand[2].card.name)
        else:
            g.event("opponent", "loses its boosts", cand[2].card.name)


@HANDLERS.on(removal_kinds.E_OPP_EXHAUST_RESERVE)
def _exhaust_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    opp = opponent_of(g)
    if opp is None:
        return
    ready = [u for u in opp.reserve if not u.status & S_EXHAUSTED]
    if ready:
        best = max(ready, key=reserve_value)
        best.status |= S_EXHAUSTED
        g.event("opponent", "exhaust", best.card.name)


@HANDLERS.on(removal_kinds.E_OPP_DISCARD_HAND)
def _discard_hand(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target opponent discards n cards from their hand: the opponent picks each (hint: their
    least useful one)."""
    opp = opponent_of(g)
    if opp is None:
        return
    for _ in range(n):
        hand = opp.hand
        if not hand:
            return
        worst = min(hand, key=lambda c: c.usefulness)
        prompt = "Discard a card from your hand"
        worst = pick_in_hand(opp, source_name(g, unit), prompt, hand, worst)
        hand.remove(worst)
        g.event("opponent", "discard", worst.name)
        interpreter.discarded_from_hand(opp, [worst], g)


@HANDLERS.on(removal_kinds.E_OPP_RESUPPLY)
def _opp_resupply(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target opponent [Resupplies] ("may": they do, it helps them)."""
    opp = opponent_of(g)
    if opp is not None:
        for _ in range(n):
            interpreter.resupply(opp, bool(arg))


@HANDLERS.on(removal_kinds.E_OPP_DRAW)
def _opp_draw(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The opponent draws n; ``arg`` (not None): "You may target an opponent, they draw ...
    If you do, ``arg``": a MAY decision first (yes the hint: the engine always did)."""
    if arg is not None:
        if not may(g, source_name(g, unit), "You may target an opponent, they draw a card", True):
            return
        _opp_draw(g, n, None, unit, exp)
        interpreter.run(g, arg, unit, exp)
        return
    opp = opponent_of(g)
    if opp is not None:
        opp.draw(n)


@HANDLERS.on(removal_kinds.E_OPP_SACRIFICE)
def _sacrifice(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target opponent sacrifices the card (of kinds ``arg``) with the highest Base Cost they
    control: among ties, the opponent picks (hint: the one they miss least). Not a target:
    Tough does not apply."""
    opp = opponent_of(g)
    if opp is None:
        return
    found = candidates(g, opp, arg)
    if not found:
        return
    top = max(_base_cost(c[2]) for c in found)
    tied = [c for c in found if _base_cost(c[2]) == top]
    worst = min(tied, key=lambda c: (c[0] < 0, c[1]))
    if len(tied) > 1:  # offered in zone order: the expeditions', then the Landmarks
        tied.sort(key=lambda c: (c[4] < 0, c[4], c[3].index(c[2])))
        cards = [(c[2].card, IN_PLAY_ZONES[c[4]]) for c in tied]
        prompt = "Sacrifice a card with the highest Base Cost"
        worst = tied[pick_card(opp, source_name(g, unit), prompt, cards, tied.index(worst))]
    g.event("opponent", "sacrifice", worst[2].card.name)
    leave(opp, worst, D_DISCARD)


def _base_cost(unit: Unit) -> int:
    """Its Reserve Cost when Fleeting, else its Hand Cost."""
    return unit.card.reserve_cost if unit.status & S_FLEETING else unit.card.hand_cost


@HANDLERS.on(removal_kinds.E_BOOST_PER_OPP)
def _boost_per_opp(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    opp = opponent_of(g)
    if opp is not None and unit is not None:
        unit.boosts += n * (len(opp.exps[0]) + len(opp.exps[1]))


@HANDLERS.on(removal_kinds.E_OPP_TOKEN)
def _opp_token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Tokens in target opponent's Companion expedition or Landmarks (they help them)."""
    opp = opponent_of(g)
    if opp is None:
        return
    name, where = arg
    mine = next(c for c in g.source.cards if c.kind & K_TOKEN and c.name == name)
    token = own_token(opp, mine)  # the opponent's own record (its pilot's tables)
    for _ in range(n):
        created = Unit(token)
        if where == OPP_COMPANION:
            opp.exps[1].append(created)
            interpreter.joined(opp, created, 1)
            g.event("opponent", "token", token.name, EXPEDITION_NAMES[1])
        else:
            opp.landmarks.append(created)
            g.event("opponent", "token", token.name, "Landmarks")


@HANDLERS.on(fx.E_OPP_BACK)
def _opp_back(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The opponent's expedition facing mine moves backwards (never behind its start)."""
    opp = opponent_of(g)
    if opp is None:
        return
    e = exp if exp >= 0 else 0
    if e == 0 and opp.pos[0] > 0:
        opp.pos[0] -= 1
    elif e == 1 and opp.pos[1] < 7:
        opp.pos[1] += 1
    else:
        return
    g.event("opponent", "backwards", EXPEDITION_NAMES[e])


@HANDLERS.on(removal_kinds.E_AFTER_YOU)
def _after_you(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """[After You]: the turn ends once this resolves (7.3.2; not a pass)."""
    if opponent_of(g) is not None:
        seat: Seat = g  # type: ignore[assignment]
        seat.after_you = True


@HANDLERS.on(removal_kinds.E_SWITCH_ME)
def _switch_me(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may have me switch Expeditions": hint yes when the race goes better with me
    there (goldfishing: no)."""
    if unit is None:
        return
    e = next((x for x in (0, 1) if unit in g.exps[x]), -1)
    if e < 0:
        return
    duel = opponent_of(g) is not None
    before = g.would_move(0) + g.would_move(1)
    g.exps[e].remove(unit)
    g.exps[1 - e].append(unit)
    better = duel and g.would_move(0) + g.would_move(1) > before
    switch = may(g, unit.card.name, "You may have me switch Expeditions", better)
    g.exps[1 - e].remove(unit)
    g.exps[e].append(unit)
    if switch:
        g.event("switch", unit.card.name, EXPEDITION_NAMES[1 - e])
        interpreter.switch_expedition(g, unit, 1 - e)


@HANDLERS.on(removal_kinds.E_LOSE_ASLEEP_ME)
def _lose_asleep_me(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may have me lose [[Asleep]]": hint yes when my expedition needs the power now
    (goldfishing: no)."""
    if unit is None or not unit.status & S_ASLEEP:
        return
    e = next((x for x in (0, 1) if unit in g.exps[x]), -1)
    worth = opponent_of(g) is not None and e >= 0 and g.needs_power(e)
    if may(g, unit.card.name, "You may have me lose Asleep", worth):
        unit.status &= ~S_ASLEEP


def holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """The conditions that compare with the opponent's board (all false when goldfishing:
    the opponent never moves and holds no cards)."""
    opp = opponent_of(g)
    if opp is None:
        return False
    if condition == removal_kinds.C_FEWER_RESERVE:
        return len(g.reserve) < len(opp.reserve)
    facing = facing_characters(g, unit, exp if 0 <= exp <= 1 else 0)
    if condition == removal_kinds.C_FACING_CHARACTER:
        return facing > 0
    if condition == removal_kinds.C_FACING_ONE:
        return facing == 1
    return False


def facing_join(g: GameState, joining: Unit, exp: int) -> None:
    """A Character joined ``g``'s expedition ``exp``: the "When a Character joins the
    Expedition facing me" abilities of the opponent's cards in the facing expedition (a duel's
    seat the opponent watches so: every deck's joined hook, asked first)."""
    if not g.watched:
        return
    opp = opponent_of(g)
    if opp is None:
        return
    for u in list(opp.exps[exp]):
        for kind, _n, arg in u.card.statics:
            if kind == fx.ST_FACING_JOIN:
                interpreter.run(opp, arg, u, exp)


SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    # moments several mechanics watch: the last number is the step at which this one runs
    ("joined", facing_join, None, MINE, 3),
    ("switched", facing_join, None, MINE, 2),
)
"""(event, handler, the deck feature it needs (None: every deck), whose moment, the step at
which it runs)."""


def gift_draw(g: GameState, arg: Any) -> None:
    """The Gift of "target opponent draws", also received: I draw one."""
    g.draw(1)


def gift_resupply(g: GameState, arg: Any) -> None:
    """The Gift of "target opponent [Resupplies]", also received: I [Resupply] once."""
    interpreter.resupply(g, bool(arg))


def gift_token(g: GameState, arg: Any) -> None:
    """The Gift of a token the opponent creates, also received: the same token in my
    Companion expedition."""
    token = next(c for c in g.source.cards if c.kind & K_TOKEN and c.name == arg[0])
    created = Unit(token)
    g.exps[1].append(created)
    interpreter.joined(g, created, 1)


def sabotage_worth(g: GameState, opp: GameState, arg: Any) -> tuple[int, float]:
    """What [Sabotage] is worth to a choice (its kind's ``opponent_worth``): the opponent's
    best Reserve card."""
    if not opp.reserve:
        return (-99, -1.0)
    return (0, max(u.card.keep_value for u in opp.reserve))


def remove_worth(g: GameState, opp: GameState, arg: Any) -> tuple[int, float]:
    """What sending an opposing target away is worth to a choice (its kind's
    ``opponent_worth``): its best target the player can pay Tough for."""
    _dest, kinds, limit, value, _exhaust, need = arg
    found = candidates(g, opp, kinds, limit, value, need)
    found = [c for c in found if tough(opp, c[2]) <= g.mana_ready]
    return (found[0][0], found[0][1]) if found else (-99, -1.0)


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(removal_kinds, holds)
