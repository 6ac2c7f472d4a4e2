"""Card text → effect tuples: what the engine models, treats as inert, or reports as ignored."""

from __future__ import annotations

import pytest

from altered_deck.engine.compiler.abilities import parse_card_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import (
    K_CHARACTER,
    K_LANDMARK,
    K_SPELL,
    split_abilities,
)
from altered_deck.engine.mechanics.choices.kinds import E_CHOOSE, X_MY_COUNTERS
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.mechanics.sabotage import kinds as sabotage_kinds
from altered_deck.engine.targets import limits
from altered_deck.engine.text.body import parse_body
from tests.engine.kit import Tokens


def test_split_abilities_drops_reminders_and_keeps_bullets():
    text = (
        "[[Fleeting]]. (Send me to Discard.)  Choose one:  • Draw a card.  • [Resupply]. "
        "(Put the top card (of your deck) in Reserve.)"
    )
    assert split_abilities(text) == ["[[Fleeting]].", "Choose one:  • Draw a card.  • [Resupply]."]
    assert split_abilities("I gain 2\xa0boosts[].") == ["I gain 2 boosts."]


@pytest.mark.parametrize(
    ("body", "effects"),
    [
        ("I gain 2 boosts", [(fx.E_BOOST_SELF, 2, None)]),
        ("I gain a boost.", [(fx.E_BOOST_SELF, 1, None)]),
        ("I gain [[Anchored]]", [(fx.E_STATUS_SELF, 0, fx.S_ANCHORED)]),
        ("Draw two cards.", [(fx.E_DRAW, 2, None)]),
        ("Each player draws a card", [(fx.E_EACH_PLAYER, 0, (((fx.E_DRAW, 1, None),),))]),
        ("[Resupply]", [(fx.E_RESUPPLY, 1, False)]),
        ("[Exhausted Resupply]", [(fx.E_RESUPPLY, 1, True)]),
        (
            "[Sabotage], then [Resupply]",
            [(removal_kinds.E_SABOTAGE, 1, None), (fx.E_RESUPPLY, 1, False)],
        ),
        (
            "The next Permanent you play this turn costs {1} less",
            [(fx.E_NEXT_COST, 1, (fx.K_PERMANENT, False))],
        ),
        (
            "The next card you play this Afternoon costs {2} less.",
            [(fx.E_NEXT_COST, 2, (fx.K_ANY, True))],
        ),
        ("The next Character you play this turn gains 1 boost", [(fx.E_NEXT_BOOST, 1, None)]),
        ("Target Character gains 3 boosts", [(fx.E_BOOST_TARGET, 3, None)]),
        ("Characters you control gain 1 boost", [(fx.E_BOOST_ALL, 1, None)]),
        ("Up to two target Characters each gain 2 boosts", [(fx.E_BOOST_UP_TO_TWO, 2, None)]),
        (
            "Target Character with Hand Cost {3} or less gains [[Anchored]]",
            [(fx.E_ANCHOR_TARGET, 3, None)],
        ),
        (
            "Send to Reserve target Character with Hand Cost {3} or less",
            [
                (
                    removal_kinds.E_OPP_REMOVE,
                    1,
                    (limits.D_RESERVE, fx.K_CHARACTER, limits.L_COST_LE, 3, False, 0),
                )
            ],
        ),
        (
            "Your opponent's Expedition facing me moves backwards one region",
            [(fx.E_OPP_BACK, 1, None)],
        ),
        (
            "If you control two or more Landmarks, I gain 2 boosts",
            [(fx.E_IF, 0, (fx.C_LANDMARKS, 2, ((fx.E_BOOST_SELF, 2, None),)))],
        ),
        (
            "Roll a die. On a 4+, draw a card. On a 1-3, [Resupply]",
            [
                (
                    dice_kinds.E_DIE,
                    0,
                    ((4, 6, ((fx.E_DRAW, 1, None),)), (1, 3, ((fx.E_RESUPPLY, 1, False),))),
                )
            ],
        ),
        ("I gain 1 boost per Spell in your discard pile", None),
        ("If I'm in {V}, I am [Eternal]", None),
        (
            "Target Expedition can't move forward this Day",
            [(sabotage_kinds.E_OPP_NO_MOVE, 0, None)],
        ),
    ],
)
def test_parse_body(body, effects):
    assert parse_body(body, Tokens()) == effects


def test_keywords_scout_and_triggers():
    parsed = parse_card_text(
        "[Gigantic]. (I am considered present.)  [Seasoned].  [Scout] {2}. (You may play me.)  "
        "{J} Draw a card.  {H} I gain 1 boost.  {R} [Resupply].  At Noon — I gain 1 boost.  "
        "At Dusk — Draw a card.  When I leave the Expedition zone — Draw a card.",
        "{D} : The next Spell you play this turn costs {1} less.",
        K_CHARACTER,
        Tokens(),
    )
    assert parsed.keywords == fx.KW_GIGANTIC | fx.KW_SEASONED
    assert parsed.scout == 2
    assert parsed.on_join == [(fx.E_DRAW, 1, None)]
    assert parsed.on_hand == [(fx.E_BOOST_SELF, 1, None)]
    assert parsed.on_reserve == [(fx.E_RESUPPLY, 1, False)]
    assert parsed.at_noon == [(fx.E_BOOST_SELF, 1, None)]
    assert parsed.at_dusk == parsed.on_leave == [(fx.E_DRAW, 1, None)]
    assert parsed.support == [(fx.E_NEXT_COST, 1, (K_SPELL, False))]
    assert parsed.ignored == []


