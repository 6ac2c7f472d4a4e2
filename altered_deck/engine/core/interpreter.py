"""The effect interpreter: a table from effect kind (``E_*``) to its handler.

:func:`run` executes a tuple of effect records (compiled once by
:mod:`altered_deck.engine.core.effects`) against a :class:`GameState`. Each handler has the
signature ``handler(state, n, arg, source, exp)``: ``source`` is the Unit the ability belongs
to ("I", None for a Hero, a Spell or a departed card) and ``exp`` its expedition or the chosen
target expedition (-1: the engine picks where a token or boost helps most).

The core's own handlers are the base kinds that are no mechanic's (draw, Resupply, a card
moved between hand and Reserve, ``If``); each mechanic's handlers are installed by
:mod:`altered_deck.engine.registry`. Which card a text lets the player pick (a hand card to put
in Reserve, a Reserve card to return, the {J} card to activate, the card a two-card [Resupply]
keeps) is the player's decision (:func:`~altered_deck.engine.core.decisions.pick_card`); its
hint is the most useful card. Where an effect aims ("target Character", "target Expedition") is
the targets layer's (:mod:`altered_deck.engine.targets.aim`).
"""
# mypyc: compiled

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, TypeVar

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.decisions import (
    IN_PLAY_ZONES,
    pick_card,
    pick_in_hand,
    pick_unit,
    source_name,
)
from altered_deck.engine.core.effects import (
    BOOSTS_GAINED,
    BOOSTS_LOST,
    CHANGES,
    DISCARDED,
    FROM_HAND,
    JOINED,
    K_TOKEN,
    LEFT,
    S_EXHAUSTED,
    STATUS_GAINED,
    STATUS_LOST,
    TO_RESERVE,
    Effects,
    Static,
)
from altered_deck.engine.core.hooks import HOOKS, emit
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.errors import EngineError

Handler = Callable[[GameState, int, Any, "Unit | None", int], None]
H = TypeVar("H", bound=Handler)


class Handlers(dict[int, Handler]):
    """A module's ``HANDLERS``: effect kind -> handler, which
    :mod:`altered_deck.engine.registry` installs in :data:`HANDLERS`. Each handler names the kinds
    it runs where it is defined (``@HANDLERS.on(kinds.E_PAY)``); a kind named twice stops the
    engine."""

    def on(self, *kinds: int) -> Callable[[H], H]:
        """Declare the decorated function the handler of ``kinds``."""

        def declare(handler: H) -> H:
            for kind in kinds:
                if self.setdefault(kind, handler) is not handler:
                    raise EngineError(f"effect kind {kind} has two handlers ({handler.__name__})")
            return handler

        return declare


def run(g: GameState, effects: Effects, unit: Unit | None, exp: int) -> None:
    """Execute ``effects`` with ``unit`` as their source, in expedition ``exp``; when a card of
    either player watches statuses or boosts gained or lost, then emit those changes."""
    opp = g.opponent
    if (g.hooks.on or (opp is not None and opp.hooks.on)) and not _comparing[0]:
        sides = _sides_watching_changes(g)
        if sides:
            _run_compared(g, sides, effects, unit, exp)
            return
    _run(g, effects, unit, exp)


def _run(g: GameState, effects: Effects, unit: Unit | None, exp: int) -> None:
    run_effects = g.hooks.run_effects
    if run_effects is not None:  # the deck's replacements apply to what the effects did
        run_effects(g, effects, unit, exp)
        return
    for op, n, arg in effects:
        HANDLERS[op](g, n, arg, unit, exp)


_comparing = [0]  # nesting depth of _run_compared: the outermost run compares before and after


def _sides_watching_changes(g: GameState) -> list[GameState]:
    """The players (``g`` first) whose Characters' changes someone watches (the player's
    subscriptions and, in a duel, the opponent's ``THEIRS`` ones)."""
    sides = [g] if any(kind in g.hooks.on for kind in CHANGES) else []
    opp = g.opponent
    if opp is not None and opp is not g and any(kind in opp.hooks.on for kind in CHANGES):
        sides.append(g.rival_to_change())  # its units are compared: copied now
    return sides


