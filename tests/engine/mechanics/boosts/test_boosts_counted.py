"""Effect kinds added to raise the engine's text coverage, each with the card
text it comes from and what it does in a goldfish game."""

from __future__ import annotations

from altered_deck.engine.compiler.coverage import MODELLED, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import clean_up
from altered_deck.engine.core.effects import S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.interpreter import joined, run
from altered_deck.engine.core.state import A_HERO, A_PLAY_HAND, A_PLAY_RESERVE, Unit
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.boosts.rules import on_join
from altered_deck.engine.text.body import parse_body
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    put_in_reserve,
    record_of,
    vanilla,
)

FOREST, MOUNTAIN, WATER = 1, 2, 4


def test_target_character_in_my_expedition():
    # Magic Beans (ALIZE), first ability; a Gear
    text = "{J} Target Character in my Expedition gains 1 boost."
    beans = make_card("Beans", "EXPEDITION_PERMANENT", 1, stats=None, text=text)
    deck = deck_of(FILLER, (beans, 1))
    assert record_of(deck, "Beans").on_join == ((boosts_kinds.E_BOOST_IN_MINE, 1, None),)
    game = afternoon_game(deck, hand=["Beans"], mana=1)
    other = put_in_play(game, "Filler", 0)
    mine = put_in_play(game, "Filler", 1)
    game.apply((A_PLAY_HAND, 0, 1))
    assert (other.boosts, mine.boosts) == (0, 1)


