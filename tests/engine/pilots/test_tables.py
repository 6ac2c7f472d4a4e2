"""The pilot's per-card tables: the Hero's play trigger counted for the card that fires it,
Permanents counted low when choosing Mana cards."""

from __future__ import annotations

from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.effects import S_ANCHORED
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import A_SUPPORT, P_AFTERNOON
from altered_deck.engine.pilots import make_pilot
from altered_deck.engine.pilots.tables import PERMANENT_SHARE, PilotTables
from tests.conftest import STARTERS


def starter(store, name: str) -> CompiledDeck:
    path = STARTERS / f"{name}.txt"
    return compile_deck(resolve_deck(parse_text(path.read_text("utf-8"), source=name), store))


def card(deck: CompiledDeck, name: str, cost: int):
    return next(c for c in deck.cards if c.name == name and c.hand_cost == cost)


def test_sierras_hero_token_counts_for_permanents_of_cost_3_or_more(store):
    # Sierra & Oddball: "When you play a Permanent with Hand Cost {3} or more — You may
    # exhaust me ({T}) to create a [Brassbug 2/2/2] Robot token in target Expedition."
    deck = starter(store, "sierra")
    tables = PilotTables(deck)
    hub = card(deck, "Brassbug Hub", 3)
    generator = card(deck, "Kelonic Generator", 4)
    mechanic = card(deck, "Foundry Mechanic", 1)
    # power by region mask (bit 1 Forest, 2 Mountain, 4 Water): 2 wherever a terrain is
    assert tables.hero_tokens[hub.index] == (0, 2, 2, 2, 2, 2, 2, 2)
    assert tables.hero_tokens[generator.index] == (0, 2, 2, 2, 2, 2, 2, 2)
    assert tables.hero_tokens[mechanic.index] is None  # a Character does not trigger it


def test_a_deck_whose_hero_has_no_play_trigger_has_no_hero_tokens(store):
    deck = starter(store, "kojo")
    assert set(PilotTables(deck).hero_tokens) == {None}


def test_permanents_count_a_share_of_their_usefulness_for_mana_choices(store):
    deck = starter(store, "sierra")
    tables = PilotTables(deck)
    hub = card(deck, "Brassbug Hub", 3)
    mechanic = card(deck, "Foundry Mechanic", 1)
    assert PERMANENT_SHARE == 0.25
    assert tables.spare_use[hub.index] == hub.usefulness * 0.25
    assert tables.spare_use[mechanic.index] == mechanic.usefulness


def test_the_greedy_pilot_uses_an_anchor_support_when_clean_up_would_discard_anyway(store):
    # The Hatter: "{D} : Target Character with Hand Cost {3} or less gains [[Anchored]]."
    # Nevenka, seed 21, day 4: Rest would leave more cards than a Reserve of 2, so the pilot
    # discards The Hatter to anchor Esmeralda (she stays in the Hero expedition tonight)
    deck = starter(store, "nevenka")
    tables = PilotTables(deck)
    assert tables.support_anchor[card(deck, "The Hatter", 4).index] == 3
    assert tables.support_anchor[card(deck, "Esmeralda", 2).index] is None
    game = Game(deck, 21)
    pilot = make_pilot("greedy")
    while game.day < 4 or game.phase != P_AFTERNOON:
        game.apply(pilot.choose(game))
    seen = []
    while game.day == 4 and not game.is_terminal():
        action = pilot.choose(game)
        seen.append(game.action_to_string(action))
        game.apply(action)
        if action[0] == A_SUPPORT:
            assert [(u.card.name, bool(u.status & S_ANCHORED)) for u in game.exps[0]] == [
                ("Esmeralda", True)
            ]
    assert "support The Hatter -> Hero" in seen
