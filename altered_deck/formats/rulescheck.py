"""The field-by-field checks of an organiser's rules file and of an allowlist file: the first
bad field is a :class:`UsageError` naming it (``formats[0].rules[2].check``).

Apart from :mod:`~altered_deck.formats.rulesfile` so that a run that reads no such file (the
built-in data is trusted) loads neither these checks nor their field tables.
"""

from __future__ import annotations

from typing import Any

from altered_deck.cards.reference import parse_reference
from altered_deck.errors import BadReferenceError, CardDataError, UsageError
from altered_deck.formats.allowlists import ALLOWLIST_FORMATS, MODES, normalize_family, parse_pools
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
    SCHEMA,
    TOP_KEYS,
    VERSION_FIELDS,
    Checker,
    kind,
)


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
