"""The feats mechanic's rules: "complete me" (the source Feat gains Completed, once: an object
that has a status cannot gain it again, Complete Rules 5.0 2.4.1.d) and the testers of its
conditions."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.core import interpreter
from altered_deck.engine.core.cards import EngineCard, static_in
from altered_deck.engine.core.effects import K_TOKEN, S_EXHAUSTED, S_FLEETING, conditions_of
from altered_deck.engine.core.state import GameState, Unit
from altered_deck.engine.mechanics.feats import kinds as feats_kinds
from altered_deck.engine.mechanics.feats.kinds import BOOSTED, DIFFERENT_COST, S_COMPLETED

FEAT = "FEAT"


_VARIANTS: dict[int, tuple[EngineCard, EngineCard]] = {}
"""id(base record) → (base, its Completed record): built once per record."""
_BASES: dict[int, EngineCard] = {}
"""id(Completed record) → its base record."""


HANDLERS = interpreter.Handlers()


def completed_card(card: EngineCard) -> EngineCard:
    """The record of ``card`` once Completed: the same card with the ``{T}``, "At Noon" and
    static or triggered abilities of its "[[Completed]]" text (``card`` itself when it has
    none)."""
    found = _VARIANTS.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    taps = [(n, arg) for kind, n, arg in card.statics if kind == feats_kinds.ST_COMPLETED_TAP]
    noons = [arg for kind, _n, arg in card.statics if kind == feats_kinds.ST_COMPLETED_NOON]
    gained = tuple(
        st
        for kind, _n, arg in card.statics
        if kind == feats_kinds.ST_COMPLETED_STATICS
        for st in arg
    )
    if not taps and not noons and not gained:
        return card
    variant = card.copy()
    if taps:
        variant.tap_cost, variant.tap = taps[0]
    variant.at_noon = sum(noons, card.at_noon)
    variant.statics = card.statics + gained
    _VARIANTS[id(card)] = (card, variant)
    _BASES[id(variant)] = card
    return variant


def base_card(card: EngineCard) -> EngineCard:
    """The printed record of ``card`` (its base record when it is a Completed one)."""
    return _BASES.get(id(card), card)


def complete(unit: Unit) -> None:
    """``unit`` (a Feat in play) is Completed: the status, and the abilities it gives."""
    unit.status |= S_COMPLETED
    unit.card = completed_card(unit.card)


@HANDLERS.on(feats_kinds.E_COMPLETE)
def _complete(g: GameState, n: int, arg: Any, unit: Unit | None, exp: int) -> None:
    """Complete me: the source gains Completed (nothing when it already has it)."""
    if unit is None or unit.status & S_COMPLETED:
        return
    complete(unit)
    g.event("complete", unit.card.name)


def joined(g: GameState, unit: Unit) -> None:
    """A Permanent joined: an object entering a zone has no status (2.4.1.b), so a Feat that
    was Completed before comes back as printed."""
    if not unit.status & S_COMPLETED:
        unit.card = base_card(unit.card)


def _base_cost(unit: Unit) -> int:
    """Its Reserve Cost when Fleeting, else its Hand Cost."""
    return unit.card.reserve_cost if unit.status & S_FLEETING else unit.card.hand_cost


def _has(unit: Unit, status: int) -> bool:
    return unit.boosts > 0 if status == BOOSTED else bool(unit.status & status)


def _different(g: GameState, amount: Any) -> bool:
    n, subtype, which = amount
    units = [u for e in g.exps for u in e if not subtype or subtype in u.card.subtypes]
    if which == DIFFERENT_COST:
        values = {_base_cost(u) for u in units}
    else:  # the {V} statistic, boosts included
        values = {u.card.stats[0] + u.boosts for u in units}
    return len(values) >= n


def _holds(g: GameState, condition: int, amount: Any, unit: Unit | None, exp: int) -> bool:
    """Whether one of this mechanic's ``C_*`` conditions holds now."""
    if condition == feats_kinds.C_COMPLETED_FEAT:
        return any(FEAT in u.card.subtypes and u.status & S_COMPLETED for u in g.landmarks)
    if condition == feats_kinds.C_STATUS_CHARACTERS:
        n, status = amount
        return sum(1 for e in g.exps for u in e if _has(u, status)) >= n
    if condition == feats_kinds.C_EXP_CHARACTERS:
        return len(g.exps[0]) + len(g.exps[1]) >= amount
    if condition == feats_kinds.C_LANDMARKS_HAND_COST:
        return sum(u.card.hand_cost for u in g.landmarks) >= amount
    if condition == feats_kinds.C_DIFFERENT:
        return _different(g, amount)
    if condition == feats_kinds.C_HAND_AT_MOST:
        return len(g.hand) <= amount
    if condition == feats_kinds.C_EXHAUSTED_PERMANENT:
        permanents = [*g.landmarks, *g.gear[0], *g.gear[1]]
        return any(u.status & S_EXHAUSTED for u in permanents)
    if condition == feats_kinds.C_EITHER_SUBTYPE:
        mine = [u for u, _e in interpreter.in_play(g)]
        return any(
            any(subtype in u.card.subtypes and not (another and u is unit) for u in mine)
            for another, subtype in amount
        )
    if condition == feats_kinds.C_NO_LANDMARK_TOKENS:
        return not any(u.card.kind & K_TOKEN for u in g.landmarks)
    return False


CONDITIONS: dict[int, interpreter.ConditionHolds] = conditions_of(feats_kinds, _holds)
"""This mechanic's conditions (each ``C_*`` kind it declares) and what answers them."""

FEATURES = (
    (feats_kinds.F_LANDMARK_LIMIT, static_in(feats_kinds.ST_LANDMARK_LIMIT)),
    (
        feats_kinds.F_COMPLETES,
        static_in(
            feats_kinds.ST_COMPLETED_TAP,
            feats_kinds.ST_COMPLETED_NOON,
            feats_kinds.ST_COMPLETED_STATICS,
        ),
    ),
)
"""The deck feature of Feats with abilities they gain when Completed."""


def landmark_limit(g: GameState) -> None:
    """Night begins: the Landmarks limit of this Clean-up is the Hero's, or what a Landmark in
    play says it is ("Your Landmarks limit is four"; several: the highest)."""
    said = [
        n
        for u in g.landmarks
        for kind, n, _arg in u.card.statics
        if kind == feats_kinds.ST_LANDMARK_LIMIT
    ]
    g.landmark_limit = max(said) if said else g.source.landmark_limit


SUBSCRIPTIONS = (
    ("permanent_joined", joined, feats_kinds.F_COMPLETES),
    ("before_rest", landmark_limit, feats_kinds.F_LANDMARK_LIMIT),
)
"""The moments it watches: a Permanent joined (a Completed Feat back in play is printed);
Night begins (the Landmarks limit of its Clean-up)."""
