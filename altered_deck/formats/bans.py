"""The dated suspension/ban table of the Constructed formats, loaded from ``data/rules/bans.json``.

Entries target *versions*: a family (``YZ_11``), a rarity code (``C``, ``R1``, ``R2``, ``E``,
``U``) and the card's actual faction (``mainFaction``; ``*`` = any). Each holds from its
``from`` date (first day in force) until its ``until`` date (first day no longer in force;
``None`` = still in force).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from altered_deck.cards.model import Card
from altered_deck.cards.reference import normalize_family
from altered_deck.errors import CardDataError

if TYPE_CHECKING:
    from altered_deck.formats.rulesfolder import RulesFolder

ANY_FACTION = "*"
STATUSES = ("suspended", "banned")


@dataclass(frozen=True, slots=True)
class BannedVersion:
    """One targeted version: rarity code and actual faction (``*`` = any faction)."""

    rarity: str
    faction: str

    def matches(self, card: Card) -> bool:
        """True when ``card`` is this version (its family is checked by the entry)."""
        return card.rarity_code == self.rarity and self.faction in (ANY_FACTION, card.faction)

    def label(self) -> str:
        """``R2: OR`` style, as in the rules digest."""
        faction = "any faction" if self.faction == ANY_FACTION else self.faction
        return f"{self.rarity}: {faction}"


@dataclass(frozen=True, slots=True)
class BanEntry:
    """A suspension or ban of some versions of one family, between two dates."""

    family: str
    name: str
    status: str
    start: date
    end: date | None
    versions: tuple[BannedVersion, ...]
    source: str = ""
    lifted_by: str = ""
    decided_by: str = ""
    """Who decided it: ``Equinox``, ``Altered Core (community)`` (empty: not stated)."""

    def in_force(self, on: date) -> bool:
        """True when the entry applies on ``on`` (``start`` inclusive, ``end`` exclusive)."""
        return self.start <= on and (self.end is None or on < self.end)

    def matches(self, card: Card) -> bool:
        """True when ``card`` is one of the targeted versions (dates not considered)."""
        return card.family == self.family and any(v.matches(card) for v in self.versions)


@dataclass(frozen=True)
class BanTable:
    """Every entry of the table, with look-ups by card and date."""

    entries: tuple[BanEntry, ...]

    @cached_property
    def _by_family(self) -> dict[str, tuple[BanEntry, ...]]:
        # Validation looks up every card of every deck: index the entries by family once.
        index: dict[str, list[BanEntry]] = {}
        for entry in self.entries:
            index.setdefault(entry.family, []).append(entry)
        return {family: tuple(entries) for family, entries in index.items()}

    def entry_for(self, card: Card, on: date) -> BanEntry | None:
        """The entry suspending or banning ``card`` on ``on`` (a ban wins over a suspension)."""
        candidates = self._by_family.get(card.family, ())
        found = [e for e in candidates if e.in_force(on) and e.matches(card)]
        if not found:
            return None
        banned = [e for e in found if e.status == "banned"]
        return (banned or found)[0]

    def in_force(self, on: date) -> list[BanEntry]:
        """The entries in force on ``on``, in table order."""
        return [e for e in self.entries if e.in_force(on)]

    def family_counts(self, on: date) -> dict[str, int]:
        """How many families are suspended and banned on ``on`` (``{"suspended": 9, ...}``)."""
        counts: dict[str, set[str]] = {status: set() for status in STATUSES}
        for entry in self.in_force(on):
            counts[entry.status].add(entry.family)
        return {status: len(families) for status, families in counts.items()}

    def faction_bound(self, card: Card, on: date) -> bool:
        """True when an entry in force on ``on`` targets ``card``'s family and rarity in some
        faction only: whether it applies depends on the card's faction."""
        return any(
            entry.in_force(on)
            and any(
                v.rarity == card.rarity_code and v.faction != ANY_FACTION for v in entry.versions
            )
            for entry in self._by_family.get(card.family, ())
        )

    def label_on(self, on: date) -> str | None:
        """The ban list in force on ``on``: the date of its latest change, or None (no list yet)."""
        changes = [e.start for e in self.entries] + [e.end for e in self.entries if e.end]
        past = [d for d in changes if d <= on]
        return max(past).isoformat() if past else None


def _parse_date(value: Any, where: str) -> date | None:
    if value is None:
        return None
    try:
        return date.fromisoformat(str(value))
    except ValueError:
        raise CardDataError(f"{where}: not a YYYY-MM-DD date: {value!r}") from None


def parse_bans(data: Any, source: str = "bans.json") -> BanTable:
    """Build a :class:`BanTable` from the JSON data of a bans file (malformed: CardDataError)."""
    try:
        entries = []
        for index, raw in enumerate(data["entries"]):
            where = f"{source}: entry {index + 1} ({raw.get('name', raw.get('family'))})"
            status = raw["status"]
            if status not in STATUSES:
                raise CardDataError(f"{where}: status must be one of {STATUSES}, not {status!r}")
            start = _parse_date(raw["from"], where)
            if start is None:
                raise CardDataError(f"{where}: 'from' is required")
            entries.append(
                BanEntry(
                    family=normalize_family(str(raw["family"])),  # AX_08 = ax_8 = AX_8
                    name=str(raw.get("name", raw["family"])),
                    status=status,
                    start=start,
                    end=_parse_date(raw.get("until"), where),
                    versions=tuple(
                        BannedVersion(str(v["rarity"]).upper(), str(v["faction"]).upper())
                        for v in raw["versions"]
                    ),
                    source=str(raw.get("source", "")),
                    lifted_by=str(raw.get("lifted_by", "")),
                    decided_by=str(raw.get("decided_by") or ""),
                )
            )
    except (KeyError, TypeError, AttributeError) as exc:
        raise CardDataError(
            f"{source}: malformed ban table ({type(exc).__name__}: {exc})"
        ) from None
    return BanTable(tuple(entries))


def load_bans(path: Path | None = None) -> BanTable:
    """The ban table from ``path``, or that of the rules data in force (bundled or updated)."""
    from altered_deck.rulesdata import load_table

    return load_table(path, "a ban table", parse_bans, bans_of)


@lru_cache(maxsize=4)
def bans_of(folder: RulesFolder) -> BanTable:
    """The ban table of a rules folder (parsed once a folder)."""
    return parse_bans(folder.json("bans.json"), source=folder.where("bans.json"))


@dataclass(frozen=True)
class BanListing:
    """The entries ``formats bans`` shows: those in force on a date, or the whole history."""

    as_of: date
    label: str | None
    entries: tuple[BanEntry, ...]
    history: bool = False
    format: str | None = None
    applies: bool = True


def ban_listing(
    table: BanTable,
    as_of: date,
    *,
    history: bool = False,
    format_name: str | None = None,
    applies: bool = True,
) -> BanListing:
    """The suspensions and bans in force on ``as_of`` (``history``: every entry, by date).

    ``format_name`` and ``applies`` say for which format it is asked and whether the ban list
    applies to it (Limited and Sandbox: it does not, the listing is empty)."""
    if not applies:
        entries: tuple[BanEntry, ...] = ()
    elif history:
        entries = tuple(sorted(table.entries, key=lambda e: (e.start, e.family)))
    else:
        entries = tuple(table.in_force(as_of))
    return BanListing(as_of, table.label_on(as_of), entries, history, format_name, applies)
