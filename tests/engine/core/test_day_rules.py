"""Rule tests on hand-built states: each test is named after the rule it checks."""

from __future__ import annotations

import pytest

from altered_deck.engine.core.adventure import ALL_TERRAINS, FOREST, MOUNTAIN, WATER
from altered_deck.engine.core.effects import S_ANCHORED, S_ASLEEP, S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import (
    A_EXPAND,
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SCOUT,
    A_SUPPORT,
    P_AFTERNOON,
    P_DAY1_MANA,
    P_EXPAND,
    P_OVER,
    PASS,
    SKIP_EXPAND,
    Unit,
)
from altered_deck.errors import EngineError
from tests.engine.kit import afternoon_game, deck_of, make_card, put_in_play, vanilla

FILLER = (vanilla("Filler"), 30)


def _layout(hero_region: int, companion_region: int = ALL_TERRAINS) -> tuple[int, ...]:
    return (hero_region, 7, 7, 7, 7, 7, 7, companion_region)


# --- Dusk ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("region", "stats", "moves"),
    [
        (MOUNTAIN, (3, 0, 3), False),  # strong, but not in the region's terrain
        (MOUNTAIN, (0, 1, 0), True),
        (FOREST | WATER, (0, 5, 0), False),
        (FOREST | WATER, (0, 0, 1), True),
        (ALL_TERRAINS, (0, 0, 0), False),  # a sum of 0 is not greater than the empty side
    ],
)
def test_dusk_compares_each_terrain_of_the_current_region(region, stats, moves):
    deck = deck_of(FILLER, (vanilla("Walker", stats), 1))
    game = afternoon_game(deck, layout=_layout(region))
    put_in_play(game, "Walker", 0)
    game.apply(PASS)
    assert game.records[0].hero_moved is moves
    assert game.pos[0] == (1 if moves else 0)
    assert game.records[0].companion_moved is False


def test_boosts_add_one_to_every_terrain():
    deck = deck_of(FILLER, (vanilla("Zero", (0, 0, 0)), 1))
    game = afternoon_game(deck, layout=_layout(WATER))
    put_in_play(game, "Zero", 0, boosts=1)
    assert game.expedition_sums(0) == (1, 1, 1, False)
    game.apply(PASS)
    assert game.pos[0] == 1


def test_gigantic_counts_in_both_expeditions():
    giant = make_card("Giant", stats=(2, 2, 2), text="[Gigantic]. (I am considered present.)")
    deck = deck_of(FILLER, (giant, 1))
    game = afternoon_game(deck)
    put_in_play(game, "Giant", 0)
    assert game.expedition_sums(1) == (2, 2, 2, False)
    game.apply(PASS)
    assert (game.pos, game.moved) == ([1, 6], [True, True])


def test_asleep_counts_zero_then_stays_and_wakes():
    deck = deck_of(FILLER, (vanilla("Sleeper", (5, 5, 5)), 1))
    game = afternoon_game(deck)
    unit = put_in_play(game, "Sleeper", 0, status=S_ASLEEP)
    assert game.expedition_sums(0) == (0, 0, 0, False)
    game.apply(PASS)
    assert game.pos[0] == 0
    assert game.exps[0] == [unit] and unit.status == 0


def test_defender_expedition_cannot_move():
    wall = make_card("Wall", stats=(3, 3, 3), text="[Defender]. (My Expedition can't move.)")
    deck = deck_of(FILLER, (wall, 1))
    game = afternoon_game(deck)
    put_in_play(game, "Wall", 0)
    put_in_play(game, "Filler", 0)
    game.apply(PASS)
    assert game.pos == [0, 7]


def test_expeditions_move_at_most_once_per_dusk_and_reveal_regions():
    deck = deck_of(FILLER)
    game = afternoon_game(deck)
    put_in_play(game, "Filler", 0, boosts=9)
    put_in_play(game, "Filler", 1)
    assert game.revealed == [True, False, False, False, False, False, False, True]
    game.apply(PASS)
    assert game.pos == [1, 6]
    # 7.3.25.b: moving onto half of a face-down Tumult card flips the whole card
    assert game.revealed == [True, True, True, False, False, True, True, True]


# --- Night ----------------------------------------------------------------------------------


