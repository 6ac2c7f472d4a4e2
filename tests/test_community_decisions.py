"""The community's decisions as dated data (the Lyra Festival suspension, the sets legal in
community play) and the gaps a verdict never passes over in silence: a set with no known date,
a pool format without its pool."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from altered_deck.cards.model import Card
from altered_deck.cards.store import DB_NAME, CardStore
from altered_deck.cli.main import cli
from altered_deck.decks.model import ResolvedDeck, ResolvedEntry
from altered_deck.errors import UsageError
from altered_deck.formats import validate
from altered_deck.formats.rulesfile import load_rules
from tests.test_rules import TODAY, Spec, build, codes, judge, starter, swap

LYRA_FESTIVAL = ("ALT_CORE_B_LY_29_C", "ALT_CORE_B_LY_29_R1")
TODAY_ARGS = ("--as-of", TODAY.isoformat())
PATCH = "datas/card_patches/2026-07-22__suspend-alt-core-b-ly-29.json"


def festival_deck() -> Spec:
    """Nevenka's starter with three Lyra Festivals (two C, one R1) for three other cards."""
    spec = starter("nevenka")
    for _ in range(3):
        spec = swap(spec, "ALT_CORE_B_LY_25_C")
    return [*spec, (2, LYRA_FESTIVAL[0]), (1, LYRA_FESTIVAL[1])]


def test_lyra_festival_is_legal_the_day_before_the_community_suspends_it(
    ustore: CardStore,
) -> None:
    assert judge(ustore, festival_deck(), as_of=date(2026, 7, 21)).violations == ()
    result = judge(ustore, festival_deck(), as_of=date(2026, 7, 22))
    assert [(v.code, v.rule_number, v.message) for v in result.violations] == [
        (
            "STD-SUSPENDED",
            "ban-list:2026-07-22",
            f'{ref} "Lyra Festival" ({rarity}, Lyra) suspended since 2026-07-22 by Altered Core '
            "(community)",
        )
        for ref, rarity in zip(LYRA_FESTIVAL, ("C", "R1"), strict=True)
    ]
    assert all(PATCH in v.source for v in result.violations)
    assert result.basis.ban_list == "2026-07-22"
    # The list the community changed still holds Equinox's entries: Tiny Jinn stays suspended.
    assert codes(ustore, [*starter("kojo"), (1, "ALT_CORE_B_BR_06_C")], as_of=date(2026, 7, 22))[
        -1:
    ] == ["STD-SUSPENDED"]


def test_the_suspension_applies_to_the_r2_of_its_own_faction_only(ustore: CardStore) -> None:
    """The patch names ALT_CORE_B_LY_29_R2, a Muna card: the entry targets R2 in Muna."""
    muna = swap(starter("nevenka"), "ALT_CORE_B_LY_25_C", (1, "ALT_CORE_B_LY_29_R2"))
    result = judge(ustore, muna, as_of=TODAY)
    assert [v.code for v in result.violations] == ["STD-FACTION", "STD-SUSPENDED"]
    assert result.violations[1].message == (
        'ALT_CORE_B_LY_29_R2 "Lyra Festival" (R2, Muna) suspended since 2026-07-22 by Altered '
        "Core (community)"
    )


