"""Text aimed at the opponent, executed in duels (engine/duel_resolve.py) and doing nothing
when goldfishing: removal, Tough, Sabotage, statuses, After You, facing joins."""

from __future__ import annotations

from altered_deck.cards.model import Card
from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.adventure import ALL_TERRAINS
from altered_deck.engine.core.cards import CompiledDeck, EngineCard
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_ASLEEP, S_EXHAUSTED
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.seat import Seat
from altered_deck.engine.core.state import (
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SUPPORT,
    PASS,
    Unit,
)
from altered_deck.engine.pilots import make_pilot
from tests.engine.kit import afternoon_duel, afternoon_game, deck_of, make_card, record_of, vanilla

# card texts as the bundled card data prints them
OFF_YOU_GO = "Send to Reserve target Character with Hand Cost {3} or less."  # CORE
DOROTHY = "{H} You may send target Character to Reserve."  # Dorothy Gale (CORE)
SPINDLE = "Characters you control are [Tough 2]. (Opponents must pay {2} to target them.)"
ACHILLES = "[Tough\xa01]. (Opponents must pay\xa0{1} to target me.)"  # CORE
TANUKI = "{H} [Sabotage]. (Discard up to one target card from a Reserve.)"  # CORE
BEAUTY_SLEEP = (  # CORE
    "Target Character gains [[Asleep]]. (During Dusk, ignore its statistics. During Rest, it "
    "doesn't go to Reserve and it loses Asleep.)"
)
BANISHING_GATE = "[[Fleeting]].  Discard target Character or Permanent."  # CORE
INTIMIDATION = (  # CORE
    "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Return "
    "target Character or Permanent with Hand Cost\xa0{4} or less to its owner's hand."
)
KELON_BURST = (  # CORE
    "[[Fleeting]].  Choose one:  • Send to Reserve target Character with Hand Cost {4} or "
    "less.  • Discard target Permanent with Hand Cost {4} or less."
)
BLIZZARD = (  # ALIZE
    "[[Fleeting]].  Send to Reserve each Character from target Expedition, then exhaust them "
    "({T}). (Exhausted cards can't be played and have no Support abilities.)"
)
BAKU = "{H} Target opponent discards a card from their hand."  # CORE
DAUGHTER = "{H} Target opponent draws a card."  # Daughter of Yggdrasil (CORE)
TAG = (  # DUSTER
    "[[Fleeting]].  Target opponent sacrifices the Character they control with the highest "
    "Base Cost. (Its Base Cost is the Reserve Cost if Fleeting, or the Hand Cost if not.)"
)
PASIPHAE = "{J} I gain [[Fleeting]].  {J} I gain 1 boost per Character target opponent controls."
ALICE = "{D} : [After You]. (Discard me from Reserve to end your turn as if you had played a card.)"
CUCKOO = (  # Colorful Cuckoo (CYCLONE)
    "{J} I gain [[Anchored]]. (During Rest, I don't go to Reserve and I lose Anchored.)  When a "
    "Character joins the Expedition facing me\xa0— I gain 1 boost."
)
LEO = "At Night\xa0— [Sabotage] after Rest. (Discard up to one target card from a Reserve.)"
SAKARABRU = "{H} Your opponent's Expedition facing me moves backwards one region."  # CORE


