"""Statuses given with a choice, "when you play / roll" watchers and extra Dusk moves; each with
the card text it comes from."""

from __future__ import annotations

from altered_deck.engine.acts.dice import roll_die
from altered_deck.engine.core.day import dusk_abilities, progress
from altered_deck.engine.core.duel import Duel
from altered_deck.engine.core.effects import (
    S_ANCHORED,
    S_ASLEEP,
    S_EXHAUSTED,
    S_FLEETING,
    STATUS_GAINED,
)
from altered_deck.engine.core.play import play_from_hand
from altered_deck.engine.core.state import A_PASS, A_PLAY_HAND, A_PLAY_RESERVE, A_SUPPORT, Unit
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


class _Dice:
    """A stand-in random generator whose die rolls are fixed."""

    def __init__(self, *rolls: int) -> None:
        self.rolls = list(rolls)

    def randint(self, low: int, high: int) -> int:
        return self.rolls.pop(0)


def test_encore_anchors_a_fleeting_or_boosted_character():
    # Encore (two printings)
    plain = make_card(
        "Encore", "SPELL", 1, stats=None, text="Target [[Fleeting]] Character gains [[Anchored]]."
    )
    text = "[[Fleeting]].  Target [[Fleeting]] or [[Boosted]] Character gains [[Anchored]]."
    wide = make_card("Encore2", "SPELL", 1, stats=None, text=text)
    deck = deck_of(FILLER, (plain, 1), (wide, 1))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Encore", "Encore2"], mana=2)
    boosted = put_in_play(game, "Filler", 0, boosts=2)
    fleeting = put_in_play(game, "Filler", 1, status=S_FLEETING)
    game.apply((A_PLAY_HAND, 0, 0))
    assert fleeting.status == S_FLEETING | S_ANCHORED and boosted.status == 0
    game.apply((A_PLAY_HAND, 0, 0))
    assert boosted.status == S_ANCHORED


def test_rallying_call_wakes_an_asleep_character_anchored():
    # Rallying Call
    text = (
        "Target Character gains 1 boost. If it is [[Asleep]], it gains [[Anchored]] and loses "
        "[[Asleep]]. (At Rest, it doesn't go to Reserve and loses Anchored)."
    )
    deck = deck_of(FILLER, (make_card("Rally", "SPELL", 1, stats=None, text=text), 1))
    assert record_of(deck, "Rally").on_resolve == ((watchers_kinds.E_RALLY, 1, None),)
    game = afternoon_game(deck, hand=["Rally"], mana=1)
    awake = put_in_play(game, "Filler", 0)
    asleep = put_in_play(game, "Filler", 1, status=S_ASLEEP)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (asleep.boosts, asleep.status, awake.boosts) == (1, S_ANCHORED, 0)


def test_yeti_sleeps_unless_it_makes_its_expedition_move():
    # Yeti
    text = "{H} You may have me gain [[Asleep]]."
    deck = deck_of(FILLER, (make_card("Yeti", text=text), 2))
    game = afternoon_game(deck, hand=["Yeti", "Yeti"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))  # alone: its statistics make the Hero expedition move
    assert game.exps[0][0].status == 0
    game.apply((A_PLAY_HAND, 0, 0))  # the first Yeti moves it: the second sleeps
    assert game.exps[0][1].status == S_ASLEEP


def test_fire_rabbit_turns_fleeting_for_a_boost_where_power_is_needed():
    # Fire Rabbit; all regions Forest
    text = (
        "{H} You may have me gain [[Fleeting]]. If you do, another target Character gains 1 boost."
    )
    rabbit = make_card("Rabbit", stats=(0, 0, 1), text=text)
    deck = deck_of(FILLER, (rabbit, 2), (vanilla("Zero", (0, 0, 2)), 1))
    game = afternoon_game(deck, hand=["Rabbit", "Rabbit"], mana=2, layout=(1,) * 8)
    mover = put_in_play(game, "Filler", 0)
    game.apply((A_PLAY_HAND, 0, 0))  # the Hero expedition moves already: declined
    assert game.exps[0][-1].status == 0 and mover.boosts == 0
    zero = put_in_play(game, "Zero", 1)
    game.apply((A_PLAY_HAND, 0, 1))  # no Forest in the Companion expedition: taken
    assert game.exps[1][-1].status == S_FLEETING and zero.boosts == 1


