"""Tuning results as a terminal table and as a JSON-ready dict."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from altered_deck.cards.model import Card
from altered_deck.sim.tune import SwapResult, TuneResult

HEADERS = ("Rank", "Swap (out -> in)", "Effect", "95% CI", "Games", "p (Holm)", "Significant")


def card_label(card: Card) -> str:
    """``Name [REFERENCE]``."""
    return f"{card.english_name} [{card.reference}]"


def swap_label(result: SwapResult) -> str:
    """``Out name [REF] -> In name [REF]``."""
    return f"{card_label(result.swap.out)} -> {card_label(result.swap.into)}"


def _number(value: float, metric_share: bool) -> str:
    return f"{100 * value:+.2f} pt" if metric_share else f"{value:+.3f}"


def verdict(result: SwapResult) -> str:
    """``yes, better`` / ``yes, worse`` / ``no``."""
    if not result.significant:
        return "no"
    return "yes, better" if result.improvement > 0 else "yes, worse"


def format_p(p: float) -> str:
    """A p-value: 4 decimals, ``<0.0001`` below that."""
    return "<0.0001" if p < 0.0001 else f"{p:.4f}"


def _row(result: SwapResult, share: bool) -> list[str]:
    d = result.difference
    return [
        str(result.rank),
        swap_label(result),
        _number(d.mean, share),
        f"{_number(d.low, share)} to {_number(d.high, share)}",
        f"{d.n:,}" + ("*" if result.stopped_early else ""),
        format_p(result.p_holm),
        verdict(result),
    ]


def _table(rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [len(h) for h in HEADERS]
    for row in rows:
        widths = [max(w, len(c)) for w, c in zip(widths, row, strict=True)]
    left = {1, 6}

    def line(cells: Sequence[str]) -> str:
        parts = [
            f"{c:<{w}}" if i in left else f"{c:>{w}}"
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ]
        return "  ".join(parts).rstrip()

    return [line(HEADERS), *(line(r) for r in rows)]


def base_label(result: TuneResult) -> str:
    """The base deck's value of the metric, e.g. ``4.372`` or ``65.0%``."""
    if result.metric.higher_is_better:
        return f"{100 * result.base_value:.1f}%"
    return f"{result.base_value:.3f}"


def render_tune(result: TuneResult) -> str:
    """The ranked table, a header saying how it was made, footnotes and skipped swaps."""
    metric = result.metric
    share = metric.higher_is_better
    better = "higher" if share else "lower"
    rungs = " -> ".join(f"{g:,}" for g in result.rungs)
    lines = [
        f"tune · {result.deck_name} · seed {result.seed} · metric {metric.name} "
        f"({better} is better)",
        f"base deck: {base_label(result)} over {result.base_games:,} games · "
        f"{len(result.results)} swaps · games per swap by rung: {rungs}",
        f"{result.games_played:,} games · {result.executor} · {result.seconds:.1f} s",
        "",
    ]
    if result.results:
        lines += _table([_row(r, share) for r in result.results])
        unit = "percentage points of games won by that day" if share else "days"
        lines += [
            "",
            f"Effect = variant − base in {unit}, each game paired with the base deck's game",
            f"from the same seed. p adjusted with Holm over all {len(result.results)} swaps; "
            f"significant at {result.alpha:g}.",
        ]
        if any(r.stopped_early for r in result.results):
            lines.append("* stopped early by successive halving (interval at the games played).")
    else:
        lines.append("No swap to simulate.")
    if result.skipped:
        lines += ["", f"Skipped {len(result.skipped)} candidate swap(s):"]
        lines += [f"  {s.label}: {s.reason}" for s in result.skipped]
    return "\n".join(lines) + "\n"


def tune_to_dict(result: TuneResult, command: str | None = None) -> dict[str, Any]:
    """The whole result as JSON-ready data (shares as fractions, effects in metric units)."""
    return {
        "deck": result.deck_name,
        "command": command,
        "seed": result.seed,
        "games": result.games,
        "metric": result.metric.name,
        "higher_is_better": result.metric.higher_is_better,
        "max_days": result.metric.max_days,
        "batch_games": result.batch_games,
        "rungs": list(result.rungs),
        "base": {"value": result.base_value, "games": result.base_games},
        "alpha": result.alpha,
        "games_played": result.games_played,
        "executor": result.executor,
        "seconds": round(result.seconds, 3),
        "swaps": [_swap_dict(r) for r in result.results],
        "skipped": [{"swap": s.label, "reason": s.reason} for s in result.skipped],
    }


def _swap_dict(result: SwapResult) -> dict[str, Any]:
    d = result.difference
    return {
        "rank": result.rank,
        "out": result.swap.out.reference,
        "out_name": result.swap.out.english_name,
        "in": result.swap.into.reference,
        "in_name": result.swap.into.english_name,
        "effect": d.mean,
        "ci_low": d.low,
        "ci_high": d.high,
        "games": d.n,
        "p_value": d.p_value,
        "p_holm": result.p_holm,
        "significant": result.significant,
        "improvement": result.improvement,
        "rung": result.rung,
        "stopped_early": result.stopped_early,
    }
