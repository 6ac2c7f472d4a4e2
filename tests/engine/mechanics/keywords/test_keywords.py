"""The keywords mechanic: Mana Orb and status conditions on keywords,
Reserve cost rules (the state tells a Reserve play from a hand play; the greedy pilot asks
it), wordings of forms other groups read; each form with the card text it comes from
(bundled card data) and the exact state changes."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import night, noon, progress
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import A_PLAY_HAND, A_PLAY_RESERVE, PASS, Unit
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.costs.rules import after_roll
from altered_deck.engine.mechanics.keywords import kinds as keywords_kinds
from altered_deck.engine.mechanics.terrain import kinds as terrain_kinds
from altered_deck.engine.pilots.greedy import GreedyPilot
from tests.engine.kit import (
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
    token_unit,
    vanilla,
)

FILLER = (vanilla("Filler"), 20)
LOPSIDED = vanilla("Lopsided", (3, 0, 1))

GUARD_TEXT = (
    "Unless you have eight or more Mana Orbs, I am [Defender]. (My Expedition can't move "
    "forward during Dusk.)  If you have ten or more Mana Orbs, I am [Gigantic]. (I am "
    "considered present in each of your Expeditions.)"
)


def test_defender_unless_eight_mana_orbs_and_gigantic_with_ten():
    # ALT_ALIZE_B_OR_39_R1
    guard = make_card("Guard", cost=3, stats=(2, 3, 4), text=GUARD_TEXT)
    deck = deck_of(FILLER, (guard, 1))
    assert deck.unmodelled == () and deck.hooks.sums is not None
    assert record_of(deck, "Guard").statics == (
        (costs_kinds.ST_DEFENDER_UNLESS, 0, (keywords_kinds.C_ORBS_AT_LEAST, 8)),
        (keywords_kinds.ST_GIGANTIC_IF, 0, (keywords_kinds.C_ORBS_AT_LEAST, 10)),
    )
    for orbs, own, other in (
        (7, (2, 3, 4, True), (0, 0, 0, False)),
        (8, (2, 3, 4, False), (0, 0, 0, False)),
        (9, (2, 3, 4, False), (0, 0, 0, False)),
        (10, (2, 3, 4, False), (2, 3, 4, False)),  # Gigantic: counted in both expeditions
    ):
        game = afternoon_game(deck, mana=orbs)
        put_in_play(game, "Guard", 0)
        assert (game.expedition_sums(0), game.expedition_sums(1)) == (own, other), orbs


def test_gigantic_while_fleeting():
    # ALT_BISE_B_YZ_56_R1's last ability
    text = "If I'm [[Fleeting]], I am [Gigantic]."
    deck = deck_of(FILLER, (make_card("Wisp", stats=(1, 2, 0), text=text), 1))
    assert record_of(deck, "Wisp").statics == (
        (keywords_kinds.ST_GIGANTIC_IF, 0, (keywords_kinds.C_SELF_FLEETING, 0)),
    )
    game = afternoon_game(deck)
    wisp = put_in_play(game, "Wisp", 1, boosts=1)
    assert game.expedition_sums(0) == (0, 0, 0, False)
    wisp.status |= S_FLEETING
    assert (game.expedition_sums(0), game.expedition_sums(1)) == ((2, 3, 1, False),) * 2


def test_my_highest_statistic_with_an_oxford_comma():
    # ALT_CYCLONE_B_LY_72_R1: the costs mechanic's static in another wording
    text = (
        "If three or more single-terrain regions are visible, my {V}, {M}, and {O} are equal "
        "to my highest statistic."
    )
    deck = deck_of(FILLER, (make_card("Scout", stats=(4, 1, 0), text=text), 1))
    assert deck.unmodelled == ()
    assert record_of(deck, "Scout").statics == (
        (costs_kinds.ST_MY_HIGHEST, 0, (costs_kinds.C_SINGLE_VISIBLE, 3)),
    )
    game = afternoon_game(deck, layout=(7, 1, 2, 4, 7, 7, 7, 7))
    put_in_play(game, "Scout", 0)
    game.revealed[1:3] = [True, True]
    assert game.expedition_sums(0) == (4, 1, 0, False)  # two single-terrain regions seen
    game.revealed[3] = True
    assert game.expedition_sums(0) == (4, 4, 4, False)


def test_two_robot_tokens_with_two_permanents_otherwise_one():
    # ALT_ALIZE_B_AX_40_R1
    text = (
        "{J} If you control two or more Permanents, create two [Brassbug 2/2/2] Robot tokens "
        "in target Expedition. Otherwise, create only one."
    )
    gear = make_card("Gear", "EXPEDITION_PERMANENT", 1, stats=None)
    deck = deck_of(FILLER, (make_card("Maker", text=text), 1), (gear, 2))
    assert deck.unmodelled == ()
    for permanents, tokens in ((1, 1), (2, 2)):
        game = afternoon_game(deck, hand=["Maker"], mana=1)
        for _ in range(permanents):
            put_in_play(game, "Gear", 0)
            game.gear[0].append(game.exps[0].pop())
        game.apply((A_PLAY_HAND, 0, 0))
        names = [u.card.name for e in game.exps for u in e]
        assert names.count("Brassbug") == tokens, permanents


def _reserve_game(rule_text: str, *others: tuple[str, int, tuple[str, ...]], mana: int = 5):
    rule = make_card("Rule", cost=2, text=rule_text)
    cards = [make_card(n, cost=c, subtypes=s) for n, c, s in others]
    deck = deck_of(FILLER, (rule, 1), *((c, 1) for c in cards))
    game = afternoon_game(deck, hand=[n for n, _c, _s in others], mana=mana)
    for name, _c, _s in others:  # a copy of each in Reserve too (same Hand and Reserve Cost)
        game.reserve.append(Unit(record_of(deck, name)))
    return deck, game


def test_cards_played_from_reserve_cost_one_more():
    # ALT_ALIZE_B_OR_37_R1: the same card costs 2 from hand, 3 from Reserve
    deck, game = _reserve_game("Cards played from Reserve cost {1} more.", ("Two", 2, ()))
    assert deck.hooks.reserve_cost is not None and deck.unmodelled == ()
    card = record_of(deck, "Two")
    assert game.cost_of(card, 2) == 2 and game.cost_of(card, 2, reserve=True) == 2  # not yet
    put_in_play(game, "Rule", 0)
    assert game.cost_of(card, 2) == 2 and game.cost_of(card, 2, reserve=True) == 3
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.mana_ready == 2
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.mana_ready == 0


def test_cards_played_from_reserve_cost_one_less_down_to_one():
    # ALT_ALIZE_B_OR_37_R2
    text = (
        "Cards played from Reserve cost {1} less, down to a minimum of {1}. (Other effects may "
        "reduce it further.)"
    )
    deck, game = _reserve_game(text, ("Three", 3, ()), ("One", 1, ()), ("Zero", 0, ()))
    put_in_play(game, "Rule", 0)
    named = (("Three", 3), ("One", 1), ("Zero", 0))
    costs = [game.cost_of(record_of(deck, n), c, reserve=True) for n, c in named]
    assert costs == [2, 1, 0]
    assert game.cost_of(record_of(deck, "Three"), 3) == 3  # from hand: unchanged
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.mana_ready == 3


def test_boosted_lets_robots_from_reserve_cost_one_less():
    # ALT_BISE_B_LY_54_R2 (and _C, _R1: other Characters, other Artists)
    text = (
        "If I'm [[Boosted]], you may play Robots from your Reserve for {1} less, down to a "
        "minimum of {1}. (Other effects may still reduce it further.)"
    )
    deck, game = _reserve_game(text, ("Robot", 3, ("ROBOT",)), ("Elf", 3, ("ELF",)))
    robot, elf = record_of(deck, "Robot"), record_of(deck, "Elf")
    holder = put_in_play(game, "Rule", 0)
    assert game.cost_of(robot, 3, reserve=True) == 3  # not Boosted
    holder.boosts = 1
    assert [game.cost_of(c, 3, reserve=True) for c in (robot, elf)] == [2, 3]
    assert game.cost_of(robot, 3) == 3  # from hand
    for words, mask, subtype in (
        ("other Characters", fx.K_CHARACTER, ""),
        ("other Artists", 0, "ARTIST"),
    ):
        card = make_card("Patron", text=text.replace("Robots", words))
        statics = record_of(deck_of(FILLER, (card, 1)), "Patron").statics
        assert statics == (
            (
                keywords_kinds.ST_RESERVE_COST,
                -1,
                (mask, subtype, True, (costs_kinds.C_BOOSTED, 0), 1, False),  # "your"
            ),
        )


def test_the_greedy_pilot_asks_the_state_for_reserve_costs():
    # with "Cards played from Reserve cost {1} more" in play, 2 Mana no longer pays for a
    # 2-cost card in Reserve: the pilot plays the hand copy, then passes
    _deck, game = _reserve_game("Cards played from Reserve cost {1} more.", ("Two", 2, ()), mana=2)
    put_in_play(game, "Rule", 0)
    game.hand[0].usefulness = 1.0
    pilot = GreedyPilot()
    action = pilot.choose(game)
    assert action[0] == A_PLAY_HAND
    game.apply(action)
    assert game.mana_ready == 0 and pilot.choose(game) == PASS


HERO_TEXT = (
    "When you create a token Character — It gains 1 boost.  If you have less than eight Mana "
    "Orbs, [[Boosted]] tokens you control are [Defender]. (Their Expeditions can't move "
    "forward during Dusk.)"
)


def test_hero_boosts_created_tokens_which_defend_below_eight_orbs():
    # ALT_ALIZE_B_OR_03_C (a Hero)
    hero = make_card("Hero", "HERO", stats=None, text=HERO_TEXT)
    maker = make_card(
        "Maker", text="{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition."
    )
    deck = deck_of(FILLER, (maker, 2), hero=hero)
    assert (
        deck.unmodelled == ()
        and keywords_kinds.F_KEYWORD_WATCH in deck.hooks.features
        and deck.hooks.sums is not None
    )
    assert deck.hero is not None and deck.hero.statics == (
        (keywords_kinds.ST_TOKEN_BOOST, 1, None),
        (keywords_kinds.ST_TOKENS_DEFENDER_IF, 0, (keywords_kinds.C_ORBS_BELOW, 8)),
    )
    for orbs, defender in ((7, True), (8, False)):
        game = afternoon_game(deck, hand=["Maker"], mana=orbs)
        game.apply((A_PLAY_HAND, 0, 0))
        boosts = [(u.card.name, u.boosts) for u in game.exps[0]]
        assert boosts == [("Maker", 0), ("Ordis Recruit", 1)]
        assert game.expedition_sums(0) == (3, 3, 3, defender), orbs


def test_if_you_dont_put_me_in_mana_draw_a_card():
    # ALT_CORE_B_BR_19_R1
    text = (
        "If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. "
        " If you don't, draw a card."
    )
    big = make_card("Giant", cost=7)
    deck = deck_of(FILLER, (make_card("Jinn", cost=3, text=text), 2), (big, 1))
    assert deck.unmodelled == ()
    assert record_of(deck, "Jinn").statics[1] == (
        keywords_kinds.ST_DECLINED_MANA,
        0,
        ((fx.E_DRAW, 1, None),),
    )
    game = afternoon_game(deck, hand=["Giant"], mana=3)
    put_in_play(game, "Jinn", 0)
    night(game)  # the Giant costs more than 3 Mana Orbs: the Jinn goes to Mana, no draw
    assert (len(game.mana_cards), len(game.hand), game.reserve) == (4, 1, [])
    game.hand = []  # nothing costs more: the Jinn goes to Reserve and a card is drawn
    put_in_play(game, "Jinn", 1)
    deck_size = len(game.deck)
    night(game)
    assert (len(game.mana_cards), len(game.hand), len(game.deck)) == (4, 1, deck_size - 1)
    assert [u.card.name for u in game.reserve] == ["Jinn"]


LONER_C = (
    "I cost {2} less to play in an Expedition with no Characters.  When another Character "
    "joins my Expedition — Sacrifice it."
)
LONER_R1 = LONER_C[:-1] + " and I gain 1 boost."


def test_cheaper_in_an_empty_expedition_and_sacrifices_who_joins_it():
    # ALT_ALIZE_B_BR_39_C and ALT_ALIZE_B_BR_39_R1
    loner = make_card("Loner", cost=4, stats=(4, 4, 4), text=LONER_C)
    loner1 = make_card("Loner1", cost=4, stats=(4, 4, 4), text=LONER_R1)
    deck = deck_of(FILLER, (loner, 1), (loner1, 1))
    assert deck.unmodelled == () and keywords_kinds.F_KEYWORD_WATCH in deck.hooks.features
    assert record_of(deck, "Loner1").statics == (
        (keywords_kinds.ST_EXP_COST, -2, (keywords_kinds.C_EXP_NO_CHARACTERS, 0)),
        (keywords_kinds.ST_JOIN_SACRIFICE, 1, None),
    )
    game = afternoon_game(deck, hand=["Loner", "Loner1", "Filler"], mana=3)
    put_in_play(game, "Filler", 0)
    plays = [a for a in game.legal_actions() if a[0] == A_PLAY_HAND and a[1] < 2]
    assert plays == [(A_PLAY_HAND, 0, 1), (A_PLAY_HAND, 1, 1)]  # 2 Mana in the empty one
    assert not game.is_legal((A_PLAY_HAND, 1, 0))  # 4 Mana where the Filler is
    game.apply((A_PLAY_HAND, 1, 1))
    assert game.mana_ready == 1
    game.apply((A_PLAY_HAND, 1, 1))  # the Filler joins the Loner: sacrificed (discarded)
    assert [(u.card.name, u.boosts) for u in game.exps[1]] == [("Loner1", 1)]
    assert [c.name for c in game.discard] == ["Filler"] and game.mana_ready == 0


DUSTER_TAIL = (
    "  {J} My Expedition moves backwards one region.  When I leave the Expedition zone — My "
    "Expedition moves forward one region."
)


def test_starting_region_costs_and_moving_my_expedition():
    # ALT_DUSTER_B_LY_93_C and ALT_DUSTER_B_LY_93_R1
    never = make_card("Never", cost=2, text="I can't be played in a starting region." + DUSTER_TAIL)
    dear = make_card(
        "Dear", cost=2, text="Pay {3} more to play me in a starting region." + DUSTER_TAIL
    )
    deck = deck_of(FILLER, (never, 1), (dear, 1))
    assert deck.unmodelled == ()
    assert record_of(deck, "Dear").on_join == ((keywords_kinds.E_MY_MOVE, -1, None),)
    assert record_of(deck, "Dear").on_leave == ((keywords_kinds.E_MY_MOVE, 1, None),)
    game = afternoon_game(deck, hand=["Never", "Dear"], mana=5)
    plays = [a for a in game.legal_actions() if a[0] == A_PLAY_HAND]
    assert plays == [(A_PLAY_HAND, 1, 0), (A_PLAY_HAND, 1, 1)]  # both at the start: 5 Mana
    game.pos[0] = 2
    assert [game.cost_of(record_of(deck, "Dear"), 2, exp=e) for e in (0, 1)] == [2, 5]
    plays = [a for a in game.legal_actions() if a[0] == A_PLAY_HAND]
    assert plays == [(A_PLAY_HAND, 0, 0), (A_PLAY_HAND, 1, 0), (A_PLAY_HAND, 1, 1)]
    game.apply((A_PLAY_HAND, 0, 0))  # {J}: the Hero expedition back from region 2 to 1
    assert (game.mana_ready, game.pos) == (3, [1, 7])
    night(game)  # the Never leaves at Rest: its expedition moves forward again
    assert game.pos == [2, 7] and [u.card.name for u in game.reserve] == ["Never"]


def test_gathers_boosts_from_others_eternal_while_boosted_loses_one_at_night():
    # ALT_BISE_B_OR_56_C
    text = (
        "If I'm [[Boosted]], I'm [Eternal]. (During Rest, I don't go to Reserve.)  {J} I gain 1 "
        "boost per other Character in my Expedition, then send them all to Reserve.  At Night "
        "— I lose 1 boost."
    )
    deck = deck_of(FILLER, (make_card("Glutton", cost=3, text=text), 1))
    glutton = record_of(deck, "Glutton")
    assert deck.unmodelled == ()
    assert glutton.on_join == (
        (keywords_kinds.E_BOOST_PER_OTHERS, 1, None),
        (keywords_kinds.E_OTHERS_TO_RESERVE, 0, None),
    )
    assert glutton.statics == (
        (fx.ST_ETERNAL_IF, 0, (costs_kinds.C_BOOSTED, 0)),
        (keywords_kinds.ST_AT_NIGHT, 0, ((keywords_kinds.E_LOSE_BOOSTS, 1, None),)),
    )
    game = afternoon_game(deck, hand=["Glutton"], mana=3)
    put_in_play(game, "Filler", 0)
    put_in_play(game, "Filler", 0)
    put_in_play(game, "Filler", 1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [(u.card.name, u.boosts) for u in game.exps[0]] == [("Glutton", 2)]
    assert [u.card.name for u in game.reserve] == ["Filler", "Filler"]
    night(game)  # 2 -> 1 boost, still Boosted: Eternal, it stays
    assert [(u.card.name, u.boosts) for u in game.exps[0]] == [("Glutton", 1)]
    game.reserve.clear()  # (room under the Reserve limit)
    night(game)  # 1 -> 0: no longer Boosted, it goes to Reserve at Rest
    assert game.exps[0] == [] and [u.card.name for u in game.reserve] == ["Glutton"]


def test_sacrificing_a_landmark_token_reduces_the_cost():
    # ALT_CYCLONE_B_AX_75_C (and _R1, {2}): only a Permanent whose loss costs next to
    # nothing (a Landmark token) is sacrificed for it
    text = (
        "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  You "
        "may sacrifice a Permanent to reduce my cost by {1}.  Send target Character to Reserve."
    )
    spell = make_card("Evict", "SPELL", 3, stats=None, text=text)
    seeder = make_card("Seeder", text="{J} Create an [Aerolith] token in your Landmarks.")
    shrine = make_card("Shrine", "LANDMARK_PERMANENT", 2, stats=None)
    deck = deck_of(FILLER, (spell, 1), (seeder, 1), (shrine, 1))
    assert deck.unmodelled == ()
    assert keywords_kinds.ST_SACRIFICE_CUT in [st[0] for st in record_of(deck, "Evict").statics]
    game = afternoon_game(deck, hand=["Evict"], mana=3)
    shrine_unit = put_in_play(game, "Shrine", 0)
    game.landmarks.append(game.exps[0].pop())
    assert game.cost_of(record_of(deck, "Evict"), 3) == 3  # a real Landmark: not worth it
    game.landmarks.append(token_unit(deck, "Aerolith"))
    assert game.cost_of(record_of(deck, "Evict"), 3) == 2
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.mana_ready == 1 and game.landmarks == [shrine_unit]


def test_boosted_makes_other_characters_use_their_highest_statistic():
    # ALT_BISE_B_LY_49_R1
    text = (
        "If I'm [[Boosted]], the {V}, {M}, and {O} of other Characters you control are equal "
        "to their highest statistic."
    )
    deck = deck_of(FILLER, (make_card("Muse", stats=(1, 0, 0), text=text), 1), (LOPSIDED, 2))
    assert deck.unmodelled == () and deck.hooks.sums is not None
    game = afternoon_game(deck)
    muse = put_in_play(game, "Muse", 0)
    put_in_play(game, "Lopsided", 0)
    put_in_play(game, "Lopsided", 1)
    assert (game.expedition_sums(0), game.expedition_sums(1)) == (
        (4, 0, 1, False),
        (3, 0, 1, False),
    )
    muse.boosts = 1  # the Muse itself keeps its own statistics (plus its boost)
    assert (game.expedition_sums(0), game.expedition_sums(1)) == (
        (5, 4, 4, False),
        (3, 3, 3, False),
    )


def test_a_robot_or_token_joining_my_expedition_boosts_me_once_and_makes_an_aerolith():
    # ALT_CYCLONE_B_AX_70_R1
    text = (
        "When a Robot or a token joins my Expedition — If I have no boosts, I gain 1 boost, then "
        "create an [Aerolith] token in your Landmarks."
    )
    robot = make_card("Robot", subtypes=("ROBOT",))
    deck = deck_of(FILLER, (make_card("Keeper", text=text), 1), (robot, 2))
    assert deck.unmodelled == () and keywords_kinds.F_KEYWORD_WATCH in deck.hooks.features
    game = afternoon_game(deck, hand=["Robot", "Filler"], mana=2)
    keeper = put_in_play(game, "Keeper", 0)
    game.apply((A_PLAY_HAND, 1, 0))  # a Filler: neither a Robot nor a token
    assert (keeper.boosts, game.landmarks) == (0, [])
    game.apply((A_PLAY_HAND, 0, 0))
    assert keeper.boosts == 1 and [u.card.name for u in game.landmarks] == ["Aerolith"]
    game.hand.append(record_of(deck, "Robot"))
    game.mana_ready = 1
    game.apply((A_PLAY_HAND, 0, 1))  # into the other expedition: not mine
    game.hand.append(record_of(deck, "Robot"))
    game.mana_ready = 1
    game.apply((A_PLAY_HAND, 0, 0))  # I have a boost now: nothing
    assert keeper.boosts == 1 and len(game.landmarks) == 1


def test_failing_to_move_makes_aeroliths_two_when_both_expeditions_fail():
    # ALT_CYCLONE_B_OR_69_R1
    text = (
        "When my Expedition fails to move forward during Dusk — Create an [Aerolith] token in "
        "your Landmarks. If both of your Expeditions failed to move forward, create two instead."
    )
    deck = deck_of(FILLER, (make_card("Idler", stats=(0, 0, 0), text=text), 1))
    assert deck.unmodelled == ()
    for moves, aeroliths in (([False, False], 2), ([True, False], 0), ([False, True], 1)):
        game = afternoon_game(deck)
        put_in_play(game, "Idler", 0)
        progress(game, moves)
        assert [u.card.name for u in game.landmarks] == ["Aerolith"] * aeroliths, moves


def test_a_revealed_card_matching_the_die_is_played_for_free_by_exhausting_me():
    # ALT_BISE_B_LY_62_R1, a Landmark
    text = (
        "If you would roll one or more dice, also reveal the top card of your deck.  When you "
        "reveal a card this way — If its Hand Cost is equal to the die's result, you may "
        "exhaust me ({T}) to play it for free. (Don't activate any {h} abilities.)"
    )
    oracle = make_card("Oracle", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    three = make_card("Three", cost=3, stats=(2, 2, 2), text="{H} I gain 2 boosts.")
    deck = deck_of(FILLER, (oracle, 1), (three, 2))
    assert deck.unmodelled == ()
    game = afternoon_game(deck)
    lm = put_in_play(game, "Oracle", 0)
    game.landmarks.append(game.exps[0].pop())
    top = record_of(deck, "Three")
    game.deck.remove(top)
    game.deck.append(top)
    after_roll(game, 2)  # no match: it stays on top
    assert (game.deck[-1], game.exps, lm.status) == (top, ([], []), 0)
    before = len(game.deck)
    after_roll(game, 3)  # played from the deck, for free, without its {H} boosts
    assert [(u.card.name, u.boosts) for e in game.exps for u in e] == [("Three", 0)]
    assert (lm.status, game.mana_ready, len(game.deck)) == (S_EXHAUSTED, 0, before - 1)
    game.deck.remove(top)
    game.deck.append(top)
    after_roll(game, 3)  # exhausted: it stays on top
    assert game.deck[-1] is top


def test_the_hero_swaps_a_landmark_at_noon_for_a_better_one_from_hand():
    # ALT_DUSTER_B_OR_85_C (a Hero)
    text = (
        "(You may keep up to three cards in your Landmarks during Night.)  At Noon — If there "
        "are three or more cards in your Landmarks, you may sacrifice one. If you do, play for "
        "free a Landmark Permanent with a max Hand Cost of {2} more than the sacrificed card."
    )
    hero = make_card("Hero", "HERO", stats=None, text=text)
    cheap = make_card("Cheap", "LANDMARK_PERMANENT", 2, stats=None)
    dear = make_card("Dear", "LANDMARK_PERMANENT", 3, stats=None)
    seeder = make_card("Seeder", text="{J} Create an [Aerolith] token in your Landmarks.")
    deck = deck_of(FILLER, (cheap, 3), (dear, 1), (seeder, 1), hero=hero)
    assert deck.unmodelled == ()
    assert deck.hero is not None and deck.hero.at_noon == ((keywords_kinds.E_LANDMARK_SWAP, 2, 3),)
    record_of(deck, "Cheap").usefulness = record_of(deck, "Dear").usefulness = 1.0  # (policy)
    game = afternoon_game(deck, hand=["Cheap", "Dear"])
    for _ in range(2):
        game.landmarks.append(put_in_play(game, "Cheap", 0))
        game.exps[0].pop()
    noon(game)  # two cards in the Landmarks: nothing
    assert [u.card.name for u in game.landmarks] == ["Cheap", "Cheap"] and len(game.hand) == 2
    game.landmarks.append(token_unit(deck, "Aerolith"))
    noon(game)  # the Aerolith (Hand Cost 0) goes: a Landmark of Hand Cost 2 at most comes
    assert [u.card.name for u in game.landmarks] == ["Cheap", "Cheap", "Cheap"]
    assert [c.name for c in game.hand] == ["Dear"] and game.mana_ready == 0

    # the player's picks: a Cheap (not the token) given up, so Dear (Hand Cost 3) fits
    game = afternoon_game(deck, hand=["Cheap", "Dear"])
    for _ in range(2):
        game.landmarks.append(put_in_play(game, "Cheap", 0))
        game.exps[0].pop()
    game.landmarks.append(token_unit(deck, "Aerolith"))
    asked: list[list[str]] = []

    def pick(state, decision):  # type: ignore[no-untyped-def]
        asked.append([o.text for o in decision.options])
        return 0 if len(asked) == 1 else 1  # the first Cheap, then Dear

    game.decider = pick
    noon(game)
    assert asked == [
        ["Cheap (Landmarks)", "Cheap (Landmarks)", "Aerolith (Landmarks)", "sacrifice nothing"],
        ["Cheap (hand)", "Dear (hand)"],
    ]
    assert [u.card.name for u in game.landmarks] == ["Cheap", "Aerolith", "Dear"]
    assert [c.name for c in game.hand] == ["Cheap"]


WOOLLY_OPTIONS = (
    "  • Target three Expeditions and create a [Woollyback 1/1/1] Animal token in each one.  "
    "• Target Character with Hand Cost {3} or less gains [[Anchored]].  • Place a {V} Terrain "
    "Marker on target visible region. (It is {V} and loses its other terrains until the Marker "
    "is removed.)"
)


def test_three_woollybacks_two_of_them_mine_and_the_choices():
    # ALT_CYCLONE_B_MU_79_C (Choose one: the first option) and _R1 (Choose two)
    one = make_card("One", "SPELL", 3, stats=None, text="Choose one:" + WOOLLY_OPTIONS)
    two = make_card(
        "Two", "SPELL", 4, stats=None, text="[[Fleeting]].  Choose two:" + WOOLLY_OPTIONS
    )
    deck = deck_of(FILLER, (one, 1), (two, 1))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["One"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [[u.card.name for u in e] for e in game.exps] == [["Woollyback"], ["Woollyback"]]
    game = afternoon_game(deck, hand=["Two"], mana=4)
    game.apply((A_PLAY_HAND, 0, 0))  # tokens, then one of them (3 or less) gains Anchored
    assert [[(u.card.name, u.status) for u in e] for e in game.exps] == [
        [("Woollyback", fx.S_ANCHORED)],
        [("Woollyback", 0)],
    ]
    duel = Duel((deck, deck), 3)
    me, them = duel.seats
    run(me, record_of(deck, "One").on_resolve, None, 0)
    assert (len(me.exps[0]), len(me.exps[1]), len(them.exps[0]) + len(them.exps[1])) == (1, 1, 1)


def test_a_forest_marker_goes_where_it_makes_an_expedition_move():
    # the third option of ALT_CYCLONE_B_MU_79_C
    forest = vanilla("Forest", (2, 0, 0))
    deck = deck_of(FILLER, (forest, 1))
    game = afternoon_game(deck, layout=(4, 2, 2, 2, 2, 2, 2, 4))  # {O} starts, {M} regions
    put_in_play(game, "Forest", 1)
    game.revealed[0] = game.revealed[7] = True
    assert game.moves_now() == 0
    run(game, ((terrain_kinds.E_PLACE_TERRAIN, 0, fx.TERRAIN_BITS["V"]),), None, -1)
    assert game.markers == ((7, 1),) and game.layout[7] == 1 and game.moves_now() == 1


def test_sacrifice_another_robot_or_permanent_boosts_for_a_costly_one_else_me():
    # ALT_ALIZE_B_AX_38_R1
    text = (
        "{J} Sacrifice another Robot or Permanent. If its Hand Cost was {3} or more, I gain 3 "
        "boosts. If you can't, sacrifice me."
    )
    robot = make_card("Bot", cost=3, subtypes=("ROBOT",))
    deck = deck_of(FILLER, (make_card("Eater", text=text), 2), (robot, 1))
    assert record_of(deck, "Eater").on_join == (
        (keywords_kinds.E_SACRIFICE_COSTLY, 3, (3, fx.K_PERMANENT, ("ROBOT",))),
    )
    game = afternoon_game(deck, hand=["Eater"], mana=1)
    put_in_play(game, "Bot", 1)
    game.apply((A_PLAY_HAND, 0, 0))  # the Robot (Hand Cost 3) goes: 3 boosts
    assert [[(u.card.name, u.boosts) for u in e] for e in game.exps] == [[("Eater", 3)], []]
    game = afternoon_game(deck, hand=["Eater"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))  # nothing else to sacrifice: the Eater itself
    assert game.exps == ([], []) and [c.name for c in game.discard] == ["Eater"]


def test_sacrifice_me_to_give_a_joining_robot_two_boosts_when_it_moves_more():
    # ALT_CORE_B_YZ_05_R2
    text = (
        "When a Robot joins your Expeditions — You may sacrifice me to give it 2 boosts.  When "
        "I'm sacrificed, if I was not [[Fleeting]] — Put me in Reserve."
    )
    deck = deck_of(
        FILLER,
        (make_card("Helper", stats=(0, 0, 0), text=text), 1),
        (make_card("Bot", stats=(0, 0, 0), subtypes=("ROBOT",)), 2),
    )
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Bot"], mana=1)
    helper = put_in_play(game, "Helper", 0)
    game.apply((A_PLAY_HAND, 0, 1))  # 0/0/0 + 2 boosts moves the Companion expedition
    assert [(u.card.name, u.boosts) for u in game.exps[1]] == [("Bot", 2)]
    assert game.exps[0] == [] and [u.card for u in game.reserve] == [helper.card]
    game = afternoon_game(deck, hand=["Bot"], mana=1)
    put_in_play(game, "Helper", 0)
    put_in_play(game, "Filler", 1)
    game.apply((A_PLAY_HAND, 0, 1))  # the Filler moves it already: the Helper stays
    assert [u.card.name for u in game.exps[0]] == ["Helper"]


def test_one_less_when_every_possible_target_is_in_water():
    # ALT_CYCLONE_B_LY_77_R2
    text = (
        "[[Fleeting]].  You may play me for {1} less. If you do, I can only target a Character "
        "in {O}.  Return target Character to the top of its owner's deck."
    )
    deck = deck_of(FILLER, (make_card("Tide", "SPELL", 3, stats=None, text=text), 1))
    tide = record_of(deck, "Tide")
    assert (keywords_kinds.ST_CHEAP_TARGET_IN, 1, fx.TERRAIN_BITS["O"]) in tide.statics
    assert afternoon_game(deck).cost_of(tide, 3) == 2  # goldfish: no target at all
    duel = Duel((deck, deck), 4)
    me, them = duel.seats
    them.exps[0].append(Unit(record_of(deck, "Filler")))
    them.pos[0] = 0
    me.layout = (1, 4, 4, 4, 4, 4, 4, 4)  # their Hero expedition's region: {V} only
    assert me.cost_of(tide, 3) == 3
    me.layout = (4, 4, 4, 4, 4, 4, 4, 4)
    assert me.cost_of(tide, 3) == 2
