"""The removal mechanic's declaration: what it brings to the engine (the registry reads it)."""

from __future__ import annotations

from altered_deck.engine.core.effects import kinds_of
from altered_deck.engine.mechanics import Mechanic
from altered_deck.engine.mechanics.removal import forms, kinds, rules

MECHANIC = Mechanic(
    forms=(forms.FORMS,),
    kinds=kinds_of(
        kinds,
        faces_opponent=(
            kinds.E_OPP_REMOVE,
            kinds.E_OPP_REMOVE_EACH,
            kinds.E_SABOTAGE,
            kinds.E_OPP_STATUS,
            kinds.E_OPP_EXHAUST_RESERVE,
            kinds.E_OPP_DISCARD_HAND,
            kinds.E_OPP_RESUPPLY,
            kinds.E_OPP_DRAW,
            kinds.E_OPP_SACRIFICE,
            kinds.E_OPP_TOKEN,
            kinds.E_BOOST_PER_OPP,
            kinds.E_AFTER_YOU,
            kinds.E_SWITCH_ME,
            kinds.E_LOSE_ASLEEP_ME,
            kinds.E_OPP_UNBOOST,
            kinds.E_OPP_EXPEDITION_ASLEEP,
            kinds.E_REMOVE_THEN_TOKEN,
        ),
        opponent_statics=(
            kinds.ST_TOUGH,
            kinds.ST_GRANT_TOUGH,
            kinds.ST_NIGHT_SABOTAGE,
        ),
        gift={
            kinds.E_OPP_DRAW: rules.gift_draw,
            kinds.E_OPP_RESUPPLY: rules.gift_resupply,
            kinds.E_OPP_TOKEN: rules.gift_token,
        },
        opponent_worth={
            kinds.E_SABOTAGE: rules.sabotage_worth,
            kinds.E_OPP_REMOVE: rules.remove_worth,
        },
    ),
)
