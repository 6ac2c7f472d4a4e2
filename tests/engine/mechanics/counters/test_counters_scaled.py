"""The counters mechanic's Reserve forms: Arcane counters ("up to a max of 3", "X,
where X is my number of Arcane counters", "Do the following X+1 times"), and the Trial
watchers of the Icebound Landmarks; each with its card text and the exact state change."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_EXHAUSTED
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import (
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    P_AFTERNOON,
    PASS,
    Unit,
)
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.choices.kinds import E_CHOOSE, X_MY_COUNTERS
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.costs.rules import noon_reserve
from altered_deck.engine.mechanics.counters import kinds as counters_kinds
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from tests.engine.kit import afternoon_game, deck_of, make_card, put_in_play, record_of, vanilla

FILLER = (vanilla("Filler"), 12)
INFUSION = "Target Character gains X+2 boosts, where X is my number of Arcane counters."
INFUSION_ECHO = "{I} When you play another Spell — I gain 1 Arcane counter, up to a max of 3."
INFUSION_2 = (
    "Do the following X+1 times, where X is my number of Arcane counters:  • Target "
    "Character gains 1 boost."
)
EVANESCENCE = (
    "Do the following X+1 times, where X is my number of Arcane counters:  • Send to Reserve "
    "target Character with Hand Cost {2} or less, then exhaust it ({T}). (Exhausted cards "
    "can't be played and have no Support abilities.)"
)
EVANESCENCE_ECHO = (
    "{I} At Noon — Choose one:  • I gain 1 Arcane counter, up to a max of 3.  • {T} : I gain "
    "2 Arcane counters, up to a max of 3."
)
HOLLOW = (
    "When a card goes from your deck or hand to Reserve — I gain 1 Trial counter.  When I gain "
    "my third Trial counter — Sacrifice me. If you do, create a [Dragon Shade 5/5/5] Illusion "
    "token in target Expedition, then ready all cards in your Reserve."
)
PASS_ = (
    "When you exhaust a card in Reserve — I gain 1 Trial counter.  When I gain my third Trial "
    "counter — Sacrifice me. If you do, create a [Dragon Shade 5/5/5] Illusion token in target "
    "Expedition, then draw a card."
)


def _spell(name: str, text: str, echo: str = "", cost: int = 2):
    return make_card(name, "SPELL", cost, stats=None, text=text, echo=echo)


def test_sap_infusion_x_plus_two_boosts_from_its_arcane_counters():
    # Sap Infusion (BISE)
    spell = _spell("Infusion", INFUSION, INFUSION_ECHO)
    deck = deck_of(FILLER, (spell, 2))
    record = record_of(deck, "Infusion")
    assert record.on_resolve == (
        (counters_kinds.E_X_COUNTERS, 0, (2, ((fx.E_BOOST_TARGET, 1, None),))),
    )
    game = afternoon_game(deck, hand=["Infusion"], mana=6)
    target = put_in_play(game, "Filler", 0)
    in_reserve = Unit(record)
    in_reserve.counters = 2
    game.reserve.append(in_reserve)
    game.apply((A_PLAY_RESERVE, 0, 0))  # X = 2: 4 boosts
    assert target.boosts == 4
    game.apply((A_PLAY_HAND, 0, 0))  # from hand it has no counters: X = 0, 2 boosts
    assert target.boosts == 6


def test_sap_infusion_do_the_following_x_plus_one_times():
    # Sap Infusion (BISE), the other printing
    spell = _spell("Infusion", INFUSION_2)
    deck = deck_of(FILLER, (spell, 1))
    record = record_of(deck, "Infusion")
    assert record.on_resolve == (
        (counters_kinds.E_REPEAT_X, 0, (1, ((fx.E_BOOST_TARGET, 1, None),))),
    )
    game = afternoon_game(deck, mana=6)
    target = put_in_play(game, "Filler", 0)
    in_reserve = Unit(record)
    in_reserve.counters = 3
    game.reserve.append(in_reserve)
    game.apply((A_PLAY_RESERVE, 0, 0))  # X = 3: four times 1 boost
    assert target.boosts == 4


def test_evanescence_at_noon_gains_arcane_counters_up_to_three():
    # Evanescence (BISE), its Reserve ability
    spell = _spell("Evanescence", EVANESCENCE, EVANESCENCE_ECHO, cost=3)
    deck = deck_of(FILLER, (spell, 1))
    record = record_of(deck, "Evanescence")
    assert record.statics == (
        (
            costs_kinds.ST_NOON_RESERVE,
            0,
            (
                (
                    "I gain 1 Arcane counter, up to a max of 3",
                    "{T} : I gain 2 Arcane counters, up to a max of 3",
                ),
                ((counters_kinds.E_COUNTERS_MAX, 1, 3),),
                ((costs_kinds.E_EXHAUST_SELF, 0, None), (counters_kinds.E_COUNTERS_MAX, 2, 3)),
            ),
        ),
    )
    game = afternoon_game(deck, mana=3)
    unit = Unit(record)
    game.reserve.append(unit)
    noon_reserve(game)  # playable today (3 orbs): 1 counter, stays ready
    assert (unit.counters, unit.status) == (1, 0)
    game.mana_cards.pop()  # 2 orbs: it can't be played today, {T} for 2 more (max 3)
    noon_reserve(game)
    assert (unit.counters, unit.status) == (3, S_EXHAUSTED)
    unit.status = 0
    noon_reserve(game)  # at the max: no more
    assert unit.counters == 3


def test_evanescence_sends_x_plus_one_opposing_characters_to_reserve_in_a_duel():
    # Evanescence (BISE)
    spell = _spell("Evanescence", EVANESCENCE, cost=3)
    small = make_card("Small", cost=2)
    deck = deck_of((vanilla("Filler"), 30), (small, 3), (spell, 1))
    record = record_of(deck, "Evanescence")
    duel = Duel((deck, deck), 3, first=0)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    me, opponent = duel.seats
    for _ in range(3):
        opponent.exps[0].append(Unit(record_of(deck, "Small")))
    unit = Unit(record)
    unit.counters = 1
    me.reserve.append(unit)
    me.mana_ready = 3
    duel.apply((A_PLAY_RESERVE, len(me.reserve) - 1, 0))  # X = 1: two of them
    assert [u.card.name for u in opponent.exps[0]] == ["Small"]
    sent = [u for u in opponent.reserve if u.card.name == "Small"]
    assert len(sent) == 2 and all(u.status & S_EXHAUSTED for u in sent)


def test_icebound_hollow_trial_counters_from_deck_and_hand_to_reserve():
    # Icebound Hollow (ALIZE)
    hollow = make_card("Hollow", "LANDMARK_PERMANENT", 2, stats=None, text=HOLLOW)
    helper = make_card("Helper", text="{H} Put a card from your hand in Reserve.")
    deck = deck_of(FILLER, (hollow, 1), (helper, 1))
    assert record_of(deck, "Hollow").statics[0] == (
        counters_kinds.ST_DECK_HAND_TO_RESERVE,
        0,
        ((fx.E_COUNTERS, 1, None),),
    )
    game = afternoon_game(deck, hand=["Helper", "Filler"], mana=1)
    landmark = Unit(record_of(deck, "Hollow"))
    game.landmarks.append(landmark)
    run(game, ((fx.E_RESUPPLY, 1, False),), None, 0)  # from the deck: 1 Trial counter
    assert landmark.counters == 1
    game.reserve[0].status = S_EXHAUSTED
    game.apply((A_PLAY_HAND, 0, 0))  # Helper puts the Filler in Reserve: 2 counters
    assert landmark.counters == 2 and len(game.reserve) == 2
    run(game, ((fx.E_RESUPPLY, 1, False),), None, 0)  # the third: sacrificed
    assert game.landmarks == [] and game.discard[-1].name == "Hollow"
    assert [u.card.name for u in game.exps[1]] == ["Dragon Shade"]  # where power is needed
    assert [u.status for u in game.reserve] == [0, 0, 0]  # ready all cards in your Reserve


def test_icebound_pass_trial_counter_when_you_exhaust_a_card_in_reserve():
    # Icebound Pass (ALIZE)
    icebound = make_card("Pass", "LANDMARK_PERMANENT", 2, stats=None, text=PASS_)
    tapper = make_card("Tapper", text="{H} Exhaust a card in your Reserve.")
    deck = deck_of(FILLER, (icebound, 1), (tapper, 2))
    game = afternoon_game(deck, hand=["Tapper", "Tapper"], mana=2)
    landmark = Unit(record_of(deck, "Pass"))
    landmark.counters = 1
    game.landmarks.append(landmark)
    game.reserve += [Unit(record_of(deck, "Filler")), Unit(record_of(deck, "Filler"))]
    game.apply((A_PLAY_HAND, 0, 0))  # a Reserve card exhausted: 2 Trial counters
    assert landmark.counters == 2
    hand = len(game.hand)
    game.apply((A_PLAY_HAND, 0, 0))  # the third: sacrificed, Dragon Shade, draw a card
    assert game.landmarks == [] and len(game.hand) == hand  # Tapper played, a card drawn
    assert [u.card.name for e in game.exps for u in e].count("Dragon Shade") == 1


SOFIA = (
    "{J} [Resupply].  The Support abilities of cards in Reserve can give them 1 more counter "
    'than their maximum. ("Up to a max. of X" restrictions become "up to a max of X+1".)'
)
SOFIA_2 = (
    "{J} [Resupply].  The Support abilities of cards in Reserve can give them counters beyond "
    'their maximum. (Ignore "up to a max." restrictions.)'
)


def test_sofia_one_more_counter_than_the_maximum():
    # Sofia, First Outpost (BISE)
    sofia = make_card("Sofia", "LANDMARK_PERMANENT", 2, stats=None, text=SOFIA)
    infusion = _spell("Infusion", INFUSION, INFUSION_ECHO)
    spark = _spell("Spark", "Draw a card.", cost=1)
    evanescence = _spell("Evanescence", EVANESCENCE, EVANESCENCE_ECHO, cost=3)
    deck = deck_of(FILLER, (sofia, 1), (infusion, 1), (spark, 2), (evanescence, 1))
    assert record_of(deck, "Sofia").statics == ((boosts_kinds.ST_SUPPORT_MAX, 1, None),)
    game = afternoon_game(deck, hand=["Spark", "Spark"], mana=3)
    unit = Unit(record_of(deck, "Infusion"))
    unit.counters = 3
    game.reserve.append(unit)
    game.apply((A_PLAY_HAND, 0, 0))  # another Spell, no Sofia: at its max of 3
    assert unit.counters == 3
    game.landmarks.append(Unit(record_of(deck, "Sofia")))
    game.apply((A_PLAY_HAND, 0, 0))  # with Sofia: up to 4
    assert unit.counters == 4
    noon_unit = Unit(record_of(deck, "Evanescence"))
    noon_unit.counters = 3
    game.reserve.append(noon_unit)
    noon_reserve(game)  # {I} At Noon, a Support ability too: 4
    assert noon_unit.counters == 4
    noon_reserve(game)  # no further
    assert noon_unit.counters == 4


def test_sofia_counters_beyond_the_maximum():
    # Sofia, First Outpost (BISE), the other printing
    sofia = make_card("Sofia", "LANDMARK_PERMANENT", 2, stats=None, text=SOFIA_2)
    evanescence = _spell("Evanescence", EVANESCENCE, EVANESCENCE_ECHO, cost=3)
    deck = deck_of(FILLER, (sofia, 1), (evanescence, 1))
    game = afternoon_game(deck, mana=3)
    game.landmarks.append(Unit(record_of(deck, "Sofia")))
    unit = Unit(record_of(deck, "Evanescence"))
    game.reserve.append(unit)
    for _ in range(5):
        noon_reserve(game)
    assert unit.counters == 5  # no max of 3


FEAST = (
    "Choose X+1, where X is my number of Arcane counters:  • Draw a card.  • Create a [Mana "
    "Moth 2/2/2] Illusion token in target Expedition.  • Remove 3 counters from target card in "
    "play or in Reserve.  • [Sabotage]."
)
FEAST_2 = (
    "Choose X+1, where X is my number of Arcane counters. You may pick the same option "
    "multiple times:  • Draw a card.  • Create a [Mana Moth 2/2/2] Illusion token in target "
    "Expedition.  • Remove 3 counters from target card in play or in Reserve.  • [Sabotage]."
)


def _feast_game(text: str, counters: int):
    deck = deck_of(FILLER, (_spell("Feast", text), 1))
    game = afternoon_game(deck, mana=2)
    unit = Unit(record_of(deck, "Feast"))
    unit.counters = counters
    game.reserve.append(unit)
    return deck, game


def test_feast_of_thoughts_choose_x_plus_one_different_options():
    # Feast of Thoughts (BISE)
    deck, game = _feast_game(FEAST, 0)
    moth = record_of(deck, "Mana Moth").index
    assert record_of(deck, "Feast").on_resolve == (
        (
            E_CHOOSE,
            0,
            (
                (1, X_MY_COUNTERS, False, False, None),
                (
                    "Choose X+1, where X is my number of Arcane counters",
                    "Draw a card",
                    "Create a [Mana Moth 2/2/2] Illusion token in target Expedition",
                    "Remove 3 counters from target card in play or in Reserve",
                    "[Sabotage]",
                ),
                ((fx.E_DRAW, 1, None),),
                ((fx.E_TOKEN, 1, (moth, fx.TO_TARGET)),),
                ((counters_kinds.E_REMOVE_COUNTERS, 3, False),),
                ((removal_kinds.E_SABOTAGE, 1, None),),
            ),
        ),
    )
    game.apply((A_PLAY_RESERVE, 0, 0))  # X = 0: one option, the token (2 power > a draw)
    assert (len(game.hand), [u.card.name for u in game.exps[0]]) == (0, ["Mana Moth"])
    deck, game = _feast_game(FEAST, 3)
    filler = put_in_play(game, "Filler", 0, boosts=2)
    game.apply((A_PLAY_RESERVE, 0, 0))  # X = 3: all four (none removes my boosts)
    assert len(game.hand) == 1
    assert [u.card.name for e in game.exps for u in e] == ["Filler", "Mana Moth"]
    assert filler.boosts == 2


def test_feast_of_thoughts_the_same_option_again():
    # Feast of Thoughts (BISE), the other printing
    _deck, game = _feast_game(FEAST_2, 2)
    game.apply((A_PLAY_RESERVE, 0, 0))  # X = 2: the token three times (worth most each time)
    assert len(game.hand) == 0
    assert [u.card.name for e in game.exps for u in e] == ["Mana Moth"] * 3


def test_remove_counters_hits_the_opponent_in_a_duel():
    # Feast of Thoughts (BISE): its "Remove 3 counters from target card in play or in Reserve"
    spell = _spell("Feast", FEAST)
    deck = deck_of((vanilla("Filler"), 30), (spell, 1))
    duel = Duel((deck, deck), 3, first=0)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    me, opponent = duel.seats
    big = Unit(record_of(deck, "Filler"), boosts=2)
    big.counters = 4
    small = Unit(record_of(deck, "Filler"), boosts=1)
    opponent.exps[0].extend([small, big])
    unit = Unit(record_of(deck, "Feast"))
    unit.counters = 2  # X = 2: draw, token, remove 3 counters
    me.reserve.append(unit)
    me.mana_ready = 2
    duel.apply((A_PLAY_RESERVE, len(me.reserve) - 1, 0))
    assert (big.boosts, big.counters, small.boosts) == (0, 3, 1)


PEAK = (
    "When a Character you control gains [[Fleeting]] — I gain 1 Trial counter.  When I gain my "
    "third Trial counter — Sacrifice me. If you do, create a [Dragon Shade 5/5/5] Illusion "
    "token in target Expedition, then all Characters you control gain 1 boost."
)
NILAM = (
    "When another Permanent joins your Expeditions or Landmarks — I gain 1 Arcane counter. "
    "Then, you may exhaust me ({T}) and spend 3 of my Arcane counters to create a [Brassbug "
    "2/2/2] Robot token in target Expedition."
)


def test_icebound_peak_trial_counters_when_a_character_gains_fleeting():
    # Icebound Peak (ALIZE)
    peak = make_card("Peak", "LANDMARK_PERMANENT", 2, stats=None, text=PEAK)
    deck = deck_of(FILLER, (peak, 1))
    assert record_of(deck, "Peak").statics[0] == (
        counters_kinds.ST_ONE_GAINS_FX,
        0,
        (fx.S_FLEETING, ((fx.E_COUNTERS, 1, None),)),
    )
    game = afternoon_game(deck, mana=3)
    landmark = Unit(record_of(deck, "Peak"))
    landmark.counters = 1
    game.landmarks.append(landmark)
    game.reserve += [Unit(record_of(deck, "Filler")), Unit(record_of(deck, "Filler"))]
    game.apply((A_PLAY_RESERVE, 0, 0))  # from Reserve it gains Fleeting: 2 Trial counters
    assert landmark.counters == 2
    game.apply((A_PLAY_RESERVE, 0, 1))  # the third: sacrificed, Dragon Shade, all +1 boost
    assert game.landmarks == [] and game.discard[-1].name == "Peak"
    units = [(u.card.name, u.boosts) for e in game.exps for u in e]
    assert sorted(units) == [("Dragon Shade", 1), ("Filler", 1), ("Filler", 1)]


def test_nilam_spires_arcane_counters_when_another_permanent_joins():
    # Nilam Spires (BISE)
    nilam = make_card("Nilam", "LANDMARK_PERMANENT", 2, stats=None, text=NILAM)
    tower = make_card("Tower", "LANDMARK_PERMANENT", 1, stats=None)
    seeder = make_card("Seeder", text="{H} Create a [Manaseed] token in your Landmarks.")
    deck = deck_of(FILLER, (nilam, 1), (tower, 1), (seeder, 1))
    game = afternoon_game(deck, hand=["Tower", "Seeder"], mana=2)
    landmark = Unit(record_of(deck, "Nilam"))
    landmark.counters = 2
    game.landmarks.append(landmark)
    game.apply((A_PLAY_HAND, 0, 0))  # Tower joins: 3 counters, exhaust and spend 3: Brassbug
    assert (landmark.counters, landmark.status) == (0, S_EXHAUSTED)
    assert [u.card.name for e in game.exps for u in e] == ["Brassbug"]
    game.apply((A_PLAY_HAND, 0, 0))  # a Manaseed token joins the Landmarks: 1 counter
    assert [u.card.name for u in game.landmarks] == ["Nilam", "Tower", "Manaseed"]
    assert landmark.counters == 1  # (exhausted: no second Brassbug)


EVANESCENCE_X = (
    "Send to Reserve target Character with Hand Cost {X}+{2} or less, where X is my number of "
    "Arcane Counters, then exhaust it ({T}). (Exhausted cards can't be played and have no "
    "Support abilities.)"
)


def test_evanescence_hand_cost_x_plus_two_in_a_duel():
    # Evanescence (BISE), the other printing
    spell = _spell("Evanescence", EVANESCENCE_X, cost=3)
    four = make_card("Four", cost=4)
    five = make_card("Five", cost=5)
    deck = deck_of((vanilla("Filler"), 30), (four, 1), (five, 1), (spell, 2))
    record = record_of(deck, "Evanescence")
    remove = record.on_resolve[0][2][2][0]
    assert record.on_resolve == ((counters_kinds.E_X_ARG, 0, (2, 3, (remove,))),)
    assert remove[:2] == (removal_kinds.E_OPP_REMOVE, 1) and remove[2][3] == 2  # the limit's place
    duel = Duel((deck, deck), 3, first=0)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    me, opponent = duel.seats
    opponent.exps[0].extend([Unit(record_of(deck, "Five")), Unit(record_of(deck, "Four"))])
    unit = Unit(record)
    unit.counters = 1  # Hand Cost 3 or less: neither
    me.reserve.append(unit)
    me.mana_ready = 6
    duel.apply((A_PLAY_RESERVE, len(me.reserve) - 1, 0))
    assert [u.card.name for u in opponent.exps[0]] == ["Five", "Four"]
    duel.apply(PASS)  # (the opponent's turn)
    unit = Unit(record)
    unit.counters = 2  # Hand Cost 4 or less: Four, exhausted in their Reserve
    me.reserve.append(unit)
    duel.apply((A_PLAY_RESERVE, len(me.reserve) - 1, 0))
    assert [u.card.name for u in opponent.exps[0]] == ["Five"]
    assert [(u.card.name, u.status) for u in opponent.reserve if u.card.name == "Four"] == [
        ("Four", S_EXHAUSTED)
    ]


DRILLMOLE = "{R} You may spend 1 counter from a card you control or in your Reserve to [Sabotage]."


def test_drillmole_spends_a_counter_to_sabotage_only_in_a_duel():
    # Drillmole (BISE)
    mole = make_card("Mole", cost=2, text=DRILLMOLE)
    deck = deck_of((vanilla("Filler"), 30), (mole, 2))
    assert record_of(deck, "Mole").on_reserve == (
        (sacrifice_kinds.E_SPEND_COUNTER, 1, ((removal_kinds.E_SABOTAGE, 1, None),)),
    )
    game = afternoon_game(deck, mana=2)
    holder = Unit(record_of(deck, "Filler"))
    holder.counters = 2
    game.landmarks.append(holder)
    game.reserve.append(Unit(record_of(deck, "Mole")))
    game.apply((A_PLAY_RESERVE, 0, 0))  # goldfish: no Reserve to sabotage, no counter spent
    assert holder.counters == 2
    duel = Duel((deck, deck), 3, first=0)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    me, opponent = duel.seats
    holder = Unit(record_of(deck, "Filler"))
    holder.counters = 2
    me.landmarks.append(holder)
    me.reserve.append(Unit(record_of(deck, "Mole")))
    me.mana_ready = 2
    opponent.reserve.append(Unit(record_of(deck, "Filler")))
    theirs = len(opponent.reserve)
    duel.apply((A_PLAY_RESERVE, len(me.reserve) - 1, 0))  # 1 counter spent: Sabotage
    assert holder.counters == 1 and len(opponent.reserve) == theirs - 1


QORGAN = (
    "{H} Remove up to 2 counters from target card in play or in Reserve. (This can't target "
    "Hero cards.)"
)


def test_qorgan_informant_removes_up_to_two_counters_in_a_duel_only():
    # Qorgan Informant (BISE)
    qorgan = make_card("Qorgan", cost=1, text=QORGAN)
    deck = deck_of((vanilla("Filler"), 30), (qorgan, 2))
    assert record_of(deck, "Qorgan").on_hand == ((counters_kinds.E_REMOVE_COUNTERS, 2, True),)
    game = afternoon_game(deck, hand=["Qorgan"], mana=1)
    mine = put_in_play(game, "Filler", 0, boosts=1)
    game.apply((A_PLAY_HAND, 0, 0))  # goldfish: "up to", none of mine
    assert mine.boosts == 1
    duel = Duel((deck, deck), 3, first=0)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    me, opponent = duel.seats
    theirs = Unit(record_of(deck, "Filler"), boosts=1)
    theirs.counters = 3
    opponent.reserve.append(theirs)
    me.hand.append(record_of(deck, "Qorgan"))
    me.mana_ready = 1
    duel.apply((A_PLAY_HAND, len(me.hand) - 1, 0))  # the boost, then 1 named counter
    assert (theirs.boosts, theirs.counters) == (0, 2)
