"""Handlers of the costs mechanic's effect kinds, and the hooks that apply its statics.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Engine
policy for the choices the texts leave to the player (see the README's engine section):

* "target Character" boosts go to one of your Characters the filter allows: in the source's
  expedition first (a Hero's or Landmark's: where a move is needed), the most recent first,
  one that loses a status by it (or is awake) preferred;
* a card played "immediately" is the most valuable one that fits and can be paid, from
  Hand or Reserve, into the expedition that needs power;
* optional Mana costs are paid when there is Mana; "spend n of my boosts" is a ``may``
  decision whose hint is yes when its effects can act and losing the boosts does not stop
  the spender's expedition from moving;
* a revealed card that does not match stays on top of the deck (or is discarded when the
  text says so);
* a Reserve card's ``{I} At Noon`` choice exhausts it for the bigger gain only when it could
  not be played today anyway.

"Each player" effects run for the acting player, then, in a duel, for the opponent."""
# mypyc: compiled

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from altered_deck.engine.acts.dice import roll_die
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter, play
from altered_deck.engine.core.cards import EngineCard, Needs, static_in
from altered_deck.engine.core.decisions import (
    CHOOSE,
    Option,
    asks,
    may,
    pick_card,
    source_name,
    which,
)
from altered_deck.engine.core.effects import (
    K_CHARACTER,
    S_ASLEEP,
    S_EXHAUSTED,
    Static,
    conditions_of,
)
from altered_deck.engine.core.hooks import HOOKS
from altered_deck.engine.core.state import A_PASS, GameState, Unit
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.counters import kinds as counters_kinds
from altered_deck.engine.mechanics.counters.rules import unfleet_if
from altered_deck.engine.targets.aim import (
    character_target,
    needy_expedition,
    target_expedition,
)
from altered_deck.engine.targets.choice import acts, facing_characters, opponent_of
from altered_deck.engine.targets.pick import target_character

_SINGLE_TERRAINS = (1, 2, 4)


HANDLERS = interpreter.Handlers()


