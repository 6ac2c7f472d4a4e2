"""Boosts: the handlers of the effect kinds that :mod:`altered_deck.engine.mechanics.boosts.forms`
compiles.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. Engine
policy for the choices they hide: a moved expedition is the target one (else the one that would
not move at Dusk), a discarded Reserve card is the least useful one, a readied one the most
useful."""
# mypyc: compiled

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from altered_deck.engine.acts.discard import discard_from_reserve
from altered_deck.engine.acts.tokens import create_tokens
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.adventure import EXPEDITION_NAMES, reveal
from altered_deck.engine.core.cards import MINE, EngineCard, Needs, static_in
from altered_deck.engine.core.decisions import asks, may, pick_in_hand, pick_unit, source_name
from altered_deck.engine.core.effects import (
    S_EXHAUSTED,
    S_FLEETING,
    Static,
    conditions_of,
)
from altered_deck.engine.core.hooks import HOOKS
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.targets.aim import character_in, chosen_expedition, needy_expedition
from altered_deck.engine.targets.counts import count, exhausted_in_reserve
from altered_deck.engine.targets.pick import (
    OPPONENT,
    T_RESERVE,
    YOU,
    either_expedition,
    in_reserve,
    reserve_character,
    target_character,
    target_player,
)

HANDLERS = interpreter.Handlers()
"""This mechanic's effect handlers, by effect kind (each kind has one handler in the engine;
:mod:`altered_deck.engine.registry` installs them). "Exhaust your Reserve", "exchange" and a
Landmark token are the reserve and counters mechanics' (they wrap :func:`exhaust_reserve`,
:func:`exchange` and :func:`landmark_token`)."""


