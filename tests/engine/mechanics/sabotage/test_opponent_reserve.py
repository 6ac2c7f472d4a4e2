"""The sabotage mechanic's fourth batch: an opposing Reserve card exhausted then a die
(1-3: the opponent exhausts one of mine), a Reserve card of mine exhausted to send an
opposing Character to Reserve, and "When an opponent plays a card from Reserve"."""

from __future__ import annotations

import random

from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_EXHAUSTED
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.seat import Seat
from altered_deck.engine.core.state import A_MANA, A_PLAY_HAND, A_PLAY_RESERVE, PASS, Unit
from tests.engine.kit import afternoon_duel, afternoon_game, deck_of, make_card, record_of, vanilla

GUARD = (  # an opposing Reserve card exhausted, then a die (the bundled data: BISE)
    "{H} You may exhaust ({T}) target card in an opponent's Reserve, then roll a die. When you "
    "roll a 1-3 this way\xa0— That opponent targets a card in your Reserve. Exhaust it."
)
FAILED_DEMO = (  # DUSTER
    "[[Fleeting]].  Exhaust ({T}) a card in your Reserve. If you do, send to Reserve target "
    "Character with Base Cost {3} or less. (Reserve Cost if it's Fleeting, or Hand Cost if "
    "not.)"
)
STAFF_CLERK = (  # BISE
    "When an opponent plays a card from Reserve\xa0— Create an [Ordis Recruit 1/1/1] Soldier "
    "token in my Expedition."
)

DECK: CompiledDeck = deck_of(
    (vanilla("Filler"), 30),
    (vanilla("Two", (2, 2, 2)), 3),
    (make_card("Big", cost=5, stats=(4, 4, 4)), 1),
    (make_card("Guard", cost=3, text=GUARD), 1),
    (make_card("Failed Demo", "SPELL", 2, stats=None, text=FAILED_DEMO), 1),
    (make_card("Staff Clerk", cost=2, text=STAFF_CLERK), 1),
)


def duel() -> tuple[Duel, Seat, Seat]:
    return afternoon_duel((DECK, DECK), 9, 7)


def unit(name: str, status: int = 0) -> Unit:
    return Unit(record_of(DECK, name), 0, status)


def test_an_opposing_reserve_card_exhausted_then_a_die() -> None:
    for seed in range(12):  # both outcomes of the die
        _g, a, b = duel()
        a.rng = random.Random(seed)
        die = random.Random(seed)
        low = die.randint(1, 6) <= 3
        big, filler, mine = unit("Big"), unit("Filler"), unit("Two")
        b.reserve = [filler, big]
        a.reserve = [mine]
        run(a, record_of(DECK, "Guard").on_hand, None, 0)
        # the one the engine values more (its keep value) is exhausted, the other stays ready
        best = max((filler, big), key=lambda u: u.card.keep_value)
        assert [u.status for u in b.reserve] == [S_EXHAUSTED if u is best else 0 for u in b.reserve]
        assert mine.status == (S_EXHAUSTED if low else 0)
    goldfish = afternoon_game(DECK, hand=["Guard"], mana=3)
    goldfish.reserve.append(unit("Two"))
    goldfish.apply((A_PLAY_HAND, 0, 0))
    assert goldfish.reserve[0].status == 0


def test_a_reserve_card_of_mine_exhausted_to_send_a_character_to_reserve() -> None:
    _g, a, b = duel()
    b.exps[0].extend([unit("Two"), unit("Big")])  # Big: Hand Cost 5, out of reach
    big, filler = unit("Big"), unit("Filler")
    a.reserve = [big, filler]
    run(a, record_of(DECK, "Failed Demo").on_resolve, None, 0)
    spare = min((big, filler), key=lambda u: u.card.keep_value)  # the least useful one
    assert [u.status for u in a.reserve] == [S_EXHAUSTED if u is spare else 0 for u in a.reserve]
    assert [u.card.name for u in b.exps[0]] == ["Big"] and [u.card.name for u in b.reserve] == [
        "Two"
    ]
    a.reserve = [unit("Filler", S_EXHAUSTED)]  # no ready card: no removal
    b.exps[0].append(unit("Two"))
    run(a, record_of(DECK, "Failed Demo").on_resolve, None, 0)
    assert len(b.exps[0]) == 2


def test_when_an_opponent_plays_a_card_from_reserve() -> None:
    game, a, b = duel()
    b.exps[1].append(unit("Staff Clerk"))
    a.reserve = [unit("Filler")]
    a.mana_ready = 1
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert [u.card.name for u in b.exps[1]] == ["Staff Clerk", "Ordis Recruit"]
    assert b.exps[1][1].card in DECK.cards and b.exps[0] == []


def test_these_texts_act_in_matchups() -> None:
    for text, kind in ((GUARD, fx.K_CHARACTER), (FAILED_DEMO, fx.K_SPELL)):
        assert classify_text(text, kind)[0] == MATCHUP_ONLY, text
    assert classify_text(STAFF_CLERK, fx.K_CHARACTER)[0] == MATCHUP_ONLY