@HANDLERS.on(costs_kinds.E_BOOST_WHERE)
def _boost_where(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """n boosts (and the loss of status ``lost``) to the Characters the filter allows: every
    one of mine, or one target, a TARGET decision among the legal ones on both sides ("no
    target" for "you may"); the hint, the engine's pick, is one of mine that loses a status
    by it, else one awake, in the effect's expedition first."""
    every, another, needed, lost, subtype, terrain, single, optional = arg

    def fits(side: GameState, u: Unit, e: int) -> bool:
        region = side.layout[side.pos[e]] if e < 2 else 0
        if e > 1 or (terrain and not region & terrain):
            return False
        if (single and region not in _SINGLE_TERRAINS) or (needed and not u.status & needed):
            return False
        return not subtype or subtype in u.card.subtypes

    first = exp if exp >= 0 else needy_expedition(g)
    picked = [
        u
        for e in (first, 1 - first)
        for u in reversed(g.exps[e])
        if not (another and u is unit) and fits(g, u, e)
    ]
    if every and optional and asks(g):  # "any number of target Characters"
        picked = _any_number(g, unit, picked, fits, another)
    elif not every:  # one target: one that loses a status by it, else one awake
        best = min(
            picked, key=lambda u: (not u.status & lost, bool(u.status & S_ASLEEP)), default=None
        )
        if best is not None and not asks(g):
            picked = [best]  # the hint, unasked (the hot path)
        else:
            exclude = unit if another else None
            target = target_character(g, best, 0, exclude, 0, 0, unit, fits=fits, optional=optional)
            picked = [] if target is None else [target]
    for u in picked:
        u.boosts += n
        u.status &= ~lost


def _any_number(
    g: GameState, unit: Unit | None, hints: list[Unit], fits: Any, another: bool
) -> list[Unit]:
    """ "Any number of target Characters": a TARGET decision per pick among the legal ones of
    both sides not picked yet, with "no target" to stop; the hints, ``hints`` in turn."""
    chosen: list[Unit] = []

    def unpicked(u: Unit) -> bool:
        return u not in chosen

    while True:
        hint = next((u for u in hints if u not in chosen), None)
        exclude = unit if another else None
        prompt = "any number of target Characters"
        target = target_character(
            g, hint, 0, exclude, 0, fx.T_UP_TO, unit, fits, keep=unpicked, prompt=prompt
        )
        if target is None:
            return chosen
        chosen.append(target)


@HANDLERS.on(costs_kinds.E_BOOST_WAKE)
def _boost_wake(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Character gains n boosts and, if Asleep, wakes: an Asleep one first (the one
    with the highest statistic), else the usual target."""
    asleep = [u for units in g.exps for u in units if u.status & S_ASLEEP]
    first = max(asleep, key=lambda u: max(u.card.stats) + u.boosts) if asleep else None
    target = character_target(g, exp, 0, who=0, source=unit, preferred=first)
    if target is not None:
        target.boosts += n
        target.status &= ~S_ASLEEP


@HANDLERS.on(costs_kinds.E_BOOST_CAPPED)
def _boost_capped(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.boosts = max(unit.boosts, min(unit.boosts + n, arg))


@HANDLERS.on(costs_kinds.E_EXHAUST_SELF)
def _exhaust_self(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.status |= S_EXHAUSTED


def pick_play(
    g: GameState,
    mask: int,
    cut: int,
    max_cost: int,
    reserve_too: bool,
    source: str | None = None,
    none: str | None = None,
    subtype: str = "",
) -> tuple[int, int, int] | None:
    """``(price, zone, index)`` of the card an "immediately play" effect plays (zone 0 Hand,
    1 Reserve), or None when none fits or can be paid. Given the ``source`` that asks, which
    card is a CARD decision of ``g``'s player among every card that fits and can be paid
    (hand first, then Reserve), ``none`` the text of a last option that plays nothing ("you
    may", "up to"); the hint, else the engine's pick, is the most useful card for its price
    (one from Reserve a little less)."""
    best: tuple[float, int, int, int] | None = None
    fits: list[tuple[int, int, int]] = []
    listing = source is not None and asks(g)
    # (None: an exhausted Reserve card, kept so the indices are the Reserve's)
    zones: list[tuple[int, Sequence[EngineCard | None]]] = [(0, g.hand)]
    if reserve_too:
        ready = [u.card if not u.status & S_EXHAUSTED else None for u in g.reserve]
        zones.append((1, ready))
    for zone, cards in zones:
        for index, card in enumerate(cards):
            if card is None or not card.kind & mask or (subtype and subtype not in card.subtypes):
                continue
            base = card.reserve_cost if zone else card.hand_cost
            if max_cost and base > max_cost:
                continue
            price = g.cost_of(card, base, bool(zone))
            if cut >= costs_kinds.FREE:
                price = 0
            elif subtype:  # "down to a minimum of {1}"
                price -= min(cut, max(price - 1, 0))
            else:
                price = max(0, price - cut)
            if price > g.mana_ready:
                continue
            if listing:
                fits.append((price, zone, index))
            value = card.usefulness * max(card.hand_cost, 1) - price - zone * 0.5
            if best is None or value > best[0]:
                best = (value, price, zone, index)
    if best is None:
        return None
    if source is None or not listing or (len(fits) < 2 and none is None):
        return best[1:]
    offered = [(g.reserve[i].card, "reserve") if z else (g.hand[i], "hand") for _p, z, i in fits]
    taken = pick_card(g, source, "Play a card", offered, fits.index(best[1:]), none)
    return fits[taken] if taken < len(fits) else None


@HANDLERS.on(costs_kinds.E_PLAY_NOW)
def _play_now(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Immediately play up to ``n`` cards (kind, cost cut, max base cost, Reserve too,
    (boosts, status) the played Character gains, "you may"): the player's pick (see
    :func:`pick_play`; "play nothing" where the text says "you may" or "up to")."""
    mask, cut, max_cost, reserve_too, gains, optional = arg
    none = "play nothing" if optional or n > 1 else None
    for _ in range(n):
        choice = pick_play(g, mask, cut, max_cost, reserve_too, source_name(g, unit), none)
        if choice is None:
            return
        played, _e = play_picked(g, choice)
        if played.card.kind & K_CHARACTER:  # "It gains 2 boosts", "It gains [[Anchored]]"
            played.boosts += gains[0]
            played.status |= gains[1]


@HANDLERS.on(costs_kinds.E_PLAY_SUBTYPE_NOW)
def _play_subtype_now(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """(You may) immediately play a <subtype> for {n} less, down to a minimum of {1}: the
    player's pick among the hand's cards of that kind and subtype ("play nothing" where the
    text says "you may")."""
    mask, subtype, optional = arg
    none = "play nothing" if optional else None
    choice = pick_play(g, mask, n, 0, False, source_name(g, unit), none, subtype)
    if choice is not None:
        play_picked(g, choice)


def play_picked(g: GameState, choice: tuple[int, int, int]) -> tuple[Unit, int]:
    """Pay for and play the card ``pick_play`` chose, into the expedition that needs power;
    its unit and expedition (the turns mechanic's [Rush] plays this way too)."""
    price, zone, index = choice
    if zone:
        played = g.reserve.pop(index)
        g.reserve_plays += 1
    else:
        played = Unit(g.hand.pop(index))
        g.hand_plays += 1
    card = played.card
    if card.self_cut:  # "You may sacrifice a Permanent to reduce my cost" (keywords mechanic)
        price = HOOKS.pay_sacrifice_cut(g, card, price)
    g.pay(price)
    if card.exp_choice:
        e = target_expedition(g, None, -1, f"{card.name} joins")
    else:
        e = needy_expedition(g)
    if g.day_trace is not None:
        how = "reserve" if zone else "hand"
        g.event("play", how, card.name, str(price), play.where(card, e))
    play.resolve_play(g, card, played, e, play.MODE_RESERVE if zone else play.MODE_HAND)
    return played, e


def _acts(g: GameState, effects: Any) -> bool:
    return acts(g, effects)


@HANDLERS.on(costs_kinds.E_PAY)
def _pay(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if not _acts(g, arg[0]):
        return  # only an opponent to hit, and none here (goldfish)
    if g.mana_ready < n:
        return
    # engine policy: an optional cost is paid when there is Mana
    if may(g, source_name(g, unit), "You may pay", True):
        g.pay(n)
        interpreter.run(g, arg[0], unit, exp)


@HANDLERS.on(costs_kinds.E_SPEND_BOOSTS)
def _spend_boosts(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may spend n of my boosts to ...". The rules (7.3.38, 6.5.f): only a card with at
    least ``n`` boosts may spend them, and the effects run only if it did. Whether to is the
    player's ``may`` decision; the engine's hint (the greedy pilot's answer) is yes when the
    effects can do something in this game and losing the boosts does not stop the expedition
    the card is in (where they count) from moving."""
    if unit is None or unit.boosts < n:
        return
    where = 0 if unit in g.exps[0] else 1 if unit in g.exps[1] else -1
    worth_it = _worth_spending(g, n, arg[0], unit, where)
    prompt = f"Spend {n} of my boost{'s' if n > 1 else ''}"
    if not may(g, unit.card.name, prompt, worth_it):
        return
    unit.boosts -= n
    interpreter.run(g, arg[0], unit, where if where >= 0 else exp)


def _worth_spending(g: GameState, n: int, effects: Any, unit: Unit, where: int) -> bool:
    if not _acts(g, effects):
        return False  # nothing to gain in this game (e.g. [Sabotage] when goldfishing)
    if where < 0 or not g.would_move(where):
        return True
    unit.boosts -= n
    still = g.would_move(where)
    unit.boosts += n
    return still


@HANDLERS.on(fx.E_EACH_PLAYER)
def _each_player(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    interpreter.run(g, arg[0], unit, exp)
    opponent = opponent_of(g)  # a look-ahead's own copy: the live opponent stays as it is
    if opponent is not None:  # (the card that asks the opponent's decisions: this one)
        resolving, opponent.resolving = opponent.resolving, g.resolving
        interpreter.run(opponent, arg[0], None, -1)
        opponent.resolving = resolving


@HANDLERS.on(costs_kinds.E_BECOME_FIRST)
def _become_first(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You become first player; it alternates from you (in a duel the opponent is second,
    and the duel's turn order asks the seats)."""
    if g.first_player:
        return
    g.first_on_odd_days = not g.first_on_odd_days
    opponent = opponent_of(g)  # a look-ahead's own copy: the live opponent stays as it is
    if opponent is not None:
        opponent.first_on_odd_days = not g.first_on_odd_days


@HANDLERS.on(fx.E_DISCARD_HAND)
def _discard_hand(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    hand = list(g.hand)
    g.hand.clear()
    interpreter.discarded_from_hand(g, hand, g)


@HANDLERS.on(costs_kinds.E_REVEAL_TOP)
def _reveal_top(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    mask, subtypes, zero, discard = arg
    card = g.take_top()
    if card is None:
        return
    g.event("reveal", card.name)
    hit = bool(card.kind & mask) or any(s in card.subtypes for s in subtypes)
    if zero:
        hit = hit and 0 in card.stats
    if hit:
        g.hand.append(card)
        g.event("to-hand", card.name)
    elif discard:
        g.discard.append(card)
    else:
        g.deck.append(card)  # it stays on top of the deck


def holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of the mechanic's ``C_*`` conditions holds now."""
    if condition == fx.C_SUBTYPE_OTHERS:
        n, subtype = amount
        units = [*g.exps[0], *g.exps[1], *g.gear[0], *g.gear[1], *g.landmarks]
        return sum(1 for u in units if u is not unit and subtype in u.card.subtypes) >= n
    if condition == costs_kinds.C_RESERVE_KIND:
        n, word = amount
        mask = fx.KIND_WORDS[word.lower()]
        return sum(1 for u in g.reserve if u.card.kind & mask) >= n
    if condition == costs_kinds.C_FACING_CHARACTERS:  # the goldfish opponent has no Characters
        return facing_characters(g, unit, exp) >= amount
    if condition == costs_kinds.C_SELF_BOOSTS_AT_MOST:
        return unit is not None and unit.boosts <= amount
    if condition == costs_kinds.C_BOOSTED:
        return unit is not None and unit.boosts > 0
    if condition == costs_kinds.C_SINGLE_VISIBLE:
        layout = g.layout
        seen = sum(1 for i, shown in enumerate(g.revealed) if shown and layout[i] in (1, 2, 4))
        return seen >= amount
    if condition == fx.C_ZERO_STATS:
        return sum(u.card.stats.count(0) for units in g.exps for u in units) >= amount
    return False


@HANDLERS.on(costs_kinds.E_FLOOR_CUT)
def _floor_cut(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Pay {n} less for the next <kind> (a Feat: ``arg`` names the subtype), down to 1."""
    mask, afternoon, *feat = arg
    what = costs_kinds.P_FLOOR_CUT_FEAT if feat else costs_kinds.P_FLOOR_CUT
    g.pending = (*g.pending, (what, mask, n, afternoon))


@HANDLERS.on(costs_kinds.E_NEXT_BOOST_IN)
def _next_boost_in(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.pending = (*g.pending, (costs_kinds.P_NEXT_BOOST_IN, arg, n, False))


@HANDLERS.on(costs_kinds.E_UNFLEET_FROM_HAND)
def _unfleet_from_hand(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    g.pending = (*g.pending, (costs_kinds.P_UNFLEET_FROM_HAND, arg, 0, False))


def reveal_play(g: GameState, holder: Unit, card: EngineCard, roll: int) -> bool:
    """ "When you reveal a card this way — If its Hand Cost is equal to the die's result, you
    may exhaust me to play it for free": True when ``card`` (just revealed) is played (the
    engine always takes a free card while the Landmark is ready), without its {H} abilities,
    where power is needed."""
    if card.hand_cost != roll or holder.status & S_EXHAUSTED:
        return False
    if not any(st[0] == costs_kinds.ST_REVEAL_PLAY for st in holder.card.statics):
        return False
    holder.status |= S_EXHAUSTED
    exp = target_expedition(g, holder, -1, f"{card.name} joins") if card.exp_choice else 0
    g.event("play", "revealed", card.name, "0", play.where(card, exp))
    play.resolve_play(g, card, None, exp, play.MODE_NO_HAND_FX)
    return True


def reveal_for_die(g: GameState, roll: int, holder: Unit | None) -> None:
    """Reveal the top card of your deck; with "When you reveal a card this way — If its Hand
    Cost is equal to the die's result, draw it", drawn on a match, else it stays on top."""
    card = g.take_top()
    if card is None:
        return
    g.event("reveal", card.name)
    # "... you may exhaust me to play it"
    if holder is not None and holder.card.statics and reveal_play(g, holder, card, roll):
        return
    draws = holder is not None and any(
        st[0] == costs_kinds.ST_REVEAL_DRAW for st in holder.card.statics
    )
    if draws and card.hand_cost == roll:
        g.hand.append(card)
        g.event("to-hand", card.name)
    else:
        g.deck.append(card)


def after_roll(g: GameState, roll: int) -> None:
    """A die was rolled: each Landmark that says "If you would roll one or more dice, also
    reveal the top card of your deck" reveals it."""
    for lm in list(g.landmarks):
        if any(st[0] == costs_kinds.ST_ROLL_REVEAL for st in lm.card.statics):
            reveal_for_die(g, roll, lm)


@HANDLERS.on(costs_kinds.E_ROLL_REVEAL)
def _roll_reveal(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    roll = roll_die(g)
    reveal_for_die(g, roll, unit)


def on_play_subtype(g: GameState, card: EngineCard) -> None:
    """A card of some subtypes is being played: "When you play a <subtype> — ..." abilities
    of the Hero, the Landmarks and the cards in the expeditions."""
    holders: list[tuple[Unit | None, int]] = [(lm, -1) for lm in g.landmarks]
    holders += [(u, e) for e in (0, 1) for u in (*g.exps[e], *g.gear[e])]
    groups: list[tuple[tuple[Static, ...], Unit | None, int]] = [
        (u.card.statics, u, e) for u, e in holders if u is not None
    ]
    if g.hero is not None:
        groups.append((g.hero.statics, None, -1))
    for statics, holder, e in groups:
        for st_kind, _n, arg in statics:
            if st_kind == boosts_kinds.ST_PLAY_SUBTYPE and any(s in card.subtypes for s in arg[0]):
                interpreter.run(g, arg[1], holder, e)


@HANDLERS.on(costs_kinds.E_PASS_NOW)
def _pass_now(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "You may immediately pass" (engine policy: only when passing is all that is left to
    do now, so nothing is given up); then the effects "if you do"."""
    actions = getattr(g, "legal_actions", None)
    if actions is None or g.pass_now:
        return
    worth = [a[0] for a in actions()] == [A_PASS]
    if not may(g, source_name(g, unit), "You may immediately pass", worth):
        return
    g.pass_now = True
    g.event("pass-now")
    interpreter.run(g, arg[0], unit, exp)


def use_pending(g: GameState, card: EngineCard, exp: int, from_hand: bool) -> None:
    """A card is being played into ``exp``: pending cuts and boosts it uses are used, and
    "this turn" ones end (the play ends the turn); boosts owed go to ``g.next_boosts``, a
    Fleeting loss to ``g.next_unfleeting``."""
    kept = []
    for entry in g.pending:
        what, mask, amount, afternoon = entry
        if what == costs_kinds.P_NEXT_BOOST_IN:
            if card.kind & K_CHARACTER and g.layout[g.pos[exp]] & mask:
                g.next_boosts += amount
        elif what == costs_kinds.P_UNFLEET_FROM_HAND:
            if from_hand:
                g.next_unfleeting |= mask
        elif what == counters_kinds.P_UNFLEET_IF:  # the counters mechanic's "the next <filter> ..."
            unfleet_if(g, card, amount)
        elif afternoon and not card.kind & mask:
            kept.append(entry)
    g.pending = tuple(kept)


def tops_mana(cards: Sequence[EngineCard], hero: EngineCard | None) -> bool:
    """The deck feature of :func:`morning_top_mana`: its Hero has the ability."""
    return hero is not None and any(st[0] == costs_kinds.ST_MORNING_TOP_MANA for st in hero.statics)


def morning_top_mana(g: GameState) -> bool:
    """A Hero's "During Morning, draw only one card. Then, put the top card of your deck in
    your Mana zone instead of a card from your hand": done here (True) or not its Hero."""
    hero = g.hero
    if hero is None or not any(st[0] == costs_kinds.ST_MORNING_TOP_MANA for st in hero.statics):
        return False
    g.draw(1)
    card = g.take_top()
    if card is not None:
        g.mana_cards.append(card)
        g.mana_ready += 1  # ready, as Expand's card would be (4.2.1.e)
        g.event("expand", card.name)
    return True


def at_noon(g: GameState) -> None:
    """Noon: pending effects end (like the turn's cost cuts), then ``{I} At Noon``."""
    g.pending = ()
    if g.reserve:
        noon_reserve(g)


def noon_reserve(g: GameState) -> None:
    """``{I} At Noon`` abilities of ready Reserve cards (engine policy in the docstring)."""
    for u in list(g.reserve):
        if u.status & S_EXHAUSTED or not u.card.statics:
            continue
        for st_kind, _n, arg in u.card.statics:
            if st_kind != costs_kinds.ST_NOON_RESERVE:
                continue
            texts, options = arg[0], arg[1:]
            taken = 0
            if len(options) > 1:  # "Choose one"
                hint = len(options) - 1 if u.card.reserve_cost > len(g.mana_cards) else 0
                offered = [Option(text, number=i + 1) for i, text in enumerate(texts)]
                taken = which(g, CHOOSE, u.card.name, "Choose one", offered, hint)
            interpreter.run(g, options[taken], u, -1)


def seasons(gear: list[Unit]) -> bool:
    """Whether a Gear of an expedition says "Characters in my Expedition are [Seasoned]"."""
    return any(st[0] == costs_kinds.ST_SEASONED_HERE for u in gear for st in u.card.statics)


_FLOOR_CUTS = (costs_kinds.P_FLOOR_CUT, costs_kinds.P_FLOOR_CUT_FEAT)


def kind_cut(g: GameState, card: EngineCard, base: int) -> int:
    """How much less ``card`` at printed cost ``base`` costs from "You may play <kind>s for
    {n} less if ..." abilities of the Hero and the cards in play."""
    holders = [*g.landmarks, *g.exps[0], *g.exps[1], *g.gear[0], *g.gear[1]]
    groups = [u.card.statics for u in holders]
    if g.hero is not None:
        groups.append(g.hero.statics)
    cut = 0
    for what, mask, amount, _afternoon in g.pending:  # down to a minimum of {1}, first
        if what == costs_kinds.P_FLOOR_CUT_FEAT and costs_kinds.FEAT not in card.subtypes:
            continue
        if what in _FLOOR_CUTS and card.kind & mask:
            cut += min(amount, max(base - cut - 1, 0))
    for statics in groups:
        for st_kind, n, arg in statics:
            if (
                st_kind == costs_kinds.ST_KIND_CUT
                and card.kind & arg[0]
                and (card.hand_cost if arg[2] else base) >= arg[1]
            ):
                cut += n
    return cut


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(
    costs_kinds, holds, fx.C_SUBTYPE_OTHERS, fx.C_ZERO_STATS
)


# --- the moments this module's rules watch (registry.install registers them) ---------------

FEATURES: tuple[tuple[str, Needs], ...] = (
    ("cuts by kind", static_in(costs_kinds.ST_KIND_CUT)),
    ("Morning's top card to Mana", tops_mana),
)

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    ("kind_cut", kind_cut, "cuts by kind"),
    ("morning_draw", morning_top_mana, "Morning's top card to Mana"),
)