def _run_compared(
    g: GameState, sides: list[GameState], effects: Effects, unit: Unit | None, exp: int
) -> None:
    """Run ``effects`` and emit what each player's Characters gained and lost, ``g`` being who
    made it happen (replacements like "If I would gain [[Asleep]] ... instead" apply after the
    fact: the state once the effects are done)."""
    before = {id(u): (u.status, u.boosts) for side in sides for e in side.exps for u in e}
    _comparing[0] += 1
    try:
        _run(g, effects, unit, exp)
    finally:
        _comparing[0] -= 1
    cause = unit.card if unit is not None else g.resolving
    for side in sides:
        for e in (0, 1):
            for u in list(side.exps[e]):
                status = before.get(id(u), (0, 0))[0]
                if u.status & ~status:
                    emit(side, STATUS_GAINED, u, g, cause, e, u.status & ~status)
                if status & ~u.status:
                    emit(side, STATUS_LOST, u, g, cause, e, status & ~u.status)
    for side in sides:
        for e in (0, 1):
            for u in list(side.exps[e]):
                boosts = before.get(id(u), (0, 0))[1]
                if u.boosts > boosts:
                    emit(side, BOOSTS_GAINED, u, g, cause, e, u.boosts - boosts)
                elif u.boosts < boosts:
                    emit(side, BOOSTS_LOST, u, g, cause, e, boosts - u.boosts)


def discarded_from_hand(g: GameState, cards: list[EngineCard], actor: GameState) -> None:
    """``cards``, already out of player ``g``'s hand, are discarded: each goes to the discard
    pile, then its moment is seen (:func:`seen_discarded`). ``actor``: the player whose
    effect discards them."""
    g.discard += cards
    seen_discarded(g, cards, actor)


def seen_discarded(g: GameState, cards: list[EngineCard], actor: GameState) -> None:
    """``cards`` went from player ``g``'s hand to the discard pile: each one's moment, the one
    way every discard from the hand is seen ("When I'm discarded from your hand", "When you
    discard a card from your hand")."""
    if g.hooks.on:
        for card in cards:
            emit(g, DISCARDED, card, actor, g.resolving, -1, FROM_HAND)


# --- handlers ------------------------------------------------------------------------------


