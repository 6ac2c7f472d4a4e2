"""The engine's text coverage as terminal text (80 columns) and as JSON-ready data."""

from __future__ import annotations

from typing import Any

from altered_deck.engine.compiler.coverage import ClassCounts, Coverage
from altered_deck.render.numbers import format_percent

TOP_PATTERNS = 12
EXAMPLE_WIDTH = 44


def _counts_row(name: str, counts: ClassCounts) -> str:
    return (
        f"  {name:<12}{counts.distinct_texts:>6,}{counts.modelled:>10,}"
        f"{counts.matchup_only:>9,}{counts.opponent_only:>11,}{counts.unmodelled:>12,}"
        f"{format_percent(counts.modelled_ratio):>9}"
    )


def _table(title: str, groups: dict[str, ClassCounts]) -> list[str]:
    head = (
        f"{title:<14}{'texts':>6}{'modelled':>10}{'matchup':>9}{'opp. only':>11}"
        f"{'unmodelled':>12}{'ratio':>9}"
    )
    return [head, *(_counts_row(name, counts) for name, counts in groups.items())]


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def render_coverage(coverage: Coverage) -> str:
    """The headline figure with its denominator, tables per set and per card type, and the
    most frequent unmodelled patterns."""
    total = coverage.total
    scope = f"set {coverage.set_code}" if coverage.set_code else "all sets"
    abilities = coverage.abilities
    lines = [
        f"Text coverage ({scope}): {total.executed:,} of {total.distinct_texts:,} "
        f"distinct effect texts modelled ({format_percent(total.modelled_ratio)})",
        f"  {coverage.main.distinct_texts:,} main + {coverage.echo.distinct_texts:,} echo texts"
        f" over {coverage.records:,} Hero and deck card records",
        f"  matchup only (modelled in matchups; nothing to hit when goldfishing):"
        f" {total.matchup_only:,}",
        f"  acting in a goldfish game: {total.modelled:,} of {total.distinct_texts:,}"
        f" ({format_percent(total.goldfish_ratio)})",
        f"  opponent only (no effect when goldfishing): {total.opponent_only:,}"
        f" · unmodelled: {total.unmodelled:,}",
        f"  per ability instance: {abilities.executed:,} of {abilities.distinct_texts:,}"
        f" modelled ({format_percent(abilities.modelled_ratio)})",
        "",
        *_table("By set", coverage.by_set),
        "",
        *_table("By card type", coverage.by_type),
    ]
    if coverage.patterns:
        lines += ["", "Most frequent unmodelled patterns (card records, distinct abilities)"]
        for p in coverage.patterns[:TOP_PATTERNS]:
            lines.append(f"  {p.records:>5,} {p.texts:>4,}  {_clip(p.pattern, 66)}")
            lines.append(f"              e.g. {_clip(p.example, 61)}")
    return "\n".join(lines) + "\n"


def _counts(counts: ClassCounts) -> dict[str, Any]:
    return {
        "distinct_texts": counts.distinct_texts,
        "modelled": counts.modelled,
        "matchup_only": counts.matchup_only,
        "opponent_only": counts.opponent_only,
        "unmodelled": counts.unmodelled,
        "modelled_ratio": counts.modelled_ratio,
        "goldfish_ratio": counts.goldfish_ratio,
    }


def coverage_to_dict(coverage: Coverage) -> dict[str, Any]:
    """Coverage as JSON-ready data; ``distinct_texts``, ``modelled_ratio`` (executed texts,
    matchup-only included) and ``goldfish_ratio`` (matchup-only left out) at the top."""
    total = coverage.total
    return {
        "distinct_texts": total.distinct_texts,
        "modelled_ratio": total.modelled_ratio,
        "goldfish_ratio": total.goldfish_ratio,
        "set": coverage.set_code,
        "records": coverage.records,
        "classes": _counts(total),
        "main": _counts(coverage.main),
        "echo": _counts(coverage.echo),
        "ability_instances": _counts(coverage.abilities),
        "by_set": {name: _counts(c) for name, c in coverage.by_set.items()},
        "by_type": {name: _counts(c) for name, c in coverage.by_type.items()},
        "patterns": [
            {"pattern": p.pattern, "records": p.records, "texts": p.texts, "example": p.example}
            for p in coverage.patterns
        ],
    }
