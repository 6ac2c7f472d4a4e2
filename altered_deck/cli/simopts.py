"""Options every simulation command shares (games, seed, day cap, pilot, where to run, the
rules' date), tune's options (shared with ``report --tune``), and the progress bar."""

from __future__ import annotations

import functools
import random
import shlex
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO, TypeVar, cast

import click

from altered_deck.cli.common import check_jobs, echo_err

if TYPE_CHECKING:
    from altered_deck.cli.common import AppContext
    from altered_deck.decks.model import ResolvedDeck
    from altered_deck.engine.pilots import PilotSpec
    from altered_deck.engine.settings import PlaySettings
    from altered_deck.sim.executor import Executor
    from altered_deck.sim.swaps import Skipped, Swap
    from altered_deck.sim.tune import Metric

MAX_SEED = 999_999
"""Random seeds are drawn from 0..MAX_SEED: short enough to retype."""

MIN_GAMES = 2
MAX_BUDGET = 4096
"""The search pilot's largest budget: 4,096 simulations per decision is minutes per game."""
"""The fewest games a simulation command plays: every figure has a 95% interval, and an
interval needs two games."""

PROGRESS_AFTER = 2.0
"""Seconds: the bar appears once a run is expected to last at least this long."""

PROGRESS_FIRST_LOOK = 0.3
"""Seconds before the first estimate of a run's length (too noisy earlier)."""

PROGRESS_REDRAW = 0.1
"""Seconds between two redraws of the bar."""

_F = TypeVar("_F", bound=Callable[..., Any])


def _decorate(func: _F, options: Sequence[Callable[[_F], _F]]) -> _F:
    for option in reversed(options):
        func = option(func)
    return func


