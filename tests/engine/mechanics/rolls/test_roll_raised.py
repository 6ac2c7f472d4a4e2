""" "[[Completed]]: If you would roll a die, you may exhaust me to add 1 to its result" (Give
Fate a Twist!, through ``altered-deck engine scenario``) and "Roll a die. On a 1: Play another
turn" (the player's next turn follows, in a duel)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core.state import A_PLAY_HAND
from altered_deck.engine.mechanics.passing.kinds import E_ANOTHER_TURN
from tests.engine.kit import FILLER, SCENARIOS, afternoon_duel, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "roll_raised.json"
TRICKSTER = 2  # play Ouroboros Trickster: "{J} Roll a die. On a 4+, I gain 2 boosts. ..."


def test_the_player_sees_the_result_then_may_exhaust_to_add_one(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, PATH, TRICKSTER)
    assert texts(asked) == [
        "Give Fate a Twist!: the result is 1: exhaust me to add 1: yes",
        "Give Fate a Twist!: the result is 1: exhaust me to add 1: no",
    ]
    raised = scenario(runner, cache_dir, PATH, TRICKSTER, 1)
    assert raised["log"][2:] == ["day 2 P0 - add Give Fate a Twist! 2", "day 2 P0 - die 2"]
    assert raised["state"]["players"][0]["landmarks"][0]["exhausted"] is True
    kept = scenario(runner, cache_dir, PATH, TRICKSTER, 2)
    assert kept["log"][2:] == ["day 2 P0 - die 1"]
    assert kept["state"]["players"][0]["landmarks"][0]["exhausted"] is False


def test_play_another_turn_keeps_the_turn_once() -> None:
    again = make_card("Again", text="{J} Roll a die. On a 1-6: Play another turn.")
    mine = deck_of(FILLER, (again, 1))
    assert record_of(mine, "Again").on_join[0][2] == ((1, 6, ((E_ANOTHER_TURN, 0, None),)),)
    duel, me, them = afternoon_duel((mine, deck_of(FILLER)), seed=3)
    me.mana_ready = them.mana_ready = 5
    for seat, names in ((me, ("Again", "Filler")), (them, ("Filler",))):
        for name in names:
            card = next(c for c in seat.deck if c.name == name)
            seat.deck.remove(card)
            seat.hand.append(card)
    assert duel.turn == 0
    duel.apply((A_PLAY_HAND, 0, 0))  # Again: another turn
    assert duel.turn == 0
    duel.apply((A_PLAY_HAND, 0, 0))  # a Filler: the turn passes on
    assert duel.turn == 1
