"""What effects are worth: the static ranks the engine's choices read.

The compiler writes each card's ranks once per deck (:func:`rank`: ``EngineCard.usefulness``,
its value per mana played from Hand, and ``EngineCard.keep_value``, its worth kept in Reserve):
the engine's policy for the choices inside effects and at Clean-up. The pilots' per-deck
tables (:mod:`altered_deck.engine.pilots.tables`) weigh effects in the same units.
"""

from __future__ import annotations

from collections.abc import Sequence

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import EngineCard
from altered_deck.engine.core.effects import FACING_KINDS, Effects
from altered_deck.engine.mechanics.choices import kinds as choices_kinds
from altered_deck.engine.mechanics.dice import kinds as dice_kinds

# Value units for the greedy pilot's static ranking: 1 = one point of power in one
# expedition for one Dusk. A Landmark's Noon ability is worth about three Noons.

DRAW_VALUE = 1.5
RESUPPLY_VALUE = 1.0
NOON_DAYS = 3.0
_EFFECT_VALUE_DEFAULT = 0.5


def effects_value(effects: Effects, cards: Sequence[EngineCard]) -> float:
    """What ``effects`` are worth to the player who runs them, in the units above (``cards``:
    the deck's records, for the stats of the tokens they make)."""
    value = 0.0
    for op, n, arg in effects:
        if op == fx.E_DRAW:
            value += DRAW_VALUE * n
        elif op == fx.E_RESUPPLY:
            value += RESUPPLY_VALUE * n
        elif op in (fx.E_TOKEN, fx.E_PAY_COUNTER_TOKEN):
            token, where = arg
            copies = 2 if where == fx.TO_EACH else 1
            value += max(cards[token].stats) * (n if op == fx.E_TOKEN else 1) * copies
        elif op in (fx.E_BOOST_SELF, fx.E_BOOST_TARGET, fx.E_NEXT_BOOST):
            value += n
        elif op in (fx.E_BOOST_ALL, fx.E_BOOST_UP_TO_TWO):
            value += 2 * n
        elif op == fx.E_EACH_PLAYER:  # my half; the opponent's is theirs
            value += effects_value(arg[0], cards)
        elif op == fx.E_IF:
            value += effects_value(arg[2], cards) / 2
        elif op in (dice_kinds.E_DIE, dice_kinds.E_DIE_SPEND):
            value += sum(
                effects_value(inner, cards) * (high - low + 1) / 6 for low, high, inner in arg
            )
        elif op == dice_kinds.E_DIE_BOOST_TARGET:
            value += 3.5
        elif op == choices_kinds.E_CHOOSE:  # what its best own options are worth
            own = [o for o in arg[2:] if not any(e[0] in FACING_KINDS for e in o)]
            best = sorted((effects_value(o, cards) for o in own), reverse=True)
            value += sum(best[: max(arg[0][0], 1)])
        elif op == fx.E_NOTHING or op in FACING_KINDS:  # nothing when goldfishing
            pass
        else:
            value += _EFFECT_VALUE_DEFAULT
    return value


def rank(card: EngineCard, cards: Sequence[EngineCard]) -> None:
    """Static usefulness (value per mana when played from Hand) and Reserve keep value."""
    value = effects_value(card.on_hand + card.on_join + card.on_resolve, cards)
    value += effects_value(card.on_leave, cards)
    value += effects_value(card.on_leave_fleeting, cards)
    if card.kind & fx.K_CHARACTER and not card.keywords & fx.KW_DEFENDER:
        value += max(card.stats) * (2 if card.keywords & fx.KW_GIGANTIC else 1)
        if card.keywords & fx.KW_ETERNAL:
            value += max(card.stats) * 2
    if card.kind & fx.K_PERMANENT:
        value += NOON_DAYS * effects_value(card.at_noon, cards)
        value += (NOON_DAYS * DRAW_VALUE) if card.tap else 0.0
        value += NOON_DAYS * len(card.statics)
    card.usefulness = value / max(card.hand_cost, 1)
    reserve_value = effects_value(card.on_reserve + card.on_join + card.on_resolve, cards)
    if card.kind & fx.K_CHARACTER:
        reserve_value += max(card.stats)
    card.keep_value = reserve_value / max(card.reserve_cost, 1) + 0.5 * bool(card.support)


__all__ = ["DRAW_VALUE", "NOON_DAYS", "RESUPPLY_VALUE", "effects_value", "rank"]
