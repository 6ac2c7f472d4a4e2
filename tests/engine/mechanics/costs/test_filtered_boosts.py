"""The costs mechanic: boosts to the Characters a filter picks,
conditions, optional costs, statics in Reserve and cost cuts; each form with the card text
it comes from (bundled card data) and the exact state change."""

from __future__ import annotations

from altered_deck.engine.compiler.coverage import MODELLED, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import dusk, night, noon
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_ANCHORED, S_ASLEEP, S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import (
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_TAP,
    P_AFTERNOON,
    Unit,
)
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from altered_deck.engine.mechanics.terrain import kinds as terrain_kinds
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
    vanilla,
)

V, M, W = 1, 2, 4  # {V} Forest, {M} Mountain, {O} Water


def _where(n: int, *flags: object) -> tuple:
    return (costs_kinds.E_BOOST_WHERE, n, flags)


def test_another_fleeting_character_gains_two_boosts():
    # Bravos Rescuer (ALIZE)
    text = "{J} You may target another [[Fleeting]] Character. It gains 2 boosts."
    deck = deck_of(FILLER, (make_card("Rescuer", text=text), 1))
    assert record_of(deck, "Rescuer").on_join == (
        _where(2, False, True, S_FLEETING, 0, "", 0, False, True),
    )
    game = afternoon_game(deck, hand=["Rescuer"], mana=1)
    fleeting = put_in_play(game, "Filler", 1, status=S_FLEETING)
    plain = put_in_play(game, "Filler", 0)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (fleeting.boosts, plain.boosts, game.exps[0][-1].boosts) == (2, 0, 0)


def test_boosts_to_characters_in_a_forest_region():
    # Saskia, Sly Naturalist (ALIZE), two versions
    one = make_card("Saskia", text="{J} You may give 2 boosts to another target Character in {V}.")
    every = make_card(
        "Saskia2", text="{J} Any number of other target Characters in {V} each gain 2 boosts."
    )
    deck = deck_of(FILLER, (one, 1), (every, 1))
    assert record_of(deck, "Saskia").on_join == (_where(2, False, True, 0, 0, "", V, False, True),)
    # "any number of target": every and optional (the engine's pick: every one of mine)
    assert record_of(deck, "Saskia2").on_join == (_where(2, True, True, 0, 0, "", V, False, True),)
    layout = (M, 7, 7, 7, 7, 7, 7, V | W)  # the Hero region has no Forest, the Companion's has
    game = afternoon_game(deck, hand=["Saskia", "Saskia2"], mana=2, layout=layout)
    hero_side = put_in_play(game, "Filler", 0)
    first = put_in_play(game, "Filler", 1)
    second = put_in_play(game, "Filler", 1)
    game.apply((A_PLAY_HAND, 0, 0))  # one target: the most recent in {V}
    assert (hero_side.boosts, first.boosts, second.boosts) == (0, 0, 2)
    game.apply((A_PLAY_HAND, 0, 1))  # every other one in {V}, not Saskia herself
    assert (hero_side.boosts, first.boosts, second.boosts) == (0, 2, 4)
    assert game.exps[1][-1].card.name == "Saskia2" and game.exps[1][-1].boosts == 0


def test_boosts_to_a_target_plant_and_to_every_robot_animal_or_plant():
    # Muna Druid (CORE); Ogun (CORE) and Arawn (BISE)
    druid = make_card("Druid", text="{H} You may give 2 boosts to target Plant.")
    ogun = make_card(
        "Ogun",
        text="{J} Robots you control gain 1 boost[]. (A boost is a +1/+1/+1 counter. Remove it "
        "when it leaves the Expedition zone.)",
    )
    arawn = make_card(
        "Arawn",
        text='[Scout] {2}. (You may play me from hand for {2} with "{h} Send me to Reserve".)  '
        "{J} Animals you control gain 1 boost.",
    )
    plant = make_card("Sprout", subtypes=("PLANT",))
    robot = make_card("Bot", subtypes=("ROBOT",))
    animal = make_card("Cat", subtypes=("ANIMAL",))
    deck = deck_of(FILLER, (druid, 1), (ogun, 1), (arawn, 1), (plant, 1), (robot, 2), (animal, 1))
    assert record_of(deck, "Druid").on_hand == (
        _where(2, False, False, 0, 0, "PLANT", 0, False, True),
    )
    assert record_of(deck, "Ogun").on_join == (
        _where(1, True, False, 0, 0, "ROBOT", 0, False, False),
    )
    assert record_of(deck, "Arawn").on_join == (
        _where(1, True, False, 0, 0, "ANIMAL", 0, False, False),
    )
    game = afternoon_game(deck, hand=["Druid", "Ogun", "Arawn"], mana=3)
    sprout = put_in_play(game, "Sprout", 1)
    filler = put_in_play(game, "Filler", 0)
    bots = [put_in_play(game, "Bot", 0), put_in_play(game, "Bot", 1)]
    cat = put_in_play(game, "Cat", 1)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    assert [u.boosts for u in (sprout, filler, *bots, cat)] == [2, 0, 1, 1, 1]


