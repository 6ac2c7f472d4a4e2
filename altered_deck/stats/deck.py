"""Deck statistics: mana curve, terrain power, composition and exact draw odds.

Everything here works on the non-Hero cards (the deck proper): the Hero starts in play, so it
is never drawn, has no cost that matters for the curve and no rarity in the rules. Results are
plain frozen dataclasses; rendering them is :mod:`altered_deck.render.stats`'s job.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from operator import attrgetter

from altered_deck.cards.model import DEFAULT_LOCALE, Card
from altered_deck.decks.model import ResolvedDeck

COST_BUCKETS = ("0", "1", "2", "3", "4", "5", "6", "7+")
"""Curve buckets: one per cost 0-6, then everything costing 7 or more."""

TYPE_ORDER = ("CHARACTER", "SPELL", "LANDMARK_PERMANENT", "EXPEDITION_PERMANENT")
TYPE_LABELS = {
    "CHARACTER": "Character",
    "SPELL": "Spell",
    "LANDMARK_PERMANENT": "Landmark Permanent",
    "EXPEDITION_PERMANENT": "Expedition Permanent",
}
"""The rules' names of the card types (2.2.3: a Permanent's zone type comes before "Permanent")."""
TYPE_ALIASES = {"PERMANENT": "LANDMARK_PERMANENT"}
"""The API types the first sets' Landmarks ``PERMANENT`` (subtype Landmark): same game type."""
RARITY_ORDER = ("COMMON", "RARE", "UNIQUE", "EXALTED")
RARITY_LABELS = {"COMMON": "Common", "RARE": "Rare", "UNIQUE": "Unique", "EXALTED": "Exalted"}
TERRAINS = ("forest", "mountain", "water")

OPENING_DRAW = 6
"""Cards drawn at Noon of Day 1 (3 of them go to Mana, but all 6 have been seen)."""
MORNING_DRAW = 2
"""Cards drawn each Morning from Day 2."""
ODDS_DAYS = (1, 2, 3, 4)
FAMILY_COPY_LIMIT = 3
"""Standard's copies-per-name limit; families above it are flagged, not judged."""
DEFAULT_FAMILY_ROWS = 8
"""How many families (those with the most copies) get a draw-odds row by default."""


def cards_seen_by(day: int) -> int:
    """Cards seen by the Morning of ``day`` (Day 1: the 6 of the opening draw)."""
    return OPENING_DRAW + MORNING_DRAW * (day - 1)


def type_of(card: Card) -> str:
    """The card's type code as the statistics count it (:data:`TYPE_ALIASES` applied)."""
    return TYPE_ALIASES.get(card.card_type, card.card_type)


def cost_bucket(cost: int) -> str:
    """The curve bucket of a cost: ``"0"`` ... ``"6"``, or ``"7+"``."""
    return COST_BUCKETS[min(cost, len(COST_BUCKETS) - 1)]


def prob_at_least(k: int, copies: int, deck_size: int, seen: int) -> Fraction:
    """Exact hypergeometric P(at least ``k`` of ``copies`` among ``seen`` cards of ``deck_size``).

    ``seen`` larger than the deck means the whole deck has been seen.
    """
    seen = min(seen, deck_size)
    if k <= 0:
        return Fraction(1)
    total = comb(deck_size, seen)
    if total == 0 or k > min(copies, seen):
        return Fraction(0)
    hits = sum(
        comb(copies, i) * comb(deck_size - copies, seen - i)
        for i in range(k, min(copies, seen) + 1)
    )
    return Fraction(hits, total)


# --- results ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HeroInfo:
    """A Hero entry of the deck (a deck may have 0 or several; ``validate`` judges)."""

    reference: str
    name: str
    faction: str
    quantity: int


@dataclass(frozen=True, slots=True)
class CurveBucket:
    """Non-Hero cards whose hand / reserve cost falls in ``cost`` (a :data:`COST_BUCKETS` label)."""

    cost: str
    hand: int
    reserve: int


@dataclass(frozen=True, slots=True)
class Curve:
    """The mana curve. Averages are per card copy; None when no card has that cost."""

    buckets: tuple[CurveBucket, ...]
    average_hand: float | None
    average_reserve: float | None
    without_hand_cost: int
    without_reserve_cost: int


