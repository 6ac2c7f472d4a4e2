"""Release dates as data: set code -> the first day its cards are legal (1.1.7.a).

Loaded from ``sets.json`` of the rules data in force (``data/rules`` or an update). A set
with no date (``from`` null: a promotional or community set whose date is not published) and
a set the table lacks are treated as released on every date, with a warning that names the
set (the tool does not refuse cards it cannot date, nor accept them silently). A set marked
``"legal": false`` (the community has not made it legal yet) is refused on every date.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from altered_deck.errors import CardDataError

if TYPE_CHECKING:
    from altered_deck.formats.rulesfolder import RulesFolder


@dataclass(frozen=True, slots=True)
class SetRelease:
    """One set: its code, name, first legal day (None = unknown), where the date comes from,
    whether it is legal at all yet and who decided."""

    set_code: str
    name: str
    start: date | None
    precision: str
    source: str
    legal: bool = True
    decided_by: str = ""

    def released_on(self, on: date) -> bool:
        """True when the set's cards are legal on ``on`` (an unknown date counts as released)."""
        return self.legal and (self.start is None or self.start <= on)


@dataclass(frozen=True)
class ReleaseTable:
    """Every set's release, by set code."""

    sets: Mapping[str, SetRelease]

    def unreleased(self, set_code: str, on: date) -> SetRelease | None:
        """The release of ``set_code`` when its cards are not yet legal on ``on``, else None."""
        release = self.sets.get(set_code)
        if release is None or release.released_on(on):
            return None
        return release

    def undated(self, set_code: str) -> bool:
        """True when the set's cards are accepted without a known date (null or no entry)."""
        release = self.sets.get(set_code)
        return release is None or (release.legal and release.start is None)


def parse_releases(data: Mapping[str, Any], source: str = "sets.json") -> ReleaseTable:
    """Build a :class:`ReleaseTable` from the ``sets`` list of a sets or rules file."""
    sets: dict[str, SetRelease] = {}
    index = 0
    try:
        for index, raw in enumerate(data.get("sets", ())):  # noqa: B007 (named in errors)
            code = str(raw["set"]).strip().upper()
            start = date.fromisoformat(raw["from"]) if raw.get("from") else None
            sets[code] = SetRelease(
                set_code=code,
                name=str(raw.get("name", code)),
                start=start,
                precision=str(raw.get("precision", "day" if start else "unknown")),
                source=str(raw.get("source", "")),
                legal=raw.get("legal") is not False,
                decided_by=str(raw.get("decided_by") or ""),
            )
    except (KeyError, TypeError, ValueError) as exc:
        raise CardDataError(
            f"{source}: sets[{index}]: malformed release ({type(exc).__name__}: {exc})"
        ) from None
    return ReleaseTable(sets)


def load_releases() -> ReleaseTable:
    """The release dates of the rules data in force (bundled or updated)."""
    from altered_deck.rulesdata import in_force

    return releases_of(in_force())


@lru_cache(maxsize=4)
def releases_of(folder: RulesFolder) -> ReleaseTable:
    """The release dates of a rules folder (parsed once a folder)."""
    return parse_releases(folder.json("sets.json"), source=folder.where("sets.json"))
