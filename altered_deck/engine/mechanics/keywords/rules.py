"""Card rules of the keywords mechanic: the interpreter's side.

* conditions (``C_ORBS_AT_LEAST``, ``C_ORBS_BELOW``, ``C_SELF_FLEETING``), registered in
  :data:`altered_deck.engine.core.interpreter.CONDITIONS`;
* :func:`reserve_cost`: what ``ST_RESERVE_COST`` statics in play (yours, and the opponent's
  without "your") change in the cost of a card played from your Reserve; asked by
  :meth:`~altered_deck.engine.core.state.GameState.cost_of` with ``reserve=True``;
* :func:`gigantic`: whether an ``ST_GIGANTIC_IF`` Character is [Gigantic] now (asked by
  :func:`altered_deck.engine.mechanics.keywords.sums.expedition_sums`).
"""

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.tokens import create_tokens
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter, play
from altered_deck.engine.core.adventure import EXPEDITION_NAMES
from altered_deck.engine.core.cards import MINE, THEIRS, EngineCard, Needs, static_in
from altered_deck.engine.core.decisions import asks, may, pick_card, pick_in_hand, source_name
from altered_deck.engine.core.effects import S_EXHAUSTED, S_FLEETING, TERRAIN_BITS, conditions_of
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import GameState, Unit, keep
from altered_deck.engine.mechanics.boosts import rules as boosts_rules
from altered_deck.engine.mechanics.keywords import kinds as keywords_kinds
from altered_deck.engine.mechanics.sacrifice.rules import (
    MAY_LOSS,
    choose_victim,
    pick_victim,
    sacrifice,
)
from altered_deck.engine.targets.limits import ONLY_IN

HANDLERS = interpreter.Handlers()


def holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of the mechanic's conditions holds now."""
    if condition == keywords_kinds.C_ORBS_AT_LEAST:
        return len(g.mana_cards) >= amount
    if condition == keywords_kinds.C_ORBS_BELOW:
        return len(g.mana_cards) < amount
    if condition == keywords_kinds.C_SELF_FLEETING:
        return unit is not None and bool(unit.status & S_FLEETING)
    if condition == keywords_kinds.C_BOTH_FAILED:  # (Dusk's moves, set before the watchers run)
        return not g.moved[0] and not g.moved[1]
    return False


def _holders(g: GameState) -> list[tuple[Unit | None, tuple[fx.Static, ...]]]:
    found: list[tuple[Unit | None, tuple[fx.Static, ...]]] = [
        (u, u.card.statics) for u, _e in interpreter.in_play(g) if u.card.statics
    ]
    if g.hero is not None and g.hero.statics:
        found.append((None, g.hero.statics))
    return found


def _reserve_rules(g: GameState, card: EngineCard) -> list[tuple[int, int]]:
    """The (change, floor) of every ``ST_RESERVE_COST`` rule that prices ``card`` played from
    the Reserve of player ``g``: the rules ``g`` controls, and the opponent's that say no
    "your" ("Cards played from Reserve cost {1} more" is every player's, 5.1.2.f)."""
    sides = [g]
    opponent = g.opponent
    if opponent is not None and opponent is not g:
        sides.append(opponent)
    found = []
    for side in sides:
        for holder, statics in _holders(side):
            for kind, n, arg in statics:
                if kind != keywords_kinds.ST_RESERVE_COST:
                    continue
                # ("other" cards: a card played from Reserve is never the holder, in play)
                mask, subtype, _other, held, floor, everyone = arg
                if side is not g and not everyone:
                    continue
                if mask and not card.kind & mask:
                    continue
                if subtype and subtype not in card.subtypes:
                    continue
                if held is not None and not interpreter.condition_holds(
                    side, held[0], held[1], holder, -1
                ):
                    continue
                found.append((n, floor))
    return found


def reserve_cost(g: GameState, card: EngineCard, base: int) -> int:
    """``base`` (a card's Reserve cost) with the Reserve cost rules in play, both players'
    where the text says no "your": "Cards played from Reserve cost {1} more" and "... for {1}
    less, down to a minimum of {1}" (a floor limits that rule's own cut: other reductions
    still apply after it). Every increase applies before any decrease (5.1.2.f)."""
    changes = _reserve_rules(g, card)
    base += sum(n for n, _floor in changes if n > 0)
    for n, floor in changes:
        if n < 0 and base > floor:
            base = max(floor, base + n)
    return base


