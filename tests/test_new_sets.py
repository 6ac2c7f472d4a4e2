"""Sets the code has never seen: deckfmt ids 13+, a set missing from the card data, and a
bundle rebuilt from a dump holding a new set."""

from __future__ import annotations

import base64
import json
import shutil
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from altered_deck.decks.deckfmt import (
    decode_deckfmt,
    default_table_name,
    encode_deckfmt,
    set_table,
    table_names,
)
from altered_deck.decks.load import load_deck
from altered_deck.errors import UnknownCardError, UsageError
from altered_deck.formats import validate
from altered_deck.formats.releases import parse_releases
from tests.conftest import BUNDLE_LABEL, DUMP


def _code(set_id: int, number: int = 1) -> str:
    """A one-card code: set ``set_id``, 1 copy, booster, Axiom, ``number``, common."""
    bits = "0001" + f"{1:08b}" + f"{set_id:08b}" + f"{1:06b}" + "01" + "1" + "001"
    bits += f"{number:07b}" + "000"
    bits += "0" * (-len(bits) % 8)
    raw = int(bits, 2).to_bytes(len(bits) // 8, "big")
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def test_the_tables_and_their_default() -> None:
    assert table_names() == ["fugue-15", "judge-15"]
    assert default_table_name() == "fugue-15"
    fugue = {layout.set_id: layout.set_code for layout in set_table().layouts}
    judge = {layout.set_id: layout.set_code for layout in set_table("judge-15").layouts}
    assert (fugue[13], fugue[14], judge[13], judge[14]) == ("EOLE", "EOLECB", "EOLE", "EOLECB")
    assert [fugue[i] for i in range(15, 20)] == ["FUGUE", "JUDGE", "MUSUBI", "WCF25", "WCS26"]
    assert [judge[i] for i in range(15, 19)] == ["JUDGE", "MUSUBI", "WCF25", "WCS26"]
    with pytest.raises(UsageError, match="unknown altered-deckfmt table 'x'; choose one of"):
        set_table("x")


@pytest.mark.parametrize(
    ("set_id", "table", "reference"),
    [
        (13, None, "ALT_EOLE_B_AX_05_C"),
        (14, "judge-15", "ALT_EOLECB_B_AX_05_C"),
        (15, None, "ALT_FUGUE_B_AX_05_C"),
        (15, "judge-15", "ALT_JUDGE_B_AX_05_C"),
        (19, "fugue-15", "ALT_WCS26_B_AX_05_C"),
    ],
)
def test_set_ids_13_and_up_decode_and_round_trip(
    set_id: int, table: str | None, reference: str
) -> None:
    code = _code(set_id, 5)
    deck = decode_deckfmt(code, table=table)
    assert deck.quantities() == {reference: 1}
    assert encode_deckfmt(deck, table) == code


def test_cli_table_option(runner: CliRunner) -> None:
    code = _code(16, 5)
    for args, expected in (
        ((), "1 ALT_JUDGE_B_AX_05_C\n"),
        (("--deckfmt-table", "judge-15"), "1 ALT_MUSUBI_B_AX_05_C\n"),
    ):
        result = runner.invoke(cli, ["deck", "convert", code, "--to", "text", *args])
        assert (result.exit_code, result.stdout) == (0, expected)
    result = runner.invoke(cli, ["deck", "convert", code, "--to", "text", "--deckfmt-table", "x"])
    assert result.exit_code == 2
    assert "Invalid value for '--deckfmt-table': choose one of: fugue-15, judge-15" in (
        result.stderr
    )


def test_a_code_of_a_set_the_cache_lacks_names_the_set(store: CardStore) -> None:
    with pytest.raises(UnknownCardError) as exc:
        load_deck(_code(15, 5), store)
    assert exc.value.notes == {
        "ALT_FUGUE_B_AX_05_C": f"set FUGUE is not in your card data ({BUNDLE_LABEL}); "
        "run `altered-deck cards sync` to get newer sets"
    }
    assert exc.value.unknown == {"ALT_FUGUE_B_AX_05_C": []}


def _dump_with_new_set(root: Path) -> Path:
    """The fixture dump plus FUGUE: DUSTER's cards under a new set code."""
    dump = root / "dump"
    shutil.copytree(DUMP, dump)
    (dump / "SETS" / "FUGUE").mkdir()
    for lang in ("EN", "FR"):
        text = (DUMP / "SETS" / "DUSTER" / f"DUSTER_{lang}.json").read_text(encoding="utf-8")
        fugue = text.replace("ALT_DUSTER_", "ALT_FUGUE_").replace('"DUSTER"', '"FUGUE"')
        fugue = fugue.replace("/card_sets/DUSTER", "/card_sets/FUGUE")
        (dump / "SETS" / "FUGUE" / f"FUGUE_{lang}.json").write_text(fugue, encoding="utf-8")
    return dump


def test_a_bundle_rebuilt_with_a_new_set_validates_its_decks(
    runner: CliRunner, tmp_path: Path
) -> None:
    dump = _dump_with_new_set(tmp_path)
    bundle = tmp_path / "cards.json.gz"
    result = runner.invoke(
        cli, ["cards", "bundle", str(dump), "-o", str(bundle), "--date", "2026-06"]
    )
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"wrote {bundle}: ")
    assert ", 6 sets, " in result.stdout
    store = CardStore(tmp_path / "cache" / "cards.db", bundle=bundle)
    per_set = store.info().per_set
    assert sorted(per_set) == ["DUSTER", "DUSTERCB", "FUGUE", "MUSUBI", "TCS3", "WCS25"]
    assert per_set["FUGUE"] == per_set["DUSTER"] == 115
    heroes = store.search(set_code="FUGUE", card_type="HERO", faction="BR")
    cards = [
        c
        for c in store.search(set_code="FUGUE", faction="BR")
        if c.card_type not in ("HERO", "TOKEN", "TOKEN_LANDMARK_PERMANENT")
    ]
    token = store.search(set_code="FUGUE", card_type="TOKEN")[0]
    # A Sealed deck: a FUGUE Hero, 29 FUGUE Bravos cards (any copies), a token art.
    lines = [f"1 {heroes[0].reference}"]
    left = 29
    for card in cards:
        take = min(3, left)
        if take:
            lines.append(f"{take} {card.reference}")
        left -= take
    lines.append(f"1 {token.reference}")
    deck_file = tmp_path / "fugue.txt"
    deck_file.write_text("\n".join(lines) + "\n", encoding="utf-8")
    resolved = load_deck(str(deck_file), store)
    # FUGUE is not legal in community play yet (data/rules/sets.json): refused until the
    # community gives it a date; with a date, the new set's deck is legal.
    refused = validate(resolved, "sealed", date(2026, 11, 22))
    assert [(v.code, v.rule_number) for v in refused.violations] == [("SET-RELEASED", "1.1.7.a")]
    dated = parse_releases({"sets": [{"set": "FUGUE", "from": "2026-11-01"}]})
    result_ = validate(resolved, "sealed", date(2026, 11, 22), releases=dated)
    assert (result_.verdict, result_.violations, result_.counts.cards) == ("LEGAL", (), 30)
    assert [e.card.reference for e in resolved.ignored] == [token.reference]
    assert json.loads(json.dumps(result_.counts.factions)) == {"BR": 30}
