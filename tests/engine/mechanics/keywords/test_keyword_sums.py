"""The costs mechanic: statics that change expedition sums or
Defender (engine/other_sums.py), in goldfish games and duels; each form with the card text it
comes from (bundled card data) and the exact sums."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.state import A_MANA, A_PLAY_HAND, P_AFTERNOON, Unit
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.watchers import kinds as watchers_kinds
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
    vanilla,
)

LOPSIDED = vanilla("Lopsided", (3, 0, 1))
V, M, W = 1, 2, 4  # {V} Forest, {M} Mountain, {O} Water


def test_characters_in_my_expedition_use_their_highest_statistic():
    # Winter Outfits (ALIZE), a Gear
    text = (
        "{R} I lose [[Fleeting]].  The {V}, {M} and {O} of Characters in my Expedition are "
        "equal to their highest statistic."
    )
    outfits = make_card("Outfits", "EXPEDITION_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (outfits, 1), (LOPSIDED, 2))
    assert deck.hooks.sums is not None and deck.unmodelled == ()
    game = afternoon_game(deck)
    put_in_play(game, "Lopsided", 0, boosts=1)
    put_in_play(game, "Lopsided", 1)
    assert game.expedition_sums(0) == (4, 1, 2, False)
    game.gear[0].append(Unit(record_of(deck, "Outfits")))
    assert (game.expedition_sums(0), game.expedition_sums(1)) == (
        (4, 4, 4, False),
        (3, 0, 1, False),
    )


def test_my_highest_statistic_when_in_contact_or_in_a_forest_region():
    # Urbex Specialist (DUSTER), two versions: the goldfish opponent's expeditions stay in
    # regions 0 and 7, where mine are In Contact with them
    contact = make_card(
        "Urbex",
        stats=(3, 0, 1),
        text="If I'm [In Contact], my {V}, {M} and {O} are equal to my highest statistic. (I'm In "
        "Contact if another player's Expedition is in my region.)  {J} If I'm not [In Contact], I "
        "gain 1 boost.",
    )
    forest = make_card(
        "Urbex2",
        stats=(3, 0, 1),
        text="If I'm in {V}, my {V}, {M} and {O} are equal to my highest statistic.  {J} If I'm "
        "not in {V}, I gain 1 boost.",
    )
    deck = deck_of(FILLER, (contact, 1), (forest, 1))
    assert deck.unmodelled == ()
    assert record_of(deck, "Urbex2").statics == (
        (costs_kinds.ST_MY_HIGHEST, 0, (boosts_kinds.C_IN_TERRAIN, V)),
    )
    for region, sums, boosts in ((0, (3, 3, 3, False), 0), (1, (4, 1, 2, False), 1)):
        game = afternoon_game(deck, hand=["Urbex"], mana=1)
        game.pos[0] = region
        game.apply((A_PLAY_HAND, 0, 0))
        assert (game.expedition_sums(0), game.exps[0][0].boosts) == (sums, boosts)
    layout = (V | M, 7, 7, 7, 7, 7, 7, M | W)
    for exp, sums in ((0, (3, 3, 3, False)), (1, (4, 1, 2, False))):
        game = afternoon_game(deck, hand=["Urbex2"], mana=1, layout=layout)
        game.apply((A_PLAY_HAND, 0, exp))
        assert game.expedition_sums(exp) == sums


def test_tokens_you_control_are_gigantic():
    # Atlas (CORE)
    text = (
        "[Gigantic]. (I am considered present in each of your Expeditions.)  Tokens you control "
        "are [Gigantic]."
    )
    atlas = make_card("Atlas", cost=6, stats=(2, 2, 2), text=text)
    maker = make_card(
        "Maker", text="{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition."
    )
    deck = deck_of(FILLER, (atlas, 1), (maker, 1))
    game = afternoon_game(deck, hand=["Maker"], mana=1)
    game.apply((A_PLAY_HAND, 0, 1))  # Maker 1/1/1 and a 1/1/1 token in the Companion one
    assert game.expedition_sums(0) == (0, 0, 0, False)
    put_in_play(game, "Atlas", 1)
    assert (game.expedition_sums(0), game.expedition_sums(1)) == (
        (3, 3, 3, False),
        (4, 4, 4, False),
    )
    assert game.progress_flags() == (True, True, False, False)


def test_defender_unless_you_control_plants_or_bureaucrats():
    # Verdantback (CORE), two versions; Monolith Archivist (CORE)
    reminder = " (My Expedition can't move forward during Dusk.)"
    plants = make_card(
        "Verdant",
        subtypes=("PLANT",),
        text="I am [Defender] unless you control two or more other Plants." + reminder,
    )
    bureaucrats = make_card(
        "Verdant2",
        subtypes=("PLANT",),
        text="I am [Defender] unless you control two or more Bureaucrats." + reminder,
    )
    archivist = make_card(
        "Archivist",
        subtypes=("BUREAUCRAT",),
        text="I am [Defender] unless you control two or more other Bureaucrats." + reminder,
    )
    sprout = make_card("Sprout", subtypes=("PLANT",))
    clerk = make_card("Clerk", subtypes=("BUREAUCRAT",))
    deck = deck_of(FILLER, (plants, 1), (bureaucrats, 1), (archivist, 1), (sprout, 2), (clerk, 2))
    assert record_of(deck, "Verdant").statics == (
        (costs_kinds.ST_DEFENDER_UNLESS, 0, (fx.C_SUBTYPE_OTHERS, (2, "PLANT"))),
    )
    for name, helper in (("Verdant", "Sprout"), ("Verdant2", "Clerk"), ("Archivist", "Clerk")):
        game = afternoon_game(deck)
        put_in_play(game, name, 0)
        put_in_play(game, helper, 1)
        assert game.expedition_sums(0)[3] and not game.would_move(0)
        put_in_play(game, helper, 1)
        assert not game.expedition_sums(0)[3] and game.would_move(0)
        assert game.progress_flags() == (True, True, False, False)


def test_defender_unless_facing_two_characters_in_a_duel():
    # Armored Bird (CYCLONE): always Defender against the goldfish opponent
    text = (
        "I am [Defender] unless I'm facing two or more Characters. (My Expedition can't move "
        "forward during Dusk.)"
    )
    deck = deck_of((vanilla("Filler"), 20), (make_card("Bird", stats=(5, 5, 5), text=text), 1))
    game = afternoon_game(deck)
    put_in_play(game, "Bird", 0)
    assert game.expedition_sums(0) == (5, 5, 5, True)
    duel = Duel((deck, deck), 2)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    me, them = duel.seats
    me.exps[0].append(Unit(record_of(deck, "Bird")))
    them.exps[0].append(Unit(record_of(deck, "Filler")))
    assert me.expedition_sums(0)[3] and not me.would_move(0)
    them.exps[0].append(Unit(record_of(deck, "Filler")))
    assert not me.expedition_sums(0)[3] and me.would_move(0)  # 5/5/5 against 2/2/2


def test_defender_characters_do_not_prevent_my_expedition_from_moving():
    # Mobile Armory (ALIZE), a Gear; Sunisa, Ordis Bodyguard (DUSTER), with its condition
    armory = make_card(
        "Armory",
        "EXPEDITION_PERMANENT",
        2,
        stats=None,
        text="{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.  [Defender] "
        "Characters don't prevent my Expedition from moving forward.",
    )
    sunisa = make_card(
        "Sunisa",
        text="[Defender]. (My Expedition can't move forward during Dusk.)  If there are two or "
        "more cards in your Landmarks, [Defender] Characters don't prevent my Expedition from "
        "moving forward.",
    )
    wall = make_card("Wall", text="[Defender].")
    lm = make_card("Lm", "LANDMARK_PERMANENT", 1, stats=None, text="[Seasoned].")
    deck = deck_of(FILLER, (armory, 1), (sunisa, 1), (wall, 1), (lm, 2))
    # (with a condition: the watchers mechanic's form)
    assert record_of(deck, "Sunisa").statics == (
        (watchers_kinds.ST_DEFENDER_WAIVE, 0, (fx.C_LANDMARKS, 2)),
    )
    assert record_of(deck, "Armory").statics == ((costs_kinds.ST_IGNORE_DEFENDERS, 0, None),)
    game = afternoon_game(deck, hand=["Armory"], mana=2)
    put_in_play(game, "Wall", 0)
    assert not game.would_move(0)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.expedition_sums(0) == (2, 2, 2, False) and game.would_move(0)
    game = afternoon_game(deck)
    put_in_play(game, "Sunisa", 1)
    game.landmarks.append(Unit(record_of(deck, "Lm")))
    assert game.expedition_sums(1)[3]
    game.landmarks.append(Unit(record_of(deck, "Lm")))
    assert game.expedition_sums(1) == (1, 1, 1, False)


def test_defenders_do_not_prevent_moving_with_two_spells_in_reserve():
    # Sunisa, Ordis Bodyguard (DUSTER), a version with a Reserve condition
    text = (
        "[Defender].  If there are two or more Spells in your Reserve, [Defender] Characters "
        "don't prevent my Expedition from moving forward.  {J} Create an [Ordis Recruit 1/1/1] "
        "Soldier token in target Expedition."
    )
    sunisa = make_card("Sunisa", text=text)
    spell = make_card("Spell", "SPELL", 1, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (sunisa, 1), (spell, 2))
    assert record_of(deck, "Sunisa").statics == (
        (watchers_kinds.ST_DEFENDER_WAIVE, 0, (costs_kinds.C_RESERVE_KIND, (2, "SPELL"))),
    )
    assert deck.unmodelled == ()
    game = afternoon_game(deck)
    put_in_play(game, "Sunisa", 0)
    game.reserve += [Unit(record_of(deck, "Spell")), Unit(record_of(deck, "Filler"))]
    assert game.expedition_sums(0)[3]
    game.reserve.append(Unit(record_of(deck, "Spell")))
    assert not game.expedition_sums(0)[3] and game.would_move(0)
