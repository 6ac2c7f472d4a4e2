"""The costs mechanic: playing cards immediately, "each player"
(in goldfish games and in duels), spending my boosts, revealing the top card, cost cuts and
"I'm also considered a Spell"; each form with the card text it comes from (bundled card
data) and the exact state change."""

from __future__ import annotations

import random

from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, MODELLED, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import night
from altered_deck.engine.core.decisions import MAY, NO, YES
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_ANCHORED, S_FLEETING
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import (
    A_CHOOSE,
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SUPPORT,
    A_TAP,
    P_AFTERNOON,
    PASS,
    Unit,
)
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.choices.kinds import E_CHOOSE
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.counters import kinds as counters_kinds
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
    vanilla,
)

BIG = make_card("Big", cost=4, stats=(4, 4, 4))
SMALL = make_card("Small", cost=3, stats=(3, 3, 3))


def test_play_a_character_for_three_less_and_it_gains():
    # Eros (ALIZE), three versions
    texts = {
        "Eros": "{J} You may immediately play a Character for {3} less.",
        "Eros2": "{J} You may immediately play a Character for {3} less. It gains 2 boosts.",
        "Eros3": "{J} You may immediately play a Character for {3} less. It gains [[Anchored]].",
    }
    cards = [(make_card(name, cost=2, text=text), 1) for name, text in texts.items()]
    deck = deck_of(FILLER, (BIG, 2), *cards)
    assert record_of(deck, "Eros2").on_join == (
        (costs_kinds.E_PLAY_NOW, 1, (fx.K_CHARACTER, 3, 0, True, (2, 0), True)),
    )
    for name, boosts, status in (("Eros", 0, 0), ("Eros2", 2, 0), ("Eros3", 0, S_ANCHORED)):
        game = afternoon_game(deck, hand=[name, "Big"], mana=3)
        game.apply((A_PLAY_HAND, 0, 0))  # 2 for Eros, then 4 - 3 = 1 for Big
        big = game.exps[1][0]  # where power is needed: the Hero expedition moves already
        assert (big.card.name, big.boosts, big.status) == ("Big", boosts, status)
        assert (game.mana_ready, game.hand, game.hand_plays) == (0, [], 2)
    game = afternoon_game(deck, hand=["Eros", "Big"], mana=2)  # 2 for Eros, none for Big
    game.apply((A_PLAY_HAND, 0, 0))
    assert [c.name for c in game.hand] == ["Big"] and game.exps[1] == []


