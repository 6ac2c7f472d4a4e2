"""The fast expedition sums the pilot and Dusk ask (``GameState.progress_flags``) agree
with the full recomputation (``expedition_sums`` through ``would_move``/``needs_power``)
after every action of random legal games: the starters and a hand-built deck with
Gigantic, Defender and Asleep Characters."""

from __future__ import annotations

import random

import pytest

from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.effects import KW_DEFENDER, KW_GIGANTIC, S_ASLEEP
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import P_AFTERNOON
from tests.conftest import STARTERS
from tests.engine.kit import deck_of, make_card, record_of, vanilla

STARTER_NAMES = ("sierra", "kojo", "akesha", "sigismar", "teija", "nevenka")


def _full(game: Game) -> tuple[bool, bool, bool, bool]:
    return (game.would_move(0), game.would_move(1), game.needs_power(0), game.needs_power(1))


def _random_games(deck: CompiledDeck, games: int, seed: int, sleep: bool = False) -> int:
    """Play ``games`` random legal games; check the flags at every decision point. With
    ``sleep``, a random Character is sometimes put to sleep (Asleep counts 0). Returns how
    many Afternoon decisions were checked."""
    rng = random.Random(seed)
    checked = 0
    for game_seed in range(games):
        game = Game(deck, game_seed)
        while not game.is_terminal():
            if game.phase == P_AFTERNOON:
                if sleep and rng.random() < 0.2:
                    units = [u for e in game.exps for u in e]
                    if units:
                        rng.choice(units).status |= S_ASLEEP
                assert game.progress_flags() == _full(game), (game_seed, game.day)
                checked += 1
            game.apply(rng.choice(game.legal_actions()))
    return checked


@pytest.mark.parametrize("name", STARTER_NAMES)
def test_progress_flags_match_full_sums_on_starters(store, name: str) -> None:
    path = STARTERS / f"{name}.txt"
    deck = compile_deck(resolve_deck(parse_text(path.read_text("utf-8"), source=name), store))
    assert _random_games(deck, 150, seed=13) > 1000


def test_progress_flags_match_full_sums_with_gigantic_and_defender() -> None:
    deck = deck_of(
        (make_card("Giant", cost=2, stats=(3, 0, 1), text="[Gigantic]."), 3),
        (make_card("Guard", cost=1, stats=(2, 2, 2), text="[Defender]."), 3),
        (make_card("Big Guard", cost=2, stats=(0, 4, 0), text="[Gigantic].  [Defender]."), 2),
        (vanilla("Small", stats=(1, 0, 0)), 12),
        (vanilla("Wet", stats=(0, 0, 2)), 12),
        (vanilla("Zero", stats=(0, 0, 0)), 8),
    )
    assert record_of(deck, "Giant").keywords & KW_GIGANTIC
    assert record_of(deck, "Guard").keywords & KW_DEFENDER
    big = record_of(deck, "Big Guard").keywords
    assert big & KW_GIGANTIC and big & KW_DEFENDER
    assert _random_games(deck, 300, seed=5, sleep=True) > 2000