def _cards() -> list[tuple[Card, int]]:
    spell = "SPELL"
    return [
        (vanilla("Filler"), 30),
        (vanilla("Two", (2, 2, 2)), 2),
        (vanilla("One", (1, 0, 0)), 2),
        (make_card("Big", cost=5, stats=(4, 4, 4)), 2),
        (make_card("Off You Go!", spell, 2, stats=None, text=OFF_YOU_GO), 1),
        (make_card("Dorothy", cost=5, stats=(3, 3, 3), text=DOROTHY), 1),
        (make_card("Spindle", "PERMANENT", 3, stats=None, text=SPINDLE), 1),
        (make_card("Achilles", cost=5, stats=(3, 3, 3), text=ACHILLES), 1),
        (make_card("Tanuki", cost=3, text=TANUKI), 1),
        (make_card("Beauty Sleep", spell, 1, stats=None, text=BEAUTY_SLEEP), 1),
        (make_card("Banishing Gate", spell, 4, stats=None, text=BANISHING_GATE), 1),
        (make_card("Intimidation", spell, 2, stats=None, text=INTIMIDATION), 1),
        (make_card("Kelon Burst", spell, 3, stats=None, text=KELON_BURST), 1),
        (make_card("Blizzard", spell, 5, stats=None, text=BLIZZARD), 1),
        (make_card("Baku", cost=4, text=BAKU), 1),
        (make_card("Daughter", cost=3, text=DAUGHTER), 1),
        (make_card("Tag!", spell, 4, stats=None, text=TAG), 1),
        (make_card("Pasiphae", cost=2, text=PASIPHAE), 1),
        (make_card("Alice", cost=3, echo=ALICE), 1),
        (make_card("Cuckoo", cost=3, text=CUCKOO), 1),
        (make_card("Leo", cost=4, text=LEO), 1),
        (make_card("Sakarabru", cost=7, text=SAKARABRU), 1),
        (make_card("Landmark", "PERMANENT", 2, stats=None, text="At Noon — Draw a card."), 1),
    ]


DECK: CompiledDeck = deck_of(*_cards())


def duel() -> tuple[Duel, Seat, Seat]:
    """A duel at Day 1's Afternoon, player 0 to act: empty hands and boards, every region
    all three terrains."""
    return afternoon_duel((DECK, DECK), 7, ALL_TERRAINS)


def give(seat: Seat, name: str) -> int:
    """Put a card called ``name`` in ``seat``'s hand; its hand index."""
    seat.hand.append(record_of(DECK, name))
    return len(seat.hand) - 1


def put(seat: Seat, name: str, exp: int, boosts: int = 0) -> Unit:
    unit = Unit(record_of(DECK, name), boosts)
    seat.exps[exp].append(unit)
    return unit


def names(zone: list[Unit] | list[EngineCard]) -> list[str]:
    return [(u.card if isinstance(u, Unit) else u).name for u in zone]


def play(game: Duel, seat: Seat, name: str, exp: int = 0, mana: int = 0) -> None:
    """``seat`` (the current player) pays for and plays ``name`` from its hand."""
    seat.mana_ready = record_of(DECK, name).hand_cost + mana
    game.apply((A_PLAY_HAND, give(seat, name), exp))


def test_send_to_reserve_takes_the_opposing_character_that_changes_the_race() -> None:
    game, a, b = duel()
    put(a, "Two", 0)
    put(b, "One", 0)  # 1/0/0: a moves anyway
    put(b, "Two", 1, boosts=1)  # 3/3/3 against a's empty Companion expedition
    put(b, "Big", 1)  # Hand Cost 5: out of reach of "{3} or less"
    play(game, a, "Off You Go!")
    assert names(b.exps[0]) == ["One"] and names(b.exps[1]) == ["Big"]
    assert [(u.card.name, u.boosts, u.status) for u in b.reserve] == [("Two", 0, 0)]
    assert game.current_player() == 1  # playing the spell ended the turn


def test_removal_falls_on_my_own_character_when_goldfishing() -> None:
    # "target Character" with a legal target takes one (6.5.b): goldfishing, only mine
    game = afternoon_game(DECK, hand=["Off You Go!", "Banishing Gate", "Tanuki"], mana=9)
    mine = Unit(record_of(DECK, "Two"))
    game.exps[0].append(mine)
    for _ in range(3):
        game.apply((A_PLAY_HAND, 0, 0))
    assert names(game.exps[0]) == ["Tanuki"]  # Banishing Gate found no Character left
    assert names(game.reserve) == ["Two", "Off You Go!"]  # Banishing Gate: Fleeting
    assert game.mana_ready == 0


