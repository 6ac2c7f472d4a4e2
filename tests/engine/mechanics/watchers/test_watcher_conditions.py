"""Conditions of the watchers mechanic: behind / tied (for real in duels,
the goldfish opponent never moves), Boosted and zero-statistic counts, an opponent's
Characters, first player; each with the card text it comes from."""

from __future__ import annotations

from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import noon
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.play import play_from_hand
from altered_deck.engine.core.state import A_PASS, A_PLAY_HAND, P_AFTERNOON, Unit
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from altered_deck.engine.text.body import parse_body
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
    vanilla,
)

ZERO = (vanilla("Zero", (0, 0, 2)), 4)


def _names(units: list[Unit]) -> list[str]:
    return [u.card.name for u in units]


def test_mesektet_creates_tokens_in_expeditions_behind_or_tied():
    # Mesektet: goldfishing, an expedition is tied until it moves (never behind)
    text = (
        "At Noon\xa0— Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions "
        "that's behind or tied."
    )
    mesektet = make_card("Mesektet", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (mesektet, 1))
    recruit = record_of(deck, "Ordis Recruit").index
    assert record_of(deck, "Mesektet").at_noon == (
        (watchers_kinds.E_TOKEN_BEHIND, 1, (recruit, fx.TO_TARGET)),
    )
    game = afternoon_game(deck)
    game.landmarks.append(Unit(record_of(deck, "Mesektet")))
    noon(game)
    assert (_names(game.exps[0]), _names(game.exps[1])) == (["Ordis Recruit"], ["Ordis Recruit"])
    game.pos[0] = 2  # the Hero expedition moved: ahead of the goldfish opponent
    noon(game)
    assert (len(game.exps[0]), len(game.exps[1])) == (1, 2)


def test_behind_and_tied_compare_with_the_facing_expedition_in_a_duel():
    # Mesektet in a duel; "If my Expedition is behind" (Ordis Overseer's condition)
    text = (
        "At Noon\xa0— Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions "
        "that's behind or tied."
    )
    mesektet = make_card("Mesektet", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (mesektet, 1))
    a, b = Duel((deck, deck), 3).seats
    a.pos[:] = [1, 5]  # Hero: behind (1 < 3); Companion: ahead (2 > 1)
    b.pos[:] = [3, 6]
    a.landmarks.append(Unit(record_of(deck, "Mesektet")))
    noon(a)
    assert (len(a.exps[0]), len(a.exps[1])) == (1, 0)
    effects = parse_body("If my Expedition is behind, draw a card", lambda s: 0)
    assert effects == [(fx.E_IF, 0, (watchers_kinds.C_BEHIND, 0, ((fx.E_DRAW, 1, None),)))]
    hand = len(a.hand)
    run(a, tuple(effects), None, 0)
    run(a, tuple(effects), None, 1)
    assert len(a.hand) == hand + 1
    hand = len(b.hand)
    run(b, tuple(effects), None, 0)
    assert len(b.hand) == hand


def test_field_reinforcements_chooses_both_while_behind_or_tied():
    # Field Reinforcements
    text = (
        "[[Fleeting]].  Choose one. If each of your Expeditions is behind or tied, you may choose "
        "both:  •\xa0Draw a card.  •\xa0Create an [Ordis Recruit 1/1/1] Soldier token in target "
        "Expedition."
    )
    spell = make_card("Field", "SPELL", 1, stats=None, text=text)
    deck = deck_of(FILLER, (spell, 2))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Field"], mana=1)
    game.apply((A_PLAY_HAND, 0, 1))
    assert len(game.hand) == 1 and _names(game.exps[1]) == ["Ordis Recruit"]
    moved = afternoon_game(deck, hand=["Field"], mana=1)
    moved.pos[0] = 1  # ahead: one option, the token (the Hero expedition needs power)
    moved.apply((A_PLAY_HAND, 0, 0))
    assert len(moved.hand) == 0 and _names(moved.exps[0]) == ["Ordis Recruit"]


