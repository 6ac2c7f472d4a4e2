"""The validate entry point and renderers, apart from the CLI: dates, exit codes, escaping."""

from __future__ import annotations

from datetime import date

import pytest

from altered_deck.cards.store import CardStore
from altered_deck.decks.model import Deck, ResolvedDeck
from altered_deck.errors import UsageError
from altered_deck.formats import validate
from altered_deck.formats.rulemodel import Offender, Violation
from altered_deck.formats.validate import UnreadableDeck, ValidationResult, basis_for, exit_code
from altered_deck.render.findings import format_annotations
from altered_deck.render.validation import annotation, format_total

EMPTY = ResolvedDeck(Deck((), None, "empty.txt"), ())


def test_the_date_is_required_never_read_inside() -> None:
    with pytest.raises(UsageError, match="needs the date"):
        validate(EMPTY, "standard", None)


def test_basis_names_what_applies() -> None:
    basis = basis_for("ffa", date(2025, 6, 1))
    assert (basis.format, basis.rules_version, basis.ban_list_label()) == (
        "ffa",
        "pre-4.0 rules",
        "ban list of 2025-05-13",
    )
    assert basis_for("draft", date(2025, 6, 1)).ban_list_label() == "ban list not applied"


def _result(violations: tuple[Violation, ...]) -> ValidationResult:
    legal = validate(EMPTY, "sealed", date(2026, 1, 1))
    return ValidationResult(legal.deck, legal.basis, violations, (), legal.counts, None)


def test_exit_code_is_the_worst_outcome() -> None:
    legal = _result(())
    illegal = _result((Violation("X-1", "bad"),))
    unreadable = UnreadableDeck("a.txt", "a.txt: 1 malformed line")
    no_data = UnreadableDeck("b.txt", "missing", exit_code=3)
    assert exit_code([]) == 0
    assert exit_code([legal]) == 0
    assert exit_code([legal, illegal]) == 1
    assert exit_code([illegal, unreadable]) == 2
    assert exit_code([no_data, unreadable, illegal]) == 3
    assert format_total([legal, illegal, unreadable, no_data]) == (
        "4 decks: 1 legal, 1 illegal, 2 not validated."
    )


def test_annotation_escapes_workflow_command_syntax() -> None:
    assert annotation("error", "50% off\nnext", "dir,x/a:b.txt", 3, "STD-X") == (
        "::error file=dir%2Cx/a%3Ab.txt,line=3,title=STD-X::50%25 off%0Anext"
    )
    assert annotation("warning", "m", None, 3, "W") == "::warning title=W::m"


def test_annotations_without_a_file_or_lines() -> None:
    stdin = _result((Violation("STD-X", "msg", "1.1.4.x", (Offender("ALT_CORE_B_AX_08_C", 1),)),))
    stdin = ValidationResult(
        ResolvedDeck(Deck((), None, "<stdin>"), ()),
        stdin.basis,
        stdin.violations,
        (),
        stdin.counts,
        None,
    )
    unknown = UnreadableDeck("deck.txt", "deck.txt: 1 unknown card reference", ("unknown ALT_X",))
    assert format_annotations([stdin, unknown]) == (
        "::error title=STD-X::1.1.4.x: msg\n"
        "::error file=deck.txt,title=DECK-UNREADABLE::deck.txt: 1 unknown card reference; "
        "unknown ALT_X"
    )


def test_validate_every_format_on_a_starter(store: CardStore) -> None:
    from altered_deck.decks.reader import read_deck
    from altered_deck.decks.resolve import resolve_deck
    from tests.conftest import STARTERS

    deck = resolve_deck(read_deck(str(STARTERS / "sierra.txt")), store)
    verdicts = {
        name: [v.code for v in validate(deck, name, date(2026, 11, 22)).violations][:2]
        for name in ("standard", "2v2", "ffa", "nuc", "sealed", "draft", "booster-war")
    }
    assert verdicts == {
        "standard": [],
        "2v2": [],
        "ffa": [],
        "nuc": [],
        "sealed": [],
        "draft": [],
        "booster-war": ["BW-SIZE"],
    }
    assert validate(deck, "2v2", date(2026, 11, 22)).basis.format == "2v2"