def test_tough_costs_mana_to_target_and_is_skipped_when_unpaid() -> None:
    game, a, b = duel()
    put(b, "Achilles", 0)  # [Tough 1]
    play(game, a, "Dorothy", mana=0)  # no Mana left for Tough: nothing happens
    assert names(b.exps[0]) == ["Achilles"] and a.mana_ready == 0
    game.apply(PASS)  # b passes; a plays on
    play(game, a, "Off You Go!", mana=0)  # Hand Cost 5 is out of reach anyway
    a.exps[0].clear()
    put(a, "Two", 0)  # 2/2/2 against Achilles' 3/3/3: removing Achilles flips both moves
    put(b, "Two", 1)  # against nothing: removing it flips one move
    play(game, a, "Banishing Gate", mana=1)  # pays Tough 1 for the better target
    assert names(b.exps[0]) == [] and names(b.discard) == ["Achilles"]
    assert (a.mana_ready, a.spent) == (0, 5 + 2 + 4 + 1)  # the cards, then 1 for Tough
    a.exps[0].clear()
    put(b, "Achilles", 0)  # now each removal flips one move: the one without Tough is free
    play(game, a, "Banishing Gate", mana=1)
    assert names(b.exps[1]) == [] and names(b.exps[0]) == ["Achilles"] and a.mana_ready == 1


def test_characters_you_control_are_tough_from_a_permanent() -> None:
    game, a, b = duel()
    b.landmarks.append(Unit(record_of(DECK, "Spindle")))  # Characters you control: Tough 2
    put(b, "Two", 0)
    play(game, a, "Dorothy", exp=1, mana=1)  # 1 Mana left: cannot pay 2
    assert names(b.exps[0]) == ["Two"] and a.mana_ready == 1
    game.apply(PASS)
    play(game, a, "Dorothy", exp=1, mana=2)
    assert names(b.exps[0]) == [] and names(b.reserve) == ["Two"] and a.mana_ready == 0


def test_sabotage_discards_the_opponents_most_useful_ready_reserve_card() -> None:
    game, a, b = duel()
    b.reserve = [
        Unit(record_of(DECK, "Big"), 0, S_EXHAUSTED),  # exhausted: not playable today
        Unit(record_of(DECK, "One")),  # keep value 1 (power per Reserve Cost)
        Unit(record_of(DECK, "Two")),  # keep value 2
    ]
    play(game, a, "Tanuki")
    assert names(b.reserve) == ["Big", "One"] and names(b.discard) == ["Two"]
    assert names(a.reserve) == [] and names(a.exps[0]) == ["Tanuki"]


def test_asleep_puts_the_opposing_character_out_of_dusk() -> None:
    game, a, b = duel()
    put(a, "One", 0)
    put(b, "Two", 0)
    assert not a.would_move(0)
    play(game, a, "Beauty Sleep")
    assert b.exps[0][0].status == S_ASLEEP and a.would_move(0)


def test_discard_takes_a_permanent_when_no_character_is_there() -> None:
    game, a, b = duel()
    b.landmarks.append(Unit(record_of(DECK, "Landmark")))
    play(game, a, "Banishing Gate")
    assert b.landmarks == [] and names(b.discard) == ["Landmark"]
    assert names(a.discard) == ["Banishing Gate"]  # Fleeting


def test_return_to_hand_and_a_choice_between_character_and_permanent() -> None:
    game, a, b = duel()
    put(b, "Two", 0)
    play(game, a, "Intimidation")
    assert b.exps[0] == [] and names(b.hand) == ["Two"]
    game.apply(PASS)
    b.landmarks.append(Unit(record_of(DECK, "Landmark")))
    put(b, "Big", 1)  # Hand Cost 5: Kelon Burst's Character option cannot take it
    play(game, a, "Kelon Burst")
    assert b.landmarks == [] and names(b.exps[1]) == ["Big"]
    assert names(b.discard) == ["Landmark"]


def test_each_character_of_the_expedition_that_matters_goes_to_reserve_exhausted() -> None:
    game, a, b = duel()
    put(b, "One", 0)
    put(b, "Two", 1)
    put(b, "Two", 1)
    play(game, a, "Blizzard")
    assert names(b.exps[0]) == ["One"] and b.exps[1] == []
    assert [(u.card.name, u.status) for u in b.reserve] == [("Two", S_EXHAUSTED)] * 2


def test_the_opponent_discards_draws_and_sacrifices() -> None:
    game, a, b = duel()
    b.hand = [record_of(DECK, "Two"), record_of(DECK, "One")]
    play(game, a, "Baku")  # they discard the card they value least
    assert names(b.hand) == ["Two"] and names(b.discard) == ["One"]
    game.apply(PASS)
    deck_before = len(b.deck)
    play(game, a, "Daughter")
    assert len(b.hand) == 2 and len(b.deck) == deck_before - 1  # it helps the opponent
    put(b, "Big", 0)
    put(b, "Two", 1)
    play(game, a, "Tag!")
    assert names(b.exps[0]) == [] and names(b.discard) == ["One", "Big"]


