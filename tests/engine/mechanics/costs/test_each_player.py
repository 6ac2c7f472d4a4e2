""" "Each player ..." and counts of an opponent's cards: the acting player, then in a duel the
opponent too (the costs mechanic's E_EACH_PLAYER; the removal mechanic's facing count)."""

from __future__ import annotations

from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import Unit
from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from altered_deck.engine.mechanics.reserve import kinds as reserve_kinds
from tests.engine.kit import afternoon_duel, afternoon_game, deck_of, make_card, record_of, vanilla

FILLER = (vanilla("Filler"), 20)
# Daughter of Yggdrasil (CORE), Aja (CORE), Loki (CORE), Anansi (CORE), Zaratan (CYCLONE)
DAUGHTER = make_card("Daughter", text="{H} Each player draws a card.")
AJA = make_card("Aja", text="{J} Each player puts the top card of their deck in their Mana zone.")
LOKI = make_card(
    "Loki", text="{H} Each player discards their hand and their Reserve, then draws three cards."
)
ANANSI = make_card("Anansi", text="{J} I gain 1 boost per card in each player's Reserve.")
ZARATAN = make_card(
    "Zaratan",
    stats=(2, 2, 2),
    text="[Gigantic].  {J} I gain 1 boost per Character in the Expeditions facing me.",
)
DECK = deck_of(FILLER, (DAUGHTER, 1), (AJA, 1), (LOKI, 1), (ANANSI, 1), (ZARATAN, 1))


def _each(*effects: fx.Effect) -> tuple[fx.Effect, ...]:
    return ((costs_kinds.E_EACH_PLAYER, 0, (effects,)),)


def test_each_player_texts_compile_to_each_player():
    assert record_of(DECK, "Daughter").on_hand == _each((fx.E_DRAW, 1, None))
    assert record_of(DECK, "Aja").on_join == _each((boosts_kinds.E_MANA_TOP, 1, None))
    assert record_of(DECK, "Loki").on_hand == _each(
        (reserve_kinds.E_WHEEL, 0, None), (fx.E_DRAW, 3, None)
    )
    assert record_of(DECK, "Anansi").on_join == (
        (boosts_kinds.E_BOOST_PER, 1, boosts_kinds.PER_EACH_RESERVE),
    )
    assert record_of(DECK, "Zaratan").on_join == ((removal_kinds.E_BOOST_PER_FACING, 1, None),)
    assert DECK.unmodelled == ()


def test_in_a_duel_each_player_draws_and_puts_a_card_in_mana():
    _game, me, them = afternoon_duel((DECK, DECK), 3)
    run(me, record_of(DECK, "Daughter").on_hand, None, 0)
    assert (len(me.hand), len(them.hand)) == (1, 1)
    before = (len(me.mana_cards), len(them.mana_cards))
    run(me, record_of(DECK, "Aja").on_join, None, 0)
    assert (len(me.mana_cards) - before[0], len(them.mana_cards) - before[1]) == (1, 1)
    them.reserve.append(Unit(record_of(DECK, "Filler")))
    run(me, record_of(DECK, "Loki").on_hand, None, 0)
    assert (len(me.hand), len(them.hand), them.reserve) == (3, 3, [])


def test_goldfishing_only_the_player_acts():
    game = afternoon_game(DECK, hand=[])
    run(game, record_of(DECK, "Daughter").on_hand, None, 0)
    assert len(game.hand) == 1


def test_each_players_reserve_and_the_expeditions_facing_me_count_the_opponents_cards():
    _game, me, them = afternoon_duel((DECK, DECK), 5)
    me.reserve.append(Unit(record_of(DECK, "Filler")))
    them.reserve += [Unit(record_of(DECK, "Filler")), Unit(record_of(DECK, "Filler"))]
    anansi = Unit(record_of(DECK, "Anansi"))
    me.exps[0].append(anansi)
    run(me, record_of(DECK, "Anansi").on_join, anansi, 0)
    assert anansi.boosts == 3  # one of mine, two of theirs
    zaratan = Unit(record_of(DECK, "Zaratan"))
    me.exps[0].append(zaratan)
    them.exps[0].append(Unit(record_of(DECK, "Filler")))
    them.exps[1].extend([Unit(record_of(DECK, "Filler")), Unit(record_of(DECK, "Zaratan"))])
    run(me, record_of(DECK, "Zaratan").on_join, zaratan, 0)
    assert zaratan.boosts == 3  # Gigantic: both opposing expeditions face me
    game = afternoon_game(DECK)  # goldfishing: nothing faces me
    alone = Unit(record_of(DECK, "Zaratan"))
    game.exps[0].append(alone)
    run(game, record_of(DECK, "Zaratan").on_join, alone, 0)
    assert alone.boosts == 0


def test_each_character_gains_a_status_on_both_sides_of_a_duel():
    # Halua, Raging Leviathan (CYCLONE): "At Dusk — Each Character gains [[Fleeting]]."
    halua = make_card("Halua", text="At Dusk — Each Character gains [[Fleeting]].")
    deck = deck_of(FILLER, (halua, 1))
    _game, me, them = afternoon_duel((deck, deck), 7)
    mine, theirs = Unit(record_of(deck, "Halua")), Unit(record_of(deck, "Filler"))
    me.exps[0].append(mine)
    them.exps[1].append(theirs)
    run(me, record_of(deck, "Halua").at_dusk, mine, 0)
    assert (mine.status & fx.S_FLEETING, theirs.status & fx.S_FLEETING) == (fx.S_FLEETING,) * 2


def test_all_characters_in_target_expedition_fall_asleep_on_the_opponents_side():
    # Twinkle Twinkle (CYCLONE): the opposing expedition where it helps most
    twinkle = make_card(
        "Twinkle",
        "SPELL",
        2,
        stats=None,
        text="All Characters in target Expedition gain [[Asleep]].",
    )
    deck = deck_of(FILLER, (twinkle, 1))
    assert record_of(deck, "Twinkle").on_resolve == (
        (removal_kinds.E_OPP_EXPEDITION_ASLEEP, 0, None),
    )
    _game, me, them = afternoon_duel((deck, deck), 9)
    small, big, bigger = (Unit(record_of(deck, "Filler"), b) for b in (0, 3, 1))
    them.exps[0].append(small)
    them.exps[1].extend([big, bigger])
    run(me, record_of(deck, "Twinkle").on_resolve, None, 0)
    assert [bool(u.status & fx.S_ASLEEP) for u in (small, big, bigger)] == [False, True, True]
    game = afternoon_game(deck)  # goldfishing: none of mine
    mine = Unit(record_of(deck, "Filler"))
    game.exps[0].append(mine)
    run(game, record_of(deck, "Twinkle").on_resolve, None, 0)
    assert mine.status == 0


def test_tokens_per_card_in_target_players_reserve_count_the_bigger_reserve():
    # Conscription (BISE)
    text = (
        "[[Fleeting]].  Target an Expedition. Create X [Ordis Recruit 1/1/1] Soldier tokens in "
        "it, where X is the number of cards in target player's Reserve."
    )
    conscription = make_card("Conscription", "SPELL", 3, stats=None, text=text)
    deck = deck_of(FILLER, (conscription, 1))
    _game, me, them = afternoon_duel((deck, deck), 11)
    me.reserve.append(Unit(record_of(deck, "Filler")))
    them.reserve += [Unit(record_of(deck, "Filler")) for _ in range(3)]
    run(me, record_of(deck, "Conscription").on_resolve, None, 0)
    assert [u.card.name for u in me.exps[0]] == ["Ordis Recruit"] * 3  # theirs: 3 cards
