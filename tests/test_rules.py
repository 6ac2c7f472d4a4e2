"""The deck-construction traps, each with the exact codes expected (real snapshot cards)."""

from __future__ import annotations

from datetime import date

import pytest

from altered_deck.cards.model import DECK_TYPES, Card
from altered_deck.cards.store import CardStore
from altered_deck.decks.model import Deck, DeckEntry, ResolvedDeck, ResolvedEntry
from altered_deck.formats import load_bans, validate
from altered_deck.formats.validate import ValidationResult
from tests.conftest import STARTERS

TODAY = date(2026, 11, 22)

Spec = list[tuple[int, str]]
BANNED_FAMILIES = {e.family for e in load_bans().entries}


# --- builders (also used by the other validate tests) ---------------------------------------


def starter(name: str) -> Spec:
    """A starter deck as (quantity, reference) pairs, in file order."""
    spec = []
    for line in (STARTERS / f"{name}.txt").read_text(encoding="utf-8").splitlines():
        qty, ref = line.split()
        spec.append((int(qty), ref))
    return spec


def build(store: CardStore, spec: Spec, source: str = "test.txt") -> ResolvedDeck:
    """A resolved deck; entry *i* stands on input line *i + 1*."""
    entries = []
    for line, (qty, ref) in enumerate(spec, start=1):
        card = store.get(ref)
        assert card is not None, ref
        entries.append(ResolvedEntry(card, qty, (line,)))
    deck = Deck(
        tuple(DeckEntry(e.card.reference, e.quantity, e.lines) for e in entries), None, source
    )
    return ResolvedDeck(deck, tuple(entries))


def swap(spec: Spec, old: str, *new: tuple[int, str]) -> Spec:
    """``spec`` with one copy of ``old`` removed and ``new`` appended."""
    out = [(q - 1 if r == old else q, r) for q, r in spec]
    assert any(r == old for _, r in spec), old
    return [(q, r) for q, r in out if q > 0] + list(new)


def filler(store: CardStore, faction: str, count: int, skip: set[str]) -> Spec:
    """``count`` CORE commons of ``faction``, at most 3 per family, families in ``skip`` and
    in the ban table left out."""
    spec: Spec = []
    for card in store.search(faction=faction, set_code="CORE", rarity="COMMON"):
        if card.is_hero or card.card_type not in DECK_TYPES:
            continue
        if card.family in skip or card.family in BANNED_FAMILIES or card.product != "B":
            continue
        take = min(3, count - sum(q for q, _ in spec))
        if take <= 0:
            break
        spec.append((take, card.reference))
        skip = skip | {card.family}
    assert sum(q for q, _ in spec) == count
    return spec


def families(store: CardStore, spec: Spec) -> set[str]:
    """Families used by ``spec``."""
    found = set()
    for _, ref in spec:
        card = store.get(ref)
        assert card is not None
        found.add(card.family)
    return found


def judge(
    store: CardStore,
    spec: Spec,
    fmt: str = "standard",
    as_of: date = TODAY,
    pool: dict[str, int] | None = None,
) -> ValidationResult:
    """Validate ``spec``."""
    return validate(build(store, spec), fmt, as_of, pool)


def codes(
    store: CardStore,
    spec: Spec,
    fmt: str = "standard",
    as_of: date = TODAY,
    pool: dict[str, int] | None = None,
) -> list[str]:
    """The violation codes of ``spec``, in report order."""
    return [v.code for v in judge(store, spec, fmt, as_of, pool).violations]


# --- starters and faction ---------------------------------------------------------------


@pytest.mark.parametrize("name", ["akesha", "kojo", "nevenka", "sierra", "sigismar", "teija"])
def test_starters_are_standard_legal_today(ustore: CardStore, name: str) -> None:
    result = judge(ustore, starter(name))
    assert (result.violations, result.warnings) == ((), ())
    assert (result.counts.cards, result.counts.non_hero, result.counts.rare) == (40, 39, 8)


def test_r2_of_another_familys_faction_is_legal_by_main_faction(ustore: CardStore) -> None:
    # Sierra's starter plays ALT_CORE_B_OR_09_R2: an OR family, an Axiom card.
    r2 = ustore.get("ALT_CORE_B_OR_09_R2")
    assert r2 is not None and (r2.faction_code, r2.faction, r2.rarity) == ("OR", "AX", "RARE")
    assert codes(ustore, starter("sierra")) == []