def test_aloe_vera_pays_to_be_anchored():
    # Aloe Vera
    text = "{J} You may pay {1} to have me gain [[Anchored]].  At Noon\xa0— [Resupply]."
    deck = deck_of(FILLER, (make_card("Aloe", text=text), 1))
    game = afternoon_game(deck, hand=["Aloe"], mana=2)
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.exps[0][0].status == S_ANCHORED and game.mana_ready == 0


def test_moyo_and_silk_exhaust_for_a_token_and_a_draw_on_big_spells():
    # Moyo & Silk (Hero)
    text = (
        "When you play a Spell with Base Cost {4} or more\xa0— You may exhaust me ({T}) to create "
        "a [Mana Moth 2/2/2] Illusion token in your Hero Expedition. If the Base Cost was {7} or "
        "more, also draw a card."
    )
    hero = make_card("Moyo", "HERO", stats=None, text=text)
    small = make_card("Small", "SPELL", 3, stats=None, text="[Resupply].")
    big = make_card("Big", "SPELL", 7, reserve=4, stats=None, text="[Resupply].")
    deck = deck_of(FILLER, (small, 1), (big, 1), hero=hero)
    assert deck.unmodelled == () and watchers_kinds.F_STATICS in deck.hooks.features
    game = afternoon_game(deck, hand=["Small", "Big"], mana=10)
    game.deck += [record_of(deck, "Filler")] * 3
    game.apply((A_PLAY_HAND, 0, 0))
    assert game.hero_ready and game.exps[0] == []
    game.apply((A_PLAY_HAND, 0, 0))
    assert not game.hero_ready and [u.card.name for u in game.exps[0]] == ["Mana Moth"]
    assert [c.name for c in game.hand] == ["Filler"]  # Base Cost 7: one card drawn


