"""Cleanse's "Roll a die. On a 1-3, I gain [[Fleeting]]. Then, you may send to Reserve target
Character with Base Cost {X} or less, where X is the result" through ``altered-deck engine
scenario`` (seeded die): the targets, on either side, are those whose Base Cost is at most
the roll; "you may" offers no target; on a 1-3 the Spell is Fleeting (discarded, 2.4.7).
Roots of Corruption (EOLE)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.compiler.coverage import compile_ability
from altered_deck.engine.core.effects import E_DRAW, K_SPELL
from altered_deck.engine.mechanics.dice.kinds import E_DIE
from altered_deck.engine.mechanics.removal.kinds import E_OPP_REMOVE
from altered_deck.engine.targets.limits import L_BASE_COST_LE_ROLL
from tests.engine.kit import SCENARIOS
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "die_result_cost.json"  # seed 0: the die shows 4
PLAY_IT = 2
CLEANSE = "ALT_EOLE_B_LY_118_R1"


def test_a_four_offers_every_base_cost_up_to_four(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, PATH, PLAY_IT)
    assert texts(asked) == [
        "Cleanse: target Character: Jian, Assembly Overseer (Hero expedition)",
        "Cleanse: target Character: Ordis Trooper (opponent's Hero expedition)",
        "Cleanse: target Character: Alice (opponent's Hero expedition)",
        "Cleanse: target Character: Dr. Frankenstein (opponent's Companion expedition)",
        "Cleanse: target Character: no target",
    ]
    done = scenario(runner, cache_dir, PATH, PLAY_IT, 4)
    assert "day 2 P0 - die 4" in done["log"]
    me, them = done["state"]["players"]
    assert [u["ref"] for u in them["reserve"]] == ["ALT_CORE_B_AX_17_C"]
    assert ([u["ref"] for u in me["reserve"]], me["discard"]) == ([CLEANSE], [])


def test_a_one_offers_base_cost_one_and_makes_the_spell_fleeting(
    cache_dir: Path, tmp_path: Path
) -> None:
    position = json.loads(PATH.read_text(encoding="utf-8"))
    position["seed"] = 2  # the die shows 1
    one = tmp_path / "one.json"
    one.write_text(json.dumps(position), encoding="utf-8")
    runner = CliRunner()
    assert texts(scenario(runner, cache_dir, one, PLAY_IT)) == [
        "Cleanse: target Character: Ordis Trooper (opponent's Hero expedition)",
        "Cleanse: target Character: no target",
    ]
    me, them = scenario(runner, cache_dir, one, PLAY_IT, 2)["state"]["players"]
    assert (me["reserve"], me["discard"], them["reserve"]) == ([], [CLEANSE], [])


def test_the_roll_then_the_effect_measured_by_it() -> None:
    for text, branches in (
        (
            "Roll a die. You may send to Reserve target Character with Base Cost {X} or less, "
            "where X is the result.",
            (),
        ),
        (
            "Roll a die. On a 6, draw a card. Then, discard target Character with Base Cost {X} "
            "or less, where X is the result.",
            ((6, 6, ((E_DRAW, 1, None),)),),
        ),
    ):
        parsed = compile_ability(text, K_SPELL)
        assert parsed is not None
        (die, removal) = parsed.on_resolve
        assert die == (E_DIE, 0, branches)
        assert (removal[0], removal[2][2]) == (E_OPP_REMOVE, L_BASE_COST_LE_ROLL)
