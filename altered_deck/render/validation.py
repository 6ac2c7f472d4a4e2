"""Validation results as text, JSON data, GitHub annotations and JUnit XML; format tables."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from altered_deck.decks.model import ResolvedDeck
from altered_deck.errors import CARD_DATA_UNAVAILABLE, DECK_UNREADABLE
from altered_deck.formats.allowlists import Allowlist
from altered_deck.formats.bans import BanTable
from altered_deck.formats.catalog import Catalog, Format
from altered_deck.formats.rulemodel import Offender, Rule, Violation, offender, refs_text
from altered_deck.formats.rulesfolder import BUNDLED
from altered_deck.formats.validate import (
    ILLEGAL,
    LEGAL,
    Basis,
    UnreadableDeck,
    ValidationResult,
)
from altered_deck.render.allowlists import allowlist_data, allowlist_lines, allowlist_of
from altered_deck.render.data import attributes

Outcome = ValidationResult | UnreadableDeck

WIDTH = 80
UNREADABLE_CODE = DECK_UNREADABLE
NO_CARD_DATA_CODE = CARD_DATA_UNAVAILABLE
JUNIT_SUITE = "altered-deck validate"


def _plural(count: int, word: str, plural_word: str | None = None) -> str:
    return f"{count} {word if count == 1 else plural_word or word + 's'}"


def _lines_note(violation: Violation) -> str:
    lines = violation.lines
    if not lines:
        return ""
    head = "line" if len(lines) == 1 else "lines"
    return f" [{head} {', '.join(str(n) for n in lines)}]"


def _error_code(outcome: UnreadableDeck) -> str:
    return UNREADABLE_CODE if outcome.verdict != "NO-CARD-DATA" else NO_CARD_DATA_CODE


def ignored_offenders(deck: ResolvedDeck) -> list[Offender]:
    """The token references a deck list carried (not deck cards), with their lines."""
    return [offender(e) for e in deck.ignored]


def ignored_note(deck: ResolvedDeck) -> str:
    """``2 token references ignored (not deck cards): REF ×1, REF ×1 [lines 40, 41]``."""
    off = ignored_offenders(deck)
    count = sum(o.quantity for o in off)
    lines = sorted({n for o in off for n in o.lines})
    where = ""
    if lines:
        where = f" [{'line' if len(lines) == 1 else 'lines'} {', '.join(map(str, lines))}]"
    what = _plural(count, "token reference")
    return f"{what} ignored (not deck cards): {refs_text(off)}{where}"


# --- text ---------------------------------------------------------------------------------


def missing_data_note(deck: ResolvedDeck) -> str:
    """Uniques judged from their references alone (their card data is not in the cache)."""
    refs = ", ".join(deck.missing_data)
    return f"judged without the card data of {refs} (its reference decided this verdict)"


def format_basis(basis: Basis) -> str:
    """Two lines: the format and date, then the rules version and ban list applied."""
    text = (
        f"Format: {basis.format} · as of {basis.as_of.isoformat()}\n"
        f"Rules: {basis.rules_version} · {basis.ban_list_label()}"
    )
    if basis.rules_file:
        text += f"\nRules file: {basis.rules_file}"
    if basis.rules_data is not None and basis.rules_data.source != BUNDLED:
        text += f"\nRules data: {basis.rules_data.describe()}"
    return text


def deck_summary(result: ValidationResult) -> str:
    """``40 cards · hero Sierra & Oddball (AX) · 8 rares`` (uniques, exalted when any)."""
    counts = result.counts
    if result.hero is not None:
        hero = f"hero {result.hero.english_name} ({result.hero.faction})"
    elif counts.heroes:
        hero = _plural(counts.heroes, "hero", "heroes")
    else:
        hero = "no hero"
    parts = [_plural(counts.cards, "card"), hero, _plural(counts.rare, "rare")]
    if counts.unique:
        parts.append(_plural(counts.unique, "unique"))
    if counts.exalted:
        parts.append(f"{counts.exalted} exalted")
    if len(counts.factions) > 1:
        parts.append("factions " + ", ".join(counts.factions))
    return " · ".join(parts)


def _wrapped(head: str, text: str, indent: int) -> list[str]:
    if text and len(head) + len(text) <= WIDTH and text.isprintable() and text == text.strip():
        # One line that fits, no whitespace to expand or drop: textwrap's own answer, without
        # loading it (a legal deck's line; about 0.6 ms of a validate's start-up).
        return [head + text]
    import textwrap

    return textwrap.wrap(
        text,
        width=WIDTH,
        initial_indent=head,
        subsequent_indent=" " * indent,
        break_long_words=False,
        break_on_hyphens=False,
    )


def _headed(head: str, text: str) -> list[str]:
    """``text`` beside ``head``; under it, indented, when the head leaves too narrow a column."""
    if len(head) <= WIDTH // 2:
        return _wrapped(head, text, len(head))
    return [head.rstrip(), *_wrapped("    ", text, 4)]


def format_violation(violation: Violation, code_width: int = 15) -> list[str]:
    """One violation (or warning) as wrapped, indented lines with its input lines."""
    head = f"  {violation.code:<{code_width}} "
    text = f"{violation.rule_number}: {violation.message}{_lines_note(violation)}"
    return _wrapped(head, text, len(head))


def format_report(outcomes: Sequence[Outcome], basis: Basis, *, quiet: bool = False) -> str:
    """The human report: the basis line, one verdict line per deck with its findings, a total.
    ``quiet``: only the decks with findings, with them (no basis, no total; maybe empty)."""
    if quiet:
        outcomes = [o for o in outcomes if has_findings(o)]
    labels = [o.label for o in outcomes]
    label_width = min(max((len(x) for x in labels), default=0), 40)
    verdict_width = max((len(o.verdict) for o in outcomes), default=0) + 2
    lines = [] if quiet else [format_basis(basis), ""]
    for outcome in outcomes:
        head = f"{outcome.label:<{label_width}}  {outcome.verdict:<{verdict_width}}"
        if isinstance(outcome, UnreadableDeck):
            # The details went to stderr with the error; the report says the deck was skipped.
            message = outcome.message.removeprefix(outcome.label + ": ")
            lines += _headed(head, message)
            continue
        lines += _headed(head, deck_summary(outcome))
        if outcome.deck.ignored:
            lines += _wrapped("  note: ", ignored_note(outcome.deck), 8)
        if outcome.deck.missing_data:
            lines += _wrapped("  note: ", missing_data_note(outcome.deck), 8)
        for violation in (*outcome.violations, *outcome.warnings):
            lines += format_violation(violation)
    if not quiet:
        lines += ["", format_total(outcomes)]
    return "\n".join(lines)


def has_findings(outcome: Outcome) -> bool:
    """Whether a deck has something to say: unreadable, a violation or a warning."""
    return isinstance(outcome, UnreadableDeck) or bool(outcome.violations or outcome.warnings)


def format_total(outcomes: Sequence[Outcome], noun: str = "deck") -> str:
    """``6 decks: 6 legal.`` / ``3 decks: 1 legal, 1 illegal, 1 not validated.`` (``noun``
    counts the outcomes: an event check counts players)."""
    legal = sum(1 for o in outcomes if o.verdict == LEGAL)
    illegal = sum(1 for o in outcomes if o.verdict == ILLEGAL)
    failed = len(outcomes) - legal - illegal
    parts = [f"{legal} legal"]
    if illegal:
        parts.append(f"{illegal} illegal")
    if failed:
        parts.append(f"{failed} not validated")
    return f"{_plural(len(outcomes), noun)}: {', '.join(parts)}."


# --- JSON ---------------------------------------------------------------------------------


def violation_data(violation: Violation) -> dict[str, Any]:
    """A violation or warning as JSON data (``source``: where its decision is published)."""
    data: dict[str, Any] = {
        "code": violation.code,
        "rule": violation.rule_number,
        "message": violation.message,
        "cards": [
            {"reference": o.reference, "quantity": o.quantity, "lines": list(o.lines)}
            for o in violation.offenders
        ],
    }
    if violation.source:
        data["source"] = violation.source
    return data


def outcome_data(outcome: Outcome, basis: Basis) -> dict[str, Any]:
    """One deck's verdict as JSON data (``--json`` prints a list of these)."""
    data: dict[str, Any] = {
        "deck": outcome.label,
        "verdict": outcome.verdict,
        "format": basis.format,
        "as_of": basis.as_of.isoformat(),
        "rules_version": basis.rules_version,
        "ban_list": basis.ban_list,
    }
    if basis.rules_file:
        data["rules_file"] = basis.rules_file
    if basis.rules_data is not None:
        data["rules_data"] = basis.rules_data.as_json()
    if isinstance(outcome, UnreadableDeck):
        data["error"] = {
            "code": _error_code(outcome),
            "exit_code": outcome.exit_code,
            "message": outcome.message,
            "details": list(outcome.details),
        }
        return data
    counts = outcome.counts
    hero = outcome.hero
    data["hero"] = (
        {"reference": hero.reference, "name": hero.english_name, "faction": hero.faction}
        if hero
        else None
    )
    data["counts"] = {
        **attributes(
            counts,
            "cards",
            "heroes",
            "non_hero",
            "rare",
            "unique",
            "exalted",
            "mana_convergence",
            "factions",
        ),
    }
    data["violations"] = [violation_data(v) for v in outcome.violations]
    data["warnings"] = [violation_data(w) for w in outcome.warnings]
    data["ignored"] = [
        {"reference": o.reference, "quantity": o.quantity, "lines": list(o.lines)}
        for o in ignored_offenders(outcome.deck)
    ]
    if outcome.deck.missing_data:
        data["card_data_missing"] = list(outcome.deck.missing_data)
    return data


