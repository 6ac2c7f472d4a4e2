"""What each field of a rules file may hold: one table of field → type and range.

:mod:`altered_deck.formats.rulesfile` walks a rules file and checks each object against the
table of its kind (:data:`RULES_VERSION_FIELDS`, :data:`FORMAT_FIELDS`, :data:`RULE_FIELDS`,
:data:`ENTRY_FIELDS`, :data:`VERSION_FIELDS`) and each rule's ``params`` against
:data:`PARAMS` (by its ``check``). A new field is one more line in a table. The first bad
field is named (``formats[0].rules[2].params.max``) in a :class:`UsageError` (exit 2).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any, NoReturn

from altered_deck.cards.model import FACTION_NAMES
from altered_deck.cards.reference import FAMILY_RE, RARITY_CODES, normalize_family
from altered_deck.errors import UsageError
from altered_deck.formats.allowlists import MAX_POOL_UNIQUES, POOL_FILE_RE

SCHEMA = 1
"""The schema number of the rules data, built-in or an organiser's file."""
TOP_KEYS = ("schema", "about", "rules_versions", "formats", "entries", "sets", "allowlists")
"""The keys a rules file may have at its top level."""
MAX_TEXT = 500
"""Characters in a text field (a summary is a sentence; a name a few words)."""
MAX_CODE = 32
"""Characters in a code (a format name, a rule code, a rules-version label's numbering)."""
MAX_COUNT = 10_000
"""The largest number a rule parameter may hold (a deck or pool is far smaller)."""
MAX_ITEMS = 1_000
"""Items in one list or object of a rules file (formats, rules, entries, parameters)."""

CODE_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]*$")
FACTIONS = (*FACTION_NAMES, "*")
RARITY_WORDS = ("COMMON", "RARE", "EXALTED", "UNIQUE")


