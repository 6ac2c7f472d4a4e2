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
from altered_deck.cards.reference import parse_reference
from altered_deck.errors import AlteredDeckError, BadReferenceError, CardDataError, UsageError
from altered_deck.formats.allowlists import (
    ALLOWLIST_FORMATS,
    MODES,
    Allowlist,
    allowlists_of,
    apply_overrides,
    load_allowlists,
    normalize_family,
    parse_pools,
)
from altered_deck.formats.bans import BanTable, load_bans, parse_bans
from altered_deck.formats.catalog import Catalog, load_catalog, parse_catalog
from altered_deck.formats.releases import (
    ReleaseTable,
    load_releases,
    parse_releases,
)
from altered_deck.formats.rules import CHECKS
from altered_deck.formats.rulesfields import (
    ALLOWLIST_FILE_FIELDS,
    ENTRY_FIELDS,
    FORMAT_FIELDS,
    PARAMS,
    POOL_FIELDS,
    RELEASE_FIELDS,
    RULE_FIELDS,
    RULES_VERSION_FIELDS,
    VERSION_FIELDS,
    Checker,
    kind,
)
from altered_deck.formats.rulesfolder import MAX_FILE_BYTES

if TYPE_CHECKING:
    from altered_deck.formats.rulesfolder import RulesFolder

ENV_VAR = "ALTERED_DECK_RULES"
SCHEMA = 1
TOP_KEYS = ("schema", "about", "rules_versions", "formats", "entries", "sets", "allowlists")
MAX_RULES_FILE_BYTES = MAX_FILE_BYTES
"""The largest rules file read (the built-in data is ~40 KB); larger is refused unread."""


def builtin_data() -> dict[str, Any]:
    """The rules data in force (formats, rules versions, ban entries, release dates,
    allowlists: bundled or updated) as one JSON object."""
    from altered_deck.rulesdata import in_force

    return json.loads(json.dumps(_folder_data(in_force())))  # a copy: callers may change it


@lru_cache(maxsize=4)
def _folder_data(folder: RulesFolder) -> dict[str, Any]:
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


# --- checking, field by field (the tables are in rulesfields): the first bad field is named ---


def check_rules_data(data: Any, source: str) -> None:
    """Raise :class:`UsageError` naming the first bad field of an organiser's rules data.

    Families are normalised in place (``ax_08`` → ``AX_8``), as are rarity and faction codes.
    """
    c = Checker(source)
    top = c.obj(data, "the file")
    for key in top:
        if key not in TOP_KEYS:
            c.fail(key, f"unknown key (expected some of: {', '.join(TOP_KEYS)})")
    if "schema" in top and (type(top["schema"]) is not int or top["schema"] != SCHEMA):
        c.fail("schema", f"expected {SCHEMA}, got {kind(top['schema'])}")
    if "about" in top and not isinstance(top["about"], str):
        c.fail("about", f"expected a string, got {kind(top['about'])}")
    for i, version in enumerate(c.items(top.get("rules_versions", []), "rules_versions")):
        c.fields(
            c.obj(version, f"rules_versions[{i}]"), RULES_VERSION_FIELDS, f"rules_versions[{i}]"
        )
    for i, fmt in enumerate(c.items(top.get("formats", []), "formats")):
        _check_format(c, c.obj(fmt, f"formats[{i}]"), f"formats[{i}]")
    for i, entry in enumerate(c.items(top.get("entries", []), "entries")):
        where = f"entries[{i}]"
        c.fields(c.obj(entry, where), ENTRY_FIELDS, where)
        for k, version in enumerate(entry["versions"]):
            c.fields(
                c.obj(version, f"{where}.versions[{k}]"), VERSION_FIELDS, f"{where}.versions[{k}]"
            )
    for i, release in enumerate(c.items(top.get("sets", []), "sets")):
        c.fields(c.obj(release, f"sets[{i}]"), RELEASE_FIELDS, f"sets[{i}]")
        if release.get("legal") is False and release.get("from"):
            c.fail(f"sets[{i}].legal", "false with a 'from' date: give one or the other")
    for name, allowlist in c.obj(top.get("allowlists", {}), "allowlists").items():
        _check_allowlist(c, name, c.obj(allowlist, f"allowlists.{name}"), f"allowlists.{name}")


def _check_allowlist(c: Checker, name: str, allowlist: dict[str, Any], where: str) -> None:
    """``{"mode": "replace"|"extend", "references": [...], "families": [...]}``."""
    if name not in ALLOWLIST_FORMATS:
        c.fail(
            where, f"no format has an allowlist called {name!r} ({', '.join(ALLOWLIST_FORMATS)})"
        )
    if allowlist.get("mode", "replace") not in MODES:
        c.fail(f"{where}.mode", f"expected one of {', '.join(MODES)}, got {allowlist['mode']!r}")
    for k, ref in enumerate(c.items(allowlist.get("references", []), f"{where}.references")):
        if not isinstance(ref, str) or not _is_unique(ref):
            c.fail(f"{where}.references[{k}]", f"expected a Unique's reference, got {ref!r}")
    for k, family in enumerate(c.items(allowlist.get("families", []), f"{where}.families")):
        try:
            normalize_family(family)
        except ValueError as exc:
            c.fail(f"{where}.families[{k}]", str(exc))


def check_allowlist_file(data: Any, source: str) -> None:
    """Raise :class:`UsageError` naming the first bad field of an allowlist file
    (``data/rules/allowlists/<format>.json``, the shipped one or a fetched one): its fields, its
    references and families as in a rules file, and its dated pools (which must not overlap)."""
    c = Checker(source)
    top = c.obj(data, "the file")
    c.fields(top, ALLOWLIST_FILE_FIELDS, "the file")
    if top["schema"] != SCHEMA:
        c.fail("schema", f"expected {SCHEMA}, got {kind(top['schema'])}")
    lists = {k: top[k] for k in ("references", "families") if top.get(k) is not None}
    _check_allowlist(c, top["format"], lists, top["format"])
    for i, pool in enumerate(top.get("pools") or []):
        c.fields(c.obj(pool, f"pools[{i}]"), POOL_FIELDS, f"pools[{i}]")
    try:
        parse_pools(top.get("pools") or [], f"rules file {source}")
    except CardDataError as exc:
        raise UsageError(str(exc)) from None


def _is_unique(text: str) -> bool:
    try:
        return parse_reference(text).is_unique
    except BadReferenceError:
        return False


def _check_format(c: Checker, fmt: dict[str, Any], where: str) -> None:
    c.fields(fmt, FORMAT_FIELDS, where)
    for j, rule in enumerate(fmt.get("rules") or []):
        at = f"{where}.rules[{j}]"
        c.fields(c.obj(rule, at), RULE_FIELDS, at)
        check = rule["check"]
        if check not in CHECKS:
            c.fail(f"{at}.check", f"unknown check {check!r} (known: {', '.join(CHECKS)})")
        c.fields(c.obj(rule.get("params") or {}, f"{at}.params"), PARAMS[check], f"{at}.params")
