"""Self cost reductions added for text coverage: "I cost {n} less if ..."
and "If ..., I cost {n} less", each with the card text it comes from."""

from __future__ import annotations

from altered_deck.engine.compiler.coverage import (
    MATCHUP_ONLY,
    MODELLED,
    UNMODELLED,
    classify_ability,
    classify_text,
)
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import night, reserve_after_rest
from altered_deck.engine.core.effects import S_ASLEEP, S_EXHAUSTED, S_FLEETING
from altered_deck.engine.core.state import A_PLAY_HAND, A_PLAY_RESERVE, Unit
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.targets import limits
from tests.engine.kit import (
    FILLER,
    afternoon_game,
    deck_of,
    make_card,
    put_in_play,
    record_of,
    vanilla,
)

# A Mana Moth spell (ALIZE)
MOTHS = (
    "I cost {1} less if there are two or more exhausted cards in Reserve.  Create three "
    "[Mana Moth 2/2/2] Illusion tokens, distributed as you choose among any number of target "
    "Expeditions."
)


def test_i_cost_less_if_there_are_exhausted_cards_in_reserve():
    spell = make_card("Moths", "SPELL", 6, stats=None, text=MOTHS)
    deck = deck_of(FILLER, (spell, 1))
    record = record_of(deck, "Moths")
    assert (fx.ST_SELF_COST, 1, (fx.C_EXHAUSTED_RESERVE, 2)) in record.statics
    assert deck.self_cuts and deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Moths"], mana=5)
    assert game.cost_of(record, record.hand_cost) == 6
    assert (A_PLAY_HAND, 0, 0) not in game.legal_actions()
    fillers = [c for c in game.deck if c.name == "Filler"][:2]
    for card in fillers:
        game.deck.remove(card)
    game.reserve += [Unit(fillers[0], 0, S_EXHAUSTED), Unit(fillers[1])]
    assert game.cost_of(record, record.hand_cost) == 6  # one exhausted card only
    game.reserve[1].status |= S_EXHAUSTED
    assert game.cost_of(record, record.hand_cost) == 5
    assert game.cost_of(record, record.reserve_cost) == 5
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.mana_ready == 0
    assert sum(len(e) for e in game.exps) == 3  # the three Mana Moths


def test_i_cost_less_if_you_control_three_or_more_characters():
    # an ALIZE Disruption spell: "you control" counts every Character, tokens included
    ability = "I cost {2} less if you control three or more Characters."
    spell = make_card("Disrupt", "SPELL", 4, stats=None, text=ability)
    deck = deck_of(FILLER, (spell, 1))
    record = record_of(deck, "Disrupt")
    assert (fx.ST_SELF_COST, 2, (boosts_kinds.C_ALL_CHARACTERS, 3)) in record.statics
    game = afternoon_game(deck, hand=["Disrupt"])
    put_in_play(game, "Filler", 0)
    put_in_play(game, "Filler", 1)
    assert game.cost_of(record, 4) == 4
    put_in_play(game, "Filler", 1)
    assert game.cost_of(record, 4) == 2
    assert game.cost_of(record, 1) == 0  # never below zero


def test_if_you_control_a_subtype_i_cost_less():
    # CYCLONE Disruption spells
    text = "If you control an Illusion, I cost {2} less."
    spell = make_card("Cut", "SPELL", 4, stats=None, text=text)
    soldier = make_card("Guard", subtypes=("SOLDIER",))
    illusion = make_card("Dream", subtypes=("ILLUSION",))
    deck = deck_of(FILLER, (spell, 1), (soldier, 1), (illusion, 1))
    record = record_of(deck, "Cut")
    assert (fx.ST_SELF_COST, 2, (fx.C_SUBTYPE, (1, "ILLUSION"))) in record.statics
    game = afternoon_game(deck, hand=["Cut"])
    put_in_play(game, "Guard", 0)
    assert game.cost_of(record, 4) == 4
    put_in_play(game, "Dream", 1)
    assert game.cost_of(record, 4) == 2
    assert classify_ability("If you control a Soldier, I cost {1} less.", fx.K_SPELL) == MODELLED


def test_cost_conditions_about_the_card_itself_stay_unmodelled():
    # (an opponent's Characters and Ascended expeditions: tests/engine/mechanics/watchers/)
    ability = "I cost {2} less if I have 2 or more boosts."
    assert classify_ability(ability, fx.K_SPELL) == UNMODELLED


