"""Sacrifice (7.3.36) as the sacrifice mechanic models it: sacrifice costs and effects, "When I'm
sacrificed", "When you sacrifice a <kind>", Landmark {T} abilities; each form with the card
text it comes from and the exact state change, in goldfish games and in duels."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import clean_up
from altered_deck.engine.core.decisions import CARD
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import (
    A_CHOOSE,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_TAP,
    P_AFTERNOON,
    Unit,
)
from altered_deck.engine.mechanics.choices.kinds import E_CHOOSE
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from altered_deck.engine.mechanics.sacrifice.rules import sacrifice
from tests.engine.kit import afternoon_game, deck_of, make_card, put_in_play, record_of, vanilla

FILLER = (vanilla("Filler"), 12)
# cards whose text creates the Landmark tokens (so the deck compiles them)
AEROLITH_MAKER = make_card("Maker", text="{H} Create an [Aerolith] token in your Landmarks.")
SEED_MAKER = make_card("Sower", text="{J} Create a [Manaseed] token in each player's Landmarks.")
ROBOT_MAKER = make_card(
    "Printer", text="{H} Create a [Brassbug 2/2/2] Robot token in target Expedition."
)


def _landmark(game, deck, name: str) -> Unit:
    unit = Unit(record_of(deck, name))
    game.landmarks.append(unit)
    return unit


def test_gift_of_self_sacrifices_the_cheapest_character_then_draws():
    # Gift of Self (ALIZE)
    text = "Sacrifice a Character. If you do, draw two cards."
    gift = make_card("Gift", "SPELL", 1, stats=None, text=text)
    deck = deck_of(FILLER, (gift, 1))
    assert record_of(deck, "Gift").on_resolve == (
        (sacrifice_kinds.E_SACRIFICE, 1, (fx.K_CHARACTER, (), 0, ((fx.E_DRAW, 2, None),), ())),
    )
    game = afternoon_game(deck, hand=["Gift"], mana=1)
    keeper = put_in_play(game, "Filler", 0)
    fleeting = put_in_play(game, "Filler", 0, status=S_FLEETING)  # leaves at Night anyway
    discarded = len(game.discard)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0] == [keeper] and fleeting not in game.exps[0]
    assert len(game.hand) == 2
    assert len(game.discard) == discarded + 1  # the sacrificed Filler (Gift goes to Reserve)


def test_gift_of_self_without_a_character_draws_nothing():
    gift = make_card(
        "Gift", "SPELL", 1, stats=None, text="Sacrifice a Character. If you do, draw three cards."
    )
    deck = deck_of(FILLER, (gift, 1))
    game = afternoon_game(deck, hand=["Gift"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.hand == []


def test_a_sacrifice_never_costs_a_move_while_another_will_do():
    # Kuwat, the Dissenter (ALIZE)
    kuwat = make_card("Kuwat", stats=(3, 3, 3), text="{J} Sacrifice a Character.")
    deck = deck_of(FILLER, (kuwat, 1))
    game = afternoon_game(deck, hand=["Kuwat"], mana=1)
    alone = put_in_play(game, "Filler", 1)  # the Companion's only Character: it moves
    put_in_play(game, "Filler", 0)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[1] == [alone]  # losing it would cost the Companion's move
    assert [u.card.name for u in game.exps[0]] == ["Kuwat"]  # the Hero's Filler went
    assert game.discard == [record_of(deck, "Filler")]


def test_a_sacrifice_takes_the_least_useful_when_each_costs_a_move():
    kuwat = make_card("Kuwat", stats=(3, 3, 3), text="{J} Sacrifice a Character.")
    deck = deck_of(FILLER, (kuwat, 1))
    game = afternoon_game(deck, hand=["Kuwat"], mana=1)
    put_in_play(game, "Filler", 1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[1] == [] and [u.card.name for u in game.exps[0]] == ["Kuwat"]


def test_sacrifice_a_character_in_my_expedition():
    # Kuwat, the Dissenter (ALIZE)
    kuwat = make_card("Kuwat", text="{J} Sacrifice a Character in my Expedition.")
    deck = deck_of(FILLER, (kuwat, 1))
    assert record_of(deck, "Kuwat").on_join == (
        (
            sacrifice_kinds.E_SACRIFICE,
            1,
            (fx.K_CHARACTER, (), sacrifice_kinds.SAC_MY_EXPEDITION, (), ()),
        ),
    )
    game = afternoon_game(deck, hand=["Kuwat"], mana=1)
    other_side = put_in_play(game, "Filler", 0, status=S_FLEETING)
    put_in_play(game, "Filler", 1)
    fleeting_mine = put_in_play(game, "Filler", 1, status=S_FLEETING)
    game.apply((A_PLAY_HAND, 0, 1))
    assert other_side in game.exps[0]
    assert fleeting_mine not in game.exps[1] and len(game.exps[1]) == 2  # Filler + Kuwat


def test_each_player_sacrifices_a_character_in_goldfish_and_in_a_duel():
    # Anubis (BISE)
    anubis = make_card("Anubis", stats=(4, 4, 4), text="{J} Each player sacrifices a Character.")
    deck = deck_of(FILLER, (anubis, 1))
    game = afternoon_game(deck, hand=["Anubis"], mana=1)
    fleeting = put_in_play(game, "Filler", 0, status=S_FLEETING)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for u in game.exps[0]] == ["Anubis"] and fleeting not in game.exps[0]

    duel = Duel((deck, deck), 3)
    me, them = duel.seats
    for seat in duel.seats:
        seat.phase = P_AFTERNOON
    mine = Unit(record_of(deck, "Filler"), 0, S_FLEETING)
    theirs = [Unit(record_of(deck, "Filler")), Unit(record_of(deck, "Anubis"))]
    me.exps[0].append(mine)
    them.exps[1].extend(theirs)
    source = Unit(record_of(deck, "Anubis"))
    me.exps[0].append(source)
    run(me, record_of(deck, "Anubis").on_join, source, 0)
    assert me.exps[0] == [source]
    assert len(them.exps[1]) == 1  # the opponent sacrificed one of its two Characters


def test_you_may_sacrifice_a_permanent_to_switch():
    # FarFetch 2.0 (CYCLONE)
    text = "{J} You may sacrifice a Permanent. If you do, target Character switches Expeditions."
    farfetch = make_card("FarFetch", text=text)
    deck = deck_of(FILLER, (farfetch, 1), (SEED_MAKER, 1))
    game = afternoon_game(deck, hand=["FarFetch"], mana=1)
    put_in_play(game, "Filler", 0)
    seed = _landmark(game, deck, "Manaseed")
    game.apply((A_PLAY_HAND, 0, 0))
    assert seed not in game.landmarks  # a token: ceases to exist, nothing discarded
    assert (len(game.exps[0]), len(game.exps[1])) == (1, 1)  # one switched to the Companion


def test_you_may_sacrifice_keeps_a_card_that_costs_something():
    text = "{J} You may sacrifice a Permanent. If you do, target Character switches Expeditions."
    farfetch = make_card("FarFetch", text=text)
    tower = make_card("Tower", "LANDMARK_PERMANENT", 3, stats=None, text="{J} Draw a card.")
    deck = deck_of(FILLER, (farfetch, 1), (tower, 1))
    game = afternoon_game(deck, hand=["FarFetch"], mana=1)
    put_in_play(game, "Filler", 0)
    kept = _landmark(game, deck, "Tower")
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.landmarks == [kept] and (len(game.exps[0]), len(game.exps[1])) == (2, 0)


def test_if_you_dont_sacrifice_i_gain_fleeting():
    # Marie Curie (CYCLONE), and the Aerolith's "When I'm sacrificed — [Resupply]"
    text = "{H} You may sacrifice a Permanent. If you don't, I gain [[Fleeting]]."
    curie = make_card("Curie", text=text)
    deck = deck_of(FILLER, (curie, 2), (AEROLITH_MAKER, 1))
    game = afternoon_game(deck, hand=["Curie", "Curie"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0][0].status & S_FLEETING
    _landmark(game, deck, "Aerolith")
    game.apply((A_PLAY_HAND, 0, 1))
    assert not game.exps[1][0].status & S_FLEETING
    assert game.landmarks == [] and len(game.reserve) == 1  # the Aerolith resupplied


def test_you_may_sacrifice_a_character_if_you_do_i_gain_boosts():
    # Yzmir Nurse (BISE)
    text = "{H} You may sacrifice a Character. If you do, I gain 2 boosts."
    nurse = make_card("Nurse", text=text)
    deck = deck_of(FILLER, (nurse, 1))
    game = afternoon_game(deck, hand=["Nurse"], mana=1)
    keeper = put_in_play(game, "Filler", 0)
    put_in_play(game, "Filler", 0, status=S_FLEETING)
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.exps[0] == [keeper] and game.exps[1][0].boosts == 2


def test_sacrifice_another_robot_or_permanent_or_me():
    # Flawed Prototype (CYCLONE)
    text = "{J} Sacrifice another Robot or Permanent. If you can't, sacrifice me."
    proto = make_card("Proto", text=text, subtypes=("ROBOT",))
    deck = deck_of(FILLER, (proto, 2), (ROBOT_MAKER, 1))
    game = afternoon_game(deck, hand=["Proto", "Proto"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0] == [] and record_of(deck, "Proto") in game.discard
    bug = Unit(record_of(deck, "Brassbug"))
    game.exps[1].append(bug)
    game.apply((A_PLAY_HAND, 0, 1))
    assert [u.card.name for u in game.exps[1]] == ["Proto"]  # the Robot token went instead


def test_any_number_of_permanents_give_me_that_many_boosts():
    # Lucan, Hungry Leviathan (CYCLONE)
    text = "{J} You may sacrifice any number of Permanents to give me that many boosts."
    lucan = make_card("Lucan", text=text)
    tower = make_card("Tower", "LANDMARK_PERMANENT", 3, stats=None, text="{J} Draw a card.")
    deck = deck_of(FILLER, (lucan, 1), (SEED_MAKER, 1), (tower, 1))
    game = afternoon_game(deck, hand=["Lucan"], mana=1)
    _landmark(game, deck, "Manaseed")
    _landmark(game, deck, "Manaseed")
    tower_unit = _landmark(game, deck, "Tower")
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0][0].boosts == 2 and game.landmarks == [tower_unit]


def test_when_im_sacrificed_fleeting_or_not():
    # Moonlight Jellyfish (CYCLONE), sacrificed by Gift of Self (ALIZE)
    text = (
        "When I'm sacrificed, if I was not [[Fleeting]] — Put me in Reserve.  When I'm "
        "sacrificed, if I was [[Fleeting]] — Draw a card."
    )
    jelly = make_card("Jelly", text=text)
    deck = deck_of(FILLER, (jelly, 2))
    assert record_of(deck, "Jelly").statics == (
        (
            sacrifice_kinds.ST_SACRIFICED,
            0,
            (sacrifice_kinds.SW_NOT_FLEETING, ((sacrifice_kinds.E_BACK_TO_RESERVE, 0, None),)),
        ),
        (sacrifice_kinds.ST_SACRIFICED, 0, (sacrifice_kinds.SW_FLEETING, ((fx.E_DRAW, 1, None),))),
    )
    game = afternoon_game(deck, hand=[], mana=0)
    plain = put_in_play(game, "Jelly", 0)
    assert sacrifice(game, plain)
    assert [u.card.name for u in game.reserve] == ["Jelly"] and game.hand == []
    assert record_of(deck, "Jelly") not in game.discard
    fleeting = put_in_play(game, "Jelly", 1, status=S_FLEETING)
    assert sacrifice(game, fleeting)
    assert len(game.hand) == 1 and len(game.reserve) == 1
    assert game.discard[-1] is record_of(deck, "Jelly")


def test_when_im_sacrificed_target_character_gains_boosts():
    # Yzmir Stargazer (BISE)
    text = "When I'm sacrificed — You may have target Character gain 2 boosts."
    star = make_card("Stargazer", text=text)
    deck = deck_of(FILLER, (star, 1))
    game = afternoon_game(deck)
    other = put_in_play(game, "Filler", 1)
    gazer = put_in_play(game, "Stargazer", 0)
    sacrifice(game, gazer)
    assert other.boosts == 2


def test_a_landmark_taps_to_sacrifice_itself_and_triggers():
    # Abandoned Depot (CORE)
    text = "{J} Draw a card.  When I'm sacrificed — Draw a card.  {T}, {1} : Sacrifice me."
    depot = make_card("Depot", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (depot, 1))
    record = record_of(deck, "Depot")
    assert (record.tap_cost, record.tap) == (1, ((sacrifice_kinds.E_SACRIFICE_ME, 0, (False, ())),))
    game = afternoon_game(deck, mana=2)
    _landmark(game, deck, "Depot")
    game.apply((A_TAP, 0, 0))
    assert game.landmarks == [] and game.discard == [record]
    assert (len(game.hand), game.mana_ready) == (1, 1)


def test_an_excess_landmark_sacrificed_at_clean_up_triggers():
    # Brassbug Dropship (CYCLONE)
    text = (
        "When I'm sacrificed — Create a [Brassbug 2/2/2] Robot token in each of your Expeditions."
    )
    ship = make_card("Dropship", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    tower = make_card("Tower", "LANDMARK_PERMANENT", 3, stats=None, text="{J} Draw a card.")
    deck = deck_of(FILLER, (ship, 1), (tower, 2))
    game = afternoon_game(deck)
    for name in ("Dropship", "Tower", "Tower"):
        _landmark(game, deck, name)
    game.landmark_limit = 2
    record_of(deck, "Dropship").usefulness = -1.0  # the one Clean-up lets go
    clean_up(game)
    assert [u.card.name for u in game.landmarks] == ["Tower", "Tower"]
    assert [[u.card.name for u in e] for e in game.exps] == [["Brassbug"], ["Brassbug"]]
    assert game.discard == [record_of(deck, "Dropship")]


def test_when_you_sacrifice_a_permanent_or_character():
    # Bessie Coleman (CYCLONE), Lakshmi (BISE); sacrifices by Marie Curie and Gift of Self
    bessie = make_card(
        "Bessie",
        text="When you sacrifice a Permanent — If I have less than 2 boosts, I gain 1 boost.",
    )
    lakshmi = make_card("Lakshmi", text="When you sacrifice a Character — I gain 1 boost.")
    curie = make_card(
        "Curie",
        text="{H} You may sacrifice a Character or Permanent. If you don't, I gain [[Fleeting]].",
    )
    deck = deck_of(FILLER, (bessie, 1), (lakshmi, 1), (curie, 3), (AEROLITH_MAKER, 1))
    assert record_of(deck, "Bessie").statics == (
        (
            sacrifice_kinds.ST_ON_SACRIFICE,
            0,
            (
                fx.K_PERMANENT,
                ((fx.E_IF, 0, (sacrifice_kinds.C_FEWER_BOOSTS, 2, ((fx.E_BOOST_SELF, 1, None),))),),
            ),
        ),
    )
    game = afternoon_game(deck, hand=["Curie", "Curie", "Curie"], mana=3)
    b = put_in_play(game, "Bessie", 0)
    lak = put_in_play(game, "Lakshmi", 0)
    for _ in range(3):
        _landmark(game, deck, "Aerolith")
    for _ in range(3):
        game.apply((A_PLAY_HAND, 0, 1))
    assert (b.boosts, lak.boosts) == (2, 0)  # three Permanents sacrificed: capped at 2
    assert game.landmarks == [] and len(game.reserve) == 3


def test_brassbug_nursery_sacrifices_a_permanent_as_a_cost():
    # Brassbug Nursery (CYCLONE)
    text = (
        "{J} Create an [Aerolith] token in your Landmarks.  {T}, {1}, Sacrifice a Permanent: "
        "create a [Brassbug 2/2/2] Robot token in target Expedition."
    )
    nursery = make_card("Nursery", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (nursery, 1))
    game = afternoon_game(deck, hand=["Nursery"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for u in game.landmarks] == ["Nursery", "Aerolith"]
    game.apply((A_TAP, 0, 1))
    assert [u.card.name for u in game.landmarks] == ["Nursery"]  # the Aerolith was the cost
    assert game.landmarks[0].status & S_EXHAUSTED
    assert [u.card.name for u in game.exps[1]] == ["Brassbug"]
    assert len(game.reserve) == 1 and game.mana_ready == 0  # its Resupply; {2} + {1} paid


def test_reserve_sacrifice_forms():
    # Demolition Expert (CYCLONE), Gavroche (CYCLONE)
    boost = make_card(
        "Expert", text="{R} You may sacrifice a Permanent to give 1 boost to target Character."
    )
    plain = make_card("Demolisher", text="{R} You may sacrifice a Permanent.")
    gavroche = make_card(
        "Gavroche",
        text="{R} You may sacrifice a Permanent to create an [Aerolith] token in your Landmarks.",
    )
    deck = deck_of(FILLER, (boost, 1), (plain, 1), (gavroche, 1), (SEED_MAKER, 1))
    assert record_of(deck, "Demolisher").on_reserve == (
        (sacrifice_kinds.E_SACRIFICE, 1, (fx.K_PERMANENT, (), sacrifice_kinds.SAC_MAY, (), ())),
    )
    game = afternoon_game(deck, mana=9)
    for name in ("Expert", "Demolisher", "Gavroche"):
        card = record_of(deck, name)
        game.deck.remove(card)
        game.reserve.append(Unit(card))
    _landmark(game, deck, "Manaseed")
    game.apply((A_PLAY_RESERVE, 0, 0))  # Expert: the Manaseed for 1 boost
    assert game.landmarks == [] and game.exps[0][0].boosts == 1
    _landmark(game, deck, "Manaseed")
    game.apply((A_PLAY_RESERVE, 0, 0))  # Demolisher: a bare "may" keeps a Manaseed
    assert [u.card.name for u in game.landmarks] == ["Manaseed"]
    game.apply((A_PLAY_RESERVE, 0, 1))  # Gavroche: Manaseed -> Aerolith
    assert [u.card.name for u in game.landmarks] == ["Aerolith"]


def test_choose_up_to_one_takes_the_sacrifice_only_when_it_is_cheap():
    # The Grems (CYCLONE): the first option only touches an opponent's Permanent
    text = (
        "{R} Choose up to one:  • Discard target Permanent with Hand Cost {3} or less.  • "
        "Sacrifice a Permanent. If you do, create a [Brassbug 2/2/2] Robot token in target "
        "Expedition."
    )
    grems = make_card("Grems", text=text)
    tower = make_card("Tower", "LANDMARK_PERMANENT", 3, stats=None, text="{J} Draw a card.")
    deck = deck_of(FILLER, (grems, 2), (tower, 1), (SEED_MAKER, 1))
    brassbug = record_of(deck, "Brassbug")
    ((op, _n, arg),) = record_of(deck, "Grems").on_reserve
    assert op == E_CHOOSE and arg[0] == (1, 0, True, False, None)  # up to one
    assert arg[3] == (
        (
            sacrifice_kinds.E_SACRIFICE,
            1,
            (fx.K_PERMANENT, (), 0, ((fx.E_TOKEN, 1, (brassbug.index, fx.TO_TARGET)),), ()),
        ),
    )
    game = afternoon_game(deck, mana=2)
    for _ in range(2):
        card = record_of(deck, "Grems")
        game.deck.remove(card)
        game.reserve.append(Unit(card))
    tower_unit = _landmark(game, deck, "Tower")
    game.apply((A_PLAY_RESERVE, 0, 1))  # only the Tower: worth keeping, the hint is "stop"
    assert game.landmarks == [tower_unit] and len(game.exps[1]) == 1
    _landmark(game, deck, "Manaseed")
    game.apply((A_PLAY_RESERVE, 0, 1))  # a Manaseed: sacrificed for a Brassbug
    assert game.landmarks == [tower_unit]
    assert [u.card.name for u in game.exps[1]] == ["Grems", "Grems", "Brassbug"]


# --- which object: the player's decision (kind card) ------------------------------------------


def _options(game) -> list[str]:
    assert game.asking is not None and game.asking.kind == CARD
    return [o.text for o in game.asking.options]


def test_you_may_sacrifice_offers_each_permanent_and_nothing():
    text = "{J} You may sacrifice a Permanent. If you do, target Character switches Expeditions."
    farfetch = make_card("FarFetch", text=text)
    tower = make_card("Tower", "LANDMARK_PERMANENT", 3, stats=None, text="{J} Draw a card.")
    deck = deck_of(FILLER, (farfetch, 1), (tower, 1), (SEED_MAKER, 1))
    for answer, left in ((0, ["Manaseed"]), (1, ["Tower"]), (2, ["Tower", "Manaseed"])):
        game = afternoon_game(deck, hand=["FarFetch"], mana=1)
        game.step_by_step()
        put_in_play(game, "Filler", 0)
        _landmark(game, deck, "Tower")
        _landmark(game, deck, "Manaseed")
        game.apply((A_PLAY_HAND, 0, 0))
        assert _options(game) == ["Tower (Landmarks)", "Manaseed (Landmarks)", "sacrifice nothing"]
        assert game.asking.hint == 1  # the token: it costs next to nothing
        game.apply((A_CHOOSE, answer, 0))
        if game.asking is not None:  # which Character switches: the engine's own
            game.apply((A_CHOOSE, game.asking.hint, 0))
        assert [u.card.name for u in game.landmarks] == left
    kept = afternoon_game(deck, hand=["FarFetch"], mana=1)
    kept.step_by_step()
    put_in_play(kept, "Filler", 0)
    _landmark(kept, deck, "Tower")
    kept.apply((A_PLAY_HAND, 0, 0))
    assert _options(kept) == ["Tower (Landmarks)", "sacrifice nothing"] and kept.asking.hint == 1
    kept.apply((A_CHOOSE, 0, 0))  # the player may sacrifice what the engine would keep
    assert kept.asking is not None and kept.asking.prompt == "target Character"
    kept.apply((A_CHOOSE, kept.asking.hint, 0))  # which Character switches: the engine's own
    assert kept.landmarks == [] and len(kept.exps[1]) == 1


def test_any_number_of_sacrifices_stops_when_the_player_says():
    text = "{J} You may sacrifice any number of Permanents to give me that many boosts."
    lucan = make_card("Lucan", text=text)
    deck = deck_of(FILLER, (lucan, 1), (SEED_MAKER, 1))
    game = afternoon_game(deck, hand=["Lucan"], mana=1)
    game.step_by_step()
    _landmark(game, deck, "Manaseed")
    _landmark(game, deck, "Manaseed")
    game.apply((A_PLAY_HAND, 0, 0))
    assert _options(game) == ["Manaseed (Landmarks)", "Manaseed (Landmarks)", "stop"]
    game.apply((A_CHOOSE, 1, 0))  # the second token
    assert _options(game) == ["Manaseed (Landmarks)", "stop"]
    game.apply((A_CHOOSE, 1, 0))  # stop: one sacrificed
    assert game.asking is None and game.exps[0][0].boosts == 1 and len(game.landmarks) == 1
