"""``altered-deck validate DECK...`` and ``altered-deck formats [NAME]``."""

from __future__ import annotations

import contextlib
import itertools
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, TypeVar

import click
from click.core import ParameterSource

from altered_deck.cli.common import (
    AppContext,
    check_output_path,
    deck_format_option,
    echo_err,
    echo_json,
    echo_text,
    missing_uniques_fetcher,
    pass_app,
    write_output,
)
from altered_deck.cli.conventions import (
    DAY,
    color_for,
    complete_files,
    complete_formats,
    style_report,
)
from altered_deck.cli.decklists import (
    config_options,
    group_by_format,
    load_project,
    select_decks,
)
from altered_deck.decks.reader import read_deck
from altered_deck.errors import (
    EXIT_DATA_UNAVAILABLE,
    EXIT_USAGE,
    AlteredDeckError,
    DeckParseError,
    UsageError,
)
from altered_deck.formats.catalog import Format
from altered_deck.formats.check import check_deck
from altered_deck.formats.rulesfile import ENV_VAR, RulesData, load_rules, rules_data
from altered_deck.formats.validate import (
    Basis,
    UnreadableDeck,
    ValidationResult,
    basis_for,
    exit_code,
)
from altered_deck.render.errors import format_error, problem_tail
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
    merged_junit,
    report_data,
)

EXPORT = "export"
BANS = "bans"

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
@click.argument("decks", nargs=-1, shell_complete=complete_files)
@click.option(
    "--format",
    "-f",
    "format_name",
    default="standard",
    metavar="FORMAT",
    shell_complete=complete_formats,
    help="Format to validate against (see `altered-deck formats`) [default: the "
    "configuration's, else standard].",
)
@click.option(
    "--pool",
    metavar="POOL",
    help="Sealed, draft or booster-war: the card pool (a DECK) the deck must come from.",
)
@click.option(
    "--as-of",
    "as_of",
    type=DAY,
    default=None,
    help="Validate with the rules and ban list in force on this date [default: the "
    "configuration's, else today].",
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
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Also write a JUnit XML report (one test case per deck) to this file.",
)
@click.option(
    "--sarif",
    "sarif_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Also write a SARIF 2.1.0 log (one result per violation) for code scanning.",
)
@click.option(
    "--summary-md",
    "summary_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Also append a Markdown summary table to this file (e.g. $GITHUB_STEP_SUMMARY).",
)
@click.option(
    "--only-decklists",
    is_flag=True,
    help="Treat the DECK files as found by a pattern (the pre-commit hook): check those the "
    "configuration includes that look like decklists, skip the rest with a note.",
)
@rules_option
@config_options
@deck_format_option
@pass_app
@click.pass_context
def validate(
    ctx: click.Context,
    app: AppContext,
    decks: tuple[str, ...],
    format_name: str,
    pool: str | None,
    as_of: date | None,
    as_json: bool,
    annotations: str | None,
    junit_path: Path | None,
    sarif_path: Path | None,
    summary_path: Path | None,
    only_decklists: bool,
    rules_path: Path | None,
    config_path: Path | None,
    no_config: bool,
    deck_format: str | None,
) -> None:
    """Check decks against a format's rules and ban list, as of a date.

    DECK is a file path, - for stdin, or a deckfmt code. Without DECK, the decklists the
    project configuration includes (pyproject.toml [tool.altered-deck] or
    .altered-deck.toml; default **/*.txt and **/*.json), skipping files that are not
    decklists. The configuration also gives the format, date and rules file; options win.
    Every deck gets a verdict and every violation (code, message, input lines). Exit code:
    0 all legal, 1 any illegal, 2 unreadable input, 3 card data unavailable (the worst
    outcome wins).

    \b
    Examples:
      altered-deck validate
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
        reports.check()
        project = load_project(config_path, no_config)
        rules = load_rules(rules_path or project.rules)
        project.check_formats(rules.catalog.names)
        selected = select_decks(decks, project, only_decklists)
        if not selected:  # the hook given only files that are not decks: nothing to refuse
            echo_err("no decklist to check")
            ctx.exit(0)
        day = as_of or project.as_of or date.today()
        given = ctx.get_parameter_source("format_name") is not ParameterSource.DEFAULT
        groups = group_by_format(selected, project, format_name, given)
        runs = _validate_groups(app, groups, deck_format, day, rules, pool)
        reports.write(runs)
    except AlteredDeckError as exc:
        # A run that ends before its verdicts still says why where CI looks for it.
        _report_fatal(exc, annotations, reports)
        raise
    everything = [o for run in runs for o in run.outcomes]
    if as_json:
        echo_json([d for run in runs for d in report_data(run.outcomes, run.basis)])
    elif annotations:
        text = format_annotations(everything)
        if text:
            echo_text(text)
    else:
        color = color_for(ctx)
        report = "\n\n".join(format_report(run.outcomes, run.basis) for run in runs)
        echo_text(report, color=color, style=style_report if color else None)
    ctx.exit(exit_code(everything))


def _validate_groups(
    app: AppContext,
    groups: dict[str, list[str]],
    deck_format: str | None,
    day: date,
    rules: RulesData,
    pool: str | None,
) -> list[Run]:
    """Each format's decks validated under it, in the order the formats first occur."""
    if pool is not None and len(groups) > 1:
        raise UsageError("--pool applies to one format: these decks are in several")
    runs = []
    for group_format, group_decks in groups.items():
        basis = basis_for(
            group_format, day, catalog=rules.catalog, bans=rules.bans, rules_file=rules.source
        )
        pool_counts = _pool_counts(pool, rules, basis, deck_format, app.deckfmt_table)
        outcomes = _validate_all(app, tuple(group_decks), deck_format, basis, rules, pool_counts)
        runs.append(Run(basis, rules.catalog.get(basis.format), outcomes))
    return runs


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
    fetch_missing = missing_uniques_fetcher(app)
    for arg in decks:
        outcome = check_deck(
            arg,
            app.store(),
            as_of=basis.as_of,
            format_name=basis.format,
            rules=rules,
            pool=pool_counts,
            fetch_missing=fetch_missing,
            deck_format=deck_format,
            deckfmt_table=app.deckfmt_table,
            stdin=sys.stdin,
        )
        if isinstance(outcome, UnreadableDeck) and outcome.exit_code == EXIT_USAGE:
            # Bad input: every problem on stderr; the report says the deck was skipped.
            echo_err("\n".join([f"error: {outcome.message}", *problem_tail(outcome.details)]))
        outcomes.append(outcome)
    return outcomes


