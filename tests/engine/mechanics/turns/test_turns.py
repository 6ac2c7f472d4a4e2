"""The turns mechanic's forms (engine/turns_text.py, turns_resolve.py), each with the card text
it comes from: [Rush], "You may pass", "each player passes", "target player becomes first
player", the Hero's {T} [After You] for the first player only, "When you make a [Gift]".
Goldfish games and duels."""

from __future__ import annotations

import pytest

from altered_deck.cards.model import Card
from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, MODELLED, classify_text
from altered_deck.engine.core.adventure import ALL_TERRAINS
from altered_deck.engine.core.cards import CompiledDeck
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import K_CHARACTER, K_SPELL, S_EXHAUSTED
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.seat import Seat
from altered_deck.engine.core.state import A_HERO, A_PLAY_HAND, A_PLAY_RESERVE, PASS, Unit
from altered_deck.engine.settings import PlaySettings
from tests.engine.kit import (
    afternoon_duel,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
    vanilla,
)

# card texts as the bundled card data prints them
TEAMMATE_C = (  # Altrun Teammate (CYCLONE C)
    "{J} You may [Rush] to give me 1 boost. (Rush means playing another card immediately.)"
)
TEAMMATE_R = (  # Altrun Teammate (CYCLONE R1)
    "{J} You may [Rush] to give target Character 1 boost. (Rush means playing another card "
    "immediately.)"
)
DIVER = (  # Helpful Diver (DUSTER C)
    "{J} You may [Rush]. If you don't, target opponent [Exhausted Resupplies]. (They put the top "
    "card of their deck in Reserve, then they exhaust it {T}. Rush means playing another card "
    "immediately.)"
)
TENGU = (  # CYCLONE R1
    "{J} You may [Rush]. If you do, my Expedition [Ascends]. (Rush means playing another card "
    "immediately.)"
)
WINGSUIT = "{R} You may [Rush] to draw a card. (Rush means playing another card immediately.)"
JINN = (  # Smoldering Jinn (CYCLONE R1)
    "{R} You may [Rush] to put the top card of your deck in your Mana zone, exhausted. (Rush "
    "means playing another card immediately.)"
)
ISABEL = "{R} [Resupply], then you may [Rush]."  # Isabel Letham (DUSTER R1)
ISABEL_C = "{R} You may [Rush] to [Resupply]. (Rush means playing another card immediately.)"
INSTRUCTOR = (  # Deep-Cloud Instructor (DUSTER C)
    "{H} You may [Rush] a Character. If played from your hand, it activates one of its\xa0{r} "
    "abilities. (Rush means playing it immediately.)  {R} I gain 2 boosts."
)
HARPOONER = (  # Bravos Harpooner (CYCLONE C)
    "{H} You may [Rush] to [Sabotage]. (Rush means playing another card immediately. If you do, "
    "discard up to one target card from a Reserve.)"
)
SOLS_HUNT = (  # Sol's Hunt (CYCLONE R1)
    "[[Fleeting]].  Send target Character to Reserve.  If you are first player, you may [Rush] "
    "to\xa0[Sabotage]. (Rush means playing another card immediately.)"
)
AKESHA = (  # Akesha & Taru (BISE)
    "{T} : [After You]. You can only activate this if you are the first player. (End your turn "
    "as if you had played a card. You may still play cards later this Day.)"
)
AKESHA_CB = "{T} : [After You]. You can only activate this if you are first player."
NEPHELE_C = (  # DUSTER C
    "{J} You may pass. If you don't, create a [Manaseed] token in target opponent's Landmarks. "
    '(It\'s a Permanent with "{T}, Sacrifice me: Ready a Mana Orb.")'
)
NEPHELE_R = (  # DUSTER R1
    "{J} You may pass. If you do, create a [Manaseed] token in another target player's Landmarks."
)
NUIT_C = (  # CYCLONE C
    "{H} If there are nine or more base statistics of 0 among Characters you control and in "
    "your Reserve, each player passes. (Starting with you, they end their Afternoon and don't "
    "take any more turns this Day.)"
)
NUIT_R = (  # CYCLONE R2
    "{H} If there are 7 or more boosts among Characters you control and in your Reserve, each "
    "player passes. (Starting with you, they end their Afternoon and don't take any more turns "
    "this Day.)"
)
HARE = "{H} If you are first player, target player becomes first player."  # The Hare (CYCLONE)
RABBIT = (  # Rabbit Farmer (DUSTER C)
    "When you make a [Gift]\xa0— If I have no boosts, I gain 1 boost. (A Gift is when on your "
    "turn, an opponent draws a card, Resupplies or receives a token.)"
)
RABBIT_CB = "When an opponent receives a [Gift]\xa0— If I have no boosts, I gain 1 boost."
TURUUN = (  # Turuun & Benih (DUSTER)
    "When you make a [Gift]\xa0— You may exhaust me ({T}) to also receive it. (A Gift is when on "
    "your turn, an opponent draws a card, Resupplies or receives a token.)  Ignore my ability "
    "during the first Day."
)
DAUGHTER = "{H} Target opponent draws a card."  # Daughter of Yggdrasil (CORE)

