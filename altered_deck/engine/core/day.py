"""The day's phases as the rules name them (4.2): Morning, Noon, Afternoon, Dusk, Night.

The Afternoon is where the player decides (:mod:`altered_deck.engine.core.game` lists and applies
its actions); every other phase runs on its own. :func:`dusk_and_night` is the one end of
the day, for one player or both players of a duel: Dusk (Progress: sums, ties, moves), Night
(Rest, Clean-up), each player's day record. :func:`end_of_day` adds a goldfish game's win
test and next Morning; the duel adds its own (:mod:`altered_deck.engine.core.duel`). Each
phase is an event (:func:`~altered_deck.engine.core.hooks.emit`). Functions of a
:class:`GameState`.
"""
# mypyc: compiled

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.adventure import reveal
from altered_deck.engine.core.decisions import pick_card
from altered_deck.engine.core.effects import (
    CLEAN_UP,
    DISCARDED,
    DUSK,
    FROM_RESERVE,
    K_CHARACTER,
    K_TOKEN,
    KW_ETERNAL,
    KW_SEASONED,
    LEFT,
    MORNING,
    MOVED,
    NOON,
    REST,
    S_ANCHORED,
    S_ASLEEP,
    S_EXHAUSTED,
    S_FLEETING,
    TO_DISCARD,
    TO_MANA,
    TO_RESERVE,
    Effects,
)
from altered_deck.engine.core.hooks import HOOKS, emit
from altered_deck.engine.core.interpreter import condition_holds, refresh_terrain, run
from altered_deck.engine.core.record import DayRecord, trace_dusk, trace_night
from altered_deck.engine.core.state import (
    P_AFTERNOON,
    P_EXPAND,
    P_NOON,
    P_OVER,
    RESHUFFLE_MORNING,
    GameState,
    Unit,
    landmark_keep,
    reserve_keep,
)

if TYPE_CHECKING:
    from altered_deck.engine.core.cards import EngineCard

STAYS: Final = S_ANCHORED | S_ASLEEP
WIN_DISTANCE: Final = 7  # the expeditions meet: Hero position + (7 - Companion position) >= 7


def morning(g: GameState) -> None:
    """4.2.1: Prepare (ready Mana, Reserve, Landmarks, expeditions; the Hero), Draw 2; stops
    at Expand when there is a card to Expand, else goes on to Noon."""
    g.day += 1
    g.in_morning = True
    g.start_day_trace()
    g.spent = 0
    g.hand_plays = 0
    g.reserve_plays = 0
    g.mana_ready = len(g.mana_cards)
    g.hero_ready = True
    if HOOKS.active(g) and HOOKS.stays_exhausted(g):  # a Character in play keeps them exhausted
        for u in g.reserve:
            if not u.card.kind & K_CHARACTER:
                u.status &= ~S_EXHAUSTED
    else:
        for u in g.reserve:
            u.status &= ~S_EXHAUSTED
    for u in g.landmarks:
        u.status &= ~S_EXHAUSTED
    for e in (0, 1):  # 4.2.1.c: what stays in the Expeditions is readied too
        for u in g.exps[e]:
            u.status &= ~S_EXHAUSTED
        for u in g.gear[e]:
            u.status &= ~S_EXHAUSTED
    if g.hero is None and g.source.hero is not None:
        g.hero = g.source.hero  # its abilities were ignored during the first Day
    if g.hooks.on:
        emit(g, MORNING)
    morning_draw = g.hooks.morning_draw
    if morning_draw is not None and morning_draw(g):
        end_of_morning(g)  # one card drawn, the top card into Mana instead of Expand
        return
    g.draw(2)
    if g.hand:
        g.phase = P_EXPAND
    else:
        end_of_morning(g)


def end_of_morning(g: GameState) -> None:
    """After Expand: an empty Deck takes the discard pile back (4.2.1.f, when the rule
    allows it), and Noon follows."""
    if not g.deck and g.reshuffle_rule == RESHUFFLE_MORNING:
        g.reshuffle()  # optional (4.2.1.f): every pilot takes it (docs/engine/rules.md)
    g.in_morning = False
    to_noon(g)


