"""Statuses gained and lost (the statuses mechanic): every Character gains one, a target or the
next card loses Fleeting; each form with the card text it comes from and the exact state
change."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import S_ANCHORED, S_FLEETING
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import A_PLAY_RESERVE, A_SUPPORT, Unit
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.boosts.rules import move_forward
from altered_deck.engine.mechanics.statuses import kinds as statuses_kinds
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    put_in_reserve,
    record_of,
)


def test_each_character_gains_fleeting_and_a_target_loses_it():
    # Halua, Raging Leviathan (CYCLONE), second ability; the boost-and-status target form
    halua = make_card("Halua", text="At Dusk\xa0— Each Character gains [[Fleeting]].")
    helper = make_card("Helper", text="{J} Target Character gains 1 boost and loses [[Fleeting]].")
    deck = deck_of(FILLER, (halua, 1), (helper, 1))
    each = ((fx.E_STATUS_EACH, 0, S_FLEETING),)  # each player's: goldfish, mine
    assert record_of(deck, "Halua").at_dusk == ((fx.E_EACH_PLAYER, 0, (each,)),)
    assert record_of(deck, "Helper").on_join == ((fx.E_BOOST_TARGET, 1, (0, S_FLEETING, False, 0)),)
    game = afternoon_game(deck, mana=1)
    put_in_reserve(game, "Helper")
    anchored = put_in_play(game, "Filler", 0, status=S_ANCHORED)
    game.apply((A_PLAY_RESERVE, 0, 1))  # 2.4.7: Fleeting from Reserve; it targets itself
    helper = game.exps[1][0]
    assert (helper.boosts, helper.status & S_FLEETING) == (1, 0)
    run(game, record_of(deck, "Halua").at_dusk, None, 0)
    assert helper.status & S_FLEETING and anchored.status == S_FLEETING | S_ANCHORED


def test_the_next_spell_loses_fleeting():
    # Undine (CYCLONE), echo text; the Spell played from Reserve goes back to Reserve
    undine = make_card("Undine", echo="{D} : The next Spell you play this turn loses [[Fleeting]].")
    bolt = make_card("Bolt", "SPELL", 1, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (undine, 1), (bolt, 1))
    assert record_of(deck, "Undine").support == ((statuses_kinds.E_NEXT_UNFLEETING, 0, fx.K_SPELL),)
    game = afternoon_game(deck, mana=1)
    put_in_reserve(game, "Undine", "Bolt")
    game.apply((A_SUPPORT, 0, 0))
    assert game.next_unfleeting == fx.K_SPELL
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert [u.card.name for u in game.reserve] == ["Bolt"] and game.next_unfleeting == 0


def test_a_fleeting_character_in_my_expedition_loses_fleeting():
    # Technical Boots (ALIZE), a Gear: "When my Expedition moves forward — Target Character in
    # my Expedition loses [[Fleeting]]." (also when an effect moves it)
    text = (
        "When my Expedition moves forward\xa0— Target Character in my Expedition loses "
        "[[Fleeting]]."
    )
    boots = make_card("Boots", "EXPEDITION_PERMANENT", 1, stats=None, text=text)
    deck = deck_of(FILLER, (boots, 1))
    unfleet = ((fx.E_UNFLEET, 0, True),)
    assert record_of(deck, "Boots").statics == ((boosts_kinds.ST_ON_MOVE, 0, (False, unfleet)),)
    game = afternoon_game(deck)
    game.gear[1].append(Unit(record_of(deck, "Boots")))
    other = put_in_play(game, "Filler", 0, status=S_FLEETING)
    mine = put_in_play(game, "Filler", 1, status=S_FLEETING)
    put_in_play(game, "Filler", 1)  # the most recent, but not Fleeting
    assert move_forward(game, 1)
    assert (other.status, mine.status) == (S_FLEETING, 0)