@dataclass(frozen=True, slots=True)
class TerrainStat:
    """One terrain's power over the Characters, per copy."""

    terrain: str
    total: int
    average: float | None
    characters_above_zero: int


@dataclass(frozen=True, slots=True)
class Terrain:
    """Terrain power of the deck's Characters (``characters`` copies)."""

    characters: int
    stats: tuple[TerrainStat, ...]


@dataclass(frozen=True, slots=True)
class FamilyCount:
    """Copies of one family (same English name) in the deck, all versions together."""

    family: str
    name: str
    copies: int
    over_limit: bool


@dataclass(frozen=True, slots=True)
class Composition:
    """What the deck is made of. Types and rarities list every known value, 0 included."""

    by_type: tuple[tuple[str, int], ...]
    by_rarity: tuple[tuple[str, int], ...]
    by_faction: tuple[tuple[str, int], ...]
    by_set: tuple[tuple[str, int], ...]
    families: tuple[FamilyCount, ...]


@dataclass(frozen=True, slots=True)
class OddsRow:
    """P(having seen at least ``at_least`` cards of a group) for each day of :data:`ODDS_DAYS`.

    ``group`` is ``type``, ``cost`` (hand-cost bucket) or ``family``; ``key`` the type code,
    bucket label or family; ``featured`` marks the rows shown by default.
    """

    group: str
    key: str
    label: str
    copies: int
    at_least: int
    probabilities: tuple[float, ...]
    featured: bool


@dataclass(frozen=True, slots=True)
class DrawOdds:
    """Draw odds for a ``deck_size``-card deck; ``cards_seen[i]`` is for ``ODDS_DAYS[i]``."""

    deck_size: int
    days: tuple[int, ...]
    cards_seen: tuple[int, ...]
    rows: tuple[OddsRow, ...]


@dataclass(frozen=True, slots=True)
class DeckStats:
    """Everything ``altered-deck stats`` shows for one deck."""

    name: str
    source: str | None
    cards: int
    heroes: tuple[HeroInfo, ...]
    curve: Curve
    terrain: Terrain
    composition: Composition
    odds: DrawOdds


# --- computing ----------------------------------------------------------------------------


def deck_stats(deck: ResolvedDeck, *, locale: str = DEFAULT_LOCALE) -> DeckStats:
    """Compute every statistic of ``deck``; card names are given in ``locale``."""
    cards = [(e.card, e.quantity) for e in deck.non_hero]
    heroes = tuple(
        HeroInfo(e.card.reference, e.card.name_in(locale), e.card.faction, e.quantity)
        for e in deck.heroes
    )
    return DeckStats(
        name=deck.name,
        source=deck.deck.source,
        cards=sum(q for _, q in cards),
        heroes=heroes,
        curve=compute_curve(cards),
        terrain=compute_terrain(cards),
        composition=compute_composition(cards, locale),
        odds=compute_odds(cards, locale),
    )


def _average(total: int, count: int) -> float | None:
    return total / count if count else None


def _count_costs(
    cards: list[tuple[Card, int]], cost_of: Callable[[Card], int | None]
) -> tuple[Counter[str], float | None, int]:
    """Copies by cost bucket, the average cost of the copies that have one, and the number
    of copies without one."""
    buckets: Counter[str] = Counter()
    total = count = missing = 0
    for card, qty in cards:
        cost = cost_of(card)
        if cost is None:
            missing += qty
        else:
            buckets[cost_bucket(cost)] += qty
            total += cost * qty
            count += qty
    return buckets, _average(total, count), missing


def compute_curve(cards: list[tuple[Card, int]]) -> Curve:
    """Count copies by hand and by reserve cost bucket (cards without a cost are counted apart)."""
    hand, average_hand, missing_hand = _count_costs(cards, attrgetter("hand_cost"))
    reserve, average_reserve, missing_reserve = _count_costs(cards, attrgetter("reserve_cost"))
    return Curve(
        buckets=tuple(CurveBucket(b, hand[b], reserve[b]) for b in COST_BUCKETS),
        average_hand=average_hand,
        average_reserve=average_reserve,
        without_hand_cost=missing_hand,
        without_reserve_cost=missing_reserve,
    )


