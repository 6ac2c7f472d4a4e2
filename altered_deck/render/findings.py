"""A validation's findings one by one, for the outputs that list them: GitHub annotations
(``--annotations github``) and ruff's concise shape (``--output-format concise``:
``path:line:col: CODE message``, one line per finding)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from altered_deck.formats.validate import UnreadableDeck, ValidationResult
from altered_deck.render.validation import (
    annotation,
    error_code,
    ignored_offenders,
    is_file_label,
    located_problems,
)

Outcome = ValidationResult | UnreadableDeck

TOKEN_IGNORED = "TOKEN-IGNORED"


@dataclass(frozen=True)
class Finding:
    """One violation, warning, bad line or notice of a deck."""

    label: str
    """The deck as the report names it (a path, ``<stdin>``, a code)."""
    line: int | None
    level: str
    """``error``, ``warning`` or ``notice`` (a token reference set aside)."""
    code: str
    message: str

    @property
    def file(self) -> str | None:
        """The deck's path, or None when it is not a file."""
        return self.label if is_file_label(self.label) else None


def findings(outcomes: Sequence[Outcome]) -> list[Finding]:
    """Every finding, deck by deck: a violation at its first input line, a warning, each
    located bad line of an unreadable deck (else its message), each token reference set
    aside (a notice)."""
    out: list[Finding] = []
    for outcome in outcomes:
        label = outcome.label
        if isinstance(outcome, UnreadableDeck):
            code = error_code(outcome)
            located = located_problems(outcome)
            for line, problem in located:
                out.append(Finding(label, line, "error", code, problem))
            if not located:
                message = "; ".join((outcome.message, *outcome.details))
                out.append(Finding(label, None, "error", code, message))
            continue
        for violation in (*outcome.violations, *outcome.warnings):
            level = "warning" if violation.severity == "warning" else "error"
            at = violation.lines[0] if violation.lines else None
            message = f"{violation.rule_number}: {violation.message}"
            out.append(Finding(label, at, level, violation.code, message))
        for item in ignored_offenders(outcome.deck):
            message = (
                f"{item.reference} ×{item.quantity}: token reference ignored (not a deck card)"
            )
            at = item.lines[0] if item.lines else None
            out.append(Finding(label, at, "notice", TOKEN_IGNORED, message))
    return out


def format_annotations(outcomes: Sequence[Outcome]) -> str:
    """GitHub Actions annotations: one per finding (``::error file=…,line=…,title=CODE::``)."""
    return "\n".join(
        annotation(f.level, f.message, f.file, f.line, f.code) for f in findings(outcomes)
    )


def format_concise(outcomes: Sequence[Outcome]) -> str:
    """ruff's concise shape, one line per violation, warning and bad line:
    ``decks/a.txt:12:1: STD-NAME-MAX 1.1.4.d: 4 cards named …``. A finding without a line
    is at 1:1 (the whole deck), as ruff puts a file's own findings; notices are left out."""
    return "\n".join(
        f"{f.label}:{f.line or 1}:1: {f.code} {_one_line(f.message)}"
        for f in findings(outcomes)
        if f.level != "notice"
    )


def _one_line(text: str) -> str:
    return " ".join(text.split())
