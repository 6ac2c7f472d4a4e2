"""``altered-deck engine``: what the goldfish engine models of the card pool."""

from __future__ import annotations

from pathlib import Path

import click

from altered_deck.cli.common import AppContext, echo_json, echo_text, pass_app
from altered_deck.errors import EXIT_ILLEGAL, UsageError


@click.group("engine")
def engine() -> None:
    """About the goldfish engine itself.

    \b
    Examples:
      altered-deck engine coverage --set CORE
      altered-deck engine build
      altered-deck engine scenario position.json --apply 2
    """


@engine.command("build")
@click.option("--json", "as_json", is_flag=True, help="Print the build as JSON.")
def build(as_json: bool) -> None:
    """Say whether the engine runs compiled (mypyc, about 3x faster) or as pure Python.

    pip hides a build's messages unless -v: a wheel whose C build failed installs quietly as
    pure Python. This imports the engine and asks it.

    \b
    Examples:
      altered-deck engine build
      altered-deck engine build --json
    """
    from altered_deck import engine as engine_package
    from altered_deck.build import ENGINE_COMPILED, ENGINE_PURE
    from altered_deck.engine.core import state

    compiled = engine_package.is_compiled()
    data = {
        "compiled": compiled,
        "build": ENGINE_COMPILED if compiled else ENGINE_PURE,
        "module": state.__file__ or "",
    }
    if as_json:
        echo_json(data)
        return
    lines = [f"engine: {data['build']}", f"module: {data['module']}"]
    if not compiled:
        lines.append(
            "The same code, slower to simulate (validating is unaffected). An editable install, "
            "ALTERED_DECK_PURE=1, a missing mypy or a failed C build give this; to compile: "
            "pip install --force-reinstall --no-deps -v . (from a source checkout; the output "
            "says why a build fails)."
        )
    echo_text("\n".join(lines))


@engine.command("coverage")
@click.option("--set", "set_code", metavar="S", help="Only the cards of set S (e.g. CORE).")
@click.option(
    "--audit",
    "audit",
    type=click.IntRange(min=1),
    metavar="N",
    help="Instead, print N random modelled texts beside their compiled effects.",
)
@click.option(
    "--seed",
    type=int,
    default=None,
    metavar="S",
    help="The seed of --audit's draw (default 1).",
)
@click.option(
    "--census",
    is_flag=True,
    help="Instead, play every distinct text in positions built from it and list, per census "
    "check (F1-F6), the texts that fail.",
)
@click.option(
    "--baseline",
    type=click.Path(dir_okay=False),
    metavar="FILE",
    help="With --census: exit 1 when a check's count of failing texts rose above FILE's.",
)
@click.option(
    "--lower-baseline",
    type=click.Path(dir_okay=False),
    metavar="FILE",
    help="With --census: write the counts to FILE after a fix (exit 1, FILE kept, when one rose).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON.")
@pass_app
def coverage(
    app: AppContext,
    set_code: str | None,
    audit: int | None,
    seed: int | None,
    census: bool,
    baseline: str | None,
    lower_baseline: str | None,
    as_json: bool,
) -> None:
    """Count the distinct effect texts of the cached cards the engine models.

    Every distinct English main and echo text of Heroes and deck cards is classed as
    modelled, matchup only (acts on an opponent: executed in matchups, counted as
    modelled), opponent only (still inert), partial (a sentence read as nothing, a
    choice option not compiled) or unmodelled; only the first two count as modelled.
    Prints the figure with its denominator, per set and per card type, and the most
    frequent unmodelled patterns; then the figure faithful by census (a modelled text
    failing no census check) and what the engine still decides for the player, each
    with its rules reason. --audit N prints N modelled texts drawn at random (seeded)
    beside the effects they compile to and the decisions a player is offered when each
    ability acts, for a person to check. --census lists, per check, the texts that
    fail; --baseline FILE exits 1 when a count rose (CI's ratchet), --lower-baseline
    FILE writes the lower counts after a fix.

    \b
    Examples:
      altered-deck engine coverage
      altered-deck engine coverage --set CORE --json
      altered-deck engine coverage --audit 50 --seed 7
      altered-deck engine coverage --census --set EOLE
      altered-deck engine coverage --census --baseline census-baseline.json
    """
    if seed is not None and audit is None:
        raise UsageError("--seed goes with --audit")
    if (baseline or lower_baseline) and not census:
        raise UsageError("--baseline and --lower-baseline go with --census")
    if (baseline or lower_baseline) and set_code:
        raise UsageError("the census baseline counts the whole pool: leave out --set")
    if census and audit is not None:
        raise UsageError("--census and --audit are two reports: ask for one")
    if audit is not None:
        _audit(app, set_code, audit, seed, as_json)
        return
    if census:
        _census(app, set_code, baseline, lower_baseline, as_json)
        return
    from altered_deck.engine.census.run import store_census
    from altered_deck.engine.compiler.coverage import store_coverage
    from altered_deck.render.census import census_summary_dict, summary_lines
    from altered_deck.render.coverage import coverage_to_dict, render_coverage

    result = store_coverage(app.store(), set_code)
    figure = store_census(app.store(), set_code)
    if as_json:
        echo_json({**coverage_to_dict(result), "census": census_summary_dict(figure)})
    else:
        echo_text(render_coverage(result) + "\n" + "\n".join(summary_lines(figure)))


