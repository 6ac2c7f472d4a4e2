"""An event check's report: text for the terminal, JSON data, CSV rows, one HTML page."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import PurePath
from typing import Any

from altered_deck.formats.check import ADD_UNIQUE_HINT
from altered_deck.formats.event import EventReport, Flag, PlayerVerdict, Share
from altered_deck.formats.registrations import DELIMITERS
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

PAGE_HINTS = (ADD_UNIQUE_HINT,)
"""Hints the HTML page gives once, above the players, instead of in every message."""

CSV_HEADERS = ("line", "player", "verdict", "hero", "faction", "violations", "rule ids", "problems")


def _who(player: PlayerVerdict) -> str:
    return f"{player.registration.player or '(no name)'} (line {player.registration.line})"


def flag_text(flag: Flag) -> str:
    """``same Unique ALT_… registered by Ann (line 2), Bo (line 5)``; ``same player 'Ann'
    registered on lines 2, 9``; a same list (under its heading): ``Sierra & Oddball, 40
    cards: Ann (line 2), …``."""
    players = ", ".join(f"{r.player} (line {r.line})" for r in flag.players)
    if flag.kind == "same-player":
        lines = ", ".join(str(r.line) for r in flag.players)
        return f"same player {flag.subject!r} registered on lines {lines}"
    if flag.kind == "same-unique":
        return f"same Unique {flag.subject} registered by {players}"
    return f"{flag.subject}: {players}"


def _count(number: int, what: str) -> str:
    return f"{number} {what}{'s' if number != 1 else ''}"


def event_total(report: EventReport) -> str:
    """``12 players: 10 legal, 1 illegal, 1 not validated; 1 flag; 2 same lists.``"""
    total = format_total([p.outcome for p in report.players], "player").removesuffix(".")
    if report.flags:
        total += f"; {_count(len(report.flags), 'flag')}"
    if report.same_lists:
        total += f"; {_count(len(report.same_lists), 'same list')}"
    return total + "."


def layout_text(report: EventReport) -> str | None:
    """``Columns: player 'Player name' (column 2), deck 'Liste' (column 3) · semicolon-separated
    · UTF-8`` (None for registrations not read from a file)."""
    layout = report.layout
    if layout is None:
        return None
    player, deck = layout.player, layout.deck
    separator = DELIMITERS.get(layout.delimiter, repr(layout.delimiter))
    return (
        f"Columns: player {player.header!r} (column {player.number}), "
        f"deck {deck.header!r} (column {deck.number}) · {separator}-separated · "
        f"{layout.encoding}"
    )


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
    columns = layout_text(report)
    lines = [f"Event: {report.source}", *([columns] if columns else [])]
    lines += [format_basis(report.basis), ""]
    problems = [p for p in report.players if not p.legal]
    lines.append(f"Players with a problem ({len(problems)} of {len(report.players)}):")
    for player in problems:
        lines += _player_line(player)
    if not problems:
        lines.append("  none: every deck is legal")
    lines += ["", f"Flags ({len(report.flags)}):"]
    lines += [f"  {flag_text(flag)}" for flag in report.flags] or ["  none"]
    if report.same_lists:
        lines += [
            "",
            f"Same list ({_count(len(report.same_lists), 'list')}, several players each):",
        ]
        lines += [f"  {flag_text(flag)}" for flag in report.same_lists]
    readable = sum(s.count for s in report.heroes)
    lines += ["", f"Metagame ({_count(readable, 'deck')} read):"]
    lines += _shares_lines("Hero", report.heroes)
    lines += ["", *_shares_lines("Faction", report.factions)]
    lines += ["", event_total(report)]
    return "\n".join(lines)


def _shares_data(shares: Sequence[Share]) -> list[dict[str, Any]]:
    return [{"name": s.name, "count": s.count, "share": round(s.share, 4)} for s in shares]


def _flags_data(flags: Sequence[Flag]) -> list[dict[str, Any]]:
    return [
        {
            "kind": flag.kind,
            "subject": flag.subject,
            "players": [{"player": r.player, "line": r.line} for r in flag.players],
        }
        for flag in flags
    ]


def _layout_data(report: EventReport) -> dict[str, Any] | None:
    layout = report.layout
    if layout is None:
        return None
    return {
        "encoding": layout.encoding,
        "delimiter": layout.delimiter,
        "player": {"header": layout.player.header, "column": layout.player.number},
        "deck": {"header": layout.deck.header, "column": layout.deck.number},
    }


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
        "columns": _layout_data(report),
        "format": basis.format,
        "as_of": basis.as_of.isoformat(),
        "rules_version": basis.rules_version,
        "ban_list": basis.ban_list,
        "players": players,
        "flags": _flags_data(report.flags),
        "same_lists": _flags_data(report.same_lists),
        "metagame": {
            "heroes": _shares_data(report.heroes),
            "factions": _shares_data(report.factions),
        },
        "summary": {
            "players": len(report.players),
            "legal": report.legal_count,
            "flags": len(report.flags),
            "same_lists": len(report.same_lists),
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
ul { padding-left: 1.2em; margin: 0; }
/* Words break only where no line could hold them (a 300-character deck code); a column is
   never squeezed until its words split ("Wingspa|n"): hero and verdict stay whole. */
h1, p, li, td { overflow-wrap: break-word; }
td.player { min-width: 9em; overflow-wrap: anywhere; }
td.hero, td.verdict { white-space: nowrap; }
td.problems { min-width: 18em; }
td.problems li { overflow-wrap: anywhere; }
code { font-size: 90%; }
/* A phone shows each player as a block: no table wider than the screen. */
@media (max-width: 640px) {
  table.players thead { display: none; }
  table.players, table.players tbody, table.players tr, table.players td { display: block; }
  table.players tr { border-bottom: 1px solid #ccd; padding: .4em 0; }
  table.players td { border: 0; padding: .1em 0; text-align: left; min-width: 0; }
  table.players td.hero { white-space: normal; }
  table.players td.num::before { content: "line "; }
}
"""


