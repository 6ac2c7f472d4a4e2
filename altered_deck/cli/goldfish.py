"""``altered-deck goldfish``: play a deck alone many times; win-day, advancement, curve stats."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import click

from altered_deck.cli.common import (
    AppContext,
    deck_format_option,
    echo_json,
    echo_text,
    load_resolved_deck,
    pass_app,
)
from altered_deck.cli.conventions import as_of_option
from altered_deck.cli.simopts import announce_duration, running, sim_options

if TYPE_CHECKING:
    from altered_deck.engine.settings import PlaySettings


@click.command("goldfish")
@click.argument("deck")
@deck_format_option
@sim_options(
    default_games=10_000,
    games_help="Number of games to play.",
    pilot_help="Who chooses the plays: greedy, planner (searches Mana/Expand), search "
    "(simulates each decision, --budget times; far slower), or random.",
)
@as_of_option()
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.option(
    "--trace",
    is_flag=True,
    help="Play only the run's first game and print it day by day (hand, mana, plays, moves).",
)
@pass_app
def goldfish(
    app: AppContext,
    deck: str,
    deck_format: str | None,
    settings: PlaySettings,
    jobs: int | None,
    scheduler: str | None,
    as_of: date | None,  # the rules' date: in ``settings``
    as_json: bool,
    trace: bool,
) -> None:
    """Play DECK alone against an empty opponent many times and report how fast it wins.

    DECK is a decklist file, - for stdin, or a deckfmt code. Reports the win-day
    distribution, advancement and curve use per day, with 95% intervals (Wilson for shares,
    normal for means), and which cards have text the engine does not model. The same seed
    and game count give the same results whatever --jobs or --scheduler is, and deal the
    same games as report --seed.

    \b
    Examples:
      altered-deck goldfish decks/sierra.txt --seed 1
      altered-deck goldfish decks/sierra.txt --games 2000 --max-days 10 --json
      altered-deck goldfish decks/sierra.txt --seed 1 --trace
      altered-deck goldfish decks/sierra.txt --as-of 2026-01-15
      altered-deck goldfish deck.txt --seed 1 --scheduler tcp://10.0.0.5:8786
    """
    from altered_deck.render.goldfish import (
        goldfish_to_dict,
        render_goldfish,
        render_traced_game,
        traced_game_to_dict,
    )
    from altered_deck.render.trace import render_trace
    from altered_deck.sim.goldfish import run_goldfish, trace_goldfish

    resolved = load_resolved_deck(app, deck, deck_format)
    pilot = settings.pilot.label
    if trace:
        traced = trace_goldfish(resolved, settings)
        text = render_trace(traced.trace)
        if as_json:
            echo_json(traced_game_to_dict(traced, text, pilot=pilot))
        else:
            echo_text(
                render_traced_game(traced, text, pilot=pilot, max_days=settings.max_days), nl=False
            )
        return
    with running(scheduler, jobs) as (executor, bar):
        announce_duration("goldfish", settings.games, [settings.pilot], executor)
        run = run_goldfish(resolved, settings, executor=executor, progress=bar)
    if as_json:
        echo_json(goldfish_to_dict(run))
    else:
        echo_text(render_goldfish(run), nl=False)
