"""An event check's report: text for the terminal, JSON data, CSV rows, one HTML page."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import PurePath
from typing import Any

from altered_deck.formats.event import EventReport, Flag, PlayerVerdict, Share
from altered_deck.formats.validate import UnreadableDeck, ValidationResult
from altered_deck.render.numbers import format_percent
from altered_deck.render.safe import html_text as escape
from altered_deck.render.validation import (
    deck_summary,
    format_basis,
    format_total,
    format_violation,
    outcome_data,
)

CSV_HEADERS = ("line", "player", "verdict", "hero", "faction", "violations", "rule ids", "problems")


def _who(player: PlayerVerdict) -> str:
    return f"{player.registration.player} (line {player.registration.line})"


def flag_text(flag: Flag) -> str:
    """``same Unique ALT_… registered by Ann (line 2), Bo (line 5)``."""
    players = ", ".join(f"{r.player} (line {r.line})" for r in flag.players)
    if flag.kind == "same-unique":
        return f"same Unique {flag.subject} registered by {players}"
    return f"same deck ({flag.subject}) registered by {players}"


def event_total(report: EventReport) -> str:
    """``12 players: 10 legal, 1 illegal, 1 not validated; 1 flag.``"""
    total = format_total([p.outcome for p in report.players], "player")
    flags = len(report.flags)
    if not flags:
        return total
    return f"{total.removesuffix('.')}; {flags} flag{'s' if flags != 1 else ''}."


def _player_line(player: PlayerVerdict) -> list[str]:
    head = f"{_who(player)}  {player.outcome.verdict}"
    outcome = player.outcome
    if isinstance(outcome, UnreadableDeck):
        lines = [head, f"  {outcome.message}"]
        return lines + [f"    {detail}" for detail in outcome.details]
    lines = [f"{head}  {deck_summary(outcome)}"]
    for violation in (*outcome.violations, *outcome.warnings):
        lines += format_violation(violation)
    return lines


def _shares_lines(title: str, shares: Sequence[Share]) -> list[str]:
    if not shares:
        return []
    width = max(len(s.name) for s in shares)
    lines = [f"{title:<{width}}  decks  share"]
    lines += [f"{s.name:<{width}}  {s.count:>5}  {format_percent(s.share):>5}" for s in shares]
    return lines


def format_event(report: EventReport) -> str:
    """The organiser's report: basis, every player not legal with why, flags, metagame."""
    lines = [f"Event: {report.source}", format_basis(report.basis), ""]
    problems = [p for p in report.players if not p.legal]
    lines.append(f"Players with a problem ({len(problems)} of {len(report.players)}):")
    for player in problems:
        lines += _player_line(player)
    if not problems:
        lines.append("  none: every deck is legal")
    lines += ["", f"Flags ({len(report.flags)}):"]
    lines += [f"  {flag_text(flag)}" for flag in report.flags] or ["  none"]
    readable = sum(s.count for s in report.heroes)
    lines += ["", f"Metagame ({readable} decks read):"]
    lines += _shares_lines("Hero", report.heroes)
    lines += ["", *_shares_lines("Faction", report.factions)]
    lines += ["", event_total(report)]
    return "\n".join(lines)


def _shares_data(shares: Sequence[Share]) -> list[dict[str, Any]]:
    return [{"name": s.name, "count": s.count, "share": round(s.share, 4)} for s in shares]


def event_data(report: EventReport) -> dict[str, Any]:
    """The report as JSON data (``--json``, ``-o out.json``)."""
    basis = report.basis
    players = []
    for player in report.players:
        data = outcome_data(player.outcome, basis)
        data = {"player": player.registration.player, "line": player.registration.line, **data}
        players.append(data)
    return {
        "source": report.source,
        "format": basis.format,
        "as_of": basis.as_of.isoformat(),
        "rules_version": basis.rules_version,
        "ban_list": basis.ban_list,
        "players": players,
        "flags": [
            {
                "kind": flag.kind,
                "subject": flag.subject,
                "players": [{"player": r.player, "line": r.line} for r in flag.players],
            }
            for flag in report.flags
        ],
        "metagame": {
            "heroes": _shares_data(report.heroes),
            "factions": _shares_data(report.factions),
        },
        "summary": {
            "players": len(report.players),
            "legal": report.legal_count,
            "flags": len(report.flags),
            "exit_code": report.exit_code,
        },
    }


def _row(player: PlayerVerdict) -> list[str]:
    outcome = player.outcome
    reg = player.registration
    if isinstance(outcome, UnreadableDeck):
        problems = "; ".join((outcome.message, *outcome.details))
        return [str(reg.line), reg.player, outcome.verdict, "", "", "0", "", problems]
    hero = outcome.hero
    found = (*outcome.violations, *outcome.warnings)
    rule_ids = sorted({v.rule_number for v in outcome.violations if v.rule_number})
    return [
        str(reg.line),
        reg.player,
        outcome.verdict,
        hero.english_name if hero else "",
        hero.faction if hero else "",
        str(len(outcome.violations)),
        " ".join(rule_ids),
        "; ".join(f"{v.code}: {v.message}" for v in found),
    ]


