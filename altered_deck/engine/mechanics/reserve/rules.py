"""Rule hooks of the reserve mechanic: what static abilities change in the game's rules, called by
:mod:`altered_deck.engine.core.game` (exhausted cards playable from Reserve, a card leaving the
Reserve in the Afternoon), :mod:`altered_deck.engine.core.day` (Morning's readying, Rest,
Clean-up's Reserve limit) and :mod:`altered_deck.engine.core.play` (paying a "discard a card
from your Reserve to reduce my cost"). The effect handlers are in
:mod:`altered_deck.engine.mechanics.reserve.handlers`."""
# mypyc: compiled

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.discard import discard_from_reserve
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import MINE, Needs, static_in
from altered_deck.engine.core.decisions import asks, may, pick_card
from altered_deck.engine.core.effects import (
    BOOSTS_GAINED,
    K_CHARACTER,
    S_EXHAUSTED,
)
from altered_deck.engine.core.hooks import Event
from altered_deck.engine.core.state import P_AFTERNOON, GameState, Unit, reserve_keep
from altered_deck.engine.mechanics.counters import kinds as counters_kinds
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.mechanics.reserve.handlers import _discard_cut


def active(g: GameState) -> bool:
    """Whether this mechanic's rule statics may apply: a card of the player's deck has one, or
    (in a duel) of the opponent's (Simurgh's limit, The Snow Queen's Morning)."""
    if reserve_kinds.F_RULES in g.hooks.features:
        return True
    opponent = getattr(g, "opponent", None)
    return (
        opponent is not None
        and opponent is not g
        and reserve_kinds.F_RULES in opponent.hooks.features
    )


def hero_cost_payable(g: GameState) -> bool:
    """Whether the Hero's {T} extra cost ("Discard a card from your Reserve") can be paid."""
    hero = g.hero
    if hero is not None and any(  # (counters) 'If I have n or more counters, I gain "{T}..."'
        st[0] == counters_kinds.ST_TAP_IF_COUNTERS and g.hero_counters < st[1]
        for st in hero.statics
    ):
        return False
    return (
        hero is None
        or bool(g.reserve)
        or all(st[0] != reserve_kinds.ST_TAP_DISCARD for st in hero.statics)
    )


def pay_discard_cut(g: GameState, card: Any, cost: int) -> int:
    """``card`` is being paid for ``cost``: its "You may discard a card from your Reserve to
    reduce my cost by {n}" was counted in its cost when a Reserve card can pay it
    (``C_DISCARDABLE``): the player's CARD decision among those, with "discard nothing"
    when the full cost can be paid; the hint, the least useful. The cost to pay."""
    n = next((st[1] for st in card.statics if st[0] == reserve_kinds.ST_DISCARD_CUT), -1)
    if n < 0:
        return cost
    options = [u for u in g.reserve if not _discard_cut(u.card.statics)]
    if options:
        worst = min(options, key=lambda u: u.card.keep_value)
        if asks(g):
            prompt = f"You may discard a card from your Reserve to reduce my cost by {{{n}}}"
            none = "discard nothing" if g.mana_ready >= cost + n else None
            cards = [(u.card, "reserve") for u in options]
            taken = pick_card(g, card.name, prompt, cards, options.index(worst), none)
            if taken == len(options):
                return cost + n
            worst = options[taken]
        discard_from_reserve(g, worst, g)
    return cost


def _statics_in_play(g: GameState) -> list[tuple[Unit | None, int]]:
    """Your cards whose static abilities apply (the Hero as None), with their expedition."""
    found: list[tuple[Unit | None, int]] = [(None, -1)] if g.hero is not None else []
    found += [(u, -1) for u in g.landmarks]
    for e in (0, 1):
        found += [(u, e) for u in (*g.exps[e], *g.gear[e])]
    found += [(u, -1) for u in g.reserve if not u.status & S_EXHAUSTED]  # {I}: when ready
    return found


def exhausted_targets(g: GameState, unit: Unit) -> tuple[int, ...]:
    """The expeditions exhausted Reserve card ``unit`` may be played into now ("You may
    play exhausted cards from your Reserve"; a Gear's "... Characters ... in my
    Expedition"): () when none lets it."""
    card = unit.card
    allowed: set[int] = set()
    in_reserve = set(map(id, g.reserve))
    for holder, e in _statics_in_play(g):
        if holder is unit:
            continue
        statics = g.hero.statics if holder is None and g.hero is not None else ()
        if holder is not None:
            statics = holder.card.statics
        supporting = holder is not None and id(holder) in in_reserve
        for st_kind, _n, arg in statics:
            # main text works in play, an {I} ability only from the Reserve
            if (
                st_kind != reserve_kinds.ST_PLAY_EXHAUSTED
                or not card.kind & arg[0]
                or arg[2] != supporting
            ):
                continue
            if not arg[1]:
                return (0, 1) if card.exp_choice else (0,)
            if e >= 0 and card.exp_choice:
                allowed.add(e)
    return tuple(sorted(allowed))


