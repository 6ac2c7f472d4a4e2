"""The activations mechanic's rules: each ``{D}`` and ``{T}`` ability a player activates is
counted for the turn (a turn ends with the player's next play or pass; quick actions do not
end it), "When two {D} abilities are activated on one of your turns —" abilities of the Hero
and the objects in play run when the count reaches their number, and "The next time a {D}
ability is activated this turn, ..." waits for the next one (the activation that set it up
is already counted: it waits for another)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import MINE, EngineCard, kind_in
from altered_deck.engine.core.decisions import IN_PLAY_ZONES, asks, may, pick_card, source_name
from altered_deck.engine.core.effects import (
    ABILITY_D,
    ACTIVATED,
    S_FLEETING,
    Effects,
    conditions_of,
)
from altered_deck.engine.core.hooks import Event, emit
from altered_deck.engine.core.interpreter import statics_in_play
from altered_deck.engine.core.state import GameState, Unit, keep, kept
from altered_deck.engine.mechanics.activations import kinds as activations_kinds

_COUNTS = "activations: {D} and {T} abilities activated this turn"
_NONE = (0, 0)  # no {D}, no {T} ability activated
_WAITING = "activations: effects waiting for the next activation this turn"
LAST_STEP = 9
"""The step of the turn's end among the subscriptions to a play or a pass: the last."""


HANDLERS = interpreter.Handlers()


def activated(event: Event) -> None:
    """The player activated a ``{D}`` or ``{T}`` ability: counted for the turn, then the
    abilities that wait for it."""
    g = event.player
    cost = event.amount
    counts = list(kept(g, _COUNTS, _NONE))
    counts[cost] += 1
    keep(g, _COUNTS, tuple(counts))
    kind = (
        activations_kinds.ST_ON_ACTIVATIONS_D
        if cost == ABILITY_D
        else activations_kinds.ST_ON_ACTIVATIONS_T
    )
    for statics, holder, where in statics_in_play(g):
        for st_kind, n, arg in statics:
            if st_kind == kind and n == counts[cost]:
                interpreter.run(g, arg, holder, where)
    waiting: tuple[tuple[int, Effects, EngineCard | None], ...] = kept(g, _WAITING, ())
    due = [(effects, card) for waited, effects, card in waiting if waited == cost]
    if due:
        keep(g, _WAITING, tuple(w for w in waiting if w[0] != cost))
        resolving = g.resolving
        for effects, card in due:
            g.resolving = card  # the card whose ability waited: it asks for the targets
            interpreter.run(g, effects, None, event.exp)
        g.resolving = resolving


