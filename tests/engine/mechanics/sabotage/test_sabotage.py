"""Sabotage and the opponent-facing forms around it (engine/mechanics/sabotage/): text aimed
at an opponent executed in duels, and doing nothing (or only its own part) when goldfishing."""

from __future__ import annotations

from altered_deck.cards.model import Card
from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, MODELLED, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_ASLEEP, S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.seat import Seat
from altered_deck.engine.core.state import A_PLAY_HAND, PASS, Unit
from altered_deck.engine.mechanics.sabotage.rules import sabotage
from altered_deck.engine.targets.choice import tough
from tests.engine.kit import afternoon_duel, afternoon_game, deck_of, make_card, record_of, vanilla

# card texts as the bundled card data prints them (CYCLONE unless said)
SEA_NYMPH = "{J} If I'm facing an Expedition in {O}, [Sabotage]."
FOREST_NYMPH = (
    "{J} If I'm facing an Expedition in {V}, you may have target Character gain [[Fleeting]]."
)
MOUNTAIN_NYMPH = (
    "{H} If I'm facing an Expedition in {M}, create an [Aerolith] token in your Landmarks. "
    "(It's a Permanent with \"When I'm sacrificed\xa0— Resupply.\xa0{T},\xa0{1}: Sacrifice me.\")"
)
FURY = (  # Sakarabru's Fury
    "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Target "
    "Expedition moves backwards one region."
)
FURY_8 = (
    "[[Fleeting]].  Discard each Character from target Expedition, then that Expedition moves "
    "backwards one region."
)
CELEBRATION = (  # Celebration Day (CORE)
    "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Target "
    "Expedition can't move forward this Day."
)
REAPING = (  # Mana Reaping (CORE)
    "Put target Character or Permanent in its owner's Mana zone (as an exhausted Mana Orb)."
)
AVALANCHE = (  # ALIZE
    "[[Fleeting]].  Send to Reserve any number of target Characters with total {M} of 4 or less."
)
MOUSE = (  # The Little Mouse (BISE)
    "{H} [Sabotage]. If you discarded a card this way, its owner [Exhausted Resupplies]. (They "
    "put the top card of their deck in Reserve, then they exhaust it {T}. Exhausted cards "
    "can't be played and have no Support abilities.)"
)
PAN = (
    "{H} [Sabotage]. If you discarded a card this way, create a [Woollyback 1/1/1] Animal "
    "token in the Companion Expedition of its owner. You may have it gain [[Asleep]]."
)
PUPPETEER = "{H} You may sacrifice a Permanent to [Sabotage]."  # Axiom Puppeteer
WARDEN = (  # Ordis Warden
    "{H} You may have me gain [[Asleep]].  At Noon\xa0— Target player puts a card from their "
    "hand in Reserve."
)
BAIT = (
    "[[Fleeting]].  Up to three target token Characters defect. (They each join the "
    "Expedition facing theirs, changing controllers.)"
)
SHIVA = "{H} You may discard target Permanent. If you don't, I gain 2 boosts."
LYRA = (  # Lyra Cloth Dancer (CORE)
    "{H} Each Character controlled by target player gains [[Fleeting]]. (If it would be sent "
    "to Reserve, discard it instead.)"
)
CATCH = (  # Catch of the Day (DUSTER)
    "Return target Character or Permanent controlled by another player to its owner's hand.  "
    "Then, create a [Manaseed] token in that player's Landmarks. (It's a Permanent with \"{T}, "
    'Sacrifice me: Ready a Mana Orb.")'
)
REKA = "{J} Create a [Manaseed] token in target opponent's Landmarks."  # Reka Agronomist
SNOW_QUEEN = (  # The Snow Queen (ALIZE)
    "[Eternal].  [Tough\xa0X], where X is the number of exhausted cards in Reserve.  {J} You "
    "may exhaust ({T}) target card in Reserve.  Exhausted Characters in Reserve remain "
    "exhausted during Morning."
)
WOOLLY = "Create a [Woollyback 1/1/1] Animal token in target Expedition."


