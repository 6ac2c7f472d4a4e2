"""Handlers of the sacrifice mechanic's kinds other than sacrifice: counters spent from any card,
[Augment], Reserve and hand cards to Reserve or Mana, Cable-Car Station's shift, Landmark tokens
in each player's Landmarks, "put me in my owner's Mana zone".

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.tokens import create_tokens
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.adventure import reveal
from altered_deck.engine.core.decisions import may, pick_in_hand, source_name
from altered_deck.engine.core.effects import S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.interpreter import in_play
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from altered_deck.engine.targets.choice import acts, opponent_of, own_token
from altered_deck.engine.targets.pick import YOU, target_player

HANDLERS = interpreter.Handlers()


@HANDLERS.on(sacrifice_kinds.E_BACK_TO_RESERVE)
def _back_to_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "Put me in Reserve" of a sacrificed card: from the discard pile (2.1.f)."""
    if unit is None or unit.card not in g.discard:
        return
    discard = g.discard
    k = len(discard) - 1 - discard[::-1].index(unit.card)
    del discard[k]
    g.reserve.append(Unit(unit.card))
    g.event("to-reserve", unit.card.name)


def _counter_holder(g: GameState, n: int) -> tuple[Unit, bool] | None:
    """Where "spend n counters from a card you control or in your Reserve" takes them:
    ``(unit, is a boost)`` by the policy of the module docstring, or None."""
    moves = g.moves_now()
    for e in (0, 1):
        for u in g.exps[e]:
            if u.boosts >= n:
                u.boosts -= n
                kept = g.moves_now() >= moves
                u.boosts += n
                if kept:
                    return u, True
    named = [u for u, _e in in_play(g) if u.counters >= n]
    named += [u for u in g.reserve if u.counters >= n]
    if named:
        return max(named, key=lambda u: u.counters), False
    boosted = [u for u in g.reserve if u.boosts >= n]
    if boosted:
        return max(boosted, key=lambda u: u.boosts), True
    return None


