"""Pilot rules that close the gap between a deck with its text and the same deck stripped:
the greedy pilot's second look at a play that moves one expedition (pairs.py), the lasting
value it counts beside a mover's power, its Expand rule and Day 1 Mana look at Day 2
(opening.py), and the planner's valuing of plays that reveal cards (search.py ``chance``),
its thrifty support abilities and its Expand ties."""

from __future__ import annotations

import random

from altered_deck.engine.core.adventure import ALL_TERRAINS
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import A_EXPAND, A_HERO, P_EXPAND, PASS, SKIP_EXPAND
from altered_deck.engine.pilots import GreedyPilot, make_pilot
from altered_deck.engine.pilots.planner import plan_score, plan_score_before_dusk
from altered_deck.engine.pilots.search import DaySearch
from tests.engine.kit import afternoon_game, deck_of, make_card, put_in_reserve


def greedy_day(game: Game) -> list[str]:
    """The greedy pilot's Afternoon, action by action, through its pass."""
    pilot = GreedyPilot()
    played = []
    while True:
        action = pilot.choose(game)
        played.append(game.action_to_string(action))
        if action == PASS:
            return played
        game.apply(action)


def pair_deck():
    return deck_of(
        (make_card("Big", cost=3, stats=(4, 4, 4)), 3),
        (make_card("Two", cost=2, stats=(2, 2, 2)), 3),
        (make_card("One", cost=1, stats=(1, 1, 1)), 3),
        (make_card("Filler", "SPELL", 9, stats=None), 30),
    )


def test_the_greedy_pilot_keeps_the_mana_two_cheaper_plays_need_to_move_both():
    # Big moves one expedition for all 3 Mana (4 power: the most per mana); One and Two
    # move both for the same Mana
    game = afternoon_game(pair_deck(), hand=["Big", "Two", "One"], mana=3)
    assert greedy_day(game) == [
        "play-hand One -> Companion",
        "play-hand Two -> Hero",
        "pass",
    ]
    assert game.progress_flags()[:2] == (True, True)


def test_the_greedy_pilot_keeps_its_best_play_when_the_other_expedition_can_still_move():
    # with 4 Mana, Big then One moves both: the second look changes nothing
    game = afternoon_game(pair_deck(), hand=["Big", "Two", "One"], mana=4)
    assert greedy_day(game) == [
        "play-hand Big -> Hero",
        "play-hand One -> Companion",
        "pass",
    ]


def test_the_greedy_pilot_keeps_its_best_play_when_no_pair_moves_both():
    # 3 Mana and only Big and a 3-cost Filler: no pair is affordable, Big moves one
    game = afternoon_game(pair_deck(), hand=["Big", "Big"], mana=3)
    assert greedy_day(game) == ["play-hand Big -> Hero", "pass"]


def test_the_greedy_mover_counts_a_draw_beside_the_power():
    # both move one expedition for 2 Mana: Brute has more power, Scholar also draws a card
    deck = deck_of(
        (make_card("Brute", cost=2, stats=(2, 2, 2)), 3),
        (make_card("Scholar", cost=2, stats=(1, 1, 1), text="{H} Draw a card."), 3),
        (make_card("Filler", "SPELL", 9, stats=None), 30),
    )
    game = afternoon_game(deck, hand=["Brute", "Scholar"], mana=2)
    assert greedy_day(game) == ["play-hand Scholar -> Hero", "pass"]
    assert [c.name for c in game.hand] == ["Brute", "Filler"]  # the card drawn


def expand_choice(orbs: int, hand: list[str]):
    game = afternoon_game(pair_deck(), hand=hand, mana=orbs)
    game.phase = P_EXPAND
    return GreedyPilot().choose(game)


def test_the_greedy_pilot_expands_from_a_two_card_hand_below_five_orbs():
    # a hand shrunk by a text (Kelon Elemental's "Put a card from your hand in Reserve")
    # still reaches 5 Mana; the least useful card (the Filler: no value) goes to Mana
    assert expand_choice(4, ["One", "Filler"]) == (A_EXPAND, 1, 0)
    assert expand_choice(5, ["One", "Filler"]) == SKIP_EXPAND
    assert expand_choice(5, ["One", "Two", "Filler"]) == (A_EXPAND, 2, 0)
    assert expand_choice(3, ["Filler"]) == SKIP_EXPAND


