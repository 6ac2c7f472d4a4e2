"""Handlers of the sabotage mechanic's kinds (:mod:`altered_deck.engine.mechanics.sabotage.kinds`).

Imported by :mod:`altered_deck.engine.mechanics.removal.rules`, which adds them to
:data:`altered_deck.engine.core.interpreter.HANDLERS`. Each acts on the opponent's seat of a
duel and does nothing when goldfishing (no opponent), except the own part of "If you don't".
More of them (die rolls, payments, terrain checks) are in
:mod:`altered_deck.engine.mechanics.sabotage.choices`, registered at the end of this module.
Engine policy for the choices the text leaves to the acting player:

* "target Expedition" (backwards, emptied, can't move forward): the opponent's, the one whose
  change most improves the race (its Characters' weight), then the one furthest from its
  start; "can't move forward" picks one that would move at Dusk now first;
* "Target player puts a card from their hand in Reserve": the opponent, who picks the card;
  "each Character controlled by target player": the opponent's;
* a sacrifice paid for Sabotage: only when the opponent has a Reserve card to lose, and only
  an object whose loss costs next to nothing (the sacrifice mechanic's "you may" victim);
* "its owner" after a Sabotage is the opponent; their Woollyback is made Asleep;
* "target token Character defects": the opposing tokens whose move helps me most.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from altered_deck.engine.acts.discard import discard_from_reserve
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.adventure import EXPEDITION_NAMES
from altered_deck.engine.core.cards import THEIRS, Needs, static_in
from altered_deck.engine.core.decisions import (
    EXPEDITION,
    TARGET,
    Decision,
    Option,
    asks,
    decide,
    may,
    pick_in_hand,
    pick_unit,
    source_name,
    which,
)
from altered_deck.engine.core.effects import (
    K_CHARACTER,
    K_TOKEN,
    S_ASLEEP,
    S_EXHAUSTED,
    conditions_of,
)
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.mechanics.sabotage import kinds as sabotage_kinds
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from altered_deck.engine.mechanics.sacrifice import rules as sacrifice_rules
from altered_deck.engine.targets.choice import (
    affordable,
    candidates,
    choose_targets,
    is_mine,
    leave,
    opponent_of,
    own_token,
    pay_tough,
    reserve_value,
    swing,
    tough,
    weight,
)
from altered_deck.engine.targets.limits import D_DISCARD
from altered_deck.engine.targets.pick import (
    OPPONENT,
    ZONES,
    any_expedition,
    either_expedition,
    target_player,
)

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import CompiledDeck, EngineCard


HANDLERS = interpreter.Handlers()


def _progress(opp: GameState, e: int) -> int:
    """Regions expedition ``e`` of ``opp`` has left behind."""
    return opp.pos[0] if e == 0 else 7 - opp.pos[1]


def _push_back(g: GameState, opp: GameState, e: int, n: int) -> None:
    for _ in range(n):
        if _progress(opp, e) <= 0:
            return
        opp.pos[e] += -1 if e == 0 else 1
        if opp is g:  # the player's own expedition, as "target Expedition" allows
            g.event("backwards", EXPEDITION_NAMES[e])
        else:
            g.event("opponent", "backwards", EXPEDITION_NAMES[e])


@HANDLERS.on(sabotage_kinds.E_OPP_BACK_TARGET)
def _back_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Expedition moves backwards: an EXPEDITION decision among both players'; the
    hint is the opponent's furthest one (one that would move at Dusk first, among ties)."""
    opp = opponent_of(g)
    if opp is None:
        return
    e = max((0, 1), key=lambda x: (_progress(opp, x), opp.would_move(x), -x))
    owner, e = any_expedition(g, unit, "target Expedition", 2 + e)
    _push_back(g, owner, e, n)