def test_you_control_n_or_more_characters_or_permanents_is_not_a_subtype():
    # "If you control three or more Characters, ..." once read as a "CHARACTER" subtype
    ability = "If you control two or more Characters, draw a card."
    spell = make_card("Count", "SPELL", 1, stats=None, text=ability)
    deck = deck_of(FILLER, (spell, 1))
    (effect,) = record_of(deck, "Count").on_resolve
    assert effect[0] == fx.E_IF and effect[2][:2] == (boosts_kinds.C_ALL_CHARACTERS, 2)
    text = "If you control two or more Permanents, draw a card."
    deck = deck_of(FILLER, (make_card("Perm", "SPELL", 1, stats=None, text=text), 1))
    (effect,) = record_of(deck, "Perm").on_resolve
    assert effect[0] == fx.E_IF and effect[2][:2] == (boosts_kinds.C_PERMANENTS, 2)


def test_send_to_reserve_then_exhaust_is_matchup_only():
    # ALIZE Disruption spells: like "Send target Character to Reserve", aimed at an opponent
    for ability in (
        "Send target Character to Reserve, then exhaust it.",
        "Send to Reserve each Character from target Expedition, then exhaust them.",
    ):
        assert classify_ability(ability, fx.K_SPELL) == MATCHUP_ONLY
    # "it" after anything else is not read as inert
    made = "Create a [Mana Moth 2/2/2] Illusion token in target Expedition, then exhaust it."
    assert classify_ability(made, fx.K_SPELL) == UNMODELLED
    spell = make_card(
        "Push", "SPELL", 2, stats=None, text="Send target Character to Reserve, then exhaust it."
    )
    deck = deck_of(FILLER, (spell, 1))
    send = (
        removal_kinds.E_OPP_REMOVE,
        1,
        (limits.D_RESERVE, fx.K_CHARACTER, limits.L_ANY, 0, True, 0),
    )
    assert record_of(deck, "Push").on_resolve == (send,)