def token_created(g: GameState, unit: Unit) -> None:
    """A token Character was created: "When you create a token Character — It gains n
    boosts" of the Hero and the cards in play; "— You may exhaust me to give it n boosts" of a
    ready one (the player's decision; the engine's hint: yes)."""
    for holder, statics in _holders(g):
        for kind, n, arg in statics:
            if kind != keywords_kinds.ST_TOKEN_BOOST:
                continue
            if arg:  # exhaust me: a ready Permanent in play
                if holder is None or holder.status & S_EXHAUSTED:
                    continue
                if not may(g, holder.card.name, "You may exhaust me", True):
                    continue
                holder.status |= S_EXHAUSTED
            unit.boosts += n


def tokens_defend(g: GameState) -> bool:
    """Whether "If C, [[Boosted]] tokens you control are [Defender]" holds now."""
    for holder, statics in _holders(g):
        for kind, _n, arg in statics:
            if kind == keywords_kinds.ST_TOKENS_DEFENDER_IF and interpreter.condition_holds(
                g, arg[0], arg[1], holder, -1
            ):
                return True
    return False


def declined_mana(g: GameState, unit: Unit) -> None:
    """ "You may put me in my owner's Mana zone instead. If you don't, <effects>": the
    engine declined (mechanics/mana/zone.wants_mana), so the effects run."""
    if keywords_kinds.F_KEYWORD_WATCH not in g.hooks.features:
        return
    for kind, _n, arg in unit.card.statics:
        if kind == keywords_kinds.ST_DECLINED_MANA:
            run(g, arg, None, -1)


def _exp_holds(g: GameState, condition: int, exp: int) -> bool:
    if (
        condition == keywords_kinds.C_STARTING_REGION
    ):  # the Hero's region (0) or the Companion's (7)
        return g.pos[exp] in (0, 7)
    return condition == keywords_kinds.C_EXP_NO_CHARACTERS and not g.exps[exp]


def exp_cost(g: GameState, card: EngineCard, base: int, exp: int) -> int:
    """``base`` with ``card``'s "I cost {2} less to play in an Expedition with no
    Characters" / "Pay {3} more to play me in a starting region" / "I can't be played in a
    starting region" (``ST_EXP_COST``) for expedition ``exp``; -1 (an expedition not chosen
    yet, e.g. the pilot pricing a card): the dearer of the expeditions it may be played in,
    so any expedition it is then played in costs no more."""
    exps = (exp,) if exp >= 0 else ((0, 1) if card.exp_choice else (0,))
    dearest = None
    for e in exps:
        cost = base
        for kind, n, arg in card.statics:
            if kind == keywords_kinds.ST_EXP_COST and _exp_holds(g, arg[0], e):
                cost += n
        dearest = cost if dearest is None else max(dearest, cost)
    cost = base if dearest is None else dearest
    for kind, n, arg in card.statics:
        if kind == keywords_kinds.ST_SACRIFICE_CUT:
            taken = _sacrifice_victim(g) is not None
        else:
            taken = kind == keywords_kinds.ST_CHEAP_TARGET_IN and _targets_all_in(g, arg)
        if taken:
            cost -= n
    return max(0, cost)


def _targets_all_in(g: GameState, bit: int) -> bool:
    """ "You may play me for {1} less. If you do, I can only target a Character in {O}":
    engine policy, the cheaper play only when every Character it could target (the
    opponent's, in a duel; none when goldfishing) is in a region with that terrain, so the
    target the removal then picks obeys the restriction."""
    opp = getattr(g, "opponent", None)
    if not isinstance(opp, GameState) or opp is g:
        return True
    return all(not opp.exps[e] or g.layout[opp.pos[e]] & bit for e in (0, 1))


def _sacrifice_victim(g: GameState) -> Unit | None:
    """The Permanent "You may sacrifice a Permanent to reduce my cost" sacrifices: only one
    whose loss costs next to nothing (a Landmark token, a spent Gear), as the counters
    group's "you may sacrifice" (mechanics/sacrifice/rules.MAY_LOSS); None: the cost is not cut."""
    pick = choose_victim(g, fx.K_PERMANENT, (), None, None, MAY_LOSS)
    return None if pick is None else pick[0]


