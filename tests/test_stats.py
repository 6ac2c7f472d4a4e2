"""Deck statistics: exact numbers, checked against independent computations."""

from __future__ import annotations

import itertools
import json
from fractions import Fraction
from math import comb

import pytest

from altered_deck.cards.model import Card, parse_api_card
from altered_deck.cards.store import CardStore
from altered_deck.decks.model import Deck, ResolvedDeck, ResolvedEntry
from altered_deck.decks.reader import read_deck
from altered_deck.decks.resolve import resolve_deck
from altered_deck.render.stats import render_stats_text, stats_to_dict
from altered_deck.stats.deck import DeckStats, deck_stats, prob_at_least
from tests.conftest import STARTERS, UNIQUES


def make_card(
    number: int,
    card_type: str = "CHARACTER",
    *,
    hand: int | None = 2,
    reserve: int | None = 2,
    stats: tuple[int, int, int] | None = (1, 1, 1),
    rarity_code: str = "C",
    faction: str = "AX",
    name: str | None = None,
) -> Card:
    """A synthetic card of family AX_<number>."""
    rarity = {"C": "COMMON", "R1": "RARE", "R2": "RARE", "E": "EXALTED", "H": "COMMON"}
    is_character = card_type == "CHARACTER"
    forest, mountain, water = stats if is_character and stats else (None, None, None)
    return Card(
        reference=f"ALT_TEST_B_AX_{number:02d}_{rarity_code}",
        set_code="TEST",
        product="B",
        faction_code="AX",
        number=number,
        rarity_code=rarity_code,
        card_type=card_type,
        rarity=rarity.get(rarity_code, "COMMON"),
        faction=faction,
        names={"en-us": name or f"Card {number}"},
        hand_cost=hand,
        reserve_cost=reserve,
        forest=forest,
        mountain=mountain,
        water=water,
    )


HERO = make_card(1, "HERO", hand=0, reserve=0, name="Test Hero")


def make_deck(*entries: tuple[Card, int]) -> ResolvedDeck:
    """A resolved deck from cards and quantities (no store needed)."""
    return ResolvedDeck(
        deck=Deck(entries=(), name="synthetic"),
        entries=tuple(ResolvedEntry(card, qty) for card, qty in entries),
    )


def load_unique(reference: str) -> Card:
    """One synthetic Unique from the snapshot, parsed like any API card."""
    return parse_api_card(json.loads((UNIQUES / f"{reference}.json").read_text(encoding="utf-8")))


@pytest.fixture(scope="module")
def sierra(store: CardStore) -> ResolvedDeck:
    """The Sierra starter, resolved against the session cache."""
    return resolve_deck(read_deck(str(STARTERS / "sierra.txt")), store)


@pytest.fixture(scope="module")
def sierra_stats(sierra: ResolvedDeck) -> DeckStats:
    """Statistics of the Sierra starter."""
    return deck_stats(sierra)


# --- independent probability computations ---------------------------------------------------


def complement_at_least(k: int, copies: int, deck: int, seen: int) -> Fraction:
    """1 - P(fewer than k), via the complement; written apart from the implementation."""
    seen = min(seen, deck)
    if k == 1:
        return 1 - Fraction(comb(deck - copies, seen), comb(deck, seen))
    below = sum(
        Fraction(comb(copies, i) * comb(deck - copies, seen - i), comb(deck, seen))
        for i in range(min(k, seen + 1))
    )
    return 1 - below


def brute_force_at_least(k: int, copies: int, deck: int, seen: int) -> Fraction:
    """Count every ``seen``-subset of a deck whose first ``copies`` positions are the group."""
    hands = list(itertools.combinations(range(deck), min(seen, deck)))
    good = sum(1 for hand in hands if sum(1 for pos in hand if pos < copies) >= k)
    return Fraction(good, len(hands))


