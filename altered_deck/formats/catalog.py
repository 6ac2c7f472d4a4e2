"""The formats as data: which rules, which numbers, in force from which date.

Loaded from ``formats.json`` of the rules data in force (``data/rules``, shipped in the
package, or a newer folder ``rules update`` stored). A format with ``base`` takes the
base format's rules, minus the codes in ``drop``, plus its own rules, so 2v2 and Free for All
follow Standard when Standard changes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from altered_deck.errors import CardDataError, UsageError
from altered_deck.formats.rulemodel import Rule
from altered_deck.formats.rules import build_rule

if TYPE_CHECKING:
    from altered_deck.formats.rulesfolder import RulesFolder

DEFAULT_FORMAT = "standard"


@dataclass(frozen=True)
class RulesVersion:
    """A version of the Complete Rules, the dates it holds (``end`` exclusive) and the rule
    numbering its violations cite (``pre-4.0``, ``5.0``: keys of the rules' ``number``)."""

    label: str
    start: date | None
    end: date | None
    numbering: str = ""

    def in_force(self, on: date) -> bool:
        """True when this version is the one in force on ``on``."""
        return (self.start is None or self.start <= on) and (self.end is None or on < self.end)

    def describe(self) -> str:
        """``Complete Rules 4.0 (from 2025-10-03)``."""
        if self.start is not None:
            return f"{self.label} (from {self.start.isoformat()})"
        return self.label


@dataclass(frozen=True)
class Format:
    """A deck-construction format: its name, kind and every rule it ever had."""

    name: str
    title: str
    kind: str
    bans: bool
    takes_pool: bool
    summary: str
    rules: tuple[Rule, ...]
    start: date | None = None
    source: str = ""

    def exists_on(self, on: date) -> bool:
        """False before the format's first day (validating then is a warning, not an error)."""
        return self.start is None or self.start <= on

    def rules_on(self, on: date) -> tuple[Rule, ...]:
        """The rules in force on ``on``."""
        return tuple(r for r in self.rules if r.in_force(on))

    @property
    def codes(self) -> list[str]:
        """Every rule code of the format, once each, in order."""
        return list(dict.fromkeys(r.code for r in self.rules))


@dataclass(frozen=True)
class Catalog:
    """Every format, and the dated versions of the Complete Rules."""

    formats: tuple[Format, ...]
    rules_versions: tuple[RulesVersion, ...]

    @property
    def names(self) -> list[str]:
        """Format names, in catalog order."""
        return [f.name for f in self.formats]

    def get(self, name: str) -> Format:
        """The format called ``name`` (any case); an unknown name is a :class:`UsageError`."""
        wanted = name.strip().lower()
        for fmt in self.formats:
            if fmt.name == wanted:
                return fmt
        import difflib  # here: loaded only for a mistake

        close = difflib.get_close_matches(wanted, self.names, n=1)
        hint = f"did you mean {close[0]!r}? " if close else ""
        raise UsageError(f"unknown format {name!r}; {hint}choose one of: {', '.join(self.names)}")

    def rules_version_on(self, on: date) -> RulesVersion:
        """The Complete Rules version in force on ``on``."""
        for version in self.rules_versions:
            if version.in_force(on):
                return version
        raise CardDataError(f"formats data: no rules version covers {on.isoformat()}")

    def rule_id(self, rule: Rule, on: date, ban_list: str | None = None) -> str:
        """The id ``rule`` is cited by on ``on`` (the numbering of the rules then in force)."""
        return rule.rule_id(self.rules_version_on(on).numbering, ban_list)

    def all_codes(self) -> list[str]:
        """Every rule code of every format, once each."""
        return list(dict.fromkeys(code for f in self.formats for code in f.codes))


def _date(value: Any) -> date | None:
    return date.fromisoformat(value) if value else None


def parse_catalog(data: Mapping[str, Any], source: str = "formats.json") -> Catalog:
    """Build a :class:`Catalog` from the JSON data of a formats file (malformed: CardDataError)."""
    try:
        versions = tuple(
            RulesVersion(
                str(v["label"]), _date(v.get("from")), _date(v.get("until")), str(v["numbering"])
            )
            for v in data["rules_versions"]
        )
        numberings = {v.numbering for v in versions}
        by_name: dict[str, Format] = {}
        for raw in data["formats"]:
            name = str(raw["name"])
            where = f"{source}: format {name}"
            rules: list[Rule] = []
            if raw.get("base"):
                base = by_name.get(raw["base"])
                if base is None:
                    raise CardDataError(f"{where}: base {raw['base']!r} must be defined before")
                dropped = set(raw.get("drop", ()))
                rules = [r for r in base.rules if r.code not in dropped]
            own = [
                build_rule(r, f"{where} rule {i + 1}") for i, r in enumerate(raw.get("rules", ()))
            ]
            for rule in own:
                if not isinstance(rule.number, str) and numberings - set(rule.number):
                    lacking = ", ".join(sorted(numberings - set(rule.number)))
                    raise CardDataError(f"{where} rule {rule.code}: no number for {lacking}")
            rules += own
            by_name[name] = Format(
                name=name,
                title=str(raw["title"]),
                kind=str(raw["kind"]),
                bans=bool(raw["bans"]),
                takes_pool=bool(raw["pool"]),
                summary=str(raw["summary"]),
                rules=tuple(rules),
                start=_date(raw.get("from")),
                source=str(raw.get("source", "")),
            )
    except (KeyError, TypeError, ValueError) as exc:
        raise CardDataError(
            f"{source}: malformed formats data ({type(exc).__name__}: {exc})"
        ) from None
    return Catalog(tuple(by_name.values()), versions)


def load_catalog(path: Path | None = None) -> Catalog:
    """The formats from ``path``, or those of the rules data in force (bundled or updated)."""
    from altered_deck.rulesdata import load_table

    return load_table(path, "a formats file", parse_catalog, catalog_of)


@lru_cache(maxsize=4)
def catalog_of(folder: RulesFolder) -> Catalog:
    """The formats of a rules folder (parsed once a folder)."""
    return parse_catalog(folder.json("formats.json"), source=folder.where("formats.json"))