MANASEED = "Manaseed"


def _cards() -> list[tuple[Card, int]]:
    spell = "SPELL"
    return [
        (vanilla("Filler"), 30),
        (vanilla("Two", (2, 2, 2)), 2),
        (make_card("Zero", stats=(0, 0, 0)), 4),
        (make_card("Spell", spell, 1, stats=None, text="Draw a card."), 1),
        (make_card("Teammate", cost=2, text=TEAMMATE_C), 1),
        (make_card("Teammate R", cost=2, text=TEAMMATE_R), 1),
        (make_card("Diver", cost=2, text=DIVER), 1),
        (make_card("Tengu", cost=2, text=TENGU), 1),
        (make_card("Wingsuit", cost=2, text=WINGSUIT), 1),
        (make_card("Isabel", cost=2, text=ISABEL), 1),
        (make_card("Jinn", cost=2, text=JINN), 1),
        (make_card("Instructor", cost=2, text=INSTRUCTOR), 2),
        (make_card("Harpooner", cost=2, text=HARPOONER), 1),
        (make_card("Sol's Hunt", spell, 2, stats=None, text=SOLS_HUNT), 1),
        (make_card("Nephele", cost=2, text=NEPHELE_C), 1),
        (make_card("Nephele R", cost=2, text=NEPHELE_R), 1),
        (make_card("Nuit", cost=2, stats=(0, 0, 0), text=NUIT_C), 1),
        (make_card("Nuit R", cost=2, text=NUIT_R), 1),
        (make_card("Hare", cost=2, text=HARE), 1),
        (make_card("Rabbit", cost=2, text=RABBIT), 1),
        (make_card("Daughter", cost=2, text=DAUGHTER), 1),
    ]


DECK: CompiledDeck = deck_of(*_cards())
AKESHA_DECK: CompiledDeck = deck_of(
    *_cards(), hero=make_card("Akesha", "HERO", stats=None, text=AKESHA)
)
TURUUN_DECK: CompiledDeck = deck_of(
    *_cards(), hero=make_card("Turuun", "HERO", stats=None, text=TURUUN)
)


def names(zone: list[Unit]) -> list[str]:
    return [u.card.name for u in zone]


def hand_index(game: Game, name: str) -> int:
    """Put a card called ``name`` in the hand (from the deck); its hand index."""
    card = next(c for c in game.deck if c.name == name)
    game.deck.remove(card)
    game.hand.append(card)
    return len(game.hand) - 1


