"""Rules the engine v2 fixed: random first player, Gear + Fleeting (2.4.7), a Hero trigger's
target Character, 5.0's reshuffle rule; a Hero expedition reaching region 7; Landmark
"At Dusk"."""

from __future__ import annotations

from datetime import date

import pytest

from altered_deck.engine.core.adventure import ALL_TERRAINS
from altered_deck.engine.core.effects import S_FLEETING
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import (
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    PASS,
    RESHUFFLE_MORNING,
    SKIP_EXPAND,
    Unit,
)
from altered_deck.engine.games import play_game
from altered_deck.engine.pilots import GreedyPilot
from altered_deck.errors import UsageError
from altered_deck.formats.catalog import Catalog, RulesVersion
from altered_deck.formats.engine_rules import engine_rules_on, version_number
from altered_deck.render.trace import render_trace
from tests.engine.kit import afternoon_game, deck_of, make_card, put_in_play, vanilla

FILLER = (vanilla("Filler"), 20)


def test_the_first_player_is_drawn_per_game_and_alternates():
    deck = deck_of(FILLER)
    firsts = [Game(deck, seed).first_on_odd_days for seed in range(8)]
    assert firsts == [True, True, True, True, False, False, True, False]
    game = Game(deck, 4)  # second player on Day 1
    assert (game.day, game.first_player) == (1, False)
    game.day = 2
    assert game.first_player
    assert Game(deck, 4, first_player=True).first_player
    assert play_game(deck, 4, GreedyPilot()).first_player is False


def test_if_first_player_follows_the_draw():
    card = make_card("Leader", text="{J} If you are the first player, I gain 2 boosts.")
    deck = deck_of(FILLER, (card, 1))
    for first, boosts in ((True, 2), (False, 0)):
        game = afternoon_game(deck, hand=["Leader"], mana=1)
        game.first_on_odd_days = first
        game.apply((A_PLAY_HAND, 0, 0))
        assert game.exps[0][0].boosts == boosts


def test_a_gear_played_from_reserve_is_fleeting_and_discarded():
    cart = make_card("Cart", "EXPEDITION_PERMANENT", 1, stats=None, text="{J} I gain 1 boost.")
    deck = deck_of(FILLER, (cart, 1))
    game = afternoon_game(deck, mana=2)
    card = next(c for c in game.deck if c.name == "Cart")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    put_in_play(game, "Filler", 0)
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.gear[0][0].status & S_FLEETING
    game.apply(PASS)  # the Hero expedition moved: its Gear leaves, Fleeting: discarded
    assert game.records[0].hero_moved
    assert [c.name for c in game.discard] == ["Cart"]
    assert [u.card.name for u in game.reserve] == ["Filler"]


def test_a_hero_trigger_boosts_a_character_in_the_hero_expedition_when_needed():
    hero = make_card(
        "Coach",
        "HERO",
        stats=None,
        text="When you play a Spell with Hand Cost {1} or more — You may exhaust me to "
        "target Character gains 2 boosts.",
    )
    spell = make_card("Study", "SPELL", 1, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (spell, 1), hero=hero)
    game = afternoon_game(deck, hand=["Study"], mana=1)
    walker = put_in_play(game, "Filler", 0)  # the Hero expedition moves, the other is empty
    game.apply((A_PLAY_HAND, 0, 0))
    assert walker.boosts == 2 and not game.hero_ready


def _empty_deck_game(rule: str) -> Game:
    deck = deck_of((vanilla("Filler"), 12))
    game = afternoon_game(deck, mana=0)
    game.reshuffle_rule = rule
    game.discard, game.deck = game.deck[:10], game.deck[10:]
    return game


def test_reshuffle_rule_morning_draws_nothing_in_the_afternoon():
    game = _empty_deck_game(RESHUFFLE_MORNING)
    assert game.draw(3) == 2  # two in the deck; the discard pile stays put
    assert (len(game.deck), len(game.discard)) == (0, 10)
    game.apply(PASS)  # the Morning draws 2 from the shuffled-back discard pile
    assert (len(game.hand), len(game.deck), len(game.discard)) == (4, 8, 0)


def test_reshuffle_rule_any_time_shuffles_on_any_draw():
    game = _empty_deck_game("any-time")
    assert game.draw(3) == 3
    assert (len(game.deck), len(game.discard)) == (9, 0)


def test_an_unknown_reshuffle_rule_is_a_usage_error():
    with pytest.raises(UsageError, match="unknown reshuffle rule 'never'"):
        Game(deck_of(FILLER), 1, reshuffle_rule="never")


def test_the_hero_expedition_reaches_region_7_and_wins():
    deck = deck_of(FILLER)
    trace: list = []
    game = Game(deck, 3, trace=trace)
    for _ in range(3):
        game.apply(game.legal_actions()[1])
    game.pos = [6, 7]  # the Companion expedition never moved
    game.layout = (ALL_TERRAINS,) * 8
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply(PASS)
    assert game.pos == [7, 7] and game.won_day == 1 and game.is_terminal()
    text = render_trace(trace)
    assert "Hero" in text and "7" in text
    assert trace[0].expeditions[0].position_after == 7 and trace[0].won


def test_a_landmark_at_dusk_ability_makes_an_expedition_move():
    camp = make_card(
        "Camp",
        "LANDMARK_PERMANENT",
        1,
        stats=None,
        text="At Dusk — Create a [Scout 1/1/1] Adventurer token in your Companion Expedition.",
    )
    deck = deck_of(FILLER, (camp, 1))
    game = afternoon_game(deck, hand=["Camp"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert not game.would_move(1)
    game.apply(PASS)
    assert game.records[0].companion_moved and not game.records[0].hero_moved
    assert game.pos == [0, 6]
    game.apply(SKIP_EXPAND)
    assert game.exps[1] == []  # the token ceased to exist at Night


def test_the_reshuffle_rule_is_chosen_by_date_from_the_rules_versions():
    catalog = Catalog(
        formats=(),
        rules_versions=(
            RulesVersion("Complete Rules 4.0", date(2025, 10, 3), date(2026, 2, 27)),
            RulesVersion("Complete Rules 5.0", date(2026, 2, 27), None),
        ),
    )
    before = engine_rules_on(date(2026, 2, 26), catalog)
    after = engine_rules_on(date(2026, 2, 27), catalog)
    assert (before.rules_version, before.reshuffle_rule) == (
        "Complete Rules 4.0 (from 2025-10-03)",
        "any-time",
    )
    assert (after.rules_version, after.reshuffle_rule) == (
        "Complete Rules 5.0 (from 2026-02-27)",
        "morning",
    )
    assert version_number("Complete Rules 12.3") == (12, 3)
    assert version_number("House rules") == (0, 0)