def compute_terrain(cards: list[tuple[Card, int]]) -> Terrain:
    """Forest / Mountain / Water totals and averages over Character copies."""
    characters = [(c, q) for c, q in cards if c.card_type == "CHARACTER"]
    count = sum(q for _, q in characters)
    stats = []
    for terrain in TERRAINS:
        values = [((getattr(c, terrain) or 0), q) for c, q in characters]
        total = sum(v * q for v, q in values)
        stats.append(
            TerrainStat(
                terrain=terrain,
                total=total,
                average=_average(total, count),
                characters_above_zero=sum(q for v, q in values if v > 0),
            )
        )
    return Terrain(characters=count, stats=tuple(stats))


def _ordered(counts: Counter[str]) -> tuple[tuple[str, int], ...]:
    """Most copies first, then by key, so output is stable."""
    return tuple(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def _families(cards: list[tuple[Card, int]], locale: str) -> list[FamilyCount]:
    """Families, most copies first, then by English name: the same order in every locale."""
    copies: Counter[str] = Counter()
    names: dict[str, str] = {}
    english: dict[str, str] = {}
    for card, qty in cards:
        copies[card.family] += qty
        names.setdefault(card.family, card.name_in(locale))
        english.setdefault(card.family, card.english_name.casefold())
    order = sorted(copies, key=lambda f: (-copies[f], english[f], f))
    return [FamilyCount(f, names[f], copies[f], copies[f] > FAMILY_COPY_LIMIT) for f in order]


def compute_composition(cards: list[tuple[Card, int]], locale: str) -> Composition:
    """Copies by type, rarity, faction (``mainFaction``), set and family."""
    types: Counter[str] = Counter()
    rarities: Counter[str] = Counter()
    factions: Counter[str] = Counter()
    sets: Counter[str] = Counter()
    for card, qty in cards:
        types[type_of(card)] += qty
        rarities[card.rarity] += qty
        factions[card.faction] += qty
        sets[card.set_code] += qty
    # Known values first in rules order (0 included, for stable JSON), then anything unexpected.
    by_type = [(t, types[t]) for t in TYPE_ORDER]
    by_type += [kv for kv in _ordered(types) if kv[0] not in TYPE_ORDER]
    by_rarity = [(r, rarities[r]) for r in RARITY_ORDER]
    by_rarity += [kv for kv in _ordered(rarities) if kv[0] not in RARITY_ORDER]
    return Composition(
        by_type=tuple(by_type),
        by_rarity=tuple(by_rarity),
        by_faction=_ordered(factions),
        by_set=_ordered(sets),
        families=tuple(_families(cards, locale)),
    )


def compute_odds(cards: list[tuple[Card, int]], locale: str) -> DrawOdds:
    """Exact draw odds by type, hand-cost bucket and family, for Days 1-4.

    Rows go from "at least 1" up to the group's copies, stopping where the probability is 0
    on every day shown (more copies than cards seen by Day 4). Featured rows: "at least 1" for
    every type and hand-cost bucket present, and for the :data:`DEFAULT_FAMILY_ROWS` families
    with the most copies.
    """
    deck_size = sum(q for _, q in cards)
    seen = tuple(min(cards_seen_by(d), deck_size) for d in ODDS_DAYS)
    max_seen = max(seen, default=0)

    groups: list[tuple[str, str, str, int, bool]] = []
    types: Counter[str] = Counter()
    costs: Counter[str] = Counter()
    for card, qty in cards:
        types[type_of(card)] += qty
        if card.hand_cost is not None:
            costs[cost_bucket(card.hand_cost)] += qty
    type_keys = [t for t in TYPE_ORDER if types[t]] + sorted(
        t for t in types if t not in TYPE_ORDER
    )
    groups += [("type", t, TYPE_LABELS.get(t, t.title()), types[t], True) for t in type_keys]
    groups += [("cost", b, f"hand cost {b}", costs[b], True) for b in COST_BUCKETS if costs[b]]
    for rank, fam in enumerate(_families(cards, locale)):
        groups.append(("family", fam.family, fam.name, fam.copies, rank < DEFAULT_FAMILY_ROWS))

    rows = []
    for group, key, label, copies, featured in groups:
        for k in range(1, min(copies, max_seen) + 1):
            probabilities = tuple(float(prob_at_least(k, copies, deck_size, n)) for n in seen)
            rows.append(OddsRow(group, key, label, copies, k, probabilities, featured and k == 1))
    return DrawOdds(deck_size=deck_size, days=ODDS_DAYS, cards_seen=seen, rows=tuple(rows))
