"""The joins mechanic's rules: a Character joined an expedition (played or created: the
Expedition zone; a switch is no join, 7.5.10.c), so the "When ... joins ..." abilities of the
player's Hero and objects in play whose words fit run; and the capped self boost."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import static_in
from altered_deck.engine.core.decisions import may
from altered_deck.engine.core.effects import E_BOOST_SELF, T_MINE
from altered_deck.engine.core.interpreter import statics_in_play
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.joins import kinds as joins_kinds
from altered_deck.engine.targets.pick import target_character

HANDLERS = interpreter.Handlers()


def _fits(arg: Any, unit: Unit, exp: int, holder: Unit | None, where: int) -> bool:
    subtype, another, place, _boosts, _effects = arg
    if subtype and subtype not in unit.card.subtypes:
        return False
    if another and unit is holder:
        return False
    if place == joins_kinds.OTHER_EXPEDITION:
        return where >= 0 and exp == 1 - where
    if place == joins_kinds.MY_EXPEDITION:
        return exp == where
    return True


_JOINING: list[Unit] = []
"""The Characters whose joining is being watched, the latest last: "it" of the watchers."""


def joined(g: GameState, unit: Unit, exp: int) -> None:
    """A Character joined expedition ``exp``: the "When ... joins" abilities that fit."""
    for statics, holder, where in statics_in_play(g):
        for st_kind, _n, arg in statics:
            if st_kind == joins_kinds.ST_WHEN_JOINS and _fits(arg, unit, exp, holder, where):
                unit.boosts += arg[3]
                if arg[4]:
                    _JOINING.append(unit)
                    try:
                        interpreter.run(g, arg[4], holder, where)
                    finally:
                        _JOINING.pop()


def _joining(g: GameState) -> Unit | None:
    """The Character that joined ("it"), while it is still in one of the expeditions."""
    if not _JOINING:
        return None
    it = _JOINING[-1]
    return it if any(it in units for units in g.exps) else None


@HANDLERS.on(joins_kinds.E_SPEND_MINE_FOR_IT)
def _spend_mine_for_it(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may spend n of my boosts; if you do, it gains ``arg`` boosts: asked when I have n
    (the hint: yes when it is in an expedition that does not move yet and I am not)."""
    it = _joining(g)
    if unit is None or it is None or it is unit or unit.boosts < n:
        return
    mine = next((e for e in (0, 1) if unit in g.exps[e]), -1)
    theirs = next(e for e in (0, 1) if it in g.exps[e])
    worth = mine != theirs and not g.would_move(theirs)
    prompt = f"You may spend {n} of my boosts: {it.card.name} gains {arg}"
    if may(g, unit.card.name, prompt, worth):
        unit.boosts -= n
        it.boosts += arg


@HANDLERS.on(joins_kinds.E_SPEND_ANY_FOR_IT)
def _spend_any_for_it(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may spend n boosts from a Character you control to give it ``arg`` boosts: a
    TARGET decision among the player's Characters with n boosts, and "no target" (the hint:
    none)."""
    it = _joining(g)
    if it is None:
        return
    boosts = "1 boost" if n == 1 else f"{n} boosts"
    prompt = f"You may spend {boosts} from a Character you control to give {it.card.name}"
    chosen = target_character(
        g,
        None,
        0,
        None,
        0,
        T_MINE,
        unit,
        optional=True,
        keep=lambda u: u.boosts >= n,
        prompt=prompt,
    )
    if chosen is not None:
        chosen.boosts -= n
        it.boosts += arg


@HANDLERS.on(joins_kinds.E_BOOST_SELF_UP_TO)
def _boost_up_to(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """I gain n boosts, up to a max of ``arg`` boosts on me."""
    if unit is not None and unit.boosts < arg:
        unit.boosts = min(unit.boosts + n, arg)


@HANDLERS.on(joins_kinds.E_BOOST_SELF_PER_UP_TO)
def _boost_per_up_to(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """I gain n boosts per (other) <subtype> Character in your Expeditions, up to a max of
    ``arg[2]`` boosts on me (given as a gain: the boost watchers see it)."""
    subtype, other, most = arg
    if unit is None or unit.boosts >= most:
        return
    counted = sum(
        1
        for units in g.exps
        for u in units
        if (not subtype or subtype in u.card.subtypes) and not (other and u is unit)
    )
    gain = min(n * counted, most - unit.boosts)
    if gain > 0:
        interpreter.run(g, ((E_BOOST_SELF, gain, None),), unit, exp)


FEATURES = ((joins_kinds.F_JOINS_WATCHED, static_in(joins_kinds.ST_WHEN_JOINS)),)
"""The deck feature this mechanic's moment needs."""

SUBSCRIPTIONS = (("joined", joined, joins_kinds.F_JOINS_WATCHED),)
"""The moment it watches: a Character joined an expedition."""
