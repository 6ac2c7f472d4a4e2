"""The ascension mechanic's rules: after Dusk's Progress, for each Ascended expedition that
moved forward with a terrain of its region tied with the facing expedition above 0 (Complete
Rules 5.0, 4.2.4.e, 4.2.4.f and 4.2.4.k: it moved forward due to that terrain; never against
the empty goldfish side), "it moves forward one more region instead" and then the "When ...
moves forward [due to Ascension]" abilities; an Ascended expedition attempting to Ascend
again; a Character leaving an Ascended expedition (during the Day: Ascended ends at Rest
before the Characters leave, 4.2.5.b); tokens in each Ascended expedition; the condition
"both of your Expeditions are Ascended"."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.tokens import put_token
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.adventure import EXPEDITION_NAMES, reveal
from altered_deck.engine.core.cards import MINE, static_in
from altered_deck.engine.core.decisions import may
from altered_deck.engine.core.effects import ASCENDS, S_EXHAUSTED, conditions_of
from altered_deck.engine.core.hooks import Event
from altered_deck.engine.core.interpreter import statics_in_play
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.ascension import kinds as ascension_kinds

HANDLERS = interpreter.Handlers()
"""This mechanic's effect handlers (its Ascend is the watchers mechanic's)."""


def _tied_a_terrain(g: GameState, e: int, region: int) -> bool:
    """Whether expedition ``e`` ties the facing one in a terrain of ``region`` with a
    statistic above 0 (a tie at 0 moves no one, 4.2.4.f)."""
    own = g.expedition_sums(e)
    opp = g.opponent
    facing = (0, 0, 0, False)  # goldfish: the empty side's sums are 0
    if opp is not None and opp is not g:
        facing = opp.expedition_sums(e)
    return any(region & (1 << k) and own[k] == facing[k] > 0 for k in range(3))


def due_to_ascension(g: GameState, moves: list[bool]) -> list[int]:
    """The expeditions that just moved forward due to Ascension (called after the move: the
    region each left is one back)."""
    found = []
    for e in (0, 1):
        if not moves[e] or not g.ascended & (1 << e):
            continue
        left = g.pos[e] - 1 if e == 0 else g.pos[e] + 1
        if 0 <= left <= 7 and _tied_a_terrain(g, e, g.layout[left]):
            found.append(e)
    return found


def _move_on(g: GameState, e: int, regions: int) -> None:
    """Expedition ``e`` moves forward ``regions`` more regions (within the adventure's ends)."""
    for _ in range(regions):
        if e == 0 and g.pos[0] < 7:
            g.pos[0] += 1
        elif e == 1 and g.pos[1] > 0:
            g.pos[1] -= 1
        else:
            return
        reveal(g.revealed, g.pos[e])
        g.event("moves one more region", EXPEDITION_NAMES[e])


def _further(g: GameState, e: int) -> None:
    """ "If my Expedition would move forward [due to Ascension], it moves forward n more
    regions instead": each such Character in expedition ``e`` adds its regions."""
    extra = sum(
        n
        for u in g.exps[e]
        for kind, n, _arg in u.card.statics
        if kind == ascension_kinds.ST_ASCENSION_FURTHER
    )
    _move_on(g, e, extra)


def _dusk_further(g: GameState, moves: list[bool]) -> None:
    """ "If one of your Expeditions would move forward during Dusk, you may exhaust me to make
    it move forward n more regions instead": for each expedition that moved, each ready card
    that says so asks its player (a MAY decision; the hint: yes)."""
    for e in (0, 1):
        if not moves[e]:
            continue
        for statics, holder, _where in statics_in_play(g):
            for st_kind, n, _arg in statics:
                if st_kind != ascension_kinds.ST_DUSK_FURTHER or holder is None:
                    continue
                if holder.status & S_EXHAUSTED:
                    continue
                regions = "one more region" if n == 1 else f"{n} more regions"
                prompt = f"You may exhaust me: the {EXPEDITION_NAMES[e]} expedition moves {regions}"
                if may(g, holder.card.name, prompt, True):
                    holder.status |= S_EXHAUSTED
                    _move_on(g, e, n)


def moved(g: GameState, moves: list[bool]) -> None:
    """Dusk moved the expeditions: those that moved due to Ascension move further where a
    Character says so, any that moved further where a ready card's player exhausts it, then
    the "When ... moves forward [due to Ascension]" abilities (with "that Expedition" the one
    that moved)."""
    due = due_to_ascension(g, moves)
    for e in due:
        _further(g, e)
    _dusk_further(g, moves)
    for statics, holder, where in statics_in_play(g):
        for st_kind, _n, arg in statics:
            if st_kind == ascension_kinds.ST_BOTH_MOVED_ASCENSION and len(due) == 2:
                interpreter.run(g, arg, holder, where)
            if st_kind != ascension_kinds.ST_MOVED_ASCENSION:
                continue
            mine, effects = arg
            for e in due:
                if not mine or where == e:  # "my Expedition": a card in the one that moved
                    interpreter.run(g, effects, holder, e)


def ascend_again(event: Event) -> None:
    """An Ascended expedition of the player attempted to Ascend again: "If one of your
    [[Ascended]] Expeditions would attempt to [Ascend] again, ..." abilities (as well)."""
    g = event.player
    for statics, holder, where in statics_in_play(g):
        for st_kind, _n, arg in statics:
            if st_kind == ascension_kinds.ST_ASCEND_AGAIN:
                interpreter.run(g, arg, holder, where)


def _again(event: Event) -> bool:
    return event.amount == 1


def _leave(g: GameState, unit: Unit, exp: int) -> None:
    """``unit`` left expedition ``exp``: its "When I leave an [[Ascended]] Expedition"
    abilities, when that expedition is Ascended ("it": that expedition)."""
    if not 0 <= exp <= 1 or not g.ascended & (1 << exp):
        return
    for kind, _n, arg in unit.card.statics:
        if kind == ascension_kinds.ST_LEAVE_ASCENDED:
            interpreter.run(g, arg, unit, exp)


def left(g: GameState, unit: Unit, exp: int, boosts: int, to_reserve: bool) -> None:
    """A Character left an expedition for another zone (during the Day)."""
    _leave(g, unit, exp)


def switched(g: GameState, unit: Unit, to: int) -> None:
    """A Character switched expeditions: it left the other one (7.3.39)."""
    _leave(g, unit, 1 - to)


@HANDLERS.on(ascension_kinds.E_TOKEN_ASCENDED)
def _token_ascended(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Create n tokens in each of the player's Ascended expeditions."""
    for e in (0, 1):
        if g.ascended & (1 << e):
            for _ in range(n):
                put_token(g, g, g.source.cards[arg], e)


def _holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's ``C_*`` conditions holds now."""
    if condition == ascension_kinds.C_BOTH_ASCENDED:
        return g.ascended & 3 == 3
    return False


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(ascension_kinds, _holds)
"""This mechanic's conditions and what answers them."""

FEATURES = (
    (
        ascension_kinds.F_ASCENSION_MOVES,
        static_in(
            ascension_kinds.ST_MOVED_ASCENSION,
            ascension_kinds.ST_BOTH_MOVED_ASCENSION,
            ascension_kinds.ST_ASCENSION_FURTHER,
            ascension_kinds.ST_DUSK_FURTHER,
        ),
    ),
    (ascension_kinds.F_ASCEND_AGAIN, static_in(ascension_kinds.ST_ASCEND_AGAIN)),
    (ascension_kinds.F_LEAVE_ASCENDED, static_in(ascension_kinds.ST_LEAVE_ASCENDED)),
)
"""The deck features this mechanic's moments need."""

SUBSCRIPTIONS = (
    ("moved", moved, ascension_kinds.F_ASCENSION_MOVES),
    (ASCENDS, ascend_again, ascension_kinds.F_ASCEND_AGAIN, MINE, 0, _again),
    ("left", left, ascension_kinds.F_LEAVE_ASCENDED),
    ("switched", switched, ascension_kinds.F_LEAVE_ASCENDED),
)
"""The moments it watches: Dusk's Progress moved the expeditions; an expedition Ascends; a
Character leaves an expedition or switches."""