def _census(
    app: AppContext,
    set_code: str | None,
    baseline: str | None,
    lower_baseline: str | None,
    as_json: bool,
) -> None:
    from altered_deck.engine.census.baseline import compare, read_baseline
    from altered_deck.engine.census.baseline import lower_baseline as lower
    from altered_deck.engine.census.run import store_census
    from altered_deck.render.census import census_to_dict, render_census

    counts = read_baseline(baseline) if baseline else None  # a bad file: before the work
    result = store_census(app.store(), set_code)
    changes = None
    if counts is not None:
        changes = compare(result.counts(), counts)
    if lower_baseline:
        changes = lower(lower_baseline, result.counts())
    if as_json:
        echo_json(census_to_dict(result, changes))
    else:
        echo_text(render_census(result, changes), nl=False)
    if changes and any(change.rose for change in changes):
        click.get_current_context().exit(EXIT_ILLEGAL)


def _audit(
    app: AppContext, set_code: str | None, count: int, seed: int | None, as_json: bool
) -> None:
    from altered_deck.engine.census.offered import audit_offers
    from altered_deck.engine.compiler.audit import DEFAULT_AUDIT_SEED, store_audit
    from altered_deck.engine.compiler.coverage import store_cards
    from altered_deck.render.coverage import audit_to_dict, render_audit

    seed = DEFAULT_AUDIT_SEED if seed is None else seed
    entries = store_audit(app.store(), count, seed, set_code)
    cards = store_cards(app.store(), set_code)
    offers = audit_offers(cards, [(e.echo, e.text) for e in entries])
    if as_json:
        echo_json(audit_to_dict(entries, seed, offers))
    else:
        echo_text(render_audit(entries, seed, offers), nl=False)


@engine.command("scenario")
@click.argument("position", metavar="FILE", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--apply",
    "applies",
    type=int,
    multiple=True,
    metavar="ID",
    help="Apply the legal action with this id (repeat: in order, each from the position "
    "reached so far).",
)
@click.option("--json", "as_json", is_flag=True, help="Print state, actions and log as JSON.")
@pass_app
def scenario(app: AppContext, position: Path, applies: tuple[int, ...], as_json: bool) -> None:
    """Set up the position in FILE (JSON), apply actions, print the state and legal actions.

    One player in FILE is a goldfish position, two a duel. The printed state
    (--json: "state") is itself a valid FILE: save it, edit it, replay it. Passing
    when both players have passed runs Dusk and Night and stops at the next decision.
    An unknown card, a malformed FILE or an id that is not legal: exit 2.

    \b
    Examples:
      altered-deck engine scenario position.json
      altered-deck engine scenario position.json --apply 2 --apply 1 --json
    """
    from altered_deck.engine.scenario import run_scenario
    from altered_deck.engine.scenario_file import read_position
    from altered_deck.render.scenario import render_scenario, scenario_to_dict

    spec = read_position(position)
    result = run_scenario(spec, app.store(), str(position), list(applies))
    if as_json:
        echo_json(scenario_to_dict(result))
    else:
        echo_text(render_scenario(result), nl=False)
