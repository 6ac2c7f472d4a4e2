""" "The next Character with Base Cost {3} or less you play this turn gains [[Anchored]]" (The
Big Bad Wolf's {D}, Roots of Corruption): through ``altered-deck engine scenario``, then the
Base Cost limit, a Character played from Reserve (its Reserve Cost), and the turn ending with
another card or a pass."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.state import A_PLAY_HAND, A_PLAY_RESERVE, A_SUPPORT, PASS
from altered_deck.engine.mechanics.targeted.kinds import E_NEXT_STATUS
from tests.engine.kit import (
    FILLER,
    SCENARIOS,
    afternoon_game,
    deck_of,
    make_card,
    put_in_reserve,
    record_of,
)

WOLF = "{D} : The next Character with Base Cost {3} or less you play this turn gains [[Anchored]]."


def test_the_wolf_anchors_the_next_character_played(cache_dir: Path) -> None:
    path = SCENARIOS / "next_character_status.json"
    args = ["--cache-dir", str(cache_dir), "engine", "scenario", str(path), "--json"]
    # its {D}, then Amelia Earhart (Hand Cost 3) into the Hero expedition
    result = CliRunner().invoke(cli, [*args, "--apply", "6", "--apply", "2"])
    assert result.exit_code == 0, result.stderr
    player = json.loads(result.stdout)["state"]["players"][0]
    assert player["discard"] == ["ALT_EOLE_B_MU_120_R1"]
    (amelia,) = player["hero_expedition"]["cards"]
    assert (amelia["ref"], amelia["status"]) == ("ALT_CORE_B_AX_11_C", ["anchored"])


def _game(*hand: str, status: str = "Anchored", limit: int = 3):
    text = WOLF.replace("{3}", f"{{{limit}}}").replace("Anchored", status)
    wolf = make_card("Wolf", echo=text)
    cheap = make_card("Cheap", cost=3, reserve=1)
    dear = make_card("Dear", cost=4, reserve=2)
    spell = make_card("Spell", "SPELL", cost=1, stats=None, text="Draw a card.")
    deck = deck_of(FILLER, (wolf, 1), (cheap, 1), (dear, 1), (spell, 1))
    game = afternoon_game(deck, hand=list(hand), mana=8)
    put_in_reserve(game, "Wolf")
    game.apply((A_SUPPORT, 0, 0))
    return deck, game


def _played(game, name: str):
    return next(u for e in game.exps for u in e if u.card.name == name)


@pytest.mark.parametrize(("status", "bit"), [("Anchored", fx.S_ANCHORED), ("Asleep", fx.S_ASLEEP)])
def test_the_status_and_the_limit(status: str, bit: int) -> None:
    deck, game = _game("Dear", "Cheap", status=status)
    assert record_of(deck, "Wolf").support == ((E_NEXT_STATUS, 3, bit),)
    game.apply((A_PLAY_HAND, 0, 0))  # Dear: Base Cost 4, too dear; the turn is over
    assert not _played(game, "Dear").status & bit
    game.apply((A_PLAY_HAND, 0, 1))  # Cheap: nothing waits any more
    assert not _played(game, "Cheap").status & bit


def test_played_from_reserve_its_base_cost_is_its_reserve_cost() -> None:
    _deck, game = _game(limit=2)
    put_in_reserve(game, "Dear")  # Hand Cost 4, Reserve Cost 2: Fleeting, Base Cost 2
    game.apply((A_PLAY_RESERVE, 0, 0))
    assert _played(game, "Dear").status & fx.S_ANCHORED


def test_a_spell_or_a_pass_ends_the_turn_first() -> None:
    _deck, game = _game("Spell", "Cheap")
    game.apply((A_PLAY_HAND, 0, 0))  # the Spell
    game.apply((A_PLAY_HAND, 0, 1))  # (the goldfish opponent does not take turns)
    assert not _played(game, "Cheap").status & fx.S_ANCHORED
    _deck, game = _game("Cheap")
    game.apply(PASS)
    assert game.kept.get("targeted: the next Character's status") is None