def test_first_player_without_the():
    # Kojo & Booda (Hero)
    text = (
        "At Noon\xa0— If you are first player, create a [Booda 2/2/2] Companion token in your "
        "Companion Expedition."
    )
    hero = make_card("Kojo", "HERO", stats=None, text=text)
    deck = deck_of(FILLER, hero=hero)
    assert deck.unmodelled == ()
    game = afternoon_game(deck)
    game.first_on_odd_days = game.day % 2 == 1
    noon(game)
    assert _names(game.exps[1]) == ["Booda"]
    game.first_on_odd_days = not game.first_on_odd_days
    noon(game)
    assert _names(game.exps[1]) == ["Booda"]


def test_base_statistics_of_zero():
    # Break the Ice; Lyra Thespian
    text = (
        "[[Fleeting]].  I cost {2} less if there are three or more base statistics of 0 among "
        "Characters you control.  Send target Character to Reserve, then exhaust it ({T})."
    )
    ice = make_card("Ice", "SPELL", 3, stats=None, text=text)
    text = (
        "{J} If you have three or more base statistics of 0 among Characters you control, I "
        "gain 2 boosts."
    )
    lyra = make_card("Lyra", text=text)
    deck = deck_of(FILLER, ZERO, (ice, 1), (lyra, 2))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Lyra", "Lyra"], mana=2)
    record = record_of(deck, "Ice")
    put_in_play(game, "Zero", 0)  # two zeros
    assert game.cost_of(record, 3) == 3
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0][-1].boosts == 0
    put_in_play(game, "Zero", 1)  # four zeros
    assert game.cost_of(record, 3) == 1
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0][-1].boosts == 2


def test_boosted_characters_you_control():
    # Lyra Thespian; Ozma
    lyra = make_card(
        "Lyra", text="{J} If you control two or more [[Boosted]] Characters, I gain 2 boosts."
    )
    ozma = make_card(
        "Ozma", text="{J} If you control two or more other [[Boosted]] Characters, draw a card."
    )
    deck = deck_of(FILLER, (lyra, 1), (ozma, 1))
    game = afternoon_game(deck, hand=["Lyra", "Ozma"], mana=2)
    put_in_play(game, "Filler", 0, boosts=1)
    game.apply((A_PLAY_HAND, 0, 0))  # one Boosted Character: no boosts
    assert game.exps[0][-1].boosts == 0
    put_in_play(game, "Filler", 0, boosts=1)
    game.apply((A_PLAY_HAND, 0, 0))  # two other Boosted ones: draw
    assert len(game.hand) == 1


def test_an_opponents_characters_cut_the_cost_in_duels_only():
    # Puff's Challenge
    text = (
        "[[Fleeting]].  If an opponent controls three or more Characters, I cost {1} less.  "
        "Send target Character to Reserve."
    )
    puff = make_card("Puff", "SPELL", 2, stats=None, text=text)
    deck = deck_of(FILLER, (puff, 1))
    record = record_of(deck, "Puff")
    assert afternoon_game(deck).cost_of(record, 2) == 2  # the goldfish opponent has none
    a, b = Duel((deck, deck), 1).seats
    b.exps[0].extend(Unit(record_of(deck, "Filler")) for _ in range(2))
    assert a.cost_of(record, 2) == 2
    b.exps[1].append(Unit(record_of(deck, "Filler")))
    assert a.cost_of(record, 2) == 1 and b.cost_of(record, 2) == 2


def test_ordis_overseer_creates_a_recruit_per_bureaucrat_when_behind():
    # Ordis Overseer: never behind when goldfishing; in a duel, behind
    text = (
        "{J} If my Expedition is behind, create one [Ordis Recruit 1/1/1] Soldier token in my "
        "Expedition per Bureaucrat you control."
    )
    overseer = make_card("Overseer", text=text, subtypes=("BUREAUCRAT",))
    clerk = make_card("Clerk", subtypes=("BUREAUCRAT",))
    deck = deck_of(FILLER, (overseer, 2), (clerk, 1))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Overseer"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert _names(game.exps[0]) == ["Overseer"]
    a, b = Duel((deck, deck), 4).seats
    a.hand.append(record_of(deck, "Overseer"))
    a.mana_ready = 1
    a.exps[1].append(Unit(record_of(deck, "Clerk")))
    b.pos[0] = 1
    play_from_hand(a, len(a.hand) - 1, 0, False)
    assert _names(a.exps[0]) == ["Overseer", "Ordis Recruit", "Ordis Recruit"]


