"""An organiser's event check: every registered deck of an event judged at once.

A registrations export is a CSV file with one row per player. The player column is found by
name (``player`` or ``name``, any case) and so is the deck column (``deck``, ``decklist`` or
``code``); ``--player-column``/``--deck-column`` name others. A deck cell holds an
altered-deckfmt code, a text decklist (one ``QTY REF`` or ``QTY name`` per line) or a path to
a deck file relative to the CSV file.

Besides each player's verdict, the check flags what no single deck shows: the same deck
registered by two players, and the same Unique card (one physical card) registered by two
players; and it counts the metagame (heroes and factions).
"""

from __future__ import annotations

import csv
import io
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from altered_deck.boundedread import read_bounded
from altered_deck.cards.model import FACTION_NAMES
from altered_deck.cards.store import CardStore
from altered_deck.decks.load import load_deck, load_deck_text
from altered_deck.decks.model import ResolvedDeck
from altered_deck.decks.reader import decode_deck_bytes, detect_format
from altered_deck.decks.resolve import FetchMissing
from altered_deck.errors import (
    AlteredDeckError,
    CacheError,
    DeckParseError,
    MissingCardsError,
)
from altered_deck.formats.check import judge, no_card_data, unreadable
from altered_deck.formats.rulesfile import RulesData
from altered_deck.formats.validate import (
    Basis,
    UnreadableDeck,
    ValidationResult,
    exit_code,
)

PLAYER_COLUMNS = ("player", "name")
DECK_COLUMNS = ("deck", "decklist", "code")
MAX_REGISTRATIONS_BYTES = 64 * 1024 * 1024
MAX_PLAYERS = 100_000

Outcome = ValidationResult | UnreadableDeck


@dataclass(frozen=True)
class Registration:
    """One row of the registrations file: the player and the deck cell, with its line."""

    line: int
    player: str
    deck: str


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
    """Something two or more registrations share: ``kind`` is ``same-deck`` or
    ``same-unique``; ``subject`` the Unique's reference or the first player's deck label."""

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
    """The whole event judged: one verdict per player in file order, flags, metagame."""

    source: str
    basis: Basis
    players: tuple[PlayerVerdict, ...]
    flags: tuple[Flag, ...]
    heroes: tuple[Share, ...]
    factions: tuple[Share, ...]

    @property
    def exit_code(self) -> int:
        """0 all legal, 1 any illegal, 2 a deck unreadable, 3 card data unavailable."""
        return exit_code([p.outcome for p in self.players])

    @property
    def legal_count(self) -> int:
        """How many players' decks are legal."""
        return sum(p.legal for p in self.players)


def read_registrations(
    path: Path, *, player_column: str | None = None, deck_column: str | None = None
) -> list[Registration]:
    """The rows of a registrations CSV file, in order.

    Raises DeckParseError (exit 2) naming the file and line for anything unreadable: no such
    file, not UTF-8 text, no header, a column not found, a row without a player or a deck.
    """
    text = _read_text(path)
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text[:4096], ",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text), dialect)
    try:
        header = next(reader, None)
        if header is None:
            raise DeckParseError(f"{path}: empty file, no header row")
        player_index = _column(path, header, player_column, PLAYER_COLUMNS, "player")
        deck_index = _column(path, header, deck_column, DECK_COLUMNS, "deck")
        rows: list[Registration] = []
        start = reader.line_num + 1  # a quoted cell may span lines: a row is named by its first
        for row in reader:
            if any(cell.strip() for cell in row):
                rows.append(_registration(path, start, row, player_index, deck_index))
            start = reader.line_num + 1
            if len(rows) > MAX_PLAYERS:
                raise DeckParseError(f"{path}: more than {MAX_PLAYERS:,} registrations; refused")
    except csv.Error as exc:
        raise DeckParseError(f"{path}:{reader.line_num}: not a readable CSV row ({exc})") from None
    if not rows:
        raise DeckParseError(f"{path}: no registrations (only a header row)")
    return rows


def _read_text(path: Path) -> str:
    data = read_bounded(path, MAX_REGISTRATIONS_BYTES, "a registrations file", error=DeckParseError)
    if b"\x00" in data:
        raise DeckParseError(f"{path}: binary data (NUL bytes), not a CSV file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DeckParseError(
            f"{path}: not UTF-8 text (bad byte at offset {exc.start}); export the CSV as UTF-8"
        ) from None


def _column(
    path: Path, header: list[str], named: str | None, candidates: Sequence[str], what: str
) -> int:
    """The index of the column ``named`` (any case), else of the first candidate found."""
    folded = [cell.strip().casefold() for cell in header]
    wanted = [named.strip().casefold()] if named else list(candidates)
    for name in wanted:
        if name in folded:
            return folded.index(name)
    option = f"--{what}-column"
    looked = f"{named!r}" if named else " or ".join(repr(c) for c in candidates)
    raise DeckParseError(
        f"{path}:1: no {what} column {looked} in the header "
        f"({', '.join(repr(c) for c in header)}); name it with {option}"
    )


