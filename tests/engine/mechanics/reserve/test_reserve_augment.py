"""The reserve mechanic, more forms: [Augment], In Contact, revealing,
exchanging boosts, "When I go to Reserve from the Expedition zone", Heroes and Landmarks
moving cards to Reserve; each with the card text it comes from and the exact state change."""

from __future__ import annotations

from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, MODELLED, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import night, noon
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_ANCHORED, S_ASLEEP, S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import (
    A_HERO,
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_TAP,
    P_AFTERNOON,
    Unit,
)
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.choices.kinds import E_CHOOSE
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from altered_deck.engine.mechanics.mana import kinds as mana_kinds
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.text.body import parse_body
from tests.engine.kit import (
    BIG,
    FILLER,
    SMALL,
    afternoon_game,
    deck_of,
    make_card,
    put_in_reserve,
    record_of,
    vanilla,
)

NOTE = " (If it has counters, it gains 1 more. This can't target Hero cards.)"


def _top(game, name: str) -> None:
    card = next(c for c in game.deck if c.name == name)
    game.deck.remove(card)
    game.deck.append(card)


def test_augment_one_card_a_boosted_character_first():
    # Sap Sniffer (BISE)
    sniffer = make_card(
        "Sniffer", text="{J} You may [Augment] target card in play or in Reserve." + NOTE
    )
    lm = make_card("Lm", "LANDMARK_PERMANENT", 2, stats=None, text="At Noon\xa0— Draw a card.")
    deck = deck_of(FILLER, (sniffer, 1), (lm, 1))
    assert record_of(deck, "Sniffer").on_join == ((reserve_kinds.E_AUGMENT, 0, True),)
    game = afternoon_game(deck, hand=["Sniffer"], mana=1)
    landmark = Unit(record_of(deck, "Lm"))
    landmark.counters = 2
    game.landmarks.append(landmark)
    boosted = Unit(record_of(deck, "Filler"), 1)
    game.exps[1].append(boosted)
    game.apply((A_PLAY_HAND, 0, 0))  # a boosted Character before a card with counters
    assert (boosted.boosts, landmark.counters) == (2, 2)
    boosted.boosts = 0
    run(game, record_of(deck, "Sniffer").on_join, None, 0)
    assert (boosted.boosts, landmark.counters) == (0, 3)


def test_augment_any_number_of_cards_at_noon():
    # Sap Extractor (BISE)
    text = (
        "At Noon\xa0— [Augment] any number of target cards in play or in "
        "Reserve. (If they have counters, they gain 1 more. This can't target "
        "Hero cards.)"
    )
    extractor = make_card("Extractor", "LANDMARK_PERMANENT", 3, stats=None, text=text)
    deck = deck_of(FILLER, BIG, (extractor, 1))
    assert record_of(deck, "Extractor").at_noon == ((reserve_kinds.E_AUGMENT, 1, False),)
    game = afternoon_game(deck)
    lm = Unit(record_of(deck, "Extractor"))
    lm.counters = 1
    game.landmarks.append(lm)
    fighter, plain = Unit(record_of(deck, "Filler"), 2), Unit(record_of(deck, "Filler"))
    game.exps[0].extend([fighter, plain])
    (stored,) = put_in_reserve(game, "Big")
    stored.boosts = 1
    noon(game)
    assert (lm.counters, fighter.boosts, plain.boosts, stored.boosts) == (2, 3, 0, 2)


def test_in_contact_against_the_goldfish_and_in_a_duel():
    # Nyala, Night Reveler (DUSTER): an expedition still in its first region is In Contact
    # with the opponent's, which never leaves it when goldfishing
    text = (
        "{H} If I'm [In Contact], you may exchange a card from your Reserve "
        "with a card from your hand. (I'm In Contact if another player's "
        "Expedition is in my region.)"
    )
    nyala = make_card("Nyala", cost=2, text=text)
    deck = deck_of(FILLER, BIG, SMALL, (nyala, 2))
    assert record_of(deck, "Nyala").on_hand == (
        (fx.E_IF, 0, (reserve_kinds.C_IN_CONTACT, 0, ((boosts_kinds.E_EXCHANGE, 1, fx.K_ANY),))),
    )
    game = afternoon_game(deck, hand=["Nyala", "Small"], mana=2)
    put_in_reserve(game, "Big")
    game.apply((A_PLAY_HAND, 0, 1))
    assert [c.name for c in game.hand] == ["Big"] and [u.card.name for u in game.reserve] == [
        "Small"
    ]
    game = afternoon_game(deck, hand=["Nyala", "Small"], mana=2)
    put_in_reserve(game, "Big")
    game.pos[1] = 6
    game.apply((A_PLAY_HAND, 0, 1))
    assert [c.name for c in game.hand] == ["Small"]
    sabotage = "{H} If I'm [In Contact], [Sabotage]."
    assert classify_text(sabotage, fx.K_CHARACTER)[0] == MATCHUP_ONLY  # acts in a duel
    duel = Duel((deck, deck), seed=1)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    seat, other = duel.seats
    effects = record_of(deck, "Nyala").on_hand
    seat.reserve = [Unit(record_of(deck, "Big"))]
    seat.hand = [record_of(deck, "Small")]
    seat.pos[0] = other.pos[0] = 3
    run(seat, effects, None, 0)
    assert [c.name for c in seat.hand] == ["Big"]
    other.pos[0] = 4
    run(seat, effects, None, 0)
    assert [c.name for c in seat.hand] == ["Big"]  # not In Contact: no exchange back


