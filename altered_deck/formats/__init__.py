"""Deck legality: formats as data, dated rules and ban list, and :func:`validate`."""

from altered_deck.formats.bans import BanTable, load_bans
from altered_deck.formats.catalog import DEFAULT_FORMAT, Catalog, Format, load_catalog
from altered_deck.formats.rulemodel import Offender, Rule, Violation
from altered_deck.formats.validate import ValidationResult, validate

__all__ = [
    "DEFAULT_FORMAT",
    "BanTable",
    "Catalog",
    "Format",
    "Offender",
    "Rule",
    "ValidationResult",
    "Violation",
    "load_bans",
    "load_catalog",
    "validate",
]