def test_mapmakers_boon_counts_visible_single_terrain_regions():
    # Mapmaker's Boon
    text = (
        "If three or more single-terrain regions are visible, target Character gains 4 boosts. "
        "Otherwise, it gains 2 boosts."
    )
    boon = make_card("Boon", "SPELL", 1, stats=None, text=text)
    deck = deck_of(FILLER, (boon, 2))
    assert record_of(deck, "Boon").on_resolve == (
        (
            fx.E_IF_ELSE,
            0,
            (
                costs_kinds.C_SINGLE_VISIBLE,
                3,
                ((fx.E_BOOST_TARGET, 4, None),),
                ((fx.E_BOOST_TARGET, 2, None),),
            ),
        ),
    )
    layout = (1, 3, 2, 4, 5, 6, 7, 1)
    game = afternoon_game(deck, hand=["Boon", "Boon"], mana=2, layout=layout)
    unit = put_in_play(game, "Filler", 0)
    game.apply((A_PLAY_HAND, 0, 0))  # visible: regions 0 and 7, both single-terrain
    assert unit.boosts == 2
    game.revealed[3] = True
    game.apply((A_PLAY_HAND, 0, 0))
    assert unit.boosts == 6


def test_hypothermia_puts_one_of_your_characters_to_sleep():
    # Hypothermia: in a duel the opponent chooses one of theirs by the same policy
    text = "Each player chooses a Character they control. It gains [[Asleep]]."
    deck = deck_of(FILLER, (make_card("Cold", "SPELL", 1, stats=None, text=text), 1))
    game = afternoon_game(deck, hand=["Cold"], mana=1)
    first = put_in_play(game, "Filler", 0)
    second = put_in_play(game, "Filler", 0, boosts=2)
    game.apply((A_PLAY_HAND, 0, 0))  # either keeps the move: the boosted one sleeps
    assert (first.status, second.status) == (0, fx.S_ASLEEP)
    a, b = Duel((deck, deck), 3).seats
    mine = Unit(record_of(deck, "Filler"))
    theirs = Unit(record_of(deck, "Filler"))
    a.exps[0].append(mine)
    b.exps[1].append(theirs)
    a.hand.append(record_of(deck, "Cold"))
    a.mana_ready = 1
    play_from_hand(a, len(a.hand) - 1, 0, False)
    assert (mine.status, theirs.status) == (fx.S_ASLEEP, fx.S_ASLEEP)


def test_an_if_with_nothing_inside_is_not_counted_as_modelled():
    # Lyra Mapmaker, its {H} ability: the Asleep is aimed at an opponent's Character
    # (executed in duels: the removal mechanic's; matchup only, not modelled)
    text = (
        "{H} If five or more single-terrain regions are visible, target Character gains [[Asleep]]."
    )
    assert classify_text(text, fx.K_CHARACTER)[0] == MATCHUP_ONLY


def test_you_win_the_game_ends_a_duel():
    # "You win the game" (Lyra Festival's At Dusk ability) in a duel: that player wins
    deck = deck_of(FILLER)
    duel = Duel((deck, deck), 6)
    while not all(seat.phase == P_AFTERNOON for seat in duel.seats):  # Mana, then Afternoon
        duel.apply(duel.legal_actions()[0])
    duel.seats[1].won_by_effect = True
    duel.apply((A_PASS, -1, 0))
    duel.apply((A_PASS, -1, 0))
    record = duel.record()
    assert duel.is_terminal() and (record.winner, record.won_day) == (1, 1)