def duel(decks: tuple[CompiledDeck, CompiledDeck] = (DECK, DECK)) -> tuple[Duel, Seat, Seat]:
    """A duel at Day 1's Afternoon, player 0 (first player) to act: empty hands and boards,
    no Mana, every region all three terrains."""
    return afternoon_duel(decks, 7, ALL_TERRAINS)


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        (TEAMMATE_C, K_CHARACTER, MODELLED),
        (TEAMMATE_R, K_CHARACTER, MODELLED),
        (DIVER, K_CHARACTER, MATCHUP_ONLY),  # goldfish: the Rush is made, no opponent gift
        (TENGU, K_CHARACTER, MODELLED),
        (WINGSUIT, K_CHARACTER, MODELLED),
        (ISABEL, K_CHARACTER, MODELLED),
        (JINN, K_CHARACTER, MODELLED),
        (ISABEL_C, K_CHARACTER, MODELLED),
        (INSTRUCTOR, K_CHARACTER, MODELLED),
        (HARPOONER, K_CHARACTER, MATCHUP_ONLY),
        (SOLS_HUNT, K_SPELL, MATCHUP_ONLY),
        (AKESHA, 0, MATCHUP_ONLY),  # After You ends a turn only when there is another player
        (AKESHA_CB, 0, MATCHUP_ONLY),
        (NEPHELE_C, K_CHARACTER, MATCHUP_ONLY),
        (NEPHELE_R, K_CHARACTER, MATCHUP_ONLY),
        (NUIT_C, K_CHARACTER, MODELLED),
        (NUIT_R, K_CHARACTER, MODELLED),
        (HARE, K_CHARACTER, MODELLED),
        (RABBIT, K_CHARACTER, MATCHUP_ONLY),  # a Gift needs an opponent
        (RABBIT_CB, K_CHARACTER, MATCHUP_ONLY),
        (TURUUN, 0, MATCHUP_ONLY),
    ],
)
def test_the_texts_are_modelled(text: str, kind: int, expected: str) -> None:
    assert classify_text(text, kind) == (expected, [])


# --- [Rush] -----------------------------------------------------------------------------------


def test_rush_to_give_me_a_boost_plays_another_card_first() -> None:
    game = afternoon_game(DECK, hand=["Teammate", "Two"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))  # Teammate ({2}): Rush the Two ({1}), then the boost
    units = {u.card.name: u for u in game.exps[0] + game.exps[1]}
    assert sorted(units) == ["Teammate", "Two"] and game.exps[0][0].card.name == "Teammate"
    assert (units["Teammate"].boosts, units["Two"].boosts) == (1, 0)
    assert game.hand == [] and game.mana_ready == 0 and game.hand_plays == 2


