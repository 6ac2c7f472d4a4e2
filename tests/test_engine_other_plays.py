"""The "other" coverage group (issue 13 item 2): playing cards immediately, "each player"
(in goldfish games and in duels), spending my boosts, revealing the top card, cost cuts and
"I'm also considered a Spell"; each form with the card text it comes from (bundled card
data) and the exact state change."""

from __future__ import annotations

from altered_deck.engine import effects as fx
from altered_deck.engine.coverage import MATCHUP_ONLY, MODELLED, classify_text
from altered_deck.engine.day import night
from altered_deck.engine.duel import Duel
from altered_deck.engine.effects import S_ANCHORED, S_FLEETING
from altered_deck.engine.resolve import run
from altered_deck.engine.state import A_MANA, A_PLAY_HAND, A_PLAY_RESERVE, A_TAP, P_AFTERNOON, Unit
from tests.enginekit import afternoon_game, deck_of, make_card, put_in_play, record_of, vanilla

FILLER = (vanilla("Filler"), 10)
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
        (fx.E_PLAY_NOW, 1, (fx.K_CHARACTER, 3, 0, True, (2, 0))),
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
        (fx.E_PLAY_NOW, 1, (fx.K_CHARACTER, fx.FREE, 3, True, (0, 0))),
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
        (fx.E_SPEND_BOOSTS, 1, (((fx.E_DRAW, 1, None),),)),
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
            (fx.C_BOOSTED, 0, ((fx.E_REVEAL_TOP, 0, (0, ("ARTIST", "SONG"), False, True)),)),
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
    assert deck.kind_cuts
    assert record_of(deck, "A2").statics == ((fx.ST_KIND_CUT, 2, (fx.K_SPELL, 7, False)),)
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
    assert record_of(deck, "Kadigir").tap == ((fx.E_NEXT_COST, fx.FREE, (fx.K_SPELL, False)),)
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