def test_the_well_of_tears_boosts_on_big_spells():
    # The Well of Tears
    text = (
        "When you play a Spell with Base Cost {4} or more\xa0— You may give target Character 1 "
        "boost."
    )
    well = make_card("Well", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    big = make_card("Big", "SPELL", 4, stats=None, text="[Resupply].")
    deck = deck_of(FILLER, (well, 1), (big, 1))
    game = afternoon_game(deck, hand=["Big"], mana=4)
    game.landmarks.append(Unit(record_of(deck, "Well")))
    unit = put_in_play(game, "Filler", 0)
    game.apply((A_PLAY_HAND, 0, 0))
    assert unit.boosts == 1


def test_lakshmi_and_martengale_watch_die_rolls():
    # Lakshmi (main and echo); Martengale
    lakshmi = make_card(
        "Lakshmi",
        text="When you roll one or more dice\xa0— If the result is 6+, draw a card.",
        echo="{I} When you roll one or more dice\xa0— I gain 1 boost, up to a max of 2.",
    )
    martengale = make_card(
        "Martengale", text="If you would roll a die, you may add 1 to its result."
    )
    deck = deck_of(FILLER, (lakshmi, 2), (martengale, 1))
    assert deck.unmodelled == () and watchers_kinds.F_STATICS in deck.hooks.features
    game = afternoon_game(deck)
    put_in_play(game, "Lakshmi", 0)
    card = next(c for c in game.deck if c.name == "Lakshmi")
    game.deck.remove(card)
    waiting = Unit(card)
    game.reserve.append(waiting)
    game.rng = _Dice(5, 6, 6, 6)  # type: ignore[assignment]
    assert roll_die(game) == 5 and len(game.hand) == 0 and waiting.boosts == 1
    put_in_play(game, "Martengale", 1)
    assert roll_die(game) == 7 and len(game.hand) == 1 and waiting.boosts == 2
    roll_die(game)
    assert waiting.boosts == 2  # up to a max of 2


def test_zero_statistic_plays_feed_reserve_cards():
    # The Minotaur (echo); Dredger Drone (echo)
    minotaur = make_card(
        "Minotaur",
        echo="{I} When you play a Character with a base statistic of\xa00\xa0— I gain 1 boost, up "
        "to a max of 2.",
    )
    zero = vanilla("Zero", (0, 2, 2))
    deck = deck_of(FILLER, (minotaur, 1), (zero, 2))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Filler", "Zero"], mana=2)
    card = next(c for c in game.deck if c.name == "Minotaur")
    game.deck.remove(card)
    waiting = Unit(card)
    game.reserve.append(waiting)
    game.apply((A_PLAY_HAND, 0, 0))  # 1/1/1: no zero
    assert waiting.boosts == 0
    game.apply((A_PLAY_HAND, 0, 0))
    assert waiting.boosts == 1


def test_staff_clerk_makes_a_recruit_for_each_card_played_from_reserve():
    # Staff Clerk
    text = (
        "When you play another card from Reserve\xa0— Create an [Ordis Recruit 1/1/1] Soldier "
        "token in my Expedition."
    )
    deck = deck_of(FILLER, (make_card("Clerk", text=text), 1))
    game = afternoon_game(deck, hand=["Filler"], mana=3)
    put_in_play(game, "Clerk", 1)
    card = next(c for c in game.deck if c.name == "Filler")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    game.apply((A_PLAY_HAND, 0, 0))
    assert len(game.exps[1]) == 1
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert [u.card.name for u in game.exps[1]] == ["Clerk", "Ordis Recruit"]


def test_the_magic_sleigh_moves_one_more_region():
    # The Magic Sleigh (and its die printings)
    plain = (
        "If my Expedition would move forward during Dusk, it moves forward one more region instead."
    )
    dice = (
        "If my Expedition would move forward during Dusk, roll a die. On a:  •\xa04+, it moves "
        "forward one more region instead.  •\xa01, it doesn't move instead."
    )
    sleigh = make_card("Sleigh", "EXPEDITION_PERMANENT", 2, stats=None, text=plain)
    gamble = make_card("Gamble", "EXPEDITION_PERMANENT", 2, stats=None, text=dice)
    deck = deck_of(FILLER, (sleigh, 1), (gamble, 1))
    assert deck.unmodelled == () and watchers_kinds.F_STATICS in deck.hooks.features
    assert record_of(deck, "Gamble").statics == (
        (watchers_kinds.ST_EXTRA_MOVE, 0, ((4, 6, 1), (1, 1, -1))),
    )
    game = afternoon_game(deck)
    game.gear[0].append(Unit(record_of(deck, "Sleigh")))
    game.gear[1].append(Unit(record_of(deck, "Gamble")))
    game.rng = _Dice(1)  # type: ignore[assignment]
    progress(game, [True, True])
    assert game.pos == [2, 7] and game.moved == [True, False]
    game.rng = _Dice(4)  # type: ignore[assignment]
    progress(game, [False, True])
    assert game.pos == [2, 5]
    assert not game.gear[0][0].status & S_EXHAUSTED


def test_base_cost_is_the_reserve_cost_from_reserve():
    # The Well of Tears: "Base Cost" is the Reserve Cost when played from Reserve
    text = (
        "When you play a card with Base Cost {4} or more\xa0— You may give target Character 1 "
        "boost."
    )
    well = make_card("Well", "LANDMARK_PERMANENT", 2, stats=None, text=text)
    odd = make_card("Odd", "SPELL", 2, reserve=4, stats=None, text="[Resupply].")
    deck = deck_of(FILLER, (well, 1), (odd, 2))
    assert record_of(deck, "Well").statics[0][0] == watchers_kinds.ST_PLAY_BASE
    game = afternoon_game(deck, hand=["Odd"], mana=6)
    game.landmarks.append(Unit(record_of(deck, "Well")))
    unit = put_in_play(game, "Filler", 0)
    game.apply((A_PLAY_HAND, 0, 0))  # Hand Cost 2
    assert unit.boosts == 0
    game.reserve[:] = [Unit(record_of(deck, "Odd"))]
    game.apply((A_PLAY_RESERVE, 0, 0))  # Reserve Cost 4
    assert unit.boosts == 1


def test_the_monolith_boosts_joining_non_token_characters():
    # The Monolith, Ordis Bastion
    text = "When a non-token Character joins your Expeditions\xa0— It gains 1 boost."
    monolith = make_card("Monolith", "PERMANENT", 3, stats=None, text=text)
    maker = make_card(
        "Maker", text="{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition."
    )
    deck = deck_of(FILLER, (monolith, 1), (maker, 1))
    game = afternoon_game(deck, hand=["Maker"], mana=1)
    game.landmarks.append(Unit(record_of(deck, "Monolith")))
    game.apply((A_PLAY_HAND, 0, 0))
    assert [(u.card.name, u.boosts) for u in game.exps[0]] == [("Maker", 1), ("Ordis Recruit", 0)]


def test_halua_makes_each_other_character_fleeting_at_dusk():
    # Halua, Raging Leviathan
    text = "[Gigantic], [Tough\xa01].  At Dusk\xa0— Each other Character gains [[Fleeting]]."
    deck = deck_of(FILLER, (make_card("Halua", text=text), 1))
    assert record_of(deck, "Halua").at_dusk == ((watchers_kinds.E_STATUS_OTHERS, 0, S_FLEETING),)
    game = afternoon_game(deck)
    halua = put_in_play(game, "Halua", 0)
    other = put_in_play(game, "Filler", 1)
    dusk_abilities(game)
    assert (halua.status, other.status) == (0, S_FLEETING)
    a, b = Duel((deck, deck), 1).seats
    a.exps[0].append(Unit(record_of(deck, "Halua")))
    theirs = Unit(record_of(deck, "Filler"))
    b.exps[0].append(theirs)
    dusk_abilities(a)
    assert theirs.status == S_FLEETING


def test_sleeping_your_own_characters_with_boosts():
    # Beauty Sleep; The Sandman; Snoozer Shroom (echo); Ordis Accountant
    #: the sleeper is one whose sleep costs no move at Dusk
    beauty = make_card(
        "Beauty",
        "SPELL",
        1,
        stats=None,
        text="Target Character gains [[Asleep]]. You may give it 2 boosts.",
    )
    text = "{H} Up to one target Character gains [[Asleep]]. You may give it 2 boosts."
    sandman = make_card("Sandman", stats=(0, 0, 0), text=text)
    text = "{D} : Target Character you control with Hand Cost {4} or less gains [[Asleep]]."
    shroom = make_card("Shroom", echo=text)
    text = (
        "{R} You may spend 1 of my boosts to have target Character gain [[Asleep]]. You may give "
        "it 2 boosts."
    )
    accountant = make_card("Accountant", stats=(0, 0, 0), text=text)
    deck = deck_of(FILLER, (beauty, 1), (sandman, 2), (shroom, 1), (accountant, 1))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Beauty"], mana=1)
    mover = put_in_play(game, "Filler", 0)
    spare = put_in_play(game, "Filler", 0, boosts=1)
    game.apply((A_PLAY_HAND, 0, 0))  # either sleep keeps the move: the boosted one sleeps
    assert (mover.status, spare.status, spare.boosts) == (0, S_ASLEEP, 3)
    game = afternoon_game(deck, hand=["Sandman"], mana=1)
    alone = put_in_play(game, "Filler", 1)
    game.apply((A_PLAY_HAND, 0, 1))  # the only sleeper would stop the move: declined
    assert (alone.status, alone.boosts) == (0, 0)
    game = afternoon_game(deck, mana=1)
    first = put_in_play(game, "Filler", 1)
    second = put_in_play(game, "Filler", 1, boosts=1)
    card = next(c for c in game.deck if c.name == "Accountant")
    game.deck.remove(card)
    game.reserve.append(Unit(card, 1))
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert game.exps[0][0].boosts == 0 and (second.status, second.boosts) == (S_ASLEEP, 3)
    assert first.status == 0
    game = afternoon_game(deck)
    cheap = put_in_play(game, "Filler", 0)
    card = next(c for c in game.deck if c.name == "Shroom")
    game.deck.remove(card)
    game.reserve.append(Unit(card))
    game.apply((A_SUPPORT, 0, 0))  # mandatory: the only one sleeps
    assert cheap.status == S_ASLEEP


def test_lyra_festival_wins_with_a_fleeting_an_anchored_and_an_asleep_character():
    # Lyra Festival
    text = (
        "{J} Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]].  At Dusk, if you "
        "control a [[Fleeting]] Character, another [[Anchored]] Character and yet another "
        "[[Asleep]] Character\xa0— You win the game."
    )
    festival = make_card("Festival", "PERMANENT", 2, stats=None, text=text)
    deck = deck_of(FILLER, (festival, 1))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Festival"], mana=2)
    fleeting = put_in_play(game, "Filler", 0, status=S_FLEETING)
    plain = put_in_play(game, "Filler", 0)
    sleeper = put_in_play(game, "Filler", 1, status=S_ASLEEP)
    game.apply((A_PLAY_HAND, 0, 0))
    assert plain.status == S_ANCHORED and fleeting.status == S_FLEETING
    assert sleeper.status == S_ASLEEP
    game.apply((A_PASS, -1, 0))
    assert game.won_day == 1 and game.pos == [1, 7]


def test_statuses_gained_trigger_and_are_replaced():
    # Ordis Nightwarden (two printings); Gericht, Revered Duelist; Cuddly Corgi
    # (three printings)
    text = "If I would gain [[Asleep]], I gain [[Anchored]] instead."
    warden = make_card("Warden", text=text)
    sleeper = make_card("Sleeper", text="When I gain [[Asleep]]\xa0— I gain 1 boost.")
    gericht = make_card("Gericht", text="If I would gain [[Fleeting]], I gain 1 boost instead.")
    text = "When a Character you control gains [[Anchored]]\xa0— That Character gains 1 boost."
    corgi = make_card("Corgi", text=text)
    text = "When a Character you control gains [[Fleeting]]\xa0— I gain 1 boost."
    corgi2 = make_card("Corgi2", text=text)
    nap = make_card("Nap", "SPELL", 0, stats=None, text="Each Character gains [[Asleep]].")
    deck = deck_of(
        FILLER, (warden, 1), (sleeper, 1), (gericht, 1), (corgi, 1), (corgi2, 1), (nap, 1)
    )
    assert deck.unmodelled == () and STATUS_GAINED in deck.hooks.on
    game = afternoon_game(deck, hand=["Nap"])
    warden_unit = put_in_play(game, "Warden", 0)
    sleeper_unit = put_in_play(game, "Sleeper", 0)
    put_in_play(game, "Corgi", 1)
    game.apply((A_PLAY_HAND, 0, 0))
    assert (warden_unit.status, warden_unit.boosts) == (S_ANCHORED, 1)  # Corgi: +1
    assert (sleeper_unit.status, sleeper_unit.boosts) == (S_ASLEEP, 1)
    game = afternoon_game(deck, mana=2)
    corgi_unit = put_in_play(game, "Corgi2", 1)
    for name in ("Gericht", "Filler"):
        card = next(c for c in game.deck if c.name == name)
        game.deck.remove(card)
        game.reserve.append(Unit(card))
    game.apply((A_PLAY_RESERVE, 0, 0))  # Gericht: a boost instead of Fleeting
    assert (game.exps[0][0].status, game.exps[0][0].boosts, corgi_unit.boosts) == (0, 1, 0)
    game.apply((A_PLAY_RESERVE, 0, 0))  # the Filler gains Fleeting: Corgi gains a boost
    assert game.exps[0][1].status == S_FLEETING and corgi_unit.boosts == 1


def test_counting_sheep_creates_woollybacks_then_cheap_characters_sleep():
    # Counting Sheep (two wordings): "target two Expeditions" are yours; "each
    # Expedition" and "each Character" reach the opponent's in a duel
    text = (
        "[[Fleeting]].  Target two Expeditions and create a [Woollyback 1/1/1] Animal token in "
        "each one. Then, each Character with Hand Cost {1} or less gains [[Asleep]]."
    )
    sheep = make_card("Sheep", "SPELL", 2, stats=None, text=text)
    text = (
        "[[Fleeting]].  Create a [Woollyback 1/1/1] Animal token in each Expedition. Then, each "
        "Character with Hand Cost {1} or less gains [[Asleep]]."
    )
    flock = make_card("Flock", "SPELL", 2, stats=None, text=text)
    big = make_card("Big", cost=3, stats=(2, 2, 2))
    deck = deck_of(FILLER, (sheep, 1), (flock, 1), (big, 2))
    assert deck.unmodelled == ()
    game = afternoon_game(deck, hand=["Sheep"], mana=2)
    cheap = put_in_play(game, "Filler", 0)
    costly = put_in_play(game, "Big", 1)
    game.apply((A_PLAY_HAND, 0, 0))
    woolly = [u for e in game.exps for u in e if u.card.name == "Woollyback"]
    assert len(woolly) == 2 and all(u.status == S_ASLEEP for u in woolly)
    assert (cheap.status, costly.status) == (S_ASLEEP, 0)
    a, b = Duel((deck, deck), 1).seats
    theirs = Unit(record_of(deck, "Filler"))
    b.exps[0].append(theirs)
    a.hand.append(record_of(deck, "Flock"))
    a.mana_ready = 2
    play_from_hand(a, len(a.hand) - 1, 0, False)
    assert [len(e) for e in a.exps] == [1, 1] and [len(e) for e in b.exps] == [2, 1]
    assert theirs.status == S_ASLEEP and all(u.status == S_ASLEEP for e in b.exps for u in e)
