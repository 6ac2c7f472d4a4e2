"""The reserve mechanic: exhausting and readying Reserve cards, playing
exhausted ones, Reserve limits at Clean-up, Morning's readying; each form with the card
text it comes from (bundled card data) and the exact state change."""

from __future__ import annotations

from altered_deck.engine.compiler.coverage import MODELLED, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import clean_up, morning
from altered_deck.engine.core.effects import S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.state import A_PLAY_HAND, A_PLAY_RESERVE, A_SUPPORT, A_TAP, Unit
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from tests.engine.kit import (
    BIG,
    FILLER,
    SMALL,
    afternoon_game,
    deck_of,
    make_card,
    put_in_reserve,
    record_of,
)

NILAM = (
    "When you exhaust a card in Reserve\xa0— You may exhaust me ({T}) to create a [Mana Moth "
    "2/2/2] Illusion token in target Expedition.  {J} You may exhaust target card in Reserve. "
    "(Exhausted cards can't be played and have no Support abilities.)"
)


def test_an_optional_exhaust_pays_only_with_a_ready_watcher():
    # The Nilam, Withered Tree (ALIZE): its own {J} exhausts a Reserve card, which triggers
    # its first ability: it exhausts itself and a Mana Moth joins the expedition needing it
    nilam = make_card("Nilam", "LANDMARK_PERMANENT", 4, stats=None, text=NILAM)
    deck = deck_of(FILLER, BIG, SMALL, (nilam, 1))
    record = record_of(deck, "Nilam")
    moth = record_of(deck, "Mana Moth").index
    assert record.on_join == ((reserve_kinds.E_EXHAUST_TARGET_RESERVE, 0, True),)
    assert record.statics == (
        (reserve_kinds.ST_ON_EXHAUST_RESERVE, 0, ((fx.E_TOKEN, 1, (moth, fx.TO_TARGET)),)),
    )
    assert classify_text(NILAM, fx.K_LANDMARK)[0] == MODELLED
    assert record_of(deck, "Big").keep_value > record_of(deck, "Small").keep_value
    game = afternoon_game(deck, hand=["Nilam"], mana=4)
    big, small = put_in_reserve(game, "Big", "Small")
    game.apply((A_PLAY_HAND, 0, 0))
    assert (big.status, small.status) == (0, S_EXHAUSTED)  # the least useful one
    assert game.landmarks[0].status == S_EXHAUSTED
    assert [u.card.name for u in game.exps[0]] == ["Mana Moth"] and game.exps[1] == []


def test_an_optional_exhaust_without_a_watcher_is_declined():
    # Akhlut / The Snow Queen (ALIZE): "{J} You may exhaust ({T}) target card in Reserve."
    queen = make_card("Queen", text="{J} You may exhaust ({T}) target card in Reserve.")
    deck = deck_of(FILLER, BIG, (queen, 1))
    game = afternoon_game(deck, hand=["Queen"], mana=1)
    (big,) = put_in_reserve(game, "Big")
    game.apply((A_PLAY_HAND, 0, 0))
    assert big.status == 0


def test_exhaust_target_card_in_reserve_falls_on_yours_when_goldfishing():
    # Rime Frost (ALIZE); an already exhausted card is the target when there is one
    text = (
        "Exhaust\xa0({T}) target card in Reserve. (Exhausted cards can't be played and have no "
        "Support abilities.)"
    )
    frost = make_card("Frost", "SPELL", 1, stats=None, text=text)
    deck = deck_of(FILLER, BIG, SMALL, (frost, 2))
    assert record_of(deck, "Frost").on_resolve == (
        (reserve_kinds.E_EXHAUST_TARGET_RESERVE, 0, False),
    )
    game = afternoon_game(deck, hand=["Frost", "Frost"], mana=2)
    big, small = put_in_reserve(game, "Big", "Small")
    game.apply((A_PLAY_HAND, 0, 0))
    assert (big.status, small.status) == (0, S_EXHAUSTED)
    game.apply((A_PLAY_HAND, 0, 0))  # the exhausted Small and the first Frost are targets
    assert big.status == 0