def test_anchored_stays_one_night():
    deck = deck_of(FILLER, (vanilla("Anchor"), 1))
    game = afternoon_game(deck)
    unit = put_in_play(game, "Anchor", 0, status=S_ANCHORED, boosts=2)
    game.apply(PASS)
    assert game.exps[0] == [unit]
    assert (unit.status, unit.boosts) == (0, 2)  # loses Anchored, keeps its boosts in play
    game.apply(SKIP_EXPAND)
    game.apply(PASS)
    assert game.exps[0] == []
    assert unit in game.reserve and unit.boosts == 0


def test_eternal_stays_every_night():
    eternal = make_card("Eternal One", text="[Eternal]. (During Rest, I don't go to Reserve.)")
    deck = deck_of(FILLER, (eternal, 1))
    game = afternoon_game(deck)
    unit = put_in_play(game, "Eternal One", 0)
    for _ in range(3):
        game.apply(PASS)
        game.apply(SKIP_EXPAND)
    assert game.exps[0] == [unit]


def test_fleeting_goes_to_discard():
    deck = deck_of(FILLER, (vanilla("Runner"), 1))
    game = afternoon_game(deck, mana=3)
    card = next(c for c in game.deck if c.name == "Runner")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.exps[0][0].status & S_FLEETING  # played from Reserve: Fleeting
    game.apply(PASS)
    assert game.discard == [card]
    assert game.reserve == []


