"""``altered-deck deck show``, ``deck convert`` and ``deck examples``."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from altered_deck.cards.model import DEFAULT_LOCALE
from altered_deck.cli.common import (
    AppContext,
    deck_format_option,
    echo_err,
    echo_json,
    echo_text,
    file_option,
    load_resolved_deck,
    pass_app,
    write_output,
)
from altered_deck.decks.reader import read_deck
from altered_deck.decks.writer import OUTPUT_FORMATS, convert_deck
from altered_deck.render.decks import deck_data, deck_table


@click.group()
def deck() -> None:
    """Show and convert decklists (text, altered-deckfmt codes, deck JSON)."""


@deck.command("show")
@click.argument("deck_arg", metavar="DECK")
@deck_format_option
@click.option("--json", "as_json", is_flag=True, help="Print the deck as JSON.")
@click.option("--locale", default=DEFAULT_LOCALE, show_default=True, help="Language of card names.")
@pass_app
def show(
    app: AppContext, deck_arg: str, deck_format: str | None, as_json: bool, locale: str
) -> None:
    """Show DECK as a table grouped by card type, with totals.

    DECK is a file, - for stdin, or an altered-deckfmt code.

    \b
    Examples:
      altered-deck deck show EBAg3hHfC8IA
      altered-deck deck show decks/sierra.txt --locale fr-fr
      altered-deck deck show deck.json --json
    """
    resolved = load_resolved_deck(app, deck_arg, deck_format)
    if as_json:
        echo_json(deck_data(resolved, locale))
    else:
        echo_text(deck_table(resolved, locale))


@deck.command("convert")
@click.argument("deck_arg", metavar="DECK")
@deck_format_option
@click.option(
    "--to",
    "to",
    type=click.Choice(OUTPUT_FORMATS, case_sensitive=False),
    required=True,
    help="Output format.",
)
@file_option("-o", "--output", help="Write to this file instead of stdout.")
@pass_app
def convert(
    app: AppContext, deck_arg: str, deck_format: str | None, to: str, output: Path | None
) -> None:
    """Convert DECK to canonical text, an altered-deckfmt code or deck JSON.

    Needs no card data (works offline, on Uniques never seen); when the cache is filled,
    text and JSON output put the Hero first.

    \b
    Examples:
      altered-deck deck convert decks/sierra.txt --to deckfmt
      cat sierra.txt | altered-deck deck convert - --to deckfmt
      altered-deck deck convert EBAg3hHfC8IA --to text -o deck.txt
    """
    table = app.deckfmt_table
    parsed = read_deck(deck_arg, deck_format=deck_format, stdin=sys.stdin, deckfmt_table=table)
    text = convert_deck(parsed, to.lower(), app.store(), deckfmt_table=table)
    if write_output(output, text, text=to.lower() == "text"):
        echo_err(f"wrote {output}")


@deck.command("examples")
@click.option(
    "--copy",
    "copy_to",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    metavar="DIR",
    help="Copy the example decks into DIR (created if missing; files there are kept).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the list as JSON.")
def examples(copy_to: Path | None, as_json: bool) -> None:
    """List the example decks shipped with altered-deck, or copy them to try the commands.

    The six starter decklists (legal in Standard) and, under illegal/, starters changed to
    break one rule each: the decks the documentation's tour uses as data/decks/.

    \b
    Examples:
      altered-deck deck examples
      altered-deck deck examples --copy data/decks
      altered-deck validate data/decks/*.txt
    """
    from altered_deck.decks.examples import copy_examples, example_decks

    if copy_to is None:
        names = [deck.name for deck in example_decks()]
        if as_json:
            echo_json(names)
        else:
            echo_text("\n".join(names))
            echo_err("copy them with: altered-deck deck examples --copy DIR")
        return
    done = copy_examples(copy_to)
    for path in done.kept:
        echo_err(f"note: kept {path}: it exists with other content")
    if as_json:
        echo_json({"written": [str(p) for p in done.written], "kept": [str(p) for p in done.kept]})
    else:
        echo_text("\n".join(str(p) for p in done.written))
    echo_err(f"{len(done.written)} example decks in {copy_to}")