@HANDLERS.on(sabotage_kinds.E_OPP_WIPE_BACK)
def _wipe_back(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Discard each Character of target Expedition, then it moves backwards (Characters are
    not targeted: Tough does not apply): an EXPEDITION decision among either player's (no
    "you control"); the hint is the opposing one whose loss helps me most, goldfishing the
    player's own with the fewest Characters."""
    opp = opponent_of(g)
    if opp is None:
        hint = min((0, 1), key=lambda x: (len(g.exps[x]), x))
    else:
        hint = 2 + _wiped_best(g, opp)
    owner, e = either_expedition(g, unit, "target Expedition", hint)
    for u in list(owner.exps[e]):
        if owner is g:
            g.event("discard", u.card.name)
        else:
            g.event("opponent", "discard", u.card.name)
        leave(owner, (0, 0.0, u, owner.exps[e], e), D_DISCARD)
    _push_back(g, owner, e, n)


def _wiped_best(g: GameState, opp: GameState) -> int:
    """The opposing expedition whose Characters' loss helps me most (the race, then how far
    it has gone, then their power)."""
    base = swing(g, opp)
    best, best_key = 0, (-99, -1, -1.0)
    for e in (0, 1):
        units = list(opp.exps[e])
        opp.exps[e][:] = []
        key = (swing(g, opp) - base, _progress(opp, e), sum(weight(g, opp, u, e) for u in units))
        opp.exps[e][:] = units
        if key > best_key:
            best, best_key = e, key
    return best


