"""Organisers' rules files: the built-in rules data plus formats and ban entries of their own.

A rules file has the schema of the built-in data (``data/rules/formats.json`` and
``data/rules/bans.json`` in one object; ``altered-deck formats export`` writes it)::

    {"schema": 1, "rules_versions": [...], "formats": [...], "entries": [...],
     "sets": [...], "allowlists": {...}}

Every key is optional: a whole ``formats.json`` or ``bans.json`` of the built-in shape is a
rules file too (a newer ban list, say). A format whose ``name`` exists replaces the built-in
one (formats based on it follow), a new name is added; a rules version with an existing
``label`` replaces it; a ban entry with the ``family`` and ``from`` of a built-in entry
replaces it (to end a suspension early, say), any other entry is added; a release date
(``sets``) with the code of a built-in set replaces it, any other is added; an allowlist
(``allowlists.<format>``) replaces the shipped one (``"mode": "replace"``, the default) or
adds to it (``"mode": "extend"``). A malformed file is
a :class:`UsageError` (exit 2) that names the file and the bad field
(``formats[0].rules[2].check``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from altered_deck import jsonload
from altered_deck.boundedread import read_bounded
from altered_deck.errors import AlteredDeckError, UsageError
from altered_deck.formats.allowlists import (
    Allowlist,
    allowlists_of,
    apply_overrides,
    load_allowlists,
)
from altered_deck.formats.bans import BanTable, load_bans, parse_bans
from altered_deck.formats.catalog import Catalog, load_catalog, parse_catalog
from altered_deck.formats.releases import (
    ReleaseTable,
    load_releases,
    parse_releases,
)
from altered_deck.formats.rulesfolder import MAX_FILE_BYTES

if TYPE_CHECKING:
    from altered_deck.formats.rulesfolder import RulesFolder

ENV_VAR = "ALTERED_DECK_RULES"
MAX_RULES_FILE_BYTES = MAX_FILE_BYTES
"""The largest rules file read (the built-in data is ~40 KB); larger is refused unread."""


def builtin_data() -> dict[str, Any]:
    """The rules data in force (formats, rules versions, ban entries, release dates,
    allowlists: bundled or updated) as one JSON object."""
    from altered_deck.rulesdata import in_force

    return json.loads(json.dumps(_folder_data(in_force())))  # a copy: callers may change it


@lru_cache(maxsize=4)
def _folder_data(folder: RulesFolder) -> dict[str, Any]:
    from altered_deck.formats.rulesfields import SCHEMA  # here: a run judging decks needs none

    formats = folder.json("formats.json")
    bans = folder.json("bans.json")
    return {
        "schema": SCHEMA,
        "about": "altered-deck rules data: formats ("
        + formats["about"]
        + ") and ban entries ("
        + bans["about"]
        + ")",
        "rules_versions": formats["rules_versions"],
        "formats": formats["formats"],
        "entries": bans["entries"],
        "sets": folder.json("sets.json").get("sets", []),
        "allowlists": exported_allowlists(allowlists_of(folder)),
    }


def exported_allowlists(lists: Mapping[str, Allowlist]) -> dict[str, Any]:
    """Allowlists as a rules file writes them: a list with dated pools (Frontier's) extends the
    built-in one, so the pools stay in force; any other replaces it."""
    return {
        name: {
            "mode": "extend" if a.pools else "replace",
            "references": sorted(a.keys),
            "families": sorted(a.families),
        }
        for name, a in lists.items()
    }


@dataclass(frozen=True)
class RulesData:
    """The formats and ban table a run judges by (``source``: the organiser's ``--rules``
    file merged in, if any)."""

    catalog: Catalog
    bans: BanTable
    source: str | None = None
    releases: ReleaseTable | None = None
    allowlists: Mapping[str, Allowlist] | None = None

    def release_table(self) -> ReleaseTable:
        """The release dates in effect (the built-in ones unless a rules file changed them)."""
        return self.releases or load_releases()

    def allowlist_map(self) -> Mapping[str, Allowlist]:
        """The community formats' allowlists in effect."""
        return load_allowlists() if self.allowlists is None else self.allowlists


def load_rules(path: Path | None = None) -> RulesData:
    """The rules a run judges by: the built-in data, with the organiser's file at ``path``
    (``--rules``) merged in."""
    if path is None:
        return RulesData(load_catalog(), load_bans())
    source = str(path)
    extra = _read_rules_file(path)
    data = merge_rules(builtin_data(), extra)
    try:
        catalog = parse_catalog(data, source=f"rules file {source}")
        bans = parse_bans(data, source=f"rules file {source}")
        releases = parse_releases(data, source=f"rules file {source}")
        allowlists = apply_overrides(
            load_allowlists(), extra.get("allowlists", {}), f"rules file {source}"
        )
    except AlteredDeckError as exc:
        raise UsageError(str(exc)) from None
    for fmt in catalog.formats:
        if not fmt.rules:  # nothing to check: every deck would pass, which no organiser means
            raise UsageError(
                f"rules file {source}: format {fmt.name!r} has no rules "
                "(list at least one in its rules, or give it a base format)"
            )
    gap = uncovered_day(catalog)
    if gap is not None:
        raise UsageError(
            f"rules file {source}: rules_versions: no rules version covers {gap.isoformat()} "
            "(every day needs one: the versions' from/until must leave no gap)"
        )
    return RulesData(catalog, bans, source, releases, allowlists)


def uncovered_day(catalog: Catalog) -> date | None:
    """The first day no rules version covers, or None when every day has one."""
    if not any(v.in_force(date.min) for v in catalog.rules_versions):
        return date.min
    edges = [v.end for v in catalog.rules_versions if v.end is not None]
    return next(
        (day for day in sorted(edges) if not any(v.in_force(day) for v in catalog.rules_versions)),
        None,
    )


def rules_data(path: Path | None = None) -> dict[str, Any]:
    """The rules data in effect as one JSON object: the built-in data, ``path`` merged in."""
    data = builtin_data()
    if path is None:
        return data
    rules = load_rules(path)  # checks the merged data
    merged = merge_rules(data, _read_rules_file(path))
    merged["allowlists"] = exported_allowlists(rules.allowlist_map())
    return merged


def _read_rules_file(path: Path) -> dict[str, Any]:
    """The organiser's rules data at ``path``, checked field by field."""
    content = read_bounded(path, MAX_RULES_FILE_BYTES, "a rules file", label=f"rules file {path}")
    try:
        extra = jsonload.loads(content.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UsageError(f"rules file {path}: not JSON ({exc})") from None
    from altered_deck.formats.rulescheck import check_rules_data  # here: only a file given

    check_rules_data(extra, str(path))
    return extra


def merge_rules(base: dict[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
    """``base`` with the rules versions, formats and ban entries of ``extra`` merged in."""
    merged = dict(base)
    merged["rules_versions"] = sorted(
        _merge(base["rules_versions"], extra.get("rules_versions", []), lambda v: v["label"]),
        key=lambda v: v.get("from") or "",
    )
    merged["formats"] = _merge(base["formats"], extra.get("formats", []), lambda f: f["name"])
    merged["entries"] = _merge(
        base["entries"], extra.get("entries", []), lambda e: (e["family"], e["from"])
    )
    merged["sets"] = _merge(
        base.get("sets", []), extra.get("sets", []), lambda e: str(e["set"]).upper()
    )
    return merged


def _merge(
    base: list[dict[str, Any]], extra: list[dict[str, Any]], key: Callable[[Any], Any]
) -> list[dict[str, Any]]:
    """``base`` with the items of ``extra`` replacing those of the same key, else appended."""
    result = list(base)
    index = {key(item): i for i, item in enumerate(result)}
    for item in extra:
        if key(item) in index:
            result[index[key(item)]] = item
        else:
            index[key(item)] = len(result)
            result.append(item)
    return result