def test_boosts_per_opposing_character_and_an_expedition_pushed_back() -> None:
    game, a, b = duel()
    put(b, "Two", 0)
    put(b, "One", 1)
    play(game, a, "Pasiphae")
    assert a.exps[0][0].boosts == 2
    game.apply(PASS)
    b.pos[0] = 2
    play(game, a, "Sakarabru", exp=0)
    assert b.pos == [1, 7]


def test_after_you_ends_the_turn_without_passing() -> None:
    game, a, _b = duel()
    a.reserve.append(Unit(record_of(DECK, "Alice")))
    game.apply((A_SUPPORT, 0, 0))
    assert game.current_player() == 1 and game.passed == [False, False]
    assert names(a.discard) == ["Alice"]


def test_a_character_joining_the_facing_expedition_boosts_mine() -> None:
    game, a, b = duel()
    cuckoo = put(a, "Cuckoo", 1)
    game.apply(PASS)  # a passes: b plays
    b.mana_ready = 2
    b.apply((A_PLAY_HAND, give(b, "Two"), 0))  # into the Hero expedition: not facing me
    assert cuckoo.boosts == 0
    b.apply((A_PLAY_HAND, give(b, "One"), 1))
    assert cuckoo.boosts == 1


def test_sabotage_at_night_after_rest() -> None:
    game, a, b = duel()
    put(a, "Leo", 0)
    b.reserve = [Unit(record_of(DECK, "Dorothy"))]
    game.apply(PASS)
    game.apply(PASS)
    assert names(b.discard) == ["Dorothy"] and "Dorothy" not in names(b.reserve)


def test_a_look_ahead_copy_never_changes_the_live_opponent() -> None:
    _game, a, b = duel()
    put(b, "Two", 0)
    copy = a.clone()
    copy.mana_ready = 2
    copy.apply((A_PLAY_HAND, give(copy, "Off You Go!"), 0))
    assert names(b.exps[0]) == ["Two"] and b.reserve == []  # the live one is untouched
    assert copy.opponent is not b and copy.opponent.reserve[0].card.name == "Two"
    assert copy.opponent.opponent is copy


def test_these_texts_are_counted_as_matchup_only() -> None:
    kinds = {"Off You Go!": fx.K_SPELL, "Banishing Gate": fx.K_SPELL}
    for name, text in (("Off You Go!", OFF_YOU_GO), ("Banishing Gate", BANISHING_GATE)):
        assert classify_text(text, kinds[name])[0] == MATCHUP_ONLY
    for text in (DOROTHY, ACHILLES, TANUKI, BAKU, SAKARABRU, LEO):
        assert classify_text(text, fx.K_CHARACTER)[0] == MATCHUP_ONLY
    assert classify_text(SPINDLE, fx.K_LANDMARK)[0] == MATCHUP_ONLY


def test_the_greedy_pilot_plays_removal_in_a_duel_but_not_when_goldfishing() -> None:
    _game, a, b = duel()
    put(a, "One", 0)  # 1/0/0 against 2/2/2: only removing Two makes it move
    put(b, "Two", 0)
    a.hand = [record_of(DECK, "Off You Go!"), record_of(DECK, "Landmark")]
    a.mana_ready = 4
    pilot = make_pilot("greedy")
    assert pilot.choose(a) == (A_PLAY_HAND, 0, 0)
    assert names(b.exps[0]) == ["Two"]  # it tried the play on copies only
    b.exps[0].clear()  # nothing to remove: the Landmark's lasting value comes first
    assert pilot.choose(a) == (A_PLAY_HAND, 1, 0)
    goldfish = afternoon_game(DECK, hand=["Off You Go!"], mana=2)
    assert pilot.choose(goldfish) == PASS


DRILLMOLE = (  # BISE
    "{R} You may spend 1 of my boosts to [Sabotage]. (Discard up to one target card from a "
    "Reserve.)"
)