def test_validate_json_cites_the_decision_and_its_source(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "festival.txt"
    deck.write_text("".join(f"{q} {r}\n" for q, r in festival_deck()), encoding="utf-8")
    args = ["--cache-dir", str(cache_dir), "--offline", "validate", str(deck), "--json"]
    before = runner.invoke(cli, [*args, "--as-of", "2026-07-21"])
    assert (before.exit_code, json.loads(before.stdout)[0]["verdict"]) == (0, "LEGAL")
    after = runner.invoke(cli, [*args, "--as-of", "2026-07-22"])
    (outcome,) = json.loads(after.stdout)
    assert (after.exit_code, outcome["verdict"], outcome["ban_list"]) == (
        1,
        "ILLEGAL",
        "2026-07-22",
    )
    first = outcome["violations"][0]
    assert (first["code"], first["rule"], first["cards"][0]["reference"]) == (
        "STD-SUSPENDED",
        "ban-list:2026-07-22",
        "ALT_CORE_B_LY_29_C",
    )
    assert first["source"].startswith(f"Altered Core card service, patch {PATCH}")


# --- the sets legal in community play ------------------------------------------------------


def reprint(store: CardStore, reference: str, set_code: str) -> Card:
    """A card record of ``set_code`` made by hand from an Axiom common of the bundle."""
    card = store.get("ALT_CORE_B_AX_04_C")
    assert card is not None
    return card.replace(reference=reference, set_code=set_code)


def with_card(store: CardStore, card: Card, on: date = TODAY) -> ResolvedDeck:
    """Sierra's starter plus one ``card`` on line 99, for one of her three Ada Lovelaces (the
    cards made by :func:`reprint` are Ada Lovelace)."""
    deck = build(store, swap(starter("sierra"), "ALT_CORE_B_AX_04_C"))
    return ResolvedDeck(deck.deck, (*deck.entries, ResolvedEntry(card, 1, (99,))))


def test_a_fugue_card_is_refused_until_the_community_makes_the_set_legal(
    ustore: CardStore,
) -> None:
    fugue = reprint(ustore, "ALT_FUGUE_B_AX_4_C", "FUGUE")
    result = validate(with_card(ustore, fugue), "standard", TODAY)
    assert [(v.code, v.rule_number, v.message) for v in result.violations] == [
        (
            "SET-RELEASED",
            "1.1.7.a",
            "1 card of set FUGUE (Neverending Journey), not legal yet (refused by Altered Core "
            "(community) until it makes the set legal): ALT_FUGUE_B_AX_4_C ×1",
        )
    ]
    assert "testForbiddenSetFugueReturnsError" in result.violations[0].source
    # Refused on every date, not only before some day.
    assert [
        v.code for v in validate(with_card(ustore, fugue), "standard", date(2030, 1, 1)).violations
    ] == ["SET-RELEASED"]


def test_eole_is_legal_in_community_standard_from_2026_08_19(ustore: CardStore) -> None:
    eole = reprint(ustore, "ALT_EOLE_B_AX_4_C", "EOLE")
    before = validate(with_card(ustore, eole), "standard", date(2026, 8, 18))
    assert [(v.code, v.message) for v in before.violations] == [
        (
            "SET-RELEASED",
            "1 card of set EOLE (Roots of Corruption), not released before 2026-08-19: "
            "ALT_EOLE_B_AX_4_C ×1",
        )
    ]
    assert "testEoleSetIsAllowed" in before.violations[0].source
    on = validate(with_card(ustore, eole), "standard", date(2026, 8, 19))
    assert (on.violations, on.warnings) == ((), ())


def test_a_rules_file_makes_fugue_legal_and_refuses_legal_false_with_a_date(
    ustore: CardStore, tmp_path: Path
) -> None:
    fugue = reprint(ustore, "ALT_FUGUE_B_AX_4_C", "FUGUE")
    league = tmp_path / "league.json"
    league.write_text(json.dumps({"sets": [{"set": "FUGUE", "from": "2026-12-01"}]}), "utf-8")
    rules = load_rules(league)
    deck = with_card(ustore, fugue)
    assert validate(deck, "standard", TODAY, releases=rules.release_table()).violations != ()
    assert (
        validate(deck, "standard", date(2026, 12, 1), releases=rules.release_table()).violations
        == ()
    )
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps({"sets": [{"set": "FUGUE", "from": "2026-12-01", "legal": False}]}), "utf-8"
    )
    with pytest.raises(UsageError) as exc:
        load_rules(bad)
    assert str(exc.value) == (
        f"rules file {bad}: sets[0].legal: false with a 'from' date: give one or the other"
    )


