"""The ``altered-deck`` command: global options, lazy command registration, error → exit code.

Commands load lazily: ``altered-deck --help`` and ``--version`` import no command module,
and a command imports only what it uses (the network stack only for syncs and Uniques,
the engine only for goldfish). :data:`COMMANDS` names each command's module and its
one-line help, so the top-level help lists every command without importing any.
"""

from __future__ import annotations

import importlib
import itertools
from pathlib import Path
from typing import Any

import click

from altered_deck import __version__
from altered_deck.cli import collector
from altered_deck.cli.common import AppContext, echo_err, echo_json
from altered_deck.cli.conventions import global_option_hint, no_color_option
from altered_deck.errors import AlteredDeckError, exit_code_for

EXIT_INTERNAL = 70

COMMANDS: dict[str, tuple[str, str]] = {
    "cache": ("altered_deck.cli.cards:cache", "Inspect or clear the local card cache."),
    "cards": ("altered_deck.cli.cards:cards", "Fill and query the local card cache."),
    "deck": (
        "altered_deck.cli.deck:deck",
        "Show and convert decklists (text, altered-deckfmt codes, deck JSON).",
    ),
    "event": (
        "altered_deck.cli.event:event",
        "Check a whole event: every player's registered deck, twins, the metagame.",
    ),
    "formats": (
        "altered_deck.cli.formats:formats",
        "List the formats, or with NAME, that format's rules (code, rule id, numbers, dates).",
    ),
    "engine": ("altered_deck.cli.engine:engine", "About the goldfish engine itself."),
    "goldfish": (
        "altered_deck.cli.goldfish:goldfish",
        "Play DECK alone against an empty opponent many times and report how fast it wins.",
    ),
    "gauntlet": (
        "altered_deck.cli.matchup:gauntlet",
        "Play DECK against each OPPONENT deck (--games games each); report win rates.",
    ),
    "matchup": (
        "altered_deck.cli.matchup:matchup",
        "Play DECK_A against DECK_B in full two-player games; report win rates.",
    ),
    "report": (
        "altered_deck.cli.report:report",
        "Write an HTML report of DECK: list, legality, curve, terrain, draw odds, goldfish.",
    ),
    "rules": (
        "altered_deck.cli.rules:rules",
        "Update the rules data (formats, bans, set dates, allowlists) without a new release.",
    ),
    "stats": (
        "altered_deck.cli.stats:stats",
        "Show a deck's curve, terrain power, composition and exact draw odds.",
    ),
    "tune": (
        "altered_deck.cli.tune:tune",
        "Rank one-for-one swaps (a card out, a card in) of DECK by their effect.",
    ),
    "validate": (
        "altered_deck.cli.validate:validate",
        "Check decks against a format's rules and ban list, as of a date.",
    ),
}
"""Command name → (``module:attribute``, the first line of its help). A test checks both."""


