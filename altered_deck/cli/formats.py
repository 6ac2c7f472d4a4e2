"""``altered-deck formats [NAME]``: the formats, one format's rules, the ban list, the rules
data to start an organiser's rules file from."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import click

from altered_deck.cli.common import echo_err, echo_json, echo_text, write_output
from altered_deck.cli.conventions import as_of_option, complete_format_names, format_option
from altered_deck.cli.validate import rules_option
from altered_deck.errors import UsageError
from altered_deck.formats.rulesfile import RulesData, load_rules, rules_data
from altered_deck.formats.validate import Basis, basis_for
from altered_deck.render.validation import format_data, format_formats_table, format_rules_table

EXPORT = "export"
BANS = "bans"


@click.command()
@click.argument("name", required=False, shell_complete=complete_format_names)
@as_of_option("Cite the rule numbers (and the ban list) in force on this date [default: today].")
@click.option("--json", "as_json", is_flag=True, help="Print the formats (or one's rules) as JSON.")
@click.option(
    "--output",
    "-o",
    "output",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    default=None,
    help="With `export`: write the rules data to this file instead of stdout.",
)
@format_option(
    "With `bans`: the ban list of this format (none for Limited and Sandbox).", default=None
)
@click.option(
    "--all", "history", is_flag=True, help="With `bans`: every entry, past ones included."
)
@rules_option
def formats(
    name: str | None,
    as_of: date | None,
    as_json: bool,
    output: Path | None,
    format_name: str | None,
    history: bool,
    rules_path: Path | None,
) -> None:
    """List the formats, or with NAME, that format's rules (code, rule id, numbers, dates).

    `formats bans` lists the suspensions and bans in force on the date (--all: the whole
    history). `formats export` writes the rules data in effect (the built-in data, plus
    --rules FILE when given) as JSON: the starting point of an organiser's rules file.

    \b
    Examples:
      altered-deck formats
      altered-deck formats standard --as-of 2025-06-01
      altered-deck formats singleton --json
      altered-deck formats bans --as-of 2026-03-01
      altered-deck formats bans --all --json
      altered-deck formats export -o my-league.json
    """
    if (format_name or history) and name != BANS:
        raise UsageError("--format and --all go with `formats bans`")
    rules = load_rules(rules_path)
    day = as_of or date.today()
    if name == EXPORT:
        _export(rules_path, output)
        return
    if name == BANS:
        _bans(rules, day, format_name, history, as_json)
        return
    catalog = rules.catalog
    lists = rules.allowlist_map()

    def basis(fmt_name: str) -> Basis:
        return basis_for(fmt_name, day, catalog=catalog, bans=rules.bans, rules_file=rules.source)

    if name is None:
        if as_json:
            echo_json([format_data(f, catalog, basis(f.name), lists) for f in catalog.formats])
        else:
            echo_text(format_formats_table(catalog))
        return
    fmt = catalog.get(name)
    if as_json:
        echo_json(format_data(fmt, catalog, basis(fmt.name), lists))
    else:
        echo_text(format_rules_table(fmt, catalog, basis(fmt.name), rules.bans, lists))


def _export(rules_path: Path | None, output: Path | None) -> None:
    """``formats export``: the rules data in effect, on stdout or into ``output``."""
    text = json.dumps(rules_data(rules_path), indent=2, ensure_ascii=False) + "\n"
    if write_output(output, text):
        echo_err(f"rules data written to {output}")


def _bans(
    rules: RulesData, day: date, format_name: str | None, history: bool, as_json: bool
) -> None:
    """``formats bans``: the suspensions and bans in force on ``day`` (or every one)."""
    from altered_deck.formats.bans import ban_listing
    from altered_deck.render.bans import format_listing, listing_data
    from altered_deck.rulesdata import in_force

    fmt = rules.catalog.get(format_name) if format_name else None
    listing = ban_listing(
        rules.bans,
        day,
        history=history,
        format_name=fmt.name if fmt else None,
        applies=fmt.bans if fmt else True,
    )
    origin = in_force().origin()
    if as_json:
        echo_json({**listing_data(listing), "rules_data": origin.as_json()})
    else:
        echo_text(f"{format_listing(listing)}\nRules data: {origin.label()}")