def _cards() -> list[tuple[Card, int]]:
    spell = "SPELL"
    return [
        (vanilla("Filler"), 30),
        (vanilla("Two", (2, 2, 2)), 2),
        (make_card("Sea Nymph", cost=3, stats=(0, 0, 4), text=SEA_NYMPH), 1),
        (make_card("Forest Nymph", cost=2, stats=(3, 0, 0), text=FOREST_NYMPH), 1),
        (make_card("Mountain Nymph", cost=3, stats=(0, 4, 0), text=MOUNTAIN_NYMPH), 1),
        (make_card("Fury", spell, 5, stats=None, text=FURY), 1),
        (make_card("Fury 8", spell, 8, stats=None, text=FURY_8), 1),
        (make_card("Celebration Day", spell, 5, stats=None, text=CELEBRATION), 1),
        (make_card("Mana Reaping", spell, 3, stats=None, text=REAPING), 1),
        (make_card("Avalanche", spell, 3, stats=None, text=AVALANCHE), 1),
        (make_card("Mouse", cost=3, text=MOUSE), 1),
        (make_card("Pan", cost=2, text=PAN), 1),
        (make_card("Puppeteer", cost=3, text=PUPPETEER), 1),
        (make_card("Warden", cost=2, stats=(2, 2, 2), text=WARDEN), 1),
        (make_card("Bait", spell, 3, stats=None, text=BAIT), 1),
        (make_card("Shiva", cost=4, stats=(2, 2, 2), text=SHIVA), 1),
        (make_card("Lyra", cost=3, text=LYRA), 1),
        (make_card("Catch", spell, 2, stats=None, text=CATCH), 1),
        (make_card("Reka", cost=3, text=REKA), 1),
        (make_card("Snow Queen", cost=7, stats=(3, 3, 3), text=SNOW_QUEEN), 1),
        (make_card("Woolly", spell, 1, stats=None, text=WOOLLY), 1),
        (make_card("Lamp", "PERMANENT", 2, stats=None, text="At Noon — Draw a card."), 1),
    ]


DECK: CompiledDeck = deck_of(*_cards())
PLAIN: CompiledDeck = deck_of(  # the opponent's deck: its own records (tokens too)
    (vanilla("Filler"), 30),
    (vanilla("Two", (2, 2, 2)), 4),
    (make_card("Mountain Three", stats=(0, 3, 0)), 2),
    (make_card("Lamp", "PERMANENT", 2, stats=None, text="At Noon — Draw a card."), 1),
    (make_card("Woolly", "SPELL", 1, stats=None, text=WOOLLY), 1),
)


def duel(layout: int = 7) -> tuple[Duel, Seat, Seat]:
    """Day 1's Afternoon, player 0 (DECK) to act against player 1 (PLAIN): empty hands and
    boards; every region has the terrain bits ``layout``."""
    return afternoon_duel((DECK, PLAIN), 7, layout)


def put(seat: Seat | Game, name: str, exp: int, boosts: int = 0) -> Unit:
    deck = DECK if seat.source is DECK else PLAIN
    unit = Unit(record_of(deck, name), boosts)
    seat.exps[exp].append(unit)
    return unit


def play(game: Duel, seat: Seat, name: str, exp: int = 0) -> None:
    """``seat`` (the current player) pays for and plays ``name`` from its hand."""
    seat.hand.append(record_of(DECK, name))
    seat.mana_ready = record_of(DECK, name).hand_cost
    game.apply((A_PLAY_HAND, len(seat.hand) - 1, exp))


def names(zone: list) -> list[str]:
    return [(u.card if isinstance(u, Unit) else u).name for u in zone]


def reserve_of(seat: Seat, *cards: str) -> None:
    seat.reserve = [Unit(record_of(PLAIN, c)) for c in cards]


def test_facing_an_expedition_in_a_terrain() -> None:
    _g, a, b = duel(layout=fx.TERRAIN_BITS["O"])  # every region: Water only
    reserve_of(b, "Two")
    run(a, record_of(DECK, "Sea Nymph").on_join, None, 0)
    assert b.reserve == [] and names(b.discard) == ["Two"]
    _g, a, b = duel(layout=fx.TERRAIN_BITS["V"])  # Forest: no Sabotage, but Forest Nymph
    reserve_of(b, "Two")
    two = put(b, "Two", 1)
    run(a, record_of(DECK, "Sea Nymph").on_join, None, 0)
    assert names(b.reserve) == ["Two"]
    run(a, record_of(DECK, "Forest Nymph").on_join, None, 0)
    assert two.status == S_FLEETING
    _g, a, b = duel(layout=fx.TERRAIN_BITS["M"])
    run(a, record_of(DECK, "Mountain Nymph").on_hand, None, 1)
    assert names(a.landmarks) == ["Aerolith"] and a.landmarks[0].card in DECK.cards
    goldfish = afternoon_game(DECK, hand=["Sea Nymph", "Mountain Nymph"], mana=6)
    goldfish.layout = (7,) * 8
    goldfish.apply((A_PLAY_HAND, 0, 0))
    goldfish.apply((A_PLAY_HAND, 0, 0))
    assert goldfish.landmarks == [] and goldfish.discard == []  # no facing expedition