def _draw(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.draw(n)


def resupply_effect(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    for _ in range(n):
        resupply(g, bool(arg))


def _next_cost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    mask, afternoon = arg
    g.cost_cuts.append((mask, n, afternoon))


def put_from_hand_in_reserve(
    g: GameState, unit: Unit | None, options: list[EngineCard], hint: EngineCard
) -> EngineCard:
    """The player puts the card of ``options`` (cards of their hand) they pick in Reserve
    (``hint``: the engine's pick); returns that card."""
    prompt = "Put a card from your hand in Reserve"
    card = pick_in_hand(g, source_name(g, unit), prompt, options, hint)
    g.hand.remove(card)
    g.reserve.append(Unit(card))
    g.event("to-reserve", card.name)
    return card


def hand_to_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Put a card from your hand in Reserve: the player's pick (hint: the most useful)."""
    hand = g.hand
    if not hand:
        return
    put_from_hand_in_reserve(g, unit, hand, max(hand, key=lambda c: c.keep_value))


def _reserve_to_hand(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Return n cards (``arg``: another than the source) from your Reserve to your hand, one
    pick each (hint: the most useful)."""
    reserve = [u for u in g.reserve if not (arg and u is unit)]
    for _ in range(n):
        if not reserve:
            return
        best = max(reserve, key=lambda u: u.card.keep_value)
        prompt = "Return a card from your Reserve to your hand"
        best = pick_unit(g, source_name(g, unit), prompt, reserve, "reserve", best)
        reserve.remove(best)
        g.reserve.remove(best)
        g.hand.append(best.card)
        g.event("to-hand", best.card.name)


def _activate_join(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Run the {J} abilities of one of your cards in play of kind ``arg``: the player's pick
    among them, in zone order (hint: the most recent one that has some, in ``exp`` first for
    Characters and Gear, then Landmarks)."""
    order = (exp, 1 - exp) if exp >= 0 else (0, 1)
    pools = [(g.exps[e], e) for e in order] + [(g.gear[e], e) for e in order]
    pools.append((g.landmarks, -1))
    best = next(
        (
            (u, where)
            for units, where in pools
            for u in reversed(units)
            if u is not unit and u.card.kind & arg and u.card.on_join
        ),
        None,
    )
    if best is None:
        return
    found = [
        (u, e) for u, e in in_play(g) if u is not unit and u.card.kind & arg and u.card.on_join
    ]
    if len(found) > 1:
        cards = [(u.card, IN_PLAY_ZONES[e]) for u, e in found]
        prompt = "Activate the {J} abilities of a card you control"
        best = found[pick_card(g, source_name(g, unit), prompt, cards, found.index(best))]
    u, where = best
    g.event("activate", u.card.name)
    run(g, u.card.on_join, u, where)


def _self_to_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The source Character goes from its expedition to Reserve (boosts lost unless
    Seasoned, statuses cleared), and its "when I leave" abilities trigger."""
    if unit is None:
        return
    for e in (0, 1):
        if unit in g.exps[e]:
            g.exps[e].remove(unit)
            boosts = unit.boosts
            if not unit.card.keywords & fx.KW_SEASONED:
                unit.boosts = 0
            was_fleeting = unit.status & fx.S_FLEETING
            owner = g.owner_of(unit)  # its owner's Reserve (1.4.3.a)
            unit.status = 0
            token = bool(unit.card.kind & K_TOKEN)
            if not token:  # a token sent to Reserve ceases to exist
                owner.reserve.append(unit)
            left_expedition(g, unit, e, boosts, not token)
            g.event("to-reserve", unit.card.name)
            if unit.card.on_leave:
                run(g, unit.card.on_leave, None, e)
            if was_fleeting and unit.card.on_leave_fleeting:
                run(g, unit.card.on_leave_fleeting, None, e)
            return


def _nothing(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    return None


def _if(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    condition, amount, inner = arg
    if condition_holds(g, condition, amount, unit, exp):
        run(g, inner, unit, exp)


def _if_else(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    condition, amount, inner, otherwise = arg
    run(g, inner if condition_holds(g, condition, amount, unit, exp) else otherwise, unit, exp)


ConditionHolds = Callable[[GameState, int, Any, "Unit | None", int], bool]
CONDITIONS: Final[dict[int, ConditionHolds]] = {}
"""Each mechanic's condition kind (``C_*``) and the function of its mechanic that answers it
(``CONDITIONS`` of the mechanic, installed by :mod:`altered_deck.engine.registry`)."""

HANDLERS: Final[dict[int, Handler]] = {
    fx.E_DRAW: _draw,
    fx.E_NEXT_COST: _next_cost,
    fx.E_NOTHING: _nothing,
    fx.E_RESERVE_TO_HAND: _reserve_to_hand,
    fx.E_ACTIVATE_JOIN: _activate_join,
    fx.E_SELF_TO_RESERVE: _self_to_reserve,
    fx.E_IF: _if,  # its conditions are every mechanic's (condition_holds)
    fx.E_IF_ELSE: _if_else,
}
"""Effect kind → handler: the core's own kinds here, each mechanic's added by
:mod:`altered_deck.engine.registry` (one handler per kind: counters, Resupply and a hand card to
Reserve are the counters' and reserve mechanics'). Every ``E_*`` kind the
compiler emits has an entry."""


# --- what handlers share -------------------------------------------------------------------


def condition_holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether an ``E_IF`` / ``E_IF_ELSE`` condition holds now (all of them): the core answers
    its own, the mechanic that declares a condition answers it (:data:`CONDITIONS`)."""
    if condition in _CORE_CONDITIONS:
        return holds(g, condition, amount, unit)
    tester = CONDITIONS.get(condition)
    return tester is not None and tester(g, condition, amount, unit, exp)


def holds(g: GameState, condition: int, amount: Any, unit: Unit | None) -> bool:
    """Whether one of the core's own conditions (its ``C_*``, core/effects.py) holds now."""
    if condition == fx.C_LANDMARKS:
        return len(g.landmarks) >= amount
    if condition == fx.C_CHARACTERS:
        others = sum(1 for e in g.exps for u in e if u is not unit)
        return others >= amount
    if condition == fx.C_FIRST_PLAYER:
        return g.first_player
    if condition == fx.C_TOKEN:
        return any(u.card.kind & K_TOKEN for e in g.exps for u in e)
    if condition == fx.C_SUBTYPE:
        count, subtype = amount
        units = [*g.exps[0], *g.exps[1], *g.gear[0], *g.gear[1], *g.landmarks]
        return sum(1 for u in units if subtype in u.card.subtypes) >= count
    return False


_CORE_CONDITIONS = frozenset(
    (fx.C_LANDMARKS, fx.C_CHARACTERS, fx.C_FIRST_PLAYER, fx.C_TOKEN, fx.C_SUBTYPE)
)
"""The core's own conditions (core/effects.py): :func:`holds` answers them; the others named
there are shared words a mechanic answers."""


def in_play(g: GameState) -> list[tuple[Unit, int]]:
    """Every object the player controls in play, with its expedition (-1: Landmarks): the
    Characters of both expeditions, then their Gear, then the Landmarks."""
    found = [(u, e) for e in (0, 1) for u in g.exps[e]]
    found += [(u, e) for e in (0, 1) for u in g.gear[e]]
    found += [(u, -1) for u in g.landmarks]
    return found


def statics_in_play(g: GameState) -> list[tuple[tuple[Static, ...], Unit | None, int]]:
    """The statics of the Hero and of every object in play, with holder and expedition."""
    found: list[tuple[tuple[Static, ...], Unit | None, int]] = []
    if g.hero is not None and g.hero.statics:
        found.append((g.hero.statics, None, -1))
    found += [(u.card.statics, u, e) for u, e in in_play(g) if u.card.statics]
    return found


def resupply(g: GameState, exhausted: bool) -> None:
    """[Resupply]: the top card of the Deck goes to Reserve (two looked at with a Landmark
    that says so: the better is kept, the other discarded)."""
    two = next(
        (lm for lm in g.landmarks for st in lm.card.statics if st[0] == fx.ST_RESUPPLY_TWO), None
    )
    if not g.deck:  # 5.0 (7.3.31.c): the discard pile is shuffled in first, at any time
        g.reshuffle(resupply=True)
    card = g.take_top()
    if card is None:
        return
    if two is not None:
        other = g.take_top()
        if other is not None:
            hint = 1 if other.keep_value > card.keep_value else 0
            cards = [(card, "deck"), (other, "deck")]
            prompt = "[Resupply]: put one of the top two cards of your deck in Reserve"
            if pick_card(g, two.card.name, prompt, cards, hint) == 1:
                card, other = other, card
            g.discard.append(other)
    g.reserve.append(Unit(card, 0, S_EXHAUSTED if exhausted else 0))
    g.event("resupply", card.name)
    for hook in g.hooks.drawn:  # a duel: the opponent's "When an opponent [Resupplies]"
        hook(g)


def refresh_terrain(g: GameState) -> None:
    """Cards may have changed the regions' terrains (a card was played, expeditions moved, cards
    left; asked when the deck has terrain hooks or the layout was changed): a layout changed
    before is set again (in a duel, by either player's cards: the adventure is shared), else
    the deck's own terrain hooks run."""
    if g.base_layout is not None:
        HOOKS.refresh_terrain(g)
        return
    for hook in g.hooks.terrain:
        hook(g)


def left_expedition(
    g: GameState,
    unit: Unit,
    exp: int,
    boosts: int,
    to_reserve: bool,
    actor: GameState | None = None,
) -> None:
    """The ``left`` event: ``g``'s Character ``unit`` left expedition ``exp`` for another zone
    (``boosts``: those it had; ``to_reserve``: it went to its owner's Reserve), however it left
    and whoever made it leave (``actor``, when the caller knows); then "When a Character
    leaves your Expeditions". Its own "when I leave" effects are the caller's (they run after,
    in the order of the moment)."""
    for hook in g.hooks.left:
        hook(g, unit, exp, boosts, to_reserve)
    for left in g.hooks.characters_left:
        left(g, [unit])
    if g.hooks.on:
        cause = None if actor is None else actor.resolving
        emit(g, LEFT, unit, actor, cause, exp, boosts)
        if to_reserve:
            emit(g, TO_RESERVE, unit, actor, cause, exp, boosts)


def switch_expedition(g: GameState, unit: Unit, to: int) -> None:
    """``g``'s Character ``unit`` switches to expedition ``to`` (7.3.39): it leaves the other
    and joins this one, not the Expedition zone (7.5.10.c): the ``switched`` event."""
    g.exps[1 - to].remove(unit)
    g.exps[to].append(unit)
    for hook in g.hooks.switched:
        hook(g, unit, to)
    if g.hooks.on:  # switching is joining the other expedition (7.3.39.b)
        emit(g, JOINED, unit, g, g.resolving, to)


def joined(g: GameState, unit: Unit, exp: int) -> None:
    """A Character joined an expedition: "when a Character joins" statics apply."""
    hero = g.hero
    if hero is not None and hero.statics:
        _join_statics(hero.statics, unit)
    for lm in g.landmarks:
        if lm.card.statics:
            _join_statics(lm.card.statics, unit)
    for hook in g.hooks.joined:
        hook(g, unit, exp)
    if g.hooks.on:
        emit(g, JOINED, unit, g, g.resolving, exp)


def _join_statics(statics: tuple[Static, ...], unit: Unit) -> None:
    for st_kind, n, subtype in statics:
        if st_kind == fx.ST_JOIN_BOOST and (not subtype or unit.card.subtype == subtype):
            unit.boosts += n


def join_bonus(g: GameState, card: EngineCard) -> int:
    """Boosts a Character ``card`` played now would gain from statics (the first Character
    of the Afternoon, "when a Character joins") and pending "next Character" boosts."""
    if not card.kind & fx.K_CHARACTER:
        return 0
    bonus = g.next_boosts
    hero = g.hero
    if hero is not None and hero.statics:
        for kind, n, arg in hero.statics:
            if (kind == fx.ST_FIRST_CHARACTER_BOOST and not g.first_character_played) or (
                kind == fx.ST_JOIN_BOOST and (not arg or card.subtype == arg)
            ):
                bonus += n
    for lm in g.landmarks:
        for kind, n, arg in lm.card.statics:
            if kind == fx.ST_JOIN_BOOST and (not arg or card.subtype == arg):
                bonus += n
    return bonus
