"""Validation results as a Markdown job summary (GitHub's ``$GITHUB_STEP_SUMMARY``)."""

from __future__ import annotations

from collections.abc import Sequence

from altered_deck.formats.validate import Basis, UnreadableDeck
from altered_deck.render.validation import (
    Outcome,
    deck_summary,
    format_total,
    located_problems,
)

SUMMARY_TITLE = "altered-deck validate"
_VERDICT_MARK = {"LEGAL": "✅", "ILLEGAL": "❌"}


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell: no pipe, no line break, no HTML."""
    return (
        text.replace("\\", "\\\\")
        .replace("|", "\\|")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\r", " ")
        .replace("\n", " ")
    )


def _code(text: str) -> str:
    """Text as a code span inside a table cell (entities are not decoded in code spans)."""
    text = text.replace("|", "\\|").replace("\r", " ").replace("\n", " ")
    fence = "``" if "`" in text else "`"
    return f"{fence} {text} {fence}" if fence == "``" else f"`{text}`"


def _findings(outcome: Outcome) -> str:
    if isinstance(outcome, UnreadableDeck):
        located = located_problems(outcome)
        details = [f"line {line}: {message}" for line, message in located]
        if not located:
            details = list(outcome.details)
        message = outcome.message.removeprefix(outcome.label + ": ")
        return "<br>".join(_cell(text) for text in (message, *details))
    items = []
    for violation in (*outcome.violations, *outcome.warnings):
        lines = violation.lines
        where = f" (line {lines[0]})" if len(lines) == 1 else ""
        if len(lines) > 1:
            where = f" (lines {', '.join(str(n) for n in lines)})"
        items.append(f"`{violation.code}` {_cell(violation.message)}{where}")
    return "<br>".join(items) if items else "—"


def format_summary_markdown(outcomes: Sequence[Outcome], basis: Basis) -> str:
    """A heading, the basis, a table (deck, verdict, contents, findings) and the total line."""
    lines = [
        f"### {SUMMARY_TITLE}: {basis.format} as of {basis.as_of.isoformat()}",
        "",
        f"{basis.rules_version} · {basis.ban_list_label()}",
        "",
        "| deck | verdict | contents | violations and warnings |",
        "| --- | --- | --- | --- |",
    ]
    for outcome in outcomes:
        mark = _VERDICT_MARK.get(outcome.verdict, "⚠️")
        about = "" if isinstance(outcome, UnreadableDeck) else _cell(deck_summary(outcome))
        lines.append(
            f"| {_code(outcome.label)} | {mark} {outcome.verdict} | {about} | "
            f"{_findings(outcome)} |"
        )
    lines += ["", f"**{format_total(outcomes)}**", ""]
    return "\n".join(lines)


def format_failure_markdown(message: str) -> str:
    """The summary of a run that stopped before any verdict (no card data, bad usage)."""
    return f"### {SUMMARY_TITLE}: not run\n\n❌ {_cell(message)}\n"
