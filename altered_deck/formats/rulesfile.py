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
from importlib import resources
from pathlib import Path
from typing import Any, NoReturn

from altered_deck.cards.reference import RARITY_CODES, parse_reference
from altered_deck.errors import AlteredDeckError, BadReferenceError, UsageError
from altered_deck.formats.allowlists import (
    ALLOWLIST_FORMATS,
    MODES,
    Allowlist,
    apply_overrides,
    load_allowlists,
    normalize_family,
)
from altered_deck.formats.bans import STATUSES, BanTable, load_bans, parse_bans
from altered_deck.formats.catalog import Catalog, load_catalog, parse_catalog
from altered_deck.formats.releases import (
    ReleaseTable,
    load_releases,
    parse_releases,
    release_entries,
)
from altered_deck.formats.rules import CHECKS

ENV_VAR = "ALTERED_DECK_RULES"
SCHEMA = 1
TOP_KEYS = ("schema", "about", "rules_versions", "formats", "entries", "sets", "allowlists")


def builtin_data() -> dict[str, Any]:
    """The built-in rules data (formats, rules versions, ban entries) as one JSON object."""
    return json.loads(json.dumps(_builtin_data()))  # a copy: callers may change it


@lru_cache(maxsize=1)
def _builtin_data() -> dict[str, Any]:
    folder = resources.files("altered_deck.data").joinpath("rules")
    formats = json.loads(folder.joinpath("formats.json").read_text(encoding="utf-8"))
    bans = json.loads(folder.joinpath("bans.json").read_text(encoding="utf-8"))
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
        "sets": release_entries(),
        "allowlists": {
            name: {"mode": "replace", "references": sorted(a.keys), "families": sorted(a.families)}
            for name, a in load_allowlists().items()
        },
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
    return RulesData(catalog, bans, source, releases, allowlists)


def rules_data(path: Path | None = None) -> dict[str, Any]:
    """The rules data in effect as one JSON object: the built-in data, ``path`` merged in."""
    data = builtin_data()
    if path is None:
        return data
    rules = load_rules(path)  # checks the merged data
    merged = merge_rules(data, _read_rules_file(path))
    merged["allowlists"] = {
        name: {"mode": "replace", "references": sorted(a.keys), "families": sorted(a.families)}
        for name, a in rules.allowlist_map().items()
    }
    return merged


def _read_rules_file(path: Path) -> dict[str, Any]:
    """The organiser's rules data at ``path``, checked field by field."""
    try:
        extra = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(f"rules file {path}: cannot read: {exc.strerror or exc}") from None
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


# --- checking, field by field: the first bad field is named ---------------------------------


class _Checker:
    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, problem: str) -> NoReturn:
        raise UsageError(f"rules file {self.source}: {where}: {problem}")

    def obj(self, value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.fail(where, f"expected an object, got {_kind(value)}")
        return value

    def items(self, value: Any, where: str) -> list[Any]:
        if not isinstance(value, list):
            self.fail(where, f"expected a list, got {_kind(value)}")
        return value

    def text(self, data: dict[str, Any], key: str, where: str, required: bool = True) -> None:
        if key not in data:
            if required:
                self.fail(f"{where}.{key}", "missing")
            return
        if not isinstance(data[key], str) or not data[key].strip():
            self.fail(f"{where}.{key}", f"expected a non-empty string, got {_kind(data[key])}")

    def flag(self, data: dict[str, Any], key: str, where: str) -> None:
        if not isinstance(data.get(key), bool):
            self.fail(f"{where}.{key}", f"expected true or false, got {_kind(data.get(key))}")

    def day(self, data: dict[str, Any], key: str, where: str, required: bool = False) -> None:
        value = data.get(key)
        if value is None:
            if required:
                self.fail(f"{where}.{key}", "missing (a YYYY-MM-DD date)")
            return
        try:
            date.fromisoformat(str(value))
        except ValueError:
            self.fail(f"{where}.{key}", f"expected a YYYY-MM-DD date, got {value!r}")


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean"}.get(
        type(value), repr(value)
    )


