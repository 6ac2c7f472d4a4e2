""" "[Sabotage] a card with Reserve Cost {2} or less" (Stern Sentinel, Roots of Corruption):
a [Sabotage] whose targets the text narrows, offered among both players' Reserve cards that
fit; through ``altered-deck engine scenario`` and compiled variants."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.engine.core import effects as fx
from altered_deck.engine.core.effects import E_IF_ELSE
from altered_deck.engine.mechanics.removal.kinds import E_SABOTAGE
from altered_deck.engine.mechanics.sabotage.kinds import E_SABOTAGE_COST, E_SABOTAGE_FOREST
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of


def _run(cache_dir: Path, *applies: str, name: str = "sabotage_cost.json") -> dict:
    path = SCENARIOS / name
    args = ["--cache-dir", str(cache_dir), "engine", "scenario", str(path), "--json"]
    for action in applies:
        args += ["--apply", action]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_only_the_reserve_cards_that_fit_are_offered_on_both_sides(cache_dir: Path) -> None:
    asked = _run(cache_dir, "2")  # Stern Sentinel into the Hero expedition
    assert [a["text"] for a in asked["legal_actions"]] == [
        "Stern Sentinel: [Sabotage]: Amelia Earhart (Reserve)",  # Reserve Cost 1
        "Stern Sentinel: [Sabotage]: Axiom Salvager (opponent's Reserve)",  # 2
        "Stern Sentinel: [Sabotage]: no target",  # (Foundry Armorer's 3: too dear)
    ]
    mine, theirs = _run(cache_dir, "2", "2")["state"]["players"]
    assert [u["ref"] for u in theirs["reserve"]] == ["ALT_CORE_B_AX_16_C"]
    assert theirs["discard"] == ["ALT_CORE_B_AX_08_C"]
    assert [u["ref"] for u in mine["reserve"]] == ["ALT_CORE_B_AX_11_C"]
    declined = _run(cache_dir, "2", "3")["state"]["players"]
    assert [len(p["reserve"]) for p in declined] == [1, 2]


@pytest.mark.parametrize(
    ("words", "cost", "mask"),
    [("a card", 2, fx.K_ANY), ("a Spell", 3, fx.K_SPELL), ("a Character", 1, fx.K_CHARACTER)],
)
def test_other_kinds_and_costs_compile(words: str, cost: int, mask: int) -> None:
    text = f"{{H}} [Sabotage] {words} with Reserve Cost {{{cost}}} or less."
    card = make_card("Sentinel", text=text)
    assert record_of(deck_of(FILLER, (card, 1)), "Sentinel").on_hand == (
        (E_SABOTAGE_COST, cost, mask),
    )


def test_the_narrowed_sabotage_as_the_otherwise_of_a_feat_condition() -> None:
    text = (
        "{H} If you control a Feat, [Sabotage]. Otherwise, [Sabotage] a card with Reserve "
        "Cost {2} or less."
    )
    card = make_card("Sentinel", text=text)
    ((kind, _n, (_c, _a, then, otherwise)),) = record_of(
        deck_of(FILLER, (card, 1)), "Sentinel"
    ).on_hand
    assert (kind, then, otherwise) == (
        E_IF_ELSE,
        ((E_SABOTAGE, 1, None),),
        ((E_SABOTAGE_COST, 2, fx.K_ANY),),
    )


def test_a_character_with_forest_at_most_mine(cache_dir: Path) -> None:
    asked = _run(cache_dir, "2", name="sabotage_forest.json")  # The Big Bad Wolf, {V} 3
    assert [a["text"] for a in asked["legal_actions"]] == [
        "The Big Bad Wolf: [Sabotage]: Amelia Earhart (Reserve)",  # {V} 2
        # Kelon Elemental ({V} 1); not Foundry Armorer ({V} 2 and 2 boosts), nor a Landmark
        "The Big Bad Wolf: [Sabotage]: Kelon Elemental (opponent's Reserve)",
        "The Big Bad Wolf: [Sabotage]: no target",
    ]
    _mine, theirs = _run(cache_dir, "2", "2", name="sabotage_forest.json")["state"]["players"]
    assert theirs["discard"] == ["ALT_CORE_B_AX_04_C"]
    assert [u["ref"] for u in theirs["reserve"]] == ["ALT_CORE_B_AX_16_C", "ALT_CORE_B_AX_25_C"]
    card = make_card("Wolf", text="{H} [Sabotage] a Character with {V} less than or equal to mine.")
    assert record_of(deck_of(FILLER, (card, 1)), "Wolf").on_hand == ((E_SABOTAGE_FOREST, 1, None),)
