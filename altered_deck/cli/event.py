"""``altered-deck event check``: every registered deck of an event judged at once."""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import click

from altered_deck.cli.common import (
    AppContext,
    echo_err,
    echo_json,
    echo_text,
    file_option,
    missing_uniques_fetcher,
    pass_app,
)
from altered_deck.cli.conventions import as_of_option, format_option
from altered_deck.cli.validate import rules_option
from altered_deck.errors import UsageError
from altered_deck.outputfile import write_file

if TYPE_CHECKING:
    from altered_deck.formats.event import EventReport

OUTPUT_KINDS = {".html": "html", ".htm": "html", ".csv": "csv", ".json": "json"}


@click.group()
def event() -> None:
    """Check a whole event: every player's registered deck, twins, the metagame."""


@event.command("check")
@click.argument("registrations", type=click.Path(dir_okay=False, path_type=Path))
@format_option("The event's format (see `altered-deck formats`).", required=True)
@as_of_option("Judge with the rules and ban list in force on this date [default: today].")
@click.option(
    "--player-column",
    metavar="NAME",
    help="The column of player names, by its header [default: found by the header's words].",
)
@click.option(
    "--deck-column",
    metavar="NAME",
    help="The column of decks, by its header [default: found by the header's words].",
)
@click.option(
    "--delimiter",
    metavar="CHAR",
    help="The cell delimiter: , ; | or tab [default: chosen from the header line].",
)
@file_option(
    "--output", "-o", "output", help="Also write the report to a .html, .csv or .json file."
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON on stdout.")
@rules_option
@pass_app
@click.pass_context
def check(
    ctx: click.Context,
    app: AppContext,
    registrations: Path,
    format_name: str,
    as_of: date | None,
    player_column: str | None,
    deck_column: str | None,
    delimiter: str | None,
    output: Path | None,
    as_json: bool,
    rules_path: Path | None,
) -> None:
    """Judge every deck of REGISTRATIONS, a CSV file with one row per player.

    Columns are found by the words of their headers, in English or French ("Player name",
    "Nom du joueur"; "Decklist", "Liste", "Code"), and the report says which were chosen. A
    deck cell holds an altered-deckfmt code, a text decklist, or the path of a deck file
    (.txt or .json) relative to the CSV file. Every player gets a verdict with every
    violation and its rule id; a row that cannot be read is an UNREADABLE verdict with its
    line. The same player or the same Unique registered twice is flagged; players who
    registered the same list are grouped; the metagame counts heroes and factions.

    Exit code: 0 every deck legal, 1 a deck is illegal, 2 an unreadable file or deck,
    3 card data unavailable (the worst outcome wins). Flags do not change it.

    \b
    Examples:
      altered-deck event check registrations.csv --format standard
      altered-deck event check players.csv -f nuc --as-of 2026-03-01 -o out.html
      altered-deck event check players.csv -f standard --deck-column Code --json
      altered-deck event check export.csv -f standard --delimiter ';'
    """
    from altered_deck.formats.event import check_registrations
    from altered_deck.formats.registrations import parse_delimiter
    from altered_deck.formats.rulesfile import load_rules
    from altered_deck.formats.validate import basis_for

    kind = _output_kind(output)
    forced = parse_delimiter(delimiter) if delimiter is not None else None
    rules = load_rules(rules_path)
    day = as_of or date.today()
    basis = basis_for(
        format_name, day, catalog=rules.catalog, bans=rules.bans, rules_file=rules.source
    )
    from altered_deck.cli.simopts import ProgressBar

    bar = ProgressBar(sys.stderr, enabled=sys.stderr.isatty())
    try:
        report = check_registrations(
            registrations,
            app.store(),
            basis,
            rules=rules,
            player_column=player_column,
            deck_column=deck_column,
            delimiter=forced,
            fetch_missing=missing_uniques_fetcher(app),
            deckfmt_table=app.deckfmt_table,
            on_progress=bar,
        )
    finally:
        bar.close()
    if output is not None and kind is not None:
        _write(output, kind, report)
    if as_json:
        from altered_deck.render.event import event_data

        echo_json(event_data(report))
    else:
        from altered_deck.render.event import format_event

        echo_text(format_event(report))
    ctx.exit(report.exit_code)


def _output_kind(output: Path | None) -> str | None:
    """``html``, ``csv`` or ``json`` from ``-o``'s suffix, checked before any work."""
    if output is None:
        return None
    kind = OUTPUT_KINDS.get(output.suffix.lower())
    if kind is None:
        raise UsageError(f"-o {output}: name a .html, .csv or .json file")
    folder = output.parent
    if not folder.is_dir():
        raise UsageError(f"-o {output}: no such folder {str(folder)!r}")
    return kind


def _write(output: Path, kind: str, report: EventReport) -> None:
    from altered_deck.render import event as render

    if kind == "html":
        body = render.event_html(report)
    elif kind == "csv":
        body = render.event_csv(report)
    else:
        body = json.dumps(render.event_data(report), indent=2, ensure_ascii=False) + "\n"
    write_file(output, body)
    echo_err(f"event report written to {output}")