def test_a_hero_pays_and_puts_a_hand_card_in_reserve_for_a_token():
    # Subhash & Marmo (ALIZE Hero)
    text = (
        "At Noon\xa0— You may pay {1} and put a card from your hand in Reserve "
        "to create a [Brassbug 2/2/2] Robot token in target Expedition."
    )
    hero = make_card("Subhash", "HERO", text=text, reserve_limit=2, landmark_limit=2)
    deck = deck_of(FILLER, BIG, hero=hero)
    bug = record_of(deck, "Brassbug").index
    assert deck.hero is not None and deck.hero.at_noon == (
        (reserve_kinds.E_PAY_HAND_TOKEN, 1, (bug, fx.TO_TARGET)),
    )
    game = afternoon_game(deck, hand=["Big", "Filler"], mana=1)
    noon(game)
    assert [u.card.name for u in game.exps[0]] == ["Brassbug"] and game.mana_ready == 0
    assert len(game.reserve) == 1 and len(game.hand) == 1
    noon(game)  # no Mana left: declined
    assert len(game.exps[0]) == 1 and len(game.hand) == 1


def test_reveal_a_dear_card_from_hand_to_draw():
    # Leviathan Spotter (CYCLONE)
    text = (
        "{R} You may reveal a Character with Hand Cost {4} or more from your "
        "hand. If you do, draw a card."
    )
    spotter = make_card("Spotter", cost=2, text=text)
    dear = make_card("Dear", cost=4)
    deck = deck_of(FILLER, (spotter, 1), (dear, 1))
    effects = record_of(deck, "Spotter").on_reserve
    assert effects == (
        (fx.E_IF, 0, (reserve_kinds.C_HAND_REVEAL, (4, fx.K_CHARACTER), ((fx.E_DRAW, 1, None),))),
    )
    game = afternoon_game(deck, hand=["Filler"])
    run(game, effects, None, 0)
    assert len(game.hand) == 1
    game = afternoon_game(deck, hand=["Dear"])
    run(game, effects, None, 0)
    assert len(game.hand) == 2