def test_a_support_exhaust_triggers_the_watcher():
    # Moth Larva (ALIZE), its Reserve text, with The Nilam in play
    echo = "{D} : Exhaust target card in Reserve. (Discard me from Reserve to do this.)"
    larva = make_card("Larva", echo=echo)
    nilam = make_card("Nilam", "LANDMARK_PERMANENT", 4, stats=None, text=NILAM)
    deck = deck_of(FILLER, BIG, (larva, 1), (nilam, 1))
    assert record_of(deck, "Larva").support == ((reserve_kinds.E_EXHAUST_TARGET_RESERVE, 0, False),)
    game = afternoon_game(deck)
    game.landmarks.append(Unit(record_of(deck, "Nilam")))
    _larva, big = put_in_reserve(game, "Larva", "Big")
    game.apply((A_SUPPORT, 0, 1))
    assert big.status == S_EXHAUSTED and game.landmarks[0].status == S_EXHAUSTED
    assert [u.card.name for u in game.exps[0]] == ["Mana Moth"]


def test_an_exhausted_resupply_triggers_the_watcher():
    # Kelonic Heater's "{J} [Exhausted Resupply]." (ALIZE) with The Nilam in play
    maker = make_card("Maker", text="{J} [Exhausted Resupply].")
    nilam = make_card("Nilam", "LANDMARK_PERMANENT", 4, stats=None, text=NILAM)
    deck = deck_of(FILLER, (maker, 1), (nilam, 1))
    game = afternoon_game(deck, hand=["Maker"], mana=1)
    game.landmarks.append(Unit(record_of(deck, "Nilam")))
    game.apply((A_PLAY_HAND, 0, 1))
    assert [u.status for u in game.reserve] == [S_EXHAUSTED]
    assert [u.card.name for u in game.exps[0]] == ["Mana Moth"]


def test_ready_all_cards_in_your_reserve():
    # Icarus (BISE)
    text = (
        '[Scout] {1}. (You may play me from hand for\xa0{1} with "{h} Send me to Reserve".)  '
        "{J} Ready all cards in your Reserve."
    )
    icarus = make_card("Icarus", cost=4, text=text)
    deck = deck_of(FILLER, BIG, SMALL, (icarus, 1))
    assert record_of(deck, "Icarus").on_join == ((reserve_kinds.E_READY_ALL_RESERVE, 0, None),)
    game = afternoon_game(deck, hand=["Icarus"], mana=4)
    units = put_in_reserve(game, "Big", "Small", status=S_EXHAUSTED)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.status for u in units] == [0, 0]


def test_axiom_exhibit_boosts_a_reserve_character_then_exhausts_or_readies_it():
    # Axiom Exhibit (DUSTER), both {T} texts; the Landmark's {T} is an action
    exhaust = (
        "{T} : Target Character in your Reserve gains 1 boost. Then exhaust it ({T}). "
        "(Exhausted cards can't be played and have no Support abilities.)"
    )
    ready = "{T} : Target Character in your Reserve gains 1 boost. Then ready it."
    tires = make_card("Tires", "LANDMARK_PERMANENT", 2, stats=None, text=exhaust)
    wakes = make_card("Wakes", "LANDMARK_PERMANENT", 2, stats=None, text=ready)
    deck = deck_of(FILLER, BIG, SMALL, (tires, 1), (wakes, 1))
    assert record_of(deck, "Tires").tap == ((reserve_kinds.E_BOOST_RESERVE_THEN, 1, True),)
    assert record_of(deck, "Wakes").tap == ((reserve_kinds.E_BOOST_RESERVE_THEN, 1, False),)
    game = afternoon_game(deck, mana=0)
    game.landmarks += [Unit(record_of(deck, "Tires")), Unit(record_of(deck, "Wakes"))]
    big, small = put_in_reserve(game, "Big", "Small")
    game.apply((A_TAP, 0, 0))  # no Mana: Big cannot be played now anyway; the most useful
    assert (big.boosts, big.status, small.boosts, small.status) == (1, S_EXHAUSTED, 0, 0)
    game.apply((A_TAP, 1, 0))  # the exhausted one is readied
    assert (big.boosts, big.status) == (2, 0)


