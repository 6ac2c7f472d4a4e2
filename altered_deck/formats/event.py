"""An organiser's event check: every registered deck of an event judged at once.

A registrations export is a CSV file with one row per player, read by
:mod:`altered_deck.formats.registrations` (columns found by the words of their headers). A
deck cell holds an altered-deckfmt code, a text decklist (one ``QTY REF`` or ``QTY name`` per
line) or the path of a deck file (``.txt`` or ``.json``) relative to the CSV file.

Besides each player's verdict, the check flags what no single deck shows: the same player
registered twice and the same Unique card (one physical card) registered by two players; it
groups the players who registered the same list, and counts the metagame (heroes, factions).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from altered_deck.cards.model import FACTION_NAMES
from altered_deck.cards.reference import parse_reference
from altered_deck.cards.store import CardStore
from altered_deck.decks.load import load_deck, load_deck_text
from altered_deck.decks.model import ResolvedDeck
from altered_deck.decks.reader import decode_deck_bytes, detect_format
from altered_deck.decks.resolve import FetchMissing
from altered_deck.errors import (
    AlteredDeckError,
    BadReferenceError,
    CacheError,
    DeckParseError,
    MissingCardsError,
)
from altered_deck.formats.check import judge, no_card_data, unreadable
from altered_deck.formats.registrations import Layout, Registration, read_registrations_file
from altered_deck.formats.rulesfile import RulesData
from altered_deck.formats.validate import (
    Basis,
    UnreadableDeck,
    ValidationResult,
    exit_code,
)

DECK_FILE_SUFFIXES = (".txt", ".json")
MAX_DECK_PATH_BYTES = 4096
"""A deck cell is a deck file's path only when it is one line of at most this many bytes
ending in a deck file's suffix; anything else is read as a deck code or a decklist."""

ONE_LINE_ENTRY = re.compile(r"\d{1,3}x?\s+[A-Za-z0-9_]+")
ONE_LINE_LIST = re.compile(rf"\s*{ONE_LINE_ENTRY.pattern}(?:\s+{ONE_LINE_ENTRY.pattern})+\s*")
"""A one-line cell of two or more ``QTY REF`` entries (a list whose line breaks were lost)."""

Outcome = ValidationResult | UnreadableDeck


@dataclass(frozen=True)
class PlayerVerdict:
    """One player's registration judged: the deck's outcome, and the deck's identity (its
    sorted card quantities, None when unreadable) for spotting twins."""

    registration: Registration
    outcome: Outcome
    identity: tuple[tuple[str, int], ...] | None

    @property
    def legal(self) -> bool:
        """True when the deck was read and breaks no rule."""
        return isinstance(self.outcome, ValidationResult) and self.outcome.legal


@dataclass(frozen=True)
class Flag:
    """Something two or more registrations share: ``kind`` is ``same-player`` (the name
    as first written), ``same-unique`` (the Unique's reference) or ``same-list`` (the deck:
    ``Sierra & Oddball, 40 cards``), named by ``subject``."""

    kind: str
    subject: str
    players: tuple[Registration, ...]


@dataclass(frozen=True)
class Share:
    """A metagame row: a hero or faction, how many readable decks play it, and the share."""

    name: str
    count: int
    share: float


@dataclass(frozen=True)
class EventReport:
    """The whole event judged: one verdict per player in file order, flags (``same-player``
    and ``same-unique``), the lists several players registered (``same-list``, one entry
    per list), the metagame, and how the file was read (None for registrations given as
    data)."""

    source: str
    basis: Basis
    players: tuple[PlayerVerdict, ...]
    flags: tuple[Flag, ...]
    same_lists: tuple[Flag, ...]
    heroes: tuple[Share, ...]
    factions: tuple[Share, ...]
    layout: Layout | None = None

    @property
    def exit_code(self) -> int:
        """0 all legal, 1 any illegal, 2 a deck unreadable, 3 card data unavailable."""
        return exit_code([p.outcome for p in self.players])

    @property
    def legal_count(self) -> int:
        """How many players' decks are legal."""
        return sum(p.legal for p in self.players)


def read_registrations(
    path: Path,
    *,
    player_column: str | None = None,
    deck_column: str | None = None,
    delimiter: str | None = None,
) -> list[Registration]:
    """The rows of a registrations CSV file, in order (see
    :func:`~altered_deck.formats.registrations.read_registrations_file`)."""
    read = read_registrations_file(
        path, player_column=player_column, deck_column=deck_column, delimiter=delimiter
    )
    return list(read.rows)


