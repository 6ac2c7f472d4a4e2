"""Options every simulation command shares: games, seed, day cap, pilot, where to run."""

from __future__ import annotations

import random
import shlex
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

import click

from altered_deck.cli.common import check_jobs
from altered_deck.sim.executor import Executor

MAX_SEED = 999_999
"""Random seeds are drawn from 0..MAX_SEED: short enough to retype."""

_F = TypeVar("_F", bound=Callable[..., Any])


def sim_options(
    default_games: int,
    default_max_days: int = 12,
    games_help: str = "Games per deck (per swap for tune).",
) -> Callable[[_F], _F]:
    """Add --games, --seed, --max-days, --pilot, --jobs and --scheduler to a command."""
    from altered_deck.engine.pilots import PILOT_NAMES
    from altered_deck.sim.limits import MAX_GAMES

    options = [
        click.option(
            "--games",
            type=click.IntRange(min=2, max=MAX_GAMES),
            default=default_games,
            show_default=True,
            help=games_help,
        ),
        click.option(
            "--seed",
            type=click.IntRange(min=0),
            default=None,
            help="Seed (default: random; the seed used is always printed).",
        ),
        click.option(
            "--max-days",
            type=click.IntRange(min=1, max=100),
            default=default_max_days,
            show_default=True,
            help="Day cap: a game not won by then counts as not won.",
        ),
        click.option(
            "--pilot",
            type=click.Choice(PILOT_NAMES, case_sensitive=False),
            default="greedy",
            show_default=True,
            help="Who chooses the plays.",
        ),
        click.option(
            "--jobs",
            type=click.IntRange(min=1),
            default=None,
            callback=check_jobs,
            help="Local worker processes [default: the number of CPUs]; "
            "results do not depend on it.",
        ),
        click.option(
            "--scheduler",
            metavar="tcp://HOST:PORT",
            default=None,
            help="Run the batches on this Dask scheduler instead (extra [cluster]); "
            "same seed, same numbers.",
        ),
    ]

    def decorate(func: _F) -> _F:
        for option in reversed(options):
            func = option(func)
        return func

    return decorate


def pick_seed(seed: int | None) -> int:
    """``seed``, or a fresh random one from 0..MAX_SEED."""
    return random.SystemRandom().randint(0, MAX_SEED) if seed is None else seed


@contextmanager
def running(scheduler: str | None, jobs: int | None) -> Iterator[tuple[Executor, Any]]:
    """The executor for ``--scheduler``/``--jobs`` and a progress bar on stderr (drawn on
    terminals only), both closed on the way out."""
    from altered_deck.cli.goldfish import ProgressBar
    from altered_deck.sim.executor import make_executor

    executor = make_executor(scheduler, jobs)
    try:
        bar = ProgressBar(sys.stderr, enabled=sys.stderr.isatty())
        try:
            yield executor, bar
        finally:
            bar.close()
    finally:
        executor.close()


def sim_words(games: int, seed: int, max_days: int, pilot: str) -> list[object]:
    """The :func:`sim_options` choices as command-line words (for a replay line)."""
    return ["--games", games, "--seed", seed, "--max-days", max_days, "--pilot", pilot.lower()]


def command_line(words: Sequence[object]) -> str:
    """A shell-quoted ``altered-deck ...`` line (None and False words dropped)."""
    kept = [str(w) for w in words if w is not None and w is not False]
    return "altered-deck " + " ".join(shlex.quote(w) for w in kept)
