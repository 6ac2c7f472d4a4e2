"""The census as terminal text and as JSON-ready data: the faithful figure, the failing texts
per check, what the engine still decides for the player (with its rules reason), the ratchet."""

from __future__ import annotations

import textwrap
from typing import Any

from altered_deck.engine.census.baseline import Change
from altered_deck.engine.census.checks import CHECKS
from altered_deck.engine.census.run import Census, SetFigure, TextCensus
from altered_deck.render.numbers import format_percent

WIDTH = 80
SHOWN = 10
"""Failing texts named per check in the text output (--json lists them all)."""


def _label(text: TextCensus) -> str:
    return f"{text.card} ({text.reference}{', Reserve text' if text.echo else ''})"


def faithful_lines(census: Census) -> list[str]:
    """The headline: texts faithful by census over distinct texts, and over the texts the
    classes count modelled (what an audit of modelled texts measures)."""
    total, modelled = census.total, census.of_modelled
    scope = f"set {census.set_code}" if census.set_code else "all sets"
    return [
        f"Faithful by census ({scope}): {total.faithful:,} of {total.texts:,} distinct texts"
        f" ({format_percent(total.ratio)})",
        "  counted modelled by the classes and failing no census check",
        f"  of the {modelled.texts:,} texts counted modelled: {modelled.faithful:,} faithful"
        f" ({format_percent(modelled.ratio)})",
    ]


def decided_lines(census: Census) -> list[str]:
    """What the engine still decides for the player, each with its rules reason."""
    excused = census.excused()
    lines = [f"The engine still decides for the player, with a rules reason: {len(excused)}"]
    for finding, reason in excused:
        lines += textwrap.wrap(
            f"{finding.check} {finding.card}: {reason.reason}",
            WIDTH,
            initial_indent="  ",
            subsequent_indent="    ",
        )
    return lines


def summary_lines(census: Census) -> list[str]:
    """The census beside ``engine coverage``'s figure: the headline, failing texts per check,
    what the engine decides."""
    counts = census.counts()
    per_check = " · ".join(f"{check.id} {counts[check.id]}" for check in CHECKS)
    return [
        *faithful_lines(census),
        f"  failing texts per census check: {per_check}",
        "  (altered-deck engine coverage --census names them)",
        *decided_lines(census),
    ]


def _set_row(name: str, figure: SetFigure) -> str:
    return f"  {name:<12}{figure.texts:>6,}{figure.faithful:>10,}{format_percent(figure.ratio):>9}"


def render_census(census: Census, changes: list[Change] | None = None) -> str:
    """The census in full: headline, per set, per check the failing texts, the ratchet."""
    exercised = sum(1 for t in census.texts if t.exercised)
    lines = [
        *faithful_lines(census),
        f"  {exercised:,} texts had an ability played in a census position; the others are",
        "  judged by F6 and the coverage classes only",
        "",
        f"{'By set':<14}{'texts':>6}{'faithful':>10}{'ratio':>9}",
        *(_set_row(name, figure) for name, figure in census.by_set.items()),
    ]
    for check in CHECKS:
        failing = census.failing(check.id)
        lines += ["", f"{check.id} {check.name}: {len(failing):,} texts fail"]
        lines += textwrap.wrap(f"(a text passes when {check.summary})", WIDTH, initial_indent="  ")
        for text in failing[:SHOWN]:
            why = next(f for f in text.findings if f.check == check.id)
            lines.append(f"  {_label(text)}")
            lines += textwrap.wrap(
                f"{why.ability} — {why.why}", WIDTH, initial_indent="    ", subsequent_indent="    "
            )
        if len(failing) > SHOWN:
            lines.append(f"  ... and {len(failing) - SHOWN:,} more (--json lists them all)")
    lines += ["", *decided_lines(census)]
    if changes is not None:
        lines += ["", *ratchet_lines(changes)]
    return "\n".join(lines) + "\n"


def ratchet_lines(changes: list[Change]) -> list[str]:
    """Each check's count against the baseline; a rise said first."""
    rose = [c for c in changes if c.rose]
    head = (
        f"Census ratchet: {len(rose)} count(s) rose above the baseline"
        if rose
        else "Census ratchet: no count rose above the baseline"
    )
    lines = [head]
    for change in changes:
        mark = "ROSE" if change.rose else ("fell" if change.now < change.baseline else "same")
        lines.append(f"  {change.check}: {change.now:,} (baseline {change.baseline:,}) {mark}")
    return lines


def _text_dict(text: TextCensus, check: str) -> dict[str, Any]:
    return {
        "card": text.card,
        "reference": text.reference,
        "echo": text.echo,
        "findings": [
            {"ability": f.ability, "why": f.why} for f in text.findings if f.check == check
        ],
    }


def census_summary_dict(census: Census) -> dict[str, Any]:
    """The headline figures as JSON-ready data (beside ``engine coverage --json``)."""
    total = census.total
    return {
        "distinct_texts": total.texts,
        "faithful": total.faithful,
        "faithful_ratio": total.ratio,
        "modelled_texts": census.of_modelled.texts,
        "faithful_of_modelled_ratio": census.of_modelled.ratio,
        "failing_texts": census.counts(),
        "engine_decides": [
            {"check": f.check, "card": f.card, "ability": f.ability, "reason": e.reason}
            for f, e in census.excused()
        ],
    }


def census_to_dict(census: Census, changes: list[Change] | None = None) -> dict[str, Any]:
    """The census as JSON-ready data: the summary, per set, per check every failing text."""
    data = census_summary_dict(census)
    data["set"] = census.set_code
    data["exercised_texts"] = sum(1 for t in census.texts if t.exercised)
    data["by_set"] = {
        name: {"texts": f.texts, "faithful": f.faithful, "faithful_ratio": f.ratio}
        for name, f in census.by_set.items()
    }
    data["checks"] = {
        check.id: {
            "name": check.name,
            "summary": check.summary,
            "texts": [_text_dict(t, check.id) for t in census.failing(check.id)],
        }
        for check in CHECKS
    }
    if changes is not None:
        data["ratchet"] = [
            {"check": c.check, "baseline": c.baseline, "now": c.now, "rose": c.rose}
            for c in changes
        ]
    return data
