"""The sabotage mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.core.effects import kinds_of
from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.sabotage import forms, kinds, rules

MECHANIC = Mechanic(
    depends_on=frozenset(("removal", "sacrifice")),
    forms=(forms.FORMS,),
    hooks={
        "opponent_played_from_reserve": rules.opponent_played_from_reserve,
        "opponent_played_character": rules.opponent_played_character,
        "night_sabotages": rules.night_sabotages,
        "sabotage": rules.sabotage,
    },
    kinds=kinds_of(
        kinds,
        faces_opponent=(
            kinds.E_OPP_BACK_TARGET,
            kinds.E_OPP_WIPE_BACK,
            kinds.E_OPP_NO_MOVE,
            kinds.E_SABOTAGE_THEN,
            kinds.E_SAC_FOR_OPP,
            kinds.E_OPP_HAND_TO_RESERVE,
            kinds.E_DEFECT,
            kinds.E_OPP_ELSE,
            kinds.E_OPP_ALL_STATUS,
            kinds.E_OPP_REPLACE,
            kinds.E_OPP_IF_DONE,
            kinds.E_ASLEEP_SABOTAGE,
            kinds.E_PAY_ASLEEP_FACING,
            kinds.E_PAY_DISCARD_RESUPPLY,
            kinds.E_TOP_IF_WATER,
            kinds.E_SABOTAGE_EXHAUSTED,
            kinds.E_SABOTAGE_COST,
            kinds.E_SABOTAGE_FOREST,
            kinds.E_OPP_TO_DECK_X,
            kinds.E_ANCHOR_FACING,
            kinds.E_RESERVE_DRAW_UNLESS,
            kinds.E_EXHAUST_ROLL,
            kinds.E_TOKEN_FOR_OPP,
        ),
        opponent_statics=(
            kinds.ST_COST_FLOOR,
            kinds.ST_OPP_RESERVE_PLAY,
            kinds.ST_PULL_PLAYED,
            kinds.ST_OPP_DRAWS,
        ),
        opponent_worth={kinds.E_SABOTAGE_EXHAUSTED: rules.exhausted_worth},
    ),
)
