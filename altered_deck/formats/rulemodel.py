"""The model of a deck-construction rule and its findings: :class:`Rule`, :class:`Violation`,
:class:`Offender`, :class:`RuleContext`, and the small helpers the checks share.

The checks themselves (one :class:`Rule` subclass a ``check`` kind) are in
:mod:`altered_deck.formats.rules`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, ClassVar

from altered_deck.cards.model import DECK_TYPES, FACTION_NAMES, Card
from altered_deck.decks.model import ResolvedDeck, ResolvedEntry
from altered_deck.decks.standin import is_stand_in
from altered_deck.formats.allowlists import Allowlist
from altered_deck.formats.bans import BanTable
from altered_deck.formats.releases import ReleaseTable

ERROR = "error"
WARNING = "warning"

# How many references a message lists before "+N more" (the offenders list has them all).
MESSAGE_REFS = 6


@dataclass(frozen=True, slots=True)
class Offender:
    """A reference that takes part in a violation: how many copies, and its input lines."""

    reference: str
    quantity: int
    lines: tuple[int, ...] = ()


BAN_LIST_RULE = "ban-list"
"""The rule id of the ban-list checks; a violation cites ``ban-list:<date of its list>``."""


@dataclass(frozen=True, slots=True)
class Violation:
    """One finding: stable code, rule id (``1.1.4.d``, ``format:singleton``,
    ``ban-list:2026-02-12``; set by :func:`validate` when the check leaves it empty), one-line
    message, offending cards."""

    code: str
    message: str
    rule_number: str = ""
    offenders: tuple[Offender, ...] = ()
    severity: str = ERROR
    source: str = ""
    """Where the decision behind it is published (a ban entry's or a set's source), if any."""

    @property
    def lines(self) -> tuple[int, ...]:
        """Every input line of every offender, sorted."""
        return tuple(sorted({line for o in self.offenders for line in o.lines}))


@dataclass(frozen=True)
class RuleContext:
    """What a check needs besides the deck: the date, the ban table, the pool (if any), the
    release dates and the community formats' allowlists (empty: none given)."""

    as_of: date
    bans: BanTable
    pool: Mapping[str, int] | None = None
    releases: ReleaseTable | None = None
    allowlists: Mapping[str, Allowlist] = field(default_factory=dict)


@dataclass(frozen=True)
class Rule:
    """A rule of one format: stable code, rule id(s), summary, parameters and dates.

    ``number`` is one rule id for every rules version (``format:singleton``, ``ban-list``) or
    a mapping from a numbering (``pre-4.0``, ``5.0``: see the rules versions) to the Complete
    Rules number. ``start`` is the first day in force (None = always), ``end`` the first day
    no longer in force (None = still in force). Subclasses implement :meth:`check`.
    """

    code: str
    summary: str
    number: str | Mapping[str, str] = ""
    params: Mapping[str, Any] = field(default_factory=dict)
    start: date | None = None
    end: date | None = None

    kind: ClassVar[str] = ""

    def in_force(self, on: date) -> bool:
        """True when the rule holds on ``on``."""
        return (self.start is None or self.start <= on) and (self.end is None or on < self.end)

    def dates(self) -> str:
        """When the rule holds, in words: ``always``, ``from 2025-10-03``, ``until 2025-10-02``."""
        last = (self.end - timedelta(days=1)).isoformat() if self.end else None
        if self.start and last:
            return f"{self.start.isoformat()} to {last}"
        if self.start:
            return f"from {self.start.isoformat()}"
        if last:
            return f"until {last}"
        return "always"

    def numbers(self) -> str:
        """The rule's numbers in a few words (for the ``formats NAME`` table)."""
        return ""

    def rule_id(self, numbering: str, ban_list: str | None = None) -> str:
        """The rule id under ``numbering``; ``ban-list`` gets the list's date (``ban_list``)."""
        if isinstance(self.number, str):
            if self.number == BAN_LIST_RULE and ban_list:
                return f"{BAN_LIST_RULE}:{ban_list}"
            return self.number
        return self.number[numbering]

    def check(self, deck: ResolvedDeck, ctx: RuleContext) -> Iterator[Violation]:
        """Yield every violation of this rule in ``deck``."""
        raise NotImplementedError

    def undecided(self, deck: ResolvedDeck, ctx: RuleContext) -> list[str]:
        """The stand-in Uniques (card data unavailable) this rule cannot judge in ``deck``."""
        return []

    def violation(self, message: str, offenders: Iterable[Offender] = ()) -> Violation:
        """A violation of this rule."""
        return Violation(self.code, message, "", tuple(offenders))

    def _int(self, name: str) -> int:
        return int(self.params[name])


# --- helpers ----------------------------------------------------------------------------


def offender(entry: ResolvedEntry, quantity: int | None = None) -> Offender:
    """The offender for a deck entry (all its copies unless ``quantity`` says otherwise)."""
    return Offender(
        entry.card.reference, entry.quantity if quantity is None else quantity, entry.lines
    )


def refs_text(offenders: Sequence[Offender], notes: Mapping[str, str] | None = None) -> str:
    """``REF ×2, REF ×1 (note)``, at most :data:`MESSAGE_REFS` references then ``+N more``."""
    parts = []
    for item in offenders[:MESSAGE_REFS]:
        note = f" ({notes[item.reference]})" if notes and item.reference in notes else ""
        parts.append(f"{item.reference} ×{item.quantity}{note}")
    if len(offenders) > MESSAGE_REFS:
        parts.append(f"+{len(offenders) - MESSAGE_REFS} more")
    return ", ".join(parts)


def plural(count: int, word: str, plural_word: str | None = None) -> str:
    """``1 card``, ``2 cards``."""
    return f"{count} {word if count == 1 else plural_word or word + 's'}"


def single_hero(deck: ResolvedDeck) -> Card | None:
    """The Hero card when the deck holds exactly one distinct Hero (whatever its copies)."""
    cards = {e.card.key: e.card for e in deck.heroes}
    return next(iter(cards.values())) if len(cards) == 1 else None


def is_deck_card(card: Card) -> bool:
    """True for card types that may be in a Constructed deck (not tokens, foilers, MC)."""
    return card.card_type in DECK_TYPES


def group_entries(
    entries: Iterable[ResolvedEntry], key: Callable[[Card], str], keep: Callable[[Card], object]
) -> dict[str, list[ResolvedEntry]]:
    """The entries whose card ``keep`` accepts, grouped by ``key`` of their card (groups in
    the order of their first entry, entries in deck order)."""
    groups: dict[str, list[ResolvedEntry]] = defaultdict(list)
    for entry in entries:
        if keep(entry.card):
            groups[key(entry.card)].append(entry)
    return groups


def stand_ins(deck: ResolvedDeck) -> list[ResolvedEntry]:
    """The entries of ``deck`` whose card is a stand-in (a Unique without its data)."""
    if not deck.missing_data:
        return []
    return [e for e in deck.entries if is_stand_in(e.card)]


def faction_name(code: str) -> str:
    """``Axiom`` for ``AX``."""
    return FACTION_NAMES.get(code, code)
