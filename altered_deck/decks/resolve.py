"""Resolve a deck's references against the card cache.

Every unknown reference is reported in one :class:`UnknownCardError`, each with its input
lines and up to three close matches: the same family (same faction and number) in another
set, product or rarity first, then near spellings of the whole reference. A well-formed
reference of a set the card data lacks gets no matches but a note naming the set (a newer
set: ``cards sync`` brings it). Token references (a token art a player chose) are not deck
cards: they are set aside in :attr:`ResolvedDeck.ignored`, not counted.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from altered_deck.cards.model import key_of
from altered_deck.cards.reference import normalize_reference, parse_reference
from altered_deck.cards.store import CacheInfo, CardStore
from altered_deck.decks.model import Deck, ResolvedDeck, ResolvedEntry
from altered_deck.decks.standin import stand_in
from altered_deck.decks.text import is_deck_reference
from altered_deck.errors import MissingCardsError, UnknownCardError

MAX_MATCHES = 3
MAX_SUGGESTED = 20
"""Only the first unknown references get close matches: each costs a scan of the cache."""

FetchMissing = Callable[[CardStore, list[str]], None]
"""Fetches Uniques missing from the cache into the store (raises MissingCardsError offline)."""


def resolve_deck(
    deck: Deck,
    store: CardStore,
    *,
    fetch_missing: FetchMissing | None = None,
    stand_ins: bool = False,
) -> ResolvedDeck:
    """Look up every reference of ``deck`` in ``store``.

    Uniques absent from the cache are handed to ``fetch_missing`` (when given) once, all
    together, then looked up again. When they cannot be fetched (MissingCardsError) and
    ``stand_ins`` is set, they are resolved to stand-ins built from their references and
    listed in :attr:`ResolvedDeck.missing_data` (validation decides what it can without their
    data). Every reference still unknown is reported together in an
    :class:`UnknownCardError` with close matches. Raises CacheEmptyError on an empty cache.
    """
    # Each pass reads in one snapshot: a sync committing meanwhile is seen whole or not at all.
    with store.snapshot():
        missing = [e.reference for e in deck.entries if store.get(e.reference) is None]
        if missing:
            # An empty cache explains every miss: say how to fill it (checked only on a miss).
            store.ensure_filled()
        missing_uniques = [ref for ref in missing if is_unique_reference(ref)]
        if not missing_uniques or (fetch_missing is None and not stand_ins):
            return _collect(deck, store)
    try:
        if fetch_missing is None:  # nothing can fetch them: every one is unavailable
            raise MissingCardsError("no source for Uniques", missing_uniques)
        fetch_missing(store, missing_uniques)
    except MissingCardsError as exc:
        if not stand_ins:
            raise
        unavailable = {key_of(ref) for ref in exc.missing}
    else:
        unavailable = set()
    with store.snapshot():
        return _collect(deck, store, unavailable)


def _collect(deck: Deck, store: CardStore, unavailable: set[str] | None = None) -> ResolvedDeck:
    """The deck's cards, or UnknownCardError naming every reference still unknown; the
    Uniques whose keys are in ``unavailable`` get stand-ins."""
    entries: list[ResolvedEntry] = []
    ignored: list[ResolvedEntry] = []
    unknown: list[str] = []
    missing_data: dict[str, None] = {}
    for entry in deck.entries:
        card = store.get(entry.reference)
        if card is None and unavailable and _is_unavailable(entry.reference, unavailable):
            card = stand_in(entry.reference, store)
            missing_data[card.reference] = None
        if card is None:
            unknown.append(entry.reference)
        elif card.card_type in IGNORED_TYPES:
            ignored.append(ResolvedEntry(card, entry.quantity, entry.lines))
        else:
            entries.append(ResolvedEntry(card, entry.quantity, entry.lines))
    if unknown:
        raise unknown_error(deck, store, unknown)
    return ResolvedDeck(
        deck=deck, entries=tuple(entries), ignored=tuple(ignored), missing_data=tuple(missing_data)
    )


def _is_unavailable(reference: str, unavailable: set[str]) -> bool:
    return is_unique_reference(reference) and key_of(reference) in unavailable


IGNORED_TYPES = frozenset({"TOKEN", "TOKEN_LANDMARK_PERMANENT"})
"""Card types a decklist may carry (the token art a player chose) that are not deck cards."""


def unknown_error(deck: Deck, store: CardStore, unknown: list[str]) -> UnknownCardError:
    """The error for ``unknown`` references of ``deck``: lines, close matches, set notes."""
    count = len(unknown)
    lines = {e.reference: e.lines for e in deck.entries if e.reference in unknown and e.lines}
    info = store.info()
    sets = info.per_set
    notes: dict[str, str] = {}
    for ref in unknown:
        if is_deck_reference(ref):
            set_code = parse_reference(ref).set_code
            if set_code not in sets:
                close = close_set_code(set_code, sets)
                if close is None:
                    notes[ref] = missing_set_note(set_code, info)
                else:
                    fixed = ref.replace(f"_{set_code}_", f"_{close}_", 1)
                    notes[ref] = f"no set {set_code}: did you mean {close} ({fixed})?"
    matches = close_matches(store, [r for r in unknown if r not in notes])
    return UnknownCardError(
        f"{deck.source or 'deck'}: {count} unknown card reference{'s' if count > 1 else ''}",
        {ref: matches.get(ref, []) for ref in unknown},
        lines=lines,
        notes=notes,
        source=deck.source,
    )


def close_set_code(set_code: str, known: Iterable[str]) -> str | None:
    """The known set code ``set_code`` is a typo of (``CROE``: ``CORE``), if any: the same
    letters in another order, else one close enough (a letter missing or wrong)."""
    codes = sorted(known)
    same_letters = [c for c in codes if sorted(c) == sorted(set_code)]
    if same_letters:
        return same_letters[0]
    import difflib  # here, as below: loaded only for a mistake

    close = difflib.get_close_matches(set_code, codes, n=1, cutoff=0.8)
    return close[0] if close else None


def missing_set_note(set_code: str, info: CacheInfo) -> str:
    """``set FUGUE is not in your card data (<source>, 20 sets); run `altered-deck cards sync```."""
    parts = [info.source or "the card cache"]
    if info.synced_at and info.synced_at[:7] not in parts[0]:
        parts.append(f"synced {info.synced_at[:10]}")
    if " sets" not in parts[0]:  # the bundle's label already counts its sets
        parts.append(f"{len(info.per_set)} sets")
    what = ", ".join(parts)
    return (
        f"set {set_code} is not in your card data ({what}); "
        "run `altered-deck cards sync` to get newer sets"
    )


def close_matches(store: CardStore, references: list[str]) -> dict[str, list[str]]:
    """Up to :data:`MAX_MATCHES` known references close to each of ``references``."""
    rows = store.all_keys()
    by_family: dict[str, list[str]] = {}
    for key, family, _name in rows:
        by_family.setdefault(family, []).append(key)
    all_refs = sorted(_display(key) for key, _family, _name in rows)
    import difflib

    result: dict[str, list[str]] = {}
    for index, ref in enumerate(references):
        matches: list[str] = []
        if index >= MAX_SUGGESTED:
            result[ref] = matches
            continue
        if is_deck_reference(ref):
            parsed = parse_reference(ref)
            same_family = [_display(k) for k in by_family.get(parsed.family, [])]
            # The same set first, then the nearest spelling: the likeliest intended printing.
            same_family.sort(
                key=lambda r: (
                    parse_reference(r).set_code != parsed.set_code,
                    -difflib.SequenceMatcher(None, ref, r).ratio(),
                    r,
                )
            )
            matches += same_family[:MAX_MATCHES]
        if len(matches) < MAX_MATCHES:
            near = difflib.get_close_matches(ref.upper(), all_refs, n=MAX_MATCHES, cutoff=0.85)
            matches += [r for r in near if r not in matches]
        result[ref] = matches[:MAX_MATCHES]
    return result


def _display(key: str) -> str:
    """A cache key written as a canonical reference (``AX_8`` → ``AX_08``)."""
    return normalize_reference(key)


def is_unique_reference(reference: str) -> bool:
    """True for a well-formed reference of a Unique (``…_U_<serial>``)."""
    return is_deck_reference(reference) and parse_reference(reference).is_unique