def pay_sacrifice_cut(g: GameState, card: EngineCard, cost: int) -> int:
    """``card`` is being paid for ``cost``: its "You may sacrifice a Permanent to reduce my
    cost by {n}" is the player's CARD decision among their Permanents with "sacrifice
    nothing" (not offered when the cut was counted and the full cost cannot be paid); the
    hint, the policy's victim (:func:`exp_cost` counted the cut when there is one); and
    "You may play me for {n} less" (:func:`_cheap_play`). The cost to pay."""
    cost = _cheap_play(g, card, cost)
    n = next((st[1] for st in card.statics if st[0] == keywords_kinds.ST_SACRIFICE_CUT), -1)
    if n < 0:
        return cost
    counted = _sacrifice_victim(g) is not None
    if asks(g) and (not counted or g.mana_ready >= cost + n):
        prompt = f"You may sacrifice a Permanent to reduce my cost by {{{n}}}"
        none = "sacrifice nothing"
        pick = pick_victim(g, card.name, prompt, fx.K_PERMANENT, max_loss=MAY_LOSS, none=none)
        if pick is None:
            return cost + n if counted else cost
        sacrifice(g, pick[0])
        return cost if counted else max(0, cost - n)
    if not counted:
        return cost
    # the cost counted a sacrifice: any Permanent will do (hint: the policy's victim)
    pick = pick_victim(g, card.name, "Sacrifice a Permanent to reduce my cost", fx.K_PERMANENT)
    if pick is not None:
        sacrifice(g, pick[0])
    return cost


_TERRAIN_WORDS = {bit: word for word, bit in TERRAIN_BITS.items()}


def _cheap_play(g: GameState, card: EngineCard, cost: int) -> int:
    """ "You may play me for {n} less. If you do, I can only target a Character in {O}": a
    MAY decision while ``card`` is paid for (``cost``; the hint, what :func:`exp_cost`
    counted: yes when every Character it could target is in such a region; "no" only when
    the full cost can be paid). Played for less, its removal is narrowed (``ONLY_IN``). The
    cost to pay."""
    cheap = next((st for st in card.statics if st[0] == keywords_kinds.ST_CHEAP_TARGET_IN), None)
    if cheap is None:
        return cost
    _kind, n, bit = cheap
    counted = _targets_all_in(g, bit)
    taken = counted
    if asks(g) and (not counted or g.mana_ready >= cost + n):
        words = f"You may play me for {{{n}}} less. If you do, I can only target a Character in"
        taken = may(g, card.name, f"{words} {{{_TERRAIN_WORDS.get(bit, '?')}}}", counted)
    keep(g, ONLY_IN, (card, bit) if taken else None)
    if taken == counted:
        return cost
    return max(0, cost - n) if taken else cost + n