def test_exhausted_cards_are_playable_with_vaike_in_play():
    # Vaike, Energy Pioneer (ALIZE)
    text = "You may play exhausted cards from your Reserve."
    vaike = make_card("Vaike", cost=2, text=text)
    deck = deck_of(FILLER, BIG, (vaike, 1))
    static = (reserve_kinds.ST_PLAY_EXHAUSTED, 0, (fx.K_ANY, False, False))
    assert record_of(deck, "Vaike").statics == (static,)
    game = afternoon_game(deck, mana=1)
    (big,) = put_in_reserve(game, "Big", status=S_EXHAUSTED)
    assert (A_PLAY_RESERVE, 0, 0) not in game.legal_actions()
    game.exps[1].append(Unit(record_of(deck, "Vaike")))
    assert {a for a in game.legal_actions() if a[0] == A_PLAY_RESERVE} == {
        (A_PLAY_RESERVE, 0, 0),
        (A_PLAY_RESERVE, 0, 1),
    }
    assert not game.is_legal((A_SUPPORT, 0, 0))
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.exps[0] == [big] and big.status == S_FLEETING and game.mana_ready == 0


def test_icarus_in_reserve_lets_other_exhausted_cards_be_played():
    # Icarus (BISE), its Reserve text: an {I} ability, while Icarus is ready
    echo = "{I} You may play exhausted cards from your Reserve."
    icarus = make_card("Icarus", cost=4, echo=echo)
    deck = deck_of(FILLER, BIG, (icarus, 1))
    game = afternoon_game(deck, mana=1)
    put_in_reserve(game, "Big", status=S_EXHAUSTED)
    (ica,) = put_in_reserve(game, "Icarus")
    assert game.is_legal((A_PLAY_RESERVE, 0, 1))
    ica.status = S_EXHAUSTED
    assert not game.is_legal((A_PLAY_RESERVE, 0, 1))
    vaike = make_card("Vaike", text="You may play exhausted cards from your Reserve.")
    deck = deck_of(FILLER, BIG, (vaike, 1))
    game = afternoon_game(deck, mana=1)
    put_in_reserve(game, "Big", status=S_EXHAUSTED)
    put_in_reserve(game, "Vaike")  # a main-text static does nothing from the Reserve
    assert not game.is_legal((A_PLAY_RESERVE, 0, 1))


def test_a_kelonic_heater_lets_exhausted_characters_join_its_expedition_only():
    # Kelonic Heater (ALIZE), a Gear
    text = (
        "{J} [Exhausted Resupply]. (Put the top card of your deck in Reserve, then exhaust it"
        "\xa0{T}.)  You may play exhausted Characters from your Reserve in my Expedition."
    )
    heater = make_card("Heater", "EXPEDITION_PERMANENT", 2, stats=None, text=text)
    spell = make_card("Spark", "SPELL", 1, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, BIG, (heater, 1), (spell, 1))
    assert classify_text(text, fx.K_GEAR)[0] == MODELLED
    game = afternoon_game(deck, mana=3)
    put_in_reserve(game, "Big", "Spark", status=S_EXHAUSTED)
    game.gear[1].append(Unit(record_of(deck, "Heater")))
    plays = [a for a in game.legal_actions() if a[0] == A_PLAY_RESERVE]
    assert plays == [(A_PLAY_RESERVE, 0, 1)]
    assert not game.is_legal((A_PLAY_RESERVE, 0, 0))