def test_a_cost_for_sabotage_is_paid_only_against_an_opponent() -> None:
    deck = deck_of((vanilla("Filler"), 30), (make_card("Drill", cost=2, text=DRILLMOLE), 1))
    goldfish = afternoon_game(deck, mana=2)
    goldfish.reserve.append(Unit(record_of(deck, "Drill"), 2))
    goldfish.apply((A_PLAY_RESERVE, 0, 0))
    assert goldfish.exps[0][0].boosts == 2  # nothing to hit: the boost is kept
    game = Duel((deck, deck), 3)
    while any(s.phase != 2 for s in game.seats):
        game.apply((A_MANA, 0, 0))
    a, b = game.seats
    a.reserve.append(Unit(record_of(deck, "Drill"), 2))
    b.reserve = [Unit(record_of(deck, "Filler"))]
    a.mana_ready = 2
    game.apply((A_PLAY_RESERVE, len(a.reserve) - 1, 0))
    assert a.exps[0][0].boosts == 1 and b.reserve == [] and names(b.discard) == ["Filler"]


WIPE = "[[Fleeting]].  Discard up to two targets, Characters or Permanents."  # CYCLONE
PICKY = "Discard target [[Fleeting]], [[Anchored]] or [[Asleep]] Character."  # ALIZE
BOOSTED = (  # BISE
    "Choose one:  • Discard target [[Boosted]] Character.  • Discard target Permanent."
)
ROBIN = "{J} If I'm facing a Character, I gain 1 boost."  # Resentful Robin (CYCLONE)
BEHIND = "{J} If my Expedition is behind, I gain 2 boosts."


def test_more_removal_forms_and_conditions_on_the_opponents_board() -> None:
    spell = "SPELL"
    deck = deck_of(
        (vanilla("Filler"), 30),
        (vanilla("Two", (2, 2, 2)), 4),
        (make_card("Lamp", "PERMANENT", 2, stats=None, text="At Noon — Draw a card."), 1),
        (make_card("Wipe", spell, 5, stats=None, text=WIPE), 1),
        (make_card("Picky", spell, 2, stats=None, text=PICKY), 1),
        (make_card("Boosted", spell, 2, stats=None, text=BOOSTED), 1),
        (make_card("Robin", text=ROBIN), 1),
        (make_card("Behind", text=BEHIND), 1),
    )
    game = Duel((deck, deck), 11)
    while any(s.phase != 2 for s in game.seats):
        game.apply((A_MANA, 0, 0))
    a, b = game.seats
    for seat in (a, b):
        seat.layout = (ALL_TERRAINS,) * 8

    def cast(name: str, exp: int = 0) -> None:
        a.hand.append(record_of(deck, name))
        a.mana_ready = record_of(deck, name).hand_cost
        game.apply((A_PLAY_HAND, len(a.hand) - 1, exp))
        if game.current_player() == 1:
            game.apply(PASS)  # b passes once: a plays on

    two = Unit(record_of(deck, "Two"))
    asleep = Unit(record_of(deck, "Two"), 0, S_ASLEEP)
    b.exps[0].extend([two, asleep])
    cast("Picky")  # only the Asleep one qualifies
    assert b.exps[0] == [two] and names(b.discard) == ["Two"]
    cast("Boosted")  # no Boosted Character: the Permanent option (none either): nothing
    assert b.exps[0] == [two]
    two.boosts = 1
    b.landmarks.append(Unit(record_of(deck, "Lamp")))
    cast("Wipe")  # up to two targets: the Character and the Landmark
    assert b.exps[0] == [] and b.landmarks == [] and names(b.discard) == ["Two", "Two", "Lamp"]
    b.exps[1].append(Unit(record_of(deck, "Two")))
    cast("Robin", exp=1)  # facing a Character in the Companion expedition
    assert a.exps[1][-1].boosts == 1
    b.pos[0] = 2
    cast("Behind", exp=0)  # my Hero expedition (0) is behind theirs (2)
    assert a.exps[0][-1].boosts == 2
    goldfish = afternoon_game(deck, hand=["Robin", "Behind"], mana=2)
    goldfish.apply((A_PLAY_HAND, 0, 0))
    goldfish.apply((A_PLAY_HAND, 0, 0))
    assert [u.boosts for u in goldfish.exps[0]] == [0, 0]  # never, when goldfishing


