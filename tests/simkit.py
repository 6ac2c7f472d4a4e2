"""Helpers for simulation tests: the Sierra starter, hand-made clones and stronger cards."""

from __future__ import annotations

from typing import Any

from altered_deck.cards.model import Card
from altered_deck.cards.store import CardStore
from altered_deck.decks.model import ResolvedDeck
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.engine.settings import DEFAULT_DUEL_DAYS, PlaySettings
from altered_deck.sim.swaps import Swap
from tests.conftest import STARTERS

SIERRA = STARTERS / "sierra.txt"


def sierra(store: CardStore) -> ResolvedDeck:
    """The Sierra starter, resolved."""
    return resolve_deck(read_deck(str(SIERRA)), store)


def clone(card: Card, number: int, **changes: object) -> Card:
    """``card`` under a new reference, number and name; ``changes`` override fields."""
    update: dict[str, object] = {
        "reference": f"ALT_TEST_B_{card.faction_code}_{number}_C",
        "set_code": "TEST",
        "number": number,
        "names": {"en-us": f"Clone of {card.english_name}"},
    }
    update.update(changes)
    return card.model_copy(update=update)


def clone_swaps(deck: ResolvedDeck, first_number: int = 900) -> list[Swap]:
    """One swap per distinct non-Hero card: the card for an identical copy of itself."""
    seen: dict[str, Card] = {}
    for entry in deck.non_hero:
        seen.setdefault(entry.card.key, entry.card)
    return [Swap(card, clone(card, first_number + i)) for i, card in enumerate(seen.values())]


def stronger(card: Card, number: int, boost: int = 1) -> Card:
    """A hand-made strictly stronger version of a Character: costs 1 less (Hand and Reserve,
    not below 0) and every stat + ``boost``; same text."""
    return clone(
        card,
        number,
        names={"en-us": f"Super {card.english_name}"},
        hand_cost=max(0, (card.hand_cost or 0) - 1),
        reserve_cost=max(0, (card.reserve_cost or 0) - 1),
        forest=(card.forest or 0) + boost,
        mountain=(card.mountain or 0) + boost,
        water=(card.water or 0) + boost,
    )


def duels(games: int, seed: int, **fields: Any) -> PlaySettings:
    """A matchup's settings with the command's day cap (the rest as given)."""
    return PlaySettings(games=games, seed=seed, **{"max_days": DEFAULT_DUEL_DAYS, **fields})