def test_target_expedition_backwards_emptied_and_stopped() -> None:
    game, a, b = duel()
    b.pos[:] = [3, 6]  # the Hero expedition is the furthest from its start
    play(game, a, "Fury")
    assert b.pos == [2, 6] and names(a.discard) == ["Fury"]
    _g, a, b = duel()
    b.pos[:] = [1, 5]
    put(b, "Two", 1)
    put(b, "Filler", 1)
    put(b, "Filler", 0)
    run(a, record_of(DECK, "Fury 8").on_resolve, None, 0)
    # the Companion expedition: more left behind, more power removed
    assert b.exps[1] == [] and names(b.exps[0]) == ["Filler"] and b.pos == [1, 6]
    assert names(b.discard) == ["Two", "Filler"]
    for cast in (False, True):
        game, a, b = duel()
        put(b, "Two", 1)  # would move: a's Companion expedition is empty
        if cast:
            play(game, a, "Celebration Day")
            assert b.no_move == 2  # the one that would move
        game.apply(PASS)
        game.apply(PASS)  # both passed: Dusk, Night (Rest clears the bit), next Morning
        assert b.pos[1] == (7 if cast else 6) and b.no_move == 0


def test_mana_zone_total_mountain_and_return_then_manaseed() -> None:
    game, a, b = duel()
    put(b, "Two", 0)
    orbs, ready = len(b.mana_cards), b.mana_ready
    play(game, a, "Mana Reaping")
    assert b.exps[0] == [] and len(b.mana_cards) == orbs + 1 and b.mana_ready == ready
    assert b.mana_cards[-1].name == "Two"
    _g, a, b = duel()
    put(b, "Mountain Three", 0)  # {M} 3
    put(b, "Two", 1)  # {M} 2
    put(b, "Filler", 1)  # {M} 1
    run(a, record_of(DECK, "Avalanche").on_resolve, None, 0)
    # the Mountain Three first (alone in its expedition: b's Hero expedition stops moving),
    # then {M} 1 left: the Filler fits, the Two ({M} 2) does not
    assert sorted(names(b.reserve)) == ["Filler", "Mountain Three"] and names(b.exps[1]) == ["Two"]
    _g, a, b = duel()
    put(b, "Two", 0)
    run(a, record_of(DECK, "Catch").on_resolve, None, 0)
    assert b.exps[0] == [] and names(b.hand) == ["Two"]
    assert names(b.landmarks) == ["Manaseed"] and b.landmarks[0].card in PLAIN.cards


def test_sabotage_then_resupply_woollyback_and_a_sacrifice_for_it() -> None:
    _g, a, b = duel()
    reserve_of(b, "Two")
    top = b.deck[-1]
    run(a, record_of(DECK, "Mouse").on_hand, None, 0)
    assert names(b.discard) == ["Two"] and [(u.card, u.status) for u in b.reserve] == [
        (top, S_EXHAUSTED)
    ]
    _g, a, b = duel()
    run(a, record_of(DECK, "Mouse").on_hand, None, 0)
    assert b.reserve == [] and b.discard == []  # nothing discarded: no Resupply
    reserve_of(b, "Filler")
    run(a, record_of(DECK, "Pan").on_hand, None, 0)
    (woolly,) = b.exps[1]
    assert woolly.card.name == "Woollyback" and woolly.card in PLAIN.cards
    assert woolly.status == S_ASLEEP and woolly.card.stats == (1, 1, 1)
    _g, a, b = duel()
    reserve_of(b, "Two")
    a.landmarks.append(Unit(record_of(DECK, "Lamp")))  # a real card: too dear to sacrifice
    run(a, record_of(DECK, "Puppeteer").on_hand, None, 0)
    assert names(b.reserve) == ["Two"] and names(a.landmarks) == ["Lamp"]
    a.landmarks.append(Unit(next(c for c in DECK.cards if c.name == "Manaseed")))
    run(a, record_of(DECK, "Puppeteer").on_hand, None, 0)
    assert b.reserve == [] and names(a.landmarks) == ["Lamp"]
    goldfish = afternoon_game(DECK, hand=["Puppeteer"], mana=3)
    goldfish.landmarks.append(Unit(next(c for c in DECK.cards if c.name == "Manaseed")))
    goldfish.apply((A_PLAY_HAND, 0, 0))
    assert names(goldfish.landmarks) == ["Manaseed"]  # nothing to Sabotage: kept