def to_noon(g: GameState) -> None:
    """The player's Morning (or Day 1's Mana) is over: Noon, unless a duel holds it until
    every player's Morning is over (4.2.2 follows the whole of 4.2.1)."""
    if g.waits_noon:
        g.phase = P_NOON
        return
    noon(g)


def noon(g: GameState) -> None:
    """4.2.2: "At Noon" abilities (Hero, Landmarks, expeditions), then the Afternoon."""
    hero = g.hero
    if hero is not None and hero.at_noon:
        run(g, hero.at_noon, None, -1)
    for lm in list(g.landmarks):
        if lm.card.at_noon:
            run(g, lm.card.at_noon, lm, -1)
    for e in (0, 1):
        for u in [*g.exps[e], *g.gear[e]]:
            if u.card.at_noon:
                run(g, u.card.at_noon, u, e)
    if g.pending or g.reserve:
        HOOKS.at_noon(g)  # pending effects end; {I} At Noon of ready Reserve cards
    if g.hooks.on:
        emit(g, NOON)
    g.phase = P_AFTERNOON
    g.first_character_played = False
    g.cost_cuts = []
    g.next_boosts = 0
    g.next_reserve_boosts = 0
    g.next_anchor = 0
    g.next_unfleeting = 0
    g.next_reserve_fx = False
    g.subtype_cuts = ()
    if g.day_trace is not None:
        g.day_trace.hand = [c.name for c in g.hand]
        g.day_trace.mana = len(g.mana_cards)


def dusk(g: GameState) -> None:
    """4.2.4: "At Dusk" abilities, then Progress: each expedition whose sum beats the empty
    opposing side on a terrain of its region moves one region forward."""
    dusk_abilities(g)
    go0, go1, _need0, _need1 = g.progress_flags()
    progress(g, [go0, go1])


def dusk_abilities(g: GameState) -> None:
    """The "At Dusk" abilities of the player's expeditions and Landmarks (then the regions'
    terrains as cards in play change them, for Progress)."""
    for e in (0, 1):
        units = g.exps[e]
        for u in units:
            if u.card.at_dusk:  # then walk a copy: the abilities may change the expedition
                for unit in list(units):
                    if unit.card.at_dusk:
                        run(g, unit.card.at_dusk, unit, e)
                break
    for lm in g.landmarks:
        if lm.card.at_dusk:
            for landmark in list(g.landmarks):
                if landmark.card.at_dusk:
                    run(g, landmark.card.at_dusk, landmark, -1)
            break
    if g.hooks.on:
        emit(g, DUSK)
    if g.hooks.terrain or g.base_layout is not None:
        refresh_terrain(g)


def progress(g: GameState, moves: list[bool]) -> None:
    """Progress: move the expeditions ``moves`` says (decided before any moves, 4.2.4.h)."""
    blocked = HOOKS.blocked_moves(g)  # "can't move forward" (mechanics/watchers/rules)
    if blocked:
        moves = [moves[0] and not blocked & 1, moves[1] and not blocked & 2]
    if g.day_trace is not None:
        trace_dusk(g, moves)
    moved_due = g.hooks.moved_due
    due = moved_due(g, moves) if moved_due is not None and any(moves) else None
    pos = g.pos
    if moves[0] and pos[0] < 7:
        pos[0] += 1
        reveal(g.revealed, pos[0])
    if moves[1] and pos[1] > 0:
        pos[1] -= 1
        reveal(g.revealed, pos[1])
    g.moved = moves
    g.advanced |= moves[0] | moves[1] << 1
    for hook in g.hooks.moved:
        hook(g, moves)
    if g.hooks.on:
        for e in (0, 1):
            if moves[e]:
                emit(g, MOVED, exp=e)
    if due:
        for after in g.hooks.after_due:
            after(g, due)


def night(g: GameState) -> None:
    """4.2.5: Rest, then Clean-up (a duel runs both players' Rest before either's Clean-up,
    4.2.5.a)."""
    rest(g)
    clean_up_night(g)


