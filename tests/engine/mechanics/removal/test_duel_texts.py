"""Texts whose choice reaches the opponent's side in a duel: a whole opposing expedition put
to sleep (Twinkle Twinkle), the bigger of two Reserves (Conscription); and the coverage class of
a text that only counts an opponent's cards."""

from __future__ import annotations

from altered_deck.engine.compiler.coverage import MATCHUP_ONLY, MODELLED, classify_text
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.core.state import Unit
from altered_deck.engine.mechanics.removal import kinds as removal_kinds
from tests.engine.kit import afternoon_duel, afternoon_game, deck_of, make_card, record_of, vanilla

FILLER = (vanilla("Filler"), 20)


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


def test_a_count_of_the_opponents_cards_alone_is_matchup_only():
    # Zaratan, Social Leviathan (CYCLONE): none face me when goldfishing
    facing = "{J} I gain 1 boost per Character in the Expeditions facing me."
    assert classify_text(facing, fx.K_CHARACTER) == (MATCHUP_ONLY, [])
    assert classify_text(
        "{J} I gain 1 boost per card in each player's Reserve.", fx.K_CHARACTER
    ) == (
        MODELLED,
        [],
    )