@pytest.mark.parametrize(("deck", "copies"), [(8, 3), (10, 1), (10, 4), (12, 6), (5, 5), (4, 2)])
def test_prob_at_least_matches_brute_force(deck: int, copies: int) -> None:
    for seen in (6, 8, 10, 12):
        for k in range(1, copies + 1):
            expected = brute_force_at_least(k, copies, deck, seen)
            assert prob_at_least(k, copies, deck, seen) == expected, (deck, copies, seen, k)


def test_prob_at_least_edges() -> None:
    assert prob_at_least(0, 3, 39, 6) == 1
    assert prob_at_least(4, 3, 39, 12) == 0
    assert prob_at_least(7, 10, 39, 6) == 0
    assert prob_at_least(1, 1, 1, 6) == 1
    assert prob_at_least(1, 0, 0, 6) == 0
    assert prob_at_least(1, 3, 39, 6) == Fraction(3262623 - 1947792, 3262623)


def test_small_deck_odds_match_enumeration() -> None:
    # 9 cards: 4 characters (two families), 3 spells, 2 permanents; Days 3-4 see the whole deck.
    deck = make_deck(
        (HERO, 1),
        (make_card(2, hand=1), 2),
        (make_card(3, hand=3), 2),
        (make_card(4, "SPELL", hand=1), 3),
        (make_card(5, "PERMANENT", hand=7), 2),
    )
    odds = deck_stats(deck).odds
    assert odds.deck_size == 9
    assert odds.cards_seen == (6, 8, 9, 9)
    assert len(odds.rows) == (4 + 3 + 2) + (5 + 2 + 2) + (2 + 2 + 3 + 2)
    for row in odds.rows:
        expected = tuple(
            float(brute_force_at_least(row.at_least, row.copies, 9, n)) for n in (6, 8, 10, 12)
        )
        assert row.probabilities == expected, row
    assert [r.probabilities for r in odds.rows if r.at_least == 1 and r.key == "CHARACTER"] == [
        (1.0, 1.0, 1.0, 1.0)  # 5 non-characters: any 6 cards hold a character
    ]


# --- Sierra starter -------------------------------------------------------------------------


def test_sierra_header_counts(sierra_stats: DeckStats) -> None:
    assert sierra_stats.cards == 39
    assert [(h.name, h.faction, h.quantity) for h in sierra_stats.heroes] == [
        ("Sierra & Oddball", "AX", 1)
    ]


def test_sierra_curve(sierra_stats: DeckStats) -> None:
    curve = sierra_stats.curve
    # From the decklist by hand: e.g. hand cost 1 = 3 Axiom Salvager + 3 Foundry Mechanic.
    assert [(b.cost, b.hand, b.reserve) for b in curve.buckets] == [
        ("0", 0, 0),
        ("1", 6, 6),
        ("2", 7, 10),
        ("3", 17, 16),
        ("4", 6, 4),
        ("5", 2, 2),
        ("6", 1, 1),
        ("7+", 0, 0),
    ]
    assert curve.average_hand == 111 / 39
    assert curve.average_reserve == 106 / 39
    assert (curve.without_hand_cost, curve.without_reserve_cost) == (0, 0)


def test_sierra_terrain(sierra_stats: DeckStats) -> None:
    terrain = sierra_stats.terrain
    assert terrain.characters == 25
    assert [(s.terrain, s.total, s.average, s.characters_above_zero) for s in terrain.stats] == [
        ("forest", 46, 46 / 25, 23),  # 0 forest: 2 Foundry Mechanic (C)
        ("mountain", 54, 54 / 25, 24),  # 0 mountain: The Frog Prince
        ("water", 46, 46 / 25, 22),  # 0 water: 3 Jian
    ]


