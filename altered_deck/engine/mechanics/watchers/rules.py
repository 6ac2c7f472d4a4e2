"""Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`.

Its handlers are in :data:`HANDLERS`, installed by :mod:`altered_deck.engine.registry`. It
answers the mechanic's conditions (:func:`holds_statics`) and counts, and runs the hooks the game
calls when the deck has a watcher (its deck hooks, for the features ``F_STATICS`` and
``F_STATUS``): a card played, a die rolled, Dusk's moves, statuses gained.

Facing expeditions (7.5.2): in a duel the opponent's expedition of the same side; when
goldfishing the opponent never moves, so the facing expedition stays at its start: an expedition
is never behind, and tied while it has not moved."""
# mypyc: compiled

from __future__ import annotations

from typing import Any

from altered_deck.engine.acts.dice import roll_die
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core import interpreter
from altered_deck.engine.core.adventure import EXPEDITION_NAMES
from altered_deck.engine.core.cards import MINE, EngineCard, Needs, static_in
from altered_deck.engine.core.decisions import may, source_name
from altered_deck.engine.core.effects import (
    S_ANCHORED,
    S_ASLEEP,
    S_EXHAUSTED,
    S_FLEETING,
    STATUS_GAINED,
    conditions_of,
)
from altered_deck.engine.core.hooks import Event
from altered_deck.engine.core.queries import facing_travelled, travelled
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.boosts import rules as boosts_rules
from altered_deck.engine.mechanics.counters import rules as counters_rules
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from altered_deck.engine.mechanics.watchers.forms import deck_watches
from altered_deck.engine.targets.counts import COUNTS

_SINGLE_TERRAINS = (1, 2, 4)


# --- the facing expedition -----------------------------------------------------------------


def behind(g: GameState, e: int) -> bool:
    """7.5.2.b (never during tiebreakers, 7.5.2.d: all tied)."""
    if getattr(g, "arena", False):
        return False
    return travelled(g, e) < facing_travelled(g, e)


def behind_or_tied(g: GameState, e: int) -> bool:
    """7.5.2.b-d."""
    if getattr(g, "arena", False):
        return True
    return travelled(g, e) <= facing_travelled(g, e)


def _opponent_characters(g: GameState) -> int:
    opponent = getattr(g, "opponent", None)
    if opponent is None or opponent is g:
        return 0  # the goldfish opponent controls no Characters
    return len(opponent.exps[0]) + len(opponent.exps[1])


# --- conditions and counts -----------------------------------------------------------------


