"""Validation results as a SARIF 2.1.0 log (the subset GitHub code scanning accepts).

One run, one result per violation, warning and unreadable input line; each result names its
rule (``ruleId`` and ``ruleIndex`` into ``tool.driver.rules``), its level, a message and, when the
deck is a file, the file (a URI relative to ``base``) and its first input line.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import quote

from altered_deck import __version__
from altered_deck.formats.catalog import Format
from altered_deck.formats.rulemodel import Violation
from altered_deck.formats.validate import (
    WARN_API_FLAG,
    WARN_FORMAT_DATE,
    Basis,
    UnreadableDeck,
    ValidationResult,
)
from altered_deck.render.validation import (
    NO_CARD_DATA_CODE,
    UNREADABLE_CODE,
    Outcome,
    error_code,
    located_problems,
)

SARIF_VERSION = "2.1.0"
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
TOOL_NAME = "altered-deck"
TOOL_URI = "https://github.com/altered-deck/altered-deck"

# Codes that are not rules of a format: what they mean, and their level.
EXTRA_RULES: dict[str, tuple[str, str]] = {
    UNREADABLE_CODE: ("The decklist cannot be read (bad line, unknown reference).", "error"),
    NO_CARD_DATA_CODE: ("The card data the deck needs is unavailable.", "error"),
    WARN_API_FLAG: (
        "The API's suspended/banned flag disagrees with the dated ban table.",
        "warning",
    ),
    WARN_FORMAT_DATE: ("The date is before the format's first day.", "warning"),
}


def artifact_uri(label: str, base: Path) -> str:
    """The URI of a deck file: relative to ``base`` (forward slashes) when inside it, else an
    absolute ``file://`` URI."""
    path = Path(label)
    absolute = path if path.is_absolute() else base / path
    try:
        relative = absolute.resolve().relative_to(base.resolve())
    except ValueError:
        return absolute.resolve().as_uri()
    return quote(str(PurePosixPath(*relative.parts)))


def _is_file(label: str) -> bool:
    return not (label.startswith("<") and label.endswith(">"))


def _location(uri: str | None, line: int | None) -> list[dict[str, Any]]:
    if uri is None:
        return []
    physical: dict[str, Any] = {"artifactLocation": {"uri": uri}}
    # GitHub needs a line; a finding about the whole deck (too few cards...) points at line 1.
    physical["region"] = {"startLine": line or 1}
    return [{"physicalLocation": physical}]


def _rules(outcomes: Sequence[Outcome], fmt: Format | None, basis: Basis) -> list[dict[str, Any]]:
    """The rules a result may name: the format's rules in force, then any other code used."""
    rules: dict[str, dict[str, Any]] = {}
    if fmt is not None:
        for rule in fmt.rules_on(basis.as_of):
            entry: dict[str, Any] = {
                "id": rule.code,
                "shortDescription": {"text": rule.summary},
                "defaultConfiguration": {"level": "error"},
            }
            entry["properties"] = {"rule_number": rule.rule_id(basis.numbering, basis.ban_list)}
            rules.setdefault(rule.code, entry)
    for code, level in _codes_used(outcomes):
        if code in rules:
            continue
        text, default = EXTRA_RULES.get(code, (code, level))
        rules[code] = {
            "id": code,
            "shortDescription": {"text": text},
            "defaultConfiguration": {"level": default},
        }
    return list(rules.values())


def _codes_used(outcomes: Sequence[Outcome]) -> list[tuple[str, str]]:
    used: list[tuple[str, str]] = []
    for outcome in outcomes:
        if isinstance(outcome, UnreadableDeck):
            used.append((error_code(outcome), "error"))
            continue
        used += [(v.code, _level(v)) for v in (*outcome.violations, *outcome.warnings)]
    return used


def _level(violation: Violation) -> str:
    return "warning" if violation.severity == "warning" else "error"


def _results(outcome: Outcome, base: Path, index: dict[str, int]) -> list[dict[str, Any]]:
    uri = artifact_uri(outcome.label, base) if _is_file(outcome.label) else None
    where = "" if uri is not None else f"{outcome.label}: "

    def result(
        code: str, level: str, message: str, line: int | None, rule: str | None = None
    ) -> dict[str, Any]:
        found: dict[str, Any] = {
            "ruleId": code,
            "ruleIndex": index[code],
            "level": level,
            "message": {"text": where + message},
            "locations": _location(uri, line),
        }
        if rule:
            found["properties"] = {"rule_number": rule}
        return found

    if isinstance(outcome, UnreadableDeck):
        code = error_code(outcome)
        located = located_problems(outcome)
        if located:
            return [result(code, "error", message, line) for line, message in located]
        return [result(code, "error", "; ".join((outcome.message, *outcome.details)), None)]
    return [
        result(v.code, _level(v), v.message, v.lines[0] if v.lines else None, v.rule_number)
        for v in (*outcome.violations, *outcome.warnings)
    ]


def sarif_log(
    outcomes: Sequence[Outcome],
    basis: Basis,
    fmt: Format | None = None,
    *,
    base: Path,
) -> dict[str, Any]:
    """A SARIF 2.1.0 log of one validate run; file URIs are relative to ``base`` (the
    repository root, usually the working directory)."""
    rules = _rules(outcomes, fmt, basis)
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    results = [r for outcome in outcomes for r in _results(outcome, base, index)]
    legal = sum(1 for o in outcomes if isinstance(o, ValidationResult) and o.legal)
    return _log(
        rules,
        results=results,
        properties={
            "format": basis.format,
            "as_of": basis.as_of.isoformat(),
            "rules_version": basis.rules_version,
            "ban_list": basis.ban_list_label(),
            "decks": len(outcomes),
            "legal": legal,
        },
    )


def sarif_failure_log(message: str, code: str) -> dict[str, Any]:
    """The SARIF log of a run that stopped before any verdict: no result, the run marked
    unsuccessful with the error as a tool execution notification (so an upload still works)."""
    notification = {"level": "error", "message": {"text": message}, "descriptor": {"id": code}}
    return _log(
        [],
        invocations=[{"executionSuccessful": False, "toolExecutionNotifications": [notification]}],
        results=[],
    )


def _log(rules: list[dict[str, Any]], **run: Any) -> dict[str, Any]:
    """A SARIF log of one run of this tool (its ``rules``), with the other ``run`` keys."""
    driver = {"name": TOOL_NAME, "version": __version__, "informationUri": TOOL_URI, "rules": rules}
    return {
        "$schema": SARIF_SCHEMA,
        "version": SARIF_VERSION,
        "runs": [{"tool": {"driver": driver}, **run}],
    }