def test_r1_of_another_faction_is_not(ustore: CardStore) -> None:
    spec = swap(starter("sierra"), "ALT_CORE_B_AX_04_C", (1, "ALT_CORE_B_OR_09_R1"))
    result = judge(ustore, spec)
    assert [v.code for v in result.violations] == ["STD-FACTION"]
    assert result.violations[0].message == (
        "1 card not in the Hero's faction (AX): ALT_CORE_B_OR_09_R1 ×1 (OR)"
    )
    assert result.violations[0].lines == (len(spec),)


def test_r2_of_own_family_is_another_faction(ustore: CardStore) -> None:
    # ALT_CORE_B_AX_15_R2 is a Muna card: refused in Sierra's Axiom deck.
    spec = swap(starter("sierra"), "ALT_CORE_B_AX_15_C", (1, "ALT_CORE_B_AX_15_R2"))
    assert codes(ustore, spec) == ["STD-FACTION"]


# --- rarity -------------------------------------------------------------------------------


def rare_deck(store: CardStore, rares: int) -> Spec:
    """Sierra & Oddball, ``rares`` AX rares (R1 and one R2) and commons up to 40 cards."""
    rare_refs = [
        c.reference
        for c in store.search(faction="AX", set_code="CORE", rarity="RARE")
        if c.family not in BANNED_FAMILIES and c.product == "B"
    ]
    assert "ALT_CORE_B_OR_09_R2" in rare_refs  # an R2 among the rares
    picked = ["ALT_CORE_B_OR_09_R2"] + [r for r in rare_refs if r != "ALT_CORE_B_OR_09_R2"]
    spec: Spec = [(1, "ALT_CORE_B_AX_01_C")] + [(1, r) for r in picked[:rares]]
    return spec + filler(store, "AX", 40 - len(spec), families(store, spec))


def test_fifteen_rares_with_an_r2_are_legal(ustore: CardStore) -> None:
    assert codes(ustore, rare_deck(ustore, 15)) == []


def test_sixteen_rares_counting_the_r2_are_not(ustore: CardStore) -> None:
    result = judge(ustore, rare_deck(ustore, 16))
    assert [v.code for v in result.violations] == ["STD-RARE-MAX"]
    assert result.violations[0].message.startswith("16 rare cards (max 15): ALT_CORE_B_OR_09_R2 ×1")
    assert result.violations[0].message.endswith("+10 more")
    assert len(result.violations[0].offenders) == 16


def test_heroes_count_toward_no_rarity(ustore: CardStore) -> None:
    # Even a hero the API called RARE is not a rare (2.2.5.c).
    spec = rare_deck(ustore, 15)
    deck = build(ustore, spec)
    hero = deck.entries[0]
    rare_hero = hero.card.replace(rarity="RARE")
    deck = ResolvedDeck(deck.deck, (ResolvedEntry(rare_hero, 1, hero.lines), *deck.entries[1:]))
    result = validate(deck, "standard", TODAY)
    assert result.violations == ()
    assert result.counts.rare == 15


# --- names and uniques --------------------------------------------------------------------


def test_unique_counts_toward_its_family(ustore: CardStore) -> None:
    spec = swap(starter("sierra"), "ALT_CORE_B_AX_04_C", (1, "ALT_CORE_B_AX_08_U_1234"))
    result = judge(ustore, spec)
    assert [v.code for v in result.violations] == ["STD-NAME-MAX"]
    assert result.violations[0].message == (
        '4 cards named "Axiom Salvager" (max 3): ALT_CORE_B_AX_08_C ×3, ALT_CORE_B_AX_08_U_1234 ×1'
    )
    assert result.violations[0].lines == (4, len(spec))


