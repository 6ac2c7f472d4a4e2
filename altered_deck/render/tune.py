"""Tuning results as a terminal table and as a JSON-ready dict."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from altered_deck.cards.model import Card
from altered_deck.render.columns import wrap_items
from altered_deck.render.data import attributes
from altered_deck.render.goldfish import unmodelled_plays_phrase, unmodelled_plays_to_dict
from altered_deck.sim.tune import SwapResult, TuneResult
from altered_deck.stats.plays import DEPENDENCE_THRESHOLD

WIDE_HEADERS = (
    "Rank",
    "Swap (out -> in)",
    "Effect",
    "95% CI",
    "Games",
    "p (Holm)",
    "Significant",
    "Verdict",
)
HEADERS = ("Rank", "Swap (out -> in)", "Effect", "95% CI", "Verdict")
SWAP_WIDTH = 48
"""The swap column of the default table, which fits 100 columns (``--wide``: every figure)."""


def card_label(card: Card) -> str:
    """``Name [REFERENCE]``."""
    return f"{card.english_name} [{card.reference}]"


def swap_label(result: SwapResult) -> str:
    """``Out name [REF] -> In name [REF]``."""
    return f"{card_label(result.swap.out)} -> {card_label(result.swap.into)}"


def short_card_label(card: Card) -> str:
    """``Name``, with the rarity code when not Common (``Three Little Pigs R1``)."""
    rarity = card.rarity_code
    return card.english_name if rarity == "C" else f"{card.english_name} {rarity}"


def short_swap_label(result: SwapResult) -> str:
    """``Out -> In`` by name, cut to :data:`SWAP_WIDTH` columns."""
    label = f"{short_card_label(result.swap.out)} -> {short_card_label(result.swap.into)}"
    return label if len(label) <= SWAP_WIDTH else label[: SWAP_WIDTH - 1] + "…"


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


def _row(result: SwapResult, share: bool, wide: bool) -> list[str]:
    d = result.difference
    interval = f"{_number(d.low, share)} to {_number(d.high, share)}"
    if not wide:
        return [str(result.rank), short_swap_label(result), _number(d.mean, share), interval,
                result.verdict]  # fmt: skip
    return [
        str(result.rank),
        swap_label(result),
        _number(d.mean, share),
        interval,
        f"{d.n:,}" + ("*" if result.stopped_early else ""),
        format_p(result.p_holm),
        verdict(result),
        result.verdict,
    ]


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [len(h) for h in headers]
    for row in rows:
        widths = [max(w, len(c)) for w, c in zip(widths, row, strict=True)]
    left = {1, len(headers) - 1} | ({6} if len(headers) == len(WIDE_HEADERS) else set())

    def line(cells: Sequence[str]) -> str:
        parts = [
            f"{c:<{w}}" if i in left else f"{c:>{w}}"
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ]
        return "  ".join(parts).rstrip()

    return [line(headers), *(line(r) for r in rows)]


def threshold_label(result: TuneResult) -> str:
    """The practical threshold in the metric's units: ``0.05 days`` or ``1 percentage point``."""
    if result.metric.higher_is_better:
        points = 100 * result.min_effect
        return f"{points:g} percentage point{'' if points == 1 else 's'}"
    return f"{result.min_effect:g} days"


def base_label(result: TuneResult) -> str:
    """The base deck's value of the metric, e.g. ``4.372`` or ``65.0%``."""
    if result.metric.higher_is_better:
        return f"{100 * result.base_value:.1f}%"
    return f"{result.base_value:.3f}"


def render_tune(result: TuneResult, *, wide: bool = False) -> str:
    """The ranked table (every figure with ``wide``), a header saying how it was made,
    footnotes, the swaps with no effect and why, and skipped swaps."""
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
        *_unmodelled_lines(result),
        "",
    ]
    if result.results:
        headers = WIDE_HEADERS if wide else HEADERS
        lines += _table(headers, [_row(r, share, wide) for r in result.results])
        unit = "percentage points of games won by that day" if share else "days"
        lines += [
            "",
            f"Effect = variant − base in {unit}, each game paired with the base deck's game",
            f"from the same seed. p adjusted with Holm over all {len(result.results)} swaps.",
            f"better/worse: significant at {result.alpha:g} and at least "
            f"{threshold_label(result)} (--min-effect);",
            "too small: significant but below it; unclear: not significant;",
            "no effect: every paired game came out the same.",
        ]
        if wide and any(r.stopped_early for r in result.results):
            lines.append("* stopped early by successive halving (interval at the games played).")
        if not wide:
            lines.append("--wide shows references, games and p-values; --json every figure.")
        lines += _no_effect_lines(result)
    else:
        lines.append("No swap to simulate.")
    if result.skipped:
        lines += ["", f"Skipped {len(result.skipped)} candidate swap(s):"]
        lines += [f"  {s.label}: {s.reason}" for s in result.skipped]
    return "\n".join(lines) + "\n"


def _unmodelled_lines(result: TuneResult) -> list[str]:
    """The base deck's cards with unmodelled text, their share of its plays, and a warning
    when that share is more than a tenth."""
    count = len(result.unmodelled)
    if not count:
        return []
    verb = "has" if count == 1 else "have"
    lines = wrap_items(
        f"{count} card{'s' if count > 1 else ''} {verb} unmodelled text: ", result.unmodelled
    )
    plays = result.unmodelled_plays
    if plays is not None and plays.counted:
        lines.append("    — " + unmodelled_plays_phrase(plays, "the base deck's"))
        if plays.depends:
            lines += [
                "Warning: these figures depend on unmodelled cards, more than "
                f"{DEPENDENCE_THRESHOLD:.0%} of the plays:",
                "    the engine ignores some of their text.",
            ]
    return lines


def _no_effect_lines(result: TuneResult) -> list[str]:
    """Why the swaps with no effect have none, grouped by reason."""
    by_reason: dict[str, list[SwapResult]] = {}
    for r in result.results:
        if r.why:
            by_reason.setdefault(r.why, []).append(r)
    lines = []
    for why, swaps in by_reason.items():
        lines += ["", f"No effect, {why}: {len(swaps)} swap{'s' if len(swaps) > 1 else ''}"]
        lines += [f"  {r.rank}. {short_swap_label(r)}" for r in swaps]
    return lines


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
        **attributes(result, "alpha", "min_effect", "games_played", "executor"),
        "seconds": round(result.seconds, 3),
        "unmodelled_cards": list(result.unmodelled),
        "unmodelled_plays": unmodelled_plays_to_dict(result.unmodelled_plays),
        "depends_on_unmodelled": result.depends_on_unmodelled,
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
        "verdict": result.verdict,
        "why": result.why or None,
        "improvement": result.improvement,
        "rung": result.rung,
        "stopped_early": result.stopped_early,
    }
