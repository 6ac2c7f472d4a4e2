"""One deck's report as a single self-contained HTML page: inline CSS and SVG, no script,
no external resource (fonts, images or styles), so it opens offline and can be shared."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from altered_deck.cards.model import FACTION_NAMES
from altered_deck.render.goldfish import format_mean_interval, format_share_interval
from altered_deck.render.numbers import format_percent
from altered_deck.render.svg import Series, bar_chart
from altered_deck.render.tune import base_label, card_label, format_p, verdict
from altered_deck.render.validation import deck_summary, format_basis
from altered_deck.sim.goldfish import GoldfishRun
from altered_deck.sim.report import DeckReport
from altered_deck.sim.tune import TuneResult
from altered_deck.stats.deck import TYPE_LABELS, DeckStats, type_of

CSS = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 980px;
  padding: 0 1em; color: #1d2330; }
h1 { margin-bottom: .2em; } h2 { margin-top: 1.8em; border-bottom: 1px solid #ccd; }
table { border-collapse: collapse; margin: .6em 0; }
th, td { padding: .2em .6em; border-bottom: 1px solid #e3e6ee; text-align: right; }
th:first-child, td:first-child, td.text, th.text { text-align: left; }
td:not(.text) { white-space: nowrap; }
.legal { color: #1d7a36; font-weight: bold; } .illegal { color: #b3261e; font-weight: bold; }
pre { background: #f3f4f8; padding: .6em; overflow-x: auto; }
.chart { display: block; margin: .6em 0; }
.chart-title { font-weight: bold; font-size: 13px; }
.tick { font-size: 11px; fill: #444; } .grid { stroke: #e3e6ee; }
.whisker { stroke: #1d2330; stroke-width: 1.2; fill: none; }
.note { color: #555; font-size: 13px; }
"""


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], text_cols: int = 1) -> str:
    """A table; cells are escaped here. The first ``text_cols`` columns are left-aligned."""

    def cells(tag: str, row: Sequence[str]) -> str:
        return "".join(
            f"<{tag}{' class=text' if i < text_cols else ''}>{escape(c)}</{tag}>"
            for i, c in enumerate(row)
        )

    body = "".join(f"<tr>{cells('td', row)}</tr>" for row in rows)
    return f"<table><thead><tr>{cells('th', headers)}</tr></thead><tbody>{body}</tbody></table>"


def _section(title: str, *parts: str) -> str:
    return f"<section><h2>{escape(title)}</h2>{''.join(parts)}</section>"


def _p(text: str, cls: str = "") -> str:
    return f"<p{f' class={cls}' if cls else ''}>{escape(text)}</p>"


def _deck_list(report: DeckReport) -> str:
    rows = []
    for entry in report.deck.entries:
        card = entry.card
        stats = "/".join(
            str(v if v is not None else "–") for v in (card.forest, card.mountain, card.water)
        )
        cost = (
            "–"
            if card.is_hero or card.hand_cost is None
            else f"{card.hand_cost}/{card.reserve_cost}"
        )
        rows.append(
            [
                card.english_name,
                card.reference,
                str(entry.quantity),
                "Hero" if card.is_hero else TYPE_LABELS.get(type_of(card), card.card_type),
                cost,
                stats if card.card_type == "CHARACTER" else "",
                FACTION_NAMES.get(card.faction, card.faction),
            ]
        )
    headers = ["Card", "Reference", "Qty", "Type", "Cost (hand/res.)", "F/M/W", "Faction"]
    return _section("Deck list", _table(headers, rows, text_cols=2))


def _legality(report: DeckReport) -> str:
    result = report.validation
    verdict_class = "legal" if result.legal else "illegal"
    parts = [
        f'<p><span class="{verdict_class}">{escape(result.verdict)}</span> · '
        f"{escape(deck_summary(result))}</p>",
        f"<pre>{escape(format_basis(result.basis))}</pre>",
    ]
    for title, found in (("Violations", result.violations), ("Warnings", result.warnings)):
        if found:
            rows = [[v.code, v.rule_number or "–", v.message] for v in found]
            parts.append(f"<h3>{title} ({len(found)})</h3>")
            parts.append(_table(["Code", "Rule", "Message"], rows, text_cols=3))
    if result.legal and not result.warnings:
        parts.append(_p("No violation."))
    return _section("Legality", *parts)


def _curve_and_terrain(stats: DeckStats) -> str:
    buckets = stats.curve.buckets
    curve = bar_chart(
        f"Mana curve ({stats.cards} cards, Hero excluded)",
        [b.cost for b in buckets],
        [
            Series("hand cost", [b.hand for b in buckets]),
            Series("reserve cost", [b.reserve for b in buckets]),
        ],
        y_format=lambda v: f"{v:g}",
        x_title="cost",
        chart_id="curve-chart",
    )
    terrain = stats.terrain.stats
    terrain_chart = bar_chart(
        f"Terrain power ({stats.terrain.characters} Characters)",
        [s.terrain.title() for s in terrain],
        [Series("total", [s.total for s in terrain])],
        y_format=lambda v: f"{v:g}",
        chart_id="terrain-chart",
    )
    averages = _table(
        ["", *(s.terrain.title() for s in terrain)],
        [
            ["total", *(str(s.total) for s in terrain)],
            [
                "average per Character",
                *("–" if s.average is None else f"{s.average:.2f}" for s in terrain),
            ],
            ["Characters above 0", *(str(s.characters_above_zero) for s in terrain)],
        ],
    )
    return _section("Curve and terrain", curve, terrain_chart, averages)


