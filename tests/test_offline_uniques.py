"""Uniques without card data: every verdict the reference decides is given; only a verdict
that needs the card (its faction) is NO-CARD-DATA, with one message naming `cards add-unique`."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from altered_deck.cards.store import CardStore
from altered_deck.decks.model import Deck, DeckEntry
from altered_deck.decks.reader import parse_deck_text
from altered_deck.errors import EXIT_DATA_UNAVAILABLE
from altered_deck.formats.check import check_deck
from altered_deck.formats.validate import UnreadableDeck, ValidationResult
from tests.conftest import STARTERS
from tests.test_rules import TODAY, Spec, limited_deck, starter, swap

UNIQUE = "ALT_CORE_B_AX_05_U_1234"  # not in the session cache: no card data


def deck_of(spec: Spec) -> Deck:
    entries = tuple(DeckEntry(ref, qty, (i,)) for i, (qty, ref) in enumerate(spec, start=1))
    return Deck(entries, None, "event.txt")


def check(store: CardStore, spec: Spec, fmt: str, on: date = TODAY):
    return check_deck(deck_of(spec), store, as_of=on, format_name=fmt)


def codes(outcome: ValidationResult | UnreadableDeck) -> list[tuple[str, str]]:
    assert isinstance(outcome, ValidationResult), outcome
    return [(v.code, v.rule_number) for v in outcome.violations]


def sierra_with(*uniques: tuple[int, str]) -> Spec:
    """Sierra's starter with ``uniques`` in place of as many commons."""
    spec = starter("sierra")
    removed = ["ALT_CORE_B_AX_24_C"] * 3 + ["ALT_CORE_B_AX_23_C"] * 3
    for ref in removed[: sum(q for q, _ in uniques)]:
        spec = swap(spec, ref)
    return [*spec, *uniques]


def test_the_reference_decides_nuc_the_cap_and_the_same_unique_twice(store: CardStore) -> None:
    assert store.get(UNIQUE) is None
    nuc = check(store, sierra_with((1, UNIQUE)), "nuc")
    assert codes(nuc) == [("NUC-UNIQUE-MAX", "format:nuc")]
    assert nuc.deck.missing_data == (UNIQUE,)
    # Axiom Salvager: three commons and a Unique are four cards of one name.
    name = check(store, [*starter("sierra"), (1, "ALT_CORE_B_AX_08_U_1234")], "standard")
    assert codes(name) == [("STD-NAME-MAX", "1.1.4.d")]
    twice = check(store, [*limited_deck(store, 28), (2, UNIQUE)], "sealed")
    assert codes(twice) == [("STD-UNIQUE-DUP", "2.2.6.f")]
    four = [f"ALT_CORE_B_AX_{n:02d}_U_{n}" for n in (5, 6, 9, 13)]
    cap = check(store, sierra_with(*[(1, r) for r in four]), "standard")
    assert codes(cap) == [("STD-UNIQUE-MAX", "1.1.4.g")]


def test_only_a_verdict_that_needs_the_faction_is_no_card_data(store: CardStore) -> None:
    outcome = check(store, sierra_with((1, UNIQUE)), "standard")
    assert isinstance(outcome, UnreadableDeck)
    assert (outcome.verdict, outcome.exit_code) == ("NO-CARD-DATA", EXIT_DATA_UNAVAILABLE)
    assert outcome.details == (UNIQUE,)
    assert outcome.message == (
        "event.txt: no rule is broken, but the verdict needs this Unique's card data (a "
        "Unique's faction is its card's, not its reference's): ALT_CORE_B_AX_05_U_1234; add its "
        "card data with `altered-deck cards add-unique FILE` (the card's JSON), or run "
        "`altered-deck cards sync` when the card source is reachable"
    )
    # Limited: three factions already, the Unique's could be a fourth.
    three = [*limited_deck(store, 27), (1, "ALT_CORE_B_BR_05_C"), (1, "ALT_CORE_B_LY_07_C")]
    assert isinstance(check(store, [*three, (1, UNIQUE)], "sealed"), UnreadableDeck)
    # Two factions: whatever the Unique's, at most three.
    two = [*limited_deck(store, 28), (1, "ALT_CORE_B_BR_05_C")]
    assert codes(check(store, [*two, (1, UNIQUE)], "sealed")) == []


def test_a_ban_of_any_faction_decides_one_bound_to_a_faction_does_not(store: CardStore) -> None:
    # Gericht's Uniques (BR_37, any faction) were suspended from 2025-02-01 to 2025-05-12.
    bravos = swap(starter("kojo"), "ALT_CORE_B_BR_20_C", (1, "ALT_CORE_B_BR_37_U_9"))
    assert codes(check(store, bravos, "standard", date(2025, 3, 1))) == [
        ("STD-SUSPENDED", "ban-list:2025-02-01")
    ]
    # Foundry Armorer's Unique (AX_16) was suspended in Bravos only: its faction decides.
    sierra = swap(sierra_with((1, "ALT_CORE_B_AX_16_U_77")), "ALT_CORE_B_AX_16_C", (1, UNIQUE))
    outcome = check(store, sierra, "sealed", date(2025, 3, 1))
    assert codes(outcome) == []  # no ban list in Limited: nothing needs the faction
    assert isinstance(check(store, sierra, "standard", date(2025, 3, 1)), UnreadableDeck)


def test_check_deck_takes_a_path_a_code_or_a_deck_and_never_raises_for_bad_input(
    store: CardStore, tmp_path: Path
) -> None:
    missing = check_deck("none.txt", store, as_of=TODAY)
    assert isinstance(missing, UnreadableDeck)
    assert (missing.verdict, missing.exit_code) == ("UNREADABLE", 2)
    assert missing.message == "'none.txt': no such file"
    path = tmp_path / "sierra.txt"
    path.write_text((STARTERS / "sierra.txt").read_text(encoding="utf-8"), encoding="utf-8")
    from_path = check_deck(str(path), store, as_of=TODAY)
    text = parse_deck_text(path.read_text(encoding="utf-8"), "row 7")
    from_text = check_deck(text, store, as_of=TODAY, format_name="singleton")
    assert isinstance(from_path, ValidationResult) and from_path.verdict == "LEGAL"
    assert isinstance(from_text, ValidationResult)
    assert (from_text.verdict, from_text.violations[0].code) == ("ILLEGAL", "SGL-SIZE-MIN")
    unknown = check_deck(deck_of([(1, "ALT_CORE_B_AX_99_C")]), store, as_of=TODAY, label="row 8")
    assert isinstance(unknown, UnreadableDeck)
    assert (unknown.label, unknown.exit_code) == ("row 8", 2)
