"""Golden seeded playthroughs of two starters, action by action, as text (tests/golden/).

A change in the engine's rules, the card compiler or the greedy pilot shows up here as a
readable diff. Regenerate after an intended change with
``UPDATE_GOLDEN=1 pytest tests/engine/core/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.engine.compiler.deck import compile_deck
from altered_deck.engine.core.game import Game
from altered_deck.engine.core.state import A_PASS, P_AFTERNOON
from altered_deck.engine.pilots import make_pilot

GOLDEN = Path(__file__).resolve().parents[2] / "golden"
from tests.conftest import STARTERS as FIXTURES  # noqa: E402


def playthrough(game: Game, pilot_name: str) -> str:
    """Every decision of the game as ``day N: action``, and each Dusk's result."""
    pilot = make_pilot(pilot_name)
    seat = "first" if game.first_on_odd_days else "second"
    lines = [f"seed {game.seed} · {pilot_name} pilot · first player on Day 1: {seat}"]
    while not game.is_terminal():
        action = pilot.choose(game)
        text = game.action_to_string(action)
        mana = f" ({game.mana_ready} mana)" if game.phase == P_AFTERNOON else ""
        lines.append(f"day {game.day}{mana}: {text}")
        game.apply(action)
        if action[0] == A_PASS:
            last = game.records[-1]
            lines.append(
                f"  dusk: hero exp. {last.hero_position}, companion exp. "
                f"{last.companion_position}, distance {last.distance}"
            )
    lines.append(f"won on day {game.won_day}" if game.won_day else "not won")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("name", "seed"), [("sierra", 1), ("nevenka", 2)])
def test_golden_playthrough(store, name: str, seed: int) -> None:
    path = FIXTURES / f"{name}.txt"
    deck = compile_deck(resolve_deck(parse_text(path.read_text("utf-8"), source=name), store))
    text = playthrough(Game(deck, seed), "greedy")
    golden = GOLDEN / f"playthrough_{name}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8")
