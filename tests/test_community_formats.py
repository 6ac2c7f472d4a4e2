"""Frontier, Living Legends, Singleton NUC and Sandbox: the community formats, as data, with
the allowlists an organiser's rules file replaces or extends."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from altered_deck.errors import UsageError
from altered_deck.formats import validate
from altered_deck.formats.check import judge
from altered_deck.formats.rulesfile import load_rules
from tests.test_rules import AX_UNIQUES, TODAY, Spec, build, singleton_deck, unique_deck

FIRST, SECOND = AX_UNIQUES[0], AX_UNIQUES[1]  # ALT_CORE_B_AX_08_U_1234, ALT_CORE_B_AX_11_U_42


def found(store: CardStore, spec: Spec, fmt: str, on: date = TODAY) -> list[tuple[str, str, str]]:
    result = validate(build(store, spec), fmt, on)
    return [(v.code, v.rule_number, v.message) for v in result.violations]


@pytest.mark.parametrize(
    ("fmt", "code", "where"),
    [
        ("frontier", "FRT-ALLOWLIST", ", pool Season 2 (from 2026-08-20, 30,000 Uniques)"),
        (
            "living-legends",
            "LL-ALLOWLIST",
            " (empty: give the community's list with --rules FILE or `altered-deck rules update`)",
        ),
    ],
)
def test_a_unique_off_the_shipped_allowlist_is_illegal(
    ustore: CardStore, fmt: str, code: str, where: str
) -> None:
    spec = unique_deck(ustore, [(1, FIRST)])
    assert found(ustore, spec, "standard") == []
    assert found(ustore, spec, fmt) == [
        (
            code,
            f"format:{fmt}",
            f"1 unique card not on the {fmt} allowlist, data/rules/allowlists/{fmt}.json"
            f"{where}: {FIRST} ×1",
        )
    ]
    # Without Uniques, Frontier and Living Legends are Standard.
    assert found(ustore, unique_deck(ustore, []), fmt) == []


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_an_organiser_extends_or_replaces_an_allowlist(ustore: CardStore, tmp_path: Path) -> None:
    spec = unique_deck(ustore, [(1, FIRST), (1, SECOND)])
    league = write(
        tmp_path / "league.json",
        {
            "allowlists": {
                "frontier": {"mode": "extend", "families": ["ax_08", "AX_11"]},
                "living-legends": {"references": [FIRST]},
            }
        },
    )
    rules = load_rules(league)
    frontier = judge(build(ustore, spec), "frontier", TODAY, rules)
    assert frontier.violations == ()
    legends = judge(build(ustore, spec), "living-legends", TODAY, rules)
    assert [(v.code, v.message) for v in legends.violations] == [
        (
            "LL-ALLOWLIST",
            "1 unique card not on the living-legends allowlist, rules file "
            f"{league} (allowlists.living-legends): {SECOND} ×1",
        )
    ]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"allowlists": {"modern": {}}}, "allowlists.modern: no format has an allowlist"),
        (
            {"allowlists": {"frontier": {"mode": "merge"}}},
            "allowlists.frontier.mode: expected one of replace, extend, got 'merge'",
        ),
        (
            {"allowlists": {"frontier": {"references": ["ALT_CORE_B_AX_08_C"]}}},
            "allowlists.frontier.references[0]: expected a Unique's reference, got "
            "'ALT_CORE_B_AX_08_C'",
        ),
        (
            {"allowlists": {"frontier": {"families": ["Axiom 8"]}}},
            "allowlists.frontier.families[0]: not a family (FACTION_NUMBER, e.g. AX_8): 'Axiom 8'",
        ),
        ({"sets": [{"set": "EOLE", "from": "soon"}]}, "sets[0].from: expected a YYYY-MM-DD"),
    ],
)
def test_a_bad_allowlist_or_release_date_names_the_field(
    tmp_path: Path, data: dict[str, object], message: str
) -> None:
    path = write(tmp_path / "bad.json", data)
    with pytest.raises(UsageError) as exc:
        load_rules(path)
    assert str(exc.value).startswith(f"rules file {path}: {message}")


def test_frontier_before_its_first_day_warns(ustore: CardStore) -> None:
    result = validate(build(ustore, unique_deck(ustore, [])), "frontier", date(2026, 5, 23))
    assert [(w.code, w.rule_number) for w in result.warnings] == [
        ("WARN-FORMAT-DATE", "format:frontier")
    ]
    after = validate(build(ustore, unique_deck(ustore, [])), "frontier", date(2026, 5, 24))
    assert after.warnings == ()


def test_singleton_nuc_is_singleton_with_no_unique(ustore: CardStore) -> None:
    sierra = "ALT_CORE_B_AX_01_C"
    assert found(ustore, singleton_deck(ustore, sierra, 0), "singleton-nuc") == []
    with_one = singleton_deck(ustore, sierra, 1)
    assert found(ustore, with_one, "singleton") == []
    assert found(ustore, with_one, "singleton-nuc") == [
        ("SNUC-UNIQUE-MAX", "format:singleton-nuc", f"1 unique card (max 0): {FIRST} ×1")
    ]


def sandbox(cards: int) -> Spec:
    """Sierra, Baba Yaga's suspended R2 (Ordis), an Yzmir rare, then Axiom commons."""
    spec: Spec = [(1, "ALT_CORE_B_AX_01_C"), (1, "ALT_CORE_B_YZ_11_R2"), (1, "ALT_CORE_B_BR_25_R2")]
    return [*spec, (cards - 2, "ALT_CORE_B_AX_11_C")]


def test_sandbox_any_faction_bans_off_4_to_100_cards(ustore: CardStore) -> None:
    assert found(ustore, sandbox(4), "standard")[0][0] == "STD-SIZE-MIN"
    assert found(ustore, sandbox(4), "sandbox") == []
    assert found(ustore, sandbox(100), "sandbox") == []
    assert found(ustore, sandbox(3), "sandbox") == [
        ("SBX-SIZE", "format:sandbox", "3 non-Hero cards (min 4)")
    ]
    assert found(ustore, sandbox(101), "sandbox") == [
        ("SBX-SIZE", "format:sandbox", "101 non-Hero cards (max 100)")
    ]
    no_hero = sandbox(5)[1:]
    assert found(ustore, no_hero, "sandbox") == [
        ("SBX-HERO-COUNT", "format:sandbox", "0 Heroes (exactly 1 required)")
    ]


def test_formats_lists_the_community_formats_with_their_dates(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["formats", "frontier", "--json", "--as-of", "2026-11-22"])
    data = json.loads(result.stdout)
    assert (data["kind"], data["from"], data["token_cards"]) == (
        "community",
        "2026-05-24",
        "set aside, not counted",
    )
    assert data["rules"][-1]["code"] == "FRT-ALLOWLIST"
    assert data["rules"][-1]["rule"] == "format:frontier"
    sandbox_data = json.loads(runner.invoke(cli, ["formats", "sandbox", "--json"]).stdout)
    assert (sandbox_data["ban_list"], sandbox_data["from"]) == (False, None)
