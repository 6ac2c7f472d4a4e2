"""The effect interpreter: a table from effect kind (``E_*``) to its handler.

:func:`run` executes a tuple of effect records (compiled once by
:mod:`altered_deck.engine.core.effects`) against a :class:`GameState`. Each handler has the
signature ``handler(state, n, arg, source, exp)``: ``source`` is the Unit the ability belongs
to ("I", None for a Hero, a Spell or a departed card) and ``exp`` its expedition or the chosen
target expedition (-1: the engine picks where a token or boost helps most).

What an effect lets the player decide is a decision (:mod:`altered_deck.engine.core.decisions`):
"target Character" (:func:`character_target`) and "target Expedition" (:func:`target_expedition`)
offer every legal option, the engine's own choice as the hint (a token or boost goes where it
makes a move, the Hero expedition first). Which card a text lets the player pick (a hand card
to put in Reserve, a Reserve card to return, the {J} card to activate, the card a two-card
[Resupply] keeps) is the player's decision too
(:func:`~altered_deck.engine.core.decisions.pick_card`); its hint is the most useful card.
Other choices still follow a fixed engine policy: optional costs are paid when possible.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.decisions import (
    EXPEDITION,
    IN_PLAY_ZONES,
    Decision,
    Option,
    decide,
    may,
    pick_card,
    pick_in_hand,
    pick_unit,
    source_name,
)
from altered_deck.engine.core.effects import (
    K_TOKEN,
    S_ANCHORED,
    S_ASLEEP,
    S_EXHAUSTED,
    S_FLEETING,
    Effects,
    Static,
)
from altered_deck.engine.core.hooks import HOOKS
from altered_deck.engine.core.state import EXPEDITION_NAMES, GameState, Unit

Handler = Callable[[GameState, int, Any, "Unit | None", int], None]


def run(g: GameState, effects: Effects, unit: Unit | None, exp: int) -> None:
    """Execute ``effects`` with ``unit`` as their source, in expedition ``exp``."""
    run_effects = g.hooks.run_effects
    if run_effects is not None:  # the deck's replacements apply to what the effects did
        run_effects(g, effects, unit, exp)
        return
    for op, n, arg in effects:
        HANDLERS[op](g, n, arg, unit, exp)


# --- handlers ------------------------------------------------------------------------------


def _token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    token, where = arg
    create_tokens(g, g.source.cards[token], n, where, exp, unit)


def _boost_self(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.boosts += n


def _draw(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.draw(n)


def _resupply(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    for _ in range(n):
        resupply(g, bool(arg))


def _status_self(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.status |= arg


def _lose_fleeting(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.status &= ~S_FLEETING


def _next_cost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    mask, afternoon = arg
    g.cost_cuts.append((mask, n, afternoon))


def _next_boost(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.next_boosts += n


def _boost_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if arg is None:
        target = character_target(g, exp, 0, who=0, source=unit)
        if target is not None:
            target.boosts += n
        return
    gain, lose, who, lacking = arg  # statuses gained, lost; fx.T_* bits; "non-Fleeting"
    exclude = unit if who & fx.T_ANOTHER else None
    target = character_target(g, exp, 0, exclude, lacking, who, unit)
    if target is not None:
        target.boosts += n
        target.status = (target.status | gain) & ~lose


def _boost_all(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    for e in g.exps:
        for u in e:
            u.boosts += n


def _boost_up_to_two(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    who = (arg or 0) | fx.T_UP_TO  # fx.T_RESERVE: "in play or in Reserve"
    first = character_target(g, exp, 0, who=who, source=unit)
    if first is not None:
        first.boosts += n
        second = character_target(g, 1 - exp if exp >= 0 else -1, 0, first, 0, who, unit)
        if second is not None:
            second.boosts += n


def _anchor_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    target = character_target(g, exp, n, None, S_ANCHORED, 0, unit)
    if target is not None:
        target.status |= S_ANCHORED


def _hand_to_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Put a card from your hand in Reserve: the player's pick (hint: the most useful)."""
    hand = g.hand
    if not hand:
        return
    best = max(hand, key=lambda c: c.keep_value)
    prompt = "Put a card from your hand in Reserve"
    card = pick_in_hand(g, source_name(g, unit), prompt, hand, best)
    hand.remove(card)
    g.reserve.append(Unit(card))
    g.event("to-reserve", card.name)


