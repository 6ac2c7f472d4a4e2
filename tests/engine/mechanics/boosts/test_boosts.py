"""Effect kinds added by engine v2, each with the card text it comes from (the starters'
Teija, Nevenka and Sierra decks had them unmodelled)."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import S_EXHAUSTED
from altered_deck.engine.core.state import A_PLAY_HAND, A_SUPPORT, Unit
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
)


def test_yong_su_counts_plants_you_control():
    # Yong-Su, Verdant Weaver (Teija starter)
    yong = make_card("Yong-Su", text="{J} If you control two or more Plants, I gain 2 boosts.")
    plant = make_card("Sprout", subtypes=("PLANT",))
    deck = deck_of(FILLER, (yong, 2), (plant, 2))
    assert record_of(deck, "Yong-Su").on_join == (
        (fx.E_IF, 0, (fx.C_SUBTYPE, (2, "PLANT"), ((fx.E_BOOST_SELF, 2, None),))),
    )
    assert deck.unmodelled == ()
    for plants, boosts in ((1, 0), (2, 2)):
        game = afternoon_game(deck, hand=["Yong-Su"], mana=1)
        for _ in range(plants):
            put_in_play(game, "Sprout", 1)
        game.apply((A_PLAY_HAND, 0, 0))
        assert game.exps[0][0].boosts == boosts


def test_hathor_returns_another_reserve_card_to_hand():
    # Hathor (Nevenka starter), echo text
    hathor = make_card("Hathor", echo="{D} : Return another card from your Reserve to your hand.")
    deck = deck_of(FILLER, (hathor, 1))
    assert record_of(deck, "Hathor").support == ((fx.E_RESERVE_TO_HAND, 1, True),)
    game = afternoon_game(deck, mana=0)
    for name in ("Hathor", "Filler"):
        card = next(c for c in game.deck if c.name == name)
        game.deck.remove(card)
        game.reserve.append(Unit(card))
    game.apply((A_SUPPORT, 0, 0))
    assert [c.name for c in game.hand] == ["Filler"]
    assert game.reserve == [] and [c.name for c in game.discard] == ["Hathor"]


def test_jian_activates_the_join_abilities_of_a_permanent():
    # Jian, Assembly Overseer (Sierra starter), echo text
    jian = make_card(
        "Jian", echo="{D} : Activate the {j} abilities of target Permanent you control."
    )
    tower = make_card("Tower", "LANDMARK_PERMANENT", 1, stats=None, text="{J} Draw a card.")
    deck = deck_of(FILLER, (jian, 1), (tower, 1))
    assert record_of(deck, "Jian").support == ((fx.E_ACTIVATE_JOIN, 0, fx.K_PERMANENT),)
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Tower"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert len(game.hand) == 1  # the Tower's own {J}
    card = next(c for c in game.deck if c.name == "Jian")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    game.apply((A_SUPPORT, 0, 0))
    assert len(game.hand) == 2 and not game.landmarks[0].status & S_EXHAUSTED
