"""Allowlists of the community formats (Frontier, Living Legends): the Uniques they allow.

One file a format, ``data/rules/allowlists/<format>.json``: exact references and whole
families (``AX_8``: every Unique of that card). The shipped files are empty on purpose: the
community publishes the real lists; an organiser's ``--rules`` file replaces or extends them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from altered_deck.cards.model import Card, key_of
from altered_deck.errors import BadReferenceError, CardDataError
from altered_deck.formats.rulesfolder import BUNDLED

if TYPE_CHECKING:
    from altered_deck.formats.rulesfolder import RulesFolder

ALLOWLIST_FORMATS = ("frontier", "living-legends")
MODES = ("replace", "extend")


@dataclass(frozen=True)
class Allowlist:
    """The Uniques one format allows: cache keys of references, and families."""

    format: str
    keys: frozenset[str] = frozenset()
    families: frozenset[str] = frozenset()
    path: str = ""

    def allows(self, card: Card) -> bool:
        """True when ``card`` (a Unique) is on the list, by reference or by family."""
        return card.key in self.keys or card.family in self.families

    def extended(self, references: Iterable[str], families: Iterable[str]) -> Allowlist:
        """This list plus more references and families."""
        return Allowlist(
            self.format,
            self.keys | {key_of(r) for r in references},
            self.families | {normalize_family(f) for f in families},
            self.path,
        )

    @property
    def size(self) -> int:
        """How many references and families the list holds."""
        return len(self.keys) + len(self.families)


def normalize_family(text: str) -> str:
    """``ax_08`` -> ``AX_8`` (families compare with the number as an integer)."""
    faction, _, number = str(text).strip().upper().partition("_")
    if len(faction) != 2 or not number.isdigit():
        raise ValueError(f"not a family (FACTION_NUMBER, e.g. AX_8): {text!r}")
    return f"{faction}_{int(number)}"


def apply_overrides(
    lists: Mapping[str, Allowlist], overrides: Mapping[str, Any], source: str
) -> dict[str, Allowlist]:
    """``lists`` with an organiser's ``allowlists`` object applied (``mode`` replace|extend)."""
    result = dict(lists)
    for name, raw in overrides.items():
        try:
            base = result.get(name, Allowlist(name))
            if raw.get("mode", "replace") == "replace":
                base = Allowlist(name, path=f"{source} (allowlists.{name})")
            result[name] = base.extended(raw.get("references", ()), raw.get("families", ()))
        except (AttributeError, TypeError, ValueError, BadReferenceError) as exc:
            raise CardDataError(f"{source}: allowlists.{name}: {exc}") from None
    return result


def load_allowlists() -> dict[str, Allowlist]:
    """The allowlists of the rules data in force (bundled or updated), by format."""
    from altered_deck.rulesdata import in_force

    return dict(allowlists_of(in_force()))


@lru_cache(maxsize=4)
def allowlists_of(folder: RulesFolder) -> dict[str, Allowlist]:
    """The allowlists of a rules folder, by format (parsed once a folder)."""
    lists = {}
    for name in ALLOWLIST_FORMATS:
        file = f"allowlists/{name}.json"
        data = folder.json(file)
        # The bundled lists are named by their path in the repository, where one edits them.
        path = f"data/rules/{file}" if folder.source == BUNDLED else folder.where(file)
        try:
            lists[name] = Allowlist(name, path=path).extended(
                data.get("references", ()), data.get("families", ())
            )
        except (AttributeError, TypeError, ValueError, BadReferenceError) as exc:
            raise CardDataError(f"{folder.where(file)}: {exc}") from None
    return lists
