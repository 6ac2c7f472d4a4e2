"""Read a DECK argument and resolve it in one pass: every problem reported at once.

A text decklist with malformed lines is still resolved (its well-formed lines) so that its
unknown references come in the same report, each problem with its line number, sorted by
line; a malformed line that looks like a card name (``3 Axiom Salvager``) suggests the
references of that name. A deck with no cards (tokens aside) is unreadable, not illegal.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import IO, Any

from altered_deck.cards.model import Card
from altered_deck.cards.store import CardStore
from altered_deck.decks.model import Deck, ResolvedDeck
from altered_deck.decks.reader import parse_deck_text, read_deck
from altered_deck.decks.resolve import FetchMissing, is_unique_reference, resolve_deck
from altered_deck.errors import CacheError, DeckParseError, UnknownCardError

MAX_NAME_MATCHES = 3
MAX_NAME_LOOKUPS = 20  # a non-deck file may have hundreds of bad lines: look up the first ones
_LINE_NUMBER = re.compile(r":(\d+): ")


def load_deck(
    arg: str,
    store: CardStore,
    *,
    deck_format: str | None = None,
    stdin: IO[Any] | None = None,
    fetch_missing: FetchMissing | None = None,
    deckfmt_table: str | None = None,
    stand_ins: bool = False,
) -> ResolvedDeck:
    """Read DECK ``arg`` (path, ``-``, code) and resolve it against ``store``.

    Raises DeckParseError (exit 2) listing malformed lines and unknown references together,
    UnknownCardError (exit 2) when only references are unknown, DeckParseError for a deck
    with no cards, CacheError / MissingCardsError (exit 3) when card data is unavailable
    (with ``stand_ins``, Uniques that cannot be fetched get stand-ins instead: see
    :func:`resolve_deck`).
    """
    return _resolve_read(
        lambda: read_deck(arg, deck_format=deck_format, stdin=stdin, deckfmt_table=deckfmt_table),
        arg,
        store,
        fetch_missing,
        stand_ins,
    )


def load_deck_text(
    text: str,
    source: str,
    store: CardStore,
    *,
    fetch_missing: FetchMissing | None = None,
    deckfmt_table: str | None = None,
    stand_ins: bool = False,
) -> ResolvedDeck:
    """Like :func:`load_deck` for deck content given as text (a code, a list or JSON), e.g.
    a cell of an event's registrations file; ``source`` names it in messages."""
    return _resolve_read(
        lambda: parse_deck_text(text, source, deckfmt_table=deckfmt_table),
        source,
        store,
        fetch_missing,
        stand_ins,
    )


def _resolve_read(
    read: Callable[[], Deck],
    arg: str,
    store: CardStore,
    fetch_missing: FetchMissing | None,
    stand_ins: bool,
) -> ResolvedDeck:
    try:
        deck = read()
    except DeckParseError as exc:
        if not isinstance(exc.partial, Deck):
            raise
        raise _with_unknown_references(exc, exc.partial, store) from None
    resolved = resolve_deck(deck, store, fetch_missing=fetch_missing, stand_ins=stand_ins)
    if not resolved.entries:
        what = "only token references" if resolved.ignored else "no cards"
        raise DeckParseError(f"{deck.source or arg}: empty deck ({what})")
    return resolved


def _with_unknown_references(
    exc: DeckParseError, partial: Deck, store: CardStore
) -> DeckParseError:
    """``exc`` with name suggestions and the unknown references of its well-formed lines."""
    problems = list(exc.problems)
    for index, name in list(exc.names.items())[:MAX_NAME_LOOKUPS]:
        hint = name_hint(store, name)
        if hint:
            problems[index] += f"; {hint}"
    unknown_count = 0
    if partial.entries:
        try:
            # Uniques missing from the cache are not fetched on a failing read: not reported.
            resolve_deck(partial, store)
        except CacheError:
            pass  # no card data: the malformed lines are the report
        except UnknownCardError as unknown:
            from altered_deck.render.errors import unknown_card_lines

            for ref in [r for r in unknown.unknown if is_unique_reference(r)]:
                unknown.unknown.pop(ref)
            lines = unknown_card_lines(unknown)
            unknown_count = len(lines)
            problems += lines
    problems.sort(key=_line_of)
    message = str(exc)
    if unknown_count:
        s = "s" if unknown_count > 1 else ""
        message += f", {unknown_count} unknown card reference{s}"
    return DeckParseError(message, problems)


def _line_of(problem: str) -> int:
    match = _LINE_NUMBER.search(problem)
    return int(match.group(1)) if match else 0


def name_hint(store: CardStore, name: str) -> str:
    """``a card name? write a reference: REF (Name, COMMON, AX), …`` when cards have that
    name; ``a card name? did you mean "Name"? (…)`` when only close names exist (a typo);
    ``""`` when nothing is close."""
    from altered_deck.cards.names import lookup_name, search_hint  # here: an unknown name only

    found = lookup_name(store, name)
    cards: list[Card] = found.exact or found.partial
    if not cards:
        if not found.close:
            return ""
        names = " or ".join(f'"{n}"' for n in found.close)
        return f"a card name? did you mean {names}? ({search_hint(found.close[0])})"
    shown = ", ".join(
        f"{c.reference} ({c.english_name}, {c.rarity}, {c.faction})"
        for c in cards[:MAX_NAME_MATCHES]
    )
    more = f" and {len(cards) - MAX_NAME_MATCHES} more" if len(cards) > MAX_NAME_MATCHES else ""
    return f"a card name? write a reference: {shown}{more} ({search_hint(name)})"
