"""One deck's report as a single self-contained HTML page: inline CSS and SVG, no script,
no external resource (fonts, images or styles), so it opens offline and can be shared.

Every section opens with one plain sentence (:mod:`altered_deck.render.takeaways`), then its
chart and table. The page reads on a phone: charts scale to the column, tables wrap their
text, and the only tables that may be wider than a phone (tuning) scroll inside their box.
"""

from __future__ import annotations

from collections.abc import Sequence

from altered_deck.cards.model import FACTION_NAMES, Card
from altered_deck.render.decks import group_by_type, type_label
from altered_deck.render.goldfish import (
    format_mean_interval,
    format_share_interval,
    unmodelled_plays_phrase,
)
from altered_deck.render.numbers import format_percent
from altered_deck.render.safe import html_text as escape
from altered_deck.render.svg import Series, bar_chart
from altered_deck.render.takeaways import (
    curve_sentence,
    deck_sentence,
    goldfish_sentence,
    legality_sentence,
    odds_sentence,
    page_title,
    swap_sentence,
    tuning_sentence,
)
from altered_deck.render.tune import base_label, format_p, threshold_label, verdict
from altered_deck.render.validation import deck_summary, format_basis
from altered_deck.sim.goldfish import GoldfishRun
from altered_deck.sim.report import DeckReport
from altered_deck.sim.tune import TuneResult
from altered_deck.stats.deck import RARITY_LABELS, DeckStats
from altered_deck.stats.plays import DEPENDENCE_THRESHOLD, UnmodelledPlays

TOP_SWAPS = 3
"""Swaps told in words before the tuning table."""

CSS = """
* { box-sizing: border-box; }
body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5em auto; max-width: 980px;
  padding: 0 1em; color: #1d2330; overflow-wrap: break-word; }
h1 { margin: 0 0 .2em; line-height: 1.2; } h2 { margin-top: 1.8em; border-bottom: 1px solid #ccd; }
.lead { color: #444; margin-top: 0; }
.takeaway { font-size: 17px; font-weight: 600; }
table { border-collapse: collapse; margin: .6em 0; }
th, td { padding: .25em .6em; border-bottom: 1px solid #e3e6ee; text-align: right;
  vertical-align: top; }
th:first-child, td:first-child, td.text, th.text { text-align: left; }
tr.group th { text-align: left; background: #f3f4f8; padding-top: .5em; }
.sub { display: block; color: #666; font-size: 12px; font-weight: normal;
  white-space: normal; overflow-wrap: anywhere; }
td.num { white-space: nowrap; }
.scroll { overflow-x: auto; max-width: 100%; }
.legal { color: #1d7a36; font-weight: bold; } .illegal { color: #b3261e; font-weight: bold; }
pre { background: #f3f4f8; padding: .6em; white-space: pre-wrap; overflow-wrap: anywhere; }
.pair { display: grid; gap: 1em 2em; align-items: start;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr)); }
figure { margin: .6em 0; min-width: 0; }
figcaption { font-weight: bold; font-size: 14px; }
.chart { display: block; width: 100%; max-width: 480px; height: auto; }
.tick { font-size: 12px; fill: #444; } .grid { stroke: #e3e6ee; }
.whisker { stroke: #1d2330; stroke-width: 1.2; fill: none; }
.note, .unmodelled { color: #555; font-size: 13px; }
.warning { color: #b3261e; font-weight: 600; }
ul.swaps li { margin: .3em 0; }
@media (max-width: 600px) {
  body { font-size: 14px; padding: 0 .75em; } .takeaway { font-size: 16px; }
  th, td { padding: .25em .3em; }
}
"""


Cell = str | tuple[str, str]
"""A table cell: its text, or (text, a small second line)."""


def _cell(tag: str, cell: Cell, text: bool) -> str:
    """A cell; a (main, sub) pair puts ``sub`` on a small second line. Escaped here."""
    main, sub = cell if isinstance(cell, tuple) else (cell, "")
    inner = escape(main) + (f'<span class="sub">{escape(sub)}</span>' if sub else "")
    return f"<{tag}{' class=text' if text else ' class=num'}>{inner}</{tag}>"


