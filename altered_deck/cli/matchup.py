"""``altered-deck matchup`` and ``gauntlet``: full two-player games between decks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

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
from altered_deck.cli.conventions import as_of_option
from altered_deck.cli.simopts import (
    announce_duration,
    command_line,
    running,
    sim_options,
)

if TYPE_CHECKING:
    from altered_deck.engine.settings import PlaySettings

DEFAULT_GAMES = 2000
DUEL_DAYS = 20  # = engine.duel.DEFAULT_DUEL_DAYS (not imported: --help loads no engine)

_F = TypeVar("_F", bound=Callable[..., Any])


def duel_options(func: _F) -> _F:
    """--pilot-b, --sensitivity, --as-of and --json, shared by matchup and gauntlet."""
    from altered_deck.engine.pilots import PILOT_NAMES

    func = click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")(func)
    func = click.option(
        "--sensitivity",
        is_flag=True,
        help="Replay the same games with a quarter of the search budget and say how much "
        "each share moved (how much of a figure is the pilot).",
    )(func)
    func = click.option(
        "--pilot-b",
        type=click.Choice(PILOT_NAMES, case_sensitive=False),
        default=None,
        help="The pilot of deck B (gauntlet: of the opponents) [default: the same as --pilot].",
    )(func)
    return as_of_option()(func)


def _setup(
    app: AppContext, decks: Sequence[str], deck_format: str | None, options: dict[str, Any]
) -> tuple[list[Any], PlaySettings, list[object]]:
    """The resolved decks, the settings (the rules in force) and the replay line's option
    words; --sensitivity needs a search pilot on a side."""
    resolved = [load_resolved_deck(app, d, deck_format) for d in decks]
    settings: PlaySettings = options["settings"]
    assert settings.rules is not None  # the command line's settings have the rules in force
    if options.get("sensitivity"):
        from altered_deck.sim.matchup import check_sensitivity

        check_sensitivity(*settings.pilots)
    words: list[object] = [
        *(["--deck-format", deck_format] if deck_format else []),
        *settings.words(),
        "--as-of",
        settings.rules.as_of.isoformat(),
    ]
    return resolved, settings, words


def run_duels(
    app: AppContext,
    decks: Sequence[str],
    deck_format: str | None,
    words: Sequence[object],
    options: dict[str, Any],
) -> tuple[Any, str]:
    """Resolve the decks, play every matchup of ``decks[0]`` against the others on the chosen
    executor (progress on stderr), and return the gauntlet result and its replay line."""
    from altered_deck.sim.matchup import gauntlet

    resolved, settings, option_words = _setup(app, decks, deck_format, options)
    line = command_line([*words, *option_words])
    with running(options["scheduler"], options["jobs"]) as (executor, bar):
        again = ", then again at a quarter of the search budget" if options["sensitivity"] else ""
        echo_err(
            f"{words[0]}: {len(decks) - 1} matchup(s) of {settings.games:,} games{again}, "
            f"seed {settings.seed}, on {executor.label}"
        )
        played = settings.games * (len(decks) - 1) * (2 if options["sensitivity"] else 1)
        announce_duration(str(words[0]), played, settings.pilots, executor, duel=True)
        result = gauntlet(
            resolved[0],
            resolved[1:],
            settings,
            executor=executor,
            progress=bar,
            sensitivity=options["sensitivity"],
        )
    return result, line


def trace_first_game(
    app: AppContext, decks: Sequence[str], deck_format: str | None, options: dict[str, Any]
) -> None:
    """``matchup --trace``: play and print the run's first game."""
    from altered_deck.engine.compiler.deck import compile_deck
    from altered_deck.render.matchup import render_traced_duel, traced_duel_to_dict
    from altered_deck.sim.matchup import deck_coverage, trace_matchup

    resolved, settings, option_words = _setup(app, decks, deck_format, options)
    line = command_line(["matchup", *decks, *option_words, "--trace"])
    traced = trace_matchup(resolved[0], resolved[1], settings)
    if options["as_json"]:
        echo_json(traced_duel_to_dict(traced, line))
        return
    coverages = [deck_coverage(d, compile_deck(d)) for d in resolved]
    echo_text(render_traced_duel(traced, coverages, line), nl=False)


@click.command("matchup")
@click.argument("deck_a")
@click.argument("deck_b")
@deck_format_option
@sim_options(DEFAULT_GAMES, DUEL_DAYS, "Games to play.")
@duel_options
@click.option(
    "--trace",
    is_flag=True,
    help="Play only the run's first game and print every decision and each Dusk.",
)
@pass_app
def matchup(
    app: AppContext, deck_a: str, deck_b: str, deck_format: str | None, **options: Any
) -> None:
    """Play DECK_A against DECK_B in full two-player games; report win rates.

    Both decks are piloted; Dusk compares facing expeditions; the first player
    alternates by game; a tie at distance 7+ goes to the Arena. Shown: each side's
    win rate with its 95% Wilson interval (also as first and second player), its
    win-day histogram, and the text of each deck the engine does not model.

    \b
    Examples:
      altered-deck matchup data/decks/sierra.txt data/decks/kojo.txt
      altered-deck matchup a.txt b.txt --games 5000 --seed 1 --json
    """
    from altered_deck.render.matchup import matchup_to_dict, render_matchup

    if options.pop("trace"):
        trace_first_game(app, [deck_a, deck_b], deck_format, options)
        return
    result, line = run_duels(
        app, [deck_a, deck_b], deck_format, ["matchup", deck_a, deck_b], options
    )
    one = result.matchups[0]
    if options["as_json"]:
        echo_json(matchup_to_dict(one, line))
    else:
        echo_text(render_matchup(one, line), nl=False)


@click.command("gauntlet")
@click.argument("deck")
@click.argument("opponents", metavar="OPPONENT...", nargs=-1, required=True)
@deck_format_option
@sim_options(DEFAULT_GAMES, DUEL_DAYS, "Games against each opponent.")
@duel_options
@pass_app
def gauntlet(
    app: AppContext, deck: str, opponents: tuple[str, ...], deck_format: str | None, **options: Any
) -> None:
    """Play DECK against each OPPONENT deck (--games games each); report win rates.

    Each matchup is played like ``matchup`` and on the same seeds; the overall win
    rate pools every game. Per opponent: both sides' win rates with 95% Wilson
    intervals and win-day histograms; then each deck's unmodelled text.

    \b
    Examples:
      altered-deck gauntlet my.txt data/decks/kojo.txt data/decks/teija.txt
      altered-deck gauntlet my.txt other.txt --games 1000 --seed 7 --json
    """
    from altered_deck.render.matchup import gauntlet_to_dict, render_gauntlet

    result, line = run_duels(
        app, [deck, *opponents], deck_format, ["gauntlet", deck, *opponents], options
    )
    if options["as_json"]:
        echo_json(gauntlet_to_dict(result, line))
    else:
        echo_text(render_gauntlet(result, line), nl=False)
