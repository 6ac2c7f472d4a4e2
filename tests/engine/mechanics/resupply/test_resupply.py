"""What a [Resupply] put in Reserve ("[Resupply]. If you put an Animal in Reserve this way, it
gains 1 boost": Wildlife Medic), through ``altered-deck engine scenario``: the top card of
the deck gains the boost only when it is what the card names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.engine.core import effects as fx
from altered_deck.engine.mechanics.resupply.kinds import E_RESUPPLY_THEN_BOOST
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario

BRAVE_CUB, FOUNDRY_ARMORER = "ALT_EOLE_B_MU_107_C", "ALT_CORE_B_AX_16_C"  # an Animal; a Robot


@pytest.mark.parametrize(("top", "boosts"), [(BRAVE_CUB, 1), (FOUNDRY_ARMORER, 0)])
def test_the_card_put_in_reserve_gains_a_boost_if_it_is_an_animal(
    cache_dir: Path, tmp_path: Path, top: str, boosts: int
) -> None:
    position = json.loads((SCENARIOS / "resupply_animal.json").read_text())
    position["players"][0]["deck"] = [top, FOUNDRY_ARMORER]  # the top card first
    path = tmp_path / "medic.json"
    path.write_text(json.dumps(position))
    done = scenario(CliRunner(), cache_dir, path, 2)  # Wildlife Medic into the Hero expedition
    assert [(c["ref"], c["boosts"]) for c in done["state"]["players"][0]["reserve"]] == [
        (top, boosts)
    ]


def test_the_form_reads_a_kind_or_a_subtype() -> None:
    for words, arg in (("a Character", (fx.K_CHARACTER, "")), ("a Robot", (fx.K_ANY, "ROBOT"))):
        text = f"{{J}} [Resupply]. If you put {words} in Reserve this way, it gains 2 boosts."
        card = make_card("Medic", text=text)
        assert record_of(deck_of(FILLER, (card, 1)), "Medic").on_join == (
            (E_RESUPPLY_THEN_BOOST, 2, arg),
        )
