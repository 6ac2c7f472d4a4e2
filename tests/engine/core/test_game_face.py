"""The open_spiel face of the engine: legal actions, apply refusing the unlisted, clone,
terminal test, action strings; a hypothesis property over random legal play."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine import mechanics
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.interpreter import HANDLERS
from altered_deck.engine.core.state import (
    A_MANA,
    A_PASS,
    A_PLAY_HAND,
    A_TAP,
    PASS,
    STATE_SLOTS,
    Action,
)
from altered_deck.engine.games import play_game
from altered_deck.engine.pilots import GreedyPilot
from altered_deck.errors import EngineError
from tests.conftest import STARTERS as FIXTURES
from tests.engine.kit import FILLER, afternoon_game, deck_of, make_card, vanilla

SPELL = make_card("Study", "SPELL", 1, stats=None, text="Draw a card.")


def mixed_deck() -> CompiledDeck:
    """A deck that exercises most effect kinds, quick actions and statuses."""
    cards = [
        (vanilla("Walker"), 6),
        (make_card("Scout", cost=3, text="[Scout] {1}.  {J} I gain 1 boost."), 3),
        (make_card("Sleeper", cost=1, stats=(3, 3, 3), text="{J} I gain [[Asleep]]."), 3),
        (make_card("Anchor", cost=2, text="{J} Target Character gains [[Anchored]]."), 3),
        (make_card("Helper", cost=1, text="{D} : Draw a card."), 3),
        (
            make_card(
                "Tinker", cost=2, text="{H} Create a [Bot 1/1/1] Robot token in target Expedition."
            ),
            3,
        ),
        (
            make_card(
                "Tower",
                "LANDMARK_PERMANENT",
                1,
                stats=None,
                text="At Noon — [Resupply].  {1}, {T} : Draw a card.",
            ),
            2,
        ),
        (make_card("Cart", "EXPEDITION_PERMANENT", 1, stats=None, text="{J} I gain 1 boost."), 2),
        (SPELL, 3),
        (
            make_card("Rally", "SPELL", 2, stats=None, text="Characters you control gain 1 boost."),
            2,
        ),
    ]
    return deck_of(*cards)


def starter(store, name: str) -> CompiledDeck:
    path = FIXTURES / f"{name}.txt"
    deck = parse_text(path.read_text(encoding="utf-8"), source=str(path))
    return compile_deck(resolve_deck(deck, store))


def candidate_actions(game: Game) -> list[Action]:
    """Every action shape near the current zones: listed or not."""
    size = max(len(game.hand), len(game.reserve), len(game.landmarks)) + 2
    return [(k, i, e) for k in range(-1, 10) for i in range(-2, size) for e in (-1, 0, 1, 2)]


def check_refusals(game: Game) -> None:
    legal = game.legal_actions()
    assert len(set(legal)) == len(legal)
    listed = set(legal)
    for action in candidate_actions(game):
        assert game.is_legal(action) == (action in listed), action
    for bad in [(A_PLAY_HAND, 99, 0), (A_PASS, -1, 5), "pass", (A_MANA, 0)]:
        if bad not in listed:
            with pytest.raises(EngineError, match="illegal action"):
                game.apply(bad)  # type: ignore[arg-type]


def random_playout(game: Game, choices: list[int], check_every: int) -> None:
    step = 0
    while not game.is_terminal():
        legal = game.legal_actions()
        assert legal, "a live game always has a legal action"
        if step % check_every == 0:
            check_refusals(game)
        game.apply(legal[choices[step % len(choices)] % len(legal)])
        assert sum(game.zone_counts().values()) == game.source.size
        step += 1
    assert game.legal_actions() == []
    with pytest.raises(EngineError, match="the game is over"):
        game.apply(PASS)


MIXED = mixed_deck()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), choices=st.lists(st.integers(0, 50), min_size=1))
def test_random_legal_play_never_raises_and_unlisted_actions_are_refused(seed, choices):
    random_playout(Game(MIXED, seed, max_days=8), choices, 1)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 2**63 - 1), choices=st.lists(st.integers(0, 50), min_size=1))
def test_random_legal_play_of_starters(store, seed, choices):
    for name in ("sierra", "nevenka", "kojo"):
        random_playout(Game(starter(store, name), seed, max_days=6), choices, 3)


def test_a_spell_into_the_companion_expedition_is_refused():
    deck = deck_of(FILLER, (SPELL, 1))
    game = afternoon_game(deck, hand=["Study"], mana=1)
    assert (A_PLAY_HAND, 0, 1) not in game.legal_actions()
    with pytest.raises(EngineError, match="Study does not choose an expedition"):
        game.apply((A_PLAY_HAND, 0, 1))
    assert game.hand[0].name == "Study" and game.mana_ready == 1  # nothing changed


def test_clone_is_independent_and_replays_identically():
    game = Game(MIXED, 11)
    pilot = GreedyPilot()
    for _ in range(8):
        game.apply(pilot.choose(game))
    copy = game.clone()
    before = (game.day, list(game.pos), game.zone_counts(), game.rng.getstate())
    actions: list[Action] = []
    while not copy.is_terminal():
        action = pilot.choose(copy)
        actions.append(action)
        copy.apply(action)
    assert (game.day, game.pos, game.zone_counts(), game.rng.getstate()) == before
    for action in actions:
        game.apply(action)
    assert game.record() == copy.record()
    assert copy.trace is None


def test_a_clone_has_every_slot_of_the_state():
    """The clone copies the slots one by one (compiled: no loop over the names): none left
    out, each equal to the original's but the trace, which the copy does not keep."""
    game = Game(MIXED, 11)
    pilot = GreedyPilot()
    for _ in range(8):
        game.apply(pilot.choose(game))
    copy = game.clone()
    for name in STATE_SLOTS:
        if name not in ("trace", "day_trace", "rng"):
            assert repr(getattr(copy, name)) == repr(getattr(game, name)), name  # Units: by repr
    assert copy.trace is None and copy.rng.getstate() == game.rng.getstate()