def test_when_you_play_a_bureaucrat_it_gains_asleep():
    # a Hero (CORE and BISE): only the played Bureaucrat falls Asleep, and it stays at Night
    text = (
        "When you play a Bureaucrat\xa0— It gains [[Asleep]]. (During Dusk, ignore its "
        "statistics. During Rest, it doesn't go to Reserve and it loses Asleep.)"
    )
    hero = make_card("Hero", "HERO", stats=None, text=text)
    clerk = make_card("Clerk", subtypes=("BUREAUCRAT",))
    guard = make_card("Guard", subtypes=("SOLDIER",))
    deck = deck_of(FILLER, (clerk, 1), (guard, 1), hero=hero)
    assert deck.hooks.character_entered and deck.unmodelled == ()
    assert deck.hero.statics == ((boosts_kinds.ST_PLAY_IT, 0, ("BUREAUCRAT", S_ASLEEP)),)
    game = afternoon_game(deck, hand=["Clerk", "Guard"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    (clerk_unit,) = game.exps[0]
    (guard_unit,) = game.exps[1]
    assert clerk_unit.status & S_ASLEEP and not guard_unit.status & S_ASLEEP
    assert game.expedition_sums(0)[:3] == (0, 0, 0)
    assert classify_text(text, 0) == (MODELLED, [])
    # a card kind is not a subtype: "When you play a Spell — It gains ..." stays unmodelled
    spell_it = "When you play a Spell\xa0— It gains [[Fleeting]]."
    assert classify_ability(spell_it, 0) == UNMODELLED


def test_i_cost_less_per_exhausted_card_in_reserve():
    # the 7-cost Mana Moth spell (ALIZE)
    text = MOTHS.replace(
        "I cost {1} less if there are two or more exhausted cards in Reserve.",
        "I cost {1} less per exhausted card in Reserve.",
    )
    spell = make_card("Swarm", "SPELL", 7, stats=None, text=text)
    deck = deck_of(FILLER, (spell, 1))
    record = record_of(deck, "Swarm")
    assert (boosts_kinds.ST_SELF_COST_PER, 1, fx.PER_EXHAUSTED_RESERVE) in record.statics
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Swarm"])
    fillers = [c for c in game.deck if c.name == "Filler"][:3]
    for card in fillers:
        game.deck.remove(card)
    game.reserve += [Unit(fillers[0], 0, S_EXHAUSTED), Unit(fillers[1], 0, S_EXHAUSTED)]
    game.reserve.append(Unit(fillers[2]))
    assert game.cost_of(record, 7) == 5


def test_spells_you_play_with_hand_cost_1_or_less_have_fleeting():
    # a Hero (CORE and ALIZE): a cheap Spell is discarded after resolving, a dearer one is kept
    text = (
        "Spells you play with Hand Cost {1} or less have [[Fleeting]].  When you play a Spell\xa0"
        "— Target Character you control gains 1 boost. (Do this after the spell resolves.)"
    )
    hero = make_card("Hero", "HERO", stats=None, text=text)
    cheap = make_card("Cheap", "SPELL", 1, stats=None, text="Draw a card.")
    dear = make_card("Dear", "SPELL", 2, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (cheap, 1), (dear, 1), hero=hero)
    assert deck.hooks.spell_fleeting is not None and deck.unmodelled == ()
    assert (boosts_kinds.ST_SPELL_FLEETING, 1, None) in deck.hero.statics
    game = afternoon_game(deck, hand=["Cheap", "Dear"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))
    assert [c.name for c in game.discard] == ["Cheap"] and game.reserve == []
    dear_index = next(i for i, c in enumerate(game.hand) if c.name == "Dear")
    game.apply((A_PLAY_HAND, dear_index, 0))
    assert [u.card.name for u in game.reserve] == ["Dear"]
    assert [c.name for c in game.discard] == ["Cheap"]


def test_your_characters_have_reserve_i_gain_a_boost():
    # a CORE Landmark Permanent: a Character played from Reserve gains 1 boost, from Hand none
    text = 'Your Characters have: " {R} I gain 1 boost[]." (A boost is a +1/+1/+1 counter.)'
    banner = make_card("Banner", "PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (banner, 1), (vanilla("Scout"), 1), (vanilla("Walker"), 1))
    assert deck.hooks.character_from_reserve and deck.unmodelled == ()
    assert record_of(deck, "Banner").statics == ((boosts_kinds.ST_RESERVE_BOOST, 1, None),)
    game = afternoon_game(deck, hand=["Walker"], mana=2)
    (unit,) = _reserve_of(game, "Scout")
    game.apply((A_PLAY_RESERVE, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    assert (unit.boosts, game.exps[1][0].boosts) == (0, 0)  # no Banner in play yet
    game = afternoon_game(deck, hand=["Walker"], mana=2)
    game.landmarks.append(Unit(record_of(deck, "Banner")))
    (unit,) = _reserve_of(game, "Scout")
    game.apply((A_PLAY_RESERVE, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    assert game.exps[0] == [unit] and (unit.boosts, game.exps[1][0].boosts) == (1, 0)


def _reserve_of(game, name: str) -> list[Unit]:
    card = next(c for c in game.deck if c.name == name)
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    return game.reserve[-1:]


def test_when_i_leave_if_i_was_fleeting_draw_a_card():
    # an ALIZE Adventurer: played from Reserve (Fleeting) it draws at Night; from Hand, not
    text = (
        "When I leave the Expedition zone, if I was [[Fleeting]]\xa0— Draw a card.  "
        "{R} I gain 1 boost."
    )
    rover = make_card("Rover", cost=2, text=text)
    deck = deck_of(FILLER, (rover, 2))
    record = record_of(deck, "Rover")
    assert record.on_leave_fleeting == ((fx.E_DRAW, 1, None),) and record.on_leave == ()
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Rover"], mana=4)
    (unit,) = _reserve_of(game, "Rover")
    game.apply((A_PLAY_RESERVE, 0, 0))
    game.apply((A_PLAY_HAND, 0, 1))
    assert unit.status & S_FLEETING and unit.boosts == 1
    game.moved = [False, False]
    hand = len(game.hand)
    night(game)
    assert len(game.hand) == hand + 1  # only the Fleeting one drew
    assert [c.name for c in game.discard] == ["Rover"] and len(game.reserve) == 1


def test_if_im_in_forest_i_am_eternal():
    # an ALIZE Plant Deity: it stays in play at Rest only while its region is Forest
    text = "If I'm in {V}, I am [Eternal]. (During Rest, I don't go to Reserve.)"
    deity = make_card("Deity", cost=6, text=text)
    deck = deck_of(FILLER, (deity, 2))
    assert record_of(deck, "Deity").statics == ((fx.ST_ETERNAL_IN, 0, fx.TERRAIN_BITS["V"]),)
    assert deck.unmodelled == ()
    for terrain, stays in (("V", True), ("M", False)):
        game = afternoon_game(deck, layout=(fx.TERRAIN_BITS[terrain],) * 8)
        unit = put_in_play(game, "Deity", 0)
        game.moved = [False, False]
        expected_reserve = 0 if stays else 1
        assert reserve_after_rest(game) == expected_reserve
        night(game)
        assert (game.exps[0] == [unit], len(game.reserve)) == (stays, expected_reserve)