def check_event(
    registrations: Sequence[Registration],
    store: CardStore,
    basis: Basis,
    *,
    source: str,
    base_dir: Path,
    rules: RulesData,
    fetch_missing: FetchMissing | None = None,
    deckfmt_table: str | None = None,
    on_progress: Callable[[int], None] | None = None,
    layout: Layout | None = None,
) -> EventReport:
    """Judge every registration against ``basis`` (format and date), then flag twins and
    count the metagame. A deck or a row that cannot be read is that player's verdict, not
    the end.

    ``source`` names the registrations file in messages; deck files named in cells are read
    relative to ``base_dir``; ``rules`` are the run's rules data (built in, plus an
    organiser's file); ``on_progress`` is called with the number judged so far; ``layout``
    says how the file was read, for the report."""
    judge = _Judge(store, basis, source, base_dir, rules, fetch_missing, deckfmt_table)
    players: list[PlayerVerdict] = []
    for done, registration in enumerate(registrations, 1):
        players.append(judge(registration))
        if on_progress is not None:
            on_progress(done)
    readable = [p.outcome for p in players if isinstance(p.outcome, ValidationResult)]
    return EventReport(
        source=source,
        basis=basis,
        players=tuple(players),
        flags=tuple(_same_players(players) + _same_uniques(players)),
        same_lists=tuple(_same_lists(players)),
        heroes=_shares(_hero_name(o) for o in readable),
        factions=_shares(_faction(o) for o in readable),
        layout=layout,
    )


@dataclass(frozen=True)
class _Judge:
    """Reads and judges one registration's deck."""

    store: CardStore
    basis: Basis
    source: str
    base_dir: Path
    rules: RulesData
    fetch_missing: FetchMissing | None
    deckfmt_table: str | None

    def __call__(self, registration: Registration) -> PlayerVerdict:
        label = f"{self.source}:{registration.line} ({registration.player or 'no name'})"
        try:
            if registration.problem is not None:
                raise DeckParseError(f"{label}: {registration.problem}")
            resolved = self.load(registration.deck, label)
        except AlteredDeckError as exc:
            # No cache at all fails every player alike: stop at once.
            if isinstance(exc, CacheError) and not isinstance(exc, MissingCardsError):
                raise
            return PlayerVerdict(registration, unreadable(label, exc), None)
        basis = self.basis
        result = judge(resolved, basis.format, basis.as_of, self.rules)
        outcome = result if result.decided else no_card_data(label, result)
        return PlayerVerdict(registration, outcome, _identity(resolved))

    def load(self, cell: str, label: str) -> ResolvedDeck:
        """The deck of a cell: a deck file relative to the CSV file when the cell looks
        like one (:func:`looks_like_deck_file`), else a code or a list."""
        if looks_like_deck_file(cell):
            return load_deck(
                str(self.deck_file(cell, label)),
                self.store,
                fetch_missing=self.fetch_missing,
                deckfmt_table=self.deckfmt_table,
                stand_ins=True,
            )
        text = decode_deck_bytes(unfold_one_line(cell).encode("utf-8", "surrogatepass"), label)
        try:
            return load_deck_text(
                text,
                label,
                self.store,
                fetch_missing=self.fetch_missing,
                deckfmt_table=self.deckfmt_table,
                stand_ins=True,
            )
        except DeckParseError as exc:
            if detect_format(text) != "deckfmt":
                raise
            reason = str(exc).removeprefix(f"{label}: ")
            shown = cell if len(cell) <= 40 else cell[:37] + "..."
            raise DeckParseError(
                f"{label}: {shown!r} is neither a deck list nor a readable deck code "
                f"(as a code: {reason})"
            ) from None

    def deck_file(self, cell: str, label: str) -> Path:
        """The deck file a cell names, checked: inside the CSV's folder (players fill in
        registration forms: a form must not make the tool read other files) and a regular
        file. Any failure of the file system (a name too long, a symlink loop) is the
        player's UNREADABLE verdict."""
        try:
            path = self.base_dir / cell.replace("\\", "/")
            if not path.resolve().is_relative_to(self.base_dir.resolve()):
                raise DeckParseError(f"{label}: deck file {cell!r} is outside the CSV's folder")
            if not path.is_file():
                raise DeckParseError(f"{label}: no such deck file {cell!r} (beside the CSV)")
        except OSError as exc:
            raise self.unreadable_file(label, cell, exc.strerror or str(exc)) from None
        except RuntimeError:  # Python 3.11's resolve() on a loop of symbolic links
            raise self.unreadable_file(label, cell, "a loop of symbolic links") from None
        except ValueError:
            raise self.unreadable_file(label, cell, "a NUL character in the name") from None
        return path

    @staticmethod
    def unreadable_file(label: str, cell: str, reason: str) -> DeckParseError:
        shown = cell if len(cell) <= 60 else cell[:57] + "..."
        return DeckParseError(f"{label}: cannot read deck file {shown!r} ({reason})")


