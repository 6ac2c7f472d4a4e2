"""Handlers of the turns mechanic's effect kinds: [Rush], "You may pass", "each player passes",
"target player becomes first player", Gifts, and the mechanic's conditions.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Engine
policy for the choices the texts leave to the player (see the README's engine section):

* [Rush] (7.3.34, "play another card immediately"): yes whenever a card fits and can be
  paid, the one "immediately play" effects pick (the extra play costs no turn, and the "if you
  don't" branches only help the opponent); "to X" runs X only when a card was played;
* "You may pass": only when passing is all that is left to do (nothing is given up), and,
  when passing gives the opponent a Manaseed, only if a "When you make a [Gift]" ability of
  yours pays for it;
* "target player becomes first player": the opponent (you are then first player again the
  next Day, 4.2.1.b: it alternates from the current first player);
* "You may exhaust me to also receive it": always (the Hero's only ability).
"""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import Needs, static_in
from altered_deck.engine.core.decisions import may, source_name
from altered_deck.engine.core.effects import GIFTED, K_CHARACTER, K_TOKEN, conditions_of
from altered_deck.engine.core.hooks import Event, emit
from altered_deck.engine.core.state import A_PASS, P_AFTERNOON, GameState, Unit
from altered_deck.engine.mechanics.costs import (
    rules as costs_rules,  # (partly imported yet: used at run time)
)
from altered_deck.engine.mechanics.turns import kinds as turns_kinds
from altered_deck.engine.targets.choice import opponent_of, own_token
from altered_deck.engine.targets.pick import OPPONENT, target_player

HANDLERS = interpreter.Handlers()