def test_action_to_string():
    tower = make_card("Tower", "LANDMARK_PERMANENT", 0, stats=None, text="{T} : Draw a card.")
    deck = deck_of(FILLER, (SPELL, 1), (tower, 1))
    game = afternoon_game(deck, hand=["Filler", "Study", "Tower"], mana=2)
    assert game.action_to_string(PASS) == "pass"
    assert game.action_to_string((A_PLAY_HAND, 0, 1)) == "play-hand Filler -> Companion"
    assert game.action_to_string((A_PLAY_HAND, 1, 0)) == "play-hand Study"
    game.apply((A_PLAY_HAND, 2, 0))
    assert game.action_to_string((A_TAP, 0, 1)) == "tap Tower -> Companion"
    assert Game(deck, 1).action_to_string((A_MANA, 0, 0)).startswith("mana ")


def test_every_effect_kind_has_a_handler():
    tables = [fx] + [
        importlib.import_module(f"altered_deck.engine.mechanics.{info.name}.kinds")
        for info in pkgutil.iter_modules(mechanics.__path__)
        if importlib.util.find_spec(f"altered_deck.engine.mechanics.{info.name}.kinds")
    ]
    kinds = {v for table in tables for k, v in vars(table).items() if k.startswith("E_")}
    assert (
        len(tables) == 26 and len(kinds) == len(HANDLERS) > 150
    )  # the core's kinds and twenty-four mechanics' (tokens' are the core's)
    assert set(HANDLERS) == kinds


def test_play_game_with_the_random_pilot_is_seeded():
    from altered_deck.engine.pilots import RandomPilot

    first = play_game(MIXED, 5, RandomPilot())
    assert play_game(MIXED, 5, RandomPilot()) == first


def test_the_mixed_deck_is_fully_modelled():
    assert MIXED.unmodelled == ()
