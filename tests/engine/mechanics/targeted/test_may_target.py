"""Optional targets ("You may target another Character. It ...", "Up to one target
Character ...", "you may have target Character you control gain ...") through ``altered-deck
engine scenario``: the player picks the target or none; the Character picked gains and loses
what the card says."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core import effects as fx
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

AOIFE_FROM_RESERVE_INTO_HERO = 2  # {R} You may target another Character. It loses [[Fleeting]]
# and gains 1 boost.


def _hero_expedition(data: dict) -> list[tuple[str, int, list[str]]]:
    cards = data["state"]["players"][0]["hero_expedition"]["cards"]
    return [(c["ref"], c["boosts"], c["status"]) for c in cards]


def test_you_may_target_another_character_or_none(cache_dir: Path) -> None:
    runner = CliRunner()
    path = SCENARIOS / "may_target.json"
    asked = scenario(runner, cache_dir, path, AOIFE_FROM_RESERVE_INTO_HERO)
    assert texts(asked) == [
        "Corrupted Aoife: up to one other target Character: Amelia Earhart (Hero expedition)",
        "Corrupted Aoife: up to one other target Character: no target",
    ]
    taken = scenario(runner, cache_dir, path, AOIFE_FROM_RESERVE_INTO_HERO, 1)
    assert _hero_expedition(taken)[0] == ("ALT_CORE_B_AX_11_C", 1, [])
    declined = scenario(runner, cache_dir, path, AOIFE_FROM_RESERVE_INTO_HERO, 2)
    assert _hero_expedition(declined)[0] == ("ALT_CORE_B_AX_11_C", 0, ["fleeting"])


def test_the_forms_compile_to_a_target_the_player_may_leave_out() -> None:
    one = fx.T_UP_TO | fx.T_ONE
    cases = {
        "{J} Up to one target Character loses [[Fleeting]].": (0, (0, fx.S_FLEETING, one, 0)),
        "{J} Up to one target Character gains 2 boosts and [[Anchored]].": (
            2,
            (fx.S_ANCHORED, 0, one, 0),
        ),
        "{J} You may target a Character you control. It gains [[Asleep]].": (
            0,
            (fx.S_ASLEEP, 0, one | fx.T_MINE, 0),
        ),
        "{J} You may have target Character you control gain [[Fleeting]].": (
            0,
            (fx.S_FLEETING, 0, one | fx.T_MINE, 0),
        ),
    }
    for text, (boosts, arg) in cases.items():
        card = make_card("Aimer", text=text)
        assert record_of(deck_of(FILLER, (card, 1)), "Aimer").on_join == (
            (fx.E_BOOST_TARGET, boosts, arg),
        ), text
