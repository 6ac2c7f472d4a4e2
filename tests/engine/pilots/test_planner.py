"""The planning pilot and the day search: Day 1 double moves against the exhaustive search,
plans that never peek at hidden cards, legal play to the end, decisions answered by search."""

from __future__ import annotations

import pytest

from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import A_CHOOSE, A_MANA, A_PLAY_HAND
from altered_deck.engine.games import play_game
from altered_deck.engine.pilots import make_pilot
from altered_deck.engine.pilots.planner import PlanningPilot
from altered_deck.engine.pilots.search import DaySearch, best_day1_moves, mana_choices
from tests.conftest import STARTERS as FIXTURES
from tests.engine.kit import afternoon_game, deck_of, make_card, put_in_play, vanilla


def starter(store, name: str) -> CompiledDeck:
    path = FIXTURES / f"{name}.txt"
    return compile_deck(resolve_deck(parse_text(path.read_text("utf-8"), source=name), store))


def day1_moves(deck: CompiledDeck, seed: int, pilot: str) -> int:
    game = Game(deck, seed, max_days=1)
    chooser = make_pilot(pilot)
    while not game.is_terminal():
        game.apply(chooser.choose(game))
    day = game.records[0]
    return day.hero_moved + day.companion_moved


@pytest.mark.parametrize(("name", "possible", "greedy"), [("sierra", 19, 17), ("kojo", 25, 25)])
def test_the_planner_finds_every_day1_double_move_the_exhaustive_search_finds(
    store, name: str, possible: int, greedy: int
) -> None:
    deck = starter(store, name)
    seeds = [s for s in range(30) if best_day1_moves(Game(deck, s)) == 2]
    assert len(seeds) == possible
    assert sum(day1_moves(deck, s, "planner") == 2 for s in seeds) == possible
    assert sum(day1_moves(deck, s, "greedy") == 2 for s in seeds) == greedy


def test_mana_choices_are_distinct_sets_with_shifting_indices():
    deck = deck_of((vanilla("A"), 3), (vanilla("B"), 3))
    game = Game(deck, 1)
    names = sorted(c.name for c in game.hand)
    choices = mana_choices(game)
    # 6 cards of two kinds, 3 picked: {AAA, AAB, ABB, BBB} as far as the hand allows
    picked = {tuple(sorted(names_after(game, [a for a, _c in plan]))) for plan in choices}
    assert len(choices) == len(picked)
    assert all(a[0] == A_MANA for plan in choices for a, _c in plan)
    assert names == ["A", "A", "A", "B", "B", "B"]
    assert picked == {("A", "A", "A"), ("A", "A", "B"), ("A", "B", "B"), ("B", "B", "B")}


def names_after(game: Game, actions: list) -> list[str]:
    trial = game.clone()
    before = list(trial.hand)
    for action in actions:
        trial.apply(action)
    after = list(trial.hand)
    for card in after:
        before.remove(card)
    return [c.name for c in before]


def test_a_hidden_search_does_not_peek_at_the_deck():
    drawer = make_card("Drawer", "SPELL", 0, stats=None, text="Draw a card.")
    deck = deck_of((vanilla("Walker"), 20), (drawer, 20))
    game = Game(deck, 4)
    before = (list(game.deck), game.rng.getstate())
    import random

    search = DaySearch(hide=random.Random(9), budget=50)
    search.run(game)
    assert (list(game.deck), game.rng.getstate()) == before  # the real game is untouched
    copy = game.clone(random.Random(9))
    assert sorted(c.name for c in copy.deck) == sorted(c.name for c in game.deck)
    assert copy.deck != game.deck  # the copy's deck order was redrawn


def test_the_planner_plays_legal_seeded_games(store):
    deck = starter(store, "nevenka")
    first = [play_game(deck, seed, PlanningPilot()) for seed in range(3)]
    again = [play_game(deck, seed, PlanningPilot()) for seed in range(3)]
    assert first == again
    assert all(r.won_day is not None for r in first)


BOOST_OR_DRAW = make_card(
    "Boost or Draw",
    "SPELL",
    cost=1,
    stats=None,
    text="Choose one:  • Draw a card.  • Target Character gains 1 boost.",
)


@pytest.mark.parametrize(("stats", "answer"), [((0, 0, 0), 1), ((2, 2, 2), 0)])
def test_the_planner_answers_a_decision_by_searching_each_option(stats, answer):
    # the hint is the draw (1.5 > one boost); the boost wins when it makes the expedition move
    deck = deck_of((BOOST_OR_DRAW, 1), (vanilla("Filler"), 10), (vanilla("Idle", stats), 1))
    game = afternoon_game(deck, hand=["Boost or Draw"], mana=1, seed=4)
    put_in_play(game, "Idle", 0)
    game.step_by_step()
    game.apply((A_PLAY_HAND, 0, 0))
    asking = game.asking
    assert asking is not None and asking.hint == 0
    assert PlanningPilot().answer(game, asking) == (A_CHOOSE, answer, 0)
    assert game.asking is asking  # the copies left the game at its decision
