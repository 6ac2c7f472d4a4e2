"""``altered-deck validate DECK...`` and ``altered-deck formats [NAME]``."""

from __future__ import annotations

import sys
from datetime import date, datetime
from pathlib import Path

import click

from altered_deck.cli.common import (
    AppContext,
    deck_format_option,
    echo_err,
    echo_json,
    load_resolved_deck,
    pass_app,
)
from altered_deck.decks.reader import read_deck
from altered_deck.errors import (
    EXIT_DATA_UNAVAILABLE,
    EXIT_USAGE,
    AlteredDeckError,
    CacheError,
    DeckParseError,
    MissingCardsError,
    UsageError,
)
from altered_deck.formats import load_catalog
from altered_deck.formats.validate import (
    UnreadableDeck,
    ValidationResult,
    basis_for,
    exit_code,
)
from altered_deck.formats.validate import (
    validate as validate_deck,
)
from altered_deck.render.errors import format_error
from altered_deck.render.validation import (
    format_annotations,
    format_data,
    format_formats_table,
    format_report,
    format_rules_table,
    junit_xml,
    report_data,
)


def _format_names() -> list[str]:
    return load_catalog().names


@click.command()
@click.argument("decks", nargs=-1, required=True)
@click.option(
    "--format",
    "-f",
    "format_name",
    default="standard",
    show_default=True,
    type=click.Choice(_format_names(), case_sensitive=False),
    help="Format to validate against.",
)
@click.option(
    "--pool",
    metavar="POOL",
    help="Sealed, draft or booster-war: the card pool (a DECK) the deck must come from.",
)
@click.option(
    "--as-of",
    "as_of",
    type=click.DateTime(formats=["%Y-%m-%d"]),
    default=None,
    help="Validate with the rules and ban list in force on this date [default: today].",
)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per deck, on stdout.")
@click.option(
    "--annotations",
    type=click.Choice(["github"]),
    default=None,
    help="Print GitHub Actions annotations (::error file=…,line=…::) instead of the report.",
)
@click.option(
    "--junit-xml",
    "junit_path",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    default=None,
    help="Also write a JUnit XML report (one test case per deck) to this file.",
)
@deck_format_option
@pass_app
@click.pass_context
def validate(
    ctx: click.Context,
    app: AppContext,
    decks: tuple[str, ...],
    format_name: str,
    pool: str | None,
    as_of: datetime | None,
    as_json: bool,
    annotations: str | None,
    junit_path: Path | None,
    deck_format: str | None,
) -> None:
    """Check decks against a format's rules and ban list, as of a date.

    DECK is a file path, - for stdin, or a deckfmt code. Every deck gets a verdict and every
    violation (code, message, input lines). Exit code: 0 all legal, 1 any illegal,
    2 unreadable input, 3 card data unavailable (the worst outcome wins).

    \b
    Examples:
      altered-deck validate decks/*.txt
      altered-deck validate deck.txt --format standard --as-of 2025-06-01 --json
      altered-deck validate my-sealed.txt --format sealed --pool my-pool.txt
      altered-deck validate decks/*.txt --annotations github --junit-xml out.xml
    """
    if as_json and annotations:
        raise UsageError("--json and --annotations print different things: choose one")
    if [*decks, pool].count("-") > 1:
        raise UsageError("stdin (-) can be read only once: give the other decks as files")
    day = as_of.date() if as_of else date.today()
    basis = basis_for(format_name, day)
    pool_counts = None
    if pool is not None:
        if not load_catalog().get(format_name).takes_pool:
            raise UsageError(f"--pool is for sealed, draft and booster-war, not {basis.format}")
        try:
            pool_deck = read_deck(pool, deck_format=deck_format, stdin=sys.stdin)
        except DeckParseError as exc:
            raise DeckParseError(f"--pool: {exc}", exc.problems) from None
        pool_counts = pool_deck.quantities()
    outcomes: list[ValidationResult | UnreadableDeck] = []
    for arg in decks:
        try:
            resolved = load_resolved_deck(app, arg, deck_format)
        except AlteredDeckError as exc:
            # A cache that cannot be opened at all fails every deck alike: stop at once.
            if isinstance(exc, CacheError) and not isinstance(exc, MissingCardsError):
                raise
            echo_err(format_error(exc))
            outcomes.append(_unreadable(arg, exc))
            continue
        outcomes.append(validate_deck(resolved, basis.format, day, pool_counts))
    if junit_path is not None:
        try:
            junit_path.write_text(junit_xml(outcomes, basis), encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"cannot write {junit_path}: {exc.strerror or exc}") from None
    if as_json:
        echo_json(report_data(outcomes, basis))
    elif annotations:
        text = format_annotations(outcomes)
        if text:
            click.echo(text)
    else:
        click.echo(format_report(outcomes, basis))
    ctx.exit(exit_code(outcomes))


def _unreadable(arg: str, exc: AlteredDeckError) -> UnreadableDeck:
    """The outcome of a DECK argument that failed: its error, and exit 2 or 3."""
    details = tuple(line.strip() for line in format_error(exc).splitlines()[1:])
    label = "<stdin>" if arg == "-" else arg
    code = EXIT_DATA_UNAVAILABLE if exc.exit_code == EXIT_DATA_UNAVAILABLE else EXIT_USAGE
    return UnreadableDeck(label=label, message=str(exc), details=details, exit_code=code)


@click.command()
@click.argument("name", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print the formats (or one's rules) as JSON.")
def formats(name: str | None, as_json: bool) -> None:
    """List the formats, or with NAME, that format's rules (code, rule number, numbers, dates).

    \b
    Examples:
      altered-deck formats
      altered-deck formats standard
      altered-deck formats singleton --json
    """
    catalog = load_catalog()
    if name is None:
        if as_json:
            echo_json([format_data(f) for f in catalog.formats])
        else:
            click.echo(format_formats_table(catalog))
        return
    fmt = catalog.get(name)
    if as_json:
        echo_json(format_data(fmt))
    else:
        click.echo(format_rules_table(fmt))