def check_rules_data(data: Any, source: str) -> None:
    """Raise :class:`UsageError` naming the first bad field of an organiser's rules data."""
    c = _Checker(source)
    top = c.obj(data, "the file")
    for key in top:
        if key not in TOP_KEYS:
            c.fail(key, f"unknown key (expected some of: {', '.join(TOP_KEYS)})")
    if "schema" in top and top["schema"] != SCHEMA:
        c.fail("schema", f"expected {SCHEMA}, got {top['schema']!r}")
    for i, version in enumerate(c.items(top.get("rules_versions", []), "rules_versions")):
        where = f"rules_versions[{i}]"
        c.obj(version, where)
        c.text(version, "label", where)
        c.text(version, "numbering", where)
        c.day(version, "from", where)
        c.day(version, "until", where)
    for i, fmt in enumerate(c.items(top.get("formats", []), "formats")):
        _check_format(c, c.obj(fmt, f"formats[{i}]"), f"formats[{i}]")
    for i, entry in enumerate(c.items(top.get("entries", []), "entries")):
        _check_entry(c, c.obj(entry, f"entries[{i}]"), f"entries[{i}]")
    for i, release in enumerate(c.items(top.get("sets", []), "sets")):
        _check_release(c, c.obj(release, f"sets[{i}]"), f"sets[{i}]")
    for name, allowlist in c.obj(top.get("allowlists", {}), "allowlists").items():
        _check_allowlist(c, name, c.obj(allowlist, f"allowlists.{name}"), f"allowlists.{name}")


def _check_release(c: _Checker, release: dict[str, Any], where: str) -> None:
    """``{"set": "EOLE", "from": "2026-09-01", "source": "..."}`` (``from`` null: unknown)."""
    c.text(release, "set", where)
    c.day(release, "from", where)
    c.text(release, "name", where, required=False)
    c.text(release, "source", where, required=False)
    c.text(release, "precision", where, required=False)


def _check_allowlist(c: _Checker, name: str, allowlist: dict[str, Any], where: str) -> None:
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


def _is_unique(text: str) -> bool:
    try:
        return parse_reference(text).is_unique
    except BadReferenceError:
        return False


def _check_format(c: _Checker, fmt: dict[str, Any], where: str) -> None:
    for key in ("name", "title", "kind", "summary"):
        c.text(fmt, key, where)
    c.flag(fmt, "bans", where)
    c.flag(fmt, "pool", where)
    c.text(fmt, "base", where, required=False)
    for j, code in enumerate(c.items(fmt.get("drop", []), f"{where}.drop")):
        if not isinstance(code, str):
            c.fail(f"{where}.drop[{j}]", f"expected a rule code, got {_kind(code)}")
    for j, rule in enumerate(c.items(fmt.get("rules", []), f"{where}.rules")):
        at = f"{where}.rules[{j}]"
        c.obj(rule, at)
        c.text(rule, "code", at)
        c.text(rule, "summary", at)
        check = rule.get("check")
        if check not in CHECKS:
            c.fail(f"{at}.check", f"unknown check {check!r} (known: {', '.join(CHECKS)})")
        number = rule.get("number")
        if isinstance(number, dict):
            for name, value in number.items():
                if not isinstance(value, str) or not value:
                    c.fail(f"{at}.number.{name}", f"expected a rule id, got {_kind(value)}")
        elif not isinstance(number, str) or not number:
            c.fail(f"{at}.number", f"expected a rule id or an object, got {_kind(number)}")
        c.obj(rule.get("params", {}), f"{at}.params")
        c.day(rule, "from", at)
        c.day(rule, "until", at)


def _check_entry(c: _Checker, entry: dict[str, Any], where: str) -> None:
    c.text(entry, "family", where)
    c.text(entry, "name", where, required=False)
    if entry.get("status") not in STATUSES:
        c.fail(
            f"{where}.status", f"expected one of {', '.join(STATUSES)}, got {entry.get('status')!r}"
        )
    c.day(entry, "from", where, required=True)
    c.day(entry, "until", where)
    c.text(entry, "source", where, required=False)
    c.text(entry, "lifted_by", where, required=False)
    versions = c.items(entry.get("versions"), f"{where}.versions")
    for k, version in enumerate(versions):
        at = f"{where}.versions[{k}]"
        c.obj(version, at)
        if version.get("rarity") not in RARITY_CODES:
            c.fail(
                f"{at}.rarity",
                f"expected one of {', '.join(RARITY_CODES)}, got {version.get('rarity')!r}",
            )
        c.text(version, "faction", at)
