"""The sabotage mechanic's third batch: Asleep for a facing Character (paid for, or with a
Sabotage), a paid Permanent removal, a return to the top of the deck ({O}: Mana), the Xth
position of a deck, an exhausted card discarded from a Reserve, cost floors and "At Night —
You may spend 1 counter ... to [Sabotage] after Rest"."""

from __future__ import annotations

import random

from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_ASLEEP, S_EXHAUSTED
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.seat import Seat
from altered_deck.engine.core.state import PASS, Unit
from tests.engine.kit import afternoon_duel, afternoon_game, deck_of, make_card, record_of, vanilla

YANNA = "{J} You may have target Character gain [[Asleep]]. If it's facing me, [Sabotage]."
SNOOZER = (  # Snoozer Shroom (ALIZE)
    "{H} You may pay {2}. If you do, target Character in the Expedition facing me gains [[Asleep]]."
)
FAIR_FOX = (  # BISE
    "{H} You may pay {1} to discard target Permanent with Hand Cost {2} or less. If you do, "
    "its controller [Resupplies]."
)
RIPTIDE = (  # Lost in the Riptide (CYCLONE)
    "[[Fleeting]].  Return target Character to the top of its owner's deck. If it was in {O}, "
    "ready two Mana Orbs."
)
RIME = (  # Rime Frost (ALIZE)
    "Choose one:  •\xa0Discard target exhausted card from a Reserve.  •\xa0Exhaust\xa0({T}) "
    "target card in Reserve. (Exhausted cards can't be played and have no Support abilities.)"
)
X_MARKS = (  # X Marks the Spot (BISE)
    "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Roll a "
    "die. Send target Character to the Xth position of its owner's deck, where X is the result."
)
ROBIN_HOOD = (  # CORE
    "Characters your opponents play can't cost less than {2}. (If they would cost less, they "
    "cost {2} instead.)"
)
LEO = (  # Leo, Relic Expert (BISE)
    "At Night\xa0— You may spend 1 counter from a card in your Reserve or Landmarks to "
    "[Sabotage] after Rest."
)

SPELL = "SPELL"
DECK: CompiledDeck = deck_of(
    (vanilla("Filler"), 30),
    (vanilla("Two", (2, 2, 2)), 3),
    (make_card("Yanna", cost=5, stats=(4, 4, 4), text=YANNA), 1),
    (make_card("Snoozer", cost=2, stats=(3, 0, 2), text=SNOOZER), 1),
    (make_card("Fair Fox", cost=2, stats=(3, 1, 3), text=FAIR_FOX), 1),
    (make_card("Riptide", SPELL, 4, stats=None, text=RIPTIDE), 1),
    (make_card("Rime", SPELL, 1, stats=None, text=RIME), 1),
    (make_card("X Marks", SPELL, 3, stats=None, text=X_MARKS), 1),
    (make_card("Robin Hood", cost=4, stats=(3, 2, 2), text=ROBIN_HOOD), 1),
    (make_card("Leo", cost=3, stats=(3, 2, 3), text=LEO), 1),
    (make_card("Lamp", "PERMANENT", 2, stats=None, text="At Noon — Draw a card."), 1),
)


def duel(layout: int = 7) -> tuple[Duel, Seat, Seat]:
    """Day 1's Afternoon, player 0 to act: empty hands and boards; each region ``layout``."""
    return afternoon_duel((DECK, DECK), 5, layout)


def unit(name: str, status: int = 0) -> Unit:
    return Unit(record_of(DECK, name), 0, status)


def names(zone: list) -> list[str]:
    return [(u.card if isinstance(u, Unit) else u).name for u in zone]


def test_asleep_for_a_character_facing_me() -> None:
    _g, a, b = duel()
    other, facing = unit("Two"), unit("Filler")
    b.exps[0].append(other)
    b.exps[1].append(facing)
    b.reserve = [unit("Lamp")]
    run(a, record_of(DECK, "Yanna").on_join, None, 1)  # Yanna in a's Companion expedition
    assert facing.status == S_ASLEEP and other.status == 0
    assert b.reserve == [] and names(b.discard) == ["Lamp"]
    _g, a, b = duel()
    small, big = unit("Filler"), unit("Two")
    b.exps[0].extend([small, big])
    a.mana_ready = 3
    run(a, record_of(DECK, "Snoozer").on_hand, None, 0)
    assert big.status == S_ASLEEP and small.status == 0 and a.mana_ready == 1
    run(a, record_of(DECK, "Snoozer").on_hand, None, 0)  # 1 Mana left: not paid
    assert small.status == 0 and a.mana_ready == 1
    _g, a, b = duel(layout=fx.TERRAIN_BITS["V"])  # Forest only
    a.exps[0].append(unit("Two"))  # a's 2 beats b's 1 in Forest: a moves, b does not
    lone = unit("Filler")
    b.exps[0].append(lone)
    a.mana_ready = 2
    run(a, record_of(DECK, "Snoozer").on_hand, None, 0)  # 1 power, no change: not worth {2}
    assert lone.status == 0 and a.mana_ready == 2
    b.exps[0].append(unit("Two"))  # now b's 3 beats a's 2: putting Two Asleep flips it
    run(a, record_of(DECK, "Snoozer").on_hand, None, 0)
    assert [u.status for u in b.exps[0]] == [0, S_ASLEEP] and a.mana_ready == 0