def test_same_family_across_core_coreks_and_promo_printings(ustore: CardStore) -> None:
    spec = swap(
        starter("sierra"),
        "ALT_CORE_B_AX_08_C",
        (1, "ALT_COREKS_B_AX_08_R1"),
        (1, "ALT_WCQ25_P_AX_08_R1"),
    )
    result = judge(ustore, swap(spec, "ALT_CORE_B_AX_04_C"))
    assert [v.code for v in result.violations] == ["STD-NAME-MAX"]
    assert result.violations[0].message == (
        '4 cards named "Axiom Salvager" (max 3): ALT_CORE_B_AX_08_C ×2, '
        "ALT_COREKS_B_AX_08_R1 ×1, ALT_WCQ25_P_AX_08_R1 ×1"
    )


def test_same_family_across_alternate_art_printings(ustore: CardStore) -> None:
    base = filler(ustore, "AX", 35, {"AX_22"})
    spec = [
        (1, "ALT_CORE_B_AX_01_C"),
        *base,
        (1, "ALT_CORE_B_AX_22_C"),
        (1, "ALT_CORE_A_AX_22_C"),
        (1, "ALT_COREKS_B_AX_22_R1"),
        (1, "ALT_CORE_A_AX_22_R1"),
    ]
    result = judge(ustore, spec)
    assert [v.code for v in result.violations] == ["STD-NAME-MAX"]
    assert result.violations[0].message == (
        '4 cards named "Mechanical Training" (max 3): ALT_CORE_B_AX_22_C ×1, '
        "ALT_CORE_A_AX_22_C ×1, ALT_COREKS_B_AX_22_R1 ×1, ALT_CORE_A_AX_22_R1 ×1"
    )
    assert codes(ustore, [*spec[:-1], (1, "ALT_CORE_B_AX_01_C")]) == ["STD-HERO-COUNT"]


AX_UNIQUES = [
    "ALT_CORE_B_AX_08_U_1234",
    "ALT_CORE_B_AX_11_U_42",
    "ALT_CORE_B_AX_25_U_977",
    "ALT_COREKS_B_AX_07_U_5446",
    "ALT_COREKS_B_AX_16_U_1560",
    "ALT_COREKS_B_YZ_10_U_4001",  # a YZ family, an Axiom card
]


def unique_deck(store: CardStore, uniques: Spec, size: int = 40) -> Spec:
    """Sierra & Oddball, ``uniques`` and AX commons of other families up to ``size``."""
    spec: Spec = [(1, "ALT_CORE_B_AX_01_C"), *uniques]
    return spec + filler(store, "AX", size - sum(q for q, _ in spec), families(store, spec))


def test_three_uniques_are_legal(ustore: CardStore) -> None:
    assert codes(ustore, unique_deck(ustore, [(1, r) for r in AX_UNIQUES[:3]])) == []


def test_four_uniques_are_not(ustore: CardStore) -> None:
    result = judge(ustore, unique_deck(ustore, [(1, r) for r in AX_UNIQUES[:4]]))
    assert [v.code for v in result.violations] == ["STD-UNIQUE-MAX"]
    assert result.violations[0].message == (
        "4 unique cards (max 3): ALT_CORE_B_AX_08_U_1234 ×1, ALT_CORE_B_AX_11_U_42 ×1, "
        "ALT_CORE_B_AX_25_U_977 ×1, ALT_COREKS_B_AX_07_U_5446 ×1"
    )


def test_the_same_unique_twice(ustore: CardStore) -> None:
    spec = unique_deck(ustore, [(2, "ALT_CORE_B_AX_11_U_42")])
    result = judge(ustore, spec)
    assert [v.code for v in result.violations] == ["STD-UNIQUE-DUP"]
    assert result.violations[0].message == (
        '2 copies of unique ALT_CORE_B_AX_11_U_42 "Amelia Earhart" (max 1)'
    )
    # Two copies count twice toward the cap: with two more uniques, both rules break.
    spec = unique_deck(
        ustore, [(2, "ALT_CORE_B_AX_11_U_42"), (1, AX_UNIQUES[0]), (1, AX_UNIQUES[2])]
    )
    assert codes(ustore, spec) == ["STD-UNIQUE-MAX", "STD-UNIQUE-DUP"]


def test_unique_of_another_faction(ustore: CardStore) -> None:
    # ALT_COREKS_B_AX_15_U_4392 is an AX family but a Muna card.
    assert codes(ustore, unique_deck(ustore, [(1, "ALT_COREKS_B_AX_15_U_4392")])) == ["STD-FACTION"]