def test_sierra_composition(sierra_stats: DeckStats) -> None:
    comp = sierra_stats.composition
    assert dict(comp.by_type) == {
        "CHARACTER": 25,
        "SPELL": 3,
        "LANDMARK_PERMANENT": 11,  # typed PERMANENT by the API (CORE): Landmarks
        "EXPEDITION_PERMANENT": 0,
    }
    assert dict(comp.by_rarity) == {"COMMON": 31, "RARE": 8, "UNIQUE": 0, "EXALTED": 0}
    # The two R2 (Frog Prince OR_09, Ouroboros LY_30) are Axiom cards by mainFaction.
    assert comp.by_faction == (("AX", 39),)
    assert comp.by_set == (("CORE", 39),)
    assert len(comp.families) == 15
    assert sum(f.copies for f in comp.families) == 39
    assert [f.family for f in comp.families if f.copies == 1] == ["AX_27", "OR_9", "LY_30"]
    assert not any(f.over_limit for f in comp.families)
    mechanic = next(f for f in comp.families if f.family == "AX_7")
    assert (mechanic.name, mechanic.copies) == ("Foundry Mechanic", 3)


def test_sierra_odds_exact(sierra_stats: DeckStats) -> None:
    odds = sierra_stats.odds
    assert odds.deck_size == 39
    assert odds.cards_seen == (6, 8, 10, 12)
    groups = {(r.group, r.key): r.copies for r in odds.rows}
    assert groups[("type", "CHARACTER")] == 25
    assert groups[("cost", "3")] == 17
    assert groups[("family", "AX_11")] == 3
    # k runs 1..min(copies, 12): types 12+3+11, costs 6+7+12+6+2+1, families 12*3+3*1.
    assert len(odds.rows) == 26 + 34 + 39
    for row in odds.rows:
        expected = tuple(
            float(complement_at_least(row.at_least, row.copies, 39, n)) for n in (6, 8, 10, 12)
        )
        assert row.probabilities == expected, row


def test_sierra_known_values(sierra_stats: DeckStats) -> None:
    rows = {(r.key, r.at_least): r.probabilities for r in sierra_stats.odds.rows}
    spell = rows[("SPELL", 1)]
    assert spell[0] == 1 - comb(36, 6) / comb(39, 6)
    # P(no Spell) as a product of draw-by-draw chances: (36/39)(35/38)...
    for p, seen in zip(spell, (6, 8, 10, 12), strict=True):
        none = Fraction(1)
        for i in range(seen):
            none *= Fraction(36 - i, 39 - i)
        assert p == float(1 - none)
    assert [round(p, 4) for p in spell] == [0.403, 0.5082, 0.6002, 0.6799]
    assert round(rows[("CHARACTER", 1)][0], 6) == round(1 - 3003 / 3262623, 6)
    # By hand: (3·C(36,4) + C(36,3)) / C(39,6) = (3·58905 + 7140) / 3262623.
    assert rows[("AX_11", 2)][0] == float(Fraction(183855, 3262623))


def test_sierra_featured_rows(sierra_stats: DeckStats) -> None:
    featured = [r for r in sierra_stats.odds.rows if r.featured]
    assert all(r.at_least == 1 for r in featured)
    assert [r.key for r in featured if r.group == "type"] == [
        "CHARACTER",
        "SPELL",
        "LANDMARK_PERMANENT",
    ]
    assert [r.key for r in featured if r.group == "cost"] == ["1", "2", "3", "4", "5", "6"]
    families = [r.label for r in featured if r.group == "family"]
    assert families == [
        "Amelia Earhart",
        "Axiom Reprocessor",
        "Axiom Salvager",
        "Axiom Scrambler",
        "Brassbug Hive",
        "Brassbug Hub",
        "Foundry Armorer",
        "Foundry Mechanic",
    ]


def test_sierra_names_in_french(sierra: ResolvedDeck) -> None:
    stats = deck_stats(sierra, locale="fr-fr")
    names = {f.family: f.name for f in stats.composition.families}
    assert names["AX_8"] == "Récupérateur Axiom"
    assert stats.heroes[0].name == "Sierra & Oddball"
    # Families keep their English-name order, so the default rows are the same in every locale.
    english = deck_stats(sierra)
    assert [f.family for f in stats.composition.families] == [
        f.family for f in english.composition.families
    ]
    assert [(r.key, r.featured) for r in stats.odds.rows] == [
        (r.key, r.featured) for r in english.odds.rows
    ]