def test_another_character_loses_fleeting_and_gains_a_boost():
    # Bravos Vanguard (CORE), two versions
    lose = make_card(
        "Vanguard", text="{J} You may have another target Character lose [[Fleeting]]."
    )
    both = make_card(
        "Vanguard2",
        text="{J} You may have another target Character lose [[Fleeting]] and gain 1 boost.",
    )
    deck = deck_of(FILLER, (lose, 1), (both, 1))
    assert record_of(deck, "Vanguard").on_join == (
        _where(0, False, True, 0, S_FLEETING, "", 0, False, True),
    )
    game = afternoon_game(deck, hand=["Vanguard", "Vanguard2"], mana=2)
    fleeting = put_in_play(game, "Filler", 1, status=S_FLEETING)
    plain = put_in_play(game, "Filler", 0)  # more recent and nearer, but not Fleeting
    game.apply((A_PLAY_HAND, 0, 0))
    assert (fleeting.status, fleeting.boosts, plain.boosts) == (0, 0, 0)
    fleeting.status = S_FLEETING
    game.apply((A_PLAY_HAND, 0, 0))
    assert (fleeting.status, fleeting.boosts, plain.boosts) == (0, 1, 0)


def test_a_landmark_boosts_a_character_in_a_single_terrain_region():
    # The Origamium (CYCLONE): its {T} ability is executed (and [Ascends] is tracked)
    text = (
        "{J} Target Expedition [Ascends].  {T}: Target Character in a single-terrain region "
        "gains 1 boost."
    )
    lm = make_card("Origamium", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (lm, 1))
    assert record_of(deck, "Origamium").tap == (_where(1, False, False, 0, 0, "", 0, True, False),)
    assert classify_text(text, fx.K_LANDMARK)[0] == MODELLED
    game = afternoon_game(deck, layout=(7, 7, 7, 7, 7, 7, 7, V))
    game.landmarks.append(Unit(record_of(deck, "Origamium")))
    hero_side = put_in_play(game, "Filler", 0)
    single = put_in_play(game, "Filler", 1)
    game.apply((A_TAP, 0, 0))
    assert (hero_side.boosts, single.boosts) == (0, 1)


def test_pay_to_create_a_robot_then_robots_gain_a_boost():
    # Ogun (CORE): the Brassbug comes only when {2} is paid; the boosts come either way
    text = (
        "{J} You may pay {2} to create a [Brassbug 2/2/2] Robot token in target Expedition. "
        "Then, Robots you control gain 1 boost."
    )
    deck = deck_of(
        FILLER, (make_card("Ogun", text=text), 2), (make_card("Bot", subtypes=("ROBOT",)), 1)
    )
    bug = record_of(deck, "Brassbug").index
    assert record_of(deck, "Ogun").on_join == (
        (costs_kinds.E_PAY, 2, (((fx.E_TOKEN, 1, (bug, fx.TO_TARGET)),),)),
        _where(1, True, False, 0, 0, "ROBOT", 0, False, False),
    )
    game = afternoon_game(deck, hand=["Ogun", "Ogun"], mana=4)
    bot = put_in_play(game, "Bot", 0)
    game.apply((A_PLAY_HAND, 0, 1))  # 1 + 2 paid
    assert [(u.card.name, u.boosts) for u in game.exps[1]] == [("Ogun", 0), ("Brassbug", 1)]
    assert (bot.boosts, game.mana_ready) == (1, 1)
    game.apply((A_PLAY_HAND, 0, 1))  # 1 paid, none left for the Brassbug
    assert [u.card.name for u in game.exps[1]] == ["Ogun", "Brassbug", "Ogun"]
    assert (bot.boosts, game.exps[1][1].boosts, game.mana_ready) == (2, 2, 0)


