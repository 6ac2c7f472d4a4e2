"""Creating Character tokens (the tokens mechanic): the token text read into its name, stats,
subtype and place."""

from __future__ import annotations

import pytest

from altered_deck.engine.acts.tokens import create_tokens
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.interpreter import run
from altered_deck.engine.text.body import parse_body
from tests.engine.kit import FILLER, Tokens, afternoon_game, deck_of, make_card, record_of


@pytest.mark.parametrize(
    ("text", "where", "count"),
    [
        ("Create a [Brassbug 2/2/2] Robot token in target Expedition", fx.TO_TARGET, 1),
        ("Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition", fx.TO_MINE, 2),
        ("Create an [Ordis Recruit 1/1/1] Soldier token in your other Expedition", fx.TO_OTHER, 1),
        ("create a [Booda 2/2/2] Companion token in your Companion Expedition", fx.TO_COMPANION, 1),
        ("Create a [Mana Moth 2/2/2] Illusion token in each of your Expeditions", fx.TO_EACH, 1),
        (
            "Create four [Ordis Recruit 1/1/1] Soldier tokens, distributed as you choose among "
            "any number of target Expeditions",
            fx.TO_SPLIT,
            4,
        ),
    ],
)
def test_token_creation_reads_name_stats_subtype_and_place(text, where, count):
    tokens = Tokens()
    assert parse_body(text, tokens) == [(fx.E_TOKEN, count, (0, where))]
    spec = tokens.specs[0]
    assert (spec.forest, spec.mountain, spec.water) in {(2, 2, 2), (1, 1, 1)}
    assert spec.subtype in {"ROBOT", "SOLDIER", "COMPANION", "ILLUSION"}


def test_tokens_distributed_alternate_from_the_target_expedition():
    # "Create four [Ordis Recruit 1/1/1] Soldier tokens, distributed as you choose among any
    # number of target Expeditions": half (rounded up) in the target one, the rest in the other
    text = (
        "Create four [Ordis Recruit 1/1/1] Soldier tokens, distributed as you choose among "
        "any number of target Expeditions."
    )
    call = make_card("Call", "SPELL", 3, stats=None, text=text)
    deck = deck_of(FILLER, (call, 1))
    game = afternoon_game(deck)
    run(game, record_of(deck, "Call").on_resolve, None, 1)
    assert [[u.card.name for u in e] for e in game.exps] == [["Ordis Recruit"] * 2] * 2
    assert [u.card.stats for u in game.exps[1]] == [(1, 1, 1), (1, 1, 1)]


def test_a_token_in_each_expedition_and_one_in_the_other():
    moth = make_card(
        "Moths",
        "SPELL",
        2,
        stats=None,
        text="Create a [Mana Moth 2/2/2] Illusion token in each of your Expeditions.",
    )
    deck = deck_of(FILLER, (moth, 1))
    game = afternoon_game(deck)
    token = record_of(deck, "Mana Moth")
    run(game, record_of(deck, "Moths").on_resolve, None, 0)
    create_tokens(game, token, 1, fx.TO_OTHER, 0)
    assert [len(e) for e in game.exps] == [1, 2]
    assert all(u.card is token and u.card.is_token for e in game.exps for u in e)
