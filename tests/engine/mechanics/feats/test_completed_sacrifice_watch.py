"""A Completed Feat that watches sacrifices: Deploy the Shields!'s "[[Completed]]: When you
sacrifice a Permanent — Target non-[[Boosted]] Character in your Reserve gains 1 boost"
(Roots of Corruption), with FarFetch 2.0's "{J} You may sacrifice a Permanent"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from altered_deck.engine.mechanics.boosts import kinds as boosts_kinds
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of, scenario_json


def _run(cache_dir: Path, *applies: int) -> Any:
    return scenario_json(cache_dir, SCENARIOS / "completed_sacrifice_watch.json", *applies)


def _boosts(data: Any) -> list[tuple[str, int]]:
    return [(u["ref"], u["boosts"]) for u in data["state"]["players"][0]["reserve"]]


def test_a_sacrifice_boosts_a_reserve_character_without_boosts(cache_dir: Path) -> None:
    # FarFetch 2.0 sacrifices Armored Jammer: the Feat asks, among the Reserve's Characters
    # without boosts (Axiom Salvager has one; Armored Jammer in Reserve is no Character)
    asked = _run(cache_dir, 2, 2)
    assert [a["text"] for a in asked["legal_actions"]] == [
        "Deploy the Shields!: target non-[[Boosted]] Character in your Reserve: Foundry "
        "Armorer (Reserve)",
        "Deploy the Shields!: target non-[[Boosted]] Character in your Reserve: Kelon "
        "Elemental (Reserve)",
    ]
    assert _boosts(_run(cache_dir, 2, 2, 2)) == [
        ("ALT_CORE_B_AX_08_C", 1),
        ("ALT_CORE_B_AX_16_C", 0),
        ("ALT_CORE_B_AX_04_C", 1),  # Kelon Elemental
        ("ALT_CORE_B_AX_28_C", 0),
    ]
    # declining the sacrifice: nothing to watch
    declined = _run(cache_dir, 2, 3)
    assert [b for _r, b in _boosts(declined)] == [1, 0, 0, 0]


def test_the_body_compiles_with_any_count() -> None:
    for n, words in ((1, "1 boost"), (2, "2 boosts")):
        text = f"{{H}} Target non-[[Boosted]] Character in your Reserve gains {words}."
        card = make_card("Giver", text=text)
        assert record_of(deck_of(FILLER, (card, 1)), "Giver").on_hand == (
            (boosts_kinds.E_BOOST_RESERVE_UNBOOSTED, n, None),
        )
