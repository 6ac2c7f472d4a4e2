"""The rules the engine plays by on a date, looked up in the formats data's rules versions.

The formats data (``data/rules/formats.json``, key ``rules_versions``) says which Complete
Rules version is in force on a date; :func:`engine_rules_on` turns that version into the one
:class:`EngineRules` value every simulation (goldfish, tune, report, matchup, gauntlet)
passes to the engine. Without a date it is today's rules: every library entry point and
every command defaults to that.

The engine's only version-dependent rule so far is the reshuffle rule: from Complete Rules
5.0 on, the discard pile goes back into an empty Deck only during the Morning (4.2.1.f,
7.3.9.c) and when a player with an empty Deck would Resupply (7.3.31.c, at any time); a draw
at any other time from an empty Deck draws nothing. Before 5.0 it was shuffled back whenever
a draw found the Deck empty.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from altered_deck.formats.catalog import Catalog

# The discard pile's way back into the Deck (see README, "reshuffle rule"):
RESHUFFLE_ANY_TIME = "any-time"  # before Complete Rules 5.0: whenever a draw finds it empty
RESHUFFLE_MORNING = "morning"  # 5.0 (4.2.1.f, 7.3.9.c): only in the Morning; else draw nothing
RESHUFFLE_RULES = (RESHUFFLE_ANY_TIME, RESHUFFLE_MORNING)

MORNING_RESHUFFLE_FROM = (5, 0)
"""The first Complete Rules version with the Morning-only reshuffle."""

_VERSION = re.compile(r"(\d+)\.(\d+)")


@dataclass(frozen=True)
class EngineRules:
    """The rules the engine plays by on ``as_of``."""

    as_of: date
    rules_version: str  # e.g. "Complete Rules 5.0 (from 2026-02-27)"
    reshuffle_rule: str  # RESHUFFLE_ANY_TIME or RESHUFFLE_MORNING


def version_number(label: str) -> tuple[int, int]:
    """``(5, 0)`` for ``Complete Rules 5.0``; ``(0, 0)`` when the label has no number."""
    match = _VERSION.search(label)
    return (int(match[1]), int(match[2])) if match else (0, 0)


def engine_rules_on(as_of: date | None = None, catalog: Catalog | None = None) -> EngineRules:
    """The engine rules in force on ``as_of`` (default: today; ``catalog`` defaults to the
    packaged one)."""
    if as_of is None:
        as_of = date.today()
    if catalog is None:
        from altered_deck.formats.catalog import load_catalog

        catalog = load_catalog()
    version = catalog.rules_version_on(as_of)
    morning = version_number(version.label) >= MORNING_RESHUFFLE_FROM
    return EngineRules(
        as_of=as_of,
        rules_version=version.describe(),
        reshuffle_rule=RESHUFFLE_MORNING if morning else RESHUFFLE_ANY_TIME,
    )
