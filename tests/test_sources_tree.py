"""The community dump's per-card tree, serialized prints and records that cannot be read:
``cards import`` and ``cards sync`` read what they can and count the rest in one warning."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from httpserver import ApiServer, fast_client, serve

from altered_deck.cards.sources import DumpSource, HttpDumpSource
from altered_deck.cards.store import CardStore
from altered_deck.cards.sync import sync_cards
from altered_deck.cli.main import cli
from tests.conftest import FIXTURES

COMMUNITY = FIXTURES / "community-2026"
EOLE_CARDS = ["ALT_EOLE_B_AX_107_C", "ALT_EOLE_B_AX_107_R1", "ALT_EOLE_B_AX_65_C"]
SERIALIZED = ["ALT_DUSTERCB_P_AX_85_C_001", "ALT_DUSTERCB_P_AX_85_C_002"]
NOT_A_REFERENCE = (
    "card ALT_DUSTERCB_P_AX_85_C_XXX: not a card reference: 'ALT_DUSTERCB_P_AX_85_C_XXX' "
    "(expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)"
)


def run(runner: CliRunner, cache: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache), *args])


@pytest.fixture
def server() -> Iterator[ApiServer]:
    with serve(COMMUNITY) as running:
        yield running


def test_a_set_only_in_the_tree_is_read_from_its_faction_folders() -> None:
    source = DumpSource(COMMUNITY)
    assert source.list_sets() == ["DUSTERCB", "EOLE"]
    assert source.location("EOLE", "fr-fr") == str(COMMUNITY / "CARDS" / "FR" / "EOLE")
    assert source.location("DUSTERCB", "en-us") == str(
        COMMUNITY / "SETS" / "DUSTERCB" / "DUSTERCB_EN.json"
    )
    # The API pages kept in pages/ are not cards of the tree.
    assert [card["reference"] for card in source.fetch_set("EOLE", "en-us")] == EOLE_CARDS


def test_a_per_set_file_wins_over_the_tree(tmp_path: Path) -> None:
    dump = tmp_path / "dump"
    shutil.copytree(COMMUNITY, dump)
    eole = dump / "SETS" / "EOLE"
    eole.mkdir()
    first = json.loads((dump / "CARDS/EN/EOLE/AX/ALT_EOLE_B_AX_65_C.json").read_text("utf-8"))
    (eole / "EOLE_EN.json").write_text(json.dumps([first]), encoding="utf-8")
    source = DumpSource(dump)
    assert source.location("EOLE", "en-us") == str(eole / "EOLE_EN.json")
    assert [card["reference"] for card in source.fetch_set("EOLE", "en-us")] == [EOLE_CARDS[2]]


def test_import_reads_both_layouts_and_skips_what_it_cannot_read_in_one_warning(
    runner: CliRunner, tmp_path: Path
) -> None:
    result = run(runner, tmp_path, "cards", "import", str(COMMUNITY), "--locale", "en-us,fr-fr")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[:5] == [
        "set         cards",
        "--------  -------",
        "DUSTERCB        3",
        "EOLE            3",
        "total           6",
    ]
    where = COMMUNITY / "SETS" / "DUSTERCB" / "DUSTERCB_EN.json"
    assert result.stderr == (
        "warning: skipped 2 card record(s) that cannot be read; "
        f"the first: {where}: {NOT_A_REFERENCE}\n"
    )
    store = CardStore.in_dir(tmp_path)
    assert sorted(key for key, _family, _name in store.all_keys()) == [
        "ALT_DUSTERCB_P_AX_1_C",
        "ALT_DUSTERCB_P_AX_85_C_1",
        "ALT_DUSTERCB_P_AX_85_C_2",
        "ALT_EOLE_B_AX_107_C",
        "ALT_EOLE_B_AX_107_R1",
        "ALT_EOLE_B_AX_65_C",
    ]


def test_an_imported_tree_card_shows_without_its_rare_marks(
    runner: CliRunner, tmp_path: Path
) -> None:
    assert (
        run(runner, tmp_path, "cards", "import", str(COMMUNITY), "--locale", "fr-fr").exit_code == 0
    )
    shown = run(runner, tmp_path, "cards", "show", "ALT_EOLE_B_AX_107_R1", "--json")
    card = json.loads(shown.stdout)
    # "OCEAN_POWER": "#1#" and "#{H}# Vous pouvez ...": the marks are gone.
    assert (card["forest"], card["mountain"], card["water"]) == (2, 1, 1)
    assert card["main_effect"]["fr-fr"].startswith(
        "{H} Vous pouvez mettre une carte de votre main en Réserve"
    )


def test_a_card_file_that_is_not_json_is_one_skipped_record(
    runner: CliRunner, tmp_path: Path
) -> None:
    dump = tmp_path / "dump"
    shutil.copytree(COMMUNITY, dump)
    broken = dump / "CARDS" / "EN" / "EOLE" / "AX" / "ALT_EOLE_B_AX_107_C.json"
    broken.write_text('{"reference": "ALT_EOLE_B_AX_107_C", ', encoding="utf-8")
    summary = sync_cards(CardStore.in_dir(tmp_path / "cache"), DumpSource(dump), sets=["EOLE"])
    assert summary.per_set == {"EOLE": 2}
    assert summary.skipped.count == 1
    assert summary.skipped.first.startswith(f"{broken}: cannot read JSON (Expecting ")


def test_sync_from_a_local_tree(runner: CliRunner, tmp_path: Path) -> None:
    result = run(
        runner, tmp_path, "cards", "sync", "--source", "dump", "--dump", str(COMMUNITY),
        "--set", "EOLE", "--json",
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    summary = json.loads(result.stdout)
    assert (summary["per_set"], summary["total"], summary["skipped"]) == ({"EOLE": 3}, 3, 0)
    assert "warning" not in result.stderr


def test_sync_from_a_url_skips_what_it_cannot_read(server: ApiServer, tmp_path: Path) -> None:
    store = CardStore.in_dir(tmp_path, bundle=None)
    source = HttpDumpSource(server.dump_url, client=fast_client(retries=0))
    summary = sync_cards(store, source, locales=["en-us", "fr-fr"], sets=["DUSTERCB"])
    assert summary.per_set == {"DUSTERCB": 3}
    assert summary.skipped.count == 2  # the print template, in each language
    assert summary.skipped.first == (
        f"{server.dump_url}SETS/DUSTERCB/DUSTERCB_EN.json: {NOT_A_REFERENCE}"
    )
    for reference in SERIALIZED:
        card = store.get(reference)
        assert card is not None and card.names == {"en-us": "Della & Bolt", "fr-fr": "Della & Bolt"}
        assert (card.family, card.version, card.serial) == ("AX_85", "AX_85_C", int(reference[-3:]))


def test_the_cli_json_summary_counts_the_skipped_records(
    server: ApiServer, runner: CliRunner, tmp_path: Path
) -> None:
    result = run(
        runner, tmp_path, "cards", "sync", "--source", "dump", "--dump", server.dump_url,
        "--set", "DUSTERCB", "--json",
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["skipped"] == 1
    assert result.stderr.count("warning: skipped 1 card record(s) that cannot be read") == 1


def test_a_draft_record_is_completed_from_its_familys_card(tmp_path: Path) -> None:
    dump = tmp_path / "dump"
    shutil.copytree(COMMUNITY, dump)
    # A box-topper print of ALT_EOLE_B_AX_107_C, as the data has some: no name, no costs.
    card = json.loads((dump / "CARDS/EN/EOLE/AX/ALT_EOLE_B_AX_107_C.json").read_text("utf-8"))
    card.update(reference="ALT_EOLETOP_P_AX_107_C", name="", elements={"MAIN_EFFECT": "?"})
    card["cardSet"] = {"reference": "EOLETOP", "name": "Roots of Corruption - Box Topper"}
    (dump / "CARDS/EN/EOLETOP/AX").mkdir(parents=True)
    (dump / "CARDS/EN/EOLETOP/AX/ALT_EOLETOP_P_AX_107_C.json").write_text(json.dumps(card))
    store = CardStore.in_dir(tmp_path / "cache", bundle=None)
    assert sync_cards(store, DumpSource(dump), sets=["EOLE", "EOLETOP"]).total == 4
    draft, family_card = store.get("ALT_EOLETOP_P_AX_107_C"), store.get("ALT_EOLE_B_AX_107_C")
    assert draft is not None and family_card is not None
    assert (draft.names, draft.main_effect) == (family_card.names, family_card.main_effect)
    assert (draft.hand_cost, draft.forest) == (family_card.hand_cost, family_card.forest)
    assert (draft.set_code, draft.reference) == ("EOLETOP", "ALT_EOLETOP_P_AX_107_C")