def test_each_other_character_you_control():
    # Ordis Liaison (ALIZE)
    liaison = make_card("Liaison", text="{J} Each other Character you control gains 1 boost.")
    deck = deck_of(FILLER, (liaison, 1))
    assert record_of(deck, "Liaison").on_join == (
        (boosts_kinds.E_BOOST_EACH, 1, boosts_kinds.G_OTHERS),
    )
    game = afternoon_game(deck, hand=["Liaison"], mana=1)
    a, b = put_in_play(game, "Filler", 0), put_in_play(game, "Filler", 1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (a.boosts, b.boosts, game.exps[0][-1].boosts) == (1, 1, 0)


def test_boosts_per_card_in_reserve_and_per_expedition_in_a_terrain():
    # Anansi (CORE), Leshy (ALIZE)
    anansi = make_card("Anansi", text="{J} I gain 1 boost[] per card in your Reserve.")
    leshy = make_card("Leshy", text="{J} I gain 1 boost per Expedition in\xa0{V}.")
    deck = deck_of(FILLER, (anansi, 1), (leshy, 1))
    assert record_of(deck, "Anansi").on_join == ((fx.E_BOOST_PER, 1, fx.PER_RESERVE),)
    per_forest = fx.PER_IN_TERRAIN + FOREST
    assert record_of(deck, "Leshy").on_join == ((fx.E_BOOST_PER, 1, per_forest),)
    game = afternoon_game(deck, hand=["Anansi", "Leshy"], mana=2)
    put_in_reserve(game, "Filler", "Filler", "Filler")
    game.layout = (FOREST, MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN, FOREST)
    game.pos = [0, 5]  # Hero expedition in a Forest, Companion in a Mountain
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    assert [u.boosts for u in game.exps[0]] == [3]
    assert [u.boosts for u in game.exps[1]] == [1]


def test_counters_per_character_you_control():
    # The Farm (BISE), first ability
    farm = make_card(
        "Farm", "LANDMARK_PERMANENT", 2, stats=None,
        text="At Noon\xa0— I gain 1 Food counter per Character you control.",
    )  # fmt: skip
    deck = deck_of(FILLER, (farm, 1))
    assert record_of(deck, "Farm").at_noon == ((fx.E_COUNTERS_PER, 1, fx.PER_CHARACTER),)
    game = afternoon_game(deck)
    unit = Unit(record_of(deck, "Farm"))
    put_in_play(game, "Filler", 0)
    put_in_play(game, "Filler", 1)
    run(game, unit.card.at_noon, unit, -1)
    assert unit.counters == 2


def test_conditions_on_my_boosts_and_an_else_branch():
    # Pastry Chef (BISE); The Snowman (ALIZE): "Unless" is an if with its branches swapped
    chef = make_card("Chef", text="{R} If I have 2 or more boosts, draw a card.")
    snowman = make_card("Snowman", text="{J} Unless I'm in {O}, I gain [[Fleeting]].")
    deck = deck_of(FILLER, (chef, 1), (snowman, 1))
    assert record_of(deck, "Chef").on_reserve == (
        (fx.E_IF, 0, (boosts_kinds.C_SELF_BOOSTS, 2, ((fx.E_DRAW, 1, None),))),
    )
    fleeting = ((fx.E_STATUS_SELF, 0, S_FLEETING),)
    assert record_of(deck, "Snowman").on_join == (
        (fx.E_IF_ELSE, 0, (boosts_kinds.C_IN_TERRAIN, WATER, (), fleeting)),
    )
    for terrain, status in ((WATER, 0), (FOREST, S_FLEETING)):
        game = afternoon_game(deck, hand=["Snowman"], mana=1, layout=(terrain,) * 8)
        game.apply((A_PLAY_HAND, 0, 0))
        assert game.exps[0][0].status == status


def test_neither_expedition_in_a_terrain():
    # Koi, Playful Leviathan (CYCLONE), second ability
    koi = make_card("Koi", text="{H} If neither of my Expeditions is in {M}, draw a card.")
    deck = deck_of(FILLER, (koi, 1))
    for terrain, hand in ((MOUNTAIN, 0), (WATER, 1)):
        game = afternoon_game(deck, hand=["Koi"], mana=1, layout=(terrain,) * 8)
        game.apply((A_PLAY_HAND, 0, 0))
        assert len(game.hand) == hand


def test_target_expedition_moves_forward():
    # Small Step, Giant Leap (CORE)
    step = make_card(
        "Step", "SPELL", 1, stats=None, text="Target Expedition moves forward one region."
    )
    deck = deck_of(FILLER, (step, 1))
    assert record_of(deck, "Step").on_resolve == ((boosts_kinds.E_MOVE_FORWARD, 1, fx.TO_TARGET),)
    game = afternoon_game(deck, hand=["Step"], mana=1)
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.pos == [0, 6] and game.revealed[6]


def test_discard_from_reserve_then_an_effect():
    # Joyride (ALIZE), its effect; Aroro, Savior of Asgartha (ALIZE)
    joyride = make_card(
        "Joyride", "SPELL", 1, stats=None,
        text="Discard another card from your Reserve. If you do, target Character gains 2 boosts.",
    )  # fmt: skip
    aroro = make_card(
        "Aroro", text="{H} You may discard a Spell from your Reserve to give me 1\xa0boost."
    )
    deck = deck_of(FILLER, (joyride, 1), (aroro, 1))
    boost = ((fx.E_BOOST_TARGET, 2, None),)
    assert record_of(deck, "Joyride").on_resolve == (
        (boosts_kinds.E_DISCARD_RESERVE, 0, (fx.K_ANY, True, False, boost)),
    )
    game = afternoon_game(deck, hand=["Joyride"], mana=1)
    target = put_in_play(game, "Filler", 0)
    game.apply((A_PLAY_HAND, 0, 0))
    assert target.boosts == 0  # an empty Reserve: nothing discarded, no boosts
    game = afternoon_game(deck, hand=["Joyride", "Aroro"], mana=2)
    target = put_in_play(game, "Filler", 0)
    put_in_reserve(game, "Filler")
    game.apply((A_PLAY_HAND, 0, 0))
    assert target.boosts == 2 and [c.name for c in game.discard] == ["Filler"]
    game.apply((A_PLAY_HAND, 0, 1))  # Aroro: Joyride (a Spell) is now in Reserve
    assert game.exps[1][0].boosts == 1 and game.reserve == []


def test_ready_and_exhaust_reserve_cards():
    # Rocket Puffin (ALIZE), Kuraokami Unbound (ALIZE)
    puffin = make_card("Puffin", text="{J} You may ready an exhausted card in Reserve.")
    kura = make_card("Kura", text="{H} Exhaust all cards in Reserve.")
    deck = deck_of(FILLER, (puffin, 1), (kura, 1))
    assert record_of(deck, "Puffin").on_join == ((boosts_kinds.E_READY_RESERVE, 0, ()),)
    game = afternoon_game(deck, hand=["Kura", "Puffin"], mana=2)
    units = put_in_reserve(game, "Filler", "Filler")
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.status for u in units] == [S_EXHAUSTED, S_EXHAUSTED]
    game.apply((A_PLAY_HAND, 0, 0))
    assert sorted(u.status for u in units) == [0, S_EXHAUSTED]