def stays_exhausted(g: GameState) -> bool:
    """Whether exhausted Characters in Reserve remain exhausted this Morning (a Character in
    play of either player says so)."""
    if not any(u.status & S_EXHAUSTED and u.card.kind & K_CHARACTER for u in g.reserve):
        return False
    sides = [g]
    opponent = getattr(g, "opponent", None)
    if opponent is not None and opponent is not g:
        sides.append(opponent)
    return any(
        st[0] == reserve_kinds.ST_STAY_EXHAUSTED
        for side in sides
        for e in (0, 1)
        for u in side.exps[e]
        for st in u.card.statics
    )


def _ready_statics(units: list[Unit], kind: int) -> int:
    return sum(
        n
        for u in units
        if not u.status & S_EXHAUSTED
        for st_kind, n, _arg in u.card.statics
        if st_kind == kind
    )


def clean_up_reserve(g: GameState, limit: int, theirs: list[Unit] | None = None) -> bool:
    """Clean-up's Reserve part with this mechanic's rules ({I} "I don't count towards your
    Reserve limit", {I} "All Reserve limits are reduced by one" of either player, a
    Landmark's "keep one more card if it's exhausted" or "limit increased by one while a card
    with Hand Cost {7} or more is in your Reserve"); False when none applies (the caller then
    applies the plain limit). ``theirs``: the opponent's Reserve as Clean-up began (4.2.5.c:
    the discards are simultaneous); None: as it is now."""
    reserve = g.reserve
    if theirs is None:
        opponent = getattr(g, "opponent", None)
        theirs = [] if opponent is None or opponent is g else opponent.reserve
    # every rule below needs a static on a Reserve card or a Landmark: none, none applies
    # (the usual night, asked every day)
    if not (
        any(u.card.statics for u in reserve)
        or any(lm.card.statics for lm in g.landmarks)
        or any(u.card.statics for u in theirs)
    ):
        return False
    down = _ready_statics(reserve, reserve_kinds.ST_LIMIT_DOWN)
    down += _ready_statics(theirs, reserve_kinds.ST_LIMIT_DOWN)
    extra = sum(
        n
        for lm in g.landmarks
        for k, n, _a in lm.card.statics
        if k == reserve_kinds.ST_KEEP_EXHAUSTED
    )
    dear = [  # "If there are one or more Characters with Hand Cost {7} or more ...": (n, arg)
        (n, arg)
        for lm in g.landmarks
        for k, n, arg in lm.card.statics
        if k == reserve_kinds.ST_LIMIT_IF_COST
    ]
    exempt = [
        u
        for u in reserve
        if not u.status & S_EXHAUSTED
        and any(st[0] == reserve_kinds.ST_NOT_IN_LIMIT for st in u.card.statics)
    ]
    if not (down or extra or exempt or dear):
        return False
    counted = [u for u in reserve if u not in exempt]

    def allowed(kept: list[Unit]) -> int:
        """How many counted cards may stay with ``kept`` (and the exempt ones) in Reserve."""
        bigger = sum(
            n
            for n, (kind, cost) in dear
            if any(u.card.kind & kind and u.card.hand_cost >= cost for u in (*kept, *exempt))
        )
        tired = sum(1 for u in kept if u.status & S_EXHAUSTED)
        return max(0, limit - down + bigger) + min(extra, tired)

    if len(counted) <= allowed(counted):
        return True
    order = _clean_up_order(counted, dear, max(0, limit - down), extra)
    trial = list(counted)
    for u in reversed(order):  # the least useful first: are fewer discards enough?
        if len(trial) <= allowed(trial):
            order.reverse()  # (an exhausted card kept among the most useful is the "one more")
            break
        trial.remove(u)
    gone: list[Unit] = []
    while len(counted) > allowed(counted):
        u = next((u for u in order if u in counted), None) or min(counted, key=reserve_keep)
        if len(counted) > 1:
            cards = [(u.card, "reserve") for u in counted]
            prompt = f"Discard a Reserve card (limit {allowed(counted)})"
            u = counted[pick_card(g, "Clean-up", prompt, cards, counted.index(u))]
        counted.remove(u)
        gone.append(u)
    g.discard += [u.card for u in gone]
    g.reserve = [u for u in reserve if u not in gone]
    return True