def test_nuc_limit_zero_is_a_limit(ustore: CardStore) -> None:
    spec = unique_deck(ustore, [(1, AX_UNIQUES[0])])
    assert codes(ustore, spec, "standard") == []
    result = judge(ustore, spec, "nuc")
    assert [v.code for v in result.violations] == ["NUC-UNIQUE-MAX"]
    assert result.violations[0].message == "1 unique card (max 0): ALT_CORE_B_AX_08_U_1234 ×1"
    assert codes(ustore, starter("sierra"), "nuc") == []


# --- card types ---------------------------------------------------------------------------


def foiler(store: CardStore) -> Card:
    """A FOILER card (the snapshot has none): Brassbug's token record, retyped."""
    token = store.get("ALT_CORE_B_AX_31_C")
    assert token is not None
    return token.replace(card_type="FOILER", reference="ALT_CORE_B_AX_31_C")


def test_foilers_and_mana_convergence_are_refused_in_standard(ustore: CardStore) -> None:
    deck = build(
        ustore,
        [*starter("sierra"), (2, "ALT_CORE_B_NE_01_C"), (1, "ALT_CORE_B_BR_31_C")],
    )
    fake = ResolvedEntry(foiler(ustore), 1, (99,))
    deck = ResolvedDeck(deck.deck, (*deck.entries, fake))
    result = validate(deck, "standard", TODAY)
    # 44 cards (the 60 cap is not reached); no faction or name noise from refused types. A
    # token is no rule's business: the resolver sets tokens aside before any check.
    assert [(v.code, v.rule_number) for v in result.violations] == [
        ("STD-CARD-TYPE", "1.1.4.a"),
        ("STD-NEUTRAL", "1.1.4.c"),  # it fails on faction: it has none (2.2.10.b)
    ]
    assert result.violations[0].message == (
        "1 card of a type not allowed in a deck: ALT_CORE_B_AX_31_C ×1 (foiler)"
    )
    assert result.violations[1].message == (
        "2 cards with no faction (neutral, 2.2.10.b), so not of the Hero's faction: "
        "ALT_CORE_B_NE_01_C ×2 (Mana Convergence)"
    )
    assert result.violations[0].lines == (99,)
    assert result.violations[1].lines == (22,)


def limited_deck(store: CardStore, size: int, hero: bool = True) -> Spec:
    """Sierra (or no hero) and AX commons up to ``size`` cards in all."""
    spec: Spec = [(1, "ALT_CORE_B_AX_01_C")] if hero else []
    return spec + filler(store, "AX", size - len(spec), set())


def test_limited_counts_the_hero_toward_thirty(ustore: CardStore) -> None:
    assert codes(ustore, limited_deck(ustore, 30), "sealed") == []
    result = judge(ustore, limited_deck(ustore, 29), "sealed")
    assert [v.code for v in result.violations] == ["LTD-SIZE-MIN"]
    assert result.violations[0].message == "29 cards including the Hero (min 30)"
    assert codes(ustore, limited_deck(ustore, 30, hero=False), "draft") == []


def test_mana_convergence_any_number_in_limited_and_counts_toward_thirty(
    ustore: CardStore,
) -> None:
    spec = [*limited_deck(ustore, 25), (5, "ALT_CORE_B_NE_01_C")]
    result = judge(ustore, spec, "sealed")
    assert result.violations == ()
    assert result.counts.mana_convergence == 5
    assert codes(ustore, [*limited_deck(ustore, 24), (5, "ALT_CORE_B_NE_01_C")], "sealed") == [
        "LTD-SIZE-MIN"
    ]


def test_limited_factions_hero_counts_ne_does_not(ustore: CardStore) -> None:
    three = [
        *limited_deck(ustore, 28),
        (1, "ALT_CORE_B_BR_05_C"),
        (1, "ALT_CORE_B_LY_07_C"),
        (4, "ALT_CORE_B_NE_01_C"),
    ]
    assert codes(ustore, three, "sealed") == []
    result = judge(ustore, [*three, (1, "ALT_CORE_B_MU_05_C")], "sealed")
    assert [v.code for v in result.violations] == ["LTD-FACTION-MAX"]
    assert result.violations[0].message == "4 factions (max 3): AX 28, BR 1, LY 1, MU 1"
    assert [o.reference for o in result.violations[0].offenders] == ["ALT_CORE_B_MU_05_C"]