def _table(
    headers: Sequence[Cell],
    rows: Sequence[Sequence[Cell]],
    text_cols: int = 1,
    table_id: str = "",
) -> str:
    """A table. The first ``text_cols`` columns are left-aligned text that wraps."""
    head = "".join(_cell("th", h, i < text_cols) for i, h in enumerate(headers))
    body = "".join(
        "<tr>" + "".join(_cell("td", c, i < text_cols) for i, c in enumerate(row)) + "</tr>"
        for row in rows
    )
    ident = f' id="{table_id}"' if table_id else ""
    return f"<table{ident}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _section(title: str, sentence: str | None, *parts: str) -> str:
    lead = _p(sentence, "takeaway") if sentence else ""
    return f"<section><h2>{escape(title)}</h2>{lead}{''.join(parts)}</section>"


def _p(text: str, cls: str = "") -> str:
    return f"<p{f' class={cls}' if cls else ''}>{escape(text)}</p>"


def _figure(title: str, svg: str) -> str:
    return f"<figure><figcaption>{escape(title)}</figcaption>{svg}</figure>"


def _rarity(card: Card) -> str:
    rarity = card.rules_rarity
    return "–" if rarity is None else RARITY_LABELS.get(rarity, rarity.title())


def _deck_row(card: Card, quantity: int) -> str:
    cost = (
        "–" if card.is_hero or card.hand_cost is None else f"{card.hand_cost}/{card.reserve_cost}"
    )
    power = (
        "/".join(str(v if v is not None else "–") for v in (card.forest, card.mountain, card.water))
        if card.card_type == "CHARACTER"
        else ""
    )
    faction = FACTION_NAMES.get(card.faction, card.faction)
    cells = [
        _cell("td", str(quantity), False),
        _cell("td", (card.english_name, f"{card.reference} · {faction}"), True),
        _cell("td", cost, False),
        _cell("td", power, False),
        _cell("td", _rarity(card), True),
    ]
    return "<tr>" + "".join(cells) + "</tr>"


def _deck_list(report: DeckReport) -> str:
    """The cards grouped by type (Hero first), each group by Hand Cost then name."""
    headers = ("Qty", "Card", "Cost", "F/M/W", "Rarity")
    head = "".join(_cell("th", h, h in ("Card", "Rarity")) for h in headers)
    body = []
    for card_type, entries in group_by_type(report.deck):
        count = sum(e.quantity for e in entries)
        body.append(
            f'<tr class="group"><th colspan="{len(headers)}">'
            f"{escape(type_label(card_type, count))} ({count})</th></tr>"
        )
        body += [_deck_row(e.card, e.quantity) for e in entries]
    table = (
        f'<table id="deck-list"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table>"
    )
    return _section(
        "Deck list",
        deck_sentence(report.stats),
        table,
        _p(
            "Cost: Hand Cost/Reserve Cost. F/M/W: Forest/Mountain/Water power. "
            "Under each name: its reference and faction.",
            "note",
        ),
    )


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
            rows: list[list[Cell]] = [[v.code, v.rule_number or "–", v.message] for v in found]
            parts.append(f"<h3>{title} ({len(found)})</h3>")
            parts.append(_table(["Code", "Rule", "Message"], rows, text_cols=3))
    return _section("Legality", legality_sentence(result), *parts)