def report_data(outcomes: Sequence[Outcome], basis: Basis) -> list[dict[str, Any]]:
    """Every deck's verdict as JSON data, in input order."""
    return [outcome_data(o, basis) for o in outcomes]


# --- GitHub annotations -------------------------------------------------------------------


def escape_workflow_data(text: str) -> str:
    """``text`` safe in a GitHub workflow command's message (GitHub's percent-encoding)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_workflow_property(text: str) -> str:
    """``text`` safe as a workflow command property (``file=…``): ``:`` and ``,`` too."""
    return escape_workflow_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(level: str, message: str, file: str | None, line: int | None, title: str) -> str:
    """One ``::error file=…,line=…,title=…::message`` workflow command, escaped."""
    props = []
    if file:
        props.append(f"file={escape_workflow_property(file)}")
        if line:
            props.append(f"line={line}")
    props.append(f"title={escape_workflow_property(title)}")
    return f"::{level} {','.join(props)}::{escape_workflow_data(message)}"


def is_file_label(label: str) -> bool:
    """Whether a deck's label is a path (not ``<stdin>`` or ``<code …>``)."""
    return not (label.startswith("<") and label.endswith(">"))


_PROBLEM_LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+): (?P<message>.*)$")


def error_code(outcome: UnreadableDeck) -> str:
    """``DECK-UNREADABLE`` or ``CARD-DATA-UNAVAILABLE``: the code an unreadable deck reports."""
    return _error_code(outcome)