class AlteredGroup(click.Group):
    """The top-level group: loads commands on first use (:data:`COMMANDS`) and turns library
    errors into a message on stderr and the mapped exit code."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Every command name, sorted, without importing any."""
        return sorted({*COMMANDS, *self.commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """The command, its module imported now."""
        if cmd_name in self.commands or cmd_name not in COMMANDS:
            return self.commands.get(cmd_name)
        module, _, attribute = COMMANDS[cmd_name][0].partition(":")
        command = getattr(importlib.import_module(module), attribute)
        collector.command_loaded()
        if not isinstance(command, click.Command):  # pragma: no cover - a broken table
            raise TypeError(f"{COMMANDS[cmd_name][0]} is not a click command")
        self.commands[cmd_name] = command
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The command list of ``--help``, from :data:`COMMANDS` (no import)."""
        names = self.list_commands(ctx)
        if not names:
            return
        limit = formatter.width - 6 - max(len(name) for name in names)
        rows = []
        for name in names:
            # A bare Command carrying the help line shortens it exactly as click does.
            command = self.commands.get(name) or click.Command(name, help=COMMANDS[name][1])
            rows.append((name, command.get_short_help_str(limit)))
        with formatter.section("Commands"):
            formatter.write_dl(rows)

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; map :class:`AlteredDeckError` to its exit code, no traceback.
        With ``--json``, an error that stops the command is also a JSON object on stdout."""
        wants_json = _wants_json([*getattr(ctx, "_protected_args", []), *ctx.args])
        try:
            return super().invoke(ctx)
        except AlteredDeckError as exc:
            app = ctx.find_object(AppContext)
            if app is not None and app.debug:
                import traceback

                echo_err(traceback.format_exc().rstrip())
            from altered_deck.render.errors import error_data, format_error

            echo_err(format_error(exc))
            if wants_json:
                echo_json(error_data(exc))
            ctx.exit(exit_code_for(exc))
        except click.NoSuchOption as exc:
            hinted = global_option_hint(self, exc)
            if wants_json:
                echo_json(click_error_data(hinted))
            raise hinted from None
        except click.ClickException as exc:
            if wants_json:
                echo_json(click_error_data(exc))
            raise
        except (click.exceptions.Exit, click.Abort):
            raise
        except KeyboardInterrupt:
            echo_err("interrupted")
            ctx.exit(130)
        except Exception as exc:
            app = ctx.find_object(AppContext)
            if app is not None and app.debug:
                raise
            echo_err(f"internal error: {type(exc).__name__}: {exc} (run with --debug for details)")
            ctx.exit(EXIT_INTERNAL)


def click_error_data(error: click.ClickException) -> dict[str, Any]:
    """A usage error click found, as ``--json`` prints it: the shape of
    :func:`~altered_deck.render.errors.error_data`."""
    from altered_deck.errors import USAGE_ERROR

    message = error.format_message()
    return {"error": {"code": USAGE_ERROR, "exit_code": error.exit_code, "message": message}}


def _print_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if not value or ctx.resilient_parsing:
        return
    from altered_deck.build import version_text

    click.echo(version_text(__version__))
    ctx.exit()


@click.group(
    cls=AlteredGroup,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.option(
    "-V",
    "--version",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=_print_version,
    help="Show the version, the engine build (compiled or pure Python), the card data's date.",
)
@click.option(
    "--cache-dir",
    # A file there is the cache's problem (exit 3 with what to do), not a usage error.
    type=click.Path(path_type=Path),
    envvar="ALTERED_DECK_CACHE_DIR",
    help="Card cache directory [env ALTERED_DECK_CACHE_DIR; default: the user cache dir].",
)
@click.option("--offline", is_flag=True, help="Never use the network; use only the cache.")
@click.option(
    "--api-url",
    envvar="ALTERED_API_URL",
    metavar="URL",
    help="Card API base URL, for syncs and Uniques [env ALTERED_API_URL; default: "
    "https://api.altered.gg].",
)
@click.option("--debug", is_flag=True, help="Show tracebacks for errors.")
@no_color_option
@click.pass_context
def cli(
    ctx: click.Context, cache_dir: Path | None, offline: bool, api_url: str | None, debug: bool
) -> None:
    """Card data, deck legality and simulation (goldfish, matchups, tuning) for Altered.

    \b
    Examples:
      altered-deck validate data/decks/*.txt --format standard
      altered-deck stats data/decks/sierra.txt
      altered-deck goldfish data/decks/sierra.txt --seed 1
    """
    ctx.obj = AppContext(cache_dir=cache_dir, offline=offline, debug=debug, api_url=api_url)
    from altered_deck import rulesdata

    # Every command judges by the newer of the bundled rules data and the run's cache's update;
    # an in-process run (tests, a tool embedding the CLI) is left as it was found.
    rulesdata.use_updates_from(cache_dir or rulesdata.USER_CACHE)
    ctx.call_on_close(lambda: rulesdata.use_updates_from(None))


def _wants_json(args: list[str]) -> bool:
    """Whether the command line asks for JSON output (``--json`` or ``--output-format json``
    before any ``--``)."""
    end = args.index("--") if "--" in args else len(args)
    given = args[:end]
    return (
        "--json" in given
        or "--output-format=json" in given
        or any(a == "--output-format" and b == "json" for a, b in itertools.pairwise(given))
    )


def main() -> None:
    """Console-script entry point."""
    cli(prog_name="altered-deck")
