"""``altered-deck rules``: the rules data (formats, bans, release dates, allowlists) kept up to
date without a release."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from altered_deck.cli.common import AppContext, echo_json, echo_text, pass_app

if TYPE_CHECKING:
    from altered_deck.formats.rulesupdate import RulesUpdate


@click.group()
def rules() -> None:
    """Update the rules data (formats, bans, set dates, allowlists) without a new release."""


@rules.command("update")
@click.option(
    "--from",
    "source",
    metavar="URL|DIR",
    help="A rules folder in the layout of data/rules: a URL (http/https) or a directory "
    "[default: rules-url in [tool.altered-deck], else this project's data/rules on main].",
)
@click.option(
    "--check",
    is_flag=True,
    help="Only say whether newer rules data exists (exit 1: an update would change the rules "
    "data in force; 0: up to date); store nothing.",
)
@click.option(
    "--config",
    "config_path",
    type=click.Path(path_type=Path),
    metavar="FILE",
    help="Read rules-url from this configuration file.",
)
@click.option("--no-config", is_flag=True, help="Ignore configuration files.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
@pass_app
@click.pass_context
def update(
    ctx: click.Context,
    app: AppContext,
    source: str | None,
    check: bool,
    config_path: Path | None,
    no_config: bool,
    as_json: bool,
) -> None:
    """Fetch a rules folder, check every file as --rules files are checked, keep it in the
    card cache: every command then judges by the newer of the bundled and the updated data
    (the one whose newest dated entry is later; on the same date, the updated one).

    A network failure (exit 3) or bad data (exit 2: a file too large or too deep, a wrong
    field, a file outside the folder, a redirect to another host, a server too slow)
    changes nothing: the rules data in force stays. `cache info`, `formats bans` and
    `validate --json` (rules_data) name the data in force. Pin the day with --as-of.

    \b
    Examples:
      altered-deck rules update
      altered-deck rules update --check
      altered-deck rules update --from ./my-league-rules/
      altered-deck rules update --from https://example.org/rules/ --json
    """
    from altered_deck.cli.decklists import load_project
    from altered_deck.formats.rulesupdate import RulesUpdateSettings, update_rules

    project = load_project(config_path, no_config)
    settings = RulesUpdateSettings(
        source=source,
        check_only=check,
        cache_dir=app.cache_dir,
        offline=app.offline,
        configured_url=project.rules_url,
    )
    result = update_rules(settings)
    if as_json:
        echo_json(_update_data(result))
    else:
        echo_text(_update_text(result))
    if check and result.changes:
        ctx.exit(1)


def _update_data(result: RulesUpdate) -> dict[str, object]:
    return {
        "fetched": {**result.fetched.origin().as_json(), "fetched_at": result.fetched.fetched_at},
        "check": result.check_only,
        "newer": result.changes,
        "rules_data": result.after.origin().as_json(),
        "before": result.before.origin().as_json(),
    }


def _update_text(result: RulesUpdate) -> str:
    fetched = result.fetched.origin().describe()
    if result.check_only:
        if result.changes:
            return f"newer rules data: {fetched}; run `altered-deck rules update`"
        return f"up to date: the rules data in force is {result.before.describe()}"
    if result.after is not result.fetched:
        return f"stored {fetched}; the bundled data is newer and is in force"
    if not result.changes:
        return f"up to date: the rules data in force is {result.after.describe()}"
    return f"rules data updated: in force now {result.after.describe()}"