def test_mana_flare_plays_a_spell_or_a_character_for_five_less():
    # Mana Flare (ALIZE), two versions
    flare = make_card(
        "Flare",
        "SPELL",
        1,
        stats=None,
        text="[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  "
        "Immediately play a Spell for {5} less.",
    )
    flare2 = make_card(
        "Flare2",
        "SPELL",
        1,
        stats=None,
        text="[[Fleeting]].  Immediately play a Character for {5} less. It gains [[Fleeting]]. "
        "(If it would be sent to Reserve, discard it instead.)",
    )
    study = make_card("Study", "SPELL", 5, stats=None, text="Draw two cards.")
    deck = deck_of(FILLER, (flare, 1), (flare2, 1), (study, 1), (BIG, 1))
    game = afternoon_game(deck, hand=["Flare", "Study"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [c.name for c in game.discard] == ["Flare"] and len(game.hand) == 2
    assert [u.card.name for u in game.reserve] == ["Study"] and game.mana_ready == 0
    game = afternoon_game(deck, hand=["Flare2", "Big"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [(u.card.name, u.status) for u in game.exps[0]] == [("Big", S_FLEETING)]


def test_play_for_free_up_to_two_characters_from_hand_or_reserve():
    # Skybound Odyssey (CYCLONE): modelled as a whole ([Ascend] tracked), its plays executed
    text = (
        "Draw a card.  Both of your Expeditions [Ascend].  Immediately play for free up to two "
        "Characters with Base Cost {3} or less. (Reserve Cost if from Reserve, Hand Cost "
        "otherwise.)"
    )
    odyssey = make_card("Odyssey", "SPELL", 6, stats=None, text=text)
    deck = deck_of(FILLER, (odyssey, 1), (BIG, 2), (SMALL, 1))
    assert classify_text(text, fx.K_SPELL)[0] == MODELLED
    game = afternoon_game(deck, hand=["Odyssey", "Big", "Small"], mana=6)
    game.deck.remove(record_of(deck, "Filler"))
    game.reserve.append(Unit(record_of(deck, "Filler")))
    game.deck.remove(record_of(deck, "Big"))
    game.deck.append(record_of(deck, "Big"))  # the card drawn first: too expensive
    game.apply((A_PLAY_HAND, 0, 0))
    played = [(u.card.name, u.status) for e in game.exps for u in e]
    assert played == [("Small", 0), ("Filler", S_FLEETING)]
    assert [c.name for c in game.hand] == ["Big", "Big"]
    assert [u.card.name for u in game.reserve] == ["Odyssey"]
    assert (game.mana_ready, game.hand_plays, game.reserve_plays) == (0, 2, 1)


def test_when_beowulf_leaves_a_character_is_played_for_free():
    # Beowulf (CYCLONE): he goes to Reserve at Rest, a Character joins in his place
    text = (
        "When I leave the Expedition zone — You may play a Character with Base Cost {3} or less "
        "for free. (Reserve Cost if from Reserve, Hand Cost otherwise.)"
    )
    deck = deck_of(FILLER, (make_card("Beowulf", text=text), 1), (BIG, 1), (SMALL, 1))
    assert record_of(deck, "Beowulf").on_leave == (
        (costs_kinds.E_PLAY_NOW, 1, (fx.K_CHARACTER, costs_kinds.FREE, 3, True, (0, 0), True)),
    )
    game = afternoon_game(deck, hand=["Big", "Small"])
    put_in_play(game, "Beowulf", 0)
    night(game)
    assert [u.card.name for u in game.reserve] == ["Beowulf"]
    assert [u.card.name for e in game.exps for u in e] == ["Small"]
    assert [c.name for c in game.hand] == ["Big"]


def _duel(deck, seed: int = 3) -> Duel:
    duel = Duel((deck, deck), seed)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    return duel


def _to_hand(seat, name: str) -> None:
    card = record_of(seat.source, name)
    seat.hand.append(card)


def test_each_player_plays_a_card_for_free_resupplies_or_draws_a_new_hand():
    # Santa Claus (ALIZE), Kitsune (CORE), Loki (CORE)
    santa = make_card(
        "Santa",
        text="{H} Starting with you, each player may immediately play a card with Hand Cost {3} "
        "or less for free.",
    )
    kitsune = make_card(
        "Kitsune",
        text="{H} Each player [Resupplies]. (They put the top card of their deck in Reserve.)",
    )
    loki = make_card("Loki", text="{H} Each player discards their hand, then draws three cards.")
    deck = deck_of((vanilla("Filler"), 20), (santa, 1), (kitsune, 1), (loki, 1), (SMALL, 2))
    assert record_of(deck, "Kitsune").on_hand == (
        (fx.E_EACH_PLAYER, 0, (((fx.E_RESUPPLY, 1, False),),)),
    )
    game = afternoon_game(deck, hand=["Santa", "Small"], mana=1)  # goldfish: you alone
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for e in game.exps for u in e] == ["Santa", "Small"]
    duel = _duel(deck)
    me, them = duel.seats
    for seat in (me, them):
        _to_hand(seat, "Small")
    _to_hand(me, "Santa")
    me.mana_ready = 1
    their_hand = len(them.hand)
    duel.apply((A_PLAY_HAND, len(me.hand) - 1, 0))
    assert "Small" in [u.card.name for e in me.exps for u in e]
    assert [u.card.name for e in them.exps for u in e] == ["Small"]
    assert len(them.hand) == their_hand - 1 and them.mana_ready == 3  # free
    duel = _duel(deck)
    me, them = duel.seats
    _to_hand(me, "Kitsune")
    duel.apply((A_PLAY_HAND, len(me.hand) - 1, 0))
    assert (len(me.reserve), len(them.reserve)) == (1, 1)
    duel.apply((A_PLAY_HAND, 0, 0))  # the opponent's turn: it plays a card
    _to_hand(me, "Loki")
    discarded = len(me.discard) + len(me.hand) - 1 + len(them.discard) + len(them.hand)
    duel.apply((A_PLAY_HAND, len(me.hand) - 1, 0))
    assert (len(me.hand), len(them.hand)) == (3, 3)
    assert len(me.discard) + len(them.discard) == discarded


def test_spend_one_of_my_boosts_to_draw_resupply_or_create_a_token():
    # Scribbling Starfish (BISE), Dredger Drone (BISE), Ordis Dispatcher (BISE); Drillmole's
    # [Sabotage] only acts on an opponent: matchup-only, never paid for when goldfishing
    starfish = make_card("Starfish", text="{R} You may spend 1 of my boosts to draw a card.")
    drone = make_card(
        "Drone",
        text="{R} You may spend 1 of my boosts to [Resupply]. (Put the top card of your deck "
        "in Reserve.)",
    )
    dispatcher = make_card(
        "Dispatcher",
        text="{R} You may spend 1 of my boosts to create one [Ordis Recruit 1/1/1] Soldier token "
        "in your other Expedition.",
    )
    weak = make_card(
        "Weak", stats=(0, 0, 0), text="{R} You may spend 1 of my boosts to draw a card."
    )
    deck = deck_of(FILLER, (starfish, 1), (drone, 1), (dispatcher, 1), (weak, 1))
    assert record_of(deck, "Starfish").on_reserve == (
        (costs_kinds.E_SPEND_BOOSTS, 1, (((fx.E_DRAW, 1, None),),)),
    )
    drill = (
        "{R} You may spend 1 of my boosts to [Sabotage]. (Discard up to one target card from a "
        "Reserve.)"
    )
    assert classify_text(drill, fx.K_CHARACTER)[0] == MATCHUP_ONLY
    for name, hand, reserve, tokens in (
        ("Starfish", 1, 0, []),
        ("Drone", 0, 1, []),
        ("Dispatcher", 0, 0, ["Ordis Recruit"]),
    ):
        game = afternoon_game(deck, mana=1)
        game.reserve.append(Unit(record_of(deck, name), 2))
        game.apply((A_PLAY_RESERVE, 0, 0))
        assert (game.exps[0][0].boosts, len(game.hand), len(game.reserve)) == (1, hand, reserve)
        assert [u.card.name for u in game.exps[1]] == tokens
    game = afternoon_game(deck, mana=1)  # a 0/0/0 with 1 boost: spending it stops the move
    game.reserve.append(Unit(record_of(deck, "Weak"), 1))
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert (game.exps[0][0].boosts, len(game.hand)) == (1, 0)


def test_ordis_dispatcher_spends_a_boost_for_tokens_in_the_other_expedition():
    # Ordis Dispatcher (BISE, rare): the same one kind as every "spend n of my boosts"
    text = (
        "{R} You may spend 1 of my boosts to create two [Ordis Recruit 1/1/1] Soldier tokens in "
        "your other Expedition."
    )
    deck = deck_of(FILLER, (make_card("Dispatcher", text=text), 1))
    recruit = record_of(deck, "Ordis Recruit").index
    assert record_of(deck, "Dispatcher").on_reserve == (
        (costs_kinds.E_SPEND_BOOSTS, 1, (((fx.E_TOKEN, 2, (recruit, fx.TO_OTHER)),),)),
    )
    game = afternoon_game(deck, mana=1)
    card = next(c for c in game.deck if c.name == "Dispatcher")
    game.deck.remove(card)
    game.reserve.append(Unit(card, 2))  # 2.5.l: boosts kept in Reserve
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.exps[0][0].boosts == 1
    assert [u.card.name for u in game.exps[1]] == ["Ordis Recruit", "Ordis Recruit"]


def test_spending_my_boosts_needs_them_and_checks_the_spenders_expedition():
    # Scribbling Starfish (BISE): 7.3.38.b, only a card with n boosts spends them; whether it is
    # worth it is asked of the expedition the card is in, whichever expedition the effect names
    text = "{R} You may spend 1 of my boosts to draw a card."
    deck = deck_of(FILLER, (make_card("Starfish", stats=(0, 0, 0), text=text), 1))
    spend = record_of(deck, "Starfish").on_reserve
    game = afternoon_game(deck)
    starfish = put_in_play(game, "Starfish", 1)
    run(game, spend, starfish, 1)  # no boost: nothing to spend, no draw
    assert (starfish.boosts, len(game.hand)) == (0, 0)
    starfish.boosts = 1  # the companion expedition's only power: kept, though exp 0 is named
    run(game, spend, starfish, 0)
    assert (starfish.boosts, len(game.hand)) == (1, 0)
    put_in_play(game, "Filler", 1)  # another Character moves it: the boost is spent
    run(game, spend, starfish, 0)
    assert (starfish.boosts, len(game.hand)) == (0, 1)


def test_spending_my_boosts_is_the_players_may_decision():
    # Scribbling Starfish (BISE) as a 0/0/0: its one boost is what moves its expedition, so
    # the engine's hint is no; the rules still let the player spend it (it has one, 7.3.38.b)
    text = "{R} You may spend 1 of my boosts to draw a card."
    deck = deck_of(FILLER, (make_card("Weak", stats=(0, 0, 0), text=text), 1))
    for answer, boosts, hand in ((YES, 0, 1), (NO, 1, 0)):
        game = afternoon_game(deck, mana=1)
        game.reserve.append(Unit(record_of(deck, "Weak"), 1))
        game.step_by_step()
        game.apply((A_PLAY_RESERVE, 0, 0))
        asking = game.asking
        assert asking is not None
        assert (asking.kind, asking.source, asking.prompt, asking.hint) == (
            MAY,
            "Weak",
            "Spend 1 of my boost",
            NO,
        )
        assert game.legal_actions() == [(A_CHOOSE, YES, 0), (A_CHOOSE, NO, 0)]
        game.apply((A_CHOOSE, answer, 0))
        assert game.asking is None
        assert (game.exps[0][0].boosts, len(game.hand)) == (boosts, hand)
    game = afternoon_game(deck, mana=1)  # no boost to spend: nothing is asked
    game.reserve.append(Unit(record_of(deck, "Weak"), 0))
    game.step_by_step()
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.asking is None and len(game.hand) == 0


def test_reveal_the_top_card_and_draw_it_if_it_matches():
    # BLISS Keytarist (BISE), three versions; The Opera House (CYCLONE)
    base = "At Dusk — If I'm [[Boosted]], reveal the top card of your deck. If it's "
    keytarists = {
        "K0": base + "a Character with a base statistic of 0, draw it. Otherwise, discard it.",
        "K1": base + "an Artist or Song, draw it. Otherwise, discard it.",
        "K2": base + "a Robot or Permanent, draw it. Otherwise, discard it.",
    }
    opera = make_card(
        "Opera",
        "LANDMARK_PERMANENT",
        2,
        stats=None,
        text="{T} : Reveal the top card of your deck. If it's a Spell, draw it. (Otherwise, "
        "leave it on top of your deck.)",
    )
    zero = vanilla("Zero", (0, 2, 2))
    artist = make_card("Artist", subtypes=("ARTIST",))
    lm = make_card("Lm", "LANDMARK_PERMANENT", 1, stats=None, text="[Seasoned].")
    spell = make_card("Spell", "SPELL", 1, stats=None, text="Draw a card.")
    cards = [(make_card(n, text=t), 1) for n, t in keytarists.items()]
    deck = deck_of(FILLER, *cards, (opera, 1), (zero, 1), (artist, 1), (lm, 1), (spell, 1))
    assert record_of(deck, "K1").at_dusk == (
        (
            fx.E_IF,
            0,
            (
                costs_kinds.C_BOOSTED,
                0,
                ((costs_kinds.E_REVEAL_TOP, 0, (0, ("ARTIST", "SONG"), False, True)),),
            ),
        ),
    )
    for name, hit in (("K0", "Zero"), ("K1", "Artist"), ("K2", "Lm")):
        for top, boosts, hand, discard in ((hit, 1, [hit], []), ("Filler", 1, [], ["Filler"])):
            game = afternoon_game(deck)
            card = record_of(deck, top)
            game.deck.remove(card)
            game.deck.append(card)
            unit = put_in_play(game, name, 0, boosts=boosts)
            run(game, unit.card.at_dusk, unit, 0)
            assert ([c.name for c in game.hand], [c.name for c in game.discard]) == (hand, discard)
        game = afternoon_game(deck)
        unit = put_in_play(game, name, 0)  # not Boosted: nothing revealed
        top = game.deck[-1]
        run(game, unit.card.at_dusk, unit, 0)
        assert (game.hand, game.deck[-1]) == ([], top)
    for top, hand in (("Spell", ["Spell"]), ("Filler", [])):
        game = afternoon_game(deck)
        game.landmarks.append(Unit(record_of(deck, "Opera")))
        card = record_of(deck, top)
        game.deck.remove(card)
        game.deck.append(card)
        size = len(game.deck)
        game.apply((A_TAP, 0, 0))
        assert [c.name for c in game.hand] == hand
        assert len(game.deck) == size - len(hand) and game.discard == []


def test_spells_and_permanents_cost_less_with_a_card_in_play():
    # Studious Acolyte (CYCLONE), three versions; Scholars' Vault (BISE)
    reminder = " (Reserve Cost if from Reserve, Hand Cost otherwise.)"
    acolytes = {
        "A1": "You may play Spells for {1} less if their Base Cost is {4} or more." + reminder,
        "A2": "You may play Spells for {2} less if their Base Cost is {7} or more." + reminder,
        "A3": "You may play Permanents for {1} less if their Base Cost is {4} or more." + reminder,
    }
    vault = make_card(
        "Vault",
        "LANDMARK_PERMANENT",
        2,
        stats=None,
        text="You may play Spells with Hand Cost {7} or more for {1} less.  If there are one or "
        "more Spells in your Reserve, your Reserve limit is increased by one.",
    )
    spells = [(make_card(f"S{c}", "SPELL", c, reserve=c - 2, stats=None), 1) for c in (3, 4, 7)]
    lm = make_card("Lm5", "LANDMARK_PERMANENT", 5, stats=None, text="[Seasoned].")
    cards = [(make_card(n, text=t), 1) for n, t in acolytes.items()]
    deck = deck_of(FILLER, *cards, (vault, 1), *spells, (lm, 1))
    assert deck.hooks.kind_cut is not None
    assert record_of(deck, "A2").statics == ((costs_kinds.ST_KIND_CUT, 2, (fx.K_SPELL, 7, False)),)
    names = ("S3", "S4", "S7", "Lm5")
    costs = {
        "A1": (3, 3, 6, 5),
        "A2": (3, 4, 5, 5),
        "A3": (3, 4, 7, 4),
    }
    for acolyte, expected in costs.items():
        game = afternoon_game(deck)
        put_in_play(game, acolyte, 0)
        got = tuple(game.cost_of(record_of(deck, n), record_of(deck, n).hand_cost) for n in names)
        assert got == expected
    game = afternoon_game(deck)
    game.landmarks.append(Unit(record_of(deck, "Vault")))
    s7 = record_of(deck, "S7")
    assert (game.cost_of(s7, 7), game.cost_of(s7, 5)) == (6, 4)  # Hand Cost 7: from Reserve too
    assert game.cost_of(record_of(deck, "S4"), 4) == 4


def test_the_next_spell_costs_seven_less_or_nothing():
    # Maleros, Reka Hexarch (DUSTER); The Kadigir, Yzmir Bastion (CORE)
    maleros = make_card(
        "Maleros", text="{H} Pay {7} less for the next Spell you play this Afternoon."
    )
    kadigir = make_card(
        "Kadigir",
        "PERMANENT",
        2,
        stats=None,
        text="{T} : The next Spell you play this turn is free.",
    )
    nine = make_card("Nine", "SPELL", 9, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (maleros, 1), (kadigir, 1), (nine, 1))
    assert record_of(deck, "Kadigir").tap == (
        (fx.E_NEXT_COST, costs_kinds.FREE, (fx.K_SPELL, False)),
    )
    game = afternoon_game(deck, hand=["Maleros", "Nine"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.cost_of(record_of(deck, "Nine"), 9) == 2
    game = afternoon_game(deck, hand=["Nine"])
    game.landmarks.append(Unit(record_of(deck, "Kadigir")))
    game.apply((A_TAP, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for u in game.reserve] == ["Nine"] and game.cost_cuts == []


def test_a_character_also_considered_a_spell_or_a_permanent():
    # Alelo, Eerie Leviathan (CYCLONE), two versions: "the next Spell" cuts apply to it
    spell_text = (
        "[Gigantic]. (I am considered present in each of your Expeditions.)  I'm also considered "
        "a Spell, even when not in play. (Play me as a Character, but it counts as playing a "
        "Spell for other abilities.)"
    )
    gear_text = "[Gigantic].  I'm also considered an Expedition Permanent, even when not in play."
    alelo = make_card("Alelo", cost=6, text=spell_text)
    alelo2 = make_card("Alelo2", cost=6, text=gear_text)
    deck = deck_of(FILLER, (alelo, 1), (alelo2, 1))
    assert record_of(deck, "Alelo").kind == fx.K_CHARACTER | fx.K_SPELL
    assert record_of(deck, "Alelo2").kind == fx.K_CHARACTER | fx.K_GEAR
    assert classify_text(spell_text, fx.K_CHARACTER)[0] == MODELLED
    game = afternoon_game(deck, hand=["Alelo", "Alelo2"], mana=5)
    game.cost_cuts = [(fx.K_SPELL, 1, False), (fx.K_PERMANENT, 2, True)]
    assert [game.cost_of(c, 6) for c in game.hand] == [5, 4]
    game.apply((A_PLAY_HAND, 0, 1))  # played as a Character; the Spell cut is used
    assert [u.card.name for u in game.exps[1]] == ["Alelo"]
    assert (game.mana_ready, game.cost_cuts) == (0, [(fx.K_PERMANENT, 2, True)])


def test_harvest_resupplies_twice_and_a_hero_boost_marked_bb():
    # Harvest (CORE); Teija & Nauraa (BISE), whose text reads "boost[BB]"
    harvest = make_card(
        "Harvest",
        "SPELL",
        2,
        stats=None,
        text="[Resupply], then [Resupply] again. (Put the top card of your deck in Reserve.)",
    )
    hero = make_card(
        "Teija", "HERO", text="The first Character you play each Afternoon gains 1 boost[BB]."
    )
    deck = deck_of(FILLER, (harvest, 1), hero=hero)
    assert deck.hero is not None
    assert deck.hero.statics == ((fx.ST_FIRST_CHARACTER_BOOST, 1, None),)
    game = afternoon_game(deck, hand=["Harvest"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for u in game.reserve] == ["Filler", "Filler", "Harvest"]


def test_the_tortoise_makes_you_first_player():
    # The Tortoise (CYCLONE): goldfish, then a duel whose next days alternate from you
    text = "{H} If your opponent is first player, you become first player."
    deck = deck_of((vanilla("Filler"), 20), (make_card("Tortoise", text=text), 2))
    assert record_of(deck, "Tortoise").on_hand == (
        (
            fx.E_IF,
            0,
            (boosts_kinds.C_NOT_FIRST_PLAYER, 0, ((costs_kinds.E_BECOME_FIRST, 0, None),)),
        ),
    )
    game = afternoon_game(deck, hand=["Tortoise"], mana=1)
    game.first_on_odd_days = False
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.first_player and game.first_on_odd_days
    duel = _duel(deck)
    first, second = duel.seats
    assert duel.first_today() == 0
    _to_hand(second, "Tortoise")
    duel.apply((A_PLAY_HAND, 0, 0))  # player 0's turn, then player 1 plays the Tortoise
    duel.apply((A_PLAY_HAND, len(second.hand) - 1, 0))
    assert (first.first_player, second.first_player, duel.first_today()) == (False, True, 1)
    duel.apply(PASS)
    duel.apply(PASS)  # Day 2: player 0 is first again (alternating from player 1)
    assert (duel.day, duel.first_today(), first.first_player) == (2, 0, True)


def test_the_next_spell_costs_one_less_down_to_one():
    # Mochizuki Chiyome (DUSTER): her Reserve {D} ability and her {J} when In Contact (the
    # goldfish opponent's expeditions never leave regions 0 and 7); Nightclub Bouncer's
    # [Sabotage] when In Contact only touches an opponent
    mochi = make_card(
        "Mochi",
        text="{J} If I'm [In Contact], pay {1} less for the next Spell you play this Afternoon, "
        "down to a minimum of {1}. (I'm In Contact if another player's Expedition is in my "
        "region. Other effects may reduce the cost further.)",
        echo="{D} : Pay {1} less for the next Spell you play this turn, down to a minimum of {1}. "
        "(Discard me from Reserve to do this.)",
    )
    s1, s3 = (make_card(f"S{c}", "SPELL", c, stats=None, text="Draw a card.") for c in (1, 3))
    deck = deck_of(FILLER, (mochi, 2), (s1, 1), (s3, 1))
    assert record_of(deck, "Mochi").support == ((costs_kinds.E_FLOOR_CUT, 1, (fx.K_SPELL, False)),)
    game = afternoon_game(deck, hand=["S1", "S3", "Filler"], mana=1)
    game.reserve.append(Unit(record_of(deck, "Mochi")))
    game.apply((A_SUPPORT, 0, 0))
    assert [game.cost_of(c, c.hand_cost) for c in game.hand] == [1, 2, 1]
    game.apply((A_PLAY_HAND, 2, 0))  # a Character: the turn ends, so does the cut
    assert (game.pending, game.cost_of(record_of(deck, "S3"), 3)) == ((), 3)
    for region, cost in ((0, 2), (1, 3)):
        game = afternoon_game(deck, hand=["Mochi", "S3", "Filler"], mana=2)
        game.pos[0] = region
        game.apply((A_PLAY_HAND, 0, 0))
        game.apply((A_PLAY_HAND, 1, 0))  # this Afternoon: a Character does not use it
        assert game.cost_of(record_of(deck, "S3"), 3) == cost
    bouncer = (
        "{H} If I'm [In Contact], [Sabotage]. (I'm In Contact if another player's Expedition is "
        "in my region.)"
    )
    assert classify_text(bouncer, fx.K_CHARACTER)[0] == MATCHUP_ONLY
    duel = _duel(deck)
    me, them = duel.seats
    me.pos[0], them.pos[0] = 2, 3
    _to_hand(me, "Mochi")
    duel.apply((A_PLAY_HAND, len(me.hand) - 1, 0))
    assert me.pending == ()
    them.pos[1] = 2  # their Companion expedition reached my Hero expedition's region
    _to_hand(me, "Mochi")
    me.mana_ready = 1
    duel.apply((A_PLAY_HAND, 0, 0))  # the opponent's turn
    duel.apply((A_PLAY_HAND, len(me.hand) - 1, 0))
    assert me.pending == ((costs_kinds.P_FLOOR_CUT, fx.K_SPELL, 1, True),)


def test_the_next_character_played_in_a_forest_region_gains_a_boost():
    # The Undergrowth (BISE), a Landmark's {T} ability
    text = "{T} : The next Character you play in {V} this turn gains 1 boost."
    lm = make_card("Undergrowth", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (lm, 1))
    assert record_of(deck, "Undergrowth").tap == ((costs_kinds.E_NEXT_BOOST_IN, 1, 1),)
    layout = (2, 7, 7, 7, 7, 7, 7, 1)  # Mountain for the Hero expedition, Forest for the other
    for exp, boosts in ((1, 1), (0, 0)):
        game = afternoon_game(deck, hand=["Filler", "Filler"], mana=2, layout=layout)
        game.landmarks.append(Unit(record_of(deck, "Undergrowth")))
        game.apply((A_TAP, 0, 0))
        game.apply((A_PLAY_HAND, 0, exp))
        game.apply((A_PLAY_HAND, 0, 1))  # the next one: the first play used it up
        assert [u.boosts for u in game.exps[exp][:1]] == [boosts]
        assert game.exps[1][-1].boosts == 0 and game.pending == ()


def test_a_hero_ignored_on_day_one_then_one_card_and_the_top_card_into_mana():
    # Fen & Crowbar (ALIZE)
    text = (
        "During Morning, draw only one card. Then, put the top card of your deck in your Mana "
        "zone instead of a card from your hand.  At Noon — [Resupply]. (Put the top card of "
        "your deck in Reserve.)  Ignore my abilities during the first Day."
    )
    hero = make_card("Fen", "HERO", text=text)
    deck = deck_of((vanilla("Filler"), 20), hero=hero)
    assert deck.hero is not None and deck.unmodelled == ()
    assert deck.hero.statics == (
        (costs_kinds.ST_MORNING_TOP_MANA, 0, None),
        (fx.ST_IGNORE_DAY1, 0, None),
    )
    game = Game(deck, 1)
    assert game.hero is None
    for _ in range(3):
        game.apply((A_MANA, 0, 0))
    assert (game.phase, game.reserve, len(game.hand)) == (P_AFTERNOON, [], 3)  # no Resupply
    game.apply(PASS)
    assert game.hero is deck.hero and game.day == 2 and game.phase == P_AFTERNOON  # no Expand
    assert (len(game.hand), len(game.mana_cards), game.mana_ready) == (4, 4, 4)
    assert len(game.reserve) == 1 and len(game.deck) == 20 - 6 - 1 - 1 - 1


def test_choose_up_to_the_number_of_cards_in_your_landmarks():
    # The Reunion (DUSTER), its {T} ability: the options worth most (a boost once there is a
    # Character), the first as printed on a tie
    text = (
        "{T} : Choose up to the number of cards in your Landmarks:  • Create an [Ordis Recruit "
        "1/1/1] Soldier token in a Companion Expedition.  • Create an [Ordis Recruit 1/1/1] in a "
        "Hero Expedition.  • Up to two target Characters gain 1 boost."
    )
    reunion = make_card("Reunion", "LANDMARK_PERMANENT", 3, stats=None, text=text)
    lm = make_card("Lm", "LANDMARK_PERMANENT", 1, stats=None, text="[Seasoned].")
    deck = deck_of(FILLER, (reunion, 1), (lm, 2))
    assert deck.unmodelled == ()
    soldier = next(c.index for c in deck.cards if c.subtype == "SOLDIER")
    plain = next(c.index for c in deck.cards if c.name == "Ordis Recruit" and not c.subtype)
    ((op, _n, arg),) = record_of(deck, "Reunion").tap
    assert (op, arg[0]) == (E_CHOOSE, (0, fx.PER_LANDMARKS, True, False, None))
    assert arg[2:] == (
        ((fx.E_TOKEN, 1, (soldier, fx.TO_COMPANION)),),
        ((fx.E_TOKEN, 1, (plain, fx.TO_HERO)),),
        ((fx.E_BOOST_UP_TO_TWO, 1, None),),
    )
    assert arg[1][2] == "Create an [Ordis Recruit 1/1/1] in a Hero Expedition"  # as printed
    for landmarks, hero, companion in ((1, [], [0]), (2, [0], [0]), (3, [1], [1])):
        game = afternoon_game(deck)
        game.landmarks.append(Unit(record_of(deck, "Reunion")))
        game.landmarks += [Unit(record_of(deck, "Lm")) for _ in range(landmarks - 1)]
        game.apply((A_TAP, 0, 0))
        assert [u.boosts for u in game.exps[0]] == hero
        assert [u.boosts for u in game.exps[1]] == companion


class _Die(random.Random):
    """A generator whose dice always show ``face``."""

    def __init__(self, face: int) -> None:
        super().__init__(0)
        self.face = face

    def randint(self, a: int, b: int) -> int:
        return self.face


def test_the_wayfarer_reveals_the_top_card_when_a_die_is_rolled():
    # The Wayfarer (BISE), two versions: a card whose Hand Cost is the die's result is drawn,
    # any other stays on top of the deck
    draw = (
        "  When you reveal a card this way — If its Hand Cost is equal to the die's result, "
        "draw it."
    )
    rolls = make_card(
        "Wayfarer",
        "LANDMARK_PERMANENT",
        2,
        stats=None,
        text="If you would roll one or more dice, also reveal the top card of your deck." + draw,
    )
    plays = make_card(
        "Wayfarer2",
        "LANDMARK_PERMANENT",
        2,
        stats=None,
        text="When you play a Bureaucrat — Roll a die and reveal the top card of your deck." + draw,
    )
    die = make_card("Die", "SPELL", 1, stats=None, text="Roll a die. On a 1+, draw a card.")
    clerk = make_card("Clerk", subtypes=("BUREAUCRAT",))
    costs = [(make_card(f"C{c}", cost=c), 1) for c in range(2, 6)]
    deck = deck_of(FILLER, (rolls, 1), (plays, 1), (die, 1), (clerk, 1), *costs)
    assert record_of(deck, "Wayfarer2").statics == (
        (
            boosts_kinds.ST_PLAY_SUBTYPE,
            0,
            (("BUREAUCRAT",), ((costs_kinds.E_ROLL_REVEAL, 0, None),)),
        ),
        (costs_kinds.ST_REVEAL_DRAW, 0, None),
    )
    assert deck.hooks.card_played and deck.unmodelled == ()
    for landmark, hand, face, top, drawn in (
        ("Wayfarer", ["Die"], 3, "C3", ["C3", "Filler"]),  # the reveal, then the Spell's draw
        ("Wayfarer", ["Die"], 3, "C4", ["C4"]),  # left on top: the Spell draws it
        ("Wayfarer2", ["Clerk"], 5, "C5", ["C5"]),
        ("Wayfarer2", ["Clerk"], 2, "C5", []),
    ):
        game = afternoon_game(deck, hand=hand, mana=1)
        game.rng = _Die(face)
        game.landmarks.append(Unit(record_of(deck, landmark)))
        card = record_of(deck, top)
        game.deck.remove(card)
        filler = record_of(deck, "Filler")
        game.deck.remove(filler)
        game.deck.remove(filler)
        game.deck += [filler, filler, card]  # two Fillers under the card on top
        game.apply((A_PLAY_HAND, 0, 0))
        assert [c.name for c in game.hand] == drawn
        assert game.deck[-1].name == ("Filler" if top in drawn else top)


def test_the_next_spell_is_free_and_from_hand_loses_fleeting():
    # The Kadigir, Yzmir Bastion (CORE), a version: a Fleeting Spell played from hand goes to
    # Reserve; from Reserve it stays Fleeting (discarded)
    text = (
        "{T} : The next Spell you play this turn is free. If you play it from your hand, it "
        "loses [[Fleeting]]."
    )
    kadigir = make_card("Kadigir", "PERMANENT", 2, stats=None, text=text)
    flash = make_card("Flash", "SPELL", 4, stats=None, text="[[Fleeting]].  Draw a card.")
    deck = deck_of(FILLER, (kadigir, 1), (flash, 2))
    assert record_of(deck, "Kadigir").tap == (
        (fx.E_NEXT_COST, costs_kinds.FREE, (fx.K_SPELL, False)),
        (costs_kinds.E_UNFLEET_FROM_HAND, 0, fx.K_SPELL),
    )
    game = afternoon_game(deck, hand=["Flash"])
    game.landmarks.append(Unit(record_of(deck, "Kadigir")))
    game.apply((A_TAP, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for u in game.reserve] == ["Flash"] and game.discard == []
    assert (game.pending, game.next_unfleeting, game.cost_cuts) == ((), 0, [])
    game = afternoon_game(deck)
    game.landmarks.append(Unit(record_of(deck, "Kadigir")))
    game.deck.remove(record_of(deck, "Flash"))
    game.reserve.append(Unit(record_of(deck, "Flash")))
    game.apply((A_TAP, 0, 0))
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.reserve == [] and [c.name for c in game.discard] == ["Flash"]


def test_choose_up_to_create_one_of_the_token_just_named():
    # The Reunion (DUSTER), a version: "Create one in a Hero Expedition" is one more of the
    # token the option before names
    text = (
        "{T}\xa0: Choose up to the number of cards in your Landmarks:  • Create an [Ordis "
        "Recruit 1/1/1] Soldier token in a Companion Expedition.  • Create one in a Hero "
        "Expedition.  • Up to two target Characters gain 1 boost.  • Draw a card."
    )
    reunion = make_card("Reunion", "LANDMARK_PERMANENT", 3, stats=None, text=text)
    lm = make_card("Lm", "LANDMARK_PERMANENT", 1, stats=None, text="[Seasoned].")
    deck = deck_of(FILLER, (reunion, 1), (lm, 3))
    assert deck.unmodelled == ()
    game = afternoon_game(deck)
    game.landmarks.append(Unit(record_of(deck, "Reunion")))
    game.landmarks += [Unit(record_of(deck, "Lm")) for _ in range(3)]
    game.apply((A_TAP, 0, 0))
    assert [(u.card.name, u.card.subtype, u.boosts) for e in game.exps for u in e] == [
        ("Ordis Recruit", "SOLDIER", 1),
        ("Ordis Recruit", "SOLDIER", 1),
    ]
    assert len(game.hand) == 1


def test_when_you_pass_first_and_you_may_immediately_pass():
    # Jumping Frog (CYCLONE), Phileas Fogg (CYCLONE), two versions each
    frog = make_card("Frog", stats=(0, 0, 0), text="When you pass first — I gain 1 boost.")
    frog2 = make_card(
        "Frog2", stats=(0, 0, 0), text="When you pass first — Target Character gains 1 boost."
    )
    reminder = " (You end your Afternoon and don't take any more turns this Day.)"
    fogg = make_card("Fogg", stats=(0, 0, 0), text="{R} You may immediately pass." + reminder)
    fogg2 = make_card(
        "Fogg2", stats=(0, 0, 0), text="{R} You may immediately pass. If you do, I gain 1 boost."
    )
    deck = deck_of(FILLER, (frog, 1), (frog2, 1), (fogg, 1), (fogg2, 1), (BIG, 1))
    assert counters_kinds.F_COUNTERS_WATCH in deck.hooks.features and deck.unmodelled == ()
    assert record_of(deck, "Fogg2").on_reserve == (
        (costs_kinds.E_PASS_NOW, 0, (((fx.E_BOOST_SELF, 1, None),),)),
    )
    # goldfish: the empty opponent passes at its first turn, so you pass first only as the
    # first player, before playing a card
    for first, plays, boosts in ((True, 0, 1), (False, 0, 0), (True, 1, 0)):
        game = afternoon_game(deck, mana=1)
        game.first_on_odd_days = first
        game.hand_plays = plays
        frog_unit = put_in_play(game, "Frog", 0, status=S_ANCHORED)
        game.apply(PASS)
        assert (game.day, frog_unit.boosts, game.pos[0]) == (2, boosts, boosts)  # it stayed
    # "You may immediately pass": only when passing is all that is left to do
    for name, moved in (("Fogg", 0), ("Fogg2", 1)):
        game = afternoon_game(deck, mana=1)
        game.reserve.append(Unit(record_of(deck, name)))
        game.deck.remove(record_of(deck, name))
        game.apply((A_PLAY_RESERVE, 0, 0))
        assert (game.day, game.pos[0]) == (2, moved)
    game = afternoon_game(deck, hand=["Filler"], mana=2)  # a card it can still play: no pass
    game.reserve.append(Unit(record_of(deck, "Fogg2")))
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert (game.day, game.exps[0][0].boosts) == (1, 0)
    # a duel: the first of the two to pass
    duel = _duel(deck)
    me, them = duel.seats
    frog_unit = Unit(record_of(deck, "Frog2"))
    them.exps[1].append(frog_unit)
    duel.apply(PASS)  # player 0 passes first: no Frog of theirs
    duel.apply(PASS)  # player 1 passes second
    assert frog_unit.boosts == 0 and duel.day == 2
    duel = _duel(deck)
    me, them = duel.seats
    frog_unit = Unit(record_of(deck, "Frog2"))
    me.exps[1].append(frog_unit)
    me.reserve.append(Unit(record_of(deck, "Fogg")))
    me.mana_ready = 1
    me.hand.clear()
    duel.apply((A_PLAY_RESERVE, len(me.reserve) - 1, 0))  # Fogg passes for player 0, first
    assert duel.passed == [True, False] and duel.current_player() == 1
    assert frog_unit.boosts == 1  # its target: the Frog itself, the only one in play there