def test_spell_text_resolves_and_fleeting_cooldown_are_keywords():
    parsed = parse_card_text(
        "[[Fleeting]].  [Cooldown].  Target Character gains 3 boosts.  Draw a card.",
        "",
        K_SPELL,
        Tokens(),
    )
    assert parsed.keywords == fx.KW_FLEETING | fx.KW_COOLDOWN
    assert parsed.on_resolve == [(fx.E_BOOST_TARGET, 3, None), (fx.E_DRAW, 1, None)]


def test_landmark_tap_and_counters():
    parsed = parse_card_text(
        "{J} I gain 3 Kelon counters.  At Noon — You may pay {1} and spend 1 of my Kelon "
        "counters to create a [Brassbug 2/2/2] Robot token in target Expedition.  "
        "{1}, {T} : Draw a card.",
        "",
        K_LANDMARK,
        Tokens(),
    )
    assert parsed.on_join == [(fx.E_COUNTERS, 3, None)]
    assert parsed.at_noon == [(fx.E_PAY_COUNTER_TOKEN, 1, (0, fx.TO_TARGET))]
    assert (parsed.tap_cost, parsed.tap) == (1, [(fx.E_DRAW, 1, None)])


def test_hero_statics():
    parsed = parse_card_text(
        "The first Character you play each Afternoon gains 1 boost.  When a Robot joins your "
        "Expeditions — It gains 1 boost.  When you play a Permanent with Hand Cost {3} or more "
        "— You may exhaust me ({T}) to create a [Brassbug 2/2/2] Robot token in target "
        "Expedition.",
        "",
        0,
        Tokens(),
    )
    assert parsed.statics == [
        (fx.ST_FIRST_CHARACTER_BOOST, 1, None),
        (fx.ST_JOIN_BOOST, 1, "ROBOT"),
        (fx.ST_PLAY_EXHAUST, 0, (fx.K_PERMANENT, 3, ((fx.E_TOKEN, 1, (0, fx.TO_TARGET)),))),
    ]


def test_unmodelled_abilities_are_listed_and_the_rest_kept():
    parsed = parse_card_text(
        "{J} I gain 1 boost per Spell in your discard pile.  {H} Draw a card.  [Tough 1].",
        "{D} : Sacrifice a Character. If its Hand Cost was {3} or more, draw a card.",
        K_CHARACTER,
        Tokens(),
    )
    assert parsed.on_hand == [(fx.E_DRAW, 1, None)]
    assert parsed.ignored == [
        "{J} I gain 1 boost per Spell in your discard pile.",
        "{D} : Sacrifice a Character. If its Hand Cost was {3} or more, draw a card.",
    ]


ONE = (1, 0, False, False, None)  # the head of a "Choose one": one pick, no repeat


def test_choose_one_keeps_every_option_as_printed_and_its_text():
    send = (
        removal_kinds.E_OPP_REMOVE,
        1,
        (limits.D_RESERVE, fx.K_CHARACTER, limits.L_ANY, 0, False, 0),
    )
    texts = ("Choose one", "Send to Reserve target Character", "Draw a card")
    assert parse_body(
        "Choose one:  • Send to Reserve target Character.  • Draw a card.", Tokens()
    ) == [(E_CHOOSE, 0, (ONE, texts, (send,), ((fx.E_DRAW, 1, None),)))]
    # an option aimed at the opponent only (inert when goldfishing) is still an option
    assert parse_body(
        "Choose one:  • Target opponent discards a card.  • Draw a card.", Tokens()
    ) == [
        (
            E_CHOOSE,
            0,
            (
                ONE,
                ("Choose one", "Target opponent discards a card", "Draw a card"),
                ((fx.E_NOTHING, 0, "Target opponent discards a card"),),
                ((fx.E_DRAW, 1, None),),
            ),
        )
    ]
    # an option the compiler cannot read: the whole text is unmodelled
    assert parse_body("Choose one:  • Draw a card.  • Do a little dance.", Tokens()) is None


@pytest.mark.parametrize(
    ("text", "head"),
    [
        ("Choose two:", (2, 0, False, False, None)),
        (
            "Choose up to three, you may choose the same option multiple times:",
            (3, 0, True, True, None),
        ),
        (
            "Choose up to the number of cards in your Landmarks:",
            (0, fx.PER_LANDMARKS, True, False, None),
        ),
        (
            "Choose X+1, where X is my number of Arcane counters:",
            (1, X_MY_COUNTERS, False, False, None),
        ),
        (
            "Choose one. If you control a token, you may choose both:",
            (1, 0, False, False, (fx.C_TOKEN, 0)),
        ),
    ],
)
def test_every_choice_head_compiles_to_the_one_choice_effect(text: str, head: tuple):
    effects = parse_body(f"{text}  • Draw a card.  • [Resupply].", Tokens())
    assert effects is not None
    assert effects[0][2][0] == head and effects[0][2][1][1:] == ("Draw a card", "[Resupply]")


@pytest.mark.parametrize(
    ("kind", "modelled"), [(K_LANDMARK, True), (0, True), (K_CHARACTER, False)]
)
def test_a_tap_ability_is_modelled_only_where_the_engine_offers_it(kind: int, modelled: bool):
    # Landmarks and the Hero (kind 0) have {T} actions; a Character's would never be used.
    parsed = parse_card_text("{T} : Draw a card.", "", kind, Tokens())
    assert (parsed.tap == [(fx.E_DRAW, 1, None)], parsed.ignored == []) == (modelled, modelled)