def test_json_carries_the_same_numbers(sierra_stats: DeckStats) -> None:
    data = stats_to_dict(sierra_stats, show_all=True)
    assert list(data) == ["deck", "curve", "terrain", "composition", "draw_odds"]
    assert data["curve"]["buckets"][3] == {"cost": "3", "hand": 17, "reserve": 16}
    assert data["terrain"]["mountain"] == {
        "total": 54,
        "average": 2.16,
        "characters_above_zero": 24,
    }
    assert data["composition"]["by_rarity"] == {"COMMON": 31, "RARE": 8, "UNIQUE": 0, "EXALTED": 0}
    assert data["draw_odds"]["days"][3] == {"day": 4, "cards_seen": 12}
    assert len(data["draw_odds"]["rows"]) == len(sierra_stats.odds.rows)
    first = data["draw_odds"]["rows"][0]
    assert first == {
        "group": "type",
        "key": "CHARACTER",
        "label": "Character",
        "copies": 25,
        "at_least": 1,
        "probabilities": list(sierra_stats.odds.rows[0].probabilities),
    }
    default = stats_to_dict(sierra_stats)
    assert default["draw_odds"]["rows_shown"] == "default"
    assert len(default["draw_odds"]["rows"]) == 3 + 6 + 8


# --- edge decks -----------------------------------------------------------------------------


def test_deck_without_characters() -> None:
    deck = make_deck(
        (HERO, 1), (make_card(2, "SPELL", hand=1), 3), (make_card(3, "LANDMARK_PERMANENT"), 2)
    )
    stats = deck_stats(deck)
    assert stats.terrain.characters == 0
    assert [(s.total, s.average, s.characters_above_zero) for s in stats.terrain.stats] == [
        (0, None, 0)
    ] * 3
    assert dict(stats.composition.by_type)["LANDMARK_PERMANENT"] == 2
    assert not any(r.key == "CHARACTER" for r in stats.odds.rows)
    text = render_stats_text(stats)
    assert "Terrain power (0 characters): no Character in the deck\n" in text
    assert "  type      Spell 3 · Landmark Permanent 2\n" in text


def test_permanent_and_landmark_permanent_count_as_one_type() -> None:
    # CORE Landmarks come typed PERMANENT, later ones LANDMARK_PERMANENT: one game type.
    deck = make_deck(
        (make_card(2, "PERMANENT", hand=3), 2),
        (make_card(3, "LANDMARK_PERMANENT", hand=4), 1),
        (make_card(4, "EXPEDITION_PERMANENT", hand=1), 1),
    )
    stats = deck_stats(deck)
    assert stats.composition.by_type == (
        ("CHARACTER", 0),
        ("SPELL", 0),
        ("LANDMARK_PERMANENT", 3),
        ("EXPEDITION_PERMANENT", 1),
    )
    type_rows = [
        (r.key, r.label, r.copies, r.at_least) for r in stats.odds.rows if r.group == "type"
    ]
    assert type_rows == [
        ("LANDMARK_PERMANENT", "Landmark Permanent", 3, 1),
        ("LANDMARK_PERMANENT", "Landmark Permanent", 3, 2),
        ("LANDMARK_PERMANENT", "Landmark Permanent", 3, 3),
        ("EXPEDITION_PERMANENT", "Expedition Permanent", 1, 1),
    ]
    assert "  type      Landmark Permanent 3 · Expedition Permanent 1\n" in render_stats_text(stats)


def test_single_card_deck() -> None:
    stats = deck_stats(make_deck((make_card(2, hand=9, reserve=8), 1)))
    assert stats.heroes == ()
    assert [(b.cost, b.hand, b.reserve) for b in stats.curve.buckets][-1] == ("7+", 1, 1)
    assert stats.curve.average_hand == 9
    assert stats.odds.cards_seen == (1, 1, 1, 1)
    assert [(r.group, r.at_least, r.probabilities) for r in stats.odds.rows] == [
        ("type", 1, (1.0, 1.0, 1.0, 1.0)),
        ("cost", 1, (1.0, 1.0, 1.0, 1.0)),
        ("family", 1, (1.0, 1.0, 1.0, 1.0)),
    ]
    assert render_stats_text(stats).startswith("no hero · 1 cards\n")


