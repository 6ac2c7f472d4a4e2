"""``altered-deck engine``: what the goldfish engine models of the card pool."""

from __future__ import annotations

import click

from altered_deck.cli.common import AppContext, echo_json, pass_app


@click.group("engine")
def engine() -> None:
    """About the goldfish engine itself.

    \b
    Example:
      altered-deck engine coverage --set CORE
    """


@engine.command("coverage")
@click.option("--set", "set_code", metavar="S", help="Only the cards of set S (e.g. CORE).")
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON.")
@pass_app
def coverage(app: AppContext, set_code: str | None, as_json: bool) -> None:
    """Count the distinct effect texts of the cached cards the engine models.

    Every distinct English main and echo text of Heroes and deck cards is classed as
    modelled, matchup only (acts on an opponent: executed in matchups, counted as
    modelled), opponent only (still inert: never counted as modelled) or unmodelled;
    "Choose one" is modelled only when every option is. Prints the figure
    with its denominator, per set and per card type, and the most frequent unmodelled
    patterns.

    \b
    Examples:
      altered-deck engine coverage
      altered-deck engine coverage --set CORE --json
    """
    from altered_deck.engine.compiler.coverage import store_coverage
    from altered_deck.render.coverage import coverage_to_dict, render_coverage

    result = store_coverage(app.store(), set_code)
    if as_json:
        echo_json(coverage_to_dict(result))
    else:
        click.echo(render_coverage(result), nl=False)
