"""``altered-deck tune``: rank one-for-one swaps by their simulated effect on a metric."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from altered_deck.cli.common import (
    AppContext,
    deck_format_option,
    echo_err,
    echo_json,
    echo_text,
    load_resolved_deck,
    pass_app,
)
from altered_deck.cli.simopts import (
    TuneChoices,
    announce_duration,
    command_line,
    running,
    sim_options,
    tune_options,
)

if TYPE_CHECKING:
    from altered_deck.engine.settings import PlaySettings


@click.command("tune")
@click.argument("deck")
@deck_format_option
@tune_options
@sim_options(default_games=2000)
@click.option("--json", "as_json", is_flag=True, help="Print every figure as JSON.")
@click.option("--wide", is_flag=True, help="Every figure in the table (references, games, p).")
@pass_app
def tune(
    app: AppContext,
    deck: str,
    deck_format: str | None,
    settings: PlaySettings,
    jobs: int | None,
    scheduler: str | None,
    as_json: bool,
    wide: bool,
    **options: Any,
) -> None:
    """Rank one-for-one swaps (a card out, a card in) of DECK by their effect.

    Each variant plays the same seeded games as DECK (common random numbers); the
    paired difference gets a 95% interval, and Holm's correction over all swaps decides
    what is significant; a swap is better or worse only when it is significant and its
    effect reaches --min-effect. Successive halving stops hopeless swaps early. Swaps
    that would make the deck illegal in --format are skipped. Progress goes to stderr.

    \b
    Examples:
      altered-deck tune deck.txt --candidates swaps.txt --seed 1
      altered-deck tune deck.txt --from-faction --metric win-by-day-4
    """
    from altered_deck.render.tune import render_tune, tune_to_dict
    from altered_deck.sim.tune import parse_metric
    from altered_deck.sim.tune import tune as run_tune

    choices = TuneChoices.from_options(options)
    metric = parse_metric(choices.metric, settings.max_days)
    resolved = load_resolved_deck(app, deck, deck_format)
    games, seed = settings.games, settings.seed
    swaps, skipped = choices.plan(app, resolved)
    line = command_line(["tune", deck, *choices.words(), *settings.words()])
    with running(scheduler, jobs) as (executor, bar):
        echo_err(
            f"tune: {len(swaps)} swaps ({len(skipped)} skipped), up to {games:,} games each, "
            f"seed {seed}, on {executor.label}"
        )
        announce_duration("tune", (len(swaps) + 1) * games, [settings.pilot], executor)
        result = run_tune(
            resolved,
            swaps,
            settings,
            metric=metric,
            executor=executor,
            halving=not choices.no_halving,
            skipped=skipped,
            progress=bar,
            min_effect=choices.threshold(metric),
        )
    if as_json:
        echo_json(tune_to_dict(result, line))
    else:
        echo_text(render_tune(result, wide=wide) + f"\nReplay: {line}\n", nl=False)