# --- no silent gaps ------------------------------------------------------------------------


def test_a_card_of_a_set_with_no_known_date_is_accepted_with_a_warning(
    ustore: CardStore,
) -> None:
    promo = ustore.get("ALT_TCS3_P_AX_53_R1")
    assert promo is not None
    result = validate(with_card(ustore, promo), "standard", TODAY)
    assert result.violations == ()
    assert [(w.code, w.rule_number, w.message) for w in result.warnings] == [
        (
            "WARN-SET-DATE",
            "1.1.7.a",
            "1 card of set TCS3 (Tumult Faction Champion - Set 3), whose release date is not "
            'known: accepted as released; give the date with --rules FILE ("sets": [{"set": '
            '"TCS3", "from": "YYYY-MM-DD"}]) or `altered-deck rules update`: '
            "ALT_TCS3_P_AX_53_R1 ×1",
        )
    ]
    # A set our data does not know at all: the same warning, without a name.
    unknown = reprint(ustore, "ALT_NEWSET_B_AX_4_C", "NEWSET")
    (warning,) = validate(with_card(ustore, unknown), "standard", TODAY).warnings
    assert warning.message.startswith("1 card of set NEWSET, whose release date is not known")


@pytest.mark.parametrize(("fmt", "title"), [("sealed", "Sealed"), ("draft", "Booster Draft")])
def test_a_pool_format_without_its_pool_warns(ustore: CardStore, fmt: str, title: str) -> None:
    spec = starter("sierra")
    result = judge(ustore, spec, fmt)
    assert result.violations == ()
    assert [(w.code, w.rule_number, w.message) for w in result.warnings] == [
        (
            "WARN-POOL-UNCHECKED",
            "1.1.5.a",
            f"{title}: judged without its pool, so whether the deck's cards come from the pool "
            "was not checked; give the pool with --pool FILE",
        )
    ]
    pool = {ref: qty for qty, ref in spec}
    assert judge(ustore, spec, fmt, pool=pool).warnings == ()
    # Constructed formats take no pool: no such warning.
    assert judge(ustore, spec).warnings == ()


def test_the_pool_warning_is_in_the_cli_report(runner: CliRunner, cache_dir: Path) -> None:
    deck = Path(__file__).parents[1] / "data" / "decks" / "sierra.txt"
    result = runner.invoke(
        cli,
        [
            "--cache-dir",
            str(cache_dir),
            "--offline",
            "validate",
            str(deck),
            "-f",
            "sealed",
            *TODAY_ARGS,
        ],
    )
    assert result.exit_code == 0
    assert "  WARN-POOL-UNCHECKED 1.1.5.a: Sealed: judged without its pool" in result.stdout


def test_a_fugue_card_in_a_test_cache_fails_standard_on_the_command_line(
    runner: CliRunner, cache_dir: Path, tmp_path: Path
) -> None:
    store = CardStore(cache_dir / DB_NAME)
    store.add_cards([reprint(store, "ALT_FUGUE_B_AX_4_C", "FUGUE")], {})
    store.close()
    deck = tmp_path / "fugue.txt"
    spec = [*swap(starter("sierra"), "ALT_CORE_B_AX_04_C"), (1, "ALT_FUGUE_B_AX_4_C")]
    deck.write_text("".join(f"{q} {r}\n" for q, r in spec), encoding="utf-8")
    result = runner.invoke(
        cli,
        ["--cache-dir", str(cache_dir), "--offline", "validate", str(deck), "--json", *TODAY_ARGS],
    )
    (outcome,) = json.loads(result.stdout)
    assert (result.exit_code, outcome["verdict"]) == (1, "ILLEGAL")
    assert [(v["code"], v["rule"]) for v in outcome["violations"]] == [("SET-RELEASED", "1.1.7.a")]
