"""Per-game state a mechanic keeps with its own name, copied with the state for look-ahead."""

from __future__ import annotations

from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import keep, kept
from tests.engine.kit import deck_of, vanilla


def test_a_mechanic_keeps_values_by_name_and_a_copy_goes_its_own_way() -> None:
    game = Game(deck_of((vanilla(), 40)), 1)
    assert kept(game, "vigil") is None and kept(game, "vigil", 0) == 0
    keep(game, "vigil", (1, 2))
    copy = game.clone()
    keep(copy, "vigil", (3,))
    keep(copy, "watch", 5)
    assert (kept(game, "vigil"), kept(game, "watch")) == ((1, 2), None)
    assert (kept(copy, "vigil"), kept(copy, "watch")) == ((3,), 5)