def test_fleeting_spell_goes_to_discard_and_plain_spell_to_reserve():
    fleeting = make_card("Flash", "SPELL", 1, stats=None, text="[[Fleeting]].  Draw a card.")
    plain = make_card("Study", "SPELL", 1, stats=None, text="Draw a card.")
    cooldown = make_card("Slow", "SPELL", 1, stats=None, text="[Cooldown].  Draw a card.")
    deck = deck_of(FILLER, (fleeting, 1), (plain, 1), (cooldown, 1))
    game = afternoon_game(deck, hand=["Flash", "Study", "Slow"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [c.name for c in game.discard] == ["Flash"]
    assert len(game.hand) == 3  # Study, Slow and the card drawn
    game.apply((A_PLAY_HAND, 0, 0))
    assert [(u.card.name, u.status) for u in game.reserve] == [("Study", 0)]
    game.apply((A_PLAY_HAND, 0, 0))
    assert [(u.card.name, u.status) for u in game.reserve] == [
        ("Study", 0),
        ("Slow", S_EXHAUSTED),
    ]


def test_spell_played_from_reserve_is_fleeting():
    plain = make_card("Study", "SPELL", 1, 2, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (plain, 1))
    game = afternoon_game(deck, mana=2)
    card = next(c for c in game.deck if c.name == "Study")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.discard == [card] and game.mana_ready == 0 and len(game.hand) == 1


def test_clean_up_limits_reserve_and_landmarks():
    landmark = make_card("Tower", "LANDMARK_PERMANENT", 1, stats=None)
    deck = deck_of(FILLER, (landmark, 4))
    game = afternoon_game(deck)
    for _ in range(5):
        put_in_play(game, "Filler", 0)
    for _ in range(4):
        card = next(c for c in game.deck if c.name == "Tower")
        game.deck.remove(card)
        game.landmarks.append(Unit(card))
    game.apply(PASS)
    assert len(game.reserve) == 2 and len(game.landmarks) == 2
    assert sorted(c.name for c in game.discard) == ["Filler"] * 3 + ["Tower"] * 2


def test_clean_up_uses_the_heros_limits():
    hero = make_card("Big Hero", "HERO", stats=None, reserve_limit=3, landmark_limit=1)
    deck = deck_of(FILLER, hero=hero)
    assert (deck.reserve_limit, deck.landmark_limit, deck.hero_name) == (3, 1, "Big Hero")
    game = afternoon_game(deck)
    for _ in range(5):
        put_in_play(game, "Filler", 1)
    game.apply(PASS)
    assert len(game.reserve) == 3 and len(game.discard) == 2


def test_no_hero_plays_with_limits_two_and_two():
    deck = deck_of(FILLER)
    assert (deck.hero_name, deck.reserve_limit, deck.landmark_limit) == (None, 2, 2)


def test_seasoned_keeps_boosts_in_reserve():
    veteran = make_card("Veteran", text="[Seasoned]. (I keep my boosts when I go to Reserve.)")
    deck = deck_of(FILLER, (veteran, 1))
    game = afternoon_game(deck)
    unit = put_in_play(game, "Veteran", 0, boosts=2)
    game.apply(PASS)
    assert game.reserve == [unit] and unit.boosts == 2


def test_tokens_cease_to_exist_at_night():
    maker = make_card(
        "Maker",
        "SPELL",
        1,
        stats=None,
        text="Create a [Bot 2/2/2] Robot token in target Expedition.",
    )
    deck = deck_of(FILLER, (maker, 1))
    game = afternoon_game(deck, hand=["Maker"], mana=1)
    game.apply((A_PLAY_HAND, 0, 1))
    assert [u.card.name for u in game.exps[1]] == ["Bot"]
    assert game.exps[1][0].card.subtype == "ROBOT"
    counts = game.zone_counts()
    game.apply(PASS)
    assert game.pos == [0, 6]
    assert game.exps[1] == [] and [u.card.name for u in game.reserve] == ["Maker"]
    assert sum(counts.values()) == deck.size


# --- victory ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hero_pos", "companion_pos", "hero_moves", "companion_moves", "won"),
    [
        (3, 4, True, False, True),  # meet on region 4: distance 7
        (3, 4, True, True, True),  # cross: distance 8
        (2, 4, True, False, False),  # distance 6
        (3, 3, False, False, True),  # already met (a hand-built state) and still together
    ],
)
def test_victory_when_expeditions_meet_or_cross(
    hero_pos, companion_pos, hero_moves, companion_moves, won
):
    deck = deck_of(FILLER)
    game = afternoon_game(deck)
    game.pos = [hero_pos, companion_pos]
    if hero_moves:
        put_in_play(game, "Filler", 0)
    if companion_moves:
        put_in_play(game, "Filler", 1)
    game.apply(PASS)
    assert (game.won_day == 1) is won
    assert (game.phase == P_OVER) is won


def test_day_cap_ends_an_unwon_game():
    deck = deck_of(FILLER)
    game = Game(deck, 3, max_days=2)
    while not game.over:
        actions = game.legal_actions()
        game.apply(
            SKIP_EXPAND
            if SKIP_EXPAND in actions
            else actions[0]
            if game.phase == P_DAY1_MANA
            else PASS
        )
    record = game.record()
    assert record.won_day is None and [d.day for d in record.days] == [1, 2]


# --- deck and drawing -------------------------------------------------------------------------


def test_reshuffle_discard_when_deck_is_empty():
    deck = deck_of((vanilla("A"), 2), (vanilla("B"), 2))
    game = afternoon_game(deck)
    game.discard = game.deck[:3]
    game.deck = game.deck[3:]
    assert len(game.deck) == 1
    assert game.draw(3) == 3
    assert len(game.deck) == 1 and game.discard == []
    game.discard = []
    game.hand += game.deck
    game.deck = []
    assert game.draw(2) == 0  # nothing to reshuffle: nothing drawn


def test_day_one_draws_six_and_puts_three_in_mana_then_morning_draws_two():
    deck = deck_of(FILLER)
    game = Game(deck, 1)
    assert (game.phase, len(game.hand), len(game.deck)) == (P_DAY1_MANA, 6, 24)
    for _ in range(3):
        game.apply((A_MANA, 0, 0))
    assert (game.phase, len(game.hand), game.mana_ready) == (P_AFTERNOON, 3, 3)
    game.apply(PASS)
    assert (game.day, game.phase, len(game.hand)) == (2, P_EXPAND, 5)
    game.apply((A_EXPAND, 0, 0))
    assert (len(game.mana_cards), game.mana_ready, len(game.hand)) == (4, 4, 4)


def test_morning_readies_mana_and_reserve():
    deck = deck_of(FILLER)
    game = afternoon_game(deck, hand=["Filler"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    game.reserve.append(Unit(game.deck.pop(), 0, S_EXHAUSTED))
    game.apply(PASS)
    assert game.mana_ready == 2
    assert all(not u.status & S_EXHAUSTED for u in game.reserve)


# --- playing cards ----------------------------------------------------------------------------


def test_hand_and_reserve_costs_are_paid():
    card = make_card("Twin", cost=3, reserve=1)
    deck = deck_of(FILLER, (card, 2))
    game = afternoon_game(deck, hand=["Twin"], mana=4)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.mana_ready == 1 and game.spent == 3
    game.reserve.append(Unit(next(c for c in game.deck if c.name == "Twin")))
    game.deck.remove(game.reserve[0].card)
    game.apply((A_PLAY_RESERVE, 0, 1))
    assert game.mana_ready == 0 and game.spent == 4
    assert (game.hand_plays, game.reserve_plays) == (1, 1)


def test_unaffordable_card_is_illegal():
    deck = deck_of(FILLER, (make_card("Dear", cost=5), 1))
    game = afternoon_game(deck, hand=["Dear"], mana=4)
    assert all(a[0] != A_PLAY_HAND for a in game.legal_actions())
    with pytest.raises(EngineError, match="cannot pay 5 mana"):
        game.apply((A_PLAY_HAND, 0, 0))


def test_exhausted_reserve_card_is_unplayable():
    deck = deck_of(FILLER)
    game = afternoon_game(deck, mana=3)
    game.reserve.append(Unit(game.deck.pop(), 0, S_EXHAUSTED))
    assert game.legal_actions() == [PASS]
    with pytest.raises(EngineError, match="exhausted"):
        game.apply((A_PLAY_RESERVE, 0, 0))


def test_illegal_actions_raise_engine_error():
    deck = deck_of(FILLER)
    game = afternoon_game(deck, mana=1)
    with pytest.raises(EngineError):
        game.apply((A_PLAY_HAND, 0, 0))  # empty hand
    with pytest.raises(EngineError):
        game.apply((A_MANA, 0, 0))  # not Day 1's setup
    with pytest.raises(EngineError):
        game.apply((A_PLAY_HAND, 0, 2))  # no such expedition


def test_characters_join_the_chosen_expedition_and_landmarks_their_zone():
    tower = make_card("Tower", "LANDMARK_PERMANENT", 1, stats=None)
    deck = deck_of(FILLER, (tower, 1))
    game = afternoon_game(deck, hand=["Filler", "Tower"], mana=2)
    game.apply((A_PLAY_HAND, 0, 1))
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for u in game.exps[1]] == ["Filler"]
    assert [u.card.name for u in game.landmarks] == ["Tower"]


def test_scout_plays_for_its_cost_then_goes_to_reserve():
    scout = make_card(
        "Scouty", cost=4, text="[Scout] {1}. (You may play me from hand for {1}.)  {J} [Resupply]."
    )
    deck = deck_of(FILLER, (scout, 1))
    game = afternoon_game(deck, hand=["Scouty"], mana=1)
    assert (A_SCOUT, 0, 0) in game.legal_actions()
    game.apply((A_SCOUT, 0, 0))
    assert game.exps[0] == []
    assert [u.card.name for u in game.reserve] == ["Filler", "Scouty"]  # Resupply, then it
    assert game.mana_ready == 0


def test_next_permanent_costs_less_after_support():
    mechanic = make_card(
        "Mechanic",
        echo="{D} : The next Permanent you play this turn costs "
        "{1} less. (Discard me from Reserve to do this.)",
    )
    tower = make_card("Tower", "LANDMARK_PERMANENT", 3, stats=None)
    deck = deck_of(FILLER, (mechanic, 1), (tower, 1))
    game = afternoon_game(deck, hand=["Tower"], mana=2)
    card = next(c for c in game.deck if c.name == "Mechanic")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    assert all(a[0] != A_PLAY_HAND for a in game.legal_actions())
    game.apply((A_SUPPORT, 0, 0))
    assert game.discard == [card]
    assert (A_PLAY_HAND, 0, 0) in game.legal_actions()
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.mana_ready == 0 and game.cost_cuts == []


def test_next_character_cost_cut_does_not_apply_to_spells_and_expires_with_the_turn():
    discount = make_card(
        "Coupon",
        "SPELL",
        0,
        stats=None,
        text="The next Character you play this turn costs {2} less.",
    )
    spell = make_card("Study", "SPELL", 1, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (discount, 1), (spell, 1))
    game = afternoon_game(deck, hand=["Coupon", "Study"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.cost_cuts == [(1, 2, False)]  # the Coupon's own play consumed no cut
    assert game.cost_of(game.hand[0], 1) == 1
    game.apply((A_PLAY_HAND, 0, 0))  # Study: a Spell, pays 1; the turn cut expires
    assert game.cost_cuts == [] and game.mana_ready == 0


def test_triggers_hand_reserve_join_noon_and_dusk():
    booster = make_card("Booster", text="{H} I gain 2 boosts.  {R} I gain 1 boost.")
    joiner = make_card("Joiner", text="{J} Draw two cards.")
    tower = make_card("Tower", "LANDMARK_PERMANENT", 1, stats=None, text="At Noon — [Resupply].")
    dusker = make_card(
        "Dusker", text="At Dusk — Create a [Bot 1/1/1] Robot token in my Expedition."
    )
    deck = deck_of(FILLER, (booster, 2), (joiner, 1), (tower, 1), (dusker, 1))
    game = afternoon_game(deck, hand=["Booster", "Joiner", "Tower"], mana=5)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0][0].boosts == 2
    card = next(c for c in game.deck if c.name == "Booster")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    game.apply((A_PLAY_RESERVE, 0, 1))
    assert game.exps[1][0].boosts == 1
    game.apply((A_PLAY_HAND, 0, 0))
    assert len(game.hand) == 3  # Tower + 2 drawn
    game.apply((A_PLAY_HAND, game.hand.index(next(c for c in game.hand if c.name == "Tower")), 0))
    put_in_play(game, "Dusker", 1)
    game.apply(PASS)
    assert game.records[0].companion_moved
    game.apply(SKIP_EXPAND)  # Noon: the Tower resupplies
    assert len(game.reserve) == 3  # two back from play (limit 2) + one from Resupply


def test_conditional_boost_counts_landmarks():
    pig = make_card("Pig", text="{J} If you control two or more Landmarks, I gain 2 boosts.")
    tower = make_card("Tower", "LANDMARK_PERMANENT", 0, stats=None)
    deck = deck_of(FILLER, (pig, 2), (tower, 2))
    game = afternoon_game(deck, hand=["Pig", "Tower", "Tower", "Pig"], mana=6)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0][0].boosts == 0
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.exps[1][0].boosts == 2


def test_hero_static_first_character_each_afternoon_gains_a_boost():
    hero = make_card(
        "Teacher",
        "HERO",
        stats=None,
        text="The first Character you play each Afternoon gains 1 boost.",
    )
    deck = deck_of(FILLER, hero=hero)
    game = afternoon_game(deck, hand=["Filler", "Filler"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.boosts for u in game.exps[0]] == [1, 0]


def test_sierra_style_hero_exhausts_for_a_token_once_a_day():
    hero = make_card(
        "Tinker",
        "HERO",
        stats=None,
        text="When you play a Permanent with Hand "
        "Cost {3} or more — You may exhaust me ({T}) to create a [Bot 2/2/2] Robot "
        "token in target Expedition.",
    )
    tower = make_card("Tower", "LANDMARK_PERMANENT", 3, stats=None)
    deck = deck_of(FILLER, (tower, 2), hero=hero)
    game = afternoon_game(deck, hand=["Tower", "Tower"], mana=6)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for u in game.exps[0]] == ["Bot"] and game.exps[1] == []
    assert game.hero_ready is False


def test_expedition_permanent_returns_to_reserve_only_if_its_expedition_moved():
    gear = make_card("Boots", "EXPEDITION_PERMANENT", 1, stats=None)
    deck = deck_of(FILLER, (gear, 2))
    game = afternoon_game(deck, hand=["Boots", "Boots", "Filler"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    game.apply((A_PLAY_HAND, 0, 0))  # the Filler makes the Hero expedition move
    assert [u.card.name for u in game.gear[0]] == [u.card.name for u in game.gear[1]] == ["Boots"]
    game.apply(PASS)
    assert game.moved == [True, False]
    assert game.gear[0] == [] and [u.card.name for u in game.gear[1]] == ["Boots"]
    assert sorted(u.card.name for u in game.reserve) == ["Boots", "Filler"]


def test_landmark_gives_boosts_to_joining_characters():
    monolith = make_card(
        "Monolith",
        "LANDMARK_PERMANENT",
        1,
        stats=None,
        text="When a Character joins your Expeditions — It gains 1 boost.",
    )
    deck = deck_of(FILLER, (monolith, 1))
    game = afternoon_game(deck, hand=["Monolith", "Filler"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.exps[1][0].boosts == 1


def test_resupply_two_keeps_one_in_reserve_and_discards_the_other():
    bastion = make_card(
        "Bastion",
        "LANDMARK_PERMANENT",
        1,
        stats=None,
        text="{J} [Resupply].  If you would [Resupply], instead reveal the top two cards of "
        "your deck. Put one in Reserve, and discard the other.",
    )
    deck = deck_of(FILLER, (bastion, 1))
    game = afternoon_game(deck, hand=["Bastion"], mana=1)
    deck_before = len(game.deck)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (len(game.reserve), len(game.discard), len(game.deck)) == (1, 1, deck_before - 2)