def event_csv(report: EventReport) -> str:
    """One row per player, in file order (``-o out.csv``)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADERS)
    for player in report.players:
        writer.writerow([_csv_safe(cell) for cell in _row(player)])
    return out.getvalue()


def _csv_safe(cell: str) -> str:
    # A player's name opens in a spreadsheet: a leading =, +, - or @ would be a formula.
    return "'" + cell if cell[:1] in ("=", "+", "-", "@") else cell


HTML_CSS = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 980px;
  padding: 0 1em; color: #1d2330; }
h2 { margin-top: 1.6em; border-bottom: 1px solid #ccd; }
table { border-collapse: collapse; margin: .6em 0; }
th, td { padding: .2em .6em; border-bottom: 1px solid #e3e6ee; text-align: left;
  vertical-align: top; }
td.num, th.num { text-align: right; white-space: nowrap; }
.LEGAL { color: #1d7a36; font-weight: bold; } .ILLEGAL { color: #b3261e; font-weight: bold; }
.UNREADABLE, .NO-CARD-DATA { color: #8a5300; font-weight: bold; }
ul { padding-left: 1.2em; margin: 0; } h1, p, li, td { overflow-wrap: anywhere; }
/* A phone shows each player as a block: no table wider than the screen. */
@media (max-width: 640px) {
  table.players thead { display: none; }
  table.players, table.players tbody, table.players tr, table.players td { display: block; }
  table.players tr { border-bottom: 1px solid #ccd; padding: .4em 0; }
  table.players td { border: 0; padding: .1em 0; text-align: left; }
  table.players td.num::before { content: "line "; }
}
"""


def _cell(text: str, cls: str = "") -> str:
    return f"<td{f' class={cls}' if cls else ''}>{escape(text)}</td>"


def _players_table(report: EventReport) -> str:
    head = "".join(f"<th>{h}</th>" for h in ("Player", "Verdict", "Hero", "Problems"))
    head = f"<tr><th class=num>Line</th>{head}</tr>"
    rows = []
    for player in report.players:
        outcome = player.outcome
        verdict = outcome.verdict
        if isinstance(outcome, ValidationResult):
            hero = outcome.hero.english_name if outcome.hero else ""
            found = [f"{v.code} ({v.rule_number}): {v.message}" for v in outcome.violations]
            found += [f"{w.code}: {w.message}" for w in outcome.warnings]
        else:
            hero, found = "", [outcome.message, *outcome.details]
        problems = "".join(f"<li>{escape(p)}</li>" for p in found)
        rows.append(
            "<tr>"
            + _cell(str(player.registration.line), "num")
            + _cell(player.registration.player)
            + f"<td class={escape(verdict)}>{escape(verdict)}</td>"
            + _cell(hero)
            + f"<td>{f'<ul>{problems}</ul>' if problems else ''}</td></tr>"
        )
    return f"<table class=players><thead>{head}</thead><tbody>{''.join(rows)}</tbody></table>"


def _shares_table(title: str, shares: Sequence[Share]) -> str:
    head = f"<tr><th>{escape(title)}</th><th class=num>Decks</th><th class=num>Share</th></tr>"
    rows = "".join(
        f"<tr>{_cell(s.name)}{_cell(str(s.count), 'num')}{_cell(format_percent(s.share), 'num')}"
        "</tr>"
        for s in shares
    )
    return f"<table>{head}{rows}</table>"


def event_html(report: EventReport) -> str:
    """One self-contained page (inline CSS, no script, nothing external)."""
    basis = report.basis
    flags = "".join(f"<li>{escape(flag_text(f))}</li>" for f in report.flags)
    name = escape(PurePath(report.source).name)
    body = [
        f"<h1>Event check: {name}</h1>",
        f"<p>Registrations: {escape(report.source)}<br>"
        f"{escape(format_basis(basis)).replace(chr(10), '<br>')}</p>",
        f"<p><strong>{escape(event_total(report))}</strong></p>",
        "<h2>Players</h2>",
        _players_table(report),
        "<h2>Flags</h2>",
        f"<ul>{flags}</ul>" if flags else "<p>None: no deck and no Unique registered twice.</p>",
        "<h2>Metagame</h2>",
        _shares_table("Hero", report.heroes),
        _shares_table("Faction", report.factions),
    ]
    return (
        "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8>"
        '<meta name=viewport content="width=device-width, initial-scale=1">'
        f"<title>Event check: {name}</title><style>{HTML_CSS}</style></head>"
        f"<body>{''.join(body)}</body></html>\n"
    )
