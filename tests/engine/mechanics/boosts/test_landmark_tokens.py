"""More effect kinds added for text coverage: Landmark tokens and counters,
expedition moves, first player; each with the card text it comes from."""

from __future__ import annotations

from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import clean_up, dusk
from altered_deck.engine.core.effects import S_ANCHORED, S_EXHAUSTED
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import A_PLAY_HAND, A_TAP, Unit
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.text.body import parse_body
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    put_in_reserve,
    record_of,
)


def test_a_landmark_spends_its_counters_for_its_tap_ability():
    # The Farm (BISE)
    text = (
        "At Noon\xa0— I gain 1 Food counter per Character you control.  {T}, Spend 2 of my Food "
        "counters: [Resupply]."
    )
    farm = make_card("Farm", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (farm, 1))
    record = record_of(deck, "Farm")
    assert (record.tap_cost, record.tap_counters, record.tap) == (
        0,
        2,
        ((fx.E_RESUPPLY, 1, False),),
    )
    assert deck.unmodelled == ()
    game = afternoon_game(deck)
    unit = Unit(record)
    game.landmarks.append(unit)
    unit.counters = 1
    assert (A_TAP, 0, 0) not in game.legal_actions()
    unit.counters = 3
    assert (A_TAP, 0, 0) in game.legal_actions()
    game.apply((A_TAP, 0, 0))
    assert unit.counters == 1 and unit.status & S_EXHAUSTED and len(game.reserve) == 1


def test_tokens_per_card_in_your_reserve():
    # Conscription (BISE), its effect: "target player" is you, the opponent's Reserve is empty
    text = (
        "Target an Expedition. Create X [Ordis Recruit 1/1/1] Soldier tokens in it, where X is "
        "the number of cards in target player's Reserve."
    )
    spell = make_card("Conscription", "SPELL", 2, stats=None, text=text)
    deck = deck_of(FILLER, (spell, 1))
    recruit = record_of(deck, "Ordis Recruit").index
    assert record_of(deck, "Conscription").on_resolve == (
        (boosts_kinds.E_TOKEN_PER_RESERVE, 0, (recruit, fx.TO_TARGET)),
    )
    game = afternoon_game(deck, hand=["Conscription"], mana=2)
    put_in_reserve(game, "Filler", "Filler")
    game.apply((A_PLAY_HAND, 0, 1))
    assert [u.card.name for u in game.exps[1]] == ["Ordis Recruit", "Ordis Recruit"]


def test_an_opponent_draws_so_that_i_gain_anchored():
    # Gran Bwa (BISE): the goldfish opponent's draw does nothing (in a duel they draw: the
    # duel group's E_OPP_DRAW); Anchored is worth taking, "if you do" (a MAY decision first)
    text = "{J} You may target an opponent, they draw a card. If you do, I gain [[Anchored]]."
    bwa = make_card("Bwa", text=text)
    deck = deck_of(FILLER, (bwa, 1))
    assert record_of(deck, "Bwa").on_join == (
        (removal_kinds.E_OPP_DRAW, 1, ((fx.E_STATUS_SELF, 0, S_ANCHORED),)),
    )


def test_facing_a_character_never_and_sabotage_at_night_does_nothing():
    # Resentful Robin (CYCLONE); Bravos Pendekar (BISE)
    robin = "{J} If I'm facing a Character, I gain 1 boost."
    assert parse_body(robin[4:], lambda spec: 0) == [
        (
            fx.E_IF,
            0,
            (removal_kinds.C_FACING_CHARACTER, 0, ((fx.E_BOOST_SELF, 1, None),)),
        )  # never true
        # when goldfishing; tested against the opponent's board in a duel
    ]
    night = "At Night\xa0— If I have 2 or more boosts, [Sabotage] after Rest."
    assert classify_text(night, fx.K_CHARACTER)[0] == MATCHUP_ONLY


