"""``altered-deck validate DECK...`` and ``altered-deck formats [NAME]``."""

from __future__ import annotations

import contextlib
import itertools
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any, TypeVar

import click

from altered_deck.cli.common import (
    AppContext,
    deck_format_option,
    echo_err,
    echo_json,
    echo_text,
    load_resolved_deck,
    pass_app,
    write_output,
)
from altered_deck.cli.conventions import (
    color_for,
    complete_files,
    complete_formats,
    style_report,
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
from altered_deck.formats.catalog import Format
from altered_deck.formats.rulesfile import ENV_VAR, RulesData, load_rules, rules_data
from altered_deck.formats.validate import (
    Basis,
    UnreadableDeck,
    ValidationResult,
    basis_for,
    exit_code,
)
from altered_deck.formats.validate import (
    validate as validate_deck,
)
from altered_deck.render.errors import format_error, problem_lines
from altered_deck.render.validation import (
    NO_CARD_DATA_CODE,
    UNREADABLE_CODE,
    annotation,
    format_annotations,
    format_data,
    format_formats_table,
    format_report,
    format_rules_table,
    junit_xml,
    report_data,
)

EXPORT = "export"

_F = TypeVar("_F", bound=Callable[..., Any])


def rules_option(func: _F) -> _F:
    """``--rules FILE`` (or $ALTERED_DECK_RULES): an organiser's rules file."""
    return click.option(
        "--rules",
        "rules_path",
        type=click.Path(dir_okay=False, path_type=Path),
        envvar=ENV_VAR,
        default=None,
        help=f"An organiser's rules file (JSON) merged into the rules [env: {ENV_VAR}].",
    )(func)


class ValidateCommand(click.Command):
    """``validate``: with ``--annotations github``, a usage error click finds while parsing
    (a bad --as-of, an unknown option) is an ``::error`` too, besides the message."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Parse as usual; annotate a usage error when GitHub annotations are asked for."""
        wants = "--annotations=github" in args or any(
            a == "--annotations" and b == "github" for a, b in itertools.pairwise(args)
        )
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as exc:
            if wants:
                echo_text(annotation("error", exc.format_message(), None, None, "USAGE-ERROR"))
            raise


@click.command(cls=ValidateCommand)
@click.argument("decks", nargs=-1, required=True, shell_complete=complete_files)
@click.option(
    "--format",
    "-f",
    "format_name",
    default="standard",
    show_default=True,
    metavar="FORMAT",
    shell_complete=complete_formats,
    help="Format to validate against (see `altered-deck formats`).",
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
@click.option(
    "--sarif",
    "sarif_path",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    default=None,
    help="Also write a SARIF 2.1.0 log (one result per violation) for code scanning.",
)
@click.option(
    "--summary-md",
    "summary_path",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    default=None,
    help="Also append a Markdown summary table to this file (e.g. $GITHUB_STEP_SUMMARY).",
)
@rules_option
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
    sarif_path: Path | None,
    summary_path: Path | None,
    rules_path: Path | None,
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
      altered-deck validate decks/*.txt --sarif out.sarif --summary-md out.md
      altered-deck validate deck.txt --rules my-league.json
    """
    reports = Reports(junit_path, sarif_path, summary_path)
    try:
        if as_json and annotations:
            raise UsageError("--json and --annotations print different things: choose one")
        if [*decks, pool].count("-") > 1:
            raise UsageError("stdin (-) can be read only once: give the other decks as files")
        day = as_of.date() if as_of else date.today()
        rules = load_rules(rules_path)
        basis = basis_for(
            format_name, day, catalog=rules.catalog, bans=rules.bans, rules_file=rules.source
        )
        pool_counts = _pool_counts(pool, rules, basis, deck_format, app.deckfmt_table)
        outcomes = _validate_all(app, decks, deck_format, basis, rules, pool_counts)
        reports.write(outcomes, basis, rules.catalog.get(basis.format))
    except AlteredDeckError as exc:
        # A run that ends before its verdicts still says why where CI looks for it.
        _report_fatal(exc, annotations, reports)
        raise
    if as_json:
        echo_json(report_data(outcomes, basis))
    elif annotations:
        text = format_annotations(outcomes)
        if text:
            echo_text(text)
    else:
        color = color_for(ctx)
        report = format_report(outcomes, basis)
        echo_text(report, color=color, style=style_report if color else None)
    ctx.exit(exit_code(outcomes))


def _pool_counts(
    pool: str | None,
    rules: RulesData,
    basis: Basis,
    deck_format: str | None,
    deckfmt_table: str | None = None,
) -> dict[str, int] | None:
    """``--pool``: the quantities of the pool deck (sealed, draft, booster-war only)."""
    if pool is None:
        return None
    if not rules.catalog.get(basis.format).takes_pool:
        raise UsageError(f"--pool is for sealed, draft and booster-war, not {basis.format}")
    try:
        pool_deck = read_deck(
            pool, deck_format=deck_format, stdin=sys.stdin, deckfmt_table=deckfmt_table
        )
    except DeckParseError as exc:
        raise DeckParseError(f"--pool: {exc}", exc.problems) from None
    return dict(pool_deck.quantities())


def _validate_all(
    app: AppContext,
    decks: tuple[str, ...],
    deck_format: str | None,
    basis: Basis,
    rules: RulesData,
    pool_counts: dict[str, int] | None,
) -> list[ValidationResult | UnreadableDeck]:
    """Every DECK's outcome, in order; one that cannot be read is reported and skipped."""
    outcomes: list[ValidationResult | UnreadableDeck] = []
    for arg in decks:
        try:
            resolved = load_resolved_deck(app, arg, deck_format, note_ignored=False)
        except AlteredDeckError as exc:
            # A cache that cannot be opened at all fails every deck alike: stop at once.
            if isinstance(exc, CacheError) and not isinstance(exc, MissingCardsError):
                raise
            echo_err(format_error(exc))
            outcomes.append(_unreadable(arg, exc))
            continue
        outcomes.append(
            validate_deck(
                resolved,
                basis.format,
                basis.as_of,
                pool_counts,
                catalog=rules.catalog,
                bans=rules.bans,
            )
        )
    return outcomes


@dataclass(frozen=True)
class Reports:
    """The report files a run writes besides what it prints."""

    junit: Path | None = None
    sarif: Path | None = None
    summary: Path | None = None

    def write(
        self, outcomes: list[ValidationResult | UnreadableDeck], basis: Basis, fmt: Format
    ) -> None:
        """Write each report asked for (the summary is appended); unwritable: UsageError."""
        if self.junit is not None:
            _write(self.junit, junit_xml(outcomes, basis))
        if self.sarif is not None:
            from altered_deck.render.sarif import sarif_log

            log = sarif_log(outcomes, basis, fmt, base=Path.cwd())
            _write(self.sarif, json.dumps(log, indent=2, ensure_ascii=False) + "\n")
        if self.summary is not None:
            from altered_deck.render.summary import format_summary_markdown

            _write(self.summary, format_summary_markdown(outcomes, basis), append=True)


def _write(path: Path, text: str, *, append: bool = False) -> None:
    try:
        with path.open("a" if append else "w", encoding="utf-8") as out:
            out.write(text)
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror or exc}") from None


def _report_fatal(exc: AlteredDeckError, annotations: str | None, reports: Reports) -> None:
    """An error that ends the run: an ``::error`` annotation (with ``--annotations github``),
    a summary and a SARIF log saying the decks were not validated (with ``--summary-md`` and
    ``--sarif``), so that CI shows why instead of nothing."""
    details = format_error(exc).removeprefix("error: ").splitlines()
    message = "; ".join(line.strip() for line in details)
    code = fatal_code(exc)
    if annotations:
        echo_text(annotation("error", message, None, None, code))
    # Each file is best effort: the error being reported comes first.
    if reports.summary is not None:
        from altered_deck.render.summary import format_failure_markdown

        with contextlib.suppress(AlteredDeckError):
            _write(reports.summary, format_failure_markdown(message), append=True)
    if reports.sarif is not None:
        from altered_deck.render.sarif import sarif_failure_log

        log = sarif_failure_log(message, code)
        with contextlib.suppress(AlteredDeckError):
            _write(reports.sarif, json.dumps(log, indent=2, ensure_ascii=False) + "\n")


def fatal_code(exc: AlteredDeckError) -> str:
    """The annotation title of an error that ends a run."""
    if exc.exit_code == EXIT_DATA_UNAVAILABLE:
        return NO_CARD_DATA_CODE
    return UNREADABLE_CODE if isinstance(exc, DeckParseError) else "USAGE-ERROR"


def _unreadable(arg: str, exc: AlteredDeckError) -> UnreadableDeck:
    """The outcome of a DECK argument that failed: its error, and exit 2 or 3."""
    details = tuple(problem_lines(exc))
    label = "<stdin>" if arg == "-" else arg
    code = EXIT_DATA_UNAVAILABLE if exc.exit_code == EXIT_DATA_UNAVAILABLE else EXIT_USAGE
    return UnreadableDeck(label=label, message=str(exc), details=details, exit_code=code)


@click.command()
@click.argument("name", required=False)
@click.option(
    "--as-of",
    "as_of",
    type=click.DateTime(formats=["%Y-%m-%d"]),
    default=None,
    help="Cite the rule numbers in force on this date [default: today].",
)
@click.option("--json", "as_json", is_flag=True, help="Print the formats (or one's rules) as JSON.")
@click.option(
    "--output",
    "-o",
    "output",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    default=None,
    help="With `export`: write the rules data to this file instead of stdout.",
)
@rules_option
def formats(
    name: str | None,
    as_of: datetime | None,
    as_json: bool,
    output: Path | None,
    rules_path: Path | None,
) -> None:
    """List the formats, or with NAME, that format's rules (code, rule id, numbers, dates).

    `formats export` writes the rules data in effect (the built-in data, plus --rules FILE
    when given) as JSON: the starting point of an organiser's rules file.

    \b
    Examples:
      altered-deck formats
      altered-deck formats standard --as-of 2025-06-01
      altered-deck formats singleton --json
      altered-deck formats export -o my-league.json
    """
    rules = load_rules(rules_path)
    if name == EXPORT:
        text = json.dumps(rules_data(rules_path), indent=2, ensure_ascii=False) + "\n"
        if write_output(output, text):
            echo_err(f"rules data written to {output}")
        return
    catalog = rules.catalog
    day = as_of.date() if as_of else date.today()

    def basis(fmt_name: str) -> Basis:
        return basis_for(fmt_name, day, catalog=catalog, bans=rules.bans, rules_file=rules.source)

    if name is None:
        if as_json:
            echo_json([format_data(f, catalog, basis(f.name)) for f in catalog.formats])
        else:
            echo_text(format_formats_table(catalog))
        return
    fmt = catalog.get(name)
    if as_json:
        echo_json(format_data(fmt, catalog, basis(fmt.name)))
    else:
        echo_text(format_rules_table(fmt, catalog, basis(fmt.name)))
