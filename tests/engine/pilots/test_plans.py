"""The planning pilot plans again once an action reveals hidden information (a card taken
from the Deck, a die rolled): its plan was made on a copy whose hidden cards were redrawn."""

from __future__ import annotations

from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.game import Game
from altered_deck.engine.pilots import make_pilot
from altered_deck.engine.pilots.search import best_day1_moves, sure_day1_double
from tests.conftest import STARTERS


def starter(store, name: str) -> CompiledDeck:
    path = STARTERS / f"{name}.txt"
    return compile_deck(resolve_deck(parse_text(path.read_text("utf-8"), source=name), store))


def day1(deck: CompiledDeck, seed: int) -> tuple[list[str], bool, bool]:
    game = Game(deck, seed, max_days=1)
    pilot = make_pilot("planner")
    played = []
    while not game.is_terminal():
        action = pilot.choose(game)
        played.append(game.action_to_string(action))
        game.apply(action)
    record = game.records[0]
    return played, record.hero_moved, record.companion_moved


def test_the_planner_plays_the_card_esmeralda_resupplied_to_move_both_expeditions(store):
    # Esmeralda: "{H} [Resupply]. (Put the top card of your deck in Reserve.)" The card it puts
    # into Reserve (Ouroboros Trickster) is seen only once she is played; the plan
    # made on the redrawn copy did not know it, the plan made after it does.
    deck = starter(store, "nevenka")
    played, hero, companion = day1(deck, 1)
    assert played == [
        "mana Asmodeus",
        "mana Lyra Cloth Dancer",
        "mana Paint Prison",
        "play-hand Esmeralda -> Hero",
        "play-reserve Ouroboros Trickster -> Companion",
        "pass",
    ]
    assert (hero, companion) == (True, True)


def test_the_planner_reacts_to_another_resupplied_card(store):
    deck = starter(store, "nevenka")
    played, hero, companion = day1(deck, 168)
    assert played[3:] == [
        "play-hand Esmeralda -> Hero",
        "play-reserve Kadigiran Mage-Dancer -> Companion",
        "pass",
    ]
    assert (hero, companion) == (True, True)


def test_the_planners_day1_search_tries_the_greedy_mana_set_first(store):
    # Teija, seed 48: the Day 1 search's budget ended before the Mana set that keeps both
    # Spindle Harvesters (1 mana each, one per expedition) was tried
    deck = starter(store, "teija")
    played, hero, companion = day1(deck, 48)
    assert played[3:] == [
        "play-hand Spindle Harvesters -> Hero",
        "play-hand Spindle Harvesters -> Companion",
        "pass",
    ]
    assert (hero, companion) == (True, True)


def test_a_double_move_that_needs_a_lucky_resupply_is_not_sure(store):
    # Nevenka, seed 1: the search that sees the Deck order finds the double move (Esmeralda's
    # [Resupply] brings Ouroboros Trickster); on redrawn copies it does not always
    deck = starter(store, "nevenka")
    assert best_day1_moves(Game(deck, 1)) == 2
    assert sure_day1_double(Game(deck, 1)) is False


def test_a_double_move_from_the_opening_hand_alone_is_sure(store):
    deck = starter(store, "teija")
    assert sure_day1_double(Game(deck, 48)) is True