def _cell(text: str, cls: str = "") -> str:
    return f"<td{f' class={cls}' if cls else ''}>{escape(text)}</td>"


def _problems(outcome: UnreadableDeck | ValidationResult, hints: list[str]) -> list[str]:
    """A player's problems without what the row already shows (the file, line and player)
    and without a hint the page gives once (added to ``hints``)."""
    if isinstance(outcome, ValidationResult):
        found = [f"{v.code} ({v.rule_number}): {v.message}" for v in outcome.violations]
        return found + [f"{w.code}: {w.message}" for w in outcome.warnings]
    message = outcome.message.removeprefix(f"{outcome.label}: ")
    for hint in PAGE_HINTS:
        if message.endswith(f"; {hint}"):
            message = message.removesuffix(f"; {hint}") + " (see above)"
            if hint not in hints:
                hints.append(hint)
    return [message, *(d for d in outcome.details if d not in message)]


def _players_table(players: Sequence[PlayerVerdict], hints: list[str]) -> str:
    head = "".join(f"<th>{h}</th>" for h in ("Player", "Verdict", "Hero", "Problems"))
    head = f"<tr><th class=num>Line</th>{head}</tr>"
    rows = []
    for player in players:
        outcome = player.outcome
        verdict = escape(outcome.verdict)
        hero = outcome.hero if isinstance(outcome, ValidationResult) else None
        problems = "".join(f"<li>{escape(p)}</li>" for p in _problems(outcome, hints))
        rows.append(
            "<tr>"
            + _cell(str(player.registration.line), "num")
            + _cell(player.registration.player or "(no name)", "player")
            + f"<td class='verdict {verdict}'>{verdict}</td>"
            + _cell(hero.english_name if hero else "", "hero")
            + f"<td class=problems>{f'<ul>{problems}</ul>' if problems else ''}</td></tr>"
        )
    return f"<table class=players><thead>{head}</thead><tbody>{''.join(rows)}</tbody></table>"


def _legal_table(players: Sequence[PlayerVerdict]) -> str:
    head = "<tr><th class=num>Line</th><th>Player</th><th>Hero</th></tr>"
    rows = "".join(
        "<tr>"
        + _cell(str(p.registration.line), "num")
        + _cell(p.registration.player, "player")
        + _cell(p.outcome.hero.english_name if p.outcome.hero else "", "hero")
        + "</tr>"
        for p in players
        if isinstance(p.outcome, ValidationResult)
    )
    return f"<table class='players legal'><thead>{head}</thead><tbody>{rows}</tbody></table>"


def _shares_table(title: str, shares: Sequence[Share]) -> str:
    head = f"<tr><th>{escape(title)}</th><th class=num>Decks</th><th class=num>Share</th></tr>"
    rows = "".join(
        f"<tr>{_cell(s.name)}{_cell(str(s.count), 'num')}{_cell(format_percent(s.share), 'num')}"
        "</tr>"
        for s in shares
    )
    return f"<table>{head}{rows}</table>"


def _list(flags: Sequence[Flag]) -> str:
    return "<ul>" + "".join(f"<li>{escape(flag_text(f))}</li>" for f in flags) + "</ul>"


def _hint_html(hint: str) -> str:
    """A hint with its commands (between backticks) as code."""
    parts = escape(hint).split("`")
    return "".join(f"<code>{part}</code>" if i % 2 else part for i, part in enumerate(parts))


def event_html(report: EventReport) -> str:
    """One self-contained page (inline CSS, no script, nothing external): the players
    with a problem first, then flags, the same lists, the legal players, the metagame."""
    name = escape(PurePath(report.source).name)
    problems = [p for p in report.players if not p.legal]
    legal = [p for p in report.players if p.legal]
    hints: list[str] = []
    problems_table = _players_table(problems, hints)
    columns = layout_text(report)
    body = [
        f"<h1>Event check: {name}</h1>",
        f"<p>Registrations: {escape(report.source)}<br>"
        + (f"{escape(columns)}<br>" if columns else "")
        + f"{escape(format_basis(report.basis)).replace(chr(10), '<br>')}</p>",
        f"<p><strong>{escape(event_total(report))}</strong></p>",
        f"<h2>Players with a problem ({len(problems)} of {len(report.players)})</h2>",
        "".join(f"<p>To fix a deck: {_hint_html(h)}.</p>" for h in hints),
        problems_table if problems else "<p>None: every deck is legal.</p>",
        "<h2>Flags</h2>",
        _list(report.flags)
        if report.flags
        else "<p>None: no player and no Unique registered twice.</p>",
    ]
    if report.same_lists:
        body += ["<h2>Same list (several players each)</h2>", _list(report.same_lists)]
    body += [
        f"<h2>Legal players ({len(legal)})</h2>",
        _legal_table(legal) if legal else "<p>None.</p>",
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
