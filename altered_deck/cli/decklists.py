"""Which decks ``validate`` checks and under which format: the DECK arguments, or what the
project configuration includes, with the options that read the configuration."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from altered_deck.cli.common import echo_err
from altered_deck.config import ProjectConfig, display_path, project_config
from altered_deck.decks.discover import (
    in_skipped_folder,
    is_included,
    keep_decklists,
    relative_to,
)
from altered_deck.errors import UsageError

_F = TypeVar("_F", bound=Callable[..., Any])


def config_options(func: _F) -> _F:
    """``--config FILE`` and ``--no-config``: the command receives ``config_path`` and
    ``no_config``."""
    func = click.option(
        "--no-config",
        is_flag=True,
        help="Ignore pyproject.toml [tool.altered-deck] and .altered-deck.toml.",
    )(func)
    return click.option(
        "--config",
        "config_path",
        type=click.Path(dir_okay=False, path_type=Path),
        default=None,
        help="Read this configuration file [default: .altered-deck.toml or pyproject.toml "
        "[tool.altered-deck], found upward from the current folder].",
    )(func)


def load_project(config_path: Path | None, no_config: bool) -> ProjectConfig:
    """The configuration in effect in the current folder."""
    if config_path is not None and no_config:
        raise UsageError("--config and --no-config contradict each other: choose one")
    project = project_config(Path.cwd(), config_path, disabled=no_config)
    for warning in project.ignored:
        echo_err(f"warning: {warning}")
    return project


def select_decks(
    decks: tuple[str, ...], project: ProjectConfig, only_decklists: bool
) -> tuple[str, ...]:
    """DECK arguments as given; none: the decklists the configuration includes (UsageError
    when there is none); with ``only_decklists`` (the pre-commit hook): those of ``decks``
    the configuration includes and that look like decklists, maybe none. Each file passed
    over gets one note on stderr."""
    if decks and not only_decklists:
        return decks
    if not decks:
        from altered_deck.decks.discover import discover_decks

        found = discover_decks(project.root, project.include, project.exclude, Path.cwd())
        _note_skipped(found.skipped)
        if not found.decks:
            where = display_path(project.source) if project.source else project.root
            raise UsageError(
                f"no decklist found: nothing matching {', '.join(project.include)} "
                f"looks like a deck (searched from {where}); name the decks to check"
            )
        return found.decks
    candidates = []
    for deck in decks:
        relative = relative_to(Path(deck), project.root)
        if relative is not None and in_skipped_folder(relative, project.root):
            echo_err(f"note: skipped {deck}: in a hidden, virtual-environment or package folder")
        elif relative is not None and not is_included(relative, project.include, project.exclude):
            source = display_path(project.source) if project.source else "the defaults"
            echo_err(f"note: skipped {deck}: not included by {source}")
        else:
            candidates.append(deck)
    found = keep_decklists(candidates)
    _note_skipped(found.skipped)
    return found.decks


def _note_skipped(skipped: tuple[tuple[str, str], ...]) -> None:
    for path, reason in skipped:
        echo_err(f"note: skipped {path}: not a decklist ({reason})")


def group_by_format(
    decks: tuple[str, ...], project: ProjectConfig, format_name: str, format_given: bool
) -> dict[str, list[str]]:
    """Format name → its decks, in order: ``--format`` when given, else the configuration's
    per-path format or ``format``, else ``format_name`` (the option's default)."""
    groups: dict[str, list[str]] = {}
    for deck in decks:
        chosen = None if format_given or deck == "-" else project.format_for(Path(deck))
        if chosen is None and not format_given:
            chosen = project.format
        groups.setdefault((chosen or format_name).lower(), []).append(deck)
    return groups
