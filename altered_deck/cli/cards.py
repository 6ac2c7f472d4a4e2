"""``altered-deck cards ...`` and ``altered-deck cache ...``."""

from __future__ import annotations

from pathlib import Path

import click

from altered_deck.cards.sources import DumpSource
from altered_deck.cards.sync import sync_cards
from altered_deck.cli.common import AppContext, echo_err, pass_app


@click.group()
def cards() -> None:
    """Fill and query the local card cache."""


@cards.command("import")
@click.argument("path", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--locale", "locales", multiple=True, default=["en-us"], show_default=True)
@pass_app
def import_(app: AppContext, path: Path, locales: tuple[str, ...]) -> None:
    """Fill the cache from a local dump directory.

    \b
    Example:
      altered-deck cards import ../shared/altered-api-snapshot --locale en-us --locale fr-fr
    """
    summary = sync_cards(app.store(), DumpSource(path), locales=locales)
    echo_err(f"imported {summary.total} cards in {summary.seconds:.1f}s")


@click.group()
def cache() -> None:
    """Inspect or clear the local card cache."""
