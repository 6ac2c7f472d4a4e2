"""A roll the player raises with the source's counters: "Roll a die, then spend any number of
my Luck counters to increase the result by that much. On a: • 4+: You may target a Character
in your Expeditions. It activates its {D} ability. • 1-3: I gain 1 Luck counter." (Yeong-gi &
Ember, Roots of Corruption)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from altered_deck.engine.core import effects as fx
from altered_deck.engine.mechanics.activations import kinds as activations_kinds
from altered_deck.engine.mechanics.dice import kinds as dice_kinds
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of, scenario_json

SPEND = "spend any number of my Counted counters to increase the result by that much"


def _run(cache_dir: Path, *applies: int) -> Any:
    return scenario_json(cache_dir, SCENARIOS / "die_spend_counters.json", *applies)


def test_the_player_says_how_many_counters_lift_the_roll(cache_dir: Path) -> None:
    # Yeong-gi & Ember exhausted (two Luck counters); the die shows 2 (seed 3)
    asked = _run(cache_dir, 2)
    assert [a["text"] for a in asked["legal_actions"]] == [
        f"Yeong-gi & Ember: The die shows 2: spend any number of my counters: spend {k} of my "
        "counters"
        for k in (0, 1, 2)
    ]
    # spend 1: a 3, the 1-3 branch: one counter spent, one gained
    player = _run(cache_dir, 2, 2)["state"]["players"][0]
    assert (player["hero_counters"], player["hand"]) == (2, [])
    # spend 2: a 4, the 4+ branch: the player picks the Character, or none
    target = _run(cache_dir, 2, 3)
    assert [a["text"] for a in target["legal_actions"]] == [
        "Yeong-gi & Ember: target a Character in your Expeditions: Issitoq (Hero expedition)",
        "Yeong-gi & Ember: target a Character in your Expeditions: Foundry Armorer (Companion "
        "expedition)",
        "Yeong-gi & Ember: target a Character in your Expeditions: no target",
    ]
    # Issitoq activates its {D} ability ("Draw a card") and stays in play
    done = _run(cache_dir, 2, 3, 1)
    player = done["state"]["players"][0]
    assert (player.get("hero_counters", 0), player["hand"]) == (0, ["ALT_CORE_B_AX_08_C"])
    assert [c["ref"] for c in player["hero_expedition"]["cards"]] == ["ALT_CORE_B_OR_19_C"]
    assert done["log"][-1] == "day 2 P0 - activate Issitoq"
    # no target: nothing drawn, the counters spent all the same
    player = _run(cache_dir, 2, 3, 3)["state"]["players"][0]
    assert (player.get("hero_counters", 0), player["hand"]) == (0, [])


def test_the_form_compiles_with_any_counter_and_branches() -> None:
    for kind, branches in (
        ("{T} : Roll a die", "On a:  • 4+: Draw a card.  • 1-3: I gain 1 Counted counter."),
        ("{H} Roll a die", "On a 5+, draw a card. On a 1-4, I gain 2 boosts."),
    ):
        text = f"{kind}, then {SPEND}. {branches}"
        card = make_card(
            "Roller",
            "LANDMARK_PERMANENT" if "{T}" in kind else "CHARACTER",
            stats=None if "{T}" in kind else (1, 1, 1),
            text=text,
        )
        record = record_of(deck_of(FILLER, (card, 1)), "Roller")
        (effect,) = record.tap if "{T}" in kind else record.on_hand
        assert effect[0] == dice_kinds.E_DIE_SPEND
        lows = [low for low, _high, _inner in effect[2]]
        assert lows == ([4, 1] if "{T}" in kind else [5, 1])
        assert effect[2][0][2] == ((fx.E_DRAW, 1, None),)


def test_target_a_character_it_activates_its_support_ability_compiles() -> None:
    for where in ("in your Expeditions", "you control"):
        text = f"{{H}} You may target a Character {where}. It activates its {{D}} ability."
        card = make_card("Caller", text=text)
        assert record_of(deck_of(FILLER, (card, 1)), "Caller").on_hand == (
            (activations_kinds.E_TARGET_CHARACTER_D, 0, None),
        )
