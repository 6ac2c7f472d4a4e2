"""Immediate plays, activated {J}/{R} abilities, Defenders waived, pay-to-boost watchers; each with
the card text it comes from."""

from __future__ import annotations

from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.day import dusk, night, noon, progress
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import S_ANCHORED, S_FLEETING
from altered_deck.engine.core.state import (
    A_PASS,
    A_PLAY_HAND,
    A_PLAY_RESERVE,
    A_SUPPORT,
    A_TAP,
    Unit,
)
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


def _names(units: list[Unit]) -> list[str]:
    return [u.card.name for u in units]


def test_joining_fates_plays_a_character_anchored_in_the_companion_expedition():
    # Joining Fates (two printings)
    text = (
        "[[Fleeting]].  You may immediately play a Character for {7} less in your Companion "
        "Expedition. It gains [[Anchored]]."
    )
    fates = make_card("Fates", "SPELL", 2, stats=None, text=text)
    text = (
        "[[Fleeting]].  Target player may immediately play a Character for free in their "
        "Companion Expedition. It gains [[Anchored]]."
    )
    free = make_card("Free", "SPELL", 3, stats=None, text=text)
    big = make_card("Big", cost=8, stats=(5, 5, 5))
    deck = deck_of(FILLER, (fates, 1), (free, 1), (big, 2))
    assert record_of(deck, "Fates").on_resolve == (
        (watchers_kinds.E_PLAY_NOW_CHARACTER, 7, (fx.TO_COMPANION, S_ANCHORED, True, False)),
    )
    assert record_of(deck, "Free").on_resolve[-1] == (
        (watchers_kinds.E_PLAY_NOW_CHARACTER, 99, (fx.TO_COMPANION, S_ANCHORED, True, True))
    )
    game = afternoon_game(deck, hand=["Fates", "Big", "Filler"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))  # 2 paid; Big for 1
    assert (game.mana_ready, _names(game.exps[1]), game.exps[1][0].status) == (
        0,
        ["Big"],
        S_ANCHORED,
    )
    assert [c.name for c in game.hand] == ["Filler"] and [c.name for c in game.discard] == ["Fates"]
    game = afternoon_game(deck, hand=["Free", "Big"], mana=3)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (game.mana_ready, _names(game.exps[1])) == (0, ["Big"])


def test_eros_and_mana_flare_play_a_character_for_less():
    # Eros; Mana Flare
    eros = make_card(
        "Eros", text="{J} You may immediately play a Character for {3} less. It gains [[Anchored]]."
    )
    text = "[[Fleeting]].  Immediately play a Character for {5} less. It gains [[Fleeting]]."
    flare = make_card("Flare", "SPELL", 1, stats=None, text=text)
    four = make_card("Four", cost=4, stats=(3, 3, 3))
    deck = deck_of(FILLER, (eros, 1), (flare, 1), (four, 2))
    game = afternoon_game(deck, hand=["Eros", "Four"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))  # Eros 1, Four 4 - 3 = 1 where power is needed
    assert game.mana_ready == 0 and _names(game.exps[0]) == ["Eros"]
    assert [(u.card.name, u.status) for u in game.exps[1]] == [("Four", S_ANCHORED)]
    game = afternoon_game(deck, hand=["Flare", "Four"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))  # Four for 0
    assert game.mana_ready == 0 and game.exps[0][0].status == S_FLEETING


