"""Stigma of Fallacy's cards named in the discard pile, through ``altered-deck engine
scenario``: "{J} Do this once for each "Stigma of Fallacy" in your discard pile: • Create a
[Mana Moth 2/2/2] Illusion token in target Expedition" (each token its own target, on either
side) and "{H} If there's a "Stigma of Fallacy" in your discard pile, create ...". Roots of
Corruption (EOLE)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core.effects import E_DRAW, E_IF
from altered_deck.engine.mechanics.discard.kinds import C_NAMED_DISCARDED, E_PER_NAMED_DISCARDED
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "named_in_discard.json"
ONCE_EACH_TO_HERO, IF_THERE_TO_HERO = 2, 4
COMPANION, OPPONENTS_HERO = 2, 3


def _in(expedition: dict) -> list[str]:
    return [c.get("ref") or c["token"] for c in expedition["cards"]]


def test_one_token_per_named_card_each_with_its_own_target(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, PATH, ONCE_EACH_TO_HERO)
    assert texts(asked) == [
        "Stigma of Fallacy: target Expedition: Hero expedition",
        "Stigma of Fallacy: target Expedition: Companion expedition",
        "Stigma of Fallacy: target Expedition: opponent's Hero expedition",
        "Stigma of Fallacy: target Expedition: opponent's Companion expedition",
    ]
    # two Stigmas of Fallacy in the discard pile (Amelia Earhart is not one): two tokens
    done = scenario(runner, cache_dir, PATH, ONCE_EACH_TO_HERO, OPPONENTS_HERO, COMPANION)
    me, them = done["state"]["players"]
    assert (_in(me["hero_expedition"]), _in(me["companion_expedition"])) == (
        ["ALT_EOLE_B_YZ_115_R1"],
        ["Mana Moth"],
    )
    assert _in(them["hero_expedition"]) == ["ALT_CORE_B_OR_05_C", "Mana Moth"]


def test_if_there_is_one_a_single_token(cache_dir: Path) -> None:
    done = scenario(CliRunner(), cache_dir, PATH, IF_THERE_TO_HERO, COMPANION)
    me = done["state"]["players"][0]
    assert (_in(me["hero_expedition"]), _in(me["companion_expedition"])) == (
        ["ALT_EOLE_B_YZ_115_C"],
        ["Mana Moth"],
    )
    assert done["legal_actions"][0]["text"] == "pass"  # the opponent's turn: no second token


def test_the_forms_compile_with_other_names_and_effects() -> None:
    text = '{R} Do this once for each "Red Herring" in your discard pile:  • Draw a card.'
    card = make_card("Source", text=text)
    assert record_of(deck_of(FILLER, (card, 1)), "Source").on_reserve == (
        (E_PER_NAMED_DISCARDED, 0, ("Red Herring", ((E_DRAW, 1, None),))),
    )
    card = make_card(
        "Source", text='{J} If there\'s a "Red Herring" in your discard pile, draw a card.'
    )
    assert record_of(deck_of(FILLER, (card, 1)), "Source").on_join == (
        (E_IF, 0, (C_NAMED_DISCARDED, "Red Herring", ((E_DRAW, 1, None),))),
    )