@HANDLERS.on(turns_kinds.E_RUSH)
def _rush(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    mask, reserve_fx, if_do, if_dont = arg
    source = source_name(g, unit)
    choice = costs_rules.pick_play(g, mask, 0, 0, True)
    if choice is not None and not may(g, source, "You may [Rush]", True):
        choice = None
    elif choice is not None:  # which card: the player's (the same hint)
        choice = costs_rules.pick_play(g, mask, 0, 0, True, source)
    if choice is None:  # nothing to Rush (or not wanted): "if you don't"
        interpreter.run(g, if_dont, unit, exp)
        return
    g.event("rush")
    played, e = costs_rules.play_picked(g, choice)
    card = played.card
    if reserve_fx and choice[1] == 0 and card.kind & K_CHARACTER and card.on_reserve:
        # "If played from your hand, it activates one of its {r} abilities" (all of its {R}
        # effects: the cards that say so have one {R} ability)
        interpreter.run(g, card.on_reserve, played, e)
    interpreter.run(g, if_do, unit, exp)


def _gift_watched(g: GameState) -> bool:
    """A "When you make a [Gift]" ability of yours is in play (the Hero, a Character, a
    Landmark)."""
    if g.hero is not None and any(st[0] == turns_kinds.ST_ON_GIFT for st in g.hero.statics):
        return True
    return any(
        st[0] == turns_kinds.ST_ON_GIFT
        for units in (*g.exps, g.landmarks)
        for u in units
        for st in u.card.statics
    )


@HANDLERS.on(turns_kinds.E_MAY_PASS)
def _may_pass(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    gives, if_do, if_dont = arg
    actions = getattr(g, "legal_actions", None)
    if actions is None or g.pass_now:
        interpreter.run(g, if_dont, unit, exp)
        return
    only_pass = [a[0] for a in actions()] == [A_PASS]
    if may(g, source_name(g, unit), "You may pass", only_pass and (not gives or _gift_watched(g))):
        g.pass_now = True  # the game (or the duel) passes once the action resolved
        g.event("pass-now")
        interpreter.run(g, if_do, unit, exp)
    else:
        interpreter.run(g, if_dont, unit, exp)


def _opponent(g: GameState) -> GameState | None:
    return opponent_of(g)


@HANDLERS.on(turns_kinds.E_OPP_MANASEED)
def _opp_manaseed(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """A Manaseed token in the opponent's Landmarks (it helps them; none when goldfishing)."""
    opp = _opponent(g)
    if opp is None:
        return
    token = own_token(opp, g.source.cards[arg])  # the opponent's record (its pilot's tables)
    for _ in range(n):
        opp.landmarks.append(Unit(token))
        g.event("opponent", "token", token.name, "Landmarks")


@HANDLERS.on(turns_kinds.E_EACH_PASSES)
def _each_passes(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Each player passes, starting with you (the duel passes the opponent after you)."""
    g.pass_now = True
    g.event("pass-now")
    opp = _opponent(g)
    if opp is not None:
        opp.pass_now = True


@HANDLERS.on(turns_kinds.E_GIVE_FIRST)
def _give_first(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target player becomes first player (the first player alternating from them): a
    decision between you and the opponent, the opponent by default (engine policy: when
    you are first player, you are first the next Day; goldfishing, an absent opponent);
    the first player already changes nothing."""
    opp = _opponent(g)
    to_me = opp is not None and target_player(g, unit, "target player", OPPONENT) is g
    if to_me == g.first_player:
        return
    g.first_on_odd_days = not g.first_on_odd_days
    if opp is not None:
        opp.first_on_odd_days = not g.first_on_odd_days
    g.event("first-player", "you" if to_me else "opponent")


# --- Gifts (7.3.22: you make one when, on your turn, an opponent draws, Resupplies or
# receives a token) -------------------------------------------------------------------------

_GIFT: list[tuple[int, Any]] = []  # the Gift being made: (the op that made it, its arg)


def _with_gifts(handlers: dict[int, interpreter.Handler], op: int) -> None:
    """Wrap the handler of ``op`` (it gives the opponent cards or tokens): each card or token
    received during your Afternoon is a Gift (7.3.29.a)."""
    handler = handlers[op]

    def gifting(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
        opp = _opponent(g)
        if opp is None or g.phase != P_AFTERNOON or not _gift_watched(g):
            handler(g, n, arg, unit, exp)
            return
        before = _received(opp)
        handler(g, n, arg, unit, exp)
        for _ in range(_received(opp) - before):
            made_gift(g, op, arg)

    handlers[op] = gifting


def _received(opp: GameState) -> int:
    """Cards and tokens the opponent has received so far (hand, Reserve, tokens in play)."""
    tokens = sum(1 for units in (*opp.exps, opp.landmarks) for u in units if u.card.kind & K_TOKEN)
    return len(opp.hand) + len(opp.reserve) + tokens


def made_gift(g: GameState, op: int, arg: Any) -> None:
    """You made one Gift: the ``gift`` event, while the Gift is the one "also receive it"
    receives."""
    _GIFT.append((op, arg))
    try:
        if g.hooks.on:
            emit(g, GIFTED, None, g, g.resolving)
    finally:
        _GIFT.pop()
    g.event("gift")


def on_gift(event: Event) -> None:
    """ "When you make a [Gift]" and "When an opponent receives a [Gift]" abilities of the
    player who made it: the Hero's, then the Characters', then the Landmarks'."""
    g = event.player
    if g.hero is not None:
        for st_kind, _n, effects in g.hero.statics:
            if st_kind == turns_kinds.ST_ON_GIFT:
                interpreter.run(g, effects, None, -1)
    for e in (0, 1):
        for u in list(g.exps[e]):
            for st_kind, _n, effects in u.card.statics:
                if st_kind == turns_kinds.ST_ON_GIFT:
                    interpreter.run(g, effects, u, e)
    for lm in list(g.landmarks):
        for st_kind, _n, effects in lm.card.statics:
            if st_kind == turns_kinds.ST_ON_GIFT:
                interpreter.run(g, effects, lm, -1)


@HANDLERS.on(turns_kinds.E_ALSO_RECEIVE)
def _also_receive(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may exhaust me ({T}) to also receive it (7.3.29.b): the same card or token."""
    if not _GIFT or not g.hero_ready:
        return
    if not may(g, g.hero.name if g.hero else "Hero", "You may exhaust me to also receive it", True):
        return
    g.hero_ready = False
    op, gift = _GIFT[-1]
    if op == turns_kinds.E_OPP_MANASEED:
        g.landmarks.append(Unit(g.source.cards[gift]))
    elif op == fx.E_EACH_PLAYER:  # "each player draws / [Resupplies]": one more
        for kind, _n, inner in gift[0]:
            if kind == fx.E_DRAW:
                g.draw(1)
            elif kind == fx.E_RESUPPLY:
                interpreter.resupply(g, bool(inner))
    else:  # another mechanic's Gift: what its kind declares I receive
        receive = fx.KINDS[(fx.EFFECT, op)].gift
        if receive is not None:
            receive(g, gift)
    g.event("also-receive")


def holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of the mechanic's ``C_*`` conditions holds now."""
    characters = [u for units in g.exps for u in units]
    reserve = [u for u in g.reserve if u.card.kind & K_CHARACTER]
    if condition == turns_kinds.C_BOOSTS_ALL:
        return sum(u.boosts for u in (*characters, *reserve)) >= amount
    if condition == turns_kinds.C_ZERO_STATS_ALL:
        return sum(u.card.stats.count(0) for u in (*characters, *reserve)) >= amount
    return False


def wrap_gifts(handlers: dict[int, interpreter.Handler]) -> None:
    """Wrap the handlers that give the opponent something (the turns' own, and the kinds
    declared with a ``gift``), once every mechanic's handlers and kinds are in place
    (:func:`altered_deck.engine.registry.install`)."""
    gifts = [k.value for k in fx.KINDS.values() if k.gift is not None]  # declared so
    for op in (
        *gifts,
        turns_kinds.E_OPP_MANASEED,
        fx.E_EACH_PLAYER,  # "each player draws / [Resupplies]": the opponent's half
    ):
        _with_gifts(handlers, op)


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(turns_kinds, holds)

_GIFTS_WATCHED = "gifts watched"
FEATURES: tuple[tuple[str, Needs], ...] = ((_GIFTS_WATCHED, static_in(turns_kinds.ST_ON_GIFT)),)
SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = ((GIFTED, on_gift, _GIFTS_WATCHED),)