def sim_options(
    default_games: int,
    default_max_days: int = 12,
    games_help: str = "Games per deck (per swap for tune).",
    pilot_help: str = "Who chooses the plays.",
) -> Callable[[_F], _F]:
    """Add --games, --seed, --max-days, --pilot, --budget, --jobs and --scheduler to a
    command. The command receives the choices of how games are played as one ``settings``
    (:class:`~altered_deck.engine.settings.PlaySettings`: games, seed, drawn when not given,
    day cap, pilot, and the rules in force on the command's ``--as-of``), and ``jobs`` and
    ``scheduler``, which say where the games run."""
    from altered_deck.engine.pilots import PILOT_NAMES
    from altered_deck.sim.limits import MAX_GAMES

    options = [
        click.option(
            "--games",
            type=click.IntRange(min=MIN_GAMES, max=MAX_GAMES),
            default=default_games,
            show_default=True,
            help=f"{games_help} At least {MIN_GAMES}.",
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
            help=pilot_help,
        ),
        click.option(
            "--budget",
            type=click.IntRange(min=1, max=MAX_BUDGET),
            default=None,
            help="The search pilot's simulations per decision [default: 64]; more is "
            "stronger and slower.",
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
    return lambda func: _decorate(_with_settings(func), options)


def _with_settings(func: _F) -> _F:
    """``func`` called with ``settings`` in place of the options that make it."""

    @functools.wraps(func)
    def command(*args: Any, **kwargs: Any) -> Any:
        kwargs["settings"] = play_settings(kwargs)
        return func(*args, **kwargs)

    return cast(_F, command)


def play_settings(options: dict[str, Any]) -> PlaySettings:
    """The :class:`~altered_deck.engine.settings.PlaySettings` of a command's options: takes
    ``games``, ``seed``, ``max_days``, ``pilot``, ``budget`` (and a duel's ``pilot_b``) out of
    ``options``; reads
    ``as_of`` (the date of the rules in force; not given: today)."""
    from altered_deck.engine.settings import PlaySettings
    from altered_deck.formats.engine_rules import engine_rules_on

    budget = options.pop("budget")
    pilot_b = options.pop("pilot_b", None)  # matchup's and gauntlet's --pilot-b
    return PlaySettings(
        games=options.pop("games"),
        seed=pick_seed(options.pop("seed")),
        max_days=options.pop("max_days"),
        pilot=chosen_pilot(options.pop("pilot"), budget),
        pilot_b=None if pilot_b is None else chosen_pilot(pilot_b, budget),
        budget=budget,
        rules=engine_rules_on(options.get("as_of")),
    )


def pick_seed(seed: int | None) -> int:
    """``seed``, or a fresh random one from 0..MAX_SEED."""
    return random.SystemRandom().randint(0, MAX_SEED) if seed is None else seed


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
        from altered_deck.render.goldfish import render_progress

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


@contextmanager
def running(scheduler: str | None, jobs: int | None) -> Iterator[tuple[Executor, ProgressBar]]:
    """The executor for ``--scheduler``/``--jobs`` and a progress bar on stderr (drawn on
    terminals only), both closed on the way out."""
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


def announce_duration(
    command: str,
    games: int,
    pilots: Sequence[PilotSpec],
    executor: Executor,
    *,
    duel: bool = False,
) -> None:
    """Say on stderr how long a run of ``games`` games is expected to take, when that is
    over a minute (:mod:`altered_deck.sim.pace`): a run of days must not start silently."""
    from altered_deck.render.goldfish import render_duration
    from altered_deck.sim.pace import ANNOUNCE_AFTER, estimate_seconds, seconds_per_game

    seconds = estimate_seconds(games, pilots, duel, executor.workers)
    if seconds <= ANNOUNCE_AFTER:
        return
    who = " against ".join(dict.fromkeys(p.label for p in pilots))
    per_game = seconds_per_game(pilots, duel)
    each = f"{1000 * per_game:.1f} ms" if per_game < 1 else render_duration(per_game)
    echo_err(
        f"{command}: {games:,} games expected to take about {render_duration(seconds)} on "
        f"{executor.label} ({who}: about {each} a game, within a factor of 3); Ctrl-C stops "
        "it, fewer --games or a smaller --budget shortens it"
    )


def chosen_pilot(pilot: str, budget: int | None) -> PilotSpec:
    """``--pilot`` with ``--budget`` (which only the search pilot uses)."""
    from altered_deck.engine.pilots import pilot_spec

    return pilot_spec(pilot, budget)


def command_line(words: Sequence[object]) -> str:
    """A shell-quoted ``altered-deck ...`` line (None and False words dropped)."""
    kept = [str(w) for w in words if w is not None and w is not False]
    return "altered-deck " + " ".join(shlex.quote(w) for w in kept)


# --- tune's options, shared with report --tune -----------------------------------------------


def tune_options(func: _F, helps: Mapping[str, str] | None = None) -> _F:
    """--candidates, --from-faction, --max-candidates, --metric, --format, --as-of,
    --no-halving. ``helps`` gives a command its own help text for some of them, by option
    name."""
    from altered_deck.cli.conventions import FormatChoice, as_of_option
    from altered_deck.formats import load_catalog
    from altered_deck.sim.limits import MAX_SWAPS
    from altered_deck.sim.swaps import DEFAULT_MAX_CANDIDATES
    from altered_deck.sim.tune import DEFAULT_METRIC, METRIC_HELP

    def text(name: str, default: str) -> str:
        return (helps or {}).get(name, default)

    options = [
        click.option(
            "--candidates",
            type=click.Path(exists=True, dir_okay=False, path_type=Path),
            help=text(
                "--candidates",
                "File of swaps, one a line: OUT IN, OUT -> IN, or IN alone (tried for every card).",
            ),
        ),
        click.option(
            "--from-faction",
            is_flag=True,
            help=text(
                "--from-faction", "Try Commons of the Hero's faction with the same type and cost."
            ),
        ),
        click.option(
            "--max-candidates",
            type=click.IntRange(min=1, max=MAX_SWAPS),
            default=DEFAULT_MAX_CANDIDATES,
            show_default=True,
            help=text("--max-candidates", "At most this many --from-faction swaps."),
        ),
        click.option(
            "--metric",
            default=DEFAULT_METRIC,
            show_default=True,
            help=text("--metric", f"What to improve: {METRIC_HELP}."),
        ),
        click.option(
            "--format",
            "-f",
            "format_name",
            default="standard",
            show_default=True,
            type=FormatChoice(load_catalog().names, case_sensitive=False),
            metavar="FORMAT",
            help=text(
                "--format",
                "Format a swap must keep the deck legal in (see `altered-deck formats`).",
            ),
        ),
        as_of_option(
            text(
                "--as-of",
                "Judge legality by the rules and bans of this date, and play by its Complete "
                "Rules [default: today].",
            )
        ),
        click.option(
            "--no-halving",
            is_flag=True,
            help=text("--no-halving", "Play every swap to --games (no successive halving)."),
        ),
        click.option(
            "--min-effect",
            type=click.FloatRange(min=0),
            default=None,
            help=text(
                "--min-effect",
                "Smallest effect worth calling better or worse: days for mean-win-day, "
                "percentage points for win-by-day-N [default: 0.05 days, 1 point].",
            ),
        ),
    ]
    return _decorate(func, options)


@dataclass(frozen=True)
class TuneChoices:
    """The options :func:`tune_options` adds, as the commands receive them."""

    candidates: Path | None
    from_faction: bool
    max_candidates: int
    metric: str
    format_name: str
    as_of: date
    no_halving: bool
    min_effect: float | None = None

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> TuneChoices:
        """Pop the tune options out of a command's keyword arguments."""
        return cls(
            candidates=options.pop("candidates"),
            from_faction=options.pop("from_faction"),
            max_candidates=options.pop("max_candidates"),
            metric=options.pop("metric").lower(),
            format_name=options.pop("format_name").lower(),
            as_of=options.pop("as_of") or date.today(),
            no_halving=options.pop("no_halving"),
            min_effect=options.pop("min_effect"),
        )

    def threshold(self, metric: Metric) -> float | None:
        """``--min-effect`` in the metric's units (a share for win-by-day-N), or None."""
        if self.min_effect is None:
            return None
        return self.min_effect / 100 if metric.higher_is_better else self.min_effect

    def words(self) -> list[object]:
        """These choices as command-line words (for the replay line)."""
        return [
            *(["--candidates", self.candidates] if self.candidates else []),
            *(
                ["--from-faction", "--max-candidates", self.max_candidates]
                if self.from_faction
                else []
            ),
            "--metric",
            self.metric,
            "--format",
            self.format_name,
            "--as-of",
            self.as_of.isoformat(),
            "--no-halving" if self.no_halving else None,
            *(["--min-effect", self.min_effect] if self.min_effect is not None else []),
        ]

    def plan(self, app: AppContext, deck: ResolvedDeck) -> tuple[list[Swap], list[Skipped]]:
        """The swaps to simulate and the skipped ones (read, drawn, checked for legality)."""
        from altered_deck.errors import UsageError
        from altered_deck.sim.swaps import legality_under, plan_swaps

        if self.candidates is not None and self.from_faction:
            raise UsageError("give --candidates FILE or --from-faction, not both")
        text = None
        if self.candidates is not None:
            from altered_deck.decks.reader import decode_deck_bytes, read_deck_file

            # The candidates file is read like a decklist: size, NUL bytes and UTF-8 checked.
            path = str(self.candidates)
            text = (decode_deck_bytes(read_deck_file(self.candidates), path), path)
        return plan_swaps(
            deck,
            app.store(),
            candidates=text,
            from_faction=self.from_faction,
            legality=legality_under(self.format_name, self.as_of),
            limit=self.max_candidates,
        )