def test_pay_two_to_give_me_a_boost():
    # Bravos Pathfinder (CORE)
    text = (
        "[Seasoned]. (I keep my boosts when I go to Reserve.)  {H} You may pay {2} to give me 1 "
        "boost."
    )
    deck = deck_of(FILLER, (make_card("Pathfinder", text=text), 2))
    assert record_of(deck, "Pathfinder").on_hand == (
        (costs_kinds.E_PAY, 2, (((fx.E_BOOST_SELF, 1, None),),)),
    )
    for mana, boosts, left in ((3, 1, 0), (2, 0, 1)):
        game = afternoon_game(deck, hand=["Pathfinder"], mana=mana)
        game.apply((A_PLAY_HAND, 0, 0))
        assert (game.exps[0][0].boosts, game.mana_ready) == (boosts, left)


def test_a_character_gains_a_boost_and_wakes_up():
    # Rallying Call (ALIZE): an Asleep Character is the target worth waking
    text = "Target Character gains 1 boost. If it is [[Asleep]], it loses [[Asleep]]."
    deck = deck_of(FILLER, (make_card("Call", "SPELL", 1, stats=None, text=text), 2))
    assert record_of(deck, "Call").on_resolve == ((costs_kinds.E_BOOST_WAKE, 1, None),)
    game = afternoon_game(deck, hand=["Call", "Call"], mana=2)
    asleep = put_in_play(game, "Filler", 1, status=S_ASLEEP | S_ANCHORED)
    awake = put_in_play(game, "Filler", 0)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (asleep.boosts, asleep.status, awake.boosts) == (1, S_ANCHORED, 0)
    game.apply((A_PLAY_HAND, 0, 0))  # nobody asleep: the usual target
    assert (asleep.boosts, awake.boosts) == (1, 1)


def test_conditions_on_my_boosts_the_landmarks_and_a_hand_that_is_empty():
    # Shortage Supervisor (BISE), Bravos Bladedancer (CORE), Ordis Tourist (DUSTERCB)
    supervisor = make_card(
        "Supervisor",
        text="{R} If your hand is empty, I gain 2 boosts, otherwise I gain 1 boost.",
    )
    blade = make_card(
        "Blade",
        text="[Seasoned]. (I keep my boosts when I go to Reserve.)  {J} I gain 1 boost.  {R} If I "
        "have 4 boosts or less, I lose [[Fleeting]].",
    )
    tourist = make_card(
        "Tourist", text="{J} If there are two or more cards in your Landmarks, I gain 1 boost."
    )
    lm = make_card("Lm", "LANDMARK_PERMANENT", 1, stats=None, text="[Seasoned].")
    deck = deck_of(FILLER, (supervisor, 1), (blade, 1), (tourist, 1), (lm, 2))
    assert record_of(deck, "Supervisor").on_reserve == (
        (
            boosts_kinds.E_IF_ELSE,
            0,
            (
                boosts_kinds.C_HAND_EMPTY,
                0,
                ((fx.E_BOOST_SELF, 2, None),),
                ((fx.E_BOOST_SELF, 1, None),),
            ),
        ),
    )
    for hand, boosts in (([], 2), (["Filler"], 1)):
        game = afternoon_game(deck, hand=hand, mana=1)
        game.reserve.append(Unit(record_of(deck, "Supervisor")))
        game.apply((A_PLAY_RESERVE, 0, 0))
        assert game.exps[0][0].boosts == boosts
    for kept, status in ((4, 0), (5, S_FLEETING)):  # {R} before {J}: checked on 4 or 5
        game = afternoon_game(deck, mana=1)
        game.reserve.append(Unit(record_of(deck, "Blade"), kept))
        game.apply((A_PLAY_RESERVE, 0, 0))
        assert (game.exps[0][0].boosts, game.exps[0][0].status) == (kept + 1, status)
    for landmarks, boosts in ((2, 1), (1, 0)):
        game = afternoon_game(deck, hand=["Tourist"], mana=1)
        game.landmarks += [Unit(record_of(deck, "Lm")) for _ in range(landmarks)]
        game.apply((A_PLAY_HAND, 0, 0))
        assert game.exps[0][0].boosts == boosts


