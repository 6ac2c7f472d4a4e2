"""The counters mechanic's Hero counters: Quest (Sol & Halua), Heroism (Atsadi &
Surge), Performance (Auraq & Kibble); each with its card text and the exact state change."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import noon
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.state import (
    A_HERO,
    A_MANA,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_TAP,
    P_AFTERNOON,
    PASS,
    Unit,
)
from altered_deck.engine.mechanics.counters import kinds as counters_kinds
from altered_deck.engine.mechanics.keywords import kinds as keywords_kinds
from altered_deck.engine.mechanics.sacrifice import kinds as sacrifice_kinds
from tests.engine.kit import afternoon_game, deck_of, make_card, record_of, vanilla

FILLER = (vanilla("Filler"), 12)
SOL_HALUA = (
    "When you pass first — I gain 1 Quest counter. Then, if I have 3 or more Quest counters, "
    "create a Leviathan Companion [Halua 2/2/2] token in your Companion Expedition."
)
SOL_HALUA_2 = (
    "When you pass first — I gain 1 Quest counter. Then, if I have 3 or more Quest counters, "
    "create a [Halua 2/2/2] Leviathan Companion token in your Companion Expedition. (It has "
    '"If your Hero has 5 or more Quest counters, I am Gigantic.")'
)
ATSADI = (
    "I begin the game with 5 Heroism counters.  When you play a Character with Hand Cost "
    "greater than or equal to my number of Heroism counters — Draw a card and I gain 1 "
    "Heroism counter."
)
AURAQ = (
    "When you play a Character with a base statistic of 0 — I gain 1 Performance counter.  "
    "At Noon — You may spend 5 of my Performance counters to reveal the top card of your "
    "deck. You may play it for free or put it into your hand. (Don't activate any {h} "
    "abilities.)"
)


def _hero(text: str):
    return make_card("Hero", "HERO", stats=None, text=text)


def test_sol_and_halua_quest_counters_on_the_hero():
    # Sol & Halua (DUSTER)
    deck = deck_of(FILLER, hero=_hero(SOL_HALUA))
    halua = record_of(deck, "Halua")
    assert deck.hero is not None and deck.hero.statics == (
        (
            sacrifice_kinds.ST_PASS_FIRST,
            0,
            (
                (fx.E_COUNTERS, 1, None),
                (
                    fx.E_IF,
                    0,
                    (counters_kinds.C_MY_COUNTERS, 3, ((fx.E_TOKEN, 1, (halua.index, 4)),)),
                ),
            ),
        ),
    )
    game = afternoon_game(deck)
    game.first_on_odd_days = True
    assert game.hero_counters == 0
    game.apply(PASS)  # first player, nothing played: passes first
    assert game.hero_counters == 1
    assert (game.exps, game.pos) == (([], []), [0, 7])  # no token: nothing moved at Dusk
    game.hero_counters = 2
    game.phase = P_AFTERNOON
    game.first_on_odd_days = game.day % 2 == 1  # first player again
    game.apply(PASS)
    assert game.hero_counters == 3
    # the Halua token (2/2/2) alone in the Companion expedition moved it at Dusk (then left
    # at Rest, as tokens do); the Hero expedition, empty, stayed
    assert game.pos == [0, 6]


def test_the_halua_token_is_gigantic_once_the_hero_has_five_quest_counters():
    # the token's ability, as Sol & Halua's reminder prints it
    deck = deck_of(FILLER, hero=_hero(SOL_HALUA_2))
    halua = record_of(deck, "Halua")
    assert halua.statics == (
        (keywords_kinds.ST_GIGANTIC_IF, 0, (counters_kinds.C_HERO_COUNTERS, 5)),
    )
    game = afternoon_game(deck)
    game.exps[1].append(Unit(halua))
    game.hero_counters = 4
    assert (game.expedition_sums(0), game.expedition_sums(1)) == (
        (0, 0, 0, False),
        (2, 2, 2, False),
    )
    game.hero_counters = 5  # present in both expeditions
    assert (game.expedition_sums(0), game.expedition_sums(1)) == ((2, 2, 2, False),) * 2


def test_sol_and_halua_in_a_duel_the_first_to_pass_gains():
    # Sol & Halua (DUSTER), the other wording
    deck = deck_of((vanilla("Filler"), 30), hero=_hero(SOL_HALUA_2))
    duel = Duel((deck, deck), 5, first=0)
    while any(s.phase != P_AFTERNOON for s in duel.seats):
        duel.apply((A_MANA, 0, 0))
    first, second = duel.seats
    first.hero_counters = 2
    duel.apply(PASS)  # player 0 passes first
    assert (first.hero_counters, [u.card.name for u in first.exps[1]]) == (3, ["Halua"])
    assert (second.hero_counters, second.exps[1]) == (0, [])
    duel.apply(PASS)  # player 1 passes second: no Quest counter
    assert (first.hero_counters, second.hero_counters) == (3, 0)


def test_atsadi_begins_with_five_heroism_counters_and_draws_on_a_big_character():
    # Atsadi & Surge (BISE)
    big = make_card("Big", cost=5)
    small = make_card("Small", cost=4)
    deck = deck_of((vanilla("Filler"), 30), (big, 2), (small, 1), hero=_hero(ATSADI))
    assert deck.hero is not None and deck.hero.statics == (
        (fx.ST_BEGIN_COUNTERS, 5, None),
        (counters_kinds.ST_PLAYED_COST_GE, 0, ((fx.E_DRAW, 1, None), (fx.E_COUNTERS, 1, None))),
    )
    game = afternoon_game(deck, hand=["Small", "Big", "Big"], mana=14)
    assert game.hero_counters == 5
    game.apply((A_PLAY_HAND, 0, 0))  # Hand Cost 4 < 5: nothing
    assert (game.hero_counters, len(game.hand)) == (5, 2)
    game.apply((A_PLAY_HAND, 0, 0))  # Hand Cost 5 >= 5: draw a card, 6 counters
    assert (game.hero_counters, len(game.hand)) == (6, 2)
    game.apply((A_PLAY_HAND, 0, 0))  # Hand Cost 5 < 6 now: nothing
    assert (game.hero_counters, len(game.hand)) == (6, 1)


def test_auraq_performance_counters_and_the_free_play_at_noon():
    # Auraq & Kibble (ALIZE)
    zero = make_card("Zero", cost=1, stats=(0, 2, 2))
    loud = make_card("Loud", cost=6, stats=(3, 3, 3), text="{H} Draw a card.")
    deck = deck_of(FILLER, (zero, 1), (loud, 1), hero=_hero(AURAQ))
    assert deck.hero is not None and deck.hero.statics == (
        (counters_kinds.ST_PLAYED_ZERO_STAT, 0, ((fx.E_COUNTERS, 1, None),)),
    )
    assert deck.hero.at_noon == (
        (counters_kinds.E_SPEND_MINE, 5, ((counters_kinds.E_REVEAL_PLAY_OR_HAND, 0, None),)),
    )
    game = afternoon_game(deck, hand=["Zero"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))  # a base statistic of 0: 1 Performance counter
    assert game.hero_counters == 1
    loud_card = record_of(deck, "Loud")
    game.deck.remove(loud_card)
    game.deck.append(loud_card)  # on top
    deck_size, hand_size = len(game.deck), len(game.hand)
    noon(game)  # 1 counter: nothing spent, nothing revealed
    assert (game.hero_counters, len(game.deck)) == (1, deck_size)
    game.hero_counters = 6
    noon(game)  # spends 5: Loud played for free, its {h} not activated (no draw)
    assert game.hero_counters == 1
    assert len(game.deck) == deck_size - 1 and len(game.hand) == hand_size
    played = [u.card.name for e in game.exps for u in e]
    assert sorted(played) == ["Loud", "Zero"]
    assert game.mana_ready == 0  # for free
    # the player may put it into the hand instead (answers: yes, spend; then option 2)
    game.hero_counters, game.answers = 5, [0, 1]
    top = game.deck[-1]
    noon(game)
    assert (game.hero_counters, game.hand[-1]) == (0, top)


def test_the_hero_counters_are_cloned():
    deck = deck_of(FILLER, hero=_hero(ATSADI))
    game = afternoon_game(deck)
    copy = game.clone()
    copy.hero_counters += 2
    assert (game.hero_counters, copy.hero_counters) == (5, 7)


STAGE = (
    "When you play a Character with a base statistic of 0 — I gain 1 Performance counter.  "
    "{T}, Spend 3 of my Performance counters: The next Character with a base statistic of 0 "
    "that you play this turn loses [[Fleeting]]."
)
STAGE_2 = (
    "When you play a Song or Artist — I gain 1 Performance counter.  {T}, Spend 3 of my "
    "Performance counters: The next Song or Artist you play this turn loses [[Fleeting]]."
)


def test_the_stage_the_next_zero_statistic_character_loses_fleeting():
    # The Stage (BISE)
    stage = make_card("Stage", "LANDMARK_PERMANENT", 2, stats=None, text=STAGE)
    zero = make_card("Zero", cost=1, stats=(0, 2, 2))
    deck = deck_of(FILLER, (stage, 1), (zero, 2))
    record = record_of(deck, "Stage")
    assert (record.tap_cost, record.tap_counters, record.tap) == (
        0,
        3,
        ((counters_kinds.E_UNFLEET_NEXT_IF, 0, ()),),
    )
    game = afternoon_game(deck, mana=4)
    landmark = Unit(record)
    landmark.counters = 2
    game.landmarks.append(landmark)
    game.reserve += [Unit(record_of(deck, "Zero")), Unit(record_of(deck, "Zero"))]
    game.apply((A_PLAY_RESERVE, 0, 0))  # a 0 statistic: 3 counters; from Reserve: Fleeting
    assert landmark.counters == 3 and game.exps[0][0].status & S_FLEETING
    game.apply((A_TAP, 0, 0))  # spend 3: the next one loses Fleeting
    assert (landmark.counters, landmark.status & S_EXHAUSTED) == (0, S_EXHAUSTED)
    game.apply((A_PLAY_RESERVE, 0, 1))
    assert game.exps[1][0].card.name == "Zero" and not game.exps[1][0].status & S_FLEETING
    assert landmark.counters == 1


def test_the_stage_the_next_song_or_artist_loses_fleeting():
    # The Stage (BISE), the Song or Artist printing
    stage = make_card("Stage", "LANDMARK_PERMANENT", 2, stats=None, text=STAGE_2)
    artist = make_card("Artist", cost=1, subtypes=("ARTIST",))
    plain = make_card("Plain", cost=1)
    deck = deck_of(FILLER, (stage, 1), (artist, 1), (plain, 1))
    assert record_of(deck, "Stage").tap == (
        (counters_kinds.E_UNFLEET_NEXT_IF, 0, ("SONG", "ARTIST")),
    )
    game = afternoon_game(deck, mana=4)
    landmark = Unit(record_of(deck, "Stage"))
    landmark.counters = 6
    game.landmarks.append(landmark)
    game.reserve += [Unit(record_of(deck, "Plain")), Unit(record_of(deck, "Artist"))]
    game.apply((A_TAP, 0, 0))
    game.apply((A_PLAY_RESERVE, 0, 0))  # not an Artist: Fleeting, and the effect is used up
    assert game.exps[0][0].status & S_FLEETING
    landmark.status = 0
    game.apply((A_TAP, 0, 0))
    game.apply((A_PLAY_RESERVE, 0, 1))  # an Artist: no Fleeting
    assert game.exps[1][0].card.name == "Artist" and not game.exps[1][0].status & S_FLEETING


TREYST = (
    "When a card leaves your Reserve during the Afternoon — If I have less than 5 Scrap "
    'counters, I gain 1 Scrap counter.  If I have 5 or more Scrap counters, I gain "{T} : Draw '
    'a card, then put a card from your hand in Reserve."'
)


def test_treyst_scrap_counters_and_the_tap_ability_from_five():
    # Treyst & Rossum (BISE)
    deck = deck_of((vanilla("Filler"), 30), hero=_hero(TREYST))
    hero = deck.hero
    assert hero is not None and (hero.tap_cost, hero.tap) == (
        0,
        ((fx.E_DRAW, 1, None), (fx.E_HAND_TO_RESERVE, 1, None)),
    )
    assert hero.statics[1] == (counters_kinds.ST_TAP_IF_COUNTERS, 5, None)
    game = afternoon_game(deck, mana=3)
    game.reserve += [Unit(record_of(deck, "Filler")) for _ in range(3)]
    game.hero_counters = 3
    assert (A_HERO, -1, 0) not in game.legal_actions()  # 3 Scrap counters: no {T}
    game.apply((A_PLAY_RESERVE, 0, 0))  # a card left the Reserve: 4
    assert game.hero_counters == 4
    game.apply((A_PLAY_RESERVE, 0, 0))  # 5
    assert game.hero_counters == 5 and (A_HERO, -1, 0) in game.legal_actions()
    game.apply((A_PLAY_RESERVE, 0, 0))  # at 5: "if I have less than 5" no longer holds
    assert game.hero_counters == 5
    hand = len(game.hand)
    game.apply((A_HERO, -1, 0))  # draw a card, then a hand card to Reserve
    assert (len(game.hand), len(game.reserve), game.hero_ready) == (hand, 1, False)