def _registration(
    path: Path, line: int, row: list[str], player_index: int, deck_index: int
) -> Registration:
    def cell(index: int) -> str:
        return row[index].strip() if index < len(row) else ""

    player, deck = cell(player_index), cell(deck_index)
    if not player:
        raise DeckParseError(f"{path}:{line}: a row without a player name")
    if not deck:
        raise DeckParseError(f"{path}:{line}: no deck for player {player!r}")
    return Registration(line=line, player=player, deck=deck)


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
) -> EventReport:
    """Judge every registration against ``basis`` (format and date), then flag twins and
    count the metagame. A deck that cannot be read is that player's verdict, not the end.

    ``source`` names the registrations file in messages; deck files named in cells are read
    relative to ``base_dir``; ``rules`` are the run's rules data (built in, plus an
    organiser's file); ``on_progress`` is called with the number judged so far."""
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
        flags=tuple(_same_decks(players) + _same_uniques(players)),
        heroes=_shares(_hero_name(o) for o in readable),
        factions=_shares(_faction(o) for o in readable),
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
        label = f"{self.source}:{registration.line} ({registration.player})"
        try:
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
        """The deck of a cell: a deck file relative to the CSV file (a cell ending in
        ``.txt`` or ``.json``, or naming an existing file), else a code or a list."""
        if "\n" not in cell and len(cell) < 1024:
            path = self.base_dir / cell
            if cell.casefold().endswith((".txt", ".json")) or path.is_file():
                # Players fill in registration forms: a path may not leave the event's folder.
                if not path.resolve().is_relative_to(self.base_dir.resolve()):
                    raise DeckParseError(f"{label}: deck file {cell!r} is outside the CSV's folder")
                if not path.is_file():
                    raise DeckParseError(f"{label}: no such deck file {cell!r} (beside the CSV)")
                return load_deck(
                    str(path),
                    self.store,
                    fetch_missing=self.fetch_missing,
                    deckfmt_table=self.deckfmt_table,
                    stand_ins=True,
                )
        text = decode_deck_bytes(cell.encode("utf-8"), label)
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


def _identity(deck: ResolvedDeck) -> tuple[tuple[str, int], ...]:
    counts: Counter[str] = Counter()
    for entry in deck.entries:
        counts[entry.card.reference] += entry.quantity
    return tuple(sorted(counts.items()))


def _same_decks(players: Sequence[PlayerVerdict]) -> list[Flag]:
    by_deck: dict[tuple[tuple[str, int], ...], list[PlayerVerdict]] = defaultdict(list)
    for player in players:
        if player.identity is not None:
            by_deck[player.identity].append(player)
    return [
        Flag("same-deck", _deck_subject(twins[0]), tuple(p.registration for p in twins))
        for twins in by_deck.values()
        if len(twins) > 1
    ]


def _deck_subject(player: PlayerVerdict) -> str:
    """``Sierra & Oddball, 40 cards``."""
    assert isinstance(player.outcome, ValidationResult)
    return f"{_hero_name(player.outcome)}, {player.outcome.counts.cards} cards"


def _same_uniques(players: Sequence[PlayerVerdict]) -> list[Flag]:
    by_unique: dict[str, list[Registration]] = defaultdict(list)
    for player in players:
        if isinstance(player.outcome, ValidationResult):
            for entry in player.outcome.deck.entries:
                if entry.card.is_unique:
                    by_unique[entry.card.reference].append(player.registration)
    flags = []
    for reference, regs in sorted(by_unique.items()):
        players_of = {r.line: r for r in regs}  # twice in one deck is that deck's violation
        if len(players_of) > 1:
            flags.append(Flag("same-unique", reference, tuple(players_of.values())))
    return flags


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
    fetch_missing: FetchMissing | None = None,
    deckfmt_table: str | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> EventReport:
    """Read the registrations CSV at ``path`` and judge it (:func:`check_event`);
    ``on_progress(done, total)`` follows the players judged."""
    registrations = read_registrations(path, player_column=player_column, deck_column=deck_column)
    total = len(registrations)
    return check_event(
        registrations,
        store,
        basis,
        source=str(path),
        base_dir=path.parent,
        rules=rules,
        fetch_missing=fetch_missing,
        deckfmt_table=deckfmt_table,
        on_progress=(lambda done: on_progress(done, total)) if on_progress else None,
    )


__all__ = [
    "EventReport",
    "Flag",
    "PlayerVerdict",
    "Registration",
    "Share",
    "check_event",
    "check_registrations",
    "read_registrations",
]
