"""The Mana zone's replacement: "If I would leave the Expedition zone, (you may) put me in my
owner's Mana zone instead" (asked by the core when a Character leaves at Rest, and by a
sacrifice), and the engine's policy for every "you may put ... in Mana": :func:`wants_mana`.
"""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.decisions import may
from altered_deck.engine.core.hooks import HOOKS
from altered_deck.engine.core.state import GameState, Unit


def to_mana_instead(g: GameState, u: Unit) -> bool:
    """ "If I would leave the Expedition zone, (you may) put me in my owner's Mana zone
    instead": True (and the card is in the Mana zone, exhausted, 3.2.9.b) when it applies."""
    for st_kind, _n, arg in u.card.statics:
        if st_kind != fx.ST_TO_MANA:
            continue
        optional, while_boosted = arg
        if while_boosted and u.boosts <= 0:
            continue
        if optional and not may(
            g, u.card.name, "You may put me in my owner's Mana zone instead", wants_mana(g)
        ):
            HOOKS.declined_mana(g, u)  # "If you don't, draw a card" (mechanics/keywords/rules)
            continue
        g.owner_of(u).mana_cards.append(u.card)
        g.event("to-mana", u.card.name)
        return True
    return False


def wants_mana(g: GameState) -> bool:
    """Engine policy: one more Mana Orb helps while a card in hand or Reserve costs more than
    the Mana Orbs the player has."""
    orbs = len(g.mana_cards)
    return any(c.hand_cost > orbs for c in g.hand) or any(
        u.card.reserve_cost > orbs for u in g.reserve
    )
