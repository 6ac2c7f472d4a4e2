"""The ``altered-deck`` command: global options, command registration, error → exit code."""

from __future__ import annotations

import traceback
from pathlib import Path
from typing import Any

import click

from altered_deck import __version__
from altered_deck.cli import cards as cards_cli
from altered_deck.cli import deck as deck_cli
from altered_deck.cli import goldfish as goldfish_cli
from altered_deck.cli import stats as stats_cli
from altered_deck.cli import validate as validate_cli
from altered_deck.cli.common import AppContext, echo_err
from altered_deck.errors import AlteredDeckError, exit_code_for
from altered_deck.render.errors import format_error

EXIT_INTERNAL = 70


class AlteredGroup(click.Group):
    """A group that turns library errors into a message on stderr and the mapped exit code."""

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; map :class:`AlteredDeckError` to its exit code, no traceback."""
        try:
            return super().invoke(ctx)
        except AlteredDeckError as exc:
            app = ctx.find_object(AppContext)
            if app is not None and app.debug:
                echo_err(traceback.format_exc().rstrip())
            echo_err(format_error(exc))
            ctx.exit(exit_code_for(exc))
        except (click.exceptions.Exit, click.ClickException, click.Abort):
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


@click.group(
    cls=AlteredGroup,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.version_option(__version__, prog_name="altered-deck")
@click.option(
    "--cache-dir",
    type=click.Path(file_okay=False, path_type=Path),
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
@click.pass_context
def cli(
    ctx: click.Context, cache_dir: Path | None, offline: bool, api_url: str | None, debug: bool
) -> None:
    """Card data, deck legality and goldfishing for the Altered TCG.

    \b
    Examples:
      altered-deck validate data/decks/*.txt --format standard
      altered-deck stats data/decks/sierra.txt
      altered-deck goldfish data/decks/sierra.txt --seed 1
    """
    ctx.obj = AppContext(cache_dir=cache_dir, offline=offline, debug=debug, api_url=api_url)


# The CLI is the sum of its command groups, one module each.
for command in (
    cards_cli.cards,
    cards_cli.cache,
    deck_cli.deck,
    validate_cli.validate,
    validate_cli.formats,
    stats_cli.stats,
    goldfish_cli.goldfish,
):
    cli.add_command(command)


def main() -> None:
    """Console-script entry point."""
    cli(prog_name="altered-deck")
