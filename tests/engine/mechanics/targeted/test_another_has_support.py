"""A cost cut while another card has a {D} ability: Reka Thurifer's "Play me for {1} less if
another card in your Expeditions or your Reserve has a {D} ability" (Roots of Corruption).
Played from Reserve, the card is one of the Reserve's cards: not "another"."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from altered_deck.cli.main import cli
from altered_deck.engine.core import effects as fx
from altered_deck.engine.mechanics.targeted import kinds as targeted_kinds
from tests.engine.kit import FILLER, SCENARIOS, deck_of, make_card, record_of

ISSITOQ = "ALT_CORE_B_OR_19_C"  # {D} : Draw a card


def _offered(cache_dir: Path, tmp_path: Path, reserve: list[str], in_play: list[str]) -> list[str]:
    position = json.loads((SCENARIOS / "another_has_support.json").read_text())
    position["players"][0]["reserve"] = reserve
    position["players"][0]["companion_expedition"]["cards"] = in_play
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position))
    args = ["--cache-dir", str(cache_dir), "engine", "scenario", str(path), "--json"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.stderr
    texts = [a["text"] for a in json.loads(result.stdout)["legal_actions"]]
    return [t for t in texts if t.endswith("into the Hero expedition")]


def test_another_card_with_a_support_ability_cuts_the_cost(cache_dir: Path, tmp_path: Path) -> None:
    reka = "ALT_EOLE_B_LY_116_R1"
    assert _offered(cache_dir, tmp_path, [], []) == [
        "play Reka Thurifer from hand for 4 mana into the Hero expedition"
    ]
    # the Reserve's Reka is another card for the one in hand, not for itself
    assert _offered(cache_dir, tmp_path, [reka], []) == [
        "play Reka Thurifer from hand for 3 mana into the Hero expedition",
        "play Reka Thurifer from Reserve for 4 mana into the Hero expedition",
    ]
    # Issitoq in an expedition (its {D} ability in its Reserve text): both cut
    assert _offered(cache_dir, tmp_path, [reka], [ISSITOQ]) == [
        "play Reka Thurifer from hand for 3 mana into the Hero expedition",
        "play Reka Thurifer from Reserve for 3 mana into the Hero expedition",
    ]


def test_a_card_or_another_card_compiles() -> None:
    for word, amount in (("another", 1), ("a", 0)):
        text = (
            f"Play me for {{2}} less if {word} card in your Expeditions or your Reserve has a "
            "{D} ability."
        )
        card = make_card("Cut", text=text)
        assert record_of(deck_of(FILLER, (card, 1)), "Cut").statics == (
            (fx.ST_SELF_COST, 2, (targeted_kinds.C_HAS_SUPPORT, amount)),
        )
