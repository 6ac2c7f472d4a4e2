"""``altered-deck tune``: rank one-for-one swaps by their simulated effect on a metric."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path
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
from altered_deck.cli.conventions import DAY
from altered_deck.cli.simopts import command_line, pick_seed, running, sim_options, sim_words

if TYPE_CHECKING:
    from altered_deck.decks.model import ResolvedDeck
    from altered_deck.sim.swaps import Skipped, Swap
    from altered_deck.sim.tune import Metric, TuneResult


def tune_options(
    func: click.decorators.FC, helps: Mapping[str, str] | None = None
) -> click.decorators.FC:
    """--candidates, --from-faction, --max-candidates, --metric, --format, --as-of, --no-halving.

    ``helps`` gives a command its own help text for some of them, by option name."""
    from altered_deck.formats import load_catalog
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
            type=click.IntRange(min=1),
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
            type=click.Choice(load_catalog().names, case_sensitive=False),
            metavar="FORMAT",
            help=text(
                "--format",
                "Format a swap must keep the deck legal in (see `altered-deck formats`).",
            ),
        ),
        click.option(
            "--as-of",
            "as_of",
            type=DAY,
            default=None,
            help=text(
                "--as-of", "Judge legality by the rules and bans of this date [default: today]."
            ),
        ),
        click.option(
            "--no-halving",
            is_flag=True,
            help=text("--no-halving", "Play every swap to --games (no successive halving)."),
        ),
    ]
    for option in reversed(options):
        func = option(func)
    return func


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

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> TuneChoices:
        """Pop the tune options out of a command's keyword arguments."""
        as_of = options.pop("as_of")
        return cls(
            candidates=options.pop("candidates"),
            from_faction=options.pop("from_faction"),
            max_candidates=options.pop("max_candidates"),
            metric=options.pop("metric").lower(),
            format_name=options.pop("format_name").lower(),
            as_of=as_of or date.today(),
            no_halving=options.pop("no_halving"),
        )

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
    games: int,
    seed: int | None,
    max_days: int,
    pilot: str,
    jobs: int | None,
    scheduler: str | None,
    as_json: bool,
    **options: Any,
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

    choices = TuneChoices.from_options(options)
    metric = parse_metric(choices.metric, max_days)
    resolved = load_resolved_deck(app, deck, deck_format)
    seed = pick_seed(seed)
    swaps, skipped = choices.plan(app, resolved)
    line = command_line(
        [
            "tune",
            deck,
            *choices.words(),
            *sim_words(games, seed, max_days, pilot),
        ]
    )
    result = run_tune_here(
        resolved,
        swaps,
        skipped,
        metric,
        games,
        seed,
        pilot,
        not choices.no_halving,
        jobs,
        scheduler,
        as_of=choices.as_of,
    )
    if as_json:
        echo_json(tune_to_dict(result, line))
    else:
        echo_text(render_tune(result) + f"\nReplay: {line}\n", nl=False)


def run_tune_here(
    deck: ResolvedDeck,
    swaps: list[Swap],
    skipped: list[Skipped],
    metric: Metric,
    games: int,
    seed: int,
    pilot: str,
    halving: bool,
    jobs: int | None,
    scheduler: str | None,
    *,
    as_of: date,
) -> TuneResult:
    """Run the tuning on the chosen executor, with a start line and a bar on stderr; the
    engine plays by the Complete Rules in force on ``as_of``."""
    from altered_deck.engine.versions import engine_rules_on
    from altered_deck.sim.tune import tune as run_tune

    with running(scheduler, jobs) as (executor, bar):
        echo_err(
            f"tune: {len(swaps)} swaps ({len(skipped)} skipped), up to {games:,} games each, "
            f"seed {seed}, on {executor.label}"
        )
        return run_tune(
            deck,
            swaps,
            metric=metric,
            games=games,
            seed=seed,
            executor=executor,
            pilot=pilot.lower(),
            halving=halving,
            skipped=skipped,
            progress=bar,
            reshuffle_rule=engine_rules_on(as_of).reshuffle_rule,
        )