def located_problems(outcome: UnreadableDeck) -> list[tuple[int, str]]:
    """The ``(line, message)`` of each detail of an unreadable deck that names an input line."""
    matches = [m for m in map(_PROBLEM_LINE.match, outcome.details) if m]
    return [(int(m["line"]), m["message"]) for m in matches]


# --- JUnit XML ----------------------------------------------------------------------------


def junit_xml(outcomes: Sequence[Outcome], basis: Basis) -> str:
    """JUnit XML: one test suite for the run, one test case per deck (failure = illegal,
    error = not validated), warnings in ``system-out``."""
    failures = sum(1 for o in outcomes if o.verdict == ILLEGAL)
    errors = sum(1 for o in outcomes if isinstance(o, UnreadableDeck))
    counts = {"tests": str(len(outcomes)), "failures": str(failures), "errors": str(errors)}
    import xml.etree.ElementTree as ET  # here: only a JUnit report needs it

    root = ET.Element("testsuites", {"name": JUNIT_SUITE, **counts})
    suite = ET.SubElement(
        root,
        "testsuite",
        {"name": f"{basis.format} as of {basis.as_of.isoformat()}", **counts, "skipped": "0"},
    )
    props = ET.SubElement(suite, "properties")
    for name, value in (
        ("format", basis.format),
        ("as_of", basis.as_of.isoformat()),
        ("rules_version", basis.rules_version),
        ("ban_list", basis.ban_list_label()),
        *([("rules_file", basis.rules_file)] if basis.rules_file else []),
    ):
        ET.SubElement(props, "property", {"name": name, "value": value})
    for outcome in outcomes:
        case = ET.SubElement(
            suite, "testcase", {"classname": f"validate.{basis.format}", "name": outcome.label}
        )
        if isinstance(outcome, UnreadableDeck):
            error = ET.SubElement(
                case, "error", {"type": _error_code(outcome), "message": outcome.message}
            )
            error.text = "\n".join(outcome.details) or outcome.message
            continue
        if outcome.violations:
            codes = ", ".join(dict.fromkeys(v.code for v in outcome.violations))
            failure = ET.SubElement(
                case,
                "failure",
                {
                    "type": outcome.violations[0].code,
                    "message": f"{_plural(len(outcome.violations), 'violation')}: {codes}",
                },
            )
            failure.text = "\n".join(
                f"{v.code} {v.rule_number} {v.message}{_lines_note(v)}" for v in outcome.violations
            )
        notes = [f"{w.code} {w.rule_number} {w.message}{_lines_note(w)}" for w in outcome.warnings]
        if outcome.deck.ignored:
            notes.append(f"TOKEN-IGNORED {ignored_note(outcome.deck)}")
        if notes:
            out = ET.SubElement(case, "system-out")
            out.text = "\n".join(notes)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def merged_junit(documents: Sequence[str]) -> str:
    """Several :func:`junit_xml` documents (one per format) as one: their test suites under
    one ``testsuites`` element with the summed counts."""
    if len(documents) == 1:
        return documents[0]
    import xml.etree.ElementTree as ET

    roots = [ET.fromstring(d) for d in documents]
    merged = roots[0]
    for root in roots[1:]:
        merged.extend(list(root))
    for count in ("tests", "failures", "errors"):
        merged.set(count, str(sum(int(r.get(count, "0")) for r in roots)))
    ET.indent(merged)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(merged, encoding="unicode") + "\n"
    )