@HANDLERS.on(keywords_kinds.E_MY_MOVE)
def _my_move(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """My expedition moves one region forward (n 1) or backwards (n -1), within the track."""
    if exp < 0:
        return
    if n > 0:
        boosts_rules.move_forward(g, exp)
        return
    pos = g.pos
    before = pos[exp]
    pos[exp] = max(0, before - 1) if exp == 0 else min(7, before + 1)
    if pos[exp] != before:
        g.event("back", EXPEDITION_NAMES[exp])


@HANDLERS.on(keywords_kinds.E_BOOST_PER_OTHERS)
def _boost_per_others(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None and exp >= 0:
        unit.boosts += n * sum(1 for u in g.exps[exp] if u is not unit)


@HANDLERS.on(keywords_kinds.E_OTHERS_TO_RESERVE)
def _others_to_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Send the other Characters of my expedition to Reserve, one by one (resolve's "send me
    to Reserve": tokens cease to exist, "when I leave" abilities trigger)."""
    if exp < 0:
        return
    for other in [u for u in g.exps[exp] if u is not unit]:
        interpreter.HANDLERS[fx.E_SELF_TO_RESERVE](g, 0, None, other, exp)


@HANDLERS.on(keywords_kinds.E_LANDMARK_SWAP)
def _landmark_swap(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "If there are three or more cards in your Landmarks, you may sacrifice one. If you do,
    play for free a Landmark Permanent with a max Hand Cost of {2} more than the sacrificed
    card": the player picks the Landmark (or none), then the one to play. Hints: a swap only
    when a Landmark in hand is worth more than the one given up (the least useful Landmark,
    tokens first; the most useful Landmark in hand that fits)."""
    landmarks = g.landmarks
    if len(landmarks) < arg:
        return

    def worth(u: Unit) -> float:
        return 0.0 if u.card.kind & fx.K_TOKEN else u.card.usefulness

    def fitting(victim: Unit) -> list[EngineCard]:
        cap = victim.card.hand_cost + n
        return [c for c in g.hand if c.kind & fx.K_LANDMARK and c.hand_cost <= cap]

    victim = min(landmarks, key=worth)
    fits = fitting(victim)
    swap = bool(fits) and max(c.usefulness for c in fits) > worth(victim)
    source = source_name(g, unit)
    cards = [(u.card, "landmarks") for u in landmarks]
    hint = landmarks.index(victim) if swap else len(landmarks)
    pick = pick_card(g, source, "You may sacrifice a Landmark", cards, hint, "sacrifice nothing")
    if pick == len(landmarks):
        return
    victim = landmarks[pick]
    fits = fitting(victim)
    sacrifice(g, victim)
    if not fits:
        return
    best = max(fits, key=lambda c: c.usefulness)
    best = pick_in_hand(g, source, "Play a Landmark Permanent for free", fits, best)
    g.hand.remove(best)
    g.event("play", "free", best.name, "0", play.where(best, -1))
    play.resolve_play(g, best, None, 0, play.MODE_HAND)


@HANDLERS.on(keywords_kinds.E_TOKEN_THREE)
def _token_three(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "Target three Expeditions and create a token in each one": your two expeditions, and
    (a third must be targeted) in a duel the opponent's expedition where it helps least: one
    that moves at Dusk anyway, else the one further from the middle of the track."""
    token = g.source.cards[arg[0]]
    create_tokens(g, token, n, fx.TO_EACH, exp)
    opponent = getattr(g, "opponent", None)
    if not isinstance(opponent, GameState) or opponent is g:
        return  # goldfish: the third token goes to the opponent, who has nothing to do
    moving = [e for e in (0, 1) if opponent.would_move(e)]
    # (the Hero expedition's progress is pos[0]; the Companion's is 7 - pos[1])
    behind = 0 if opponent.pos[0] < 7 - opponent.pos[1] else 1
    where = moving[0] if moving else behind
    create_tokens(opponent, token, n, fx.TO_TARGET, where)


@HANDLERS.on(keywords_kinds.E_LOSE_BOOSTS)
def _lose_boosts(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.boosts = max(0, unit.boosts - n)


def at_night(g: GameState) -> None:
    """Night begins: the "At Night — ..." abilities of the Characters in play run (before
    Rest, 4.2.5)."""
    for e in (0, 1):
        for u in list(g.exps[e]):
            for kind, _n, arg in u.card.statics:
                if kind == keywords_kinds.ST_AT_NIGHT:
                    interpreter.run(g, arg, u, e)


def on_joined(g: GameState, unit: Unit, exp: int) -> None:
    """A Character joined expedition ``exp``: "When a Robot or a token joins my Expedition —
    ..." and "When another Character joins my Expedition — Sacrifice it (and I gain n
    boosts)" of the Characters and Gear already there."""
    _sacrifice_given(g, unit)
    joins_my_expedition(g, unit, exp)


def joins_my_expedition(g: GameState, unit: Unit, exp: int) -> None:
    """``unit`` joined expedition ``exp`` (played, created, or switched into it): "When a Robot
    or a token joins my Expedition — ..." and "When another Character joins my Expedition —
    Sacrifice it (and I gain n boosts)" of the Characters and Gear already there."""
    card = unit.card
    for holder in (*g.exps[exp], *g.gear[exp]):
        if holder is unit:
            continue
        for kind, n, arg in holder.card.statics:
            if kind == keywords_kinds.ST_JOIN_MINE:
                subtypes, tokens, effects = arg
                if (tokens and card.kind & fx.K_TOKEN) or any(s in card.subtypes for s in subtypes):
                    interpreter.run(g, effects, holder, exp)
            elif kind == keywords_kinds.ST_JOIN_SACRIFICE and sacrifice(g, unit):
                holder.boosts += n
                return


def _sacrifice_given(g: GameState, unit: Unit) -> None:
    """ "When a Robot joins your Expeditions — You may sacrifice me to give it 2 boosts":
    engine policy, only when more expeditions then move at Dusk."""
    card = unit.card
    for e in (0, 1):
        for holder in list(g.exps[e]):
            if holder is unit:
                continue
            for kind, n, subtype in holder.card.statics:
                if kind != keywords_kinds.ST_JOIN_SACRIFICE_GIVE or subtype not in card.subtypes:
                    continue
                before = g.moves_now()
                units = g.exps[e]
                k = units.index(holder)
                units.pop(k)
                unit.boosts += n
                better = g.moves_now() > before
                unit.boosts -= n
                units.insert(k, holder)
                if not may(g, holder.card.name, "You may sacrifice me", better):
                    continue
                if sacrifice(g, holder):
                    unit.boosts += n
                    return


@HANDLERS.on(keywords_kinds.E_SACRIFICE_COSTLY)
def _sacrifice_costly(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """ "Sacrifice another Robot or Permanent. If its Hand Cost was {3} or more, I gain 3
    boosts. If you can't, sacrifice me": the one whose loss costs least (sacrifice mechanic)."""
    min_cost, mask, subtypes = arg
    prompt = "Sacrifice another Permanent (if you can't, sacrifice me)"
    pick = pick_victim(g, source_name(g, unit), prompt, mask, subtypes, unit)
    if pick is None:
        if unit is not None:
            sacrifice(g, unit)
        return
    victim = pick[0]
    sacrifice(g, victim)
    if victim.card.hand_cost >= min_cost and unit is not None:
        unit.boosts += n


def others_highest(g: GameState, unit: Unit) -> bool:
    """Whether "If I'm [[Boosted]], the {V}, {M}, and {O} of other Characters you control
    are equal to their highest statistic" of another Character in play applies to ``unit``."""
    for e in (0, 1):
        for holder in g.exps[e]:
            if holder is unit:
                continue
            for kind, _n, arg in holder.card.statics:
                if kind == keywords_kinds.ST_OTHERS_HIGHEST_IF and interpreter.condition_holds(
                    g, arg[0], arg[1], holder, e
                ):
                    return True
    return False


def gigantic(g: GameState, unit: Unit, exp: int) -> bool:
    """Whether ``unit`` (in expedition ``exp``) is [Gigantic] now through "If C, I am
    [Gigantic]"."""
    for kind, _n, arg in unit.card.statics:
        if kind == keywords_kinds.ST_GIGANTIC_IF and interpreter.condition_holds(
            g, arg[0], arg[1], unit, exp
        ):
            return True
    return False


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(keywords_kinds, holds)


# --- the moments this module's rules watch (registry.install registers them) ---------------

RESERVE_COSTS = "Reserve costs changed"
FEATURES: tuple[tuple[str, Needs], ...] = (
    (RESERVE_COSTS, static_in(keywords_kinds.ST_RESERVE_COST)),
    (
        keywords_kinds.F_KEYWORD_WATCH,
        static_in(
            *keywords_kinds.RULES_WATCH,
            keywords_kinds.ST_DECLINED_MANA,
            keywords_kinds.ST_OTHERS_HIGHEST_IF,
        ),
    ),
)

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    ("token_created", token_created, keywords_kinds.F_KEYWORD_WATCH),
    ("reserve_cost", reserve_cost, RESERVE_COSTS),
    ("reserve_cost", reserve_cost, RESERVE_COSTS, THEIRS),  # (a rule without "your")
    ("before_rest", at_night, keywords_kinds.F_KEYWORD_WATCH),
    # moments several mechanics watch: the last number is the step at which this one runs
    ("joined", on_joined, keywords_kinds.F_KEYWORD_WATCH, MINE, 4),
    ("switched", joins_my_expedition, keywords_kinds.F_KEYWORD_WATCH, MINE, 3),
)
