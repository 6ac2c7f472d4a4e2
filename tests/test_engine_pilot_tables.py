"""The pilot's per-card tables: the Hero's play trigger counted for the card that fires it,
Permanents counted low when choosing Mana cards."""

from __future__ import annotations

from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine.cards import CompiledDeck, compile_deck
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