X_MARKS_MANA = (  # X Marks the Spot (BISE)
    "[[Fleeting]].  Roll a die. Send target Character to the Xth position of its owner's deck, "
    "where X is the result. If X is higher than the Hand Cost of the target, ready one mana Orb."
)
ERU = (  # Eru, Emissary of the Wild (CYCLONE)
    "{H} You may have target Character facing me gain [[Anchored]]. If you do, I gain "
    "[[Anchored]]. (During Rest, I don't go to Reserve and I lose Anchored.)"
)
LOST_WOODS = (  # Lost in the Woods (ALIZE)
    "[[Fleeting]].  Choose one:  •\xa0Send target Character to Reserve. If it wasn't in\xa0{V}, "
    "its controller draws a card.  •\xa0Discard target Permanent."
)
MORE: CompiledDeck = deck_of(
    (vanilla("Filler"), 30),
    (make_card("Big", cost=5, stats=(4, 4, 4)), 2),
    (make_card("X Marks", "SPELL", 3, stats=None, text=X_MARKS_MANA), 1),
    (make_card("Eru", cost=3, stats=(4, 2, 2), text=ERU), 1),
    (make_card("Lost in the Woods", "SPELL", 3, stats=None, text=LOST_WOODS), 1),
)


def more_duel(layout: int = 7) -> tuple[Seat, Seat]:
    game = Duel((MORE, MORE), 4)
    while any(s.phase != 2 for s in game.seats):
        game.apply((A_MANA, 0, 0))
    for seat in game.seats:
        seat.layout = (layout,) * 8
        seat.mana_ready = 0
    return game.seats[0], game.seats[1]


def test_x_marks_readies_an_orb_above_the_hand_cost() -> None:
    for seed in range(8):
        a, b = more_duel()
        a.rng = random.Random(seed)
        x = random.Random(seed).randint(1, 6)
        b.exps[0].append(Unit(record_of(MORE, "Filler")))  # Hand Cost 1
        run(a, record_of(MORE, "X Marks").on_resolve, None, 0)
        assert a.mana_ready == (1 if x > 1 else 0) and b.exps[0] == []


def test_eru_anchors_a_weaker_facing_character_and_itself() -> None:
    a, b = more_duel()
    eru = Unit(record_of(MORE, "Eru"))
    a.exps[0].append(eru)
    filler = Unit(record_of(MORE, "Filler"))
    b.exps[0].append(filler)
    b.exps[1].append(Unit(record_of(MORE, "Filler")))  # not facing Eru
    run(a, eru.card.on_hand, eru, 0)
    assert eru.status == filler.status == fx.S_ANCHORED and b.exps[1][0].status == 0
    a, b = more_duel()
    eru = Unit(record_of(MORE, "Eru"))
    a.exps[0].append(eru)
    big = Unit(record_of(MORE, "Big"))  # 12 power against Eru's 8: not worth keeping it
    b.exps[0].append(big)
    run(a, eru.card.on_hand, eru, 0)
    assert eru.status == big.status == 0


def test_lost_in_the_woods_draws_for_them_unless_in_forest() -> None:
    for layout, draws in ((fx.TERRAIN_BITS["V"], 0), (fx.TERRAIN_BITS["M"], 1)):
        a, b = more_duel(layout)
        b.exps[0].append(Unit(record_of(MORE, "Big")))
        hand = len(b.hand)
        run(a, record_of(MORE, "Lost in the Woods").on_resolve, None, 0)
        assert b.exps[0] == [] and [u.card.name for u in b.reserve] == ["Big"]
        assert len(b.hand) == hand + draws
    for text in (X_MARKS_MANA, LOST_WOODS):
        assert classify_text(text, fx.K_SPELL)[0] == MATCHUP_ONLY
    assert classify_text(ERU, fx.K_CHARACTER)[0] == MATCHUP_ONLY


ARIADNE = (  # BISE
    "When an opponent plays a Character\xa0— If there are no Characters in the Expedition facing "
    "me, that Character switches Expeditions."
)
PULL: CompiledDeck = deck_of(
    (vanilla("Filler"), 30), (make_card("Ariadne", cost=5, stats=(4, 4, 4), text=ARIADNE), 1)
)


def test_ariadne_pulls_a_played_character_in_front_of_her() -> None:
    game = Duel((PULL, PULL), 2)
    while any(s.phase != 2 for s in game.seats):
        game.apply((A_MANA, 0, 0))
    a, b = game.seats
    b.exps[1].append(Unit(record_of(PULL, "Ariadne")))  # facing a's empty Companion exp.
    a.hand.append(record_of(PULL, "Filler"))
    a.mana_ready = 1
    game.apply((A_PLAY_HAND, len(a.hand) - 1, 0))
    assert a.exps[0] == [] and [u.card.name for u in a.exps[1]] == ["Filler"]
    game.apply(PASS)  # b passes; a plays another: a Character faces Ariadne now, it stays
    a.hand.append(record_of(PULL, "Filler"))
    a.mana_ready = 1
    game.apply((A_PLAY_HAND, len(a.hand) - 1, 0))
    assert [u.card.name for u in a.exps[0]] == ["Filler"] and len(a.exps[1]) == 1
    assert classify_text(ARIADNE, fx.K_CHARACTER)[0] == MATCHUP_ONLY
