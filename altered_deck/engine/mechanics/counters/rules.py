"""Handlers of the counters mechanic's effect kinds: the Hero's counters, effects scaled by "my
number of <name> counters", counters up to a max, the watchers that give counters.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. An
effect run with no source unit is the Hero's (Hero abilities run so): its counters are
``GameState.hero_counters`` (2.5.e: a Hero may start with some). A Spell played from Reserve
with counters is the source of its own effects (2.5.l: it keeps them while it resolves), so "X,
where X is my number of Arcane counters" reads them.

Engine policy for the choices the texts leave to the player (see the README):

* "Choose X+1" (its X: the source's counters, ``targets.counts.my_counters``) is the choices
  mechanic's decision;
* "you may spend n of my counters to ...", "you may play it for free or put it into your
  hand": yes and play it (a card in play helps a move now), unless it is a Landmark and the
  Landmarks are full.
"""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.decisions import (
    CHOOSE,
    TARGET,
    UP_TO,
    ZONE_LABELS,
    Option,
    asks,
    may,
    source_name,
    which,
)
from altered_deck.engine.core.effects import K_CHARACTER, K_LANDMARK, Static, conditions_of
from altered_deck.engine.core.interpreter import statics_in_play
from altered_deck.engine.core.play import MODE_NO_HAND_FX, resolve_play
from altered_deck.engine.core.play import where as play_where
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.boosts import rules as boosts_rules
from altered_deck.engine.mechanics.counters import kinds as counters_kinds
from altered_deck.engine.targets.aim import target_expedition
from altered_deck.engine.targets.choice import opponent_of, pay_tough, tough
from altered_deck.engine.targets.counts import my_counters

HANDLERS = interpreter.Handlers()


# --- the counters of a source: its unit's, or the Hero's ----------------------------------


def gain(g: GameState, unit: Unit | None, n: int) -> None:
    """The source gains ``n`` counters, then its "When I gain my k-th counter" abilities."""
    before = my_counters(g, unit)
    if unit is None:
        g.hero_counters += n
        statics: tuple[Static, ...] = g.hero.statics if g.hero is not None else ()
    else:
        unit.counters += n
        statics = unit.card.statics
    after = before + n
    for st_kind, k, effects in statics:
        if st_kind == counters_kinds.ST_COUNTER_AT and before < k <= after:
            interpreter.run(g, effects, unit, -1 if unit is None else _where(g, unit))


def _where(g: GameState, unit: Unit) -> int:
    return next((e for e in (0, 1) if unit in g.exps[e] or unit in g.gear[e]), -1)


def _spend(g: GameState, unit: Unit | None, n: int) -> None:
    if unit is None:
        g.hero_counters -= n
    else:
        unit.counters -= n


# --- handlers ---------------------------------------------------------------------------------