class Checker:
    """Checks the fields of one rules file; :meth:`fail` names the file and the field."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, problem: str) -> NoReturn:
        raise UsageError(f"rules file {self.source}: {where}: {problem}")

    def obj(self, value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.fail(where, f"expected an object, got {kind(value)}")
        if len(value) > MAX_ITEMS:
            self.fail(where, f"more than {MAX_ITEMS:,} keys")
        return value

    def items(self, value: Any, where: str) -> list[Any]:
        if not isinstance(value, list):
            self.fail(where, f"expected a list, got {kind(value)}")
        if len(value) > MAX_ITEMS:
            self.fail(where, f"more than {MAX_ITEMS:,} items")
        return value

    def fields(self, data: dict[str, Any], table: Mapping[str, Field], where: str) -> None:
        """Check ``data`` against ``table``: unknown keys, missing ones, each value."""
        for key in data:
            if key not in table:
                self.fail(f"{where}.{key}", f"unknown field (expected some of: {', '.join(table)})")
        for key, spec in table.items():
            if key not in data and spec.required:
                self.fail(f"{where}.{key}", f"missing ({spec.what})")
            if data.get(key) is None and not spec.required:
                continue  # null: the field's default
            fixed = spec.check(self, data[key], f"{where}.{key}")
            if fixed is not None:
                data[key] = fixed


Check = Callable[[Checker, Any, str], Any]
"""Checks one value (``where`` names it); returns the normalised value, or None to keep it."""


@dataclass(frozen=True)
class Field:
    """One field: how it is checked, whether it must be there, what it holds (for messages)."""

    check: Check
    what: str
    required: bool = False

    @property
    def needed(self) -> Field:
        """The same field, required."""
        return Field(self.check, self.what, required=True)


def kind(value: Any) -> str:
    """``an object``, ``a list``, ``a string``, ``a boolean``, ``null`` or the value itself."""
    if value is None:
        return "null"
    found = {dict: "an object", list: "a list", bool: "a boolean"}.get(type(value))
    if found:
        return found
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else f"a string of {len(value):,} characters"
    text = repr(value)
    return text if len(text) <= 40 else f"a number of {len(text):,} digits"


def _text(limit: int) -> Check:
    def check(c: Checker, value: Any, where: str) -> None:
        if not isinstance(value, str) or not value.strip():
            c.fail(where, f"expected a non-empty string, got {kind(value)}")
        if len(value) > limit:
            c.fail(where, f"longer than {limit} characters")

    return check


def _code(c: Checker, value: Any, where: str) -> None:
    _text(MAX_CODE)(c, value, where)
    if not CODE_RE.match(value):
        c.fail(where, f"expected letters, digits and - _ . : only, got {value!r}")


def _flag(c: Checker, value: Any, where: str) -> None:
    if not isinstance(value, bool):
        c.fail(where, f"expected true or false, got {kind(value)}")


def _day(c: Checker, value: Any, where: str) -> None:
    # A string only: an integer such as 20250101 is no date, whatever fromisoformat makes of it.
    if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        c.fail(where, f"expected a YYYY-MM-DD date, got {kind(value)}")
    try:
        date.fromisoformat(value)
    except ValueError:
        c.fail(where, f"expected a YYYY-MM-DD date, got {value!r}")


def _count(c: Checker, value: Any, where: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        c.fail(where, f"expected a whole number, got {kind(value)}")
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        c.fail(where, f"expected a whole number, got {kind(value)}")
    if not 0 <= value <= MAX_COUNT:
        c.fail(where, f"expected 0 to {MAX_COUNT:,}, got {kind(value)}")


def _one_of(choices: tuple[str, ...]) -> Check:
    def check(c: Checker, value: Any, where: str) -> str:
        if not isinstance(value, str) or value.upper() not in {x.upper() for x in choices}:
            c.fail(where, f"expected one of {', '.join(choices)}, got {kind(value)}")
        return next(x for x in choices if x.upper() == value.upper())

    return check


def _list_of(item: Check) -> Check:
    def check(c: Checker, value: Any, where: str) -> list[Any]:
        items = c.items(value, where)
        return [
            fixed if (fixed := item(c, v, f"{where}[{i}]")) is not None else v
            for i, v in enumerate(items)
        ]

    return check


def _counts_by_name(c: Checker, value: Any, where: str) -> None:
    for name, count in c.obj(value, where).items():
        _text(MAX_TEXT)(c, name, f"{where} key")
        _count(c, count, f"{where}.{name}")


def _family(c: Checker, value: Any, where: str) -> str:
    if not isinstance(value, str) or not FAMILY_RE.match(value.strip()):
        c.fail(where, f"expected a family such as AX_8 (faction code, number), got {kind(value)}")
    family = normalize_family(value)  # AX_08 = ax_8 = AX_8, as everywhere else
    if family.split("_")[0] not in FACTION_NAMES:
        c.fail(where, f"unknown faction in {value!r} (known: {', '.join(FACTION_NAMES)})")
    return family


def _rule_number(c: Checker, value: Any, where: str) -> None:
    if isinstance(value, dict):
        for name, number in c.obj(value, where).items():
            _text(MAX_CODE)(c, name, f"{where} key")
            _text(MAX_CODE)(c, number, f"{where}.{name}")
        if not value:
            c.fail(where, "expected a rule id or an object, got an empty object")
        return
    if not isinstance(value, str) or not value.strip():
        c.fail(where, f"expected a rule id or an object, got {kind(value)}")
    _text(MAX_CODE)(c, value, where)


TEXT = Field(_text(MAX_TEXT), "a non-empty string")
TEXT_LONG = Field(_text(4 * MAX_TEXT), "a non-empty string")
CODE = Field(_code, f"a code of at most {MAX_CODE} characters")
FLAG = Field(_flag, "true or false")
DAY = Field(_day, "a YYYY-MM-DD date")
COUNT = Field(_count, f"a whole number from 0 to {MAX_COUNT:,}")
CODES = Field(_list_of(_text(MAX_CODE)), "a list of codes")
FACTION_CODES = Field(_list_of(_one_of(tuple(FACTION_NAMES))), "a list of faction codes")
TYPES = Field(_list_of(_code), "a list of card types")

RULES_VERSION_FIELDS: dict[str, Field] = {
    "label": TEXT.needed,
    "numbering": CODE.needed,
    "from": DAY,
    "until": DAY,
}
FORMAT_FIELDS: dict[str, Field] = {
    "name": CODE.needed,
    "title": TEXT.needed,
    "kind": TEXT.needed,
    "summary": TEXT.needed,
    "bans": FLAG.needed,
    "pool": FLAG.needed,
    "base": CODE,
    "drop": CODES,
    "rules": Field(lambda c, v, w: c.items(v, w) and None, "a list of rules"),
    "from": DAY,
    "source": TEXT,
}
RULE_FIELDS: dict[str, Field] = {
    "code": CODE.needed,
    "summary": TEXT.needed,
    "check": TEXT.needed,
    "number": Field(_rule_number, "a rule id or an object of rule ids", required=True),
    "params": Field(lambda c, v, w: c.obj(v, w) and None, "an object"),
    "from": DAY,
    "until": DAY,
}
ENTRY_FIELDS: dict[str, Field] = {
    "family": Field(_family, "a family such as AX_8", required=True),
    "name": TEXT,
    "status": Field(_one_of(("suspended", "banned")), "suspended or banned", required=True),
    "from": DAY.needed,
    "until": DAY,
    "versions": Field(lambda c, v, w: c.items(v, w) and None, "a list", required=True),
    "source": TEXT,
    "lifted_by": TEXT,
    "decided_by": TEXT,
}
RELEASE_FIELDS: dict[str, Field] = {
    "set": CODE.needed,
    "from": DAY,
    "name": TEXT,
    "source": TEXT,
    "precision": TEXT,
    "legal": FLAG,
    "decided_by": TEXT,
}
VERSION_FIELDS: dict[str, Field] = {
    "rarity": Field(_one_of(RARITY_CODES), ", ".join(RARITY_CODES), required=True),
    "faction": Field(_one_of(FACTIONS), "a faction code or *", required=True),
}


def _pool_file(c: Checker, value: Any, where: str) -> None:
    if not isinstance(value, str) or not POOL_FILE_RE.match(value):
        c.fail(where, f"expected a file name such as frontier-s01.json.gz, got {kind(value)}")


def _uniques(c: Checker, value: Any, where: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MAX_POOL_UNIQUES:
        c.fail(where, f"expected a whole number from 1 to {MAX_POOL_UNIQUES:,}, got {kind(value)}")


ALLOWLIST_FILE_FIELDS: dict[str, Field] = {
    "schema": Field(_count, "1", required=True),
    "format": CODE.needed,
    "about": TEXT_LONG,
    "source": TEXT,
    "references": Field(lambda c, v, w: c.items(v, w) and None, "a list of references"),
    "families": Field(lambda c, v, w: c.items(v, w) and None, "a list of families"),
    "pools": Field(lambda c, v, w: c.items(v, w) and None, "a list of pools"),
}
"""The fields of an allowlist file (``data/rules/allowlists/<format>.json``)."""
POOL_FIELDS: dict[str, Field] = {
    "name": TEXT.needed,
    "from": DAY.needed,
    "until": DAY,
    "file": Field(_pool_file, "a file name ending in .json.gz", required=True),
    "count": Field(_uniques, "how many Uniques", required=True),
    "source": TEXT,
    "decided_by": TEXT,
}
"""The fields of one dated pool of an allowlist file."""

PARAMS: dict[str, dict[str, Field]] = {
    "hero_count": {"min": COUNT.needed, "max": COUNT.needed},
    "deck_size": {"min": COUNT, "max": COUNT, "count": Field(_one_of(("all", "non_hero")), "")},
    "hero_faction": {},
    "name_max": {"max": COUNT.needed},
    "rarity_max": {
        "rarity": Field(_one_of(RARITY_WORDS), ", ".join(RARITY_WORDS), required=True),
        "max": COUNT.needed,
    },
    "unique_once": {},
    "version_max": {"max": COUNT.needed},
    "unique_max_by_hero": {
        "default": COUNT.needed,
        "by_hero": Field(_counts_by_name, "an object of Hero name → number", required=True),
    },
    "card_types": {"refused": TYPES.needed, "why": TEXT},
    "ban_status": {"status": Field(_one_of(("banned", "suspended")), "", required=True)},
    "faction_count": {"max": COUNT.needed, "ignore": FACTION_CODES},
    "pool_subset": {"exempt": TYPES},
    "released": {},
    "allowlist": {"list": CODE.needed},
}
"""The parameters of each ``check``: every one named here, none other."""