def rest(g: GameState) -> None:
    """4.2.5.b: Rest (Characters to Reserve unless Anchored, Asleep or Eternal; Gear of an
    expedition that moved forward this day too; Fleeting ones to the discard pile), and the
    effects that wait for it ("... after Rest")."""
    hooks = g.hooks
    for hook in hooks.before_rest:  # "At Night — I lose 1 boost"
        hook(g)
    leaving: list[tuple[Effects, int]] = []
    # for the deck's rest_left hooks: (unit, exp, boosts it had, goes to Reserve)
    gone: list[tuple[Unit, int, int, bool]] | None = [] if hooks.rest_left else None
    # for the events: (unit, exp, boosts it had, where it went: an event kind, "" a token)
    moments: list[tuple[Unit, int, int, str]] | None = [] if hooks.on else None
    left: list[Unit] | None = [] if hooks.characters_left else None  # characters_left hooks
    for e in (0, 1):
        _rest_expedition(g, e, leaving, gone, left, moments)
        if g.advanced >> e & 1 and g.gear[e]:  # 4.2.5.b: moved forward this day, at any time
            _rest_gear(g, e, g.reserve, g.discard)
    # 4.2.5.b: Ascended ends at Rest; "can't move forward this Day" and moves too
    g.ascended = g.no_move = g.advanced = 0
    for effects, e in leaving:
        run(g, effects, None, e)
    if left:
        for left_hook in hooks.characters_left:
            left_hook(g, left)
    if g.after_rest:  # "... after Rest" (mechanics/watchers/rules)
        _run_after_rest(g)
    for u, e, boosts, to_reserve in gone or ():
        for rest_hook in hooks.rest_left:
            rest_hook(g, u, e, boosts, to_reserve)
    if moments is not None:
        _rest_events(g, moments)


def _rest_events(g: GameState, moments: list[tuple[Unit, int, int, str]]) -> None:
    """The events of Rest, once it is over: each Character that left and where it went (a
    token ceases to exist), then Rest itself."""
    for u, e, boosts, went in moments:
        emit(g, LEFT, u, None, None, e, boosts)
        if went:
            emit(g, went, u, None, None, e, boosts)
    emit(g, REST)


def _rest_expedition(
    g: GameState,
    e: int,
    leaving: list[tuple[Effects, int]],
    gone: list[tuple[Unit, int, int, bool]] | None,
    left: list[Unit] | None,
    moments: list[tuple[Unit, int, int, str]] | None,
) -> None:
    """Rest for the Characters of expedition ``e``: those that stay, stay; the others go to
    Reserve (Fleeting ones to the discard pile, tokens cease to exist). Notes their "when I
    leave" effects in ``leaving``, and (when watched) the Characters with statics in
    ``gone``, every leaving one in ``left`` and, with where it went, in ``moments``."""
    staying: list[Unit] = []
    seasoned = bool(g.gear[e]) and HOOKS.seasons(g.gear[e])
    for u in g.exps[e]:
        card = u.card
        if u.status & STAYS:
            u.status &= ~STAYS
            staying.append(u)
            continue
        if card.keywords & KW_ETERNAL or (card.statics and _eternal_here(g, u, e)):
            staying.append(u)
            continue
        if gone is not None and card.statics:
            to_reserve = not (card.kind & K_TOKEN or u.status & S_FLEETING)
            gone.append((u, e, u.boosts, to_reserve))
        if card.on_leave:
            leaving.append((card.on_leave, e))
        if card.on_leave_fleeting and u.status & S_FLEETING:
            leaving.append((card.on_leave_fleeting, e))
        if left is not None:
            left.append(u)
        boosts = u.boosts
        went = _rest_leaves(g, u, seasoned)
        if moments is not None:
            moments.append((u, e, boosts, went))
    g.exps[e][:] = staying


def _rest_leaves(g: GameState, u: Unit, seasoned: bool) -> str:
    """Rest takes Character ``u`` out of its expedition: to the Reserve, the discard pile
    (Fleeting), the Mana zone (its own replacement) or nowhere (a token); the event kind of
    where it went ("": a token)."""
    card = u.card
    if card.kind & K_TOKEN:
        return ""
    if card.statics and HOOKS.to_mana_instead(g, u):  # "put me in Mana instead"
        return TO_MANA
    owner = g.owner_of(u)  # a card the opponent owns goes to their zones (1.4.3.a)
    if u.status & S_FLEETING:
        owner.discard.append(card)
        return TO_DISCARD
    if not card.keywords & KW_SEASONED and not seasoned:
        u.boosts = 0
    u.status = 0
    owner.reserve.append(u)
    return TO_RESERVE


