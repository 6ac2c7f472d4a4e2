"""Out of a Dark Sky's "Send to Reserve target Character with Base Cost {2} or less. Then, if
both of your Expeditions are behind or tied, [Resupply]" through ``altered-deck engine
scenario``: "both of your Expeditions" reads as "each of your Expeditions" (7.5.2); an
expedition ahead of the one facing it and there is no [Resupply]. Roots of Corruption."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core.effects import E_IF
from altered_deck.engine.mechanics.watchers.kinds import C_ALL_BEHIND_OR_TIED
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario

PATH = SCENARIOS / "then_if_behind_or_tied.json"


def test_behind_and_tied_the_player_resupplies_after_the_removal(cache_dir: Path) -> None:
    done = scenario(CliRunner(), cache_dir, PATH, 2)  # Out of a Dark Sky
    me, them = done["state"]["players"]
    assert [u["ref"] for u in them["reserve"]] == ["ALT_CORE_B_OR_05_C"]
    assert [u["ref"] for u in me["reserve"]] == ["ALT_CORE_B_AX_16_C"]  # the deck's top
    assert me["discard"] == ["ALT_EOLE_B_OR_120_R2"]  # Fleeting


def test_ahead_in_one_expedition_there_is_no_resupply(cache_dir: Path, tmp_path: Path) -> None:
    position = json.loads(PATH.read_text(encoding="utf-8"))
    position["players"][0]["hero_expedition"]["region"] = 2  # ahead of region 1
    ahead = tmp_path / "ahead.json"
    ahead.write_text(json.dumps(position), encoding="utf-8")
    me, them = scenario(CliRunner(), cache_dir, ahead, 2)["state"]["players"]
    assert [u["ref"] for u in them["reserve"]] == ["ALT_CORE_B_OR_05_C"]
    assert (me["reserve"], len(me["deck"])) == ([], 1)


def test_both_and_each_wordings_compile_alike() -> None:
    for words in ("both of your Expeditions are", "each of your Expeditions is"):
        card = make_card("Source", text=f"{{J}} If {words} behind or tied, draw a card.")
        ((kind, _n, (condition, *_rest)),) = record_of(deck_of(FILLER, (card, 1)), "Source").on_join
        assert (kind, condition) == (E_IF, C_ALL_BEHIND_OR_TIED), words