@HANDLERS.on(activations_kinds.E_NEXT_ACTIVATION)
def _next_activation(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """The next time a ``{D}`` (``{T}``) ability is activated this turn, ``arg`` happens."""
    card = unit.card if unit is not None else g.resolving
    keep(g, _WAITING, (*kept(g, _WAITING, ()), (n, arg, card)))


@HANDLERS.on(activations_kinds.E_ACTIVATE_MY_D)
def _activate_my_support(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """I activate my ``{D}`` ability: the card in play does what its Reserve ability says (no
    card is discarded: the ability is activated, its cost not paid), then ``arg`` ("If you
    do"). ``n`` = 1: "you may have me" (the player's decision; the engine's hint: yes)."""
    if unit is None or not unit.card.support:
        return
    if n and not may(g, unit.card.name, "activate my {D} ability", True):
        return
    resolving = g.resolving
    g.resolving = unit.card
    g.event("activate", unit.card.name)
    if g.hooks.on:
        emit(g, ACTIVATED, unit.card, g, g.resolving, exp, ABILITY_D)
    interpreter.run(g, unit.card.support, None, exp)
    g.resolving = resolving
    if arg:
        interpreter.run(g, arg, unit, exp)


@HANDLERS.on(activations_kinds.E_TARGET_CHARACTER_D)
def _target_character_support(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may target a Character you control: it activates its ``{D}`` ability (as "I
    activate my {D} ability" says). The player picks it or none (the engine's hint: the first
    with a ``{D}`` ability)."""
    legal = [(u, e) for e in (0, 1) for u in g.exps[e]]
    prompt = "target a Character in your Expeditions"
    picked = _may_target(g, unit, legal, prompt, lambda card: bool(card.support))
    if picked is not None:
        _activate_my_support(g, 0, (), *picked)


def _may_target(
    g: GameState,
    unit: Unit | None,
    legal: list[tuple[Unit, int]],
    prompt: str,
    has_ability: Callable[[EngineCard], bool],
) -> tuple[Unit, int] | None:
    """The player's pick among ``legal`` (their own cards, each with its expedition; -1: a
    Landmark) or none; the engine's hint, the first whose card ``has_ability``."""
    if not legal:
        return None
    hint = next((i for i, (u, _e) in enumerate(legal) if has_ability(u.card)), len(legal))
    cards = [(u.card, IN_PLAY_ZONES[e]) for u, e in legal]
    source = source_name(g, unit)
    picked = pick_card(g, source, prompt, cards, hint, "no target") if asks(g) else hint
    return legal[picked] if picked < len(legal) else None


def _joins_again(g: GameState, permanent: Unit, exp: int) -> None:
    """``permanent`` activates its ``{j}`` abilities (Complete Rules 5.0, 7.3.1.d: they are
    its own, not the card's that made it)."""
    if permanent.card.on_join:
        interpreter.run(g, permanent.card.on_join, permanent, exp)


def _permanents(g: GameState) -> list[tuple[Unit, int]]:
    """The player's Permanents (Expedition Permanents, Landmarks: not the Characters) with
    their expedition (-1: the Landmarks)."""
    return [(u, e) for e in (0, 1) for u in g.gear[e]] + [(u, -1) for u in g.landmarks]


@HANDLERS.on(activations_kinds.E_PERMANENTS_JOIN)
def _permanents_join(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Each Permanent you control activates its ``{j}`` abilities, in zone order."""
    for permanent, where in _permanents(g):
        _joins_again(g, permanent, where)


def _base_cost(unit: Unit) -> int:
    """Its Reserve Cost when Fleeting, else its Hand Cost."""
    return unit.card.reserve_cost if unit.status & S_FLEETING else unit.card.hand_cost


@HANDLERS.on(activations_kinds.E_TARGET_PERMANENT_JOIN)
def _target_permanent_join(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """You may target a Permanent you control (of subtype ``arg[0]``, Base Cost at most
    ``arg[1]``): it activates its ``{j}`` abilities. The player picks the target or none (the
    engine's hint: the first with a ``{j}`` ability)."""
    subtype, limit = arg
    legal = [
        (u, e)
        for u, e in _permanents(g)
        if (not subtype or subtype in u.card.subtypes) and (limit < 0 or _base_cost(u) <= limit)
    ]
    prompt = "target a Permanent you control"
    picked = _may_target(g, unit, legal, prompt, lambda card: bool(card.on_join))
    if picked is not None:
        _joins_again(g, *picked)


def turn_over(g: GameState, *_: object) -> None:
    """A card played has resolved, or the player passed: the turn is over."""
    if kept(g, _COUNTS, _NONE) != _NONE or kept(g, _WAITING, ()):
        keep(g, _COUNTS, _NONE)
        keep(g, _WAITING, ())


def _holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's ``C_*`` conditions holds now."""
    if condition == activations_kinds.C_ACTIVATED:
        n, cost = amount
        return kept(g, _COUNTS, _NONE)[cost] >= n
    return False


counts_activations = kind_in(
    activations_kinds.E_NEXT_ACTIVATION,
    activations_kinds.E_ACTIVATE_MY_D,
    activations_kinds.ST_ON_ACTIVATIONS_D,
    activations_kinds.ST_ON_ACTIVATIONS_T,
    activations_kinds.C_ACTIVATED,
    length=2,
)
"""The deck feature: an ability (an effect, a static or a condition) that counts or waits
for this turn's activations."""


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(activations_kinds, _holds)
"""This mechanic's conditions (each ``C_*`` kind it declares) and what answers them."""

FEATURES = ((activations_kinds.F_ACTIVATIONS, counts_activations),)
"""The deck feature this mechanic's moments need."""

SUBSCRIPTIONS = (
    (ACTIVATED, activated, activations_kinds.F_ACTIVATIONS, MINE),
    ("played", turn_over, activations_kinds.F_ACTIVATIONS, MINE, LAST_STEP),
    ("passed", turn_over, activations_kinds.F_ACTIVATIONS, MINE, LAST_STEP),
)
"""The moments it watches: an ability activated; a turn over (after every other mechanic's
watchers of that moment, which may still ask this turn's activations)."""
