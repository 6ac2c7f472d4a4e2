"""The engine's text coverage as terminal text (80 columns) and as JSON-ready data."""

from __future__ import annotations

import textwrap
from typing import Any

from altered_deck.engine.compiler.audit import AuditAbility, AuditEntry, EffectNode
from altered_deck.engine.compiler.coverage import ClassCounts, Coverage
from altered_deck.render.data import attributes
from altered_deck.render.numbers import format_percent

TOP_PATTERNS = 12
EXAMPLE_WIDTH = 44
AUDIT_WIDTH = 80


def _counts_row(name: str, counts: ClassCounts) -> str:
    return (
        f"  {name:<12}{counts.distinct_texts:>6,}{counts.modelled:>10,}"
        f"{counts.matchup_only:>9,}{counts.opponent_only:>11,}{counts.partial:>9,}"
        f"{counts.unmodelled:>12,}"
        f"{format_percent(counts.modelled_ratio):>9}"
    )


def _table(title: str, groups: dict[str, ClassCounts]) -> list[str]:
    head = (
        f"{title:<14}{'texts':>6}{'modelled':>10}{'matchup':>9}{'opp. only':>11}"
        f"{'partial':>9}{'unmodelled':>12}{'ratio':>9}"
    )
    return [head, *(_counts_row(name, counts) for name, counts in groups.items())]


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def render_coverage(coverage: Coverage) -> str:
    """The headline figure with its denominator, tables per set and per card type, and the
    most frequent unmodelled (and partial) patterns."""
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
        f" · partial: {total.partial:,} · unmodelled: {total.unmodelled:,}",
        f"  per ability instance: {abilities.executed:,} of {abilities.distinct_texts:,}"
        f" modelled ({format_percent(abilities.modelled_ratio)})",
        "",
        *_table("By set", coverage.by_set),
        "",
        *_table("By card type", coverage.by_type),
    ]
    if coverage.patterns:
        lines += [
            "",
            "Most frequent unmodelled or partial patterns (card records, distinct abilities)",
        ]
        for p in coverage.patterns[:TOP_PATTERNS]:
            lines.append(f"  {p.records:>5,} {p.texts:>4,}  {_clip(p.pattern, 66)}")
            lines.append(f"              e.g. {_clip(p.example, 61)}")
    return "\n".join(lines) + "\n"


def _counts(counts: ClassCounts) -> dict[str, Any]:
    return attributes(
        counts,
        "distinct_texts",
        "modelled",
        "matchup_only",
        "opponent_only",
        "partial",
        "unmodelled",
        "modelled_ratio",
        "goldfish_ratio",
    )


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


# --- the audit ---------------------------------------------------------------------------


def _node_line(node: EffectNode) -> str:
    args = f" {' '.join(node.args)}" if node.args else ""
    return f"{node.op} n={node.n}{args}"


def _node_lines(node: EffectNode, depth: int) -> list[str]:
    pad = "  " * depth
    lines = [pad + _node_line(node)]
    for label, effects in node.groups:
        lines.append(f"{pad}  {label}:")
        for inner in effects:
            lines += _node_lines(inner, depth + 2)
    return lines


def _audit_ability_lines(
    number: int, ability: AuditAbility, offered: list[str] | None = None
) -> list[str]:
    lines = textwrap.wrap(
        f"{number}. [{ability.cls}] {ability.text}",
        AUDIT_WIDTH,
        initial_indent="   ",
        subsequent_indent="        ",
    )
    if ability.keywords:
        lines.append(f"      keywords: {', '.join(ability.keywords)}")
    for slot, effects in ability.slots:
        lines.append(f"      {slot}:")
        for node in effects:
            lines += _node_lines(node, 4)
    lines += [f"      token {token}" for token in ability.tokens]
    lines += [f"      PARTIAL: {miss}" for miss in ability.misses]
    if not (ability.keywords or ability.slots):
        lines.append("      (nothing compiled)")
    if offered is not None:
        lines.append("      offered when it acts:")
        for line in offered:
            lines += textwrap.wrap(
                line, AUDIT_WIDTH, initial_indent="        ", subsequent_indent="          "
            )
    return lines


def render_audit(
    entries: list[AuditEntry], seed: int, offers: list[list[list[str]]] | None = None
) -> str:
    """Each drawn text, then each of its abilities with its compiled effects as a tree and
    (``offers``, per text and ability) the decisions a player is offered when it acts."""
    lines = [f"Coverage audit: {len(entries)} modelled texts drawn with seed {seed}"]
    for index, entry in enumerate(entries, 1):
        where = "echo" if entry.echo else "main"
        lines += [
            "",
            f"{index}. {entry.card} ({entry.set_code}, {entry.card_type}) · {where} text"
            f" · {entry.cls}",
        ]
        for number, ability in enumerate(entry.abilities, 1):
            offered = offers[index - 1][number - 1] if offers else None
            lines += _audit_ability_lines(number, ability, offered)
    return "\n".join(lines) + "\n"


def _node_dict(node: EffectNode) -> dict[str, Any]:
    data: dict[str, Any] = {"op": node.op, "n": node.n, "args": list(node.args)}
    if node.groups:
        data["groups"] = [
            {"label": label, "effects": [_node_dict(e) for e in effects]}
            for label, effects in node.groups
        ]
    return data


def audit_to_dict(
    entries: list[AuditEntry], seed: int, offers: list[list[list[str]]] | None = None
) -> dict[str, Any]:
    """The audit as JSON-ready data: the seed, and per text its card and abilities (with
    ``offers``: each ability's ``offered``, the decisions a player is offered when it acts)."""
    data: dict[str, Any] = {
        "seed": seed,
        "texts": [
            {
                "card": e.card,
                "set": e.set_code,
                "card_type": e.card_type,
                "echo": e.echo,
                "text": e.text,
                "class": e.cls,
                "abilities": [
                    {
                        "text": a.text,
                        "class": a.cls,
                        "misses": list(a.misses),
                        "keywords": list(a.keywords),
                        "slots": {slot: [_node_dict(n) for n in fx] for slot, fx in a.slots},
                        "tokens": list(a.tokens),
                    }
                    for a in e.abilities
                ],
            }
            for e in entries
        ],
    }
    if offers is not None:
        for text, text_offers in zip(data["texts"], offers, strict=True):
            for ability, offered in zip(text["abilities"], text_offers, strict=True):
                ability["offered"] = offered
    return data
