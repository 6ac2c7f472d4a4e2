"""Goldfishing is unaffected by the sabotage mechanic's forms: played with no opponent, each
card aimed at the opponent only moves itself (and pays what it must). A compulsory "target
Character" is not aimed at the opponent: goldfishing, it takes the player's own (6.5.b)."""

from __future__ import annotations

import pytest

from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.effects import K_SPELL
from altered_deck.engine.core.state import A_PLAY_HAND, Unit
from tests.engine.kit import afternoon_game, record_of
from tests.engine.mechanics.removal import test_removal_payments as payments
from tests.engine.mechanics.sabotage import test_facing_statuses as facing
from tests.engine.mechanics.sabotage import test_opponent_reserve as reserve
from tests.engine.mechanics.sabotage import test_sabotage as sabotage

# cards whose whole text acts on the opponent (no own part, no mandatory cost); Metamorphosis,
# Fair Fox, Lost in the Riptide, Lost in the Woods and X Marks the Spot aim at either
# player's card (6.5.a/b; goldfishing, the player's own): tests/engine/test_scenario_sides.py
CASES: list[tuple[CompiledDeck, str]] = (
    [
        (sabotage.DECK, name)
        for name in (
            "Sea Nymph",
            "Forest Nymph",
            "Fury",
            "Celebration Day",
            "Avalanche",
            "Mouse",
            "Pan",
            "Puppeteer",
            "Bait",
            "Lyra",
            "Catch",
            "Reka",
        )
    ]
    + [(payments.DECK, name) for name in ("Medusa", "Snow Maiden")]
    + [(facing.DECK, name) for name in ("Yanna", "Snoozer", "Robin Hood", "Leo")]
    + [(reserve.DECK, "Guard"), (reserve.MORE, "Eru")]
)


@pytest.mark.parametrize(("deck", "name"), CASES, ids=[c[1] for c in CASES])
def test_goldfishing_is_unaffected(deck: CompiledDeck, name: str) -> None:
    card = record_of(deck, name)
    game = afternoon_game(deck, hand=[name], mana=9)
    filler = record_of(deck, "Filler")
    game.exps[0].append(Unit(filler))
    game.exps[1].append(Unit(filler))
    game.reserve.append(Unit(filler))
    before = (
        [[(u.card.name, u.boosts, u.status) for u in e] for e in game.exps],
        [(u.card.name, u.status) for u in game.reserve],
        list(game.pos),
        len(game.deck),
        len(game.hand),
        len(game.mana_cards),
    )
    game.apply((A_PLAY_HAND, 0, 0))
    exps = [[(u.card.name, u.boosts, u.status) for u in e] for e in game.exps]
    if not card.kind & K_SPELL:  # the played Character joined expedition 0: set it aside
        assert exps[0][-1][0] == name
        exps[0] = exps[0][:-1]
    after = (
        exps,
        [(u.card.name, u.status) for u in game.reserve if u.card is not card],
        list(game.pos),
        len(game.deck),
        len(game.hand),
        len(game.mana_cards),
    )
    assert after == (before[0], before[1], before[2], before[3], 0, before[5])
    assert game.landmarks == [] and game.no_move == 0 and game.mana_ready == 9 - card.hand_cost


def test_a_compulsory_target_is_the_players_own_when_goldfishing() -> None:
    # Mana Reaping: "Put target Character or Permanent in its owner's Mana zone"
    deck = sabotage.DECK
    game = afternoon_game(deck, hand=["Mana Reaping"], mana=9)
    filler = Unit(record_of(deck, "Filler"))
    game.exps[1].append(filler)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps == ([], [])
    assert [c.name for c in game.mana_cards][-1] == "Filler"
    assert game.mana_ready == 9 - record_of(deck, "Mana Reaping").hand_cost


def test_each_character_from_target_expedition_is_the_players_own_when_goldfishing() -> None:
    # "Discard each Character from target Expedition, then that Expedition moves backwards":
    # compulsory (6.5.b), so one of the player's own two; the hint, the one with fewer
    # Characters (the Hero expedition among ties)
    deck = sabotage.DECK
    game = afternoon_game(deck, hand=["Fury 8"], mana=9)
    filler = record_of(deck, "Filler")
    game.exps[0].append(Unit(filler))
    game.exps[1].extend([Unit(filler), Unit(filler)])
    game.apply((A_PLAY_HAND, 0, 0))
    assert [[u.card.name for u in e] for e in game.exps] == [[], ["Filler", "Filler"]]
    assert [c.name for c in game.discard] == ["Filler", "Fury 8"]