def _clean_up_order(
    counted: list[Unit], dear: list[tuple[int, Any]], limit: int, extra: int
) -> list[Unit]:
    """The Reserve cards Clean-up discards by the engine's policy, in the order it discards
    them (the hints of the player's picks): the most useful are kept (the most useful dear
    Character first, so the bigger limit holds), then ``extra`` exhausted ones beyond."""
    must: list[Unit] = []
    for n, (kind, cost) in dear:
        found = [u for u in counted if u.card.kind & kind and u.card.hand_cost >= cost]
        if found:
            limit += n
            must.append(max(found, key=lambda u: u.card.keep_value))
    ranked = sorted(counted, key=reserve_keep, reverse=True)
    must = list(dict.fromkeys(must))[:limit]
    ranked = must + [u for u in ranked if u not in must]
    keep = ranked[:limit]
    keep += [u for u in ranked[limit:] if u.status & S_EXHAUSTED][:extra]
    return [u for u in ranked if u not in keep]


def left_expedition(g: GameState, unit: Unit, exp: int, boosts: int, to_reserve: bool) -> None:
    """``unit`` left expedition ``exp`` with ``boosts`` boosts (``to_reserve``: it went to
    your Reserve): its "When I leave the Expedition zone, for each of my boosts" abilities,
    and when it went to Reserve "When I go to (your) Reserve from the Expedition zone [, if I
    had N or more boosts]" and "... from anywhere" ("I" is the card, now in Reserve)."""
    for st_kind, n, arg in unit.card.statics:
        if st_kind == reserve_kinds.ST_LEAVE_PER_BOOST:
            for _ in range(boosts):
                interpreter.run(g, arg, unit, exp)
        elif to_reserve and (
            st_kind in (reserve_kinds.ST_TO_RESERVE, reserve_kinds.ST_TO_RESERVE_ANY)
            or (st_kind == reserve_kinds.ST_TO_RESERVE_IF_BOOSTS and boosts >= n)
        ):
            interpreter.run(g, arg, unit, exp)


def watches_reserve(g: GameState) -> bool:
    """Whether a Landmark (or the Hero) has "When a card leaves your Reserve during the
    Afternoon"."""
    hero = g.hero
    if hero is not None and any(st[0] == reserve_kinds.ST_LEAVE_RESERVE for st in hero.statics):
        return True
    return any(
        st[0] == reserve_kinds.ST_LEAVE_RESERVE for lm in g.landmarks for st in lm.card.statics
    )


def left_reserve(g: GameState, before: list[Unit]) -> None:
    """An Afternoon action is over: for each card that left the Reserve (of ``before``),
    the Landmarks' "When a card leaves your Reserve during the Afternoon" abilities."""
    gone = sum(1 for u in before if u not in g.reserve)
    hero = g.hero
    if hero is not None:  # a Hero's (Treyst & Rossum): its effects run with no unit
        for st_kind, _n, arg in hero.statics:
            if st_kind == reserve_kinds.ST_LEAVE_RESERVE:
                for _ in range(gone):
                    interpreter.run(g, arg, None, -1)
    for lm in list(g.landmarks):
        for st_kind, _n, arg in lm.card.statics:
            if st_kind == reserve_kinds.ST_LEAVE_RESERVE:
                for _ in range(gone):
                    interpreter.run(g, arg, lm, -1)


_BOOST_WATCHERS = frozenset(
    (
        reserve_kinds.ST_ON_BOOSTED_SELF,
        reserve_kinds.ST_ON_RESERVE_BOOSTED,
        reserve_kinds.ST_ON_CONTROLLED_BOOSTED,
    )
)


def before_action(g: GameState) -> tuple[list[Unit] | None, dict[Unit, int] | None]:
    """Before an action (not a pass): what :func:`after_action` compares with, the Reserve
    (in the Afternoon, when a card watches cards leaving it) and the boosts
    (:func:`boost_snapshot`)."""
    boosts = boost_snapshot(g)
    before = list(g.reserve) if g.phase == P_AFTERNOON and watches_reserve(g) else None
    return before, boosts


def after_action(g: GameState, saved: tuple[list[Unit] | None, dict[Unit, int] | None]) -> None:
    """After the action: the cards that left the Reserve, then the boosts gained."""
    before, boosts = saved
    if before is not None:
        left_reserve(g, before)
    if boosts is not None:
        boosts_gained(g, boosts)


def boost_snapshot(g: GameState) -> dict[Unit, int] | None:
    """Before an action: the boosts of your Characters in play and in Reserve, when a card
    watches boost gains ("When I / a Character ... gains 1 or more boosts"); else None."""
    # (asked before every action of a deck with Reserve rules: no list is built, and cards
    # without statics, the usual case, cost one test)
    if not _watches_boosts(g):
        return None
    return {u: u.boosts for u in (*g.exps[0], *g.exps[1], *g.reserve)}