@dataclass(frozen=True)
class Run:
    """The decks validated under one format (the configuration may give several)."""

    basis: Basis
    fmt: Format
    outcomes: list[ValidationResult | UnreadableDeck]


@dataclass(frozen=True)
class Reports:
    """The report files a run writes besides what it prints."""

    junit: Path | None = None
    sarif: Path | None = None
    summary: Path | None = None

    def check(self) -> None:
        """UsageError before any work when a report file could not be written."""
        for option, path in (
            ("--junit-xml", self.junit),
            ("--sarif", self.sarif),
            ("--summary-md", self.summary),
        ):
            if path is not None:
                check_output_path(path, option)

    def write(self, runs: list[Run]) -> None:
        """Write each report asked for (the summary is appended); unwritable: UsageError."""
        everything = [o for run in runs for o in run.outcomes]
        if self.junit is not None:
            _write(self.junit, merged_junit([junit_xml(r.outcomes, r.basis) for r in runs]))
        if self.sarif is not None:
            from altered_deck.render.sarif import sarif_log

            first = runs[0]
            fmt = first.fmt if len(runs) == 1 else None
            log = sarif_log(everything, first.basis, fmt, base=Path.cwd())
            if len(runs) > 1:
                log["runs"][0]["properties"]["format"] = ", ".join(r.basis.format for r in runs)
            _write(self.sarif, json.dumps(log, indent=2, ensure_ascii=False) + "\n")
        if self.summary is not None:
            from altered_deck.render.summary import format_summary_markdown

            text = "\n".join(format_summary_markdown(r.outcomes, r.basis) for r in runs)
            _write(self.summary, text, append=True)


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


@click.command()
@click.argument("name", required=False)
@click.option(
    "--as-of",
    "as_of",
    type=DAY,
    default=None,
    help="Cite the rule numbers (and the ban list) in force on this date [default: today].",
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
@click.option(
    "--format",
    "-f",
    "format_name",
    default=None,
    metavar="FORMAT",
    shell_complete=complete_formats,
    help="With `bans`: the ban list of this format (none for Limited and Sandbox).",
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
        echo_text(format_rules_table(fmt, catalog, basis(fmt.name), rules.bans))


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