def _odds(stats: DeckStats) -> str:
    odds = stats.odds
    rows = [
        [f"≥{r.at_least} {r.label} ({r.copies})", *(format_percent(p) for p in r.probabilities)]
        for r in odds.rows
        if r.featured
    ]
    headers = [
        "Seen by",
        *(f"Day {d} ({n} cards)" for d, n in zip(odds.days, odds.cards_seen, strict=True)),
    ]
    return _section(
        "Draw odds",
        _p(f"Exact chance to have seen at least N cards of a group ({odds.deck_size}-card deck)."),
        _table(headers, rows),
    )


def _goldfish(part: GoldfishRun) -> str:
    summary = part.summary
    days = [row for row in summary.win_days if row.day <= part.max_days]
    shares = [row.on_day.share or 0.0 for row in days]
    intervals = [(row.on_day.low or 0.0, row.on_day.high or 0.0) for row in days]
    chart = bar_chart(
        f"Win day ({part.games:,} games, share with 95% Wilson interval)",
        [str(row.day) for row in days],
        [Series("share of games won that day", shares, intervals)],
        y_format=lambda v: f"{100 * v:.0f}%",
        x_title="day won",
        chart_id="win-day-chart",
    )
    rows = [
        [
            str(row.day),
            f"{row.on_day.count:,}",
            format_percent(row.on_day.share),
            format_share_interval(row.on_day),
            format_percent(row.by_day.share),
            format_share_interval(row.by_day),
        ]
        for row in days
        if row.on_day.count or row.by_day.count
    ]
    mean = summary.win_day_mean
    facts = (
        f"Mean win day {'–' if mean.mean is None else f'{mean.mean:.2f}'} "
        f"(95% CI {format_mean_interval(mean)}) · median {summary.win_day_median} · "
        f"not won by day {part.max_days}: {format_percent(summary.not_won.share)} "
        f"({format_share_interval(summary.not_won)})"
    )
    coverage = (
        "Every card's text is modelled."
        if not part.unmodelled
        else "Text the engine does not model: " + ", ".join(part.unmodelled)
    )
    return _section(
        "Goldfish",
        _p(
            f"Seed {part.seed} · {part.games:,} games · {part.pilot} pilot · day cap "
            f"{part.max_days}. The deck plays alone against an empty opponent."
        ),
        chart,
        _table(["Day", "Won", "Share", "95% CI", "By this day", "95% CI"], rows),
        _p(facts),
        _p(coverage, "note"),
    )


def _tuning(result: TuneResult) -> str:
    share = result.metric.higher_is_better

    def number(value: float) -> str:
        return f"{100 * value:+.2f} pt" if share else f"{value:+.3f}"

    rows = [
        [
            str(r.rank),
            f"{card_label(r.swap.out)} → {card_label(r.swap.into)}",
            number(r.difference.mean),
            f"{number(r.difference.low)} to {number(r.difference.high)}",
            f"{r.difference.n:,}" + ("*" if r.stopped_early else ""),
            format_p(r.p_holm),
            verdict(r),
        ]
        for r in result.results
    ]
    better = "higher" if share else "lower"
    parts = [
        _p(
            f"Metric {result.metric.name} ({better} is better); base deck {base_label(result)} "
            f"over {result.base_games:,} games; seed {result.seed}. Effect = variant − base, "
            "paired game by game on the same seeds; p adjusted with Holm over all swaps; "
            "* = stopped early by successive halving."
        ),
        _table(
            ["Rank", "Swap (out → in)", "Effect", "95% CI", "Games", "p (Holm)", "Significant"],
            rows,
            text_cols=2,
        ),
    ]
    if result.skipped:
        parts.append(_p(f"Skipped {len(result.skipped)} swap(s):"))
        parts.append(_table(["Swap", "Reason"], [[s.label, s.reason] for s in result.skipped], 2))
    return _section("Tuning", *parts)


def render_html_report(report: DeckReport) -> str:
    """The whole page."""
    title = f"{report.deck.name} · altered-deck report"
    hero = report.goldfish.hero_name or "no Hero"
    sections = [
        f"<h1>{escape(report.deck.name)}</h1>",
        _p(
            f"Hero: {hero} · {report.stats.cards} cards besides the Hero · "
            f"format {report.validation.basis.format} as of {report.as_of.isoformat()}"
        ),
        _section(
            "Reproduce",
            _p(
                f"altered-deck {report.version}, seed {report.goldfish.seed}. "
                "This command rebuilds this page with the same numbers:"
            ),
            f'<pre id="command">{escape(report.command)}</pre>',
        ),
        _deck_list(report),
        _legality(report),
        _curve_and_terrain(report.stats),
        _odds(report.stats),
        _goldfish(report.goldfish),
    ]
    if report.tune is not None:
        sections.append(_tuning(report.tune))
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{CSS}</style></head>"
        f"<body>{''.join(sections)}</body></html>\n"
    )