def _watches_boosts(g: GameState) -> bool:
    """Whether a card in play, in Reserve, in hand (being played) or the Hero has a
    boost-gain watcher static."""
    watchers = _BOOST_WATCHERS
    hero = g.hero
    if hero is not None and hero.statics:
        for st in hero.statics:
            if st[0] in watchers:
                return True
    for group in (g.exps[0], g.exps[1], g.reserve, g.landmarks, g.gear[0], g.gear[1]):
        for u in group:
            statics = u.card.statics
            if statics:
                for st in statics:
                    if st[0] in watchers:
                        return True
    for card in g.hand:
        statics = card.statics
        if statics:
            for st in statics:
                if st[0] in watchers:
                    return True
    return False


def boosts_gained(g: GameState, before: dict[Unit, int]) -> None:
    """After an action: the Characters that gained boosts since ``before`` trigger the
    watchers (their own "When I gain", a card in play's "When a Character in your Reserve
    gains", a ready Hero's, Landmark's or Gear's "When a Character you control gains — You
    may exhaust me to", always taken). What the watchers give is watched again (a few
    rounds at most)."""
    for _ in range(4):
        in_play = [
            (u, e)
            for e in (0, 1)
            for u in g.exps[e]
            if u.card.kind & K_CHARACTER and u.boosts > before.get(u, 0)
        ]
        stored = [u for u in g.reserve if u.card.kind & K_CHARACTER and u.boosts > before.get(u, 0)]
        if not in_play and not stored:
            return
        before = {u: u.boosts for u in (*g.exps[0], *g.exps[1], *g.reserve)}
        for u, e in [*in_play, *((u, -1) for u in stored)]:
            for st_kind, _n, arg in u.card.statics:
                if st_kind == reserve_kinds.ST_ON_BOOSTED_SELF:
                    interpreter.run(g, arg, u, e)
        for _u in stored:
            for e in (0, 1):
                for holder in list(g.exps[e]):
                    for st_kind, _n, arg in holder.card.statics:
                        if st_kind == reserve_kinds.ST_ON_RESERVE_BOOSTED:
                            interpreter.run(g, arg, holder, e)
        if in_play:
            _controlled_boosted(g)


def boosted_by_opponent(event: Event) -> None:
    """The player's Character gained boosts by the opponent's effect (the player's own actions
    are compared by :func:`after_action`): its "When I gain 1 or more boosts" and the
    watchers of "When a Character you control gains 1 or more boosts"."""
    g = event.player
    before = {u: u.boosts for u in (*g.exps[0], *g.exps[1], *g.reserve)}
    before[event.subject] = event.subject.boosts - event.amount
    boosts_gained(g, before)


def _by_opponent(event: Event) -> bool:
    return event.by_opponent


_MAY_EXHAUST = "You may exhaust me"


def _controlled_boosted(g: GameState) -> None:
    hero = g.hero
    if hero is not None and g.hero_ready:
        for st_kind, _n, arg in hero.statics:
            if st_kind == reserve_kinds.ST_ON_CONTROLLED_BOOSTED:
                if not may(g, hero.name, _MAY_EXHAUST, True):  # whenever ready (engine policy)
                    break
                g.hero_ready = False
                g.event("hero", hero.name)
                interpreter.run(g, arg, None, -1)
                break
    holders = [(u, -1) for u in g.landmarks] + [(u, e) for e in (0, 1) for u in g.gear[e]]
    for u, e in holders:
        if u.status & S_EXHAUSTED:
            continue
        for st_kind, _n, arg in u.card.statics:
            if st_kind == reserve_kinds.ST_ON_CONTROLLED_BOOSTED:
                if not may(g, u.card.name, _MAY_EXHAUST, True):
                    break
                u.status |= S_EXHAUSTED
                interpreter.run(g, arg, u, e)
                break


# --- the moments this module's rules watch (registry.install registers them) ---------------

_BOOSTS_WATCHED = "boost gains watched"
FEATURES: tuple[tuple[str, Needs], ...] = (
    (reserve_kinds.F_RULES, static_in(*reserve_kinds.RESERVE_RULE_STATICS)),
    (_BOOSTS_WATCHED, static_in(*_BOOST_WATCHERS)),
)

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    ("exhausted_targets", exhausted_targets, reserve_kinds.F_RULES),
    ("hero_cost_payable", hero_cost_payable, reserve_kinds.F_RULES),
    ("before_action", before_action, reserve_kinds.F_RULES),
    ("after_action", after_action, reserve_kinds.F_RULES),
    ("rest_left", left_expedition, reserve_kinds.F_RULES),
    ("left", left_expedition, reserve_kinds.F_RULES),
    (BOOSTS_GAINED, boosted_by_opponent, _BOOSTS_WATCHED, MINE, 0, _by_opponent),
)