def clean_up_night(g: GameState, theirs: list[Unit] | None = None) -> None:
    """4.2.5.c: Clean-up, then the regions' terrains as the cards left in play say;
    ``theirs``: (a duel) the opponent's Reserve as Clean-up began (see :func:`clean_up`)."""
    clean_up(g, theirs)
    if g.hooks.terrain or g.base_layout is not None:
        refresh_terrain(g)  # cards left, expeditions moved


def _rest_gear(g: GameState, e: int, reserve: list[Unit], discard: list[EngineCard]) -> None:
    """4.2.5: the Gear of expedition ``e``, which moved, goes to Reserve (Fleeting Gear to the
    discard pile)."""
    for u in g.gear[e]:
        if u.status & S_FLEETING:
            discard.append(u.card)
            continue
        u.status = 0
        reserve.append(u)
    g.gear[e].clear()


def _run_after_rest(g: GameState) -> None:
    """The "... after Rest" effects waiting (mechanics/watchers/rules), once each."""
    pending, g.after_rest = g.after_rest, ()
    for effects, e in pending:
        run(g, effects, None, e)


def _eternal_here(g: GameState, unit: Unit, exp: int) -> bool:
    """ "If I'm in {V}, I am [Eternal]": whether expedition ``exp``'s region has the terrain
    (and "If I'm [[Boosted]], I'm [Eternal]", the keywords mechanic's ``ST_ETERNAL_IF``)."""
    card = unit.card
    for st_kind, _n, arg in card.statics:
        if st_kind == fx.ST_ETERNAL_IN and g.layout[g.pos[exp]] & arg:
            return True
        if st_kind == fx.ST_ETERNAL_IF and condition_holds(g, arg[0], arg[1], unit, exp):
            return True
    return HOOKS.eternal_ascended(g, card, exp)


def reserve_after_rest(g: GameState) -> int:
    """How many cards the Reserve would hold after tonight's Rest (before Clean-up)."""
    count = len(g.reserve)
    for e in (0, 1):
        for u in g.exps[e]:
            card = u.card
            if u.status & (STAYS | S_FLEETING) or card.keywords & KW_ETERNAL:
                continue
            if card.statics and _eternal_here(g, u, e):
                continue
            if not card.kind & K_TOKEN:
                count += 1
    return count


def clean_up(g: GameState, theirs: list[Unit] | None = None) -> None:
    """4.2.5.c: Reserve and Landmarks down to the Hero's limits. The player picks each card to
    discard and each Landmark to sacrifice while over the limit (hint: the least useful).
    ``theirs``: (a duel) the opponent's Reserve as Clean-up began: both players' discards
    happen at once, so a limit rule in it (Simurgh's) counts even if its player discarded it
    first."""
    reserve = g.reserve
    limit = g.reserve_limit
    if len(reserve) > limit and g.landmarks:
        limit += HOOKS.reserve_limit_bonus(g)
    limit = max(0, limit)  # 4.2.5.c: a negative limit counts as 0
    handled = (
        bool(reserve) and HOOKS.active(g) and HOOKS.clean_up_reserve(g, limit, theirs)
    )  # {I} and Landmark limit rules
    if not handled and len(reserve) > limit:
        for u in _over_limit(g, reserve, limit, reserve_keep, "reserve"):
            g.discard.append(u.card)
            if g.hooks.on:
                emit(g, DISCARDED, u.card, g, None, -1, FROM_RESERVE)
    landmark_limit = max(0, g.landmark_limit)
    if len(g.landmarks) > landmark_limit:
        for u in _over_limit(g, g.landmarks, landmark_limit, landmark_keep, "landmarks"):
            HOOKS.sacrificed(g, u, -1)  # sacrificed: a token ceases to exist
    if g.hooks.on:
        emit(g, CLEAN_UP)