def test_target_character_switches_expeditions_where_it_makes_a_move():
    # Hooked (CORE)
    hooked = make_card(
        "Hooked", "SPELL", 1, stats=None, text="Target Character switches Expeditions."
    )
    deck = deck_of(FILLER, (hooked, 1))
    assert record_of(deck, "Hooked").on_resolve == ((boosts_kinds.E_SWITCH, 0, False),)
    game = afternoon_game(deck, hand=["Hooked"], mana=1)
    put_in_play(game, "Filler", 0)
    put_in_play(game, "Filler", 0)
    assert game.moves_now() == 1
    game.apply((A_PLAY_HAND, 0, 0))
    assert (len(game.exps[0]), len(game.exps[1]), game.moves_now()) == (1, 1, 2)


def test_when_you_play_a_spell():
    # Kadigiran Mage-Dancer (CORE), first ability
    dancer = make_card("Dancer", text="When you play a Spell\xa0— I gain 1 boost.")
    spell = make_card("Bolt", "SPELL", 1, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (dancer, 1), (spell, 1))
    assert record_of(deck, "Dancer").statics == (
        (boosts_kinds.ST_ON_PLAY, 0, (fx.K_SPELL, False, ((fx.E_BOOST_SELF, 1, None),), 0)),
    )
    assert deck.hooks.card_played
    game = afternoon_game(deck, hand=["Bolt", "Filler"], mana=2)
    dancer_unit = put_in_play(game, "Dancer", 0)
    game.apply((A_PLAY_HAND, 1, 0))  # a Character: no trigger
    assert dancer_unit.boosts == 0
    game.apply((A_PLAY_HAND, 0, 0))
    assert dancer_unit.boosts == 1