# --- formats ------------------------------------------------------------------------------


def format_data(
    fmt: Format,
    catalog: Catalog,
    basis: Basis,
    allowlists: Mapping[str, Allowlist] | None = None,
) -> dict[str, Any]:
    """A format and all its rules (with dates and rule ids as of ``basis``) as JSON data; with
    ``allowlists``, a community format's ``allowlist`` on the date (its pool, its size)."""
    data: dict[str, Any] = {
        "name": fmt.name,
        "title": fmt.title,
        "kind": fmt.kind,
        "ban_list": fmt.bans,
        "pool": fmt.takes_pool,
        "summary": fmt.summary,
        "from": fmt.start.isoformat() if fmt.start else None,
        "source": fmt.source,
        "token_cards": TOKEN_CARDS,
        "rules": [
            {
                "code": r.code,
                "rule": catalog.rule_id(r, basis.as_of, basis.ban_list),
                "rule_by_numbering": r.number if isinstance(r.number, str) else dict(r.number),
                "summary": r.summary,
                "numbers": r.numbers(),
                "from": r.start.isoformat() if r.start else None,
                "until": r.end.isoformat() if r.end else None,
                "in_force": r.dates(),
            }
            for r in fmt.rules
        ],
    }
    allowlist = allowlist_of(fmt, allowlists, basis.as_of) if allowlists is not None else None
    if allowlist is not None:
        data["allowlist"] = allowlist_data(allowlist, basis.as_of)
    return data


