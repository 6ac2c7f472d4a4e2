"""resolve_deck: cards found, unknown references reported together with close matches."""

from __future__ import annotations

from pathlib import Path

import pytest

from altered_deck.cards.store import CardStore
from altered_deck.decks.model import Deck, DeckEntry
from altered_deck.decks.resolve import resolve_deck
from altered_deck.decks.text import parse_text
from altered_deck.decks.writer import convert_deck, known_heroes
from altered_deck.errors import CacheEmptyError, MissingCardsError, UnknownCardError
from tests.conftest import BUNDLE_LABEL, STARTERS


def test_starters_resolve_with_their_hero(store: CardStore) -> None:
    for path in sorted(STARTERS.glob("*.txt")):
        resolved = resolve_deck(parse_text(path.read_text(), str(path)), store)
        assert resolved.total == 40, path.name
        assert resolved.hero is not None, path.name


def test_ne_1_and_ne_01_are_the_same_card(store: CardStore) -> None:
    resolved = resolve_deck(parse_text("2 ALT_CORE_B_NE_01_C\n"), store)
    assert [(e.card.family, e.quantity) for e in resolved.entries] == [("NE_1", 2)]


def test_hero_found_by_type_not_position(store: CardStore) -> None:
    resolved = resolve_deck(parse_text("3 ALT_CORE_B_AX_08_C\n1 ALT_CORE_B_AX_01_C\n"), store)
    assert resolved.hero is not None
    assert resolved.hero.reference == "ALT_CORE_B_AX_01_C"
    two = resolve_deck(parse_text("1 ALT_CORE_B_AX_01_C\n1 ALT_CORE_B_YZ_02_C\n"), store)
    assert len(two.heroes) == 2
    assert two.hero is None


def test_all_unknown_references_reported_together_with_matches(store: CardStore) -> None:
    deck = parse_text(
        "1 ALT_CORE_B_AX_01_C\n2 ALT_CORE_B_AX_99_C\n1 ALT_NOSET_B_AX_08_C\n",
        source="d.txt",
    )
    with pytest.raises(UnknownCardError) as exc:
        resolve_deck(deck, store)
    assert str(exc.value) == "d.txt: 2 unknown card references"
    assert exc.value.unknown == {
        "ALT_CORE_B_AX_99_C": ["ALT_CORE_B_AX_29_C", "ALT_CORE_B_AX_19_C", "ALT_CORE_B_AX_09_C"],
        # A set the card data lacks: no fuzzy match, a note naming the set instead.
        "ALT_NOSET_B_AX_08_C": [],
    }
    assert exc.value.lines == {"ALT_CORE_B_AX_99_C": (2,), "ALT_NOSET_B_AX_08_C": (3,)}
    assert exc.value.notes == {
        "ALT_NOSET_B_AX_08_C": f"set NOSET is not in your card data ({BUNDLE_LABEL}); "
        "run `altered-deck cards sync` to get newer sets"
    }


def test_same_set_family_comes_first(store: CardStore) -> None:
    deck = parse_text("1 ALT_CORE_B_AX_08_U_77\n")
    with pytest.raises(UnknownCardError) as exc:
        resolve_deck(deck, store)
    matches = exc.value.unknown["ALT_CORE_B_AX_08_U_77"]
    assert len(matches) == 3
    assert all(m.startswith("ALT_CORE_B_AX_08_") for m in matches)


def test_missing_uniques_go_to_the_fetch_hook(store: CardStore) -> None:
    calls: list[list[str]] = []

    def offline(_store: CardStore, refs: list[str]) -> None:
        calls.append(refs)
        raise MissingCardsError("offline", refs)

    deck = parse_text("1 ALT_CORE_B_AX_08_U_77\n1 ALT_CORE_B_AX_99_C\n1 ALT_CORE_B_AX_01_C\n")
    with pytest.raises(MissingCardsError):
        resolve_deck(deck, store, fetch_missing=offline)
    assert calls == [["ALT_CORE_B_AX_08_U_77"]]


def test_fetch_hook_not_called_when_nothing_is_missing(store: CardStore) -> None:
    def never(_store: CardStore, refs: list[str]) -> None:
        raise AssertionError(refs)

    resolved = resolve_deck(parse_text("1 ALT_CORE_B_AX_01_C\n"), store, fetch_missing=never)
    assert resolved.total == 1


def test_empty_cache_says_how_to_fill_it(tmp_path: Path) -> None:
    with pytest.raises(CacheEmptyError):
        deck = Deck(entries=(DeckEntry("ALT_CORE_B_AX_01_C", 1),))
        resolve_deck(deck, CardStore.in_dir(tmp_path, bundle=None))


def test_convert_puts_hero_first_only_with_card_data(store: CardStore, tmp_path: Path) -> None:
    deck = parse_text("3 ALT_CORE_B_AX_08_C\n1 ALT_CORE_B_YZ_02_C\n")
    assert known_heroes(deck, store) == frozenset({"ALT_CORE_B_YZ_02_C"})
    assert convert_deck(deck, "text", store) == "1 ALT_CORE_B_YZ_02_C\n3 ALT_CORE_B_AX_08_C\n"
    empty = CardStore.in_dir(tmp_path / "none", bundle=None)
    assert convert_deck(deck, "text", empty) == "3 ALT_CORE_B_AX_08_C\n1 ALT_CORE_B_YZ_02_C\n"
    assert not (tmp_path / "none").exists()
    assert convert_deck(deck, "deckfmt", None).endswith("\n")