def test_a_manaseed_token_readies_a_mana_orb_when_sacrificed():
    # Reka Caterer (DUSTER); the Manaseed token: "{T}, Sacrifice me: Ready a Mana Orb."
    caterer = make_card("Caterer", text="{J} Create a [Manaseed] token in your Landmarks.")
    deck = deck_of(FILLER, (caterer, 1))
    seed = record_of(deck, "Manaseed")
    assert record_of(deck, "Caterer").on_join == ((fx.E_LANDMARK_TOKEN, 1, seed.index),)
    assert (seed.kind, seed.tap_cost) == (fx.K_LANDMARK | fx.K_TOKEN, 0)
    assert seed.tap == (
        (boosts_kinds.E_SACRIFICE_SELF, 0, None),
        (fx.E_READY_MANA, 1, None),
    )
    game = afternoon_game(deck, hand=["Caterer"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.card.name for u in game.landmarks] == ["Manaseed"] and game.mana_ready == 1
    assert game.zone_counts()["landmarks"] == 0  # a token is not a card
    game.apply((A_TAP, 0, 0))
    assert game.landmarks == [] and game.mana_ready == 2 and game.discard == []


def test_an_aerolith_sacrificed_at_clean_up_resupplies():
    # Brassbug Nursery (CYCLONE), first ability; the Aerolith token: "When I'm sacrificed —
    # [Resupply].  {T}, {1} : Sacrifice me." Excess Landmarks are sacrificed at Clean-up.
    maker = make_card("Maker", text="{J} Create an [Aerolith] token in your Landmarks.")
    text = "At Noon\xa0— Draw a card.  {T} : Draw a card."
    lm = make_card("Lm", "LANDMARK_PERMANENT", 1, stats=None, text=text)
    deck = deck_of(FILLER, (maker, 1), (lm, 2))
    aerolith = record_of(deck, "Aerolith")
    assert (aerolith.tap_cost, aerolith.on_leave) == (1, ((fx.E_RESUPPLY, 1, False),))
    game = afternoon_game(deck, hand=["Maker"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    game.landmarks += [Unit(record_of(deck, "Lm")), Unit(record_of(deck, "Lm"))]
    clean_up(game)  # limit 2: the token (the least useful) is sacrificed
    assert [u.card.name for u in game.landmarks] == ["Lm", "Lm"]
    assert len(game.reserve) == 1 and game.discard == []


def test_when_my_expedition_moves_forward_or_fails_to():
    # Priya, Bravos Signaler (CYCLONE); a "fails to move forward during Dusk — Draw a card."
    priya = make_card(
        "Priya",
        stats=(0, 0, 0),
        text="When my Expedition moves forward\xa0— Create an [Aerolith] token in your Landmarks.",
    )
    sulky = make_card(
        "Sulky",
        stats=(0, 0, 0),
        text="When my Expedition fails to move forward during Dusk — Draw a card.",
    )
    deck = deck_of(FILLER, (priya, 1), (sulky, 1))
    aerolith = record_of(deck, "Aerolith").index
    assert record_of(deck, "Priya").statics == (
        (boosts_kinds.ST_ON_MOVE, 0, (False, ((fx.E_LANDMARK_TOKEN, 1, aerolith),))),
    )
    assert boosts_kinds.F_MOVES in deck.hooks.features
    game = afternoon_game(deck)
    put_in_play(game, "Priya", 0)
    put_in_play(game, "Filler", 0)  # the Hero expedition moves, the Companion one fails
    put_in_play(game, "Sulky", 1)
    dusk(game)
    assert game.pos == [1, 7]
    assert [u.card.name for u in game.landmarks] == ["Aerolith"] and len(game.hand) == 1


def test_your_opponent_is_first_player():
    # Aerolith Quarry (CYCLONE)
    text = (
        "At Noon\xa0— If your opponent is first player, create an [Aerolith] token in your "
        "Landmarks."
    )
    quarry = make_card("Quarry", "LANDMARK_PERMANENT", 1, stats=None, text=text)
    deck = deck_of(FILLER, (quarry, 1))
    for first, tokens in ((True, 0), (False, 1)):
        game = afternoon_game(deck)
        game.first_on_odd_days = first
        run(game, record_of(deck, "Quarry").at_noon, None, -1)
        assert len(game.landmarks) == tokens


def test_boosts_per_mana_orb_and_per_card_in_your_landmarks():
    # Lernaean Hydra (BISE); Astrape, Reka Hexarch (DUSTER)
    hydra = make_card("Hydra", text="{J} I gain 1 boost per Mana Orb in your Mana zone.")
    astrape = make_card(
        "Astrape",
        text="{J} Create three [Manaseed] tokens in your Landmarks. Then, I gain 1 boost per card "
        "in your Landmarks.",
    )
    deck = deck_of(FILLER, (hydra, 1), (astrape, 1))
    assert record_of(deck, "Hydra").on_join == ((fx.E_BOOST_PER, 1, fx.PER_MANA),)
    seed = record_of(deck, "Manaseed").index
    assert record_of(deck, "Astrape").on_join == (
        (fx.E_LANDMARK_TOKEN, 3, seed),
        (fx.E_BOOST_PER, 1, fx.PER_LANDMARKS),
    )
    game = afternoon_game(deck, hand=["Hydra", "Astrape"], mana=4)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    assert (game.exps[0][0].boosts, game.exps[1][0].boosts) == (4, 3)
    assert len(game.landmarks) == 3


def test_a_token_sent_to_reserve_ceases_to_exist():
    # Nevenka & Blotch's die roll on a 1 ("send it to Reserve") aimed at a token
    hero = make_card(
        "Hero",
        "HERO",
        stats=None,
        text="{T} : Target a Character you control, then roll a die. On\xa0a:  • 6+, it gains "
        "[[Anchored]].  • 2-5, it gains 1 boost.  • 1, send it to Reserve.",
    )
    maker = make_card("Maker", text="{J} Create a [Bot 1/1/1] Robot token in my Expedition.")
    deck = deck_of(FILLER, (maker, 1), hero=hero)
    game = afternoon_game(deck)
    token = Unit(record_of(deck, "Bot"))
    game.exps[0].append(token)
    effect = ((fx.E_SELF_TO_RESERVE, 0, None),)
    run(game, effect, token, 0)
    assert game.exps[0] == [] and game.reserve == []