def test_no_rush_no_boost_when_nothing_can_be_paid() -> None:
    game = afternoon_game(DECK, hand=["Teammate", "Two"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert names(game.exps[0]) == ["Teammate"] and game.exps[0][0].boosts == 0
    assert [c.name for c in game.hand] == ["Two"] and game.hand_plays == 1


def test_rush_to_give_target_character_a_boost() -> None:
    game = afternoon_game(DECK, hand=["Teammate R", "Two"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))
    units = game.exps[0] + game.exps[1]
    assert sorted(names(units)) == ["Teammate R", "Two"]
    assert sum(u.boosts for u in units) == 1 and game.hand == []


def test_rush_if_you_do_my_expedition_ascends() -> None:
    game = afternoon_game(DECK, hand=["Tengu", "Two"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.ascended == 1 and game.hand == []  # the Hero expedition (Tengu's) Ascends
    game = afternoon_game(DECK, hand=["Tengu"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.ascended == 0


def test_rush_from_reserve_to_draw_a_card() -> None:
    game = afternoon_game(DECK, hand=["Two"], mana=3)
    game.reserve.append(Unit(record_of(DECK, "Wingsuit")))
    deck_before = len(game.deck)
    game.apply((A_PLAY_RESERVE, 0, 0))  # {2} from Reserve, Rush the Two, draw a card
    assert len(game.deck) == deck_before - 1 and len(game.hand) == 1
    assert sorted(names(game.exps[0] + game.exps[1])) == ["Two", "Wingsuit"]


def test_rush_to_put_the_top_card_in_the_mana_zone_exhausted() -> None:
    game = afternoon_game(DECK, hand=["Two"], mana=3)
    game.reserve.append(Unit(record_of(DECK, "Jinn")))
    top = game.deck[-1]
    game.apply((A_PLAY_RESERVE, 0, 0))  # {2}, Rush the Two ({1}), then the top card to Mana
    assert game.mana_cards[-1] is top and len(game.mana_cards) == 4 and game.mana_ready == 0
    game = afternoon_game(DECK, hand=["Two"], mana=2)
    game.reserve.append(Unit(record_of(DECK, "Jinn")))
    game.apply((A_PLAY_RESERVE, 0, 0))  # no Mana left to Rush: no Mana Orb either
    assert len(game.mana_cards) == 2 and [c.name for c in game.hand] == ["Two"]


def test_resupply_then_rush() -> None:
    game = afternoon_game(DECK, hand=[], mana=3)
    game.deck.append(record_of(DECK, "Two"))  # the top card: Resupplied, then Rushed
    game.reserve.append(Unit(record_of(DECK, "Isabel")))
    game.apply((A_PLAY_RESERVE, 0, 0))  # {2}, Resupply the Two, Rush it from Reserve ({1})
    assert sorted(names(game.exps[0] + game.exps[1])) == ["Isabel", "Two"]
    assert game.reserve == [] and game.mana_ready == 0 and game.reserve_plays == 2


def test_rush_a_character_from_hand_activates_its_reserve_ability() -> None:
    game = afternoon_game(DECK, hand=["Instructor", "Instructor", "Spell"], mana=4)
    game.apply((A_PLAY_HAND, 0, 0))  # Rush a Character: the other Instructor, not the Spell
    first, rushed = sorted(game.exps[0] + game.exps[1], key=lambda u: u.boosts)
    assert (first.boosts, rushed.boosts) == (0, 2)  # its {R}: I gain 2 boosts
    assert [c.name for c in game.hand] == ["Spell"]


def test_rush_if_you_dont_the_opponent_exhausted_resupplies() -> None:
    game, a, b = duel()
    a.hand.append(record_of(DECK, "Diver"))
    a.mana_ready = 2
    game.apply((A_PLAY_HAND, 0, 0))  # nothing left to Rush: b Exhausted Resupplies
    assert len(b.reserve) == 1 and b.reserve[0].status == S_EXHAUSTED
    game2, a2, b2 = duel()
    a2.hand += [record_of(DECK, "Diver"), record_of(DECK, "Two")]
    a2.mana_ready = 3
    game2.apply((A_PLAY_HAND, 0, 0))  # the Two is Rushed: nothing for b
    assert b2.reserve == [] and a2.hand == [] and game2.current_player() == 1


def test_rush_to_sabotage_only_for_the_first_player_in_a_duel() -> None:
    game, a, b = duel()
    put = Unit(record_of(DECK, "Two"))
    b.reserve.append(put)
    b.exps[0].append(Unit(record_of(DECK, "Filler")))
    a.hand += [record_of(DECK, "Sol's Hunt"), record_of(DECK, "Zero")]
    a.mana_ready = 3
    assert a.first_player
    game.apply((A_PLAY_HAND, 0, 0))  # send b's Filler to Reserve, Rush the Zero, Sabotage
    assert names(b.exps[0]) == [] and a.hand == []
    assert len(b.reserve) == 1 and len(b.discard) == 1


# --- the Hero's {T} [After You], first player only ---------------------------------------------


def test_after_you_hero_only_as_first_player() -> None:
    game, a, b = duel((AKESHA_DECK, AKESHA_DECK))
    assert a.first_player and not b.first_player
    assert (A_HERO, -1, 0) in game.legal_actions()
    game.apply((A_HERO, -1, 0))  # ends a's turn without passing
    assert game.current_player() == 1 and game.passed == [False, False]
    assert not a.hero_ready
    assert all(action[0] != A_HERO for action in game.legal_actions())  # b is second player


def test_after_you_hero_goldfish_follows_the_first_player() -> None:
    game = afternoon_game(AKESHA_DECK)
    game.first_on_odd_days = True
    assert game.is_legal((A_HERO, -1, 0))
    game.first_on_odd_days = False
    assert not game.is_legal((A_HERO, -1, 0))


# --- passing --------------------------------------------------------------------------------


def test_may_pass_if_you_dont_gives_a_manaseed_when_there_is_more_to_play() -> None:
    game, a, b = duel()
    a.hand += [record_of(DECK, "Nephele"), record_of(DECK, "Two")]
    a.mana_ready = 3
    game.apply((A_PLAY_HAND, 0, 0))  # a can still play the Two: no pass, b gets a Manaseed
    assert names(b.landmarks) == [MANASEED] and game.passed == [False, False]


def test_may_pass_when_passing_is_all_that_is_left() -> None:
    game, a, b = duel()
    a.hand.append(record_of(DECK, "Nephele"))
    a.mana_ready = 2
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.passed == [True, False] and b.landmarks == [] and game.current_player() == 1
    solo = afternoon_game(DECK, hand=["Nephele"], mana=2)
    solo.apply((A_PLAY_HAND, 0, 0))  # goldfish: the pass ends the Day
    assert solo.day == 2


def test_may_pass_if_you_do_only_with_a_gift_payoff() -> None:
    game, a, b = duel()
    a.hand.append(record_of(DECK, "Nephele R"))
    a.mana_ready = 2
    game.apply((A_PLAY_HAND, 0, 0))  # passing would only help b: no pass
    assert game.passed == [False, False] and b.landmarks == []
    game, a, b = duel()
    rabbit = Unit(record_of(DECK, "Rabbit"))
    a.exps[1].append(rabbit)
    a.hand.append(record_of(DECK, "Nephele R"))
    a.mana_ready = 2
    game.apply((A_PLAY_HAND, 0, 0))  # the Gift pays: pass, b's Manaseed, Rabbit's boost
    assert game.passed == [True, False] and names(b.landmarks) == [MANASEED]
    assert rabbit.boosts == 1


def test_each_player_passes_in_a_duel_and_goldfish() -> None:
    game, a, _b = duel()
    for _ in range(4):  # four 0/0/0 Characters in play and Reserve: 12 + Nuit's 3 zeros
        a.reserve.append(Unit(record_of(DECK, "Zero")))
    a.hand.append(record_of(DECK, "Nuit"))
    a.mana_ready = 2
    game.apply((A_PLAY_HAND, 0, 0))  # both pass: Dusk, Night, Day 2
    assert game.day == 2
    game, a, _b = duel()
    a.reserve.append(Unit(record_of(DECK, "Zero")))  # 3 + 3 zeros: fewer than nine
    a.hand.append(record_of(DECK, "Nuit"))
    a.mana_ready = 2
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.day == 1 and game.passed == [False, False] and game.current_player() == 1
    solo = afternoon_game(DECK, hand=["Nuit R", "Two"], mana=5)
    put_in_play(solo, "Filler", 0, boosts=4)
    solo.reserve.append(Unit(record_of(DECK, "Two"), 3))
    solo.apply((A_PLAY_HAND, 0, 0))  # 7 boosts: the player passes (the Two stays in hand)
    assert solo.day == 2


# --- first player ----------------------------------------------------------------------------


def test_target_player_becomes_first_player_goldfish_and_duel() -> None:
    solo = afternoon_game(DECK, hand=["Hare"], mana=2)
    solo.first_on_odd_days = True
    solo.apply((A_PLAY_HAND, 0, 0))
    assert not solo.first_player and solo.first_on_odd_days is False  # first on Day 2
    assert solo.record().first_player is True  # the record keeps Day 1's first player
    game, a, b = duel()
    a.hand.append(record_of(DECK, "Hare"))
    a.mana_ready = 2
    game.apply((A_PLAY_HAND, 0, 0))
    assert (a.first_player, b.first_player) == (False, True) and game.first_today() == 1
    game2, a2, b2 = duel()
    game2.apply(PASS)  # b (second player) plays the Hare: nothing changes
    b2.hand.append(record_of(DECK, "Hare"))
    b2.mana_ready = 2
    game2.apply((A_PLAY_HAND, 0, 0))
    assert (a2.first_player, b2.first_player) == (True, False)


# --- Gifts ----------------------------------------------------------------------------------


def test_making_a_gift_boosts_rabbit_farmer_once() -> None:
    game, a, b = duel()
    rabbit = Unit(record_of(DECK, "Rabbit"))
    a.exps[0].append(rabbit)
    a.hand.append(record_of(DECK, "Daughter"))
    a.mana_ready = 2
    hand_b = len(b.hand)
    game.apply((A_PLAY_HAND, 0, 1))  # b draws a card: a Gift
    assert len(b.hand) == hand_b + 1 and rabbit.boosts == 1
    game.apply(PASS)  # b passes; a again: another Gift, but Rabbit has a boost
    a.hand.append(record_of(DECK, "Daughter"))
    a.mana_ready = 2
    game.apply((A_PLAY_HAND, 0, 1))
    assert rabbit.boosts == 1
    solo = afternoon_game(DECK, hand=["Daughter"], mana=2)
    solo_rabbit = put_in_play(solo, "Rabbit", 0)
    solo.apply((A_PLAY_HAND, 0, 1))  # goldfish: no opponent, no Gift
    assert solo_rabbit.boosts == 0


def test_turuun_also_receives_the_gift_from_day_two() -> None:
    game, a, b = duel((TURUUN_DECK, DECK))
    assert a.hero is None  # Ignore my ability during the first Day
    game.apply(PASS)
    game.apply(PASS)  # Day 2: b is first player
    while a.phase != 2 or b.phase != 2:
        game.apply(game.legal_actions()[-1])  # skip Expand
    game.apply(PASS)  # b passes: a plays
    assert a.hero is not None and a.hero_ready
    a.hand.append(record_of(DECK, "Daughter"))
    a.mana_ready = 2
    hand_a, hand_b = len(a.hand), len(b.hand)
    game.apply((A_PLAY_HAND, len(a.hand) - 1, 0))
    assert len(b.hand) == hand_b + 1 and len(a.hand) == hand_a  # played one, drew one
    assert not a.hero_ready


# --- whole games: every form above, played by the pilots --------------------------------------


def test_duels_and_goldfish_games_with_every_form_run_to_the_end() -> None:
    from altered_deck.engine.games import play_duel, play_game
    from altered_deck.engine.pilots import make_pilot

    events: set[str] = set()
    for seed in range(12):
        decks = ((AKESHA_DECK, TURUUN_DECK), (TURUUN_DECK, DECK))[seed % 2]
        first = seed % 2
        record = play_duel(decks, seed, (make_pilot("greedy"), make_pilot("greedy")), first=first)
        again = play_duel(decks, seed, (make_pilot("greedy"), make_pilot("greedy")), first=first)
        assert again == record and record.days >= 1  # seeded: replayable
        trace: list = []
        game = play_game(
            decks[0], seed, make_pilot("greedy"), PlaySettings(max_days=8), trace=trace
        )
        assert 1 <= len(game.days) <= 8
        events |= {event[0] for day in trace for event in day.events}
    assert {"rush", "first-player"} <= events  # the goldfish games used them