def test_conditions_only_an_opponent_could_meet_never_hold():
    # "behind" compares with the opponent's expedition, which never moves in a goldfish game
    text = "{J} If my Expedition is behind, I gain 1 boost."
    card = make_card("Laggard", text=text)
    deck = deck_of(FILLER, (card, 1))
    game = afternoon_game(deck, hand=["Laggard"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0][0].boosts == 0
    assert classify_text(text, fx.K_CHARACTER)[0] == MODELLED


def test_ascend_and_an_optional_reserve_exhaust_are_modelled():
    # Ascend is modelled now (the expedition's Ascended status: tests/engine/mechanics/watchers/)
    assert classify_text("{J} Target Expedition [Ascends].", fx.K_CHARACTER)[0] == MODELLED
    # "You may exhaust target card in Reserve" is a choice on your own Reserve now (taken when
    # a "when you exhaust a card in Reserve" ability pays):
    # tests/engine/mechanics/reserve/test_reserve_exhaust.py
    text = "{J} You may exhaust target card in Reserve."
    assert classify_text(text, fx.K_CHARACTER)[0] == MODELLED


def test_only_the_first_sentence_after_if_is_conditional():
    # The Little Match Girl (ALIZE): "{R} If your hand is empty, draw a card. If your Reserve
    # is empty, draw a card."
    body = "If your hand is empty, draw a card. If your Reserve is empty, draw a card."
    assert parse_body(body, lambda spec: 0) == [
        (fx.E_IF, 0, (boosts_kinds.C_HAND_EMPTY, 0, ((fx.E_DRAW, 1, None),))),
        (fx.E_IF, 0, (boosts_kinds.C_RESERVE_EMPTY, 0, ((fx.E_DRAW, 1, None),))),
    ]
    hero = make_card("Hero", "HERO", stats=None, text="{T} : If your hand is empty, draw a card.")
    deck = deck_of(FILLER, hero=hero)
    game = afternoon_game(deck, hand=["Filler"], mana=0)
    game.apply((A_HERO, -1, 0))
    assert len(game.hand) == 1  # the hand was not empty: no draw


def test_boosts_in_reserve_are_kept_when_played_from_reserve():
    # Cuppa Sap (BISE); 2.5.l: from Reserve to an expedition a card keeps its counters
    sap = make_card(
        "Sap", "SPELL", 1, stats=None, text="Target Character in Reserve gains 2\xa0boosts."
    )
    deck = deck_of(FILLER, (sap, 1))
    assert record_of(deck, "Sap").on_resolve == ((boosts_kinds.E_BOOST_RESERVE, 2, None),)
    game = afternoon_game(deck, hand=["Sap"], mana=2)
    (unit,) = put_in_reserve(game, "Filler")
    game.apply((A_PLAY_HAND, 0, 0))
    assert unit.boosts == 2
    game.apply((A_PLAY_RESERVE, 0, 1))
    assert game.exps[1] == [unit] and unit.boosts == 2


def test_exchange_a_reserve_card_with_a_hand_card():
    # Nyala, Gifted Conjurer (ALIZE)
    nyala = make_card(
        "Nyala", text="{J} Exchange target card from your Reserve with a card from your hand."
    )
    deck = deck_of(FILLER, (nyala, 1), (vanilla("Big", (3, 3, 3)), 1))
    assert record_of(deck, "Nyala").on_join == ((boosts_kinds.E_EXCHANGE, 0, fx.K_ANY),)
    game = afternoon_game(deck, hand=["Nyala", "Filler"], mana=1)
    put_in_reserve(game, "Big")
    game.apply((A_PLAY_HAND, 0, 0))
    assert [c.name for c in game.hand] == ["Big"]
    assert [u.card.name for u in game.reserve] == ["Filler"]


def test_support_gains_up_to_a_max_while_in_reserve():
    # Drillmole (BISE), echo text of a version: {I} works while the card is ready in Reserve
    text = (
        "{I} When another Character joins your Expeditions\xa0— I\xa0gain 1 boost, up to a "
        "max of 2."
    )
    mole = make_card("Mole", echo=text)
    deck = deck_of(FILLER, (mole, 1))
    assert record_of(deck, "Mole").statics == (
        (boosts_kinds.ST_SUPPORT_GAIN, 1, (boosts_kinds.EV_JOIN, fx.K_CHARACTER, True, False, 2)),
    )
    assert on_join in deck.hooks.joined and not deck.hooks.card_played
    game = afternoon_game(deck, hand=["Filler"] * 3, mana=3)
    (unit,) = put_in_reserve(game, "Mole")
    for boosts in (1, 2, 2):
        game.apply((A_PLAY_HAND, 0, 0))
        assert unit.boosts == boosts
    unit.status = S_EXHAUSTED  # no support abilities when exhausted
    unit.boosts = 0
    put_in_play(game, "Filler", 0)
    joined(game, game.exps[0][-1], 0)
    assert unit.boosts == 0


def test_a_character_joining_my_expedition_gains_a_boost_and_fleeting():
    # Arcolano Milk (ALIZE), a Gear
    text = "When a Character joins my Expedition\xa0— It gains 1 boost and [[Fleeting]]."
    milk = make_card("Milk", "EXPEDITION_PERMANENT", 1, stats=None, text=text)
    deck = deck_of(FILLER, (milk, 1))
    assert record_of(deck, "Milk").statics == ((boosts_kinds.ST_JOIN_IT, 1, (True, S_FLEETING)),)
    game = afternoon_game(deck, hand=["Milk", "Filler", "Filler"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    assert [(u.boosts, u.status) for u in game.exps[0]] == [(1, S_FLEETING)]
    assert [(u.boosts, u.status) for u in game.exps[1]] == [(0, 0)]


def test_a_landmark_raises_the_reserve_limit():
    # Tech Lab Unit (BISE), second ability
    lab = make_card(
        "Lab", "LANDMARK_PERMANENT", 2, stats=None, text="Your Reserve limit is increased by one."
    )
    deck = deck_of(FILLER, (lab, 1))
    assert record_of(deck, "Lab").statics == ((boosts_kinds.ST_RESERVE_LIMIT, 1, 0),)
    for landmarks, kept in ((0, 2), (1, 3)):
        game = afternoon_game(deck)
        game.landmarks = [Unit(record_of(deck, "Lab"))] * landmarks
        put_in_reserve(game, "Filler", "Filler", "Filler", "Filler")
        clean_up(game)
        assert len(game.reserve) == kept