def looks_like_deck_file(cell: str) -> bool:
    """A cell is a deck file's path when it is one line of at most
    :data:`MAX_DECK_PATH_BYTES` bytes ending in ``.txt`` or ``.json`` (any case)."""
    return (
        "\n" not in cell
        and "\r" not in cell
        and len(cell.encode("utf-8", errors="surrogatepass")) <= MAX_DECK_PATH_BYTES
        and cell.casefold().endswith(DECK_FILE_SUFFIXES)
    )


def unfold_one_line(cell: str) -> str:
    """A decklist pasted into a one-line form field (``1 ALT_… 3 ALT_… …``: its line breaks
    became spaces) with one entry per line again; any other cell unchanged."""
    if "\n" in cell or not ONE_LINE_LIST.fullmatch(cell):
        return cell
    return "\n".join(m.group(0) for m in ONE_LINE_ENTRY.finditer(cell))


def _identity(deck: ResolvedDeck) -> tuple[tuple[str, int], ...]:
    counts: Counter[str] = Counter()
    for entry in deck.entries:
        counts[entry.card.reference] += entry.quantity
    return tuple(sorted(counts.items()))


def _same_players(players: Sequence[PlayerVerdict]) -> list[Flag]:
    """Rows whose player names are the same, whatever the case, spaces and width."""
    by_name: dict[str, list[Registration]] = defaultdict(list)
    for player in players:
        name = player.registration.player
        if name:
            by_name[unicodedata.normalize("NFKC", name).casefold()].append(player.registration)
    return [
        Flag("same-player", regs[0].player, tuple(regs))
        for regs in by_name.values()
        if len(regs) > 1
    ]


def _same_lists(players: Sequence[PlayerVerdict]) -> list[Flag]:
    """One entry per list that several players registered (the same cards, same counts)."""
    by_deck: dict[tuple[tuple[str, int], ...], list[PlayerVerdict]] = defaultdict(list)
    for player in players:
        if player.identity is not None:
            by_deck[player.identity].append(player)
    return [
        Flag("same-list", _deck_subject(twins), tuple(p.registration for p in twins))
        for twins in by_deck.values()
        if len(twins) > 1
    ]


def _deck_subject(twins: Sequence[PlayerVerdict]) -> str:
    """``Sierra & Oddball, 40 cards`` (only the count when no twin has a verdict)."""
    cards = sum(quantity for _, quantity in twins[0].identity or ())
    for player in twins:
        if isinstance(player.outcome, ValidationResult):
            return f"{_hero_name(player.outcome)}, {cards} cards"
    return f"{cards} cards"


def _same_uniques(players: Sequence[PlayerVerdict]) -> list[Flag]:
    """Uniques registered by two players, from their references alone: a Unique's card
    data need not be cached for the reference to say it is one physical card."""
    by_unique: dict[str, list[Registration]] = defaultdict(list)
    for player in players:
        for reference, _ in player.identity or ():
            if _is_unique(reference):
                by_unique[reference].append(player.registration)
    flags = []
    for reference, regs in sorted(by_unique.items()):
        players_of = {r.line: r for r in regs}  # twice in one deck is that deck's violation
        if len(players_of) > 1:
            flags.append(Flag("same-unique", reference, tuple(players_of.values())))
    return flags


def _is_unique(reference: str) -> bool:
    try:
        return parse_reference(reference).is_unique
    except BadReferenceError:
        return False


def _hero_name(result: ValidationResult) -> str:
    return result.hero.english_name if result.hero else "(no single hero)"


def _faction(result: ValidationResult) -> str:
    if result.hero is None:
        return "(no single hero)"
    return FACTION_NAMES.get(result.hero.faction, result.hero.faction)


def _shares(names: Iterable[str]) -> tuple[Share, ...]:
    counts = Counter(names)
    total = sum(counts.values())
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return tuple(Share(name, count, count / total) for name, count in ranked)


def check_registrations(
    path: Path,
    store: CardStore,
    basis: Basis,
    *,
    rules: RulesData,
    player_column: str | None = None,
    deck_column: str | None = None,
    delimiter: str | None = None,
    fetch_missing: FetchMissing | None = None,
    deckfmt_table: str | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> EventReport:
    """Read the registrations CSV at ``path`` and judge it (:func:`check_event`);
    ``on_progress(done, total)`` follows the players judged."""
    read = read_registrations_file(
        path, player_column=player_column, deck_column=deck_column, delimiter=delimiter
    )
    total = len(read.rows)
    return check_event(
        read.rows,
        store,
        basis,
        source=str(path),
        base_dir=path.parent,
        rules=rules,
        fetch_missing=fetch_missing,
        deckfmt_table=deckfmt_table,
        on_progress=(lambda done: on_progress(done, total)) if on_progress else None,
        layout=read.layout,
    )


__all__ = [
    "EventReport",
    "Flag",
    "PlayerVerdict",
    "Registration",
    "Share",
    "check_event",
    "check_registrations",
    "looks_like_deck_file",
    "read_registrations",
]