GRAN_BWA = (  # BISE
    "{J} You may target an opponent, they draw a card. If you do, I gain [[Anchored]]. (During "
    "Rest, I don't go to Reserve and I lose Anchored.)"
)
CRANE = (  # Migratory Crane (CYCLONE)
    "When a Character joins the Expedition facing me\xa0— You may have me switch Expeditions."
)
DODO = (  # Drowsy Dodo (CYCLONE)
    "{J} I gain [[Asleep]].  When a Character joins the Expedition facing me\xa0— You may have "
    "me lose [[Asleep]]."
)
FINISHER = (  # DUSTER
    "[[Fleeting]].  Choose up to three, you may choose the same option multiple times:  • "
    "Discard target Character.  • Discard target Permanent.  • [Sabotage]."
)
FINISHER_ONCE = (  # DUSTER
    "[[Fleeting]].  Choose up to three:  • Discard target Character.  • Discard target "
    "Permanent.  • [Sabotage]."
)


def test_an_opponent_draws_my_crane_switches_my_dodo_wakes_and_a_finisher() -> None:
    spell = "SPELL"
    deck = deck_of(
        (vanilla("Filler"), 30),
        (vanilla("Two", (2, 2, 2)), 4),
        (make_card("Bwa", cost=4, text=GRAN_BWA), 1),
        (make_card("Crane", cost=2, text=CRANE), 1),
        (make_card("Dodo", cost=2, stats=(3, 3, 3), text=DODO), 1),
        (make_card("Finisher", spell, 7, stats=None, text=FINISHER), 1),
        (make_card("Once", spell, 7, stats=None, text=FINISHER_ONCE), 1),
    )
    game = Duel((deck, deck), 13)
    while any(s.phase != 2 for s in game.seats):
        game.apply((A_MANA, 0, 0))
    a, b = game.seats
    for seat in (a, b):
        seat.layout = (ALL_TERRAINS,) * 8
    hand = len(b.hand)
    a.hand.append(record_of(deck, "Bwa"))
    a.mana_ready = 4
    game.apply((A_PLAY_HAND, len(a.hand) - 1, 0))
    assert len(b.hand) == hand + 1 and a.exps[0][-1].status == fx.S_ANCHORED
    # b's turn: a Character joins the Expedition facing a's Crane (in a's Companion one)
    crane = Unit(record_of(deck, "Crane"), 1)  # 2/2/2
    a.exps[1].append(crane)
    b.exps[0].append(Unit(record_of(deck, "Two")))  # 2/2/2 against a's Bwa 1/1/1
    b.hand.append(record_of(deck, "Two"))
    b.mana_ready = 1
    game.apply((A_PLAY_HAND, len(b.hand) - 1, 1))  # a tie in the Companion: with Bwa, it moves
    assert a.would_move(0) and not a.would_move(1)
    assert crane in a.exps[0] and crane not in a.exps[1]
    dodo = Unit(record_of(deck, "Dodo"), 0, S_ASLEEP)
    a.exps[1].append(dodo)  # asleep: its 3/3/3 would count against b's Companion expedition
    b.hand.append(record_of(deck, "Two"))
    b.mana_ready = 1
    game.apply(PASS)  # a passes; b plays on
    game.apply((A_PLAY_HAND, len(b.hand) - 1, 1))
    assert dodo.status == 0 and a.expedition_sums(1)[:3] == (3, 3, 3)  # awake (needs power)
    goldfish = afternoon_game(deck, hand=["Bwa"], mana=4)
    goldfish.apply((A_PLAY_HAND, 0, 0))
    assert goldfish.exps[0][0].status == fx.S_ANCHORED  # the status is taken all the same

    # Finisher: up to three options, the same one again allowed
    _g, c, d = duel()
    for name in ("Two", "One", "Big"):
        put(d, name, 0)
    c.mana_ready = 0
    d.reserve = [Unit(record_of(DECK, "Dorothy"))]
    run(c, record_of(deck, "Finisher").on_resolve, None, 0)  # its effect, as resolved
    assert d.exps[0] == [] and names(d.reserve) == ["Dorothy"]  # three Characters discarded
    put(d, "Two", 0)
    d.landmarks.append(Unit(record_of(DECK, "Landmark")))
    run(c, record_of(deck, "Once").on_resolve, None, 0)  # each option once
    assert d.exps[0] == [] and d.landmarks == [] and d.reserve == []
