"""More sacrifice mechanic forms: "When you pass first" (goldfish and duel), a hand card of a
kind to Reserve or else a sacrifice, a Reserve card into Mana, "I can't be played if you have
less than N Mana Orbs", Cable-Car Station's shift; each with its card text."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_FLEETING
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import (
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_TAP,
    P_AFTERNOON,
    PASS,
    Unit,
)
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.counters import kinds as counters_kinds
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from tests.engine.kit import afternoon_game, deck_of, make_card, put_in_play, record_of, vanilla

FILLER = (vanilla("Filler"), 12)
DOCKYARD = "When you pass first — Create an [Aerolith] token in your Landmarks."


def test_pass_first_in_goldfish_only_as_first_player_before_playing():
    # Flying Dockyard (CYCLONE)
    dock = make_card("Dockyard", "LANDMARK_PERMANENT", 2, stats=None, text=DOCKYARD)
    deck = deck_of(FILLER, (dock, 1))
    aerolith = record_of(deck, "Aerolith")
    assert record_of(deck, "Dockyard").statics == (
        (sacrifice_kinds.ST_PASS_FIRST, 0, ((fx.E_LANDMARK_TOKEN, 1, aerolith.index),)),
    )
    game = afternoon_game(deck, hand=["Filler"], mana=1)
    game.landmarks.append(Unit(record_of(deck, "Dockyard")))
    game.first_on_odd_days = True  # Day 1: first player
    game.apply(PASS)  # nothing played: the player passes before the goldfish opponent
    assert [u.card.name for u in game.landmarks] == ["Dockyard", "Aerolith"]
    game.phase = P_AFTERNOON
    game.first_on_odd_days = game.day % 2 == 1
    game.hand.append(record_of(deck, "Filler"))
    game.mana_ready = 1
    game.apply((A_PLAY_HAND, len(game.hand) - 1, 0))
    game.apply(PASS)  # after a card: the opponent passed on its turn, first
    assert len(game.landmarks) == 2


def test_pass_first_in_a_duel():
    text = (
        "When you pass first — Target Character gains 1 boost, then create an [Aerolith] token "
        "in target player's Landmarks."
    )
    dock = make_card("Dockyard", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of((vanilla("Filler"), 30), (dock, 1))
    duel = Duel((deck, deck), 11, first=0)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    for seat in duel.seats:
        seat.landmarks.append(Unit(record_of(deck, "Dockyard")))
        seat.exps[0].append(Unit(record_of(deck, "Filler")))
    first, second = duel.seats
    duel.apply(PASS)  # player 0 passes first
    assert [u.card.name for u in first.landmarks] == ["Dockyard", "Aerolith"]
    assert first.exps[0][0].boosts == 1
    duel.apply(PASS)  # player 1 passes second: nothing
    assert [u.card.name for u in second.landmarks] == ["Dockyard"]


def test_a_spell_from_hand_to_reserve_or_else_sacrifice():
    # Kali (BISE)
    kali = make_card(
        "Kali",
        text="{H} You may put a Spell from your hand in Reserve. If you don't, sacrifice me.",
    )
    spell = make_card("Spark", "SPELL", 1, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (kali, 2), (spell, 1))
    assert record_of(deck, "Kali").on_hand == (
        (
            sacrifice_kinds.E_HAND_KIND_TO_RESERVE,
            0,
            (fx.K_SPELL, ((sacrifice_kinds.E_SACRIFICE_ME, 0, (False, ())),)),
        ),
    )
    game = afternoon_game(deck, hand=["Kali", "Spark", "Kali"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for u in game.reserve] == ["Spark"] and len(game.exps[0]) == 1
    game.apply((A_PLAY_HAND, 0, 1))  # no Spell left in hand: Kali sacrifices itself
    assert game.exps[1] == [] and game.discard == [record_of(deck, "Kali")]


def test_a_permanent_from_hand_to_reserve_or_else_sacrifice_a_permanent():
    # Kali (BISE)
    kali = make_card(
        "Kali",
        text="{H} You may put a Permanent from your hand in Reserve. If you don't, sacrifice a "
        "Permanent.",
    )
    maker = make_card("Sower", text="{J} Create a [Manaseed] token in each player's Landmarks.")
    deck = deck_of(FILLER, (kali, 1), (maker, 1))
    game = afternoon_game(deck, hand=["Kali"], mana=1)
    game.landmarks.append(Unit(record_of(deck, "Manaseed")))
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.landmarks == [] and game.reserve == []


def test_i_cant_be_played_with_fewer_mana_orbs():
    # Tomoe Gozen (CYCLONE)
    tomoe = make_card(
        "Tomoe", cost=3, text="I can't be played if you have less than seven Mana Orbs."
    )
    deck = deck_of(FILLER, (tomoe, 2))
    assert record_of(deck, "Tomoe").statics == ((boosts_kinds.ST_MIN_ORBS, 7, None),)
    game = afternoon_game(deck, hand=["Tomoe"], mana=6)
    assert not any(a[0] == A_PLAY_HAND for a in game.legal_actions())
    game.deck.remove(tomoe_card := record_of(deck, "Tomoe"))
    game.reserve.append(Unit(tomoe_card))
    assert not any(a[0] == A_PLAY_RESERVE for a in game.legal_actions())
    game.mana_cards.append(record_of(deck, "Filler"))
    assert game.is_legal((A_PLAY_HAND, 0, 0)) and game.is_legal((A_PLAY_RESERVE, 0, 0))


def test_cable_car_station_shifts_the_expeditions_to_move_more():
    # Cable-Car Station (CYCLONE)
    text = (
        "{J} Draw a card, then I gain 2 Move counters.  {T}, Spend 1 of my Move counters: One "
        "of your Expeditions moves backwards one region. If it does, your other Expedition "
        "moves forward one region."
    )
    station = make_card("Station", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    forest_only = make_card("Forester", stats=(2, 0, 0))
    deck = deck_of(FILLER, (station, 1), (forest_only, 1))
    record = record_of(deck, "Station")
    assert (record.tap_cost, record.tap_counters, record.tap) == (
        0,
        1,
        ((sacrifice_kinds.E_SHIFT, 1, None),),
    )
    forest, water = 1, 4
    layout = (forest, water, forest, water, forest, water, forest, water)
    game = afternoon_game(deck, hand=["Station"], mana=2, layout=layout)
    game.pos = [1, 6]  # the Hero on water, the Companion on forest
    put_in_play(game, "Forester", 0)
    game.apply((A_PLAY_HAND, 0, 0))
    unit = game.landmarks[0]
    assert (unit.counters, len(game.hand)) == (2, 1)
    assert game.moves_now() == 0
    game.apply((A_TAP, 0, 0))
    # the Companion went back (6 -> 7) and the Hero forward (1 -> 2, forest): it moves now
    assert (game.pos, unit.counters, game.moves_now()) == ([2, 7], 1, 1)


def test_augment_target_card_in_play_or_in_reserve():
    # Sap Sniffer (ALIZE)
    text = "{J} You may [Augment] target card in play or in Reserve."
    sniffer = make_card("Sniffer", stats=(0, 1, 1), text=text)
    mess = make_card("Mess", "LANDMARK_PERMANENT", 2, stats=None, text=DOCKYARD)
    deck = deck_of(FILLER, (sniffer, 2), (mess, 1))
    assert record_of(deck, "Sniffer").on_join == (
        (reserve_kinds.E_AUGMENT, 0, True),
    )  # reserve's kind
    game = afternoon_game(deck, hand=["Sniffer", "Sniffer"], mana=2)
    most = put_in_play(game, "Filler", 0, boosts=2)
    other = put_in_play(game, "Filler", 1, boosts=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (most.boosts, other.boosts) == (3, 1)  # both move anyway: the most boosted one
    game.exps = ([], [])
    lm = Unit(record_of(deck, "Mess"))
    lm.counters = 1
    game.landmarks.append(lm)
    game.apply((A_PLAY_HAND, 0, 1))
    assert lm.counters == 2


def test_augment_any_number_of_target_cards():
    # Sap Extractor (ALIZE)
    text = "At Noon — [Augment] any number of target cards in play or in Reserve."
    extractor = make_card("Extractor", "LANDMARK_PERMANENT", 3, stats=None, text=text)
    deck = deck_of(FILLER, (extractor, 1))
    assert record_of(deck, "Extractor").at_noon == ((reserve_kinds.E_AUGMENT, 1, False),)
    game = afternoon_game(deck)
    lm = Unit(record_of(deck, "Extractor"))
    lm.counters = 2
    game.landmarks.append(lm)
    a = put_in_play(game, "Filler", 0, boosts=1)
    b = put_in_play(game, "Filler", 1)
    stored = Unit(record_of(deck, "Filler"), 3)
    game.reserve.append(stored)
    run(game, record_of(deck, "Extractor").at_noon, lm, -1)
    assert (lm.counters, a.boosts, b.boosts, stored.boosts) == (3, 2, 0, 4)


def test_augment_in_a_duel_helps_the_expedition_that_needs_power():
    text = "{J} You may [Augment] target card in play or in Reserve."
    sniffer = make_card("Sniffer", stats=(0, 1, 1), text=text)
    deck = deck_of((vanilla("Filler"), 30), (sniffer, 1))
    duel = Duel((deck, deck), 2)
    me, them = duel.seats
    for seat in duel.seats:
        seat.layout = (7,) * 8
    behind = Unit(record_of(deck, "Filler"), 1)  # 2/2/2 facing 2/2/2: a tie, no move
    ahead = Unit(record_of(deck, "Filler"), 3)  # 4/4/4 facing nothing: it moves
    me.exps[0].append(behind)
    me.exps[1].append(ahead)
    them.exps[0].append(Unit(record_of(deck, "Filler"), 1))
    run(me, record_of(deck, "Sniffer").on_join, None, 0)
    assert (behind.boosts, ahead.boosts) == (2, 3)


TUNDRA = (
    "When you play a Character — If it's in a terrain where its base statistic is 0, I gain 1 "
    "Trial counter.  When I gain my third Trial counter — Sacrifice me. If you do, create a "
    "[Dragon Shade 5/5/5] Illusion token in target Expedition, then return a card from your "
    "Reserve to your hand."
)


def test_icebound_tundra_counts_trials_then_becomes_a_dragon():
    # Icebound Tundra (ALIZE)
    tundra = make_card("Tundra", "LANDMARK_PERMANENT", 2, stats=None, text=TUNDRA)
    zero = make_card("Mole", stats=(0, 2, 2))
    deck = deck_of(FILLER, (tundra, 1), (zero, 4))
    record = record_of(deck, "Tundra")
    assert record.statics[0] == (
        sacrifice_kinds.ST_PLAYED_CHARACTER,
        0,
        (sacrifice_kinds.IT_ZERO_STAT_TERRAIN, 0, ((fx.E_COUNTERS, 1, None),)),
    )
    assert record.statics[1][:2] == (counters_kinds.ST_COUNTER_AT, 3)
    forest, mountain = 1, 2
    layout = (forest, mountain, forest, mountain, forest, mountain, forest, mountain)
    game = afternoon_game(deck, hand=["Mole", "Mole", "Mole", "Mole"], mana=4, layout=layout)
    game.pos = [0, 7]  # the Hero in a Forest region, the Companion in a Mountain one
    unit = Unit(record)
    game.landmarks.append(unit)
    kept = Unit(record_of(deck, "Filler"))
    game.reserve.append(kept)
    game.apply((A_PLAY_HAND, 0, 1))  # Mountain: its Mountain is 2, no counter
    assert unit.counters == 0
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    assert unit.counters == 2 and game.landmarks == [unit]
    game.apply((A_PLAY_HAND, 0, 0))  # the third: sacrificed, a Dragon Shade, a card back
    assert game.landmarks == [] and game.discard == [record]
    assert "Dragon Shade" in [u.card.name for e in game.exps for u in e]
    assert game.reserve == [] and game.hand == [kept.card]


def test_icebound_lake_counts_only_behind_so_only_in_a_duel():
    # Icebound Lake (ALIZE)
    text = (
        "When you play a Character — If its Expedition is behind, I gain 1 Trial counter.  When "
        "I gain my third Trial counter — Sacrifice me. If you do, create a [Dragon Shade 5/5/5] "
        "Illusion token in target Expedition, then target Character gains [[Asleep]]."
    )
    lake = make_card("Lake", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of((vanilla("Filler"), 30), (lake, 1))
    game = afternoon_game(deck, hand=["Filler"], mana=1)
    unit = Unit(record_of(deck, "Lake"))
    game.landmarks.append(unit)
    game.apply((A_PLAY_HAND, 0, 0))
    assert unit.counters == 0  # the goldfish opponent never travels: never behind
    duel = Duel((deck, deck), 4)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    me, them = duel.seats
    them.pos[0] = 2  # the facing Hero expedition travelled two regions, mine none
    seat_unit = Unit(record_of(deck, "Lake"))
    me.landmarks.append(seat_unit)
    me.hand.append(record_of(deck, "Filler"))
    me.mana_ready = 1
    duel.apply((A_PLAY_HAND, len(me.hand) - 1, 0))
    assert seat_unit.counters == 1


def test_spend_any_number_of_my_counters_to_remove_fleeting():
    # Restocking Station (CYCLONE)
    text = (
        "{J} I gain 3 Kelon counters.  {T}, Spend any number of my Kelon counters: the same "
        "number of target Characters lose [[Fleeting]]."
    )
    station = make_card("Station", "LANDMARK_PERMANENT", 1, stats=None, text=text)
    deck = deck_of(FILLER, (station, 1))
    assert record_of(deck, "Station").tap == ((sacrifice_kinds.E_UNFLEET_SPEND, 0, None),)
    game = afternoon_game(deck, hand=["Station"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    unit = game.landmarks[0]
    assert unit.counters == 3
    fleeting = [put_in_play(game, "Filler", e, status=S_FLEETING) for e in (0, 1)]
    plain = put_in_play(game, "Filler", 0)
    game.apply((A_TAP, 0, 0))
    assert [u.status & S_FLEETING for u in fleeting] == [0, 0] and plain.status == 0
    assert unit.counters == 1


def test_icebound_taiga_dragon_shade_gains_anchored():
    # Icebound Taiga (ALIZE)
    text = (
        "When you play a Character — If it's in {V}, I gain 1 Trial counter.  When I gain my "
        "third Trial counter — Sacrifice me. If you do, create a [Dragon Shade 5/5/5] Illusion "
        "token in target Expedition, then it gains [[Anchored]]."
    )
    taiga = make_card("Taiga", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (taiga, 1))
    shade = record_of(deck, "Dragon Shade")
    assert record_of(deck, "Taiga").statics[1] == (
        counters_kinds.ST_COUNTER_AT,
        3,
        (
            (
                sacrifice_kinds.E_SACRIFICE_ME,
                0,
                (
                    False,
                    (
                        (
                            sacrifice_kinds.E_TOKEN_STATUS,
                            1,
                            (shade.index, fx.TO_TARGET, fx.S_ANCHORED),
                        ),
                    ),
                ),
            ),
        ),
    )
    game = afternoon_game(deck, hand=["Filler"] * 3, mana=3, layout=(1,) * 8)
    unit = Unit(record_of(deck, "Taiga"))
    unit.counters = 1
    game.landmarks.append(unit)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.landmarks == []
    shades = [u for e in game.exps for u in e if u.card is shade]
    assert len(shades) == 1 and shades[0].status == fx.S_ANCHORED