@HANDLERS.on(sabotage_kinds.E_OPP_NO_MOVE)
def _no_move(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Expedition can't move forward this Day: an EXPEDITION decision among both
    players'; the hint is the opponent's that would move now, else their furthest one (the
    bit is cleared at Rest)."""
    opp = opponent_of(g)
    if opp is None:
        return
    e = max((0, 1), key=lambda x: (opp.would_move(x), _progress(opp, x), -x))
    owner, e = any_expedition(g, unit, "target Expedition", 2 + e)
    owner.no_move |= 1 << e
    if owner is g:
        g.event("no-move", EXPEDITION_NAMES[e])
    else:
        g.event("opponent", "no-move", EXPEDITION_NAMES[e])


@HANDLERS.on(sabotage_kinds.E_SABOTAGE_THEN)
def _sabotage_then(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """[Sabotage] (the opponent's most useful Reserve card); if a card was discarded, its
    owner [Exhausted Resupplies] or gets a token in their Companion expedition."""
    opp = opponent_of(g)
    if opp is None or not opp.reserve or sabotaged(g) is not opp:
        return  # (the follow-up is modelled for the opponent's card only)
    what, name, asleep = arg
    if what == sabotage_kinds.SB_EXHAUSTED_RESUPPLY:
        interpreter.resupply(opp, True)
        return
    mine = next(c for c in g.source.cards if c.kind & K_TOKEN and c.name == name)
    created = Unit(own_token(opp, mine), 0, S_ASLEEP if asleep else 0)
    opp.exps[1].append(created)
    interpreter.joined(opp, created, 1)
    g.event("opponent", "token", name, EXPEDITION_NAMES[1])


def _worth(opp: GameState, effects: fx.Effects) -> bool:
    """Whether effects aimed at ``opp`` have something to hit (a Sabotage: a Reserve card)."""
    return any(op != removal_kinds.E_SABOTAGE or bool(opp.reserve) for op, _n, _a in effects)


@HANDLERS.on(sabotage_kinds.E_SAC_FOR_OPP)
def _sac_for_opp(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may sacrifice a <kind> to <effect on the opponent>": in a duel, when the effect
    has something to hit, an object whose loss costs next to nothing. Without "you may"
    (a Spell's "Sacrifice a Character. If you do, ..."), the sacrifice (or the Mana Orb
    discarded) is made, goldfishing too, then the effect."""
    opp = opponent_of(g)
    mask, then, may = arg
    if may and (opp is None or not _worth(opp, then)):
        return
    if mask < 0:  # "Exhaust a card in your Reserve": my least useful ready one
        ready = [u for u in g.reserve if not u.status & S_EXHAUSTED]
        if not ready:
            return
        spare = min(ready, key=lambda u: u.card.keep_value)
        prompt = "Exhaust a card in your Reserve"
        pick_unit(g, source_name(g, unit), prompt, ready, "reserve", spare).status |= S_EXHAUSTED
        interpreter.run(g, then, unit, exp)
        return
    if mask == 0:  # "Discard one of your Mana Orbs": an exhausted one when there is one
        if not g.mana_cards:
            return
        if g.mana_ready >= len(g.mana_cards):
            g.mana_ready -= 1
        g.discard.append(g.mana_cards.pop())
        g.event("discard-orb")
        interpreter.run(g, then, unit, exp)
        return
    flags = sacrifice_kinds.SAC_MAY if may else 0
    sacrifice_rules.sacrifice_effect(g, 1, (mask, (), flags, then, ()), unit, exp)


@HANDLERS.on(sabotage_kinds.E_OPP_HAND_TO_RESERVE)
def _hand_to_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target player (the opponent) puts a card from their hand in Reserve: the opponent
    picks which (hint: their least useful one)."""
    opp = opponent_of(g)
    if opp is None or not opp.hand:
        return
    hand = opp.hand
    worst = min(hand, key=lambda c: c.usefulness)
    prompt = "Put a card from your hand in Reserve"
    worst = pick_in_hand(opp, source_name(g, unit), prompt, hand, worst)
    opp.hand.remove(worst)
    opp.reserve.append(Unit(worst))
    g.event("opponent", "hand-to-reserve", worst.name)


@HANDLERS.on(sabotage_kinds.E_DEFECT)
def _defect(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Up to n target token Characters defect (7.3.6: moved to the expedition facing them):
    the opponent's tokens whose move helps me most join my expedition facing theirs."""
    opp = opponent_of(g)
    if opp is None:
        return
    found = [c for c in candidates(g, opp, K_CHARACTER) if c[2].card.kind & K_TOKEN]
    for _flip, _w, token, units, e in choose_targets(g, opp, found, n):
        units.remove(token)
        moved = Unit(own_token(g, token.card), token.boosts, token.status)
        g.exps[e].append(moved)
        g.event("defect", token.card.name, EXPEDITION_NAMES[e])
        interpreter.joined(g, moved, e)


@HANDLERS.on(sabotage_kinds.E_OPP_REPLACE)
def _replace(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Discard target Character (either player's; the engine's pick the opponent's best),
    then a token in its expedition, its controller's (a Mana Moth: the opponent's own record
    when its deck has one)."""
    opp = opponent_of(g)
    limit, value, name = arg
    side = g if opp is None else opp
    found = [] if opp is None else candidates(g, opp, K_CHARACTER, limit, value)
    own = candidates(g, g, K_CHARACTER, limit, value, scored=False)
    for cand in choose_targets(g, side, found, own=own):
        e = cand[4]
        owner = g if is_mine(g, cand) else side
        theirs = () if owner is g else ("opponent",)
        g.event(*theirs, "discard", cand[2].card.name)
        leave(owner, cand, D_DISCARD)
        mine = next(c for c in g.source.cards if c.kind & K_TOKEN and c.name == name)
        created = Unit(own_token(owner, mine))
        owner.exps[e].append(created)
        interpreter.joined(owner, created, e)
        g.event(*theirs, "token", name, EXPEDITION_NAMES[e])


@HANDLERS.on(sabotage_kinds.E_OPP_IF_DONE)
def _if_done(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may <removal>. If you do, <effect>": the effect once a card left play."""
    aimed, then = arg
    opp = opponent_of(g)
    if opp is None:
        return
    before = _in_play(opp)
    interpreter.run(g, aimed, unit, exp)
    if _in_play(opp) < before:
        interpreter.run(g, then, unit, exp)


@HANDLERS.on(sabotage_kinds.E_TOKEN_FOR_OPP)
def _token_for_opp(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may create a token in an opponent's Expedition to <effect>": a MAY decision (the
    hint: yes when the effect has something to hit), an EXPEDITION decision among the
    opponent's two (the hint: one that moves at Dusk anyway, else their Companion
    expedition), the token there under its controller, then the effect."""
    name, then = arg
    opp = opponent_of(g)
    if opp is None:
        return
    source = source_name(g, unit)
    article = "an" if name[:1] in "AEIOU" else "a"
    prompt = f"You may create {article} {name} token in an opponent's Expedition"
    if not may(g, source, prompt, _worth(opp, then)):
        return
    hint = 0 if opp.would_move(0) and not opp.would_move(1) else 1
    options = [
        Option(f"opponent's {EXPEDITION_NAMES[e]} expedition", mine=False, zone=ZONES[e])
        for e in (0, 1)
    ]
    e = which(g, EXPEDITION, source, "an opponent's Expedition", options, hint)
    opp = opponent_of(g)  # a look-ahead copy gets its own opponent first
    assert opp is not None
    mine = next(c for c in g.source.cards if c.kind & K_TOKEN and c.name == name)
    created = Unit(own_token(opp, mine))
    opp.exps[e].append(created)
    interpreter.joined(opp, created, e)
    g.event("opponent", "token", created.card.name, EXPEDITION_NAMES[e])
    interpreter.run(g, then, unit, exp)


@HANDLERS.on(sabotage_kinds.E_READY_ME)
def _ready_me(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.status &= ~S_EXHAUSTED


def opponent_drew(seat: GameState) -> None:
    """``seat`` drew or [Resupplied]: its opponent's "When an opponent draws one or more cards
    or [Resupplies]" abilities (Characters in its expeditions, Landmarks, Hero)."""
    _opponent_watchers(seat, sabotage_kinds.ST_OPP_DRAWS)


def opponent_played_from_reserve(seat: GameState) -> None:
    """``seat`` plays a card from Reserve: its opponent's "When an opponent plays a card from
    Reserve" abilities."""
    if watches_reserve_plays(seat.opponent.source):  # type: ignore[union-attr]
        _opponent_watchers(seat, sabotage_kinds.ST_OPP_RESERVE_PLAY)


_PULLS: dict[int, tuple[CompiledDeck, bool]] = {}


def opponent_played_character(seat: GameState, unit: Unit, exp: int) -> None:
    """``seat`` played ``unit`` into its expedition ``exp``: each of the opponent's
    Characters with "When an opponent plays a Character — If there are no Characters in the
    Expedition facing me, that Character switches Expeditions" (in expedition x, facing
    ``seat``'s expedition x) moves it when that expedition has no Character."""
    if not _has_static(seat.opponent.source, sabotage_kinds.ST_PULL_PLAYED, _PULLS):  # type: ignore[union-attr]
        return
    opp = opponent_of(seat)
    if opp is None:
        return
    for x in (0, 1):
        for holder in list(opp.exps[x]):
            if not any(k == sabotage_kinds.ST_PULL_PLAYED for k, _n, _a in holder.card.statics):
                continue
            where = next((e for e in (0, 1) if unit in seat.exps[e]), -1)
            if where < 0 or seat.exps[x]:
                continue
            seat.event("switch", unit.card.name, EXPEDITION_NAMES[x])
            interpreter.switch_expedition(seat, unit, x)  # (seat.exps[x] is empty: the other one)


def _opponent_watchers(seat: GameState, static: int) -> None:
    opp = opponent_of(seat)
    if opp is None:
        return
    holders: list[tuple[Unit | None, fx.Effects, int]] = []
    for e in (0, 1):
        holders += [(u, a, e) for u in opp.exps[e] for k, _n, a in u.card.statics if k == static]
    holders += [(u, a, -1) for u in opp.landmarks for k, _n, a in u.card.statics if k == static]
    if opp.hero is not None:
        holders += [(None, a, -1) for k, _n, a in opp.hero.statics if k == static]
    for unit, effects, e in holders:
        interpreter.run(opp, effects, unit, e)


def cost_floor(opp: GameState, card: EngineCard) -> int:
    """The least ``card`` may cost a player whose opponent is ``opp`` ("Characters your
    opponents play can't cost less than {2}" of ``opp``'s cards in play), 0 for none."""
    floor = 0
    units = [*opp.exps[0], *opp.exps[1], *opp.landmarks]
    for u in units:
        for kind, n, kinds in u.card.statics:
            if (
                kind == sabotage_kinds.ST_COST_FLOOR
                and (not kinds or card.kind & kinds)
                and n > floor
            ):
                floor = n
    return floor


def spend_night_counter(seat: GameState) -> bool:
    """Spend 1 counter from a card in ``seat``'s Reserve or Landmarks (False when none has
    one): the one with the most counters."""
    holders = [u for u in (*seat.reserve, *seat.landmarks) if u.counters > 0]
    if not holders:
        return False
    max(holders, key=lambda u: u.counters).counters -= 1
    return True


def _has_static(deck: CompiledDeck, kind: int, memo: dict[int, tuple[CompiledDeck, bool]]) -> bool:
    entry = memo.get(id(deck))
    if entry is None or entry[0] is not deck:
        cards = [*deck.cards, *([deck.hero] if deck.hero is not None else [])]
        entry = (deck, any(k == kind for c in cards for k, _n, _a in c.statics))
        memo[id(deck)] = entry
    return entry[1]


_RESERVE_PLAYS: dict[int, tuple[CompiledDeck, bool]] = {}


def watches_reserve_plays(deck: CompiledDeck) -> bool:
    """Whether ``deck`` has a "When an opponent plays a card from Reserve" ability."""
    return _has_static(deck, sabotage_kinds.ST_OPP_RESERVE_PLAY, _RESERVE_PLAYS)


def _in_play(opp: GameState) -> int:
    return sum(len(x) for x in (*opp.exps, *opp.gear, opp.landmarks))


@HANDLERS.on(sabotage_kinds.E_OPP_ELSE)
def _opp_else(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may <removal>. If you don't, <my effect>": the removal when it finds a target
    (goldfishing never), else my effect."""
    aimed, other = arg
    opp = opponent_of(g)
    if opp is not None:
        before = _in_play(opp)
        interpreter.run(g, aimed, unit, exp)
        if _in_play(opp) < before:
            return
    interpreter.run(g, other, unit, exp)


@HANDLERS.on(sabotage_kinds.E_OPP_ALL_STATUS)
def _all_status(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Each Character controlled by target player (the engine's choice: the opponent; nobody
    when goldfishing) gains status ``arg``."""
    if opponent_of(g) is None:
        return
    chosen = target_player(g, unit, "target player", OPPONENT)
    for units in chosen.exps:
        for u in units:
            u.status |= arg
    if chosen is g:
        g.event("status-all", str(arg))
    else:
        g.event("opponent", "status-all", str(arg))


def holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """ "I'm facing an Expedition in {V}/{M}/{O}": the opposing expedition facing mine is in
    a region of that terrain (never when goldfishing: there is no facing expedition)."""
    opp = opponent_of(g)
    if opp is None or not 0 <= exp <= 1:
        return False
    bit = 1 << (condition - sabotage_kinds.C_FACING_FOREST)
    return bool(g.layout[opp.pos[exp]] & bit)


def sabotage(
    g: GameState, exhausted_only: bool = False, fits: Callable[[Unit], bool] | None = None
) -> None:
    """[Sabotage] by ``g`` (see :func:`sabotaged`); ``exhausted_only``: "discard target
    exhausted card from a Reserve"."""
    sabotaged(g, _exhausted if exhausted_only else fits)


def sabotaged(g: GameState, fits: Callable[[Unit], bool] | None = None) -> GameState | None:
    """[Sabotage] by ``g`` (7.4.5): discard up to one target card from a Reserve, any
    player's; ``fits``: the Reserve cards a text narrows the targets to ("discard target
    exhausted card from a Reserve", "[Sabotage] a card with Reserve Cost {2} or less"). A TARGET
    decision among the player's own Reserve cards, then the opponent's whose Tough (a granted
    "Characters in your Reserve are [Tough n]") the player can pay, and "no target"; the
    hint is the opponent's most useful card, one without Tough when there is one
    (:func:`~altered_deck.engine.targets.choice.reserve_value`), "no target" when
    they have none. The player whose card was discarded, None for none."""
    opp = opponent_of(g)
    if fits is None:
        fits = _any_card
    theirs = [] if opp is None else affordable(g, opp, [u for u in opp.reserve if fits(u)])
    free = [u for u in theirs if not tough(opp, u)] if opp is not None else []
    best = max(free or theirs, key=reserve_value) if theirs else None
    if asks(g):
        mine = [u for u in g.reserve if fits(u)]
        if mine or theirs:
            units = mine + theirs
            options = [
                Option(f"{u.card.name} (Reserve)", card=u.card, zone="reserve") for u in mine
            ]
            options += [
                Option(
                    f"{u.card.name} (opponent's Reserve)", card=u.card, mine=False, zone="reserve"
                )
                for u in theirs
            ]
            options.append(Option("no target"))
            hint = len(units) if best is None else units.index(best)
            prompt = "[Sabotage]"
            taken = decide(g, Decision(TARGET, source_name(g, None), prompt, options, hint))
            if taken < len(mine):
                discard_from_reserve(g, mine[taken], g, "sabotage-own")
                return g
            best = units[taken] if taken < len(units) else None
    if best is None or opp is None:
        return None
    pay_tough(g, opp, best)
    discard_from_reserve(opp, best, g, "sabotage")
    return opp


def _in_reserve(units: list[Unit], mine: bool) -> list[Option]:
    """The options naming Reserve cards (``mine``: the deciding player's)."""
    where = " (Reserve)" if mine else " (opponent's Reserve)"
    return [Option(u.card.name + where, card=u.card, mine=mine, zone="reserve") for u in units]


@HANDLERS.on(removal_kinds.E_SABOTAGE)
def _sabotage(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    sabotage(g)


def _any_card(u: Unit) -> bool:
    return True


def _exhausted(u: Unit) -> bool:
    return bool(u.status & S_EXHAUSTED)


@HANDLERS.on(sabotage_kinds.E_SABOTAGE_EXHAUSTED)
def _sabotage_exhausted(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    sabotage(g, exhausted_only=True)


def exhausted_worth(g: GameState, opp: GameState, arg: Any) -> tuple[int, float]:
    """What "[Sabotage] an exhausted card" is worth to a choice (its kind's
    ``opponent_worth``): the opponent's best exhausted Reserve card."""
    tired = [u.card.keep_value for u in opp.reserve if u.status & S_EXHAUSTED]
    return (0, max(tired)) if tired else (-99, -1.0)


@HANDLERS.on(sabotage_kinds.E_SABOTAGE_COST)
def _sabotage_cost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """[Sabotage] a card of kind ``arg`` with Reserve Cost n or less."""
    sabotage(g, fits=lambda u: bool(u.card.kind & arg) and u.card.reserve_cost <= n)


@HANDLERS.on(sabotage_kinds.E_SABOTAGE_FOREST)
def _sabotage_forest(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """[Sabotage] a Character with {V} less than or equal to mine (its Forest statistic and
    boosts, mine likewise; none when I am no longer in play)."""
    if unit is None:
        return
    mine = unit.card.stats[0] + unit.boosts
    sabotage(
        g, fits=lambda u: bool(u.card.kind & K_CHARACTER) and u.card.stats[0] + u.boosts <= mine
    )


def night_sabotages(seat: GameState) -> int:
    """How many "At Night — [Sabotage] after Rest" abilities trigger for ``seat`` now (at
    the start of Night: the Characters in its expeditions, with the boosts they need)."""
    count = 0
    for e in seat.exps:
        for u in e:
            for kind, n, arg in u.card.statics:
                if kind == removal_kinds.ST_NIGHT_SABOTAGE and u.boosts >= n:
                    if arg == sabotage_kinds.NIGHT_SPEND and not spend_night_counter(seat):
                        continue  # "You may spend 1 counter ... to": none to spend
                    count += 1
    return count


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(sabotage_kinds, holds)


# --- the moments this module's rules watch (registry.install registers them) ---------------

FEATURES: tuple[tuple[str, Needs], ...] = (
    ("opponent's draws watched", static_in(sabotage_kinds.ST_OPP_DRAWS)),
    ("opponent's costs floored", static_in(sabotage_kinds.ST_COST_FLOOR)),
)

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    ("drawn", opponent_drew, "opponent's draws watched", THEIRS),  # "When an opponent draws"
    ("cost_floor", cost_floor, "opponent's costs floored"),
)