def _over_limit(
    g: GameState, units: list[Unit], limit: int, keep: Callable[[Unit], float], zone: str
) -> list[Unit]:
    """Take cards out of ``units`` (the Reserve or the Landmarks) down to ``limit``, one pick
    each, and return them in the order picked. The hint is the card today's ranking (``keep``,
    most useful first, ties in zone order) puts first beyond the limit."""
    taken: list[Unit] = []
    ranked = sorted(units, key=keep, reverse=True)  # stable: a pick keeps the others' order
    while len(units) > limit:
        pick = units.index(ranked[limit])
        if len(units) > 1:
            cards = [(u.card, zone) for u in units]
            what = "Discard a Reserve card" if zone == "reserve" else "Sacrifice a Landmark"
            prompt = f"{what} (limit {limit})"
            pick = pick_card(g, "Clean-up", prompt, cards, pick)
        ranked.remove(units[pick])
        taken.append(units.pop(pick))
    return taken


def end_of_day(g: GameState) -> None:
    """The player passed: Dusk, Night, the day's record, the win test, the next Morning."""
    dusk_and_night((g,))
    won = g.distance >= WIN_DISTANCE or g.won_by_effect
    if g.day_trace is not None:
        trace_night(g, won)
    if won:
        g.won_day = g.day
        g.phase = P_OVER
    elif g.day >= g.max_days:
        g.phase = P_OVER
    else:
        morning(g)


def _own_progress(seats: tuple[GameState, ...]) -> list[list[bool]]:
    """Progress of each player's expeditions against the empty side facing them (goldfish)."""
    moves: list[list[bool]] = []
    for seat in seats:
        go0, go1, _need0, _need1 = seat.progress_flags()
        moves.append([go0, go1])
    return moves


def dusk_and_night(
    seats: tuple[GameState, ...],
    decide_moves: Callable[[tuple[GameState, ...]], list[list[bool]]] | None = None,
) -> None:
    """The end of the day for one player (goldfish) or both (a duel's seats, in seat order),
    up to each one's day record: every "At Dusk" ability, then Progress as
    ``decide_moves(seats)`` says (None: each player's own expeditions against the empty side
    facing them; each seat's expeditions, decided before any moves, 4.2.4.h),
    then every player's Rest, "At Night — [Sabotage] after Rest" (a duel), and every player's
    Clean-up, whose discards are simultaneous (4.2.5.a, 4.2.5.c)."""
    hands: list[int] = []
    mana: list[int] = []
    for seat in seats:
        hands.append(len(seat.hand))
        mana.append(len(seat.mana_cards))
    for seat in seats:
        dusk_abilities(seat)
    moves = _own_progress(seats) if decide_moves is None else decide_moves(seats)
    duel = len(seats) > 1
    sabotages = [HOOKS.night_sabotages(s) for s in seats] if duel else []
    for p, seat in enumerate(seats):
        progress(seat, moves[p])
    for seat in seats:  # 4.2.4-4.2.5: both players' Progress before either's Night
        rest(seat)
    if duel:
        for seat, count in zip(seats, sabotages, strict=True):
            for _ in range(count):  # "At Night — [Sabotage] after Rest", before Clean-up
                HOOKS.sabotage(seat)
        tonight = [list(s.reserve) for s in seats]  # as Clean-up begins: simultaneous
        # 4.2.5.a: Clean-up after every player's Rest; 4.2.5.c: the first player's choice first
        for p in sorted(range(len(seats)), key=lambda p: not seats[p].first_player):
            clean_up_night(seats[p], tonight[1 - p])
    else:
        clean_up_night(seats[0], None)
    for p, seat in enumerate(seats):
        seat.records.append(_day_record(seat, hands[p], mana[p]))


def _day_record(g: GameState, hand_size: int, mana: int) -> DayRecord:
    pos = g.pos
    # positional (field order of DayRecord): day, mana, spent, hand_plays, reserve_plays,
    # hand_size, hero_position, companion_position, hero_moved, companion_moved
    return DayRecord(
        g.day,
        mana,
        g.spent,
        g.hand_plays,
        g.reserve_plays,
        hand_size,
        pos[0],
        pos[1],
        g.moved[0],
        g.moved[1],
    )
