"""The sabotage mechanic's later forms: a removal with "If you do", a token in the removed
Character's expedition, sacrifices and Mana Orbs paid for a removal, the opponent's
Resupplies and draws, and "When an opponent draws one or more cards or [Resupplies]"."""

from __future__ import annotations

from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, MODELLED, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_EXHAUSTED
from altered_deck.engine.core.interpreter import resupply, run
from altered_deck.engine.core.seat import Seat
from altered_deck.engine.core.state import A_PLAY_HAND, Unit
from tests.engine.kit import afternoon_duel, afternoon_game, deck_of, make_card, record_of, vanilla

MEDUSA = (  # CYCLONE
    "{R} You may discard target Character. If you do, create an [Aerolith] token in its "
    "controller's Landmarks."
)
MEDUSA_EACH = (
    "{R} You may discard target Character. If you do, create an [Aerolith] token in each "
    "player's Landmarks."
)
METAMORPHOSIS = (  # BISE
    "[[Fleeting]].  Discard target Character with Hand Cost\xa0{5} or less, then create a "
    "[Mana Moth 2/2/2] Illusion token in its Expedition."
)
BOOM = (  # CORE
    "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  "
    "Sacrifice a Character. If you do, discard target Character or Permanent."
)
ERUPTION = (  # Mana Eruption (CORE)
    "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Discard "
    "one of your Mana Orbs. If you do, discard target Character or Permanent."
)
SNOW_MAIDEN = (  # The Snow Maiden (ALIZE)
    "{H} Target opponent may [Exhausted Resupply], then may do it again. (They put the top "
    "card of their deck in Reserve, then they exhaust it {T}.)"
)
HOUDINI = (  # Harry Houdini (DUSTER)
    "{H} Create a [Mana Moth 2/2/2] Illusion token in target Expedition. Then, the "
    "controller of the Expedition facing that Illusion draws a card."
)
MOTH_SPRING = (  # Moth to a Spring (CYCLONE)
    "[[Fleeting]].  Create two [Mana Moth 2/2/2] Illusion tokens, distributed among any "
    "Expeditions.  Draw a card."
)
NOOSH = "When an opponent draws one or more cards or [Resupplies]\xa0— I gain 1 boost."  # BISE
UNDERGROWTH = (  # The Undergrowth (BISE)
    "{T} : The next Character you play in {V} this turn gains 1 boost.  When an opponent "
    "draws one or more cards or [Resupplies]\xa0— Ready me."
)
QUETZAL = (  # Quetzalcóatl (CORE)
    "When an opponent draws one or more cards or does [Resupply]\xa0— Create an [Ordis "
    "Recruit 1/1/1] Soldier token in target Expedition."
)

SPELL = "SPELL"
DECK: CompiledDeck = deck_of(
    (vanilla("Filler"), 30),
    (vanilla("Two", (2, 2, 2)), 2),
    (make_card("Medusa", cost=3, text=MEDUSA), 1),
    (make_card("Medusa Each", cost=3, text=MEDUSA_EACH), 1),
    (make_card("Metamorphosis", SPELL, 2, stats=None, text=METAMORPHOSIS), 1),
    (make_card("Boom", SPELL, 3, stats=None, text=BOOM), 1),
    (make_card("Eruption", SPELL, 3, stats=None, text=ERUPTION), 1),
    (make_card("Snow Maiden", cost=4, text=SNOW_MAIDEN), 1),
    (make_card("Houdini", cost=2, text=HOUDINI), 1),
    (make_card("Moth Spring", SPELL, 5, stats=None, text=MOTH_SPRING), 1),
)
WATCHER: CompiledDeck = deck_of(  # the opponent: it watches a's draws
    (vanilla("Filler"), 30),
    (vanilla("Big", (5, 5, 5)), 2),
    (make_card("Noosh", stats=(1, 0, 0), text=NOOSH), 1),
    (make_card("Undergrowth", "LANDMARK_PERMANENT", 2, stats=None, text=UNDERGROWTH), 1),
    (make_card("Quetzal", cost=4, stats=(4, 4, 4), text=QUETZAL), 1),
)


def duel() -> tuple[Duel, Seat, Seat]:
    """Day 1's Afternoon, player 0 (DECK) to act against player 1 (WATCHER): empty hands and
    boards, every region all three terrains."""
    return afternoon_duel((DECK, WATCHER), 3, 7)


def names(zone: list) -> list[str]:
    return [(u.card if isinstance(u, Unit) else u).name for u in zone]


def test_a_removal_then_a_token_for_its_controller() -> None:
    _g, a, b = duel()
    big = Unit(record_of(WATCHER, "Big"))
    b.exps[0].append(big)
    run(a, record_of(DECK, "Medusa").on_reserve, None, 0)
    assert b.exps[0] == [] and names(b.discard) == ["Big"]
    assert names(b.landmarks) == ["Aerolith"] and b.landmarks[0].card in WATCHER.cards
    run(a, record_of(DECK, "Medusa").on_reserve, None, 0)  # no target: no token
    assert names(b.landmarks) == ["Aerolith"]
    b.exps[1].append(Unit(record_of(WATCHER, "Filler")))
    run(a, record_of(DECK, "Medusa Each").on_reserve, None, 0)
    assert names(a.landmarks) == ["Aerolith"] and a.landmarks[0].card in DECK.cards
    assert names(b.landmarks) == ["Aerolith", "Aerolith"] and b.landmarks[1].card in WATCHER.cards
    _g, a, b = duel()
    b.exps[1].append(Unit(record_of(WATCHER, "Big")))  # Hand Cost 1: within {5}
    run(a, record_of(DECK, "Metamorphosis").on_resolve, None, 0)
    assert names(b.discard) == ["Big"] and names(b.exps[1]) == ["Mana Moth"]
    assert b.exps[1][0].card.stats == (2, 2, 2) and b.exps[0] == []