def test_frozen_reprocessor_keeps_one_more_card_if_it_is_exhausted():
    # Frozen Reprocessor (ALIZE)
    text = (
        "At Noon\xa0— [Exhausted Resupply]. (Put the top card of your deck in Reserve, then "
        "exhaust it {T}. Exhausted cards can't be played and have no Support abilities.)  You "
        "may keep one more card in Reserve during Night if it's exhausted."
    )
    lm = make_card("Reprocessor", "LANDMARK_PERMANENT", 4, stats=None, text=text)
    deck = deck_of(FILLER, BIG, SMALL, (lm, 1))
    assert record_of(deck, "Reprocessor").statics == ((reserve_kinds.ST_KEEP_EXHAUSTED, 1, None),)
    game = afternoon_game(deck)
    game.landmarks.append(Unit(record_of(deck, "Reprocessor")))
    put_in_reserve(game, "Big", "Big")
    (small,) = put_in_reserve(game, "Small", status=S_EXHAUSTED)
    clean_up(game)
    assert [u.card.name for u in game.reserve] == ["Big", "Big", "Small"]
    small.status = 0
    clean_up(game)  # ready: the plain limit of 2
    assert [u.card.name for u in game.reserve] == ["Big", "Big"] and game.discard[-1].name == (
        "Small"
    )


def test_the_one_more_exhausted_card_may_be_any_kept_one_and_the_player_picks():
    text = "You may keep one more card in Reserve during Night if it's exhausted."
    lm = make_card("Reprocessor", "LANDMARK_PERMANENT", 4, stats=None, text=text)
    deck = deck_of(FILLER, BIG, SMALL, (lm, 1))
    game = afternoon_game(deck)
    game.landmarks.append(Unit(record_of(deck, "Reprocessor")))
    put_in_reserve(game, "Big", status=S_EXHAUSTED)
    put_in_reserve(game, "Big", "Small")
    clean_up(game)  # the exhausted Big is the one more card: all three stay
    assert [u.card.name for u in game.reserve] == ["Big", "Big", "Small"]
    put_in_reserve(game, "Filler")
    asked: list[tuple[list[str], int]] = []

    def pick(state, decision):  # type: ignore[no-untyped-def]
        asked.append(([o.text for o in decision.options], decision.hint))
        return 0  # the exhausted Big, not the hint

    game.decider = pick
    clean_up(game)
    names = ["Big (Reserve)", "Big (Reserve)", "Small (Reserve)", "Filler (Reserve)"]
    (options, hint), (after, _hint) = asked
    assert options == names and hint in (2, 3)  # the engine would give up a small card
    assert after == names[1:]  # no exhausted card left: the plain limit of 2
    assert len(game.reserve) == 2 and record_of(deck, "Big") in game.discard


def test_reserve_limit_statics_of_reserve_cards():
    # Lyra Contortionist and Simurgh (BISE), their Reserve texts
    lyra = make_card("Lyra", echo="{I} I don't count towards your Reserve limit.")
    simurgh = make_card("Simurgh", cost=7, echo="{I} All Reserve limits are reduced by one.")
    deck = deck_of(FILLER, BIG, SMALL, (lyra, 1), (simurgh, 1))
    game = afternoon_game(deck)
    put_in_reserve(game, "Big", "Small", "Lyra")
    clean_up(game)
    assert sorted(u.card.name for u in game.reserve) == ["Big", "Lyra", "Small"]
    game.reserve = []
    put_in_reserve(game, "Simurgh", "Big")
    clean_up(game)
    assert len(game.reserve) == 1


def test_the_snow_queen_keeps_exhausted_characters_exhausted_during_morning():
    # The Snow Queen (ALIZE)
    text = (
        "[Eternal]. (During Rest, I don't go to Reserve.)  Exhausted Characters in Reserve "
        "remain exhausted during Morning."
    )
    queen = make_card("Queen", cost=7, text=text)
    spell = make_card("Spark", "SPELL", 1, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, BIG, (queen, 1), (spell, 1))
    assert classify_text(text, fx.K_CHARACTER)[0] == MODELLED
    game = afternoon_game(deck)
    big, spark = put_in_reserve(game, "Big", "Spark", status=S_EXHAUSTED)
    game.exps[0].append(Unit(record_of(deck, "Queen")))
    morning(game)
    assert (big.status, spark.status) == (S_EXHAUSTED, 0)
    game.exps[0].clear()
    morning(game)
    assert big.status == 0


