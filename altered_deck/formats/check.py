"""One deck, one verdict: read, resolve and judge a deck in one call.

:func:`check_deck` is what ``validate`` runs for each DECK and what a tool judging many decks
(an event's registrations) calls for each: it never raises for a bad deck, it returns the
deck's outcome (a :class:`ValidationResult`, or an :class:`UnreadableDeck` with exit 2 for bad
input and exit 3 when a verdict needs card data that is unavailable).

Uniques whose data is missing (offline, not added yet) do not stop a verdict that the
reference alone decides: a Unique in NUC, the unique cap, the same Unique twice, a pool, a
release date, an allowlist. Only a deck that breaks no rule and has a rule that needs a
missing Unique's data (its faction) is NO-CARD-DATA, with one message saying how to add it.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import IO, Any

from altered_deck.cards.store import CardStore
from altered_deck.decks.load import load_deck
from altered_deck.decks.model import Deck, ResolvedDeck
from altered_deck.decks.resolve import FetchMissing, resolve_deck
from altered_deck.errors import (
    EXIT_DATA_UNAVAILABLE,
    EXIT_USAGE,
    AlteredDeckError,
    CacheError,
    MissingCardsError,
)
from altered_deck.formats.catalog import DEFAULT_FORMAT
from altered_deck.formats.rulesfile import RulesData, load_rules
from altered_deck.formats.validate import UnreadableDeck, ValidationResult, validate

ADD_UNIQUE_HINT = (
    "add its card data with `altered-deck cards add-unique FILE` (the card's JSON), or run "
    "`altered-deck cards sync` when the card source is reachable"
)


def judge(
    resolved: ResolvedDeck,
    format_name: str,
    as_of: date,
    rules: RulesData,
    pool: Mapping[str, int] | None = None,
) -> ValidationResult:
    """:func:`validate` with the rules data of a run (formats, bans, release dates,
    allowlists: the built-in data plus an organiser's ``--rules`` file)."""
    return validate(
        resolved,
        format_name,
        as_of,
        pool,
        catalog=rules.catalog,
        bans=rules.bans,
        releases=rules.release_table(),
        allowlists=rules.allowlist_map(),
    )


def check_deck(
    deck: str | Deck,
    store: CardStore,
    *,
    as_of: date,
    format_name: str = DEFAULT_FORMAT,
    rules: RulesData | None = None,
    pool: Mapping[str, int] | None = None,
    fetch_missing: FetchMissing | None = None,
    deck_format: str | None = None,
    deckfmt_table: str | None = None,
    stdin: IO[Any] | None = None,
    label: str | None = None,
) -> ValidationResult | UnreadableDeck:
    """The outcome of one deck: a DECK argument (path, ``-``, deckfmt code) or a parsed
    :class:`Deck` (e.g. from :func:`altered_deck.decks.reader.parse_deck_text`).

    ``fetch_missing`` fetches Uniques the cache lacks (None: none are fetched; they get
    stand-ins). A cache that cannot be opened at all raises its CacheError (it fails every
    deck alike); every other problem is the deck's outcome. ``label`` names the deck in an
    :class:`UnreadableDeck` (default: the argument, or the deck's source).
    """
    rules = rules or load_rules()
    name = label or (deck.source or deck.name or "deck" if isinstance(deck, Deck) else deck)
    try:
        if isinstance(deck, Deck):
            resolved = resolve_deck(deck, store, fetch_missing=fetch_missing, stand_ins=True)
        else:
            resolved = load_deck(
                deck,
                store,
                deck_format=deck_format,
                stdin=stdin,
                fetch_missing=fetch_missing,
                deckfmt_table=deckfmt_table,
                stand_ins=True,
            )
    except AlteredDeckError as exc:
        if isinstance(exc, CacheError) and not isinstance(exc, MissingCardsError):
            raise
        return unreadable(name, exc)
    result = judge(resolved, format_name, as_of, rules, pool)
    if result.decided:
        return result
    return no_card_data(name, result)


def no_card_data(label: str, result: ValidationResult) -> UnreadableDeck:
    """The outcome of a deck whose verdict needs the data of Uniques it lacks: one message."""
    refs = ", ".join(result.undecided)
    count = len(result.undecided)
    what = "this Unique's card data" if count == 1 else f"the card data of these {count} Uniques"
    message = (
        f"{label}: no rule is broken, but the verdict needs {what} (a Unique's faction is "
        f"its card's, not its reference's): {refs}; {ADD_UNIQUE_HINT}"
    )
    return UnreadableDeck(
        label=label, message=message, details=result.undecided, exit_code=EXIT_DATA_UNAVAILABLE
    )


def unreadable(label: str, exc: AlteredDeckError) -> UnreadableDeck:
    """The outcome of a deck that failed to load: its error, and exit 2 or 3."""
    from altered_deck.render.errors import problem_lines

    label = "<stdin>" if label == "-" else label
    code = EXIT_DATA_UNAVAILABLE if exc.exit_code == EXIT_DATA_UNAVAILABLE else EXIT_USAGE
    return UnreadableDeck(
        label=label, message=str(exc), details=tuple(problem_lines(exc)), exit_code=code
    )