def test_the_opera_house_reveals_the_top_card():
    # The Opera House (CYCLONE)
    text = (
        "{T} : Reveal the top card of your deck. If it's a Spell, draw it. If "
        "it's a Permanent, put it in Reserve. (Otherwise, leave it on top of "
        "your deck.)"
    )
    opera = make_card("Opera", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    spell = make_card("Spark", "SPELL", 1, stats=None, text="Draw a card.")
    lm = make_card("Lm", "LANDMARK_PERMANENT", 2, stats=None, text="At Noon\xa0— Draw a card.")
    deck = deck_of(FILLER, (opera, 1), (spell, 1), (lm, 1))
    assert record_of(deck, "Opera").tap == ((reserve_kinds.E_REVEAL_SPELL_PERMANENT, 0, None),)
    for top, hand, reserve in (("Spark", ["Spark"], []), ("Lm", [], ["Lm"]), ("Filler", [], [])):
        game = afternoon_game(deck)
        game.landmarks.append(Unit(record_of(deck, "Opera")))
        _top(game, top)
        size = len(game.deck)
        game.apply((A_TAP, 0, 0))
        assert [c.name for c in game.hand] == hand
        assert [u.card.name for u in game.reserve] == reserve
        stays = top == "Filler"  # a Character is left on top
        assert len(game.deck) == size - (not stays) and (game.deck[-1].name == top) == stays


def test_each_player_discards_hand_and_reserve_then_draws_three():
    # Loki (CORE)
    loki = make_card(
        "Loki",
        cost=7,
        text="{H} Each player discards their hand and their Reserve, then draws three cards.",
    )
    deck = deck_of((vanilla("Filler"), 20), BIG, (loki, 1))
    each = ((reserve_kinds.E_WHEEL, 0, None), (fx.E_DRAW, 3, None))  # goldfish: mine alone
    assert record_of(deck, "Loki").on_hand == ((costs_kinds.E_EACH_PLAYER, 0, (each,)),)
    game = afternoon_game(deck, hand=["Loki", "Big", "Filler"], mana=7)
    put_in_reserve(game, "Big")
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.reserve == [] and len(game.hand) == 3 and len(game.discard) == 3


def test_an_optional_exhaust_that_makes_two_exhausted_cards_boosts_me():
    # Belasenka (ALIZE)
    text = (
        "{H} You may exhaust ({T}) target card in Reserve. Then, if there are "
        "two or more exhausted cards in Reserve, I gain 1 boost."
    )
    bela = make_card("Bela", cost=3, text=text)
    deck = deck_of(FILLER, BIG, SMALL, (bela, 2))
    assert record_of(deck, "Bela").on_hand == (
        (reserve_kinds.E_EXHAUST_TARGET_RESERVE, 2, True),
        (fx.E_IF, 0, (boosts_kinds.C_EXHAUSTED_RESERVE, 2, ((fx.E_BOOST_SELF, 1, None),))),
    )
    game = afternoon_game(deck, hand=["Bela"], mana=3)
    big, small = put_in_reserve(game, "Big", "Small")
    game.apply((A_PLAY_HAND, 0, 0))  # one exhausted at most: declined
    assert (big.status, small.status, game.exps[0][0].boosts) == (0, 0, 0)
    game = afternoon_game(deck, hand=["Bela"], mana=3)
    big, small = put_in_reserve(game, "Big", "Small")
    big.status = S_EXHAUSTED
    game.apply((A_PLAY_HAND, 0, 0))
    assert (small.status, game.exps[0][0].boosts) == (S_EXHAUSTED, 1)


def test_exchange_boosts_between_reserve_and_play():
    # Sap Duende (BISE)
    text = (
        "[[Fleeting]].  Target two Characters in play or in Reserve and "
        "exchange their boosts. Then, draw a card."
    )
    duende = make_card("Duende", "SPELL", 2, stats=None, text=text)
    deck = deck_of(FILLER, BIG, (duende, 1))
    assert record_of(deck, "Duende").on_resolve == (
        (reserve_kinds.E_SWAP_BOOSTS, 0, False),
        (fx.E_DRAW, 1, None),
    )
    game = afternoon_game(deck, hand=["Duende"], mana=2)
    (stored,) = put_in_reserve(game, "Big")
    stored.boosts = 3
    fighter = Unit(record_of(deck, "Filler"), 1)
    game.exps[0].append(fighter)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (stored.boosts, fighter.boosts, len(game.hand)) == (1, 3, 1)


def test_going_to_reserve_from_the_expedition_returns_another_card():
    # Ouroboros Inkcaster (CORE), at Rest
    text = (
        "When I go to Reserve from the Expedition zone\xa0— You may return "
        "another card from your Reserve to your hand."
    )
    ouro = make_card("Ouro", cost=3, text=text)
    deck = deck_of(FILLER, BIG, (ouro, 1))
    assert record_of(deck, "Ouro").statics == (
        (reserve_kinds.ST_TO_RESERVE, 0, ((reserve_kinds.E_RESERVE_TO_HAND_KIND, 1, fx.K_ANY),)),
    )
    assert classify_text(text, fx.K_CHARACTER)[0] == MODELLED
    game = afternoon_game(deck)
    put_in_reserve(game, "Big")
    game.exps[0].append(Unit(record_of(deck, "Ouro")))
    night(game)
    assert [u.card.name for u in game.reserve] == ["Ouro"] and [c.name for c in game.hand] == [
        "Big"
    ]


def test_a_hero_readies_a_reserve_card_it_can_then_play_or_a_landmark():
    # Della & Bolt (DUSTER Hero)
    text = (
        "{T} : Ready target Permanent in play or target card in Reserve. This costs {2} more "
        "to target a Permanent in play with Hand Cost {5} or more."
    )
    hero = make_card("Della", "HERO", text=text, reserve_limit=2, landmark_limit=2)
    lm = make_card("Lm", "LANDMARK_PERMANENT", 5, stats=None, text="{T} : Draw a card.")
    deck = deck_of(FILLER, BIG, (lm, 1), hero=hero)
    assert deck.hero is not None and deck.hero.tap == (
        (reserve_kinds.E_READY_PERMANENT_OR_RESERVE, 2, 5),
    )
    game = afternoon_game(deck, mana=1)
    landmark = Unit(record_of(deck, "Lm"), 0, S_EXHAUSTED)
    game.landmarks.append(landmark)
    (big,) = put_in_reserve(game, "Big", status=S_EXHAUSTED)
    game.apply((A_HERO, -1, 0))  # Big costs 1: it can be played now
    assert (big.status, landmark.status, game.mana_ready) == (0, S_EXHAUSTED, 1)
    game.hero_ready = True
    game.mana_ready = 2
    big.status = S_EXHAUSTED
    game.reserve[0].card = record_of(deck, "Lm")  # a 5-cost card: not playable with 2
    game.apply((A_HERO, -1, 0))  # the Landmark's {T}: 2 more for Hand Cost 5
    assert (landmark.status, game.mana_ready, big.status) == (0, 0, S_EXHAUSTED)


def test_flore_in_reserve_boosts_another_character_at_noon():
    # Flore, Caring Gardener (BISE), its Reserve text
    echo = "{I} At Noon\xa0— Another target Character in play or in Reserve gains 1 boost."
    flore = make_card("Flore", cost=3, echo=echo)
    deck = deck_of(FILLER, (flore, 1))
    game = afternoon_game(deck)
    put_in_reserve(game, "Flore")
    fighter = Unit(record_of(deck, "Filler"))
    game.exps[0].append(fighter)
    noon(game)
    assert fighter.boosts == 1 and game.reserve[0].boosts == 0


def test_choose_one_takes_the_boost_option_when_goldfishing():
    # Ordis Signet (CYCLONE): Asleep and losing boosts are aimed at an opponent's Characters
    text = (
        "Choose one:  • Target Character gains [[Asleep]].  • Target Character in Expedition or "
        "in Reserve loses all its boosts.  • Each Character in target Expedition gains 1\xa0boost."
    )
    signet = make_card("Signet", "SPELL", 2, stats=None, text=text)
    deck = deck_of(FILLER, (signet, 1))
    assert classify_text(text, fx.K_SPELL)[0] == MODELLED
    # the options aimed at the opponent score nothing when goldfishing: the hint is the boost
    ((op, _n, options),) = record_of(deck, "Signet").on_resolve
    assert op == E_CHOOSE and options[-1] == (
        (boosts_kinds.E_BOOST_EACH, 1, boosts_kinds.G_TARGET_EXPEDITION),
    )
    game = afternoon_game(deck, hand=["Signet"], mana=2)
    game.exps[1].append(Unit(record_of(deck, "Filler")))
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.exps[1][0].boosts == 1
    removal = (
        "[[Fleeting]].  Send to Reserve any number of target Characters with total {M} of 4 "
        "or less."
    )
    assert classify_text(removal, fx.K_SPELL)[0] == MATCHUP_ONLY  # the sabotage mechanic's


def test_coppelia_put_in_reserve_from_hand_plays_herself_asleep():
    # Coppélia (CORE), put in Reserve by Kelon Elemental's "{H} You may put a card from your
    # hand in Reserve." (she costs less from Reserve) and by a Hero's Noon
    text = (
        "When I go to Reserve from your hand\xa0— You may play me for free and I gain [[Asleep]]. "
        "(During Dusk, ignore my statistics. During Rest, I don't go to Reserve and I lose Asleep.)"
    )
    coppelia = make_card("Coppelia", cost=3, reserve=2, text=text)
    kelon = make_card("Kelon", cost=2, text="{H} You may put a card from your hand in Reserve.")
    deck = deck_of(FILLER, (coppelia, 1), (kelon, 1))
    assert record_of(deck, "Coppelia").statics == (
        (reserve_kinds.ST_FROM_HAND, 0, ((reserve_kinds.E_PLAY_ME_ASLEEP, 0, None),)),
    )
    game = afternoon_game(deck, hand=["Kelon", "Coppelia"], mana=2)
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.reserve == [] and game.hand == [] and game.mana_ready == 0
    played = [u for u in game.exps[0] if u.card.name == "Coppelia"]
    assert len(played) == 1 and played[0].status == S_ASLEEP | S_FLEETING


MAZE = (
    "{H} Remove all boosts from Characters in play and in Reserve. Then, depending on the "
    "number of boosts removed this way:  • 1-4: I gain 2 boosts.  • 5-8: Play a card with Hand "
    "Cost {3} or less for free.  • 9+: My Expedition moves forward one region."
)


def test_man_in_the_maze_removes_boosts_then_acts_by_their_number():
    # Man in the Maze (BISE): ranges; the "1+ / 5+ / 9+" printing adds up
    maze = make_card("Maze", cost=7, text=MAZE)
    plus = make_card("Maze2", cost=7, text=MAZE.replace("1-4", "1+").replace("5-8", "5+"))
    deck = deck_of(FILLER, BIG, (maze, 1), (plus, 1))
    free = ((reserve_kinds.E_PLAY_HAND_FREE, 3, None),)
    assert record_of(deck, "Maze").on_hand == (
        (
            reserve_kinds.E_REMOVE_BOOSTS_TIERS,
            0,
            (
                (1, 4, ((fx.E_BOOST_SELF, 2, None),)),
                (5, 8, free),
                (9, 10**6, ((boosts_kinds.E_MOVE_FORWARD, 1, None),)),
            ),
        ),
    )
    game = afternoon_game(deck, hand=["Maze", "Big"], mana=7)
    fighter = Unit(record_of(deck, "Filler"), 3)
    game.exps[0].append(fighter)
    (stored,) = put_in_reserve(game, "Filler")
    stored.boosts = 3
    game.apply((A_PLAY_HAND, 0, 1))  # 6 removed: Big is played for free (to the needy one)
    maze_unit = game.exps[1][0]
    assert (fighter.boosts, stored.boosts, maze_unit.boosts) == (0, 0, 0)
    assert game.hand == [] and [u.card.name for u in game.exps[0]] == ["Filler", "Big"]
    game = afternoon_game(deck, hand=["Maze2"], mana=7)
    game.exps[0].append(Unit(record_of(deck, "Filler"), 9))
    game.apply((A_PLAY_HAND, 0, 1))  # 9: every tier from 1+ on; no hand card to play
    assert game.exps[1][0].boosts == 2 and game.pos == [0, 6]


def test_all_in_discards_a_reserve_card_for_two_more():
    # All In! (CORE)
    text = (
        "Roll a die. You may discard a card from your Reserve to increase the result by 2. "
        "Target Character gains X boosts, where X is the final result."
    )
    spell = make_card("AllIn", "SPELL", 3, stats=None, text=text)
    deck = deck_of(FILLER, BIG, (spell, 1))
    assert record_of(deck, "AllIn").on_resolve == ((reserve_kinds.E_DIE_RESERVE_BOOST, 2, None),)
    game = afternoon_game(deck, hand=["AllIn"], mana=3, seed=5)
    put_in_reserve(game, "Big")
    fighter = Unit(record_of(deck, "Filler"))
    game.exps[0].append(fighter)
    roll = game.rng.getstate()
    game.apply((A_PLAY_HAND, 0, 0))
    game.rng.setstate(roll)
    assert fighter.boosts == game.rng.randint(1, 6) + 2
    assert [c.name for c in game.discard] == ["Big"]


def test_paint_prison_discards_a_reserve_card_to_cost_less():
    # Paint Prison (CORE): the removal is aimed at an opponent; the cost ability is taken
    text = (
        "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  You "
        "may discard a card from your Reserve to reduce my cost by {2}.  Return target "
        "Character or Permanent to the top of its owner's deck."
    )
    prison = make_card("Prison", "SPELL", 5, stats=None, text=text)
    deck = deck_of(FILLER, BIG, (prison, 2))
    record = record_of(deck, "Prison")
    assert record.statics == (
        (boosts_kinds.ST_SELF_COST, 2, (reserve_kinds.C_DISCARDABLE, 0)),
        (reserve_kinds.ST_DISCARD_CUT, 2, None),
    )
    assert deck.unmodelled == () and classify_text(text, fx.K_SPELL)[0] == MATCHUP_ONLY
    game = afternoon_game(deck, hand=["Prison"], mana=3)
    assert game.cost_of(record, 5) == 5
    assert not game.is_legal((A_PLAY_HAND, 0, 0))
    put_in_reserve(game, "Prison")  # another Prison cannot pay for it
    assert game.cost_of(record, 5) == 5
    put_in_reserve(game, "Big")
    assert game.cost_of(record, 5) == 3
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.mana_ready == 0 and [u.card.name for u in game.reserve] == ["Prison"]
    assert [c.name for c in game.discard] == ["Big", "Prison"]


def test_the_refinery_counts_cards_leaving_the_reserve_in_the_afternoon():
    # The Refinery (BISE), both texts
    text = (
        "When a card leaves your Reserve during the Afternoon\xa0— I gain 1 Sap counter.  {T}, "
        "Spend 3 of my Sap counters: Characters in your Reserve gain 1 boost."
    )
    other = text.replace(
        "Characters in your Reserve gain 1 boost",
        "Distribute 3 boosts among any Characters in Reserve",
    )
    refinery = make_card("Refinery", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    refinery2 = make_card("Refinery2", "LANDMARK_PERMANENT", 2, stats=None, text=other)
    deck = deck_of(FILLER, BIG, SMALL, (refinery, 1), (refinery2, 1))
    assert record_of(deck, "Refinery").statics == (
        (reserve_kinds.ST_LEAVE_RESERVE, 0, ((fx.E_COUNTERS, 1, None),)),
    )
    assert record_of(deck, "Refinery2").tap == ((boosts_kinds.E_BOOST_RESERVE, 3, None),)
    assert classify_text(other, fx.K_LANDMARK)[0] == MODELLED
    game = afternoon_game(deck, mana=2)
    lm = Unit(record_of(deck, "Refinery"))
    game.landmarks.append(lm)
    put_in_reserve(game, "Big", "Small", "Small")
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert lm.counters == 1
    game.apply((A_PLAY_RESERVE, 0, 1))
    assert lm.counters == 2
    night(game)  # Clean-up is not the Afternoon
    assert lm.counters == 2
    lm.counters = 3
    game.phase = P_AFTERNOON
    game.apply((A_TAP, 0, 0))
    assert lm.counters == 0 and [(u.card.name, u.boosts) for u in game.reserve] == [("Small", 1)]


def test_staff_clerk_makes_a_soldier_when_another_card_is_played_from_reserve():
    # Staff Clerk (BISE)
    text = (
        "When you play another card from Reserve\xa0— Create an [Ordis Recruit 1/1/1] Soldier "
        "token in my Expedition."
    )
    clerk = make_card("Clerk", text=text)
    deck = deck_of(FILLER, BIG, (clerk, 1))
    game = afternoon_game(deck, mana=1)
    game.exps[1].append(Unit(record_of(deck, "Clerk")))
    put_in_reserve(game, "Big")
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert [u.card.name for u in game.exps[1]] == ["Clerk", "Ordis Recruit"]
    assert [u.card.name for u in game.exps[0]] == ["Big"]


SIGNET = (
    "Choose {}:  • Up to two target Characters gain [[Fleeting]].  • Draw a card, then roll a "
    "die. On a 4+, [Resupply].  • Target Character gains 1 boost per card in your Reserve."
)


def _no(_spec: object) -> int:
    return 0


def test_choose_two_takes_the_two_options_worth_most():
    # CYCLONE Signets: Fleeting on up to two targets aims at an opponent's Characters
    one = make_card("One", "SPELL", 2, stats=None, text=SIGNET.format("one"))
    two = make_card("Two", "SPELL", 3, stats=None, text="[[Fleeting]].  " + SIGNET.format("two"))
    deck = deck_of(FILLER, BIG, (one, 1), (two, 1))
    die = (dice_kinds.E_DIE, 0, ((4, 6, ((fx.E_RESUPPLY, 1, False),)),))
    per = (reserve_kinds.E_BOOST_TARGET_PER, 1, boosts_kinds.PER_RESERVE)
    ((op, _n, arg),) = record_of(deck, "One").on_resolve
    assert op == E_CHOOSE and arg[3] == ((fx.E_DRAW, 1, None), die)  # every option kept
    assert record_of(deck, "Two").on_resolve[0][2][0] == (2, 0, False, False, None)
    assert classify_text(SIGNET.format("one"), fx.K_SPELL)[0] == MODELLED
    game = afternoon_game(deck, hand=["Two"], mana=3, seed=3)
    put_in_reserve(game, "Big", "Big")
    fighter = Unit(record_of(deck, "Filler"))
    game.exps[1].append(fighter)
    state = game.rng.getstate()
    game.apply((A_PLAY_HAND, 0, 1))
    game.rng.setstate(state)
    resupplied = game.rng.randint(1, 6) >= 4
    assert len(game.hand) == 1 and len(game.reserve) == 2 + resupplied
    assert fighter.boosts == 2 + resupplied  # one boost per Reserve card, after the Resupply
    assert parse_body("Target Character gains 1 boost per card in your Reserve", _no) == [per]


def test_scholars_vault_raises_the_limit_while_a_dear_character_is_in_reserve():
    # Scholars' Vault (BISE)
    text = (
        "You may play Characters with Hand Cost {7} or more for {1} less.  If there are one or "
        "more Characters with Hand Cost {7} or more in your Reserve, your Reserve limit is "
        "increased by one."
    )
    vault = make_card("Vault", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    giant = make_card("Giant", cost=7, stats=(5, 5, 5))
    deck = deck_of(FILLER, BIG, (giant, 1), (vault, 1))
    assert deck.unmodelled == ()
    assert (reserve_kinds.ST_LIMIT_IF_COST, 1, (fx.K_CHARACTER, 7)) in record_of(
        deck, "Vault"
    ).statics
    game = afternoon_game(deck)
    game.landmarks.append(Unit(record_of(deck, "Vault")))
    put_in_reserve(game, "Big", "Filler", "Filler")
    night(game)
    assert len(game.reserve) == 2
    put_in_reserve(game, "Giant", "Filler")
    night(game)
    assert len(game.reserve) == 3 and "Giant" in [u.card.name for u in game.reserve]


def test_the_machine_in_the_ice_exhausts_itself_in_reserve():
    # The Machine in the Ice (ALIZE): sent to Reserve by its own {H}, or Resupplied
    text = (
        "When I go to Reserve from anywhere\xa0— Exhaust\xa0me ({T}). (Exhausted cards can't be "
        "played and have no Support abilities.)  {H} Send me to Reserve."
    )
    machine = make_card("Machine", stats=(1, 3, 1), text=text)
    resupply = make_card("Digger", text="{J} [Resupply].")
    deck = deck_of(FILLER, (machine, 2), (resupply, 1))
    assert record_of(deck, "Machine").statics == (
        (reserve_kinds.ST_TO_RESERVE_ANY, 0, ((reserve_kinds.E_EXHAUST_ME_IN_RESERVE, 0, None),)),
    )
    game = afternoon_game(deck, hand=["Machine", "Digger"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [(u.card.name, u.status) for u in game.reserve] == [("Machine", S_EXHAUSTED)]
    _top(game, "Machine")
    game.apply((A_PLAY_HAND, 0, 1))
    assert [u.status for u in game.reserve] == [S_EXHAUSTED, S_EXHAUSTED]


def test_daedalus_boosts_a_reserve_character_and_on_four_plus_itself():
    # Daedalus (BISE)
    text = (
        "{H} Target a Character in Reserve, then roll a die. On a:  • 4+, we both gain 1 boost.  "
        "• 1-3, it gains 1 boost."
    )
    daedalus = make_card("Daedalus", cost=3, text=text)
    deck = deck_of(FILLER, BIG, (daedalus, 1))
    assert record_of(deck, "Daedalus").on_hand == ((reserve_kinds.E_BOTH_OR_IT, 0, (True, 1, 1)),)
    for seed in range(6):
        game = afternoon_game(deck, hand=["Daedalus"], mana=3, seed=seed)
        (big,) = put_in_reserve(game, "Big")
        state = game.rng.getstate()
        game.apply((A_PLAY_HAND, 0, 0))
        game.rng.setstate(state)
        high = game.rng.randint(1, 6) >= 4
        assert (big.boosts, game.exps[0][0].boosts) == (1, int(high))


def test_daedalus_joining_targets_another_character_in_play():
    # Daedalus (BISE), the Scout version's {J}: engine policy, a Character in play
    text = (
        '[Scout] {1}. (You may play me from hand for\xa0{1} with "{h} Send me to Reserve".)  {J} '
        "Target another Character in play or in Reserve, then roll a die. On a:  • 4+, we both "
        "gain 1 boost.  • 1-3, it gains 1 boost."
    )
    daedalus = make_card("Daedalus", cost=3, text=text)
    deck = deck_of(FILLER, (daedalus, 1))
    assert record_of(deck, "Daedalus").on_join == ((reserve_kinds.E_BOTH_OR_IT, 0, (False, 1, 1)),)
    game = afternoon_game(deck, hand=["Daedalus"], mana=3, seed=2)
    other = Unit(record_of(deck, "Filler"))
    game.exps[0].append(other)
    state = game.rng.getstate()
    game.apply((A_PLAY_HAND, 0, 0))
    game.rng.setstate(state)
    high = game.rng.randint(1, 6) >= 4
    assert (other.boosts, game.exps[0][1].boosts) == (1, int(high))


def test_leaving_the_expedition_for_each_of_my_boosts():
    # Bravos Excavator (BISE), both texts: at Rest with 2 boosts
    reserve_text = (
        "When I leave the Expedition zone, for each of my boosts\xa0— Another target Character "
        "in your Reserve gains 1 boost."
    )
    augment = (
        "When I leave the Expedition zone, for each of my boosts\xa0— You may [Augment] target "
        "card in play or in Reserve." + NOTE
    )
    one = make_card("Excavator", cost=2, text=reserve_text)
    two = make_card("Excavator2", cost=2, text=augment)
    deck = deck_of(FILLER, BIG, (one, 1), (two, 1))
    assert record_of(deck, "Excavator").statics == (
        (reserve_kinds.ST_LEAVE_PER_BOOST, 0, ((reserve_kinds.E_BOOST_RESERVE_OTHER, 1, None),)),
    )
    game = afternoon_game(deck)
    (big,) = put_in_reserve(game, "Big")
    game.exps[0].append(Unit(record_of(deck, "Excavator"), 2))
    night(game)
    assert big.boosts == 2 and [u.boosts for u in game.reserve] == [2, 0]
    game.exps[1].append(Unit(record_of(deck, "Excavator2"), 3))
    night(game)  # three Augments: Big has boosts, it gains one each time
    assert big.boosts == 5


def test_going_to_reserve_with_two_boosts_puts_a_reserve_card_in_mana():
    # Colorful Cuckoo (CYCLONE), its last ability
    text = (
        "When I go to your Reserve from the Expedition zone, if I had 2 or more boosts\xa0— You "
        "may put a card from your Reserve in your Mana zone (as an exhausted Mana Orb)."
    )
    cuckoo = make_card("Cuckoo", cost=3, text=text)
    deck = deck_of(FILLER, SMALL, (cuckoo, 2))
    assert record_of(deck, "Cuckoo").statics == (
        (reserve_kinds.ST_TO_RESERVE_IF_BOOSTS, 2, ((mana_kinds.E_RESERVE_TO_MANA, 1, False),)),
    )
    game = afternoon_game(deck)
    put_in_reserve(game, "Small")
    game.exps[0].append(Unit(record_of(deck, "Cuckoo"), 1))
    night(game)  # one boost: nothing
    assert len(game.mana_cards) == 0 and len(game.reserve) == 2
    game.exps[0].append(Unit(record_of(deck, "Cuckoo"), 2))
    night(game)  # the least useful Reserve card goes (Clean-up's limit 2 is then met)
    least = min((record_of(deck, "Small"), record_of(deck, "Cuckoo")), key=lambda c: c.keep_value)
    assert [c.name for c in game.mana_cards] == [least.name] and len(game.reserve) == 2


def test_kuraokami_exhausts_the_reserve_and_puts_an_expedition_ahead_to_sleep():
    # Kuraokami Unbound (ALIZE): the goldfish opponent never moves, so only yours are ahead
    text = (
        "{H} Exhaust all cards in Reserve. Then, target an Expedition that's ahead. Each of its "
        "Characters gains [[Asleep]]."
    )
    kura = make_card("Kura", cost=6, stats=(5, 5, 5), text=text)
    deck = deck_of((vanilla("Filler"), 20), BIG, (kura, 2))
    assert record_of(deck, "Kura").on_hand == (
        (boosts_kinds.E_EXHAUST_RESERVE, 0, None),
        (reserve_kinds.E_ASLEEP_AHEAD, 0, None),
    )
    game = afternoon_game(deck, hand=["Kura", "Kura"], mana=12)
    (big,) = put_in_reserve(game, "Big")
    game.apply((A_PLAY_HAND, 0, 0))  # nothing is ahead yet
    assert big.status == S_EXHAUSTED and game.exps[0][0].status == 0
    small = Unit(record_of(deck, "Filler"))
    game.exps[1].append(small)
    game.pos = [2, 5]  # both ahead: the Companion expedition loses less power
    game.apply((A_PLAY_HAND, 0, 0))
    assert small.status == S_ASLEEP
    assert [u.status for u in game.exps[0]] == [0, 0]


def test_a_hero_discards_a_reserve_card_to_anchor_the_next_cheap_character():
    # Arjun & Spike (ALIZE Hero): the discard is the {T} ability's cost
    text = (
        "{T}, Discard a card from your Reserve: the next Character you play this turn with Hand "
        "Cost\xa0{3} or less gains [[Anchored]]. (During Rest, it doesn't go to Reserve and it "
        "loses Anchored.)"
    )
    hero = make_card("Arjun", "HERO", text=text, reserve_limit=2, landmark_limit=2)
    dear = make_card("Dear", cost=4)
    deck = deck_of(FILLER, BIG, (dear, 1), hero=hero)
    assert deck.hero is not None and deck.hero.tap == (
        (
            boosts_kinds.E_DISCARD_RESERVE,
            0,
            (fx.K_ANY, False, False, ((reserve_kinds.E_NEXT_ANCHOR, 3, None),)),
        ),
    )
    game = afternoon_game(deck, hand=["Filler", "Dear"], mana=5)
    assert not game.is_legal((A_HERO, -1, 0))  # an empty Reserve cannot pay
    put_in_reserve(game, "Big")
    game.apply((A_HERO, -1, 0))
    assert game.reserve == [] and [c.name for c in game.discard] == ["Big"]
    game.apply((A_PLAY_HAND, 0, 0))  # Hand Cost 1: Anchored
    assert game.exps[0][0].status == S_ANCHORED and game.next_anchor == 0
    game.hero_ready = True
    put_in_reserve(game, "Big")
    game.apply((A_HERO, -1, 0))
    game.apply((A_PLAY_HAND, 0, 1))  # Hand Cost 4: no
    assert game.exps[1][0].status == 0
