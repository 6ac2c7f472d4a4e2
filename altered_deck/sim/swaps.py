"""Candidate one-for-one swaps: read from a file or drawn from the Hero's faction, and the
variant decks they make, kept only when legal under the deck's format.

A variant keeps the base deck's card order: the card in takes the place of the last copy of
the card out. The engine deals a game by shuffling the deck's card list with the game's seed,
so under the same seed the card in lands exactly where the card out would have been; the
rest of the deal is the same. This keeps paired games as alike as the swap allows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date

from altered_deck.cards.model import DECK_TYPES, Card
from altered_deck.cards.store import CardStore
from altered_deck.decks.model import Deck, DeckEntry, ResolvedDeck, ResolvedEntry
from altered_deck.errors import DeckParseError, UsageError
from altered_deck.sim.limits import MAX_SWAPS
from altered_deck.stats.deck import type_of

DEFAULT_MAX_CANDIDATES = 40
"""--from-faction keeps at most this many swaps (in reference order)."""


@dataclass(frozen=True)
class Swap:
    """Take one copy of ``out`` from the deck, put one ``into`` it."""

    out: Card
    into: Card

    @property
    def label(self) -> str:
        """``OUT_REF -> IN_REF``."""
        return f"{self.out.reference} -> {self.into.reference}"


@dataclass(frozen=True)
class Skipped:
    """A candidate swap that was not simulated, and why."""

    label: str
    reason: str


Legality = Callable[[ResolvedDeck], Sequence[str]]
"""``legality(deck)`` -> the violations (messages) of ``deck``; empty = legal."""


def legality_under(format_name: str, as_of: date) -> Legality:
    """The violations of a deck under ``format_name`` on ``as_of`` (formats.validate)."""
    from altered_deck.formats.validate import validate

    def check(deck: ResolvedDeck) -> list[str]:
        return [v.message for v in validate(deck, format_name, as_of).violations]

    return check


# --- candidates -----------------------------------------------------------------------------


def parse_candidates(text: str, source: str = "candidates") -> list[tuple[str | None, str]]:
    """``(out, in)`` reference pairs from candidate lines; ``out`` None = any deck card.

    A line is ``OUT IN``, ``OUT -> IN`` or ``IN`` alone (tried in place of every distinct
    non-Hero card of the deck); ``#`` starts a comment; blank lines are skipped.
    """
    pairs: list[tuple[str | None, str]] = []
    problems: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        words = [w for w in raw.split("#", 1)[0].replace("->", " ").split() if w]
        if not words:
            continue
        if len(words) == 1:
            pairs.append((None, words[0]))
        elif len(words) == 2:
            pairs.append((words[0], words[1]))
        else:
            problems.append(f"{source}:{number}: want OUT IN, OUT -> IN or IN, not {raw.strip()!r}")
    if problems:
        raise DeckParseError(f"{source}: {len(problems)} unreadable line(s)", problems)
    if not pairs:
        raise DeckParseError(f"{source}: no candidate swap in it")
    return pairs


def resolve_candidates(
    pairs: Sequence[tuple[str | None, str]],
    deck: ResolvedDeck,
    store: CardStore,
    source: str = "candidates",
) -> list[Swap]:
    """Look the references up (unknown ones raise UnknownCardError with close matches) and
    expand ``IN``-only lines to one swap per distinct non-Hero deck card."""
    from altered_deck.decks.resolve import resolve_deck

    references = sorted({ref for pair in pairs for ref in pair if ref is not None})
    entries = tuple(DeckEntry(ref, 1) for ref in references)
    found = resolve_deck(Deck(entries, source=source), store)
    if found.ignored:  # tokens are set aside by the resolver: no deck may hold one
        token = found.ignored[0].card
        raise UsageError(
            f"{source}: {token.reference} is a {token.card_type.lower().replace('_', ' ')}, "
            "not a card a deck may hold: it cannot be swapped in"
        )
    cards = {ref: entry.card for ref, entry in zip(references, found.entries, strict=True)}
    deck_cards = _distinct_non_hero(deck)
    swaps: list[Swap] = []
    for out, into in pairs:
        outs = deck_cards if out is None else [cards[out]]
        swaps.extend(Swap(card, cards[into]) for card in outs if card.key != cards[into].key)
        if len(swaps) > MAX_SWAPS:
            raise UsageError(
                f"{source}: more than {MAX_SWAPS:,} swaps (IN-only lines count once per "
                "distinct deck card); split the candidates over several runs"
            )
    return swaps


def faction_candidates(
    deck: ResolvedDeck, store: CardStore, limit: int = DEFAULT_MAX_CANDIDATES
) -> list[Swap]:
    """Like-for-like swaps from the deck's faction: a Common of the same type and Hand cost
    whose name is not in the deck yet, for each distinct non-Hero card; at most ``limit``,
    taken in turn from each card out (in reference order)."""
    faction = deck.hero.faction if deck.hero else _main_faction(deck)
    in_deck = {e.card.family for e in deck.entries}
    by_family: dict[str, Card] = {}
    for card in store.search(faction=faction, rarity="COMMON"):
        if card.card_type in DECK_TYPES and not card.is_hero and card.family not in in_deck:
            by_family.setdefault(card.family, card)  # one printing per name
    swaps = [
        Swap(out, into)
        for out in _distinct_non_hero(deck)
        for into in by_family.values()
        if type_of(into) == type_of(out) and into.hand_cost == out.hand_cost
    ]
    # Round-robin over the cards out, so that a limit still spreads over the whole deck.
    turn: dict[str, int] = {}
    ordered: list[tuple[int, str, str, Swap]] = []
    for swap in sorted(swaps, key=lambda s: (s.out.reference, s.into.reference)):
        turn[swap.out.key] = turn.get(swap.out.key, -1) + 1
        ordered.append((turn[swap.out.key], swap.out.reference, swap.into.reference, swap))
    return [entry[3] for entry in sorted(ordered, key=lambda e: e[:3])][:limit]


def _distinct_non_hero(deck: ResolvedDeck) -> list[Card]:
    seen: dict[str, Card] = {}
    for entry in deck.non_hero:
        seen.setdefault(entry.card.key, entry.card)
    return list(seen.values())


def _main_faction(deck: ResolvedDeck) -> str:
    counts: dict[str, int] = {}
    for entry in deck.non_hero:
        counts[entry.card.faction] = counts.get(entry.card.faction, 0) + entry.quantity
    return min(counts, key=lambda f: (-counts[f], f)) if counts else "NE"


# --- variants -------------------------------------------------------------------------------


def play_order(deck: ResolvedDeck, swap: Swap) -> list[tuple[Card, int]]:
    """The variant's ``(card, quantity)`` list in the base deck's order, the card in taking
    the place of the last copy of the card out (for the engine; the Hero left out)."""
    entries: list[tuple[Card, int]] = []
    done = False
    for entry in deck.non_hero:
        if not done and entry.card.key == swap.out.key:
            if entry.quantity > 1:
                entries.append((entry.card, entry.quantity - 1))
            entries.append((swap.into, 1))
            done = True
        else:
            entries.append((entry.card, entry.quantity))
    if not done:
        raise ValueError(f"{swap.out.reference} is not in the deck")
    return entries


def variant_deck(deck: ResolvedDeck, swap: Swap) -> ResolvedDeck:
    """The variant as a deck to validate: one entry per card, quantities merged."""
    quantities: dict[str, int] = {}
    cards: dict[str, Card] = {}
    for entry in deck.entries:
        quantities[entry.card.key] = quantities.get(entry.card.key, 0) + entry.quantity
        cards.setdefault(entry.card.key, entry.card)
    quantities[swap.out.key] -= 1
    quantities[swap.into.key] = quantities.get(swap.into.key, 0) + 1
    cards.setdefault(swap.into.key, swap.into)
    kept = [(cards[k], q) for k, q in quantities.items() if q > 0]
    base = deck.deck
    return ResolvedDeck(
        deck=Deck(
            tuple(DeckEntry(c.reference, q) for c, q in kept),
            name=base.name,
            source=base.source,
        ),
        entries=tuple(ResolvedEntry(c, q) for c, q in kept),
    )


def split_swaps(
    deck: ResolvedDeck, swaps: Sequence[Swap], legality: Legality | None
) -> tuple[list[Swap], list[Skipped]]:
    """The swaps that can be tried on ``deck`` (first occurrence of each), and the others
    with the reason. Under a format, a variant may not add a violation to the base deck's
    (a legal deck must stay legal)."""
    before = set(legality(deck)) if legality is not None else set()
    kept: list[Swap] = []
    skipped: list[Skipped] = []
    seen: set[tuple[str, str]] = set()
    for swap in swaps:
        pair = (swap.out.key, swap.into.key)
        if pair in seen:
            continue
        seen.add(pair)
        reason = _why_not(deck, swap)
        if reason is None and legality is not None:
            added = [v for v in legality(variant_deck(deck, swap)) if v not in before]
            reason = f"illegal: {added[0]}" if added else None
        if reason is None:
            kept.append(swap)
        else:
            skipped.append(Skipped(swap.label, reason))
    return kept, skipped


def _why_not(deck: ResolvedDeck, swap: Swap) -> str | None:
    if swap.out.is_hero:
        return "the Hero is not swapped"
    if not any(e.card.key == swap.out.key for e in deck.non_hero):
        return f"{swap.out.reference} is not in the deck"
    if swap.into.is_hero or swap.into.card_type not in DECK_TYPES:
        return f"{swap.into.reference} ({swap.into.card_type}) cannot be in a deck"
    return None


def plan_swaps(
    deck: ResolvedDeck,
    store: CardStore,
    *,
    candidates: tuple[str, str] | None,
    from_faction: bool,
    legality: Legality | None,
    limit: int = DEFAULT_MAX_CANDIDATES,
) -> tuple[list[Swap], list[Skipped]]:
    """The swaps to simulate and those skipped: from ``candidates`` = (text, source name) or
    from the deck's faction (``from_faction``), checked by ``legality``."""
    if candidates is not None:
        text, source = candidates
        swaps = resolve_candidates(parse_candidates(text, source), deck, store, source)
    elif from_faction:
        swaps = faction_candidates(deck, store, limit)
    else:
        raise UsageError("give candidate swaps: --candidates FILE or --from-faction")
    return split_swaps(deck, swaps, legality)
