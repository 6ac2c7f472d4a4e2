"""Frontier's Unique pools as dated data: the pool in force on the date decides, no --rules
needed; `formats frontier` says which pool, since when and from where."""

from __future__ import annotations

import gzip
import json
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.store import CardStore
from altered_deck.cli.main import cli
from altered_deck.errors import CardDataError, UsageError
from altered_deck.formats import validate
from altered_deck.formats.allowlists import (
    allowlist_from_data,
    load_allowlists,
    parse_pools,
    pool_keys,
)
from altered_deck.formats.check import judge
from altered_deck.formats.rulescheck import check_allowlist_file
from altered_deck.formats.rulesfile import load_rules
from tests.test_rules import build, unique_deck

ALLOWLISTS = Path(__file__).parents[1] / "data" / "rules" / "allowlists"
SEASON_1_ONLY = "ALT_CORE_B_AX_8_U_85"
SEASON_2_ONLY = "ALT_CORE_B_AX_8_U_1733"
LAST_DAY_OF_SEASON_1, FIRST_DAY_OF_SEASON_2 = date(2026, 8, 19), date(2026, 8, 20)


@pytest.fixture(scope="module")
def pool_store(ustore: CardStore, tmp_path_factory: pytest.TempPathFactory) -> CardStore:
    """The cache with two Uniques of Ada Lovelace (AX_8): one of each season's pool."""
    store = CardStore(tmp_path_factory.mktemp("pools") / "cards.db")
    model = ustore.get("ALT_CORE_B_AX_08_U_1234")
    assert model is not None
    cards = [
        model.replace(reference=ref, serial=int(ref.rsplit("_", 1)[1]))
        for ref in (SEASON_1_ONLY, SEASON_2_ONLY)
    ]
    store.add_cards([*(c for c in ustore.search(set_code="CORE")), *cards], {})
    return store


def frontier(store: CardStore, unique: str, on: date) -> list[tuple[str, str, str]]:
    result = validate(build(store, unique_deck(store, [(1, unique)])), "frontier", on)
    return [(v.code, v.rule_number, v.message) for v in result.violations]


def test_the_pool_in_force_on_the_date_decides(pool_store: CardStore) -> None:
    assert frontier(pool_store, SEASON_1_ONLY, LAST_DAY_OF_SEASON_1) == []
    assert frontier(pool_store, SEASON_2_ONLY, FIRST_DAY_OF_SEASON_2) == []
    assert frontier(pool_store, SEASON_1_ONLY, FIRST_DAY_OF_SEASON_2) == [
        (
            "FRT-ALLOWLIST",
            "format:frontier",
            "1 unique card not on the frontier allowlist, data/rules/allowlists/frontier.json, "
            "pool Season 2 (from 2026-08-20, 30,000 Uniques): ALT_CORE_B_AX_8_U_85 ×1",
        )
    ]
    assert frontier(pool_store, SEASON_2_ONLY, LAST_DAY_OF_SEASON_1) == [
        (
            "FRT-ALLOWLIST",
            "format:frontier",
            "1 unique card not on the frontier allowlist, data/rules/allowlists/frontier.json, "
            "pool Season 1 (from 2026-05-24 to 2026-08-19, 30,000 Uniques): "
            "ALT_CORE_B_AX_8_U_1733 ×1",
        )
    ]


def test_before_the_first_pool_a_unique_fails_closed(pool_store: CardStore) -> None:
    assert frontier(pool_store, SEASON_1_ONLY, date(2026, 5, 23)) == [
        (
            "FRT-ALLOWLIST",
            "format:frontier",
            "1 unique card not on the frontier allowlist, data/rules/allowlists/frontier.json "
            "(no pool in force on 2026-05-23: give the community's list with --rules FILE or "
            "`altered-deck rules update`): ALT_CORE_B_AX_8_U_85 ×1",
        )
    ]