def _curve_and_terrain(stats: DeckStats) -> str:
    buckets = stats.curve.buckets
    curve_title = f"Mana curve ({stats.cards} cards, Hero excluded)"
    curve = bar_chart(
        curve_title,
        [b.cost for b in buckets],
        [
            Series("Hand Cost", [b.hand for b in buckets]),
            Series("Reserve Cost", [b.reserve for b in buckets]),
        ],
        y_format=lambda v: f"{v:g}",
        x_title="cost",
        chart_id="curve-chart",
        min_step=1,
    )
    terrain = stats.terrain.stats
    terrain_title = f"Terrain power ({stats.terrain.characters} Characters)"
    terrain_chart = bar_chart(
        terrain_title,
        [s.terrain.title() for s in terrain],
        [
            Series(
                "total",
                [s.total for s in terrain],
                tips=[
                    f"{s.terrain.title()}: {s.total} total"
                    + ("" if s.average is None else f", {s.average:.2f} per Character")
                    for s in terrain
                ],
            )
        ],
        y_format=lambda v: f"{v:g}",
        chart_id="terrain-chart",
        min_step=1,
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
    charts = (
        '<div class="pair">'
        + _figure(curve_title, curve)
        + _figure(terrain_title, terrain_chart)
        + "</div>"
    )
    return _section("Curve and terrain", curve_sentence(stats), charts, averages)


def _odds(stats: DeckStats) -> str:
    odds = stats.odds
    rows = [
        [f"≥{r.at_least} {r.label} ({r.copies})", *(format_percent(p) for p in r.probabilities)]
        for r in odds.rows
        if r.featured
    ]
    headers: list[Cell] = [
        "Seen by",
        *((f"Day {d}", f"{n} cards") for d, n in zip(odds.days, odds.cards_seen, strict=True)),
    ]
    return _section(
        "Draw odds",
        odds_sentence(odds),
        _p(
            f"Exact chance to have seen at least N cards of a group ({odds.deck_size}-card "
            "deck), by the cards seen each day.",
            "note",
        ),
        _table(headers, rows),
    )


def _goldfish(part: GoldfishRun) -> str:
    summary = part.summary
    # The histogram and the table run over the days on which games were won, gaps included.
    won = [row.day for row in summary.win_days if row.day <= part.max_days and row.on_day.count]
    days = [row for row in summary.win_days if won and won[0] <= row.day <= won[-1]]
    parts = [
        _p(
            f"Seed {part.seed} · {part.games:,} games · {part.pilot} pilot · day cap "
            f"{part.max_days}. The deck plays alone against an empty opponent.",
            "note",
        )
    ]
    if days:
        title = f"Games won each day ({part.games:,} games, with 95% Wilson intervals)"
        chart = bar_chart(
            title,
            [str(row.day) for row in days],
            [
                Series(
                    "share of games won that day",
                    [row.on_day.share or 0.0 for row in days],
                    [(row.on_day.low or 0.0, row.on_day.high or 0.0) for row in days],
                    tips=[
                        f"Day {row.day}: {format_percent(row.on_day.share)} of games "
                        f"(95% CI {format_share_interval(row.on_day)}), "
                        f"{format_percent(row.by_day.share)} won by then"
                        for row in days
                    ],
                )
            ],
            y_format=lambda v: f"{100 * v:.0f}%",
            x_title="day won",
            chart_id="win-day-chart",
        )
        rows: list[list[Cell]] = [
            [
                str(row.day),
                f"{row.on_day.count:,}",
                (format_percent(row.on_day.share), format_share_interval(row.on_day)),
                (format_percent(row.by_day.share), format_share_interval(row.by_day)),
            ]
            for row in days
        ]
        table = _table(
            ["Day", "Games won", "Share that day (95% CI)", "Won by this day (95% CI)"],
            rows,
            table_id="win-day-table",
        )
        parts.append(f'<div class="pair">{_figure(title, chart)}<div>{table}</div></div>')
    mean = summary.win_day_mean
    parts.append(
        _p(
            f"Mean win day {'–' if mean.mean is None else f'{mean.mean:.2f}'} "
            f"(95% CI {format_mean_interval(mean)}) · median {summary.win_day_median} · "
            f"not won by day {part.max_days}: {format_percent(summary.not_won.share)} "
            f"({format_share_interval(summary.not_won)})"
        )
    )
    parts += _unmodelled(part.unmodelled, part.summary.unmodelled_plays, "the deck's")
    return _section("Goldfish", goldfish_sentence(part), *parts)


def _unmodelled(names: Sequence[str], plays: UnmodelledPlays | None, whose: str) -> list[str]:
    """The cards with unmodelled text and their share of the plays; a warning mark when the
    figures depend on them (more than a tenth of the plays)."""
    if not names:
        return [_p("Every card's text is modelled.", "unmodelled")]
    share = ""
    if plays is not None and plays.counted:
        share = " — " + unmodelled_plays_phrase(plays, whose)
    parts = [_p("Text the engine does not model: " + ", ".join(names) + share, "unmodelled")]
    if plays is not None and plays.depends:
        parts.append(
            _p(
                f"⚠ These figures depend on unmodelled cards: more than "
                f"{DEPENDENCE_THRESHOLD:.0%} of {whose} plays are cards whose text the engine "
                "ignores in part.",
                "warning",
            )
        )
    return parts


def _tuning(result: TuneResult) -> str:
    share = result.metric.higher_is_better

    def number(value: float) -> str:
        return f"{100 * value:+.2f} pt" if share else f"{value:+.3f}"

    rows: list[list[Cell]] = [
        [
            str(r.rank),
            (
                f"{r.swap.out.english_name} → {r.swap.into.english_name}",
                f"{r.swap.out.reference} → {r.swap.into.reference}",
            ),
            (
                number(r.difference.mean),
                f"{number(r.difference.low)} to {number(r.difference.high)}",
            ),
            (
                r.verdict,
                f"{verdict(r)} · p {format_p(r.p_holm)} · {r.difference.n:,} games"
                + ("*" if r.stopped_early else ""),
            ),
        ]
        for r in result.results
    ]
    better = "higher" if share else "lower"
    top = "".join(
        f"<li>{escape(swap_sentence(r, result))}</li>" for r in result.results[:TOP_SWAPS]
    )
    parts = [f'<ul class="swaps">{top}</ul>'] if top else []
    parts.append(
        _p(
            f"Metric {result.metric.name} ({better} is better); base deck {base_label(result)} "
            f"over {result.base_games:,} games; seed {result.seed}. Effect = variant − base, "
            "paired game by game on the same seeds; p adjusted with Holm over all swaps; "
            f"better/worse: significant and at least {threshold_label(result)} (--min-effect); "
            "too small: significant but below it; unclear: not significant; "
            "* = stopped early by successive halving. Every swap:",
            "note",
        )
    )
    if rows:
        headers: list[Cell] = [
            "Rank",
            "Swap (out → in)",
            ("Effect", "95% CI"),
            ("Verdict", "significant · p (Holm) · games"),
        ]
        parts.append(f'<div class="scroll">{_table(headers, rows, 2, "tuning-table")}</div>')
    parts += _unmodelled(result.unmodelled, result.unmodelled_plays, "the base deck's")
    if result.skipped:
        parts.append(_p(f"Skipped {len(result.skipped)} swap(s):"))
        skipped: list[list[Cell]] = [[s.label, s.reason] for s in result.skipped]
        parts.append(_table(["Swap", "Reason"], skipped, 2))
    return _section("Tuning", tuning_sentence(result), *parts)


def _reproduce(report: DeckReport) -> str:
    return _section(
        "Reproduce",
        "This command rebuilds this page with the same numbers.",
        _p(f"altered-deck {report.version}, seed {report.goldfish.seed}.", "note"),
        f'<pre id="command">{escape(report.command)}</pre>',
    )


def render_html_report(report: DeckReport) -> str:
    """The whole page: the Hero and deck name as title, results first, the command last."""
    title = page_title(report.deck, report.goldfish.hero_name)
    hero = report.deck.hero
    faction = FACTION_NAMES.get(hero.faction, hero.faction) if hero is not None else "no Hero"
    basis = report.validation.basis
    sections = [
        f"<header><h1>{escape(title)}</h1>",
        _p(
            f"{faction} · {report.deck.total} cards · {basis.format} on "
            f"{report.as_of.isoformat()} · altered-deck report",
            "lead",
        ),
        "</header>",
        _deck_list(report),
        _legality(report),
        _curve_and_terrain(report.stats),
        _odds(report.stats),
        _goldfish(report.goldfish),
    ]
    if report.tune is not None:
        sections.append(_tuning(report.tune))
    sections.append(_reproduce(report))
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)} · altered-deck report</title><style>{CSS}</style></head>"
        f"<body>{''.join(sections)}</body></html>\n"
    )
