"""Discards from the Reserve beside those from the hand, and cards put from the hand in
Reserve, through ``altered-deck engine scenario``: Janus's "When you discard a card from your
hand or your Reserve — I gain 1 boost" (a {D} ability discards its card from Reserve), Qorgan
Occultist's "{H} I gain [[Fleeting]] unless you discarded a card from your hand or your Reserve
this turn" and Grumpy Imp's "When you put a card from your hand in Reserve — If I have no
boosts, I gain 1 boost". Cards of Roots of Corruption (EOLE)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.mechanics.discard import kinds as discard_kinds
from altered_deck.engine.mechanics.reserve.kinds import ST_ON_HAND_TO_RESERVE
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

PATH = SCENARIOS / "discard_hand_or_reserve.json"
OCCULTIST_TO_HERO, KELON_TO_HERO, FIXER_SUPPORT = 2, 4, 10
JANUS, OCCULTIST, IMP = "ALT_EOLE_B_YZ_113_R1", "ALT_EOLE_B_YZ_106_R1", "ALT_EOLE_B_YZ_111_R2"


def _units(player: dict, expedition: str) -> list[tuple[str, int, list[str]]]:
    return [(c["ref"], c["boosts"], c["status"]) for c in player[expedition]["cards"]]


def test_a_reserve_discard_triggers_janus_and_spares_the_occultist(cache_dir: Path) -> None:
    runner = CliRunner()
    # Reka Fixer's {D}: discarded from Reserve (its next Character gains 1 boost)
    done = scenario(runner, cache_dir, PATH, FIXER_SUPPORT, OCCULTIST_TO_HERO)
    player = done["state"]["players"][0]
    assert player["discard"] == ["ALT_EOLE_B_BR_115_C"]
    assert _units(player, "hero_expedition") == [(JANUS, 1, []), (OCCULTIST, 1, [])]
    assert _units(player, "companion_expedition") == [(IMP, 0, [])]  # nothing went to Reserve


def test_without_a_discard_this_turn_the_occultist_is_fleeting(cache_dir: Path) -> None:
    done = scenario(CliRunner(), cache_dir, PATH, OCCULTIST_TO_HERO)
    player = done["state"]["players"][0]
    assert _units(player, "hero_expedition") == [(JANUS, 0, []), (OCCULTIST, 0, ["fleeting"])]


def test_a_card_put_from_the_hand_in_reserve_boosts_the_imp(cache_dir: Path) -> None:
    runner = CliRunner()
    asked = scenario(runner, cache_dir, PATH, KELON_TO_HERO)
    assert texts(asked) == [
        "Kelon Elemental: Put a card from your hand in Reserve: Qorgan Occultist (hand)",
        "Kelon Elemental: Put a card from your hand in Reserve: Foundry Mechanic (hand)",
    ]
    player = scenario(runner, cache_dir, PATH, KELON_TO_HERO, 2)["state"]["players"][0]
    assert [u["ref"] for u in player["reserve"]] == ["ALT_EOLE_B_BR_115_C", "ALT_CORE_B_AX_07_C"]
    assert _units(player, "companion_expedition") == [(IMP, 1, [])]
    assert _units(player, "hero_expedition")[0] == (JANUS, 0, [])  # not a discard


def test_the_forms_compile_with_other_kinds_and_wordings() -> None:
    for text, kind, mask in (
        (
            "When you discard a Spell from your hand or your Reserve — Draw a card.",
            discard_kinds.ST_ON_DISCARD,
            2,
        ),
        (
            "When a Character is discarded from your hand or your Reserve — I gain 1 boost.",
            discard_kinds.ST_ON_DISCARD,
            1,
        ),
        (
            "When a card goes directly from your hand to Reserve — I gain 1 boost.",
            ST_ON_HAND_TO_RESERVE,
            0,
        ),
    ):
        card = make_card("Watcher", text=text)
        (static,) = record_of(deck_of(FILLER, (card, 1)), "Watcher").statics
        assert (static[0], static[1]) == (kind, mask)
    card = make_card(
        "Source",
        text="{J} If you discarded two or more cards from your hand or your Reserve this turn, "
        "draw a card.",
    )
    ((_if, _n, (condition, amount, *_rest)),) = record_of(
        deck_of(FILLER, (card, 1)), "Source"
    ).on_join
    assert (condition, amount) == (discard_kinds.C_DISCARDED_ANY_THIS_TURN, 2)