def test_an_organiser_replaces_the_pools_or_extends_them(
    pool_store: CardStore, tmp_path: Path
) -> None:
    spec = unique_deck(pool_store, [(1, SEASON_1_ONLY)])
    replaced = tmp_path / "replace.json"
    replaced.write_text(json.dumps({"allowlists": {"frontier": {"references": []}}}), "utf-8")
    result = judge(build(pool_store, spec), "frontier", LAST_DAY_OF_SEASON_1, load_rules(replaced))
    assert [v.message for v in result.violations] == [
        f"1 unique card not on the frontier allowlist, rules file {replaced} "
        "(allowlists.frontier) (empty: give the community's list with --rules FILE or "
        "`altered-deck rules update`): ALT_CORE_B_AX_8_U_85 ×1"
    ]
    extended = tmp_path / "extend.json"
    extended.write_text(
        json.dumps({"allowlists": {"frontier": {"mode": "extend", "references": [SEASON_1_ONLY]}}}),
        "utf-8",
    )
    rules = load_rules(extended)
    # Season 2 in force, plus the organiser's reference of season 1.
    for unique in (SEASON_1_ONLY, SEASON_2_ONLY):
        deck = build(pool_store, unique_deck(pool_store, [(1, unique)]))
        assert judge(deck, "frontier", FIRST_DAY_OF_SEASON_2, rules).violations == ()


def test_formats_frontier_says_which_pool_since_when_and_its_source(runner: CliRunner) -> None:
    lines = runner.invoke(cli, ["formats", "frontier", "--as-of", "2026-12-06"]).stdout.splitlines()
    start = lines.index(
        "Uniques allowed on 2026-12-06: pool Season 2 (from 2026-08-20, 30,000 Uniques),"
    )
    assert lines[start + 1 : start + 6] == [
        "decided by Altered Re:Union (community) (data/rules/allowlists/frontier.json)",
        "pool source: noobiwow/Altered-Unique-Card-Pool-Generator @ 8f99f7d (19 Aug",
        "2026), pools/frontier-next.json (the next pool, 13,500 of its Uniques from",
        "EOLE); first day: the day after that commit (our decision,",
        "docs/rules-decisions.md)",
    ]
    before = runner.invoke(cli, ["formats", "frontier", "--as-of", "2026-06-01", "--json"])
    allowlist = json.loads(before.stdout)["allowlist"]
    assert (allowlist["list"], allowlist["references"], allowlist["families"]) == (
        "frontier",
        0,
        0,
    )
    assert {k: allowlist["pool"][k] for k in ("name", "from", "until", "uniques")} == {
        "name": "Season 1",
        "from": "2026-05-24",
        "until": "2026-08-20",
        "uniques": 30000,
    }
    assert [p["name"] for p in allowlist["pools"]] == ["Season 1", "Season 2"]
    legends = runner.invoke(cli, ["formats", "living-legends", "--as-of", "2026-12-06"])
    assert (
        "Uniques allowed on 2026-12-06: none, the list is empty\n"
        "(data/rules/allowlists/living-legends.json): a deck with Uniques is illegal;\n"
        "give the community's list with --rules FILE or `altered-deck rules update`\n"
    ) in legends.stdout


def test_the_shipped_pools_hold_what_their_index_says() -> None:
    (frontier_list,) = [a for n, a in load_allowlists().items() if n == "frontier"]
    assert [(p.name, p.start, p.end, p.count) for p in frontier_list.pools] == [
        ("Season 1", date(2026, 5, 24), date(2026, 8, 20), 30_000),
        ("Season 2", date(2026, 8, 20), None, 30_000),
    ]
    for pool in frontier_list.pools:
        keys = pool.keys()
        assert len(keys) == pool.count
        assert all(key.split("_")[5] == "U" for key in keys)
    season_1, season_2 = (p.keys() for p in frontier_list.pools)
    assert sum(k.startswith("ALT_EOLE_") for k in season_2) == 13_500
    assert not any(k.startswith("ALT_EOLE_") for k in season_1)
    assert load_allowlists()["living-legends"].size == 0