def test_warden_bait_shiva_lyra_reka_and_the_snow_queen() -> None:
    _g, a, b = duel()
    b.hand = [record_of(PLAIN, "Two"), record_of(PLAIN, "Filler")]
    run(a, record_of(DECK, "Warden").at_noon, None, 0)
    assert names(b.hand) == ["Two"] and [(u.card.name, u.status) for u in b.reserve] == [
        ("Filler", 0)
    ]
    _g, a, b = duel()
    run(b, record_of(PLAIN, "Woolly").on_resolve, None, 1)  # b's own Woollyback
    run(b, record_of(PLAIN, "Woolly").on_resolve, None, 0)
    put(b, "Two", 0)
    run(a, record_of(DECK, "Bait").on_resolve, None, 0)
    assert names(b.exps[0]) == ["Two"] and b.exps[1] == []
    assert names(a.exps[0]) == ["Woollyback"] and names(a.exps[1]) == ["Woollyback"]
    assert all(u.card in DECK.cards for u in (*a.exps[0], *a.exps[1]))
    _g, a, b = duel()
    shiva = put(a, "Shiva", 0)
    b.landmarks.append(Unit(record_of(PLAIN, "Lamp")))
    run(a, shiva.card.on_hand, shiva, 0)
    assert b.landmarks == [] and names(b.discard) == ["Lamp"] and shiva.boosts == 0
    run(a, shiva.card.on_hand, shiva, 0)  # no Permanent left: I gain 2 boosts
    assert shiva.boosts == 2
    goldfish = afternoon_game(DECK, hand=["Shiva", "Lyra", "Reka"], mana=10)
    goldfish.apply((A_PLAY_HAND, 0, 0))
    assert goldfish.exps[0][0].boosts == 2  # goldfishing: the own part
    goldfish.apply((A_PLAY_HAND, 0, 0))
    goldfish.apply((A_PLAY_HAND, 0, 0))
    assert [u.status for u in goldfish.exps[0]] == [0, 0, 0] and goldfish.landmarks == []
    _g, a, b = duel()
    two, one = put(b, "Two", 0), put(b, "Filler", 1)
    run(a, record_of(DECK, "Lyra").on_hand, None, 0)
    assert two.status == one.status == S_FLEETING
    run(a, record_of(DECK, "Reka").on_join, None, 0)
    assert names(b.landmarks) == ["Manaseed"] and b.landmarks[0].card in PLAIN.cards
    queen = put(a, "Snow Queen", 0)
    a.reserve = [Unit(record_of(DECK, "Two"), 0, S_EXHAUSTED), Unit(record_of(DECK, "Two"))]
    assert tough(a, queen) == 1


def test_the_texts_are_counted_as_matchup_only_or_modelled() -> None:
    for text, kind in (
        (SEA_NYMPH, fx.K_CHARACTER),
        (FOREST_NYMPH, fx.K_CHARACTER),
        (FURY, fx.K_SPELL),
        (FURY_8, fx.K_SPELL),
        (CELEBRATION, fx.K_SPELL),
        (REAPING, fx.K_SPELL),
        (AVALANCHE, fx.K_SPELL),
        (MOUSE, fx.K_CHARACTER),
        (PAN, fx.K_CHARACTER),
        (PUPPETEER, fx.K_CHARACTER),
        (BAIT, fx.K_SPELL),
        (LYRA, fx.K_CHARACTER),
        (CATCH, fx.K_SPELL),
        (REKA, fx.K_CHARACTER),
        (SNOW_QUEEN, fx.K_CHARACTER),
    ):
        assert classify_text(text, kind)[0] == MATCHUP_ONLY, text
    for text in (MOUNTAIN_NYMPH, WARDEN, SHIVA):  # an own part: modelled
        assert classify_text(text, fx.K_CHARACTER)[0] in (MODELLED, MATCHUP_ONLY), text
    assert classify_text(SHIVA, fx.K_CHARACTER)[0] == MODELLED


def test_every_deck_holds_the_shared_tokens() -> None:
    for deck in (DECK, PLAIN):
        tokens = {(c.name, c.stats) for c in deck.cards if c.kind & fx.K_TOKEN}
        assert {
            ("Manaseed", (0, 0, 0)),
            ("Aerolith", (0, 0, 0)),
            ("Woollyback", (1, 1, 1)),
        } <= tokens


def test_one_sabotage_takes_the_most_useful_card_or_the_most_useful_exhausted_one() -> None:
    _game, a, b = duel()
    two, three = record_of(PLAIN, "Two"), record_of(PLAIN, "Mountain Three")
    b.reserve = [Unit(two, 0, S_EXHAUSTED), Unit(three), Unit(two, 1, S_EXHAUSTED), Unit(two)]
    sabotage(a, exhausted_only=True)  # the exhausted one with a boost
    assert [(u.card.name, u.boosts, u.status) for u in b.reserve] == [
        ("Two", 0, S_EXHAUSTED),
        ("Mountain Three", 0, 0),
        ("Two", 0, 0),
    ]
    sabotage(a)  # a ready card first, then the most useful one
    best = max((three, two), key=lambda c: c.keep_value)
    assert names(b.discard) == ["Two", best.name]
    sabotage(a)
    sabotage(a)
    sabotage(a)  # an empty Reserve: nothing to discard
    assert names(b.reserve) == [] and len(b.discard) == 4