@HANDLERS.on(fx.E_COUNTERS)
def _gain(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """I gain n counters."""
    gain(g, unit, n)


@HANDLERS.on(counters_kinds.E_COUNTERS_MAX)
def _counters_max(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """I gain n counters, up to a max of ``arg`` (a card above it keeps what it has)."""
    have = my_counters(g, unit)
    if unit is not None and g.landmarks and unit in g.reserve:  # a Support ability
        arg += boosts_rules.support_bonus(g)
    if have < arg:
        gain(g, unit, min(have + n, arg) - have)


@HANDLERS.on(counters_kinds.E_X_COUNTERS)
def _x_counters(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The effect with its amount X+plus, X my counters."""
    plus, effects = arg
    amount = my_counters(g, unit) + plus
    for op, _n, inner in effects:
        interpreter.HANDLERS[op](g, amount, inner, unit, exp)


@HANDLERS.on(counters_kinds.E_X_ARG)
def _x_arg(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The effect with X+plus (X my counters) in its arg at ``position``."""
    plus, position, ((op, count, inner),) = arg
    inner = (*inner[:position], my_counters(g, unit) + plus, *inner[position + 1 :])
    interpreter.HANDLERS[op](g, count, inner, unit, exp)


@HANDLERS.on(counters_kinds.E_REPEAT_X)
def _repeat_x(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    plus, effects = arg
    for _ in range(my_counters(g, unit) + plus):
        interpreter.run(g, effects, unit, exp)


@HANDLERS.on(counters_kinds.E_SPEND_MINE)
def _spend_mine(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may spend n of my counters to ...": whenever the source has them."""
    if my_counters(g, unit) < n or not may(
        g, source_name(g, unit), "You may spend my counters", True
    ):
        return
    _spend(g, unit, n)
    g.event("spend", "Hero" if unit is None else unit.card.name)
    interpreter.run(g, arg, unit, exp)


@HANDLERS.on(counters_kinds.E_REVEAL_PLAY_OR_HAND)
def _reveal_play_or_hand(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Reveal the top card: play it for free ({h} abilities not activated) or put it into
    your hand, the player's choice (hint: play it, unless it is a Landmark and the Landmarks
    are full)."""
    card = g.take_top()
    if card is None:
        return
    g.event("reveal", card.name)
    full = bool(card.kind & K_LANDMARK) and len(g.landmarks) >= g.landmark_limit
    options = [Option("play it for free", card=card), Option("put it into your hand", card=card)]
    if which(g, CHOOSE, source_name(g, unit), "You may", options, 1 if full else 0) == 1:
        g.hand.append(card)
        return
    target = target_expedition(g, unit, -1, f"{card.name} joins") if card.exp_choice else 0
    g.event("play", "deck", card.name, "0", play_where(card, target))
    resolve_play(g, card, None, target, MODE_NO_HAND_FX)


@HANDLERS.on(counters_kinds.E_REMOVE_COUNTERS)
def _remove_counters(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Remove (up to) n counters (boosts first, 2.5.1) from target card in play or in
    Reserve: in a duel the opponent's card with the most; when goldfishing none with "up
    to", else a card of yours with none (the text needs a target: nothing is lost), else the
    one with the fewest. Asked: :func:`_remove_counters_asked`."""
    if asks(g):
        _remove_counters_asked(g, n, bool(arg), unit)
        return
    opp = opponent_of(g)
    if opp is not None:
        pool = _cards_with_counters(opp)
        if pool:
            _strip(max(pool, key=lambda u: u.boosts + u.counters), n)
        return
    if arg:  # "up to": none of mine
        return
    pool = _cards_with_counters(g)
    everything = [*g.landmarks, *g.reserve, *(u for e in (0, 1) for u in g.exps[e] + g.gear[e])]
    if pool and len(pool) == len(everything):
        _strip(min(pool, key=lambda u: u.boosts + u.counters), n)


def _remove_counters_asked(g: GameState, n: int, up_to: bool, unit: Unit | None) -> None:
    """ "Remove (up to) n counters from target card in play or in Reserve" decided by the
    player: a TARGET decision among both players' cards with counters (yours first; the hint,
    the opponent's with the most, else yours with the fewest), then for "up to" how many (a
    CHOOSE from n down to "none"; the hint: all on the opponent's card, none on yours)."""
    opp = opponent_of(g)
    sides = [(g, True)] if opp is None else [(g, True), (opp, False)]
    found = [
        (side, u, mine)
        for side, mine in sides
        for u in _cards_with_counters(side)
        if mine or tough(side, u) <= g.mana_ready  # [Tough X] (7.4.7): when X can be paid
    ]
    if not found:
        return
    theirs = [i for i, f in enumerate(found) if not f[2]]
    hint = max(theirs, key=lambda i: found[i][1].boosts + found[i][1].counters, default=-1)
    if hint < 0:
        hint = min(range(len(found)), key=lambda i: found[i][1].boosts + found[i][1].counters)
    options = [_counted_option(side, u, mine) for side, u, mine in found]
    source = source_name(g, unit)
    prompt = "target card in play or in Reserve"
    side, target, mine = found[which(g, TARGET, source, prompt, options, hint)]
    if not mine:
        pay_tough(g, side, target)
    if up_to:
        counts = [*range(min(n, target.boosts + target.counters), 0, -1), 0]
        options = [Option(f"remove {k}" if k else "none") for k in counts]
        prompt = f"Remove up to {n} counters"
        n = counts[which(g, UP_TO, source, prompt, options, len(counts) - 1 if mine else 0)]
    _strip(target, n)


def _counted_option(side: GameState, u: Unit, mine: bool) -> Option:
    """The option naming ``side``'s card ``u`` and its zone."""
    if u in side.reserve:
        zone = "reserve"
    elif u in side.landmarks:
        zone = "landmarks"
    else:
        zone = "hero" if u in side.exps[0] or u in side.gear[0] else "companion"
    where = ZONE_LABELS[zone] if mine else "opponent's " + ZONE_LABELS[zone]
    return Option(f"{u.card.name} ({where})", card=u.card, mine=mine, zone=zone)


def _cards_with_counters(g: GameState) -> list[Unit]:
    units = [*g.landmarks, *g.reserve, *(u for e in (0, 1) for u in g.exps[e] + g.gear[e])]
    return [u for u in units if u.boosts or u.counters]


def _strip(u: Unit, n: int) -> None:
    taken = min(u.boosts, n)
    u.boosts -= taken
    u.counters = max(u.counters - (n - taken), 0)


_FILTERS: list[tuple[str, ...]] = []
"""The filters of E_UNFLEET_NEXT_IF by id (a pending entry holds ints only)."""


@HANDLERS.on(counters_kinds.E_UNFLEET_NEXT_IF)
def _unfleet_next_if(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if arg not in _FILTERS:
        _FILTERS.append(arg)
    g.pending = (*g.pending, (counters_kinds.P_UNFLEET_IF, 0, _FILTERS.index(arg), False))


def unfleet_if(g: GameState, card: EngineCard, filter_id: int) -> None:
    """(From the pending entries) the card being played loses Fleeting if it matches."""
    subtypes = _FILTERS[filter_id]
    if subtypes:
        matches = any(s in card.subtypes for s in subtypes)
    else:
        matches = bool(card.kind & K_CHARACTER) and 0 in card.stats
    if matches:
        g.next_unfleeting |= card.kind


# --- watchers -------------------------------------------------------------------------------


def character_played(
    g: GameState, played: Unit, watchers: list[tuple[tuple[Static, ...], Unit | None, int]]
) -> None:
    """ "When you play a Character with Hand Cost greater than or equal to my number of
    counters / with a base statistic of 0" abilities of ``watchers``."""
    card = played.card
    zero = 0 in card.stats
    for statics, holder, where in watchers:
        for st_kind, _n, arg in statics:
            if (st_kind == counters_kinds.ST_PLAYED_ZERO_STAT and zero) or (
                st_kind == counters_kinds.ST_PLAYED_COST_GE
                and card.hand_cost >= my_counters(g, holder)
            ):
                interpreter.run(g, arg, holder, where)


def _watch(g: GameState, kind: int, times: int) -> None:
    for statics, holder, where in statics_in_play(g):
        for st_kind, _n, arg in statics:
            if st_kind == kind:
                for _ in range(times):
                    interpreter.run(g, arg, holder, where)


def to_reserve(g: GameState, units: list[Unit]) -> None:
    """``units`` went from the Deck or the hand to the Reserve: "When a card goes from your
    deck or hand to Reserve" abilities, once per card."""
    if units and counters_kinds.F_COUNTERS_WATCH in g.hooks.features:
        _watch(g, counters_kinds.ST_DECK_HAND_TO_RESERVE, len(units))


def exhaust_watched(g: GameState) -> bool:
    """Whether exhausting a Reserve card would give a counter (worth a ready card)."""
    if counters_kinds.F_COUNTERS_WATCH not in g.hooks.features:
        return False
    return any(
        st[0] == counters_kinds.ST_EXHAUSTED_GAIN
        for sts, _h, _w in statics_in_play(g)
        for st in sts
    )


def exhausted_in_reserve(g: GameState) -> None:
    """A card in the Reserve was exhausted: "When you exhaust a card in Reserve — I gain"."""
    if counters_kinds.F_COUNTERS_WATCH in g.hooks.features:
        _watch(g, counters_kinds.ST_EXHAUSTED_GAIN, 1)


def status_gained(g: GameState, gained: int) -> None:
    """A Character of the player gained the status bits ``gained``: "When a Character you
    control gains [[X]] — I gain n counters" abilities."""
    for statics, holder, where in statics_in_play(g):
        for st_kind, _n, arg in statics:
            if st_kind == counters_kinds.ST_ONE_GAINS_FX and gained & arg[0]:
                interpreter.run(g, arg[1], holder, where)


def permanent_joined(g: GameState, joining: Unit) -> None:
    """A Permanent joined the player's expeditions or Landmarks: "When another Permanent
    joins your Expeditions or Landmarks" abilities of the others."""
    if counters_kinds.F_COUNTERS_WATCH not in g.hooks.features:
        return
    for statics, holder, where in statics_in_play(g):
        if holder is joining:
            continue
        for st_kind, _n, arg in statics:
            if st_kind == counters_kinds.ST_PERMANENT_JOINS:
                interpreter.run(g, arg, holder, where)


_plain_landmark_token = boosts_rules.landmark_token


@HANDLERS.on(fx.E_LANDMARK_TOKEN)
def _landmark_token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Landmark tokens (Manaseed, Aerolith), then "When another Permanent joins"."""
    before = len(g.landmarks)
    _plain_landmark_token(g, n, arg, unit, exp)
    for joining in g.landmarks[before:]:
        permanent_joined(g, joining)


# --- conditions -------------------------------------------------------------------------------


def holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's conditions (``C_*`` 550-599) holds now."""
    if condition == counters_kinds.C_MY_COUNTERS:
        return my_counters(g, unit) >= amount
    if condition == counters_kinds.C_FEWER_COUNTERS:
        return my_counters(g, unit) < amount
    if condition == counters_kinds.C_HERO_COUNTERS:
        return g.hero_counters >= amount
    return False


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(counters_kinds, holds)


# --- the moments this module's rules watch (registry.install registers them) ---------------

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    ("permanent_joined", permanent_joined, counters_kinds.F_COUNTERS_WATCH),
)