def test_limited_the_heros_faction_counts_without_its_cards(ustore: CardStore) -> None:
    # An Axiom Hero with only Bravos, Lyra and Muna cards: four factions.
    spec = [
        (1, "ALT_CORE_B_AX_01_C"),
        *filler(ustore, "BR", 10, set()),
        *filler(ustore, "LY", 10, set()),
        *filler(ustore, "MU", 10, set()),
    ]
    result = judge(ustore, spec, "sealed")
    assert [v.code for v in result.violations] == ["LTD-FACTION-MAX"]
    assert result.violations[0].message == "4 factions (max 3): AX 1, BR 10, LY 10, MU 10"
    assert {o.reference[11:13] for o in result.violations[0].offenders} == {"MU"}
    assert codes(ustore, spec[1:], "sealed") == []  # no Hero: three factions


def test_limited_tokens_count_toward_no_faction(ustore: CardStore) -> None:
    # Woollyback is a Muna token: not a fourth faction (the resolver sets tokens aside; a
    # hand-built deck holding one still breaks no rule).
    three = [*limited_deck(ustore, 28), (1, "ALT_CORE_B_BR_05_C"), (1, "ALT_CORE_B_LY_07_C")]
    assert codes(ustore, [*three, (1, "ALT_CYCLONE_B_MU_83_C")], "sealed") == []


def test_limited_refuses_foilers_and_has_no_copy_or_rarity_caps(ustore: CardStore) -> None:
    spec = [*limited_deck(ustore, 14), (16, "ALT_CORE_B_AX_08_R1")]
    assert codes(ustore, spec, "sealed") == []
    deck = build(ustore, spec)
    deck = ResolvedDeck(deck.deck, (*deck.entries, ResolvedEntry(foiler(ustore), 1, (99,))))
    assert [v.code for v in validate(deck, "sealed", TODAY).violations] == ["LTD-CARD-TYPE"]


# --- singleton ----------------------------------------------------------------------------


def singleton_versions(store: CardStore) -> list[str]:
    """One printing of each AX-faction non-unique version, sorted, no banned families."""
    seen: dict[str, str] = {}
    for card in store.search(faction="AX"):
        if card.is_hero or card.is_unique or card.card_type not in DECK_TYPES:
            continue
        if card.family in BANNED_FAMILIES:
            continue
        seen.setdefault(card.version, card.reference)
    return sorted(seen.values())


def singleton_deck(store: CardStore, hero: str, uniques: int, size: int = 60) -> Spec:
    """``hero``, ``uniques`` AX uniques and one copy of other versions up to ``size``."""
    spec: Spec = [(1, hero)] + [(1, r) for r in AX_UNIQUES[:uniques]]
    versions = singleton_versions(store)
    return spec + [(1, r) for r in versions[: size - len(spec)]]


def test_singleton_legal_60_cards(ustore: CardStore) -> None:
    assert codes(ustore, singleton_deck(ustore, "ALT_CORE_B_AX_01_C", 0), "singleton") == []


def test_singleton_unique_cap_by_hero(ustore: CardStore) -> None:
    sierra, treyst, subhash = "ALT_CORE_B_AX_01_C", "ALT_CORE_B_AX_02_C", "ALT_CORE_B_AX_03_C"
    assert codes(ustore, singleton_deck(ustore, sierra, 5), "singleton") == []
    result = judge(ustore, singleton_deck(ustore, sierra, 6), "singleton")
    assert [v.code for v in result.violations] == ["SGL-UNIQUE-MAX"]
    assert result.violations[0].message.startswith("6 unique cards (max 5 for Sierra & Oddball): ")
    assert codes(ustore, singleton_deck(ustore, subhash, 4), "singleton") == []
    assert codes(ustore, singleton_deck(ustore, subhash, 5), "singleton") == ["SGL-UNIQUE-MAX"]
    assert codes(ustore, singleton_deck(ustore, treyst, 3), "singleton") == []
    assert codes(ustore, singleton_deck(ustore, treyst, 4), "singleton") == ["SGL-UNIQUE-MAX"]


