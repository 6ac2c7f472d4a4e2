"""The reserve mechanic: moves between Reserve, Hand and Mana, discarding
from Reserve, playing from Reserve, boosts of Reserve Characters, Reserve conditions and the
"moves forward due to {V}" Hero; each form with the card text it comes from (bundled card
data) and the exact state change, in goldfish games and in a duel."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.adventure import ALL_TERRAINS, FOREST, MOUNTAIN
from altered_deck.engine.core.day import dusk, noon, progress
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import (
    A_CHOOSE,
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SUPPORT,
    A_TAP,
    P_AFTERNOON,
    Unit,
)
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
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


def _names(units) -> list[str]:
    return [u.name if hasattr(u, "name") else u.card.name for u in units]


def _top(game, name: str) -> None:
    """Put a card called ``name`` on top of the deck."""
    card = next(c for c in game.deck if c.name == name)
    game.deck.remove(card)
    game.deck.append(card)


def test_put_a_card_from_your_hand_in_reserve_to_draw():
    # Ada Lovelace (CORE), The Shell (DUSTER): "{R} You may put a card from your hand in
    # Reserve to draw a card."; Repotter Otter (ALIZE): "{J} Each player may put ..."
    shell = make_card(
        "Shell", cost=3, text="{R} You may put a card from your hand in Reserve to draw a card."
    )
    otter = make_card(
        "Otter",
        cost=3,
        text="{J} Each player may put a card from their hand in Reserve to draw a card.",
    )
    deck = deck_of(FILLER, BIG, SMALL, (shell, 1), (otter, 1))
    assert record_of(deck, "Shell").on_reserve == (
        (reserve_kinds.E_HAND_TO_RESERVE_MAY, 1, fx.K_ANY),
    )
    each = ((reserve_kinds.E_HAND_TO_RESERVE_MAY, 1, fx.K_ANY),)  # goldfish: mine alone
    assert record_of(deck, "Otter").on_join == ((fx.E_EACH_PLAYER, 0, (each,)),)
    game = afternoon_game(deck, hand=["Otter", "Big"], mana=3)
    _top(game, "Small")
    game.apply((A_PLAY_HAND, 0, 0))
    assert _names(game.reserve) == ["Big"] and _names(game.hand) == ["Small"]


def test_put_a_card_from_your_hand_in_reserve_if_its_a_permanent_draw():
    # Ada Lovelace (CORE): only a Permanent draws; without one the player declines
    text = "{R} You may put a card from your hand in Reserve. If it's a Permanent, draw a card."
    ada = make_card("Ada", text=text)
    lm = make_card("Lm", "LANDMARK_PERMANENT", 2, stats=None, text="At Noon\xa0— Draw a card.")
    deck = deck_of(FILLER, (ada, 1), (lm, 1))
    assert record_of(deck, "Ada").on_reserve == (
        (reserve_kinds.E_HAND_TO_RESERVE_MAY, 1, fx.K_PERMANENT),
    )
    game = afternoon_game(deck, hand=["Filler", "Lm"])
    hand_before = len(game.hand)
    run(game, record_of(deck, "Ada").on_reserve, None, 0)
    assert _names(game.reserve) == ["Lm"] and len(game.hand) == hand_before
    run(game, record_of(deck, "Ada").on_reserve, None, 0)  # no Permanent left: declined
    assert _names(game.reserve) == ["Lm"] and _names(game.hand)[0] == "Filler"


def test_put_a_card_in_reserve_without_a_draw_only_when_it_is_cheaper_there():
    # Kelon Elemental (CORE): "{H} You may put a card from your hand in Reserve."
    kelon = make_card("Kelon", cost=2, text="{H} You may put a card from your hand in Reserve.")
    cheap = make_card("Cheap", cost=4, reserve=2)
    deck = deck_of(FILLER, (kelon, 1), (cheap, 1))
    assert record_of(deck, "Kelon").on_hand == ((reserve_kinds.E_HAND_TO_RESERVE_MAY, 0, 0),)
    game = afternoon_game(deck, hand=["Kelon", "Filler"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.reserve == [] and _names(game.hand) == ["Filler"]
    game = afternoon_game(deck, hand=["Kelon", "Filler", "Cheap"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert _names(game.reserve) == ["Cheap"] and _names(game.hand) == ["Filler"]


def test_return_a_spell_from_your_reserve_to_your_hand():
    # "{H} [Resupply]. Then, you may return a Spell from your Reserve to your hand." (BISE)
    text = (
        "{H} [Resupply]. Then, you may return a Spell from your Reserve to your hand. (Put the "
        "top card of your deck in Reserve.)"
    )
    finder = make_card("Finder", cost=2, text=text)
    spell = make_card("Spark", "SPELL", 1, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (finder, 1), (spell, 1))
    assert record_of(deck, "Finder").on_hand == (
        (fx.E_RESUPPLY, 1, False),
        (reserve_kinds.E_RESERVE_TO_HAND_KIND, 1, fx.K_SPELL),
    )
    game = afternoon_game(deck, hand=["Finder"], mana=2)
    put_in_reserve(game, "Spark")
    _top(game, "Filler")
    game.apply((A_PLAY_HAND, 0, 0))
    assert _names(game.reserve) == ["Filler"] and _names(game.hand) == ["Spark"]


def test_put_a_card_from_your_reserve_in_your_mana_zone():
    # Swift Jinn (BISE), both versions: an exhausted orb, a ready orb
    exhausted = make_card(
        "Jinn",
        cost=6,
        text=(
            "{J} You may put a card from your Reserve in your Mana zone (as an exhausted Mana Orb)."
        ),
    )
    ready = make_card(
        "Jinn2",
        cost=6,
        text="{J} You may put a card from your Reserve in your Mana zone as a ready Mana Orb.",
    )
    deck = deck_of(FILLER, BIG, SMALL, (exhausted, 1), (ready, 1))
    for name, ready_after in (("Jinn", 0), ("Jinn2", 1)):
        game = afternoon_game(deck, hand=[name], mana=6)
        put_in_reserve(game, "Big", "Small")
        game.apply((A_PLAY_HAND, 0, 0))
        assert _names(game.reserve) == ["Big"] and game.mana_cards[-1].name == "Small"
        assert (len(game.mana_cards), game.mana_ready) == (7, ready_after)


def test_discard_any_number_of_reserve_cards_for_boosts():
    # Lucan, Hungry Leviathan (CYCLONE): all but the most useful ready card go
    text = (
        "[Gigantic].  {J} You may discard any number of cards from your Reserve "
        "to give me that many boosts."
    )
    lucan = make_card("Lucan", cost=5, text=text)
    deck = deck_of(FILLER, BIG, SMALL, (lucan, 1))
    assert record_of(deck, "Lucan").on_join == (
        (reserve_kinds.E_DISCARD_RESERVE_ANY, 0, ((fx.E_BOOST_SELF, 1, None),)),
    )
    game = afternoon_game(deck, hand=["Lucan"], mana=5)
    put_in_reserve(game, "Big", "Small")
    put_in_reserve(game, "Big", status=S_EXHAUSTED)
    game.apply((A_PLAY_HAND, 0, 0))
    assert _names(game.reserve) == ["Big"] and game.reserve[0].status == 0
    assert game.exps[0][0].boosts == 2 and _names(game.discard) == ["Small", "Big"]


def test_discard_any_number_is_picked_card_by_card_until_stop():
    text = "{J} You may discard any number of cards from your Reserve to give me that many boosts."
    lucan = make_card("Lucan", cost=1, text=text)
    deck = deck_of(FILLER, BIG, SMALL, (lucan, 1))
    game = afternoon_game(deck, hand=["Lucan"], mana=1)
    game.step_by_step()
    put_in_reserve(game, "Big", "Small")
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.asking is not None and game.asking.kind == "card"
    assert [o.text for o in game.asking.options] == ["Big (Reserve)", "Small (Reserve)", "stop"]
    assert game.asking.hint == 1  # the engine keeps Big, its most useful ready card
    game.apply((A_CHOOSE, 0, 0))  # Big, against the hint
    assert [o.text for o in game.asking.options] == ["Small (Reserve)", "stop"]
    game.apply((A_CHOOSE, 1, 0))  # stop
    assert game.asking is None and _names(game.reserve) == ["Small"]
    assert game.exps[0][0].boosts == 1 and _names(game.discard) == ["Big"]


def test_discard_reserve_cards_to_draw():
    # "{J} You may discard a card from your Reserve to draw a card." and "... any number of
    # cards from your Reserve to draw that many cards." (CORE / BISE)
    one = make_card("One", text="{J} You may discard a card from your Reserve to draw a card.")
    many = make_card(
        "Many",
        text="{J} You may discard any number of cards from your Reserve to draw that many cards.",
    )
    deck = deck_of(FILLER, BIG, SMALL, (one, 1), (many, 1))
    assert record_of(deck, "One").on_join == (
        (boosts_kinds.E_DISCARD_RESERVE, 0, (fx.K_ANY, False, True, ((fx.E_DRAW, 1, None),))),
    )
    game = afternoon_game(deck, hand=["One"], mana=1)
    put_in_reserve(game, "Big", "Small")
    game.apply((A_PLAY_HAND, 0, 0))
    assert _names(game.reserve) == ["Big"] and len(game.hand) == 1
    game = afternoon_game(deck, hand=["Many"], mana=1)
    put_in_reserve(game, "Big", "Small", "Small")
    game.apply((A_PLAY_HAND, 0, 0))
    assert _names(game.reserve) == ["Big"] and len(game.hand) == 2


def test_exchange_another_reserve_card_with_a_hand_card_as_support():
    # Nyala, Night Reveler (DUSTER), its Reserve text
    nyala = make_card(
        "Nyala", echo="{D} : Exchange another card from your Reserve with a card from your hand."
    )
    deck = deck_of(FILLER, BIG, SMALL, (nyala, 1))
    game = afternoon_game(deck, hand=["Small"])
    put_in_reserve(game, "Nyala", "Big")
    game.apply((A_SUPPORT, 0, 0))
    assert _names(game.reserve) == ["Small"] and _names(game.hand) == ["Big"]
    assert _names(game.discard) == ["Nyala"]


def test_play_a_reserve_character_for_free():
    # Brainwash (CYCLONE): the most useful of yours with Reserve Cost 2 or less, Fleeting
    text = (
        "[[Fleeting]].  Target a Character in any Reserve with Reserve Cost {2} or less. Play "
        "it for free. (Put it in one of your Expeditions.)"
    )
    brainwash = make_card("Brainwash", "SPELL", 3, stats=None, text=text)
    dear = make_card("Dear", cost=3, stats=(5, 5, 5))
    deck = deck_of(FILLER, BIG, (dear, 1), (brainwash, 1))
    assert record_of(deck, "Brainwash").on_resolve == (
        (reserve_kinds.E_PLAY_RESERVE_FREE, 2, None),
    )
    game = afternoon_game(deck, hand=["Brainwash"], mana=3)
    put_in_reserve(game, "Dear", "Big")
    game.apply((A_PLAY_HAND, 0, 1))
    assert _names(game.exps[1]) == ["Big"] and game.exps[1][0].status == S_FLEETING
    assert _names(game.reserve) == ["Dear"] and game.mana_ready == 0
    assert _names(game.discard) == ["Brainwash"]


def test_resupply_a_character_then_to_hand_or_played_for_less():
    # Merry Reunion (BISE), both versions
    to_hand = make_card(
        "Reunion",
        "SPELL",
        1,
        stats=None,
        text=(
            "[Resupply]. If you put a Character in Reserve this way, you may then "
            "put it in your hand."
        ),
    )
    play = make_card(
        "Reunion2",
        "SPELL",
        2,
        stats=None,
        text=(
            "[Resupply]. If you put a Character in Reserve this way, you may "
            "immediately play it for {2} less. (Put the top card of your deck in "
            "Reserve.)"
        ),
    )
    dear = make_card("Dear", cost=3, stats=(5, 5, 5))
    deck = deck_of(FILLER, (dear, 2), (to_hand, 1), (play, 1))
    assert record_of(deck, "Reunion2").on_resolve == (
        (reserve_kinds.E_RESUPPLY_CHARACTER, 2, None),
    )
    game = afternoon_game(deck, hand=["Reunion"], mana=1)
    _top(game, "Dear")
    game.apply((A_PLAY_HAND, 0, 0))
    assert _names(game.hand) == ["Dear"] and _names(game.reserve) == ["Reunion"]
    game = afternoon_game(deck, hand=["Reunion2"], mana=3)
    _top(game, "Dear")
    game.apply((A_PLAY_HAND, 0, 1))  # 2 for the spell, 3 - 2 = 1 for Dear
    assert _names(game.exps[1]) == ["Dear"] and game.mana_ready == 0
    assert game.exps[1][0].status == S_FLEETING


def test_boosts_of_reserve_characters():
    # Sap Dispersal (BISE) both texts; Tāne (CYCLONE): "{J} Each Animal and Adventurer in
    # your Reserve gains 1 boost."
    each = make_card(
        "Dispersal", "SPELL", 1, stats=None, text="Characters in your Reserve gain 1 boost."
    )
    double = make_card(
        "Double",
        "SPELL",
        2,
        stats=None,
        text=(
            "[[Fleeting]].  Double the number of boosts on each Character you "
            "control and in your Reserve."
        ),
    )
    tane = make_card(
        "Tane", cost=6, text="{J} Each Animal and Adventurer in your Reserve gains 1 boost."
    )
    animal = make_card("Animal", subtypes=("ANIMAL",))
    deck = deck_of(FILLER, BIG, (animal, 1), (each, 1), (double, 1), (tane, 1))
    assert record_of(deck, "Tane").on_join == (
        (reserve_kinds.E_BOOST_RESERVE_EACH, 1, ("ANIMAL", "ADVENTURER")),
    )
    game = afternoon_game(deck, hand=["Dispersal", "Double", "Tane"], mana=9)
    big, animal_unit, _spell = put_in_reserve(game, "Big", "Animal", "Filler")
    game.reserve[-1].card = record_of(deck, "Dispersal")  # a Spell in Reserve gains nothing
    game.apply((A_PLAY_HAND, 0, 0))
    assert (big.boosts, animal_unit.boosts, game.reserve[2].boosts) == (1, 1, 0)
    game.apply((A_PLAY_HAND, 1, 0))  # Tane
    assert (big.boosts, animal_unit.boosts) == (1, 2)
    game.exps[0][0].boosts = 3
    game.apply((A_PLAY_HAND, 0, 0))  # Double
    assert (big.boosts, animal_unit.boosts, game.exps[0][0].boosts) == (2, 4, 6)


def test_up_to_two_characters_in_play_or_in_reserve_at_noon():
    # Luminous Swarm (BISE): engine policy, the ones in play
    swarm = make_card(
        "Swarm",
        cost=4,
        text=(
            "{J} I gain [[Anchored]].  At Noon\xa0— Up to two target Characters in "
            "play or in Reserve each gain 1 boost."
        ),
    )
    deck = deck_of(FILLER, (swarm, 1))
    game = afternoon_game(deck)
    a, b = Unit(record_of(deck, "Swarm")), Unit(record_of(deck, "Filler"))
    game.exps[0].append(a)
    game.exps[1].append(b)
    noon(game)
    assert (a.boosts, b.boosts) == (1, 1)


def test_a_reserve_character_gains_a_boost_when_single_terrain_regions_are_visible():
    # The Painthouse (CYCLONE): the condition is the costs mechanic's, the boost this mechanic's
    text = (
        "{J} [Resupply].  At Noon\xa0— If three or more single-terrain regions are visible, you "
        "may give 1 boost to target Character in Reserve."
    )
    lm = make_card("Painthouse", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, BIG, (lm, 1))
    assert record_of(deck, "Painthouse").at_noon == (
        (fx.E_IF, 0, (costs_kinds.C_SINGLE_VISIBLE, 3, ((boosts_kinds.E_BOOST_RESERVE, 1, None),))),
    )
    game = afternoon_game(deck)
    game.landmarks.append(Unit(record_of(deck, "Painthouse")))
    (big,) = put_in_reserve(game, "Big")
    game.layout = (ALL_TERRAINS, FOREST, MOUNTAIN, FOREST, 3, 5, 6, ALL_TERRAINS)
    game.revealed = [True, True, True, False, True, True, True, True]
    noon(game)  # regions 1 and 2 are single-terrain and visible; 4-6 are two-terrain
    assert big.boosts == 0
    game.revealed[3] = True
    noon(game)
    assert big.boosts == 1


def test_i_cost_less_with_a_dear_spell_in_reserve():
    # Sagitta, Soaring Leviathan (CYCLONE)
    text = (
        "I cost {2} less if there's a Spell with Reserve Cost {4} or more in "
        "your Reserve.  [Gigantic]."
    )
    sagitta = make_card("Sagitta", cost=6, text=text)
    dear = make_card("Dear", "SPELL", 3, reserve=4, stats=None, text="Draw a card.")
    cheap = make_card("Cheap", "SPELL", 3, reserve=3, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (sagitta, 1), (dear, 1), (cheap, 1))
    record = record_of(deck, "Sagitta")
    assert record.statics[0] == (
        fx.ST_SELF_COST,
        2,
        (reserve_kinds.C_RESERVE_SPELL_COST, 4),
    )
    game = afternoon_game(deck)
    put_in_reserve(game, "Cheap")
    assert game.cost_of(record, 6) == 6
    put_in_reserve(game, "Dear")
    assert game.cost_of(record, 6) == 4


def test_boosts_from_exhausted_permanents_and_reserve_cards():
    # Nikola Tesla (DUSTER), both versions
    one = make_card(
        "Tesla",
        cost=2,
        text=(
            "{R} I gain 1 boost if you control an exhausted Permanent or if there's "
            "an exhausted card in your Reserve."
        ),
    )
    per = make_card(
        "Tesla2",
        text=(
            "{R} I gain 1 boost per exhausted Permanent you control and per "
            "exhausted card in your Reserve, up to a max of 3 boosts on me."
        ),
    )
    lm = make_card("Lm", "LANDMARK_PERMANENT", 2, stats=None, text="At Noon\xa0— Draw a card.")
    deck = deck_of(FILLER, (one, 1), (per, 1), (lm, 2))
    game = afternoon_game(deck)
    tesla = Unit(record_of(deck, "Tesla"))
    run(game, tesla.card.on_reserve, tesla, 0)
    assert tesla.boosts == 0
    game.landmarks += [Unit(record_of(deck, "Lm"), 0, S_EXHAUSTED) for _ in range(2)]
    put_in_reserve(game, "Filler", "Filler", status=S_EXHAUSTED)
    run(game, tesla.card.on_reserve, tesla, 0)
    assert tesla.boosts == 1
    tesla2 = Unit(record_of(deck, "Tesla2"))
    run(game, tesla2.card.on_reserve, tesla2, 0)
    assert tesla2.boosts == 3  # four exhausted, up to 3


RIN = (
    "When one of your Expeditions moves forward due to\xa0{V}\xa0— Draw a card, then put a card "
    "from your hand in Reserve."
)


def test_moving_forward_due_to_forest_draws_and_puts_a_card_in_reserve():
    # Rin & Orchid (ALIZE Hero)
    hero = make_card("Rin", "HERO", text=RIN, reserve_limit=2, landmark_limit=2)
    deck = deck_of(FILLER, (vanilla("Tree", (1, 0, 0)), 2), hero=hero)
    assert deck.hero is not None and deck.hero.statics == (
        (
            # the sacrifice mechanic's form (any terrain, "my Expedition" too)
            sacrifice_kinds.ST_MOVED_DUE,
            0,
            (False, FOREST, ((fx.E_DRAW, 1, None), (fx.E_HAND_TO_RESERVE, 1, None))),
        ),
    )
    game = afternoon_game(deck, hand=["Filler"])
    game.layout = (FOREST | MOUNTAIN, 0, 0, 0, 0, 0, 0, MOUNTAIN)
    game.exps[0].append(Unit(record_of(deck, "Tree")))
    game.exps[1].append(Unit(record_of(deck, "Filler")))
    deck_before = len(game.deck)
    dusk(game)  # both move: the Hero expedition due to {V}, the Companion's due to {M}
    assert game.pos == [1, 6] and len(game.deck) == deck_before - 1
    assert len(game.hand) == 1 and len(game.reserve) == 1


def test_moving_due_to_forest_compares_with_the_facing_expedition_in_a_duel():
    hero = make_card("Rin", "HERO", text=RIN, reserve_limit=2, landmark_limit=2)
    tree = vanilla("Tree", (2, 1, 0))
    rin = deck_of(FILLER, (tree, 2), (vanilla("Filler2"), 20), hero=hero)
    plain = deck_of((vanilla("Oak", (2, 0, 0)), 30))
    duel = Duel((rin, plain), seed=3)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    seat, other = duel.seats
    seat.layout = other.layout = (FOREST | MOUNTAIN,) + (ALL_TERRAINS,) * 7
    seat.exps[0].append(Unit(record_of(rin, "Tree")))
    other.exps[0].append(Unit(record_of(plain, "Oak")))  # ties the Forest: moves due to {M}
    hand, reserve = len(seat.hand), len(seat.reserve)
    progress(seat, [True, False])
    assert seat.pos[0] == 1 and (len(seat.hand), len(seat.reserve)) == (hand, reserve)
    other.exps[0].clear()
    seat.pos[0] = 0
    progress(seat, [True, False])
    assert (len(seat.hand), len(seat.reserve)) == (hand, reserve + 1)


def test_haven_boosts_the_next_character_played_from_reserve():
    # Haven, Bravos Bastion (CORE)
    text = (
        "{J} [Resupply]. (Put the top card of your deck in Reserve.)  {T} : The next Character "
        "you play from your Reserve this turn gains 1 boost."
    )
    haven = make_card("Haven", "PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, BIG, (haven, 1))
    assert record_of(deck, "Haven").tap == ((reserve_kinds.E_NEXT_RESERVE_BOOST, 1, None),)
    game = afternoon_game(deck, hand=["Filler"], mana=2)
    game.landmarks.append(Unit(record_of(deck, "Haven")))
    put_in_reserve(game, "Big")
    game.apply((A_TAP, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))  # from hand: no boost, and the turn is over
    assert game.exps[0][0].boosts == 0 and game.next_reserve_boosts == 0
    game.landmarks[0].status = 0
    game.apply((A_TAP, 0, 0))
    game.apply((A_PLAY_RESERVE, 0, 1))
    assert [(u.card.name, u.boosts) for u in game.exps[1]] == [("Big", 1)]