def test_boost_gains_are_watched_after_each_action():
    # BLISS Fan (BISE) in play, Sap Dispersal (BISE) boosts two Reserve Characters
    fan_text = "When a Character in your Reserve gains 1 or more boosts\xa0— I gain 1 boost."
    fan = make_card("Fan", cost=2, text=fan_text)
    dispersal = make_card(
        "Dispersal", "SPELL", 1, stats=None, text="Characters in your Reserve gain 1 boost."
    )
    deck = deck_of(FILLER, BIG, SMALL, (fan, 1), (dispersal, 1))
    assert record_of(deck, "Fan").statics == (
        (reserve_kinds.ST_ON_RESERVE_BOOSTED, 0, ((fx.E_BOOST_SELF, 1, None),)),
    )
    game = afternoon_game(deck, hand=["Dispersal"], mana=1)
    fan_unit = Unit(record_of(deck, "Fan"))
    game.exps[0].append(fan_unit)
    put_in_reserve(game, "Big", "Small")
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.boosts for u in game.reserve[:2]] == [1, 1] and fan_unit.boosts == 2


def test_a_hero_exhausts_itself_when_a_character_gains_boosts():
    # Basira & Kaizaimon (ALIZE Hero): once a day (it readies in the Morning)
    text = (
        "When a Character you control gains 1 or more boosts\xa0— You may exhaust me ({T}) to "
        "give target Character 1 boost. (A boost is a +1/+1/+1 counter. Remove it when it "
        "leaves the Expedition zone.)"
    )
    hero = make_card("Basira", "HERO", text=text, reserve_limit=2, landmark_limit=2)
    grower = make_card("Grower", text="{J} I gain 1 boost.")
    deck = deck_of(FILLER, (grower, 2), hero=hero)
    assert deck.hero is not None and deck.hero.statics == (
        (reserve_kinds.ST_ON_CONTROLLED_BOOSTED, 0, ((fx.E_BOOST_TARGET, 1, None),)),
    )
    game = afternoon_game(deck, hand=["Grower", "Grower"], mana=2)
    game.apply((A_PLAY_HAND, 0, 1))  # it gains 1; the Hero gives the most recent one 1 more
    assert [u.boosts for u in game.exps[1]] == [2] and not game.hero_ready
    game.apply((A_PLAY_HAND, 0, 1))
    assert [u.boosts for u in game.exps[1]] == [2, 1]


def test_akhlut_exhausts_a_reserve_card_when_it_gains_boosts_with_the_nilam_in_play():
    # Akhlut (ALIZE): its own {J} boost triggers the optional exhaust, which The Nilam pays for
    text = (
        "When I gain 1 or more boosts\xa0— You may exhaust ({T}) target card in Reserve. "
        "(Exhausted cards can't be played and have no Support abilities.)  {J} I gain 1 boost."
    )
    akhlut = make_card("Akhlut", cost=4, text=text)
    nilam = make_card("Nilam", "LANDMARK_PERMANENT", 4, stats=None, text=NILAM)
    deck = deck_of(FILLER, BIG, (akhlut, 1), (nilam, 1))
    assert record_of(deck, "Akhlut").statics == (
        (reserve_kinds.ST_ON_BOOSTED_SELF, 0, ((reserve_kinds.E_EXHAUST_TARGET_RESERVE, 0, True),)),
    )
    game = afternoon_game(deck, hand=["Akhlut"], mana=4)
    game.landmarks.append(Unit(record_of(deck, "Nilam")))
    (big,) = put_in_reserve(game, "Big")
    game.apply((A_PLAY_HAND, 0, 1))
    assert big.status == S_EXHAUSTED and game.landmarks[0].status == S_EXHAUSTED
    assert sorted(u.card.name for e in game.exps for u in e) == ["Akhlut", "Mana Moth"]