def test_singleton_one_copy_per_version_across_printings(ustore: CardStore) -> None:
    spec = singleton_deck(ustore, "ALT_CORE_B_AX_01_C", 0, 59)
    assert spec[1][1] == "ALT_ALIZE_A_AX_35_C"  # alternate art; its booster printing:
    result = judge(ustore, [*spec, (1, "ALT_ALIZE_B_AX_35_C")], "singleton")
    assert [v.code for v in result.violations] == ["SGL-VERSION-MAX"]
    assert result.violations[0].message == (
        '2 copies of version AX_35_C "Vaike, Energy Pioneer" (max 1): '
        "ALT_ALIZE_A_AX_35_C ×1, ALT_ALIZE_B_AX_35_C ×1"
    )
    # C and R1 of one family are two versions: legal together (ALT_ALIZE_A_AX_35_R1 is in).
    assert (1, "ALT_ALIZE_A_AX_35_R1") in spec
    assert codes(ustore, [*spec, (1, "ALT_CORE_B_AX_04_C")], "singleton") == []


def test_singleton_size_and_no_rare_cap(ustore: CardStore) -> None:
    assert codes(ustore, singleton_deck(ustore, "ALT_CORE_B_AX_01_C", 0, 59), "singleton") == [
        "SGL-SIZE-MIN"
    ]
    result = judge(ustore, singleton_deck(ustore, "ALT_CORE_B_AX_01_C", 0, 81), "singleton")
    assert [v.code for v in result.violations] == ["SGL-SIZE-MAX"]
    assert result.counts.rare > 15


# --- dated rules --------------------------------------------------------------------------


def big_deck(store: CardStore, size: int) -> Spec:
    """Sierra & Oddball plus AX commons of the CORE set up to ``size`` cards."""
    return [(1, "ALT_CORE_B_AX_01_C"), *filler(store, "AX", size - 1, set())]


def test_sixty_card_cap_only_from_2025_10_03(ustore: CardStore) -> None:
    spec = big_deck(ustore, 61)
    assert codes(ustore, spec, as_of=date(2025, 10, 2)) == []
    result = judge(ustore, spec, as_of=date(2025, 10, 3))
    assert [v.code for v in result.violations] == ["STD-SIZE-MAX"]
    assert result.violations[0].message == "61 cards including the Hero (max 60)"
    assert codes(ustore, big_deck(ustore, 60)) == []


def test_minimum_before_and_after_rules_4(ustore: CardStore) -> None:
    small = big_deck(ustore, 39)
    old = judge(ustore, small, as_of=date(2025, 10, 2))
    assert [v.message for v in old.violations] == ["38 non-Hero cards (min 39)"]
    assert old.basis.rules_version == "pre-4.0 rules"
    new = judge(ustore, small, as_of=date(2025, 10, 3))
    assert [v.message for v in new.violations] == ["39 cards including the Hero (min 40)"]
    assert new.basis.rules_version == "Complete Rules 4.0 (from 2025-10-03)"


# --- suspensions and bans ---------------------------------------------------------------


def test_baba_yaga_r2_suspended_from_its_date_only(ustore: CardStore) -> None:
    spec = swap(starter("sigismar"), "ALT_CORE_B_OR_06_C", (1, "ALT_CORE_B_YZ_11_R2"))
    before = judge(ustore, spec, as_of=date(2025, 5, 12))
    assert before.violations == ()
    assert before.basis.ban_list == "2025-03-21"
    after = judge(ustore, spec, as_of=date(2025, 5, 13))
    assert [v.code for v in after.violations] == ["STD-SUSPENDED"]
    assert after.violations[0].message == (
        'ALT_CORE_B_YZ_11_R2 "Baba Yaga" (R2, Ordis) suspended since 2025-05-13 by Equinox'
    )
    assert after.basis.ban_list == "2025-05-13"
    assert codes(ustore, spec) == ["STD-SUSPENDED"]


