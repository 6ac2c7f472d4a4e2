"""Cost cuts for a Feat, down to a minimum of {1}: Carmela, Fast Striker's "{D} : Pay {1} less
for the next Feat you play this turn, down to a minimum of {1}" and Bold Outrider's "{J} You
may immediately play a Feat for {1} less, down to a minimum of {1}" (Roots of Corruption)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.mechanics.costs import kinds as costs_kinds
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of, scenario_json

GALVANIZE, JAMMER, PROTECT = "ALT_EOLE_B_BR_120_C", "ALT_CORE_B_AX_28_C", "ALT_EOLE_B_BR_119_C"


def _run(cache_dir: Path, *applies: int) -> Any:
    return scenario_json(cache_dir, SCENARIOS / "feat_cost_cuts.json", *applies)


def _texts(data: Any) -> list[str]:
    return [a["text"] for a in data["legal_actions"]]


def test_the_next_feat_costs_one_less_down_to_one(cache_dir: Path) -> None:
    assert "play Galvanize the Troops from hand for 2 mana into the Hero expedition" in _texts(
        _run(cache_dir)
    )
    after = _texts(_run(cache_dir, 11))  # Carmela's {D} ability
    # Galvanize the Troops (a Feat, 2) for 1; Armored Jammer (a Landmark, no Feat) for 2;
    # Protect the Assets (a Feat, 1) stays at 1
    assert "play Galvanize the Troops from hand for 1 mana into the Hero expedition" in after
    assert "play Armored Jammer from hand for 2 mana" in after
    assert "play Protect the Assets from hand for 1 mana into the Hero expedition" in after


def test_you_may_immediately_play_a_feat_for_one_less(cache_dir: Path) -> None:
    # Bold Outrider (2 mana of 6): the player picks a Feat in hand, or nothing
    assert _texts(_run(cache_dir, 2)) == [
        "Bold Outrider: Play a card: Galvanize the Troops (hand)",
        "Bold Outrider: Play a card: Protect the Assets (hand)",
        "Bold Outrider: Play a card: play nothing",
    ]
    galvanized = _run(cache_dir, 2, 1, 1, 2)["state"]["players"][0]
    assert galvanized["mana"]["ready"] == 3  # 2 for Bold Outrider, 1 for Galvanize the Troops
    assert [u["ref"] for u in galvanized["landmarks"]] == [GALVANIZE]
    protected = _run(cache_dir, 2, 2, 1, 2)["state"]["players"][0]
    assert protected["mana"]["ready"] == 3  # Protect the Assets: 1, its minimum
    assert protected["hand"] == [GALVANIZE, JAMMER]
    declined = _run(cache_dir, 2, 3)["state"]["players"][0]
    assert (declined["mana"]["ready"], declined["hand"]) == (4, [GALVANIZE, JAMMER, PROTECT])


def test_the_forms_compile_with_any_cut() -> None:
    for cut in (1, 2):
        text = (
            f"{{J}} You may immediately play a Feat for {{{cut}}} less, down to a minimum of {{1}}."
        )
        card = make_card("Player", text=text)
        assert record_of(deck_of(FILLER, (card, 1)), "Player").on_join == (
            (costs_kinds.E_PLAY_SUBTYPE_NOW, cut, (fx.K_LANDMARK, costs_kinds.FEAT, True)),
        )
        echo = (
            f"{{D}} : Pay {{{cut}}} less for the next Feat you play this turn, down to a "
            "minimum of {1}."
        )
        card = make_card("Cutter", echo=echo)
        assert record_of(deck_of(FILLER, (card, 1)), "Cutter").support == (
            (costs_kinds.E_FLOOR_CUT, cut, (fx.K_LANDMARK, False, costs_kinds.FEAT)),
        )