def format_formats_table(catalog: Catalog) -> str:
    """Every format: name, kind, ban list, pool, summary."""
    from tabulate import tabulate  # ~60 ms with wcwidth and importlib.metadata: not for validate

    rows = [
        [f.name, f.kind, "yes" if f.bans else "no", "yes" if f.takes_pool else "no", f.summary]
        for f in catalog.formats
    ]
    return tabulate(
        rows,
        headers=["format", "kind", "bans", "pool", "summary"],
        tablefmt="plain",
        maxcolwidths=[None, None, None, None, 44],
    )


RULES_HEADERS = ("code", "rule", "numbers", "in force", "summary")
NUMBERS_WIDTH = 18
MIN_SUMMARY = 14
DATES_WIDTH = 10  # "2025-10-03"; "until 2025-10-02" wraps after its first word


TOKEN_CARDS = "set aside, not counted"
"""What becomes of token cards in a decklist (the resolver sets them aside before any rule)."""


def ban_counts_text(counts: Mapping[str, int]) -> str:
    """``suspended: 9 families, banned: 1 family``."""
    return ", ".join(
        f"{status}: {_plural(n, 'family', 'families')}" for status, n in counts.items()
    )


def format_rules_table(
    fmt: Format,
    catalog: Catalog,
    basis: Basis,
    bans: BanTable | None = None,
    allowlists: Mapping[str, Allowlist] | None = None,
) -> str:
    """One format's rules: code, rule id as of ``basis``, numbers, dates, summary (80 columns).

    Ban-list rules show ``ban-list``: the line above the table names the list's date and, with
    ``bans``, how many families it suspends and bans on the date. With ``allowlists``, a
    community format says which Uniques it allows on the date (which pool, since when)."""
    from tabulate import tabulate

    numbering = catalog.rules_version_on(basis.as_of).numbering
    counts = bans.family_counts(basis.as_of) if bans is not None and fmt.bans else None

    def numbers(rule: Rule) -> str:
        if counts is not None and rule.kind == "ban_status":
            status = str(rule.params["status"])
            return f"{status}: {_plural(counts[status], 'family', 'families')}"
        return rule.numbers()

    rows = [[r.code, r.rule_id(numbering), numbers(r), r.dates(), r.summary] for r in fmt.rules]
    # tabulate makes every column at least its header + 2 wide and puts 2 spaces between
    # columns: the summary gets what the other columns leave.
    fixed = [
        max(len(RULES_HEADERS[0]) + 2, *(len(row[0]) for row in rows)),
        max(len(RULES_HEADERS[1]) + 2, *(len(row[1]) for row in rows)),
        NUMBERS_WIDTH,
        DATES_WIDTH,
    ]
    # Long rule ids (format:living-legends) take from the numbers column, not the summary's.
    fixed[2] -= max(0, MIN_SUMMARY - (WIDTH - sum(fixed) - 2 * len(fixed)))
    summary_width = WIDTH - sum(fixed) - 2 * len(fixed)
    table = tabulate(
        rows,
        headers=RULES_HEADERS,
        tablefmt="plain",
        maxcolwidths=[None, None, fixed[2], DATES_WIDTH, summary_width],
    )
    applies = "the dated ban list applies" if fmt.bans else "the ban list does not apply"
    if counts is not None:
        applies += f" ({ban_counts_text(counts)}: see `altered-deck formats bans`)"
    pool = "; takes --pool" if fmt.takes_pool else ""
    title = _wrapped("", f"{fmt.title} ({fmt.name}, {fmt.kind}): {fmt.summary}", 0)
    cited = (
        f"Rule ids as of {basis.as_of.isoformat()}: {basis.rules_version} · "
        f"{basis.ban_list_label()}"
    )
    lines = [*title, *_wrapped("", f"{applies}{pool}", 0), *_wrapped("", cited, 0)]
    if fmt.start is not None:
        lines += _wrapped("", f"in play from {fmt.start.isoformat()} ({fmt.source})", 0)
    allowlist = allowlist_of(fmt, allowlists, basis.as_of) if allowlists is not None else None
    if allowlist is not None:
        lines += allowlist_lines(allowlist, basis.as_of)
    lines.append(f"token cards: {TOKEN_CARDS}")
    return "\n".join([*lines, "", table])
