"""A Unique file adds a Unique and nothing else: a file naming a Common, another set, a
faction or type its family lacks, or a family nobody knows is exit 2 and the cache is left
as it was (an organiser adding players' files cannot be made to rewrite a card)."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from altered_deck.cli.main import cli
from tests.conftest import DUMP, STARTERS

UNIQUE_FILE = DUMP / "UNIQUES-synthetic" / "ALT_CORE_B_AX_08_U_1234.json"
ORIGINAL: dict[str, Any] = json.loads(UNIQUE_FILE.read_text("utf-8"))


def run(runner: CliRunner, cache: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache), "--offline", *args])


def forged(tmp_path: Path, reference: str, **changes: Any) -> Path:
    card = copy.deepcopy(ORIGINAL)
    card["reference"] = reference
    for key, value in changes.items():
        card[key] = {**card.get(key, {}), "reference": value}
    path = tmp_path / f"{reference}.json"
    path.write_text(json.dumps(card))
    return path


@pytest.mark.parametrize(
    ("reference", "changes", "problem"),
    [
        (
            "ALT_CORE_B_AX_08_C",
            {"mainFaction": "BR", "rarity": "COMMON"},
            "not a Unique reference (only ALT_<SET>_<B|A|P>_<FAC>_<NUM>_U_<n> cards are added)",
        ),
        (
            "ALT_CORE_B_AX_08_U_99",
            {"cardSet": "ALIZE"},
            "its set ALIZE does not agree with its reference (CORE)",
        ),
        (
            "ALT_CORE_B_AX_08_U_99",
            {"mainFaction": "LY"},
            "its faction LY does not agree with its family AX_8 (AX, BR)",
        ),
        (
            "ALT_CORE_B_AX_08_U_99",
            {"cardType": "SPELL"},
            "its type SPELL does not agree with its family AX_8 (CHARACTER)",
        ),
        (
            "ALT_CORE_B_AX_998_U_99",
            {},
            "no card of its family AX_998 is known (sync the card data first)",
        ),
    ],
)
def test_a_forged_unique_file_is_exit_2_and_changes_nothing(
    runner: CliRunner,
    cache_dir: Path,
    tmp_path: Path,
    reference: str,
    changes: dict[str, str],
    problem: str,
) -> None:
    path = forged(tmp_path, reference, **changes)
    before = run(runner, cache_dir, "cards", "show", "ALT_CORE_B_AX_08_C", "--json").stdout
    result = run(runner, cache_dir, "cards", "add-unique", str(path))
    assert (result.exit_code, result.stdout) == (2, "")
    prefix = "" if "family" in problem else f"{path}: "
    assert result.stderr == f"error: {prefix}{reference}: {problem}\n"
    after = run(runner, cache_dir, "cards", "show", "ALT_CORE_B_AX_08_C", "--json").stdout
    assert after == before
    assert json.loads(run(runner, cache_dir, "cache", "info", "--json").stdout)["unique_count"] == 0


def test_a_common_rewritten_to_another_faction_leaves_an_illegal_deck_illegal(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    # Kojo (Bravos) with three Axiom Salvagers: illegal; a file claiming the Common is Bravos
    # must not make it legal.
    deck = tmp_path / "kojo.txt"
    deck.write_text((STARTERS / "kojo.txt").read_text("utf-8") + "3 ALT_CORE_B_AX_08_C\n")
    assert run(runner, cache_dir, "validate", str(deck)).exit_code == 1
    path = forged(tmp_path, "ALT_CORE_B_AX_08_C", mainFaction="BR", rarity="COMMON")
    assert run(runner, cache_dir, "cards", "add-unique", str(path)).exit_code == 2
    assert run(runner, cache_dir, "validate", str(deck)).exit_code == 1


def test_a_dump_with_a_common_among_its_uniques_is_refused(
    runner: CliRunner, tmp_path: Path
) -> None:
    dump = tmp_path / "dump"
    shutil.copytree(DUMP, dump)
    path = forged(dump / "UNIQUES-synthetic", "ALT_CORE_B_AX_08_C", rarity="COMMON")
    result = run(runner, tmp_path / "cache", "cards", "import", str(dump))
    assert result.exit_code == 2
    assert result.stderr.endswith(
        f"error: {path}: ALT_CORE_B_AX_08_C: not a Unique reference "
        "(only ALT_<SET>_<B|A|P>_<FAC>_<NUM>_U_<n> cards are added)\n"
    )