@HANDLERS.on(sacrifice_kinds.E_SPEND_COUNTER)
def _spend_counter(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if not acts(g, arg):  # an opponent's card to hit and none (goldfish): not worth a counter
        return
    found = _counter_holder(g, n)
    if found is None:
        return
    _spend_from(g, found, n, arg, unit, exp)


@HANDLERS.on(sacrifice_kinds.E_MAY_SPEND_COUNTER)
def _may_spend_counter(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may spend 1 counter from a card you control or in your Reserve to ...": a `may`
    decision whenever a counter can be spent (hint: yes when the effects can act here)."""
    found = _counter_holder(g, n)
    if found is None:
        return
    if may(g, source_name(g, unit), "You may spend 1 counter", acts(g, arg)):
        _spend_from(g, found, n, arg, unit, exp)


def _spend_from(
    g: GameState, found: tuple[Unit, bool], n: int, arg: Any, unit: Unit | None, exp: int
) -> None:
    holder, boost = found
    if boost:
        holder.boosts -= n
    else:
        holder.counters -= n
    g.event("spend", holder.card.name)
    interpreter.run(g, arg, unit, exp)


@HANDLERS.on(sacrifice_kinds.E_EXHAUST_ME)
def _exhaust_me(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may exhaust me (and spend n of my counters) to ...": whenever it can."""
    if unit is None or unit.status & S_EXHAUSTED or unit.counters < n:
        return
    if not may(g, unit.card.name, "You may exhaust me", True):
        return
    unit.status |= S_EXHAUSTED
    unit.counters -= n
    interpreter.run(g, arg, unit, exp)


@HANDLERS.on(sacrifice_kinds.E_LANDMARK_TOKEN_EACH)
def _landmark_token_each(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    token = g.source.cards[arg]
    players = [g]
    opponent = opponent_of(g)  # a duel seat's opponent gets theirs (a look-ahead: a copy)
    if opponent is not None:
        players.append(opponent)
    for player in players:
        for _ in range(n):  # the opponent's: its own deck's record (its pilot's tables)
            player.landmarks.append(Unit(own_token(player, token)))
            player.event("token", token.name, "Landmarks")


@HANDLERS.on(sacrifice_kinds.E_LANDMARK_TOKEN_TARGET)
def _landmark_token_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "Create n [Aerolith] / [Manaseed] tokens in target player's Landmarks": you or, in a
    duel, the opponent (the hint: you)."""
    chosen = target_player(g, unit, "Create a token in target player's Landmarks", YOU)
    if chosen is g:
        interpreter.run(g, ((fx.E_LANDMARK_TOKEN, n, arg),), unit, exp)
        return
    token = own_token(chosen, g.source.cards[arg])  # the opponent's own deck's record
    for _ in range(n):
        chosen.landmarks.append(Unit(token))
        g.event("opponent", "token", token.name, "Landmarks")


@HANDLERS.on(sacrifice_kinds.E_HAND_KIND_TO_RESERVE)
def _hand_kind_to_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may put a <kind> from your hand in Reserve. If you don't, ...": yes whenever the
    hand holds one (the Reserve can play it later); which one, a CARD decision (the most
    useful one the hint, as Resupply keeps)."""
    mask, otherwise = arg
    options = [c for c in g.hand if c.kind & mask]
    source = source_name(g, unit)
    if not options or not may(g, source, "You may put a card in Reserve", True):
        interpreter.run(g, otherwise, unit, exp)
        return
    card = max(options, key=lambda c: c.keep_value)
    card = pick_in_hand(g, source, "Put a card from your hand in Reserve", options, card)
    g.hand.remove(card)
    g.reserve.append(Unit(card))
    g.event("to-reserve", card.name)


@HANDLERS.on(sacrifice_kinds.E_SHIFT)
def _shift(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """One expedition moves back one region and, if it does, the other forward one (the
    distance stays): the way round after which more expeditions would move at Dusk (Hero
    forward on a tie)."""
    pos = g.pos
    best: tuple[int, int] | None = None
    for back in (1, 0):  # the Companion back (the Hero forward) first
        if (back == 0 and pos[0] == 0) or (back == 1 and pos[1] == 7):
            continue
        saved = list(pos)
        _step(g, back, -1)
        _step(g, 1 - back, 1)
        score = g.moves_now()
        pos[:] = saved
        if best is None or score > best[1]:
            best = (back, score)
    if best is not None:
        back = best[0]
        _step(g, back, -1)
        _step(g, 1 - back, 1)
        for e in (0, 1):
            reveal(g.revealed, pos[e])
        g.advanced |= 1 << (1 - back)  # its Gear goes to Reserve at Rest (4.2.5.b)
        g.event("shift", "Hero" if back else "Companion")


def _step(g: GameState, e: int, forward: int) -> None:
    """Expedition ``e`` one region forward (``forward`` 1) or back (-1), within the track."""
    delta = forward if e == 0 else -forward
    g.pos[e] = min(7, max(0, g.pos[e] + delta))


@HANDLERS.on(sacrifice_kinds.E_UNFLEET_SPEND)
def _unfleet_spend(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "{T}, Spend any number of my counters: the same number of target Characters lose
    [[Fleeting]]": one counter per Fleeting Character of yours, as many as it has."""
    if unit is None:
        return
    for e in (0, 1):
        for u in g.exps[e]:
            if unit.counters > 0 and u.status & S_FLEETING:
                u.status &= ~S_FLEETING
                unit.counters -= 1


@HANDLERS.on(sacrifice_kinds.E_TOKEN_STATUS)
def _token_status(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Create n tokens, then "it gains [[status]]": the tokens just created."""
    token, where, status = arg
    before = [list(units) for units in g.exps]
    create_tokens(g, g.source.cards[token], n, where, exp)
    for e in (0, 1):
        for u in g.exps[e]:
            if u.card.index == token and u not in before[e]:
                u.status |= status
