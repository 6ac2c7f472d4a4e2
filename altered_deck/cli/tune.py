"""``altered-deck tune``: rank one-for-one swaps by their simulated effect on a metric."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import click

from altered_deck.cli.common import (
    AppContext,
    deck_format_option,
    echo_err,
    echo_json,
    load_resolved_deck,
    pass_app,
)
from altered_deck.cli.simopts import (
    command_line,
    open_executor,
    pick_seed,
    progress_bar,
    sim_options,
)

if TYPE_CHECKING:
    from altered_deck.decks.model import ResolvedDeck
    from altered_deck.sim.swaps import Skipped, Swap
    from altered_deck.sim.tune import Metric, TuneResult


def tune_options(func: click.decorators.FC) -> click.decorators.FC:
    """--candidates, --from-faction, --max-candidates, --metric, --format, --no-halving."""
    from altered_deck.formats import load_catalog
    from altered_deck.sim.swaps import DEFAULT_MAX_CANDIDATES
    from altered_deck.sim.tune import DEFAULT_METRIC, METRIC_HELP

    options = [
        click.option(
            "--candidates",
            type=click.Path(exists=True, dir_okay=False, path_type=Path),
            help="File of swaps, one a line: OUT IN, OUT -> IN, or IN alone "
            "(tried for every card).",
        ),
        click.option(
            "--from-faction",
            is_flag=True,
            help="Try Commons of the Hero's faction with the same type and cost.",
        ),
        click.option(
            "--max-candidates",
            type=click.IntRange(min=1),
            default=DEFAULT_MAX_CANDIDATES,
            show_default=True,
            help="At most this many --from-faction swaps.",
        ),
        click.option(
            "--metric",
            default=DEFAULT_METRIC,
            show_default=True,
            help=f"What to improve: {METRIC_HELP}.",
        ),
        click.option(
            "--format",
            "-f",
            "format_name",
            default="standard",
            show_default=True,
            type=click.Choice(load_catalog().names, case_sensitive=False),
            help="Format a swap must keep the deck legal in.",
        ),
        click.option(
            "--no-halving",
            is_flag=True,
            help="Play every swap to --games (no successive halving).",
        ),
    ]
    for option in reversed(options):
        func = option(func)
    return func


@click.command("tune")
@click.argument("deck")
@deck_format_option
@tune_options
@sim_options(default_games=2000)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@pass_app
def tune(
    app: AppContext,
    deck: str,
    deck_format: str | None,
    candidates: Path | None,
    from_faction: bool,
    max_candidates: int,
    metric: str,
    format_name: str,
    no_halving: bool,
    games: int,
    seed: int | None,
    max_days: int,
    pilot: str,
    jobs: int | None,
    scheduler: str | None,
    as_json: bool,
) -> None:
    """Rank one-for-one swaps (a card out, a card in) of DECK by their effect.

    Each variant plays the same seeded games as DECK (common random numbers); the
    paired difference gets a 95% interval, and Holm's correction over all swaps decides
    what is significant. Successive halving stops hopeless swaps early. Swaps that
    would make the deck illegal in --format are skipped. Progress goes to stderr.

    \b
    Examples:
      altered-deck tune deck.txt --candidates swaps.txt --seed 1
      altered-deck tune deck.txt --from-faction --metric win-by-day-4
    """
    from altered_deck.render.tune import render_tune, tune_to_dict
    from altered_deck.sim.tune import parse_metric

    chosen = parse_metric(metric, max_days)
    resolved = load_resolved_deck(app, deck, deck_format)
    seed = pick_seed(seed)
    swaps, skipped = _plan(app, resolved, candidates, from_faction, max_candidates, format_name)
    line = command_line(
        [
            "tune",
            deck,
            "--candidates" if candidates else None,
            candidates,
            "--from-faction" if from_faction else None,
            *(["--max-candidates", max_candidates] if from_faction else []),
            "--metric",
            chosen.name,
            "--format",
            format_name.lower(),
            "--games",
            games,
            "--seed",
            seed,
            "--max-days",
            max_days,
            "--pilot",
            pilot.lower(),
            "--no-halving" if no_halving else None,
        ]
    )
    result = _run(resolved, swaps, skipped, chosen, games, seed, pilot, no_halving, jobs, scheduler)
    if as_json:
        echo_json(tune_to_dict(result, line))
    else:
        click.echo(render_tune(result) + f"\nReplay: {line}\n", nl=False)


def _plan(
    app: AppContext,
    resolved: ResolvedDeck,
    candidates: Path | None,
    from_faction: bool,
    limit: int,
    format_name: str,
) -> tuple[list[Swap], list[Skipped]]:
    from altered_deck.errors import UsageError
    from altered_deck.sim.swaps import legality_under, plan_swaps

    if candidates is not None and from_faction:
        raise UsageError("give --candidates FILE or --from-faction, not both")
    text = None
    if candidates is not None:
        text = (candidates.read_text(encoding="utf-8"), str(candidates))
    return plan_swaps(
        resolved,
        app.store(),
        candidates=text,
        from_faction=from_faction,
        legality=legality_under(format_name.lower(), date.today()),
        limit=limit,
    )


def _run(
    resolved: ResolvedDeck,
    swaps: list[Swap],
    skipped: list[Skipped],
    metric: Metric,
    games: int,
    seed: int,
    pilot: str,
    no_halving: bool,
    jobs: int | None,
    scheduler: str | None,
) -> TuneResult:
    from altered_deck.sim.tune import tune as run_tune

    bar = progress_bar()
    with open_executor(scheduler, jobs) as executor:
        echo_err(
            f"tune: {len(swaps)} swaps ({len(skipped)} skipped), up to {games:,} games each, "
            f"seed {seed}, on {executor.label}"
        )
        try:
            return run_tune(
                resolved,
                swaps,
                metric=metric,
                games=games,
                seed=seed,
                executor=executor,
                pilot=pilot.lower(),
                halving=not no_halving,
                skipped=skipped,
                progress=bar,
            )
        finally:
            bar.close()
