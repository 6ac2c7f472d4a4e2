"""``altered-deck validate DECK...``."""

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
    file_option,
    missing_uniques_fetcher,
    pass_app,
)
from altered_deck.cli.conventions import (
    as_of_option,
    color_for,
    complete_files,
    format_option,
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
    EXIT_USAGE,
    AlteredDeckError,
    DeckParseError,
    UsageError,
    error_code_for,
)
from altered_deck.formats.catalog import Format
from altered_deck.formats.check import check_deck
from altered_deck.formats.rulesfile import ENV_VAR, RulesData, load_rules
from altered_deck.formats.validate import (
    Basis,
    UnreadableDeck,
    ValidationResult,
    basis_for,
    exit_code,
)
from altered_deck.render.validation import (
    annotation,
    format_report,
    format_total,
    junit_xml,
    merged_junit,
    report_data,
)

_F = TypeVar("_F", bound=Callable[..., Any])

FULL, CONCISE, JSON, GITHUB = "full", "concise", "json", "github"
OUTPUT_FORMATS = (FULL, CONCISE, JSON, GITHUB)


def rules_option(func: _F) -> _F:
    """``--rules FILE`` (or $ALTERED_DECK_RULES): an organiser's rules file."""
    return file_option(
        "--rules",
        "rules_path",
        envvar=ENV_VAR,
        help=f"An organiser's rules file (JSON) merged into the rules [env: {ENV_VAR}].",
    )(func)


class ValidateCommand(click.Command):
    """``validate``: with ``--annotations github`` (or ``--output-format github``), a usage
    error click finds while parsing (a bad --as-of, an unknown option) is an ``::error`` too,
    besides the message."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Parse as usual; annotate a usage error when GitHub annotations are asked for."""
        wants = bool({"--annotations=github", "--output-format=github"} & set(args)) or any(
            a in ("--annotations", "--output-format") and b == "github"
            for a, b in itertools.pairwise(args)
        )
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as exc:
            if wants:
                echo_text(annotation("error", exc.format_message(), None, None, "USAGE-ERROR"))
            raise


@click.command(cls=ValidateCommand)
@click.argument("decks", nargs=-1, shell_complete=complete_files)
@format_option(
    "Format to validate against (see `altered-deck formats`) [default: the "
    "configuration's, else standard].",
    default="standard",
)
@click.option(
    "--pool",
    metavar="POOL",
    help="Sealed, draft or booster-war: the card pool (a DECK) the deck must come from.",
)
@as_of_option(
    "Validate with the rules and ban list in force on this date [default: the "
    "configuration's, else today]."
)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per deck, on stdout.")
@click.option(
    "--annotations",
    type=click.Choice(["github"]),
    default=None,
    help="Print GitHub Actions annotations (::error file=…,line=…::) instead of the report.",
)
@file_option(
    "--junit-xml",
    "junit_path",
    help="Also write a JUnit XML report (one test case per deck) to this file.",
)
@file_option(
    "--sarif",
    "sarif_path",
    help="Also write a SARIF 2.1.0 log (one result per violation) for code scanning.",
)
@file_option(
    "--summary-md",
    "summary_path",
    help="Also append a Markdown summary table to this file (e.g. $GITHUB_STEP_SUMMARY).",
)
@click.option(
    "--output-format",
    type=click.Choice(OUTPUT_FORMATS),
    default=None,
    help="full: the report [default]; concise: one 'path:line:col: CODE message' line per "
    "finding, as ruff prints them; json: as --json; github: as --annotations github.",
)
@click.option(
    "--quiet",
    "-q",
    is_flag=True,
    help="Print only the findings: no heading, no legal deck, no total, no note.",
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
    output_format: str | None,
    quiet: bool,
    only_decklists: bool,
    rules_path: Path | None,
    config_path: Path | None,
    no_config: bool,
    deck_format: str | None,
) -> None:
    """Check decks against a format's rules and ban list, as of a date.

    DECK is a file path, a folder, - for stdin, or a deckfmt code. Without DECK, the
    decklists the project configuration includes (pyproject.toml [tool.altered-deck] or
    .altered-deck.toml; default **/*.txt and **/*.json), skipping files that are not
    decklists and what .gitignore ignores; a folder is searched the same way. The
    configuration also gives the format, date and rules file; options win.
    Every deck gets a verdict and every violation (code, message, input lines). Exit code:
    0 all legal, 1 any illegal, 2 unreadable input, 3 card data unavailable (the worst
    outcome wins).

    \b
    Examples:
      altered-deck validate
      altered-deck validate decks/
      altered-deck validate --output-format concise --quiet
      altered-deck validate deck.txt --format standard --as-of 2025-06-01 --json
      altered-deck validate my-sealed.txt --format sealed --pool my-pool.txt
      altered-deck validate decks/*.txt --annotations github --junit-xml out.xml
      altered-deck validate decks/*.txt --sarif out.sarif --summary-md out.md
      altered-deck validate deck.txt --rules my-league.json
    """
    reports = Reports(junit_path, sarif_path, summary_path)
    output = GITHUB if annotations else None
    try:
        output = chosen_output(output_format, as_json, annotations)
        if [*decks, pool].count("-") > 1:
            raise UsageError("stdin (-) can be read only once: give the other decks as files")
        reports.check()
        project = load_project(config_path, no_config)
        rules = load_rules(rules_path or project.rules)
        project.check_formats(rules.catalog.names)
        selected = select_decks(decks, project, only_decklists, notes=not quiet)
        if not selected:  # the hook given only files that are not decks: nothing to refuse
            if not quiet:
                echo_err("no decklist to check")
            ctx.exit(0)
        day = as_of or project.as_of or date.today()
        given = ctx.get_parameter_source("format_name") is not ParameterSource.DEFAULT
        groups = group_by_format(selected, project, format_name, given)
        runs = _validate_groups(app, groups, deck_format, day, rules, pool, output != CONCISE)
        reports.write(runs)
    except AlteredDeckError as exc:
        # A run that ends before its verdicts still says why where CI looks for it.
        _report_fatal(exc, output == GITHUB, reports)
        raise
    _print_outcomes(ctx, runs, output, quiet)
    ctx.exit(exit_code([o for run in runs for o in run.outcomes]))