def test_single_terrain_regions_visible_and_base_statistics_of_zero():
    # Lyra Mapmaker (CYCLONE), The Painthouse (CYCLONE), Pinocchio (DUSTER)
    lyra = make_card(
        "Lyra", text="{J} If three or more single-terrain regions are visible, I gain 1 boost."
    )
    paint = make_card(
        "Paint",
        "LANDMARK_PERMANENT",
        2,
        stats=None,
        text="{J} [Resupply], then [Resupply] again.  At Noon — If three or more single-terrain "
        "regions are visible, you may give 2 boosts to target Character in Reserve.",
    )
    pinocchio = make_card(
        "Pinocchio",
        stats=(2, 0, 2),
        text="{R} If there are three or more base statistics of 0 among Characters you control, "
        "draw a card.",
    )
    deck = deck_of(FILLER, (lyra, 1), (paint, 1), (pinocchio, 2), (vanilla("Zeros", (0, 0, 3)), 1))
    assert record_of(deck, "Paint").on_join == (
        (fx.E_RESUPPLY, 1, False),
        (fx.E_RESUPPLY, 1, False),
    )
    layout = (7, V, M | W, M, V | W, W, V | M, 7)  # single-terrain: regions 1, 3 and 5
    for shown, boosts in (((1, 3, 5), 1), ((1, 2, 3, 4), 0)):
        game = afternoon_game(deck, hand=["Lyra"], mana=1, layout=layout)
        for i in shown:
            game.revealed[i] = True
        game.apply((A_PLAY_HAND, 0, 0))
        assert game.exps[0][0].boosts == boosts
        game.reserve.append(Unit(record_of(deck, "Filler")))
        run(game, record_of(deck, "Paint").at_noon, None, -1)
        assert game.reserve[0].boosts == 2 * boosts
    for zeros, drawn in (("Zeros", 1), ("Filler", 0)):
        game = afternoon_game(deck, mana=1)
        put_in_play(game, zeros, 1)
        game.reserve.append(Unit(record_of(deck, "Pinocchio")))
        game.apply((A_PLAY_RESERVE, 0, 0))
        assert len(game.hand) == drawn


def test_reserve_cards_gain_boosts_at_noon_up_to_a_max():
    # Bumblebeet (BISE) and Dredger Drone (BISE), their Reserve ({I}) abilities
    bee = make_card("Bee", echo="{I} At Noon — I gain 1 boost, up to a max of 2.")
    drone = make_card(
        "Drone",
        cost=2,
        echo="{I} At Noon — Choose one:  • I gain 1 boost, up to a max of 3.  • {T} : I gain 2 "
        "boosts, up to a max of 3.",
    )
    deck = deck_of(FILLER, (bee, 2), (drone, 1))
    assert record_of(deck, "Drone").statics == (
        (
            costs_kinds.ST_NOON_RESERVE,
            0,
            (
                ("I gain 1 boost, up to a max of 3", "{T} : I gain 2 boosts, up to a max of 3"),
                ((costs_kinds.E_BOOST_CAPPED, 1, 3),),
                ((costs_kinds.E_EXHAUST_SELF, 0, None), (costs_kinds.E_BOOST_CAPPED, 2, 3)),
            ),
        ),
    )
    game = afternoon_game(deck, mana=2)
    bee_unit, tired = Unit(record_of(deck, "Bee")), Unit(record_of(deck, "Bee"), 0, S_EXHAUSTED)
    drone_unit = Unit(record_of(deck, "Drone"))
    game.reserve += [bee_unit, tired, drone_unit]
    noon(game)  # the Drone (Reserve cost 2) can be played with 2 Mana: it stays ready
    assert [(u.boosts, u.status) for u in game.reserve] == [(1, 0), (0, S_EXHAUSTED), (1, 0)]
    noon(game)
    noon(game)
    assert (bee_unit.boosts, drone_unit.boosts) == (2, 3)
    game.mana_cards = game.mana_cards[:1]  # now it cannot be played: exhausted for 2 more
    drone_unit.boosts = 0
    noon(game)
    assert (drone_unit.boosts, drone_unit.status) == (2, S_EXHAUSTED)
    text = record_of(deck, "Drone")
    assert classify_text("{I} At Noon — I gain 1 boost, up to a max of 2.", text.kind, True)[0] == (
        MODELLED
    )


