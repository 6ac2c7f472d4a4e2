"""Die rolls (the dice mechanic): "when you roll" Characters, a Landmark that rolls one die more,
targeted rolls and branches in bullet form; each form with the card text it comes from and the
exact state change."""

from __future__ import annotations

import random

from altered_deck.engine.acts.dice import roll_die
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import S_ANCHORED
from altered_deck.engine.core.state import A_HERO, A_PLAY_HAND, Unit
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
)

NEVENKA_TAP = (
    "{T} : Target a Character you control, then roll a die. On a:  • 6+, it gains "
    "[[Anchored]].  • 2-5, it gains 1 boost.  • 1, send it to Reserve."
)


def test_a_character_that_gains_a_boost_when_you_roll_dice():
    # Kadigiran Mage-Dancer (Nevenka starter)
    dancer = make_card("Dancer", text="When you roll one or more dice — I gain 1 boost.")
    roller = make_card(
        "Roller", text="{J} Roll a die. On a 4+, I gain 1 boost. On a 1-3, draw a card."
    )
    deck = deck_of(FILLER, (dancer, 1), (roller, 1))
    assert record_of(deck, "Dancer").statics == ((fx.ST_ROLL_BOOST, 1, None),)
    game = afternoon_game(deck, hand=["Roller"], mana=1)
    dancer_unit = put_in_play(game, "Dancer", 1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert dancer_unit.boosts == 1


def test_the_ouroboros_rolls_one_die_more_and_keeps_the_highest():
    # The Ouroboros, Lyra Bastion (Nevenka starter)
    text = (
        "If you would roll one or more dice, instead roll that many dice plus one and ignore "
        "the roll of your choice."
    )
    bastion = make_card("Bastion", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (bastion, 1))
    assert record_of(deck, "Bastion").statics == ((fx.ST_EXTRA_DIE, 0, None),)
    game = afternoon_game(deck, mana=0)
    game.landmarks.append(Unit(record_of(deck, "Bastion")))
    rolls = []
    for seed in range(20):
        game.rng = random.Random(seed)
        reference = random.Random(seed)
        expected = max(reference.randint(1, 6), reference.randint(1, 6))
        rolls.append(roll_die(game))
        assert rolls[-1] == expected
    assert rolls[:5] == [4, 5, 1, 5, 3]


def test_nevenkas_hero_ability_is_a_hero_action_with_a_targeted_die():
    # Nevenka & Blotch (Nevenka starter)
    hero = make_card("Nevenka", "HERO", stats=None, text=NEVENKA_TAP)
    deck = deck_of(FILLER, hero=hero)
    assert deck.hero is not None and deck.hero.tap_cost == 0
    assert deck.hero.tap == (
        (
            dice_kinds.E_DIE_TARGET,
            fx.T_MINE,  # "a Character you control"
            (
                (6, 6, ((fx.E_STATUS_SELF, 0, fx.S_ANCHORED),)),
                (2, 5, ((fx.E_BOOST_SELF, 1, None),)),
                (1, 1, ((fx.E_SELF_TO_RESERVE, 0, None),)),
            ),
        ),
    )
    outcomes = {}
    for seed in range(30):
        game = afternoon_game(deck, mana=0)
        walker = put_in_play(game, "Filler", 1)
        assert (A_HERO, -1, 1) in game.legal_actions()
        assert game.action_to_string((A_HERO, -1, 1)) == "hero Nevenka -> Companion"
        game.rng = random.Random(seed)
        roll = random.Random(seed).randint(1, 6)
        game.apply((A_HERO, -1, 1))
        assert not game.hero_ready and (A_HERO, -1, 0) not in game.legal_actions()
        if roll == 1:
            outcomes[roll] = (game.exps[1], [u.card.name for u in game.reserve])
            assert game.exps[1] == [] and game.reserve == [walker]
        elif roll == 6:
            assert walker.status & S_ANCHORED
        else:
            assert walker.boosts == 1
        outcomes.setdefault(roll, True)
    assert set(outcomes) == {1, 2, 3, 4, 5, 6}


def test_a_die_in_bullet_form_and_send_me_to_reserve():
    text = "{H} Roll a die. On a:  • 4+, [Resupply].  • 1-3, [Exhausted Resupply]."
    dice = make_card("Dice", text=text)
    bouncer = make_card("Bouncer", stats=(2, 2, 2), text="{H} Send me to Reserve.")
    deck = deck_of(FILLER, (dice, 1), (bouncer, 1))
    assert record_of(deck, "Dice").on_hand == (
        (
            dice_kinds.E_DIE,
            0,
            ((4, 6, ((fx.E_RESUPPLY, 1, False),)), (1, 3, ((fx.E_RESUPPLY, 1, True),))),
        ),
    )
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Bouncer"], mana=1)
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.exps[1] == [] and [u.card.name for u in game.reserve] == ["Bouncer"]