def test_baba_yaga_common_and_r1_are_not_suspended(ustore: CardStore) -> None:
    spec = starter("akesha")
    assert (2, "ALT_CORE_B_YZ_11_C") in spec and (1, "ALT_CORE_B_YZ_11_R1") in spec
    assert codes(ustore, spec, as_of=date(2025, 6, 1)) == []


def test_suspended_cards_are_legal_in_sealed(ustore: CardStore) -> None:
    spec = swap(starter("sigismar"), "ALT_CORE_B_OR_06_C", (1, "ALT_CORE_B_YZ_11_R2"))
    result = judge(ustore, spec, "sealed")
    assert (result.violations, result.basis.ban_list) == ((), None)
    # Judged without its pool: said, never silent.
    assert [(w.code, w.rule_number) for w in result.warnings] == [
        ("WARN-POOL-UNCHECKED", "1.1.5.a")
    ]


def test_helping_hand_suspension_ends_and_stale_flag_warns(ustore: CardStore) -> None:
    spec = swap(starter("akesha"), "ALT_CORE_B_YZ_04_C", (1, "ALT_CORE_B_BR_25_R2"))
    during = judge(ustore, spec, as_of=date(2025, 6, 1))
    assert ([v.code for v in during.violations], during.warnings) == (["STD-SUSPENDED"], ())
    after = judge(ustore, spec, as_of=date(2025, 10, 3))
    assert after.violations == ()
    assert [w.code for w in after.warnings] == ["WARN-API-FLAG"]
    assert after.warnings[0].message == (
        'ALT_CORE_B_BR_25_R2 "Helping Hand" (R2, Yzmir): the API flags it suspended, the ban '
        "list of 2025-10-03 does not list it; the dated table is used"
    )


def test_moonlight_jellyfish_unique_banned_from_2025_02_01(ustore: CardStore) -> None:
    spec = swap(starter("akesha"), "ALT_CORE_B_YZ_04_C", (1, "ALT_CORE_B_YZ_05_U_2071"))
    assert codes(ustore, spec, as_of=date(2025, 1, 31)) == []
    banned = judge(ustore, spec, as_of=date(2025, 2, 1))
    assert [v.code for v in banned.violations] == ["STD-BANNED"]
    assert banned.violations[0].message == (
        'ALT_CORE_B_YZ_05_U_2071 "Moonlight Jellyfish" (U, Yzmir) banned since 2025-02-01 '
        "by Equinox"
    )
    # Before the ban the API flag (isBanned) disagrees with the table: a warning only.
    early = judge(ustore, spec, as_of=date(2025, 1, 31))
    assert [w.code for w in early.warnings] == ["WARN-API-FLAG"]


def test_suspension_targets_the_actual_faction(ustore: CardStore) -> None:
    # Foundry Armorer's suspension hit the Bravos uniques; this one is Axiom.
    spec = unique_deck(ustore, [(1, "ALT_COREKS_B_AX_16_U_1560")])
    assert codes(ustore, spec, as_of=date(2025, 3, 1)) == []
    bravos = ustore.get("ALT_COREKS_B_AX_16_U_1560")
    assert bravos is not None
    retyped = bravos.replace(faction="BR")
    assert load_bans().entry_for(retyped, date(2025, 3, 1)) is not None


# --- heroes and emptiness -------------------------------------------------------------------


def test_no_hero(ustore: CardStore) -> None:
    spec = [(q, r) for q, r in starter("sierra") if r != "ALT_CORE_B_AX_01_C"]
    result = judge(ustore, spec)
    assert [v.code for v in result.violations] == ["STD-HERO-COUNT", "STD-SIZE-MIN"]
    assert result.violations[0].message == "0 Heroes (exactly 1 required)"


def test_two_heroes(ustore: CardStore) -> None:
    spec = swap(starter("sierra"), "ALT_CORE_B_AX_04_C", (1, "ALT_CORE_B_AX_02_C"))
    result = judge(ustore, spec)
    assert [v.code for v in result.violations] == ["STD-HERO-COUNT"]
    assert result.violations[0].message == (
        "2 Heroes (exactly 1 required): ALT_CORE_B_AX_01_C ×1, ALT_CORE_B_AX_02_C ×1"
    )
    assert result.hero is None