def holds_statics(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of the mechanic's conditions holds now (False for any other)."""
    if condition == watchers_kinds.C_BEHIND:
        return exp >= 0 and behind(g, exp)
    if condition == watchers_kinds.C_ALL_BEHIND_OR_TIED:
        return behind_or_tied(g, 0) and behind_or_tied(g, 1)
    if condition == watchers_kinds.C_ASCENDED_ME:
        return exp >= 0 and bool(g.ascended & (1 << exp))
    if condition == fx.C_ANY_ASCENDED:
        return g.ascended != 0
    if condition == watchers_kinds.C_BOOSTED_CHARACTERS:
        return sum(1 for e in g.exps for u in e if u.boosts > 0) >= amount
    if condition == watchers_kinds.C_OTHER_BOOSTED:
        return sum(1 for e in g.exps for u in e if u.boosts > 0 and u is not unit) >= amount
    if condition == watchers_kinds.C_OPPONENT_CHARACTERS:
        return _opponent_characters(g) >= amount
    if condition == watchers_kinds.C_SINGLE_TERRAIN_ME:
        return exp >= 0 and g.layout[g.pos[exp]] in _SINGLE_TERRAINS
    if condition == watchers_kinds.C_TRIO:
        return _trio(g, unit)
    return False


def count_statics(g: GameState, what: int, unit: Unit | None) -> int:
    """The mechanic's ``PER_*`` counts."""
    if what == fx.PER_ASCENDED:
        return (g.ascended & 1) + (g.ascended >> 1 & 1)
    return 0


COUNTS[fx.PER_ASCENDED] = count_statics


def expedition_of(g: GameState, unit: Unit) -> int:
    """The expedition ``unit`` is in (-1: none)."""
    return 0 if unit in g.exps[0] else 1 if unit in g.exps[1] else -1


def _trio(g: GameState, unit: Unit | None) -> bool:
    """A Fleeting, another Anchored and yet another Asleep Character of yours."""
    units = [u for e in g.exps for u in e]
    flee = [u for u in units if u.status & S_FLEETING]
    anchor = [u for u in units if u.status & S_ANCHORED]
    sleep = [u for u in units if u.status & S_ASLEEP]
    return any(
        a is not f and s is not f and s is not a for f in flee for a in anchor for s in sleep
    )


def lone_giant(g: GameState, e: int) -> Unit | None:
    """ "If there is only one Character in my Expedition, it is [Gigantic]" (a Gear of
    expedition ``e``): that Character, when it is not Gigantic already; else None."""
    units = g.exps[e]
    if len(units) != 1 or units[0].card.keywords & fx.KW_GIGANTIC:
        return None
    for gear in g.gear[e]:
        if any(st[0] == watchers_kinds.ST_LONE_GIGANTIC for st in gear.card.statics):
            return units[0]
    return None


def blocked_moves(g: GameState) -> int:
    """Which of the player's expeditions can't move forward now (bit e): "this Day" effects,
    and "Your other Expedition and the Expedition facing it can't move forward" of the
    player's Characters or (in a duel) the opponent's."""
    blocked = g.no_move
    opponent = getattr(g, "opponent", None)
    sides = [g] if opponent is None or opponent is g else [g, opponent]
    for side in sides:
        if watchers_kinds.F_STATICS not in side.hooks.features:
            continue
        for e in (0, 1):
            for u in side.exps[e]:
                if any(st[0] == watchers_kinds.ST_NO_MOVE_OTHER for st in u.card.statics):
                    blocked |= 1 << (1 - e)  # its other expedition, and the one facing it
    if (
        len(sides) == 2
        and opponent is not None
        and watchers_kinds.F_STATICS in opponent.hooks.features
    ):
        blocked |= _only_due_to(g, opponent)
    return blocked


def _only_due_to(g: GameState, opponent: GameState) -> int:
    """ "If an Expedition facing me is in {V}, it can't move forward during Dusk except due
    to {V}" (4.2.4.d) of the opponent's Characters: the player's expeditions (bit e) that
    would not move due to that terrain alone."""
    blocked = 0
    for e in (0, 1):
        region = g.layout[g.pos[e]]
        bits = [
            st[2]
            for u in opponent.exps[e]
            for st in u.card.statics
            if st[0] == watchers_kinds.ST_ONLY_DUE_TO and region & st[2]
        ]
        if not bits:
            continue
        mine = g.expedition_sums(e)
        theirs = opponent.expedition_sums(e)
        tie = 1 if g.ascended >> e & 1 else 0  # 4.2.4.e: an Ascended expedition's tie moves
        for bit in bits:
            k = (1, 2, 4).index(bit)
            if not (mine[k] > 0 and mine[k] + tie > theirs[k]):
                blocked |= 1 << e
    return blocked


# --- hooks (only for decks with a watcher: the feature F_STATICS) ----------------------------


def _holders(g: GameState) -> list[tuple[Unit | None, EngineCard, int]]:
    """The Hero, Landmarks and cards in the expeditions, with their expedition (-1 none)."""
    found: list[tuple[Unit | None, EngineCard, int]] = []
    if g.hero is not None:
        found.append((None, g.hero, -1))
    found += [(lm, lm.card, -1) for lm in g.landmarks]
    for e in (0, 1):
        found += [(u, u.card, e) for u in (*g.exps[e], *g.gear[e])]
    return found


def on_played(g: GameState, card: EngineCard, played: Unit | None, from_reserve: bool) -> None:
    """A card was played (and resolved): the mechanic's "when you play" abilities."""
    base = card.reserve_cost if from_reserve else card.hand_cost
    pending, g.next_reserve_fx = g.next_reserve_fx, False  # any play ends the turn
    for holder, source, e in _holders(g):
        for st_kind, n, arg in source.statics:
            if (
                st_kind == watchers_kinds.ST_PLAY_BASE_EXHAUST
                and card.kind & arg[0]
                and base >= arg[1]
            ):
                _exhaust_for(g, holder, arg[4] + (arg[3] if base >= arg[2] else ()))
            elif st_kind == watchers_kinds.ST_PLAY_ASCENDED_BOOST and played is not None:
                where = expedition_of(g, played)
                if where >= 0 and g.ascended & (1 << where) and _may_exhaust(g, holder):
                    played.boosts += n
            elif (
                st_kind == watchers_kinds.ST_PLAY_FROM_RESERVE
                and from_reserve
                and holder is not played
            ):
                interpreter.run(g, arg[1], holder, e)  # arg[0]: any card
            elif (
                st_kind == watchers_kinds.ST_PLAY_BASE
                and card.kind & arg[0]
                and base >= arg[2]
                and (holder is None or holder is not played)  # a card never sees its own play
            ):
                interpreter.run(g, arg[3], holder, e)
    if card.kind & fx.K_CHARACTER and played is not None:
        entered(g, played, from_reserve)
        _character_played(g, card, played, pending and not from_reserve)


def _character_played(g: GameState, card: EngineCard, played: Unit, reserve_fx: bool) -> None:
    """A Character was played: a pending "activates its {R} abilities" (``reserve_fx``), the
    ``{I}`` watchers of Reserve cards (zero statistics; pay to give it boosts)."""
    if reserve_fx and card.on_reserve:
        interpreter.run(g, card.on_reserve, played, expedition_of(g, played))
    if 0 in card.stats:
        boosts_rules.support_gains(g, watchers_kinds.EV_PLAY_ZERO, fx.K_CHARACTER)
    for u in list(g.reserve):
        if u.status & S_EXHAUSTED or u is played:
            continue
        for st_kind, n, cost in u.card.statics:
            if st_kind == watchers_kinds.ST_PAY_TO_BOOST_PLAYED and g.mana_ready >= cost:
                g.pay(cost)  # optional costs are paid when possible (engine policy)
                played.boosts += n


def on_joined(g: GameState, unit: Unit, exp: int) -> None:
    """ "When a non-token Character joins your Expeditions — It gains n boosts"."""
    if unit.card.kind & fx.K_TOKEN:
        return
    for holder, source, _e in _holders(g):
        if holder is unit:
            continue
        for st_kind, n, _arg in source.statics:
            if st_kind == watchers_kinds.ST_JOIN_NONTOKEN:
                unit.boosts += n


def defender_waived(g: GameState, e: int) -> bool:
    """ "If C, [Defender] Characters don't prevent my Expedition from moving forward": a
    Character of expedition ``e`` with it, and C holds."""
    for u in g.exps[e]:
        for st_kind, _n, arg in u.card.statics:
            if st_kind == watchers_kinds.ST_DEFENDER_WAIVE and interpreter.condition_holds(
                g, arg[0], arg[1], u, e
            ):
                return True
    return False


def _exhaust_me(g: GameState, holder: Unit | None) -> bool:
    """Exhaust the Hero (``holder`` None) or a Landmark if it is ready; False if not."""
    if holder is None:
        if not g.hero_ready:
            return False
        g.hero_ready = False
        return True
    if holder.status & S_EXHAUSTED:
        return False
    holder.status |= S_EXHAUSTED
    return True


def _may_exhaust(g: GameState, holder: Unit | None) -> bool:
    """ "You may exhaust me": asked when the holder is ready (hint: yes), then exhausted."""
    ready = g.hero_ready if holder is None else not holder.status & S_EXHAUSTED
    source = g.hero.name if holder is None and g.hero else source_name(g, holder)
    return ready and may(g, source, "You may exhaust me", True) and _exhaust_me(g, holder)


def _exhaust_for(g: GameState, holder: Unit | None, effects: fx.Effects) -> None:
    """ "You may exhaust me to ...": done whenever the holder is ready (engine policy)."""
    if _may_exhaust(g, holder):
        g.event("exhaust", g.hero.name if holder is None and g.hero else "")
        interpreter.run(g, effects, holder, -1)


def on_roll(g: GameState, roll: int) -> int:
    """A die was rolled: "add 1 to its result" (always taken: higher is better), then "when
    you roll" abilities of Characters in play and ``{I}`` gains in Reserve."""
    holders = _holders(g)
    for _holder, source, _e in holders:
        for st_kind, n, _arg in source.statics:
            if st_kind == watchers_kinds.ST_ROLL_PLUS:
                roll += n
    for _holder, source, e in holders:
        if e < 0:
            continue
        for st_kind, n, arg in source.statics:
            if st_kind == watchers_kinds.ST_ROLL_DRAW and roll >= arg:
                g.draw(n)
    boosts_rules.support_gains(g, watchers_kinds.EV_ROLL, fx.K_ANY)
    return roll


def extra_moves(g: GameState, moves: list[bool]) -> None:
    """Dusk's Progress moved expedition ``e``: "it moves forward one more region instead"
    (some after a die: 4+ one more; 1, it does not move after all)."""
    for e in (0, 1):
        if not moves[e]:
            continue
        sources = [
            branches
            for u in (*g.exps[e], *g.gear[e])
            for st_kind, _n, branches in u.card.statics
            if st_kind == watchers_kinds.ST_EXTRA_MOVE
        ]
        for branches in sources:
            extra = 1
            if branches:
                roll = roll_die(g)
                extra = next((x for lo, hi, x in branches if lo <= roll <= hi), 0)
            if extra > 0:
                boosts_rules.move_forward(g, e)
            elif extra < 0:  # "it doesn't move instead": back where it was, no move today
                move_back(g, e)
                moves[e] = False
                break
    ascended_moves(g, moves)


def ascended_moves(g: GameState, moves: list[bool]) -> None:
    """ "When one or more of your Ascended Expeditions moves forward — If there is no
    Character facing it, draw a card" (at Dusk's Progress)."""
    opponent = getattr(g, "opponent", None)
    alone = [
        e
        for e in (0, 1)
        if moves[e]
        and g.ascended & (1 << e)
        and (opponent is None or opponent is g or not opponent.exps[e])
    ]
    if not alone:
        return
    for _holder, source, _e in _holders(g):
        for st_kind, n, _arg in source.statics:
            if st_kind == fx.ST_ASCENDED_MOVE_DRAW:
                g.draw(n)


def move_back(g: GameState, e: int) -> None:
    if e == 0 and g.pos[0] > 0:
        g.pos[0] -= 1
    elif e == 1 and g.pos[1] < 7:
        g.pos[1] += 1
    g.event("back", EXPEDITION_NAMES[e])


def eternal_ascended(g: GameState, card: EngineCard, exp: int) -> bool:
    """ "If my Expedition is Ascended, I am [Eternal]" (asked at Rest, before Ascended ends)."""
    return bool(g.ascended & (1 << exp)) and any(
        st[0] == watchers_kinds.ST_ETERNAL_ASCENDED for st in card.statics
    )


# --- statuses gained: "If I would gain [[X]] ... instead", "When ... gains [[X]]" ----------


def on_status_gained(event: Event) -> None:
    """A Character of the event's player gained statuses, whoever gave them."""
    statuses_gained(event.player, event.subject, event.amount)


def statuses_gained(g: GameState, u: Unit, gained: int) -> None:
    """Character ``u`` just gained the status bits ``gained``."""
    for st_kind, n, arg in u.card.statics:
        if st_kind == watchers_kinds.ST_GAIN_INSTEAD and gained & arg[0]:
            u.status &= ~arg[0]
            gained &= ~arg[0]
            u.boosts += n
            if arg[1] and not u.status & arg[1]:
                u.status |= arg[1]
                gained |= arg[1]
    if not gained:
        return
    for st_kind, n, arg in u.card.statics:
        if st_kind == watchers_kinds.ST_WHEN_I_GAIN and gained & arg:
            u.boosts += n
    for e in (0, 1):
        for holder in g.exps[e]:
            for st_kind, n, arg in holder.card.statics:
                if st_kind == watchers_kinds.ST_WHEN_ONE_GAINS and gained & arg[0]:
                    (u if arg[1] else holder).boosts += n
    counters_rules.status_gained(g, gained)  # "When a Character you control gains — ..."


def entered(g: GameState, played: Unit, from_reserve: bool) -> None:
    """A Character played from Reserve gained Fleeting as it entered (2.4.7)."""
    if from_reserve and played.status & S_FLEETING and watchers_kinds.F_STATUS in g.hooks.features:
        statuses_gained(g, played, S_FLEETING)


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(
    watchers_kinds, holds_statics, fx.C_ANY_ASCENDED
)


# --- the moments this module's rules watch (registry.install registers them) ---------------

FEATURES: tuple[tuple[str, Needs], ...] = (
    (watchers_kinds.F_STATUS, static_in(*watchers_kinds.STATUS_STATICS)),
    (watchers_kinds.F_STATICS, deck_watches),
)

SUBSCRIPTIONS: tuple[tuple[Any, ...], ...] = (
    ("played", on_played, watchers_kinds.F_STATICS),
    # statuses gained, whoever gave them (the core emits them to the Character's owner)
    (STATUS_GAINED, on_status_gained, watchers_kinds.F_STATUS),
    ("roll", on_roll, watchers_kinds.F_STATICS),
    ("lone_giant", lone_giant, watchers_kinds.F_STATICS),
    ("defender_waived", defender_waived, watchers_kinds.F_STATICS),
    # moments several mechanics watch: the last number is the step at which this one runs
    ("joined", on_joined, watchers_kinds.F_STATICS, MINE, 2),
    ("moved", extra_moves, watchers_kinds.F_STATICS, MINE, 1),
)