def test_characters_in_the_stews_expedition_keep_their_boosts_at_rest():
    # The Stew (BISE), two versions: a Gear
    stew = make_card(
        "Stew",
        "EXPEDITION_PERMANENT",
        2,
        stats=None,
        text="{J} Target Character gains 1 boost.  Characters in my Expedition are [Seasoned]. "
        "(They keep their boosts when they go to Reserve.)",
    )
    stew2 = make_card(
        "Stew2",
        "EXPEDITION_PERMANENT",
        2,
        stats=None,
        text="{J} You may pay {1} to have target Character gain 1 boost or lose [[Fleeting]].  "
        "Characters in my Expedition are [Seasoned]. (They keep their boosts when they go to "
        "Reserve.)",
    )
    deck = deck_of(FILLER, (stew, 1), (stew2, 2))
    assert record_of(deck, "Stew").statics == ((costs_kinds.ST_SEASONED_HERE, 0, None),)
    game = afternoon_game(deck, hand=["Stew"], mana=2)
    kept = put_in_play(game, "Filler", 0, boosts=2)
    lost = put_in_play(game, "Filler", 1, boosts=3)
    game.apply((A_PLAY_HAND, 0, 0))  # its {J}: the most recent in the Hero expedition
    night(game)
    assert [(u.card.name, u.boosts) for u in game.reserve] == [("Filler", 3), ("Filler", 0)]
    assert (kept.boosts, lost.boosts) == (3, 0)
    for status, after in ((S_FLEETING, (0, 0)), (0, (0, 1))):
        game = afternoon_game(deck, hand=["Stew2"], mana=3)
        target = put_in_play(game, "Filler", 1, status=status)
        game.apply((A_PLAY_HAND, 0, 1))  # 2 + 1 paid: a Fleeting one loses it, else a boost
        assert (target.status, target.boosts) == after and game.mana_ready == 0


def test_my_region_is_forest_in_addition_or_instead():
    # Persephone (ALIZE), two versions; Magic Beans (ALIZE), a Gear
    plus = make_card(
        "Persephone", stats=(0, 0, 0), text="My region is {V} in addition to its other terrains."
    )
    only = make_card(
        "Persephone2",
        stats=(0, 0, 0),
        text="My region and the region of the Expedition facing me are {V} and lose their other "
        "terrains.",
    )
    beans = make_card(
        "Beans",
        "EXPEDITION_PERMANENT",
        1,
        stats=None,
        text="{J} Target Character in my Expedition gains 1 boost.  My region is {V} in addition "
        "to its other terrains.",
    )
    deck = deck_of(FILLER, (plus, 1), (only, 1), (beans, 1), (vanilla("Forest", (2, 0, 0)), 2))
    assert deck.hooks.terrain
    assert record_of(deck, "Persephone2").statics == (
        (terrain_kinds.ST_TERRAIN, 0, (V, True, True)),
    )
    layout = (M, V, M | W, M, V | W, W, V | M, W)
    game = afternoon_game(deck, hand=["Persephone", "Beans"], mana=2, layout=layout)
    put_in_play(game, "Forest", 0)
    assert not game.would_move(0)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.layout == (M | V, *layout[1:]) and game.base_layout == layout
    assert game.would_move(0)
    game.apply((A_PLAY_HAND, 0, 1))  # a Gear in the Companion expedition, region 7
    assert (game.layout[0], game.layout[7]) == (M | V, W | V)
    game.exps[0][-1].status = S_ANCHORED  # Persephone stays; her expedition moves at Dusk
    dusk(game)
    night(game)  # the Gear's expedition did not move: it stays
    assert game.pos == [1, 7]
    assert game.layout == (M, V, M | W, M, V | W, W, V | M, W | V)
    game.gear[1].clear()
    game.exps[0].clear()
    night(game)
    assert (game.layout, game.base_layout) == (layout, None)
    game = afternoon_game(deck, hand=["Persephone2"], mana=1, layout=(M | W, *layout[1:]))
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.layout == (V, *layout[1:])


def test_a_region_change_is_shared_with_the_facing_player_in_a_duel():
    # Persephone (ALIZE): "the region of the Expedition facing me" is the opponent's
    only = make_card(
        "Persephone2",
        stats=(0, 0, 0),
        text="My region and the region of the Expedition facing me are {V} and lose their other "
        "terrains.",
    )
    deck = deck_of((vanilla("Filler"), 20), (only, 2))
    duel = Duel((deck, deck), 4)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    me, them = duel.seats
    layout = (7, M, V | W, W, V | M, V, M | W, 7)
    me.layout = them.layout = layout
    them.pos[0] = 1  # the facing (Hero) expedition stands in region 1
    me.hand.append(record_of(deck, "Persephone2"))
    duel.apply((A_PLAY_HAND, len(me.hand) - 1, 0))
    assert me.layout is them.layout
    assert me.layout == (V, V, *layout[2:]) and them.base_layout == layout


