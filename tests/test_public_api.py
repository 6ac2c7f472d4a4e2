import datetime

import pytest

import altered_deck
from tests.conftest import STARTERS


def test_every_public_name_loads():
    for name in altered_deck.__all__:
        assert getattr(altered_deck, name) is not None
    with pytest.raises(AttributeError):
        _ = altered_deck.no_such_name


def test_library_round_trip_on_a_starter(store):
    deck = altered_deck.resolve_deck(altered_deck.read_deck(str(STARTERS / "sierra.txt")), store)
    result = altered_deck.validate(deck, "standard", datetime.date(2026, 1, 1))
    assert result.legal
    assert result.violations == ()
    assert altered_deck.deck_stats(deck).curve.average_hand is not None
    run = altered_deck.run_goldfish(deck, altered_deck.PlaySettings(games=20, seed=3), jobs=1)
    assert run.summary.games == 20


def test_library_matchup_of_two_starters(store):
    def load(name):
        return altered_deck.resolve_deck(altered_deck.read_deck(str(STARTERS / name)), store)

    result = altered_deck.matchup(
        load("sierra.txt"),
        load("kojo.txt"),
        altered_deck.PlaySettings(games=20, seed=3, max_days=20),
    )
    assert result.games == 20
    assert result.a.wins.count + result.b.wins.count + result.draws == 20
    assert sum(result.a.win_days) == result.a.wins.count
