"""Counters spent from any card, "When a Character leaves your Expeditions", Landmark tokens
for "target player" / "each player" and moves "due to" a terrain (the sacrifice mechanic): each
form with the card text it comes from and the exact state change."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import night, progress
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_EXHAUSTED
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import (
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SUPPORT,
    A_TAP,
    P_AFTERNOON,
    Unit,
)
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from tests.engine.kit import afternoon_game, deck_of, make_card, put_in_play, record_of, vanilla

FILLER = (vanilla("Filler"), 12)
MESS_TEXT = (
    "When a Character leaves your Expeditions — I gain 1 Food counter.  {T}, Spend 3 of my "
    "Food counters: [Resupply]."
)


def _to_reserve(game, deck, name: str, boosts: int = 0) -> Unit:
    card = record_of(deck, name)
    game.deck.remove(card)
    unit = Unit(card, boosts)
    game.reserve.append(unit)
    return unit


def _landmark(game, deck, name: str) -> Unit:
    unit = Unit(record_of(deck, name))
    game.landmarks.append(unit)
    return unit


def test_the_mess_counts_characters_leaving_at_night_and_spends_them():
    # The Mess (BISE)
    mess = make_card("Mess", "LANDMARK_PERMANENT", 2, stats=None, text=MESS_TEXT)
    deck = deck_of(FILLER, (mess, 1))
    record = record_of(deck, "Mess")
    assert record.statics == (
        (sacrifice_kinds.ST_CHARACTER_LEAVES, 0, (False, ((fx.E_COUNTERS, 1, None),))),
    )
    assert (record.tap_cost, record.tap_counters) == (0, 3)
    game = afternoon_game(deck)
    unit = _landmark(game, deck, "Mess")
    for e in (0, 0, 1):
        put_in_play(game, "Filler", e)
    night(game)
    assert unit.counters == 3 and len(game.reserve) == 2  # Clean-up keeps two of three
    game.mana_ready = 0
    game.apply((A_TAP, 0, 0))
    assert unit.counters == 0 and len(game.reserve) == 3


def test_a_non_token_character_leaving():
    # The Mess (BISE), second printing: tokens cease to exist and count for nothing
    text = (
        "When a non-token Character leaves your Expeditions — I gain 1 Food counter.  {T}, "
        "Spend 4 of my Food counters: Draw a card."
    )
    mess = make_card("Mess", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    maker = make_card("Printer", text="{H} Create a [Brassbug 2/2/2] Robot token in my Expedition.")
    deck = deck_of(FILLER, (mess, 1), (maker, 1))
    game = afternoon_game(deck)
    unit = _landmark(game, deck, "Mess")
    put_in_play(game, "Filler", 0)
    game.exps[1].append(Unit(record_of(deck, "Brassbug")))
    night(game)
    assert unit.counters == 1


def test_spend_a_counter_from_a_card_to_resupply():
    # Dredger Drone (CYCLONE): the Mess's Food counter is spent (no boost is in play)
    drone = make_card(
        "Drone",
        text="{R} You may spend 1 counter from a card you control or in your Reserve to "
        "[Resupply].",
    )
    mess = make_card("Mess", "LANDMARK_PERMANENT", 2, stats=None, text=MESS_TEXT)
    deck = deck_of(FILLER, (drone, 1), (mess, 1))
    assert record_of(deck, "Drone").on_reserve == (
        (sacrifice_kinds.E_MAY_SPEND_COUNTER, 1, ((fx.E_RESUPPLY, 1, False),)),
    )
    game = afternoon_game(deck, mana=1)
    _to_reserve(game, deck, "Drone")
    mess_unit = _landmark(game, deck, "Mess")
    mess_unit.counters = 2
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert mess_unit.counters == 1 and len(game.reserve) == 1


def test_spend_a_counter_prefers_a_boost_no_move_needs():
    # Enhanced Prototype (CYCLONE)
    text = (
        "{R} You may spend 1 counter from a card you control or in your Reserve to ready two "
        "Mana Orbs."
    )
    proto = make_card("Proto", cost=3, text=text)
    mess = make_card("Mess", "LANDMARK_PERMANENT", 2, stats=None, text=MESS_TEXT)
    deck = deck_of(FILLER, (proto, 1), (mess, 1))
    game = afternoon_game(deck, mana=4)
    _to_reserve(game, deck, "Proto")
    mess_unit = _landmark(game, deck, "Mess")
    mess_unit.counters = 2
    boosted = put_in_play(game, "Filler", 1, boosts=2)
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert (boosted.boosts, mess_unit.counters) == (1, 2)
    assert game.mana_ready == 3  # 4 - 3 + 2


def test_spend_a_counter_to_cut_the_next_permanent_and_nothing_without_one():
    # Designer Drone (CYCLONE), Bugfix (CYCLONE)
    designer = make_card(
        "Designer",
        text="{R} You may spend 1 counter from a card you control or in your Reserve to reduce "
        "the cost of the next Permanent you play this Afternoon by {2}.",
    )
    bugfix = make_card(
        "Bugfix",
        "SPELL",
        1,
        stats=None,
        text="[Cooldown].  You may spend 1 counter from a card you control or in your Reserve "
        "to create a [Brassbug 2/2/2] Robot token in target Expedition.",
    )
    deck = deck_of(FILLER, (designer, 1), (bugfix, 1))
    game = afternoon_game(deck, hand=["Bugfix"], mana=3)
    _to_reserve(game, deck, "Designer", boosts=1)  # kept counters (2.5.l)
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.cost_cuts == [(fx.K_PERMANENT, 2, True)]
    assert game.exps[0][0].boosts == 0  # its own boost was the counter spent
    game.apply((A_PLAY_HAND, 0, 1))
    assert [u.card.name for u in game.exps[1]] == []  # no counter left: no Brassbug


def test_exhaust_me_and_spend_my_counters():
    # Nilam Spires (BISE)
    text = (
        "When you play a Spell — I gain 1 Arcane counter. Then, you may exhaust me ({T}) and "
        "spend 3 of my Arcane counters to create a [Mana Moth 2/2/2] Illusion token in target "
        "Expedition."
    )
    spires = make_card("Spires", "LANDMARK_PERMANENT", 3, stats=None, text=text)
    spark = make_card("Spark", "SPELL", 0, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (spires, 1), (spark, 3))
    game = afternoon_game(deck, hand=["Spark", "Spark", "Spark"])
    unit = _landmark(game, deck, "Spires")
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    assert (unit.counters, game.exps[0]) == (2, [])
    game.apply((A_PLAY_HAND, 0, 0))
    assert unit.counters == 0 and unit.status & S_EXHAUSTED
    assert [u.card.name for u in game.exps[0]] == ["Mana Moth"]


def test_when_you_sacrifice_you_may_exhaust_me():
    # Aerolith Quarry (CYCLONE): the Aerolith sacrificed by its own {T}, {1}
    text = (
        "When you sacrifice a Permanent — You may exhaust me ({T}) to give target Character 1 "
        "boost."
    )
    quarry = make_card("Quarry", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    maker = make_card("Maker", text="{H} Create an [Aerolith] token in your Landmarks.")
    deck = deck_of(FILLER, (quarry, 1), (maker, 1))
    game = afternoon_game(deck, mana=2)
    quarry_unit = _landmark(game, deck, "Quarry")
    _landmark(game, deck, "Aerolith")
    target = put_in_play(game, "Filler", 0)
    game.apply((A_TAP, 1, 0))
    assert target.boosts == 1 and quarry_unit.status & S_EXHAUSTED
    assert len(game.reserve) == 1 and game.mana_ready == 1


def test_spend_counters_characters_in_target_expedition_gain_a_boost():
    # The Town Square (BISE)
    text = (
        "At Dusk — I gain 1 Morale counter per Character you control.  {T}, Spend 6 of my "
        "Morale counters: Characters in target Expedition gain 1 boost."
    )
    square = make_card("Square", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (square, 1))
    game = afternoon_game(deck)
    unit = _landmark(game, deck, "Square")
    unit.counters = 6
    a, b = put_in_play(game, "Filler", 1), put_in_play(game, "Filler", 1)
    other = put_in_play(game, "Filler", 0)
    game.apply((A_TAP, 0, 1))
    assert (a.boosts, b.boosts, other.boosts, unit.counters) == (1, 1, 0, 0)


def test_an_aerolith_for_the_first_player_and_for_target_player():
    # Isaree & Pebble (CYCLONE Hero), Paju, Axiom Pilot (CYCLONE, echo), Winged Monkey
    hero = make_card(
        "Isaree",
        "HERO",
        text="At Noon — If you are first player, create an [Aerolith] token in your Landmarks.",
    )
    paju = make_card("Paju", echo="{D} : Create an [Aerolith] token in target player's Landmarks.")
    monkey = make_card(
        "Monkey",
        text="{H} I gain 2 boosts, then create an [Aerolith] token in target player's Landmarks.",
    )
    deck = deck_of(FILLER, (paju, 1), (monkey, 1), hero=hero)
    assert deck.hero is not None
    aerolith = record_of(deck, "Aerolith")
    assert deck.hero.at_noon == (
        (fx.E_IF, 0, (fx.C_FIRST_PLAYER, 0, ((fx.E_LANDMARK_TOKEN, 1, aerolith.index),))),
    )
    game = afternoon_game(deck, hand=["Monkey"], mana=1)
    _to_reserve(game, deck, "Paju")
    game.apply((A_SUPPORT, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    assert [u.card.name for u in game.landmarks] == ["Aerolith", "Aerolith"]
    assert game.exps[1][0].boosts == 2
    game.first_on_odd_days = game.day % 2 == 1
    run(game, deck.hero.at_noon, None, -1)
    assert len(game.landmarks) == 3
    game.first_on_odd_days = not game.first_on_odd_days
    run(game, deck.hero.at_noon, None, -1)
    assert len(game.landmarks) == 3


def test_a_manaseed_in_each_players_landmarks():
    # Charitable Reka (DUSTER)
    reka = make_card("Reka", text="{J} Create a [Manaseed] token in each player's Landmarks.")
    deck = deck_of(FILLER, (reka, 1))
    game = afternoon_game(deck, hand=["Reka"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for u in game.landmarks] == ["Manaseed"]
    duel = Duel((deck, deck), 5)
    me, them = duel.seats
    source = Unit(record_of(deck, "Reka"))
    run(me, record_of(deck, "Reka").on_join, source, 0)
    assert [u.card.name for u in me.landmarks] == ["Manaseed"]
    assert [u.card.name for u in them.landmarks] == ["Manaseed"]


def test_you_may_discard_a_card_from_reserve_to():
    # Gavroche (CYCLONE)
    text = (
        "{R} You may discard a card from your Reserve to create an [Aerolith] token in your "
        "Landmarks."
    )
    gavroche = make_card("Gavroche", text=text)
    deck = deck_of(FILLER, (gavroche, 1))
    game = afternoon_game(deck, mana=1)
    _to_reserve(game, deck, "Gavroche")
    _to_reserve(game, deck, "Filler")
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.reserve == [] and [c.name for c in game.discard] == ["Filler"]
    assert [u.card.name for u in game.landmarks] == ["Aerolith"]


RIN = (
    "When one of your Expeditions moves forward due to {V} — Draw a card, then put a card from "
    "your hand in Reserve."
)


def test_moves_forward_due_to_forest_in_goldfish():
    # Rin & Orchid (ALIZE Hero)
    hero = make_card("Rin", "HERO", text=RIN)
    deck = deck_of(FILLER, hero=hero)
    assert deck.hero is not None and deck.hero.statics == (
        (
            sacrifice_kinds.ST_MOVED_DUE,
            0,
            (False, 1, ((fx.E_DRAW, 1, None), (fx.E_HAND_TO_RESERVE, 1, None))),
        ),
    )
    forest, mountain = 1, 2
    layout = (forest, mountain, mountain, mountain, mountain, mountain, mountain, mountain)
    game = afternoon_game(deck, layout=layout)
    put_in_play(game, "Filler", 0)  # region 0: Forest, it moves due to {V}
    put_in_play(game, "Filler", 1)  # region 7: Mountain, it moves due to {M}
    progress(game, [True, True])
    assert game.pos == [1, 6]
    assert (len(game.hand), len(game.reserve)) == (0, 1)  # one draw, then one to Reserve


def test_due_to_compares_with_the_facing_expedition_in_a_duel():
    hero = make_card("Rin", "HERO", text=RIN)
    deck = deck_of((vanilla("Filler"), 30), (vanilla("Tall", (1, 3, 0)), 2), hero=hero)
    duel = Duel((deck, deck), 6)
    me, them = duel.seats
    for seat in duel.seats:
        seat.layout = (3,) * 8  # Forest and Mountain everywhere
        seat.phase = P_AFTERNOON
    me.exps[0].append(Unit(record_of(deck, "Tall")))  # 1/3/0
    them.exps[0].append(Unit(record_of(deck, "Filler"), 1))  # 2/2/2: wins the Forest
    me.deck.append(record_of(deck, "Filler"))
    hand = len(me.hand)
    assert me.would_move(0)  # due to {M} only
    progress(me, [True, False])
    assert len(me.hand) + len(me.reserve) == hand  # no draw: not due to {V}
