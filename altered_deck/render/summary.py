"""Validation results as a Markdown job summary (GitHub's ``$GITHUB_STEP_SUMMARY``)."""

from __future__ import annotations

from collections.abc import Sequence

from altered_deck.formats.validate import Basis, UnreadableDeck
from altered_deck.render.safe import markdown_code, markdown_text
from altered_deck.render.validation import (
    Outcome,
    deck_summary,
    format_total,
    located_problems,
)

SUMMARY_TITLE = "altered-deck validate"
_VERDICT_MARK = {"LEGAL": "✅", "ILLEGAL": "❌"}


def _findings(outcome: Outcome) -> str:
    if isinstance(outcome, UnreadableDeck):
        located = located_problems(outcome)
        details = [f"line {line}: {message}" for line, message in located]
        if not located:
            details = list(outcome.details)
        message = outcome.message.removeprefix(outcome.label + ": ")
        return "<br>".join(markdown_text(text) for text in (message, *details))
    items = []
    for violation in (*outcome.violations, *outcome.warnings):
        lines = violation.lines
        where = f" (line {lines[0]})" if len(lines) == 1 else ""
        if len(lines) > 1:
            where = f" (lines {', '.join(str(n) for n in lines)})"
        items.append(f"`{violation.code}` {markdown_text(violation.message)}{where}")
    return "<br>".join(items) if items else "—"


def format_summary_markdown(outcomes: Sequence[Outcome], basis: Basis) -> str:
    """A heading, the basis, a table (deck, verdict, contents, findings) and the total line."""
    lines = [
        f"### {SUMMARY_TITLE}: {markdown_text(basis.format)} as of {basis.as_of.isoformat()}",
        "",
        markdown_text(f"{basis.rules_version} · {basis.ban_list_label()}"),
        "",
        "| deck | verdict | contents | violations and warnings |",
        "| --- | --- | --- | --- |",
    ]
    for outcome in outcomes:
        mark = _VERDICT_MARK.get(outcome.verdict, "⚠️")
        about = "" if isinstance(outcome, UnreadableDeck) else markdown_text(deck_summary(outcome))
        lines.append(
            f"| {markdown_code(outcome.label)} | {mark} {outcome.verdict} | {about} | "
            f"{_findings(outcome)} |"
        )
    lines += ["", f"**{format_total(outcomes)}**", ""]
    return "\n".join(lines)


def format_failure_markdown(message: str) -> str:
    """The summary of a run that stopped before any verdict (no card data, bad usage)."""
    return f"### {SUMMARY_TITLE}: not run\n\n❌ {markdown_text(message)}\n"