@HANDLERS.on(boosts_kinds.E_BOOST_IN_MINE)
def _boost_in_mine(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Character in my expedition: a TARGET decision, the most recent awake one the
    hint."""
    exp = chosen_expedition(g, exp, unit)
    best = character_in(g, exp, unit, "target Character in my Expedition")
    if best is not None:
        best.boosts += n


@HANDLERS.on(boosts_kinds.E_BOOST_EACH)
def _boost_each(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if arg == boosts_kinds.G_OTHERS:
        groups: tuple[list[Unit], ...] = g.exps
    elif arg == boosts_kinds.G_TARGET_EXPEDITION:  # either player's: no "you control"
        hint = exp if exp >= 0 else needy_expedition(g)
        owner, e = either_expedition(g, unit, "target Expedition", hint)
        groups = (owner.exps[e],)
    else:
        groups = (g.exps[chosen_expedition(g, exp, unit)],)
    for units in groups:
        for u in units:
            if u is not unit or arg != boosts_kinds.G_OTHERS:
                u.boosts += n


@HANDLERS.on(fx.E_BOOST_PER)
def _boost_per(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.boosts += n * count(g, arg, unit)


@HANDLERS.on(fx.E_COUNTERS_PER)
def _counters_per(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    if unit is not None:
        unit.counters += n * count(g, arg, unit)


def move_forward(g: GameState, e: int) -> bool:
    """Expedition ``e`` moves forward one region (False at the end of the track)."""
    pos = g.pos
    if e == 0 and pos[0] < 7:
        pos[0] += 1
    elif e == 1 and pos[1] > 0:
        pos[1] -= 1
    else:
        return False
    reveal(g.revealed, pos[e])
    g.advanced |= 1 << e  # its Gear goes to Reserve at Rest (4.2.5.b)
    g.event("move", EXPEDITION_NAMES[e])
    if boosts_kinds.F_MOVES in g.hooks.features:
        on_move(g, e, False)
    return True


def on_move(g: GameState, e: int, failed: bool) -> None:
    """Expedition ``e`` moved forward (or ``failed`` to during Dusk): the "when my Expedition
    moves forward / fails to" abilities of the cards in it."""
    for u in [*g.exps[e], *g.gear[e]]:
        for st_kind, _n, arg in u.card.statics:
            if st_kind == boosts_kinds.ST_ON_MOVE and arg[0] == failed:
                interpreter.run(g, arg[1], u, e)


def after_progress(g: GameState, moves: list[bool]) -> None:
    """Dusk's Progress is over: each expedition's moved / failed abilities, Hero first."""
    for e in (0, 1):
        on_move(g, e, not moves[e])


@HANDLERS.on(boosts_kinds.E_MOVE_FORWARD)
def _move(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """My (``arg`` TO_TARGET: target) expedition moves forward n regions (at the end of the
    track, the other one). "Target Expedition" is an EXPEDITION decision among either
    player's (no "you control"), the hint mine that can move, the action's first;
    goldfishing, the player's own as "my"."""
    if arg == fx.TO_TARGET and g.opponent is not None and g.opponent is not g:
        first = exp if exp >= 0 else needy_expedition(g)
        if (g.pos[0] >= 7) if first == 0 else (g.pos[1] <= 0):
            first = 1 - first
        owner, e = either_expedition(g, unit, "target Expedition", first)
        for _ in range(n):
            move_forward(owner, e)
        return
    first = chosen_expedition(g, exp, unit)
    for _ in range(n):
        if not move_forward(g, first):
            move_forward(g, 1 - first)


@HANDLERS.on(boosts_kinds.E_DISCARD_RESERVE)
def _discard_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Discard a card (of kind ``mask``) from your Reserve, then ``inner``: the player's pick
    (hint: the least useful); with "you may", first yes or no (hint: yes)."""
    mask, another, optional, inner = arg
    options = [u for u in g.reserve if u.card.kind & mask and not (another and u is unit)]
    if not options:
        return
    if optional and not may(
        g, source_name(g, unit), "You may discard a card from your Reserve", True
    ):
        return
    worst = min(options, key=lambda u: u.card.keep_value)
    prompt = "Discard a card from your Reserve"
    worst = pick_unit(g, source_name(g, unit), prompt, options, "reserve", worst)
    discard_from_reserve(g, worst, g)
    interpreter.run(g, inner, unit, exp)


@HANDLERS.on(boosts_kinds.E_READY_RESERVE)
def _ready_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    tired = [u for u in g.reserve if u.status & S_EXHAUSTED]
    if tired and may(g, source_name(g, unit), "You may ready an exhausted card in Reserve", True):
        best = max(tired, key=lambda u: u.card.keep_value)
        best.status &= ~S_EXHAUSTED
        interpreter.run(g, arg, unit, exp)


def exhaust_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    for u in g.reserve:
        u.status |= S_EXHAUSTED


@HANDLERS.on(boosts_kinds.E_SWITCH)
def _switch(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Character switches expeditions: a TARGET decision among every legal Character,
    the player's own then the opponent's ([Tough X] when X can be paid), and "no target" for
    "you may" (``arg``). The engine's pick is the Character of mine whose switch makes the
    most of my expeditions move at Dusk (with "you may", none when no switch does better:
    then "no target"); a compulsory one with none of mine takes the opponent's weakest."""
    best: Unit | None = None
    score = g.moves_now() if arg else -1
    for e in (0, 1):
        units = g.exps[e]
        for k in range(len(units)):
            u = units.pop(k)
            g.exps[1 - e].append(u)
            moves = g.moves_now()
            g.exps[1 - e].pop()
            units.insert(k, u)
            if moves > score:
                best, score = u, moves
    if best is None and arg and not asks(g):
        return  # "you may" and nothing worth it (the hot path: nothing to build)
    target = best
    if target is None or asks(g):
        target = target_character(g, best, 0, None, 0, 0, unit, optional=bool(arg))
    if target is None:
        return
    owner = g if target in g.exps[0] or target in g.exps[1] else g.opponent
    assert owner is not None
    e = 0 if target in owner.exps[0] else 1
    if owner is g:
        g.event("switch", target.card.name, EXPEDITION_NAMES[1 - e])
    else:
        g.event("opponent", "switch", target.card.name, EXPEDITION_NAMES[1 - e])
    interpreter.switch_expedition(owner, target, 1 - e)


@HANDLERS.on(boosts_kinds.E_BOOST_RESERVE)
def _boost_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target Character in Reserve (either player's) gains n boosts: the hint is the most
    useful one of the player's own."""
    characters = [u for u in g.reserve if u.card.kind & fx.K_CHARACTER]
    best = max(characters, key=lambda u: u.card.keep_value) if characters else None
    target = reserve_character(g, best, 0, unit)
    if target is not None:
        target.boosts += n


@HANDLERS.on(boosts_kinds.E_BOOST_RESERVE_UNBOOSTED)
def _boost_reserve_unboosted(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target non-[[Boosted]] Character in your Reserve gains n boosts: a TARGET decision
    among the player's Reserve Characters without boosts (the hint: the most useful)."""
    characters = [u for u in g.reserve if u.card.kind & fx.K_CHARACTER and not u.boosts]
    best = max(characters, key=lambda u: u.card.keep_value) if characters else None
    target = target_character(
        g,
        best,
        0,
        None,
        0,
        fx.T_MINE | T_RESERVE,
        unit,
        in_reserve,
        keep=lambda u: not u.boosts,
        prompt="target non-[[Boosted]] Character in your Reserve",
    )
    if target is not None:
        target.boosts += n


def exchange(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Target card of kind ``arg`` in your Reserve (not the source: "another") and a card
    from your hand swap: two CARD decisions, the most useful Reserve card and the least
    useful hand card the hints; n 1: "you may", a MAY decision first (yes the hint)."""
    options = [u for u in g.reserve if u.card.kind & arg and u is not unit]
    if not options or not g.hand:
        return
    source = source_name(g, unit)
    if n and not may(
        g, source, "You may exchange a card from your Reserve with one from your hand", True
    ):
        return
    taken = max(options, key=lambda u: u.card.keep_value)
    taken = pick_unit(g, source, "Exchange target card in your Reserve", options, "reserve", taken)
    given = min(g.hand, key=lambda c: c.keep_value)
    given = pick_in_hand(g, source, "with a card from your hand", g.hand, given)
    g.hand.remove(given)
    g.reserve.remove(taken)
    g.hand.append(taken.card)
    g.reserve.append(Unit(given))
    g.event("exchange", taken.card.name, given.name)


@HANDLERS.on(boosts_kinds.E_TOKEN_PER_RESERVE)
def _token_per_reserve(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """X tokens, X the cards in target player's Reserve: the player with the most (in a duel
    the opponent may have more)."""
    token, where = arg
    opp = g.opponent  # "X is the number of cards in target player's Reserve": the fuller one
    fuller = opp is not None and len(opp.reserve) > len(g.reserve)
    count = len(target_player(g, unit, "target player", OPPONENT if fuller else YOU).reserve)
    if count:
        create_tokens(g, g.source.cards[token], count, where, exp)


def landmark_token(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    token = g.source.cards[arg]
    for _ in range(n):
        g.landmarks.append(Unit(token))
        g.event("token", token.name, "Landmarks")


def holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's conditions holds now."""
    if condition == boosts_kinds.C_SELF_BOOSTS:
        return unit is not None and unit.boosts >= amount
    if condition == boosts_kinds.C_NO_BOOSTS:
        return unit is not None and unit.boosts == 0
    if condition == boosts_kinds.C_HAND_EMPTY:
        return not g.hand
    if condition == boosts_kinds.C_RESERVE_EMPTY:
        return not g.reserve
    if condition == boosts_kinds.C_RESERVE_CARDS:
        return len(g.reserve) >= amount
    if condition == fx.C_EXHAUSTED_RESERVE:
        return exhausted_in_reserve(g) >= amount
    if condition == boosts_kinds.C_FLEETING_CHARACTER:
        return any(u.status & S_FLEETING for e in g.exps for u in e)
    if condition == boosts_kinds.C_PERMANENTS:
        return len(g.landmarks) + len(g.gear[0]) + len(g.gear[1]) >= amount
    if condition == boosts_kinds.C_NEVER:  # the goldfish opponent never moves and holds no cards
        return False
    if condition == boosts_kinds.C_NOT_FIRST_PLAYER:
        return not g.first_player
    if condition == boosts_kinds.C_ALL_CHARACTERS:
        return len(g.exps[0]) + len(g.exps[1]) >= amount
    if condition == boosts_kinds.C_NEITHER_IN:
        return not any(g.layout[g.pos[e]] & amount for e in (0, 1))
    if condition == boosts_kinds.C_IN_TERRAIN:
        if exp < 0:
            return False
        return bool(g.layout[g.pos[exp]] & amount)
    return False


def watches_plays(cards: Sequence[EngineCard], hero: EngineCard | None) -> bool:
    """The deck feature of :func:`on_play`: a card has a "when you play ..." ability."""
    return _watches(cards, hero, boosts_kinds.EV_PLAY)


def watches_joins(cards: Sequence[EngineCard], hero: EngineCard | None) -> bool:
    """The deck feature of :func:`on_join`: a card has a "when a Character joins" ability."""
    return _watches(cards, hero, boosts_kinds.EV_JOIN)


def _watches(cards: Sequence[EngineCard], hero: EngineCard | None, event: int) -> bool:
    """Whether a card has a static that watches for plays (EV_PLAY) or joins (EV_JOIN)."""
    own = boosts_kinds.ST_ON_PLAY if event == boosts_kinds.EV_PLAY else boosts_kinds.ST_JOIN_IT
    for card in [*cards, *([hero] if hero else [])]:
        for kind, _n, arg in card.statics:
            if kind == own or (kind == boosts_kinds.ST_SUPPORT_GAIN and arg[0] == event):
                return True
            if kind == boosts_kinds.ST_PLAY_SUBTYPE and event == boosts_kinds.EV_PLAY:
                return True  # (run from here: HOOKS.on_play_subtype)
    return False


def watches_moves(cards: Sequence[EngineCard], hero: EngineCard | None) -> bool:
    """The deck feature of :func:`after_progress`: a card (a Hero is in no expedition) has a
    "when my Expedition moves forward" ability."""
    return any(st[0] == boosts_kinds.ST_ON_MOVE for card in cards for st in card.statics)


def on_play(g: GameState, card: EngineCard) -> None:
    """A card is being played: the "when you play a <kind>" abilities of the Hero, the
    Landmarks and the cards in the expeditions (the played card is not in play yet)."""
    hero = g.hero
    if hero is not None:
        _watch(g, hero.statics, card, None, -1)
    for lm in list(g.landmarks):
        _watch(g, lm.card.statics, card, lm, -1)
    for e in (0, 1):
        for u in [*g.exps[e], *g.gear[e]]:
            if u.card.statics:
                _watch(g, u.card.statics, card, u, e)
    support_gains(g, boosts_kinds.EV_PLAY, card.kind)
    if card.subtypes:
        HOOKS.on_play_subtype(g, card)


def support_gains(g: GameState, event: int, kind: int) -> None:
    """``{I}`` abilities of ready Reserve cards: I gain boosts or counters, up to a max."""
    for u in g.reserve:
        if u.status & S_EXHAUSTED or not u.card.statics:
            continue
        for st_kind, n, arg in u.card.statics:
            if st_kind == boosts_kinds.ST_SUPPORT_GAIN and arg[0] == event and kind & arg[1]:
                cap = arg[4] + support_bonus(g)  # (a Landmark may raise the max)
                if arg[3]:
                    u.counters = max(u.counters, min(u.counters + n, cap))
                else:
                    u.boosts = max(u.boosts, min(u.boosts + n, cap))


def support_bonus(g: GameState) -> int:
    """How far above their max the Support abilities of Reserve cards may go ("The Support
    abilities of cards in Reserve can give them 1 more counter than their maximum")."""
    return sum(
        n for u in g.landmarks for st, n, _a in u.card.statics if st == boosts_kinds.ST_SUPPORT_MAX
    )


def on_join(g: GameState, joining: Unit, exp: int) -> None:
    """A Character joined expedition ``exp``: "when a Character joins ... it gains" abilities
    of the Hero, Landmarks and cards in play, and ``{I}`` gains of Reserve cards."""
    hero = g.hero
    watchers: list[tuple[tuple[Static, ...], int]] = []
    if hero is not None:
        watchers.append((hero.statics, -1))
    watchers += [(lm.card.statics, -1) for lm in g.landmarks]
    for e in (0, 1):
        watchers += [(u.card.statics, e) for u in (*g.exps[e], *g.gear[e]) if u is not joining]
    for statics, where in watchers:
        for st_kind, n, arg in statics:
            if st_kind == boosts_kinds.ST_JOIN_IT and (not arg[0] or where == exp):
                joining.boosts += n
                joining.status |= arg[1]
    support_gains(g, boosts_kinds.EV_JOIN, joining.card.kind)


def on_switch(g: GameState, switching: Unit, exp: int) -> None:
    """A Character switched into expedition ``exp``: it joined that expedition, not the
    Expedition zone (7.5.10.c): "When a Character joins my Expedition — it gains" of the
    Characters and Gear there."""
    for u in (*g.exps[exp], *g.gear[exp]):
        if u is switching:
            continue
        for st_kind, n, arg in u.card.statics:
            if st_kind == boosts_kinds.ST_JOIN_IT and arg[0]:
                switching.boosts += n
                switching.status |= arg[1]


def reserve_limit_bonus(g: GameState) -> int:
    """How much Landmarks raise the Reserve limit now ("your Reserve limit is increased")."""
    bonus = 0
    for lm in g.landmarks:
        for st_kind, n, needed in lm.card.statics:
            if st_kind == boosts_kinds.ST_RESERVE_LIMIT and (
                not needed or any(u.card.kind & needed for u in g.reserve)
            ):
                bonus += n
    return bonus


def _watch(
    g: GameState, statics: tuple[Static, ...], card: EngineCard, u: Unit | None, e: int
) -> None:
    kind = card.kind
    cost = card.hand_cost
    for st_kind, _n, arg in statics:
        if st_kind == boosts_kinds.ST_ON_PLAY and kind & arg[0] and cost >= arg[3]:
            interpreter.run(g, arg[2], u, e)


def self_cost_cut(g: GameState, card: EngineCard, reserve: bool) -> int:
    """How much less ``card`` costs now from its own "I cost {n} less if ..." abilities
    (``reserve``: it is played from Reserve, else from the hand, where it is one of the
    cards)."""
    cut = 0
    for kind, n, arg in card.statics:
        if kind == fx.ST_SELF_COST:
            # "another card ...": played from Reserve, the card is one of the Reserve's (copies
            # of a card share its record: any of its units is "me")
            me = next((u for u in g.reserve if u.card is card), None) if reserve else None
            if interpreter.condition_holds(g, arg[0], arg[1], me, -1):
                cut += n
        elif kind == fx.ST_SELF_COST_HAND:
            others = len(g.hand) if reserve else len(g.hand) - 1
            if arg[0] <= others <= arg[1]:
                cut += n
        elif kind == boosts_kinds.ST_SELF_COST_PER:
            cut += n * count(g, arg, None)
        elif (
            kind == boosts_kinds.ST_MIN_ORBS and len(g.mana_cards) < n
        ):  # "I can't be played if ..."
            cut -= UNPAYABLE
    return cut


UNPAYABLE = 1_000_000
"""A cost no player can pay: what a card that can't be played now costs."""


def play_it(g: GameState, played: Unit) -> None:
    """A Character was played (it is in its expedition now): "When you play a <subtype> —
    It gains [[status]]" abilities of the Hero, the Landmarks and the cards in play."""
    subtypes = played.card.subtypes
    if not subtypes:
        return
    holders = [*g.landmarks, *g.exps[0], *g.exps[1], *g.gear[0], *g.gear[1]]
    statics = [u.card.statics for u in holders if u is not played]
    if g.hero is not None:
        statics.append(g.hero.statics)
    for group in statics:
        for st_kind, _n, arg in group:
            if st_kind == boosts_kinds.ST_PLAY_IT and arg[0] in subtypes:
                played.status |= arg[1]


def hands_fleeting(g: GameState, spell: EngineCard) -> bool:
    """Whether a "Spells you play with Hand Cost {n} or less have [[Fleeting]]" ability of the
    Hero, a Landmark or a card in play makes ``spell`` Fleeting as it is played."""
    holders = [*g.landmarks, *g.exps[0], *g.exps[1], *g.gear[0], *g.gear[1]]
    statics = [u.card.statics for u in holders]
    if g.hero is not None:
        statics.append(g.hero.statics)
    return any(
        st_kind == boosts_kinds.ST_SPELL_FLEETING and spell.hand_cost <= n
        for group in statics
        for st_kind, n, _arg in group
    )


def reserve_boosts(g: GameState, played: Unit) -> None:
    """A Character was played from Reserve: Your Characters have: "{R} I gain n boosts."
    (of the Hero, the Landmarks and the cards in play)."""
    holders = [*g.landmarks, *g.exps[0], *g.exps[1], *g.gear[0], *g.gear[1]]
    statics = [u.card.statics for u in holders]
    if g.hero is not None:
        statics.append(g.hero.statics)
    for group in statics:
        for st_kind, n, _arg in group:
            if st_kind == boosts_kinds.ST_RESERVE_BOOST:
                played.boosts += n


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(
    boosts_kinds, holds, fx.C_EXHAUSTED_RESERVE
)


# --- the moments this module's rules watch (registry.install registers them) ---------------

PLAYS_WATCHED = "plays watched"
JOINS_WATCHED = "joins watched"
FEATURES: tuple[tuple[str, Needs], ...] = (
    (PLAYS_WATCHED, watches_plays),
    (JOINS_WATCHED, watches_joins),
    (boosts_kinds.F_MOVES, watches_moves),
    ("plays give statuses", static_in(boosts_kinds.ST_PLAY_IT)),
    ("Spells played Fleeting", static_in(boosts_kinds.ST_SPELL_FLEETING)),
    ("Reserve plays boosted", static_in(boosts_kinds.ST_RESERVE_BOOST)),
)

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    ("card_played", on_play, PLAYS_WATCHED),
    ("spell_fleeting", hands_fleeting, "Spells played Fleeting"),
    ("character_entered", play_it, "plays give statuses"),
    ("character_from_reserve", reserve_boosts, "Reserve plays boosted"),
    # moments several mechanics watch: the last number is the step at which this one runs
    ("joined", on_join, JOINS_WATCHED, MINE, 1),
    ("switched", on_switch, JOINS_WATCHED, MINE, 1),  # it joins the other expedition
    ("moved", after_progress, boosts_kinds.F_MOVES, MINE, 2),  # Dusk's Progress moved them
)
