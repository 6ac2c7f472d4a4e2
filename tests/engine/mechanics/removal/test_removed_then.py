"""Removal that Roots of Corruption narrows to tokens or follows with a token, through
``altered-deck engine scenario``: Brave Cub's "You may discard target non-Companion token"
(either player's token, never a Companion such as Gretel & Rust's Rust) and Stigma of
Banality's "You may discard target Character with Base Cost {1} or less. If you do, create a
[Woollyback 1/1/1] Animal token in its Expedition" (the token where the target was, under its
controller)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.mechanics.removal.kinds import E_OPP_REMOVE, E_REMOVE_THEN_TOKEN
from altered_deck.engine.targets.limits import D_RESERVE, L_BASE_COST_LE, L_NON_COMPANION_TOKEN
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

PLAY_TO_HERO = 2


def _cards(expedition: dict) -> list[str]:
    return [c.get("ref") or c["token"] for c in expedition["cards"]]


def test_brave_cub_offers_every_token_but_a_companion(cache_dir: Path) -> None:
    runner = CliRunner()
    path = SCENARIOS / "non_companion_token.json"
    asked = scenario(runner, cache_dir, path, PLAY_TO_HERO)
    assert texts(asked) == [
        "Brave Cub: target Character: Brassbug (Hero expedition)",
        "Brave Cub: target Character: Woollyback (opponent's Hero expedition)",
        "Brave Cub: target Character: no target",
    ]
    done = scenario(runner, cache_dir, path, PLAY_TO_HERO, 2)
    opponent = done["state"]["players"][1]
    assert _cards(opponent["hero_expedition"]) == ["ALT_CORE_B_OR_05_C"]
    assert _cards(opponent["companion_expedition"]) == ["Rust"]
    assert opponent["discard"] == []  # a token ceases to exist
    declined = scenario(runner, cache_dir, path, PLAY_TO_HERO, 3)
    mine = declined["state"]["players"][0]
    assert _cards(mine["hero_expedition"]) == ["Brassbug", "ALT_EOLE_B_MU_107_R1"]


def test_discarding_a_character_creates_the_token_in_its_expedition(cache_dir: Path) -> None:
    runner = CliRunner()
    path = SCENARIOS / "remove_then_token.json"
    asked = scenario(runner, cache_dir, path, PLAY_TO_HERO)
    # Alice costs 3: left out
    assert texts(asked) == [
        "Stigma of Banality: target Character: Foundry Mechanic (Hero expedition)",
        "Stigma of Banality: target Character: Ordis Trooper (opponent's Hero expedition)",
        "Stigma of Banality: target Character: no target",
    ]
    theirs = scenario(runner, cache_dir, path, PLAY_TO_HERO, 2)["state"]["players"]
    assert theirs[1]["discard"] == ["ALT_CORE_B_OR_05_C"]
    assert _cards(theirs[1]["hero_expedition"]) == ["ALT_CORE_B_YZ_13_C", "Woollyback"]
    assert _cards(theirs[0]["hero_expedition"]) == ["ALT_CORE_B_AX_07_C", "ALT_EOLE_B_OR_116_R2"]
    mine = scenario(runner, cache_dir, path, PLAY_TO_HERO, 1)["state"]["players"]
    assert mine[0]["discard"] == ["ALT_CORE_B_AX_07_C"]
    assert _cards(mine[0]["hero_expedition"]) == ["ALT_EOLE_B_OR_116_R2", "Woollyback"]
    declined = scenario(runner, cache_dir, path, PLAY_TO_HERO, 3)["state"]["players"]
    assert (declined[0]["discard"], declined[1]["discard"]) == ([], [])
    assert _cards(declined[1]["hero_expedition"]) == ["ALT_CORE_B_OR_05_C", "ALT_CORE_B_YZ_13_C"]


def test_the_forms_compile_with_other_costs_tokens_and_verbs() -> None:
    for text, limit_value in (
        ("{H} You may discard target non-Companion token.", (L_NON_COMPANION_TOKEN, 0)),
        ("{H} Discard target card in play with Base Cost {5} or less.", (L_BASE_COST_LE, 5)),
    ):
        card = make_card("Source", text=text)
        ((kind, count, arg),) = record_of(deck_of(FILLER, (card, 1)), "Source").on_hand
        assert (kind, count, arg[1], arg[2:4]) == (E_OPP_REMOVE, 1, 1 | 4 | 8, limit_value)
    card = make_card(
        "Source",
        text="{J} Send to Reserve target Character with Base Cost {3} or less. If you do, "
        "create a [Brassbug 2/2/2] Robot token in its Expedition.",
    )
    ((kind, count, (removal, name)),) = record_of(deck_of(FILLER, (card, 1)), "Source").on_join
    assert (kind, count, removal[0], removal[2:4], name) == (
        E_REMOVE_THEN_TOKEN,
        1,
        D_RESERVE,
        (L_BASE_COST_LE, 3),
        "Brassbug",
    )