def test_deck_smaller_than_draws() -> None:
    deck = make_deck((HERO, 1), (make_card(2), 3), (make_card(3, "SPELL"), 1))
    odds = deck_stats(deck).odds
    assert odds.cards_seen == (4, 4, 4, 4)
    # Everything is seen: each "at least k" up to the copies is certain.
    assert {r.probabilities for r in odds.rows} == {(1.0, 1.0, 1.0, 1.0)}
    assert [(r.key, r.at_least) for r in odds.rows if r.group == "type"] == [
        ("CHARACTER", 1),
        ("CHARACTER", 2),
        ("CHARACTER", 3),
        ("SPELL", 1),
    ]


def test_hero_only_deck() -> None:
    stats = deck_stats(make_deck((HERO, 1)))
    assert stats.cards == 0
    assert stats.curve.average_hand is None
    assert stats.odds.rows == ()
    text = render_stats_text(stats)
    assert text.startswith("Test Hero (Axiom) · 0 cards + hero\n")
    assert "Draw odds (0-card deck, hero excluded): no card to draw\n" in text
    assert "       average –" in text


def test_uniques_count_toward_family_and_rarity() -> None:
    unique = load_unique("ALT_COREKS_B_AX_07_U_5446")
    other = load_unique("ALT_ALIZE_B_OR_35_U_1234")
    mechanic = make_card(7, hand=1, reserve=1, stats=(0, 1, 1), name="Foundry Mechanic")
    stats = deck_stats(make_deck((HERO, 1), (mechanic, 3), (unique, 1), (other, 1)))
    comp = stats.composition
    assert dict(comp.by_rarity) == {"COMMON": 3, "RARE": 0, "UNIQUE": 2, "EXALTED": 0}
    assert comp.by_faction == (("AX", 4), ("OR", 1))
    assert comp.by_set == (("TEST", 3), ("ALIZE", 1), ("COREKS", 1))
    families = {f.family: (f.copies, f.over_limit) for f in comp.families}
    assert families == {"AX_7": (4, True), "OR_35": (1, False)}
    assert stats.terrain.stats[0].total == 0 * 3 + 1 + 4
    text = render_stats_text(stats)
    assert "    4* Foundry Mechanic" in text
    assert "  * more than 3 copies of one name (information; `validate` judges legality)\n" in text
    family_rows = [r for r in stats.odds.rows if r.key == "AX_7"]
    assert [r.at_least for r in family_rows] == [1, 2, 3, 4]
    assert family_rows[3].probabilities == (1.0, 1.0, 1.0, 1.0)  # 5-card deck: all seen


def test_missing_costs_are_counted_apart() -> None:
    stats = deck_stats(make_deck((make_card(2, hand=None, reserve=None), 2), (make_card(3), 1)))
    assert (stats.curve.without_hand_cost, stats.curve.without_reserve_cost) == (2, 2)
    assert stats.curve.average_hand == 2
    assert "  without a cost: 2 (hand), 2 (reserve)" in render_stats_text(stats)


# --- rendering details ------------------------------------------------------------------------


def test_long_names_are_clipped_to_80_columns() -> None:
    long_name = "An Extraordinarily Long Card Name That Goes On And On"
    stats = deck_stats(make_deck((make_card(2, name=long_name), 4), (make_card(3), 30)))
    text = render_stats_text(stats, show_all=True)
    assert max(len(line) for line in text.splitlines()) <= 80
    assert "    4* An Extraordinarily Long Card Na…\n" in text  # families: 32 characters
    assert "  ≥1 An Extraordinarily Long Ca… (4)  " in text  # odds: label column of 34
    assert deck_stats(make_deck((make_card(2, name=long_name), 1))).odds.rows[-1].label == long_name
