"""``altered-deck goldfish``: play a deck alone many times; win-day, advancement, curve stats."""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from datetime import date
from typing import TextIO

import click

from altered_deck.cli.common import (
    AppContext,
    deck_format_option,
    echo_json,
    echo_text,
    load_resolved_deck,
    pass_app,
)
from altered_deck.cli.conventions import DAY
from altered_deck.engine.pilots import PILOT_NAMES
from altered_deck.engine.runner import default_jobs
from altered_deck.engine.versions import engine_rules_on
from altered_deck.render.goldfish import (
    goldfish_to_dict,
    render_goldfish,
    render_progress,
    render_traced_game,
    traced_game_to_dict,
)
from altered_deck.render.trace import render_trace
from altered_deck.stats.goldfish import run_goldfish, trace_goldfish

PROGRESS_AFTER = 2.0
"""Seconds: the bar appears once a run is expected to last at least this long."""

PROGRESS_FIRST_LOOK = 0.3
"""Seconds before the first estimate of a run's length (too noisy earlier)."""

PROGRESS_REDRAW = 0.1
"""Seconds between two redraws of the bar."""

MAX_SEED = 999_999
"""Random seeds are drawn from 0..MAX_SEED: short enough to retype."""


class ProgressBar:
    """A progress bar on a terminal stream, shown only for runs expected to last ≳2 s.

    Silent when the stream is not a TTY (pipes, files, CI logs).
    """

    def __init__(
        self, stream: TextIO, *, enabled: bool, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.stream = stream
        self.enabled = enabled
        self.clock = clock
        self.started = clock()
        self.shown = False
        self.last_draw = 0.0

    def __call__(self, done: int, total: int) -> None:
        """Report ``done`` of ``total`` games; draws at most every 0.1 s."""
        if not self.enabled:
            return
        now = self.clock()
        elapsed = now - self.started
        if not self.shown:
            if done <= 0 or done >= total or elapsed < PROGRESS_FIRST_LOOK:
                return
            if elapsed * total / done < PROGRESS_AFTER:
                return
            self.shown = True
        elif now - self.last_draw < PROGRESS_REDRAW and done < total:
            return
        self.last_draw = now
        # \x1b[K clears what a longer previous line left on the right.
        self.stream.write("\r" + render_progress(done, total, elapsed) + "\x1b[K")
        self.stream.flush()

    def close(self) -> None:
        """Erase the bar, if it was drawn."""
        if self.shown:
            self.stream.write("\r\x1b[2K")
            self.stream.flush()
            self.shown = False


@click.command("goldfish")
@click.argument("deck")
@deck_format_option
@click.option(
    "--games",
    type=click.IntRange(min=1),
    default=10_000,
    show_default=True,
    help="Number of games to play.",
)
@click.option(
    "--seed",
    type=click.IntRange(min=0),
    default=None,
    help="Seed of the run (default: random; the seed used is always printed).",
)
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=None,
    help="Worker processes [default: the number of CPUs]; results do not depend on it.",
)
@click.option(
    "--max-days",
    type=click.IntRange(min=1, max=100),
    default=12,
    show_default=True,
    help="Day cap: a game not won by then is reported as not won.",
)
@click.option(
    "--pilot",
    type=click.Choice(PILOT_NAMES, case_sensitive=False),
    default="greedy",
    show_default=True,
    help="Who chooses the plays: greedy, planner (searches Mana/Expand), or random.",
)
@click.option(
    "--as-of",
    "as_of",
    type=DAY,
    default=None,
    help="Play by the Complete Rules in force on this date [default: today].",
)
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
    games: int,
    seed: int | None,
    jobs: int | None,
    max_days: int,
    pilot: str,
    as_of: date | None,
    as_json: bool,
    trace: bool,
) -> None:
    """Play DECK alone against an empty opponent many times and report how fast it wins.

    DECK is a decklist file, - for stdin, or a deckfmt code. Reports the win-day
    distribution, advancement and curve use per day, with 95% intervals (Wilson for shares,
    normal for means), and which cards have text the engine does not model. The same seed
    and game count give the same results whatever --jobs is.

    \b
    Examples:
      altered-deck goldfish decks/sierra.txt --seed 1
      altered-deck goldfish decks/sierra.txt --games 2000 --max-days 10 --json
      altered-deck goldfish decks/sierra.txt --seed 1 --trace
      altered-deck goldfish decks/sierra.txt --as-of 2026-01-15
    """
    resolved = load_resolved_deck(app, deck, deck_format)
    if seed is None:
        seed = random.SystemRandom().randint(0, MAX_SEED)
    pilot = pilot.lower()
    rules = engine_rules_on(as_of or date.today())
    if trace:
        traced = trace_goldfish(resolved, seed=seed, max_days=max_days, pilot=pilot, rules=rules)
        text = render_trace(traced.trace)
        if as_json:
            echo_json(traced_game_to_dict(traced, text, pilot=pilot))
        else:
            echo_text(render_traced_game(traced, text, pilot=pilot, max_days=max_days), nl=False)
        return
    stderr = sys.stderr
    bar = ProgressBar(stderr, enabled=stderr.isatty())
    try:
        run = run_goldfish(
            resolved,
            games=games,
            seed=seed,
            jobs=default_jobs() if jobs is None else jobs,
            max_days=max_days,
            pilot=pilot,
            progress=bar,
            rules=rules,
        )
    finally:
        bar.close()
    if as_json:
        echo_json(goldfish_to_dict(run))
    else:
        echo_text(render_goldfish(run), nl=False)