def test_a_paid_permanent_removal_and_a_return_to_the_top_of_the_deck() -> None:
    _g, a, b = duel()
    b.landmarks.append(unit("Lamp"))
    a.mana_ready = 1
    top = b.deck[-1]
    run(a, record_of(DECK, "Fair Fox").on_hand, None, 0)
    assert a.mana_ready == 0 and b.landmarks == [] and names(b.discard) == ["Lamp"]
    assert [u.card for u in b.reserve] == [top]
    _g, a, b = duel(layout=fx.TERRAIN_BITS["O"])
    b.exps[1].append(unit("Two"))
    a.mana_ready = 0
    run(a, record_of(DECK, "Riptide").on_resolve, None, 0)
    assert b.exps[1] == [] and b.deck[-1].name == "Two" and a.mana_ready == 2
    _g, a, b = duel(layout=fx.TERRAIN_BITS["V"])
    b.exps[1].append(unit("Two"))
    run(a, record_of(DECK, "Riptide").on_resolve, None, 0)
    assert b.deck[-1].name == "Two" and a.mana_ready == 0  # not in {O}: no Mana


def test_xth_position_and_an_exhausted_reserve_card() -> None:
    _g, a, b = duel()
    b.deck = [c for c in b.deck if c.name != "Yanna"]
    b.exps[0].append(unit("Yanna"))  # the one Yanna: found again in the deck
    size = len(b.deck)
    die = random.Random()
    die.setstate(a.rng.getstate())
    x = die.randint(1, 6)  # the roll the spell makes
    run(a, record_of(DECK, "X Marks").on_resolve, None, 0)
    position = len(b.deck) - names(b.deck).index("Yanna")  # 1 = the top (the list's end)
    assert b.exps[0] == [] and len(b.deck) == size + 1 and position == x
    _g, a, b = duel()
    ready, tired = unit("Two"), unit("Lamp", S_EXHAUSTED)
    b.reserve = [tired]  # only an exhausted card: the discard option
    run(a, record_of(DECK, "Rime").on_resolve, None, 0)
    assert b.reserve == [] and names(b.discard) == ["Lamp"]
    b.reserve = [ready]  # only a ready card: the exhaust option, on it
    run(a, record_of(DECK, "Rime").on_resolve, None, 0)
    assert b.reserve == [ready] and ready.status == S_EXHAUSTED and names(b.discard) == ["Lamp"]


def test_cost_floors_and_a_counter_spent_for_a_night_sabotage() -> None:
    game, a, b = duel()
    b.exps[0].append(unit("Robin Hood"))
    filler = record_of(DECK, "Filler")
    assert a.cost_of(filler, 1) == 2 and b.cost_of(filler, 1) == 1
    assert a.cost_of(record_of(DECK, "Rime"), 1) == 1  # a Spell: only Characters
    goldfish = afternoon_game(DECK, hand=["Filler"], mana=1)
    assert goldfish.cost_of(filler, 1) == 1
    b.exps[0].clear()
    a.exps[0].append(unit("Leo"))
    land = unit("Lamp")
    land.counters = 2
    a.landmarks.append(land)
    b.reserve = [unit("Two")]
    game.apply(PASS)
    game.apply(PASS)  # Dusk, Night: Rest, then Leo's Sabotage
    assert land.counters == 1 and b.reserve == [] and names(b.discard) == ["Two"]
    assert names(a.reserve) == ["Leo"]  # (Leo rested; the Sabotage came after Rest)


def test_these_texts_act_in_matchups() -> None:
    for text, kind in (
        (YANNA, fx.K_CHARACTER),
        (SNOOZER, fx.K_CHARACTER),
        (FAIR_FOX, fx.K_CHARACTER),
        (RIPTIDE, fx.K_SPELL),
        (X_MARKS, fx.K_SPELL),
        (ROBIN_HOOD, fx.K_CHARACTER),
        (LEO, fx.K_CHARACTER),
    ):
        assert classify_text(text, kind)[0] == MATCHUP_ONLY, text
