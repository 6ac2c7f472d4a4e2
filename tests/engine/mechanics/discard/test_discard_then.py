"""For the Greater Good's "Discard a card from your hand. If you do, discard target card in play
with Base Cost {3} or less" through ``altered-deck engine scenario``: the hand card first, then
a target among either player's Characters and Permanents whose Base Cost fits; with no card to
discard, nothing more. Roots of Corruption (EOLE)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from altered_deck.engine.core.state import A_PLAY_HAND
from altered_deck.engine.mechanics.discard.kinds import E_DISCARD_THEN
from altered_deck.engine.mechanics.removal.kinds import E_OPP_REMOVE
from tests.engine.kit import FILLER, SCENARIOS, afternoon_game, deck_of, make_card, record_of
from tests.engine.mechanics.discard.test_discard import scenario, texts

PLAY_IT = 2


def test_the_discard_pays_for_a_target_in_play_on_either_side(cache_dir: Path) -> None:
    runner = CliRunner()
    path = SCENARIOS / "discard_then_remove.json"
    asked = scenario(runner, cache_dir, path, PLAY_IT)
    # Dr. Frankenstein (Base Cost 4) is left out
    assert texts(asked) == [
        "For the Greater Good: target Character or Permanent: Foundry Mechanic (Hero expedition)",
        "For the Greater Good: target Character or Permanent: Ordis Trooper (opponent's Hero "
        "expedition)",
        "For the Greater Good: target Character or Permanent: Alice (opponent's Companion "
        "expedition)",
        "For the Greater Good: target Character or Permanent: Armored Jammer (opponent's "
        "Landmarks)",
    ]
    me, them = scenario(runner, cache_dir, path, PLAY_IT, 4)["state"]["players"]
    # Amelia Earhart discarded from the hand; the Spell is Fleeting: discarded too
    assert (me["hand"], me["discard"]) == ([], ["ALT_CORE_B_AX_11_C", "ALT_EOLE_B_YZ_117_C"])
    assert (them["landmarks"], them["discard"]) == ([], ["ALT_CORE_B_AX_28_C"])


def test_with_no_card_to_discard_nothing_follows() -> None:
    text = (
        "{H} Discard two cards from your hand. If you do, discard target Character with Base "
        "Cost {5} or less."
    )
    card = make_card("Source", text=text)
    deck = deck_of(FILLER, (card, 1))
    ((kind, n, ((inner, *_rest),)),) = record_of(deck, "Source").on_hand
    assert (kind, n, inner) == (E_DISCARD_THEN, 2, E_OPP_REMOVE)
    game = afternoon_game(deck, hand=["Source", "Filler"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    # one card was there: discarded, but not two: the Source itself stays in play
    assert ([c.name for c in game.discard], [u.card.name for u in game.exps[0]]) == (
        ["Filler"],
        ["Source"],
    )
    game = afternoon_game(deck, hand=["Source", "Filler", "Filler"], mana=1)
    game.apply((A_PLAY_HAND, 0, 0))
    # two discarded; the only Character with Base Cost 5 or less is the Source: compulsory
    assert sorted(c.name for c in game.discard) == ["Filler", "Filler", "Source"]
    assert game.exps[0] == []
