"""``altered-deck stats``: curve, terrain power, composition and draw odds of one deck."""

from __future__ import annotations

import click

from altered_deck.cli.common import (
    AppContext,
    deck_format_option,
    echo_json,
    echo_text,
    load_resolved_deck,
    locale_option,
    pass_app,
)
from altered_deck.render.stats import render_stats_text, stats_to_dict
from altered_deck.stats.deck import deck_stats


@click.command("stats")
@click.argument("deck")
@deck_format_option
@click.option("--json", "as_json", is_flag=True, help="Print the statistics as JSON.")
@locale_option("Language of card names.")
@click.option(
    "--all", "show_all", is_flag=True, help="Show every draw-odds row, not only the main ones."
)
@pass_app
def stats(
    app: AppContext,
    deck: str,
    deck_format: str | None,
    as_json: bool,
    locale: str,
    show_all: bool,
) -> None:
    """Show a deck's curve, terrain power, composition and exact draw odds.

    DECK is a decklist file, - for stdin, or a deckfmt code. The Hero is left out of every
    count: it starts in play. Draw odds are exact: Day 1 sees 6 cards, each later Morning 2.

    \b
    Examples:
      altered-deck stats decks/sierra.txt
      altered-deck stats decks/sierra.txt --all --locale fr-fr
      altered-deck stats decks/sierra.txt --json
    """
    resolved = load_resolved_deck(app, deck, deck_format)
    result = deck_stats(resolved, locale=locale.lower())
    if as_json:
        echo_json(stats_to_dict(result, show_all=show_all))
    else:
        echo_text(render_stats_text(result, show_all=show_all), nl=False)
