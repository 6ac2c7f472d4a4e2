"""``altered-deck report``: one self-contained HTML page about a deck."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from altered_deck.cli.common import (
    AppContext,
    check_output_path,
    deck_format_option,
    echo_err,
    file_option,
    load_resolved_deck,
    pass_app,
    write_output,
)
from altered_deck.cli.simopts import (
    MIN_GAMES,
    TuneChoices,
    announce_duration,
    command_line,
    running,
    sim_options,
    tune_options,
)
from altered_deck.sim.limits import MAX_GAMES

if TYPE_CHECKING:
    from altered_deck.engine.settings import PlaySettings

REPORT_HELPS = {
    "--format": "Format the legality section judges the deck in (with --tune, also the "
    "one every swap must keep it legal in).",
    "--as-of": "The date whose rules and bans judge legality and whose game rules the "
    "games follow [default: today].",
    "--candidates": "With --tune: a file of swaps, one a line: OUT IN, OUT -> IN, or IN "
    "alone (tried for every card).",
    "--from-faction": "With --tune: try Commons of the Hero's faction with the same type and cost.",
    "--max-candidates": "With --tune: at most this many --from-faction swaps.",
    "--no-halving": "With --tune: play every swap to --tune-games (no successive halving).",
}
"""The report's own words for the options it shares with ``tune``."""


def _report_tune_options(func: click.decorators.FC) -> click.decorators.FC:
    return tune_options(func, REPORT_HELPS)


@click.command("report")
@click.argument("deck")
@deck_format_option
@file_option("-o", "--output", required=True, help="The HTML file to write (- for stdout).")
@click.option(
    "--tune", "with_tune", is_flag=True, help="Add tuning results (needs swap candidates)."
)
@_report_tune_options
@click.option(
    "--tune-games",
    type=click.IntRange(min=MIN_GAMES, max=MAX_GAMES),
    default=2000,
    show_default=True,
    help="Games per swap for --tune.",
)
@sim_options(
    default_games=10_000,
    games_help="Goldfish games the report plays (--tune-games sets the games per swap).",
)
@pass_app
def report(
    app: AppContext,
    deck: str,
    deck_format: str | None,
    output: Path,
    with_tune: bool,
    tune_games: int,
    settings: PlaySettings,
    jobs: int | None,
    scheduler: str | None,
    **options: Any,
) -> None:
    """Write an HTML report of DECK: list, legality, curve, terrain, draw odds, goldfish.

    One self-contained page (inline SVG charts, no network) that shows the command
    line and seed that rebuild it. Its goldfish games are the games goldfish --seed
    plays. --tune adds the tune results for --candidates FILE or --from-faction.

    \b
    Examples:
      altered-deck report deck.txt -o report.html --seed 1
      altered-deck report deck.txt -o r.html --tune --from-faction
    """
    from altered_deck.errors import UsageError
    from altered_deck.render.html_report import render_html_report
    from altered_deck.sim.report import TunePlan, deck_report
    from altered_deck.sim.tune import parse_metric

    check_output_path(output, "-o")  # before the games, not after them
    choices = TuneChoices.from_options(options)
    metric = parse_metric(choices.metric, settings.max_days)
    if (choices.candidates is not None or choices.from_faction) and not with_tune:
        raise UsageError("--candidates and --from-faction go with --tune")
    resolved = load_resolved_deck(app, deck, deck_format)
    games, seed = settings.games, settings.seed
    line = command_line(
        [
            "report",
            deck,
            "-o",
            output,
            *settings.words(),
            *(["--tune", "--tune-games", tune_games] if with_tune else []),
            *choices.words(),
        ]
    )
    tuning = None
    if with_tune:
        swaps, skipped = choices.plan(app, resolved)
        tuning = TunePlan(
            swaps, skipped, metric, tune_games, not choices.no_halving, choices.threshold(metric)
        )
    with running(scheduler, jobs) as (executor, bar):
        if tuning is not None:
            echo_err(
                f"report: {len(tuning.swaps)} swaps ({len(tuning.skipped)} skipped), up to "
                f"{tune_games:,} games each, then {games:,} goldfish games, seed {seed}, "
                f"on {executor.label}"
            )
        else:
            echo_err(f"report: {games:,} goldfish games, seed {seed}, on {executor.label}")
        tuned = (len(tuning.swaps) + 1) * tune_games if tuning is not None else 0
        announce_duration("report", games + tuned, [settings.pilot], executor)
        built = deck_report(
            resolved,
            settings,
            command=line,
            format_name=choices.format_name,
            as_of=choices.as_of,
            executor=executor,
            tuning=tuning,
            progress=bar,
        )
    page = render_html_report(built)
    if write_output(output, page):
        echo_err(f"report written to {output}")
