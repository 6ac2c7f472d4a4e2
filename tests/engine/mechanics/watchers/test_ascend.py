"""Ascended expeditions: Ascend, conditions and costs
that read it, Eternal while Ascended, Mandjet's Resupply, and the tie rule in duels; each
with the card text it comes from."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import night
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_EXHAUSTED
from altered_deck.engine.core.state import A_PLAY_HAND, A_TAP, Unit
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
)


def test_ascended_trooper_ascends_then_gains_a_boost():
    # Ascended Trooper
    text = (
        "{H} If I'm in an Ascended Expedition, I gain 1 boost. Otherwise, my Expedition [Ascends]."
    )
    trooper = make_card("Trooper", text=text)
    deck = deck_of(FILLER, (trooper, 2))
    assert record_of(deck, "Trooper").on_hand == (
        (
            fx.E_IF_ELSE,
            0,
            (
                watchers_kinds.C_ASCENDED_ME,
                0,
                ((fx.E_BOOST_SELF, 1, None),),
                ((fx.E_ASCEND, 0, fx.TO_MINE),),
            ),
        ),
    )
    game = afternoon_game(deck, hand=["Trooper", "Trooper"], mana=2)
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.ascended == 2 and game.exps[1][0].boosts == 0
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.ascended == 2 and game.exps[1][1].boosts == 1
    night(game)  # 4.2.5.b: Ascended ends at Rest
    assert game.ascended == 0


def test_melusine_ascends_unless_in_a_single_terrain_region():
    # Melusine; [Sabotage] does nothing when goldfishing
    text = "{H} If I'm in a single-terrain region, [Sabotage]. Otherwise, my Expedition [Ascends]."
    deck = deck_of(FILLER, (make_card("Melusine", text=text), 2))
    game = afternoon_game(deck, hand=["Melusine"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.ascended == 1
    single = afternoon_game(deck, hand=["Melusine"], mana=1, layout=(1,) * 8)
    single.apply((A_PLAY_HAND, 0, 0))
    assert single.ascended == 0


def test_the_ugly_duckling_pays_to_boost_and_ascend():
    # The Ugly Duckling
    text = "{J} You may pay {1}. If you do, I gain 1 boost and my Expedition [Ascends]."
    deck = deck_of(FILLER, (make_card("Duckling", text=text), 1))
    game = afternoon_game(deck, hand=["Duckling"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (game.mana_ready, game.exps[0][0].boosts, game.ascended) == (0, 1, 1)
    poor = afternoon_game(deck, hand=["Duckling"], mana=1)
    poor.apply((A_PLAY_HAND, 0, 0))
    assert (poor.mana_ready, poor.exps[0][0].boosts, poor.ascended) == (0, 0, 0)


def test_costs_that_read_ascended_expeditions():
    # Sagitta, Soaring Leviathan (two printings); Out of a Clear Sky
    per = make_card(
        "Sagitta",
        cost=7,
        text="I cost {1} less for each of your Ascended Expeditions.  [Gigantic].",
    )
    text = "I cost {2} less if one or more of your Expeditions is Ascended.  [Gigantic]."
    one = make_card("Sagitta2", cost=7, text=text)
    text = (
        "[[Fleeting]].  I cost {1} less if at least one of your Expeditions is Ascended.  Send "
        "target Character to Reserve."
    )
    sky = make_card("Sky", "SPELL", 3, stats=None, text=text)
    deck = deck_of(FILLER, (per, 1), (one, 1), (sky, 1))
    assert deck.unmodelled == ()
    game = afternoon_game(deck)
    cards = [record_of(deck, n) for n in ("Sagitta", "Sagitta2", "Sky")]
    assert [game.cost_of(c, c.hand_cost) for c in cards] == [7, 7, 3]
    game.ascended = 1
    assert [game.cost_of(c, c.hand_cost) for c in cards] == [6, 5, 2]
    game.ascended = 3
    assert [game.cost_of(c, c.hand_cost) for c in cards] == [5, 5, 2]


def test_nike_is_eternal_while_her_expedition_is_ascended():
    # Nike
    nike = make_card("Nike", text="If my Expedition is Ascended, I am [Eternal].")
    deck = deck_of(FILLER, (nike, 2))
    game = afternoon_game(deck)
    hero_side = put_in_play(game, "Nike", 0)
    put_in_play(game, "Nike", 1)
    game.ascended = 1
    night(game)
    assert game.exps[0] == [hero_side] and game.exps[1] == [] and len(game.reserve) == 1
    assert game.ascended == 0


def test_mandjet_resupplies_instead_of_a_second_ascend():
    # Mandjet: the engine targets the Ascended expedition to take the Resupply
    text = (
        "{T}: Target Expedition [Ascends].  If one of your Ascended Expeditions would attempt "
        "to [Ascend] again, [Resupply] instead."
    )
    mandjet = make_card("Mandjet", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (mandjet, 1))
    assert record_of(deck, "Mandjet").statics == ((watchers_kinds.ST_ASCEND_RESUPPLY, 0, None),)
    game = afternoon_game(deck)
    game.landmarks.append(Unit(record_of(deck, "Mandjet")))
    game.apply((A_TAP, 0, 1))
    assert game.ascended == 2 and game.reserve == []
    game.landmarks[0].status &= ~S_EXHAUSTED
    game.apply((A_TAP, 0, 0))
    assert game.ascended == 2 and len(game.reserve) == 1


def test_soar_ascends_and_boosts_a_character_in_an_ascended_expedition():
    # Soar
    text = (
        "Target Expedition [Ascends].  You may give 1 boost to target Character in an Ascended "
        "Expedition."
    )
    soar = make_card("Soar", "SPELL", 1, stats=None, text=text)
    deck = deck_of(FILLER, (soar, 1))
    game = afternoon_game(deck, hand=["Soar"], mana=1)
    hero_side = put_in_play(game, "Filler", 0)
    companion = put_in_play(game, "Filler", 1)
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.ascended == 2 and (hero_side.boosts, companion.boosts) == (0, 1)


def test_the_origamium_boosts_in_ascended_expeditions():
    # The Origamium (two printings)
    text = (
        "{J} Target Expedition [Ascends].  When you play a Character\xa0— If it's in an Ascended "
        "Expedition, you may exhaust me ({T}) to give it 1 boost."
    )
    watcher = make_card("Origamium", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    text = (
        "{J} Target Expedition [Ascends].  {T}: Target Character in an Ascended Expedition gains "
        "1 boost."
    )
    tapper = make_card("Origamium2", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (watcher, 1), (tapper, 1))
    assert deck.unmodelled == () and watchers_kinds.F_STATICS in deck.hooks.features
    game = afternoon_game(deck, hand=["Origamium", "Filler", "Filler"], mana=4)
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.ascended == 2
    game.apply((A_PLAY_HAND, 0, 0))  # a Character in the Hero expedition: not Ascended
    assert game.exps[0][0].boosts == 0 and not game.landmarks[0].status & S_EXHAUSTED
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.exps[1][0].boosts == 1 and game.landmarks[0].status & S_EXHAUSTED
    game.landmarks.append(Unit(record_of(deck, "Origamium2")))
    game.apply((A_TAP, 1, 0))
    assert game.exps[1][0].boosts == 2 and game.exps[0][0].boosts == 0


def test_an_ascended_expedition_moves_on_a_tie_in_a_duel():
    # 4.2.4.e; both players' Hero expeditions hold a 1/1/1
    deck = deck_of(FILLER)
    duel = Duel((deck, deck), 5)
    a, b = duel.seats
    for seat in (a, b):
        seat.exps[0].append(Unit(record_of(deck, "Filler")))
    assert (a.would_move(0), b.would_move(0)) == (False, False)
    a.ascended = 1
    assert (a.would_move(0), b.would_move(0)) == (True, False)
    assert a.progress_flags()[0] is True
