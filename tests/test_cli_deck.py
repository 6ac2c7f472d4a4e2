"""``altered-deck deck show`` and ``altered-deck deck convert`` end to end (CliRunner)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner, Result

from altered_deck.cards.store import DB_NAME
from altered_deck.cli.main import cli
from tests.conftest import DECKFMT_VECTORS, STARTERS

SIERRA = STARTERS / "sierra.txt"
SIERRA_CODE = "EBAlWQnKznJygpeMvWfNPjnBzApOMnaVDKnm5yQZ2upm_TLGlgA"
MANA_ORB = "EBAg3hHfC8IA"


def run(runner: CliRunner, cache_dir: Path, *args: str, stdin: str | None = None) -> Result:
    return runner.invoke(cli, ["--cache-dir", str(cache_dir), "--offline", *args], input=stdin)


def test_show_code(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "deck", "show", MANA_ORB)
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.splitlines() == [
        "EBAg3hHfC8IA — 6 cards",
        "",
        "  Qty  Name              Reference             Cost  Fac    Rarity",
        "-----  ----------------  ------------------  ------  -----  --------",
        "Hero (1)",
        "    1  Lindiwe & Maw     ALT_CORE_B_YZ_02_C       -  YZ     -",
        "Spells (3)",
        "    3  Ride the Bifröst  ALT_CORE_B_LY_28_C     2/2  LY     C",
        "Mana Convergence (2)",
        "    2  Mana Convergence  ALT_CORE_B_NE_01_C     0/0  NE     -",
        "",
        "Total: 6 cards (1 Hero, 3 Spells, 2 Mana Convergence)",
    ]


def test_show_starter_fits_80_columns_with_totals(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "deck", "show", str(SIERRA), "--locale", "fr-fr")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert lines[0] == f"{SIERRA} — 40 cards"
    assert "Hero (1)" in lines
    # The rules' type names, as `stats` says them; CORE's Landmarks (typed PERMANENT) included.
    assert "Landmark Permanents (11)" in lines
    assert lines[-1] == "Total: 40 cards (1 Hero, 25 Characters, 3 Spells, 11 Landmark Permanents)"
    assert "    1  Le Roi-Grenouille" in result.stdout  # French name of ALT_CORE_B_OR_09_R2


def test_show_json(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "deck", "show", str(SIERRA), "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["total"] == 40
    assert data["heroes"] == ["ALT_CORE_B_AX_01_C"]
    assert [(g["type"], g["count"]) for g in data["groups"]] == [
        ("HERO", 1),
        ("CHARACTER", 25),
        ("SPELL", 3),
        ("LANDMARK_PERMANENT", 11),
    ]
    assert (data["name"], data["source"]) == (None, str(SIERRA))
    assert data["groups"][0]["cards"] == [
        {
            "reference": "ALT_CORE_B_AX_01_C",
            "quantity": 1,
            "name": "Sierra & Oddball",
            "type": "HERO",
            "faction": "AX",
            "rarity": "COMMON",  # as the API says; the rules give heroes none (2.2.5.c)
            "rules_rarity": None,
            "rarity_code": "C",
            "hand_cost": 0,
            "reserve_cost": 0,
        }
    ]
    assert data["groups"][1]["cards"][0] == {
        "reference": "ALT_CORE_B_AX_08_C",
        "quantity": 3,
        "name": "Axiom Salvager",
        "type": "CHARACTER",
        "faction": "AX",
        "rarity": "COMMON",
        "rules_rarity": "COMMON",
        "rarity_code": "C",
        "hand_cost": 1,
        "reserve_cost": 2,
    }


def test_show_stdin(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "deck", "show", "-", stdin=SIERRA.read_text())
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[0] == "<stdin> — 40 cards"


def test_convert_stdin_to_deckfmt(runner: CliRunner, cache_dir: Path) -> None:
    result = run(
        runner, cache_dir, "deck", "convert", "-", "--to", "deckfmt", stdin=SIERRA.read_text()
    )
    assert result.exit_code == 0, result.stderr
    assert result.stdout == f"{SIERRA_CODE}\n"


def test_convert_code_to_text_puts_the_hero_first(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "deck", "convert", SIERRA_CODE, "--to", "text")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "1 ALT_CORE_B_AX_01_C"
    assert lines[1:] == sorted(lines[1:], key=lambda line: line.split()[1])
    assert len(lines) == 21


def test_convert_needs_no_card_data(runner: CliRunner, tmp_path: Path) -> None:
    # A Unique no cache has seen, and no usable cache at all: still converts.
    empty = tmp_path / "cache"
    empty.mkdir()
    (empty / DB_NAME).write_bytes(b"garbage" * 1000)
    text = "1 ALT_COREKS_B_LY_07_U_65535\n3 ALT_CORE_B_AX_08_C\n"
    to_code = run(runner, empty, "deck", "convert", "-", "--to", "deckfmt", stdin=text)
    assert to_code.exit_code == 0, to_code.stderr
    back = run(runner, empty, "deck", "convert", to_code.stdout.strip(), "--to", "text")
    assert back.exit_code == 0, back.stderr
    # Sorted by reference: "ALT_COREKS" < "ALT_CORE_" ('K' < '_').
    assert back.stdout == "1 ALT_COREKS_B_LY_07_U_65535\n3 ALT_CORE_B_AX_08_C\n"


def test_convert_to_json_file_and_back(runner: CliRunner, cache_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "sierra.json"
    result = run(runner, cache_dir, "deck", "convert", str(SIERRA), "--to", "json", "-o", str(out))
    assert result.exit_code == 0, result.stderr
    assert result.stdout == ""
    assert result.stderr == f"wrote {out}\n"
    data = json.loads(out.read_text())
    assert data["hero"] == "ALT_CORE_B_AX_01_C"
    assert sum(c["quantity"] for c in data["cards"]) == 40
    # Back to text: the same canonical text as straight from the file.
    back = run(runner, cache_dir, "deck", "convert", str(out), "--to", "text")
    direct = run(runner, cache_dir, "deck", "convert", str(SIERRA), "--to", "text")
    assert back.exit_code == 0, back.stderr
    assert back.stdout == direct.stdout


def test_every_starter_round_trips_through_the_cli(runner: CliRunner, cache_dir: Path) -> None:
    for path in sorted(STARTERS.glob("*.txt")):
        code = run(runner, cache_dir, "deck", "convert", str(path), "--to", "deckfmt")
        text = run(runner, cache_dir, "deck", "convert", code.stdout.strip(), "--to", "text")
        original = run(runner, cache_dir, "deck", "convert", str(path), "--to", "text")
        assert text.exit_code == 0, text.stderr
        assert text.stdout == original.stdout, path.name


def test_convert_vector_file_gives_its_code(runner: CliRunner, cache_dir: Path) -> None:
    vectors = json.loads((DECKFMT_VECTORS / "vectors.json").read_text())
    for name, code in vectors["files"].items():
        path = DECKFMT_VECTORS / name
        result = run(runner, cache_dir, "deck", "convert", str(path), "--to", "deckfmt")
        assert result.stdout == f"{code}\n", name


def test_three_bad_lines_exit_2_with_line_numbers(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(
        "1 ALT_CORE_B_AX_01_C\nthree ALT_CORE_B_AX_08_C\n-1 ALT_CORE_B_AX_08_C\n2 ALT_CORE\n"
    )
    for command in (["show"], ["convert", "--to", "deckfmt"]):
        result = run(runner, cache_dir, "deck", command[0], str(path), *command[1:])
        assert result.exit_code == 2
        assert result.stdout == ""
        assert result.stderr == (
            f"error: {path}: 3 malformed lines\n"
            f"  {path}:2: expected '<quantity> <reference>', got 'three ALT_CORE_B_AX_08_C'\n"
            f"  {path}:3: negative quantity in '-1 ALT_CORE_B_AX_08_C'\n"
            f"  {path}:4: not a card reference: 'ALT_CORE' "
            "(expected ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)\n"
        )


def test_random_string_exits_2_with_one_line(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "deck", "show", "hello")
    assert result.exit_code == 2
    assert result.stderr == (
        "error: 'hello': no such file (and not an altered-deckfmt code: impossible base64 length)\n"
    )


def test_unknown_cards_exit_2_with_suggestions(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "deck", "show", "-", stdin="1 ALT_CORE_B_AX_99_C\n")
    assert result.exit_code == 2
    assert result.stderr == (
        "error: <stdin>: 1 unknown card reference\n"
        "  <stdin>:1: unknown card ALT_CORE_B_AX_99_C (did you mean: ALT_CORE_B_AX_29_C, "
        "ALT_CORE_B_AX_19_C, ALT_CORE_B_AX_09_C?)\n"
    )


def test_missing_unique_offline_exits_3(runner: CliRunner, cache_dir: Path) -> None:
    result = run(runner, cache_dir, "deck", "show", "-", stdin="1 ALT_CORE_B_AX_08_U_77\n")
    assert result.exit_code == 3
    assert result.stderr == (
        "error: 1 Unique card(s) not in the cache, and --offline forbids fetching them: "
        "ALT_CORE_B_AX_08_U_77\n"
    )


def test_convert_refuses_a_set_without_deckfmt_id(runner: CliRunner, cache_dir: Path) -> None:
    result = run(
        runner, cache_dir, "deck", "convert", "-", "--to", "deckfmt", stdin="1 ALT_NEW_B_AX_01_C\n"
    )
    assert result.exit_code == 2
    assert result.stderr == (
        "error: cannot encode as altered-deckfmt: ALT_NEW_B_AX_01_C: "
        "set NEW has no altered-deckfmt id\n"
    )


def test_forced_deck_format(runner: CliRunner, cache_dir: Path) -> None:
    result = run(
        runner,
        cache_dir,
        "deck",
        "convert",
        "-",
        "--deck-format",
        "json",
        "--to",
        "text",
        stdin="1 ALT_CORE_B_AX_01_C\n",
    )
    assert result.exit_code == 2
    assert result.stderr == "error: <stdin>:1: invalid JSON: Extra data\n"


def test_binary_stdin_is_refused(runner: CliRunner, cache_dir: Path) -> None:
    result = runner.invoke(
        cli,
        ["--cache-dir", str(cache_dir), "deck", "convert", "-", "--to", "text"],
        input=b"\x00\x01\x02",
    )
    assert result.exit_code == 2
    assert result.stderr == "error: <stdin>: binary data (NUL bytes), not a decklist\n"


def test_unusable_cache_exits_3_for_show(runner: CliRunner, tmp_path: Path) -> None:
    (tmp_path / DB_NAME).write_bytes(b"garbage" * 1000)
    result = run(runner, tmp_path, "deck", "show", MANA_ORB)
    assert result.exit_code == 3
    assert "altered-deck cache clear" in result.stderr


def test_help_has_examples(runner: CliRunner) -> None:
    for command in ("show", "convert"):
        result = runner.invoke(cli, ["deck", command, "--help"])
        assert result.exit_code == 0
        assert "Example" in result.stdout
        assert f"altered-deck deck {command} " in result.stdout
