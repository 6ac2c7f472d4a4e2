"""The one exception tree of altered-deck, and the exit code each branch maps to.

The library raises these and never exits; ``cli`` maps them to exit codes with
:func:`exit_code_for`. Exit codes: 0 ok, 1 illegal deck, 2 usage or bad input,
3 card data unavailable.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_USAGE = 2
EXIT_DATA_UNAVAILABLE = 3


class AlteredDeckError(Exception):
    """Base of every error the library raises on purpose."""

    exit_code = EXIT_USAGE


class UsageError(AlteredDeckError):
    """The user asked for something that cannot be done as asked (bad option value...)."""


class BadReferenceError(AlteredDeckError):
    """A string is not a valid card reference."""


class CardDataError(AlteredDeckError):
    """A card object from a source is malformed (missing reference, type or faction...)."""

    exit_code = EXIT_DATA_UNAVAILABLE


class SourceError(AlteredDeckError):
    """A card-data source failed: network, HTTP error, bad JSON, gone."""

    exit_code = EXIT_DATA_UNAVAILABLE

    def __init__(self, message: str, *, url: str | None = None) -> None:
        super().__init__(message)
        self.url = url


class SourceUnreachableError(SourceError):
    """The source cannot be reached at all (DNS, refused, or it answers that it is gone)."""


class ResponseTooLargeError(SourceError):
    """A source answered with more bytes than the response size limit allows."""


class ForeignRedirectError(SourceError):
    """A source answered with a redirect to another host: refused, never followed."""


class TooSlowError(SourceError):
    """A source's answer took longer than the deadline of one request (a server dripping it)."""


class NotPublicError(SourceError):
    """The API answered 401 for a card: a private Unique."""


class CacheError(AlteredDeckError):
    """The local card cache is missing, empty, corrupt or foreign."""

    exit_code = EXIT_DATA_UNAVAILABLE


class CacheEmptyError(CacheError):
    """The cache holds no cards yet."""


class DeckParseError(AlteredDeckError):
    """A decklist cannot be read. ``problems`` holds every ``file:line: message`` found.

    A text decklist with bad lines also carries ``partial`` (its well-formed lines, as a
    ``Deck``, so that unknown references can be reported in the same pass) and ``names``
    (problem index -> the text of a bad line that looks like a card name).
    """

    def __init__(
        self,
        message: str,
        problems: list[str] | None = None,
        *,
        partial: object | None = None,
        names: dict[int, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.problems = problems or []
        self.partial = partial
        self.names = names or {}


class DeckEncodeError(AlteredDeckError):
    """A deck cannot be written in the requested format (e.g. deckfmt limits)."""


class UnknownCardError(AlteredDeckError):
    """One or more references are not known. ``unknown`` maps each to its close matches,
    ``lines`` to its input lines, ``notes`` to a reason replacing the matches (a set the
    card data lacks); ``source`` names the deck."""

    def __init__(
        self,
        message: str,
        unknown: dict[str, list[str]],
        *,
        lines: dict[str, tuple[int, ...]] | None = None,
        notes: dict[str, str] | None = None,
        source: str | None = None,
    ) -> None:
        super().__init__(message)
        self.unknown = unknown
        self.lines = lines or {}
        self.notes = notes or {}
        self.source = source


class MissingCardsError(CacheError):
    """Cards a deck needs are not cached and cannot be fetched (offline, source unreachable)."""

    def __init__(self, message: str, missing: list[str]) -> None:
        super().__init__(message)
        self.missing = missing


class OutputError(AlteredDeckError):
    """Standard output cannot be written (closed, a full disk, a reader gone): exit 3."""

    exit_code = EXIT_DATA_UNAVAILABLE


class EngineError(AlteredDeckError):
    """The goldfish engine was asked to apply an illegal action: an engine bug, not a user error."""

    exit_code = 70


def exit_code_for(error: BaseException) -> int:
    """Return the process exit code for an error (the one place codes are decided)."""
    if isinstance(error, AlteredDeckError):
        return error.exit_code
    return 1


USAGE_ERROR = "USAGE-ERROR"
DECK_UNREADABLE = "DECK-UNREADABLE"
CARD_DATA_UNAVAILABLE = "CARD-DATA-UNAVAILABLE"
OUTPUT_ERROR = "OUTPUT-ERROR"
ENGINE_ERROR = "ENGINE-ERROR"


def error_code_for(error: BaseException) -> str:
    """The code naming an error in machine-readable output (``--json``'s ``error.code``,
    annotation titles, SARIF): a string, like every violation's code; the exit code is
    :func:`exit_code_for`. A click usage error (not ours) is a ``USAGE-ERROR`` too."""
    if isinstance(error, DeckParseError | UnknownCardError):
        return DECK_UNREADABLE
    if isinstance(error, OutputError):
        return OUTPUT_ERROR
    if isinstance(error, EngineError):
        return ENGINE_ERROR
    if isinstance(error, AlteredDeckError) and error.exit_code == EXIT_DATA_UNAVAILABLE:
        return CARD_DATA_UNAVAILABLE
    return USAGE_ERROR