def test_a_hero_places_its_terrain_markers_at_noon():
    # Nadir & Bubbles (CYCLONE): the Marker of the deck's strongest terrain, on the region of
    # an expedition that lacks it
    text = (
        "I begin the game with one {V}, one {M} and one {O} Terrain Marker.  At Noon — You may "
        "place one of my Markers on target visible region. (It gains the terrain of the Marker "
        "and loses its other terrains until the Marker is removed.)"
    )
    hero = make_card("Nadir", "HERO", text=text)
    deck = deck_of((vanilla("Forest", (3, 0, 1)), 10), hero=hero)
    assert deck.hero is not None and deck.unmodelled == () and deck.hooks.terrain
    assert deck.hero.statics == ((terrain_kinds.ST_TERRAIN_MARKERS, 0, V | M | W),)
    assert deck.hero.at_noon == ((terrain_kinds.E_PLACE_MARKER, 0, None),)
    layout = (M | W, V, M | W, M, V | W, W, V | M, V | M | W)
    game = afternoon_game(deck, layout=layout)
    noon(game)
    assert (game.markers, game.layout) == (((0, V),), (V, *layout[1:]))
    noon(game)  # Water next: the Hero region is marked, the Companion one has Water
    assert game.markers == ((0, V),) and game.base_layout == layout
    game.pos[1] = 6
    game.revealed[6] = True
    noon(game)
    assert game.markers == ((0, V), (6, W))
    assert game.layout == (V, *layout[1:6], W, layout[7])
    duel = Duel((deck, deck), 1)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    me, them = duel.seats
    me.layout = them.layout = layout
    noon(me)
    assert me.layout is them.layout and me.layout[0] == V and them.markers == ()


def test_the_kraken_sacrifices_characters_and_floods_every_region():
    # The Kraken (CORE), two versions; Kuwat, the Dissenter: "{J} Sacrifice a Character."
    rest = "  All regions are {O} and lose their other terrains."
    gigantic = "[Gigantic]. (I am considered present in each of your Expeditions.)  "
    kraken = make_card(
        "Kraken", cost=7, stats=(0, 0, 8), text=gigantic + "{J} Sacrifice two Characters." + rest
    )
    kraken1 = make_card(
        "Kraken1", cost=7, stats=(0, 0, 8), text=gigantic + "{J} Sacrifice one Character." + rest
    )
    kuwat = make_card("Kuwat", stats=(3, 3, 3), text="{J} Sacrifice a Character.")
    maker = make_card(
        "Maker", text="{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition."
    )
    deck = deck_of(FILLER, (kraken, 1), (kraken1, 1), (kuwat, 1), (maker, 1))
    assert deck.unmodelled == () and deck.hooks.terrain
    sacrifice = (fx.K_CHARACTER, (), 0, (), ())  # the sacrifice mechanic's general sacrifice
    assert record_of(deck, "Kraken").on_join == ((sacrifice_kinds.E_SACRIFICE, 2, sacrifice),)
    assert record_of(deck, "Kraken").statics == ((terrain_kinds.ST_ALL_REGIONS, 0, W),)
    assert record_of(deck, "Kraken1").on_join == ((sacrifice_kinds.E_SACRIFICE, 1, sacrifice),)
    layout = (7, V, M | W, M, V | W, W, V | M, 7)
    game = afternoon_game(deck, hand=["Maker", "Kraken"], mana=8, layout=layout)
    game.apply((A_PLAY_HAND, 0, 1))  # Maker and its token in the Companion expedition
    big = put_in_play(game, "Filler", 0, boosts=2)
    small = put_in_play(game, "Filler", 0)
    game.apply((A_PLAY_HAND, 0, 0))  # the token first, then the least useful Character
    assert [u.card.name for e in game.exps for u in e] == ["Filler", "Kraken", "Maker"]
    assert game.exps[0][0] is big and small not in game.exps[0]
    assert [c.name for c in game.discard] == ["Filler"]
    assert game.layout == (W,) * 8 and game.base_layout == layout
    night(game)
    assert (game.layout, game.base_layout) == (layout, None)
    game = afternoon_game(deck, hand=["Kuwat"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))  # alone: Kuwat sacrifices itself
    assert game.exps == ([], []) and [c.name for c in game.discard] == ["Kuwat"]
