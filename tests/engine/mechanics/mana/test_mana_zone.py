"""The Mana zone (the mana mechanic): cards put there from the deck or from play, "put me in my
owner's Mana zone instead"; each form with the card text it comes from and the exact state
change."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import night, progress
from altered_deck.engine.core.effects import S_FLEETING
from altered_deck.engine.core.state import A_PLAY_HAND
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
)


def test_mighty_jinn_goes_to_mana_while_a_card_needs_more():
    # Mighty Jinn (BISE)
    text = (
        "If I would leave the Expedition zone, you may put me in my owner's Mana zone instead "
        "(as an exhausted Mana Orb)."
    )
    jinn = make_card("Jinn", cost=5, text=text)
    big = make_card("Giant", cost=7)
    deck = deck_of(FILLER, (jinn, 2), (big, 1))
    assert record_of(deck, "Jinn").statics == ((fx.ST_TO_MANA, 0, (True, False)),)
    game = afternoon_game(deck, hand=["Giant"], mana=3)
    put_in_play(game, "Jinn", 0)
    night(game)
    assert [c.name for c in game.mana_cards][-1] == "Jinn" and len(game.mana_cards) == 4
    assert game.reserve == []
    game.hand = []  # nothing costs more than the Mana Orbs: the Jinn goes to Reserve
    put_in_play(game, "Jinn", 1)
    night(game)
    assert len(game.mana_cards) == 4 and [u.card.name for u in game.reserve] == ["Jinn"]


def test_tiny_jinn_goes_to_mana_only_while_boosted():
    # Tiny Jinn (BISE)
    text = (
        "If I would leave the Expedition zone while I'm [[Boosted]], put me in my owner's Mana "
        "zone instead (as an exhausted Mana Orb).  {R} I gain 1 boost."
    )
    jinn = make_card("Tiny", text=text)
    deck = deck_of(FILLER, (jinn, 2))
    assert record_of(deck, "Tiny").statics == ((fx.ST_TO_MANA, 0, (False, True)),)
    game = afternoon_game(deck)
    put_in_play(game, "Tiny", 0, boosts=1)
    put_in_play(game, "Tiny", 1, status=S_FLEETING)
    night(game)
    assert [c.name for c in game.mana_cards] == ["Tiny"]
    assert game.discard == [record_of(deck, "Tiny")]  # the Fleeting one, not Boosted


def test_put_the_top_two_cards_in_mana():
    # Mana Channeling (BISE)
    text = "Put the top two cards of your deck in your Mana zone (as exhausted Mana Orbs)."
    channel = make_card("Channel", "SPELL", 1, stats=None, text=text)
    deck = deck_of(FILLER, (channel, 1))
    assert record_of(deck, "Channel").on_resolve == ((fx.E_MANA_TOP, 2, None),)
    game = afternoon_game(deck, hand=["Channel"], mana=1)
    top = game.deck[-2:]
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.mana_cards[-2:] == top[::-1] and (len(game.mana_cards), game.mana_ready) == (3, 0)


def test_mighty_simbi_goes_to_mana_when_it_moves_due_to_forest():
    # Mighty Simbi (ALIZE)
    text = (
        "When my Expedition moves forward due to {V} — You may put me in my owner's Mana zone "
        "(as an exhausted Mana Orb)."
    )
    simbi = make_card("Simbi", cost=4, stats=(3, 0, 4), text=text)
    giant = make_card("Giant", cost=8)
    deck = deck_of(FILLER, (simbi, 2), (giant, 1))
    assert record_of(deck, "Simbi").statics == (
        (sacrifice_kinds.ST_MOVED_DUE, 0, (True, 1, ((fx.E_ME_TO_MANA, 0, True),))),
    )
    game = afternoon_game(deck, hand=["Giant"], mana=3, layout=(1,) * 8)
    put_in_play(game, "Simbi", 0)
    other = put_in_play(game, "Simbi", 1)
    game.hand = [record_of(deck, "Giant")]
    progress(game, [True, False])  # only the Hero expedition moved
    assert game.exps[0] == [] and game.exps[1] == [other]
    assert [c.name for c in game.mana_cards][-1] == "Simbi" and len(game.mana_cards) == 4


def test_put_the_top_card_of_the_deck_in_mana_exhausted():
    # Mana Channeling (CORE)
    text = "Put the top card of your deck in your Mana zone (as an exhausted Mana Orb)."
    channel = make_card("Channel", "SPELL", 1, stats=None, text=text)
    deck = deck_of(FILLER, (channel, 1))
    assert record_of(deck, "Channel").on_resolve == ((fx.E_MANA_TOP, 1, None),)
    game = afternoon_game(deck, hand=["Channel"], mana=1)
    top = game.deck[-1]
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.mana_cards[-1] is top and len(game.mana_cards) == 2
    assert game.mana_ready == 0  # 3.2.9.b: it enters exhausted