def test_a_sacrifice_or_a_mana_orb_paid_for_a_removal() -> None:
    game, a, b = duel()
    b.exps[0].append(Unit(record_of(WATCHER, "Big")))
    a.exps[1].append(Unit(record_of(DECK, "Filler")))
    a.hand.append(record_of(DECK, "Boom"))
    a.mana_ready = 3
    game.apply((A_PLAY_HAND, 0, 0))
    assert a.exps[1] == [] and names(a.discard) == ["Filler", "Boom"]
    assert b.exps[0] == [] and names(b.discard) == ["Big"]
    _g, a, b = duel()
    b.landmarks.append(Unit(record_of(WATCHER, "Undergrowth")))
    orbs = len(a.mana_cards)
    a.mana_ready = 1  # one ready orb, the rest exhausted: an exhausted one goes
    run(a, record_of(DECK, "Eruption").on_resolve, None, 0)
    assert len(a.mana_cards) == orbs - 1 and a.mana_ready == 1 and len(a.discard) == 1
    assert b.landmarks == [] and names(b.discard) == ["Undergrowth"]
    goldfish = afternoon_game(DECK, hand=["Boom"], mana=3)
    goldfish.exps[0].append(Unit(record_of(DECK, "Filler")))
    goldfish.apply((A_PLAY_HAND, 0, 0))
    assert goldfish.exps[0] == []  # the sacrifice is made all the same (no "you may")


def test_the_opponent_resupplies_twice_and_draws_and_moths_are_mine() -> None:
    _g, a, b = duel()
    top = [b.deck[-1], b.deck[-2]]
    run(a, record_of(DECK, "Snow Maiden").on_hand, None, 0)
    assert [(u.card, u.status) for u in b.reserve] == [
        (top[0], S_EXHAUSTED),
        (top[1], S_EXHAUSTED),
    ]
    hand = len(b.hand)
    run(a, record_of(DECK, "Houdini").on_hand, None, 0)
    assert names(a.exps[0]) == ["Mana Moth"] and len(b.hand) == hand + 1
    goldfish = afternoon_game(DECK, hand=["Houdini", "Moth Spring"], mana=7)
    goldfish.apply((A_PLAY_HAND, 0, 0))
    assert names(goldfish.exps[0]) == ["Houdini", "Mana Moth"]
    goldfish.apply((A_PLAY_HAND, 0, 1))
    assert names(goldfish.exps[0]) + names(goldfish.exps[1]) == ["Houdini"] + ["Mana Moth"] * 3


def test_when_an_opponent_draws_or_resupplies() -> None:
    _g, a, b = duel()
    noosh = Unit(record_of(WATCHER, "Noosh"))
    b.exps[0].append(noosh)
    land = Unit(record_of(WATCHER, "Undergrowth"), 0, S_EXHAUSTED)
    b.landmarks.append(land)
    a.draw(2)  # one draw of two cards: once
    assert noosh.boosts == 1 and land.status == 0
    land.status = S_EXHAUSTED
    resupply(a, False)
    assert noosh.boosts == 2 and land.status == 0
    b.draw(1)  # b's own draws: nothing
    assert noosh.boosts == 2
    b.exps[1].append(Unit(record_of(WATCHER, "Quetzal")))
    a.draw(1)
    assert noosh.boosts == 3 and names(b.exps[1]) == ["Quetzal", "Ordis Recruit"]
    goldfish = afternoon_game(WATCHER, hand=["Noosh"], mana=1)
    goldfish.apply((A_PLAY_HAND, 0, 0))
    goldfish.draw(1)
    assert goldfish.exps[0][0].boosts == 0  # goldfishing: no opponent draws


def test_these_texts_are_counted() -> None:
    for text, kind in (
        (MEDUSA, fx.K_CHARACTER),
        (METAMORPHOSIS, fx.K_SPELL),
        (BOOM, fx.K_SPELL),
        (ERUPTION, fx.K_SPELL),
        (SNOW_MAIDEN, fx.K_CHARACTER),
        (NOOSH, fx.K_CHARACTER),
        (QUETZAL, fx.K_CHARACTER),
        (UNDERGROWTH, fx.K_LANDMARK),  # its {T} is modelled, its trigger acts in matchups
    ):
        assert classify_text(text, kind)[0] == MATCHUP_ONLY, text
    for text, kind in (
        (HOUDINI, fx.K_CHARACTER),
        (MOTH_SPRING, fx.K_SPELL),
        (MEDUSA_EACH, fx.K_CHARACTER),  # an Aerolith of my own once the removal is made
    ):
        assert classify_text(text, kind)[0] == MODELLED, text