def test_the_greedy_day1_mana_keeps_a_cheap_card_for_day_2():
    # every kept set moves one expedition on Day 1 (3 Mana); Cheap or Big into Mana are
    # equally useful, but only Cheap kept beside a 3-cost card moves both on Day 2 (4 Mana:
    # the card played on Day 1 back from Reserve for 3, Cheap for 1)
    deck = deck_of(
        (make_card("Big", cost=3, stats=(3, 3, 3)), 3),
        (make_card("Sage", cost=3, stats=(2, 2, 2), text="{H} Draw a card."), 3),
        (make_card("Cheap", cost=1, stats=(1, 1, 1)), 3),
        (make_card("Filler", "SPELL", 9, stats=None), 30),
    )
    game = Game(deck, 0)
    game.deck += game.hand
    game.hand = []
    for name in ["Cheap", "Big", "Sage", "Sage", "Filler", "Filler"]:
        card = next(c for c in game.deck if c.name == name)
        game.deck.remove(card)
        game.hand.append(card)
    game.layout = (ALL_TERRAINS,) * 8
    pilot = GreedyPilot()
    for _ in range(3):
        game.apply(pilot.choose(game))
    assert sorted(c.name for c in game.mana_cards) == ["Big", "Filler", "Filler"]
    assert [c.name for c in game.hand] == ["Cheap", "Sage", "Sage"]


def chance_deck():
    # Scholar draws a card when played from hand; half the Deck is Sprite (free, 1/1/1: a
    # lucky draw moves the other expedition at once), half is Filler (a 9-cost spell)
    return deck_of(
        (make_card("Scholar", cost=2, stats=(1, 1, 1), text="{H} Draw a card."), 1),
        (make_card("Pair", cost=1, stats=(1, 1, 1)), 2),
        (make_card("Sprite", cost=0, stats=(1, 1, 1)), 10),
        (make_card("Filler", "SPELL", 9, stats=None), 10),
    )


def planned(chance: int, seed: int) -> list[str]:
    game = afternoon_game(chance_deck(), hand=["Scholar", "Pair", "Pair"], mana=2, seed=seed)
    search = DaySearch(
        plan_score,
        budget=60,
        hide=random.Random(seed),
        before_dusk=plan_score_before_dusk,
        skip=(A_HERO,),
        chance=chance,
    )
    return [game.source.cards[card].name if card >= 0 else "pass" for _a, card in search.run(game)]


def test_the_planner_does_not_bet_on_a_lucky_draw():
    # the two Pairs move both expeditions for sure; Scholar moves one and, on a copy whose
    # Deck happens to put a Sprite on top, the Sprite moves the other (a plan that also
    # keeps one more card). Searched on that one copy the plan bets on the draw; valued
    # over redraws (half of them a Filler) the sure plan wins.
    bets = [seed for seed in range(6) if planned(0, seed)[0] == "Scholar"]
    assert bets  # some redrawn copies put a Sprite on top
    assert all(planned(2, seed) == ["Pair", "Pair", "pass"] for seed in bets)


def test_the_planner_expands_the_least_useful_card_when_every_choice_moves_as_much():
    # Expanding Two, Big or the Filler lets both expeditions move today (Big + One, or One +
    # Two): the Filler, worth nothing to play, goes to Mana (the first card that ties was)
    game = afternoon_game(pair_deck(), hand=["One", "Two", "Big", "Filler"], mana=3)
    game.day = 2
    game.phase = P_EXPAND
    action = make_pilot("planner").choose(game)
    assert game.action_to_string(action) == "expand Filler"


CUT = "{D} : The next Spell you play this turn costs {1} less."


def support_plan(echo: str, thrifty: bool, walkers: int) -> list[str]:
    # every card left in the Deck is a Sprite (free, 1/1/1): a draw brings one; Study (a
    # 2-cost spell, 1 Mana ready) draws one too once the Helper's {D} makes it cost 1
    deck = deck_of(
        (make_card("Helper", cost=3, stats=(1, 1, 1), echo=echo), 1),
        (make_card("Study", "SPELL", 2, stats=None, text="Draw a card."), 1),
        (make_card("Walker", cost=5, stats=(1, 1, 1)), 4),
        (make_card("Sprite", cost=0, stats=(1, 1, 1)), 30),
    )
    game = afternoon_game(deck, hand=["Study"], mana=1)
    put_in_reserve(game, "Helper", *["Walker"] * walkers)  # Walkers: 5 Mana, unplayable
    search = DaySearch(
        plan_score,
        budget=60,
        hide=random.Random(1),
        before_dusk=plan_score_before_dusk,
        skip=(A_HERO,),
        thrifty=thrifty,
    )
    return [game.action_to_string(a) for a, _card in search.run(game)[:2]]


def test_the_planner_tries_a_support_only_where_clean_up_would_discard_anyway():
    # A {D} costs the Helper itself. The thrifty search tries it only when Clean-up would
    # discard Reserve cards tonight (two Walkers beside it in a Reserve of 2) or when it
    # draws (a card for the card). Here that costs the move a Sprite would make: the price
    # of the rule, which on the starters wins more than it loses (Akesha's planner 83.0% ->
    # 84.1% won by day 4, seeds 0-999: Studious Disciple's cut for a Spy Craft no longer
    # spends a 1-cost Character the Reserve would keep)
    assert support_plan(CUT, False, 0)[0] == "support Helper -> Hero"
    assert support_plan(CUT, True, 0) == ["pass"]
    assert support_plan(CUT, True, 2)[0] == "support Helper -> Hero"
    assert support_plan("{D} : Draw a card.", True, 0)[0] == "support Helper -> Hero"