def _counters(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.counters += n


def _pay_counter_token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is None or unit.counters <= 0 or g.mana_ready < n:
        return
    prompt = "You may pay and spend 1 of my counters to create a token"
    if may(g, unit.card.name, prompt, True):  # paid whenever possible (engine policy)
        g.pay(n)
        unit.counters -= 1
        token, where = arg
        create_tokens(g, g.source.cards[token], 1, where, exp, unit)


def _if(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    condition, amount, inner = arg
    if holds(g, condition, amount, unit):
        run(g, inner, unit, exp)


def roll_die(g: GameState) -> int:
    """Roll a die: one more and the highest kept with a Landmark that says so (engine
    policy: higher is better), then "when you roll" abilities of Characters in play."""
    roll = g.rng.randint(1, 6)
    if any(st[0] == fx.ST_EXTRA_DIE for lm in g.landmarks for st in lm.card.statics):
        roll = max(roll, g.rng.randint(1, 6))
    for hook in g.hooks.roll:
        roll = hook(g, roll)
    g.event("die", str(roll))
    if g.landmarks:
        HOOKS.after_roll(g, roll)  # "also reveal the top card of your deck"
    for units in g.exps:
        for u in units:
            for st_kind, amount, _arg in u.card.statics:
                if st_kind == fx.ST_ROLL_BOOST:
                    u.boosts += amount
    return roll


def _die(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    roll = roll_die(g)
    for low, high, inner in arg:
        if low <= roll <= high:
            run(g, inner, unit, exp)


def _die_boost_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    roll = roll_die(g)
    target = character_target(g, exp, 0, who=0, source=unit)
    if target is not None:
        target.boosts += roll


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
            unit.status = 0
            token = bool(unit.card.kind & K_TOKEN)
            if not token:  # a token sent to Reserve ceases to exist
                g.reserve.append(unit)
            if unit.card.statics:
                HOOKS.left_expedition(g, unit, e, boosts, not token)
            g.event("to-reserve", unit.card.name)
            for hook in g.hooks.characters_left:
                hook(g, [unit])
            if unit.card.on_leave:
                run(g, unit.card.on_leave, None, e)
            if was_fleeting and unit.card.on_leave_fleeting:
                run(g, unit.card.on_leave_fleeting, None, e)
            return


def _die_target(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target a Character of yours, roll a die; the matching branch acts on it."""
    target = character_target(g, exp, 0, source=unit)
    roll = roll_die(g)
    if target is None:
        return
    where = 0 if target in g.exps[0] else 1
    for low, high, inner in arg:
        if low <= roll <= high:
            run(g, inner, target, where)


def _nothing(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    return None


GroupHolds = Callable[[GameState, int, Any, "Unit | None", int], bool]
GROUP_CONDITIONS: dict[int, GroupHolds] = {}
"""The condition testers of the coverage groups by ``condition // 50`` (each group's constants
take a range of 50: reserve 100, other 150, counters 200, statics 250, duel 300); a group's
resolve module registers its tester when imported."""

HANDLERS: dict[int, Handler] = {
    fx.E_BOOST_SELF: _boost_self,
    fx.E_STATUS_SELF: _status_self,
    fx.E_LOSE_FLEETING: _lose_fleeting,
    fx.E_DRAW: _draw,
    fx.E_RESUPPLY: _resupply,
    fx.E_TOKEN: _token,
    fx.E_NEXT_COST: _next_cost,
    fx.E_NEXT_BOOST: _next_boost,
    fx.E_BOOST_TARGET: _boost_target,
    fx.E_BOOST_ALL: _boost_all,
    fx.E_BOOST_UP_TO_TWO: _boost_up_to_two,
    fx.E_ANCHOR_TARGET: _anchor_target,
    fx.E_HAND_TO_RESERVE: _hand_to_reserve,
    fx.E_COUNTERS: _counters,
    fx.E_PAY_COUNTER_TOKEN: _pay_counter_token,
    fx.E_IF: _if,
    fx.E_NOTHING: _nothing,
    fx.E_DIE: _die,
    fx.E_DIE_BOOST_TARGET: _die_boost_target,
    fx.E_RESERVE_TO_HAND: _reserve_to_hand,
    fx.E_ACTIVATE_JOIN: _activate_join,
    fx.E_SELF_TO_RESERVE: _self_to_reserve,
    fx.E_DIE_TARGET: _die_target,
}
"""Effect kind → handler. Every ``E_*`` kind the compiler emits has an entry."""


# --- what handlers share -------------------------------------------------------------------


def holds(g: GameState, condition: int, amount: Any, unit: Unit | None) -> bool:
    """Whether an ``E_IF`` condition holds now."""
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


def needy_expedition(g: GameState) -> int:
    """Where an engine-placed token or boost helps: the first expedition not moving yet."""
    if not g.would_move(0):
        return 0
    if not g.would_move(1):
        return 1
    return 0


_EXPEDITIONS = (
    Option("Hero expedition", zone="hero"),
    Option("Companion expedition", zone="companion"),
)


def target_expedition(
    g: GameState, unit: Unit | None, hint: int = -1, prompt: str = "target Expedition"
) -> int:
    """An EXPEDITION decision: which of the player's expeditions an effect goes to ("target
    Expedition", where a card an effect plays joins...); the hint ``hint`` or
    :func:`needy_expedition`."""
    if hint < 0:
        hint = needy_expedition(g)
    options = list(_EXPEDITIONS)
    return decide(g, Decision(EXPEDITION, source_name(g, unit), prompt, options, hint))


def chosen_expedition(g: GameState, exp: int, unit: Unit | None) -> int:
    """``exp`` when the action chose it, else the player's :func:`target_expedition`."""
    return exp if exp >= 0 else target_expedition(g, unit)


def create_tokens(
    g: GameState, token: EngineCard, count: int, where: int, exp: int, source: Unit | None = None
) -> None:
    """Create ``count`` tokens ``where`` says (``TO_*``), relative to expedition ``exp`` (-1:
    the player chooses the target expedition, once for every token)."""
    if exp < 0 and count and where in (fx.TO_TARGET, fx.TO_MINE, fx.TO_SPLIT):
        exp = target_expedition(g, source)
    for i in range(count):
        if where == fx.TO_TARGET or where == fx.TO_MINE:
            targets: tuple[int, ...] = (exp,)
        elif where == fx.TO_OTHER:
            targets = (1 - exp if exp >= 0 else 1,)
        elif where == fx.TO_HERO:
            targets = (0,)
        elif where == fx.TO_COMPANION:
            targets = (1,)
        elif where == fx.TO_EACH:
            targets = (0, 1)
        else:  # split: alternate, starting in the target expedition
            targets = (exp if i % 2 == 0 else 1 - exp,)
        for e in targets:
            unit = Unit(token)
            g.exps[e].append(unit)
            for hook in g.hooks.token_created:
                hook(g, unit)
            joined(g, unit, e)
            g.event("token", token.name, EXPEDITION_NAMES[e])


def default_target(
    g: GameState, exp: int, max_cost: int, exclude: Unit | None = None, lacking: int = 0
) -> Unit | None:
    """The Character the engine's policy gives "target Character" (the hint of the decision,
    and what a pilot expects when it plans): one of the player's own, in ``exp`` first (the
    most recent one that is not Asleep, nor of a ``lacking`` status), then in the other
    expedition. A Hero's or Landmark's trigger (``exp`` -1) looks first where a move is
    needed, then in the other expedition."""
    if exp < 0:
        exp = needy_expedition(g)
    for e in (exp, 1 - exp):
        units = g.exps[e]
        for k in range(len(units) - 1, -1, -1):
            u = units[k]
            if u is exclude or u.status & (S_ASLEEP | lacking):
                continue
            if max_cost and u.card.hand_cost > max_cost:
                continue
            return u
    return None


def character_target(
    g: GameState,
    exp: int,
    max_cost: int,
    exclude: Unit | None = None,
    lacking: int = 0,
    who: int = fx.T_MINE,
    source: Unit | None = None,
    preferred: Unit | None = None,
) -> Unit | None:
    """The Character an effect aimed at "target Character" acts on: a TARGET decision among
    every legal one (``who``: ``fx.T_*`` bits; without T_MINE the opponent's are legal too,
    a [Tough X] one only when X can be paid, and then it is paid; with T_UP_TO "no target"
    is an option too), the hint being :func:`default_target`. ``source`` is the Unit whose
    ability asks (None: the card being played); ``preferred``, the hint a mechanic's own
    policy gives instead."""
    pick = preferred or default_target(g, exp, max_cost, exclude, lacking)
    return HOOKS.target_character(g, pick, max_cost, exclude, lacking, who, source)


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
    opponent = g.opponent
    # a duel: "When an opponent [Resupplies]"
    if opponent is not None and opponent is not g:
        for hook in opponent.hooks.opponent_drew:
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


# the hooks this module calls (imported at the end: they use this module's helpers)