def test_the_foundry_and_kedarm_make_a_hand_play_run_its_reserve_abilities():
    # The Foundry, Axiom Bastion; Kedarm (echo)
    text = (
        "{T} : The next Character you play from your hand this turn activates its {r} abilities "
        "(as if it had been played from Reserve)."
    )
    foundry = make_card("Foundry", "PERMANENT", 3, stats=None, text=text)
    text = (
        "{D} : The next Character played from your hand this turn activates one of its\xa0{r} "
        "abilities."
    )
    kedarm = make_card("Kedarm", echo=text)
    drawer = make_card("Drawer", text="{R} Draw a card.")
    deck = deck_of(FILLER, (foundry, 1), (kedarm, 1), (drawer, 3))
    assert deck.unmodelled == () and watchers_kinds.F_STATICS in deck.hooks.features
    game = afternoon_game(deck, hand=["Drawer", "Drawer", "Drawer"], mana=3)
    game.landmarks.append(Unit(record_of(deck, "Foundry")))
    game.apply((A_TAP, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    assert len(game.hand) == 3  # 2 Drawers + 1 drawn
    game.apply((A_PLAY_HAND, 0, 0))  # the effect is used up
    assert len(game.hand) == 2
    card = next(c for c in game.deck if c.name == "Kedarm")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    game.apply((A_SUPPORT, 0, 0))
    game.apply((A_PLAY_HAND, 0, 0))
    assert len(game.hand) == 2


def test_ganesha_and_dr_frankenstein_activate_join_abilities():
    # Ganesha (two printings); Dr. Frankenstein
    each_other = make_card(
        "Ganesha",
        text="{J} For each other Character you control, you may activate its {j} abilities.",
    )
    each_perm = make_card(
        "Ganesha2", text="{J} For each Permanent you control, you may activate its {j} abilities."
    )
    frank = make_card(
        "Frank", text="{R} You may activate the {j} abilities of target Permanent you control."
    )
    booster = make_card("Booster", text="{J} I gain 1 boost.")
    tower = make_card("Tower", "LANDMARK_PERMANENT", 1, stats=None, text="{J} [Resupply].")
    sleigh = make_card(
        "Sleigh", "EXPEDITION_PERMANENT", 1, stats=None, text="{J} I gain [[Fleeting]]."
    )
    deck = deck_of(
        FILLER, (each_other, 1), (each_perm, 1), (frank, 1), (booster, 2), (tower, 1), (sleigh, 1)
    )
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Ganesha", "Ganesha2"], mana=2)
    first = put_in_play(game, "Booster", 0)
    second = put_in_play(game, "Booster", 1)
    game.landmarks.append(Unit(record_of(deck, "Tower")))
    game.gear[0].append(Unit(record_of(deck, "Sleigh")))
    game.apply((A_PLAY_HAND, 0, 0))
    assert (first.boosts, second.boosts, len(game.reserve)) == (1, 1, 0)
    game.apply((A_PLAY_HAND, 0, 0))  # the Tower resupplies; the Sleigh is not made Fleeting
    assert len(game.reserve) == 1 and game.gear[0][0].status == 0
    card = next(c for c in game.deck if c.name == "Frank")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    game.mana_ready = 1
    game.apply((A_PLAY_RESERVE, 1, 0))
    assert len(game.reserve) == 2


def test_ordis_gatekeeper_boosts_a_character_in_the_other_expedition():
    # Ordis Gatekeeper
    gate = make_card("Gate", text="{J} Target Character in your other Expedition gains 2 boosts.")
    deck = deck_of(FILLER, (gate, 1))
    game = afternoon_game(deck, hand=["Gate"], mana=1)
    mine = put_in_play(game, "Filler", 0)
    other = put_in_play(game, "Filler", 1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (mine.boosts, other.boosts) == (0, 2)


def test_hestia_pays_to_boost_each_character_played():
    # Hestia (echo)
    hestia = make_card(
        "Hestia",
        echo="{I} When you play another Character\xa0— You may pay {1} to give it 1 boost.",
    )
    deck = deck_of(FILLER, (hestia, 1))
    game = afternoon_game(deck, hand=["Filler", "Filler"], mana=4)
    card = next(c for c in game.deck if c.name == "Hestia")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0][0].boosts == 1 and game.mana_ready == 2
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0][1].boosts == 1 and game.mana_ready == 0


def test_sunisa_ordis_bodyguard_moves_with_two_landmarks():
    # Sunisa, Ordis Bodyguard
    text = (
        "[Defender].  If there are two or more cards in your Landmarks, [Defender] Characters "
        "don't prevent my Expedition from moving forward."
    )
    sunisa = make_card("Sunisa", text=text)
    tower = make_card("Tower", "LANDMARK_PERMANENT", 1, stats=None, text="{J} [Resupply].")
    deck = deck_of(FILLER, (sunisa, 1), (tower, 2))
    assert deck.unmodelled == () and watchers_kinds.F_STATICS in deck.hooks.features
    game = afternoon_game(deck)
    put_in_play(game, "Sunisa", 0)
    game.landmarks.append(Unit(record_of(deck, "Tower")))
    assert (game.would_move(0), game.progress_flags()[0]) == (False, False)
    game.landmarks.append(Unit(record_of(deck, "Tower")))
    assert (game.would_move(0), game.progress_flags()[0]) == (True, True)


def test_sunisa_dedicated_ensign_moves_while_behind_in_a_duel():
    # Sunisa, Dedicated Ensign: never behind when goldfishing
    text = (
        "[Defender].  If my Expedition is behind, [Defender] Characters don't prevent it from "
        "moving forward."
    )
    deck = deck_of(FILLER, (make_card("Sunisa", text=text), 1))
    game = afternoon_game(deck)
    put_in_play(game, "Sunisa", 0)
    assert game.would_move(0) is False
    a, b = Duel((deck, deck), 2).seats
    a.exps[0].append(Unit(record_of(deck, "Sunisa")))
    assert a.would_move(0) is False
    b.pos[0] = 2
    assert a.would_move(0) is True and a.progress_flags()[0] is True


def test_thoth_creates_recruits_after_rest_when_its_expedition_fails_to_move():
    # Thoth; Monolith Legate: [Sabotage] after Rest is not counted (an
    # opponent-only body inside a static would count as modelled)
    text = (
        "When my Expedition fails to move forward during Dusk\xa0— Create two [Ordis Recruit "
        "1/1/1] Soldier tokens in target Expedition after Rest."
    )
    thoth = make_card("Thoth", stats=(0, 0, 0), text=text)
    deck = deck_of(FILLER, (thoth, 1))
    assert deck.unmodelled == ()
    game = afternoon_game(deck)
    put_in_play(game, "Thoth", 1)
    dusk(game)
    assert game.exps[1][0].card.name == "Thoth" and game.after_rest != ()
    night(game)
    assert _names(game.exps[1]) == ["Ordis Recruit", "Ordis Recruit"]
    assert game.after_rest == () and _names(game.reserve) == ["Thoth"]
    legate = "When my Expedition fails to move forward during Dusk\xa0— [Sabotage] after Rest."
    assert (
        classify_text(legate, fx.K_CHARACTER)[0] == MATCHUP_ONLY
    )  # (duels: the removal mechanic's)


def test_mind_apotheosis_puts_two_characters_from_the_top_four_in_play():
    # Mind Apotheosis
    text = (
        "[[Fleeting]].  Reveal the top four cards of your Deck. Choose up to two Characters from "
        "these cards and put them in your Expeditions. They gain [[Fleeting]]. Discard the other "
        "cards. (Don't activate any {h} abilities.)"
    )
    spell = make_card("Apotheosis", "SPELL", 3, stats=None, text=text)
    big = vanilla("Big", (3, 3, 3))
    drawer = make_card("Drawer", stats=(0, 0, 0), text="{H} Draw a card.")
    deck = deck_of(FILLER, (spell, 1), (big, 1), (drawer, 1))
    game = afternoon_game(deck, hand=["Apotheosis"], mana=3)
    cards = {c.name: c for c in game.deck}
    game.deck += [cards["Drawer"], cards["Big"], record_of(deck, "Filler"), cards["Drawer"]]
    game.deck.remove(cards["Big"])
    game.deck.remove(cards["Drawer"])
    top = [c.name for c in game.deck[-4:]]
    assert top == ["Drawer", "Big", "Filler", "Drawer"]
    game.apply((A_PLAY_HAND, 0, 0))
    in_play = [(u.card.name, u.status) for e in game.exps for u in e]
    assert sorted(in_play) == [("Big", S_FLEETING), ("Filler", S_FLEETING)]
    assert sorted(_cards(game.discard)) == ["Apotheosis", "Drawer", "Drawer"]
    assert game.hand == []  # no {H} ability


def _cards(cards) -> list[str]:
    return [c.name for c in cards]


def test_axiom_signet_and_mechanical_training_activate_permanents():
    # Axiom Signet (Choose one / Choose two); Mechanical Training
    options = (
        "  • Create a [Brassbug 2/2/2] Robot token in target Expedition.  • Target Permanent you "
        "control activates its\xa0{j} abilities.  • Discard target Permanent with Hand Cost\xa0{3} "
        "or less."
    )
    one = make_card("One", "SPELL", 1, stats=None, text="Choose one:" + options)
    two = make_card("Two", "SPELL", 1, stats=None, text="[[Fleeting]].  Choose two:" + options)
    text = "Activate the {j} abilities of up to two target Permanents you control."
    training = make_card("Training", "SPELL", 1, stats=None, text=text)
    tower = make_card("Tower", "LANDMARK_PERMANENT", 1, stats=None, text="{J} [Resupply].")
    deck = deck_of(FILLER, (one, 1), (two, 1), (training, 1), (tower, 2))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Two", "Training"], mana=2)
    game.landmarks += [Unit(record_of(deck, "Tower")), Unit(record_of(deck, "Tower"))]
    game.apply((A_PLAY_HAND, 0, 0))
    assert _names(game.exps[0]) == ["Brassbug"] and len(game.reserve) == 1
    game.apply((A_PLAY_HAND, 0, 0))
    assert len(game.reserve) == 4  # two Towers resupply, Training goes to Reserve


def test_switching_expeditions():
    # Ride the Bifröst (two printings); Heimdall
    mine = make_card(
        "Mine", "SPELL", 1, stats=None, text="All Characters you control switch Expeditions."
    )
    text = "All Characters controlled by target player switch Expeditions."
    theirs = make_card("Theirs", "SPELL", 1, stats=None, text=text)
    text = "{H} You may have target Character or Expedition Permanent switch Expeditions."
    heimdall = make_card("Heimdall", stats=(0, 0, 0), text=text)
    deck = deck_of(FILLER, (mine, 1), (theirs, 1), (heimdall, 1), (vanilla("Wet", (0, 0, 1)), 1))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Mine", "Theirs"], mana=2, layout=(1, 1, 1, 1, 4, 4, 4, 4))
    dry = put_in_play(game, "Filler", 0)
    wet = put_in_play(game, "Wet", 0)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps == ([], [dry, wet])
    game.apply((A_PLAY_HAND, 0, 0))  # swapping back moves nothing more: not taken
    assert game.exps == ([], [dry, wet])
    game = afternoon_game(deck, hand=["Heimdall"], mana=1, layout=(1, 1, 1, 1, 4, 4, 4, 4))
    game.exps[1].extend([Unit(record_of(deck, "Filler")), Unit(record_of(deck, "Filler"))])
    game.apply((A_PLAY_HAND, 0, 1))  # a Filler goes to the Hero expedition (Forest)
    assert (len(game.exps[0]), len(game.exps[1])) == (1, 2) and game.moves_now() == 2


def test_zhen_and_zephyr_draw_when_an_ascended_expedition_moves_alone():
    # Zhen & Zephyr (Hero)
    text = (
        "At Noon\xa0— If you are first player, your Hero Expedition [Ascends].  When one or more "
        "of your Ascended Expeditions moves forward\xa0— If there is no Character facing it, draw "
        "a card."
    )
    hero = make_card("Zhen", "HERO", stats=None, text=text)
    deck = deck_of(FILLER, hero=hero)
    assert deck.unmodelled == () and watchers_kinds.F_STATICS in deck.hooks.features
    game = afternoon_game(deck)
    game.first_on_odd_days = game.day % 2 == 1
    noon(game)
    assert game.ascended == 1
    put_in_play(game, "Filler", 0)
    dusk(game)
    assert game.pos[0] == 1 and len(game.hand) == 1


def test_bountiful_meadow_cuts_the_next_plants_cost():
    # Bountiful Meadow
    text = "{T} : The next Plant you play this turn costs {1} less."
    meadow = make_card("Meadow", "PERMANENT", 2, stats=None, text=text)
    plant = make_card("Plant", cost=2, subtypes=("PLANT",))
    deck = deck_of(FILLER, (meadow, 1), (plant, 2))
    assert record_of(deck, "Meadow").tap == ((watchers_kinds.E_NEXT_SUBTYPE_COST, 1, "PLANT"),)
    game = afternoon_game(deck, hand=["Filler", "Plant", "Plant"], mana=5)
    game.landmarks.append(Unit(record_of(deck, "Meadow")))
    plant_card = record_of(deck, "Plant")
    game.apply((A_TAP, 0, 0))
    assert game.cost_of(plant_card, 2) == 1 and game.cost_of(record_of(deck, "Filler"), 1) == 1
    game.apply((A_PLAY_HAND, 1, 0))  # a Plant for 1
    assert game.mana_ready == 4 and game.cost_of(plant_card, 2) == 2


def test_celebration_day_and_issitoq_stop_moves():
    # Celebration Day; Issitoq: in a duel, the facing expedition too
    text = "[[Fleeting]].  Expeditions can't move forward this Day."
    party = make_card("Party", "SPELL", 1, stats=None, text=text)
    text = "Your other Expedition and the Expedition facing it can't move forward."
    issitoq = make_card("Issitoq", text=text)
    deck = deck_of(FILLER, (party, 1), (issitoq, 1))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Party"], mana=1)
    put_in_play(game, "Filler", 0)
    put_in_play(game, "Filler", 1)
    game.apply((A_PLAY_HAND, 0, 0))
    game.apply((A_PASS, -1, 0))
    assert game.records[0].hero_position == 0 and game.records[0].companion_position == 7
    assert game.no_move == 0  # ends with the Day
    a, b = Duel((deck, deck), 2).seats
    a.exps[0].append(Unit(record_of(deck, "Issitoq")))
    for seat in (a, b):
        seat.exps[1].append(Unit(record_of(deck, "Filler")))
    progress(a, [True, True])
    progress(b, [False, True])
    assert (a.pos, b.pos) == ([1, 7], [0, 7])


def test_the_western_wind_moves_one_expedition_back_and_the_other_forward():
    # The Western Wind: the pair of moves that makes the most expeditions move
    text = (
        "[[Fleeting]].  Target Expedition you control moves backwards one region. If it does, "
        "move your other Expedition forward one region."
    )
    wind = make_card("Wind", "SPELL", 1, stats=None, text=text)
    deck = deck_of(FILLER, (wind, 2), (vanilla("Tree", (1, 0, 0)), 2))
    layout = (1, 2, 4, 1, 1, 2, 2, 2)  # Forest in regions 0, 3, 4
    game = afternoon_game(deck, hand=["Wind", "Wind"], mana=2, layout=layout)
    game.apply((A_PLAY_HAND, 0, 0))  # both at their start: nothing ("if it does")
    assert game.pos == [0, 7]
    game.pos[:] = [2, 6]
    put_in_play(game, "Tree", 0)
    put_in_play(game, "Tree", 1)
    game.apply((A_PLAY_HAND, 0, 0))  # Companion back to 7, Hero forward to 3 (Forest)
    assert game.pos == [3, 7] and game.moves_now() == 1


def test_eat_me_energy_bars_make_a_lone_character_gigantic():
    # Eat Me Energy Bars: counted in both expeditions at Dusk while it is alone
    text = "If there is only one Character in my Expedition, it is [Gigantic]."
    bars = make_card("Bars", "EXPEDITION_PERMANENT", 1, stats=None, text=text)
    deck = deck_of(FILLER, (bars, 1), (vanilla("Big", (3, 0, 0)), 1))
    assert deck.unmodelled == () and watchers_kinds.F_STATICS in deck.hooks.features
    game = afternoon_game(deck, layout=(1,) * 8)
    game.gear[0].append(Unit(record_of(deck, "Bars")))
    big = put_in_play(game, "Big", 0)
    assert game.expedition_sums(1)[:3] == (3, 0, 0) and game.progress_flags()[:2] == (True, True)
    big.status = fx.S_ASLEEP
    assert game.expedition_sums(1)[:3] == (0, 0, 0)
    big.status = 0
    put_in_play(game, "Filler", 0)  # two Characters: not Gigantic
    assert game.expedition_sums(1)[:3] == (0, 0, 0) and game.progress_flags()[:2] == (True, False)


def test_will_o_the_wisp_lets_the_facing_expedition_move_only_due_to_its_terrain():
    # Will-o'-the-Wisp (4.2.4.d); the goldfish opponent never moves, so only duels see it
    text = (
        "If an Expedition facing me is in\xa0{V}, it can't move forward during Dusk except due "
        "to\xa0{V}."
    )
    wisp = make_card("Wisp", stats=(0, 0, 0), text=text)
    deck = deck_of(
        FILLER, (wisp, 1), (vanilla("Rock", (0, 2, 0)), 1), (vanilla("Tree", (2, 0, 0)), 1)
    )
    assert deck.unmodelled == () and watchers_kinds.F_STATICS in deck.hooks.features
    a, b = Duel((deck, deck), 2).seats
    a.layout = b.layout = (3,) * 8  # Forest and Mountain everywhere
    b.exps[0].append(Unit(record_of(deck, "Wisp")))
    rock = Unit(record_of(deck, "Rock"))
    a.exps[0].append(rock)
    assert a.would_move(0)
    progress(a, [True, False])  # it would move due to Mountain only: it stays
    assert a.pos == [0, 7]
    a.exps[0][:] = [Unit(record_of(deck, "Tree"))]
    progress(a, [True, False])  # due to Forest: it moves
    assert a.pos == [1, 7]