def chosen_output(output_format: str | None, as_json: bool, annotations: str | None) -> str:
    """The output asked for: ``--output-format``, ``--json`` or ``--annotations github``
    (the same one twice is fine), else the full report."""
    chosen = {JSON} if as_json else set()
    if annotations:
        chosen.add(GITHUB)
    if output_format:
        chosen.add(output_format)
    if len(chosen) > 1:
        raise UsageError(
            "--output-format, --json and --annotations print different things: choose one"
        )
    return chosen.pop() if chosen else FULL


def _print_outcomes(ctx: click.Context, runs: list[Run], output: str, quiet: bool) -> None:
    """The verdicts on stdout in the ``output`` asked for (``quiet``: the findings only)."""
    everything = [o for run in runs for o in run.outcomes]
    if output == JSON:
        echo_json([d for run in runs for d in report_data(run.outcomes, run.basis)])
        return
    if output in (GITHUB, CONCISE):
        from altered_deck.render.findings import format_annotations, format_concise

        lines = format_annotations(everything) if output == GITHUB else format_concise(everything)
        if output == CONCISE and not quiet:
            lines = "\n".join(filter(None, [lines, format_total(everything)]))
        if lines:
            echo_text(lines)
        return
    color = color_for(ctx)
    report = "\n\n".join(
        filter(None, (format_report(run.outcomes, run.basis, quiet=quiet) for run in runs))
    )
    if report:
        echo_text(report, color=color, style=style_report if color else None)


def _validate_groups(
    app: AppContext,
    groups: dict[str, list[str]],
    deck_format: str | None,
    day: date,
    rules: RulesData,
    pool: str | None,
    echo_problems: bool = True,
) -> list[Run]:
    """Each format's decks validated under it, in the order the formats first occur; with
    ``echo_problems``, an unreadable deck's problems on stderr too."""
    if pool is not None and len(groups) > 1:
        raise UsageError("--pool applies to one format: these decks are in several")
    runs = []
    for group_format, group_decks in groups.items():
        basis = basis_for(
            group_format, day, catalog=rules.catalog, bans=rules.bans, rules_file=rules.source
        )
        pool_counts = _pool_counts(pool, rules, basis, deck_format, app.deckfmt_table)
        outcomes = _validate_all(
            app, tuple(group_decks), deck_format, basis, rules, pool_counts, echo_problems
        )
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
    echo_problems: bool = True,
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
        if (
            echo_problems
            and isinstance(outcome, UnreadableDeck)
            and outcome.exit_code == EXIT_USAGE
        ):
            from altered_deck.render.errors import problem_tail  # here: only a mistake

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
    from altered_deck.outputfile import write_file

    write_file(path, text, append=append)


def _report_fatal(exc: AlteredDeckError, annotations: bool, reports: Reports) -> None:
    """An error that ends the run: an ``::error`` annotation (with ``--annotations github``),
    a summary and a SARIF log saying the decks were not validated (with ``--summary-md`` and
    ``--sarif``), so that CI shows why instead of nothing."""
    from altered_deck.render.errors import format_error

    details = format_error(exc).removeprefix("error: ").splitlines()
    message = "; ".join(line.strip() for line in details)
    code = error_code_for(exc)
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