def packed(data: object) -> bytes:
    return gzip.compress(json.dumps(data).encode())


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"not gzip", "pool file bad.json.gz: unreadable (BadGzipFile)"),
        (packed({"uniques": []}), "pool file bad.json.gz: unreadable (AttributeError)"),
        (
            packed({"uniques": {"ALT_CORE_B_AX_8_Q": [1]}}),
            "pool file bad.json.gz: not a card reference: 'ALT_CORE_B_AX_8_Q_1' (expected "
            "ALT_<SET>_<B|A|P>_<FAC>_<NUM>_<C|R1|R2|E|U_n>)",
        ),
        (  # a serialized print of a Common (ALT_CORE_B_AX_8_C_1) is no Unique
            packed({"uniques": {"ALT_CORE_B_AX_8_C": [1]}}),
            "pool file bad.json.gz: not a Unique's key prefix: 'ALT_CORE_B_AX_8_C'",
        ),
        (
            packed({"uniques": {"ALT_CORE_B_AX_08_U": [1]}}),
            "pool file bad.json.gz: not a Unique's key prefix: 'ALT_CORE_B_AX_08_U'",
        ),
        (gzip.compress(b"0" * 17_000_000), "pool file bad.json.gz: too large once decompressed"),
    ],
)
def test_a_bad_pool_file_is_refused_with_its_name(content: bytes, message: str) -> None:
    with pytest.raises(CardDataError) as exc:
        pool_keys(content, "bad.json.gz")
    assert str(exc.value) == message


def test_overlapping_pools_are_refused() -> None:
    pools = [
        {"name": "A", "from": "2026-01-01", "until": "2026-03-01", "file": "a.json.gz", "count": 1},
        {"name": "B", "from": "2026-02-01", "until": None, "file": "b.json.gz", "count": 1},
    ]
    with pytest.raises(CardDataError) as exc:
        parse_pools(pools, "frontier.json")
    assert str(exc.value) == "frontier.json: pools 'A' and 'B' overlap"


def test_the_shipped_allowlist_files_pass_the_rules_file_checks() -> None:
    """The checks a fetched rules folder's allowlist files go through too."""
    for name in ("frontier", "living-legends"):
        check_allowlist_file(json.loads((ALLOWLISTS / f"{name}.json").read_text("utf-8")), name)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            {"pools": [{"name": "S", "from": "2026-01-01", "file": "../x.json.gz", "count": 1}]},
            "pools[0].file: expected a file name such as frontier-s01.json.gz, got '../x.json.gz'",
        ),
        (
            {"pools": [{"name": "S", "from": "2026-01-01", "file": "s.json.gz", "count": 0}]},
            "pools[0].count: expected a whole number from 1 to 100,000, got 0",
        ),
        (
            {"pools": [{"name": "S", "file": "s.json.gz", "count": 1}]},
            "pools[0].from: missing (a YYYY-MM-DD date)",
        ),
        (
            {"references": ["ALT_CORE_B_AX_08_C"]},
            "frontier.references[0]: expected a Unique's reference, got 'ALT_CORE_B_AX_08_C'",
        ),
        (
            {
                "pools": [
                    {"name": "A", "from": "2026-01-01", "file": "a.json.gz", "count": 1},
                    {"name": "B", "from": "2026-02-01", "file": "b.json.gz", "count": 1},
                ]
            },
            "pools 'A' and 'B' overlap",
        ),
    ],
)
def test_a_bad_allowlist_file_names_the_field(change: dict[str, object], message: str) -> None:
    data = json.loads((ALLOWLISTS / "frontier.json").read_text("utf-8")) | change
    with pytest.raises(UsageError) as exc:
        check_allowlist_file(data, "frontier.json")
    assert str(exc.value) == f"rules file frontier.json: {message}"


def test_a_pool_in_a_folder_of_its_own_is_read_from_there(tmp_path: Path) -> None:
    """Rules data fetched into a folder (not the package) brings its pool files along."""
    (tmp_path / "frontier-s03.json.gz").write_bytes(
        packed({"uniques": {"ALT_CORE_B_AX_8_U": [7, 85]}})
    )
    data = {
        "schema": 1,
        "format": "frontier",
        "pools": [
            {"name": "Season 3", "from": "2026-12-01", "file": "frontier-s03.json.gz", "count": 2}
        ],
    }
    check_allowlist_file(data, "frontier.json")
    allowlist = allowlist_from_data("frontier", data, "frontier.json", str(tmp_path))
    assert allowlist.on(date(2026, 11, 30)).keys == frozenset()
    assert allowlist.on(date(2026, 12, 1)).keys == {"ALT_CORE_B_AX_8_U_7", SEASON_1_ONLY}
    missing = allowlist_from_data("frontier", data, "frontier.json", str(tmp_path / "gone"))
    with pytest.raises(CardDataError) as exc:
        missing.on(date(2026, 12, 1))
    assert str(exc.value) == (
        "pool file frontier-s03.json.gz: cannot read: No such file or directory"
    )