def test_two_heroes_of_one_faction_still_check_the_faction(ustore: CardStore) -> None:
    spec = swap(starter("sierra"), "ALT_CORE_B_AX_04_C", (1, "ALT_CORE_B_AX_02_C"))
    spec = swap(spec, "ALT_CORE_B_AX_11_C", (1, "ALT_CORE_B_OR_09_R1"))
    result = judge(ustore, spec)
    assert [v.code for v in result.violations] == ["STD-HERO-COUNT", "STD-FACTION"]
    assert result.violations[1].message == (
        "1 card not in the Hero's faction (AX): ALT_CORE_B_OR_09_R1 ×1 (OR)"
    )
    two_copies = [(2 if r == "ALT_CORE_B_AX_01_C" else q, r) for q, r in starter("sierra")]
    two_copies = swap(two_copies, "ALT_CORE_B_AX_04_C", (1, "ALT_CORE_B_OR_09_R1"))
    assert codes(ustore, two_copies) == ["STD-HERO-COUNT", "STD-FACTION"]


def test_two_heroes_of_another_faction_still_no_faction_noise(ustore: CardStore) -> None:
    spec = swap(starter("sierra"), "ALT_CORE_B_AX_04_C", (1, "ALT_CORE_B_BR_01_C"))
    assert codes(ustore, spec) == ["STD-HERO-COUNT"]


def test_empty_deck(ustore: CardStore) -> None:
    assert codes(ustore, []) == ["STD-HERO-COUNT", "STD-SIZE-MIN"]
    assert codes(ustore, [], as_of=date(2025, 1, 1)) == ["STD-HERO-COUNT", "STD-SIZE-MIN"]
    assert codes(ustore, [], "sealed") == ["LTD-SIZE-MIN"]
    assert codes(ustore, [], "singleton") == ["STD-HERO-COUNT", "SGL-SIZE-MIN"]
    assert codes(ustore, [], "booster-war") == ["BW-SIZE"]
    result = judge(ustore, [])
    assert result.violations[1].message == "0 cards (min 40)"


# --- pools ----------------------------------------------------------------------------------


def test_pool_subset_lists_what_is_missing(ustore: CardStore) -> None:
    spec = [*limited_deck(ustore, 30), (3, "ALT_CORE_B_NE_01_C")]
    pool = {ref: qty for qty, ref in spec if ref != "ALT_CORE_B_NE_01_C"}
    assert codes(ustore, spec, "sealed", pool=pool) == []
    short = dict(pool)
    del short["ALT_CORE_B_AX_01_C"]  # the Hero must come from the pool too
    first = spec[1][1]
    short[first] = spec[1][0] - 1
    result = judge(ustore, spec, "sealed", pool=short)
    assert [v.code for v in result.violations] == ["LTD-POOL"]
    assert result.violations[0].message == (
        f"2 cards missing from the pool: ALT_CORE_B_AX_01_C ×1 (deck 1, pool 0), "
        f"{first} ×1 (deck {spec[1][0]}, pool {spec[1][0] - 1})"
    )
    assert result.violations[0].lines == (1, 2)


def test_pool_matches_exact_references_not_families(ustore: CardStore) -> None:
    spec = limited_deck(ustore, 30)
    pool = {ref: qty for qty, ref in spec}
    first_qty, first = spec[1]
    other_printing = first.replace("ALT_CORE_", "ALT_COREKS_")
    assert ustore.get(other_printing) is not None
    pool[first] = 0
    pool[other_printing] = first_qty
    assert codes(ustore, spec, "draft", pool=pool) == ["LTD-POOL"]


def test_booster_war(ustore: CardStore) -> None:
    spec = limited_deck(ustore, 13)
    pool = {ref: qty for qty, ref in spec}
    assert codes(ustore, spec, "booster-war", pool=pool) == []
    assert codes(ustore, spec[:-1], "booster-war", pool=pool) == ["BW-SIZE"]
    assert codes(ustore, spec, "booster-war", pool={}) == ["BW-POOL"]


def test_pool_refused_outside_limited(ustore: CardStore) -> None:
    from altered_deck.errors import UsageError

    with pytest.raises(UsageError, match="takes no pool"):
        judge(ustore, starter("sierra"), "standard", pool={})
